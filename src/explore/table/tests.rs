//! Tables of small cases: their grids and CSV, for every kind of column.

use super::*;

#[test]
fn three_parameters_print_one_grid_per_first_value() {
    let t = Table::three(["a", "b", "c"], [0..=1, 1..=2, 0..=1], |a, b, c| a + b * c);
    assert_eq!(
        t.to_string(),
        "a = 0\nb\\c | 0 1\n  1 | 0 1\n  2 | 0 2\n\na = 1\nb\\c | 0 1\n  1 | 1 2\n  2 | 1 3\n"
    );
    assert_eq!(t.rows().len(), 8);
    assert_eq!(t.rows()[7].0, [Arg::Int(1), Arg::Int(2), Arg::Int(1)]);
}

#[test]
fn csv_has_a_header_and_quotes_what_needs_it() {
    let t = Table::new(
        vec!["n".to_string()],
        vec![(vec![3], "a,b".to_string()), (vec![10], "x".to_string())],
    );
    assert_eq!(t.to_csv(), "n,value\n3,\"a,b\"\n10,x\n");
    let t = Table::one(
        "n",
        0..=2,
        |n| if n == 1 { None } else { Some(Outcome::Draw) },
    );
    assert_eq!(t.to_csv(), "n,value\n0,D\n1,-\n2,D\n");
    assert_eq!(t.to_string(), "n     | 0 1 2\nvalue | D - D\n");
}

#[test]
fn wide_cells_widen_their_column() {
    let t = Table::two(["x", "y"], [8..=10, 0..=1], |x, y| x.pow(y as u32 * 3));
    assert_eq!(
        t.to_string(),
        "x\\y | 0    1\n  8 | 1  512\n  9 | 1  729\n 10 | 1 1000\n"
    );
}

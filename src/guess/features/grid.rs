//! The features of a grid parameter `g` (rows of cells, `&[Vec<u8>]` in
//! Rust): its height and width, and for each letter `X` that occurs its
//! count, its counts on the cells `(i, j)` with `i + j` even and odd (the
//! two colours of a chessboard, `(0, 0)` even), the most and the fewest
//! `X` in a row and in a column; and two symmetries: `mirror(g)` (each row
//! reads the same backwards: the grid equals its left-right mirror image)
//! and `turn(g)` (the grid equals itself turned by 180 degrees).

/// What a grid feature computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum GridKind {
    /// The number of rows.
    Height,
    /// The number of columns.
    Width,
    /// How many cells hold the letter.
    Count(u8),
    /// How many cells `(i, j)` with `i + j` even hold the letter.
    CountEven(u8),
    /// How many cells `(i, j)` with `i + j` odd hold it.
    CountOdd(u8),
    /// The most cells holding the letter in one row.
    RowMax(u8),
    /// The fewest in one row.
    RowMin(u8),
    /// The most in one column.
    ColMax(u8),
    /// The fewest in one column.
    ColMin(u8),
    /// The grid equals its left-right mirror image (a truth value).
    Mirror,
    /// The grid equals itself turned by 180 degrees (a truth value).
    Turn,
}

impl GridKind {
    /// Whether it is a truth value. O(1).
    pub(crate) fn is_bool(self) -> bool {
        matches!(self, GridKind::Mirror | GridKind::Turn)
    }
}

/// The features of a grid column whose cells hold `letters`, simplest
/// first. O(letters).
pub(crate) fn kinds(letters: &[u8]) -> Vec<GridKind> {
    use GridKind as G;
    let mut v = vec![G::Height, G::Width, G::Mirror, G::Turn];
    for &l in letters {
        v.extend([
            G::Count(l),
            G::CountEven(l),
            G::CountOdd(l),
            G::RowMax(l),
            G::RowMin(l),
            G::ColMax(l),
            G::ColMin(l),
        ]);
    }
    v
}

/// Its value on grid `g` (truth values as 0 / 1). O(cells).
pub(crate) fn eval(g: &[Vec<u8>], kind: GridKind) -> i128 {
    use GridKind as G;
    let width = g.first().map_or(0, Vec::len);
    let in_rows = |l: u8| g.iter().map(move |r| r.iter().filter(|&&c| c == l).count());
    let in_cols = |l: u8| (0..width).map(move |j| g.iter().filter(|r| r[j] == l).count());
    let on = |l: u8, parity: usize| {
        let cells = g.iter().enumerate().flat_map(|(i, r)| {
            r.iter()
                .enumerate()
                .filter(move |&(j, _)| (i + j) % 2 == parity)
        });
        cells.filter(|&(_, &c)| c == l).count()
    };
    let n = match kind {
        G::Height => g.len(),
        G::Width => width,
        G::Count(l) => in_rows(l).sum(),
        G::CountEven(l) => on(l, 0),
        G::CountOdd(l) => on(l, 1),
        G::RowMax(l) => in_rows(l).max().unwrap_or(0),
        G::RowMin(l) => in_rows(l).min().unwrap_or(0),
        G::ColMax(l) => in_cols(l).max().unwrap_or(0),
        G::ColMin(l) => in_cols(l).min().unwrap_or(0),
        G::Mirror => usize::from(g.iter().all(|r| r.iter().eq(r.iter().rev()))),
        G::Turn => usize::from(
            g.iter()
                .zip(g.iter().rev())
                .all(|(a, b)| a.iter().eq(b.iter().rev())),
        ),
    };
    n as i128
}

/// Its name in words and its Rust expression (`i128`, or `bool` for the
/// symmetries) for grid `g: &[Vec<u8>]`; `lit` spells a letter as a Rust
/// byte literal. O(1).
pub(crate) fn spelled(g: &str, kind: GridKind, lit: fn(u8) -> String) -> [String; 2] {
    use GridKind as G;
    let rows = |l: u8| {
        format!(
            "{g}.iter().map(|r| r.iter().filter(|&&c| c == {}).count())",
            lit(l)
        )
    };
    let cols = |l: u8| {
        format!(
            "(0..{g}[0].len()).map(|j| {g}.iter().filter(|r| r[j] == {}).count())",
            lit(l)
        )
    };
    let on = |l: u8, parity: usize| {
        format!(
            "({g}.iter().enumerate().map(|(i, r)| r.iter().enumerate().filter(|&(j, &c)| (i + j) % 2 == {parity} && c == {}).count()).sum::<usize>() as i128)",
            lit(l)
        )
    };
    let letter = |l: u8| String::from(l as char);
    match kind {
        G::Height => [format!("height({g})"), format!("({g}.len() as i128)")],
        G::Width => [format!("width({g})"), format!("({g}[0].len() as i128)")],
        G::Count(l) => [
            format!("count({g}, {})", letter(l)),
            format!("({}.sum::<usize>() as i128)", rows(l)),
        ],
        G::CountEven(l) => [format!("count_even({g}, {})", letter(l)), on(l, 0)],
        G::CountOdd(l) => [format!("count_odd({g}, {})", letter(l)), on(l, 1)],
        G::RowMax(l) => [
            format!("row_max({g}, {})", letter(l)),
            format!("({}.max().unwrap() as i128)", rows(l)),
        ],
        G::RowMin(l) => [
            format!("row_min({g}, {})", letter(l)),
            format!("({}.min().unwrap() as i128)", rows(l)),
        ],
        G::ColMax(l) => [
            format!("col_max({g}, {})", letter(l)),
            format!("({}.max().unwrap() as i128)", cols(l)),
        ],
        G::ColMin(l) => [
            format!("col_min({g}, {})", letter(l)),
            format!("({}.min().unwrap() as i128)", cols(l)),
        ],
        G::Mirror => [
            format!("mirror({g})"),
            format!("({g}.iter().all(|r| r.iter().eq(r.iter().rev())))"),
        ],
        G::Turn => [
            format!("turn({g})"),
            format!("({g}.iter().zip({g}.iter().rev()).all(|(a, b)| a.iter().eq(b.iter().rev())))"),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::super::{features, Feature, FeatureKind};
    use super::*;
    use crate::guess::formula::Ty;
    use crate::guess::table::{Arg, Table};

    fn grid(text: &str) -> Arg {
        Arg::parse(text, crate::guess::ArgKind::Grid).unwrap()
    }

    #[test]
    fn grid_features_by_hand() {
        use GridKind as G;
        // #.#
        // ##.   (i + j even: (0,0) (0,2) (1,1): all '#'; odd: (0,1) (1,0) (1,2))
        let g = [grid("#.#/##.")];
        let cases = [
            (G::Height, 2),
            (G::Width, 3),
            (G::Count(b'#'), 4),
            (G::Count(b'.'), 2),
            (G::CountEven(b'#'), 3),
            (G::CountOdd(b'#'), 1),
            (G::CountOdd(b'.'), 2),
            (G::RowMax(b'#'), 2),
            (G::RowMin(b'.'), 1),
            (G::ColMax(b'#'), 2),
            (G::ColMin(b'#'), 1),
            (G::ColMin(b'.'), 0),
            (G::Mirror, 0),
            (G::Turn, 0),
            (G::Count(b'*'), 0),
        ];
        for (kind, want) in cases {
            let f = Feature {
                column: 0,
                kind: FeatureKind::Grid(kind),
            };
            assert_eq!(f.eval(&g), Some(want), "{kind:?}");
        }
        let at = |text: &str, kind| eval(grid(text).grid(), kind);
        assert_eq!(at("#.#/.#.", G::Mirror), 1);
        assert_eq!(at("#.#/.#.", G::Turn), 0);
        assert_eq!(at("#../.#./..#", G::Turn), 1);
        assert_eq!(at("#../.#./..#", G::Mirror), 0);
        assert_eq!(at("ab/ba", G::Turn), 1);
        // a feature of another kind's cell has no value
        let f = Feature {
            column: 0,
            kind: FeatureKind::Grid(G::Height),
        };
        assert_eq!(f.eval(&[Arg::Word(b"#.".to_vec())]), None);
    }

    /// Every grid feature's Rust and every word feature's over letters
    /// that need escaping (`'`, `\`, `.`, `#`), compiled in one rustc
    /// run, give what `eval` gives.
    #[test]
    fn grid_and_odd_letter_features_in_rust_are_what_eval_gives() {
        let grids = ["#.#/##.", "#", "../..", "#.#/.#.", ".#./#.#/.#.", "'\\/#'"];
        let words = [&b"#.'"[..], b"\\\\.", b".", b"##'\\", b"'", b"#.#."];
        let rows: Vec<(Vec<Arg>, String)> = grids
            .iter()
            .zip(words)
            .map(|(g, w)| (vec![grid(g), Arg::Word(w.to_vec())], "0".into()))
            .collect();
        let names = vec!["g".to_string(), "s".to_string(), "v".to_string()];
        let table = Table::from_args(names.clone(), rows.clone()).unwrap();
        let features = features(&table, &[]);
        assert!(features.len() > 40, "{}", features.len());
        let mut program = String::new();
        let mut expected = String::new();
        for (i, f) in features.iter().enumerate() {
            let cast = if f.ty() == Ty::Bool { " as i128" } else { "" };
            program += &format!(
                "fn f{i}(g: &[Vec<u8>], s: &[u8]) -> i128 {{ let _ = (g, s); {}{cast} }}\n",
                f.rust(&names)
            );
        }
        program += "fn main() {\n";
        for (args, _) in &rows {
            let g: Vec<String> = args[0]
                .grid()
                .iter()
                .map(|r| format!("{r:?}.to_vec()"))
                .collect();
            let g = format!("vec![{}]", g.join(", "));
            for (i, f) in features.iter().enumerate() {
                let v = f.eval(args).unwrap();
                program += &format!(
                    "    println!(\"{{}}\", f{i}(&{g}, &{:?}));\n",
                    args[1].word()
                );
                expected += &format!("{v}\n");
            }
        }
        program += "}\n";
        let dir =
            std::env::temp_dir().join(format!("cp-games-grid-features-{}", std::process::id()));
        let out = crate::testing::compile_and_run(&dir, "grid_features", &program, &[]);
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(out, expected);
        let named: Vec<String> = features.iter().map(|f| f.name(&names)).collect();
        for name in [
            "count_even(g, #)",
            "mirror(g)",
            "count(s, ')",
            "count(s, \\)",
        ] {
            assert!(named.iter().any(|n| n == name), "{name} not in {named:?}");
        }
    }
}

//! CSV reading: errors naming the line, every kind of cell.

use super::*;

fn kind(text: &str) -> (usize, CsvErrorKind) {
    let e = Table::from_csv(text).unwrap_err();
    (e.line, e.kind)
}

#[test]
fn bad_csv_names_the_line() {
    assert_eq!(kind("\n\n").1, CsvErrorKind::MissingHeader);
    assert!(matches!(
        kind("0,1\n1,2\n"),
        (1, CsvErrorKind::BadHeader(_))
    ));
    assert!(matches!(kind("n\n1\n"), (1, CsvErrorKind::BadHeader(_))));
    assert!(matches!(kind("n,n,g\n"), (1, CsvErrorKind::BadHeader(_))));
    assert_eq!(kind("n,g\n"), (2, CsvErrorKind::Empty));
    assert_eq!(
        kind("n,g\n1,W\n2\n"),
        (
            3,
            CsvErrorKind::Ragged {
                expected: 2,
                found: 1
            }
        )
    );
    assert_eq!(
        kind("n,g\n1,W\n2,L,L\n"),
        (
            3,
            CsvErrorKind::Ragged {
                expected: 2,
                found: 3
            }
        )
    );
    for p in ["-1", "", "18446744073709551616"] {
        let (line, k) = kind(&format!("n,g\n0,W\n{p},L\n"));
        assert_eq!(line, 3, "{p}");
        assert!(matches!(k, CsvErrorKind::BadParameter { .. }), "{p}");
    }
    for v in ["", "x y", "a\"b", "é", "?"] {
        let text = format!("n,g\n0,W\n1,{v}\n");
        assert_eq!(
            kind(&text),
            (3, CsvErrorKind::BadValue(v.to_string())),
            "{v}"
        );
    }
    assert_eq!(
        kind("n,g\n0,W\n0,L\n"),
        (3, CsvErrorKind::Conflict { earlier: 2 })
    );
    let e = Table::from_csv("n,g\n0,W\n1,x y\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 3: value `x y` is neither an integer nor a word"
    );
}

#[test]
fn good_csv_is_read() {
    let t = Table::from_csv("# a comment\n n , m , v \n\n1,2,-7\n1,2,-7\n0,0,Alice\n").unwrap();
    assert_eq!(t.len(), 2);
    assert_eq!(t.row(0), (&[1u64, 2][..], "-7"));
    assert_eq!(t.row(1), (&[0u64, 0][..], "Alice"));
    let e = Table::new(vec!["n".into(), "g".into()], vec![(vec![1, 2], "W".into())]);
    assert_eq!(
        e.unwrap_err(),
        CsvError {
            line: 2,
            kind: CsvErrorKind::Ragged {
                expected: 2,
                found: 3
            }
        }
    );
}

#[test]
fn undeclared_columns_of_any_characters_are_words() {
    let t = Table::from_csv("s,b,v\n00,#.,-\n01,.#,*\n10,##,1/2\n").unwrap();
    assert_eq!(t.kinds(), [ArgKind::Word, ArgKind::Word]);
    assert_eq!(
        t.args(0),
        [Arg::Word(b"00".to_vec()), Arg::Word(b"#.".to_vec())]
    );
    assert_eq!(t.row(2).1, "1/2");
    // integers stay integers; a `#` line is a comment there
    let t = Table::from_csv("n,v\n0,W\n#1,L\n10,L\n").unwrap();
    assert_eq!((t.kinds(), t.len()), (&[ArgKind::Int][..], 2));
    // in a table of boards a `#` line with every field is a row
    let t = Table::from_csv("# boards\ns:word,v\n#.,W\n# a comment\n..,L\n").unwrap();
    assert_eq!(t.len(), 2);
    assert_eq!(t.args(0), [Arg::Word(b"#.".to_vec())]);
    let e = Table::from_csv("g:grid,v\n#./..,W\n#./.,L\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 3: grid `g` is `#./.`, not rows of one length (at least 1) separated by `/`"
    );
    let e = Table::from_csv("n,v\n0,W\n1,?\n").unwrap_err();
    assert!(
        e.to_string().starts_with("line 3: value `?` is reserved"),
        "{e}"
    );
}

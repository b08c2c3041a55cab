//! Re-indenting with tabs, and string literals over several lines.

use super::*;
use crate::indent::continuation_lines;

/// Re-indents `code` with no literal origins known: asserts that the text
/// is `expected` and that `warnings` literals warned, and returns the
/// warnings.
fn indents(code: &str, expected: &str, warnings: usize) -> Vec<String> {
    let (text, warned) = tab_indent(code, &Origins::new()).unwrap();
    assert_eq!(text, expected);
    assert_eq!(warned.len(), warnings, "{warned:?}");
    warned
}

#[test]
fn tab_indent_makes_leading_spaces_tabs() {
    indents(
        "mod a {\n    fn f() {\n        g(\"x\");\n      }\n}\n",
        "mod a {\n\tfn f() {\n\t\tg(\"x\");\n\t  }\n}\n",
        0,
    );
}

#[test]
fn tab_indent_keeps_the_lines_a_literal_continues_on_and_says_where() {
    // The line after the break is part of the string: it stays, and the
    // code around it is indented with tabs all the same.
    let code = "mod a {\n    const S: &str = \"a\n        b\";\n    const T: u8 = 1;\n}\n";
    let text = "mod a {\n\tconst S: &str = \"a\n        b\";\n\tconst T: u8 = 1;\n}\n";
    let warnings = indents(code, text, 1);
    assert_eq!(const_str(text, "S"), "a\n        b");
    assert!(
        warnings[0].starts_with("line 3 of the bundle: "),
        "{warnings:?}"
    );
    // With the literal's origin known, the warning names its file and
    // the line the spaces are on.
    let origins = Origins::from([(
        "\"a\n        b\"".to_string(),
        (PathBuf::from("src/x.rs"), 10),
    )]);
    let (again, warnings) = tab_indent(code, &origins).unwrap();
    assert_eq!(again, text);
    assert_eq!(warnings.len(), 1);
    assert!(warnings[0].starts_with("src/x.rs:11: "), "{warnings:?}");
    assert!(!warnings[0].contains('\n'));
    // Fewer than four spaces would not have been compacted: no warning.
    indents(
        "mod a {\n    const S: &str = \"a\n   b\";\n}\n",
        "mod a {\n\tconst S: &str = \"a\n   b\";\n}\n",
        0,
    );
}

#[test]
fn tab_indent_compacts_what_a_backslash_skips() {
    // After `\` at the end of a line, the compiler skips spaces, tabs
    // and whole blank lines: they become tabs like any indentation,
    // and the string keeps its value.
    let text = "mod a {\n\tconst S: &str = \"a \\\n\t\tb \\\n\n\t\tc\";\n}\n";
    indents(
        "mod a {\n    const S: &str = \"a \\\n        b \\\n\n        c\";\n}\n",
        text,
        0,
    );
    assert_eq!(const_str(text, "S"), "a b c");
    // An escaped backslash does not escape the break after it; a byte
    // string skips like a string.
    let text = "mod a {\n\tconst S: &str = \"x\\\\\n        y\";\n\tconst B: &[u8] = b\"p\\\n\t\tq\";\n}\n";
    let warnings = indents(
        "mod a {\n    const S: &str = \"x\\\\\n        y\";\n    const B: &[u8] = b\"p\\\n        q\";\n}\n",
        text,
        1,
    );
    assert_eq!(const_str(text, "S"), "x\\\n        y");
    assert!(warnings[0].starts_with("line 3 of the bundle"));
    // In a raw string a backslash is a backslash: nothing is skipped.
    let text = "mod a {\n\tconst R: &str = r#\"x\\\n        \"y\"\"#;\n}\n";
    indents(
        "mod a {\n    const R: &str = r#\"x\\\n        \"y\"\"#;\n}\n",
        text,
        1,
    );
    assert_eq!(const_str(text, "R"), "x\\\n        \"y\"");
    // Inside a macro call's tokens too.
    indents(
        "fn f() {\n    println!(\"{}\", \"m\n        n\");\n}\n",
        "fn f() {\n\tprintln!(\"{}\", \"m\n        n\");\n}\n",
        1,
    );
}

#[test]
fn continuation_lines_follow_the_escape_rules() {
    assert_eq!(continuation_lines("\"a\nb\""), [false]);
    assert_eq!(
        continuation_lines("\"a\\\n  b\\\n\n \t\n c\nd\""),
        [true, true, true, true, false]
    );
    assert_eq!(continuation_lines("\"a\\\\\nb\""), [false]);
    assert_eq!(continuation_lines("\"a\\\r\n  b\""), [true]);
    assert_eq!(continuation_lines("b\"a\\\nb\""), [true]);
    assert_eq!(continuation_lines("c\"a\\\nb\""), [true]);
    for raw in [
        "r\"a\\\nb\"",
        "r#\"a\\\nb\"#",
        "br\"a\\\nb\"",
        "cr#\"a\\\nb\"#",
    ] {
        assert_eq!(continuation_lines(raw), [false], "{raw}");
    }
}

/// String literals over several lines, in a module two levels deep in
/// the bundle (so every line of it would be indented).
const JOINED_TEXT: &str = r#"pub mod inner {
    pub const JOINED: &str = "joined \
        by a backslash, \
            however deep";
    pub const BYTES: &[u8] = b"bytes \
        joined";
    pub const LATER: &str = "after the literals";
"#;
const VERBATIM_TEXT: &str = r##"    pub const VERBATIM: &str = "first
        second, after eight spaces";
    pub fn raw() -> &'static str {
        r#"raw \
            "kept""#
    }
"##;

#[test]
fn literals_over_lines_keep_their_values_and_only_verbatim_ones_warn() {
    let expected_joined = format!(
        "{:?}\n{:?}\n{}\n",
        "joined by a backslash, however deep",
        b"bytes joined".as_slice(),
        "after the literals"
    );
    let show_joined = "println!(\"{:?}\", inner::JOINED);\n\
                           println!(\"{:?}\", inner::BYTES);\n\
                           println!(\"{}\", inner::LATER);\n";
    // Only `\` continuations: compacted, and no warning.
    let ws = fixture(
        "joined",
        &[
            ("src/lib.rs", "pub mod text;\n"),
            ("src/text.rs", &format!("{JOINED_TEXT}}}\n")),
            (
                "src/bin/show.rs",
                &format!("use cp_games::text::inner;\nfn main() {{\n{show_joined}}}\n"),
            ),
        ],
    );
    for judge in [Judge::AtCoder, Judge::Std] {
        let bundle = ws.bundle_with_warnings("show", judge).unwrap();
        assert!(bundle.warnings.is_empty(), "{:?}", bundle.warnings);
        assert!(!bundle.text.contains("\n    "), "{}", bundle.text);
        // (the lines after a `\` keep the source's indentation, in tabs)
        assert!(bundle
            .text
            .contains("\n\t\tby a backslash, \\\n\t\t\thowever deep\";"));
        assert_eq!(run_bundle(&ws, judge.name(), &bundle.text), expected_joined);
    }
    std::fs::remove_dir_all(&ws.root).unwrap();

    // A literal whose next line's spaces are its own, and a raw one:
    // those lines stay, each literal warns once, naming its file and
    // the line, and everything else is compacted.
    let text = format!("{JOINED_TEXT}{VERBATIM_TEXT}}}\n");
    let ws = fixture(
        "verbatim",
        &[
            ("src/lib.rs", "pub mod text;\n"),
            ("src/text.rs", &text),
            (
                "src/bin/show.rs",
                &format!(
                    "use cp_games::text::inner;\nfn main() {{\n{show_joined}\
                         println!(\"{{:?}}\", inner::VERBATIM);\n\
                         println!(\"{{:?}}\", inner::raw());\n}}\n"
                ),
            ),
        ],
    );
    let expected = format!(
        "{expected_joined}{:?}\n{:?}\n",
        "first\n        second, after eight spaces", "raw \\\n            \"kept\""
    );
    let wanted = [
        format!("src/text.rs:{}: ", line_of(&text, "second, after")),
        format!("src/text.rs:{}: ", line_of(&text, "\"kept\"")),
    ];
    for judge in [Judge::AtCoder, Judge::Std] {
        let bundle = ws.bundle_with_warnings("show", judge).unwrap();
        assert_eq!(bundle.warnings.len(), 2, "{:?}", bundle.warnings);
        for (warning, place) in bundle.warnings.iter().zip(&wanted) {
            assert!(warning.starts_with(place), "{warning} is not at {place}");
        }
        let spaced: Vec<&str> = bundle
            .text
            .lines()
            .filter(|l| l.starts_with("    "))
            .collect();
        assert_eq!(
            spaced,
            [
                "        second, after eight spaces\";",
                "            \"kept\"\"#"
            ]
        );
        assert_eq!(run_bundle(&ws, judge.name(), &bundle.text), expected);
    }
    std::fs::remove_dir_all(&ws.root).unwrap();
}

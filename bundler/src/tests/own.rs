//! The binary's own files in the bundle: byte for byte, but the edits a
//! single file needs.

use super::*;

const MAIN: &str = "// A comment before everything.
extern crate cp_games;

mod outer {
    // an inline module holding a module file
    pub mod deep;
}

fn main() {
        // odd indentation
    println!(\"{}\", outer::deep::value());   /* trailing */
}
";

const DEEP: &str = "use cp_games::shown;

pub fn value() -> u64 { shown() * 6 }   // 7 * 6
";

#[test]
fn own_files_are_kept_as_written_with_same_line_edits() {
    let ws = fixture(
        "own",
        &[
            ("src/lib.rs", "pub fn shown() -> u64 {\n    7\n}\n"),
            ("src/bin/own.rs", MAIN),
            ("src/bin/outer/deep.rs", DEEP),
        ],
    );
    // written by hand: the module file at its `mod` line, `crate::`
    // before the library's name, `extern crate` commented out
    let expected = "// A comment before everything.
/* extern crate cp_games; */

mod outer {
    // an inline module holding a module file
    pub mod deep {
use crate::cp_games::shown;

pub fn value() -> u64 { shown() * 6 }   // 7 * 6
}
}

fn main() {
        // odd indentation
    println!(\"{}\", outer::deep::value());   /* trailing */
}
";
    for judge in [Judge::AtCoder, Judge::Std] {
        let text = ws.bundle_with_warnings("own", judge).unwrap().text;
        let own = &text[text.find("\n\n").unwrap() + 2..];
        assert!(own.starts_with(expected), "{judge:?}\n{text}");
        assert!(own[expected.len()..].starts_with("\n#[allow(dead_code)]\nmod cp_games {"));
        assert_eq!(
            run_bundle(&ws, &format!("own-{}", judge.name()), &text),
            "42\n"
        );
    }
    std::fs::remove_dir_all(&ws.root).unwrap();
}

#[test]
fn what_an_unused_import_of_the_binary_names_stays() {
    // the binary imports `m::f` and calls nothing: its import stays as
    // written, so `f` must stay, and `g`, which `f` calls
    let ws = fixture(
        "unused-import",
        &[
            (
                "src/lib.rs",
                "pub mod m {\n    pub fn f() -> u64 {\n        g()\n    }\n    \
                 fn g() -> u64 {\n        7\n    }\n}\n",
            ),
            (
                "src/bin/unused.rs",
                "#[allow(unused_imports)]\nuse cp_games::m::f;\n\nfn main() {\n    \
                 println!(\"42\");\n}\n",
            ),
        ],
    );
    let text = ws.bundle_with_warnings("unused", Judge::Std).unwrap().text;
    assert!(text.contains("fn f()") && text.contains("fn g()"), "{text}");
    assert_eq!(run_bundle(&ws, "unused-import", &text), "42\n");
    std::fs::remove_dir_all(&ws.root).unwrap();
}

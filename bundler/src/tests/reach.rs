//! What each bundle holds.

use super::*;

/// A library root with a re-export, an import, and items that name
/// each other by their bare names.
const ROOT_LIB: &str = r#"pub mod inner;
mod unused;

pub use inner::shown;
use std::fmt;

pub fn described() -> String {
    format!("{}", Doubled(helper()))
}

fn helper() -> u64 {
    21
}

struct Doubled(u64);

impl fmt::Display for Doubled {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.0 * 2)
    }
}

pub fn not_used() -> u64 {
    unused::value()
}
"#;

#[test]
fn root_items_reached_through_a_use_or_a_bare_name_are_kept() {
    let ws = fixture(
        "root-items",
        &[
            ("src/lib.rs", ROOT_LIB),
            ("src/inner.rs", "pub fn shown() -> u64 {\n    7\n}\n"),
            ("src/unused.rs", "pub fn value() -> u64 {\n    0\n}\n"),
            (
                "src/bin/root.rs",
                "use cp_games::{described, shown};\n\
                     fn main() {\n    println!(\"{} {}\", described(), shown());\n}\n",
            ),
        ],
    );
    for judge in [Judge::AtCoder, Judge::Std] {
        let text = ws.bundle_with_warnings("root", judge).unwrap().text;
        for wanted in [
            "pub use inner::shown;",
            "use std::fmt;",
            "fn helper()",
            "struct Doubled(",
            "impl fmt::Display for Doubled",
            "pub mod inner {",
        ] {
            assert!(text.contains(wanted), "{judge:?}: {wanted}\n{text}");
        }
        for unwanted in ["mod unused", "fn not_used"] {
            assert!(!text.contains(unwanted), "{judge:?}: {unwanted}\n{text}");
        }
        assert_eq!(
            run_bundle(&ws, &format!("root-{}", judge.name()), &text),
            "42 7\n"
        );
    }
    std::fs::remove_dir_all(&ws.root).unwrap();
}

#[test]
fn each_bundle_holds_exactly_the_items_its_binary_reaches() {
    let ws = workspace();
    let text = ws.bundle("acwing891", Judge::Std).unwrap();
    for (module, wanted) in [
        ("input", true),
        ("judge", true),
        ("nim", true),
        ("staircase", false),
        ("sg", false),
        ("arc134e", false),
        ("inclusion_exclusion", false),
    ] {
        let present = text.contains(&format!("pub mod {module} {{"));
        assert_eq!(present, wanted, "acwing891: module {module}");
    }
    // Nim reads a count and the piles, and asks who wins: no test cases,
    // no words, no bulk decoder, no winning move, nothing of proconio.
    for absent in [
        "fn cases<",
        "fn at_end(",
        "fn word(",
        "mod word",
        "fn values<",
        "fn winning_move(",
        "struct Move",
        "fn decode",
        "fn digits16(",
        "is_x86_feature_detected",
        "mod proconio",
        "trait Source",
        "mod num_integer",
    ] {
        assert!(!text.contains(absent), "acwing891 has {absent:?}");
    }
    for present in [
        "fn first_player_wins(",
        "fn nim_sum(",
        "fn with_values<",
        "fn read<",
        "fn finish(",
        "fn yes_no(",
    ] {
        assert!(text.contains(present), "acwing891 lacks {present:?}");
    }
    // Binaries that read test cases or words get those methods.
    assert!(ws
        .bundle("acwing1321", Judge::Std)
        .unwrap()
        .contains("fn cases<"));
    assert!(ws
        .bundle("uva10561", Judge::Std)
        .unwrap()
        .contains("fn word("));
    let text = ws.bundle("acwing890", Judge::Std).unwrap();
    assert!(text.contains("mod num_integer {") && text.contains("pub mod inclusion_exclusion {"));
    // Cargo.toml lists binaries only; a listed one keeps the AVX2 decoder.
    let bins = ws.binaries().unwrap();
    for listed in &ws.avx2 {
        assert!(
            bins.contains(listed),
            "package.metadata.bundle.avx2: no binary {listed}"
        );
    }
    let mut avx2 = workspace();
    avx2.avx2.insert("acwing891".to_string());
    let text = avx2.bundle("acwing891", Judge::Std).unwrap();
    for present in [
        "unsafe fn decode_avx2(",
        "fn digits16(",
        "is_x86_feature_detected",
    ] {
        assert!(
            text.contains(present),
            "acwing891 with AVX2 lacks {present:?}"
        );
    }
}

/// What binary `bin` of a copy of the workspace's sources bundles to,
/// with [`TRICKY`](crate::uncalled::TRICKY) added to `sg::split` and
/// called by `bin`.
fn with_tricky(ws: &Workspace, bin: &str) -> Vec<(String, Judge, String)> {
    let dir = std::env::temp_dir().join(format!("cp-games-tricky-{}", std::process::id()));
    crate::uncalled::copy_with_tricky(&ws.root, &dir).unwrap();
    let main = dir.join(format!("src/bin/{bin}.rs"));
    let text = std::fs::read_to_string(&main).unwrap();
    let at = text.find("fn main() {").unwrap() + "fn main() {".len();
    let text = format!("{}{CALL}{}", &text[..at], &text[at..]);
    std::fs::write(&main, text).unwrap();
    let changed = ws.at(&dir);
    let after = [Judge::AtCoder, Judge::Std]
        .into_iter()
        .map(|j| (bin.to_string(), j, changed.bundle(bin, j).unwrap()))
        .collect();
    std::fs::remove_dir_all(&dir).unwrap();
    after
}

/// The call a binary makes to `tricky`, first thing in `main`.
const CALL: &str = "\n    println!(\"{}\", cp_games::sg::split::tricky(\"'\"));";

#[test]
fn a_tricky_function_a_binary_starts_calling_comes_alone() {
    let ws = workspace();
    // acwing891 uses nothing of `sg`: the function brings its module.
    for (bin, judge, new) in with_tricky(&ws, "acwing891") {
        let old = ws.bundle(&bin, judge).unwrap();
        assert!(!old.contains("mod split"));
        // Removing the function's lines, the module around it and the
        // call gives back the old bundle.
        let lines: Vec<&str> = new.lines().collect();
        let start = lines
            .iter()
            .position(|l| l.trim_start().starts_with("pub fn tricky("))
            .unwrap();
        let indent = lines[start].len() - lines[start].trim_start().len();
        let end = start
            + lines[start..]
                .iter()
                .position(|l| l.len() == indent + 1 && l.ends_with('}'))
                .unwrap();
        let body = lines[start..=end].join("\n");
        assert!(
            body.contains(r"'\''") && body.contains("r#\"proconio::source::line"),
            "{body}"
        );
        assert!(
            !body.contains("nested") && !body.contains("doc comment"),
            "{body}"
        );
        let trimmed = |from: usize, to: usize| -> Vec<&str> {
            lines[from..to].iter().map(|l| l.trim()).collect()
        };
        assert_eq!(
            trimmed(start - 2, start),
            ["pub mod sg {", "pub mod split {"]
        );
        assert_eq!(trimmed(end + 1, end + 3), ["}", "}"], "{bin} {judge:?}");
        let mut rest = lines[..start - 2].to_vec();
        rest.extend_from_slice(&lines[end + 3..]);
        let call = rest
            .iter()
            .position(|l| l.contains("tricky("))
            .expect("main calls it");
        // (the binary's line as written, with `crate::` put before the
        // library's name)
        assert_eq!(
            rest[call],
            "    println!(\"{}\", crate::cp_games::sg::split::tricky(\"'\"));"
        );
        rest.remove(call);
        assert_eq!(rest.join("\n") + "\n", old, "{bin} {judge:?}");
        assert!(
            !new.contains("mod line") && !new.contains("mod once") && !new.contains("mod tokens")
        );
    }
}

#[test]
fn a_roots_imports_that_may_serve_method_calls_are_the_ones_kept_for_rustc() {
    let module = |text: &str, children: Vec<crate::tree::Module>| crate::tree::Module {
        name: "root".into(),
        file: PathBuf::from("lib.rs"),
        vis: syn::Visibility::Inherited,
        items: syn::parse_file(text).unwrap().items,
        children,
    };
    let ext = module("pub trait Parity {}\npub fn helper() {}\n", Vec::new());
    let root = module(
        "pub struct Board;\nmod ext;\n",
        vec![crate::tree::Module {
            name: "ext".into(),
            ..ext
        }],
    );
    let traits: BTreeSet<String> = ["Parity".to_string()].into();
    let kept = |text: &str| {
        let item: syn::Item = syn::parse_str(text).unwrap();
        crate::reach::method_import(&item, &root, &traits)
    };
    // from other crates: std's, a registry crate's, a snippet crate's
    assert!(kept("use std::io::Read;"));
    assert!(kept("use core::fmt::Write as _;"));
    assert!(kept("use num_integer::Integer;"));
    assert!(kept("use snippets::{Doubled, verdict};"));
    // the crate's own traits, by any path, and globs
    assert!(kept("use crate::ext::Parity;"));
    assert!(kept("use ext::{helper, Parity};"));
    assert!(kept("use self::ext::*;"));
    assert!(kept("use ext::*;"));
    // the crate's own other items: their paths keep them when named
    assert!(!kept("use crate::ext::helper;"));
    assert!(!kept("use ext::helper;"));
    assert!(!kept("use Board as B;"));
    // re-exports are named by paths, and are not imports for methods
    assert!(!kept("pub use std::io::Read;"));
    assert!(!kept("pub(crate) use num_integer::Integer;"));
}

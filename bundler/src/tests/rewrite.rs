//! Paths rerooted in `use` trees and in blocks of every kind.

use super::*;
use proc_macro2::TokenStream;
use quote::ToTokens;

#[test]
fn use_trees_are_rerooted_in_every_form() {
    let lib_std = [
        ("use crate::a::b;", "use crate::cp_games::a::b;"),
        ("use crate as lib;", "use crate::cp_games as lib;"),
        ("use proconio;", "use crate::proconio;"),
        ("use proconio as pc;", "use crate::proconio as pc;"),
        (
            "use ::proconio::source::Source;",
            "use crate::proconio::source::Source;",
        ),
        (
            "use num_integer::Integer as _;",
            "use crate::num_integer::Integer as _;",
        ),
        (
            "use {crate::a::{b, c}, std::io, proconio::source as s};",
            "use {crate::cp_games::a::{b, c}, std::io, crate::proconio::source as s};",
        ),
        // left as they are
        (
            "use ::{proconio::x, std::io};",
            "use ::{proconio::x, std::io};",
        ),
        ("use self::a::b;", "use self::a::b;"),
        ("use super::{a, b};", "use super::{a, b};"),
        ("use std::io::Read as _;", "use std::io::Read as _;"),
        ("use a::b;", "use a::b;"),
    ];
    let check = |source, judge, code: &str, wanted: &str| {
        let item: Item = syn::parse_str(code).unwrap();
        let got = rewrite(item, source, &repo_names(judge))
            .to_token_stream()
            .to_string();
        let wanted = wanted.parse::<TokenStream>().unwrap().to_string();
        assert_eq!(got, wanted, "{code} in {source:?} for {judge:?}");
    };
    for (code, wanted) in lib_std {
        check(Source::new(1, "cp_games"), Judge::Std, code, wanted);
    }
    // AtCoder: proconio is a crate; the binary's `crate` is the bundle's.
    check(
        Source::new(1, "cp_games"),
        Judge::AtCoder,
        "use proconio as pc;",
        "use proconio as pc;",
    );
    check(
        Source::new(1, "cp_games"),
        Judge::AtCoder,
        "use {crate::a, proconio::b};",
        "use {crate::cp_games::a, proconio::b};",
    );
    check(Source::BIN, Judge::Std, "use crate::a;", "use crate::a;");
    check(
        Source::BIN,
        Judge::AtCoder,
        "use cp_games as lib;",
        "use crate::cp_games as lib;",
    );
}

/// A library whose module `front` reaches each other module only
/// through a `use` inside a block of some kind, and a binary that
/// names `front`, plus `by_bin` only from a `use` in its own `main`;
/// `by_alias::under_alias` and `by_lib` only through a name a `use`
/// brings in (a module's, the crate's).
const NESTED_FRONT: &str = r#"pub fn by_fn() -> u64 {
    use crate::by_fn::value;
    value()
}

pub struct Holder;

impl Holder {
    pub fn by_method(&self) -> u64 {
        use crate::by_method::value;
        value()
    }
}

pub fn by_closure() -> u64 {
    let f = |x: u64| {
        if x > 0 {
            use crate::by_closure::value;
            value()
        } else {
            0
        }
    };
    f(1)
}

pub const BY_CONST: u64 = {
    use crate::by_const::VALUE;
    VALUE
};

pub trait ByTrait {
    fn by_trait(&self) -> u64 {
        use crate::by_trait::value;
        value()
    }
}

impl ByTrait for Holder {}

pub fn by_macro() -> String {
    format!("{}", {
        use crate::by_macro::value;
        value()
    })
}

pub fn by_super() -> u64 {
    use super::by_super::value;
    value()
}

pub fn by_group() -> u64 {
    use {crate::by_group::value as group_value, std::convert::identity};
    identity(group_value())
}

pub fn by_inner_fn() -> u64 {
    fn inner() -> u64 {
        use crate::by_inner_fn::deeper::value;
        value()
    }
    inner()
}

pub fn by_alias() -> u64 {
    use crate::by_alias as games;
    games::under_alias::value()
}
"#;

const NESTED_MAIN: &str = r#"use cp_games::front::{self, ByTrait, Holder};

fn main() {
    let by_bin = {
        use cp_games::by_bin::value;
        value()
    };
    let by_lib = {
        use cp_games as lib;
        lib::by_lib::value()
    };
    println!(
        "{} {} {} {} {} {} {} {} {} {} {} {}",
        front::by_fn(),
        Holder.by_method(),
        front::by_closure(),
        front::BY_CONST,
        Holder.by_trait(),
        front::by_macro(),
        front::by_super(),
        front::by_group(),
        front::by_inner_fn(),
        by_bin,
        front::by_alias(),
        by_lib
    );
}
"#;

/// The only use of proconio: a trait imported in a function body.
const NESTED_TOKENS: &str = r#"pub fn count(text: &str) -> usize {
    use proconio::source::Source;
    struct Words<'a>(std::str::SplitWhitespace<'a>);
    impl<'a, R: std::io::BufRead> Source<R> for Words<'a> {
        fn next_token(&mut self) -> Option<&str> {
            self.0.next()
        }
        fn is_empty(&mut self) -> bool {
            self.0.clone().next().is_none()
        }
    }
    let mut words = Words(text.split_whitespace());
    let mut n = 0;
    while Source::<std::io::Empty>::next_token(&mut words).is_some() {
        n += 1;
    }
    n
}
"#;

#[test]
fn a_use_in_any_block_is_rewritten_and_keeps_its_module() {
    let value = |n: u64| format!("pub fn value() -> u64 {{\n    {n}\n}}\n");
    let mut files: Vec<(String, String)> = vec![
            (
                "src/lib.rs".into(),
                "mod by_alias;\npub mod by_bin;\nmod by_closure;\nmod by_const;\nmod by_fn;\n\
                 mod by_group;\nmod by_inner_fn;\npub mod by_lib;\nmod by_macro;\nmod by_method;\n\
                 mod by_super;\nmod by_trait;\npub mod front;\npub mod tokens;\nmod unused;\n"
                    .into(),
            ),
            ("src/front.rs".into(), NESTED_FRONT.into()),
            ("src/tokens.rs".into(), NESTED_TOKENS.into()),
            ("src/by_const.rs".into(), "pub const VALUE: u64 = 4;\n".into()),
            ("src/by_inner_fn.rs".into(), "pub mod deeper;\n".into()),
            ("src/by_inner_fn/deeper.rs".into(), value(9)),
            ("src/by_alias.rs".into(), "pub mod under_alias;\n".into()),
            ("src/by_alias/under_alias.rs".into(), value(11)),
            ("src/unused.rs".into(), value(99)),
            ("src/bin/nested.rs".into(), NESTED_MAIN.into()),
            (
                "src/bin/count.rs".into(),
                "fn main() {\n    println!(\"{}\", cp_games::tokens::count(\" a bb\\n ccc  d \"));\n}\n"
                    .into(),
            ),
        ];
    for (module, n) in [
        ("by_fn", 1),
        ("by_method", 2),
        ("by_closure", 3),
        ("by_trait", 5),
        ("by_macro", 6),
        ("by_super", 7),
        ("by_group", 8),
        ("by_bin", 10),
        ("by_lib", 12),
    ] {
        files.push((format!("src/{module}.rs"), value(n)));
    }
    let files: Vec<(&str, &str)> = files
        .iter()
        .map(|(p, t)| (p.as_str(), t.as_str()))
        .collect();
    let ws = fixture("nested-use", &files);
    for judge in [Judge::AtCoder, Judge::Std] {
        let bundle = ws.bundle_with_warnings("nested", judge).unwrap();
        assert!(bundle.warnings.is_empty(), "{:?}", bundle.warnings);
        let text = &bundle.text;
        for module in [
            "by_fn",
            "by_method",
            "by_closure",
            "by_const",
            "by_trait",
            "by_macro",
            "by_super",
            "by_group",
            "by_inner_fn",
            "deeper",
            "by_bin",
            "by_alias",
            "under_alias",
            "by_lib",
        ] {
            assert!(
                text.contains(&format!("mod {module} {{")),
                "{judge:?}: {module}"
            );
        }
        for absent in ["mod unused", "mod tokens", "mod proconio"] {
            assert!(!text.contains(absent), "{judge:?}: {absent}");
        }
        assert!(
            text.contains("use crate::cp_games::by_bin::value;"),
            "{text}"
        );
        assert!(
            text.contains("use crate::cp_games::by_fn::value;"),
            "{text}"
        );
        assert!(
            text.contains("crate::cp_games::by_group::value as group_value,"),
            "{text}"
        );
        assert_eq!(
            run_bundle(&ws, &format!("nested-{}", judge.name()), text),
            "1 2 3 4 5 6 7 8 9 10 11 12\n"
        );
    }
    // In the std flavour proconio is a module of the bundle: the `use`
    // in `count`'s body must point there, and bring `source` along.
    let bundle = ws.bundle_with_warnings("count", Judge::Std).unwrap();
    let text = &bundle.text;
    assert!(
        text.contains("use crate::proconio::source::Source;"),
        "{text}"
    );
    assert!(text.contains("mod proconio {") && text.contains("pub mod source {"));
    assert_eq!(run_bundle(&ws, "count-std", text), "4\n");
    // The atcoder flavour leaves it to the external crate.
    let text = ws.bundle("count", Judge::AtCoder).unwrap();
    assert!(text.contains("use proconio::source::Source;") && !text.contains("mod proconio"));
    std::fs::remove_dir_all(&ws.root).unwrap();
}

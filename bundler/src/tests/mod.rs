//! The bundler's tests: fixtures and helpers here, the tests by job in
//! the files beside.

use super::*;
use crate::compile::{run_clean, rustc_command};
use std::path::Path;

mod indent;
mod own;
mod reach;
mod rewrite;

/// The crate names of this repository's bundles for `judge`.
pub(super) fn repo_names(judge: Judge) -> Names {
    let mut names = Names::default();
    names
        .carried
        .insert("cp_games".into(), Source::new(1, "cp_games"));
    if judge == Judge::Std {
        names
            .carried
            .insert("proconio".into(), Source::new(2, "proconio"));
        names
            .carried
            .insert("num_integer".into(), Source::new(3, "num_integer"));
    } else {
        names.external = ["proconio", "num_integer"].map(String::from).into();
    }
    names
}

/// The repository root: this package's parent folder.
pub(super) fn root() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the bundler lives in the repository")
        .to_path_buf()
}

pub(super) fn workspace() -> Workspace {
    Workspace::load(&root()).expect("cargo metadata")
}

/// The value of the string constant `name` in `code`, read by `syn`.
pub(super) fn const_str(code: &str, name: &str) -> String {
    let file = syn::parse_file(code).unwrap();
    let mut found = None;
    for item in &file.items {
        let Item::Mod(m) = item else { continue };
        for item in &m.content.as_ref().unwrap().1 {
            if let Item::Const(c) = item {
                if c.ident == name {
                    let syn::Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(s),
                        ..
                    }) = &*c.expr
                    else {
                        panic!("{name} is not a string");
                    };
                    found = Some(s.value());
                }
            }
        }
    }
    found.unwrap_or_else(|| panic!("no const {name}"))
}

/// A workspace of `files` (path from the root, text) in a new
/// temporary folder, with this workspace's proconio for std bundles.
pub(super) fn fixture(name: &str, files: &[(&str, &str)]) -> Workspace {
    let ws = workspace();
    let dir = std::env::temp_dir().join(format!("cp-games-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
    }
    Workspace {
        root: dir,
        version: "0.0.0".into(),
        avx2: BTreeSet::new(),
        proconio: ws.proconio,
    }
}

/// Compiles `bundle` as a judge does (`rustc --edition 2021 -D
/// warnings`, the `rustc` on `PATH`), runs it, and returns its stdout.
pub(super) fn run_bundle(ws: &Workspace, name: &str, bundle: &str) -> String {
    let source = ws.root.join(format!("{name}.rs"));
    let exe = ws.root.join(name);
    std::fs::write(&source, bundle).unwrap();
    let mut rustc = rustc_command(Path::new("rustc"), "2021", &source, &exe, false);
    run_clean(&mut rustc, name).unwrap_or_else(|e| panic!("{e}\n{bundle}"));
    let run = std::process::Command::new(&exe).output().unwrap();
    assert!(run.status.success(), "{name} failed");
    String::from_utf8(run.stdout).unwrap()
}

/// The 1-based line of `file` that holds `text`.
pub(super) fn line_of(file: &str, text: &str) -> usize {
    file.lines().position(|l| l.contains(text)).unwrap() + 1
}

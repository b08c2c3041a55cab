//! cp-games tooling shared by `cargo xtask` (this package's binary) and
//! `cargo cp-games` (the `cargo-cp-games` package): the bundler, the
//! module-tree reader it uses, the contestant fixture's checks, and the
//! generated bundle-size table with its markers.
//!
//! Its module docs are written for those who work on it and link to
//! private modules (`cargo doc --document-private-items` resolves them).
#![allow(rustdoc::private_intra_doc_links)]

pub mod bundle;
pub mod contestant;
pub mod markers;
pub mod sizes;
pub mod tree;

use std::path::{Path, PathBuf};

/// The repository root: this package's parent folder.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the repository")
        .to_path_buf()
}

/// The files of `dir` whose extension is `ext` (`"rs"`, no dot), sorted.
pub fn files_with_extension(dir: &Path, ext: &str) -> Result<Vec<PathBuf>, String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    Ok(files)
}

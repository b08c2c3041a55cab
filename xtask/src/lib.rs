//! cp-games tooling shared by `cargo xtask` (this package's binary) and
//! `cargo cp-games` (the `cargo-cp-games` package): the bundler, the
//! module-tree reader it uses, and the contestant fixture's checks.
//!
//! Its module docs are written for those who work on it and link to
//! private modules (`cargo doc --document-private-items` resolves them).
#![allow(rustdoc::private_intra_doc_links)]

pub mod bundle;
pub mod contestant;
pub mod tree;

use std::path::PathBuf;

/// The repository root: this package's parent folder.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the repository")
        .to_path_buf()
}

//! cp-games tooling shared by `cargo xtask`'s commands and tests: the
//! generated bundle-size table with its markers (the bundler itself is the
//! `cp-games-bundler` package, in `bundler/`).

pub mod markers;
pub mod sizes;

pub use cp_games_bundler::files_with_extension;
use std::path::PathBuf;

/// The repository root: this package's parent folder.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the repository")
        .to_path_buf()
}

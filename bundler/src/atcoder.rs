//! The crates AtCoder's judge provides, which the atcoder flavour leaves
//! as external crates: the one list of them, by package name.
//!
//! Source: AtCoder's 2025 language update for Rust (rustc 1.89, edition
//! 2024), whose crate set is maintained by rust-lang-ja in
//! <https://github.com/rust-lang-ja/atcoder-proposal> (`Cargo.toml`). The
//! versions this project builds and checks its atcoder bundles with are
//! pinned in [`PINNED`] (the judge matrix's AtCoder-like project uses
//! them); the other names are the crates of that list that contestants
//! commonly use, left external by name. A crate not listed here is carried
//! in the bundle like any other library.

/// The crates whose versions the judge matrix pins, as AtCoder 2025 has
/// them: (package, version).
pub const PINNED: &[(&str, &str)] = &[
    ("proconio", "0.5.0"),
    ("num-integer", "0.1.46"),
    ("ac-library-rs", "0.2.0"),
];

/// The other crates of AtCoder's list, by package name.
pub const OTHERS: &[&str] = &[
    "amplify",
    "argio",
    "ascii",
    "bitset-fixed",
    "bitvec",
    "bstr",
    "btreemultimap",
    "counter",
    "easy-ext",
    "either",
    "fixedbitset",
    "getrandom",
    "hashbag",
    "im-rc",
    "indexing",
    "indexmap",
    "itertools",
    "itertools-num",
    "lazy_static",
    "libm",
    "maplit",
    "memoise",
    "multimap",
    "nalgebra",
    "ndarray",
    "num",
    "num-bigint",
    "num-complex",
    "num-iter",
    "num-rational",
    "num-traits",
    "once_cell",
    "ordered-float",
    "pathfinding",
    "permutohedron",
    "petgraph",
    "rand",
    "rand_chacha",
    "rand_core",
    "rand_distr",
    "rand_pcg",
    "recur-fn",
    "regex",
    "rustc-hash",
    "smallvec",
    "static_assertions",
    "superslice",
    "tap",
    "text_io",
    "varisat",
];

/// Whether AtCoder provides the package named `package`.
pub fn provides(package: &str) -> bool {
    PINNED.iter().any(|(p, _)| *p == package) || OTHERS.contains(&package)
}

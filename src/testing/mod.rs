//! Helpers for the crate's own tests: a small random generator whose
//! failures reproduce from their seed ([`Rng`]), sequences and subsets to
//! run a check over every small input ([`sequences`], [`subsets`],
//! [`product`]), and the subtraction game by its rule with every small
//! move set ([`subtraction_values`], [`move_sets`]), and a generated Rust
//! program compiled and run ([`compile_and_run`]).
//!
//! The game-tree searches that play a game by its rules live in
//! [`explore`](crate::explore). No binary uses this module, so no bundle
//! carries it.

mod rng;
mod rustc;
mod sequences;
mod subtraction;

pub use rng::Rng;
pub use rustc::compile_and_run;
pub use sequences::{product, random_sequence, sequences, subsets};
pub use subtraction::{move_sets, subtraction_sums, subtraction_values};

/// Whether tests run their widest sweeps: `CP_GAMES_EXHAUSTIVE=1`, as
/// CI's step after the test command sets it (see docs/testing.md). Without
/// it, the few checks that cost seconds each (every octal code of 3
/// digits, the bulk decoder's random texts, every pair of small deques,
/// 3000 shiritori dictionaries, `cargo xtask new`'s whole loop) take a
/// fixed sample of the same inputs, or stop short, so that `cargo test`
/// stays quick.
///
/// # Complexity
/// O(1): one environment lookup.
pub fn exhaustive() -> bool {
    std::env::var_os("CP_GAMES_EXHAUSTIVE").is_some_and(|v| v == "1")
}

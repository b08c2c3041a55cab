//! Helpers for the crate's own tests: a small random generator whose
//! failures reproduce from their seed ([`Rng`]), sequences and subsets to
//! run a check over every small input ([`sequences`], [`subsets`],
//! [`product`]), and the subtraction game by its rule with every small
//! move set ([`subtraction_values`], [`move_sets`]).
//!
//! The game-tree searches that play a game by its rules live in
//! [`explore`](crate::explore). No binary uses this module, so no bundle
//! carries it.

mod rng;
mod sequences;
mod subtraction;

pub use rng::Rng;
pub use sequences::{product, random_sequence, sequences, subsets};
pub use subtraction::{move_sets, subtraction_sums, subtraction_values};

/// Whether the crate's own tests run their widest sweeps: set
/// `CP_GAMES_EXHAUSTIVE=1`, as CI's step after the test command does (see
/// docs/testing.md). Without it, the few sweeps that cost seconds each
/// (every octal code of 3 digits, the bulk decoder's random texts) take a
/// fixed sample of the same inputs, so that `cargo test` stays quick.
#[cfg(test)]
pub(crate) fn exhaustive() -> bool {
    std::env::var_os("CP_GAMES_EXHAUSTIVE").is_some_and(|v| v == "1")
}

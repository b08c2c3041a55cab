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

//! Tools for testing solvers, used by the crate's unit tests and its
//! integration tests alike: a game-tree search that plays the rules it is
//! given ([`Outcomes`], beside [`Grundy`] for Grundy values, and
//! [`outcomes_within`] for games that may last forever, and [`Partizan`]
//! for games where Left's and Right's moves differ), the subtraction game
//! by its rule with every small move set ([`subtraction_values`],
//! [`move_sets`]), and a small random generator whose failures reproduce
//! from their seed ([`Rng`]).
//!
//! No binary uses this module, so no bundle carries it.
//!
//! [`Grundy`]: crate::sg::Grundy

mod draws;
mod heap_sums;
mod minimax;
mod partizan;
mod rng;
mod search;
mod sequences;
mod subtraction;

pub use draws::{outcomes_within, settled_outcomes};
pub use heap_sums::HeapSums;
pub use minimax::Minimax;
pub use partizan::{Partizan, Side};
pub use rng::Rng;
pub use search::{sorted, sum_options, Outcomes, Play};
pub use sequences::{product, random_sequence, sequences, subsets};
pub use subtraction::{move_sets, subtraction_sums, subtraction_values};

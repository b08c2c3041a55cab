//! Tools for testing solvers, used by the crate's unit tests and its
//! integration tests alike: a game-tree search that plays the rules it is
//! given ([`Outcomes`], beside [`Grundy`] for Grundy values), and a small
//! random generator whose failures reproduce from their seed ([`Rng`]).
//!
//! No binary uses this module, so no bundle carries it.
//!
//! [`Grundy`]: crate::sg::Grundy

mod rng;
mod search;

pub use rng::Rng;
pub use search::{sorted, sum_options, Outcomes, Play};

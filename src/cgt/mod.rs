//! Partizan games: short games `{L | R}` in canonical form, numbers and
//! nimbers, sums, comparison, outcome classes, stops and temperature, in
//! CGSuite's notation; and Blue–Red Hackenbush.
//!
//! - [`dyadic`]: exact dyadic rationals and the simplicity rule
//!   ([`Dyadic::simplest_between`]), all a judge solution over numbers
//!   needs (AtCoder ABC229 H).
//! - [`Games`]: the arena of canonical forms, where each [`Game`] is the id
//!   of one canonical form, so equal games have equal ids; construction
//!   ([`Games::from_options`]), sums and negation (`games/mod.rs`),
//!   comparison, outcome and stops (`games/compare.rs`), thermographs and
//!   temperature (`games/thermo.rs`), printing and reading
//!   (`games/notation.rs`).
//! - [`Search`]: any partizan game given by Left's and Right's moves, its
//!   canonical form, outcome class, stops and temperature, with a fast
//!   path for values `x + *k` (`search.rs`).
//! - [`hackenbush`]: Blue–Red Hackenbush strings, trees and graphs.
//! - [`domineering`], [`toads_frogs`]: Domineering on any board, Toads and
//!   Frogs on a row.

pub mod advance_or_eat;
pub mod domineering;
pub mod dyadic;
pub mod games;
pub mod hackenbush;
pub mod search;
pub mod toads_frogs;

pub use dyadic::Dyadic;
pub use games::{Game, Games, Outcome, Thermograph, Wall};
pub use search::Search;

#[cfg(test)]
mod tests;

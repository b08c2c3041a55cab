//! Partizan games: short games `{L | R}` in canonical form, numbers and
//! nimbers, sums, comparison, outcome classes, stops and temperature, in
//! CGSuite's notation; and Blue–Red Hackenbush.
//!
//! - [`dyadic`]: exact dyadic rationals and the simplicity rule
//!   ([`Dyadic::simplest_between`]), all a judge solution over numbers
//!   needs (AtCoder ABC229 H).
//! - [`Games`]: the arena of canonical forms, where each [`Game`] is the id
//!   of one canonical form, so equal games have equal ids; construction
//!   ([`Games::from_options`]), sums and negation (`games.rs`),
//!   comparison, outcome and stops (`compare.rs`), thermographs and
//!   temperature (`thermo.rs`), printing and reading (`notation.rs`).
//! - [`hackenbush`]: Blue–Red Hackenbush strings, trees and graphs.
//! - [`domineering`], [`toads_frogs`]: Domineering on any board, Toads and
//!   Frogs on a row.

mod compare;
pub mod domineering;
pub mod dyadic;
mod games;
pub mod hackenbush;
mod notation;
mod thermo;
pub mod toads_frogs;

pub use dyadic::Dyadic;
pub use games::{Game, Games, Outcome};
pub use thermo::{Thermograph, Wall};

#[cfg(test)]
mod tests;

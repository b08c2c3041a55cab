//! Competitive-programming solvers for inclusion–exclusion counting and
//! impartial games.
//!
//! | module | problem | entry points |
//! |---|---|---|
//! | [`inclusion_exclusion`] | AcWing 890: count multiples | [`count_multiples`] |
//! | [`nim`] | AcWing 891: Nim | [`nim_sum`], [`winning_move`] |
//! | [`sg`] | AcWing 893: Set-Nim, Sprague–Grundy | [`mex`], [`SubtractionGame`], [`Grundy`] |
//! | [`arc134e`] | AtCoder ARC134 E: Modulo Nim | [`count_winning`], [`is_losing`] |
//!
//! [`input`] is the small layer the judge binaries in `src/bin/` use to read
//! whitespace-separated input with one-line error messages.
//!
//! [`count_multiples`]: inclusion_exclusion::count_multiples
//! [`nim_sum`]: nim::nim_sum
//! [`winning_move`]: nim::winning_move
//! [`mex`]: sg::mex
//! [`SubtractionGame`]: sg::SubtractionGame
//! [`Grundy`]: sg::Grundy
//! [`count_winning`]: arc134e::count_winning
//! [`is_losing`]: arc134e::is_losing

#![warn(missing_docs)]

pub mod arc134e;
pub mod inclusion_exclusion;
pub mod input;
pub mod nim;
pub mod sg;

// The README's Rust snippets run as doctests, so the README cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

//! Competitive-programming solvers for inclusion–exclusion counting and
//! impartial games.
//!
//! | module | problem | entry points |
//! |---|---|---|
//! | [`inclusion_exclusion`] | AcWing 890: count multiples | [`count_multiples`] |
//! | [`nim`] | AcWing 891: Nim | [`nim_sum`], [`winning_move`] |
//! | [`nim::staircase`] | AcWing 892: staircase Nim | [`staircase::winning_move`] |
//! | [`sg::subtraction`], [`sg::set_nim`] | AcWing 893: Set-Nim | [`SubtractionGame`], [`SetNim`] |
//! | [`sg::split`] | AcWing 894: split Nim | [`split::grundy`] |
//! | [`sg::octal`], [`sg::treblecross`] | octal games; UVa 10561: Treblecross | [`OctalGame`], [`solve`], [`Treblecross`] |
//! | [`sg`] | Sprague–Grundy for any game | [`mex`], [`Grundy`] |
//! | [`arc134e`] | AtCoder ARC134 E: Modulo Nim | [`count_winning`], [`is_losing`] |
//!
//! [`input`] reads judge input (integers, words, several test cases) with
//! one-line error messages that name the value and the case, and [`judge`] runs a solution as a judge process; the binaries
//! in `src/bin/` are built from the two.
//!
//! [`count_multiples`]: inclusion_exclusion::count_multiples
//! [`nim_sum`]: nim::nim_sum
//! [`winning_move`]: nim::winning_move
//! [`staircase::winning_move`]: nim::staircase::winning_move
//! [`SubtractionGame`]: sg::subtraction::SubtractionGame
//! [`SetNim`]: sg::set_nim::SetNim
//! [`split::grundy`]: sg::split::grundy
//! [`OctalGame`]: sg::octal::OctalGame
//! [`solve`]: sg::octal::solve
//! [`Treblecross`]: sg::treblecross::Treblecross
//! [`mex`]: sg::mex
//! [`Grundy`]: sg::Grundy
//! [`count_winning`]: arc134e::count_winning
//! [`is_losing`]: arc134e::is_losing

#![warn(missing_docs)]

pub mod arc134e;
pub mod inclusion_exclusion;
pub mod input;
pub mod judge;
pub mod nim;
pub mod sg;

// The README's Rust snippets run as doctests, so the README cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

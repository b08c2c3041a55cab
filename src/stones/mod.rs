//! Stone games decided by a win/lose analysis of their own positions rather
//! than by Sprague–Grundy values: in both, a position does not split into
//! independent parts, so there is no sum of games to take apart.
//!
//! - [`take_or_merge`]: take one stone or merge two piles (AcWing 1321),
//!   decided in O(n) by a closed form over a two-number state.
//! - [`either_end`]: take from the leftmost or rightmost pile of a row
//!   (AcWing 1322, ZJOI 2009), decided by an O(n^2) interval DP.
//! - [`candy_piles`]: eat a largest pile or a candy from each (AtCoder
//!   AGC002 E), decided in O(n log n) by walking the diagonal of the
//!   piles' Young diagram.
//! - [`tree_game`]: take a stone and move a piece along a tree (AtCoder
//!   AGC010 F), decided for every start vertex at once in O(n log n).

pub mod candy_piles;
pub mod either_end;
pub mod take_or_merge;
pub mod tree_game;

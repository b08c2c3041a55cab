//! Stone games decided by a win/lose analysis of their own positions rather
//! than by Sprague–Grundy values: in each, a position does not split into
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
//! - [`pebbles`]: a partizan game, each player removing his own amount
//!   from any set of piles (AtCoder ARC143 C), decided in O(n) by the
//!   residues modulo the sum of the two amounts.
//! - [`deque_game`]: delete an end of one of several sequences, the sum of
//!   what is left maximised by one player and minimised by the other
//!   (AtCoder ARC116 F), valued in O(n log n) by who opens each sequence.

pub mod candy_piles;
pub mod deque_game;
pub mod either_end;
pub mod pebbles;
pub mod take_or_merge;
pub mod tree_game;

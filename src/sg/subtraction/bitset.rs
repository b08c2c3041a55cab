//! Grundy tables of subtraction games whose move set is dense, given as a
//! bitset: `g(x) = mex{ g(x - s) : s in S, s <= x }` for every heap `x` in
//! `0..len`, word-parallel (Codeforces 1091H, where `S` holds a third of
//! all numbers up to `2*10^5`).
//!
//! # Method
//!
//! For each value `v` keep the bitset `R_v` of the heaps that have a move
//! to a heap of value `v`. Going up the heaps, `g(x)` is the least `v`
//! with `x` not in `R_v` (that is the mex: every smaller value is
//! reachable from `x`, `v` is not), and once `g(x) = v` is known, the heaps
//! `x + s` (`s` in `S`) reach it: `R_v |= S << x`. A heap's bit in `R_v` is
//! final once every smaller heap is valued, since only smaller heaps move
//! to it, so the order is sound. The shift is a word shift plus a bit
//! shift with the carry from the word below, 64 heaps per operation.
//!
//! The targets are processed a tile of [`TILE`] words (2048 heaps) at a
//! time, so that only the tile's words of each `R_v` are ever stored: for
//! a tile, first every heap below it ORs its shifted `S` into the tile's
//! words of `R_{g(x)}`, then the heaps inside the tile are valued in order,
//! each ORing into the rest of the tile. The work is the same as the
//! whole-bitset loop (every pair of a heap and a later word, once), but
//! the words being ORed (`V` values times one tile) and the part of `S`
//! being read stay in the first-level cache, and memory is
//! O(`len` / 64 + `V` · [`TILE`]) words besides the table.
//!
//! # Complexity
//!
//! O(`len`² / 128 + `len` · `V`) word operations for `V` distinct values
//! (at most `|S| + 1`): for `len = 2*10^5`, about `3*10^8` shift-ORs,
//! whatever `S` is. A sparse `S` (a few moves) is faster with
//! [`SubtractionGame`](super::SubtractionGame), at O(`len` · `|S|`).
//!
//! # Example
//! The subtraction game on the primes (OEIS A014589): 2 and 3 reach 0.
//! ```
//! use cp_games::sg::subtraction::bitset::{grundy_sequence, MoveBits};
//! let primes = MoveBits::from_moves(&[2, 3, 5, 7], 10);
//! assert_eq!(grundy_sequence(&primes), [0, 0, 1, 1, 2, 2, 3, 3, 4, 0]);
//! ```

use crate::GrundyValue;

/// Words of target heaps valued together: 32 words, 2048 heaps.
pub const TILE: usize = 32;

/// A move set for heaps in `0..len`: the moves `s` in `1..len` (a move of
/// `len` or more fits no heap of the table), one bit each.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveBits {
    /// Bit `s % 64` of word `s / 64` is set iff `s` is a move; bits of
    /// `len` and above are clear.
    words: Vec<u64>,
    len: usize,
}

impl MoveBits {
    /// The empty move set for heaps in `0..len`.
    ///
    /// # Complexity
    /// O(`len` / 64).
    pub fn new(len: usize) -> Self {
        MoveBits {
            // (not `div_ceil`: the bundle must build on rustc 1.63)
            words: vec![0; len / 64 + usize::from(len % 64 != 0)],
            len,
        }
    }

    /// The moves of `moves` below `len`, for heaps in `0..len`; larger
    /// moves fit no heap there and are left out. Duplicates are ignored.
    ///
    /// # Panics
    /// If `moves` contains 0 (a move must take something).
    ///
    /// # Complexity
    /// O(`len` / 64 + `moves.len()`).
    pub fn from_moves(moves: &[u64], len: usize) -> Self {
        let mut set = MoveBits::new(len);
        for &s in moves {
            assert!(s > 0, "MoveBits: a move must be positive");
            if s < len as u64 {
                set.insert(s as usize);
            }
        }
        set
    }

    /// The moves `s` in `1..len` with `is_move(s)`, for heaps in `0..len`.
    ///
    /// # Complexity
    /// O(`len`) calls of `is_move`.
    pub fn from_fn(len: usize, mut is_move: impl FnMut(usize) -> bool) -> Self {
        let mut set = MoveBits::new(len);
        for s in 1..len {
            if is_move(s) {
                set.words[s / 64] |= 1 << (s % 64);
            }
        }
        set
    }

    /// Adds the move `s`.
    ///
    /// # Panics
    /// If `s` is 0 or not below [`len`](Self::len). O(1).
    pub fn insert(&mut self, s: usize) {
        assert!(
            s > 0 && s < self.len,
            "MoveBits: move {s} outside 1..{}",
            self.len
        );
        self.words[s / 64] |= 1 << (s % 64);
    }

    /// Removes the move `s`, if it is one (a number outside `1..len` never
    /// is). O(1).
    pub fn remove(&mut self, s: usize) {
        if s < self.len {
            self.words[s / 64] &= !(1 << (s % 64));
        }
    }

    /// Whether `s` is a move. O(1).
    pub fn contains(&self, s: usize) -> bool {
        s < self.len && self.words[s / 64] >> (s % 64) & 1 == 1
    }

    /// The number of heaps the table covers: heaps `0..len`. O(1).
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the table covers no heap at all (`len == 0`). O(1).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The number of moves. O(`len` / 64).
    pub fn count(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }
}

/// Returns `g(x)` for every heap `x` in `0..moves.len()` of the
/// subtraction game whose moves are `moves`.
///
/// # Complexity
/// O(`len`² / 128 + `len` · `V`) word operations, `V` the number of
/// distinct values (see the [module docs](self)); O(`len` / 64 + `V` ·
/// [`TILE`]) words of memory besides the `len` values returned.
///
/// # Example
/// Subtract a square (OEIS A014586): from 5 the moves 1 and 4 reach
/// values 1 and 1, so `g(5) = 0`.
/// ```
/// use cp_games::sg::subtraction::bitset::{grundy_sequence, MoveBits};
/// let squares = MoveBits::from_fn(8, |s| [1, 4].contains(&s));
/// assert_eq!(grundy_sequence(&squares), [0, 1, 0, 1, 2, 0, 1, 0]);
/// ```
pub fn grundy_sequence(moves: &MoveBits) -> Vec<GrundyValue> {
    let len = moves.len;
    let words = moves.words.len();
    // padded[i + 1] = moves.words[i] and padded[0] = 0: the word below
    // word 0, whose carry into word 0 is nothing.
    let mut padded = Vec::with_capacity(words + 1);
    padded.push(0u64);
    padded.extend_from_slice(&moves.words);
    let mut values: Vec<GrundyValue> = Vec::with_capacity(len);
    // reach[v * TILE + i]: word `start + i` of R_v, for the tile at `start`.
    let mut reach: Vec<u64> = Vec::new();
    let mut start = 0;
    while start < words {
        let end = (start + TILE).min(words);
        reach.iter_mut().for_each(|w| *w = 0);
        // The heaps below the tile, each into the whole tile.
        for (x, &v) in values.iter().enumerate() {
            let row = &mut reach[v as usize * TILE..][..end - start];
            or_shifted(row, &padded, start, x);
        }
        // The heaps inside it, in order, each into the rest of the tile.
        for x in start * 64..(end * 64).min(len) {
            let (word, bit) = (x / 64 - start, x % 64);
            let rows = reach.len() / TILE;
            let v = (0..rows)
                .find(|&v| reach[v * TILE + word] >> bit & 1 == 0)
                .unwrap_or(rows);
            if v == rows {
                reach.resize(reach.len() + TILE, 0);
            }
            values.push(v as GrundyValue);
            let row = &mut reach[v * TILE + word..][..end - start - word];
            or_shifted(row, &padded, start + word, x);
        }
        start = end;
    }
    values
}

/// ORs into `row` the words `first..first + row.len()` of `S << x`, where
/// `padded` is `S`'s words after one zero word, and `first >= x / 64`.
///
/// Word `w` of `S << x`, with `x = 64q + r`, is word `w - q` of `S`
/// shifted left by `r`, plus the top `r` bits of word `w - q - 1`; the
/// carry is shifted by 1 and then `63 - r`, so that `r = 0` carries
/// nothing without a shift by 64.
#[inline]
fn or_shifted(row: &mut [u64], padded: &[u64], first: usize, x: usize) {
    let (q, r) = (x / 64, (x % 64) as u32);
    let src = &padded[first - q..][..row.len() + 1];
    for (out, pair) in row.iter_mut().zip(src.windows(2)) {
        *out |= (pair[1] << r) | ((pair[0] >> 1) >> (63 - r));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{move_sets, subtraction_values, Rng};

    fn check(moves: &[usize], len: usize) {
        let as_u64: Vec<u64> = moves.iter().map(|&s| s as u64).collect();
        let set = MoveBits::from_moves(&as_u64, len);
        assert_eq!(
            grundy_sequence(&set),
            subtraction_values(&as_u64, len),
            "len {len}, moves {moves:?}"
        );
    }

    #[test]
    fn matches_the_plain_mex_on_random_sets() {
        let mut rng = Rng::new(1091);
        for round in 0..300 {
            // lengths around word and tile boundaries, and a few tiles long
            let len = match round % 6 {
                0 => rng.below(70),
                1 => 64 * TILE - 2 + rng.below(5),
                2 => 2 * 64 * TILE + rng.below(130),
                _ => rng.below(3 * 64 * TILE),
            };
            // dense, sparse and in between; small moves and large ones
            let density = [2, 3, 10, 50, 1000][rng.below(5)];
            let moves: Vec<usize> = (1..len + 20).filter(|_| rng.below(density) == 0).collect();
            check(&moves, len);
        }
    }

    #[test]
    fn matches_the_memoized_search_on_every_small_set() {
        // every move set within 1..=7, by the definition
        for moves in move_sets(7) {
            let set = MoveBits::from_fn(300, |s| moves.contains(&(s as u64)));
            let values = grundy_sequence(&set);
            assert_eq!(
                values,
                subtraction_values(&moves, values.len()),
                "{moves:?}"
            );
        }
    }

    #[test]
    fn every_move_gives_the_heap_itself_as_value() {
        // S = {1, 2, ...}: every smaller heap is an option, g(x) = x; the
        // number of values grows to len, across many tiles' rows
        let len = 5000;
        let set = MoveBits::from_fn(len, |_| true);
        let expected: Vec<u64> = (0..len as u64).collect();
        assert_eq!(grundy_sequence(&set), expected);
    }

    #[test]
    fn no_moves_or_no_heaps() {
        assert_eq!(grundy_sequence(&MoveBits::new(0)), Vec::<u64>::new());
        assert_eq!(grundy_sequence(&MoveBits::new(200)), vec![0; 200]);
        assert_eq!(grundy_sequence(&MoveBits::from_moves(&[1, 5, 9], 1)), [0]);
    }

    #[test]
    fn subtract_a_square_is_oeis_a014586() {
        // A014586, as published (n = 0..98)
        let published = [
            0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 3, 2, 3, 4,
            5, 3, 2, 3, 4, 0, 1, 2, 3, 2, 0, 1, 2, 3, 2, 0, 1, 2, 3, 2, 3, 4, 5, 0, 1, 3, 4, 5, 0,
            1, 3, 4, 5, 0, 1, 3, 0, 1, 0, 1, 2, 4, 3, 0, 1, 5, 6, 2, 3, 4, 5, 6, 2, 3, 4, 5, 0, 1,
            6, 3, 2, 4, 2, 6, 4, 5, 0, 1, 6, 4,
        ];
        let squares: Vec<u64> = (1..10).map(|k| k * k).collect();
        let set = MoveBits::from_moves(&squares, published.len());
        assert_eq!(grundy_sequence(&set), published);
    }

    #[test]
    fn subtract_a_square_losing_heaps_are_oeis_a030193() {
        // A030193, as published: the heaps of value 0, up to 267
        let published = [
            0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72, 85, 95, 109,
            119, 124, 127, 130, 132, 137, 142, 147, 150, 170, 177, 180, 182, 187, 192, 197, 204,
            210, 215, 238, 243, 249, 255, 257, 260, 262, 267,
        ];
        let set = MoveBits::from_fn(268, |s| (1..17).any(|k| k * k == s));
        let zeros: Vec<usize> = grundy_sequence(&set)
            .iter()
            .enumerate()
            .filter(|&(_, &v)| v == 0)
            .map(|(x, _)| x)
            .collect();
        assert_eq!(zeros, published);
    }

    #[test]
    fn subtract_a_prime_winning_heaps_are_oeis_a227691() {
        // A227691, as published: the heaps of non-zero value, up to 74
        let published = [
            2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 27,
            28, 29, 30, 31, 32, 33, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 50, 51, 52,
            53, 54, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74,
        ];
        let set = MoveBits::from_fn(75, |s| s > 1 && (2..s).all(|d| s % d != 0));
        let wins: Vec<usize> = grundy_sequence(&set)
            .iter()
            .enumerate()
            .filter(|&(_, &v)| v != 0)
            .map(|(x, _)| x)
            .collect();
        assert_eq!(wins, published);
    }

    #[test]
    fn the_set_keeps_its_moves() {
        let mut set = MoveBits::from_moves(&[3, 3, 64, 65, 200], 100);
        assert_eq!((set.len(), set.count()), (100, 3));
        assert!(set.contains(64) && set.contains(65) && !set.contains(200));
        set.remove(64);
        set.remove(500);
        set.insert(99);
        assert!(!set.contains(64) && set.contains(99) && !set.contains(0));
        assert_eq!(set.count(), 3);
    }

    #[test]
    #[should_panic(expected = "positive")]
    fn a_move_of_zero_is_refused() {
        MoveBits::from_moves(&[0], 10);
    }
}

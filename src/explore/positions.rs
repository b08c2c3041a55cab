//! Positions to check a rule at ([`Check`](super::Check)): every position
//! of a box, in the order of [`Table`](super::Table), and seeded random
//! positions of a given size. All are iterators, built one position at a
//! time, never held all at once.
//!
//! | positions | generator |
//! |---|---|
//! | integers | a range, `0..=n` |
//! | pairs, triples of integers | [`pairs`], [`triples`] |
//! | lists of heaps (multisets or tuples) | [`lists`] |
//! | words over an alphabet | [`words`] |
//! | random lists, words | [`random_lists`], [`random_words`] |
//!
//! # Example
//! ```
//! use cp_games::explore::{lists, pairs, random_lists, words, Lists};
//! let box_: Vec<Vec<u64>> = lists(0..=2, 2, Lists::Multisets).collect();
//! assert_eq!(box_, [vec![0], vec![1], vec![2], vec![0, 0], vec![0, 1], vec![0, 2], vec![1, 1], vec![1, 2], vec![2, 2]]);
//! assert_eq!(words(b"AB", 2).count(), 2 + 4);
//! assert_eq!(pairs([0..=1, 5..=6]).collect::<Vec<_>>(), [(0, 5), (0, 6), (1, 5), (1, 6)]);
//! let big: Vec<Vec<u64>> = random_lists(7, 3, 100_000, 1..=1_000_000_000_000_000_000).collect();
//! assert!(big.len() == 3 && big.iter().all(|l| l.len() == 100_000));
//! assert_eq!(big, random_lists(7, 3, 100_000, 1..=1_000_000_000_000_000_000).collect::<Vec<_>>());
//! ```

use std::ops::RangeInclusive;

use super::table::Lists;
use crate::testing::Rng;

/// Every sequence of 1 to `max_len` symbols: shorter first, each length
/// in lexicographic order of the symbols' indices; with `sorted`, only
/// those whose indices do not decrease (each multiset once). The
/// generator of [`lists`], [`words`] and [`Table`](super::Table).
#[derive(Debug, Clone)]
pub struct Sequences<T> {
    symbols: Vec<T>,
    max_len: usize,
    sorted: bool,
    /// The indices of the next sequence; `None` when done.
    next: Option<Vec<usize>>,
}

impl<T: Copy> Sequences<T> {
    /// Every sequence of 1 to `max_len` of `symbols` (every multiset with
    /// `sorted`). O(1).
    pub fn new(symbols: Vec<T>, max_len: usize, sorted: bool) -> Self {
        let next = (max_len > 0 && !symbols.is_empty()).then(|| vec![0]);
        Sequences {
            symbols,
            max_len,
            sorted,
            next,
        }
    }
}

impl<T: Copy> Iterator for Sequences<T> {
    type Item = Vec<T>;

    /// The next sequence. O(its length).
    fn next(&mut self) -> Option<Vec<T>> {
        let index = self.next.as_mut()?;
        let out = index.iter().map(|&i| self.symbols[i]).collect();
        let r = self.symbols.len();
        // The rightmost index that can grow grows; those after it restart.
        match index.iter().rposition(|&i| i + 1 < r) {
            Some(at) => {
                index[at] += 1;
                let restart = if self.sorted { index[at] } else { 0 };
                index[at + 1..].fill(restart);
            }
            None if index.len() < self.max_len => {
                let len = index.len() + 1;
                *index = vec![0; len];
            }
            None => self.next = None,
        }
        Some(out)
    }
}

/// Every list of 1 to `max_len` values of `values`: every multiset (each
/// list non-decreasing) or every tuple, shorter first, in the order of
/// [`Table::lists`](super::Table::lists).
///
/// # Complexity
/// O(length) a list: `Σ_k r^k` tuples of `r` values, or `Σ_k C(r + k - 1,
/// k)` multisets.
pub fn lists(values: RangeInclusive<u64>, max_len: usize, which: Lists) -> Sequences<u64> {
    Sequences::new(values.collect(), max_len, which == Lists::Multisets)
}

/// Every word of 1 to `max_len` letters of `alphabet`, shorter first, in
/// the order of [`Table::words`](super::Table::words).
///
/// # Complexity
/// O(length) a word: `Σ_k |alphabet|^k` words.
pub fn words(alphabet: &[u8], max_len: usize) -> Sequences<u8> {
    Sequences::new(alphabet.to_vec(), max_len, false)
}

/// Every pair `(x, y)` of the two ranges, `x` outermost (the order of
/// [`Table::two`](super::Table::two)). O(1) a pair.
pub fn pairs(ranges: [RangeInclusive<u64>; 2]) -> impl Iterator<Item = (u64, u64)> + Clone {
    let [rx, ry] = ranges;
    rx.flat_map(move |x| ry.clone().map(move |y| (x, y)))
}

/// Every triple `(x, y, z)` of the three ranges, `x` outermost (the order
/// of [`Table::three`](super::Table::three)). O(1) a triple.
pub fn triples(ranges: [RangeInclusive<u64>; 3]) -> impl Iterator<Item = (u64, u64, u64)> + Clone {
    let [rx, ry, rz] = ranges;
    rx.flat_map(move |x| {
        let rz = rz.clone();
        ry.clone()
            .flat_map(move |y| rz.clone().map(move |z| (x, y, z)))
    })
}

/// A generator from `seed`, any seed (0 included).
fn rng(seed: u64) -> Rng {
    Rng::new((seed ^ 0x9E37_79B9_7F4A_7C15).max(1))
}

/// A value of `range`, drawn by `rng`.
fn draw(rng: &mut Rng, range: &RangeInclusive<u64>) -> u64 {
    let (lo, hi) = (*range.start(), *range.end());
    match (hi - lo).checked_add(1) {
        Some(span) => lo + rng.below_u64(span),
        None => rng.next_u64(),
    }
}

/// `count` random lists of `len` values of `values` each (not sorted),
/// the same for the same seed: positions the size of a contest's largest
/// input, such as 10^5 heaps up to 10^18.
///
/// # Panics
/// If `values` is empty.
///
/// # Complexity
/// O(`len`) a list (xorshift, no allocation but the list).
pub fn random_lists(
    seed: u64,
    count: usize,
    len: usize,
    values: RangeInclusive<u64>,
) -> impl Iterator<Item = Vec<u64>> {
    assert!(!values.is_empty(), "random_lists: no values to draw");
    let mut rng = rng(seed);
    (0..count).map(move |_| (0..len).map(|_| draw(&mut rng, &values)).collect())
}

/// `count` random words of `len` letters of `alphabet` each, the same for
/// the same seed.
///
/// # Panics
/// If `alphabet` is empty.
///
/// # Complexity
/// O(`len`) a word.
pub fn random_words(
    seed: u64,
    count: usize,
    len: usize,
    alphabet: &[u8],
) -> impl Iterator<Item = Vec<u8>> {
    assert!(!alphabet.is_empty(), "random_words: no letters to draw");
    let (mut rng, alphabet) = (rng(seed), alphabet.to_vec());
    (0..count).map(move |_| {
        (0..len)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition: every sequence by length, filtered, sorted by
    /// index sequence.
    fn by_definition(r: usize, max_len: usize, sorted: bool) -> Vec<Vec<usize>> {
        let mut all = Vec::new();
        for len in 1..=max_len {
            let mut layer: Vec<Vec<usize>> = (0..r.pow(len as u32))
                .map(|mut code| {
                    let mut s = vec![0; len];
                    for x in s.iter_mut().rev() {
                        *x = code % r;
                        code /= r;
                    }
                    s
                })
                .filter(|s| !sorted || s.windows(2).all(|w| w[0] <= w[1]))
                .collect();
            layer.sort();
            all.extend(layer);
        }
        all
    }

    #[test]
    fn sequences_are_every_tuple_or_multiset_in_order() {
        for r in 1..=4 {
            for max_len in 0..=4 {
                for sorted in [false, true] {
                    let got: Vec<Vec<usize>> =
                        Sequences::new((0..r).collect(), max_len, sorted).collect();
                    assert_eq!(
                        got,
                        by_definition(r, max_len, sorted),
                        "{r} {max_len} {sorted}"
                    );
                }
            }
        }
        assert_eq!(Sequences::<u8>::new(vec![], 3, false).count(), 0);
    }

    #[test]
    fn boxes_and_random_positions() {
        assert_eq!(triples([0..=1, 0..=2, 3..=4]).count(), 12);
        assert_eq!(triples([0..=1, 0..=2, 3..=4]).nth(5), Some((0, 2, 4)));
        let full: Vec<Vec<u64>> = random_lists(0, 2, 1000, 0..=u64::MAX).collect();
        assert_ne!(full[0], full[1]);
        let small: Vec<Vec<u64>> = random_lists(1, 50, 20, 3..=5).collect();
        assert!(small.iter().flatten().all(|x| (3..=5).contains(x)));
        for x in 3..=5 {
            assert!(small.iter().flatten().any(|&y| y == x));
        }
        let w: Vec<Vec<u8>> = random_words(2, 3, 100, b"LR").collect();
        assert!(w
            .iter()
            .all(|w| w.len() == 100 && w.iter().all(|c| b"LR".contains(c))));
        assert_ne!(w, random_words(3, 3, 100, b"LR").collect::<Vec<_>>());
    }
}

//! Interval games (AtCoder ABC206 F): a line `[0, length)` and a list of
//! half-open intervals `[a, b)` inside it. A move chooses one of the
//! intervals that meets none chosen before (`[1, 3)` and `[3, 5)` do not
//! meet); who cannot move loses.
//!
//! **The game splits.** The chosen intervals are pairwise disjoint, so the
//! part of the line they leave free is a union of stretches `[l, r)`,
//! maximal between them. An interval meets no chosen one exactly when it
//! lies inside the free part, and being connected it then lies inside one
//! stretch; choosing `[a, b)` inside the stretch `[l, r)` replaces it by the
//! two stretches `[l, a)` and `[b, r)` and touches no other. So a position is
//! the sum of its stretches, each a game of its own whose moves are the
//! intervals inside it, and by Sprague–Grundy
//!
//! `g(l, r) = mex{ g(l, a) ^ g(b, r) : [a, b) a given interval, l <= a, b <= r }`,
//!
//! where each term reads stretches shorter than `[l, r)`, so the table is
//! filled by increasing length; an empty stretch (`l = r`) has no move and
//! value 0. The first player wins the whole line exactly when
//! `g(0, length) != 0`. An interval given twice adds the same option twice,
//! which changes no mex (and once one copy is chosen, the other meets it).
//!
//! The cutting game of [`cutting`](super::cutting) (POJ 2311) is its
//! two-dimensional cousin: there a move splits a rectangle into two
//! independent rectangles, here it splits a stretch into two independent
//! stretches, and both tables are a mex over the splits of XORs of the
//! parts, computed from the smaller parts up with the same [`mex`].

use super::mex;
use crate::GrundyValue;

/// Grundy values of an interval game for every stretch `[l, r)` of its line.
///
/// # Example
/// ```
/// use cp_games::sg::interval::IntervalGame;
/// // [0, 2) and [1, 3) overlap: only one of them can be chosen.
/// let game = IntervalGame::new(3, &[(0, 2), (1, 3)]);
/// assert_eq!(game.grundy(0, 3), 1);
/// assert!(game.first_player_wins());
/// // [0, 1) and [1, 2) do not meet: both are chosen, the second player wins.
/// let game = IntervalGame::new(2, &[(0, 1), (1, 2)]);
/// assert!(!game.first_player_wins());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IntervalGame {
    length: usize,
    /// `values[l * (length + 1) + r] = g(l, r)` for `l <= r <= length`.
    values: Vec<GrundyValue>,
}

impl IntervalGame {
    /// Computes `g(l, r)` for every `0 <= l <= r <= length`, the moves being
    /// the intervals `[a, b)` of `intervals` (repeats allowed).
    ///
    /// # Panics
    /// If an interval is empty (`a >= b`) or ends past `length`.
    ///
    /// # Complexity
    /// O(`length`^2 · m) time for the m distinct intervals, O(`length`^2 +
    /// m) memory.
    pub fn new(length: usize, intervals: &[(usize, usize)]) -> Self {
        for &(a, b) in intervals {
            assert!(
                a < b && b <= length,
                "IntervalGame: [{}, {}) is not a non-empty interval of [0, {})",
                a,
                b,
                length
            );
        }
        let mut moves = intervals.to_vec();
        moves.sort_unstable();
        moves.dedup();
        let stride = length + 1;
        let mut values: Vec<GrundyValue> = vec![0; stride * stride];
        let mut options = Vec::with_capacity(moves.len());
        for len in 1..=length {
            for l in 0..=length - len {
                let r = l + len;
                options.clear();
                for &(a, b) in &moves {
                    if l <= a && b <= r {
                        options.push(values[l * stride + a] ^ values[b * stride + r]);
                    }
                }
                values[l * stride + r] = mex(&options);
            }
        }
        IntervalGame { length, values }
    }

    /// Returns the length of the line.
    pub fn length(&self) -> usize {
        self.length
    }

    /// Returns `g(l, r)`, the Grundy value of the free stretch `[l, r)`.
    ///
    /// # Panics
    /// If `l > r` or `r > length`.
    ///
    /// # Complexity
    /// O(1).
    pub fn grundy(&self, l: usize, r: usize) -> GrundyValue {
        assert!(
            l <= r && r <= self.length,
            "IntervalGame: [{}, {}) is not a stretch of [0, {})",
            l,
            r,
            self.length
        );
        self.values[l * (self.length + 1) + r]
    }

    /// Returns whether the first player wins with the whole line free:
    /// `g(0, length) != 0`.
    ///
    /// # Complexity
    /// O(1).
    pub fn first_player_wins(&self) -> bool {
        self.grundy(0, self.length) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::sg::Grundy;
    use crate::testing::Rng;

    /// Two half-open intervals meet when they share a point.
    fn meet(p: (usize, usize), q: (usize, usize)) -> bool {
        p.0 < q.1 && q.0 < p.1
    }

    /// The actual rules over explicit positions: a position is the set of
    /// chosen intervals (a bit mask over `intervals`); a move chooses one
    /// more that meets none of them. Nothing about stretches is used.
    fn options(intervals: &[(usize, usize)], chosen: u32) -> Vec<u32> {
        (0..intervals.len())
            .filter(|&i| {
                chosen >> i & 1 == 0
                    && (0..intervals.len())
                        .all(|j| chosen >> j & 1 == 0 || !meet(intervals[i], intervals[j]))
            })
            .map(|i| chosen | 1 << i)
            .collect()
    }

    fn brute_wins(intervals: &[(usize, usize)]) -> bool {
        Outcomes::new(Play::Normal, |&c: &u32| options(intervals, c)).wins(0)
    }

    /// The Grundy value of the real game played on the intervals inside
    /// `[l, r)` only.
    fn brute_grundy(intervals: &[(usize, usize)], l: usize, r: usize) -> u64 {
        let inside: Vec<(usize, usize)> = intervals
            .iter()
            .copied()
            .filter(|&(a, b)| l <= a && b <= r)
            .collect();
        Grundy::new(|&c: &u32| options(&inside, c)).grundy(0)
    }

    #[test]
    fn every_set_of_intervals_on_a_short_line() {
        // All 2^10 sets of intervals of [0, 5): wins, and every stretch's
        // value against the real game on the intervals inside it.
        let all: Vec<(usize, usize)> = (0..5)
            .flat_map(|a| (a + 1..=5).map(move |b| (a, b)))
            .collect();
        assert_eq!(all.len(), 15);
        let line: Vec<(usize, usize)> = all.iter().copied().filter(|&(_, b)| b <= 4).collect();
        assert_eq!(line.len(), 10);
        for mask in 0u32..1 << line.len() {
            let intervals: Vec<(usize, usize)> = (0..line.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| line[i])
                .collect();
            let game = IntervalGame::new(4, &intervals);
            assert_eq!(
                game.first_player_wins(),
                brute_wins(&intervals),
                "{intervals:?}"
            );
            for l in 0..=4 {
                for r in l..=4 {
                    assert_eq!(
                        game.grundy(l, r),
                        brute_grundy(&intervals, l, r),
                        "{intervals:?} on [{l}, {r})"
                    );
                }
            }
        }
    }

    #[test]
    fn random_sets_with_repeats() {
        let mut rng = Rng::new(206);
        for _ in 0..300 {
            let length = 2 + rng.below(30);
            let n = 1 + rng.below(14);
            let mut intervals = Vec::new();
            for _ in 0..n {
                if !intervals.is_empty() && rng.below(5) == 0 {
                    let copy = intervals[rng.below(intervals.len())];
                    intervals.push(copy);
                } else {
                    let a = rng.below(length);
                    let span = 1 + rng.below(10);
                    let b = a + 1 + rng.below((length - a).min(span));
                    intervals.push((a, b));
                }
            }
            let game = IntervalGame::new(length, &intervals);
            assert_eq!(
                game.grundy(0, length),
                brute_grundy(&intervals, 0, length),
                "{intervals:?} on [0, {length})"
            );
        }
    }

    #[test]
    fn disjoint_intervals_are_nim_heaps_of_one() {
        // k pairwise disjoint intervals: every one is chosen, value k mod 2.
        for k in 0..20 {
            let intervals: Vec<(usize, usize)> = (0..k).map(|i| (2 * i, 2 * i + 1)).collect();
            let game = IntervalGame::new(40, &intervals);
            assert_eq!(game.grundy(0, 40), k as u64 % 2);
        }
    }

    #[test]
    fn refuses_bad_intervals_and_stretches() {
        assert!(std::panic::catch_unwind(|| IntervalGame::new(5, &[(2, 2)])).is_err());
        assert!(std::panic::catch_unwind(|| IntervalGame::new(5, &[(3, 6)])).is_err());
        let game = IntervalGame::new(5, &[(0, 5)]);
        assert_eq!(game.length(), 5);
        assert!(std::panic::catch_unwind(|| game.grundy(3, 2)).is_err());
        assert!(std::panic::catch_unwind(|| game.grundy(0, 6)).is_err());
    }
}

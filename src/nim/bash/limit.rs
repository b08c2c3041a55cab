//! Choosing the limit of Bash's game (AtCoder ARC168 B, Arbitrary Nim):
//! given piles, pick `k >= 1`, then play Nim in which a move takes 1 to `k`
//! stones from one pile. Which `k` let the first player win?
//!
//! With `k` fixed, a pile of `a` is Bash's game, worth `a mod (k + 1)` (the
//! moves `1..=k` are one run: see [`range`](crate::sg::subtraction::range)
//! with `L = 1`, `R = k`), and the first player wins exactly when
//! `x(k) = XOR of a_i mod (k + 1)` is non-zero.
//!
//! 1. **Every `k >= max a_i` is plain Nim** (`a mod (k + 1) = a`), so if
//!    the XOR of the piles is non-zero, every large enough `k` wins: there
//!    is no largest one. If it is 0, no `k >= max a_i` wins, so the winning
//!    `k` are bounded.
//! 2. **Say the XOR of the piles is 0.** Two equal piles have equal values
//!    for every `k` and cancel, so `x(k)` is the XOR over the values that
//!    occur an odd number of times. If there is none, no `k` wins. Else let
//!    `m` be the largest such value. There are at least two of them (one
//!    alone would make the XOR `m != 0`), all distinct and positive, so
//!    `m >= 2`. For `k >= m` each of them is its own value and their XOR is
//!    the XOR of all piles, 0: a loss. For `k = m - 1 >= 1`, `m` is worth 0
//!    and the smaller ones are unchanged, so `x(m - 1) = 0 ^ m != 0`: a win.
//!    The largest winning `k` is `m - 1`.

/// Which limits `k` let the first player win.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// No `k >= 1` wins.
    None,
    /// Arbitrarily large `k` win.
    Unbounded,
    /// This `k` wins and no larger one does.
    Largest(u64),
}

/// Returns which limits `k` of Bash's game on `piles` let the first player
/// win.
///
/// # Complexity
/// O(n log n) for `n` piles (a sort to count each value's copies).
///
/// # Example
/// ```
/// use cp_games::nim::bash::limit::{largest_winning_limit, Limit};
/// // The samples of ARC168 B.
/// assert_eq!(largest_winning_limit(&[1, 2, 3]), Limit::Largest(2));
/// assert_eq!(largest_winning_limit(&[1, 2, 3, 4]), Limit::Unbounded);
/// assert_eq!(largest_winning_limit(&[100, 100]), Limit::None);
/// ```
pub fn largest_winning_limit(piles: &[u64]) -> Limit {
    if piles.iter().fold(0, |x, &a| x ^ a) != 0 {
        return Limit::Unbounded;
    }
    let mut sorted = piles.to_vec();
    sorted.sort_unstable();
    // The largest value with an odd number of copies (0 copies of 0 count
    // as nothing: a pile of 0 is worth 0 for every k).
    let mut end = sorted.len();
    while end > 0 {
        let value = sorted[end - 1];
        let start = sorted[..end].partition_point(|&a| a < value);
        if (end - start) % 2 == 1 && value > 0 {
            return Limit::Largest(value - 1);
        }
        end = start;
    }
    Limit::None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{sorted, sum_options, Outcomes, Play};
    use crate::testing::{random_sequence, Rng};

    /// The answer from game-tree searches that play the actual rules for
    /// each `k` up to the largest pile (any larger `k` allows the same
    /// moves as that one).
    fn brute(piles: &[u64]) -> Limit {
        let top = piles.iter().copied().max().unwrap_or(0).max(1);
        let wins = |k: u64| {
            let mut search = Outcomes::new(Play::Normal, |p: &Vec<u64>| {
                sum_options(p, |h| {
                    (1..=k.min(h)).map(|t| vec![h - t]).collect::<Vec<_>>()
                })
            });
            search.wins(sorted(piles.to_vec()))
        };
        if wins(top) {
            return Limit::Unbounded;
        }
        match (1..top).rev().find(|&k| wins(k)) {
            Some(k) => Limit::Largest(k),
            None => Limit::None,
        }
    }

    #[test]
    fn small_pile_lists_match_game_tree_searches() {
        // Every list of up to 4 piles from 1..=6.
        let mut lists: Vec<Vec<u64>> = vec![vec![]];
        for _ in 0..4 {
            let longer: Vec<Vec<u64>> = lists
                .iter()
                .filter(|l| l.len() == lists.last().unwrap().len())
                .flat_map(|l| {
                    let from = l.last().copied().unwrap_or(1);
                    (from..=6).map(move |a| [l.clone(), vec![a]].concat())
                })
                .collect();
            lists.extend(longer);
        }
        assert_eq!(lists.len(), 1 + 6 + 21 + 56 + 126);
        for piles in &lists {
            assert_eq!(largest_winning_limit(piles), brute(piles), "{piles:?}");
        }
        let mut rng = Rng::new(168);
        for _ in 0..60 {
            let mut piles = random_sequence(&mut rng, 2..=5, 1..=9);
            // Often XOR 0, the interesting case.
            let x = piles.iter().fold(0, |x, &a| x ^ a);
            if rng.below(2) == 0 && x != 0 && x <= 9 {
                piles.push(x);
            }
            assert_eq!(largest_winning_limit(&piles), brute(&piles), "{piles:?}");
        }
    }

    /// Whether the first player wins with limit `k`, pile by pile as Bash's
    /// game.
    fn wins_with(piles: &[u64], k: u64) -> bool {
        piles.iter().fold(0, |x, &a| x ^ (a % (k + 1))) != 0
    }

    #[test]
    fn large_piles_match_a_scan_over_limits() {
        // Piles up to 10^9 built to have XOR 0; the answer is checked
        // against the limits themselves: it wins, and every larger limit
        // tried (a thousand past it and random ones up to the largest pile)
        // loses.
        let mut rng = Rng::new(1680);
        for _ in 0..200 {
            let mut piles = Vec::new();
            for _ in 0..1 + rng.below(5) {
                let (a, b) = (1 + rng.below_u64(1 << 29), 1 + rng.below_u64(1 << 29));
                if a != b {
                    piles.extend([a, b, a ^ b]);
                }
                let c = 1 + rng.below_u64(1_000_000_000);
                piles.extend([c, c]);
            }
            let top = piles.iter().copied().max().unwrap_or(1);
            match largest_winning_limit(&piles) {
                Limit::Largest(k) => {
                    assert!(k >= 1 && wins_with(&piles, k), "{piles:?}");
                    for j in (k + 1..=k + 1000).chain((0..100).map(|_| k + 1 + rng.below_u64(top)))
                    {
                        assert!(!wins_with(&piles, j), "{piles:?} with {j}");
                    }
                }
                Limit::None => {
                    for _ in 0..1000 {
                        assert!(!wins_with(&piles, 1 + rng.below_u64(top)), "{piles:?}");
                    }
                }
                Limit::Unbounded => panic!("XOR 0 but unbounded: {piles:?}"),
            }
            piles.push(1 + rng.below_u64(1_000_000_000));
            if largest_winning_limit(&piles) == Limit::Unbounded {
                assert!(wins_with(&piles, top.max(piles[piles.len() - 1])));
            }
        }
    }
}

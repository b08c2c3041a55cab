//! Beans in a row of bottles (Luogu P3185, HNOI2007 分裂游戏): a move takes
//! one bean out of bottle `i` and puts one bean into bottle `j` and one into
//! bottle `k`, for some `i < j <= k < n`; who cannot move loses.
//!
//! **Each bean is a game of its own.** A move touches one bean only (it
//! removes it and creates two new ones), so a position is the sum of the
//! one-bean games of its beans, and a bean's game depends only on its
//! bottle. The one-bean game in bottle `i` moves to the sum of the one-bean
//! games in `j` and `k`, so (Sprague–Grundy)
//!
//! `sg(i) = mex{ sg(j) ^ sg(k) : i < j <= k < n }`, `sg(n - 1) = 0`
//!
//! (this is a heap ruleset whose options are pairs of smaller heaps: the
//! heap is `n - 1 - i`, the bottles still to the right). The position is
//! worth `X`, the XOR of `sg(i)` over the beans, in which two beans of one
//! bottle cancel: the XOR of `sg(i)` over the bottles holding an odd number
//! of beans. The game is finite: a bean in bottle `i` weighs `3^(n-1-i)` and
//! a move replaces a weight `3^m` by at most `2·3^(m-1)`.
//!
//! **Winning first moves.** The move `(i, j, k)` (with a bean in `i`)
//! leaves `X ^ sg(i) ^ sg(j) ^ sg(k)`, which wins exactly when it is 0.
//! Trying every triple in lexicographic order gives the smallest one and
//! the count, in O(n^3).
//!
//! The tests check the values, the first winning move and the count against
//! a game-tree search that plays the beans themselves.

use super::Table;
use crate::GrundyValue;

/// Returns `sg(i)` for every bottle `i` of a row of `n`, one bean in it.
///
/// # Complexity
/// O(n^3) time, O(n^2) memory.
///
/// # Example
/// ```
/// use cp_games::sg::heap_rules::bean_split::bean_values;
/// assert_eq!(bean_values(4), [4, 2, 1, 0]);
/// ```
pub fn bean_values(n: usize) -> Vec<GrundyValue> {
    // The heap of bottle `i` is `n - 1 - i`; its options are every pair of
    // smaller heaps, equal ones included (`j = k`).
    let table = Table::new(n, 1, |heap, _, options| {
        for a in 0..heap {
            options.extend((a..heap).map(|b| vec![(a, 0), (b, 0)]));
        }
    });
    (0..n).rev().map(|heap| table.get(heap, 0)).collect()
}

/// The winning first moves of a position: the lexicographically smallest
/// `(i, j, k)`, if any, and how many there are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WinningMoves {
    /// The smallest winning move `(i, j, k)`, `None` when the position is
    /// lost.
    pub first: Option<(usize, usize, usize)>,
    /// The number of winning moves (triples `(i, j, k)`).
    pub count: u64,
}

/// Returns the winning first moves when bottle `i` holds `beans[i]` beans.
///
/// # Complexity
/// O(n^3) for `n = beans.len()`.
///
/// # Example
/// ```
/// use cp_games::sg::heap_rules::bean_split::{winning_moves, WinningMoves};
/// let w = winning_moves(&[1, 0, 1, 5000]);
/// assert_eq!(w, WinningMoves { first: Some((0, 2, 3)), count: 1 });
/// assert_eq!(winning_moves(&[0, 0, 1]).count, 0);
/// ```
pub fn winning_moves(beans: &[u64]) -> WinningMoves {
    let n = beans.len();
    let sg = bean_values(n);
    let total = (0..n)
        .filter(|&i| beans[i] % 2 == 1)
        .fold(0, |x, i| x ^ sg[i]);
    let mut result = WinningMoves {
        first: None,
        count: 0,
    };
    for i in (0..n).filter(|&i| beans[i] > 0) {
        for j in i + 1..n {
            for k in j..n {
                if total ^ sg[i] ^ sg[j] ^ sg[k] == 0 {
                    result.count += 1;
                    result.first = result.first.or(Some((i, j, k)));
                }
            }
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::testing::Rng;

    /// The bean counts one move from `p`, and the moves, by the rules.
    fn bean_moves(p: &[u64]) -> Vec<((usize, usize, usize), Vec<u64>)> {
        let n = p.len();
        let mut out = Vec::new();
        for i in (0..n).filter(|&i| p[i] > 0) {
            for j in i + 1..n {
                for k in j..n {
                    let mut next = p.to_vec();
                    next[i] -= 1;
                    next[j] += 1;
                    next[k] += 1;
                    out.push(((i, j, k), next));
                }
            }
        }
        out
    }

    /// The winning moves by a game-tree search over the bean counts.
    fn searched(
        search: &mut Outcomes<Vec<u64>, impl FnMut(&Vec<u64>) -> Vec<Vec<u64>>>,
        p: &[u64],
    ) -> WinningMoves {
        let mut result = WinningMoves {
            first: None,
            count: 0,
        };
        for (m, next) in bean_moves(p) {
            if !search.wins(next) {
                result.count += 1;
                result.first = result.first.or(Some(m));
            }
        }
        result
    }

    #[test]
    fn winning_moves_match_a_game_tree_search() {
        let mut search = Outcomes::new(Play::Normal, |p: &Vec<u64>| {
            bean_moves(p)
                .into_iter()
                .map(|(_, next)| next)
                .collect::<Vec<_>>()
        });
        // every row of 2..=4 bottles with 0..=2 beans in each
        for n in 2..=4usize {
            for code in 0..3usize.pow(n as u32) {
                let p: Vec<u64> = (0..n)
                    .map(|i| (code / 3usize.pow(i as u32) % 3) as u64)
                    .collect();
                assert_eq!(winning_moves(&p), searched(&mut search, &p), "{p:?}");
            }
        }
        // random rows of 5 bottles, few beans far from the end
        let mut rng = Rng::new(3185);
        for _ in 0..40 {
            let mut p = vec![0u64; 5];
            for _ in 0..1 + rng.below(2) {
                p[rng.below(5)] += 1;
            }
            p[3] += rng.below_u64(3);
            p[4] += rng.below_u64(4);
            assert_eq!(winning_moves(&p), searched(&mut search, &p), "{p:?}");
        }
    }

    #[test]
    fn values_at_the_limit() {
        let sg = bean_values(21);
        // sg(i) depends only on the bottles to the right of i
        assert_eq!(&bean_values(5)[..], &sg[16..]);
        // a lone bean in bottle i can always win (it moves to a pair worth
        // 0: j = k), so no value but the last is 0
        assert!(sg[..20].iter().all(|&v| v > 0));
        assert_eq!(sg[20], 0);
    }
}

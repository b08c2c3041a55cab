//! SDOI 2011 "black and white" (Luogu P2490): Moore's Nim-`d` counted.
//!
//! A `1 x n` board holds `k` pieces (`k` even), white and black alternately
//! from the left. The first player moves white pieces only, rightwards; the
//! second black pieces only, leftwards. A move moves between 1 and `d`
//! pieces of one's colour, each by any positive distance, never onto or
//! past another piece nor off the board. The player who cannot move loses.
//! Count the placements the first player wins, mod `10^9 + 7`.
//!
//! **The game is Moore's Nim-`d`.** Pair the pieces `(white, black)` from
//! the left, `m = k / 2` pairs. A white piece moving right only meets the
//! black piece of its pair, a black piece moving left only the white one of
//! its pair; so a move of either player lowers the gaps inside `1..=d`
//! pairs by any positive amounts, and every such lowering is available to
//! both players. The gaps `g_1..g_m` are the heaps of Nim-`d` (the space
//! between pairs never matters), and the first player loses iff they are
//! balanced (see [`moore`](super)).
//!
//! **Counting.** A placement is the gaps plus the empty cells outside the
//! pairs: with `G = sum g_i`, the `n - k - G` other empty cells go into the
//! `m + 1` slots around the pairs in `C(n - k - G + m, m)` ways. The
//! balanced gap tuples with sum `G` are counted bit by bit: a bit is set in
//! a multiple `j (d + 1)` of the `m` heaps, chosen in `C(m, j (d + 1))`
//! ways, adding `j (d + 1) 2^b` to the sum. So
//! `losing = sum_G balanced(G) C(n - k - G + m, m)` and the answer is
//! `C(n, k) - losing`.

use crate::modular::{Modulus, MOD_1000000007};

/// The modulus of the count, `10^9 + 7`.
pub const MODULUS: Modulus = MOD_1000000007;

const P: u64 = MODULUS.get_u64();

/// Returns, for every total `s` in `0..=max_total`, the number mod
/// [`MODULUS`] of ordered tuples of `heaps` heaps with sum `s` that are
/// balanced for Moore's Nim-`k` (every bit set in a multiple of `k + 1`
/// heaps), that is, lost for the player to move.
///
/// # Panics
/// If `k` is 0.
///
/// # Complexity
/// O(log(`max_total`) · `max_total` · `heaps / (k + 1)`) time,
/// O(`max_total` + `heaps`) memory.
///
/// # Example
/// ```
/// use cp_games::nim::moore::counting::balanced_counts;
/// // Nim (k = 1) with two heaps: balanced iff equal, so only even sums.
/// assert_eq!(balanced_counts(2, 1, 6), [1, 0, 1, 0, 1, 0, 1]);
/// ```
pub fn balanced_counts(heaps: usize, k: usize, max_total: usize) -> Vec<u32> {
    assert!(k > 0, "balanced_counts: k must be at least 1");
    let binomial = Binomials::new(heaps);
    let group = k + 1;
    let mut counts = vec![0u64; max_total + 1];
    counts[0] = 1;
    let mut bit = 0;
    while bit < usize::BITS && (1usize << bit) <= max_total {
        let weight = 1usize << bit;
        let mut next = vec![0u64; max_total + 1];
        for (s, &ways) in counts.iter().enumerate() {
            if ways == 0 {
                continue;
            }
            // j (k + 1) heaps get this bit, adding j (k + 1) 2^bit to the sum.
            let mut set = 0;
            while set <= heaps && s + set * weight <= max_total {
                let t = s + set * weight;
                next[t] = (next[t] + ways * binomial.choose(heaps, set)) % P;
                set += group;
            }
        }
        counts = next;
        bit += 1;
    }
    counts.into_iter().map(|c| c as u32).collect()
}

/// Returns how many placements of `pieces` pieces on a `1 x cells` board
/// the first player (white, moving right) wins when each move moves
/// `1..=d` pieces, mod [`MODULUS`].
///
/// # Panics
/// If `pieces` is odd or exceeds `cells`, or `d` is 0.
///
/// # Complexity
/// O(log(`cells`) · `cells` · `pieces / d`) time, O(`cells`) memory.
///
/// # Example
/// ```
/// use cp_games::nim::moore::counting::count_first_player_wins;
/// assert_eq!(count_first_player_wins(10, 4, 2), 182);
/// ```
pub fn count_first_player_wins(cells: usize, pieces: usize, d: usize) -> u32 {
    assert!(
        pieces % 2 == 0 && pieces <= cells,
        "count_first_player_wins: {} pieces on {} cells",
        pieces,
        cells
    );
    assert!(d > 0, "count_first_player_wins: d must be at least 1");
    let pairs = pieces / 2;
    let spare = cells - pieces;
    let balanced = balanced_counts(pairs, d, spare);
    let binomial = Binomials::new(cells);
    let losing = balanced.iter().enumerate().fold(0, |acc, (gaps, &ways)| {
        (acc + u64::from(ways) * binomial.choose(spare - gaps + pairs, pairs)) % P
    });
    ((binomial.choose(cells, pieces) + P - losing) % P) as u32
}

/// Factorials and their inverses mod [`MODULUS`] up to a bound.
struct Binomials {
    factorial: Vec<u64>,
    inverse: Vec<u64>,
}

impl Binomials {
    fn new(max: usize) -> Self {
        let mut factorial = vec![1u64; max + 1];
        for i in 1..=max {
            factorial[i] = factorial[i - 1] * i as u64 % P;
        }
        let mut inverse = vec![1u64; max + 1];
        inverse[max] = u64::from(MODULUS.inverse(factorial[max]));
        for i in (1..=max).rev() {
            inverse[i - 1] = inverse[i] * i as u64 % P;
        }
        Binomials { factorial, inverse }
    }

    /// `C(n, r)`, for `n` up to the bound.
    fn choose(&self, n: usize, r: usize) -> u64 {
        if r > n {
            return 0;
        }
        self.factorial[n] * self.inverse[r] % P * self.inverse[n - r] % P
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::product;
    use std::collections::HashMap;

    /// The board game itself: `pieces[i]` is the cell of piece `i`, white
    /// for even `i`; `white` says whose turn it is. Game-tree search over
    /// every move of 1..=d pieces of the mover's colour, each by any
    /// distance over empty cells, without Nim theory.
    fn mover_wins(
        pieces: &[usize],
        white: bool,
        cells: usize,
        d: usize,
        memo: &mut HashMap<(Vec<usize>, bool), bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&(pieces.to_vec(), white)) {
            return w;
        }
        let occupied = |c: usize| pieces.contains(&c);
        // For each of the mover's pieces, every cell it may reach.
        let mut reach: Vec<(usize, Vec<usize>)> = Vec::new();
        for (i, &p) in pieces.iter().enumerate() {
            if (i % 2 == 0) != white {
                continue;
            }
            let mut cells_to = Vec::new();
            if white {
                let mut c = p + 1;
                while c < cells && !occupied(c) {
                    cells_to.push(c);
                    c += 1;
                }
            } else {
                let mut c = p;
                while c > 0 && !occupied(c - 1) {
                    cells_to.push(c - 1);
                    c -= 1;
                }
            }
            reach.push((i, cells_to));
        }
        // Every choice of "stay" (0) or "go to reach[j].1[c - 1]" (c) for
        // each piece.
        let choices: Vec<_> = reach.iter().map(|r| 0..=r.1.len() as u64).collect();
        let wins = product(&choices).iter().any(|choice| {
            let moved = choice.iter().filter(|&&c| c > 0).count();
            if !(1..=d).contains(&moved) {
                return false;
            }
            let mut next = pieces.to_vec();
            for (j, &c) in choice.iter().enumerate() {
                if c > 0 {
                    next[reach[j].0] = reach[j].1[c as usize - 1];
                }
            }
            !mover_wins(&next, !white, cells, d, memo)
        });
        memo.insert((pieces.to_vec(), white), wins);
        wins
    }

    /// Every increasing `k`-tuple of cells in `0..n`.
    fn placements(n: usize, k: usize) -> Vec<Vec<usize>> {
        let mut all = vec![vec![]];
        for _ in 0..k {
            let mut longer = Vec::new();
            for p in all {
                let from = p.last().map_or(0, |&c| c + 1);
                for c in from..n {
                    let mut q = p.clone();
                    q.push(c);
                    longer.push(q);
                }
            }
            all = longer;
        }
        all
    }

    #[test]
    fn counts_match_playing_the_board_game() {
        for cells in 1..=10 {
            for pieces in (2..=cells.min(6)).step_by(2) {
                for d in 1..=pieces {
                    let mut memo = HashMap::new();
                    let wins = placements(cells, pieces)
                        .iter()
                        .filter(|p| mover_wins(p, true, cells, d, &mut memo))
                        .count();
                    assert_eq!(
                        count_first_player_wins(cells, pieces, d) as usize,
                        wins,
                        "n = {cells}, k = {pieces}, d = {d}"
                    );
                }
            }
        }
    }

    #[test]
    fn official_sample() {
        assert_eq!(count_first_player_wins(10, 4, 2), 182);
        // and by playing it
        let mut memo = HashMap::new();
        let wins = placements(10, 4)
            .iter()
            .filter(|p| mover_wins(p, true, 10, 2, &mut memo))
            .count();
        assert_eq!(wins, 182);
    }

    /// Balanced gap tuples by enumerating every tuple and testing each bit.
    fn naive_balanced(heaps: usize, k: usize, max_total: usize) -> Vec<u32> {
        let mut counts = vec![0u32; max_total + 1];
        let mut tuple = vec![0usize; heaps];
        loop {
            let sum: usize = tuple.iter().sum();
            if sum <= max_total
                && (0..usize::BITS)
                    .all(|b| tuple.iter().filter(|&&g| g >> b & 1 == 1).count() % (k + 1) == 0)
            {
                counts[sum] += 1;
            }
            let mut i = 0;
            loop {
                if i == heaps {
                    return counts;
                }
                if tuple[i] < max_total {
                    tuple[i] += 1;
                    break;
                }
                tuple[i] = 0;
                i += 1;
            }
        }
    }

    #[test]
    fn balanced_counts_match_enumeration() {
        for (heaps, max_total) in [(1, 40), (2, 40), (3, 30), (4, 16), (5, 10)] {
            for k in 1..=5 {
                assert_eq!(
                    balanced_counts(heaps, k, max_total),
                    naive_balanced(heaps, k, max_total),
                    "{heaps} heaps, k = {k}"
                );
            }
        }
    }

    #[test]
    fn edges_and_limits() {
        // No room: the pieces touch, white cannot move and loses.
        assert_eq!(count_first_player_wins(100, 100, 7), 0);
        assert_eq!(count_first_player_wins(2, 2, 1), 0);
        // One pair: white wins iff the gap is non-zero: C(n, 2) - (n - 1).
        assert_eq!(
            count_first_player_wins(10_000, 2, 1),
            (10_000 * 9_999 / 2 - 9_999) as u32
        );
        // With d >= k/2 every non-empty move set is allowed: only all-zero
        // gaps lose, and those are C(n - k + m, m) placements.
        let b = Binomials::new(10_000);
        for (n, k) in [(10_000, 100), (5_000, 60), (1_000, 2)] {
            let expected = (b.choose(n, k) + P - b.choose(n - k + k / 2, k / 2)) % P;
            assert_eq!(u64::from(count_first_player_wins(n, k, k)), expected);
            assert_eq!(u64::from(count_first_player_wins(n, k, k / 2)), expected);
        }
        assert!(std::panic::catch_unwind(|| count_first_player_wins(10, 3, 1)).is_err());
        assert!(std::panic::catch_unwind(|| count_first_player_wins(3, 4, 1)).is_err());
    }
}

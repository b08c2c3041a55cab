//! Pairs of heaps where a move drops one heap of the pair and splits the
//! other in two, which become the new pair (Luogu P2148, SDOI2009 E&D).
//!
//! A pair `(a, b)` (`a, b >= 1`) moves to `(c, a - c)` for `1 <= c < a`, or
//! to `(c, b - c)` for `1 <= c < b`; a pair of two 1s has no move. A row of
//! pairs is a sum of games, so it is lost for the player to move exactly
//! when the XOR of the pairs' Grundy values is 0.
//!
//! **Theorem.** `sg(a, b)` is the number of trailing 1-bits of
//! `(a - 1) | (b - 1)`, i.e. the index of its lowest 0-bit.
//!
//! *Lemma.* For `h >= 1` let `S(h) = { v((c - 1) | (h - c - 1)) : 1 <= c < h }`,
//! where `v(m)` is the index of the lowest 0-bit of `m`. Then `S(h)` is the
//! set of indices of the 1-bits of `n = h - 1`.
//!
//! *Proof.* Write `x = c - 1`, `y = h - c - 1`: the pairs `(x, y)` of
//! non-negative integers with `x + y = n - 1` (none when `n = 0`, matching
//! `S(1) = {}` and `n = 0` having no 1-bit).
//! (⊆) Let `k = v(x | y)`: bits `0..k` of `x | y` are 1 and bit `k` of both
//! `x` and `y` is 0. Let `x' = x mod 2^(k+1)` and `y' = y mod 2^(k+1)`; both
//! are below `2^k` and `x' | y' = 2^k - 1`. Hence
//! `2^k - 1 <= x' + y' <= 2^(k+1) - 2`, so `x' + y' + 1` lies in
//! `2^k..2^(k+1)`: it is `n mod 2^(k+1)` (the parts of `x` and `y` above
//! bit `k` are multiples of `2^(k+1)`), and its bit `k` is 1.
//! (⊇) If bit `k` of `n` is 1, write `n = H·2^(k+1) + 2^k + L` with
//! `L < 2^k` and take `x = H·2^(k+1) + 2^k - 1`, `y = L`: then
//! `x + y = n - 1`, bits `0..k` of `x` are 1, and bit `k` of both is 0, so
//! `v(x | y) = k`. ∎
//!
//! *Proof of the theorem,* by induction on `a + b`. The options of `(a, b)`
//! are the pairs `(c, a - c)` and `(c, b - c)`, whose values are, by
//! induction, the elements of `S(a)` and of `S(b)`. By the lemma their union
//! is the set of 1-bits of `(a - 1) | (b - 1)`, whose mex is its lowest
//! 0-bit. ∎
//!
//! The tests check the closed form against the mex over the actual moves
//! (a table of every pair up to 64), and whole rows of pairs against a
//! game-tree search of the rules.

use crate::GrundyValue;

/// Returns the Grundy value of the pair `(a, b)`: the number of trailing
/// 1-bits of `(a - 1) | (b - 1)` (proved in the [module](self) docs).
///
/// # Panics
/// If `a` or `b` is 0.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cp_games::sg::heap_rules::pair_split::grundy;
/// assert_eq!(grundy(1, 1), 0); // no move
/// assert_eq!(grundy(1, 2), 1); // (1, 2) -> (1, 1) only
/// assert_eq!(grundy(4, 6), 3); // 3 | 5 = 0b111
/// assert_eq!(grundy(3, 3), 0); // 2 | 2 = 0b10
/// ```
pub fn grundy(a: u64, b: u64) -> GrundyValue {
    assert!(a >= 1 && b >= 1, "pair_split::grundy: a heap of 0");
    GrundyValue::from(((a - 1) | (b - 1)).trailing_ones())
}

/// Returns whether the first player wins the row of pairs `heaps[0],
/// heaps[1]`, then `heaps[2], heaps[3]`, and so on.
///
/// # Panics
/// If `heaps` has odd length or holds a 0.
///
/// # Complexity
/// O(`heaps.len()`).
///
/// # Example
/// ```
/// use cp_games::sg::heap_rules::pair_split::first_player_wins;
/// assert!(first_player_wins(&[1, 2, 3, 1]));
/// assert!(!first_player_wins(&[1, 1, 1, 1, 1, 1]));
/// ```
pub fn first_player_wins(heaps: &[u64]) -> bool {
    assert!(heaps.len() % 2 == 0, "pair_split: an odd number of heaps");
    heaps
        .chunks(2)
        .fold(0, |x, pair| x ^ grundy(pair[0], pair[1]))
        != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::sg::mex;
    use crate::testing::Rng;

    /// The pairs one move from `(a, b)`, as the rules say.
    fn pair_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
        let split = |h: u64| (1..h).map(move |c| (c, h - c));
        split(a).chain(split(b)).collect()
    }

    #[test]
    fn closed_form_matches_the_mex_table() {
        const N: usize = 64;
        let mut table = vec![vec![0u64; N + 1]; N + 1];
        for s in 2..=2 * N {
            for a in 1..s.min(N + 1) {
                let b = s - a;
                if b > N {
                    continue;
                }
                let options: Vec<u64> = pair_moves(a as u64, b as u64)
                    .into_iter()
                    .map(|(c, d)| table[c as usize][d as usize])
                    .collect();
                table[a][b] = mex(&options);
                assert_eq!(grundy(a as u64, b as u64), table[a][b], "({a}, {b})");
            }
        }
        // a value of 5 needs bits 0..5 set in (a - 1) | (b - 1)
        assert_eq!(table[32][1], 5);
        // 2·10^9 = 2^10 · 1953125 with 1953125 odd: 2·10^9 - 1 ends in ten 1s
        assert_eq!(grundy(2_000_000_000, 2_000_000_000), 10);
        assert_eq!(grundy(1 << 31, 1), 31);
    }

    #[test]
    fn rows_of_pairs_match_a_game_tree_search() {
        // A position is the list of pairs, each sorted, the list sorted.
        let mut search = Outcomes::new(Play::Normal, |p: &Vec<(u64, u64)>| {
            let mut out = Vec::new();
            for (i, &(a, b)) in p.iter().enumerate() {
                for (c, d) in pair_moves(a, b) {
                    let mut next = p.clone();
                    next[i] = (c.min(d), c.max(d));
                    next.sort_unstable();
                    out.push(next);
                }
            }
            out
        });
        let mut rng = Rng::new(2148);
        for _ in 0..400 {
            let n = 1 + rng.below(3);
            let heaps: Vec<u64> = (0..2 * n).map(|_| 1 + rng.below_u64(7)).collect();
            let mut pairs: Vec<(u64, u64)> = heaps
                .chunks(2)
                .map(|p| (p[0].min(p[1]), p[0].max(p[1])))
                .collect();
            pairs.sort_unstable();
            assert_eq!(first_player_wins(&heaps), search.wins(pairs), "{heaps:?}");
        }
    }
}

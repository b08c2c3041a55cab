//! Moore's Nim-`k`: Nim where a move takes stones from at least one and at
//! most `k` heaps (any positive number from each heap it touches). The
//! player who cannot move loses. Nim is Nim-1.
//!
//! **Moore's rule.** Write the heaps in binary. The player to move loses
//! exactly when, for every bit, the number of heaps with that bit set is
//! divisible by `k + 1`; call such a position *balanced*.
//!
//! *Proof.* The empty position is balanced, so it is enough to show that
//! every move from a balanced position unbalances it, and that every
//! unbalanced position has a move to a balanced one.
//! - A move lowers `1..=k` heaps. Take the highest bit where any lowered
//!   heap changes; every heap that changes there goes from 1 to 0 (at its
//!   own highest changed bit a lowered heap drops from 1 to 0, and no heap
//!   changes above this bit). So that bit's count drops by `1..=k`, which
//!   is not a multiple of `k + 1`: the result is unbalanced.
//! - From an unbalanced position, go through the bits from the top,
//!   keeping a set `C` of *changed* heaps: heaps already lowered at a
//!   higher bit, whose lower bits may now be set freely. At each bit, let
//!   `s` be the count, mod `k + 1`, of unchanged heaps with that bit set,
//!   and `r = |C|`. If `r + s <= k`, clear the bit in `s` of those heaps
//!   (they join `C`, lowered) and clear it in every heap of `C`; else
//!   `r >= k + 1 - s`, and setting the bit in `k + 1 - s` heaps of `C`
//!   (clearing it in the rest) brings the count to a multiple of `k + 1`.
//!   `C` never exceeds `k` heaps, and at the highest unbalanced bit
//!   `r = 0 < s`, so at least one heap is lowered: a legal move to a
//!   balanced position.
//!
//! [`counting`] counts the placements of SDOI 2011 "black and white"
//! (Luogu P2490) whose gaps form a balanced position.

pub mod counting;

use super::Move;

/// Returns whether the player to move wins Moore's Nim-`k` with these
/// heaps: some bit is set in a number of heaps not divisible by `k + 1`.
///
/// # Panics
/// If `k` is 0.
///
/// # Complexity
/// O(64 · number of heaps).
///
/// # Example
/// ```
/// use cp_games::nim::moore::first_player_wins;
/// assert!(!first_player_wins([1, 1, 1], 2)); // bit 0 set three times
/// assert!(first_player_wins([1, 1, 1], 1));  // plain Nim: 1 ^ 1 ^ 1 = 1
/// assert!(first_player_wins([5, 3], 2));     // one move may empty both
/// ```
pub fn first_player_wins(heaps: impl IntoIterator<Item = u64>, k: usize) -> bool {
    assert!(k > 0, "moore: k must be at least 1");
    let counts = bit_counts(heaps);
    counts.iter().any(|&c| c % (k as u64 + 1) != 0)
}

/// How many heaps have each bit set.
fn bit_counts(heaps: impl IntoIterator<Item = u64>) -> [u64; 64] {
    let mut counts = [0u64; 64];
    for h in heaps {
        let mut rest = h;
        while rest != 0 {
            counts[rest.trailing_zeros() as usize] += 1;
            rest &= rest - 1;
        }
    }
    counts
}

/// Returns a winning move of Moore's Nim-`k`, as the new sizes of the
/// `1..=k` heaps it lowers (in increasing heap order), or `None` if the
/// position is lost.
///
/// The move is the construction of the module docs: bits from the top,
/// lowering the first heaps (by index) that carry an unbalanced bit.
///
/// # Panics
/// If `k` is 0.
///
/// # Complexity
/// O(64 · number of heaps).
///
/// # Example
/// ```
/// use cp_games::nim::moore::winning_move;
/// use cp_games::nim::Move;
/// // Nim-2 on 5, 3: both heaps can be emptied at once.
/// assert_eq!(winning_move(&[5, 3], 2), Some(vec![Move { pile: 0, to: 0 }, Move { pile: 1, to: 0 }]));
/// assert_eq!(winning_move(&[6, 6, 6], 2), None);
/// ```
pub fn winning_move(heaps: &[u64], k: usize) -> Option<Vec<Move>> {
    if !first_player_wins(heaps.iter().copied(), k) {
        return None;
    }
    let modulus = k + 1;
    let mut to: Vec<u64> = heaps.to_vec();
    // Changed heaps, in the order they joined.
    let mut changed: Vec<usize> = Vec::new();
    let mut is_changed = vec![false; heaps.len()];
    for bit in (0..64).rev() {
        let mask = 1u64 << bit;
        let ones: Vec<usize> = (0..heaps.len())
            .filter(|&i| !is_changed[i] && heaps[i] & mask != 0)
            .collect();
        let s = ones.len() % modulus;
        let r = changed.len();
        // A changed heap keeps its bits above `bit` and gets this one
        // chosen below; its lower bits are cleared until they are chosen.
        for &i in &changed {
            to[i] &= !mask;
        }
        if r + s <= k {
            for &i in &ones[..s] {
                // Clear this bit and everything below: the heap is lowered.
                to[i] &= !(mask | (mask - 1));
                is_changed[i] = true;
                changed.push(i);
            }
        } else {
            for &i in &changed[..modulus - s] {
                to[i] |= mask;
            }
        }
    }
    let mut moves: Vec<Move> = changed
        .into_iter()
        .map(|pile| Move { pile, to: to[pile] })
        .collect();
    moves.sort_unstable_by_key(|m| m.pile);
    Some(moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{sorted, Outcomes, Play};
    use crate::testing::sequences;

    /// Game-tree search by the rules: lower between 1 and k heaps, each by
    /// any positive amount. Positions are kept sorted.
    fn search(k: usize) -> Outcomes<Vec<u64>, impl FnMut(&Vec<u64>) -> Vec<Vec<u64>>> {
        Outcomes::new(Play::Normal, move |key: &Vec<u64>| {
            let n = key.len();
            let mut out = Vec::new();
            // Every choice of new sizes `to[i] <= key[i]`, at least one lower
            // and at most k lower, in mixed radix.
            let mut next = key.clone();
            'all: loop {
                let lowered = (0..n).filter(|&i| next[i] < key[i]).count();
                if (1..=k).contains(&lowered) {
                    out.push(sorted(next.clone()));
                }
                let mut i = 0;
                loop {
                    if i == n {
                        break 'all;
                    }
                    if next[i] > 0 {
                        next[i] -= 1;
                        break;
                    }
                    next[i] = key[i];
                    i += 1;
                }
            }
            out
        })
    }

    #[test]
    fn rule_and_winning_moves_match_game_tree_search() {
        for k in 1..=4 {
            let mut memo = search(k);
            for (n, max) in [(1, 9), (2, 7), (3, 6), (4, 4), (5, 3)] {
                for heaps in sequences(n, 0..=max) {
                    let wins = memo.wins(sorted(heaps.to_vec()));
                    assert_eq!(
                        first_player_wins(heaps.iter().copied(), k),
                        wins,
                        "k = {k}, {heaps:?}"
                    );
                    match winning_move(&heaps, k) {
                        None => assert!(!wins),
                        Some(moves) => {
                            assert!((1..=k).contains(&moves.len()), "{heaps:?}: {moves:?}");
                            let mut next = heaps.clone();
                            for m in &moves {
                                assert!(m.to < heaps[m.pile], "{heaps:?}: {moves:?}");
                                next[m.pile] = m.to;
                            }
                            assert!(moves.windows(2).all(|w| w[0].pile < w[1].pile));
                            assert!(!memo.wins(sorted(next.to_vec())), "{heaps:?} -> {next:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn nim_1_is_nim() {
        for heaps in sequences(3, 0..=7) {
            assert_eq!(
                first_player_wins(heaps.iter().copied(), 1),
                heaps.iter().fold(0, |x, h| x ^ h) != 0
            );
        }
    }

    #[test]
    fn largest_heaps() {
        let top = u64::MAX;
        assert!(!first_player_wins([top, top, top], 2));
        assert!(first_player_wins([top, top, top - 1], 2));
        // Bit 63 is balanced (three heaps); bits 62..0 are set in the first
        // two heaps only, so both drop to 2^63.
        assert_eq!(
            winning_move(&[top, top, 1 << 63], 2),
            Some(vec![
                Move {
                    pile: 0,
                    to: 1 << 63
                },
                Move {
                    pile: 1,
                    to: 1 << 63
                }
            ])
        );
        assert!(std::panic::catch_unwind(|| first_player_wins([1], 0)).is_err());
    }

    fn balanced(heaps: &[u64], k: usize) -> bool {
        (0..64).all(|b| heaps.iter().filter(|&&h| h >> b & 1 == 1).count() % (k + 1) == 0)
    }

    proptest::proptest! {
        #[test]
        fn winning_moves_balance_big_heaps(
            heaps in proptest::collection::vec(proptest::num::u64::ANY, 0..12),
            k in 1usize..6,
        ) {
            match winning_move(&heaps, k) {
                None => proptest::prop_assert!(balanced(&heaps, k)),
                Some(moves) => {
                    proptest::prop_assert!((1..=k).contains(&moves.len()));
                    let mut next = heaps.clone();
                    for m in &moves {
                        proptest::prop_assert!(m.to < heaps[m.pile]);
                        next[m.pile] = m.to;
                    }
                    proptest::prop_assert!(balanced(&next, k));
                }
            }
        }
    }
}

//! Split Nim (AcWing 894): a move replaces one pile of `x` stones by two
//! piles of fewer than `x` stones each (either may be empty, and together
//! they may hold more than `x`). The player who cannot move loses.
//!
//! A pile of `x` becomes the sum of two games, so
//! `sg(x) = mex{ sg(i) ^ sg(j) : 0 <= i, j < x }`. The values start
//! 0, 1, 2, 4, 7, 8, 11, 13, 14: after the 0 come the *odious* numbers (odd
//! count of one bits) in increasing order.
//!
//! **Closed form.** With `odious(k)` the `k`-th odious number from 0 and
//! `p(k)` the parity of `k`'s one bits,
//! `sg(0) = 0` and `sg(x) = odious(x - 1) = 2(x - 1) + 1 - p(x - 1)`.
//!
//! *Why `odious(k) = 2k + 1 - p(k)`:* the pair `{2k, 2k + 1}` holds exactly
//! one odious number, `2k` when `p(k) = 1` and `2k + 1` otherwise; so the
//! odious numbers below `2k` are one per pair, `k` of them.
//!
//! *Why `sg(x) = odious(x - 1)`,* by induction on `x >= 1`: suppose the
//! values `sg(0..x)` are `0` and `O = {odious(0), ..., odious(x - 2)}`, the
//! odious numbers below `2(x - 1)`, and let `o = odious(x - 1)`, the next one.
//! The options of `x` give `V = {a ^ b : a, b in {0} ∪ O}`.
//! - `o` is not in `V`: `0 ^ 0 = 0`; `0 ^ a = a` is in `O`, below `o`; and
//!   `a ^ b` of two odious numbers has an even count of one bits.
//! - Everything below `o` is in `V`. `0 = 0 ^ 0`. An odious `e < o` is in
//!   `O`, and `e = e ^ 0`. An even-count `e` with `0 < e < o` has at least
//!   two one bits; with `2^t` its lowest, `e = 2^t ^ (e - 2^t)`, and both
//!   parts have an odd count of one bits and are smaller than `e`. As
//!   `o <= 2(x - 1) + 1` and `e != o`, `e <= 2(x - 1)`, so both parts are
//!   odious numbers below `2(x - 1)`: they are in `O`.
//!
//! Hence `sg(x) = mex V = o`. Values grow as `2x`, so piles up to `2^62`
//! have values that fit in a `u64`.

/// Returns the Grundy value of a split-Nim pile of `pile` stones:
/// `0` for an empty pile, else the `pile`-th odious number.
///
/// # Panics
/// If `pile > 2^62` (the value would not fit in a `u64`).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cp_games::sg::split::grundy;
/// let values: Vec<u64> = (0..9).map(grundy).collect();
/// assert_eq!(values, [0, 1, 2, 4, 7, 8, 11, 13, 14]);
/// ```
pub fn grundy(pile: u64) -> u64 {
    assert!(pile <= 1 << 62, "split::grundy: pile {} above 2^62", pile);
    if pile == 0 {
        return 0;
    }
    let k = pile - 1;
    2 * k + 1 - u64::from(k.count_ones() % 2)
}

/// Returns whether the player to move wins split Nim with these piles: the
/// XOR of their Grundy values is non-zero.
///
/// # Panics
/// If a pile exceeds `2^62`.
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// use cp_games::sg::split::first_player_wins;
/// assert!(first_player_wins([2, 3]));   // 2 ^ 4 != 0
/// assert!(!first_player_wins([5, 5]));
/// ```
pub fn first_player_wins(piles: impl IntoIterator<Item = u64>) -> bool {
    piles.into_iter().fold(0, |x, p| x ^ grundy(p)) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{HeapSums, Play};
    use crate::sg::mex;

    #[test]
    fn closed_form_matches_the_mex_table_up_to_1000() {
        let mut table: Vec<u64> = Vec::new();
        for x in 0..=1000usize {
            let mut options = Vec::with_capacity(x * x);
            for i in 0..x {
                for j in 0..x {
                    options.push(table[i] ^ table[j]);
                }
            }
            table.push(mex(&options));
            assert_eq!(grundy(x as u64), table[x], "{x}");
        }
    }

    /// Game-tree search over sorted pile lists, no theory.
    fn search() -> HeapSums {
        let split = |x: u64| {
            let pairs = (0..x).flat_map(move |a| (a..x).map(move |b| [a, b]));
            let options = pairs.map(|pair| pair.into_iter().filter(|&p| p > 0).collect());
            options.collect::<Vec<Vec<u64>>>()
        };
        HeapSums::new(Play::Normal, split).dropping_empty()
    }

    #[test]
    fn verdicts_match_game_tree_search_on_small_positions() {
        let mut memo = search();
        for a in 0..=4u64 {
            for b in a..=4 {
                for piles in [vec![a], vec![a, b]] {
                    assert_eq!(
                        first_player_wins(piles.iter().copied()),
                        memo.wins(&piles),
                        "{piles:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn largest_pile() {
        let top = 1u64 << 62;
        assert_eq!(
            grundy(top),
            2 * (top - 1) + 1 - u64::from((top - 1).count_ones() % 2)
        );
        assert!(std::panic::catch_unwind(|| grundy(top + 1)).is_err());
    }
}

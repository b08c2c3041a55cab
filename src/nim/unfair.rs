//! Unfair Nim (AtCoder ABC172 F): Nim, with the second player allowed to
//! move stones from pile 1 to pile 2 before the first move.
//!
//! **Rules.** Piles `A_1 .. A_N` (`N >= 2`); Nim is played on them (a move
//! takes one or more stones from one pile, who cannot move loses), Aoki
//! first. Before the game Takahashi, the second player, moves `t` stones
//! from pile 1 to pile 2, for one `t` in `0..A_1` (never the whole pile).
//! [`least_transfer`] is the least `t` with which he wins.
//!
//! **Proof.** By Bouton's theorem the second player wins iff the piles'
//! nim-sum is 0: with `S = A_1 + A_2` and `X = A_3 ^ .. ^ A_N`, Takahashi
//! wins with `t` iff `a = A_1 - t` and `b = S - a` have `a ^ b = X`. Since
//! `a + b = (a ^ b) + 2 (a & b)`, this asks for `a & b = D = (S - X) / 2`,
//! so `S - X` must be even and non-negative, and `D & X = 0` (a bit is
//! either in both of `a` and `b`, or in exactly one). Conversely, when
//! these hold, every split of `X`'s bits `X = Y + Z` (disjoint) gives
//! `a = D + Y`, `b = D + Z` with `a ^ b = X` and `a + b = S`, and every
//! solution is one of these. The least `t` is the largest such `a` with
//! `1 <= a <= A_1`: start from `D` (none fits if `D > A_1`) and add `X`'s
//! bits from the highest down whenever the sum stays at most `A_1`. Each
//! bit outweighs all lower bits of `X` together, so taking it whenever
//! possible gives the largest `a`. If that largest `a` is 0 (only when
//! `D = 0` and every bit of `X` is above `A_1`), no transfer wins.
//!
//! **Complexity.** O(N + 64).

/// Returns the least number of stones Takahashi must move from pile 1 to
/// pile 2 (at most `piles[0] - 1`) so that the second player wins Nim on
/// the piles, or `None` if no such number exists (so also when pile 1 is
/// empty). Any `u64` pile sizes.
///
/// # Panics
/// If there are fewer than two piles.
///
/// # Complexity
/// O(N + 64).
///
/// # Example
/// ```
/// use cp_games::nim::unfair::least_transfer;
/// assert_eq!(least_transfer(&[5, 3]), Some(1)); // 4 and 4
/// assert_eq!(least_transfer(&[3, 5]), None);
/// assert_eq!(least_transfer(&[10, 9, 8, 7, 6, 5, 4, 3]), Some(3));
/// ```
pub fn least_transfer(piles: &[u64]) -> Option<u64> {
    assert!(piles.len() >= 2, "Unfair Nim needs two piles at least");
    let first = piles[0];
    let sum = u128::from(piles[0]) + u128::from(piles[1]);
    let x = piles[2..].iter().fold(0, |x, &p| x ^ p);
    let twice_and = sum.checked_sub(u128::from(x))?;
    if twice_and % 2 == 1 {
        return None;
    }
    // `and <= min(a, b)`, so it fits a `u64` whenever it can be at most
    // `first`.
    let and = twice_and / 2;
    if and > u128::from(first) {
        return None;
    }
    let and = and as u64;
    if and & x != 0 {
        return None;
    }
    let mut a = and;
    for bit in (0..64).rev().map(|i| 1u64 << i) {
        // `a` and `bit` share no bit, so `a + bit = a | bit`, and `a <=
        // first` keeps the difference below from overflowing.
        if x & bit != 0 && bit <= first - a {
            a |= bit;
        }
    }
    if a == 0 {
        None
    } else {
        Some(first - a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{HeapSums, Play};
    use crate::nim::nim_search;
    use crate::testing::{product, random_sequence, Rng};

    /// The least winning transfer by trying every transfer and playing the
    /// Nim out by search (Aoki to move; Takahashi wins iff Aoki loses).
    fn by_search(piles: &[u64], search: &mut HeapSums) -> Option<u64> {
        (0..piles[0]).find(|&t| {
            let mut after = piles.to_vec();
            after[0] -= t;
            after[1] += t;
            !search.wins(&after)
        })
    }

    #[test]
    fn matches_every_transfer_played_out_on_small_piles() {
        let mut search = nim_search(Play::Normal);
        let mut tried = 0;
        let mut some = 0;
        for n in 2..=4usize {
            // Every vector with pile 1 in 1..=9 and the others in 0..=6.
            let mut ranges = vec![0..=6; n];
            ranges[0] = 1..=9;
            for piles in product(&ranges) {
                let expected = by_search(&piles, &mut search);
                assert_eq!(least_transfer(&piles), expected, "{piles:?}");
                tried += 1;
                some += usize::from(expected.is_some());
            }
        }
        assert!(some > 500, "{some} of {tried}");
    }

    #[test]
    fn matches_a_scan_of_every_split_on_larger_piles() {
        // Every `a` in `1..=A_1` checked for nim-sum 0 directly.
        let mut rng = Rng::new(172);
        for _ in 0..3000 {
            let piles = random_sequence(&mut rng, 2..=5, 1..=600);
            let sum = piles[0] + piles[1];
            let rest = piles[2..].iter().fold(0, |x, &p| x ^ p);
            let expected = (1..=piles[0])
                .rev()
                .find(|&a| a ^ (sum - a) ^ rest == 0)
                .map(|a| piles[0] - a);
            assert_eq!(least_transfer(&piles), expected, "{piles:?}");
        }
    }

    #[test]
    fn the_samples_and_the_ends_of_u64() {
        assert_eq!(least_transfer(&[5, 3]), Some(1));
        assert_eq!(least_transfer(&[3, 5]), None);
        assert_eq!(least_transfer(&[1, 1, 2]), None);
        assert_eq!(least_transfer(&[10, 9, 8, 7, 6, 5, 4, 3]), Some(3));
        assert_eq!(
            least_transfer(&[4294967297, 8589934593, 12884901890]),
            Some(1)
        );
        // Pile 1 empty: no transfer at all; equal piles: transfer nothing.
        assert_eq!(least_transfer(&[0, 0]), None);
        assert_eq!(least_transfer(&[7, 7]), Some(0));
        // Moving the whole pile is not allowed.
        assert_eq!(least_transfer(&[2, 0]), Some(1));
        assert_eq!(least_transfer(&[1, 1, 2]), None);
        assert_eq!(least_transfer(&[u64::MAX, u64::MAX]), Some(0));
        assert_eq!(least_transfer(&[u64::MAX, 1]), Some(u64::MAX / 2));
        // Only 0 would do (D = 0 and the bit of X is above pile 1).
        assert_eq!(least_transfer(&[1, 3, 4]), None);
    }
}

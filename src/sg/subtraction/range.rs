//! The subtraction game whose moves are one run `L..=R` (AtCoder ABC297 G,
//! Constrained Nim 2): a move removes between `L` and `R` stones from one
//! pile; who cannot move loses.
//!
//! **`g(x) = ⌊(x mod (L + R)) / L⌋`.** Write `P = L + R`, `x = qP + s` with
//! `0 <= s < P`, and `k = ⌊s / L⌋`, so `kL <= s < kL + L`. By induction on
//! `x`, the options `x - d` (`L <= d <= R`, `d <= x`) are valued by the
//! formula, and:
//!
//! - *Every value `j < k` is reached.* The residues of block `j`,
//!   `jL..=jL + L - 1`, are reached from `s` by removing `d = s - r` for `r`
//!   in that block, i.e. `d` in `s - jL - L + 1..=s - jL`. That range meets
//!   `L..=R`: its top is `s - jL >= (k - j)L >= L`, and its bottom is at most
//!   `s - L + 1 <= R` (as `s <= L + R - 1`). Such a `d <= s` leaves
//!   `qP + r >= 0` stones, of value `j`.
//! - *Value `k` is not reached.* If `d <= s`, the option has residue
//!   `s - d <= s - L < kL`: value below `k`. If `d > s` (possible only for
//!   `q >= 1`), its residue is `s - d + P >= s + P - R = s + L >= kL + L`:
//!   value above `k`.
//!
//! So `g(x) = mex = k`. With `R = L` this is `⌊(x mod 2L) / L⌋`, and with
//! `L = 1` the Bash game's `x mod (R + 1)`. A sum of piles is won by the
//! first player exactly when the XOR of the values is non-zero.
//!
//! (This is the one-run case of the segment sweep that
//! [`SetNim`](crate::sg::set_nim::SetNim) uses for moves in runs; the tests
//! check the formula against that sweep.)

/// Returns the Grundy value of a pile of `pile` when a move removes between
/// `low` and `high` stones.
///
/// # Panics
/// If `low` is 0 or `high < low`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cp_games::sg::subtraction::range::grundy;
/// // Moves 2..=3: heaps 0, 1 are stuck; 2, 3, 4 reach a 0; 5 reaches 2, 3 only.
/// let values: Vec<u64> = (0..8).map(|x| grundy(x, 2, 3)).collect();
/// assert_eq!(values, [0, 0, 1, 1, 2, 0, 0, 1]);
/// ```
pub fn grundy(pile: u64, low: u64, high: u64) -> u64 {
    assert!(
        low >= 1 && low <= high,
        "range::grundy: moves {}..={} are not a run of positive sizes",
        low,
        high
    );
    // low + high may pass u64::MAX only if high does; compare in u128.
    let period = u128::from(low) + u128::from(high);
    ((u128::from(pile) % period) / u128::from(low)) as u64
}

/// Returns whether the first player wins the sum of these piles, each move
/// removing between `low` and `high` stones from one pile.
///
/// # Panics
/// If `low` is 0 or `high < low`.
///
/// # Complexity
/// O(`piles.len()`).
///
/// # Example
/// ```
/// use cp_games::sg::subtraction::range::first_player_wins;
/// assert!(first_player_wins(&[2, 3, 3], 1, 2));
/// assert!(!first_player_wins(&[3, 1, 4, 1, 5], 1, 1));
/// ```
pub fn first_player_wins(piles: &[u64], low: u64, high: u64) -> bool {
    piles.iter().fold(0, |x, &p| x ^ grundy(p, low, high)) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{sum_options, Outcomes, Play};
    use crate::sg::segments::Segments;
    use crate::sg::Grundy;
    use crate::testing::Rng;

    /// The actual moves from a pile of `x`: remove `low..=high`, no more
    /// than there are.
    fn moves(x: u64, low: u64, high: u64) -> Vec<u64> {
        (low..=high.min(x)).map(|d| x - d).collect()
    }

    #[test]
    fn values_match_the_real_game() {
        for low in 1..=12 {
            for high in low..=14 {
                let mut real = Grundy::new(|&x: &u64| moves(x, low, high));
                for x in 0..=120 {
                    assert_eq!(
                        grundy(x, low, high),
                        real.grundy(x),
                        "{low}..={high} at {x}"
                    );
                }
            }
        }
    }

    #[test]
    fn sums_match_a_game_tree_search() {
        let mut rng = Rng::new(297);
        for (low, high) in [(1, 1), (1, 2), (2, 3), (3, 14), (2, 2), (4, 7)] {
            let mut search = Outcomes::new(Play::Normal, |p: &Vec<u64>| {
                sum_options(p, |h| {
                    moves(h, low, high)
                        .into_iter()
                        .map(|left| vec![left])
                        .collect::<Vec<_>>()
                })
            });
            for _ in 0..200 {
                let n = 1 + rng.below(3);
                let mut piles: Vec<u64> = (0..n).map(|_| 1 + rng.below_u64(25)).collect();
                piles.sort_unstable();
                assert_eq!(
                    first_player_wins(&piles, low, high),
                    search.wins(piles.clone()),
                    "{low}..={high}: {piles:?}"
                );
            }
        }
        // The samples of ABC297 G.
        assert!(first_player_wins(&[2, 3, 3], 1, 2));
        assert!(!first_player_wins(&[3, 1, 4, 1, 5], 1, 1));
        assert!(first_player_wins(&[10, 20, 30, 40, 50, 60, 70], 3, 14));
    }

    #[test]
    fn large_piles_match_the_segment_sweep() {
        // Runs up to 10^9 and piles up to 10^9, against the sweep over
        // segments of equal values, which knows no formula. The sweep's
        // counts take one slot per move of the run, so runs are at most
        // 2 * 10^6 wide; it takes about one step per segment, so piles for
        // small L are at most 10^6.
        let mut rng = Rng::new(2970);
        for round in 0..300 {
            let low = match round % 3 {
                0 => 1 + rng.below_u64(1000),
                1 => 100_000 + rng.below_u64(1_000_000_000 - 100_000),
                _ => 1_000_000_000 - rng.below_u64(10),
            };
            let high = (low + rng.below_u64(2_000_000)).min(1_000_000_000);
            let reach = if low < 100_000 {
                1_000_000
            } else {
                1_000_000_000
            };
            let mut piles: Vec<u64> = (0..20)
                .map(|_| match rng.below(3) {
                    0 => reach - rng.below_u64(100),
                    _ => 1 + rng.below_u64(reach),
                })
                .collect();
            piles.sort_unstable();
            let mut sweep = Segments::new(vec![(low, high)], (high - low + 1) as usize);
            for x in piles {
                let (mut room, mut work) = (usize::MAX, usize::MAX);
                assert!(sweep.grow_to_cover(x, &mut room, &mut work));
                let expected = sweep.get(x).unwrap();
                assert_eq!(grundy(x, low, high), expected, "{low}..={high} at {x}");
            }
        }
    }

    #[test]
    fn extremes() {
        assert_eq!(grundy(u64::MAX, u64::MAX, u64::MAX), 1);
        assert_eq!(grundy(u64::MAX - 1, u64::MAX, u64::MAX), 0);
        assert_eq!(grundy(0, 1, 1), 0);
        assert_eq!(grundy(1_000_000_000, 1, 1_000_000_000), 1_000_000_000);
        assert!(std::panic::catch_unwind(|| grundy(5, 0, 3)).is_err());
        assert!(std::panic::catch_unwind(|| grundy(5, 4, 3)).is_err());
    }
}

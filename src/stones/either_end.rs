//! Take from either end (AcWing 1322, ZJOI 2009): piles stand in a row; a
//! move takes one or more stones from the leftmost or the rightmost pile
//! (an emptied pile disappears, and its neighbour becomes the end). The
//! player who cannot move (no piles left) loses.
//!
//! **The DP.** For a row `S` (possibly empty), `left(S)` is the pile size
//! `z` such that the row `z, S` is lost for the player to move, and
//! `right(S)` the size `y` such that `S, y` is; a size 0 means no pile, so
//! `left(S) = 0` exactly when `S` itself is lost. Both exist and are
//! unique, and for `S` followed by one more pile `y`
//!
//! `left(S, y)` = with `L = left(S)`, `R = right(S)`:
//! - `0` if `y = R`;
//! - `y` if `y < L` and `y < R`, or `y > L` and `y > R`;
//! - `y + 1` if `L <= y < R`;
//! - `y - 1` if `R < y <= L`;
//!
//! and mirrored, `right(x, S)` is the same rule with `L` and `R` swapped
//! and `x` for `y`. The row `a_1 .. a_n` is lost for the first player
//! exactly when `a_1 = left(a_2 .. a_n)`. Computing `left` and `right` of
//! every interval `a_i .. a_j` in order of length is the textbook interval
//! DP, O(n^2); each length needs only the one before, so O(n) memory.
//!
//! *Proof,* by induction on the length of `S`; the empty row has
//! `L = R = 0`. Fix `S` with `L`, `R` known, and consider the rows
//! `z, S, y` with `z, y >= 0`. With `z = 0` the row is `S, y`, lost exactly
//! when `y = R`; with `y = 0` it is `z, S`, lost exactly when `z = L`. With
//! `z, y > 0` the only moves lower `z` or lower `y` (`S` is between them),
//! so `z, S, y` is lost exactly when no row `z', S, y` with `z' < z` and
//! no row `z, S, y'` with `y' < y` is lost.
//!
//! Hence for each `z` exactly one `y = g(z)` makes `z, S, y` lost:
//! `g(0) = R`, `g(L) = 0`, and for every other `z`, in increasing order,
//! `g(z)` is the least positive integer not among `g(0), ..., g(z - 1)`
//! (each lower positive `y` is among them, so `z, S, y` has a move to a
//! lost row; this one has none, and every higher `y` has a move to it).
//! So `g` pairs the positive integers other than `L`, in increasing order,
//! with the positive integers other than `R`, in increasing order: a
//! bijection of the non-negative integers. For example, if `0 < L < R`:
//! `g(z) = z` for `0 < z < L`, `g(L) = 0`, `g(z) = z - 1` for
//! `L < z <= R`, and `g(z) = z` beyond `R`. If `S` is empty or lost,
//! `L = R = 0` and `g` is the identity.
//!
//! `left(S, y) = g⁻¹(y)` and `right(x, S) = g(x)` therefore exist and are
//! unique, which carries the induction to rows one pile longer. Reading off
//! positions in the two lists (`y` is the `k`-th with `k = y` or `y - 1`,
//! and the `k`-th `z` is `k` or `k + 1`) gives the four cases above, and
//! the same for `g(x)` gives the mirrored rule.
//!
//! Each value is `0` or within 1 of a pile of the input, so it fits in a
//! `u64`, and `y + 1` is taken only when `y < R`: no overflow for any pile.

/// Returns whether the player to move wins take-from-either-end on the row
/// `piles` (each of at least one stone).
///
/// # Panics
/// If a pile is empty (0 stones).
///
/// # Complexity
/// O(n^2) time and O(n) memory for `n` piles.
///
/// # Example
/// ```
/// use cp_games::stones::either_end::first_player_wins;
/// assert!(!first_player_wins(&[3, 1, 9, 4]));
/// assert!(first_player_wins(&[5]));
/// assert!(!first_player_wins(&[7, 7]));
/// assert!(first_player_wins(&[2, 1, 3]));
/// ```
pub fn first_player_wins(piles: &[u64]) -> bool {
    assert!(
        piles.iter().all(|&p| p >= 1),
        "either_end: a pile of 0 stones is not a pile"
    );
    match piles.split_first() {
        None => false,
        Some((&first, rest)) => first != left(rest),
    }
}

/// `left(S, y)` from `l = left(S)` and `r = right(S)`: the module docs' rule.
/// `right(x, S)` is `extend(right(S), left(S), x)`.
#[inline]
fn extend(l: u64, r: u64, y: u64) -> u64 {
    // Without branches: the piles are arbitrary, so a branch on them would
    // be mispredicted half the time. `y + 1` only when `y < r`, and `y - 1`
    // only when `y > r`: neither wraps.
    let up = (l <= y) & (y < r);
    let down = (r < y) & (y <= l);
    let value = y + u64::from(up) - u64::from(down);
    if y == r {
        0
    } else {
        value
    }
}

/// `left(row)`: the pile size that, put left of `row`, makes a lost row.
fn left(row: &[u64]) -> u64 {
    let n = row.len();
    if n == 0 {
        return 0;
    }
    // Over intervals of one length, in order of start: `lefts[i]`,
    // `rights[i]` for the interval starting at `i`. Length 1: a single pile
    // `x` is lost beside exactly `x` (two equal piles).
    let mut lefts = row.to_vec();
    let mut rights = row.to_vec();
    for len in 2..=n {
        for i in 0..=n - len {
            // Interval i .. i + len - 1: `left` extends i .. i + len - 2 on
            // the right, `right` extends i + 1 .. i + len - 1 on the left.
            // Slot i + 1 still holds the previous length here.
            let l = extend(lefts[i], rights[i], row[i + len - 1]);
            let r = extend(rights[i + 1], lefts[i + 1], row[i]);
            lefts[i] = l;
            rights[i] = r;
        }
    }
    lefts[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::testing::sequences;

    /// Game-tree search on the actual rules: take one or more stones from
    /// the first or the last pile of the row; an emptied pile is dropped.
    fn search() -> Outcomes<Vec<u64>, impl FnMut(&Vec<u64>) -> Vec<Vec<u64>>> {
        Outcomes::new(Play::Normal, |row: &Vec<u64>| {
            let mut out = Vec::new();
            let n = row.len();
            if n > 0 {
                for end in [0, n - 1] {
                    for keep in 0..row[end] {
                        let mut next = row.clone();
                        if keep == 0 {
                            next.remove(end);
                        } else {
                            next[end] = keep;
                        }
                        out.push(next);
                    }
                }
            }
            out
        })
    }

    #[test]
    fn matches_game_tree_search_on_every_small_row() {
        let mut memo = search();
        for (len, top) in [
            (0, 1),
            (1, 9),
            (2, 9),
            (3, 7),
            (4, 6),
            (5, 5),
            (6, 4),
            (7, 3),
        ] {
            for row in sequences(len, 1..=top) {
                assert_eq!(first_player_wins(&row), memo.wins(row.to_vec()), "{row:?}");
            }
        }
    }

    #[test]
    fn left_values_match_game_tree_search() {
        // left(S) is the one z making `z, S` lost: check it is lost and
        // that every other z up to a bound wins.
        let mut memo = search();
        for len in 1..=4 {
            for row in sequences(len, 1..=5) {
                let l = left(&row);
                for z in 0..=8 {
                    let mut full = vec![z];
                    full.extend_from_slice(&row);
                    if z == 0 {
                        full.remove(0);
                    }
                    assert_eq!(memo.wins(full.to_vec()), z != l, "{row:?}, z = {z}");
                }
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn random_rows_match_game_tree_search(row in proptest::collection::vec(1u64..=12, 0..=10)) {
            let mut memo = search();
            proptest::prop_assert_eq!(first_player_wins(&row), memo.wins(row.to_vec()));
        }
    }

    #[test]
    fn large_piles() {
        let big = 1_000_000_000_000_000_000;
        // Two equal piles: the second player copies.
        assert!(!first_player_wins(&[big, big]));
        assert!(first_player_wins(&[big, big - 1]));
        assert!(!first_player_wins(&[u64::MAX, u64::MAX]));
        // `x, y, x` is lost exactly when x != y: seen by search on small
        // piles, then asked of piles near the top of the range.
        let mut memo = search();
        for x in 1..=7 {
            for y in 1..=7 {
                assert_eq!(memo.wins(vec![x, y, x]), x == y, "{x} {y} {x}");
            }
        }
        assert!(!first_player_wins(&[big, 1, big]));
        assert!(!first_player_wins(&[u64::MAX, u64::MAX - 1, u64::MAX]));
        assert!(first_player_wins(&[u64::MAX, u64::MAX, u64::MAX]));
        assert!(std::panic::catch_unwind(|| first_player_wins(&[1, 0, 1])).is_err());
    }
}

//! Take one or merge (AcWing 1321): a move either removes one stone from a
//! pile (a pile that reaches 0 disappears) or merges two piles into one.
//! The player who cannot move (no stones left) loses.
//!
//! **The state.** Let `a` be the number of piles of one stone, and `b`
//! describe the other piles (the *big* ones, of at least 2 stones):
//! `b = 0` when there are none, else `b` = their stones + their number - 1.
//! The moves change `(a, b)` as follows; which of them exist depends only on
//! `(a, b)`, except move 5, which needs a big pile of exactly 2 stones:
//!
//! 1. remove a pile of 1: `(a - 1, b)`;
//! 2. merge two piles of 1: `(a - 2, 2)` if `b = 0`, else `(a - 2, b + 3)`;
//! 3. merge a pile of 1 into a big pile: `(a - 1, b + 1)` (needs `b > 0`);
//! 4. take a stone from a big pile of at least 3, or merge two big piles:
//!    `(a, b - 1)`; one of the two is possible exactly when `b >= 3`;
//! 5. take a stone from a big pile of 2, which becomes a pile of 1:
//!    `(a + 1, 0)` if it was the only big pile (`b = 2`), else
//!    `(a + 1, b - 3)` with `b - 3 >= 2` (possible only if such a pile
//!    exists).
//!
//! `b = 2` means exactly one big pile, of 2 stones, and `b` is never 1.
//! The textbook solution is a memoized DP over `(a, b)` with moves 1–4
//! (`b = 1` standing for `(a + 1, 0)`); solving that recursion by hand gives
//! a closed form, proved below on the real game (with move 5 too).
//!
//! **Closed form.** The player to move loses exactly when
//! - `b` is 0 or 2 and `a` is a multiple of 3, or
//! - `b >= 3`, and `a` and `b` are both even.
//!
//! *Proof,* by induction on the positions (every move either removes a
//! stone or lowers the number of piles, so the game ends). Call the
//! positions above *losing*. No move goes from losing to losing:
//! - `b = 0`, `3 | a`: moves 1 and 2 give `(a - 1, 0)` and `(a - 2, 2)`,
//!   with `a - 1`, `a - 2` not multiples of 3.
//! - `b = 2`, `3 | a`: `(a - 1, 2)` (not a multiple of 3), `(a - 2, 5)` and
//!   `(a - 1, 3)` (`b` odd), `(a + 1, 0)` (not a multiple of 3).
//! - `b >= 4`, `a`, `b` even: moves 1 and 3 make `a` odd with `b >= 3`;
//!   moves 2, 4 and 5 make `b` odd and at least 3 (`b - 3` is odd and
//!   `>= 2`, so `>= 3`).
//!
//! And every other position has a move to a losing one:
//! - `b` in {0, 2}, `a = 1 (mod 3)`: move 1, to `(a - 1, b)`.
//! - `b = 0`, `a = 2 (mod 3)`: move 2, to `(a - 2, 2)`.
//! - `b = 2`, `a = 2 (mod 3)`: move 5, to `(a + 1, 0)`.
//! - `b >= 3`, `a` odd: move 1 to `(a - 1, b)` if `b` is even, else move 3
//!   to `(a - 1, b + 1)`.
//! - `b >= 5` odd, `a` even: move 4, to `(a, b - 1)` with `b - 1 >= 4`.
//! - `b = 3`, `a` even: move 2 to `(a - 2, 6)` if `a >= 2`; if `a = 0`,
//!   move 4 to `(0, 2)`.
//!
//! The position with no stones, `(0, 0)`, is losing, as the game requires.
//! The winning moves above never need move 5 where it may not exist, and
//! the losing positions stay losing whether it exists or not: so the outcome
//! depends on `(a, b)` alone, which is why the textbook state is enough.
//! Only `a mod 6`, the parity of `b` and whether `b` is 0 or 2 matter, so
//! piles of any size are decided in one pass without overflow.

/// Returns whether the player to move wins take-one-or-merge with these
/// piles (each of at least one stone).
///
/// # Panics
/// If a pile is empty (0 stones).
///
/// # Complexity
/// O(number of piles), O(1) memory: the piles are streamed.
///
/// # Example
/// ```
/// use cp_games::stones::take_or_merge::first_player_wins;
/// assert!(first_player_wins([1, 1, 2]));
/// assert!(!first_player_wins([3, 4]));
/// assert!(!first_player_wins([2, 3, 5]));
/// ```
pub fn first_player_wins(piles: impl IntoIterator<Item = u64>) -> bool {
    let mut ones: u64 = 0;
    let mut bigs: u64 = 0;
    let mut last_big: u64 = 0;
    // Parity of the sum of (stones + 1) over the big piles, which is b + 1.
    let mut b_plus_one_odd = false;
    for pile in piles {
        assert!(pile >= 1, "take_or_merge: a pile of 0 stones is not a pile");
        if pile == 1 {
            ones += 1;
        } else {
            bigs += 1;
            last_big = pile;
            b_plus_one_odd ^= pile % 2 == 0;
        }
    }
    let b_is_0_or_2 = bigs == 0 || (bigs == 1 && last_big == 2);
    // With no big pile the sum is empty, b = 0: even.
    let b_odd = bigs > 0 && !b_plus_one_odd;
    wins(ones, b_is_0_or_2, b_odd)
}

/// The closed form on the state: `a` piles of one stone, and of `b`
/// whether it is 0 or 2 and whether it is odd.
fn wins(ones: u64, b_is_0_or_2: bool, b_odd: bool) -> bool {
    if b_is_0_or_2 {
        ones % 3 != 0
    } else {
        ones % 2 == 1 || b_odd
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{sorted, Outcomes, Play};
    use std::collections::HashMap;

    /// Game-tree search on the actual rules over sorted pile lists: remove
    /// one stone from a pile (an empty pile is dropped) or merge two piles.
    fn search() -> Outcomes<Vec<u64>, impl FnMut(&Vec<u64>) -> Vec<Vec<u64>>> {
        Outcomes::new(Play::Normal, |key: &Vec<u64>| {
            let mut options = Vec::new();
            for i in 0..key.len() {
                let mut next = key.clone();
                next[i] -= 1;
                if next[i] == 0 {
                    next.remove(i);
                }
                options.push(sorted(next));
                for j in i + 1..key.len() {
                    let mut next = key.clone();
                    next[i] += next[j];
                    next.remove(j);
                    options.push(sorted(next));
                }
            }
            options
        })
    }

    /// Every multiset of positive piles with `total` stones, as sorted lists.
    fn partitions(total: u64, largest: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if total == 0 {
            out.push(prefix.clone());
            return;
        }
        for p in (1..=largest.min(total)).rev() {
            prefix.push(p);
            partitions(total - p, p, prefix, out);
            prefix.pop();
        }
    }

    #[test]
    fn matches_game_tree_search_on_every_position_up_to_22_stones() {
        let mut memo = search();
        let mut checked = 0;
        for total in 0..=22 {
            let mut all = Vec::new();
            partitions(total, total, &mut Vec::new(), &mut all);
            for piles in all {
                assert_eq!(
                    first_player_wins(piles.iter().copied()),
                    memo.wins(sorted(piles.to_vec())),
                    "{piles:?}"
                );
                checked += 1;
            }
        }
        // p(0) + ... + p(22) (OEIS A000070): every partition was visited.
        assert_eq!(checked, 4_508);
    }

    /// The textbook memoized DP over (a, b), with moves 1-4 of the module
    /// docs and `b = 1` standing for `(a + 1, 0)`; a recursion, not the
    /// closed form.
    fn textbook(a: usize, b: usize, memo: &mut HashMap<(usize, usize), bool>) -> bool {
        if b == 1 {
            return textbook(a + 1, 0, memo);
        }
        if a == 0 {
            // Only big piles: win exactly when b is odd (also a recursion's
            // base in the textbook).
            return b % 2 == 1;
        }
        if let Some(&w) = memo.get(&(a, b)) {
            return w;
        }
        let wins = !textbook(a - 1, b, memo)
            || (b > 0 && !textbook(a, b - 1, memo))
            || (a >= 2 && !textbook(a - 2, if b == 0 { 2 } else { b + 3 }, memo))
            || (b > 0 && !textbook(a - 1, b + 1, memo));
        memo.insert((a, b), wins);
        wins
    }

    #[test]
    fn closed_form_matches_the_textbook_dp() {
        let mut memo = HashMap::new();
        // Fill rows in increasing a so that the recursion stays shallow.
        for a in 0..=60 {
            for b in (0..=600).filter(|&b| b != 1) {
                let expected = textbook(a, b, &mut memo);
                assert_eq!(
                    wins(a as u64, b == 0 || b == 2, b % 2 == 1),
                    expected,
                    "a = {a}, b = {b}"
                );
            }
        }
    }

    #[test]
    fn the_state_of_some_piles() {
        // b for big piles [2, 4, 10^18]: 2 + 4 + 10^18 + 3 - 1, even.
        assert!(!first_player_wins([1, 2, 4, 1_000_000_000_000_000_000, 1]));
        assert!(first_player_wins([2, 4, 1_000_000_000_000_000_000, 1]));
        // [2, 3, 10^18]: b = 10^18 + 7, odd.
        assert!(first_player_wins([1, 2, 3, 1_000_000_000_000_000_000, 1]));
        // One pile of 2 and three of 1: b = 2, a = 3.
        assert!(!first_player_wins([1, 2, 1, 1]));
        // A pile of u64::MAX stones alone: b = 2^64 - 1, odd.
        assert!(first_player_wins([u64::MAX]));
        assert!(!first_player_wins([u64::MAX, u64::MAX - 1]));
        assert!(!first_player_wins([]));
        assert!(std::panic::catch_unwind(|| first_player_wins([1, 0])).is_err());
    }
}

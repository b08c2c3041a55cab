//! Bash's game (HDU 1846 "Brave Game"): one pile of `n` stones; a move takes
//! between 1 and `m` stones; whoever takes the last stone wins (the player
//! who cannot move loses).
//!
//! The player to move loses exactly when `n` is a multiple of `m + 1`.
//! Proof: from a multiple of `m + 1`, a move taking `t` (`1 <= t <= m`)
//! leaves `n - t`, not a multiple; the opponent answers by taking
//! `m + 1 - t` (between 1 and `m`), back to a multiple of `m + 1`. Piles only
//! shrink, so this ends at 0, a multiple, with the player to move stuck.
//! From any other `n`, taking `n mod (m + 1)` (between 1 and `m`) leaves a
//! multiple. With `m = 0` no move exists and every `n` is a multiple of 1,
//! so the rule holds there too.
//!
//! [`limit`]: which limits `m` let the first player win a sum of piles
//! (AtCoder ARC168 B).

pub mod limit;

/// Returns whether the player to move wins Bash's game: a pile of `n`,
/// moves take `1..=m` stones. Any `u64` values.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cp_games::nim::bash::first_player_wins;
/// assert!(first_player_wins(23, 2));
/// assert!(!first_player_wins(4, 3));
/// ```
pub fn first_player_wins(n: u64, m: u64) -> bool {
    winning_move(n, m).is_some()
}

/// Returns the pile a winning move leaves (the position after the move:
/// `n` minus `n mod (m + 1)` stones taken), or `None` when the position is
/// lost.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cp_games::nim::bash::winning_move;
/// assert_eq!(winning_move(23, 2), Some(21)); // take 2, leaving 21 = 7 * 3
/// assert_eq!(winning_move(4, 3), None);
/// assert_eq!(winning_move(u64::MAX, u64::MAX), Some(0)); // take all
/// ```
pub fn winning_move(n: u64, m: u64) -> Option<u64> {
    // m + 1 overflows only for m = u64::MAX, when every pile (<= m) can be
    // taken whole: n mod (m + 1) = n.
    let take = match m.checked_add(1) {
        Some(period) => n % period,
        None => n,
    };
    if take == 0 {
        None
    } else {
        Some(n - take)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Game-tree search over the pile size: a player wins if some take of
    /// 1..=m stones leaves the opponent a lost pile. No theory.
    fn brute_table(max_n: usize, m: usize) -> Vec<bool> {
        let mut wins = vec![false; max_n + 1];
        for n in 1..=max_n {
            wins[n] = (1..=m.min(n)).any(|t| !wins[n - t]);
        }
        wins
    }

    #[test]
    fn matches_game_tree_search() {
        for m in 0..=40usize {
            let wins = brute_table(300, m);
            for (n, &w) in wins.iter().enumerate() {
                let (n64, m64) = (n as u64, m as u64);
                assert_eq!(first_player_wins(n64, m64), w, "n {n} m {m}");
                match winning_move(n64, m64) {
                    None => assert!(!w),
                    Some(left) => {
                        let t = n64 - left;
                        assert!(t >= 1 && t <= m64, "n {n} m {m}");
                        assert!(!wins[left as usize], "n {n} m {m} take {t}");
                    }
                }
            }
        }
    }

    #[test]
    fn judge_sample_and_limits() {
        assert!(first_player_wins(23, 2));
        assert!(!first_player_wins(4, 3));
        let e18 = 1_000_000_000_000_000_000u64;
        // 10^18 = (10^9 - 1)(10^9 + 1) + 1
        assert_eq!(winning_move(e18, 1_000_000_000), Some(e18 - 1));
        assert_eq!(winning_move(e18, 999_999_999), None); // 10^18 = 10^9 * 10^9
        assert_eq!(winning_move(e18, e18), Some(0));
        assert_eq!(winning_move(e18, e18 - 1), None);
        assert_eq!(winning_move(e18 - 1, e18), Some(0));
        assert_eq!(winning_move(1, 1), Some(0));
        assert_eq!(winning_move(0, 5), None);
        assert_eq!(winning_move(u64::MAX, u64::MAX - 1), None);
        assert_eq!(winning_move(u64::MAX, 0), None);
    }
}

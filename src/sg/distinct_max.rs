//! Lowering the maximum (AtCoder ARC137 C, Distinct Numbers): a set of
//! distinct non-negative integers; a move replaces the current maximum by
//! a smaller non-negative integer not in the set; who cannot move loses.
//!
//! Write the set as `a_1 < .. < a_n` (`n >= 1`), with `a_0 = -1` when
//! `n = 1`, the *top gap* `a_n - a_{n-1}`, and the *holes* `h = a_n - (n -
//! 1)`, the number of absent values below the maximum. A position has no
//! move exactly when `h = 0` (the set is `{0, .., n - 1}`).
//!
//! **The player to move wins exactly when the top gap is at least 2 or `h`
//! is odd.**
//!
//! 1. *Top gap at least 2: a win (strategy stealing).* Let `Q` be the
//!    position reached by lowering `a_n` to `a_{n-1} + 1` (smaller than
//!    `a_n`, absent). If `Q` is lost for the player to move, move there.
//!    Otherwise some move from `Q` lowers its maximum `a_{n-1} + 1` to a
//!    value `u` absent from `Q` and reaches a lost position; `u` is below
//!    `a_n` and absent from the original set too, so lowering `a_n` to `u`
//!    directly reaches that same position.
//! 2. *Top gap 1: by induction on `h`.* Every move lowers `a_n` to some hole
//!    `u < a_{n-1}`, so the new maximum is `a_{n-1} = a_n - 1` and the new
//!    number of holes is `h - 1`. With `h = 0` there is no move: lost. With
//!    `h` odd, the mover can keep the top gap at 1 (put `u = a_{n-1} - 1`
//!    if it is a hole; if it is not, every hole keeps `a_{n-1} - 1` as the
//!    new second largest), reaching top gap 1 and `h - 1` even: lost by
//!    induction, so a win. With `h >= 2` even, every move reaches either a
//!    top gap of 2 or more (won for the opponent by 1) or top gap 1 with
//!    `h - 1` odd (won for the opponent by induction): lost.

/// Returns whether the player to move wins on the set `values`, given in
/// increasing order.
///
/// # Panics
/// If `values` is empty or not strictly increasing.
///
/// # Complexity
/// O(`values.len()`) for the order check, O(1) for the answer.
///
/// # Example
/// ```
/// use cp_games::sg::distinct_max::first_player_wins;
/// assert!(first_player_wins(&[2, 4])); // top gap 2
/// assert!(!first_player_wins(&[0, 1, 2])); // no move
/// assert!(first_player_wins(&[0, 2, 3])); // top gap 1, one hole
/// assert!(!first_player_wins(&[1, 3, 4])); // top gap 1, two holes
/// ```
pub fn first_player_wins(values: &[u64]) -> bool {
    assert!(!values.is_empty(), "distinct_max: the set is empty");
    assert!(
        values.windows(2).all(|w| w[0] < w[1]),
        "distinct_max: the values are not strictly increasing"
    );
    let n = values.len() as u64;
    let top = values[values.len() - 1];
    // a_{n-1} + 1, with a_0 = -1.
    let below = if values.len() >= 2 {
        values[values.len() - 2] + 1
    } else {
        0
    };
    let holes = top - (n - 1);
    top - below >= 1 || holes % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::testing::Rng;

    /// The actual moves: replace the maximum by any smaller absent value.
    fn moves(set: &[u64]) -> Vec<Vec<u64>> {
        let top = *set.last().expect("non-empty");
        lowered(set, 0..top)
    }

    /// The sets that replacing the maximum of `set` by each of `values`
    /// gives, for those values below it and absent from it.
    fn lowered(set: &[u64], values: impl IntoIterator<Item = u64>) -> Vec<Vec<u64>> {
        let (&top, rest) = set.split_last().expect("non-empty");
        values
            .into_iter()
            .filter(|&u| u < top && rest.binary_search(&u).is_err())
            .map(|u| {
                let mut next = rest.to_vec();
                next.insert(next.partition_point(|&v| v < u), u);
                next
            })
            .collect()
    }

    #[test]
    fn every_small_set_matches_a_game_tree_search() {
        let mut search = Outcomes::new(Play::Normal, |s: &Vec<u64>| moves(s));
        // Every non-empty subset of 0..=11.
        for mask in 1u32..1 << 12 {
            let set: Vec<u64> = (0..12).filter(|&v| mask >> v & 1 == 1).collect();
            assert_eq!(first_player_wins(&set), search.wins(set.clone()), "{set:?}");
        }
        let mut rng = Rng::new(137);
        for _ in 0..300 {
            let mut set: Vec<u64> = (0..1 + rng.below(6)).map(|_| rng.below_u64(22)).collect();
            set.sort_unstable();
            set.dedup();
            assert_eq!(first_player_wins(&set), search.wins(set.clone()), "{set:?}");
        }
    }

    /// A sample of the moves from a large set: lowering the maximum to the
    /// values near 0, near the maximum and next to the second largest, and
    /// to 200 random values (those that are holes).
    fn sampled_moves(set: &[u64], rng: &mut Rng) -> Vec<Vec<u64>> {
        let (&top, rest) = set.split_last().unwrap();
        let mut candidates: Vec<u64> = (0..top.min(50)).collect();
        candidates.extend((top.saturating_sub(50)..top).rev());
        candidates.extend((0..200).map(|_| rng.below_u64(top.max(1))));
        // Just above and below the second largest.
        if let Some(&second) = rest.last() {
            candidates.extend([second + 1, second.saturating_sub(1)]);
        }
        candidates.sort_unstable();
        candidates.dedup();
        lowered(set, candidates)
    }

    #[test]
    fn large_sets_satisfy_the_win_lose_recursion() {
        // A second check where the search cannot go: a set is won exactly
        // when some move reaches a lost set. A claimed loss is checked on
        // every sampled move, a claimed win by finding a move to a claimed
        // loss among them.
        let mut rng = Rng::new(1370);
        for round in 0..400 {
            let n = 2 + rng.below(300);
            let span = if round % 2 == 0 {
                n as u64 + rng.below_u64(6)
            } else {
                1_000_000_000
            };
            let mut set: Vec<u64> = (0..n).map(|_| rng.below_u64(span)).collect();
            set.sort_unstable();
            set.dedup();
            if round % 3 == 0 {
                // top gap 1
                let top = set[set.len() - 1];
                set.push(top + 1);
            }
            let wins = first_player_wins(&set);
            let options = sampled_moves(&set, &mut rng);
            if wins {
                assert!(options.iter().any(|o| !first_player_wins(o)), "{set:?}");
            } else {
                assert!(options.iter().all(|o| first_player_wins(o)), "{set:?}");
            }
        }
    }

    #[test]
    fn refuses_sets_out_of_order() {
        assert!(std::panic::catch_unwind(|| first_player_wins(&[])).is_err());
        assert!(std::panic::catch_unwind(|| first_player_wins(&[3, 3])).is_err());
        assert!(std::panic::catch_unwind(|| first_player_wins(&[4, 3])).is_err());
        assert!(!first_player_wins(&[0]));
        assert!(first_player_wins(&[1]));
        assert!(first_player_wins(&[u64::MAX]));
        assert!(!first_player_wins(&[u64::MAX - 1, u64::MAX]));
    }
}

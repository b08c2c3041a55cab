//! Let's Play Nim (AtCoder ARC105 D): bags poured onto dishes, then Nim on
//! the dishes.
//!
//! **Rules.** `N` bags hold `a_1 .. a_N` coins (all positive); `N` dishes
//! are empty. Taro moves first, then they alternate. While some bag holds
//! coins, a move pours one such bag onto any dish (a dish may already hold
//! coins). Then a move takes one or more coins from one dish. The player
//! who cannot move loses.
//!
//! **Theorem.** Taro wins iff `N` is even and some value occurs an odd
//! number of times among the `a_i`.
//!
//! *Proof.* The pouring takes exactly `N` moves, and then, by Bouton's
//! theorem, the player to move wins iff the dishes' nim-sum is non-zero.
//! One fact does the work: if a dish holds more coins than all the others
//! together, the nim-sum is not 0 (a nim-sum of 0 makes each pile the XOR
//! of the others, which is at most their sum).
//! - `N` odd: Jiro starts the Nim and wants a non-zero nim-sum. Let `D` be
//!   the dish of Taro's first pour; Jiro always pours the largest bag left
//!   onto `D`. Write Taro's pours `t_1 .. t_{m+1}` and Jiro's `j_1 .. j_m`
//!   (`N = 2m + 1`): `j_i >= t_{i+1}`, as `t_{i+1}` was left when Jiro
//!   chose `j_i`. So `D` holds at least `t_1 + j_1 + .. + j_m`, more than
//!   `t_2 + .. + t_{m+1}`, which bounds all the other dishes together.
//!   Jiro wins.
//! - `N` even, every value an even number of times: Taro starts the Nim;
//!   Jiro makes the nim-sum 0. Pair the dishes; whenever Taro pours a bag
//!   of `v` coins onto a dish, an odd number of bags of `v` are left, and
//!   Jiro pours one of them onto the partner dish. Partner dishes stay
//!   equal, so the nim-sum ends at 0 and Jiro wins.
//! - `N` even, some value an odd number of times: Taro always pours the
//!   largest bag left onto dish 1. With `N = 2m`, `t_i >= j_i` (Taro chose
//!   first), so dish 1 holds at least `t_1 + .. + t_m`, and the others at
//!   most `j_1 + .. + j_m`. Equality everywhere would need `t_i = j_i` for
//!   every `i`, pairing all the bags into equal pairs; so dish 1 holds more
//!   than all the others, the nim-sum is not 0, and Taro, to move, wins.
//!
//! **Complexity.** O(N log N): the values are sorted to pair them.

/// Returns whether Taro, moving first, wins with bags of `bags` coins.
/// Any values (a bag of 0 coins is one like any other here: pairs count).
///
/// # Complexity
/// O(N log N) time, O(N) memory.
///
/// # Example
/// ```
/// use cp_games::nim::dishes::first_player_wins;
/// assert!(!first_player_wins(&[10]));
/// assert!(first_player_wins(&[1, 2]));
/// assert!(!first_player_wins(&[3, 5, 3, 5]));
/// ```
pub fn first_player_wins(bags: &[u64]) -> bool {
    if bags.len() % 2 == 1 {
        return false;
    }
    let mut sorted = bags.to_vec();
    sorted.sort_unstable();
    sorted.chunks(2).any(|pair| pair[0] != pair[1])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{sorted, Outcomes, Play};

    /// A position: the bags left and the dishes, each sorted.
    type Position = (Vec<u64>, Vec<u64>);

    /// The rules: pour a bag onto a dish while bags are left, then Nim on
    /// the dishes.
    fn moves((bags, dishes): &Position) -> Vec<Position> {
        let mut out = Vec::new();
        if bags.is_empty() {
            for (i, &d) in dishes.iter().enumerate() {
                for to in 0..d {
                    let mut next = dishes.clone();
                    next[i] = to;
                    out.push((Vec::new(), sorted(next)));
                }
            }
            return out;
        }
        for (i, &b) in bags.iter().enumerate() {
            for j in 0..dishes.len() {
                let mut left = bags.clone();
                left.remove(i);
                let mut next = dishes.clone();
                next[j] += b;
                out.push((left, sorted(next)));
            }
        }
        out.sort();
        out.dedup();
        out
    }

    #[test]
    fn matches_the_game_played_out_on_every_small_multiset() {
        let mut search = Outcomes::new(Play::Normal, moves);
        let mut checked = 0;
        for (n, top) in [(1, 6), (2, 6), (3, 4), (4, 4), (5, 3), (6, 2)] {
            // Every non-decreasing `n`-tuple over `1..=top`.
            let mut bags = vec![1u64; n];
            loop {
                let taro = search.wins((bags.clone(), vec![0; n]));
                assert_eq!(first_player_wins(&bags), taro, "{bags:?}");
                checked += 1;
                match (0..n).rev().find(|&i| bags[i] < top) {
                    Some(i) => {
                        let v = bags[i] + 1;
                        bags[i..].iter_mut().for_each(|b| *b = v);
                    }
                    None => break,
                }
            }
        }
        assert!(checked > 100);
    }

    #[test]
    fn the_sample() {
        assert!(!first_player_wins(&[10]));
        assert!(first_player_wins(&[1, 2]));
        let bags = [
            476523737, 103976339, 266993, 706803678, 802362985, 892644371, 953855359, 196462821,
            817301757, 409460796, 773943961, 488763959, 405483423, 616934516, 710762957, 239829390,
            55474813, 818352359, 312280585, 185800870, 255245162,
        ];
        assert!(!first_player_wins(&bags));
        assert!(!first_player_wins(&[]));
    }
}

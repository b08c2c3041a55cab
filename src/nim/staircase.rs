//! Staircase Nim (AcWing 892): step `i` (`1..=n`) holds `a_i` stones; a move
//! takes at least one stone from a step `i >= 1` down to step `i - 1`, and
//! stones on the ground (step 0) stay there. The player who cannot move
//! loses.
//!
//! Only the odd steps matter: the player to move wins exactly when the XOR
//! of `a_1, a_3, a_5, ...` (the *odd-XOR*) is non-zero.
//!
//! - From odd-XOR `x != 0` there is a move to odd-XOR 0: as in Nim, some odd
//!   step holds `a` stones with `a ^ x < a`; move `a - (a ^ x)` of them down
//!   to the even step below.
//! - From odd-XOR 0, whatever the player to move does, the opponent can
//!   bring the odd-XOR back to 0. A move from an odd step changes one odd
//!   pile, and the opponent answers with the Nim move above. A move of `c`
//!   stones from an even step `i >= 2` onto the odd step `i - 1` is answered
//!   by moving those same `c` stones on to step `i - 2` (an even step, or
//!   the ground), which leaves every odd step as it was before.
//! - Every move takes stones down, so the game ends; its end, all stones on
//!   the ground, has odd-XOR 0. So the player who always faces odd-XOR 0 is
//!   the one left without a move.

pub mod tree;

use crate::GrundyValue;

/// Returns the Grundy value of the staircase: the XOR of the odd steps
/// `a_1, a_3, ...` (the *odd-XOR*); `steps[0]` is step 1.
///
/// It is the Grundy value, not only a win / lose test: the position plays
/// as Nim on the odd steps, since a move from an even step can be undone
/// (see the [module](self) docs), so it XORs with any other game's value.
///
/// # Complexity
/// O(number of steps).
///
/// # Example
/// ```
/// assert_eq!(cp_games::nim::staircase::grundy([2, 1, 3]), 2 ^ 3);
/// ```
pub fn grundy(steps: impl IntoIterator<Item = u64>) -> GrundyValue {
    // Filtering by position, not `step_by`, keeps one pass through the
    // steps' own `fold` (which `Input`'s values make fast).
    let odd = steps.into_iter().enumerate().filter(|&(i, _)| i % 2 == 0);
    super::nim_sum(odd.map(|(_, a)| a))
}

/// Returns whether the player to move wins staircase Nim; `steps[0]` is
/// step 1, the one next to the ground.
///
/// # Complexity
/// O(number of steps).
///
/// # Example
/// ```
/// use cp_games::nim::staircase::first_player_wins;
/// assert!(first_player_wins([2, 1, 3]));
/// assert!(!first_player_wins([4, 9, 4])); // 4 ^ 4 = 0; step 2 does not count
/// ```
pub fn first_player_wins(steps: impl IntoIterator<Item = u64>) -> bool {
    grundy(steps) != 0
}

/// A staircase move: stones from step `step` (1-based) to the step below
/// it, leaving `to` on step `step` (the position after the move, as
/// [`nim::Move`](super::Move) has it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StairMove {
    /// The step taken from, `1..=n`; always odd for a winning move.
    pub step: usize,
    /// How many stones step `step` keeps; fewer than it had, the rest
    /// going to the step below.
    pub to: u64,
}

/// Returns a move after which the odd steps have XOR 0, or `None` if the
/// position is lost; any `u64` counts.
///
/// It is [`nim::winning_move`](super::winning_move) on the odd steps: from
/// the first odd step that has the highest set bit of the odd-XOR `x`,
/// leaving it `a ^ x` stones.
///
/// # Complexity
/// O(number of steps) time and memory.
///
/// # Example
/// ```
/// use cp_games::nim::staircase::{winning_move, StairMove};
/// // odd steps 2 and 3: XOR 1; step 3 has 3 stones, keeps 3 ^ 1 = 2
/// assert_eq!(winning_move(&[2, 1, 3]), Some(StairMove { step: 3, to: 2 }));
/// assert_eq!(winning_move(&[4, 9, 4]), None);
/// ```
pub fn winning_move(steps: &[u64]) -> Option<StairMove> {
    // The Nim move on the odd steps, its pile `k` being step `2k + 1`.
    let odd: Vec<u64> = steps.iter().copied().step_by(2).collect();
    let super::Move { pile, to } = super::winning_move(&odd)?;
    Some(StairMove {
        step: 2 * pile + 1,
        to,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};

    /// Game-tree search over stone counts per step, no theory.
    fn search() -> Outcomes<Vec<u64>, impl FnMut(&Vec<u64>) -> Vec<Vec<u64>>> {
        Outcomes::new(Play::Normal, |steps: &Vec<u64>| {
            let mut out = Vec::new();
            for i in 0..steps.len() {
                for c in 1..=steps[i] {
                    let mut next = steps.clone();
                    next[i] -= c;
                    if i > 0 {
                        next[i - 1] += c;
                    }
                    out.push(next);
                }
            }
            out
        })
    }

    fn apply(steps: &[u64], mv: StairMove) -> Vec<u64> {
        let mut next = steps.to_vec();
        let moved = steps[mv.step - 1] - mv.to;
        next[mv.step - 1] = mv.to;
        if mv.step > 1 {
            next[mv.step - 2] += moved;
        }
        next
    }

    #[test]
    fn matches_game_tree_search_on_every_small_staircase() {
        let mut memo = search();
        for n in 0..=4u32 {
            let max = if n == 4 { 3 } else { 4 };
            for code in 0..(max + 1u64).pow(n) {
                let steps: Vec<u64> = (0..n)
                    .map(|i| code / (max + 1).pow(i) % (max + 1))
                    .collect();
                let wins = memo.wins(steps.to_vec());
                assert_eq!(first_player_wins(steps.iter().copied()), wins, "{steps:?}");
                match winning_move(&steps) {
                    None => assert!(!wins, "{steps:?}"),
                    Some(mv) => {
                        assert!(mv.to < steps[mv.step - 1]);
                        let next = apply(&steps, mv);
                        assert!(!memo.wins(next.to_vec()), "{steps:?} {mv:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn extremes() {
        assert!(!first_player_wins([]));
        assert!(!first_player_wins([0, 5]));
        assert_eq!(
            winning_move(&[u64::MAX]),
            Some(StairMove { step: 1, to: 0 })
        );
        assert_eq!(winning_move(&[u64::MAX, 0, u64::MAX]), None);
    }

    proptest::proptest! {
        #[test]
        fn winning_move_zeroes_the_odd_steps(steps in proptest::collection::vec(proptest::num::u64::ANY, 0..20)) {
            match winning_move(&steps) {
                None => proptest::prop_assert_eq!(grundy(steps.iter().copied()), 0),
                Some(mv) => {
                    proptest::prop_assert!(mv.step % 2 == 1 && mv.to < steps[mv.step - 1]);
                    let mut odd = steps.clone();
                    odd[mv.step - 1] = mv.to;
                    proptest::prop_assert_eq!(grundy(odd), 0);
                }
            }
        }
    }
}

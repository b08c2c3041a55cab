//! Codeforces 786A, Berzerk: `n` objects on a circle, object 1 a black
//! hole, and a monster on another object. Rick and Morty each have a set of
//! steps; they alternate, each moving the monster clockwise by one of his
//! own steps, and whoever moves it into the black hole wins. For every
//! start and either first player: does the first player win, lose, or does
//! the game loop for ever?
//!
//! **The positions.** The two players have different moves, so a position
//! is the monster's object together with the player to move: `2n` of them.
//! From (object `o`, player `p`) with `o` not the hole, `p` moves to
//! (`o + x mod n`, the other player) for each of `p`'s steps `x`. A position
//! with the monster in the hole has no move: the player to move there has
//! lost, since the other just won. That is a token game on the positions,
//! and [retrograde analysis](super::retrograde) labels it (proof there); a
//! player who cannot force a win prefers an endless game to a loss, which
//! is how an unlabelled position (a draw) is played.
//!
//! **Backwards, without storing the moves.** The moves into (`q`, `w`) come
//! from (`q - x mod n`, the other player) for each step `x` of the other
//! player, leaving out the hole; [`Berzerk`] lists them from the step sets,
//! so the `n (k1 + k2)` moves (10^8 at the limits) are never stored.
//!
//! O(n (k1 + k2)) time, O(n + k1 + k2) memory.

use super::retrograde::{Moves, Retrograde};
use crate::Outcome;

/// The Berzerk game on `n` objects (0 is the hole; the statement's object
/// `i` is `i - 1`) with each player's steps.
#[derive(Debug, Clone)]
pub struct Berzerk {
    n: usize,
    steps: [Vec<usize>; 2],
}

impl Berzerk {
    /// The game with `steps[0]` Rick's steps and `steps[1]` Morty's.
    ///
    /// # Panics
    /// If `n < 2`, or a step is not in `1..n`.
    pub fn new(n: usize, steps: [Vec<usize>; 2]) -> Self {
        assert!(n >= 2, "Berzerk: at least two objects");
        for s in steps.iter().flatten() {
            assert!(
                (1..n).contains(s),
                "Berzerk: a step of {} on {} objects",
                s,
                n
            );
        }
        Berzerk { n, steps }
    }

    /// The outcome for the first player, for the monster on each object
    /// `1..n` (0-based) and `first` moving first (0 Rick, 1 Morty).
    ///
    /// # Complexity
    /// O(n (k1 + k2)) time, with no recursion; O(n) memory.
    ///
    /// # Example
    /// The first official sample: 5 objects, Rick's steps {3, 2}, Morty's
    /// {1, 2, 3}.
    /// ```
    /// use cp_games::sg::graph::berzerk::Berzerk;
    /// use cp_games::Outcome::*;
    /// let game = Berzerk::new(5, [vec![3, 2], vec![1, 2, 3]]);
    /// assert_eq!(game.outcomes(), [vec![Lose, Win, Win, Draw], vec![Draw, Win, Win, Win]]);
    /// ```
    pub fn outcomes(&self) -> [Vec<Outcome>; 2] {
        let all = Retrograde::new().outcomes(self, &[]);
        let line = |first: usize| (1..self.n).map(|o| all[2 * o + first]).collect();
        [line(0), line(1)]
    }
}

/// Position `2 o + p`: the monster on object `o`, player `p` to move.
impl Moves for Berzerk {
    fn positions(&self) -> usize {
        2 * self.n
    }

    #[inline]
    fn moves_from(&self, p: usize) -> usize {
        if p / 2 == 0 {
            0
        } else {
            self.steps[p % 2].len()
        }
    }

    #[inline]
    fn for_each_move_into(&self, p: usize, mut f: impl FnMut(usize)) {
        let (q, mover) = (p / 2, 1 - p % 2);
        for &x in &self.steps[mover] {
            let from = if q >= x { q - x } else { q + self.n - x };
            if from != 0 {
                f(2 * from + mover);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::outcomes_within;
    use crate::sg::graph::tests::Tally;

    /// The game played by its rules: (object, player to move); a step moves
    /// the monster clockwise, and with the monster in the hole the game is
    /// over (the player to move lost).
    fn played(n: usize, steps: &[Vec<usize>; 2]) -> [Vec<Outcome>; 2] {
        let moves = |&(o, p): &(usize, usize)| -> Vec<(usize, usize)> {
            if o == 0 {
                return Vec::new();
            }
            steps[p].iter().map(|&x| ((o + x) % n, 1 - p)).collect()
        };
        let starts: Vec<(usize, usize)> = (1..n).flat_map(|o| [(o, 0), (o, 1)]).collect();
        let plies = 2 * n + 1;
        let o = outcomes_within(starts.clone(), moves, plies);
        assert_eq!(
            o,
            outcomes_within(starts, moves, 2 * plies),
            "{n} {steps:?}"
        );
        let line = |p: usize| (1..n).map(|obj| o[&(obj, p)]).collect();
        [line(0), line(1)]
    }

    /// Every nonempty subset of `1..n`.
    fn subsets(n: usize) -> Vec<Vec<usize>> {
        (1..1usize << (n - 1))
            .map(|m| (1..n).filter(|&s| m >> (s - 1) & 1 == 1).collect())
            .collect()
    }

    /// Checks the analysis of `steps` against the played game, and returns
    /// its outcomes.
    fn check(n: usize, steps: [Vec<usize>; 2]) -> impl Iterator<Item = Outcome> {
        let fast = Berzerk::new(n, steps.clone()).outcomes();
        assert_eq!(fast, played(n, &steps), "{n} {steps:?}");
        fast.into_iter().flatten()
    }

    #[test]
    fn every_pair_of_step_sets_up_to_six_objects() {
        let mut seen = Tally::default();
        for n in 2..=6 {
            for rick in subsets(n) {
                for morty in subsets(n) {
                    seen.add(check(n, [rick.clone(), morty]));
                }
            }
        }
        seen.assert_each_over(1000);
    }

    #[test]
    fn random_step_sets_match_the_played_game() {
        Tally::of_random_rounds(786, 300, |rng| {
            let n = 2 + rng.below(40);
            let mut pick = || {
                let k = 1 + rng.below((n - 1).min(4));
                let mut s: Vec<usize> = (1..n).collect();
                rng.shuffle(&mut s);
                s.truncate(k);
                s
            };
            check(n, [pick(), pick()])
        })
        .assert_each_over(300);
    }

    #[test]
    fn the_second_official_sample() {
        use Outcome::*;
        let game = Berzerk::new(8, [vec![6, 2, 3, 4], vec![3, 6]]);
        assert_eq!(
            game.outcomes(),
            [vec![Win; 7], vec![Lose, Win, Lose, Lose, Win, Lose, Lose]]
        );
    }
}

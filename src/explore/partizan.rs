//! Memoized win / lose of a finite partizan game given only its moves:
//! Left's and Right's moves differ, so a position is searched with the
//! player to move. The brute force partizan solvers are checked against;
//! it knows no theory (no values, no canonical forms), only the rules.

use std::hash::Hash;

use super::search::{Memo, Play};

use crate::{Class, Outcome, Side};

/// Memoized outcomes of a finite partizan game under normal play (the
/// player to move with no move loses).
///
/// `moves(position, side)` lists the positions `side` can move to. The
/// game must be finite (no position reachable from itself, else a panic).
/// It is [`Outcomes`](super::Outcomes)'s search over the pairs (position,
/// player to move), each move handing the turn to the other player.
///
/// # Example
/// A Blue–Red Hackenbush string as its count of edges of each colour
/// left: one blue and one red edge on separate stalks is 1 - 1 = 0, a win
/// for the second player.
/// ```
/// use cp_games::explore::Partizan;
/// use cp_games::Side;
/// let mut g = Partizan::new(|&(b, r): &(u32, u32), side: Side| match side {
///     Side::Left => (0..b).map(|_| (b - 1, r)).collect::<Vec<_>>(),
///     Side::Right => (0..r).map(|_| (b, r - 1)).collect(),
/// });
/// assert!(!g.wins((1, 1), Side::Left) && !g.wins((1, 1), Side::Right));
/// assert_eq!(g.outcome((2, 1)), cp_games::Class::Left); // 2 - 1 = 1 > 0
/// ```
pub struct Partizan<S, F> {
    moves: F,
    memo: Memo<(S, Side)>,
}

impl<S, F, I> Partizan<S, F>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S, Side) -> I,
    I: IntoIterator<Item = S>,
{
    /// An empty memo for the game whose moves are `moves`.
    pub fn new(moves: F) -> Self {
        Partizan {
            moves,
            memo: Memo::new(),
        }
    }

    /// Whether `mover`, to move from `position`, wins with best play.
    ///
    /// # Complexity
    /// Each (position, mover) pair is expanded at most once, calling
    /// `moves` once: O(positions + moves) hash-map operations, stopping at
    /// a position's first winning move. No recursion.
    ///
    /// # Panics
    /// If a position can be reached from itself.
    pub fn wins(&mut self, position: S, mover: Side) -> bool {
        let moves = &mut self.moves;
        let mut turns = |(p, side): &(S, Side)| -> Vec<(S, Side)> {
            let other = side.other();
            moves(p, *side).into_iter().map(|q| (q, other)).collect()
        };
        self.memo.wins(Play::Normal, &mut turns, (position, mover))
    }

    /// The outcome class of `position`, from who wins when each player
    /// moves first.
    ///
    /// # Complexity
    /// Two calls of [`wins`](Self::wins).
    pub fn outcome(&mut self, position: S) -> Class {
        let left_first = Outcome::from_wins(self.wins(position.clone(), Side::Left));
        let right_first = Outcome::from_wins(self.wins(position, Side::Right));
        Class::from_outcomes(left_first, right_first)
    }

    /// How many (position, mover) pairs are memoized. O(pairs seen).
    pub fn positions(&self) -> usize {
        self.memo.len()
    }
}

//! Retrograde analysis with the length of the game: win, lose or draw for
//! the player to move, how many plies the game lasts when both play well,
//! and a best move, for every position at once ([`Retrograde::solve`]).
//!
//! **The rule of play** (the "depth to mate" of endgame tables). A player
//! who can force a win wins as fast as they can; a player who cannot
//! avoid losing loses as late as they can; a player who can neither win
//! nor be forced to lose keeps the game going forever (a draw). The
//! *length* of a won or lost position is the number of plies (moves of
//! either player) until the game ends under that play: 0 for a position
//! that is over (no move, or one of the caller's `ends`), 1 for a position
//! with a move that wins at once ([`Moves::wins_at_once`], as a capture),
//! else `1 + min` of the lengths of its lost options when it is won, and
//! `1 + max` of the lengths of its options (all won) when it is lost.
//!
//! **The algorithm.** [`Retrograde`]'s queue, taken first in, first out:
//! the positions over at once enter it with length 0, then those won at
//! once with length 1; a position taken from it with length `d` labels
//! its unlabelled predecessors with length `d + 1` (won, if it is lost; or
//! lost, if it is won and was the predecessor's last open move). Every
//! label is `d + 1` for the `d` being taken, so the queue holds lengths in
//! non-decreasing order. A won position is labelled by the first lost
//! option taken, the one of least length; a lost position by the last of
//! its options taken, the one of greatest length. So the lengths obey the
//! rule above, and the option that gave each label is a best move.
//!
//! *Why this is right.* By induction on `d`: a position is won (lost)
//! within `d` plies — the player to move (the opponent) can force the end
//! within `d` plies — iff it is labelled won (lost) with a length `<= d`.
//! For `d = 0, 1` this is the seeding; a position won within `d + 1` has
//! an option lost within `d`, labelled so before every label of length
//! `d + 1` is given, which labels the position with at most `d + 1`; a
//! position lost within `d + 1` has options all won within `d`, labelled
//! with lengths `<= d`, and the last of them labels it lost with at most
//! `d + 1`. Conversely each label comes with the strategy of its best
//! move. Positions never labelled are draws, as in [`Retrograde`]'s proof,
//! and a draw's best move is an option that is a draw (one exists: an
//! unlabelled position has an unlabelled option and no lost one).
//!
//! Each move is looked at a constant number of times: O(P + M) for `P`
//! positions and `M` moves.

use super::{Moves, Retrograde, Reversed};
use crate::sg::graph::Digraph;
use crate::Outcome;

/// What [`Retrograde::run`] tells as it labels.
pub(super) trait Record {
    /// The queue is seeded; `ends` are lost.
    fn seeded<G: Moves>(&mut self, game: &G, ends: &[usize]);
    /// `u` is labelled because of `by`, just taken from the queue.
    fn labelled(&mut self, u: usize, by: usize);
}

/// Records nothing: the plain analysis.
pub(super) struct Plain;

impl Record for Plain {
    #[inline(always)]
    fn seeded<G: Moves>(&mut self, _: &G, _: &[usize]) {}
    #[inline(always)]
    fn labelled(&mut self, _: usize, _: usize) {}
}

/// `best` of a position with no best move.
const NONE: u32 = u32::MAX;
/// `best` of a position won by a move that wins at once.
const AT_ONCE: u32 = u32::MAX - 1;

/// Records each position's length and the option that labelled it.
struct Lengths {
    plies: Vec<u32>,
    best: Vec<u32>,
}

impl Record for Lengths {
    fn seeded<G: Moves>(&mut self, game: &G, ends: &[usize]) {
        let n = game.positions();
        self.plies = vec![0; n];
        self.best = vec![NONE; n];
        for p in 0..n {
            if game.wins_at_once(p) {
                self.plies[p] = 1;
                self.best[p] = AT_ONCE;
            }
        }
        for &p in ends {
            self.plies[p] = 0;
            self.best[p] = NONE;
        }
    }
    #[inline(always)]
    fn labelled(&mut self, u: usize, by: usize) {
        self.plies[u] = self.plies[by] + 1;
        self.best[u] = by as u32;
    }
}

/// A best move of [`Solved::best_move`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Best {
    /// The move to this position (the position after the move).
    To(usize),
    /// A move that wins at once ([`Moves::wins_at_once`]).
    AtOnce,
}

/// Every position's outcome, length and best move, from
/// [`Retrograde::solve`] (see the [module](self) for the rule of play).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    outcomes: Vec<Outcome>,
    plies: Vec<u32>,
    best: Vec<u32>,
}

impl Solved {
    /// The number of positions. O(1).
    pub fn positions(&self) -> usize {
        self.outcomes.len()
    }

    /// Every position's outcome for the player to move. O(1).
    pub fn outcomes(&self) -> &[Outcome] {
        &self.outcomes
    }

    /// The outcome of `p` for the player to move. O(1).
    ///
    /// # Panics
    /// If `p` is not a position.
    pub fn outcome(&self, p: usize) -> Outcome {
        self.outcomes[p]
    }

    /// The length of the game from `p` in plies, the winner hurrying and
    /// the loser stalling; `None` for a draw. O(1).
    ///
    /// # Panics
    /// If `p` is not a position.
    pub fn plies(&self, p: usize) -> Option<u32> {
        match self.outcomes[p] {
            Outcome::Draw => None,
            _ => Some(self.plies[p]),
        }
    }

    /// A best move from `p`: for a won position the fastest win (to a lost
    /// position one ply shorter, or [`Best::AtOnce`]), for a lost one the
    /// slowest loss (to a won position one ply shorter), for a draw a move
    /// to a draw. `None` when the game is over at `p`. O(1).
    ///
    /// # Panics
    /// If `p` is not a position.
    pub fn best_move(&self, p: usize) -> Option<Best> {
        match self.best[p] {
            NONE => None,
            AT_ONCE => Some(Best::AtOnce),
            to => Some(Best::To(to as usize)),
        }
    }

    /// The [`best_move`](Self::best_move) from `p` if `p` is won, else
    /// `None`. O(1).
    ///
    /// # Panics
    /// If `p` is not a position.
    pub fn winning_move(&self, p: usize) -> Option<Best> {
        match self.outcomes[p] {
            Outcome::Win => self.best_move(p),
            _ => None,
        }
    }
}

impl Retrograde {
    /// Every position's outcome, length in plies and best move (see the
    /// [module](self)), with the positions of `ends` over (lost for the
    /// player to move, their moves ignored) besides those with no move.
    ///
    /// # Panics
    /// If a position of `ends` is not a position, if the game has
    /// `u32::MAX - 2` positions or more, or if a position has `u32::MAX - 2`
    /// moves or more.
    ///
    /// # Complexity
    /// O(P + M) time, plus [`Moves`]' own cost; O(P) memory.
    ///
    /// # Example
    /// A token on `0 -> 1 -> 2 -> 0`, `1 -> 3` and `3 -> 3`; at 2 a move
    /// wins at once. 2 is won in 1, so 1 would rather go to 3, where the
    /// token loops forever: 3, 1 and 0 are draws.
    /// ```
    /// use cp_games::sg::graph::retrograde::{Best, Numbered, Retrograde};
    /// use cp_games::Outcome::*;
    /// let game = Numbered::new(4, |p, to| {
    ///     to.extend_from_slice(&[&[1][..], &[2, 3], &[0], &[3]][p]);
    ///     p == 2
    /// });
    /// let s = Retrograde::new().solve(&game, &[]);
    /// assert_eq!(s.outcomes(), [Draw, Draw, Win, Draw]);
    /// assert_eq!((s.plies(2), s.best_move(2)), (Some(1), Some(Best::AtOnce)));
    /// assert_eq!(s.best_move(1), Some(Best::To(3)));
    /// // Without the loop at 3, 3 is lost, 1 wins in 1 and 0 loses in 2.
    /// let game = Numbered::new(4, |p, to| {
    ///     to.extend_from_slice(&[&[1][..], &[2, 3], &[0], &[]][p]);
    ///     p == 2
    /// });
    /// let s = Retrograde::new().solve(&game, &[]);
    /// assert_eq!(s.outcomes(), [Lose, Win, Win, Lose]);
    /// assert_eq!((s.plies(0), s.best_move(0)), (Some(2), Some(Best::To(1))));
    /// assert_eq!((s.plies(3), s.best_move(3)), (Some(0), None));
    /// ```
    pub fn solve<G: Moves>(&mut self, game: &G, ends: &[usize]) -> Solved {
        let n = game.positions();
        assert!(
            n < AT_ONCE as usize - 1,
            "Retrograde::solve: {} positions do not fit in u32",
            n
        );
        let mut record = Lengths {
            plies: Vec::new(),
            best: Vec::new(),
        };
        self.start(game, ends, None, &mut record);
        let outcomes = self.last_outcomes();
        let Lengths { plies, mut best } = record;
        // A draw's best move: an option that is a draw.
        for v in 0..n {
            if outcomes[v] == Outcome::Draw {
                game.for_each_move_into(v, |u| {
                    if outcomes[u] == Outcome::Draw && best[u] == NONE {
                        best[u] = v as u32;
                    }
                });
            }
        }
        Solved {
            outcomes,
            plies,
            best,
        }
    }
}

/// A game on positions `0..P` given by its moves forwards, made ready for
/// [`Retrograde`]: each position's options, and whether it has a move that
/// wins at once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Numbered {
    backwards: Reversed,
    at_once: Vec<bool>,
}

impl Numbered {
    /// The game whose position `p` has the options `moves(p, to)` pushes on
    /// `to` (given empty), and a move that wins at once iff `moves` returns
    /// `true`. `moves` is called once per position, in order.
    ///
    /// # Panics
    /// If an option is not below `positions`, or if there are
    /// `u32::MAX - 2` positions or moves or more.
    ///
    /// # Complexity
    /// O(P + M) time and memory, plus `moves`' own cost.
    pub fn new(positions: usize, mut moves: impl FnMut(usize, &mut Vec<usize>) -> bool) -> Self {
        assert!(
            positions < AT_ONCE as usize - 1,
            "Numbered::new: {} positions do not fit in u32",
            positions
        );
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let mut at_once = Vec::with_capacity(positions);
        let mut to = Vec::new();
        for p in 0..positions {
            to.clear();
            at_once.push(moves(p, &mut to));
            edges.extend(to.iter().map(|&q| (p as u32, q as u32)));
            if let Some(&q) = to.iter().find(|&&q| q >= positions) {
                panic!("Numbered::new: a move from {} to {} of {}", p, q, positions);
            }
        }
        Numbered {
            backwards: Reversed::new(positions, &edges),
            at_once,
        }
    }

    /// The token game on `graph`: a position is a vertex, a move follows
    /// an edge (none wins at once).
    ///
    /// # Panics
    /// As [`new`](Self::new).
    ///
    /// # Complexity
    /// O(V + E) time and memory.
    pub fn from_digraph(graph: &Digraph) -> Self {
        Self::new(graph.vertices(), |v, to| {
            to.extend_from_slice(graph.successors(v));
            false
        })
    }
}

impl Moves for Numbered {
    fn positions(&self) -> usize {
        self.at_once.len()
    }
    #[inline]
    fn moves_from(&self, p: usize) -> usize {
        self.backwards.moves_from(p)
    }
    #[inline]
    fn for_each_move_into(&self, p: usize, f: impl FnMut(usize)) {
        self.backwards.for_each_move_into(p, f)
    }
    #[inline]
    fn prefetch_into(&self, p: usize) {
        self.backwards.prefetch_into(p)
    }
    #[inline]
    fn prefetch_row(&self, p: usize) {
        self.backwards.prefetch_row(p)
    }
    #[inline]
    fn wins_at_once(&self, p: usize) -> bool {
        self.at_once[p]
    }
}

#[cfg(test)]
mod tests;

//! Two pieces chase each other on a board (Luogu P4576, CQOI2013 棋盘游戏):
//! who catches whom, and how fast, with both playing well.
//!
//! **The rules.** An `n x n` board holds a white and a black piece on
//! different cells. The players alternate, white (Left, the first player)
//! first; a move takes the mover's own piece `1..=reach` cells up, down,
//! left or right in a straight line, staying on the board (white's reach
//! is 1 and black's 2 in the judge's game; a longer move may pass over the
//! other piece). A player who moves onto the other piece's cell wins at
//! once. A player who can win wins as fast as possible, one who must lose
//! loses as late as possible; a game neither can win is a draw.
//!
//! **The method.** A position is (white's cell, black's cell, the player to
//! move), numbered `((w * n^2 + b) * 2 + s)`, `2 n^4` of them (those with
//! both pieces on one cell are never reached and have no move). A capture
//! is a move that wins at once ([`Moves::wins_at_once`]); every other move
//! leads to a position. [`Retrograde::solve`] then gives each position its
//! outcome, the game's length in plies under the rule of play above, and a
//! best move, by retrograde analysis with lengths (see
//! [`retrograde`](super::retrograde) for the proof). No depth limit is
//! guessed: a position no analysis labels is a draw.
//!
//! (Checked by a depth-limited search of the rules in the tests, not used:
//! with reaches 1 and 2, no start on a board up to 6 x 6 is a draw.)
//!
//! [`Moves::wins_at_once`]: super::retrograde::Moves::wins_at_once

use super::retrograde::{Best, Numbered, Retrograde, Solved};
use crate::{Outcome, Side};

/// A cell `(row, column)`, 0-based.
pub type Cell = (usize, usize);

/// The largest board side [`Chase::new`] takes (the judge's is 20).
pub const MAX_SIDE: usize = 100;

/// Every position of the chase on one board, solved.
///
/// # Example
/// The judge's sample: on a 2 x 2 board white at (1, 1) and black at
/// (2, 2) (1-based); white moves next to black, black captures: black
/// wins in 2 plies.
/// ```
/// use cp_games::sg::graph::chase::Chase;
/// use cp_games::{Outcome, Side};
/// let game = Chase::new(2, [1, 2]);
/// let start = ((0, 0), (1, 1), Side::Left);
/// assert_eq!(game.outcome(start.0, start.1, start.2), Outcome::Lose);
/// assert_eq!(game.plies(start.0, start.1, start.2), Some(2));
/// ```
#[derive(Debug, Clone)]
pub struct Chase {
    n: usize,
    solved: Solved,
}

impl Chase {
    /// Solves the chase on an `n x n` board where white's moves go up to
    /// `reach[0]` cells and black's up to `reach[1]`.
    ///
    /// # Panics
    /// If `n` is 0 or above [`MAX_SIDE`], or a reach is 0.
    ///
    /// # Complexity
    /// O(n^4 (`reach[0] + reach[1]`)) time and memory: `2 n^4` positions,
    /// each with at most `4 reach` moves.
    pub fn new(n: usize, reach: [usize; 2]) -> Chase {
        assert!(
            (1..=MAX_SIDE).contains(&n),
            "Chase::new: a board of side {}",
            n
        );
        assert!(reach[0] > 0 && reach[1] > 0, "Chase::new: a reach of 0");
        let cells = n * n;
        let game = Numbered::new(2 * cells * cells, |p, to| {
            let (side, pair) = (p & 1, p >> 1);
            let (white, black) = (pair / cells, pair % cells);
            if white == black {
                return false;
            }
            let (mover, other) = if side == 0 {
                (white, black)
            } else {
                (black, white)
            };
            let (row, col) = ((mover / n) as isize, (mover % n) as isize);
            let mut captures = false;
            for (dr, dc) in [(-1isize, 0isize), (1, 0), (0, -1), (0, 1)] {
                for step in 1..=reach[side] as isize {
                    let (r, c) = (row + dr * step, col + dc * step);
                    if r < 0 || c < 0 || r >= n as isize || c >= n as isize {
                        break;
                    }
                    let cell = r as usize * n + c as usize;
                    if cell == other {
                        captures = true;
                    } else if side == 0 {
                        to.push((cell * cells + black) * 2 + 1);
                    } else {
                        to.push((white * cells + cell) * 2);
                    }
                }
            }
            captures
        });
        Chase {
            n,
            solved: Retrograde::new().solve(&game, &[]),
        }
    }

    /// The side of the board. O(1).
    pub fn side(&self) -> usize {
        self.n
    }

    /// The number of the position with white on `white`, black on `black`
    /// and `to_move` to move, as [`solved`](Self::solved) numbers it. O(1).
    ///
    /// # Panics
    /// If a cell is off the board or the two cells are equal.
    pub fn position(&self, white: Cell, black: Cell, to_move: Side) -> usize {
        let n = self.n;
        assert!(
            white.0 < n && white.1 < n && black.0 < n && black.1 < n && white != black,
            "Chase: cells {:?} and {:?} on a board of side {}",
            white,
            black,
            n
        );
        let (w, b) = (white.0 * n + white.1, black.0 * n + black.1);
        (w * n * n + b) * 2 + usize::from(to_move == Side::Right)
    }

    /// The outcome for the player to move. O(1).
    ///
    /// # Panics
    /// As [`position`](Self::position).
    pub fn outcome(&self, white: Cell, black: Cell, to_move: Side) -> Outcome {
        self.solved.outcome(self.position(white, black, to_move))
    }

    /// The number of plies until the capture with both playing well, the
    /// capture included; `None` for a draw. O(1).
    ///
    /// # Panics
    /// As [`position`](Self::position).
    pub fn plies(&self, white: Cell, black: Cell, to_move: Side) -> Option<u32> {
        self.solved.plies(self.position(white, black, to_move))
    }

    /// A best move of the player to move: `None` for a capture, else the
    /// cells `(white, black)` after the move (the fastest win, the slowest
    /// loss, or a move keeping the draw). O(1).
    ///
    /// # Panics
    /// As [`position`](Self::position).
    pub fn best_move(&self, white: Cell, black: Cell, to_move: Side) -> Option<(Cell, Cell)> {
        let n = self.n;
        match self.solved.best_move(self.position(white, black, to_move)) {
            Some(Best::To(p)) => {
                let (w, b) = ((p >> 1) / (n * n), (p >> 1) % (n * n));
                Some(((w / n, w % n), (b / n, b % n)))
            }
            _ => None,
        }
    }

    /// The analysis of every position (numbered by
    /// [`position`](Self::position)). O(1).
    pub fn solved(&self) -> &Solved {
        &self.solved
    }
}

#[cfg(test)]
mod tests;

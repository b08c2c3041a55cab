//! Luogu P1971 (NOI 2011), 兔兔与蛋蛋游戏 (Tutu and Dandan): pieces sliding
//! into the one empty cell of a board, judged move by move.
//!
//! **Rules.** Every cell of an `n × m` board but one holds a white (`O`)
//! or a black (`X`) piece; the other is empty (`.`). Tutu moves first, then
//! they alternate: Tutu slides a white piece side-adjacent to the empty
//! cell into it, Dandan a black one. The player who cannot move loses.
//!
//! **The hole is a token on a bipartite graph.** Colour the board like a
//! chessboard and let `p` be the colour of the starting hole. Tutu always
//! moves the hole onto a cell of the other colour holding `O`, Dandan onto
//! a cell of colour `p` holding `X` (so the hole is on colour `p` whenever
//! Tutu is to move). A cell the hole leaves receives the piece that just
//! moved into it, of the wrong kind for the hole ever to come back: a cell
//! of colour `p` is left on Tutu's move and receives an `O`, but the hole
//! enters cells of colour `p` only on Dandan's moves, which need an `X`;
//! a cell of the other colour receives an `X`, and is entered only on
//! Tutu's moves, which need an `O`. So the hole never revisits a cell, and
//! the `O` cells of colour `p` and the `X` cells of the other colour are
//! walls for the whole game. The game is the token game of the [parent
//! module](super) on the graph whose vertices are the starting cell, the
//! `O` cells of the other colour and the `X` cells of colour `p`, with
//! side-adjacent cells joined — bipartite by the chessboard colours.
//!
//! Tutu's move is a *mistake* when before it Tutu could force a win and
//! after it Dandan can: [`MatchingGame::leave`] answers both as the hole
//! moves on, one augmenting-path search per move.
//!
//! **Complexity.** O(nm √(nm)) for the first matching, then O(nm) per move.

use super::MatchingGame;
use crate::Outcome;
use std::fmt;

/// A board of `X`, `O` and exactly one `.`, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
    hole: usize,
}

/// Why [`Board::new`] refused a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardError {
    /// The cells are not `rows × cols` of them.
    Size {
        /// How many cells were given.
        cells: usize,
        /// `rows × cols`.
        expected: usize,
    },
    /// A cell other than `X`, `O` and `.`, at this index (row-major).
    Cell(usize),
    /// Not exactly one empty cell: this many.
    Holes(usize),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BoardError::Size { cells, expected } => {
                write!(f, "the board has {cells} cells, expected {expected}")
            }
            BoardError::Cell(i) => write!(f, "cell {} is not `X`, `O` or `.`", i + 1),
            BoardError::Holes(h) => {
                write!(f, "the board has {h} empty cells (`.`), expected exactly 1")
            }
        }
    }
}

impl std::error::Error for BoardError {}

/// Why a record of moves was refused. Moves are numbered from 1 in the
/// order played (Tutu's are the odd ones); cells are shown 1-based as
/// `(row, column)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordError {
    /// Move `step` names a cell off the board.
    OffBoard {
        /// The move's number.
        step: usize,
        /// The cell named (0-based).
        cell: (usize, usize),
    },
    /// Move `step` names a cell not side-adjacent to the empty cell.
    NotAdjacent {
        /// The move's number.
        step: usize,
        /// The cell named (0-based).
        cell: (usize, usize),
        /// The empty cell (0-based).
        hole: (usize, usize),
    },
    /// Move `step` names a cell without the mover's piece (`O` for Tutu,
    /// `X` for Dandan).
    WrongPiece {
        /// The move's number.
        step: usize,
        /// The cell named (0-based).
        cell: (usize, usize),
        /// What the cell holds.
        found: u8,
    },
    /// The record does not end with Tutu to move and unable to: Dandan has
    /// not won.
    NotWonByDandan,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cell = |(r, c): (usize, usize)| format!("({}, {})", r + 1, c + 1);
        match *self {
            RecordError::OffBoard { step, cell: at } => {
                write!(f, "move {step}: the cell {} is off the board", cell(at))
            }
            RecordError::NotAdjacent {
                step,
                cell: at,
                hole,
            } => write!(
                f,
                "move {step}: the cell {} is not side-adjacent to the empty cell {}",
                cell(at),
                cell(hole)
            ),
            RecordError::WrongPiece {
                step,
                cell: at,
                found,
            } => {
                let (mover, piece) = if step % 2 == 1 {
                    ("Tutu", 'O')
                } else {
                    ("Dandan", 'X')
                };
                write!(
                    f,
                    "move {step}: {mover} moves `{piece}` pieces, but the cell {} holds `{}`",
                    cell(at),
                    char::from(found)
                )
            }
            RecordError::NotWonByDandan => f.write_str(
                "the record does not end with Tutu to move and no move left: Dandan has not won",
            ),
        }
    }
}

impl std::error::Error for RecordError {}

impl Board {
    /// A board of `rows × cols` cells, row by row.
    ///
    /// # Errors
    /// [`BoardError`] unless there are `rows × cols` cells, each `X`, `O`
    /// or `.`, with exactly one `.`.
    ///
    /// # Complexity
    /// O(`rows × cols`).
    pub fn new(rows: usize, cols: usize, cells: Vec<u8>) -> Result<Board, BoardError> {
        let expected = rows.saturating_mul(cols);
        if cells.len() != expected {
            return Err(BoardError::Size {
                cells: cells.len(),
                expected,
            });
        }
        if let Some(i) = cells.iter().position(|&c| !b"XO.".contains(&c)) {
            return Err(BoardError::Cell(i));
        }
        let holes = cells.iter().filter(|&&c| c == b'.').count();
        if holes != 1 {
            return Err(BoardError::Holes(holes));
        }
        let hole = cells.iter().position(|&c| c == b'.').unwrap_or(0);
        Ok(Board {
            rows,
            cols,
            cells,
            hole,
        })
    }

    /// Returns, for each move of the record (cells 0-based `(row,
    /// column)`, Tutu's moves first and then alternately), the outcome for
    /// the player about to make it: `Win` iff that player could force a
    /// win from there.
    ///
    /// # Errors
    /// [`RecordError`] at the first illegal move (never
    /// [`RecordError::NotWonByDandan`]).
    ///
    /// # Complexity
    /// O(nm √(nm) + moves × nm).
    pub fn replay(&self, moves: &[(usize, usize)]) -> Result<Vec<Outcome>, RecordError> {
        self.play(moves).map(|(outcomes, _)| outcomes)
    }

    /// [`replay`](Self::replay), returning the board after the moves too.
    fn play(&self, moves: &[(usize, usize)]) -> Result<(Vec<Outcome>, Board), RecordError> {
        let (rows, cols) = (self.rows, self.cols);
        let p = self.colour(self.hole);
        // The graph's vertices: the starting hole, and the cells the hole
        // may enter (`O` off colour `p`, `X` on it).
        let vertex = |i: usize| {
            i == self.hole
                || match self.cells[i] {
                    b'O' => self.colour(i) != p,
                    b'X' => self.colour(i) == p,
                    _ => false,
                }
        };
        let mut edges = Vec::new();
        for i in 0..rows * cols {
            if !vertex(i) {
                continue;
            }
            if i % cols + 1 < cols && vertex(i + 1) {
                edges.push((i, i + 1));
            }
            if i + cols < rows * cols && vertex(i + cols) {
                edges.push((i, i + cols));
            }
        }
        let mut game = MatchingGame::new(rows * cols, &edges)
            .expect("side-adjacent cells differ in colour, so the graph is bipartite");
        let mut cells = self.cells.clone();
        let mut hole = self.hole;
        let mut outcomes = Vec::with_capacity(moves.len());
        for (j, &(r, c)) in moves.iter().enumerate() {
            let step = j + 1;
            if r >= rows || c >= cols {
                return Err(RecordError::OffBoard { step, cell: (r, c) });
            }
            let (hr, hc) = (hole / cols, hole % cols);
            if r.max(hr) - r.min(hr) + c.max(hc) - c.min(hc) != 1 {
                return Err(RecordError::NotAdjacent {
                    step,
                    cell: (r, c),
                    hole: (hr, hc),
                });
            }
            let at = r * cols + c;
            let piece = if j % 2 == 0 { b'O' } else { b'X' };
            if cells[at] != piece {
                return Err(RecordError::WrongPiece {
                    step,
                    cell: (r, c),
                    found: cells[at],
                });
            }
            outcomes.push(game.leave(hole));
            debug_assert!(
                vertex(at) && !game.is_deleted(at),
                "the hole left the graph"
            );
            cells[hole] = piece;
            cells[at] = b'.';
            hole = at;
        }
        let after = Board {
            rows,
            cols,
            cells,
            hole,
        };
        Ok((outcomes, after))
    }

    /// Returns Tutu's mistakes in a whole game that Dandan won, as the
    /// numbers of Tutu's moves (1 for his first): the moves before which
    /// Tutu could force a win and after which Dandan can. The record is
    /// as for [`replay`](Self::replay).
    ///
    /// # Errors
    /// [`RecordError`] at the first illegal move, or
    /// [`RecordError::NotWonByDandan`] unless the record has as many moves
    /// of Dandan's as of Tutu's and leaves Tutu no move.
    ///
    /// # Complexity
    /// O(nm √(nm) + moves × nm).
    ///
    /// # Example
    /// The first sample: from `XO.OXO`, Tutu's only good move is (1, 4).
    /// ```
    /// use cp_games::sg::bipartite::sliding::Board;
    /// let board = Board::new(1, 6, b"XO.OXO".to_vec()).unwrap();
    /// assert_eq!(board.mistakes(&[(0, 1), (0, 0)]), Ok(vec![1]));
    /// ```
    pub fn mistakes(&self, moves: &[(usize, usize)]) -> Result<Vec<usize>, RecordError> {
        let (outcomes, after) = self.play(moves)?;
        if moves.len() % 2 == 1 || after.tutu_can_move() {
            return Err(RecordError::NotWonByDandan);
        }
        Ok((0..moves.len() / 2)
            .filter(|&i| outcomes[2 * i] == Outcome::Win && outcomes[2 * i + 1] == Outcome::Win)
            .map(|i| i + 1)
            .collect())
    }

    /// Whether an `O` is side-adjacent to the empty cell.
    fn tutu_can_move(&self) -> bool {
        let (r, c, hole) = (self.hole / self.cols, self.hole % self.cols, self.hole);
        let neighbours = [
            (r > 0).then(|| hole - self.cols),
            (r + 1 < self.rows).then(|| hole + self.cols),
            (c > 0).then(|| hole - 1),
            (c + 1 < self.cols).then(|| hole + 1),
        ];
        neighbours.iter().flatten().any(|&i| self.cells[i] == b'O')
    }

    /// The chessboard colour of cell `i`.
    fn colour(&self, i: usize) -> bool {
        (i / self.cols + i % self.cols) % 2 == 1
    }
}

#[cfg(test)]
mod tests;

//! Treblecross (UVa 10561): on a row of cells, players in turn write an `X`
//! in an empty cell; whoever first makes three `X` in a row wins.
//!
//! # Why it is the octal game `.007`
//! If some empty cell completes three in a row, the player to move wins at
//! once, and only such cells win: after any other move the opponent
//! completes the row. Otherwise a move within two cells of an `X` loses at
//! once: it leaves two `X` at distance 1 or 2 whose completing cell is on
//! the board (the board has at least 3 cells) and empty (else that cell
//! would have won already). So only *safe* cells (empty, at distance 3 or
//! more from every `X`) are played, and the player with no safe cell loses.
//! Writing `X` at cell `j` of a maximal run of `s` safe cells makes cells
//! `j - 2 ..= j + 2` unsafe and leaves runs of `max(0, j - 2)` and
//! `max(0, s - j - 3)` safe cells, and no new immediate win. In the octal
//! game `.007` (take 3 adjacent tokens from a heap, leaving 0, 1 or 2
//! heaps) a heap of `s + 2` becomes heaps `j` and `s - 1 - j`; as `G(0) =
//! G(1) = G(2) = 0` there, a run of `s` safe cells has the value
//! `G_.007(s + 2)` of that heap, and the board is won by the player to move
//! exactly when the XOR over its runs is non-zero (Sprague–Grundy).
//!
//! `.007` has no known period and no sparse space: its values keep growing
//! (the largest among the first 30,000 is 417), the best mask still makes
//! a quarter of those heaps rare, and a mask combined with the heap's
//! parity (Flammenkamp's sparse space in the positions) makes about half
//! of them rare. So the sparse-space solver is no faster here, and the
//! values are computed by the plain recurrence up to the longest run asked
//! about: quadratic time in the run length, which is why boards are capped
//! at 50,000 cells rather than 10^6 (about 2.5 · 10^11 splits).

use super::octal::naive::Naive;
use super::octal::{OctalGame, Solver};

/// Answers Treblecross boards, keeping the values of `.007` computed so
/// far for the next board.
///
/// # Example
/// ```
/// use cp_games::sg::treblecross::Treblecross;
/// let mut game = Treblecross::new();
/// // the middle of five empty cells wins (0-based cell 2)
/// assert_eq!(game.winning_cells(b"....."), Some(vec![2]));
/// assert_eq!(game.winning_cells(b".X.X...X"), Some(vec![2]));
/// assert_eq!(game.winning_cells(b"XXX."), None);
/// ```
#[derive(Debug, Clone)]
pub struct Treblecross {
    values: Naive,
}

impl Default for Treblecross {
    fn default() -> Self {
        Treblecross::new()
    }
}

impl Treblecross {
    /// Starts with no values computed.
    pub fn new() -> Self {
        let game: OctalGame = ".007".parse().expect("a valid code");
        Treblecross {
            values: Naive::new(game),
        }
    }

    /// Returns every cell (0-based, increasing) where writing `X` wins for
    /// the player to move: empty when the player to move loses. Returns
    /// `None` when `board` already holds three `X` in a row (the game is
    /// over).
    ///
    /// # Panics
    /// If `board` has fewer than 3 cells or a byte other than `.` and `X`.
    ///
    /// # Complexity
    /// O(`board.len()`) plus, the first time a run of `s` safe cells is
    /// seen, the values of `.007` up to `s + 2`: O(s^2) (`s^2 / 4` splits;
    /// 50,000 cells take about half a second).
    pub fn winning_cells(&mut self, board: &[u8]) -> Option<Vec<usize>> {
        assert!(
            board.len() >= 3,
            "Treblecross: a board has at least 3 cells, not {}",
            board.len()
        );
        if let Some(&b) = board.iter().find(|&&b| b != b'.' && b != b'X') {
            panic!("Treblecross: cells are `.` or `X`, not byte {}", b);
        }
        let x = |i: usize| board.get(i) == Some(&b'X');
        if (0..board.len() - 2).any(|i| x(i) && x(i + 1) && x(i + 2)) {
            return None;
        }
        // Cells that complete three in a row win, and only they do.
        let immediate: Vec<usize> = (0..board.len())
            .filter(|&i| {
                board[i] == b'.'
                    && ((i >= 2 && x(i - 2) && x(i - 1))
                        || (i >= 1 && x(i - 1) && x(i + 1))
                        || (x(i + 1) && x(i + 2)))
            })
            .collect();
        if !immediate.is_empty() {
            return Some(immediate);
        }
        let runs = safe_runs(board);
        let longest = runs.iter().map(|&(_, s)| s).max().unwrap_or(0);
        while self.values.values().len() < longest + 3 {
            self.values.push_next();
        }
        let g = self.values.values();
        // Value of a run of s safe cells.
        let run = |s: usize| g.get(s + 2);
        let total = runs.iter().fold(0, |acc, &(_, s)| acc ^ run(s));
        let mut cells = Vec::new();
        if total == 0 {
            return Some(cells);
        }
        for &(start, s) in &runs {
            let target = total ^ run(s);
            for j in 0..s {
                let left = j.saturating_sub(2);
                let right = (s - j - 1).saturating_sub(2);
                if run(left) ^ run(right) == target {
                    cells.push(start + j);
                }
            }
        }
        Some(cells)
    }
}

/// Maximal runs of safe cells (empty, at distance >= 3 from every `X`), as
/// (first cell, length).
fn safe_runs(board: &[u8]) -> Vec<(usize, usize)> {
    let n = board.len();
    let mut safe = vec![true; n];
    for (i, &b) in board.iter().enumerate() {
        if b == b'X' {
            for cell in safe
                .iter_mut()
                .take((i + 3).min(n))
                .skip(i.saturating_sub(2))
            {
                *cell = false;
            }
        }
    }
    let mut runs = Vec::new();
    let mut i = 0;
    while i < n {
        if safe[i] {
            let start = i;
            while i < n && safe[i] {
                i += 1;
            }
            runs.push((start, i - start));
        } else {
            i += 1;
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Game-tree search by the rules, over every board of `n` cells (bit i
    /// = an `X` in cell i): `wins[b]` for boards without three in a row.
    fn brute_wins(n: usize) -> Vec<bool> {
        let three = |b: u32| (0..n.saturating_sub(2)).any(|i| b >> i & 7 == 7);
        let mut wins = vec![false; 1 << n];
        // more X first: every move adds one
        let mut boards: Vec<u32> = (0..1u32 << n).collect();
        boards.sort_by_key(|b| std::cmp::Reverse(b.count_ones()));
        for b in boards {
            if three(b) {
                continue;
            }
            wins[b as usize] = (0..n).any(|c| {
                let next = b | 1 << c;
                next != b && (three(next) || !wins[next as usize])
            });
        }
        wins
    }

    #[test]
    fn every_board_up_to_14_cells_matches_the_game_tree() {
        let mut game = Treblecross::new();
        for n in 3..=14 {
            let wins = brute_wins(n);
            let three = |b: u32| (0..n - 2).any(|i| b >> i & 7 == 7);
            for b in 0..1u32 << n {
                let board: Vec<u8> = (0..n)
                    .map(|i| if b >> i & 1 == 1 { b'X' } else { b'.' })
                    .collect();
                let got = game.winning_cells(&board);
                if three(b) {
                    assert_eq!(got, None);
                    continue;
                }
                let expected: Vec<usize> = (0..n)
                    .filter(|&c| {
                        let next = b | 1 << c;
                        next != b && (three(next) || !wins[next as usize])
                    })
                    .collect();
                assert_eq!(
                    got,
                    Some(expected.clone()),
                    "{}",
                    String::from_utf8_lossy(&board)
                );
                assert_eq!(wins[b as usize], !expected.is_empty());
            }
        }
    }

    #[test]
    fn the_official_sample() {
        let mut game = Treblecross::new();
        let one_based =
            |v: Option<Vec<usize>>| v.unwrap().iter().map(|c| c + 1).collect::<Vec<_>>();
        assert_eq!(one_based(game.winning_cells(b".....")), [3]);
        assert!(game
            .winning_cells(b"X.....X..X.............X....X..X")
            .unwrap()
            .is_empty());
        assert_eq!(one_based(game.winning_cells(b".X.X...X")), [3]);
        assert_eq!(
            one_based(game.winning_cells(b"...............................................")),
            [1, 12, 15, 17, 20, 24, 28, 31, 33, 36, 47]
        );
    }

    #[test]
    fn long_boards_are_consistent_with_their_moves() {
        // A winning cell leads to a board with no winning cell, on boards
        // too long for the game tree.
        let mut game = Treblecross::new();
        let mut board = vec![b'.'; 3000];
        for i in (0..3000).step_by(97) {
            board[i] = b'X';
        }
        let cells = game.winning_cells(&board).unwrap();
        for &c in cells.iter().take(20) {
            let mut next = board.clone();
            next[c] = b'X';
            assert_eq!(game.winning_cells(&next), Some(vec![]), "{c}");
        }
        // and a losing board's every move leaves a winning one
        let lost = b"X.....X..X.............X....X..X";
        for c in (0..lost.len()).filter(|&c| lost[c] == b'.') {
            let mut next = lost.to_vec();
            next[c] = b'X';
            assert_ne!(game.winning_cells(&next), Some(vec![]));
        }
    }
}

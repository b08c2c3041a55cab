//! Luogu P1971 (NOI 2011), 兔兔与蛋蛋游戏: `n m`, `n` rows of `X` / `O` /
//! `.`, `k`, then `2k` moves `x y`; the number of Tutu's mistakes, then
//! their numbers, one a line
//!
//! Accepted: `1 <= n, m <= 40`, rows of exactly `m` characters with one
//! `.` in all, `1 <= k <= 1000`, `1 <= x <= n`, `1 <= y <= m`; every move
//! legal, and Tutu left with no move at the end
//!
//! Tutu (first) slides an `O` next to the empty cell into it, Dandan an
//! `X`; who cannot move loses. A mistake is a move of Tutu's from a won
//! position to a lost one.
use cp_games::input::InputError;
use cp_games::judge::run;
use cp_games::sg::bipartite::sliding::Board;
use std::fmt::Write as _;

fn main() {
    run(|input| {
        let n: usize = input.read("n", 1..=40)?;
        let m: usize = input.read("m", 1..=40)?;
        let mut cells = Vec::with_capacity(n * m);
        for i in 1..=n {
            cells.extend(input.word(&format!("row {i} of {n}"), b"XO.", m..=m)?);
        }
        let board = Board::new(n, m, cells).map_err(|e| InputError(e.to_string()))?;
        let k: usize = input.read("k", 1..=1000)?;
        let mut moves = Vec::with_capacity(2 * k);
        for j in 1..=2 * k {
            let x: usize = input.read_with(|| format!("x of move {j} of {}", 2 * k), 1..=n)?;
            let y: usize = input.read_with(|| format!("y of move {j} of {}", 2 * k), 1..=m)?;
            moves.push((x - 1, y - 1));
        }
        let mistakes = board
            .mistakes(&moves)
            .map_err(|e| InputError(e.to_string()))?;
        let mut out = mistakes.len().to_string();
        for i in mistakes {
            let _ = write!(out, "\n{i}");
        }
        Ok(out)
    })
}

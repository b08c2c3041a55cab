//! Luogu P4576 (CQOI 2013), 棋盘游戏: `n r1 c1 r2 c2`; `WHITE x`, `BLACK x`
//! or `DRAW`: who catches whom on an `n x n` board (white moves 1 cell,
//! black 1 or 2, white first) and in how many plies, the winner hurrying
//! and the loser stalling
//!
//! Accepted: `2 <= n <= 20`, `1 <= r1, c1, r2, c2 <= n`, the two cells
//! distinct (equal cells are refused)
//!
//! Retrograde analysis with lengths over the positions (white's cell,
//! black's cell, player to move); no start is a draw, but `DRAW` would be
//! printed for one.
use cp_games::input::InputError;
use cp_games::judge::run;
use cp_games::sg::graph::chase::Chase;
use cp_games::{Outcome, Side};

fn main() {
    run(|input| {
        let n: usize = input.read("n", 2..=20)?;
        let white = (input.read("r1", 1..=n)? - 1, input.read("c1", 1..=n)? - 1);
        let black = (input.read("r2", 1..=n)? - 1, input.read("c2", 1..=n)? - 1);
        if white == black {
            return Err(InputError(format!(
                "the two pieces are on one cell ({}, {})",
                white.0 + 1,
                white.1 + 1
            )));
        }
        let game = Chase::new(n, [1, 2]);
        let plies = game.plies(white, black, Side::Left);
        Ok(match (game.outcome(white, black, Side::Left), plies) {
            (Outcome::Win, Some(x)) => format!("WHITE {}", x),
            (Outcome::Lose, Some(x)) => format!("BLACK {}", x),
            _ => "DRAW".to_string(),
        })
    })
}

//! UVa 10561, Treblecross (the octal game `.007`): `N`, then `N` boards of
//! `.` / `X`; `WINNING` / `LOSING` and the winning cells
//!
//! Accepted: `0 <= N <= 99`; boards of `3..=50000` cells with no `XXX`
//!
//! Per board, `WINNING` or `LOSING`, then the line of winning cells
//! (1-based, increasing; empty when `LOSING`).
use cp_games::input::InputError;
use cp_games::judge::{lines, run};
use cp_games::sg::treblecross::Treblecross;

/// Longest board accepted: its values of `.007` take about half a second,
/// a quarter of the 2 s bound (the judge's boards have at most 200 cells).
const MAX_CELLS: usize = 50_000;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 0..=99)?;
        let mut game = Treblecross::new();
        let answers = input.cases(n, |input| {
            let board = input.word("board", b".X", 3..=MAX_CELLS)?;
            let cells = game.winning_cells(&board).ok_or_else(|| {
                InputError(
                    "board: already holds three `X` in a row, so the game is over".to_string(),
                )
            })?;
            let verdict = if cells.is_empty() {
                "LOSING"
            } else {
                "WINNING"
            };
            let cells: Vec<String> = cells.iter().map(|c| (c + 1).to_string()).collect();
            Ok(format!("{}\n{}", verdict, cells.join(" ")))
        })?;
        Ok(lines(answers))
    })
}

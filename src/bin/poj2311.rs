//! POJ 2311, cutting game: lines `W H` until end of input; `WIN` / `LOSE`
//! per line
//!
//! Accepted: `2 <= W, H <= 500`, any number of lines; empty input prints
//! nothing
//!
//! `WIN` if the first player wins on a `W x H` sheet; one table serves every
//! line.
use cp_games::judge::{lines, run};
use cp_games::sg::cutting::CuttingGame;

fn main() {
    run(|input| {
        let sheets = input.cases_until_end(|input| {
            let w: usize = input.read("W", 2..=500)?;
            let h: usize = input.read("H", 2..=500)?;
            Ok((w, h))
        })?;
        let side = sheets.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(0);
        let game = CuttingGame::new(side);
        Ok(lines(sheets.into_iter().map(|(w, h)| {
            if game.first_player_wins(w, h) {
                "WIN"
            } else {
                "LOSE"
            }
        })))
    })
}

//! POJ 2311, cutting game: lines `W H` until end of input; `WIN` / `LOSE`
//! per line
//!
//! Accepted: `2 <= W, H <= 500`, up to 2^22 lines; empty input prints
//! nothing
//!
//! `WIN` if the first player wins on a `W x H` sheet; one table, grown as
//! larger sheets come, serves every line, and the answers are held one bit
//! each until the input has been read to its end.
use cp_games::input::InputError;
use cp_games::judge::{run, Verdicts};
use cp_games::sg::cutting::CuttingGame;

const MAX_SHEETS: usize = 1 << 22;

fn main() {
    run(|input| {
        let mut game = CuttingGame::new(2);
        let mut wins = Verdicts::per_line(MAX_SHEETS, "WIN", "LOSE");
        input.cases_until_end(|input| {
            let w: usize = input.read("W", 2..=500)?;
            let h: usize = input.read("H", 2..=500)?;
            game.cover(w.max(h));
            wins.push(game.first_player_wins(w, h)).map_err(|_| {
                InputError(format!(
                    "more than 2^22 sheets; at most {MAX_SHEETS} are accepted"
                ))
            })
        })?;
        Ok(wins)
    })
}

//! POJ 2311: the cutting game. Input: lines `W H` until the end of the
//! input. Prints `WIN` if the first player wins on a `W x H` sheet, else
//! `LOSE`, one line per sheet; one table, grown as larger sheets come,
//! serves every line. At most 2^22 sheets: their answers are held, one bit
//! each, until the input has been read to its end.
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

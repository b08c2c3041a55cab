//! POJ 1067, Wythoff's game: lines `a b` until end of input; `1` / `0` per
//! line
//!
//! Accepted: `a, b` in `0..=10^18`, integer arithmetic only; up to 10^6
//! lines; empty input prints nothing
//!
//! `1` if the first player wins.
use cp_games::input::InputError;
use cp_games::judge::{lines, run};
use cp_games::wythoff::first_player_wins;

const LIMIT: u64 = 1_000_000_000_000_000_000;
/// Positions accepted: the answers are held until the input has been read
/// to its end, so their number is bounded.
const MAX_CASES: usize = 1_000_000;

fn main() {
    run(|input| {
        let mut cases = 0;
        let answers = input.cases_until_end(|input| {
            cases += 1;
            if cases > MAX_CASES {
                return Err(InputError(format!(
                    "more than {MAX_CASES} positions; at most {MAX_CASES} are accepted"
                )));
            }
            let a = input.read("a", 0..=LIMIT)?;
            let b = input.read("b", 0..=LIMIT)?;
            Ok(if first_player_wins(a, b) { "1" } else { "0" })
        })?;
        Ok(lines(answers))
    })
}

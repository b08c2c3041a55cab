//! POJ 1067: Wythoff's game. Input: lines `a b` until the end of the input,
//! piles up to 10^18. Prints `1` if the first player wins, else `0`, one
//! line per position.
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

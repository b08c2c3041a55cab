//! HDU 2516, Fibonacci Nim: lines `n` until a line `0`; `Second win` /
//! `First win` per line
//!
//! Accepted: `n` in `2..=10^18`; up to 10^6 piles; nothing may follow the
//! `0`
//!
//! `Second win` if the first player loses (`n` is a Fibonacci number).
use cp_games::input::InputError;
use cp_games::judge::{lines, run};
use cp_games::nim::fibonacci::first_player_wins;

const LIMIT: u64 = 1_000_000_000_000_000_000;
/// Piles accepted: the answers are held until the input has been checked
/// to its end, so their number is bounded.
const MAX_CASES: usize = 1_000_000;

fn main() {
    run(|input| {
        let mut cases = 0;
        let answers = input.cases_until("n", 0, 2..=LIMIT, |_, n| {
            cases += 1;
            if cases > MAX_CASES {
                return Err(InputError(format!(
                    "more than {MAX_CASES} piles; at most {MAX_CASES} are accepted"
                )));
            }
            Ok(if first_player_wins(n) {
                "First win"
            } else {
                "Second win"
            })
        })?;
        Ok(lines(answers))
    })
}

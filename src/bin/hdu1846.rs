//! HDU 1846, Bash's game: `C`, then `C` lines `n m`; `first` / `second` per
//! line
//!
//! Accepted: `0 <= C <= 10^6`; `n` in `0..=10^18`, `m` in `1..=10^18`
//!
//! "Brave Game": a pile of `n`, take 1 to `m`; prints the winner.
use cp_games::judge::{lines, run};
use cp_games::nim::bash::first_player_wins;

const LIMIT: u64 = 1_000_000_000_000_000_000;
/// Games accepted: the answers are held until the input has been checked
/// to its end, so their number is bounded.
const MAX_CASES: usize = 1_000_000;

fn main() {
    run(|input| {
        let c: usize = input.read("C", 0..=MAX_CASES)?;
        let answers = input.cases(c, |input| {
            let n = input.read("n", 0..=LIMIT)?;
            let m = input.read("m", 1..=LIMIT)?;
            Ok(if first_player_wins(n, m) {
                "first"
            } else {
                "second"
            })
        })?;
        Ok(lines(answers))
    })
}

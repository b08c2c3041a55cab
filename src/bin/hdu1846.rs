//! HDU 1846 "Brave Game": Bash's game. Input: `C`, then C lines `n m`
//! (a pile of n, take 1 to m), up to 10^18. Prints the winner, `first` or
//! `second`, one line per game.
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

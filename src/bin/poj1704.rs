//! POJ 1704, Georgia and Bob: `T`; per test `N`, then `N` cells; `Georgia
//! will win` / `Bob will win`
//!
//! Accepted: `0 <= T <= 10^6`; `0 <= N <= 2^24` per game; cells in
//! `1..=10^18`, distinct (a repeat is refused)
//!
//! The cells are those of the chessmen; `Georgia will win` if the first
//! player wins.
use cp_games::input::InputError;
use cp_games::judge::{lines, run};
use cp_games::nim::georgia_bob::first_player_wins;

const LIMIT: u64 = 1_000_000_000_000_000_000;
/// Test cases accepted: the answers are held until the input has been
/// checked to its end, so their number is bounded (the judge has 20).
const MAX_CASES: usize = 1_000_000;
/// Chessmen accepted in one game: they are sorted, so held, 8 bytes each
/// (128 MiB at most).
const MAX_CELLS: usize = 1 << 24;

fn main() {
    run(|input| {
        let t: usize = input.read("T", 0..=MAX_CASES)?;
        let answers = input.cases(t, |input| {
            let n: usize = input.read("N", 0..=MAX_CELLS)?;
            let wins =
                input.with_values(n, "position", 1..=LIMIT, |cells| first_player_wins(cells))?;
            let wins = wins.map_err(|shared| InputError(shared.to_string()))?;
            Ok(if wins {
                "Georgia will win"
            } else {
                "Bob will win"
            })
        })?;
        Ok(lines(answers))
    })
}

//! AcWing 1322 (ZJOI 2009), take from either end: `T`; per test `n`, then
//! `n` piles; `1` / `0`
//!
//! Accepted: `1 <= T <= 10`, `1 <= n <= 5000`, piles in `1..=10^18`
//!
//! Take from either end of a row of piles; `1` if the first player wins, one
//! line per test.
use cp_games::judge::{lines, run};
use cp_games::stones::either_end::first_player_wins;

fn main() {
    run(|input| {
        let t: usize = input.read("T", 1..=10)?;
        let wins = input.cases(t, |input| {
            let n: usize = input.read("n", 1..=5000)?;
            let piles: Vec<u64> = input.values(n, "pile", 1..=1_000_000_000_000_000_000)?;
            Ok(first_player_wins(&piles))
        })?;
        Ok(lines(wins.into_iter().map(u8::from)))
    })
}

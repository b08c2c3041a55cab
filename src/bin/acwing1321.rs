//! AcWing 1321: take one stone or merge two piles. Input: `T`, then per test
//! `N` and `N` pile sizes. Prints `YES` if the first player wins, else `NO`,
//! one line per test. Piles are streamed, not stored.
use cp_games::judge::{lines, run};
use cp_games::stones::take_or_merge::first_player_wins;

fn main() {
    run(|input| {
        let t: usize = input.read("T", 1..=1_000_000)?;
        let wins = input.cases(t, |input| {
            let n: usize = input.read("N", 0..=usize::MAX)?;
            input.with_values(n, "pile", 1..=1_000_000_000_000_000_000, |piles| {
                first_player_wins(piles)
            })
        })?;
        Ok(lines(
            wins.into_iter().map(|w| if w { "YES" } else { "NO" }),
        ))
    })
}

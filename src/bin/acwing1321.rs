//! AcWing 1321, take one or merge: `T`; per test `N`, then `N` piles; `YES`
//! / `NO`
//!
//! Accepted: `1 <= T <= 10^6`; any `N`, 0 included (no pile: `NO`); piles in
//! `1..=10^18`, streamed
//!
//! Take one stone or merge two piles; `YES` if the first player wins, one
//! line per test. Piles are streamed, not stored.
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

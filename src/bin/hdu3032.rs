//! HDU 3032, Lasker's Nim: `T`; per test `N`, then `N` heaps; `Alice` /
//! `Bob` per test
//!
//! Accepted: `0 <= T <= 10^6`; any `N`; heaps in `0..=2^64-1`, streamed
//!
//! "Nim or not Nim?": take, or split a heap in two; `Alice` if the first
//! player wins. Heaps are streamed, not stored.
use cp_games::judge::{lines, run};
use cp_games::sg::lasker::first_player_wins;

fn main() {
    run(|input| {
        let t: usize = input.read("T", 0..=1_000_000)?;
        let wins = input.cases(t, |input| {
            let n: usize = input.read("N", 0..=usize::MAX)?;
            input.with_values(n, "heap", 0..=u64::MAX, |heaps| first_player_wins(heaps))
        })?;
        Ok(lines(
            wins.into_iter().map(|w| if w { "Alice" } else { "Bob" }),
        ))
    })
}

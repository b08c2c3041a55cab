//! HDU 3032 "Nim or not Nim?": Lasker's Nim (take, or split a heap in two).
//! Input: `T`, then per test `N` and the N heap sizes. Prints per test
//! `Alice` if the first player wins, else `Bob`. Heaps are streamed, not
//! stored.
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

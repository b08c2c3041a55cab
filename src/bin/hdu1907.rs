//! HDU 1907, misère Nim: `T`; per test `N`, then `N` piles; `John` /
//! `Brother` per test
//!
//! Accepted: `0 <= T <= 10^6`; any `N`, 0 included; piles in `0..=2^64-1`,
//! streamed
//!
//! `John` if the first player wins. With no stone at all, the first player
//! has won (the other took the last).
use cp_games::judge::{lines, run};
use cp_games::nim::misere::first_player_wins;

/// Test cases accepted: the answers are held until the input has been
/// checked to its end, so their number is bounded (the judge has 474).
const MAX_CASES: usize = 1_000_000;

fn main() {
    run(|input| {
        let t: usize = input.read("T", 0..=MAX_CASES)?;
        let answers = input.cases(t, |input| {
            let n: usize = input.read("N", 0..=usize::MAX)?;
            let wins =
                input.with_values(n, "pile", 0..=u64::MAX, |piles| first_player_wins(piles))?;
            Ok(if wins { "John" } else { "Brother" })
        })?;
        Ok(lines(answers))
    })
}

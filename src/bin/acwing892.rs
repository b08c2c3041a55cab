//! AcWing 892, staircase Nim: `n`, then the stones on steps `1..=n`; `Yes` /
//! `No`
//!
//! Accepted: any `n`, 0 included; counts in `0..=2^64-1`, streamed
//!
//! `Yes` if the first player wins.
use cp_games::judge::{run, yes_no};
use cp_games::nim::staircase::first_player_wins;

fn main() {
    run(|input| {
        let n: usize = input.read("n", 0..=usize::MAX)?;
        let wins = input.with_values(n, "step", 0..=u64::MAX, |steps| first_player_wins(steps))?;
        Ok(yes_no(wins))
    })
}

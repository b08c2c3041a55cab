//! AcWing 891, Nim: `n`, then `n` piles; `Yes` if the first player wins,
//! else `No`
//!
//! Accepted: any `n`, 0 included (no pile: `No`); piles in `0..=2^64-1`,
//! streamed, not stored
use cp_games::judge::{run, yes_no};
use cp_games::nim::first_player_wins;

fn main() {
    run(|input| {
        let n: usize = input.read("n", 0..=usize::MAX)?;
        let wins = input.with_values(n, "pile", 0..=u64::MAX, |piles| first_player_wins(piles))?;
        Ok(yes_no(wins))
    })
}

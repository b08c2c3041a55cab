//! AcWing 894, split Nim: `n`, then `n` piles; `Yes` / `No`
//!
//! Accepted: any `n`, 0 included; piles in `0..=10^18`, streamed
//!
//! `Yes` if the first player wins.
use cp_games::judge::{run, yes_no};
use cp_games::sg::split::first_player_wins;

fn main() {
    run(|input| {
        let n: usize = input.read("n", 0..=usize::MAX)?;
        let piles = 0..=1_000_000_000_000_000_000;
        let wins = input.with_values(n, "pile", piles, |piles| first_player_wins(piles))?;
        Ok(yes_no(wins))
    })
}

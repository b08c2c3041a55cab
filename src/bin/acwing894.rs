//! AcWing 894: split Nim. Input: `n`, then n pile sizes. Prints `Yes` if the
//! first player wins, else `No`.
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

//! AcWing 891: Nim. Input: `n`, then n pile sizes. Prints `Yes` if the first
//! player wins, else `No`.
use cp_games::judge::{run, yes_no};
use cp_games::nim::first_player_wins;

fn main() {
    run(|input| {
        let n: usize = input.read("n", 0..=usize::MAX)?;
        let wins = input.with_values(n, "pile", 0..=u64::MAX, |piles| first_player_wins(piles))?;
        Ok(yes_no(wins))
    })
}

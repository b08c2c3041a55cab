//! AcWing 891: Nim. Input: `n`, then n pile sizes. Prints `Yes` if the first
//! player wins, else `No`.
use cp_games::input::run;
use cp_games::nim::first_player_wins;

fn main() {
    run(|input| {
        let n: usize = input.read("n", 1..=usize::MAX)?;
        let wins = input.with_values(n, "pile", 0..=u64::MAX, |piles| first_player_wins(piles))?;
        Ok(if wins { "Yes" } else { "No" }.to_string())
    })
}

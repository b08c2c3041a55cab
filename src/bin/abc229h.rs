//! AtCoder ABC229 H, Advance or Eat: `N`, then `N` rows of `W` / `B` /
//! `.`; `Takahashi` / `Snuke`
//!
//! Accepted: `1 <= N <= 8`; `N` rows of exactly `N` characters from `WB.`
//!
//! Takahashi (first) moves a `W` one row up into an empty square or eats
//! any `B`; Snuke moves a `B` up or eats any `W`. The board is the sum of
//! its columns, each a number; Takahashi wins iff the sum is positive.
use cp_games::cgt::advance_or_eat::first_player_wins;
use cp_games::judge::run;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 1..=8)?;
        let mut board = Vec::with_capacity(n);
        for i in 0..n {
            board.push(input.word(&format!("row {} of {}", i + 1, n), b"WB.", n..=n)?);
        }
        Ok(if first_player_wins(&board) {
            "Takahashi"
        } else {
            "Snuke"
        }
        .to_string())
    })
}

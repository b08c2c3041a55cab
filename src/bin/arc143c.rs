//! AtCoder ARC143 C, Piles of Pebbles: `N X Y`, then `A_1 .. A_N`; `First`
//! / `Second`
//!
//! Accepted: `1 <= N <= 2*10^5`, `1 <= X, Y <= 10^9`, `1 <= A_i <= 10^9`
//!
//! Takahashi (first) removes `X` pebbles from each of one or more piles,
//! Aoki `Y`; who cannot move loses, and `First` is printed if Takahashi
//! wins.
use cp_games::judge::run;
use cp_games::stones::pebbles::first_player_wins;

const E9: u64 = 1_000_000_000;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 1..=200_000)?;
        let x: u64 = input.read("X", 1..=E9)?;
        let y: u64 = input.read("Y", 1..=E9)?;
        let piles: Vec<u64> = input.values(n, "A", 1..=E9)?;
        Ok(if first_player_wins(&piles, x, y) {
            "First"
        } else {
            "Second"
        }
        .to_string())
    })
}

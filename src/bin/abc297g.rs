//! AtCoder ABC297 G, Constrained Nim 2: `N L R`, then `A_1 .. A_N`;
//! `First` / `Second`
//!
//! Accepted: `1 <= N <= 2*10^5`, `1 <= L <= R <= 10^9`, `1 <= A_i <= 10^9`
//!
//! A move removes between `L` and `R` stones from one pile; who cannot move
//! loses, and `First` is printed if the first player wins.
use cp_games::judge::run;
use cp_games::sg::subtraction::range::first_player_wins;

const E9: u64 = 1_000_000_000;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 1..=200_000)?;
        let low: u64 = input.read("L", 1..=E9)?;
        let high: u64 = input.read("R", low..=E9)?;
        let piles: Vec<u64> = input.values(n, "A", 1..=E9)?;
        Ok(if first_player_wins(&piles, low, high) {
            "First"
        } else {
            "Second"
        }
        .to_string())
    })
}

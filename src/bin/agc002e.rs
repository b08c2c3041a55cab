//! AtCoder AGC002 E, Candy Piles: `N`, then `a_1 .. a_N`; `First` if the
//! first player wins, else `Second`
//!
//! Accepted: `1 <= N <= 10^5`, `1 <= a_i <= 10^9`
//!
//! A move eats a largest pile or one candy from every pile; who eats the
//! last candy loses.
use cp_games::judge::run;
use cp_games::stones::candy_piles::first_player_wins;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 1..=100_000)?;
        let piles: Vec<u64> = input.values(n, "a", 1..=1_000_000_000)?;
        Ok(if first_player_wins(&piles) {
            "First"
        } else {
            "Second"
        }
        .to_string())
    })
}

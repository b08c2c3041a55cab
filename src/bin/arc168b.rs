//! AtCoder ARC168 B, Arbitrary Nim: `N`, then `A_1 .. A_N`; the largest
//! `k` for which the first player wins when a move takes 1 to `k` stones,
//! `-1` if there is none largest, `0` if no `k` wins
//!
//! Accepted: `1 <= N <= 250000`, `1 <= A_i <= 10^9`
use cp_games::judge::run;
use cp_games::nim::bash::limit::{largest_winning_limit, Limit};

fn main() {
    run(|input| {
        let n: usize = input.read("N", 1..=250_000)?;
        let piles: Vec<u64> = input.values(n, "A", 1..=1_000_000_000)?;
        Ok(match largest_winning_limit(&piles) {
            Limit::None => "0".to_string(),
            Limit::Unbounded => "-1".to_string(),
            Limit::Largest(k) => k.to_string(),
        })
    })
}

//! AtCoder ABC172 F, Unfair Nim: `N`, then `A_1 .. A_N`; the least number
//! of stones to move from pile 1 to pile 2, or `-1`
//!
//! Accepted: `2 <= N <= 300`, `1 <= A_i <= 10^12`
//!
//! Nim with Aoki first; before it Takahashi may move fewer than `A_1`
//! stones from pile 1 to pile 2, and wants to win.
use cp_games::judge::run;
use cp_games::nim::unfair::least_transfer;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 2..=300)?;
        let piles: Vec<u64> = input.values(n, "A", 1..=1_000_000_000_000)?;
        Ok(match least_transfer(&piles) {
            Some(t) => t.to_string(),
            None => "-1".to_string(),
        })
    })
}

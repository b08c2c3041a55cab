//! AtCoder ARC134 E, Modulo Nim: `N`, then `a_1 .. a_N`; winning sequences
//! mod 998244353
//!
//! Accepted: `1 <= N <= 10^6`, `1 <= a_i <= 240`
use cp_games::arc134e::{count_winning, MAX_BOUND};
use cp_games::judge::run;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 1..=1_000_000)?;
        let a: Vec<u32> = input.values(n, "a", 1..=MAX_BOUND)?;
        Ok(count_winning(&a).to_string())
    })
}

//! AtCoder ABC368 F, Dividing Game: `N`, then `A_1 .. A_N`; `Anna` /
//! `Bruno`
//!
//! Accepted: `1 <= N <= 10^5`, `2 <= A_i <= 10^5`
//!
//! A move replaces a number by one of its divisors other than itself; who
//! cannot move loses, and the winner is printed.
use cp_games::judge::run;
use cp_games::sg::divisor::first_player_wins;

const LIMIT: usize = 100_000;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 1..=LIMIT)?;
        let values: Vec<usize> = input.values(n, "A", 2..=LIMIT)?;
        Ok(if first_player_wins(&values) {
            "Anna"
        } else {
            "Bruno"
        }
        .to_string())
    })
}

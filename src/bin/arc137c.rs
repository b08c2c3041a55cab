//! AtCoder ARC137 C, Distinct Numbers: `N`, then `A_1 < .. < A_N`; `Alice`
//! / `Bob`
//!
//! Accepted: `2 <= N <= 3*10^5`, `0 <= A_i <= 10^9`, distinct, in any
//! order (a repeated value is refused)
//!
//! A move replaces the maximum by a smaller non-negative integer not
//! present; who cannot move loses, and the winner is printed.
use cp_games::input::InputError;
use cp_games::judge::run;
use cp_games::sg::distinct_max::first_player_wins;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 2..=300_000)?;
        let mut values: Vec<u64> = input.values(n, "A", 0..=1_000_000_000)?;
        values.sort_unstable();
        if let Some(w) = values.windows(2).find(|w| w[0] == w[1]) {
            return Err(InputError(format!("A: the value {} is given twice", w[0])));
        }
        Ok(if first_player_wins(&values) {
            "Alice"
        } else {
            "Bob"
        }
        .to_string())
    })
}

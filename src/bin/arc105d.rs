//! AtCoder ARC105 D, Let's Play Nim: `T`, then per test `N` and `a_1 ..
//! a_N`; `First` / `Second` per test
//!
//! Accepted: `1 <= T <= 10^5`, `1 <= N <= 10^5`, `1 <= a_i <= 10^9`, sum of
//! `N` at most `2*10^5`
//!
//! Taro (first) and Jiro pour the bags onto `N` dishes, one a move, then
//! play Nim on the dishes; who cannot move loses, and the winner is
//! printed (`First` for Taro).
use cp_games::input::InputError;
use cp_games::judge::{lines, run};
use cp_games::nim::dishes::first_player_wins;

const MAX_TOTAL: usize = 200_000;

fn main() {
    run(|input| {
        let t: usize = input.read("T", 1..=100_000)?;
        let mut left = MAX_TOTAL;
        let wins = input.cases(t, |input| {
            let n: usize = input.read("N", 1..=100_000)?;
            if n > left {
                return Err(InputError(format!(
                    "N: the sum of N over the tests exceeds {MAX_TOTAL}"
                )));
            }
            left -= n;
            let bags: Vec<u64> = input.values(n, "a", 1..=1_000_000_000)?;
            Ok(first_player_wins(&bags))
        })?;
        Ok(lines(wins.into_iter().map(|w| {
            if w {
                "First"
            } else {
                "Second"
            }
        })))
    })
}

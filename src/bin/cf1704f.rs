//! Codeforces 1704F, Colouring Game: `t`, then per test `n` and a row `s`
//! of `R` / `B`; `Alice` / `Bob` per test
//!
//! Accepted: `1 <= t <= 10^4`, `2 <= n <= 5*10^5`, `|s| = n`, sum of `n` at
//! most `5*10^5`
//!
//! Alice (first) whitens two adjacent cells with at least one red, Bob two
//! with at least one blue; who cannot move loses, and the winner is printed.
use cp_games::input::InputError;
use cp_games::judge::{lines, run};
use cp_games::sg::colouring::Colouring;

const MAX_TOTAL: usize = 500_000;

fn main() {
    run(|input| {
        let t: usize = input.read("t", 1..=10_000)?;
        let game = Colouring::new();
        let mut left = MAX_TOTAL;
        let wins = input.cases(t, |input| {
            let n: usize = input.read("n", 2..=MAX_TOTAL)?;
            if n > left {
                return Err(InputError(format!(
                    "n: the sum of n over the tests exceeds {}",
                    MAX_TOTAL
                )));
            }
            left -= n;
            let cells = input.word("s", b"RB", n..=n)?;
            Ok(game.alice_wins(&cells))
        })?;
        Ok(lines(
            wins.into_iter().map(|w| if w { "Alice" } else { "Bob" }),
        ))
    })
}

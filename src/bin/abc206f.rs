//! AtCoder ABC206 F, Interval Game 2: `T`; per test `N`, then `N` intervals
//! `L R`; `Alice` / `Bob` per test
//!
//! Accepted: `1 <= T <= 20`, `1 <= N <= 100`, `1 <= L < R <= 100`;
//! repeated intervals fine
//!
//! A move chooses a half-open interval `[L, R)` meeting none chosen before;
//! who cannot move loses, and the winner is printed.
use cp_games::judge::{lines, run};
use cp_games::sg::interval::IntervalGame;

const MAX_COORD: usize = 100;

fn main() {
    run(|input| {
        let t: usize = input.read("T", 1..=20)?;
        let answers = input.cases(t, |input| {
            let n: usize = input.read("N", 1..=100)?;
            let mut intervals = Vec::with_capacity(n);
            for i in 1..=n {
                let l: usize =
                    input.read_with(|| format!("L of interval {i} of {n}"), 1..=MAX_COORD - 1)?;
                let r: usize =
                    input.read_with(|| format!("R of interval {i} of {n}"), l + 1..=MAX_COORD)?;
                intervals.push((l, r));
            }
            let game = IntervalGame::new(MAX_COORD, &intervals);
            Ok(if game.first_player_wins() {
                "Alice"
            } else {
                "Bob"
            })
        })?;
        Ok(lines(answers))
    })
}

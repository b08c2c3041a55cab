//! Luogu P6560 (SBCOI 2020), a token and a target: `n m q`, `m` edges
//! `u v`, then `q` games `x y`; `1` / `-1` / `0` per game
//!
//! Accepted: `1 <= n <= 10^5`, `1 <= m <= 5*10^5`, `1 <= q <= 500`, `x != y`;
//! loops and repeated edges allowed
//!
//! The token starts on `x`; players alternate moving it along an edge, and
//! whoever moves it onto `y` wins, whoever cannot move loses. `1` if the
//! first player wins, `-1` if the second does, `0` if neither can force it.
use cp_games::input::InputError;
use cp_games::judge::{lines, run};
use cp_games::sg::graph::targets::TargetGames;
use cp_games::Outcome;

fn main() {
    run(|input| {
        let n: u32 = input.read("n", 1..=100_000)?;
        let m: usize = input.read("m", 1..=500_000)?;
        let q: usize = input.read("q", 1..=500)?;
        let mut edges = Vec::with_capacity(m);
        for i in 1..=m {
            let u: u32 = input.read_with(|| format!("edge {i} of {m}"), 1..=n)?;
            let v: u32 = input.read_with(|| format!("edge {i} of {m}"), 1..=n)?;
            edges.push((u - 1, v - 1));
        }
        let mut games = TargetGames::new(n as usize, &edges);
        let mut answers = Vec::with_capacity(q);
        for i in 1..=q {
            let x: u32 = input.read_with(|| format!("game {i} of {q}"), 1..=n)?;
            let y: u32 = input.read_with(|| format!("game {i} of {q}"), 1..=n)?;
            if x == y {
                return Err(InputError(format!(
                    "game {i} of {q}: the token starts on its target {x}"
                )));
            }
            answers.push(match games.outcome(x as usize - 1, y as usize - 1) {
                Outcome::Win => "1",
                Outcome::Lose => "-1",
                Outcome::Draw => "0",
            });
        }
        Ok(lines(answers))
    })
}

//! Luogu P2594 (ZJOI 2009), 染色游戏, turning connected sets of coins: `T`,
//! then per game `n m` and `n` rows of `m` letters `H` / `T`; `-_-` /
//! `=_=` per game
//!
//! Accepted: `1 <= T <= 50`, `1 <= n, m <= 100`; rows of exactly `m`
//! letters, each `H` (face up) or `T` (face down)
//!
//! A move turns over a 4-connected set of coins holding a coin that goes
//! from face down to face up, every other coin of the set weakly up-left
//! of it; who cannot move loses. `-_-` if the first player wins, else
//! `=_=`.
use cp_games::coin_turning::connected::first_player_wins;
use cp_games::judge::{lines, run};

fn main() {
    run(|input| {
        let t: usize = input.read("T", 1..=50)?;
        let answers = input.cases(t, |input| {
            let n: usize = input.read("n", 1..=100)?;
            let m: usize = input.read("m", 1..=100)?;
            let mut rows = Vec::with_capacity(n);
            for i in 1..=n {
                rows.push(input.word(&format!("row {i} of {n}"), b"HT", m..=m)?);
            }
            Ok(if first_player_wins(&rows) {
                "-_-"
            } else {
                "=_="
            })
        })?;
        Ok(lines(answers))
    })
}

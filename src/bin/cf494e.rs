//! Codeforces 494E, Sharti: `n m k`, then `m` rectangles `a b c d` whose
//! union is white; `Hamed` if the first player wins, else `Malek`
//!
//! Accepted: `1 <= k <= n <= 10^18`, `1 <= m <= 2*10^5`, `1 <= a <= c <= n`,
//! `1 <= b <= d <= n`
//!
//! A move inverts a square of side at most `k` whose lower-right cell is
//! white; who cannot move loses.
use cp_games::coin_turning::sharti::{first_player_wins, Rect};
use cp_games::judge::run;

fn main() {
    run(|input| {
        let n: u64 = input.read("n", 1..=1_000_000_000_000_000_000)?;
        let m: usize = input.read("m", 1..=200_000)?;
        let k: u64 = input.read("k", 1..=n)?;
        let mut whites = Vec::with_capacity(m);
        for i in 1..=m {
            let top: u64 = input.read_with(|| format!("rectangle {i} of {m}: a"), 1..=n)?;
            let left: u64 = input.read_with(|| format!("rectangle {i} of {m}: b"), 1..=n)?;
            let bottom: u64 =
                input.read_with(|| format!("rectangle {i} of {m}: c (a = {top})"), top..=n)?;
            let right: u64 =
                input.read_with(|| format!("rectangle {i} of {m}: d (b = {left})"), left..=n)?;
            whites.push(Rect {
                top,
                left,
                bottom,
                right,
            });
        }
        Ok(if first_player_wins(&whites, k) {
            "Hamed"
        } else {
            "Malek"
        }
        .to_string())
    })
}

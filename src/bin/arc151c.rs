//! AtCoder ARC151 C, 01 Game: `N M`, then `M` filled cells `X Y`;
//! `Takahashi` / `Aoki`
//!
//! Accepted: `1 <= N <= 10^18`, `0 <= M <= min(N, 2*10^5)`, `X` increasing
//! in `1..=N`, `Y` in `{0, 1}`; two equal digits side by side are refused
//!
//! A move writes 0 or 1 into an empty cell, never next to the same digit;
//! who cannot move loses, and the winner is printed.
use cp_games::input::InputError;
use cp_games::judge::run;
use cp_games::sg::zero_one::first_player_wins;

const E18: u64 = 1_000_000_000_000_000_000;

fn main() {
    run(|input| {
        let n: u64 = input.read("N", 1..=E18)?;
        let m: u64 = input.read("M", 0..=n.min(200_000))?;
        let mut cells: Vec<(u64, u8)> = Vec::with_capacity(m as usize);
        for i in 1..=m {
            let low = cells.last().map_or(1, |&(x, _)| x + 1);
            let x: u64 =
                input.read_with(|| format!("X of cell {i} of {m} (increasing)"), low..=n)?;
            let y: u8 = input.read_with(|| format!("Y of cell {i} of {m}"), 0..=1)?;
            cells.push((x, y));
        }
        let wins = first_player_wins(n, &cells).map_err(|bad| InputError(bad.to_string()))?;
        Ok(if wins { "Takahashi" } else { "Aoki" }.to_string())
    })
}

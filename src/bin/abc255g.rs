//! AtCoder ABC255 G, Constrained Nim: `N M`, the piles `A_1 .. A_N`, then
//! `M` forbidden moves `X Y`; `Takahashi` / `Aoki`
//!
//! Accepted: `1 <= N, M <= 2*10^5`, `1 <= A_i <= 10^18`,
//! `1 <= Y <= X <= 10^18`; a repeated pair changes nothing
//!
//! Nim in which removing exactly `Y` stones from a pile of exactly `X` is
//! forbidden; who cannot move loses, and the winner is printed.
use cp_games::judge::run;
use cp_games::nim::forbidden::ForbiddenNim;

const LIMIT: usize = 200_000;
const E18: u64 = 1_000_000_000_000_000_000;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 1..=LIMIT)?;
        let m: usize = input.read("M", 1..=LIMIT)?;
        let piles: Vec<u64> = input.values(n, "A", 1..=E18)?;
        let mut forbidden = Vec::with_capacity(m);
        for i in 1..=m {
            let x: u64 = input.read_with(|| format!("X of move {i} of {m}"), 1..=E18)?;
            let y: u64 = input.read_with(|| format!("Y of move {i} of {m}"), 1..=x)?;
            forbidden.push((x, y));
        }
        let game = ForbiddenNim::new(&forbidden);
        Ok(if game.first_player_wins(&piles) {
            "Takahashi"
        } else {
            "Aoki"
        }
        .to_string())
    })
}

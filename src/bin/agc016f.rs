//! AtCoder AGC016 F, Games on DAG: `N M`, then `M` edges `x y`; how many of
//! the `2^M` edge subsets let the first player win with tokens on 1 and 2,
//! modulo `10^9 + 7`
//!
//! Accepted: `2 <= N <= 15`, `1 <= M <= N(N-1)/2`, `1 <= x < y <= N`, no
//! edge twice
//!
//! Players alternate moving either token along a kept edge (the tokens may
//! share a vertex); who cannot move loses.
use cp_games::input::InputError;
use cp_games::judge::run;
use cp_games::sg::graph::edge_subsets::count_first_player_wins;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 2..=15)?;
        let m: usize = input.read("M", 1..=n * (n - 1) / 2)?;
        let mut edges = Vec::with_capacity(m);
        let mut seen = [0u32; 15];
        for i in 1..=m {
            let x: usize = input.read_with(|| format!("edge {i} of {m}"), 1..=n)?;
            let y: usize = input.read_with(|| format!("edge {i} of {m}"), 1..=n)?;
            if x >= y {
                return Err(InputError(format!(
                    "edge {i} of {m}: {x} {y} does not go from a smaller to a larger vertex"
                )));
            }
            if seen[x - 1] >> (y - 1) & 1 == 1 {
                return Err(InputError(format!(
                    "edge {i} of {m}: {x} {y} is given twice"
                )));
            }
            seen[x - 1] |= 1 << (y - 1);
            edges.push((x - 1, y - 1));
        }
        Ok(count_first_player_wins(n, &edges, 0, 1).to_string())
    })
}

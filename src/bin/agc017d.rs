//! AtCoder AGC017 D, Game on Tree (Green Hackenbush): `N`, then `N - 1`
//! edges; `Alice` / `Bob`
//!
//! Accepted: `2 <= N <= 10^6`; edges that are not a tree are refused, naming
//! a node cut off from 1
//!
//! Green Hackenbush on a tree rooted at vertex 1; `Alice` if the first
//! player wins.
use cp_games::input::InputError;
use cp_games::judge::run;
use cp_games::sg::hackenbush::tree_grundy;

const LIMIT: usize = 1_000_000;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 2..=LIMIT)?;
        let mut edges = Vec::with_capacity(n - 1);
        for i in 1..n {
            let x: usize = input.read_with(|| format!("edge {i} of {}", n - 1), 1..=n)?;
            let y: usize = input.read_with(|| format!("edge {i} of {}", n - 1), 1..=n)?;
            edges.push((x - 1, y - 1));
        }
        let value = tree_grundy(n, &edges, 0)
            .map_err(|e| InputError(format!("the edges do not form a tree: {e}")))?;
        Ok(if value != 0 { "Alice" } else { "Bob" }.to_string())
    })
}

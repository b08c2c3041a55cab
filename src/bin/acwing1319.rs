//! AcWing 1319, tokens on a DAG: `N M K`, `M` edges `X Y`, the `K` token
//! nodes; `win` / `lose`
//!
//! Accepted: `1 <= N <= 10^6`, `0 <= M <= 10^6`, `1 <= K <= N`; parallel
//! edges fine; a graph with a cycle is refused, naming a node on it
//!
//! A move pushes a token from `X` to `Y`; `win` if the first player wins.
use cp_games::input::InputError;
use cp_games::judge::run;
use cp_games::sg::graph::{grundy_values, Digraph};

const LIMIT: usize = 1_000_000;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 1..=LIMIT)?;
        let m: usize = input.read("M", 0..=LIMIT)?;
        let k: usize = input.read("K", 1..=n)?;
        let mut edges = Vec::with_capacity(m);
        for i in 1..=m {
            let from: usize = input.read_with(|| format!("edge {i} of {m}"), 1..=n)?;
            let to: usize = input.read_with(|| format!("edge {i} of {m}"), 1..=n)?;
            edges.push((from - 1, to - 1));
        }
        let tokens: Vec<usize> = input.values(k, "token", 1..=n)?;
        let values =
            grundy_values(&Digraph::new(n, &edges)).map_err(|c| InputError(c.to_string()))?;
        let xor = tokens.iter().fold(0, |x, &t| x ^ values[t - 1]);
        Ok(if xor != 0 { "win" } else { "lose" }.to_string())
    })
}

//! POJ 3710 "Christmas Game": Green Hackenbush on several graphs rooted at
//! their node 1, each a tree with cycles hanging from single nodes. Input:
//! test cases until the end; each is `N`, then per graph `m k` and `k` edges
//! `a b`. Prints per test case `Sally` if the first player wins, else
//! `Harry`. Graphs outside that class are refused (see
//! `cp_games::sg::hackenbush`).
use cp_games::input::InputError;
use cp_games::judge::{lines, run};
use cp_games::sg::hackenbush::Hackenbush;

const LIMIT: usize = 1_000_000;

fn main() {
    run(|input| {
        // Reused by every graph: a file may hold millions of small ones.
        let mut solver = Hackenbush::new();
        let mut edges = Vec::new();
        let winners = input.cases_until_end(|input| {
            let graphs: usize = input.read("N", 1..=LIMIT)?;
            let mut xor = 0;
            for g in 1..=graphs {
                let graph = || format!("graph {g} of {graphs}");
                let m: usize = input.read_with(|| format!("{}: m", graph()), 1..=LIMIT)?;
                let k: usize = input.read_with(|| format!("{}: k", graph()), 0..=LIMIT)?;
                edges.clear();
                for i in 1..=k {
                    let what = || format!("{}: edge {i} of {k}", graph());
                    let a: usize = input.read_with(what, 1..=m)?;
                    let b: usize = input.read_with(what, 1..=m)?;
                    edges.push((a - 1, b - 1));
                }
                xor ^= solver
                    .graph_grundy(m, &edges, 0)
                    .map_err(|e| InputError(format!("{}: {e}", graph())))?;
            }
            Ok(if xor != 0 { "Sally" } else { "Harry" })
        })?;
        Ok(lines(winners))
    })
}

//! POJ 3710, Christmas Game (Hackenbush with hanging cycles): cases until
//! end of input, `N` graphs of `m k` and `k` edges; `Sally` / `Harry` per
//! case
//!
//! Accepted: up to 2^22 test cases; `1 <= N, m <= 10^6`, `0 <= k <= 10^6`;
//! every node connected to node 1; each cycle must hang from one node
//! (loops and parallel pairs allowed), others refused, naming the edge
//!
//! Green Hackenbush on several graphs rooted at their node 1, each a tree
//! with cycles hanging from single nodes; `Sally` if the first player wins.
//! Graphs outside that class are refused (see `cp_games::sg::hackenbush`).
use cp_games::input::InputError;
use cp_games::judge::{run, Verdicts};
use cp_games::sg::hackenbush::Hackenbush;

const LIMIT: usize = 1_000_000;
/// Test cases accepted: their answers are held (one bit each) until the
/// input has been read to its end.
const MAX_CASES: usize = 1 << 22;

fn main() {
    run(|input| {
        // Reused by every graph: a file may hold millions of small ones.
        let mut solver = Hackenbush::new();
        let mut edges = Vec::new();
        let mut winners = Verdicts::per_line(MAX_CASES, "Sally", "Harry");
        input.cases_until_end(|input| {
            if winners.room() == 0 {
                return Err(InputError(format!(
                    "more than 2^22 test cases; at most {MAX_CASES} are accepted"
                )));
            }
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
            winners
                .push(xor != 0)
                .map_err(|e| InputError(e.to_string()))
        })?;
        Ok(winners)
    })
}

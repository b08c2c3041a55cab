//! AtCoder AGC010 F, Tree Game: `N`, the stones `A_1 .. A_N`, then `N - 1`
//! edges; the vertices a first player wins from, increasing, on one line
//!
//! Accepted: `2 <= N <= 10^6`, `0 <= A_i <= 10^9`; edges that are not a
//! tree are refused, naming the edge that closes a cycle
//!
//! A move removes a stone from the piece's vertex and moves the piece to a
//! neighbour; who finds no stone loses. The line is empty when no vertex
//! wins.
use cp_games::input::InputError;
use cp_games::judge::{run, Line};
use cp_games::stones::tree_game::winning_starts;

const LIMIT: usize = 1_000_000;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 2..=LIMIT)?;
        let stones: Vec<u64> = input.values(n, "A", 0..=1_000_000_000)?;
        let mut edges = Vec::with_capacity(n - 1);
        for i in 1..n {
            let a: usize = input.read_with(|| format!("edge {i} of {}", n - 1), 1..=n)?;
            let b: usize = input.read_with(|| format!("edge {i} of {}", n - 1), 1..=n)?;
            edges.push((a - 1, b - 1));
        }
        let wins = winning_starts(&stones, &edges)
            .map_err(|e| InputError(format!("the edges do not form a tree: {e}")))?;
        let mut line = String::new();
        for (v, _) in wins.iter().enumerate().filter(|&(_, &w)| w) {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&(v + 1).to_string());
        }
        Ok(Line(line))
    })
}

//! Codeforces 1498F, Christmas Game: `n k`, `n - 1` edges, then
//! `a_1 .. a_n`; per root, `1` if Alice wins, else `0`, on one line
//!
//! Accepted: `1 <= n <= 10^5`, `1 <= k <= 20`, `0 <= a_i <= 10^9`; edges
//! that are not a tree are refused, naming the edge that closes a cycle
//!
//! Staircase Nim on the tree for every root: a move takes presents from a
//! node of depth at least `k` to its `k`-th ancestor.
use cp_games::input::InputError;
use cp_games::judge::run;
use cp_games::nim::staircase::tree::winning_roots;

fn main() {
    run(|input| {
        let n: usize = input.read("n", 1..=100_000)?;
        let k: usize = input.read("k", 1..=20)?;
        let mut edges = Vec::with_capacity(n - 1);
        for i in 1..n {
            let x: usize = input.read_with(|| format!("edge {i} of {}", n - 1), 1..=n)?;
            let y: usize = input.read_with(|| format!("edge {i} of {}", n - 1), 1..=n)?;
            edges.push((x - 1, y - 1));
        }
        // Counts up to 10^9 fit a u32: half the table of u64s.
        let presents: Vec<u32> = input.values(n, "a", 0..=1_000_000_000)?;
        let wins = winning_roots(&presents, &edges, k)
            .map_err(|e| InputError(format!("the edges do not form a tree: {e}")))?;
        let mut line = String::with_capacity(2 * n);
        for w in wins {
            line.push(if w { '1' } else { '0' });
            line.push(' ');
        }
        line.pop();
        Ok(line)
    })
}

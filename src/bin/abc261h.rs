//! AtCoder ABC261 Ex, Game on Graph: `N M v`, then `M` weighted edges
//! `A B C`; the total weight of the game from `v`, Takahashi first, or
//! `INFINITY`
//!
//! Accepted: `1 <= N <= 2*10^5`, `0 <= M <= 2*10^5`, `1 <= v, A, B <= N`,
//! `0 <= C <= 10^9`; loops and repeated edges allowed (each is a move)
//!
//! Players alternate pushing the piece along an edge and the game ends on a
//! vertex without edges. Takahashi wants it to end, with the smallest total
//! weight of the edges used; Aoki wants it endless, else the largest total.
use cp_games::judge::run;
use cp_games::sg::graph::valued::min_max_totals;

fn main() {
    run(|input| {
        let n: u32 = input.read("N", 1..=200_000)?;
        let m: usize = input.read("M", 0..=200_000)?;
        let start: u32 = input.read("v", 1..=n)?;
        let mut edges = Vec::with_capacity(m);
        let mut weights = Vec::with_capacity(m);
        for i in 1..=m {
            let a: u32 = input.read_with(|| format!("edge {i} of {m}"), 1..=n)?;
            let b: u32 = input.read_with(|| format!("edge {i} of {m}"), 1..=n)?;
            let c: u64 = input.read_with(|| format!("edge {i} of {m}"), 0..=1_000_000_000)?;
            edges.push((a - 1, b - 1));
            weights.push(c);
        }
        let totals = min_max_totals(n as usize, &edges, &weights);
        Ok(match totals.minimiser_to_move(start as usize - 1) {
            Some(total) => format!("{total}"),
            None => "INFINITY".to_string(),
        })
    })
}

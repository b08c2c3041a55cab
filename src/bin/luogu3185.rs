//! Luogu P3185 (HNOI 2007), 分裂游戏: `t`, then per test `n` and the beans
//! `p_0 .. p_{n-1}`; per test the smallest winning move `i j k` (or
//! `-1 -1 -1`) and the number of winning moves
//!
//! Accepted: `1 <= t <= 10`, `2 <= n <= 21`, `0 <= p_i <= 10^4`
//!
//! A move takes a bean out of bottle `i` and puts one into bottle `j` and
//! one into bottle `k`, `i < j <= k < n`; who cannot move loses.
use cp_games::judge::{lines, run};
use cp_games::sg::heap_rules::bean_split::winning_moves;

fn main() {
    run(|input| {
        let t: usize = input.read("t", 1..=10)?;
        let answers = input.cases(t, |input| {
            let n: usize = input.read("n", 2..=21)?;
            let beans: Vec<u64> = input.values(n, "p", 0..=10_000)?;
            let w = winning_moves(&beans);
            Ok(match w.first {
                Some((i, j, k)) => format!("{i} {j} {k}\n{}", w.count),
                None => format!("-1 -1 -1\n{}", w.count),
            })
        })?;
        Ok(lines(answers))
    })
}

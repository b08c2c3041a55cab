//! Luogu P3235 (HNOI 2014), 江南乐: `T F`, then per game `N a_1 .. a_N`; one
//! line of `T` answers, `1` if the first player wins, else `0`
//!
//! Accepted: `1 <= T <= 100`, `1 <= F <= 10^5`, `1 <= N <= 100`,
//! `1 <= a_i <= 10^5`
//!
//! A move splits a heap of at least `F` stones into `M >= 2` heaps whose
//! sizes differ by at most 1; who cannot move loses.
use cp_games::judge::run;
use cp_games::sg::heap_rules::equal_split::outcomes;
use cp_games::Outcome;

const MAX: usize = 100_000;

fn main() {
    run(|input| {
        let t: usize = input.read("T", 1..=100)?;
        let f: usize = input.read("F", 1..=MAX)?;
        let games = input.cases(t, |input| {
            let n: usize = input.read("N", 1..=100)?;
            input.values(n, "a", 1..=MAX)
        })?;
        let max_heap = games.iter().flatten().copied().max().unwrap_or(1);
        let answers: Vec<&str> = outcomes(f, &games, max_heap)
            .into_iter()
            .map(|o| if o == Outcome::Win { "1" } else { "0" })
            .collect();
        Ok(answers.join(" "))
    })
}

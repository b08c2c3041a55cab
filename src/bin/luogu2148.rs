//! Luogu P2148 (SDOI 2009), E&D: `T`, then per test `N` and the piles
//! `S_1 .. S_N` in pairs; `YES` / `NO` per test
//!
//! Accepted: `1 <= T <= 20`, `2 <= N <= 2*10^4` even, `1 <= S_i <= 2*10^9`
//!
//! A move removes one pile of a pair and splits the other into two
//! non-empty piles, the new pair; who cannot move loses, and `YES` is
//! printed if the first player wins.
use cp_games::input::InputError;
use cp_games::judge::{lines, run};
use cp_games::sg::heap_rules::pair_split::first_player_wins;

fn main() {
    run(|input| {
        let t: usize = input.read("T", 1..=20)?;
        let answers = input.cases(t, |input| {
            let n: usize = input.read("N", 2..=20_000)?;
            if n % 2 == 1 {
                return Err(InputError(format!(
                    "N = {n} is odd: the piles come in pairs"
                )));
            }
            let piles: Vec<u64> = input.values(n, "S", 1..=2_000_000_000)?;
            Ok(if first_player_wins(&piles) {
                "YES"
            } else {
                "NO"
            })
        })?;
        Ok(lines(answers))
    })
}

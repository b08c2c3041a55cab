//! Codeforces 786A, Berzerk: `n`, then Rick's `k1` steps and Morty's `k2`
//! steps; two lines of `Win` / `Lose` / `Loop`, Rick first then Morty first
//!
//! Accepted: `2 <= n <= 7000`; `1 <= k1, k2 <= n - 1`; steps in `1..=n-1`,
//! distinct within a set
//!
//! Word `i` of a line is for the monster starting on object `i + 1`, and
//! says what the player moving first gets.
use cp_games::input::InputError;
use cp_games::judge::run;
use cp_games::sg::graph::berzerk::Berzerk;
use cp_games::Outcome;

fn main() {
    run(|input| {
        let n: usize = input.read("n", 2..=7000)?;
        let mut steps = [Vec::new(), Vec::new()];
        for (who, set) in ["Rick", "Morty"].iter().zip(steps.iter_mut()) {
            let k: usize = input.read(&format!("{who}'s k"), 1..=n - 1)?;
            *set = input.values(k, &format!("{who}'s step"), 1..=n - 1)?;
            let mut seen = vec![false; n];
            for &s in set.iter() {
                if std::mem::replace(&mut seen[s], true) {
                    return Err(InputError(format!("{who}'s step {s} is given twice")));
                }
            }
        }
        let lines = Berzerk::new(n, steps).outcomes();
        let words = |line: &[Outcome]| {
            let w: Vec<&str> = line
                .iter()
                .map(|o| match o {
                    Outcome::Win => "Win",
                    Outcome::Lose => "Lose",
                    Outcome::Draw => "Loop",
                })
                .collect();
            w.join(" ")
        };
        Ok(format!("{}\n{}", words(&lines[0]), words(&lines[1])))
    })
}

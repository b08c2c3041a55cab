//! Codeforces 1312F, Attack on Red Kingdom: `t`, then per test `n x y z`
//! and the defenders `a_1 .. a_n`; per test the number of first attacks
//! (castle, type) that win
//!
//! Accepted: `1 <= t <= 1000`, `1 <= n <= 3*10^5`, `1 <= x, y, z <= 5`,
//! `1 <= a_i <= 10^18`, the sum of `n` at most `3*10^5`
//!
//! An attack removes `x` (mixed), `y` (infantry) or `z` (cavalry)
//! defenders of a castle, capped at what is left; infantry may not follow
//! infantry on a castle, nor cavalry cavalry. Whoever attacks last wins.
use cp_games::input::InputError;
use cp_games::judge::{lines, run};
use cp_games::sg::heap_rules::attack::Attack;

const SUM: usize = 300_000;

fn main() {
    run(|input| {
        let t: usize = input.read("t", 1..=1000)?;
        let mut total = 0;
        let answers = input.cases(t, |input| {
            let n: usize = input.read("n", 1..=SUM)?;
            total += n;
            if total > SUM {
                return Err(InputError(format!("n = {n}: the sum of n passes {SUM}")));
            }
            let x: u64 = input.read("x", 1..=5)?;
            let y: u64 = input.read("y", 1..=5)?;
            let z: u64 = input.read("z", 1..=5)?;
            let castles: Vec<u64> = input.values(n, "a", 1..=1_000_000_000_000_000_000)?;
            Ok(Attack::new(x, y, z).winning_first_attacks(&castles))
        })?;
        Ok(lines(answers))
    })
}

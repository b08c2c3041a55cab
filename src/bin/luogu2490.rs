//! Luogu P2490 (SDOI 2011), Moore's Nim-k counted: `n k d`; winning
//! placements mod 10^9+7
//!
//! Accepted: `1 <= d <= k <= n <= 10^4`, `k <= 100`, `k` even
//!
//! "black and white": how many placements of the `k` pieces on the 1 x `n`
//! board the first player wins.
use cp_games::input::InputError;
use cp_games::judge::run;
use cp_games::nim::moore::counting::count_first_player_wins;

fn main() {
    run(|input| {
        let n: usize = input.read("n", 1..=10_000)?;
        let k: usize = input.read("k", 1..=n.min(100))?;
        if k % 2 != 0 {
            return Err(InputError(format!("k = {k} must be even")));
        }
        let d: usize = input.read("d", 1..=k)?;
        Ok(count_first_player_wins(n, k, d).to_string())
    })
}

//! AcWing 893, Set-Nim: `k`, the `k` move sizes, `n`, the `n` heaps; `Yes` /
//! `No`
//!
//! Accepted: `1 <= k <= 10^6`, moves in `1..=10^18` (repeats allowed); any
//! `n`, 0 included; heaps in `0..=10^18`, streamed
//!
//! `Yes` if the first player wins. Heaps are streamed, not stored.
use cp_games::input::InputError;
use cp_games::judge::{run, yes_no};
use cp_games::sg::set_nim::{Budget, SetNim};

const LIMIT: u64 = 1_000_000_000_000_000_000;
/// What answering may cost before the input is refused: 2^24 stored values
/// (64 MiB) and 2^28 move examinations: under a second at worst here (see
/// `benches/worst.py`).
const BUDGET: Budget = Budget {
    values: 1 << 24,
    steps: 1 << 28,
};

fn main() {
    run(|input| {
        let k: usize = input.read("k", 1..=1_000_000)?;
        let moves: Vec<u64> = input.values(k, "move size", 1..=LIMIT)?;
        let n: usize = input.read("n", 0..=usize::MAX)?;
        let mut game = SetNim::new(&moves, BUDGET);
        let wins =
            input.with_values(n, "heap", 0..=LIMIT, |heaps| game.first_player_wins(heaps))?;
        // Input left over is an error whatever the budget said.
        input.finish()?;
        let wins = wins.ok_or_else(|| {
            InputError(
                "these heaps need more Grundy values than the budget allows (2^24 values, 2^28 steps); refusing rather than running for minutes".to_string(),
            )
        })?;
        Ok(yes_no(wins))
    })
}

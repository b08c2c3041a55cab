//! AcWing 893: Set-Nim. Input: `k`, the k move sizes, `n`, the n heap sizes.
//! Prints `Yes` if the first player wins, else `No`. Heaps may be up to 10^18:
//! beyond what can be tabulated, the Grundy sequence's period is used.
use cp_games::input::{run, InputError};
use cp_games::sg::SubtractionGame;

const LIMIT: u64 = 1_000_000_000_000_000_000;
/// Heap sizes evaluated at most, and that times the number of moves.
const BUDGET: usize = 1 << 25;
const WORK: usize = 1 << 31;

fn main() {
    run(|input| {
        let k: usize = input.read("k", 1..=1_000_000)?;
        let moves: Vec<usize> = input.values(k, "move size", 1..=LIMIT as usize)?;
        let n: usize = input.read("n", 1..=usize::MAX)?;
        let heaps: Vec<u64> = input.values(n, "heap", 0..=LIMIT)?;
        let game = SubtractionGame::new(&moves);
        let max_heap = heaps.iter().copied().max().unwrap_or(0);
        let budget = BUDGET.min(WORK / game.moves().len());
        let table = game.grundy_table(max_heap, budget).ok_or_else(|| {
            InputError(format!(
                "heap {max_heap} needs the Grundy sequence's period, which is not found within {budget} heap sizes"
            ))
        })?;
        Ok(if table.first_player_wins(&heaps) {
            "Yes"
        } else {
            "No"
        }
        .to_string())
    })
}

//! HDU 1536, S-Nim: cases until `0`, each a move set and `m` positions of
//! `l` heaps; a line of `W` / `L` per case
//!
//! Accepted: `1 <= k <= 10^6`, moves in `1..=10^18`; `m, l >= 1`; heaps in
//! `0..=10^18`; at most 2^28 positions in all (a count `m` past that is
//! refused as it is read); within a budget of 2^24 values per move set and
//! 2^28 steps in all (2^9 charged per move set), else refused
//!
//! Set-Nim with several positions per move set: each case is `k` and the `k`
//! move sizes, `m`, then `m` positions, each `l` and the `l` heap sizes.
//! `W`: the player to move wins. The answers are held one bit each until
//! the input has been read to its end.
use cp_games::input::{Input, InputError};
use cp_games::judge::{run, Verdicts};
use cp_games::sg::set_nim::{Budget, SetNim};
use std::io::BufRead;

const LIMIT: u64 = 1_000_000_000_000_000_000;
/// Values each move set may store (64 MiB), and move examinations for the
/// whole input: under a second at worst here (see `benches/worst.py`).
const VALUES: usize = 1 << 24;
const STEPS: usize = 1 << 28;
/// Steps charged for setting up each move set, so that millions of tiny
/// cases are refused (after 2^19 of them) rather than let run for seconds.
const SETUP: usize = 1 << 9;
/// Positions accepted in all: their answers are held (one bit each, 32 MiB
/// at most) until the input has been checked to its end.
const MAX_POSITIONS: usize = 1 << 28;

/// One position: `l`, then the l heaps, fed to `game` one token at a time:
/// positions are short, and `with_values` sets up more per call than
/// reading a few tokens costs.
fn first_player_wins(
    input: &mut Input<impl BufRead>,
    game: &mut SetNim,
) -> Result<bool, InputError> {
    let l: usize = input.read("l", 1..=usize::MAX)?;
    let mut x = 0;
    for i in 1..=l {
        let heap = input.read_with(|| format!("heap {i} of {l}"), 0..=LIMIT)?;
        x ^= game.grundy(heap).ok_or_else(|| {
            InputError(
                "these heaps need more Grundy values than the budget allows (2^24 values per move set, 2^28 steps in all); refusing rather than running for minutes".to_string(),
            )
        })?;
    }
    Ok(x != 0)
}

fn main() {
    run(|input| {
        let mut out = Verdicts::grouped(MAX_POSITIONS, "W", "L");
        let mut steps = STEPS;
        input.cases_until("k", 0, 1..=1_000_000, |input, k: usize| {
            let moves: Vec<u64> = input.values(k, "move size", 1..=LIMIT)?;
            let m: usize = input.read("m", 1..=usize::MAX)?;
            if m > out.room() {
                return Err(InputError(format!(
                    "m = {m}: more than 2^28 positions in all; at most {MAX_POSITIONS} are accepted"
                )));
            }
            steps = steps.checked_sub(SETUP).ok_or_else(|| {
                InputError(format!(
                    "too many move sets: each is charged {SETUP} of the 2^28 steps allowed in all; refusing rather than running for minutes"
                ))
            })?;
            let mut game = SetNim::new(
                &moves,
                Budget {
                    values: VALUES,
                    steps,
                },
            );
            for p in 1..=m {
                let wins = first_player_wins(input, &mut game)
                    .map_err(|e| e.within(format_args!("position {p} of {m}")))?;
                out.push(wins).expect("room was checked");
            }
            steps = game.budget_left().steps;
            out.end_line().expect("a line has at least one position");
            Ok(())
        })?;
        Ok(out)
    })
}

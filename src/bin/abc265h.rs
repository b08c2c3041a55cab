//! AtCoder ABC265 Ex, No-capture Lance Game: `H W`; how many placements of
//! one piece per player per row the first player wins, mod 998244353
//!
//! Accepted: `1 <= H <= 8000`, `2 <= W <= 30`
//!
//! The first player's pieces slide left, the second's right, never over
//! the other piece; who cannot move loses. Rows are integers or Nim heaps,
//! counted with the Walsh–Hadamard transform.
use cp_games::judge::run;
use cp_games::nim::lance::count_first_player_wins;

fn main() {
    run(|input| {
        let h: usize = input.read("H", 1..=8000)?;
        let w: usize = input.read("W", 2..=30)?;
        Ok(count_first_player_wins(h, w).to_string())
    })
}

//! The memory per stored position of `cp_games::explore` at 10^7
//! positions (docs/benchmarks.md, "Exploring a game by its rules"): run
//! under `/usr/bin/time -v` and divide the peak resident size by the
//! positions printed. Argument 1: `minimax` or `loopy`.
//!
//! - `minimax`: the two-pile game of `benches/explore.rs` from piles
//!   (2236, 2236), both players to move: 2 * 2237^2 > 10^7 memo entries.
//! - `loopy`: the torus game of `benches/explore.rs` on a 3163 x 3163
//!   torus, every position reachable from (0, 0) numbered and solved.
use cp_games::explore::{Loopy, Minimax, Move};
use cp_games::Side;

fn main() {
    match std::env::args().nth(1).as_deref() {
        Some("minimax") => {
            let n = 2236u32;
            let mut game = Minimax::new(
                |&(a, b): &(u32, u32), side: Side| {
                    let sign = if side == Side::Left { 1i64 } else { -1 };
                    let from_a =
                        (1..=a.min(3)).map(move |t| Move::to((a - t, b)).scoring(sign * t as i64));
                    let from_b = (1..=b.min(3))
                        .map(move |t| Move::to((a, b - t)).scoring(sign * 2 * t as i64));
                    from_a.chain(from_b)
                },
                |_, _| 0i64,
            );
            let v = game.value((n, n), Side::Left) + game.value((n, n), Side::Right);
            println!("minimax positions {} checksum {}", game.positions(), v);
        }
        Some("loopy") => {
            const SIDE: u64 = 3163;
            let g = Loopy::new([(0u32, 0u32)], |&(x, y): &(u32, u32)| {
                let (x, y) = (u64::from(x), u64::from(y));
                if (x * y) % 7 == 3 {
                    return Vec::new();
                }
                [
                    ((x + 1) % SIDE, y),
                    (x, (y + 1) % SIDE),
                    ((x + y) % SIDE, (3 * x + 1) % SIDE),
                ]
                .map(|(a, b)| (a as u32, b as u32))
                .to_vec()
            });
            let s = g.solved();
            let draws = s
                .outcomes()
                .iter()
                .filter(|o| **o == cp_games::Outcome::Draw)
                .count();
            println!(
                "loopy positions {} moves {} draws {}",
                s.positions(),
                g.reachable().edges().len(),
                draws
            );
        }
        _ => {
            eprintln!("error: the argument must be `minimax` or `loopy`");
            std::process::exit(2);
        }
    }
}

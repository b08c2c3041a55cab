//! The partizan `cgt::Search` against the Toads and Frogs search it
//! replaced, in one run: the canonical form of every row of a length
//! (`3^n` rows, one arena and one memo per variant), and of the rows
//! `T^k .^m F^k`. Three variants:
//!
//! - `before`: the search `ToadsFrogs` had before it ran on `Search`, a
//!   recursive memo around `Games::from_options` (kept here to measure);
//! - `general`: `Search::without_fast_path` over the same moves;
//! - `after`: `ToadsFrogs`, i.e. `Search` with the number + star fast path.
//!
//! Each prints its CPU-bound wall time and a checksum of the values' ids
//! rendered by `Games::display`; the three must print the same values.
//!
//! ```text
//! toads_frogs_search ROW_LENGTH K M
//! ```

use cp_games::cgt::toads_frogs::ToadsFrogs;
use cp_games::cgt::{Game, Games, Search};
use cp_games::Side;
use std::collections::HashMap;
use std::time::Instant;

type Row = (u64, u64, u32);

fn parse(row: &str) -> Row {
    let (mut t, mut f) = (0u64, 0u64);
    for (i, c) in row.bytes().enumerate() {
        match c {
            b'T' => t |= 1 << i,
            b'F' => f |= 1 << i,
            _ => {}
        }
    }
    (t, f, row.len() as u32)
}

fn moves(&(t, f, n): &Row, side: Side) -> Vec<Row> {
    let cells = if n == 64 { !0 } else { (1u64 << n) - 1 };
    let e = cells & !(t | f);
    let mut out = Vec::new();
    let groups = match side {
        Side::Left => [(t & (e >> 1), 1), (t & (f >> 1) & (e >> 2), 2)],
        Side::Right => [(f & (e << 1), 1), (f & (t << 1) & (e << 2), 2)],
    };
    for (movers, distance) in groups {
        let mut rest: u64 = movers;
        while rest != 0 {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            out.push(match side {
                Side::Left => (t & !(1 << i) | 1 << (i + distance), f, n),
                Side::Right => (t, f & !(1 << i) | 1 << (i - distance), n),
            });
        }
    }
    out
}

/// The search `ToadsFrogs` had before: recursion and `from_options`.
fn before(games: &mut Games, row: Row, memo: &mut HashMap<Row, Game>) -> Game {
    if let Some(&g) = memo.get(&row) {
        return g;
    }
    let left: Vec<Game> = moves(&row, Side::Left)
        .into_iter()
        .map(|r| before(games, r, memo))
        .collect();
    let right: Vec<Game> = moves(&row, Side::Right)
        .into_iter()
        .map(|r| before(games, r, memo))
        .collect();
    let g = games.from_options(&left, &right);
    memo.insert(row, g);
    g
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("a number"))
        .collect();
    let (n, k, m) = (args[0], args[1], args[2]);
    let mut rows = vec![String::new()];
    for _ in 0..n {
        rows = rows
            .iter()
            .flat_map(|r| ["T", "F", "."].iter().map(move |c| format!("{r}{c}")))
            .collect();
    }
    let long: Vec<String> = (1..=k)
        .map(|j| format!("{}{}{}", "T".repeat(j), ".".repeat(m), "F".repeat(j)))
        .collect();
    for (name, work) in [("every row", &rows), ("T^j .^m F^j", &long)] {
        let mut outputs = Vec::new();
        for variant in ["before", "general", "after"] {
            let start = Instant::now();
            let mut games = Games::new();
            let values: Vec<Game> = match variant {
                "before" => {
                    let mut memo = HashMap::new();
                    work.iter()
                        .map(|r| before(&mut games, parse(r), &mut memo))
                        .collect()
                }
                "general" => {
                    let mut s = Search::without_fast_path(moves);
                    work.iter().map(|r| s.value(&mut games, parse(r))).collect()
                }
                _ => {
                    let mut tf = ToadsFrogs::new();
                    work.iter()
                        .map(|r| tf.value(&mut games, r).expect("a row"))
                        .collect()
                }
            };
            let secs = start.elapsed().as_secs_f64();
            let shown: Vec<String> = values.iter().map(|&g| games.display(g)).collect();
            println!(
                "{name} ({} rows): {variant:8} {secs:.3} s, {} forms in the arena",
                work.len(),
                games.len()
            );
            outputs.push(shown);
        }
        assert!(
            outputs.windows(2).all(|w| w[0] == w[1]),
            "the values differ"
        );
    }
}

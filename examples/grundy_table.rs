//! Prints the Grundy sequence of the subtraction game with the given moves,
//! up to the end of its first period, with its preperiod and period.
//!
//! `cargo run --release --example grundy_table -- 2 5`

use cp_games::sg::subtraction::SubtractionGame;

const USAGE: &str = "usage: grundy_table MOVE...
Prints the Grundy sequence of the subtraction game whose moves take MOVE
stones (positive integers), up to the end of its first period, with the
preperiod and the period.
example: cargo run --release --example grundy_table -- 2 5";

/// Heap sizes examined at most before giving up on finding the period.
const BUDGET: usize = 10_000_000;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{USAGE}");
        return;
    }
    let moves: Result<Vec<u64>, _> = args.iter().map(|a| a.parse::<u64>()).collect();
    let moves = match moves {
        Ok(m) if !m.is_empty() && !m.contains(&0) => m,
        _ => {
            eprintln!("error: give the move sizes as positive integers, e.g. `grundy_table 2 5` (see --help)");
            std::process::exit(2);
        }
    };
    let game = SubtractionGame::new(&moves);
    let Some(table) = game.grundy_table(u64::MAX, BUDGET) else {
        eprintln!("error: no period found within {BUDGET} heap sizes");
        std::process::exit(2);
    };
    let p = table.periodicity().expect("asked for every heap size");
    let values: Vec<String> = table.values().iter().map(u64::to_string).collect();
    let moves: Vec<String> = game.moves().iter().map(u64::to_string).collect();
    println!("moves: {}", moves.join(" "));
    println!("grundy(0..{}): {}", values.len(), values.join(" "));
    println!("preperiod: {}", p.preperiod);
    println!("period: {}", p.period);
}

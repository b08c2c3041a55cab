//! Our side of `benches/cgt_peer.py`: the canonical form of every
//! Domineering board of a size, or of the empty boards, one per line in
//! CGSuite's notation; and `normalise`, which reads games in CGSuite's
//! notation (the `cgt` crate's output) and prints them as ours does, so
//! that the two outputs can be compared line by line.
//!
//! ```text
//! cgt_domineering boards ROWS COLS   every board; bit r * COLS + c of the board's number set = cell (r, c) taken
//! cgt_domineering empty MAX          the empty boards R x C, 2 <= R, C <= MAX
//! cgt_domineering normalise          stdin -> stdout
//! ```
//!
//! A closed stdout ends the program with a panic (it is a benchmark).

use cp_games::cgt::domineering::{Board, Domineering};
use cp_games::cgt::{Game, Games};
use std::collections::HashMap;
use std::io::{BufRead, Write};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n = |i: usize| -> usize { args[i].parse().expect("a number") };
    let mut games = Games::new();
    let mut dom = Domineering::new();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    // Each board's value is printed afresh, as the peer does (keeping one
    // string per distinct value changed nothing measurable: 0.96 s of CPU
    // either way for the 2^20 boards of 4x5).
    let mut print = |games: &mut Games, board: &Board| {
        let g = dom
            .value(games, board)
            .expect("a board of at most 128 cells");
        writeln!(out, "{}", games.display(g)).unwrap();
    };
    match args.get(1).map(String::as_str) {
        Some("boards") => {
            let (rows, cols) = (n(2), n(3));
            let all = (1u128 << (rows * cols)) - 1;
            for taken in 0..1u128 << (rows * cols) {
                print(&mut games, &Board::from_bits(rows, cols, all & !taken));
            }
        }
        Some("empty") => {
            for rows in 2..=n(2) {
                for cols in 2..=n(2) {
                    print(&mut games, &Board::empty(rows, cols));
                }
            }
        }
        Some("normalise") => {
            let mut seen: HashMap<String, Game> = HashMap::new();
            for line in std::io::stdin().lock().lines() {
                let line = line.unwrap();
                let g = match seen.get(&line) {
                    Some(&g) => g,
                    None => {
                        let g = games
                            .parse(&line)
                            .unwrap_or_else(|e| panic!("cannot read `{line}`: {e}"));
                        seen.insert(line, g);
                        g
                    }
                };
                writeln!(out, "{}", games.display(g)).unwrap();
            }
        }
        _ => {
            eprintln!("usage: cgt_domineering boards ROWS COLS | empty MAX | normalise");
            std::process::exit(2);
        }
    }
}

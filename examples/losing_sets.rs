//! Prints every losing set of Modulo Nim (ARC134 E) whose values are at most
//! 200: one set per line, values ascending, separated by single spaces.
//!
//! `cargo run --release --example losing_sets`

use std::io::Write;

const USAGE: &str = "usage: losing_sets
Prints every losing set of Modulo Nim (AtCoder ARC134 E) whose values are at
most 200, one per line, values ascending: 268 lines.
example: cargo run --release --example losing_sets";

fn main() {
    match std::env::args().nth(1).as_deref() {
        None => {}
        Some("-h" | "--help") => {
            println!("{USAGE}");
            return;
        }
        Some(other) => {
            eprintln!("error: losing_sets takes no arguments, not `{other}` (see --help)");
            std::process::exit(2);
        }
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for set in cp_games::arc134e::losing_sets(200) {
        let line: Vec<String> = set.iter().map(u32::to_string).collect();
        writeln!(out, "{}", line.join(" ")).expect("write to stdout");
    }
}

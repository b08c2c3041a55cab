//! Prints every losing set of Modulo Nim (ARC134 E) whose values are at most
//! 200: one set per line, values ascending, separated by single spaces.
//!
//! `cargo run --release --example losing_sets`

use std::io::Write;

fn main() {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for set in cp_games::arc134e::losing_sets(200) {
        let line: Vec<String> = set.iter().map(u32::to_string).collect();
        writeln!(out, "{}", line.join(" ")).expect("write to stdout");
    }
}

//! `cargo run --release -p cp-games-benches --bin guess_speed [runs]`:
//! `cp_games::guess` (reading the CSV and finding the rule) against a
//! hand-written baseline on the same text, each best of `runs` (default 5)
//! in this process; prints `workload ms-guess ms-baseline ratio cpu-s`.
//!
//! The baseline is what a contestant writes in a hurry: split the lines,
//! parse the numbers, and find the smallest period of the value column by
//! the prefix function (one O(N) pass), nothing else. `guess` does that
//! and tries every other kind, and checks its answer on every row.
//!
//! Workloads (docs/benchmarks.md, "The rule guesser"):
//! - 1-D, 10^6 rows: W/L of period 7 (found), and random digits (none);
//! - 2-D, 316 x 316 = 99 856 rows: a sum `(x mod 3) xor (y mod 5)`
//!   (found after the sequences, combinations and families fail), and
//!   random W/L (none).
use cp_games::guess::{guess, Guess, Options, Table};
use std::time::Instant;

fn best(runs: usize, mut f: impl FnMut() -> usize) -> (f64, usize) {
    let mut best = f64::MAX;
    let mut out = 0;
    for _ in 0..runs {
        let t = Instant::now();
        out = f();
        best = best.min(t.elapsed().as_secs_f64() * 1e3);
    }
    (best, out)
}

/// A reproducible xorshift stream.
fn random(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

fn baseline(text: &str) -> usize {
    let mut values: Vec<&str> = Vec::new();
    for line in text.lines().skip(1) {
        let mut fields = line.split(',');
        let mut params = [0u64; 3];
        let count = fields.clone().count();
        for p in params.iter_mut().take(count - 1) {
            *p = fields.next().unwrap().parse().unwrap();
        }
        std::hint::black_box(params);
        values.push(fields.next().unwrap());
    }
    let mut border = vec![0usize; values.len()];
    for i in 1..values.len() {
        let mut b = border[i - 1];
        while b > 0 && values[i] != values[b] {
            b = border[b - 1];
        }
        if values[i] == values[b] {
            b += 1;
        }
        border[i] = b;
    }
    values.len() - border[values.len() - 1]
}

fn ours(text: &str) -> usize {
    let table = Table::from_csv(text).unwrap();
    match guess(&table, &Options::default()).unwrap() {
        Guess::Found(f) => f.evidence().fit_rows,
        Guess::NotFound { .. } => 0,
    }
}

fn main() {
    let runs = std::env::args().nth(1).map_or(5, |r| r.parse().unwrap());
    let mut seed = 88_172_645_463_325_252u64;
    let mut workloads: Vec<(&str, String)> = Vec::new();
    let mut text = String::from("n,o\n");
    for n in 0..1_000_000u64 {
        text += &format!("{n},{}\n", if n % 7 == 0 || n % 7 == 3 { "L" } else { "W" });
    }
    workloads.push(("1-D 10^6 rows, period 7 (found)", text));
    let mut text = String::from("n,g\n");
    for n in 0..1_000_000u64 {
        text += &format!("{n},{}\n", random(&mut seed) % 10);
    }
    workloads.push(("1-D 10^6 rows, random digits (no rule)", text));
    let mut text = String::from("x,y,g\n");
    for x in 0..316u64 {
        for y in 0..316u64 {
            text += &format!("{x},{y},{}\n", (x % 3) ^ (y % 5));
        }
    }
    workloads.push(("2-D 99 856 rows, sum of two games (found)", text));
    let mut text = String::from("x,y,o\n");
    for x in 0..316u64 {
        for y in 0..316u64 {
            text += &format!(
                "{x},{y},{}\n",
                if random(&mut seed) & 1 == 0 { "W" } else { "L" }
            );
        }
    }
    workloads.push(("2-D 99 856 rows, random W/L (no rule)", text));
    println!("| workload | guess ms | baseline ms | guess / baseline |");
    println!("|---|---|---|---|");
    for (name, text) in &workloads {
        let (ms, fit) = best(runs, || ours(text));
        let (base, period) = best(runs, || baseline(text));
        std::hint::black_box((fit, period));
        println!("| {name} | {ms:.1} | {base:.1} | {:.1}x |", ms / base);
    }
}

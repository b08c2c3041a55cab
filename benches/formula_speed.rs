//! `cargo run --release -p cp-games-benches --bin formula_speed`: the
//! formula search of `cp_games::guess` on its worst tables (random values:
//! nothing fits, so the whole budget is spent) and on tables it solves.
//! Prints one table row per workload: rows, CPU ms of `guess` (this
//! process's user + system time, one run each), the formulas checked, how
//! many a second, and the process's peak resident memory so far.
//!
//! Figures and the command are in docs/benchmarks.md ("The formula
//! search"). A hand-written baseline has no meaning here (no contestant
//! writes an enumerator in a contest): the figures are checked against the
//! issue's bounds (10^6 candidates a second on 1,000 rows; 2 s of CPU up
//! to 1,000 rows, 5 s up to 6,000; 1 GiB).
use cp_games::guess::{guess, Arg, Guess, Options, Table};

/// A reproducible xorshift stream.
fn random(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

/// This process's user + system CPU seconds, and its peak resident memory
/// in MiB, from /proc.
fn usage() -> (f64, f64) {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime are fields 14 and 15, the 12th and 13th after ')'
    let cpu = (ticks(11) + ticks(12)) / 100.0;
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let peak = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|k| k.parse::<f64>().ok())
        .unwrap_or(0.0)
        / 1024.0;
    (cpu, peak)
}

fn table(names: &[&str], rows: Vec<(Vec<Arg>, String)>) -> Table {
    Table::from_args(names.iter().map(|s| s.to_string()).collect(), rows).unwrap()
}

fn main() {
    let mut seed = 88_172_645_463_325_252u64;
    let mut work: Vec<(&str, Table)> = Vec::new();
    let wl = |seed: &mut u64| if random(seed) & 1 == 0 { "W" } else { "L" }.to_string();
    let grid = |n: u64, d: usize| -> Vec<Vec<Arg>> {
        let mut out = vec![vec![]];
        for _ in 0..d {
            out = out
                .into_iter()
                .flat_map(|p: Vec<Arg>| {
                    (0..n).map(move |x| {
                        let mut p = p.clone();
                        p.push(Arg::Int(x));
                        p
                    })
                })
                .collect();
        }
        out
    };
    let rows = grid(32, 2)
        .into_iter()
        .take(1000)
        .map(|p| (p, wl(&mut seed)))
        .collect();
    work.push((
        "random W/L, 2 integers, 1,000 rows (no rule)",
        table(&["x", "y", "o"], rows),
    ));
    let rows = grid(1000, 1)
        .into_iter()
        .map(|p| (p, (random(&mut seed) % 7).to_string()))
        .collect();
    work.push((
        "random 0..7, 1 integer, 1,000 rows (no rule)",
        table(&["n", "g"], rows),
    ));
    let rows = grid(10, 3)
        .into_iter()
        .map(|p| (p, (random(&mut seed) % 5).to_string()))
        .collect();
    work.push((
        "random 0..5, 3 integers, 1,000 rows (no rule)",
        table(&["x", "y", "z", "g"], rows),
    ));
    let rows = (0..1000u64)
        .map(|i| {
            let len = 1 + (random(&mut seed) % 5) as usize;
            let l: Vec<u64> = (0..len).map(|_| random(&mut seed) % 8).collect();
            (vec![Arg::List(l), Arg::Int(i)], wl(&mut seed))
        })
        .collect();
    work.push((
        "random W/L, a list and an integer, 1,000 rows (no rule)",
        table(&["a", "k", "o"], rows),
    ));
    let rows = grid(18, 3)
        .into_iter()
        .take(6000)
        .map(|p| (p, wl(&mut seed)))
        .collect();
    work.push((
        "random W/L, 3 integers, 5,832 rows (no rule)",
        table(&["x", "y", "z", "o"], rows),
    ));
    let rows = grid(30, 2)
        .into_iter()
        .map(|p| {
            let v: Vec<u64> = p
                .iter()
                .map(|a| if let Arg::Int(x) = a { *x } else { 0 })
                .collect();
            let s = (v[0] + 1).ilog2() + (v[1] + 2).ilog2();
            (p, s.to_string())
        })
        .collect();
    work.push((
        "floor_log2(x + 1) + floor_log2(y + 2), 900 rows (size 9)",
        table(&["x", "y", "v"], rows),
    ));
    let rows = grid(30, 2)
        .into_iter()
        .map(|p| {
            let v: Vec<u64> = p
                .iter()
                .map(|a| if let Arg::Int(x) = a { *x } else { 0 })
                .collect();
            (
                p,
                if v[0].min(v[1]) % 2 == 1 { "W" } else { "L" }.to_string(),
            )
        })
        .collect();
    work.push((
        "odd(min(x, y)), 900 rows (size 4)",
        table(&["x", "y", "o"], rows),
    ));
    println!(
        "| workload | rows | CPU ms | formulas checked | checked / s | peak RSS MiB | result |"
    );
    println!("|---|---|---|---|---|---|---|");
    for (name, t) in &work {
        let (before, _) = usage();
        let g = guess(t, &Options::default()).unwrap();
        let (after, peak) = usage();
        let cpu = after - before;
        let (checked, result) = match &g {
            Guess::NotFound { formulas, .. } => (*formulas, "no rule".to_string()),
            Guess::Found(f) => (
                f.evidence().candidates.unwrap_or(0),
                format!(
                    "found (size up to: {})",
                    f.to_string().lines().next().unwrap_or("").len()
                ),
            ),
        };
        println!(
            "| {name} | {} | {:.0} | {checked} | {:.2e} | {peak:.0} | {} |",
            t.len(),
            cpu * 1e3,
            checked as f64 / cpu.max(1e-9),
            if matches!(g, Guess::Found(_)) {
                "found"
            } else {
                &result
            }
        );
    }
}

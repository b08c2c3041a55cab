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
    // `f` at the first `take` points of 0..n in each of `names.len() - 1`
    // integer parameters
    let grid = |names: &[&str], n: u64, take: usize, f: &mut dyn FnMut(&[u64]) -> String| {
        let mut points: Vec<Vec<u64>> = vec![vec![]];
        for _ in 1..names.len() {
            points = points
                .into_iter()
                .flat_map(|p| (0..n).map(move |x| [p.clone(), vec![x]].concat()))
                .collect();
        }
        let rows = points
            .into_iter()
            .take(take)
            .map(|p| (p.iter().map(|&x| Arg::Int(x)).collect(), f(&p)))
            .collect();
        table(names, rows)
    };
    let xy = ["x", "y", "o"];
    let t = grid(&xy, 32, 1000, &mut |_| wl(&mut seed));
    work.push(("random W/L, 2 integers, 1,000 rows (no rule)", t));
    let t = grid(&["n", "g"], 1000, 1000, &mut |_| {
        (random(&mut seed) % 7).to_string()
    });
    work.push(("random 0..7, 1 integer, 1,000 rows (no rule)", t));
    let xyz = ["x", "y", "z", "g"];
    let t = grid(&xyz, 10, 1000, &mut |_| (random(&mut seed) % 5).to_string());
    work.push(("random 0..5, 3 integers, 1,000 rows (no rule)", t));
    let rows = (0..1000u64)
        .map(|i| {
            let len = 1 + (random(&mut seed) % 5) as usize;
            let l: Vec<u64> = (0..len).map(|_| random(&mut seed) % 8).collect();
            (vec![Arg::List(l), Arg::Int(i)], wl(&mut seed))
        })
        .collect();
    let t = table(&["a", "k", "o"], rows);
    work.push(("random W/L, a list and an integer, 1,000 rows (no rule)", t));
    let t = grid(&xyz, 18, 6000, &mut |_| wl(&mut seed));
    work.push(("random W/L, 3 integers, 5,832 rows (no rule)", t));
    let t = grid(&xy, 30, 900, &mut |v| {
        ((v[0] + 1).ilog2() + (v[1] + 2).ilog2()).to_string()
    });
    work.push((
        "floor_log2(x + 1) + floor_log2(y + 2), 900 rows (size 9)",
        t,
    ));
    let t = grid(&xy, 30, 900, &mut |v| {
        if v[0].min(v[1]) % 2 == 1 { "W" } else { "L" }.to_string()
    });
    work.push(("odd(min(x, y)), 900 rows (size 4)", t));
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

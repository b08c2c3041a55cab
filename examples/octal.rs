//! Proves the period of an octal game, or says it is unresolved.
//!
//! ```text
//! cargo run --release --example octal -- CODE [--limit L]
//! cargo run --release --example octal -- CODE --values K
//! ```
//!
//! The first form prints `CODE: period P preperiod N0 (last exception
//! N0-1), proved with V values`, or `CODE: unresolved after V values`,
//! then a line of rare-value statistics. `--values K` prints
//! `G(0) .. G(K-1)` on one line instead.

use cp_games::sg::octal::sparse::Sparse;
use cp_games::sg::octal::{prove_period, OctalGame, Solver};
use std::io::Write;
use std::time::Instant;

/// Values computed at most unless `--limit` says otherwise: 2^26, which is
/// 64 MiB of values (stored as bytes while they fit), plus at most 16 MiB for
/// the period check.
const DEFAULT_LIMIT: usize = 1 << 26;

const USAGE: &str =
    "usage: octal CODE [--limit L]   prove the period of an octal game (e.g. .77, 0.137, 4.07)
       octal CODE --values K    print G(0) .. G(K-1) on one line

Without --values, prints `CODE: period P preperiod N0 (last exception N0-1),
proved with V values` once the Guy-Smith certificate holds, or `CODE:
unresolved after V values` when --limit values (default 2^26 = 67108864,
about 64 MiB of values) do not prove one; then a line of rare-value
statistics (sparse-space mask, rare heaps, last rare heap). Runs longer
than a second report progress on stderr.
example: cargo run --release --example octal -- .16";

struct Args {
    code: String,
    values: Option<usize>,
    limit: usize,
}

fn parse_args() -> Result<Args, String> {
    let mut args = std::env::args().skip(1);
    let (mut code, mut values, mut limit) = (None, None, DEFAULT_LIMIT);
    while let Some(arg) = args.next() {
        let mut number = |name: &str| -> Result<usize, String> {
            let v = args.next().ok_or(format!("{name} needs a number"))?;
            v.parse()
                .map_err(|_| format!("{name} needs a number, found `{v}`"))
        };
        match arg.as_str() {
            "-h" | "--help" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            "--values" => values = Some(number("--values")?),
            "--limit" => limit = number("--limit")?,
            _ if code.is_none() && !arg.starts_with("--") => code = Some(arg),
            _ => return Err(format!("unexpected argument `{arg}`")),
        }
    }
    let code = code.ok_or("give an octal code, e.g. `.77`")?;
    Ok(Args {
        code,
        values,
        limit,
    })
}

fn main() {
    let args = parse_args().unwrap_or_else(|e| fail(&e));
    let game: OctalGame = args.code.parse().unwrap_or_else(|e| fail(&format!("{e}")));
    let mut solver = Sparse::new(game.clone());
    if let Some(k) = args.values {
        solver.reserve(k);
        print_values(&mut solver, k);
        return;
    }
    solver.reserve(args.limit.min(1 << 24));
    let start = Instant::now();
    let mut last_report = 0.0;
    let proved = prove_period(&mut solver, args.limit, |s| {
        let secs = start.elapsed().as_secs_f64();
        if secs >= last_report + 1.0 {
            last_report = secs;
            let stats = s.stats();
            eprint!(
                "\r{}: {} values, {:.0} s, {} rare heaps ",
                args.code,
                s.values().len(),
                secs,
                stats.rare
            );
        }
    });
    if last_report > 0.0 {
        eprintln!();
    }
    let used = solver.values().len();
    let mut out = std::io::stdout().lock();
    // A closed stdout (e.g. `| head -1`) ends the program quietly.
    let _ = match proved {
        Some(p) => writeln!(
            out,
            "{}: period {} preperiod {} (last exception {}), proved with {} values",
            args.code,
            p.period,
            p.preperiod,
            p.preperiod as i64 - 1,
            used
        ),
        None => writeln!(out, "{}: unresolved after {} values", args.code, used),
    };
    let stats = solver.stats();
    let last = stats
        .last_rare
        .map_or("none".to_string(), |r| r.to_string());
    let _ = writeln!(
        out,
        "rare values: mask {}, {} rare heaps, last rare heap {}, max value {}, {:.2} s",
        stats.mask,
        stats.rare,
        last,
        solver.values().max(),
        start.elapsed().as_secs_f64()
    );
}

/// Prints `G(0) .. G(k-1)` on one line as they are computed.
fn print_values(solver: &mut Sparse, k: usize) {
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let mut digits = [0u8; 10];
    for n in 0..k {
        let mut v = solver.push_next();
        let mut at = digits.len();
        loop {
            at -= 1;
            digits[at] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        let sep: &[u8] = if n + 1 == k { b"\n" } else { b" " };
        let ok = out
            .write_all(&digits[at..])
            .and_then(|()| out.write_all(sep));
        if ok.is_err() {
            return; // stdout closed: nobody reads the rest
        }
    }
    if k == 0 {
        let _ = out.write_all(b"\n");
    }
    let _ = out.flush();
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message} (octal --help prints the usage)");
    std::process::exit(2);
}

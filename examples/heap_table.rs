//! Tabulates the Grundy values of a heap ruleset given on the command line
//! and prints the pattern found: proved where a certificate applies,
//! otherwise observed on the values computed.
//!
//! `cargo run --release --example heap_table -- octal .07`

use cp_games::sg::heap_rules::attack::Attack;
use cp_games::sg::heap_rules::equal_split::grundy_table;
use cp_games::sg::heap_rules::pair_split;
use cp_games::sg::heap_rules::{prove_by_window, Pattern, Status, Table};
use cp_games::sg::octal::values::GrundyValues;
use cp_games::sg::octal::OctalGame;
use cp_games::sg::period::Periodicity;

const USAGE: &str = "usage: heap_table [--len N] RULE [--len N]
Tabulates the Grundy values G(0..N) of a heap game (N = 300 for `octal`
and 100 for the others unless given, at most 100000; at most 2000 for
`sub ... split`) and prints the pattern
found: a period, or an arithmetic period G(n + p) = G(n) + s, marked
proved only where a certificate theorem applies, else observed up to N.
RULE is one of
  octal CODE        a take-and-break (octal) code such as .07 or 4.7
                    (periods proved by the Guy-Smith certificate)
  sub S1,S2,...     take S1, S2, ... stones (proved by a repeated window)
  sub S1,... split  the same, or split a heap in two non-empty heaps
  equal-split F     split a heap of at least F into M >= 2 near-equal
                    heaps (Luogu P3235)
  pair-split        a pair (a, b): drop one heap, split the other (Luogu
                    P2148); prints G(a, b) for a, b <= min(N, 16)
  attack X Y Z      castles of Codeforces 1312F, X, Y, Z in 1..=5: the
                    rows G(n, 0) G(n, 1) G(n, 2), state = last attack
example: cargo run --release --example heap_table -- equal-split 3";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{USAGE}");
        return;
    }
    match tabulate(&args) {
        Ok(text) => print!("{text}"),
        Err(why) => {
            eprintln!("error: {why} (see --help)");
            std::process::exit(2);
        }
    }
}

fn number(s: &str, what: &str, range: std::ops::RangeInclusive<usize>) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(v) if range.contains(&v) => Ok(v),
        _ => Err(format!(
            "{what} must be an integer in {}..={}, found `{s}`",
            range.start(),
            range.end()
        )),
    }
}

fn tabulate(args: &[String]) -> Result<String, String> {
    let mut args: Vec<&str> = args.iter().map(String::as_str).collect();
    // `--len N`, before or after the rule, at most once
    let mut len = None;
    while let Some(at) = args.iter().position(|&a| a == "--len") {
        let n = args.get(at + 1).ok_or("--len needs a number")?;
        if len.replace(number(n, "--len", 1..=100_000)?).is_some() {
            return Err("--len is given twice".into());
        }
        args.drain(at..at + 2);
    }
    let (&rule, rest) = args.split_first().ok_or("no rule given")?;
    // Octal codes by default get values enough for the certificate of the
    // small ones (Dawson's Kayles, .07, needs 177).
    let len = len.unwrap_or(if rule == "octal" { 300 } else { 100 });
    let arity = |n: usize| {
        if rest.len() == n {
            Ok(())
        } else {
            Err(format!(
                "`{rule}` takes {n} argument(s), found {}",
                rest.len()
            ))
        }
    };
    let mut out = format!("rule: {}\n", args.join(" "));
    match rule {
        "octal" => {
            arity(1)?;
            let game: OctalGame = rest[0].parse().map_err(|e| format!("{e}"))?;
            let table = Table::new(len, 1, |n, _, options| {
                for m in game.moves(n as u64) {
                    let parts = [m.left.0, m.left.1];
                    options.push(
                        parts
                            .iter()
                            .filter(|&&h| h > 0)
                            .map(|&h| (h as usize, 0))
                            .collect(),
                    );
                }
            });
            let values = table.column(0);
            let mut packed = GrundyValues::new();
            values.iter().for_each(|&v| packed.push(v));
            let proved = game.check_period(&packed).proved;
            out += &sequence(&values);
            out += &proved_or_observed(proved, "the Guy-Smith certificate", &values);
        }
        "sub" => {
            if rest.is_empty() || rest.len() > 2 || rest.len() == 2 && rest[1] != "split" {
                return Err("`sub` takes a list S1,S2,... and optionally `split`".into());
            }
            let mut moves = Vec::new();
            for s in rest[0].split(',') {
                moves.push(number(s, "a move", 1..=1000)?);
            }
            let split = rest.len() == 2;
            if split && len > 2000 {
                return Err("--len is at most 2000 with `split`".into());
            }
            let table = Table::new(len, 1, |n, _, options| {
                for &m in &moves {
                    if m < n {
                        options.push(vec![(n - m, 0)]);
                    } else if m == n {
                        options.push(vec![]);
                    }
                }
                if split {
                    options.extend((1..=n / 2).map(|a| vec![(a, 0), (n - a, 0)]));
                }
            });
            let values = table.column(0);
            out += &sequence(&values);
            let window = moves.iter().copied().max().expect("a move");
            // Without splits, each value from `window` on is the same
            // function of the `window` values before it.
            let proved = if split || window >= len {
                None
            } else {
                prove_by_window(window, window, len, |n| values[n])
            };
            out += &proved_or_observed(proved, "a repeated window of max(S) values", &values);
        }
        "equal-split" => {
            arity(1)?;
            let f = number(rest[0], "F", 1..=100_000)?;
            let values = grundy_table(f, len - 1);
            out += &sequence(&values);
            out += &observed(&values);
        }
        "pair-split" => {
            arity(0)?;
            let side = len.min(16);
            // The plain mex over the moves, then the proved closed form.
            let mut g = vec![vec![0u64; side + 1]; side + 1];
            for sum in 2..=2 * side {
                for a in 1..sum {
                    let b = sum - a;
                    if a > side || b > side {
                        continue;
                    }
                    let mut seen = Vec::new();
                    for h in [a, b] {
                        seen.extend((1..h).map(|c| g[c][h - c]));
                    }
                    g[a][b] = cp_games::sg::mex(&seen);
                }
            }
            out += &format!("G(a, b) for a, b in 1..={side} (row a):\n");
            let mut agrees = true;
            for (a, row) in g.iter().enumerate().skip(1) {
                out += &sequence_line(&row[1..]);
                for (b, &v) in row.iter().enumerate().skip(1) {
                    agrees &= v == pair_split::grundy(a as u64, b as u64);
                }
            }
            out += &format!(
                "pattern: G(a, b) = trailing 1-bits of (a - 1) | (b - 1), proved (sg::heap_rules::pair_split); the table {}\n",
                if agrees { "agrees" } else { "DISAGREES" }
            );
        }
        "attack" => {
            arity(3)?;
            let d: Vec<u64> = rest
                .iter()
                .map(|s| number(s, "X, Y, Z", 1..=5).map(|v| v as u64))
                .collect::<Result<_, _>>()?;
            let game = Attack::new(d[0], d[1], d[2]);
            out += &format!("G(n, 0..3) for n in 0..{len}:\n");
            for n in 0..len as u64 {
                out += &format!(
                    "{} {} {}\n",
                    game.grundy(n, 0),
                    game.grundy(n, 1),
                    game.grundy(n, 2)
                );
            }
            out += &describe(
                Pattern::Periodic(game.periodicity()),
                Status::Proved,
                "a repeated window of 5 rows",
            );
        }
        _ => return Err(format!("unknown rule `{rule}`")),
    }
    Ok(out)
}

fn sequence_line(values: &[u64]) -> String {
    let words: Vec<String> = values.iter().map(u64::to_string).collect();
    words.join(" ") + "\n"
}

fn sequence(values: &[u64]) -> String {
    format!("G(0..{}): {}", values.len(), sequence_line(values))
}

/// The period `proved` by `certificate`, or else what the values show.
fn proved_or_observed(proved: Option<Periodicity>, certificate: &str, values: &[u64]) -> String {
    match proved {
        Some(p) => describe(Pattern::Periodic(p), Status::Proved, certificate),
        None => observed(values),
    }
}

fn observed(values: &[u64]) -> String {
    describe(
        Pattern::observe(values),
        Status::Observed {
            up_to: values.len(),
        },
        "",
    )
}

fn describe(pattern: Pattern, status: Status, certificate: &str) -> String {
    let how = match status {
        Status::Proved => format!("proved ({certificate})"),
        Status::Observed { up_to } => format!("observed up to {up_to}, not proved"),
    };
    match pattern {
        Pattern::Periodic(p) => {
            format!("pattern: period {} from {}, {how}\n", p.period, p.preperiod)
        }
        Pattern::Arithmetic {
            periodicity: p,
            saltus,
        } => format!(
            "pattern: arithmetic period {} with saltus {} from {}, {how}\n",
            p.period, saltus, p.preperiod
        ),
        Pattern::None => format!(
            "pattern: none seen in {} values\n",
            match status {
                Status::Observed { up_to } => up_to,
                Status::Proved => 0,
            }
        ),
    }
}

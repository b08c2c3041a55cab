//! Tabulates the Grundy values of a heap ruleset given on the command line
//! and prints the pattern found (`sg::period::Pattern`): proved where a
//! certificate applies, otherwise observed on the values computed; with
//! `--at H`, also `G(H)` from the pattern, for any heap up to `u64::MAX`.
//!
//! `cargo run --release --example heap_table -- octal .07 --at 1000000000`

use cp_games::sg::heap_rules::attack::Attack;
use cp_games::sg::heap_rules::equal_split::grundy_table;
use cp_games::sg::heap_rules::pair_split;
use cp_games::sg::heap_rules::Table;
use cp_games::sg::octal::solved::pattern_of;
use cp_games::sg::octal::values::GrundyValues;
use cp_games::sg::octal::OctalGame;
use cp_games::sg::period::Pattern;
use cp_games::sg::subtraction::SubtractionGame;

const USAGE: &str = "usage: heap_table [--len N] [--at H] RULE [--len N] [--at H]
Tabulates the Grundy values G(0..N) of a heap game (N = 300 for `octal`
and 100 for the others unless given, at most 100000; at most 2000 for
`sub ... split`) and prints the pattern
found: a period, or an arithmetic period G(n + p) = G(n) + s, marked
`proved by` the certificate theorem where one applies, else `observed up
to N, not proved`. With --at H (any heap up to 18446744073709551615) it
also prints G(H) from the pattern.
RULE is one of
  octal CODE        a take-and-break (octal) code such as .07 or 4.7
                    (periods proved by the Guy-Smith certificate)
  sub S1,S2,...     take S1, S2, ... stones, each at most 1000 (proved
                    by the subtraction-game theorem: a repeated window)
  sub S1,... split  the same, or split a heap in two non-empty heaps
                    (an octal game: the Guy-Smith certificate)
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
    // `--len N` and `--at H`, before or after the rule, each at most once
    let mut len = None;
    let mut heap: Option<u64> = None;
    while let Some(at) = args.iter().position(|&a| a == "--len" || a == "--at") {
        let flag = args[at];
        let n = args
            .get(at + 1)
            .ok_or_else(|| format!("{flag} needs a number"))?;
        let twice = if flag == "--len" {
            len.replace(number(n, "--len", 1..=100_000)?).is_some()
        } else {
            let h = n
                .parse::<u64>()
                .map_err(|_| format!("--at must be an integer in 0..={}, found `{n}`", u64::MAX))?;
            heap.replace(h).is_some()
        };
        if twice {
            return Err(format!("{flag} is given twice"));
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
    if heap.is_some() && rule == "pair-split" {
        return Err("--at is not for `pair-split` (two heaps; its closed form is proved)".into());
    }
    let mut out = format!("rule: {}\n", args.join(" "));
    match rule {
        "octal" => {
            arity(1)?;
            let game: OctalGame = rest[0].parse().map_err(|e| format!("{e}"))?;
            let values = octal_values(&game, len);
            out += &sequence(&values);
            out += &describe(octal_pattern(&game, &values), values.len(), heap);
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
            if split {
                // taking s (also a whole heap of s) is digit 3, splitting
                // without taking is d0 = 4: the octal code 4.0..3..3
                let mut digits = vec![0u8; moves.iter().copied().max().expect("a move") + 1];
                moves.iter().for_each(|&m| digits[m] = 3);
                let code: String = digits[1..].iter().map(|d| d.to_string()).collect();
                let game: OctalGame = format!("4.{code}").parse().map_err(|e| format!("{e}"))?;
                let values = octal_values(&game, len);
                out += &sequence(&values);
                out += &describe(octal_pattern(&game, &values), len, heap);
            } else {
                let moves: Vec<u64> = moves.iter().map(|&m| m as u64).collect();
                let game = SubtractionGame::new(&moves);
                out += &sequence(&game.grundy_sequence(len));
                out += &describe(game.pattern(len), len, heap);
            }
        }
        "equal-split" => {
            arity(1)?;
            let f = number(rest[0], "F", 1..=100_000)?;
            let values = grundy_table(f, len - 1);
            out += &sequence(&values);
            out += &describe(Pattern::observe(&values), len, heap);
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
            for state in 0..3 {
                out += &format!("state {state}: ");
                out += &describe(Some(game.pattern(state)), len, heap);
            }
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

/// `G(0..len)` of an octal game by the rules (the table of `heap_rules`).
fn octal_values(game: &OctalGame, len: usize) -> Vec<u64> {
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
    table.column(0)
}

/// The pattern of an octal game's values: proved by the Guy-Smith
/// certificate if it holds on them, else observed.
fn octal_pattern(game: &OctalGame, values: &[u64]) -> Option<Pattern> {
    let mut packed = GrundyValues::new();
    values.iter().for_each(|&v| packed.push(v));
    pattern_of(game, &packed)
}

/// `pattern: ...` (proved by what, or observed up to what), and `G(H)`
/// from it when asked.
fn describe(pattern: Option<Pattern>, len: usize, heap: Option<u64>) -> String {
    let Some(pattern) = pattern else {
        let mut line = format!("pattern: none seen in {len} values\n");
        if let Some(h) = heap {
            line += &format!("G({h}): unknown, no pattern\n");
        }
        return line;
    };
    let mut line = format!("pattern: {pattern}\n");
    if let Some(h) = heap {
        line += &match pattern.value(h) {
            Some(v) if pattern.is_proved() => format!("G({h}) = {v}, proved\n"),
            Some(v) => format!("G({h}) = {v} if the pattern goes on (observed, not proved)\n"),
            None => format!("G({h}): past {} (the pattern overflows)\n", u64::MAX),
        };
    }
    line
}

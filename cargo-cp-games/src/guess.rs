//! `cargo cp-games guess [--mod P] [--at NAME=VALUE[,NAME=VALUE...]]... [--rust] [FILE]`:
//! the rule behind a brute force's CSV table (see `docs/guess.md`).
//!
//! Without `--at`, stdout has the rule, its status and its evidence. With
//! `--at`, stdout has exactly one line per query, in order: the value
//! spelled as in the table (at a point of the table, the table's own value
//! even without a rule), or `?` where no trusted rule reaches or two fitting
//! formulas disagree; the explanation goes to stderr. With `--rust`, stdout
//! has the rule as a Rust function, only for a stable rule (every fit
//! agrees at every probe beyond the table; otherwise stderr names two fits
//! and a probe where they differ, and the exit status is 1). Exit status 0
//! when a rule was found, 1 when none, 2 for malformed input (one `error:`
//! line on stderr).

use cp_games::guess::{guess, Arg, ArgKind, Guess, Options, Table};
use std::io::Read;
use std::path::Path;

/// Runs the command: `modulus` from `--mod`, `at` the raw `--at` strings
/// in order, `file` the CSV (stdin when `None`). Returns the exit status.
pub fn run(modulus: Option<u64>, at: &[String], rust: bool, file: Option<&Path>) -> i32 {
    match answer(modulus, at, rust, file) {
        Ok(status) => status,
        Err(message) => {
            eprintln!("error: {message}");
            2
        }
    }
}

fn answer(
    modulus: Option<u64>,
    at: &[String],
    rust: bool,
    file: Option<&Path>,
) -> Result<i32, String> {
    let text = match file {
        Some(path) => std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?,
        None => {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .map_err(|e| format!("cannot read stdin: {e}"))?;
            text
        }
    };
    let table = Table::from_csv(&text).map_err(|e| e.to_string())?;
    let names = &table.names()[..table.dimension()];
    let queries: Vec<Vec<Arg>> = at
        .iter()
        .map(|q| parse_query(q, names, table.kinds()))
        .collect::<Result<_, _>>()?;
    if rust && !queries.is_empty() {
        return Err("--rust prints the rule as a function: leave out --at".to_string());
    }
    // the queries up front: the search tells apart every two fits that
    // differ at one of them
    let options = Options {
        modulus,
        queries: queries.clone(),
        ..Options::default()
    };
    let result = guess(&table, &options).map_err(|e| e.to_string())?;
    let status = match result {
        Guess::Found(_) => 0,
        Guess::NotFound { .. } => 1,
    };
    if rust {
        eprintln!("{result}");
        if let Guess::Found(found) = &result {
            // only a stable rule: fits that differ beyond the table leave
            // nothing to paste
            if let Some(why) = found.instability() {
                eprintln!("no Rust printed: the rule is {why}");
                return Ok(1);
            }
            println!("{}", found.rust());
        }
        return Ok(status);
    }
    if queries.is_empty() {
        println!("{result}");
        return Ok(status);
    }
    eprintln!("{result}");
    for q in &queries {
        let value = match &result {
            Guess::Found(found) => {
                if let Some([(a, va), (b, vb)]) = found.disagreement(q) {
                    eprintln!(
                        "{}: fitting formulas disagree: {a} gives {va}, {b} gives {vb}",
                        spell(q)
                    );
                }
                found.value_of(q)
            }
            Guess::NotFound { .. } => None,
        };
        // a point of the table: its own value, whatever the rule
        let row = (0..table.len()).find(|&i| table.args(i) == &q[..]);
        let value = match (value, row) {
            (Some(v), _) => v,
            (None, Some(i)) => {
                eprintln!("{}: from the table (no rule answers there)", spell(q));
                table.row(i).1.to_string()
            }
            (None, None) => "?".to_string(),
        };
        println!("{value}");
    }
    Ok(status)
}

fn spell(q: &[Arg]) -> String {
    q.iter().map(Arg::to_string).collect::<Vec<_>>().join(",")
}

/// `NAME=VALUE,...` with every parameter named once, in table order; a
/// list's value is integers separated by single spaces, a word's letters,
/// a grid's rows separated by `/` (`g=..#/.#.`).
fn parse_query(query: &str, names: &[String], kinds: &[ArgKind]) -> Result<Vec<Arg>, String> {
    let mut values: Vec<Option<Arg>> = vec![None; names.len()];
    for part in query.split(',') {
        let (name, value) = part
            .split_once('=')
            .ok_or_else(|| format!("--at `{query}`: expected NAME=VALUE, found `{part}`"))?;
        let (name, value) = (name.trim(), value.trim());
        let i = names.iter().position(|n| n == name).ok_or_else(|| {
            format!(
                "--at `{query}`: no parameter `{name}` (the table has {})",
                names.join(", ")
            )
        })?;
        let v = Arg::parse(value, kinds[i]).ok_or_else(|| {
            let what = match kinds[i] {
                ArgKind::Int => "a non-negative integer below 2^64",
                ArgKind::List => "a list of integers below 2^64 separated by single spaces",
                ArgKind::Word => "a word (printable ASCII without spaces, commas and quotes)",
                ArgKind::Grid => "a grid (rows of one length separated by `/`)",
            };
            format!("--at `{query}`: `{value}` is not {what}")
        })?;
        if values[i].replace(v).is_some() {
            return Err(format!("--at `{query}`: `{name}` given twice"));
        }
    }
    values
        .into_iter()
        .zip(names)
        .map(|(v, n)| v.ok_or_else(|| format!("--at `{query}`: no value for `{n}`")))
        .collect()
}

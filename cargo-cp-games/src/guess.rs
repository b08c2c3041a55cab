//! `cargo cp-games guess [--mod P] [--at NAME=VALUE[,NAME=VALUE...]]... [FILE]`:
//! the rule behind a brute force's CSV table (see `docs/guess.md`).
//!
//! Without `--at`, stdout has the rule, its status and its evidence. With
//! `--at`, stdout has exactly one line per query, in order: the value
//! spelled as in the table, or `?` where no trusted rule reaches; the
//! explanation goes to stderr. Exit status 0 when a rule was found, 1 when
//! none, 2 for malformed input (one `error:` line on stderr).

use cp_games::guess::{guess, Guess, Options, Table};
use std::io::Read;
use std::path::Path;

/// Runs the command: `modulus` from `--mod`, `at` the raw `--at` strings
/// in order, `file` the CSV (stdin when `None`). Returns the exit status.
pub fn run(modulus: Option<u64>, at: &[String], file: Option<&Path>) -> i32 {
    match answer(modulus, at, file) {
        Ok(status) => status,
        Err(message) => {
            eprintln!("error: {message}");
            2
        }
    }
}

fn answer(modulus: Option<u64>, at: &[String], file: Option<&Path>) -> Result<i32, String> {
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
    let queries: Vec<Vec<u64>> = at
        .iter()
        .map(|q| parse_query(q, names))
        .collect::<Result<_, _>>()?;
    let options = Options {
        modulus,
        ..Options::default()
    };
    let result = guess(&table, &options).map_err(|e| e.to_string())?;
    let status = match result {
        Guess::Found(_) => 0,
        Guess::NotFound { .. } => 1,
    };
    if queries.is_empty() {
        println!("{result}");
        return Ok(status);
    }
    eprintln!("{result}");
    for q in &queries {
        let value = match &result {
            Guess::Found(found) => found.value(q),
            Guess::NotFound { .. } => None,
        };
        println!("{}", value.as_deref().unwrap_or("?"));
    }
    Ok(status)
}

/// `NAME=VALUE,...` with every parameter named once, in table order.
fn parse_query(query: &str, names: &[String]) -> Result<Vec<u64>, String> {
    let mut values: Vec<Option<u64>> = vec![None; names.len()];
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
        let digits = !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit());
        let v = value
            .parse::<u64>()
            .ok()
            .filter(|_| digits)
            .ok_or_else(|| {
                format!("--at `{query}`: `{value}` is not a non-negative integer below 2^64")
            })?;
        if values[i].replace(v).is_some() {
            return Err(format!("--at `{query}`: `{name}` given twice"));
        }
    }
    values
        .iter()
        .zip(names)
        .map(|(v, n)| v.ok_or_else(|| format!("--at `{query}`: no value for `{n}`")))
        .collect()
}

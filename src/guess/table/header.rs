//! A CSV header (names, declared kinds) and the kinds of undeclared columns.

use super::{is_name, ArgKind, CsvError, CsvErrorKind};

/// The names of a CSV header and the kinds declared (`a:list`, `s:word`,
/// `g:grid`, `n:int`), the value's last (never declared).
pub(super) fn read_header(
    header: &str,
    line: usize,
) -> Result<(Vec<String>, Vec<Option<ArgKind>>), CsvError> {
    let mut names: Vec<String> = header.split(',').map(|s| s.trim().to_string()).collect();
    let mut declared: Vec<Option<ArgKind>> = vec![None; names.len()];
    for (name, d) in names.iter_mut().zip(&mut declared).rev().skip(1) {
        if let Some((plain, suffix)) = name.split_once(':') {
            *d = match suffix {
                "list" => Some(ArgKind::List),
                "word" => Some(ArgKind::Word),
                "grid" => Some(ArgKind::Grid),
                "int" => Some(ArgKind::Int),
                _ => {
                    return Err(CsvError {
                        line,
                        kind: CsvErrorKind::BadHeader(format!(
                            "column `{name}`: the kinds are `:int`, `:list`, `:word` and `:grid`"
                        )),
                    })
                }
            };
            *name = plain.to_string();
        }
    }
    check_header(&names, line)?;
    Ok((names, declared))
}

/// The kind of an undeclared column from its cells: integers when every
/// cell is an optionally signed integer without leading zeros, or empty (a
/// bad one is then named as a bad parameter); lists when a cell has a
/// space; else words (`0110` is a word: a string of digits with a leading
/// zero somewhere in the column makes it words).
pub(super) fn guess_kind<'a>(mut cells: impl Iterator<Item = &'a str> + Clone) -> ArgKind {
    let integer = |t: &str| {
        let digits = t.strip_prefix('-').unwrap_or(t);
        t.is_empty()
            || (!digits.is_empty()
                && digits.bytes().all(|b| b.is_ascii_digit())
                && (digits == "0" || !digits.starts_with('0')))
    };
    if cells.clone().all(integer) {
        ArgKind::Int
    } else if cells.any(|t| t.contains(' ')) {
        ArgKind::List
    } else {
        ArgKind::Word
    }
}

pub(super) fn check_header(names: &[String], line: usize) -> Result<(), CsvError> {
    let bad = |why: String| {
        Err(CsvError {
            line,
            kind: CsvErrorKind::BadHeader(why),
        })
    };
    if !(2..=7).contains(&names.len()) {
        return bad(format!(
            "{} columns; expected 1 to 6 parameters and a value",
            names.len()
        ));
    }
    for (i, name) in names.iter().enumerate() {
        if !is_name(name) {
            return bad(format!("column name `{name}` is not a word"));
        }
        if names[..i].contains(name) {
            return bad(format!("column name `{name}` repeated"));
        }
    }
    Ok(())
}

//! Reading judge input: whitespace-separated tokens, range-checked, with
//! errors that say what was wrong and where.
//!
//! Tokens come from proconio's [`OnceSource`], which reads the whole input
//! once and hands out `&str` slices of it; nothing is copied per token, and
//! values can be consumed one at a time without collecting them (see
//! [`Input::with_values`]), so a binary's memory stays close to the input size.

use proconio::source::{once::OnceSource, Source};
use std::fmt::Display;
use std::io::{BufRead, Write};
use std::ops::RangeInclusive;
use std::str::FromStr;

/// A one-line description of malformed or impossible input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError(pub String);

impl Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Range-checked token reader over a proconio source.
pub struct Input<R: BufRead> {
    source: OnceSource<R>,
}

impl<R: BufRead> Input<R> {
    /// Reads all of `reader` up front.
    ///
    /// # Panics
    /// If `reader` fails or is not UTF-8 (proconio's own check); [`run`]
    /// turns that panic into a one-line error.
    pub fn new(reader: R) -> Self {
        Input {
            source: OnceSource::new(reader),
        }
    }

    /// Reads the next token as a `T` in `range`; `what` names it in errors,
    /// e.g. `"n"`.
    ///
    /// # Complexity
    /// O(token length).
    pub fn read<T>(&mut self, what: &str, range: RangeInclusive<T>) -> Result<T, InputError>
    where
        T: FromStr + PartialOrd + Display,
    {
        self.read_named(|| what.to_string(), &range)
    }

    /// [`read`](Self::read) with the name built only when there is an error.
    fn read_named<T>(
        &mut self,
        what: impl FnOnce() -> String,
        range: &RangeInclusive<T>,
    ) -> Result<T, InputError>
    where
        T: FromStr + PartialOrd + Display,
    {
        let Some(token) = self.source.next_token() else {
            return Err(InputError(format!(
                "unexpected end of input: expected {}",
                what()
            )));
        };
        match token.parse::<T>() {
            Ok(v) if range.contains(&v) => Ok(v),
            Ok(v) => Err(InputError(format!(
                "{} = {v} is out of range: expected {}..={}",
                what(),
                range.start(),
                range.end()
            ))),
            Err(_) => {
                let digits = token.strip_prefix('-').unwrap_or(token);
                let mut shown: String = token.chars().take(24).collect();
                if shown.len() < token.len() {
                    shown.push_str("...");
                }
                Err(InputError(
                    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                        format!(
                            "{} = {shown} is out of range: expected {}..={}",
                            what(),
                            range.start(),
                            range.end()
                        )
                    } else {
                        format!("{}: expected an integer, found `{shown}`", what())
                    },
                ))
            }
        }
    }

    /// Reads `count` values in `range`, feeding them to `consume` as an
    /// iterator without storing them. Reading stops at the first bad token;
    /// the error names it as `what` plus its 1-based position.
    ///
    /// # Complexity
    /// O(total length of the tokens) plus whatever `consume` costs.
    pub fn with_values<T, U>(
        &mut self,
        count: usize,
        what: &str,
        range: RangeInclusive<T>,
        consume: impl FnOnce(&mut dyn Iterator<Item = T>) -> U,
    ) -> Result<U, InputError>
    where
        T: FromStr + PartialOrd + Display,
    {
        let mut error = None;
        let mut values = (1..=count).map_while(|i| {
            match self.read_named(|| format!("{what} {i} of {count}"), &range) {
                Ok(v) => Some(v),
                Err(e) => {
                    error = Some(e);
                    None
                }
            }
        });
        let result = consume(&mut values);
        // Drain what `consume` left so that every announced value is checked.
        values.for_each(drop);
        match error {
            Some(e) => Err(e),
            None => Ok(result),
        }
    }

    /// Reads `count` values in `range` into a vector.
    ///
    /// # Complexity
    /// O(total length of the tokens).
    pub fn values<T>(
        &mut self,
        count: usize,
        what: &str,
        range: RangeInclusive<T>,
    ) -> Result<Vec<T>, InputError>
    where
        T: FromStr + PartialOrd + Display,
    {
        self.with_values(count, what, range, |it| it.collect())
    }

    /// Fails if any token is left after the expected input.
    pub fn finish(&mut self) -> Result<(), InputError> {
        match self.source.next_token() {
            None => Ok(()),
            Some(token) => Err(InputError(format!(
                "unexpected trailing input starting at `{}`",
                token.chars().take(20).collect::<String>()
            ))),
        }
    }
}

/// Runs a judge solution on standard input: prints its answer line on
/// success; on an [`InputError`] (or any panic) prints `error: ...` as one
/// line on stderr, nothing on stdout, and exits with status 2.
pub fn run(
    solve: impl FnOnce(&mut Input<std::io::StdinLock<'static>>) -> Result<String, InputError>,
) {
    std::panic::set_hook(Box::new(|info| {
        let msg = if let Some(s) = info.payload().downcast_ref::<&str>() {
            s.to_string()
        } else if let Some(s) = info.payload().downcast_ref::<String>() {
            s.clone()
        } else {
            "internal error".to_string()
        };
        let msg = if msg.contains("failed to read from source") {
            "could not read standard input as UTF-8 text".to_string()
        } else {
            msg.replace('\n', " ")
        };
        eprintln!("error: {msg}");
        std::process::exit(2);
    }));
    let mut input = Input::new(std::io::stdin().lock());
    let answer = solve(&mut input).and_then(|answer| input.finish().map(|()| answer));
    match answer {
        Ok(answer) => {
            let mut out = std::io::stdout().lock();
            // A closed stdout (e.g. `| head -0`) is not the solver's failure.
            let _ = writeln!(out, "{answer}").and_then(|()| out.flush());
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    }
}

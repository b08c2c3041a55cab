//! The process around a judge solution: standard input in, one answer line
//! out, and every failure as one `error:` line with exit status 2.

use crate::input::{Input, InputError};
use std::io::Write;

/// Runs a judge solution on standard input: prints its answer and a
/// newline on success (nothing at all for an empty answer, such as zero
/// test cases); on an [`InputError`] (or any panic) prints `error: ...` as one
/// line on stderr, nothing on stdout, and exits with status 2. Input left
/// over after the answer is an error too.
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
        eprintln!("error: {}", msg.replace('\n', " "));
        std::process::exit(2);
    }));
    let mut input = Input::new(std::io::stdin().lock());
    let answer = solve(&mut input).and_then(|answer| input.finish().map(|()| answer));
    match answer {
        Ok(answer) if answer.is_empty() => {}
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

/// The judge's verdict line for "does the first player win?".
pub fn yes_no(first_player_wins: bool) -> String {
    if first_player_wins { "Yes" } else { "No" }.to_string()
}

/// The answers of several test cases, one per line (no final newline:
/// [`run`] adds it).
///
/// # Example
/// ```
/// assert_eq!(cp_games::judge::lines([1, 0, 1]), "1\n0\n1");
/// ```
///
/// # Complexity
/// O(total length).
pub fn lines<D: std::fmt::Display>(items: impl IntoIterator<Item = D>) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let _ = write!(out, "{item}");
    }
    out
}

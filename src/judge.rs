//! The process around a judge solution: standard input in, one answer line
//! out, and every failure as one `error:` line with exit status 2.

use crate::input::{Input, InputError};
use std::io::Write;

/// Runs a judge solution on standard input: prints its answer line on
/// success; on an [`InputError`] (or any panic) prints `error: ...` as one
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

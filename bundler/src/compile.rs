//! How a judge compiles a std bundle: `rustc` alone, on the one file.

use std::path::Path;
use std::process::Command;

/// `rustc --edition E -D warnings -o exe src`, with `-O` when `optimise`:
/// how a judge compiles a std bundle.
pub fn rustc_command(
    rustc: &Path,
    edition: &str,
    src: &Path,
    exe: &Path,
    optimise: bool,
) -> Command {
    let mut cmd = Command::new(rustc);
    cmd.args(["--edition", edition, "-D", "warnings", "-o"])
        .arg(exe)
        .arg(src);
    if optimise {
        cmd.arg("-O");
    }
    cmd
}

/// The first line of a compiler's or cargo's `stderr` that starts with
/// `error`, the one to show in a one-line message.
pub fn first_error(stderr: &str) -> Option<&str> {
    stderr.lines().find(|l| l.starts_with("error"))
}

/// Runs `cmd` (named `what` in errors): an error if it fails or warns.
pub fn run_clean(cmd: &mut Command, what: &str) -> Result<(), String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {what}: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.success() && !stderr.contains("warning") {
        Ok(())
    } else {
        Err(format!("{what} failed or warned:\n{stderr}"))
    }
}

//! Running a program on an input, with a time limit: what `test` and
//! `stress` (and `cargo xtask stress`) do with every case.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What one program did with one input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// The exit code; `None` if killed by a signal or over the time limit.
    pub status: Option<i32>,
    pub timed_out: bool,
    pub stdout: String,
    pub stderr: String,
    /// The wall time it took.
    pub elapsed: Duration,
}

impl Run {
    /// Whether it exited with status 0.
    pub fn succeeded(&self) -> bool {
        self.status == Some(0)
    }

    /// How it ended, in words.
    pub fn describe(&self) -> String {
        match (self.timed_out, self.status) {
            (true, _) => "killed after the time limit".to_string(),
            (false, Some(code)) => format!("exit status {code}"),
            (false, None) => "killed by a signal".to_string(),
        }
    }
}

/// Whether two runs differ: one failed and the other did not, or both
/// succeeded with different outputs.
pub fn differ(a: &Run, b: &Run) -> bool {
    difference(a, b).is_some()
}

/// The kind of a difference between the solution's run and the reference's
/// (the brute force's): shrinking keeps to the kind first found, as
/// Hypothesis keeps distinct failures apart, so that a wrong answer is not
/// shrunk into a crash on a malformed input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Difference {
    /// Both exited 0 with different outputs.
    WrongAnswer,
    /// The solution failed (non-zero exit, a signal, over the time limit)
    /// and the reference did not.
    SolutionFails,
    /// The reference failed and the solution did not.
    ReferenceFails,
}

impl Difference {
    /// The kind in words, for reports.
    pub fn describe(self) -> &'static str {
        match self {
            Difference::WrongAnswer => "wrong answer (both exited 0, different outputs)",
            Difference::SolutionFails => "the solution fails (the reference exited 0)",
            Difference::ReferenceFails => "the reference fails (the solution exited 0)",
        }
    }
}

/// How `ours` differs from `reference`; `None` when both fail or both
/// print the same.
pub fn difference(ours: &Run, reference: &Run) -> Option<Difference> {
    match (ours.succeeded(), reference.succeeded()) {
        (true, true) => (ours.stdout != reference.stdout).then_some(Difference::WrongAnswer),
        (false, true) => Some(Difference::SolutionFails),
        (true, false) => Some(Difference::ReferenceFails),
        (false, false) => None,
    }
}

/// Runs `program` on `input`, killed after `timeout`.
pub fn execute(program: &mut Command, input: &[u8], timeout: Duration) -> Result<Run, String> {
    let mut child = program
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {program:?}: {e}"))?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    // Write and read from threads: the program may stop reading early or
    // fill its output pipes before its input is written.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let reader = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let stdout = reader(Box::new(child.stdout.take().expect("piped")));
    let stderr = reader(Box::new(child.stderr.take().expect("piped")));
    let start = Instant::now();
    let mut pause = Duration::from_micros(100);
    let (status, timed_out) = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break (status.code(), false);
        }
        if start.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            break (None, true);
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(10));
    };
    let elapsed = start.elapsed();
    let _ = writer.join();
    Ok(Run {
        status,
        timed_out,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
        elapsed,
    })
}

/// Runs the binary `exe`, then the shell command `other` ([`shell`]), on
/// `input`. While shrinking (`shrinking`), `exe` runs with
/// `RUST_BACKTRACE=0`: only whether the runs differ matters there, and
/// with `RUST_BACKTRACE=1` inherited, every candidate that made the binary
/// panic printed a backtrace (the planted bug of `tests/cli.rs` took 7.9 s
/// to shrink in about 250 runs instead of 0.9 s). The shrunk input's command
/// reproduces the backtrace.
pub fn both(
    exe: &Path,
    other: &str,
    input: &str,
    timeout: Duration,
    shrinking: bool,
) -> Result<(Run, Run), String> {
    let mut ours = Command::new(exe);
    if shrinking {
        ours.env("RUST_BACKTRACE", "0");
    }
    Ok((
        execute(&mut ours, input.as_bytes(), timeout)?,
        execute(&mut shell(other), input.as_bytes(), timeout)?,
    ))
}

/// `sh -c command`: how a command given on the command line runs.
pub fn shell(command: &str) -> Command {
    let mut cmd = Command::new("sh");
    cmd.arg("-c").arg(command);
    cmd
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shrinking_runs_the_binary_without_backtraces_and_leaves_the_rest_alone() {
        // `printenv` with no argument prints the whole environment, one
        // `NAME=value` a line: the binary's side of the pair
        let exe = Path::new("printenv");
        let limit = Duration::from_secs(10);
        let setting = |out: &str| {
            out.lines()
                .find_map(|l| l.strip_prefix("RUST_BACKTRACE="))
                .map(str::to_string)
        };
        let with = |shrinking| {
            let (ours, other) = both(exe, "printenv", "", limit, shrinking).unwrap();
            (setting(&ours.stdout), setting(&other.stdout))
        };
        let inherited = std::env::var("RUST_BACKTRACE").ok();
        assert_eq!(with(true), (Some("0".to_string()), inherited.clone()));
        assert_eq!(with(false), (inherited.clone(), inherited));
    }
}

//! Running a built binary from the integration tests.

use std::ffi::OsStr;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs the program `exe` on `input` and returns what it printed. The input
/// is written from another thread: a binary may exit early and close its
/// stdin.
pub fn run(exe: impl AsRef<OsStr>, input: &[u8]) -> Output {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

//! Compiling a generated Rust program and running it: how tests check that
//! printed code (a rule, a feature) computes what the library computes.

use std::path::Path;
use std::process::Command;

/// Writes `program` to `dir/name.rs`, compiles it with rustc (edition
/// 2021, and `flags`), runs it, and returns its standard output.
///
/// # Panics
/// When rustc refuses the program (with rustc's message), or the program
/// fails: this is for tests.
///
/// # Complexity
/// One rustc run and one run of the program.
pub fn compile_and_run(dir: &Path, name: &str, program: &str, flags: &[&str]) -> String {
    std::fs::create_dir_all(dir).unwrap();
    let src = dir.join(format!("{name}.rs"));
    let exe = dir.join(name);
    std::fs::write(&src, program).unwrap();
    let built = Command::new("rustc")
        .args(["--edition", "2021"])
        .args(flags)
        .arg("-o")
        .arg(&exe)
        .arg(&src)
        .output()
        .unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    assert!(built.status.success(), "rustc:\n{}", text(&built.stderr));
    let run = Command::new(&exe).output().unwrap();
    assert!(run.status.success(), "{}", text(&run.stderr));
    text(&run.stdout)
}

//! The helpers of every integration test: finding a built binary or
//! example, running it on an input, reading a binary's samples, and checking
//! an answer or a refusal.
//!
//! A refusal is what the project promises for bad input: exit status 2,
//! nothing on stdout, and exactly one line on stderr, which starts with
//! `error: ` and ends with a newline, all of it printable ASCII.

use std::ffi::OsStr;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

/// The package's folder.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The names of the entries of `folder` (relative to the package's
/// folder), sorted.
pub fn entries(folder: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join(folder))
        .unwrap_or_else(|e| panic!("{folder}: {e}"))
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Every binary in `src/bin/`, sorted, interactive ones included.
pub fn all_binaries() -> Vec<String> {
    let bins: Vec<String> = entries("src/bin")
        .iter()
        .filter_map(|name| name.strip_suffix(".rs"))
        .map(str::to_string)
        .collect();
    assert!(!bins.is_empty());
    bins
}

/// Whether `bin` is interactive: the one place that says so is the folder
/// `tests/interactive/<bin>/` (its sample transcripts and the games CI
/// plays, against the judge `examples/<bin>_judge.rs`), which such a
/// binary has instead of `tests/samples/<bin>/` and an input shape.
pub fn interactive(bin: &str) -> bool {
    root().join("tests/interactive").join(bin).is_dir()
}

/// Every binary in `src/bin/` that reads its input and answers (not
/// [`interactive`]), sorted: those with samples and an input shape.
pub fn binaries() -> Vec<String> {
    all_binaries()
        .into_iter()
        .filter(|b| !interactive(b))
        .collect()
}

/// The folder cargo builds the package's binaries in for its integration
/// tests: the parent of the `deps/` folder this test runs from.
fn out_dir() -> PathBuf {
    let here = std::env::current_exe().unwrap();
    here.parent().unwrap().parent().unwrap().to_path_buf()
}

/// The built binary `bin` of `src/bin/`.
pub fn exe(bin: &str) -> PathBuf {
    let path = out_dir().join(bin);
    assert!(path.exists(), "{} is not built", path.display());
    path
}

/// The built example `name` of `examples/` (cargo builds the examples for
/// `cargo test` too, in `examples/` beside the binaries).
pub fn example(name: &str) -> PathBuf {
    let path = out_dir().join("examples").join(name);
    assert!(
        path.exists(),
        "{} is not built: `cargo test` builds the examples unless a target is \
         chosen (as `--test integration`); run `cargo build --profile test --examples` first",
        path.display()
    );
    path
}

/// Starts the program `exe` with `args`, all three streams piped.
pub fn spawn_exe(exe: impl AsRef<OsStr>, args: &[&str]) -> Child {
    Command::new(exe)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Starts the binary `bin`, all three streams piped.
pub fn spawn(bin: &str) -> Child {
    spawn_exe(exe(bin), &[])
}

/// Runs the program `exe` with `args` on `input` and returns what it did.
/// The input is written from another thread, and a closed pipe is no
/// error: a program may exit early and close its stdin.
pub fn run_exe(exe: impl AsRef<OsStr>, args: &[&str], input: &[u8]) -> Output {
    let mut child = spawn_exe(exe, args);
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        if let Err(e) = stdin.write_all(&input) {
            assert_eq!(
                e.kind(),
                std::io::ErrorKind::BrokenPipe,
                "writing stdin: {e}"
            );
        }
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// Runs the binary `bin` on `input`.
pub fn run(bin: &str, input: &[u8]) -> Output {
    run_exe(exe(bin), &[], input)
}

/// The first 80 bytes of an input, to name it in a failure.
fn shown(input: &[u8]) -> String {
    String::from_utf8_lossy(&input[..input.len().min(80)]).into_owned()
}

/// What `bin` printed on `input`, after checking that it succeeded and
/// wrote nothing on stderr.
pub fn answer(bin: &str, input: &str) -> String {
    let out = run(bin, input.as_bytes());
    answer_of(&out, &format!("{bin} {:?}", shown(input.as_bytes())))
}

/// Checks that `out` succeeded with nothing on stderr and returns its
/// stdout. `what` names the run in a failure.
#[track_caller]
pub fn answer_of(out: &Output, what: &str) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{what}: {stderr}");
    assert!(stderr.is_empty(), "{what}: {stderr}");
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// Checks that `out` is a refusal (see the module's documentation) and
/// returns its error line, without the newline. `what` names the run in a
/// failure.
#[track_caller]
pub fn refusal_of(out: &Output, what: &str) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{what}: {stderr}");
    assert!(
        out.stdout.is_empty(),
        "{what}: printed {:?}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(
        stderr.starts_with("error: ") && stderr.ends_with('\n') && stderr.lines().count() == 1,
        "{what}: not one `error:` line: {stderr:?}"
    );
    assert!(
        out.stderr
            .iter()
            .all(|&b| (b' '..=b'~').contains(&b) || b == b'\n'),
        "{what}: the error line is not printable text: {stderr:?}"
    );
    stderr.trim_end_matches('\n').to_string()
}

/// Runs `bin` on bad `input`, checks that it is refused, and returns the
/// error line, without the newline.
pub fn refusal(bin: &str, input: &(impl AsRef<[u8]> + ?Sized)) -> String {
    let input = input.as_ref();
    let out = run(bin, input);
    refusal_of(&out, &format!("{bin} {:?}", shown(input)))
}

/// Runs `bin` on bad `input` and checks that it is refused with an error
/// line that mentions `mentions`.
pub fn rejects(bin: &str, input: &(impl AsRef<[u8]> + ?Sized), mentions: &str) {
    let input = input.as_ref();
    let line = refusal(bin, input);
    assert!(
        line.contains(mentions),
        "{bin} {:?}: {line} lacks {mentions:?}",
        shown(input)
    );
}

/// Runs `bin` on bad `input` and checks that it is refused with exactly
/// the error line `error: {message}`.
pub fn rejects_exactly(bin: &str, input: &(impl AsRef<[u8]> + ?Sized), message: &str) {
    let input = input.as_ref();
    assert_eq!(
        refusal(bin, input),
        format!("error: {message}"),
        "{bin} {:?}",
        shown(input)
    );
}

/// Runs `bin` on `input` and checks that it prints exactly `expected` (see
/// [`answer`]).
pub fn answers(bin: &str, input: &str, expected: &str) {
    assert_eq!(
        answer(bin, input),
        expected,
        "{bin} {:?}",
        shown(input.as_bytes())
    );
}

/// Runs `bin` once on all `cases` together, as `input` writes them, and
/// checks that it prints each case's expected output in turn: a table of
/// `(case, expected)` for a judge that reads many test cases.
pub fn answers_together<C>(bin: &str, input: impl Fn(&[C]) -> String, cases: Vec<(C, &str)>) {
    let (cases, expected): (Vec<C>, Vec<&str>) = cases.into_iter().unzip();
    answers(bin, &input(&cases), &expected.concat());
}

/// Runs `check(bin, input, expected)` on each `(input, expected)` of
/// `cases`: a table of [`answers`], [`rejects`] or [`rejects_exactly`]
/// cases of one binary.
pub fn check_each(check: impl Fn(&str, &str, &str), bin: &str, cases: &[(&str, &str)]) {
    for &(input, expected) in cases {
        check(bin, input, expected);
    }
}

/// What `cargo xtask new` writes in the files it scaffolds
/// (`xtask/src/scaffold.rs`).
pub const PLACEHOLDER: &str = "cp-games placeholder";

/// One official sample of a binary: `tests/samples/<bin>/sample-N.in` and
/// its `.out`.
pub struct Sample {
    /// The input's file name.
    pub name: String,
    pub input: Vec<u8>,
    pub expected: String,
}

/// Every sample of `bin`, sorted by name; a placeholder left by `cargo
/// xtask new` fails here, naming what to fill in.
pub fn samples(bin: &str) -> Vec<Sample> {
    let dir = root().join("tests/samples").join(bin);
    let mut cases = Vec::new();
    for entry in
        std::fs::read_dir(&dir).unwrap_or_else(|_| panic!("{bin} has no {}", dir.display()))
    {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            let expected = std::fs::read_to_string(path.with_extension("out"))
                .unwrap_or_else(|_| panic!("{} has no .out file", path.display()));
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let input = std::fs::read(&path).unwrap();
            if String::from_utf8_lossy(&input).contains(PLACEHOLDER)
                || expected.contains(PLACEHOLDER)
            {
                panic!(
                    "tests/samples/{bin}/{name} is the placeholder of `cargo xtask new`: \
                     put {bin}'s official sample there (input in sample-N.in, output in \
                     sample-N.out, word for word), and finish src/bin/{bin}.rs, \
                     tests/shapes/{bin}.json and the README row"
                );
            }
            cases.push(Sample {
                name,
                input,
                expected,
            });
        }
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    assert!(!cases.is_empty(), "no samples for {bin}");
    cases
}

/// Feeds `sample` to `bin` and returns a description of what went wrong,
/// if anything: the binary must succeed, print exactly the expected
/// output, and write nothing on stderr.
pub fn check_sample(bin: &str, sample: &Sample) -> Result<(), String> {
    let out = run(bin, &sample.input);
    let stdout = String::from_utf8_lossy(&out.stdout);
    if out.status.success() && stdout == sample.expected && out.stderr.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{bin} {}: printed {stdout:?}, expected {:?}; {}; stderr {:?}",
            sample.name,
            sample.expected,
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Numbers separated by single spaces.
pub fn join<T: ToString>(values: &[T]) -> String {
    values
        .iter()
        .map(T::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// `count` copies of `token`, separated by single spaces.
pub fn repeat(token: &str, count: usize) -> String {
    vec![token; count].join(" ")
}

/// `values` as a judge reads a list: its length on one line, then the
/// values on the next.
pub fn list<T: ToString>(values: &[T]) -> String {
    format!("{}\n{}\n", values.len(), join(values))
}

/// Test cases as a judge reads them: their count on one line, then each
/// case as a [`list`].
pub fn lists<T: ToString>(cases: &[Vec<T>]) -> String {
    let mut s = format!("{}\n", cases.len());
    for case in cases {
        s += &list(case);
    }
    s
}

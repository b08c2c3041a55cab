//! The contestant fixture (`tests/fixtures/contestant/`, see its README):
//! each of its binaries bundled as `cargo cp-games bundle` does, in both
//! flavours, compiled the way judges do and run on its samples, its
//! stdout compared with the native binary's. Used by `cargo-cp-games`'s
//! test (the `rustc` on `PATH`) and by the judge matrix when it runs
//! without `--only` (its std compilers, each with the editions from the
//! package's and no older than the binary's code allows, built with `-O`;
//! and the 2025 AtCoder project).

use cp_games_bundler::compile::{run_clean, rustc_command};
use cp_games_bundler::{files_with_extension, make, package, Judge};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A binary of the fixture: its workspace folder (from the fixture's),
/// the folder of its package, its name, its package's edition, and the
/// oldest rustc minor version its own code allows (proconio 0.5 and
/// ac-library-rs 0.2 need 1.70).
pub struct FixtureBin {
    pub workspace: &'static str,
    pub package: &'static str,
    pub bin: &'static str,
    pub edition: &'static str,
    pub min_minor: u32,
}

/// Every binary of the fixture.
pub const BINS: &[FixtureBin] = &[
    FixtureBin {
        workspace: "solo",
        package: "solo",
        bin: "solo",
        edition: "2024",
        min_minor: 70,
    },
    FixtureBin {
        workspace: "contest",
        package: "contest/abc999",
        bin: "abc999-a",
        edition: "2021",
        min_minor: 63,
    },
    FixtureBin {
        workspace: "contest",
        package: "contest/abc999",
        bin: "abc999-b",
        edition: "2021",
        min_minor: 63,
    },
    FixtureBin {
        workspace: "contest",
        package: "contest/abc999",
        bin: "abc999-c",
        edition: "2021",
        min_minor: 63,
    },
];

/// The fixture's folder in the repository at `root`.
pub fn fixture_dir(root: &Path) -> PathBuf {
    root.join("tests/fixtures/contestant")
}

/// A std compiler: a label, its path, its minor version, and the editions
/// it knows.
pub struct Compiler {
    pub label: String,
    pub path: PathBuf,
    pub minor: u32,
    pub editions: Vec<&'static str>,
}

impl Compiler {
    /// The compiler labelled `label` (`1.63`, or `current`: the newest).
    pub fn new(label: &str, path: &Path, editions: &[&'static str]) -> Compiler {
        Compiler {
            label: label.to_string(),
            path: path.to_path_buf(),
            minor: label
                .strip_prefix("1.")
                .and_then(|m| m.parse().ok())
                .unwrap_or(u32::MAX),
            editions: editions.to_vec(),
        }
    }
}

/// The bundles of a fixture binary: (std, atcoder).
pub fn bundles(root: &Path, bin: &FixtureBin) -> Result<(String, String), String> {
    let dir = fixture_dir(root).join(bin.package);
    let mut texts = Vec::new();
    for judge in [Judge::Std, Judge::AtCoder] {
        let plan = package::plan(&dir, Some(bin.bin), judge)?;
        texts.push(make(&plan, judge)?.text);
    }
    let atcoder = texts.pop().expect("two bundles");
    Ok((texts.pop().expect("two bundles"), atcoder))
}

/// Runs `exe` with `input` on its stdin and waits for it: its exit status,
/// stdout and stderr. The input is written from a thread, so a program
/// that stops reading early or fills its output pipes does not block it.
pub fn output(exe: &Path, input: &[u8]) -> Result<std::process::Output, String> {
    use std::io::Write;
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    Ok(out)
}

/// What `exe` prints on `input`; an error if it fails.
fn run(exe: &Path, input: &[u8]) -> Result<String, String> {
    let out = output(exe, input)?;
    if !out.status.success() {
        return Err(format!(
            "{} failed: {}",
            exe.display(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    String::from_utf8(out.stdout).map_err(|e| e.to_string())
}

/// Bundles every fixture binary, builds it natively (debug) and each
/// bundle with every compiler of `compilers` and edition its package
/// allows (`-O` when `optimise`), and, when `atcoder`, in an AtCoder
/// 2025-like cargo project (edition 2024, proconio =0.5.0 with `derive`,
/// num-integer =0.1.46, ac-library-rs =0.2.0); runs all of them on the binary's samples. Work
/// goes under `work`. Returns one row per cell, and the failures.
pub fn check(
    root: &Path,
    work: &Path,
    compilers: &[Compiler],
    optimise: bool,
    atcoder: bool,
) -> Result<(Vec<String>, Vec<String>), String> {
    let fixture = fixture_dir(root);
    let native = work.join("native");
    std::fs::create_dir_all(work).map_err(|e| e.to_string())?;
    for ws in ["solo", "contest"] {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
        run_clean(
            Command::new(cargo)
                .args(["build", "--quiet", "--bins"])
                .env("CARGO_TARGET_DIR", &native)
                // no debug info: a quarter less to build, the same answers
                .env("CARGO_PROFILE_DEV_DEBUG", "false")
                .current_dir(fixture.join(ws)),
            &format!("cargo build in the fixture's {ws}"),
        )?;
    }
    let project = work.join("atcoder-2025");
    std::fs::create_dir_all(project.join("src/bin")).map_err(|e| e.to_string())?;
    std::fs::write(
        project.join("Cargo.toml"),
        "[package]\nname = \"main\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n\
         [dependencies]\nproconio = { version = \"=0.5.0\", features = [\"derive\"] }\n\
         num-integer = \"=0.1.46\"\nac-library-rs = \"=0.2.0\"\n\n[workspace]\n",
    )
    .map_err(|e| e.to_string())?;
    let (mut rows, mut failures) = (Vec::new(), Vec::new());
    let mut cases = Vec::new();
    for bin in BINS {
        let (std_text, at_text) = bundles(root, bin)?;
        let src = work.join(format!("{}.rs", bin.bin));
        std::fs::write(&src, &std_text).map_err(|e| e.to_string())?;
        std::fs::write(project.join(format!("src/bin/{}.rs", bin.bin)), &at_text)
            .map_err(|e| e.to_string())?;
        let samples = fixture.join(bin.workspace).join("samples").join(bin.bin);
        let mut expected = Vec::new();
        for input in &files_with_extension(&samples, "in")? {
            let bytes = std::fs::read(input).map_err(|e| e.to_string())?;
            let answer = run(&native.join("debug").join(bin.bin), &bytes)?;
            expected.push((bytes, answer));
        }
        for c in compilers {
            if c.minor < bin.min_minor {
                continue;
            }
            for &edition in c.editions.iter().filter(|e| **e >= bin.edition) {
                let exe = work.join(format!("{}-{}-{edition}", bin.bin, c.label));
                let mut cmd = rustc_command(&c.path, edition, &src, &exe, optimise);
                let cell = format!("{} | std, rustc {}, edition {edition}", bin.bin, c.label);
                let verdict = run_clean(&mut cmd, &cell).and_then(|()| same(&exe, &expected));
                rows.push(format!("{cell}: {}", verdict_word(&verdict)));
                failures.extend(verdict.err().map(|e| format!("{cell}: {e}")));
            }
        }
        cases.push(expected);
    }
    if atcoder {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
        let built = run_clean(
            Command::new(cargo)
                .args(["build", "--release", "--quiet"])
                .env("RUSTFLAGS", "-D warnings")
                .env_remove("CARGO_TARGET_DIR")
                .current_dir(&project),
            "cargo build of the atcoder project",
        );
        for (bin, expected) in BINS.iter().zip(&cases) {
            let cell = format!(
                "{} | atcoder 2025 (edition 2024, proconio =0.5.0, num-integer =0.1.46, ac-library-rs =0.2.0)",
                bin.bin
            );
            let exe = project.join("target/release").join(bin.bin);
            let verdict = built.clone().and_then(|()| same(&exe, expected));
            rows.push(format!("{cell}: {}", verdict_word(&verdict)));
            failures.extend(verdict.err().map(|e| format!("{cell}: {e}")));
        }
    }
    Ok((rows, failures))
}

fn verdict_word(v: &Result<(), String>) -> &'static str {
    if v.is_ok() {
        "ok"
    } else {
        "FAILED"
    }
}

/// Whether `exe` answers every input as expected.
fn same(exe: &Path, expected: &[(Vec<u8>, String)]) -> Result<(), String> {
    if expected.is_empty() {
        return Err("no samples".to_string());
    }
    for (i, (input, answer)) in expected.iter().enumerate() {
        let got = run(exe, input)?;
        if got != *answer {
            return Err(format!(
                "input {}: printed {got:?}, the native binary {answer:?}",
                i + 1
            ));
        }
    }
    Ok(())
}

/// `text`, a contestant's file, as its bundle must carry it, written apart
/// from the bundler as the oracle of the byte-for-byte checks: every path
/// that starts with one of `crates` (not after `::`, a letter, a digit or
/// `_`, nor in a `//` comment) gains `crate::`, and each `mod NAME;` of
/// `modules` becomes `mod NAME {`, that file's text, `}`.
pub fn as_carried(text: &str, crates: &[&str], modules: &[(&str, String)]) -> String {
    let mut out = String::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    'scan: while i < text.len() {
        // a `//` comment stays as written, to the end of its line
        if text[i..].starts_with("//") {
            let end = text[i..].find('\n').map_or(text.len(), |n| i + n);
            out.push_str(&text[i..end]);
            i = end;
            continue;
        }
        let before = if i == 0 { b' ' } else { bytes[i - 1] };
        let free = !(before.is_ascii_alphanumeric() || before == b'_' || before == b':');
        if free {
            for c in crates {
                if text[i..].starts_with(&format!("{c}::")) {
                    out.push_str("crate::");
                    out.push_str(c);
                    i += c.len();
                    continue 'scan;
                }
            }
            for (name, file) in modules {
                let line = format!("mod {name};");
                if text[i..].starts_with(&line) {
                    out.push_str(&format!("mod {name} {{\n{file}}}"));
                    i += line.len();
                    continue 'scan;
                }
            }
        }
        let c = text[i..].chars().next().unwrap();
        out.push(c);
        i += c.len_utf8();
    }
    out
}

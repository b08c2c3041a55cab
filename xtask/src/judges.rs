//! The judge matrix: every binary's bundles compiled the way judges compile
//! them, each build run on every sample and on generated inputs, its
//! answers compared with the native binary's (the library's).
//!
//! Cells, for every binary of `src/bin/`:
//! - std bundle, `rustc -O --edition E -D warnings`, with the `rustc` on
//!   `PATH` (editions 2018, 2021, 2024) and with each `--rustc V=PATH`
//!   given (every edition that compiler knows: 2018 and 2021 before 1.85,
//!   2024 too from 1.85);
//! - atcoder bundle as `src/bin/<bin>.rs` of a cargo project with
//!   AtCoder's crates, `cargo build --release` with warnings denied:
//!   2025's set (edition 2024, proconio =0.5.0 with `derive`,
//!   num-integer =0.1.46) and 2023's (edition 2021, proconio =0.4.5,
//!   num-integer =0.1.45), with the `cargo` and `rustc` on `PATH`.
//!
//! Inputs: every `sample-N.in` (its `.out` must match exactly) and
//! [`GENERATED`] inputs from `tests/shapes/<bin>.json` (half inside the
//! judge's ranges, half beyond; see `inputs`), whose stdout, stderr and exit
//! status must equal the native binary's. A binary without a shape file
//! stops the matrix with an error naming it.

use crate::bundle::{Judge, Workspace};
use crate::inputs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Generated inputs per binary.
const GENERATED: u64 = 200;

/// What a run printed.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Outcome {
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

struct Case {
    name: String,
    input: Vec<u8>,
    expected: Outcome,
}

/// A compiler for std bundles.
struct Rustc {
    label: String,
    path: PathBuf,
    editions: Vec<&'static str>,
}

pub fn command(root: &Path, args: &[String]) -> Result<(), String> {
    let mut compilers = vec![Rustc {
        label: "current".into(),
        path: "rustc".into(),
        editions: vec!["2018", "2021", "2024"],
    }];
    let mut atcoder = true;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--rustc" => {
                let spec = args.next().ok_or("--rustc needs VERSION=PATH")?;
                let (version, path) = spec.split_once('=').ok_or("--rustc needs VERSION=PATH")?;
                let minor: u32 = version
                    .strip_prefix("1.")
                    .and_then(|m| m.parse().ok())
                    .ok_or_else(|| format!("--rustc: `{version}` is not a version like 1.63"))?;
                let editions = if minor >= 85 {
                    vec!["2018", "2021", "2024"]
                } else {
                    vec!["2018", "2021"]
                };
                let path = PathBuf::from(path);
                check_version(&path, version)?;
                compilers.push(Rustc {
                    label: version.to_string(),
                    path,
                    editions,
                });
            }
            "--only-current" => atcoder = false,
            other => return Err(format!("judges: unknown argument `{other}`")),
        }
    }
    let ws = Workspace::load(root)?;
    let bins = ws.binaries()?;
    // Every binary needs its input shape: say which do not, before building.
    let unshaped: Vec<String> = bins
        .iter()
        .filter_map(|bin| inputs::load(root, bin).err())
        .collect();
    if !unshaped.is_empty() {
        return Err(unshaped.join("\n"));
    }
    let work = root.join("target/judges");
    std::fs::create_dir_all(&work).map_err(|e| e.to_string())?;
    eprintln!("building the native binaries for reference answers");
    run_ok(
        Command::new(cargo())
            .args(["build", "--release", "--bins", "--quiet"])
            .current_dir(root),
    )?;
    let mut failures = Vec::new();
    let mut rows = Vec::new();
    let mut atcoder_dirs = Vec::new();
    if atcoder {
        for set in &ATCODER_SETS {
            atcoder_dirs.push((set, work.join(format!("atcoder-{}", set.year))));
        }
    }
    let mut all_cases = Vec::new();
    for bin in &bins {
        let cases = cases(root, bin)?;
        let generated = cases.iter().filter(|c| c.name.starts_with("generated"));
        let (answered, refused): (Vec<&Case>, Vec<&Case>) =
            generated.partition(|c| c.expected.status == Some(0));
        println!(
            "{bin}: {} samples, {} generated inputs answered and {} refused by the native binary",
            cases.len() - answered.len() - refused.len(),
            answered.len(),
            refused.len()
        );
        all_cases.push(cases);
    }
    for (bin, cases) in bins.iter().zip(&all_cases) {
        let std_text = ws.bundle(bin, Judge::Std)?;
        if std_text.len() > 64 * 1024 {
            failures.push(format!(
                "{bin}: std bundle is {} bytes, over 64 KiB",
                std_text.len()
            ));
        }
        let src = work.join(format!("{bin}.rs"));
        std::fs::write(&src, &std_text).map_err(|e| e.to_string())?;
        for rustc in &compilers {
            for edition in &rustc.editions {
                let cell = format!("std, rustc {} --edition {edition}", rustc.label);
                let exe = work.join(format!("{bin}-{}-{edition}", rustc.label));
                let built = compile_std(&rustc.path, edition, &src, &exe);
                rows.push(check(bin, &cell, built.map(|()| exe), cases, &mut failures));
            }
        }
        let at_text = ws.bundle(bin, Judge::AtCoder)?;
        for (set, dir) in &atcoder_dirs {
            write_project(dir, set)?;
            let file = dir.join("src/bin").join(format!("{bin}.rs"));
            std::fs::write(&file, &at_text).map_err(|e| e.to_string())?;
        }
    }
    for (set, dir) in &atcoder_dirs {
        let built = build_project(dir);
        for (bin, cases) in bins.iter().zip(&all_cases) {
            let cell = format!("atcoder {} ({})", set.year, set.describe());
            let exe = built.clone().map(|()| dir.join("target/release").join(bin));
            rows.push(check(bin, &cell, exe, cases, &mut failures));
        }
    }
    for row in &rows {
        println!("{row}");
    }
    if failures.is_empty() {
        println!("{} passed, 0 failed", rows.len());
        Ok(())
    } else {
        for f in &failures {
            eprintln!("FAIL {f}");
        }
        println!(
            "{} passed, {} failed",
            rows.len() - failures.len(),
            failures.len()
        );
        Err(format!("{} judge matrix cells failed", failures.len()))
    }
}

fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string())
}

/// Refuses a `--rustc` whose `-V` is not the version announced.
fn check_version(path: &Path, version: &str) -> Result<(), String> {
    let out = Command::new(path)
        .arg("-V")
        .output()
        .map_err(|e| format!("cannot run {}: {e}", path.display()))?;
    let text = String::from_utf8_lossy(&out.stdout);
    if text.starts_with(&format!("rustc {version}.")) {
        Ok(())
    } else {
        Err(format!(
            "{} says {:?}, not rustc {version}",
            path.display(),
            text.trim()
        ))
    }
}

/// Samples with their expected output, then generated inputs with the
/// native binary's outcome.
fn cases(root: &Path, bin: &str) -> Result<Vec<Case>, String> {
    let dir = root.join("tests/samples").join(bin);
    let native = root.join("target/release").join(bin);
    let mut cases = Vec::new();
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    names.sort();
    for path in names {
        let expected = std::fs::read_to_string(path.with_extension("out"))
            .map_err(|e| format!("{}: {e}", path.with_extension("out").display()))?;
        cases.push(Case {
            name: path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned(),
            input: std::fs::read(&path).map_err(|e| e.to_string())?,
            expected: Outcome {
                status: Some(0),
                stdout: expected,
                stderr: String::new(),
            },
        });
    }
    let shapes = inputs::load(root, bin)?;
    for i in 0..GENERATED {
        let (kind, shape) = if i % 2 == 0 {
            ("inside", &shapes.inside)
        } else {
            ("beyond", &shapes.beyond)
        };
        let mut choices = inputs::Choices::random(inputs::Rng::new(bin, i), u64::MAX);
        let input = inputs::generate(shape, &mut choices)
            .map_err(|e| format!("tests/shapes/{bin}.json: {e}"))?
            .into_bytes();
        let expected = execute(&native, &input)?;
        cases.push(Case {
            name: format!("generated {kind} #{i}"),
            input,
            expected,
        });
    }
    Ok(cases)
}

fn execute(exe: &Path, input: &[u8]) -> Result<Outcome, String> {
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
    Ok(Outcome {
        status: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    })
}

fn compile_std(rustc: &Path, edition: &str, src: &Path, exe: &Path) -> Result<(), String> {
    let out = Command::new(rustc)
        .args(["-O", "--edition", edition, "-D", "warnings"])
        .arg(src)
        .arg("-o")
        .arg(exe)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", rustc.display()))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.success() && stderr.trim().is_empty() {
        Ok(())
    } else {
        Err(format!("does not compile cleanly:\n{stderr}"))
    }
}

/// Runs a built cell on every case; returns the row for the table and
/// records failures.
fn check(
    bin: &str,
    cell: &str,
    exe: Result<PathBuf, String>,
    cases: &[Case],
    failures: &mut Vec<String>,
) -> String {
    let exe = match exe {
        Ok(exe) => exe,
        Err(e) => {
            failures.push(format!("{bin} | {cell}: {e}"));
            return format!("{bin} | {cell} | build FAILED");
        }
    };
    let mut bad = 0;
    for case in cases {
        match execute(&exe, &case.input) {
            Ok(got) if got == case.expected => {}
            got => {
                bad += 1;
                if bad <= 3 {
                    failures.push(format!(
                        "{bin} | {cell} | {}: expected {:?}, got {:?}; input {:?}",
                        case.name,
                        case.expected,
                        got,
                        String::from_utf8_lossy(&case.input[..case.input.len().min(200)])
                    ));
                }
            }
        }
    }
    let verdict = if bad == 0 {
        "ok".to_string()
    } else {
        format!("{bad} FAILED")
    };
    format!("{bin} | {cell} | {} cases | {verdict}", cases.len())
}

/// One of AtCoder's crate sets.
struct AtCoderSet {
    year: u32,
    edition: &'static str,
    proconio: &'static str,
    num_integer: &'static str,
}

impl AtCoderSet {
    fn describe(&self) -> String {
        format!(
            "edition {}, proconio ={}, num-integer ={}",
            self.edition, self.proconio, self.num_integer
        )
    }
}

const ATCODER_SETS: [AtCoderSet; 2] = [
    AtCoderSet {
        year: 2025,
        edition: "2024",
        proconio: "0.5.0",
        num_integer: "0.1.46",
    },
    AtCoderSet {
        year: 2023,
        edition: "2021",
        proconio: "0.4.5",
        num_integer: "0.1.45",
    },
];

fn write_project(dir: &Path, set: &AtCoderSet) -> Result<(), String> {
    std::fs::create_dir_all(dir.join("src/bin")).map_err(|e| e.to_string())?;
    let manifest = format!(
        "[package]\nname = \"main\"\nversion = \"0.1.0\"\nedition = \"{}\"\n\n\
         [dependencies]\nproconio = {{ version = \"={}\", features = [\"derive\"] }}\n\
         num-integer = \"={}\"\n\n[workspace]\n",
        set.edition, set.proconio, set.num_integer
    );
    std::fs::write(dir.join("Cargo.toml"), manifest).map_err(|e| e.to_string())
}

fn build_project(dir: &Path) -> Result<(), String> {
    let out = Command::new(cargo())
        .args(["build", "--release"])
        .env("RUSTFLAGS", "-D warnings")
        .current_dir(dir)
        .output()
        .map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.success() && !stderr.contains("warning") {
        Ok(())
    } else {
        Err(format!("cargo build failed or warned:\n{stderr}"))
    }
}

fn run_ok(cmd: &mut Command) -> Result<(), String> {
    let status = cmd.status().map_err(|e| e.to_string())?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{cmd:?} failed: {status}"))
    }
}

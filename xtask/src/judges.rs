//! The judge matrix: every binary's bundles compiled the way judges compile
//! them, each optimised build run on every sample and on generated inputs,
//! its answers compared with the native binary's (the library's).
//!
//! Cells, for every binary of `src/bin/`:
//! - std bundle, `rustc -O --edition E -D warnings`, with the `rustc` on
//!   `PATH` (editions 2018, 2021, 2024) and with each `--rustc V=PATH`
//!   given (every edition that compiler knows: 2018 and 2021 before 1.85,
//!   2024 too from 1.85). Per compiler, the newest edition is built and
//!   run; the older ones are compiled to MIR only (`--emit=mir`, with
//!   `-C debug-assertions=off -C overflow-checks=off`, the cfg of `-O`),
//!   which runs every check and lint of rustc, those on MIR such as
//!   `arithmetic_overflow` included, so `-D warnings` holds, and stops
//!   before LLVM, the part that the built edition exercises.
//! - atcoder bundle as `src/bin/<bin>.rs` of one cargo project per crate
//!   set holding every binary (its crates build once), `cargo build
//!   --release` with warnings denied, each binary run: 2025's set (edition
//!   2024, proconio =0.5.0 with `derive`, num-integer =0.1.46) and 2023's
//!   (edition 2021, proconio =0.4.5, num-integer =0.1.45), with the
//!   `cargo` and `rustc` on `PATH`.
//!
//! Inputs: every `sample-N.in` (its `.out` must match exactly) and
//! [`GENERATED`] inputs from `tests/shapes/<bin>.json` (half inside the
//! judge's ranges, half beyond; see `inputs`), whose stdout, stderr and exit
//! status must equal the native binary's. Every generated input runs on
//! both atcoder cells and on the std bundle built by the oldest compiler
//! given; the std builds of the other compilers run the samples and the
//! first [`GENERATED_OTHER_COMPILERS`] generated inputs (the same source
//! text, so what they add is the compiler's own differences). A binary without a shape file
//! stops the matrix with an error naming it. An interactive binary (one
//! with `tests/interactive/<bin>/`) has no samples or shape: every built
//! cell plays the games of its `games.txt` against its judge
//! (`examples/<bin>_judge.rs`, built in release), and the judge's verdict
//! and digest of the dialogue, and the program's exit status and stderr,
//! must equal the native binary's, which must have won every game.
//!
//! Without `--only`, the contestant fixture's cells too
//! (`cargo_cp_games::contestant`), and the checks of `cargo xtask bundles`
//! on every bundle, which this process has made already (CI's one pass
//! over every bundle).
//! `--only BIN` (repeatable): the matrix for those binaries alone.
//!
//! Threads: `--jobs N`, by default as many as the machine has cores. The
//! bundles are made on every thread, each loading the workspace for its
//! share of the binaries; then the native binaries answer every input;
//! then the cells run as jobs, one per binary and std compiler and one per
//! atcoder crate set, with the checks of `cargo xtask bundles` and the
//! fixture's cells as two more jobs (without `--only`), started right
//! after the atcoder ones. Everything goes under cargo's target directory
//! (`judges/`), wherever `CARGO_TARGET_DIR` or `build.target-dir` puts it.

use crate::inputs;
use cp_games_bundler::{Judge, Workspace};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Generated inputs per binary.
const GENERATED: u64 = 200;

/// Generated inputs run by the std builds of every compiler but the
/// oldest: the first ones, half inside the judge's ranges, half beyond.
const GENERATED_OTHER_COMPILERS: usize = 50;

/// The samples (or games) of `cases` and its first `n` generated inputs.
fn first_generated(cases: &[Case], n: usize) -> &[Case] {
    let samples = cases
        .iter()
        .take_while(|c| !c.name.starts_with("generated"))
        .count();
    &cases[..cases.len().min(samples + n)]
}

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
    /// For an interactive binary: the judge and its arguments; the binary
    /// talks with it instead of reading `input`.
    judge: Option<(PathBuf, Vec<String>)>,
    expected: Outcome,
}

/// A compiler for std bundles (its editions oldest first; the last is
/// built and run, the others checked).
use cargo_cp_games::contestant::Compiler as Rustc;

/// A unit of work for one thread.
enum Job {
    /// One atcoder crate set: its project built, every binary run.
    AtCoder(usize),
    /// The checks of `cargo xtask bundles`, on the bundles made already
    /// (and on those of a copy of the sources, made here).
    Bundles,
    /// The contestant fixture's cells.
    Fixture,
    /// One binary's std bundle with one compiler: every edition.
    Std { bin: usize, rustc: usize },
}

/// What a job found, and where its time went.
#[derive(Default)]
struct Report {
    rows: Vec<String>,
    failures: Vec<String>,
    /// Lines printed before the table of cells.
    notes: Vec<String>,
    /// Compiling to MIR, optimised builds, and runs.
    check: Duration,
    build: Duration,
    run: Duration,
}

pub fn command(root: &Path, args: &[String]) -> Result<(), String> {
    let all = ["2018", "2021", "2024"];
    let mut compilers = vec![Rustc::new("current", Path::new("rustc"), &all)];
    let mut atcoder = true;
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut only: Vec<String> = Vec::new();
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
                compilers.push(Rustc::new(version, &path, &editions));
            }
            "--only-current" => atcoder = false,
            "--only" => only.push(args.next().ok_or("--only needs a binary")?.clone()),
            "--jobs" => {
                let n = args.next().ok_or("--jobs needs a number")?;
                threads = n
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("--jobs takes a positive number, not `{n}`"))?;
            }
            other => return Err(format!("judges: unknown argument `{other}`")),
        }
    }
    let started = Instant::now();
    let ws = Workspace::load(root)?;
    let mut bins = ws.binaries()?;
    if let Some(unknown) = only.iter().find(|b| !bins.contains(b)) {
        return Err(format!(
            "judges: --only {unknown}: no such binary in src/bin"
        ));
    }
    if !only.is_empty() {
        bins.retain(|b| only.contains(b));
    }
    // Every binary needs its input shape (an interactive one, its judge
    // and games): say which do not, before building.
    let unshaped: Vec<String> = bins
        .iter()
        .filter_map(|bin| {
            if inputs::interactive(root, bin) {
                let judge = root.join(format!("examples/{bin}_judge.rs"));
                let games = inputs::games(root, bin).err();
                let no_judge =
                    (!judge.exists()).then(|| format!("{bin}: no judge {}", judge.display()));
                no_judge.or(games)
            } else {
                inputs::load(root, bin).err()
            }
        })
        .collect();
    if !unshaped.is_empty() {
        return Err(unshaped.join("\n"));
    }
    let target = crate::cargo::target_dir(root)?;
    let work = target.join("judges");
    std::fs::create_dir_all(&work).map_err(|e| e.to_string())?;
    eprintln!("building the native binaries for reference answers");
    let mut build = crate::cargo::command(root);
    build.args(["build", "--release", "--quiet"]);
    for bin in &bins {
        build.args(["--bin", bin]);
        if inputs::interactive(root, bin) {
            build.args(["--example", &format!("{bin}_judge")]);
        }
    }
    run_ok(&mut build)?;
    let native = target.join("release");

    // The bundles, on every thread: syn's trees stay on the thread that
    // parsed them, so each thread loads the workspace for its share.
    let mut failures = Vec::new();
    let sets: Vec<(&AtCoderSet, PathBuf)> = if atcoder {
        ATCODER_SETS
            .iter()
            .map(|set| (set, work.join(format!("atcoder-{}", set.year))))
            .collect()
    } else {
        Vec::new()
    };
    for (set, dir) in &sets {
        write_project(dir, set, &bins)?;
    }
    drop(ws);
    let shares: Vec<&[String]> = bins.chunks(bins.len().div_ceil(threads).max(1)).collect();
    let bundled = parallel(threads, &shares, |share| {
        let ws = Workspace::load(root)?;
        let mut texts = Vec::new();
        for bin in *share {
            texts.push((ws.bundle(bin, Judge::Std)?, ws.bundle(bin, Judge::AtCoder)?));
        }
        Ok::<_, String>(texts)
    });
    let mut texts = Vec::new();
    for share in bundled {
        texts.extend(share?);
    }
    for (bin, (std_text, at_text)) in bins.iter().zip(&texts) {
        if std_text.len() > 64 * 1024 {
            failures.push(format!(
                "{bin}: std bundle is {} bytes, over 64 KiB",
                std_text.len()
            ));
        }
        write_if_changed(&work.join(format!("{bin}.rs")), std_text)?;
        for (_, dir) in &sets {
            write_if_changed(&dir.join("src/bin").join(format!("{bin}.rs")), at_text)?;
        }
    }
    eprintln!("running the native binaries on samples and generated inputs");
    let all_cases = parallel(threads, &bins, |bin| cases(root, &native, bin))
        .into_iter()
        .collect::<Result<Vec<_>, _>>()?;
    for (bin, cases) in bins.iter().zip(&all_cases) {
        let generated = cases.iter().filter(|c| c.name.starts_with("generated"));
        let (answered, refused): (Vec<&Case>, Vec<&Case>) =
            generated.partition(|c| c.expected.status == Some(0));
        if inputs::interactive(root, bin) {
            println!(
                "{bin}: {} games against its judge, won by the native binary",
                cases.len()
            );
            continue;
        }
        println!(
            "{bin}: {} samples, {} generated inputs answered and {} refused by the native binary",
            cases.len() - answered.len() - refused.len(),
            answered.len(),
            refused.len()
        );
    }
    let cases_done = started.elapsed();

    // The atcoder jobs are the longest: they go first, then the two
    // checks that run on one thread for about a minute each (the bundles
    // of a copy of the sources; the fixture's builds), so that no thread
    // is left alone with them at the end.
    let mut jobs: Vec<Job> = (0..sets.len()).map(Job::AtCoder).collect();
    if only.is_empty() {
        jobs.extend([Job::Bundles, Job::Fixture]);
    }
    for bin in 0..bins.len() {
        jobs.extend((0..compilers.len()).map(|rustc| Job::Std { bin, rustc }));
    }
    eprintln!(
        "{} jobs ({} binaries, {} std compilers, {} atcoder crate sets) on {threads} threads",
        jobs.len(),
        bins.len(),
        compilers.len(),
        sets.len()
    );
    let oldest = compilers.iter().map(|c| c.minor).min().unwrap_or(0);
    let done = AtomicUsize::new(0);
    let reports = parallel(threads, &jobs, |job| {
        let (name, report) = match *job {
            Job::AtCoder(i) => {
                let (set, dir) = &sets[i];
                let name = format!("atcoder {}", set.year);
                (name, atcoder_job(set, dir, &bins, &all_cases))
            }
            Job::Bundles => {
                let mut report = Report::default();
                // The bundles are made: `cargo xtask bundles`' checks find
                // them in this process's cache instead of making them again.
                match crate::bundles::check_all(root) {
                    Ok(n) => report
                        .notes
                        .push(format!("cargo xtask bundles: {n} bundles checked")),
                    Err(e) => report.failures.push(format!("cargo xtask bundles: {e}")),
                }
                ("the checks of `cargo xtask bundles`".to_string(), report)
            }
            Job::Fixture => {
                let mut report = Report::default();
                let fixture = work.join("contestant");
                match cargo_cp_games::contestant::check(root, &fixture, &compilers, true, atcoder) {
                    Ok((rows, failures)) => {
                        report.rows = rows;
                        report.failures = failures;
                    }
                    Err(e) => report.failures.push(format!("the contestant fixture: {e}")),
                }
                ("the contestant fixture's bundles".to_string(), report)
            }
            Job::Std { bin, rustc } => {
                let rustc = &compilers[rustc];
                let name = format!("{} | rustc {}", bins[bin], rustc.label);
                let cases = if rustc.minor == oldest {
                    &all_cases[bin][..]
                } else {
                    first_generated(&all_cases[bin], GENERATED_OTHER_COMPILERS)
                };
                (name, std_job(&bins[bin], rustc, &work, cases))
            }
        };
        let verdict = if report.failures.is_empty() {
            "ok"
        } else {
            "FAILED"
        };
        eprintln!(
            "[{}/{}] {name}: {verdict}",
            done.fetch_add(1, Ordering::Relaxed) + 1,
            jobs.len()
        );
        report
    });

    // The std cells of a binary, then its atcoder cells.
    let mut reports = reports;
    reports.rotate_left(sets.len());
    let mut rows = Vec::new();
    let (mut check_time, mut build_time, mut run_time) =
        (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    for report in reports {
        for note in &report.notes {
            println!("{note}");
        }
        rows.extend(report.rows);
        failures.extend(report.failures);
        check_time += report.check;
        build_time += report.build;
        run_time += report.run;
    }
    // One row per cell, binary by binary.
    rows.sort_by(|a, b| a.split(" | ").next().cmp(&b.split(" | ").next()));
    for row in &rows {
        println!("{row}");
    }
    println!(
        "{:.1} s in all: {:.1} s before the cells (native build, bundles, native answers), then, summed over the \
         {threads} threads, {:.1} s compiling to MIR, {:.1} s building, {:.1} s running",
        started.elapsed().as_secs_f64(),
        cases_done.as_secs_f64(),
        check_time.as_secs_f64(),
        build_time.as_secs_f64(),
        run_time.as_secs_f64()
    );
    if failures.is_empty() {
        println!("{} passed, 0 failed", rows.len());
        Ok(())
    } else {
        for f in &failures {
            eprintln!("FAIL {f}");
        }
        let failed_rows = rows.iter().filter(|r| r.contains("FAILED")).count();
        println!("{} passed, {failed_rows} failed", rows.len() - failed_rows);
        Err(format!("{} judge matrix failures", failures.len()))
    }
}

/// `f` applied to every item on `threads` threads; results in order.
fn parallel<T: Sync, R: Send>(threads: usize, items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new(items.iter().map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, items.len().max(1)) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                let result = f(item);
                results.lock().expect("no thread panicked")[i] = Some(result);
            });
        }
    });
    results
        .into_inner()
        .expect("no thread panicked")
        .into_iter()
        .map(|r| r.expect("every item was taken"))
        .collect()
}

/// Writes `text` unless the file holds it already, so that cargo sees an
/// unchanged atcoder project as built.
fn write_if_changed(path: &Path, text: &str) -> Result<(), String> {
    if std::fs::read(path).is_ok_and(|old| old == text.as_bytes()) {
        return Ok(());
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// One binary's std bundle with one compiler: the older editions compiled
/// to MIR, the newest built with `-O` and run on every case (its
/// executable removed when every case passed).
fn std_job(bin: &str, rustc: &Rustc, work: &Path, cases: &[Case]) -> Report {
    let mut report = Report::default();
    let src = work.join(format!("{bin}.rs"));
    let (newest, older) = rustc
        .editions
        .split_last()
        .expect("every compiler has editions");
    for edition in older {
        let cell = format!("std, rustc {} --edition {edition}", rustc.label);
        let mir = work.join(format!("{bin}-{}-{edition}.mir", rustc.label));
        let start = Instant::now();
        let checked = compile_std(&rustc.path, edition, &src, &mir, Emit::Mir);
        report.check += start.elapsed();
        let _ = std::fs::remove_file(&mir);
        match checked {
            Ok(()) => report
                .rows
                .push(format!("{bin} | {cell} | compiled to MIR | ok")),
            Err(e) => {
                report.failures.push(format!("{bin} | {cell}: {e}"));
                report.rows.push(format!("{bin} | {cell} | compile FAILED"));
            }
        }
    }
    let cell = format!("std, rustc {} --edition {newest}", rustc.label);
    let exe = work.join(format!("{bin}-{}-{newest}", rustc.label));
    let start = Instant::now();
    let built = compile_std(&rustc.path, newest, &src, &exe, Emit::Binary);
    report.build += start.elapsed();
    let start = Instant::now();
    let failed = report.failures.len();
    let row = check(
        bin,
        &cell,
        built.map(|()| exe.clone()),
        cases,
        &mut report.failures,
    );
    report.run += start.elapsed();
    report.rows.push(row);
    if report.failures.len() == failed {
        // Several MB each; a failing one is kept to look at.
        let _ = std::fs::remove_file(&exe);
    }
    report
}

/// One atcoder crate set: its project built once, then every binary run.
fn atcoder_job(set: &AtCoderSet, dir: &Path, bins: &[String], all_cases: &[Vec<Case>]) -> Report {
    let mut report = Report::default();
    let start = Instant::now();
    let built = build_project(dir);
    report.build += start.elapsed();
    let start = Instant::now();
    let cell = format!("atcoder {} ({})", set.year, set.describe());
    for (bin, cases) in bins.iter().zip(all_cases) {
        let exe = built.clone().map(|()| dir.join("target/release").join(bin));
        let row = check(bin, &cell, exe, cases, &mut report.failures);
        report.rows.push(row);
    }
    report.run += start.elapsed();
    report
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
/// native binary's outcome (`native` is the folder of the release builds).
fn cases(root: &Path, native: &Path, bin: &str) -> Result<Vec<Case>, String> {
    if inputs::interactive(root, bin) {
        let judge = native.join("examples").join(format!("{bin}_judge"));
        let native = native.join(bin);
        let mut cases = Vec::new();
        for args in inputs::games(root, bin)? {
            let case = Case {
                name: format!("game {}", args.join(" ")),
                input: Vec::new(),
                judge: Some((judge.clone(), args)),
                expected: Outcome {
                    status: None,
                    stdout: String::new(),
                    stderr: String::new(),
                },
            };
            let expected = run_case(&native, &case)?;
            if expected.status != Some(0) {
                return Err(format!(
                    "native {bin} did not win the {}: {expected:?}",
                    case.name
                ));
            }
            cases.push(Case { expected, ..case });
        }
        return Ok(cases);
    }
    let dir = root.join("tests/samples").join(bin);
    let native = native.join(bin);
    let mut cases = Vec::new();
    for path in xtask::files_with_extension(&dir, "in")? {
        let expected = std::fs::read_to_string(path.with_extension("out"))
            .map_err(|e| format!("{}: {e}", path.with_extension("out").display()))?;
        cases.push(Case {
            name: path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned(),
            input: std::fs::read(&path).map_err(|e| e.to_string())?,
            judge: None,
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
            judge: None,
            expected,
        });
    }
    Ok(cases)
}

/// Runs `exe` on a case: on its input, or against its judge.
fn run_case(exe: &Path, case: &Case) -> Result<Outcome, String> {
    match &case.judge {
        None => execute(exe, &case.input),
        Some((judge, args)) => play(exe, judge, args),
    }
}

/// Plays `exe` against `judge` run with `args`, each one's stdout piped
/// into the other's stdin: the outcome is the judge's exit status (0: the
/// program won), its stderr line (the verdict and a digest of the
/// dialogue) with the program's exit status, and the program's stderr.
fn play(exe: &Path, judge: &Path, args: &[String]) -> Result<Outcome, String> {
    let mut referee = Command::new(judge)
        .args(args)
        .arg("--wait-for-eof")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", judge.display()))?;
    let to_judge = referee.stdin.take().expect("piped");
    let from_judge = referee.stdout.take().expect("piped");
    let program = Command::new(exe)
        .stdin(Stdio::from(from_judge))
        .stdout(Stdio::from(to_judge))
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let program = program.wait_with_output().map_err(|e| e.to_string())?;
    let referee = referee.wait_with_output().map_err(|e| e.to_string())?;
    Ok(Outcome {
        status: referee.status.code(),
        stdout: format!(
            "{} (program: {})",
            String::from_utf8_lossy(&referee.stderr).trim_end(),
            program.status
        ),
        stderr: String::from_utf8_lossy(&program.stderr).into_owned(),
    })
}

fn execute(exe: &Path, input: &[u8]) -> Result<Outcome, String> {
    let out = cargo_cp_games::contestant::output(exe, input)?;
    Ok(Outcome {
        status: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    })
}

/// What `compile_std` makes.
#[derive(Clone, Copy)]
enum Emit {
    /// `rustc -O --edition E -D warnings`: the executable judges build.
    Binary,
    /// The same checks without LLVM: `--emit=mir` with the cfg of `-O`
    /// (`debug_assertions` off) and no MIR optimisation, which `-O` would
    /// make as costly as a build.
    Mir,
}

/// Compiles the std bundle `src` with `--edition E -D warnings` into `out`.
fn compile_std(
    rustc: &Path,
    edition: &str,
    src: &Path,
    out: &Path,
    emit: Emit,
) -> Result<(), String> {
    let mut cmd = Command::new(rustc);
    match emit {
        Emit::Binary => cmd.arg("-O"),
        Emit::Mir => cmd.args([
            "--emit=mir",
            "-C",
            "debug-assertions=off",
            "-C",
            "overflow-checks=off",
        ]),
    };
    cmd.args(["--edition", edition, "-D", "warnings"]);
    let out = cmd
        .arg(src)
        .arg("-o")
        .arg(out)
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
        match run_case(&exe, case) {
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

/// The cargo project of one crate set, with every binary in `src/bin/`
/// (bundles of binaries no longer in `src/bin/` removed).
fn write_project(dir: &Path, set: &AtCoderSet, bins: &[String]) -> Result<(), String> {
    let src = dir.join("src/bin");
    std::fs::create_dir_all(&src).map_err(|e| e.to_string())?;
    for entry in std::fs::read_dir(&src).map_err(|e| e.to_string())? {
        let path = entry.map_err(|e| e.to_string())?.path();
        let stem = path.file_stem().unwrap_or_default().to_string_lossy();
        if !bins.iter().any(|bin| *bin == stem) {
            std::fs::remove_file(&path).map_err(|e| e.to_string())?;
        }
    }
    let manifest = format!(
        "[package]\nname = \"main\"\nversion = \"0.1.0\"\nedition = \"{}\"\n\n\
         [dependencies]\nproconio = {{ version = \"={}\", features = [\"derive\"] }}\n\
         num-integer = \"={}\"\n\n[workspace]\n",
        set.edition, set.proconio, set.num_integer
    );
    write_if_changed(&dir.join("Cargo.toml"), &manifest)
}

/// `cargo build --release` of a project, warnings denied, one rustc at a
/// time (the matrix runs other jobs beside it), into the project's own
/// `target/` whatever the user's CARGO_TARGET_DIR or build.target-dir say.
fn build_project(dir: &Path) -> Result<(), String> {
    let out = Command::new(crate::cargo::program())
        .args(["build", "--release", "--jobs", "1", "--target-dir"])
        .arg(dir.join("target"))
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

#[cfg(test)]
mod tests;

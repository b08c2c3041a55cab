//! `cargo xtask stress <BIN> --reference '<command>'`: random inputs of the
//! binary's shape (`tests/shapes/<BIN>.json`, `inside`) fed to the release
//! binary and to a reference command (`sh -c`, e.g. a slow brute force)
//! until they differ; the first difference is shrunk to a minimal input and
//! printed with both outputs.
//!
//! Two runs differ when one fails (non-zero exit, killed, or over the time
//! limit) and the other does not, or when both succeed with different
//! stdout. Case `i` is generated from `Rng::new(seed, i)`, so a seed
//! replays a run. Sizes (counts, lengths, values) of case `i` are capped at
//! `2^(1 + i/8)` and at `--max-size`: small cases come first.
//!
//! Shrinking works on the case's recorded choices (see `inputs::choices`),
//! never on its text: it deletes runs of choices, lowers a count while
//! deleting what followed it, moves value from a choice to one of the next
//! few (fewer test cases, longer lists), and lowers single choices (to 0,
//! else by bisection), keeping a change when the regenerated input still differs
//! and its choice sequence is shorter, or as long and smaller
//! lexicographically. Every candidate is generated from the shape, so it
//! is valid by construction; the order is well-founded, so shrinking ends.

use crate::inputs::{self, Choices, Item, Rng};
use cargo_cp_games::process::{both, differ, difference, Difference, Run};
use cargo_cp_games::shrink::{shrink, smaller, Target, SHRINK_RUNS};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

pub struct Options {
    pub cases: u64,
    pub seed: String,
    pub max_size: u64,
    pub timeout: Duration,
}

/// A shrunk difference.
pub struct Counterexample {
    /// The index of the first case that differed.
    pub case: u64,
    pub input: String,
    pub binary: Run,
    pub reference: Run,
    /// Candidates run while shrinking.
    pub shrink_runs: usize,
}

/// The size cap of case `i`.
fn cap(i: u64, max_size: u64) -> u64 {
    let ramp = match 1 + i / 8 {
        bits @ 0..=63 => 1 << bits,
        _ => u64::MAX,
    };
    ramp.min(max_size)
}

/// Generates and runs cases until the programs differ; returns the shrunk
/// difference, or `None` after `options.cases` cases. `progress` hears the
/// number of cases run (and, while shrinking, of candidates tried).
pub fn search(
    exe: &Path,
    reference: &str,
    shape: &[Item],
    options: &Options,
    progress: &mut dyn FnMut(&str),
) -> Result<Option<Counterexample>, String> {
    let start = Instant::now();
    let mut last = Instant::now();
    for i in 0..options.cases {
        let cap = cap(i, options.max_size);
        let mut choices = Choices::random(Rng::new(&options.seed, i), cap);
        let input = inputs::generate(shape, &mut choices)?;
        let (binary, reference_run) = both(exe, reference, &input, options.timeout, false)?;
        if last.elapsed() > Duration::from_millis(500) || i + 1 == options.cases {
            progress(&format!(
                "{} cases, {:.1} s",
                i + 1,
                start.elapsed().as_secs_f64()
            ));
            last = Instant::now();
        }
        if differ(&binary, &reference_run) {
            progress(&format!(
                "case {i} differs after {:.1} s; shrinking",
                start.elapsed().as_secs_f64()
            ));
            let mut shrinker = Shrinker {
                kind: difference(&binary, &reference_run).expect("they differ"),
                exe,
                reference,
                shape,
                cap,
                timeout: options.timeout,
                best: choices.used().to_vec(),
                found: (input, binary, reference_run),
                runs: 0,
            };
            shrink(&mut shrinker, progress)?;
            let (input, binary, reference) = shrinker.found;
            return Ok(Some(Counterexample {
                case: i,
                input,
                binary,
                reference,
                shrink_runs: shrinker.runs,
            }));
        }
    }
    Ok(None)
}

struct Shrinker<'a> {
    exe: &'a Path,
    reference: &'a str,
    shape: &'a [Item],
    cap: u64,
    timeout: Duration,
    /// The smallest choice sequence found whose input differs.
    best: Vec<u64>,
    found: (String, Run, Run),
    /// The kind of difference found: a candidate must show the same.
    kind: Difference,
    runs: usize,
}

impl Target for Shrinker<'_> {
    fn best(&self) -> &[u64] {
        &self.best
    }

    fn runs(&self) -> usize {
        self.runs
    }

    /// Tries a candidate; keeps it if it is smaller and still differs.
    fn attempt(&mut self, candidate: Vec<u64>) -> Result<bool, String> {
        if self.runs >= SHRINK_RUNS {
            return Ok(false);
        }
        let mut choices = Choices::replay(candidate, self.cap);
        let Ok(input) = inputs::generate(self.shape, &mut choices) else {
            return Ok(false);
        };
        let used = choices.used().to_vec();
        if !smaller(&used, &self.best) {
            return Ok(false);
        }
        self.runs += 1;
        let (binary, reference) = both(self.exe, self.reference, &input, self.timeout, true)?;
        if difference(&binary, &reference) == Some(self.kind) {
            self.best = used;
            self.found = (input, binary, reference);
            Ok(true)
        } else {
            Ok(false)
        }
    }
}

/// `cargo xtask stress`.
pub fn command(root: &Path, args: &[String]) -> Result<(), String> {
    let (mut stdout, mut stderr) = (std::io::stdout(), std::io::stderr());
    let terminal = stderr.is_terminal();
    stress(root, args, &[], &mut stdout, &mut stderr, terminal)
}

/// The release build of `bin`, made by `cargo build` with `env` added to
/// cargo's environment, and the path cargo put it at (`CARGO_TARGET_DIR`
/// and `build.target-dir` count).
fn build(root: &Path, bin: &str, env: &[(&str, &Path)]) -> Result<PathBuf, String> {
    let mut cargo = crate::cargo::command(root);
    let mut metadata = crate::cargo::command(root);
    for (key, value) in env {
        cargo.env(key, value);
        metadata.env(key, value);
    }
    let status = cargo
        .args(["build", "--release", "--quiet", "--bin", bin])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!("cargo build --release --bin {bin} failed"));
    }
    Ok(crate::cargo::target_dir_of(&mut metadata)?
        .join("release")
        .join(bin))
}

/// The whole of `cargo xtask stress` with `env` added to cargo's
/// environment, its report written to `stdout` and its progress to
/// `stderr` (rewritten in place when `terminal`).
fn stress(
    root: &Path,
    args: &[String],
    env: &[(&str, &Path)],
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    terminal: bool,
) -> Result<(), String> {
    let mut bin = None;
    let mut reference = None;
    let mut options = Options {
        cases: 1000,
        seed: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64 % 1_000_000_007)
            .to_string(),
        max_size: u64::MAX,
        timeout: Duration::from_secs(10),
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        let number = |name: &str, v: String| {
            v.parse::<u64>()
                .map_err(|_| format!("{name} takes a non-negative integer, not `{v}`"))
        };
        match arg.as_str() {
            "--reference" => reference = Some(value("--reference")?),
            "--cases" => options.cases = number("--cases", value("--cases")?)?,
            "--seed" => options.seed = value("--seed")?,
            "--max-size" => options.max_size = number("--max-size", value("--max-size")?)?,
            "--timeout" => {
                options.timeout =
                    Duration::from_secs(number("--timeout", value("--timeout")?)?.max(1))
            }
            _ if arg.starts_with('-') => {
                return Err(format!("stress: unknown option `{arg}`\n{}", crate::USAGE))
            }
            _ if bin.is_some() => return Err(format!("stress: unexpected argument `{arg}`")),
            _ => bin = Some(arg.clone()),
        }
    }
    let bin = bin.ok_or(
        "stress: name a binary, e.g. `cargo xtask stress acwing891 --reference 'python3 brute.py'`",
    )?;
    let reference =
        reference.ok_or("stress: give the reference command with --reference '<command>'")?;
    if !root.join("src/bin").join(format!("{bin}.rs")).exists() {
        return Err(format!("stress: no binary `{bin}` in src/bin"));
    }
    let shapes = inputs::load(root, &bin)?;
    let exe = build(root, &bin, env)?;
    let io = |e: std::io::Error| format!("cannot write the report: {e}");
    writeln!(
        stderr,
        "stress {bin} ({}): up to {} cases of tests/shapes/{bin}.json (inside), seed {}",
        exe.display(),
        options.cases,
        options.seed
    )
    .map_err(io)?;
    let mut progress = |line: &str| {
        // Progress is best effort: a closed stderr stops nothing.
        let _ = if terminal {
            write!(stderr, "\r\x1b[K{line}")
        } else {
            writeln!(stderr, "{line}")
        };
    };
    let found = search(&exe, &reference, &shapes.inside, &options, &mut progress)?;
    if terminal {
        writeln!(stderr).map_err(io)?;
    }
    let Some(c) = found else {
        writeln!(
            stdout,
            "no difference in {} cases (seed {})",
            options.cases, options.seed
        )
        .map_err(io)?;
        return Ok(());
    };
    writeln!(
        stdout,
        "{bin} and the reference differ on case {} of seed {} (shrunk in {} runs); minimal input:",
        c.case, options.seed, c.shrink_runs
    )
    .map_err(io)?;
    write!(stdout, "--- input\n{}", c.input).map_err(io)?;
    for (who, run) in [(bin.as_str(), &c.binary), ("reference", &c.reference)] {
        write!(stdout, "--- {who}: {}\n{}", run.describe(), run.stdout).map_err(io)?;
        if !run.stderr.is_empty() {
            write!(stdout, "--- {who}, stderr:\n{}", run.stderr).map_err(io)?;
        }
    }
    Err(format!("{bin} and the reference differ"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::root;
    use cargo_cp_games::process::execute;
    use std::process::Command;

    /// Where the tests build: not `target/`, whose lock the outer `cargo
    /// test` may hold.
    fn elsewhere() -> PathBuf {
        root().join("target/xtask-tests")
    }

    /// What `stress` is run with here: `CARGO_TARGET_DIR` pointing away
    /// from `target/`, and a release profile that compiles quickly (no
    /// optimisation, no LTO): these tests are about finding and shrinking a
    /// difference on small inputs, not about the binary's speed.
    fn env() -> [(&'static str, &'static Path); 4] {
        static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
        [
            ("CARGO_TARGET_DIR", DIR.get_or_init(elsewhere)),
            ("CARGO_PROFILE_RELEASE_OPT_LEVEL", Path::new("0")),
            ("CARGO_PROFILE_RELEASE_LTO", Path::new("false")),
            ("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", Path::new("16")),
        ]
    }

    /// The release build of a binary, made by `build` as `stress` makes it,
    /// with [`env`].
    fn release(bin: &str) -> PathBuf {
        let exe = build(&root(), bin, &env()).unwrap();
        assert_eq!(exe, elsewhere().join("release").join(bin));
        exe
    }

    fn options(cases: u64) -> Options {
        Options {
            cases,
            seed: "test".into(),
            max_size: u64::MAX,
            timeout: Duration::from_secs(20),
        }
    }

    /// Nim that forgets the last pile: wrong exactly when that pile is not 0.
    const WRONG_NIM: &str = r#"set -- $(cat); n=$1; shift; x=0; i=1
while [ "$i" -lt "$n" ]; do x=$((x ^ $1)); shift; i=$((i + 1)); done
if [ "$x" -ne 0 ]; then echo Yes; else echo No; fi"#;

    #[test]
    fn a_wrong_nim_is_caught_and_shrunk_to_one_pile_of_one() {
        let exe = release("acwing891");
        let shapes = inputs::load(&root(), "acwing891").unwrap();
        let mut seen = Vec::new();
        let found = search(&exe, WRONG_NIM, &shapes.inside, &options(100), &mut |l| {
            seen.push(l.to_string())
        })
        .unwrap()
        .expect("the wrong Nim differs on every input with a non-zero last pile");
        assert_eq!(found.input, "1\n1\n");
        assert_eq!(found.binary.stdout, "Yes\n");
        assert_eq!(found.reference.stdout, "No\n");
        assert!(seen.iter().any(|l| l.contains("shrinking")));
    }

    #[test]
    fn the_command_runs_the_binary_in_cargo_target_dir_and_reports_the_shrunk_input() {
        let args: Vec<String> = ["acwing891", "--reference", WRONG_NIM]
            .into_iter()
            .chain(["--cases", "100", "--seed", "elsewhere"])
            .map(String::from)
            .collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let result = stress(&root(), &args, &env(), &mut out, &mut err, false);
        let (out, err) = (
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        );
        let exe = elsewhere().join("release/acwing891");
        assert!(
            err.starts_with(&format!("stress acwing891 ({}):", exe.display())),
            "stress did not run {}:\n{err}",
            exe.display()
        );
        assert_eq!(
            result,
            Err("acwing891 and the reference differ".to_string())
        );
        assert!(
            out.contains("minimal input:\n--- input\n1\n1\n--- acwing891: exit status 0\nYes\n--- reference: exit status 0\nNo\n"),
            "not shrunk to one pile of one:\n{out}"
        );
    }

    #[test]
    fn a_difference_deep_in_a_list_is_shrunk_to_it() {
        // A reference wrong only when some pile is at least 5: the minimal
        // input is one pile of exactly 5.
        let exe = release("acwing891");
        let shapes = inputs::load(&root(), "acwing891").unwrap();
        let reference = format!(
            "input=$(cat); if echo \"$input\" | tail -n +2 | tr ' ' '\\n' | grep -qE '^([5-9]|[1-9][0-9]+)$'; then echo wrong; else echo \"$input\" | {}; fi",
            exe.display()
        );
        let found = search(&exe, &reference, &shapes.inside, &options(300), &mut |_| {})
            .unwrap()
            .expect("piles of 5 or more come up");
        assert_eq!(found.input, "1\n5\n");
    }

    #[test]
    fn the_binary_against_itself_differs_nowhere() {
        let exe = release("acwing891");
        let shapes = inputs::load(&root(), "acwing891").unwrap();
        let found = search(
            &exe,
            &exe.display().to_string(),
            &shapes.inside,
            &options(150),
            &mut |_| {},
        )
        .unwrap();
        assert!(found.is_none());
    }

    #[test]
    fn test_cases_and_values_shrink_together() {
        // Programs that differ when the input has at least 4 tokens and one
        // of them is at least 7; the least choice sequence doing that is
        // one case of two values, the second 7.
        let dir = std::env::temp_dir().join(format!("cp-games-stress-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let same = dir.join("same");
        std::fs::write(&same, "#!/bin/sh\ncat >/dev/null; echo same\n").unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&same, std::fs::Permissions::from_mode(0o755)).unwrap();
        let reference = "tr -s ' ' '\\n' | awk 'NF { n++; if ($1 >= 7) big = 1 } END { print (n >= 4 && big) ? \"differ\" : \"same\" }'";
        let shapes = inputs::parse(
            r#"{"inside": [["T", 1, 10], {"repeat": "T", "each": [["n", 1, 5], ["a", "n", 1, 100]]}], "beyond": []}"#,
        )
        .unwrap();
        let found = search(&same, reference, &shapes.inside, &options(200), &mut |_| {});
        std::fs::remove_dir_all(&dir).unwrap();
        let found = found.unwrap().expect("large inputs come up");
        assert_eq!(found.input, "1\n2\n1 7\n");
        assert_eq!(found.reference.stdout, "differ\n");
    }

    #[test]
    fn failing_on_one_side_only_is_a_difference_and_a_hang_is_a_failure() {
        let ok = Run {
            status: Some(0),
            timed_out: false,
            stdout: "1\n".into(),
            stderr: String::new(),
            elapsed: Duration::ZERO,
        };
        let failed = Run {
            status: Some(2),
            stdout: String::new(),
            ..ok.clone()
        };
        assert!(differ(&ok, &failed) && differ(&failed, &ok));
        assert!(!differ(
            &failed,
            &Run {
                stderr: "other".into(),
                ..failed.clone()
            }
        ));
        assert!(differ(
            &ok,
            &Run {
                stdout: "2\n".into(),
                ..ok.clone()
            }
        ));
        let slow = execute(
            Command::new("sh").arg("-c").arg("sleep 5"),
            b"",
            Duration::from_millis(200),
        )
        .unwrap();
        assert!(slow.timed_out && !slow.succeeded());
    }

    #[test]
    fn small_cases_come_first() {
        assert_eq!(cap(0, u64::MAX), 2);
        assert_eq!(cap(8, u64::MAX), 4);
        assert_eq!(cap(8, 3), 3);
        assert_eq!(cap(8 * 62, u64::MAX), 1 << 63);
        assert_eq!(cap(8 * 63, u64::MAX), u64::MAX);
    }

    #[test]
    fn the_same_seed_gives_the_same_cases() {
        let shapes = inputs::load(&root(), "poj3710").unwrap();
        let case = |seed: &str, i| {
            inputs::generate(
                &shapes.inside,
                &mut Choices::random(Rng::new(seed, i), cap(i, 50)),
            )
            .unwrap()
        };
        assert_eq!(case("a", 40), case("a", 40));
        assert_ne!(case("a", 40), case("b", 40));
    }
}

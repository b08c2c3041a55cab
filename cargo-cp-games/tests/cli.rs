//! `cargo cp-games test`, `stress` and the command line's errors, on a
//! small package made here: `sum` prints the sum of the numbers after a
//! count, and its planted bug (in `buggy`) drops every number over 5.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn work() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join("target/cp-games-cli-test")
}

const SUM: &str = "use std::io::Read;\n\nfn main() {\n    let mut text = String::new();\n    \
    std::io::stdin().read_to_string(&mut text).unwrap();\n    let v: Vec<u64> = \
    text.split_whitespace().map(|w| w.parse().unwrap()).collect();\n    \
    let n = v[0] as usize;\n    println!(\"{}\", v[1..=n].iter().BUG.sum::<u64>());\n}\n";

/// A package `name` whose binary `name` is `SUM` (or the buggy one), in
/// its own workspace, its samples in `samples` (path, text; `BIN` in a
/// path is the binary's name).
fn package(name: &str, buggy: bool, samples: &[(&str, &str)]) -> PathBuf {
    let dir = work().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    let bug = if buggy {
        "filter(|&&x| x <= 5)"
    } else {
        "copied().filter(|_| true)"
    };
    let files = vec![
        (
            "Cargo.toml",
            // its own name: the tests share a target folder
            format!(
                "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
                 [workspace]\n"
            ),
        ),
        ("src/main.rs", SUM.replace("BUG", bug)),
    ];
    let samples = samples
        .iter()
        .map(|(p, t)| (p.replace("BIN", name), t.to_string()));
    let files = files
        .into_iter()
        .map(|(p, t)| (p.to_string(), t))
        .chain(samples);
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

fn cp_games(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cargo-cp-games"))
        .arg("cp-games")
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", work().join("target"))
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// One `error:` line on stderr and exit status 2.
fn refused(out: &Output, words: &[&str]) {
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: "), "{stderr}");
    for w in words {
        assert!(stderr.contains(w), "{w}: {stderr}");
    }
}

const OJ: &[(&str, &str)] = &[
    ("test/sample-1.in", "3\n1 2 3\n"),
    ("test/sample-1.out", "6\n"),
    ("test/sample-2.in", "2\n7 1\n"),
    ("test/sample-2.out", "8\n"),
];

/// The same cases in `tests/samples/<bin>/`, as this repository keeps
/// them.
const REPO: &[(&str, &str)] = &[
    ("tests/samples/BIN/sample-1.in", "3\n1 2 3\n"),
    ("tests/samples/BIN/sample-1.out", "6\n"),
    ("tests/samples/BIN/sample-2.in", "2\n7 1\n"),
    ("tests/samples/BIN/sample-2.out", "8\n"),
];

// 1 + 2 + 3 and 7 + 1, by hand; the buggy sum drops the 7
const YAML: &str = "---\ntype: Batch\ntimelimit: 2s\nmatch: Lines\n\ncases:\n  \
    - name: sample1\n    in: |\n      3\n      1 2 3\n    out: |\n      6\n  \
    - name: sample2\n    in: |\n      2\n      7 1\n    out: |\n      8\n\nextend: []\n";

#[test]
fn test_passes_and_fails_in_both_layouts_and_on_the_bundle() {
    for (layout, samples) in [
        ("oj", OJ.to_vec()),
        ("compete", vec![("testcases/BIN.yml", YAML)]),
        ("repo", REPO.to_vec()),
    ] {
        let name = format!("good-{layout}");
        let good = package(&name, false, &samples);
        let out = cp_games(&good, &["test"]);
        let stdout = text(&out.stdout);
        assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
        assert_eq!(stdout.matches(" ... ok (").count(), 2, "{stdout}");
        assert!(stdout.contains("2 passed, 0 failed"), "{stdout}");
        for judge in ["std", "atcoder"] {
            let out = cp_games(&good, &["test", "--bundle", "--judge", judge]);
            let stdout = text(&out.stdout);
            assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
            let bundle = format!("the {judge} bundle of `{name}`");
            assert!(stdout.contains(&bundle), "{stdout}");
            assert!(stdout.contains("2 passed, 0 failed"), "{stdout}");
        }
        let bad = package(&format!("bad-{layout}"), true, &samples);
        for args in [&["test"][..], &["test", "--bundle", "--judge", "std"]] {
            let out = cp_games(&bad, args);
            let stdout = text(&out.stdout);
            assert_eq!(out.status.code(), Some(1), "{stdout}");
            assert!(stdout.contains("FAILED: wrong answer"), "{stdout}");
            assert!(stdout.contains("  - 8\n  + 1\n"), "{stdout}");
            assert!(stdout.contains("1 passed, 1 failed"), "{stdout}");
        }
    }
}

/// The generator: a count and that many numbers from 0 to 9, from the
/// seed (awk: starts in a millisecond, and is everywhere; `+ 0`, as mawk
/// ignores a seed given as a string and would give every seed one input).
const GENERATOR: &str = "awk 'BEGIN { srand(ARGV[1] + 0); n = int(rand() * 8) + 1; print n; \
    for (i = 0; i < n; i++) printf \"%d \", int(rand() * 10); print \"\" }'";

#[test]
fn stress_finds_and_shrinks_a_planted_bug() {
    let dir = package("stress", true, &[]);
    let generator = GENERATOR;
    // the brute force refuses what is not an input (a count off its list)
    let brute = "awk '{ for (i = 1; i <= NF; i++) v[k++] = $i } \
        END { if (k != v[0] + 1) exit 1; for (i = 1; i < k; i++) s += v[i]; print s + 0 }'";
    let out = cp_games(
        &dir,
        &[
            "stress", "--gen", generator, "--brute", brute, "--runs", "200", "--seed", "7",
        ],
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", text(&out.stderr));
    // the smallest input the bug shows on: one number, 6
    assert!(stdout.contains("--- input (4 bytes"), "{stdout}");
    assert!(stdout.contains("1\n6\n---"), "{stdout}");
    assert!(
        stdout.contains("printed\n0\n") && stdout.contains("printed\n6\n"),
        "{stdout}"
    );
    assert!(stdout.contains("--- to reproduce"), "{stdout}");
    // against itself: no difference
    let good = package("stress-good", false, &[]);
    let out = cp_games(
        &good,
        &[
            "stress", "--gen", generator, "--brute", brute, "--runs", "5",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains("no difference in 5 runs"));
}

#[test]
fn bad_arguments_get_one_error_line() {
    let dir = package("errors", false, OJ);
    refused(&cp_games(&dir, &["frobnicate"]), &["frobnicate"]);
    refused(&cp_games(&dir, &["test", "--bundle"]), &["--judge"]);
    refused(&cp_games(&dir, &["bundle"]), &["--judge"]);
    refused(
        &cp_games(&dir, &["test", "--samples", "no-such-folder"]),
        &["no-such-folder", "does not exist"],
    );
    refused(
        &cp_games(&dir, &["stress", "--gen", "exit 3", "--brute", "cat"]),
        &["generator failed", "exit status 3"],
    );
    refused(
        &cp_games(&dir, &["guess", "no-such-table.csv"]),
        &["cannot read"],
    );
    let version = cp_games(&dir, &["--version"]);
    assert!(version.status.success());
    assert!(text(&version.stdout).starts_with("cargo-cp-games "));
    for sub in ["bundle", "test", "stress", "guess"] {
        let help = cp_games(&dir, &[sub, "--help"]);
        assert!(help.status.success(), "{sub}");
        assert!(
            text(&help.stdout).contains(&format!("Usage: cargo cp-games {sub}")),
            "{sub}"
        );
    }
}

#[test]
fn samples_are_looked_for_per_problem_first() {
    // test/<bin>/ (oj's folder for one problem of several) comes before
    // tests/samples/<bin>/ and test/, whose wrong answers would fail
    let wrong: Vec<(&str, &str)> = vec![
        ("test/BIN/sample-1.in", "3\n1 2 3\n"),
        ("test/BIN/sample-1.out", "6\n"),
        ("test/other/sample-1.in", "1\n5\n"),
        ("test/other/sample-1.out", "999\n"),
        ("tests/samples/BIN/sample-9.in", "1\n5\n"),
        ("tests/samples/BIN/sample-9.out", "999\n"),
        ("test/sample-9.in", "1\n5\n"),
        ("test/sample-9.out", "999\n"),
    ];
    let dir = package("per-problem", false, &wrong);
    let out = cp_games(&dir, &["test"]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("test/per-problem"), "{stdout}");
    assert!(stdout.contains("1 passed, 0 failed"), "{stdout}");
    // an empty test/<bin>/ holds no cases: tests/samples/<bin>/ is next
    let next: Vec<(&str, &str)> = vec![
        ("test/BIN/README", "nothing here\n"),
        ("tests/samples/BIN/sample-1.in", "2\n7 1\n"),
        ("tests/samples/BIN/sample-1.out", "8\n"),
    ];
    let dir = package("per-problem-next", false, &next);
    let out = cp_games(&dir, &["test"]);
    assert!(out.status.success(), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains("1 passed, 0 failed"));
    // none: every place is named
    let dir = package("no-samples", false, &[]);
    refused(
        &cp_games(&dir, &["test"]),
        &[
            "testcases/no-samples.yml",
            "test/no-samples/",
            "tests/samples/no-samples/",
            "test/*.in",
        ],
    );
}

#[test]
fn a_bundle_saved_under_a_name_rustc_refuses_is_warned_of() {
    let dir = package("named", false, OJ);
    for (file, warned) in [
        ("x.submit.rs", true),
        ("submit.rs", false),
        ("a-1.rs", false),
    ] {
        let path = work().join(file);
        let out = cp_games(
            &dir,
            &["bundle", "--judge", "std", "-o", path.to_str().unwrap()],
        );
        let stderr = text(&out.stderr);
        assert!(out.status.success(), "{stderr}");
        assert!(path.is_file());
        assert_eq!(
            stderr.contains("warning: rustc cannot name a crate `x.submit`"),
            warned,
            "{file}: {stderr}"
        );
        // what the warning says works: the file compiles alone
        let exe = work().join(format!("{file}.exe"));
        let mut rustc = Command::new("rustc");
        rustc.args(["--edition", "2021", "-o"]).arg(&exe);
        if warned {
            rustc.args(["--crate-name", "submit"]);
        }
        let built = rustc.arg(&path).output().unwrap();
        assert!(built.status.success(), "{}", text(&built.stderr));
    }
}

/// A package `name` whose binary is `main` (in its own workspace).
fn custom_package(name: &str, main: &str) -> PathBuf {
    let dir = work().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        format!("[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n"),
    )
    .unwrap();
    std::fs::write(dir.join("src/main.rs"), main).unwrap();
    dir
}

fn stress_out(dir: &Path, generator: &str, brute: &str) -> String {
    let out = cp_games(
        dir,
        &[
            "stress", "--gen", generator, "--brute", brute, "--runs", "300", "--seed", "3",
        ],
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", text(&out.stderr));
    stdout
}

#[test]
fn shrinking_keeps_the_kind_of_difference() {
    // issue #47: the solution is wrong on a heap of 6 and panics on a
    // missing token; the brute force reads loosely (an answer whatever
    // the count says). Shrinking must end on a wrong answer, not a crash.
    let dir = package("kind", true, &[]);
    let generator = GENERATOR;
    let loose = "awk '{ for (i = 1; i <= NF; i++) v[k++] = $i } \
        END { for (i = 1; i < k; i++) s += v[i]; print s + 0 }'";
    let stdout = stress_out(&dir, generator, loose);
    assert!(stdout.contains("kind: wrong answer"), "{stdout}");
    // both programs answered: no crash was kept
    assert!(
        !stdout.contains("(exit status") && !stdout.contains("panicked"),
        "{stdout}"
    );
    assert!(stdout.contains(", shrunk in"), "{stdout}");
}

#[test]
fn negative_numbers_and_words_are_shrunk() {
    // the sum of n integers, wrong when one is below -3
    let signed = "use std::io::Read;\nfn main() {\n    let mut t = String::new();\n    \
        std::io::stdin().read_to_string(&mut t).unwrap();\n    \
        let v: Vec<i64> = t.split_whitespace().map(|w| w.parse().unwrap()).collect();\n    \
        let n = v[0] as usize;\n    \
        println!(\"{}\", v[1..=n].iter().filter(|&&x| x >= -3).sum::<i64>());\n}\n";
    let dir = custom_package("signed", signed);
    let generator = "awk 'BEGIN { srand(ARGV[1] + 0); n = int(rand() * 8) + 1; print n; \
        for (i = 0; i < n; i++) printf \"%d \", int(rand() * 19) - 9; print \"\" }'";
    let brute = "awk '{ for (i = 1; i <= NF; i++) v[k++] = $i } \
        END { if (k != v[0] + 1) exit 1; for (i = 1; i < k; i++) s += v[i]; print s + 0 }'";
    let stdout = stress_out(&dir, generator, brute);
    assert!(stdout.contains(", shrunk in"), "{stdout}");
    // the smallest: one number, -4
    assert!(stdout.contains("1\n-4\n---"), "{stdout}");
    // a word of A and B: the solution counts the Bs wrongly once there are 3
    let words = "use std::io::Read;\nfn main() {\n    let mut t = String::new();\n    \
        std::io::stdin().read_to_string(&mut t).unwrap();\n    \
        let w = t.split_whitespace().next().unwrap();\n    \
        let b = w.bytes().filter(|&c| c == b'B').count();\n    \
        println!(\"{}\", if b >= 3 { b + 1 } else { b });\n}\n";
    let dir = custom_package("words", words);
    let generator = "awk 'BEGIN { srand(ARGV[1] + 0); n = int(rand() * 12) + 1; \
        for (i = 0; i < n; i++) printf \"%s\", (rand() < 0.5 ? \"A\" : \"B\"); print \"\" }'";
    let brute = "awk '{ print gsub(/B/, \"B\", $1) }'";
    let stdout = stress_out(&dir, generator, brute);
    assert!(stdout.contains("kind: wrong answer"), "{stdout}");
    // the smallest: BBB
    assert!(stdout.contains("--- input (4 bytes"), "{stdout}");
    assert!(stdout.contains("\nBBB\n---"), "{stdout}");
}

#[test]
fn new_makes_a_package_that_tests_and_bundles() {
    let here = work().join("new");
    let _ = std::fs::remove_dir_all(&here);
    std::fs::create_dir_all(&here).unwrap();
    let out = cp_games(
        &here,
        &["new", "abc999", "--bins", "a,b", "--edition", "2021"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let dir = here.join("abc999");
    for file in [
        "Cargo.toml",
        "src/bin/a.rs",
        "src/bin/b.rs",
        "test/a/sample-1.in",
        "test/b/sample-1.out",
        "gen.py",
        "brute.py",
    ] {
        assert!(dir.join(file).is_file(), "{file}");
    }
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
    assert!(manifest.contains("proconio = \"0.5.0\""), "{manifest}");
    assert!(manifest.contains("cp-games = { path ="), "{manifest}");
    // the bundle of the starting point compiles alone and answers its
    // sample (`cargo cp-games test` on it is the other tests' business:
    // here it would build cp-games natively, about 20 s of CPU)
    let submit = dir.join("submit.rs");
    let out = cp_games(
        &dir,
        &[
            "bundle",
            "--bin",
            "b",
            "--judge",
            "std",
            "-o",
            submit.to_str().unwrap(),
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let exe = dir.join("submit");
    let built = Command::new("rustc")
        .args(["--edition", "2021", "-o"])
        .arg(&exe)
        .arg(&submit)
        .output()
        .unwrap();
    assert!(built.status.success(), "{}", text(&built.stderr));
    let mut run = Command::new(&exe)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let input = std::fs::read(dir.join("test/b/sample-1.in")).unwrap();
    std::io::Write::write_all(&mut run.stdin.take().unwrap(), &input).unwrap();
    let answer = run.wait_with_output().unwrap();
    let expected = std::fs::read_to_string(dir.join("test/b/sample-1.out")).unwrap();
    assert_eq!(text(&answer.stdout), expected);
    // refusals: one error line each
    refused(&cp_games(&here, &["new", "abc999"]), &["exists already"]);
    refused(&cp_games(&here, &["new", "1bad"]), &["not a package name"]);
    refused(
        &cp_games(&here, &["new", "ok", "--bins", "a,b.c"]),
        &["`b.c` is not a binary name"],
    );
    refused(
        &cp_games(&here, &["new", "ok", "--edition", "2023"]),
        &["edition `2023`"],
    );
    refused(
        &cp_games(&here, &["new", "ok", "--path", "x", "--git", "y"]),
        &["--git"],
    );
    assert!(!here.join("ok").exists());
}

//! Judge-format tests: every sample under `tests/samples/<bin>/` through the
//! built binary, plus bad input and inputs at the limits.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const BINS: [&str; 4] = ["acwing890", "acwing891", "acwing893", "arc134e"];

fn exe(bin: &str) -> &'static str {
    match bin {
        "acwing890" => env!("CARGO_BIN_EXE_acwing890"),
        "acwing891" => env!("CARGO_BIN_EXE_acwing891"),
        "acwing893" => env!("CARGO_BIN_EXE_acwing893"),
        "arc134e" => env!("CARGO_BIN_EXE_arc134e"),
        _ => panic!("unknown binary {bin}"),
    }
}

fn run(bin: &str, input: &[u8]) -> Output {
    let mut child = Command::new(exe(bin))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Write from another thread: a binary may exit early and close its stdin.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// Every `sample-N.in` with its `sample-N.out`, for one binary.
fn samples(bin: &str) -> Vec<(String, Vec<u8>, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/samples")
        .join(bin);
    let mut cases = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            let expected = std::fs::read_to_string(path.with_extension("out"))
                .unwrap_or_else(|_| panic!("{} has no .out file", path.display()));
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            cases.push((name, std::fs::read(&path).unwrap(), expected));
        }
    }
    cases.sort();
    cases
}

#[test]
fn every_sample_gives_the_expected_output() {
    for bin in BINS {
        let cases = samples(bin);
        assert!(!cases.is_empty(), "no samples for {bin}");
        for (name, input, expected) in cases {
            let out = run(bin, &input);
            assert!(
                out.status.success(),
                "{bin} {name}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert_eq!(
                String::from_utf8(out.stdout).unwrap(),
                expected,
                "{bin} {name}"
            );
            assert!(out.stderr.is_empty(), "{bin} {name}");
        }
    }
}

fn answer(bin: &str, input: &str) -> String {
    let out = run(bin, input.as_bytes());
    assert!(
        out.status.success(),
        "{bin} {input:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn any_whitespace_layout_is_accepted() {
    assert_eq!(answer("acwing890", "  10\t2\r\n\n2\n3"), "7\n");
    assert_eq!(answer("acwing891", "2 2 3"), "Yes\n");
    assert_eq!(answer("acwing893", "2\n2\n5\n3\n2\n4\n7\n\n"), "Yes\n");
    assert_eq!(answer("arc134e", "2\r\n5\r\n10\r\n"), "47\n");
}

#[test]
fn inputs_at_the_limits() {
    // 890: n = 10^18 with 64 divisors 2..=65 (answer checked in the library by Legendre's φ)
    let ds: Vec<String> = (2..=65).map(|d| d.to_string()).collect();
    assert_eq!(
        answer(
            "acwing890",
            &format!("1000000000000000000 64\n{}\n", ds.join(" "))
        ),
        "868412648149729878\n"
    );
    assert_eq!(answer("acwing890", "1 1\n1000000000\n"), "0\n");
    assert_eq!(answer("acwing890", "1 1\n1\n"), "1\n");
    // 891: one pile; the largest u64
    assert_eq!(answer("acwing891", "1\n1\n"), "Yes\n");
    assert_eq!(
        answer(
            "acwing891",
            "2\n18446744073709551615 18446744073709551615\n"
        ),
        "No\n"
    );
    // 893: moves {1,2,3} (grundy = h mod 4, mex reaches k); heaps up to 10^18
    assert_eq!(answer("acwing893", "3\n1 2 3\n1\n3\n"), "Yes\n");
    assert_eq!(
        answer("acwing893", "3\n1 2 3\n2\n3 1000000000000000000\n"),
        "Yes\n"
    );
    assert_eq!(
        answer("acwing893", "3\n1 2 3\n2\n999999999999999999 3\n"),
        "No\n"
    );
    // judge maximum: moves 1..=100, 100 heaps of 10000; grundy(h) = h mod 101, 10000 mod 101 = 1
    let moves: Vec<String> = (1..=100).map(|s| s.to_string()).collect();
    for (count, expected) in [(100, "No\n"), (99, "Yes\n")] {
        let heaps = vec!["10000"; count].join(" ");
        let input = format!("100\n{}\n{count}\n{heaps}\n", moves.join(" "));
        assert_eq!(answer("acwing893", &input), expected);
    }
    // arc134e: all ones
    assert_eq!(
        answer("arc134e", &format!("200\n{}\n", vec!["1"; 200].join(" "))),
        "0\n"
    );
}

/// Runs bad input and checks: exit 2, nothing on stdout, one `error:` line
/// on stderr that mentions `mentions`.
fn rejects(bin: &str, input: &str, mentions: &str) {
    let out = run(bin, input.as_bytes());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{bin} {input:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{bin} {input:?}");
    assert!(stderr.starts_with("error: "), "{bin} {input:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{bin} {input:?}: {stderr}");
    assert!(
        stderr.contains(mentions),
        "{bin} {input:?}: {stderr} lacks {mentions:?}"
    );
}

#[test]
fn bad_input_gets_one_error_line_and_exit_2() {
    let valid = [
        ("acwing890", "10 2\n2 3\n"),
        ("acwing891", "2\n2 3\n"),
        ("acwing893", "2\n2 5\n3\n2 4 7\n"),
        ("arc134e", "2\n5 10\n"),
    ];
    for (bin, ok) in valid {
        rejects(bin, "", "end of input");
        rejects(bin, "   \n", "end of input");
        rejects(
            bin,
            &ok.replacen('2', "x", 1),
            "expected an integer, found `x`",
        );
        rejects(bin, &ok.replacen('2', "-2", 1), "out of range");
        rejects(bin, &ok.replacen('2', "2.5", 1), "found `2.5`");
        rejects(
            bin,
            &ok.replacen('2', "99999999999999999999999999", 1),
            "out of range",
        );
        rejects(bin, &format!("{ok} 7"), "trailing input");
        let short = ok.trim_end().rsplit_once(' ').unwrap().0;
        rejects(bin, short, "end of input");
    }
    rejects(
        "acwing890",
        "10 2\n2 0\n",
        "divisor 2 of 2 = 0 is out of range",
    );
    rejects("acwing890", "10 65\n2 3\n", "m = 65 is out of range");
    rejects(
        "acwing890",
        "1000000000000000001 1\n2\n",
        "n = 1000000000000000001 is out of range",
    );
    rejects("acwing891", "2\n2 18446744073709551616\n", "pile 2 of 2");
    rejects(
        "acwing891",
        "3\n1 x 2\n",
        "pile 2 of 3: expected an integer, found `x`",
    );
    rejects(
        "acwing893",
        "2\n0 5\n3\n2 4 7\n",
        "move size 1 of 2 = 0 is out of range",
    );
    rejects(
        "acwing893",
        "2\n2 5\n3\n2 4 1000000000000000001\n",
        "heap 3 of 3",
    );
    rejects("arc134e", "2\n0 10\n", "a 1 of 2 = 0 is out of range");
    rejects("arc134e", "2\n5 241\n", "out of range");
    rejects("arc134e", "0\n", "N = 0 is out of range");
    // not UTF-8
    let out = run("acwing891", b"2\n2 \xff\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: "));
    assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
}

#[test]
fn huge_announced_count_is_an_error_not_an_allocation() {
    rejects("acwing891", "18446744073709551615\n1 2 3\n", "end of input");
    rejects("arc134e", "1000000\n5\n", "end of input");
}

#[test]
fn counting_beyond_the_term_budget_is_an_error() {
    // the 64 smallest primes with n = 10^18: far too many distinct products
    let mut primes = Vec::new();
    let mut p = 2u64;
    while primes.len() < 64 {
        if (2..p).all(|q| p % q != 0) {
            primes.push(p.to_string());
        }
        p += 1;
    }
    let input = format!("1000000000000000000 64\n{}\n", primes.join(" "));
    rejects("acwing890", &input, "too large to count");
}

#[test]
fn set_nim_without_a_period_in_budget_is_an_error() {
    // a single move of 10^18: the period cannot be proven within the budget
    rejects(
        "acwing893",
        "1\n1000000000000000000\n1\n1000000000000000000\n",
        "period",
    );
}

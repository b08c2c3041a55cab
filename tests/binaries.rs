//! Judge-format tests through the built binaries. Binaries are found by
//! listing `src/bin/`, their samples by listing `tests/samples/<bin>/`, and
//! what a test must know about an input (how it ends, whether it starts
//! with a word) is read from `tests/shapes/<bin>.json` (format:
//! `xtask/src/inputs/mod.rs`): a new problem is tested here without being
//! named here.

use crate::common::{
    answer, answers, binaries, check_each, entries, rejects, root, run, samples, spawn, Sample,
};
use cp_games::testing::Rng;
use serde_json::Value;
use std::io::Write;

#[test]
fn every_sample_gives_the_expected_output() {
    let mut failures = Vec::new();
    for bin in binaries() {
        for sample in samples(&bin) {
            if let Err(e) = crate::common::check_sample(&bin, &sample) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Checks that every entry of `folder` is named `<bin><suffix>` after a
/// binary that reads its input.
fn every_entry_belongs_to_a_binary(folder: &str, suffix: &str) {
    let bins = binaries();
    for name in entries(folder) {
        let bin = name.strip_suffix(suffix).unwrap_or(&name);
        assert!(
            name.ends_with(suffix) && bins.iter().any(|b| b == bin),
            "{folder}/{name} has no src/bin/{bin}.rs"
        );
    }
}

#[test]
fn every_sample_folder_belongs_to_a_binary() {
    every_entry_belongs_to_a_binary("tests/samples", "");
}

/// `tests/shapes/<bin>.json`, parsed.
fn shape(bin: &str) -> Value {
    let path = root().join("tests/shapes").join(format!("{bin}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!("src/bin/{bin}.rs has no input shape tests/shapes/{bin}.json ({e}); the format is in xtask/src/inputs/mod.rs")
    });
    let json: Value = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("tests/shapes/{bin}.json is not JSON: {e}"));
    assert!(
        json.get("placeholder").is_none(),
        "tests/shapes/{bin}.json is the placeholder of `cargo xtask new`: describe {bin}'s \
         input there, inside and beyond the judge's limits (format: xtask/src/inputs/mod.rs)"
    );
    json
}

/// How a binary's input ends, as its shape says: the last item of its
/// `inside` shape is a `repeat` with a chosen count (`[lo, hi]`) when the
/// input is read until its end, and that `repeat` has `then` when a
/// sentinel line ends it.
#[derive(Debug, PartialEq)]
enum Ending {
    /// Counts say where the input ends (`T` test cases, `n` values...).
    Counted,
    /// Test cases until end of input.
    AtEnd,
    /// Test cases until a sentinel line.
    Sentinel,
}

fn ending(shape: &Value) -> Ending {
    match shape["inside"].as_array().and_then(|items| items.last()) {
        Some(last) if last["repeat"].is_array() => {
            if last.get("then").is_some() {
                Ending::Sentinel
            } else {
                Ending::AtEnd
            }
        }
        _ => Ending::Counted,
    }
}

/// The shape item that writes an input's first token.
fn first_token(items: &Value) -> &Value {
    let first = &items[0];
    for key in ["line", "each"] {
        if first.get(key).is_some() {
            return first_token(&first[key]);
        }
    }
    if let Some(alternatives) = first.get("one_of") {
        return first_token(&alternatives[0]);
    }
    first
}

/// The alphabet of the first word item of a shape, if it has one.
fn word_alphabet(v: &Value) -> Option<&str> {
    match v {
        Value::Object(o) if o.contains_key("word") => o["alphabet"].as_str(),
        Value::Object(o) => o.values().find_map(word_alphabet),
        Value::Array(a) => a.iter().find_map(word_alphabet),
        _ => None,
    }
}

#[test]
fn every_binary_has_an_input_shape() {
    for bin in binaries() {
        shape(&bin);
    }
}

#[test]
fn every_input_shape_belongs_to_a_binary() {
    every_entry_belongs_to_a_binary("tests/shapes", ".json");
}

#[test]
fn any_whitespace_layout_is_accepted() {
    for bin in binaries() {
        let Sample {
            input, expected, ..
        } = samples(&bin).remove(0);
        let tokens: Vec<&[u8]> = input
            .split(|b| b.is_ascii_whitespace())
            .filter(|t| !t.is_empty())
            .collect();
        for sep in [&b" "[..], b"\t", b"\r\n", b"\n\n  \x0c"] {
            let mut text = sep.to_vec();
            text.extend(tokens.join(sep));
            assert_eq!(
                String::from_utf8(run(&bin, &text).stdout).unwrap(),
                expected,
                "{bin} {sep:?}"
            );
        }
    }
}

/// Bad input made from each binary's first sample: every binary must
/// refuse it the same way. Input read until its end is the exception: no
/// input at all is zero test cases, and a token more starts a test case
/// that the input's end cuts short.
#[test]
fn bad_input_gets_one_error_line_and_exit_2() {
    for bin in binaries() {
        let Sample { input, .. } = samples(&bin).remove(0);
        let shape = shape(&bin);
        let ending = ending(&shape);
        let text = String::from_utf8(input).unwrap();
        let tokens: Vec<&str> = text.split_ascii_whitespace().collect();
        let with_first = |first: &str| {
            let mut t = tokens.clone();
            t[0] = first;
            t.join(" ")
        };
        let long = "1".repeat(65);
        let mut cases: Vec<(String, &str)> =
            vec![(tokens[..tokens.len() - 1].join(" "), "end of input")];
        if ending == Ending::AtEnd {
            for empty in ["", "   \n"] {
                let out = run(&bin, empty.as_bytes());
                assert!(out.status.success(), "{bin} {empty:?}: {out:?}");
                assert!(
                    out.stdout.is_empty() && out.stderr.is_empty(),
                    "{bin} {empty:?}: {out:?}"
                );
            }
            cases.push((format!("{text} 7"), "end of input"));
        } else {
            cases.extend([
                (String::new(), "end of input"),
                ("   \n".to_string(), "end of input"),
                (format!("{text} 7"), "trailing input"),
            ]);
        }
        if first_token(&shape["inside"]).get("word").is_none() {
            cases.extend([
                (with_first("x"), "expected an integer, found `x`"),
                (with_first("2.5"), "found `2.5`"),
                (with_first("+1"), "found `+1`"),
                (with_first("01"), "found `01`"),
                (with_first("-1"), "out of range"),
                (with_first("99999999999999999999999999"), "out of range"),
                (with_first(&long), "longer than 64 bytes"),
            ]);
        }
        for (input, mentions) in cases {
            rejects(&bin, input.as_bytes(), mentions);
        }
        let mut not_utf8 = b"1 \xff".to_vec();
        not_utf8.extend_from_slice(text.as_bytes());
        rejects(&bin, &not_utf8, "error");
    }
}

/// A word (a board) with a letter outside its alphabet, made from the
/// first sample's first word: refused like any bad token.
#[test]
fn a_word_outside_its_alphabet_is_refused() {
    for bin in binaries() {
        let Some(alphabet) = word_alphabet(&shape(&bin)).map(str::to_string) else {
            continue;
        };
        let Sample { input, .. } = samples(&bin).remove(0);
        let text = String::from_utf8(input).unwrap();
        let mut tokens: Vec<String> = text.split_ascii_whitespace().map(String::from).collect();
        let word = tokens
            .iter()
            .position(|t| {
                // Not a number as judges write them (a word of digits such
                // as `01` or `00` has a leading zero).
                let number = t.parse::<u64>().is_ok() && (t.len() == 1 || !t.starts_with('0'));
                t.bytes().all(|b| alphabet.as_bytes().contains(&b)) && !number
            })
            .unwrap_or_else(|| panic!("{bin}: no word over {alphabet:?} in its first sample"));
        let stranger = "o#?Zq".chars().find(|c| !alphabet.contains(*c)).unwrap();
        tokens[word].replace_range(0..1, &stranger.to_string());
        rejects(
            &bin,
            tokens.join(" ").as_bytes(),
            &format!("found `{stranger}` at character 1"),
        );
    }
}

#[test]
fn a_gigabyte_token_is_refused_without_reading_it_all() {
    // Served lazily: the binary must stop long before the end. (A first
    // token that is a word may be as long as the input.)
    for bin in binaries() {
        if first_token(&shape(&bin)["inside"]).get("word").is_some() {
            continue;
        }
        let mut child = spawn(&bin);
        let mut stdin = child.stdin.take().unwrap();
        let writer = std::thread::spawn(move || {
            let chunk = vec![b'7'; 1 << 16];
            let mut sent = 0usize;
            while sent < 1 << 30 && stdin.write_all(&chunk).is_ok() {
                sent += chunk.len();
            }
            sent
        });
        let out = child.wait_with_output().unwrap();
        let sent = writer.join().unwrap();
        assert_eq!(out.status.code(), Some(2), "{bin}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("longer than 64 bytes"));
        assert!(sent < 1 << 24, "{bin} read {sent} bytes of one token");
    }
}

#[test]
fn inputs_at_the_limits() {
    // 890: n = 10^18 with 64 divisors 2..=65 (answer checked in the library by Legendre's φ)
    let ds: Vec<String> = (2..=65).map(|d| d.to_string()).collect();
    check_each(
        answers,
        "acwing890",
        &[
            (
                &format!("1000000000000000000 64\n{}\n", ds.join(" ")),
                "868412648149729878\n",
            ),
            ("1 1\n1000000000\n", "0\n"),
            ("1 1\n1\n", "1\n"),
        ],
    );
    // 891: no pile (the player to move has no move); one pile; the largest u64
    assert_eq!(answer("acwing891", "0\n"), "No\n");
    assert_eq!(answer("acwing891", "1\n1\n"), "Yes\n");
    // 892: only odd steps count
    check_each(
        answers,
        "acwing892",
        &[
            ("0\n", "No\n"),
            ("3\n0 1000000000 0\n", "No\n"),
            ("2\n18446744073709551615 0\n", "Yes\n"),
        ],
    );
    // 894: equal piles cancel; the largest pile accepted
    check_each(
        answers,
        "acwing894",
        &[
            ("0\n", "No\n"),
            ("2\n100 100\n", "No\n"),
            ("1\n1000000000000000000\n", "Yes\n"),
        ],
    );
    assert_eq!(
        answer(
            "acwing891",
            "2\n18446744073709551615 18446744073709551615\n"
        ),
        "No\n"
    );
    // 893: moves {1,2,3} (grundy = h mod 4, mex reaches k); heaps up to 10^18
    check_each(
        answers,
        "acwing893",
        &[
            ("3\n1 2 3\n1\n3\n", "Yes\n"),
            ("3\n1 2 3\n2\n3 1000000000000000000\n", "Yes\n"),
            ("3\n1 2 3\n2\n999999999999999999 3\n", "No\n"),
        ],
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

#[test]
fn problem_specific_refusals() {
    check_each(
        rejects,
        "acwing890",
        &[
            ("10 2\n2 0\n", "divisor 2 of 2 = 0 is out of range"),
            ("10 65\n2 3\n", "m = 65 is out of range"),
            (
                "1000000000000000001 1\n2\n",
                "n = 1000000000000000001 is out of range",
            ),
        ],
    );
    rejects("acwing891", b"2\n2 18446744073709551616\n", "pile 2 of 2");
    rejects(
        "acwing891",
        b"3\n1 x 2\n",
        "pile 2 of 3: expected an integer, found `x`",
    );
    rejects(
        "acwing893",
        b"2\n0 5\n3\n2 4 7\n",
        "move size 1 of 2 = 0 is out of range",
    );
    rejects(
        "acwing893",
        b"2\n2 5\n3\n2 4 1000000000000000001\n",
        "heap 3 of 3",
    );
    rejects("acwing894", b"1\n1000000000000000001\n", "pile 1 of 1");
    check_each(
        rejects,
        "arc134e",
        &[
            ("2\n0 10\n", "a 1 of 2 = 0 is out of range"),
            ("2\n5 241\n", "out of range"),
            ("0\n", "N = 0 is out of range"),
        ],
    );
}

#[test]
fn huge_announced_count_is_an_error_not_an_allocation() {
    rejects(
        "acwing891",
        b"18446744073709551615\n1 2 3\n",
        "end of input",
    );
    rejects("arc134e", b"1000000\n5\n", "end of input");
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
    rejects(
        "acwing890",
        input.as_bytes(),
        "too many distinct lcm values",
    );
}

#[test]
fn set_nim_beyond_its_budget_is_an_error() {
    // 100 scattered moves below 10^4 and a heap of 10^18: no period within
    // the budget (the sequence's period, if any, is far longer).
    let mut rng = Rng::new(12345);
    let moves: Vec<String> = (0..100)
        .map(|_| rng.below_u64(10_000) + 1)
        .map(|s| s.to_string())
        .collect();
    let input = format!("100\n{}\n1\n1000000000000000000\n", moves.join(" "));
    rejects("acwing893", input.as_bytes(), "budget");
    // One move of 10^18: heaps are multiples of it or not; no table needed.
    assert_eq!(
        answer(
            "acwing893",
            "1\n1000000000000000000\n1\n1000000000000000000\n"
        ),
        "Yes\n"
    );
    assert_eq!(
        answer(
            "acwing893",
            "1\n1000000000000000000\n2\n999999999999999999 7\n"
        ),
        "No\n"
    );
}

//! `cargo cp-games guess`: the stdout, stderr and exit-status contract on
//! tables a brute force prints (here made by playing the games' rules in
//! the test), on tables with no rule, and on malformed input.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `cargo cp-games guess <args>` with `stdin` as input; returns the
/// exit status, stdout and stderr.
fn guess(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-cp-games"))
        .arg("cp-games")
        .arg("guess")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The Bash game's table (heap n, take 1..=m), by playing it: columns n, m
/// and the mover's outcome, rows in a scrambled order with m <= n only.
fn bash_table() -> String {
    let mut rows = Vec::new();
    for m in 1..=10usize {
        let mut win = [false; 61];
        for n in 1..=60 {
            win[n] = (1..=m.min(n)).any(|t| !win[n - t]);
        }
        for (n, &w) in win.iter().enumerate().skip(m) {
            rows.push(format!("{n},{m},{}", if w { "Alice" } else { "Bob" }));
        }
    }
    rows.sort_by_key(|r| r.len() * 7919 % 13);
    format!("n,m,winner\n{}\n", rows.join("\n"))
}

#[test]
fn a_rule_answers_queries_one_line_each() {
    let (status, out, err) = guess(
        &[
            "--at",
            "n=1000000000000000000,m=999999999999999999",
            "--at",
            "m=4,n=999999999999999999",
            "--at",
            "n=0,m=0",
        ],
        &bash_table(),
    );
    assert_eq!(status, 0, "{err}");
    // 10^18 mod 10^18 = 0 (Bob: the mover loses); 10^18 - 1 mod 5 = 4;
    // m = 0: no move at all, the mover loses
    assert_eq!(out, "Bob\nAlice\nBob\n");
    assert!(err.contains("rule:") && err.contains("status:"), "{err}");
}

#[test]
fn without_queries_the_rule_is_printed() {
    let (status, out, _) = guess(&[], &bash_table());
    assert_eq!(status, 0);
    assert!(
        out.starts_with("rule: winner depends on r = n mod (m+1)"),
        "{out}"
    );
    assert!(
        out.contains("status: observed") && out.contains("evidence: fitted on"),
        "{out}"
    );
}

#[test]
fn modular_counts_take_the_prime() {
    // 2^n mod 1_000_000_007
    let p = 1_000_000_007u64;
    let mut rows = vec!["n,count".to_string()];
    let mut x = 1u64;
    for n in 0..50 {
        rows.push(format!("{n},{x}"));
        x = x * 2 % p;
    }
    let (status, out, err) = guess(
        &["--mod", "1000000007", "--at", "n=1000000006"],
        &rows.join("\n"),
    );
    assert_eq!((status, out.as_str()), (0, "1\n"), "{err}"); // Fermat
                                                             // a table that starts at n = 3 knows nothing below
    let tail = format!("n,count\n{}", rows[4..].join("\n"));
    let (status, out, err) = guess(
        &["--mod", "1000000007", "--at", "n=2", "--at", "n=3"],
        &tail,
    );
    assert_eq!((status, out.as_str()), (0, "?\n8\n"), "{err}");
    let (status, _, err) = guess(&["--mod", "1000000008"], &rows.join("\n"));
    assert_eq!(status, 2);
    assert_eq!(err, "error: the modulus 1000000008 is not a prime\n");
}

#[test]
fn no_rule_exits_1_and_answers_question_marks() {
    // Grundy's game: split a heap into two unequal heaps
    let mut g = vec![0u64; 600];
    for n in 3..g.len() {
        let options: Vec<u64> = (1..n.div_ceil(2)).map(|a| g[a] ^ g[n - a]).collect();
        g[n] = (0..).find(|x| !options.contains(x)).unwrap();
    }
    let table: String = std::iter::once("n,g".to_string())
        .chain(g.iter().enumerate().map(|(n, v)| format!("{n},{v}")))
        .collect::<Vec<_>>()
        .join("\n");
    // inside the table its own values (g(5) = 2, g(7) = 0), outside `?`
    let (status, out, err) = guess(&["--at", "n=5", "--at", "n=7", "--at", "n=1000"], &table);
    assert_eq!((status, out.as_str()), (1, "2\n0\n?\n"));
    assert!(err.starts_with("no rule found; tried:"), "{err}");
    assert!(err.contains("5: from the table"), "{err}");
    let (status, out, _) = guess(&[], &table);
    assert_eq!(status, 1);
    assert!(out.starts_with("no rule found; tried:"), "{out}");
}

/// Each case (arguments, input, the start of the error) gets one `error:`
/// line, nothing on stdout and exit status 2.
fn refused_each(cases: &[(&[&str], &str, &str)]) {
    for &(args, input, expected) in cases {
        let (status, out, err) = guess(args, input);
        assert_eq!(status, 2, "{args:?} {input:?}: {err}");
        assert_eq!(out, "", "{args:?}");
        assert!(err.starts_with(expected), "{args:?} {input:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn malformed_input_is_one_error_line() {
    let cases: &[(&[&str], &str, &str)] = &[
        (&[], "", "error: line 1: no header"),
        (
            &[],
            "n,g\n",
            "error: line 2: the table has a header but no rows",
        ),
        (
            &[],
            "n,g\n0,1\n1\n",
            "error: line 3: 1 columns where the header has 2",
        ),
        (
            &[],
            "n:int,g\n0,1\nx,1\n",
            "error: line 3: parameter `n` is `x`",
        ),
        (
            &[],
            "n,g\n0,1\n1,2 5\n",
            "error: line 3: value `2 5` is neither",
        ),
        (
            &["--at", "k=3"],
            "n,g\n0,1\n",
            "error: --at `k=3`: no parameter `k`",
        ),
        (
            &["--at", "n=-3"],
            "n,g\n0,1\n",
            "error: --at `n=-3`: `-3` is not",
        ),
        (
            &["--at", "n=1"],
            "n,m,g\n0,0,1\n",
            "error: --at `n=1`: no value for `m`",
        ),
        (
            &["--mod", "7"],
            "n,g\n0,9\n",
            "error: row 1 (parameters and value `9`)",
        ),
        (
            &["/nonexistent/table.csv"],
            "",
            "error: cannot read /nonexistent/table.csv",
        ),
        (&["--mod"], "", "error: a value is required for '--mod <P>'"),
        (&["--mod", "6"], "n,g\n0,1\n", "error: "),
    ];
    refused_each(cases);
}

/// Words over A and B: Alice when the word starts with A, else Draw when it
/// ends with A, else Bob (as `s:word`, or guessed a word column).
fn word_table(suffix: &str) -> String {
    let mut text = format!("s{suffix},w\n");
    for len in 1..=7 {
        for m in 0..1u32 << len {
            let w: String = (0..len)
                .map(|i| if m >> i & 1 == 1 { 'B' } else { 'A' })
                .collect();
            let v = if w.starts_with('A') {
                "Alice"
            } else if w.ends_with('A') {
                "Draw"
            } else {
                "Bob"
            };
            text += &format!("{w},{v}\n");
        }
    }
    text
}

#[test]
fn words_are_parameters_and_rules_print_as_rust() {
    for suffix in [":word", ""] {
        let table = word_table(suffix);
        let (status, out, err) = guess(
            &[
                "--at",
                "s=BBBBBBBBBBBA",
                "--at",
                "s=ABBBBBBBBBBB",
                "--at",
                "s=BBBBBBBBBBBB",
            ],
            &table,
        );
        assert_eq!((status, out.as_str()), (0, "Draw\nAlice\nBob\n"), "{err}");
    }
    let (status, out, err) = guess(&["--rust"], &word_table(":word"));
    assert_eq!(status, 0, "{err}");
    assert!(
        out.starts_with("fn rule(s: &[u8]) -> &'static str {"),
        "{out}"
    );
    assert!(err.starts_with("rule: w = "), "{err}");
    let (status, _, err) = guess(&["--rust", "--at", "s=AB"], &word_table(":word"));
    assert_eq!(status, 2);
    assert!(err.starts_with("error: --rust"), "{err}");
}

#[test]
fn lists_are_parameters() {
    // Nim with takes of 1 or 2 stones: the mover wins iff xor(a mod 3) != 0;
    // every multiset of 1 to 4 heaps of 0..=5 (the search fits those of up
    // to 3 and must predict those of 4)
    let mut text = String::from("a:list,o\n");
    let mut layer: Vec<Vec<u64>> = vec![vec![]];
    for _ in 0..4 {
        layer = layer
            .iter()
            .flat_map(|l| (l.last().copied().unwrap_or(0)..6).map(move |x| [&l[..], &[x]].concat()))
            .collect();
        for l in &layer {
            let x = l.iter().fold(0, |s, h| s ^ (h % 3));
            let l: Vec<String> = l.iter().map(u64::to_string).collect();
            text += &format!("{},{}\n", l.join(" "), if x != 0 { "W" } else { "L" });
        }
    }
    let (status, out, err) = guess(&["--at", "a=1000000000 1 1 7", "--at", "a=3 6 9"], &text);
    // 1 xor 1 xor 1 xor 1 = 0; 0 xor 0 xor 0 = 0
    assert_eq!((status, out.as_str()), (0, "L\nL\n"), "{err}");
}

#[test]
fn a_point_of_the_table_answers_from_it_without_a_rule() {
    let values = "WLLWWWLWLLLWLWWLWWLLLWLWWLWLLW";
    let mut text = String::from("n,o\n");
    for (n, v) in values.chars().enumerate() {
        text += &format!("{n},{v}\n");
    }
    let (status, out, err) = guess(&["--at", "n=7", "--at", "n=30"], &text);
    assert_eq!((status, out.as_str()), (1, "W\n?\n"), "{err}");
    assert!(
        err.contains("n=7") || err.contains("7: from the table"),
        "{err}"
    );
}

#[test]
fn bad_lists_and_words_are_one_error_line() {
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &[],
            "a:list,o\n1 2,W\n1  2,L\n",
            "error: line 3: list `a` is `1  2`",
        ),
        (
            &[],
            "a,o\n1 2,W\n1 x,L\n",
            "error: line 3: list `a` is `1 x`",
        ),
        (&[], "a,o\n1 2,W\n,L\n", "error: line 3: list `a` is empty"),
        (
            &[],
            "n:int,o\n1,W\nAB,L\n",
            "error: line 3: parameter `n` is `AB`",
        ),
        (
            &[],
            "s:word,o\nAB,W\nA B,L\n",
            "error: line 3: word `s` is `A B`",
        ),
        (&[], "s:text,o\nAB,W\n", "error: line 1: bad header"),
        (
            &["--at", "a=1 -2"],
            "a:list,o\n1 2,W\n",
            "error: --at `a=1 -2`: `1 -2` is not a list",
        ),
        (
            &["--at", "s=A B"],
            "s:word,o\nAB,W\n",
            "error: --at `s=A B`: `A B` is not a word",
        ),
    ];
    refused_each(cases);
}

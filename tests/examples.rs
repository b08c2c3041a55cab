//! Runs the examples as a user would and checks what they print.
//! Examples are built by `cargo test` itself; they sit beside the binaries.

use crate::common::{example, refusal_of, root, run_exe};
use std::process::Output;

/// Runs the example `name` with `args` on `stdin`.
fn run(name: &str, args: &[&str], stdin: &str) -> Output {
    run_exe(example(name), args, stdin.as_bytes())
}

#[test]
fn losing_sets_prints_the_268_sets() {
    let out = run("losing_sets", &[], "");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // 3 small sets + the 265 sets of multiples of 12 (found by plain game
    // search in the arc134e module tests)
    assert_eq!(lines.len(), 268);
    assert_eq!(lines[..4], ["1", "2", "4 8", "12 24"]);
    for known in ["12 36", "12 48", "36 48", "24 36 60"] {
        assert!(lines.contains(&known), "{known}");
    }
    for line in &lines {
        let values: Vec<u32> = line.split(' ').map(|v| v.parse().unwrap()).collect();
        assert!(values.windows(2).all(|w| w[0] < w[1]) && values.iter().all(|&v| v <= 200));
    }
}

#[test]
fn grundy_table_prints_sequence_and_period() {
    let out = run("grundy_table", &["2", "5"], "");
    assert!(out.status.success());
    // mex by hand: g(0..7) = 0 0 1 1 0 2 1, then g(7) = mex{g(5), g(2)} = mex{2, 1} = 0 ...
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "moves: 2 5\ngrundy(0..7): 0 0 1 1 0 2 1\npreperiod: 0\nperiod: 7\n"
    );
    let bad = run("grundy_table", &["0"], "");
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn play_nim_refuses_bad_moves_and_wins_from_a_winning_start() {
    // Piles 1 2: XOR 3. Human takes 1 from pile 1 -> [0, 2]; program takes 2 -> wins.
    let out = run("play_nim", &["1", "2"], "3 1\n1 5\n1 0\n1 1\n");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success());
    assert!(text.contains("there is no pile 3"), "{text}");
    assert!(text.contains("pile 1 has only 1 stone"), "{text}");
    assert!(text.contains("take at least one stone"), "{text}");
    assert!(text.contains("I take 2 from pile 2"), "{text}");
    assert!(text.trim_end().ends_with("I win."), "{text}");
    // Piles 1 1 with the human to move is lost for the human: XOR 0 for them,
    // and the program answers any move by taking the last stone.
    let out = run("play_nim", &["1", "1"], "2 1\n");
    assert!(String::from_utf8(out.stdout)
        .unwrap()
        .trim_end()
        .ends_with("I win."));
    // The human can win from 1 0 0.
    let out = run("play_nim", &["1", "0"], "1 1\n");
    assert!(String::from_utf8(out.stdout).unwrap().contains("you win!"));
}

#[test]
fn heap_table_prints_values_and_patterns_proved_or_observed() {
    let text = |args: &[&str]| {
        let out = run("heap_table", args, "");
        assert!(out.status.success() && out.stderr.is_empty(), "{args:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    // Dawson's Kayles: the published period 34, last exception at 52.
    // (`--len` before or after the rule; the octal default is enough)
    for args in [
        &["--len", "200", "octal", ".07"][..],
        &["octal", ".07", "--len", "200"],
        &["octal", ".07"],
    ] {
        let dawson = text(args);
        assert!(
            dawson.contains("pattern: period 34 from 53, proved"),
            "{args:?}: {dawson}"
        );
    }
    let short = text(&["octal", ".07", "--len", "100"]);
    assert!(!short.contains("proved by"), "{short}");
    // G(10^9) from the period, read in the values printed (the rules'
    // mex table): 10^9 = 53 + 34 q + r
    let far = text(&["octal", ".07", "--at", "1000000000"]);
    let printed = values_printed(&far);
    let at = 53 + (1_000_000_000 - 53) % 34;
    assert!(
        far.ends_with(&format!("G(1000000000) = {}, proved\n", printed[at])),
        "{far}"
    );
    // {1, 100} looks like 0 1 0 1 ... on 60 values: observed, and wrong at
    // 100, where the move 100 reaches G(0) = 0 and G(99) = 1 gives 2
    let early = text(&["--len", "60", "sub", "1,100", "--at", "100"]);
    assert!(
        early.ends_with(
            "pattern: period 2 from 0, observed up to 60, not proved\n\
             G(100) = 0 if the pattern goes on (observed, not proved)\n"
        ),
        "{early}"
    );
    assert_eq!(
        values_printed(&text(&["--len", "101", "sub", "1,100"]))[100],
        2
    );
    // {1, 3, 4} by hand: 0 1 0 1 2 3 2, then again from 7.
    // (Fourteen values are too few for the window finder to see a repeat:
    // then nothing is claimed.)
    let sub = text(&["--len", "14", "sub", "1,3,4"]);
    assert!(sub.ends_with("pattern: none seen in 14 values\n"), "{sub}");
    let sub = text(&["--len", "30", "sub", "1,3,4"]);
    assert!(
        sub.starts_with("rule: sub 1,3,4\nG(0..30): 0 1 0 1 2 3 2 0 1 0 1 2 3 2 0 "),
        "{sub}"
    );
    assert!(
        sub.ends_with("pattern: period 7 from 0, proved by the subtraction-game theorem: a window of max(S) = 4 values repeated\n"),
        "{sub}"
    );
    // u64::MAX = 7 q + 1
    let top = text(&[
        "--len",
        "30",
        "sub",
        "1,3,4",
        "--at",
        "18446744073709551615",
    ]);
    assert!(
        top.ends_with("G(18446744073709551615) = 1, proved\n"),
        "{top}"
    );
    // take one, or split in two (the octal game 4.3), by hand: G(1) = 1;
    // G(2) = mex{G(1), G(1) ^ G(1)} = 2; G(3) = mex{2, 1 ^ 2} = 0;
    // G(4) = mex{0, 1 ^ 0, 2 ^ 2} = 2
    let split = text(&["--len", "20", "sub", "1", "split"]);
    assert!(split.contains("G(0..20): 0 1 2 0 2 "), "{split}");
    assert!(
        split.contains("proved by the Guy-Smith certificate"),
        "{split}"
    );
    // P3235 with F = 3 by hand: 3 -> 1+1+1 or 2+1 (both 0); 4 -> only 0s;
    // 5 -> 3+2 (1) or 0s. Never a proof.
    let equal = text(&["--len", "6", "equal-split", "3"]);
    assert!(equal.contains("G(0..6): 0 0 0 1 1 2\n"), "{equal}");
    let equal = text(&["equal-split", "3"]);
    assert!(!equal.contains("proved by"), "{equal}");
    assert!(
        equal.contains("up to 100") || equal.contains("none seen in 100"),
        "{equal}"
    );
    // P2148: (1, b) moves only by splitting b, so G(1, b) = 0, 1, 0, 2.
    let pair = text(&["--len", "4", "pair-split"]);
    assert!(pair.contains("\n0 1 0 2\n"), "{pair}");
    assert!(
        pair.contains("proved") && pair.contains("the table agrees"),
        "{pair}"
    );
    // CF 1312F with 1 3 4: one defender falls to any attack; two fall to
    // infantry or cavalry, or go to one by a mixed attack: mex{0, 1} = 2.
    let attack = text(&["--len", "3", "attack", "1", "3", "4"]);
    assert!(attack.contains("0 0 0\n1 1 1\n2 2 2\n"), "{attack}");
    assert!(
        attack.contains("state 0: pattern: period ")
            && attack.contains("proved by a repeated window of 5 rows"),
        "{attack}"
    );
    // G(10^18, s) from each state's pattern, against the rows printed
    let attack = text(&[
        "--len",
        "200",
        "attack",
        "1",
        "3",
        "4",
        "--at",
        "1000000000000000000",
    ]);
    let rows: Vec<Vec<u64>> = attack
        .lines()
        .filter(|l| l.split(' ').count() == 3 && l.split(' ').all(|w| w.parse::<u64>().is_ok()))
        .map(|l| l.split(' ').map(|w| w.parse().unwrap()).collect())
        .collect();
    assert_eq!(rows.len(), 200);
    for s in 0..3 {
        let line = attack
            .lines()
            .find(|l| l.starts_with(&format!("state {s}: pattern: period ")))
            .unwrap();
        let words: Vec<&str> = line.split(' ').collect();
        let (period, from): (u64, u64) = (
            words[4].parse().unwrap(),
            words[6].trim_end_matches(',').parse().unwrap(),
        );
        let at = from + (1_000_000_000_000_000_000 - from) % period;
        assert!(
            attack.contains(&format!(
                "G(1000000000000000000) = {}, proved\n",
                rows[at as usize].get(s).unwrap()
            )),
            "{attack}"
        );
    }
    // bad arguments: one error line, exit 2
    for bad in [
        &["nonsense"][..],
        &[],
        &["attack", "1", "2", "9"],
        &["--len", "0", "octal", ".07"],
        &["octal", ".9"],
        &["sub", "1,x"],
        &["--len", "5000", "sub", "1", "split"],
        &["--len", "5", "sub", "1", "--len", "6"],
        &["sub", "1", "--len"],
        &["octal", ".07", "--at", "-1"],
        &["octal", ".07", "--at", "18446744073709551616"],
        &["--at", "1", "octal", ".07", "--at", "2"],
        &["pair-split", "--at", "3"],
    ] {
        refusal_of(&run("heap_table", bad, ""), &format!("{bad:?}"));
    }
}

/// The values on the `G(0..N): ...` line of `heap_table`'s output.
fn values_printed(text: &str) -> Vec<u64> {
    let line = text.lines().find(|l| l.starts_with("G(0..")).unwrap();
    let (_, values) = line.split_once(": ").unwrap();
    values.split(' ').map(|v| v.parse().unwrap()).collect()
}

/// The examples, found by listing `examples/`.
fn example_names() -> Vec<String> {
    let dir = root().join("examples");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .map(|p| p.file_stem().unwrap().to_str().unwrap().to_string())
        .collect();
    names.sort();
    names
}

#[test]
fn every_example_answers_help_with_its_usage() {
    let names = example_names();
    assert!(names.len() >= 3, "{names:?}");
    for name in &names {
        let help = run(name, &["--help"], "");
        let stdout = String::from_utf8(help.stdout).unwrap();
        assert_eq!(help.status.code(), Some(0), "{name} --help: {stdout}");
        assert!(
            stdout.starts_with(&format!("usage: {name}")),
            "{name} --help printed {stdout:?}"
        );
        assert!(
            stdout.contains(&format!("cargo run --release --example {name}")),
            "{name} --help gives no release command: {stdout:?}"
        );
        assert!(help.stderr.is_empty(), "{name} --help wrote to stderr");
        let short = run(name, &["-h"], "");
        assert_eq!(short.status.code(), Some(0), "{name} -h");
        assert_eq!(
            String::from_utf8(short.stdout).unwrap(),
            stdout,
            "{name} -h"
        );
    }
    // Help comes first, whatever else is given, and no game starts; a bad
    // argument still says where help is.
    let help = run("play_nim", &["3", "--help"], "1 1\n");
    assert!(String::from_utf8(help.stdout)
        .unwrap()
        .starts_with("usage: play_nim"));
    let bad = run("losing_sets", &["200"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8(bad.stderr).unwrap().contains("--help"));
}

#[test]
fn every_example_command_in_the_docs_builds_in_release() {
    let page = std::fs::read_to_string(root().join("docs/examples.md")).unwrap();
    let commands: Vec<&str> = page
        .lines()
        .filter(|l| l.contains("cargo run") && l.contains("--example"))
        .collect();
    for name in example_names() {
        assert!(
            commands
                .iter()
                .any(|l| l.contains(&format!("--example {name}"))),
            "docs/examples.md shows no command for example {name}"
        );
    }
    for line in commands {
        assert!(line.contains("cargo run --release --example"), "{line}");
    }
}

#[test]
fn cgt_prints_canonical_form_outcome_stops_and_temperature() {
    let text = |out: Output| {
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    // 2x2 Domineering is {1 | -1} (Winning Ways), printed ±1; its stops
    // are 1 and -1 and its temperature 1.
    assert_eq!(
        text(run("cgt", &["domineering", "2x2"], "")),
        "±1\noutcome N\nstops 1 -1\ntemperature 1\n"
    );
    // A column of two cells is Left's move: 1; a row of two, -1.
    assert!(text(run("cgt", &["domineering", "2x1"], "")).starts_with("1\noutcome L\n"));
    assert!(text(run("cgt", &["domineering", "1x2"], "")).starts_with("-1\noutcome R\n"));
    // The Hackenbush string LRLRRLLR is 77/128 (Winning Ways), a number:
    // both stops 77/128, temperature -1/128 (CGSuite's for numbers).
    assert_eq!(
        text(run("cgt", &["hackenbush", "LRLRRLLR"], "")),
        "77/128\noutcome L\nstops 77/128 77/128\ntemperature -1/128\n"
    );
    // A board from a file: an L tromino and a 2x1 column, * + 1 = 1*.
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cgt-example-board.txt");
    std::fs::write(&file, ".##.\n..#.\n").unwrap();
    let board = text(run(
        "cgt",
        &["domineering-board", file.to_str().unwrap()],
        "",
    ));
    assert!(board.starts_with("1*\noutcome L\n"), "{board}");
    // Bad arguments: one error line, exit 2.
    for args in [
        &["domineering", "2by2"][..],
        &["domineering", "0x3"],
        &["domineering"],
        &["hackenbush", "LRX"],
        &["domineering-board", "/nonexistent/board"],
        &["chess", "8x8"],
        &[],
    ] {
        refusal_of(&run("cgt", args, ""), &format!("{args:?}"));
    }
}

//! Interactive binaries against their local judges. A binary is
//! interactive when it has `tests/interactive/<bin>/` (see
//! [`interactive`]): sample transcripts `sample-N.txt` (`>` the judge's
//! lines, `<` the program's) and `games.txt` (the games `N L R SEED` that
//! CI and the judge matrix play), with its judge `examples/<bin>_judge.rs`,
//! which plays by the rules and says through its exit status who won.

use crate::common::{all_binaries, example, exe, interactive, root, run_exe, spawn};
use cp_games::testing::Rng;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// The interactive binaries of `src/bin/`.
fn interactive_binaries() -> Vec<String> {
    all_binaries()
        .into_iter()
        .filter(|b| interactive(b))
        .collect()
}

#[test]
fn every_interactive_binary_has_a_judge_transcripts_and_games_but_no_samples() {
    let bins = interactive_binaries();
    assert!(bins.contains(&"abc278g".to_string()), "{bins:?}");
    for bin in &bins {
        let dir = root().join("tests/interactive").join(bin);
        assert!(
            root().join(format!("examples/{bin}_judge.rs")).exists(),
            "{bin} has no judge examples/{bin}_judge.rs"
        );
        assert!(dir.join("sample-1.txt").exists(), "{bin}: no sample-1.txt");
        assert!(!games(bin).is_empty(), "{bin}: no games in games.txt");
        assert!(
            !root().join("tests/samples").join(bin).exists(),
            "{bin} is interactive: oj t would run tests/samples/{bin}/ as plain tests"
        );
        assert!(
            !root().join(format!("tests/shapes/{bin}.json")).exists(),
            "{bin} is interactive: it has no input shape"
        );
    }
    for entry in std::fs::read_dir(root().join("tests/interactive")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            bins.contains(&name),
            "tests/interactive/{name} has no src/bin/{name}.rs"
        );
    }
    for entry in std::fs::read_dir(root().join("examples")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if let Some(bin) = name.strip_suffix("_judge.rs") {
            assert!(
                bins.contains(&bin.to_string()),
                "examples/{name} judges no interactive binary"
            );
        }
    }
}

/// `games.txt` of `bin`: the judge's arguments, one game a line.
fn games(bin: &str) -> Vec<Vec<String>> {
    let path = root().join("tests/interactive").join(bin).join("games.txt");
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split_whitespace().map(String::from).collect())
        .collect()
}

/// What a game did: the judge's exit status and stderr line, the
/// program's exit status and stderr.
struct Game {
    judge: Output,
    program: Output,
}

/// Plays the built binary `bin` against its judge run with `args`, each
/// one's stdout piped straight into the other's stdin.
fn play(bin: &str, args: &[&str]) -> Game {
    let mut judge = Command::new(example(&format!("{bin}_judge")))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let to_judge = judge.stdin.take().unwrap();
    let from_judge = judge.stdout.take().unwrap();
    let program = Command::new(exe(bin))
        .stdin(Stdio::from(from_judge))
        .stdout(Stdio::from(to_judge))
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let program = program.wait_with_output().unwrap();
    let judge = judge.wait_with_output().unwrap();
    Game { judge, program }
}

/// Plays `bin` against its judge with `args` and checks that the program
/// won, quietly, and said nothing after the game.
#[track_caller]
fn wins(bin: &str, args: &[&str]) {
    let mut args = args.to_vec();
    args.push("--wait-for-eof");
    let Game { judge, program } = play(bin, &args);
    let said = String::from_utf8_lossy(&judge.stderr);
    assert_eq!(judge.status.code(), Some(0), "{bin} {args:?}: {said}");
    assert!(said.contains("the program won"), "{bin} {args:?}: {said}");
    assert!(
        program.status.success(),
        "{bin} {args:?}: {:?}",
        program.status
    );
    assert!(
        program.stderr.is_empty(),
        "{bin} {args:?}: {}",
        String::from_utf8_lossy(&program.stderr)
    );
}

#[test]
fn abc278g_wins_every_game_up_to_12_cards() {
    // Every (N, L, R): a finite impartial game is won by the first or the
    // second player, so choosing the side makes every one winnable. Up to
    // 16 cards the judge searches the whole game tree and would take any
    // winning move the program left it.
    for n in 1..=12 {
        for low in 1..=n {
            for high in low..=n {
                let (n, l, r) = (n.to_string(), low.to_string(), high.to_string());
                wins("abc278g", &[&n, &l, &r, "1"]);
            }
        }
    }
}

#[test]
fn abc278g_wins_random_games_up_to_2000_cards() {
    let mut rng = Rng::new(278);
    let mut cases = vec![
        (2000, 1, 1),
        (1999, 1, 1),
        (2000, 2, 2),
        (1999, 2, 2),
        (2000, 1, 2000),
        (2000, 2000, 2000),
        (2000, 1999, 1999),
        (1998, 3, 3),
        (13, 1, 1),
    ];
    for _ in 0..30 {
        let n = 13 + rng.below(1988);
        let cap = if rng.below(2) == 0 { 6 } else { n };
        let low = 1 + rng.below(n.min(cap));
        // half with L = R, where N - L odd takes the Grundy values
        let high = if rng.below(2) == 0 {
            low
        } else {
            low + rng.below(n - low + 1)
        };
        cases.push((n, low, high));
    }
    for (i, (n, low, high)) in cases.into_iter().enumerate() {
        let seed = (i + 1).to_string();
        wins(
            "abc278g",
            &[&n.to_string(), &low.to_string(), &high.to_string(), &seed],
        );
    }
}

#[test]
fn abc278g_wins_the_games_ci_plays() {
    for game in games("abc278g") {
        let args: Vec<&str> = game.iter().map(String::as_str).collect();
        wins("abc278g", &args);
    }
}

/// A transcript's judge lines and program lines.
fn transcript(path: &std::path::Path) -> (Vec<String>, Vec<String>) {
    let text = std::fs::read_to_string(path).unwrap();
    let pick = |mark: &str| {
        text.lines()
            .filter_map(|l| l.strip_prefix(mark))
            .map(String::from)
            .collect::<Vec<_>>()
    };
    (pick("> "), pick("< "))
}

fn sample_path() -> std::path::PathBuf {
    root().join("tests/interactive/abc278g/sample-1.txt")
}

#[test]
fn the_official_transcript_is_a_game_the_judge_accepts_line_for_line() {
    // The judge plays the transcript's moves; the program's lines are the
    // transcript's, given in advance. By the rules every move is legal and
    // the program wins: the judge's replies are the transcript's.
    let path = sample_path();
    let (judge_lines, program_lines) = transcript(&path);
    assert_eq!(judge_lines.first().map(String::as_str), Some("6 1 2"));
    assert_eq!(judge_lines.last().map(String::as_str), Some("0 0"));
    let input = program_lines
        .iter()
        .map(|l| format!("{l}\n"))
        .collect::<String>();
    let out = run_exe(
        example("abc278g_judge"),
        &["--transcript", path.to_str().unwrap(), "--wait-for-eof"],
        input.as_bytes(),
    );
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{said}");
    let expected = judge_lines
        .iter()
        .map(|l| format!("{l}\n"))
        .collect::<String>();
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
}

#[test]
fn abc278g_chooses_as_the_transcript_and_wins_its_game() {
    // Several winning moves exist, so the program's own moves differ from
    // the sample's (it takes the middle two cards first); its side is the
    // sample's, and it wins the sample's game against the judge.
    let (judge_lines, program_lines) = transcript(&sample_path());
    let out = run_exe(
        exe("abc278g"),
        &[],
        format!("{}\n-1 -1\n", judge_lines[0]).as_bytes(),
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().next(), Some(program_lines[0].as_str()));
    assert_eq!(text, "First\n3 2\n");
    assert!(out.status.success() && out.stderr.is_empty());
    for seed in ["1", "2", "3"] {
        wins("abc278g", &["6", "1", "2", seed]);
    }
}

/// Runs the judge with `args` against the program lines `input` given in
/// advance; returns its exit status, its stdout and its stderr.
fn judge_on(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let out = run_exe(example("abc278g_judge"), args, input.as_bytes());
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_judge_catches_illegal_moves_bad_lines_and_losses() {
    // N = 3, L = R = 1: the first player takes cards 1, then 3 (second
    // takes card 2 whatever it plays), as the game tree says.
    let (status, out, _) = judge_on(&["3", "1", "1"], "First\n2 1\n1 1\n");
    assert_eq!(status, Some(0));
    assert_eq!(out.lines().next(), Some("3 1 1"));
    assert!(out.ends_with("0 0\n"), "{out}");
    // N = 2, L = R = 1: the second player wins; the judge, first, plays.
    let (status, out, said) = judge_on(&["2", "1", "1"], "First\n1 1\n0 0\n");
    assert_eq!(status, Some(1), "{said}");
    assert!(
        out.ends_with("-1 -1\n") && said.contains("it lost"),
        "{out} {said}"
    );
    for (program, why) in [
        ("Third\n", "neither"),
        ("first\n", "neither"),
        ("First", "not ended by a newline"),
        ("", "ended its output"),
        ("First\n1 2\n", "illegal"),
        ("First\n4 1\n", "illegal"),
        ("First\n0 1\n", "illegal"),
        ("First\n1  1\n", "is not a move"),
        ("First\n01 1\n", "is not a move"),
        ("First\n1 1 \n", "is not a move"),
        ("First\n-1 -1\n", "is not a move"),
        ("First\n0 0\n", "with a legal move left"),
    ] {
        let (status, out, said) = judge_on(&["2", "1", "1", "5"], program);
        assert_eq!(status, Some(3), "{program:?}: {said}");
        assert!(said.contains(why), "{program:?}: {said}");
        if !program.is_empty() && program.contains('\n') {
            assert!(out.ends_with("-1 -1\n"), "{program:?}: {out}");
        }
    }
    // A program that keeps talking after the game.
    let (status, _, said) = judge_on(&["1", "1", "1", "--wait-for-eof"], "First\n1 1\n0 0\n");
    assert_eq!(status, Some(3), "{said}");
    assert!(said.contains("after the game"), "{said}");
    // A transcript whose program breaks the rules, or whose judge does.
    let dir = std::env::temp_dir().join(format!("abc278g-judge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "> 3 1 1\n< First\n< 1 1\n> 1 1\n").unwrap();
    let (status, _, said) = judge_on(&["--transcript", bad.to_str().unwrap()], "First\n1 1\n");
    assert_eq!(status, Some(4), "{said}");
    std::fs::write(&bad, "> 3 1 1\n< First\n< 1 1\n> 0 0\n").unwrap();
    let (status, _, said) = judge_on(&["--transcript", bad.to_str().unwrap()], "First\n1 1\n");
    assert_eq!(status, Some(4), "{said}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_judge_takes_a_winning_move_when_the_program_leaves_one() {
    // N = 5, L = 1, R = 2, the program takes card 1: of the judge's moves
    // on cards 2..=5 only taking 3 and 4 leaves a lost position (cards 2
    // and 5, one at a time), whatever the seed.
    for seed in ["1", "2", "9"] {
        let (status, out, said) = judge_on(&["5", "1", "2", seed], "First\n1 1\n");
        let reply = out.lines().nth(1).unwrap();
        assert_eq!(status, Some(3), "{said}"); // the input ended: no second move
        assert_eq!(reply, "3 2", "seed {seed}");
    }
}

/// Reads lines from the program on a thread, so that a program that waits
/// for more input than the judge has sent fails the test instead of
/// hanging it.
fn next_line(lines: &mpsc::Receiver<String>) -> String {
    lines
        .recv_timeout(Duration::from_secs(20))
        .expect("the program said nothing: does it wait for input the judge has not sent?")
}

#[test]
fn abc278g_answers_each_line_without_waiting_for_the_next() {
    let mut child = spawn("abc278g");
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (send, lines) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if send.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    stdin.write_all(b"6 1 2\n").unwrap();
    assert_eq!(next_line(&lines), "First");
    assert_eq!(next_line(&lines), "3 2");
    stdin.write_all(b"1 1\n").unwrap();
    assert_eq!(next_line(&lines), "6 1");
    stdin.write_all(b"2 1\n").unwrap();
    assert_eq!(next_line(&lines), "5 1");
    // the judge has no move: the program stops at once, stdin still open
    stdin.write_all(b"0 0\n").unwrap();
    let status = child.wait().unwrap();
    assert!(status.success());
    reader.join().unwrap();
    assert!(
        lines.try_recv().is_err(),
        "the program said more after the game"
    );
    drop(stdin);
}

#[test]
fn abc278g_refuses_bad_judge_lines_with_one_error_line() {
    let cases: &[(&str, &str, &str)] = &[
        ("", "", "unexpected end of input: expected `N L R`"),
        ("0 1 1\n", "", "N = 0 is out of range"),
        ("2001 1 1\n", "", "N = 2001 is out of range"),
        ("5 3 2\n", "", "R = 2 is out of range: expected 3..=5"),
        ("5 1 6\n", "", "R = 6 is out of range"),
        ("5 1\n2\n", "", "unexpected end of input: expected R"),
        ("6 1 2 7\n", "", "trailing input"),
        ("x 1 2\n", "", "N: expected an integer, found `x`"),
        (
            "6 1 2\n",
            "First\n3 2\n",
            "unexpected end of input: expected the judge's move 1",
        ),
        (
            "6 1 2\n1 1 1\n",
            "First\n3 2\n",
            "the judge's move 1: unexpected trailing input",
        ),
        (
            "6 1 2\n1\n",
            "First\n3 2\n",
            "end of input: expected the judge's move 1: b",
        ),
        (
            "6 1 2\n1 x\n",
            "First\n3 2\n",
            "expected an integer, found `x`",
        ),
        ("6 1 2\n7 1\n", "First\n3 2\n", "a = 7 is out of range"),
        (
            "6 1 2\n3 1\n",
            "First\n3 2\n",
            "takes card 3, which is no longer on the table",
        ),
        ("6 1 2\n5 3\n", "First\n3 2\n", "removes 3 cards, not 1..=2"),
        (
            "6 1 2\n6 2\n",
            "First\n3 2\n",
            "reaches past the cards 1..=6",
        ),
        ("6 1 2\n0 1\n", "First\n3 2\n", "reaches past"),
        ("6 1 2\n-1 0\n", "First\n3 2\n", "out of range"),
    ];
    for &(input, said, why) in cases {
        let out = run_exe(exe("abc278g"), &[], input.as_bytes());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{input:?}: {stderr}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), said, "{input:?}");
        assert!(
            stderr.starts_with("error: ") && stderr.ends_with('\n') && stderr.lines().count() == 1,
            "{input:?}: {stderr:?}"
        );
        assert!(stderr.contains(why), "{input:?}: {stderr} lacks {why:?}");
    }
    // A line without end is refused once 256 bytes have come.
    let long = format!("6 1 2\n{}", "1".repeat(1 << 20));
    let out = run_exe(exe("abc278g"), &[], long.as_bytes());
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("longer than 256 bytes"));
    // `-1 -1` (the judge says we lost) and `0 0` (we won) end the game quietly.
    for end in ["-1 -1\n", "0 0\n", "-1 -1", "0 0\r\n"] {
        let out = run_exe(exe("abc278g"), &[], format!("6 1 2\n{end}").as_bytes());
        assert!(
            out.status.success() && out.stderr.is_empty(),
            "{end:?}: {out:?}"
        );
        assert_eq!(String::from_utf8_lossy(&out.stdout), "First\n3 2\n");
    }
}

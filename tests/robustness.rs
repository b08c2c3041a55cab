//! What the fuzz campaign of issue 21 found, checked through the built
//! binaries: no binary aborts under a 256 MiB address-space limit (those
//! that hold answers or values refuse past the count they state), error
//! lines are printable text whatever the input holds, a failed write of
//! the answer is an error (a closed pipe is not), and `-0` is malformed.

use crate::common::{self, binaries, exe};
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The limit of the fuzz campaign: `ulimit -v 262144` (KiB), 256 MiB of
/// address space.
const ULIMIT_V: &str = "ulimit -v 262144";

/// Runs `bin` on `input` under the 256 MiB address-space limit.
fn run_limited(bin: &str, input: &[u8]) -> Output {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("{ULIMIT_V}; exec \"$0\""))
        .arg(exe(bin))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // From another thread: a binary may refuse early and close its stdin.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// Checks a refusal (see [`common::refusal_of`]) and returns its line
/// without `error: `.
#[track_caller]
fn refusal(out: &Output) -> String {
    common::refusal_of(out, "under the limit")["error: ".len()..].to_string()
}

/// Runs `bin` on `input` under the limit and returns its refusal, as
/// [`refusal`] does.
#[track_caller]
fn refuses(bin: &str, input: &[u8]) -> String {
    refusal(&run_limited(bin, input))
}

/// Checks an answer (see [`common::answer_of`]) and returns it.
#[track_caller]
fn answer(out: &Output) -> String {
    common::answer_of(out, "under the limit")
}

/// `bin` answers `2^bits` copies of `line` with as many `reply` lines,
/// and refuses one copy more: "more than 2^bits `what`".
#[track_caller]
fn answers_the_cap_and_refuses_one_more(bin: &str, line: &str, reply: &str, bits: u32, what: &str) {
    let cap = 1usize << bits;
    let out = run_limited(bin, &repeat(line, cap));
    assert_eq!(answer(&out).as_bytes(), repeat(reply, cap));
    assert_eq!(
        refuses(bin, &repeat(line, cap + 1)),
        format!(
            "case {}: more than 2^{bits} {what}; at most {cap} are accepted",
            cap + 1
        )
    );
}

/// Writes `bin`'s first sample to `child`'s stdin and waits for it.
fn feed_sample(mut child: std::process::Child, bin: &str) -> Output {
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(&sample(bin)).unwrap();
    drop(stdin);
    child.wait_with_output().unwrap()
}

fn repeat(line: &str, times: usize) -> Vec<u8> {
    line.as_bytes().repeat(times)
}

// --- 256 MiB of address space: the four families that aborted -------------

#[test]
fn poj2311_answers_up_to_2_22_sheets_and_refuses_the_next() {
    // 1.5 * 10^7 lines `2 2` aborted: the sheets and the answers were held
    // 16 and 5 bytes each. At the cap, in 256 MiB:
    answers_the_cap_and_refuses_one_more("poj2311", "2 2\n", "LOSE\n", 22, "sheets");
}

#[test]
fn poj2311_grows_its_table_as_larger_sheets_come() {
    // Sheets in a rising, then falling, order of sides, so that the table
    // grows while it answers: every answer must be the one a table built
    // for all sides at once gives.
    let table = cp_games::sg::cutting::CuttingGame::new(500);
    let mut sheets = Vec::new();
    for side in (2..=500).step_by(7).chain((2..=500).rev().step_by(11)) {
        sheets.push((side, 2 + side % 5));
        sheets.push((2 + side % 3, side));
    }
    let input: String = sheets.iter().map(|(w, h)| format!("{w} {h}\n")).collect();
    let expected: String = sheets
        .iter()
        .map(|&(w, h)| {
            if table.first_player_wins(w, h) {
                "WIN\n"
            } else {
                "LOSE\n"
            }
        })
        .collect();
    assert_eq!(answer(&run_limited("poj2311", input.as_bytes())), expected);
    // By the rules: 2 x 2, 3 x 2 and 3 x 3 have no cut that leaves no
    // strip of width 1 (whose taker loses at once); 4 x 2 has one, into
    // two 2 x 2.
    assert_eq!(
        answer(&run_limited("poj2311", b"2 2\n3 2\n4 2\n3 3\n")),
        "LOSE\nLOSE\nWIN\nLOSE\n"
    );
}

#[test]
fn poj3710_answers_up_to_2_22_test_cases_and_refuses_the_next() {
    // 1.4 * 10^7 cases `1 1 0` (one graph of one node, no edge) aborted.
    answers_the_cap_and_refuses_one_more("poj3710", "1 1 0\n", "Harry\n", 22, "test cases");
}

#[test]
fn hdu1536_refuses_positions_past_2_28_in_all_as_soon_as_m_says_so() {
    // 2.7 * 10^8 one-heap positions aborted (a byte each); the count `m`
    // comes first, so the cap is checked before any position is read.
    let cases: [(&[u8], &str); 3] = [
        (
            b"1 1\n268435457\n1 5\n0\n",
            "case 1: m = 268435457: more than 2^28 positions in all; at most 268435456 are accepted",
        ),
        // In all: two positions first leave room for 2^28 - 2 more.
        (
            b"1 1 2 1 5 1 4\n1 2 268435455\n1 7\n0\n",
            "case 2: m = 268435455: more than 2^28 positions in all; at most 268435456 are accepted",
        ),
        // The cap itself is accepted as a count: the input then ends early.
        (
            b"1 1\n268435456\n1 5\n",
            "case 1: position 2 of 268435456: unexpected end of input: expected l",
        ),
    ];
    for (input, why) in cases {
        assert_eq!(refuses("hdu1536", input), why);
    }
}

#[test]
fn hdu1536_prints_a_line_of_answers_per_case_from_its_bits() {
    // With moves {1}, heap h has Grundy value h mod 2; with {2}, h mod 4 / 2.
    let positions = 1_000_003;
    let mut input = format!("1 1\n{positions}\n");
    let mut first = String::new();
    for i in 0..positions {
        input.push_str(&format!("1 {}\n", i % 3));
        first.push(if i % 3 % 2 == 1 { 'W' } else { 'L' });
    }
    input.push_str("1 2\n5\n1 0 1 1 1 2 1 3 2 2 2\n0\n");
    let out = run_limited("hdu1536", input.as_bytes());
    assert_eq!(answer(&out), format!("{first}\nLLWWL\n"));
}

#[test]
fn poj1704_refuses_over_2_24_chessmen_in_a_game_before_reading_them() {
    // 3.5 * 10^7 cells aborted: a game's cells are held to be sorted.
    assert_eq!(
        refuses("poj1704", b"1\n16777217\n1 2 3\n"),
        "case 1 of 1: N = 16777217 is out of range: expected 0..=16777216"
    );
    // The cap is a count, not an allocation made up front.
    assert_eq!(
        refuses("poj1704", b"1\n16777216\n1 2 3\n"),
        "case 1 of 1: unexpected end of input: expected position 4 of 16777216"
    );
    let fine = run_limited("poj1704", b"2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n");
    assert_eq!(answer(&fine), "Bob will win\nGeorgia will win\n");
}

// --- 256 MiB of address space: every binary on adversarial input ---------

/// Inputs that once made some binary allocate, or loop, by a count the
/// input states: huge counts with little data, many small values, the
/// largest values, long tokens.
fn adversarial() -> Vec<(&'static str, Vec<u8>)> {
    vec![
        ("counts of 10^6", repeat("1000000 ", 8)),
        ("counts of 10^18", repeat("1000000000000000000 ", 8)),
        ("counts of 2^64 - 1", repeat("18446744073709551615 ", 8)),
        ("2^20 twos", repeat("2 ", 1 << 20)),
        ("2^19 ones", repeat("1 ", 1 << 19)),
        (
            "a 1 MB token",
            [&b"3 "[..], &vec![b'7'; 1 << 20][..]].concat(),
        ),
        (
            "a 1 MB word",
            [&b"1\n"[..], &vec![b'.'; 1 << 20][..]].concat(),
        ),
    ]
}

#[test]
fn no_binary_aborts_under_256_mib_on_adversarial_input() {
    for bin in binaries() {
        for (what, input) in adversarial() {
            let out = run_limited(&bin, &input);
            match out.status.code() {
                Some(0) => {
                    answer(&out);
                }
                Some(2) => {
                    refusal(&out);
                }
                _ => panic!(
                    "{bin} on {what}: {:?}, stderr {}",
                    out.status,
                    String::from_utf8_lossy(&out.stderr)
                ),
            }
        }
    }
}

// --- error lines are printable text --------------------------------------

#[test]
fn error_lines_show_unprintable_bytes_escaped() {
    // `\x1b[2J` clears a terminal; a NUL byte ends a C string.
    for bin in binaries() {
        let out = common::run(&bin, b"\x1b[2J\x00\xff\xc3\xa9 5");
        let line = refusal(&out);
        assert!(
            line.contains("`\\x1b[2J\\x00\\xff\\xc3\\xa9`"),
            "{bin}: {line}"
        );
    }
    let nim = |input: &[u8]| refusal(&common::run("acwing891", input));
    assert_eq!(nim(b"\0"), "n: expected an integer, found `\\x00`");
    assert_eq!(
        nim(b"2 1 \x1b]0;owned\x07"),
        "pile 2 of 2: expected an integer, found `\\x1b]0;owned\\x07`"
    );
    assert_eq!(
        nim(b"1 1 \x9b31m"),
        "unexpected trailing input starting at `\\x9b31m`"
    );
    let long = [&b"1 "[..], &[0x1bu8; 100][..]].concat();
    assert_eq!(
        nim(&long),
        format!(
            "pile 1 of 1: a token longer than 64 bytes, starting `{}...`, is not an integer",
            "\\x1b".repeat(24)
        )
    );
    // A sentinel-ended input, and a word.
    let fib = refusal(&common::run("hdu2516", b"5\n\x1b\n0\n"));
    assert_eq!(fib, "case 2: n: expected an integer, found `\\x1b`");
    let board = refusal(&common::run("uva10561", b"1\n..\x1b[5m..\n"));
    assert_eq!(
        board,
        "case 1 of 1: board: expected only `.X`, found `\\x1b` at character 3"
    );
}

// --- writing the answer ---------------------------------------------------

fn sample(bin: &str) -> Vec<u8> {
    std::fs::read(
        common::root()
            .join("tests/samples")
            .join(bin)
            .join("sample-1.in"),
    )
    .unwrap()
}

#[test]
fn an_answer_written_to_a_full_disk_is_an_error() {
    if !std::path::Path::new("/dev/full").exists() {
        return; // not Linux: no device that is always full
    }
    for bin in binaries() {
        let child = Command::new(exe(&bin))
            .stdin(Stdio::piped())
            .stdout(std::fs::File::create("/dev/full").unwrap())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let out = feed_sample(child, &bin);
        let line = refusal(&out);
        assert!(
            line.starts_with("could not write the answer: "),
            "{bin}: {line}"
        );
    }
}

#[test]
fn an_answer_written_to_a_closed_pipe_is_silent() {
    for bin in binaries() {
        let mut child = Command::new(exe(&bin))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Closed before the binary has its input, so before it writes.
        drop(child.stdout.take());
        let out = feed_sample(child, &bin);
        assert_eq!(out.status.code(), Some(0), "{bin}");
        assert!(out.stderr.is_empty(), "{bin}: {:?}", out.stderr);
    }
}

// --- `-0` -------------------------------------------------------------------

#[test]
fn minus_zero_is_malformed_like_plus_five() {
    let nim = |input: &str| refusal(&common::run("acwing891", input.as_bytes()));
    assert_eq!(nim("-0"), "n: expected an integer, found `-0`");
    assert_eq!(nim("+5"), "n: expected an integer, found `+5`");
    assert_eq!(
        nim("-5"),
        "n = -5 is out of range: expected 0..=18446744073709551615"
    );
    assert_eq!(nim("1 -0"), "pile 1 of 1: expected an integer, found `-0`");
    // Among many values, where they are decoded in bulk.
    let many = format!("1000\n{}-0\n", "123 ".repeat(999));
    assert_eq!(
        nim(&many),
        "pile 1000 of 1000: expected an integer, found `-0`"
    );
    let fib = refusal(&common::run("hdu2516", b"5 -0"));
    assert_eq!(fib, "case 2: n: expected an integer, found `-0`");
}

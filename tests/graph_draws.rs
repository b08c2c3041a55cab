//! The binaries of games on graphs that may last forever (`abc209e`,
//! `luogu6560`, `cf786a`, `abc261h`) at the limits they accept and on the
//! inputs they must refuse. Their answers on small inputs are checked
//! against played-out games in the library's unit tests (`sg::graph`).

use crate::common::{answer, refusal};
use std::fmt::Write as _;

const SHIRITORI: &str = "abc209e";

/// The three letters of the number `k < 52^3`, base 52 over `a-zA-Z`.
fn letters(k: usize) -> String {
    let abc: Vec<char> = ('a'..='z').chain('A'..='Z').collect();
    [k / 2704, k / 52 % 52, k % 52]
        .iter()
        .map(|&d| abc[d])
        .collect()
}

#[test]
fn abc209e_at_a_million_words() {
    // Word i goes from string i to string i + 1, a chain through every
    // three-letter string; the words repeat until there are 10^6. After the
    // opener says word i, string i + 1 has `last - (i + 1)` moves left, one
    // at a time: the opener wins when that is even.
    let last = 52 * 52 * 52 - 1;
    let n = 1_000_000;
    let mut text = format!("{n}\n");
    let mut expected = String::new();
    for j in 0..n {
        let i = j % last;
        writeln!(text, "{}{}", letters(i), letters(i + 1)).unwrap();
        let winner = if (last - (i + 1)) % 2 == 0 {
            "Takahashi"
        } else {
            "Aoki"
        };
        writeln!(expected, "{winner}").unwrap();
    }
    assert_eq!(answer(SHIRITORI, &text), expected);
    // A loop on the last string (a three-letter word): every game is a draw.
    let looped = text.replacen(&format!("{n}\n"), &format!("{n}\n{}\n", letters(last)), 1);
    let looped = looped.trim_end().rsplit_once('\n').unwrap().0.to_string() + "\n";
    let draws = "Draw\n".repeat(n);
    assert_eq!(answer(SHIRITORI, &looped), draws);
}

#[test]
fn abc209e_refusals() {
    assert_eq!(
        refusal(SHIRITORI, "2\nabc\nab\n"),
        "error: word 2 of 2: 2 characters, expected 3..=8"
    );
    assert_eq!(
        refusal(SHIRITORI, "1\nabcdefghi\n"),
        "error: word 1 of 1: longer than 8 characters"
    );
    assert!(refusal(SHIRITORI, "1\nab_c\n").contains("found `_` at character 3"));
    assert!(refusal(SHIRITORI, "1\n123\n").contains("found `1` at character 1"));
    assert_eq!(
        refusal(SHIRITORI, "0\n"),
        "error: N = 0 is out of range: expected 1..=1000000"
    );
    assert_eq!(
        refusal(SHIRITORI, "1000001\nabc\n"),
        "error: N = 1000001 is out of range: expected 1..=1000000"
    );
    assert_eq!(
        refusal(SHIRITORI, "3\nabc\nbcd\n"),
        "error: unexpected end of input: expected word 3 of 3"
    );
}

const TARGETS: &str = "luogu6560";

#[test]
fn luogu6560_at_the_judge_limits() {
    // The path 1 -> 2 -> ... -> 10^5, each edge 5 times (499995 edges):
    // from x, the play runs to the target y if y > x, else to the end.
    let n = 100_000;
    let mut text = format!("{n} {} 500\n", 5 * (n - 1));
    for _ in 0..5 {
        for v in 1..n {
            writeln!(text, "{v} {}", v + 1).unwrap();
        }
    }
    let mut expected = String::new();
    for i in 1..=500usize {
        // Alternately the target at the end, and a target behind x.
        let (x, y) = if i % 2 == 0 { (i, n) } else { (n - i, 1) };
        writeln!(text, "{x} {y}").unwrap();
        let moves_left = n - x;
        writeln!(expected, "{}", if moves_left % 2 == 1 { 1 } else { -1 }).unwrap();
    }
    assert_eq!(answer(TARGETS, &text), expected);
}

#[test]
fn luogu6560_loops_repeats_and_refusals() {
    // A loop on 1 beside 1 -> 2 -> 3: from 1 with target 3, moving to 2
    // loses, so the first player loops for ever.
    assert_eq!(
        answer(TARGETS, "3 3 2\n1 1\n1 2\n2 3\n1 3\n2 3\n"),
        "0\n1\n"
    );
    assert_eq!(answer(TARGETS, "2 3 1\n1 2\n1 2\n1 2\n1 2\n"), "1\n");
    assert_eq!(
        refusal(TARGETS, "2 1 1\n1 2\n2 2\n"),
        "error: game 1 of 1: the token starts on its target 2"
    );
    assert_eq!(
        refusal(TARGETS, "2 1 1\n1 3\n1 2\n"),
        "error: edge 1 of 1 = 3 is out of range: expected 1..=2"
    );
    assert_eq!(
        refusal(TARGETS, "2 1 501\n1 2\n"),
        "error: q = 501 is out of range: expected 1..=500"
    );
    assert_eq!(
        refusal(TARGETS, "100001 1 1\n"),
        "error: n = 100001 is out of range: expected 1..=100000"
    );
    assert_eq!(
        refusal(TARGETS, "2 500001 1\n"),
        "error: m = 500001 is out of range: expected 1..=500000"
    );
    assert_eq!(
        refusal(TARGETS, "2 0 1\n"),
        "error: m = 0 is out of range: expected 1..=500000"
    );
}

const BERZERK: &str = "cf786a";

#[test]
fn cf786a_at_7000_objects() {
    let n = 7000;
    let all: Vec<String> = (1..n).map(|s| s.to_string()).collect();
    // Every step for both: the first player always reaches the hole.
    let text = format!(
        "{n}\n{} {}\n{} {}\n",
        n - 1,
        all.join(" "),
        n - 1,
        all.join(" ")
    );
    let line = vec!["Win"; n - 1].join(" ");
    assert_eq!(answer(BERZERK, &text), format!("{line}\n{line}\n"));
    // Both step 1 only: from object i the monster needs n + 1 - i steps,
    // so the first player makes the last one when that is odd.
    let text = format!("{n}\n1 1\n1 1\n");
    let line: Vec<&str> = (2..=n)
        .map(|i| if (n + 1 - i) % 2 == 1 { "Win" } else { "Lose" })
        .collect();
    let line = line.join(" ");
    assert_eq!(answer(BERZERK, &text), format!("{line}\n{line}\n"));
    // Four objects and step 2 for both: the monster on object 2 or 4 swaps
    // between them for ever; from object 3 it goes into the hole at once.
    let text = "4\n1 2\n1 2\n";
    assert_eq!(answer(BERZERK, text), "Loop Win Loop\nLoop Win Loop\n");
}

#[test]
fn cf786a_refusals() {
    assert_eq!(
        refusal(BERZERK, "5\n2 3 3\n1 1\n"),
        "error: Rick's step 3 is given twice"
    );
    assert_eq!(
        refusal(BERZERK, "5\n1 5\n1 1\n"),
        "error: Rick's step 1 of 1 = 5 is out of range: expected 1..=4"
    );
    assert_eq!(
        refusal(BERZERK, "5\n1 1\n0\n"),
        "error: Morty's k = 0 is out of range: expected 1..=4"
    );
    assert_eq!(
        refusal(BERZERK, "7001\n"),
        "error: n = 7001 is out of range: expected 2..=7000"
    );
    assert_eq!(
        refusal(BERZERK, "1\n"),
        "error: n = 1 is out of range: expected 2..=7000"
    );
}

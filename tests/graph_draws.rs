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

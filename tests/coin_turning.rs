//! `luogu2594` (turning connected sets of coins) at the judge's limits and
//! on the inputs it must refuse. Its answers on small grids are checked
//! against played-out games in the library's unit tests
//! (`coin_turning::connected`).

use crate::common::{answer, check_each, refusal, rejects};
use std::fmt::Write as _;

const BIN: &str = "luogu2594";

/// The input of the games `grids`, each a list of rows.
fn input(grids: &[Vec<String>]) -> String {
    let mut text = format!("{}\n", grids.len());
    for rows in grids {
        writeln!(text, "{} {}", rows.len(), rows[0].len()).unwrap();
        for row in rows {
            writeln!(text, "{row}").unwrap();
        }
    }
    text
}

/// A `n × m` grid face up but for the face-down coins `down` (from 1).
fn grid(n: usize, m: usize, down: &[(usize, usize)]) -> Vec<String> {
    (1..=n)
        .map(|i| {
            (1..=m)
                .map(|j| if down.contains(&(i, j)) { 'T' } else { 'H' })
                .collect()
        })
        .collect()
}

#[test]
fn fifty_games_of_a_hundred_by_a_hundred() {
    // Values: first row/column r(i + j - 1), inside 2^(i + j - 2).
    // - (100, 100) alone is 2^198: won;
    // - (99, 100) and (100, 99) share an anti-diagonal: lost;
    // - (1, 64) is r(64) = 64 = 2^6, as is (3, 5): lost;
    // - (1, 96) is r(96) = 32, (100, 1) is r(100) = 4: won;
    // - all face up: lost.
    let cases = [
        (grid(100, 100, &[(100, 100)]), "-_-"),
        (grid(100, 100, &[(99, 100), (100, 99)]), "=_="),
        (grid(100, 100, &[(1, 64), (3, 5)]), "=_="),
        (grid(100, 100, &[(1, 96), (100, 1)]), "-_-"),
        (grid(100, 100, &[]), "=_="),
    ];
    let mut grids = Vec::new();
    let mut expected = String::new();
    for k in 0..50 {
        let (rows, verdict) = &cases[k % cases.len()];
        grids.push(rows.clone());
        writeln!(expected, "{verdict}").unwrap();
    }
    assert_eq!(answer(BIN, &input(&grids)), expected);
    // Every coin of a 100 x 100 grid face down: the inside anti-diagonal
    // i + j = s holds s - 3 coins up to s = 102 and 201 - s after, an odd
    // count for every even s, so bits 2, 4, .., 198 are set: not 0.
    let all_down = vec!["T".repeat(100); 100];
    assert_eq!(answer(BIN, &input(&[all_down])), "-_-\n");
}

#[test]
fn one_coin_grids_and_thin_strips() {
    let text = input(&[
        grid(1, 1, &[]),
        grid(1, 1, &[(1, 1)]),
        grid(1, 100, &[(1, 2), (1, 6), (1, 10)]), // 2 ^ 2 ^ 2
        grid(100, 1, &[(4, 1), (12, 1)]),         // 4 ^ 4
    ]);
    assert_eq!(answer(BIN, &text), "=_=\n-_-\n-_-\n=_=\n");
}

#[test]
fn refusals() {
    assert_eq!(
        refusal(BIN, "1\n2 3\nHHH\nHH\n"),
        "error: case 1 of 1: row 2 of 2: 2 characters, expected 3..=3"
    );
    check_each(
        rejects,
        BIN,
        &[
            (
                "1\n2 3\nHHH\nHHHH\n",
                "row 2 of 2: longer than 3 characters",
            ),
            ("1\n1 3\nHtH\n", "found `t` at character 2"),
            ("1\n1 3\nH H\n", "row 1 of 1"),
            ("0\n", "T = 0 is out of range"),
        ],
    );
    let big = format!("51\n{}", "1 1\nH\n".repeat(51));
    check_each(
        rejects,
        BIN,
        &[
            (&big, "T = 51 is out of range"),
            ("1\n101 1\n", "n = 101 is out of range"),
            ("1\n1 0\n", "m = 0 is out of range"),
            ("2\n1 1\nH\n", "case 2 of 2: unexpected end of input"),
            ("1\n1 1\nH\nT\n", "trailing input"),
        ],
    );
}

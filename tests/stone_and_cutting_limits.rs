//! Judge-format edge cases of `acwing1321`, `acwing1322` and `poj2311`: the
//! ends of their accepted ranges, and refusals that name the test case.
//! Expected answers here come from arguments on the rules, not from the
//! library.

use crate::common::{answer, answers, check_each, rejects_exactly, repeat};

#[test]
fn take_or_merge_limits() {
    // One pile of s >= 2 stones, alone: the only moves take a stone each,
    // so the game lasts s moves.
    assert_eq!(
        answer(
            "acwing1321",
            "2\n1\n1000000000000000000\n1\n999999999999999999\n"
        ),
        "NO\nYES\n"
    );
    // No pile: the first player has no move.
    assert_eq!(answer("acwing1321", "1\n0\n"), "NO\n");
    // 10^6 tests, the most accepted, each one pile of 1.
    let many = format!("1000000\n{}\n", repeat("1 1", 1_000_000));
    assert_eq!(answer("acwing1321", &many), "YES\n".repeat(1_000_000));
    check_each(
        rejects_exactly,
        "acwing1321",
        &[
            ("0\n", "T = 0 is out of range: expected 1..=1000000"),
            ("1000001\n", "T = 1000001 is out of range: expected 1..=1000000"),
            ("2\n1\n5\n2\n3 0\n", "case 2 of 2: pile 2 of 2 = 0 is out of range: expected 1..=1000000000000000000"),
            ("1\n1\n1000000000000000001\n", "case 1 of 1: pile 1 of 1 = 1000000000000000001 is out of range: expected 1..=1000000000000000000"),
            ("2\n1\n5\n", "case 2 of 2: unexpected end of input: expected N"),
        ],
    );
}

#[test]
fn either_end_limits() {
    // Piles of one stone: every move removes exactly one pile.
    let ones = |n| {
        format!(
            "2\n{n}\n{}\n{}\n{}\n",
            repeat("1", n),
            n - 1,
            repeat("1", n - 1)
        )
    };
    assert_eq!(answer("acwing1322", &ones(5000)), "0\n1\n");
    // Two equal piles: the second player copies each move on the other.
    assert_eq!(
        answer(
            "acwing1322",
            "1\n2\n1000000000000000000 1000000000000000000\n"
        ),
        "0\n"
    );
    check_each(
        rejects_exactly,
        "acwing1322",
        &[
            ("11\n", "T = 11 is out of range: expected 1..=10"),
            (
                &format!("2\n1\n1\n5001\n{}\n", repeat("1", 5001)),
                "case 2 of 2: n = 5001 is out of range: expected 1..=5000",
            ),
            (
                "1\n0\n",
                "case 1 of 1: n = 0 is out of range: expected 1..=5000",
            ),
            (
                "1\n3\n1 0 1\n",
                "case 1 of 1: pile 2 of 3 = 0 is out of range: expected 1..=1000000000000000000",
            ),
        ],
    );
}

#[test]
fn cutting_limits() {
    // No line, no answer.
    check_each(
        answers,
        "poj2311",
        &[
            ("", ""),
            (" \n", ""),
            // 2 x 2 and 2 x 3 have no cut that leaves no strip of width 1; 2 x 4
            // has one, into two 2 x 2.
            ("2 3\n3 2\n2 4\n", "LOSE\nLOSE\nWIN\n"),
        ],
    );
    // The largest sheets accepted; turning a sheet changes nothing.
    let largest = answer("poj2311", "500 500\n2 500\n500 2\n");
    let lines: Vec<&str> = largest.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines.iter().all(|l| ["WIN", "LOSE"].contains(l)));
    assert_eq!(lines[1], lines[2]);
    check_each(
        rejects_exactly,
        "poj2311",
        &[
            (
                "2 2\n501 2\n",
                "case 2: W = 501 is out of range: expected 2..=500",
            ),
            ("2 1\n", "case 1: H = 1 is out of range: expected 2..=500"),
            ("2 2\n3", "case 2: unexpected end of input: expected H"),
            ("2 2 x 3", "case 2: W: expected an integer, found `x`"),
        ],
    );
}

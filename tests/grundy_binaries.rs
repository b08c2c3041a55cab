//! Judge-format tests of the AtCoder binaries solved by Grundy values and
//! their short forms: whole inputs at the judge's limits with answers known
//! without the library, and the refusals particular to each problem. The
//! brute-force searches on small inputs are in the library modules' tests.

use crate::common::{answer, answers, answers_together, check_each, list, rejects};

/// `t` test cases of ABC206 F, each a list of intervals.
fn abc206f_input(cases: &[Vec<(usize, usize)>]) -> String {
    let mut s = format!("{}\n", cases.len());
    for case in cases {
        s += &format!("{}\n", case.len());
        for (l, r) in case {
            s += &format!("{l} {r}\n");
        }
    }
    s
}

#[test]
fn abc206f_at_the_limits() {
    // k disjoint unit intervals are all chosen, one per move: the first
    // player wins iff k is odd. One interval repeated 100 times is one
    // move. Nested intervals [i, 101 - i) meet each other: one move.
    let units = |k: usize| (1..=k).map(|i| (i, i + 1)).collect::<Vec<_>>();
    let mut cases = vec![
        (units(99), "Alice\n"),
        (units(98), "Bob\n"),
        (vec![(1, 100); 100], "Alice\n"),
        ((1..=50).map(|i| (i, 101 - i)).collect(), "Alice\n"),
        ([units(98), vec![(1, 100), (1, 100)]].concat(), "Alice\n"),
        // Pairs [i, i + 1) and [i, i + 1) repeated: 50 copies of [2i-1, 2i)
        // for i = 1, 2 give two moves in all.
        ([vec![(1, 2); 50], vec![(3, 4); 50]].concat(), "Bob\n"),
    ];
    while cases.len() < 20 {
        cases.push((units(97), "Alice\n"));
    }
    answers_together("abc206f", abc206f_input, cases);
}

#[test]
fn abc206f_refusals() {
    check_each(
        rejects,
        "abc206f",
        &[
            ("0\n", "T"),
            (&abc206f_input(&vec![vec![(1, 2)]; 21]), "T"),
            ("1\n0\n", "N"),
            (&abc206f_input(&[vec![(1, 2); 101]]), "N"),
            ("1\n2\n1 2\n5 5\n", "R of interval 2 of 2"),
            ("1\n1\n3 2\n", "R of interval 1 of 1"),
            ("1\n1\n1 101\n", "R of interval 1 of 1"),
            ("1\n1\n0 5\n", "L of interval 1 of 1"),
            ("1\n1\n100 101\n", "L of interval 1 of 1"),
            ("1\n2\n1 2\n", "L of interval 2 of 2"),
        ],
    );
}

#[test]
fn abc368f_at_the_limits() {
    // 2^16 is a heap of 16, 99991 (a prime) one of 1, and 3^10, 2 · 3 · 5 ·
    // 7 · 11 · 13 = 30030 and 2^12 are heaps of 10, 6 and 12: 10 ^ 6 ^ 12 = 0.
    check_each(
        answers,
        "abc368f",
        &[
            (&list(&[65536; 100_000]), "Bruno\n"),
            (&list(&[65536; 99_999]), "Anna\n"),
            (&list(&[99_991; 100_000]), "Bruno\n"),
            (&list(&[100_000; 1]), "Anna\n"),
            (&list(&[59049, 30030, 4096]), "Bruno\n"),
            (&list(&[59049, 30030, 4096, 2]), "Anna\n"),
        ],
    );
    let mut many = vec![2u64; 99_996];
    many.extend([59049, 30030, 4096, 2]);
    assert_eq!(answer("abc368f", &list(&many)), "Anna\n");
}

#[test]
fn abc368f_refusals() {
    check_each(
        rejects,
        "abc368f",
        &[
            ("0\n", "N"),
            ("100001\n", "N"),
            ("2\n2 1\n", "A 2 of 2"),
            ("1\n100001\n", "A 1 of 1"),
            ("3\n2 3\n", "A 3 of 3"),
        ],
    );
}

/// An ABC255 G input: piles, then forbidden moves.
fn abc255g_input(piles: &[u64], forbidden: &[(u64, u64)]) -> String {
    let a: Vec<String> = piles.iter().map(u64::to_string).collect();
    let mut s = format!("{} {}\n{}\n", piles.len(), forbidden.len(), a.join(" "));
    for (x, y) in forbidden {
        s += &format!("{x} {y}\n");
    }
    s
}

#[test]
fn abc255g_at_the_limits() {
    const E18: u64 = 1_000_000_000_000_000_000;
    let k = 200_000u64;
    // Every move from a pile of k forbidden: it is lost, as a pile of 0.
    let all: Vec<(u64, u64)> = (1..=k).map(|y| (k, y)).collect();
    assert_eq!(answer("abc255g", &abc255g_input(&[k], &all)), "Aoki\n");
    // A pile of k + 1 reaches 0..=k, of values 0, .., k - 1 and 0: mex k.
    assert_eq!(
        answer("abc255g", &abc255g_input(&[k + 1, k], &all)),
        "Takahashi\n"
    );
    // Nothing below 10^18 repeats, so a pile of t < 10^18 is worth t; the
    // moves to 10^18 - y for y <= k are forbidden, and the least missing
    // value is 10^18 - k.
    let top: Vec<(u64, u64)> = (1..=k).map(|y| (E18, y)).collect();
    check_each(
        answers,
        "abc255g",
        &[
            (&abc255g_input(&[E18, E18 - k], &top), "Aoki\n"),
            (&abc255g_input(&[E18, E18 - k, 1], &top), "Takahashi\n"),
            (&abc255g_input(&[E18; 200_000], &top), "Aoki\n"),
        ],
    );
    // Taking a whole pile of up to k forbidden: a pile of 1 is stuck, and
    // every pile of t >= 1 is worth t - 1. Piles 3, 2, 1: plain Nim loses,
    // here 2 ^ 1 ^ 0 = 3 wins.
    let whole: Vec<(u64, u64)> = (1..=k).map(|x| (x, x)).collect();
    check_each(
        answers,
        "abc255g",
        &[
            (&abc255g_input(&[3, 2, 1], &whole), "Takahashi\n"),
            (&abc255g_input(&[1], &whole), "Aoki\n"),
            (&abc255g_input(&[E18, E18 - 1, 2], &whole), "Aoki\n"),
        ],
    );
}

#[test]
fn abc255g_refusals() {
    check_each(
        rejects,
        "abc255g",
        &[
            ("0 1\n", "N"),
            ("1 0\n", "M"),
            ("200001 1\n", "N"),
            ("1 200001\n", "M"),
            ("1 1\n0\n1 1\n", "A 1 of 1"),
            ("1 1\n1000000000000000001\n1 1\n", "A 1 of 1"),
            ("1 1\n5\n0 1\n", "X of move 1 of 1"),
            ("1 1\n5\n1000000000000000001 1\n", "X of move 1 of 1"),
            ("1 2\n5\n3 1\n3 4\n", "Y of move 2 of 2"),
            ("1 1\n5\n3 0\n", "Y of move 1 of 1"),
            ("1 2\n5\n3 1\n", "X of move 2 of 2"),
        ],
    );
}

#[test]
fn abc297g_at_the_limits() {
    let input = |l: u64, r: u64, piles: &[u64]| {
        let a: Vec<String> = piles.iter().map(u64::to_string).collect();
        format!("{} {l} {r}\n{}\n", piles.len(), a.join(" "))
    };
    const E9: u64 = 1_000_000_000;
    // L = R = 10^9: a pile of 10^9 has one move, to 0; a smaller one none.
    check_each(
        answers,
        "abc297g",
        &[
            (&input(E9, E9, &[E9]), "First\n"),
            (&input(E9, E9, &[E9; 200_000]), "Second\n"),
            (&input(E9, E9, &[E9 - 1; 199_999]), "Second\n"),
            // L = 1, R = 10^9: any pile can be taken whole, so it is plain Nim.
            (&input(1, E9, &[E9 - 1, E9 - 2, 1]), "Second\n"),
            (&input(1, E9, &[E9, 5, 12]), "First\n"),
        ],
    );
    // L = 1 = R: piles alternate, so the parity of the total decides.
    let ones = vec![1u64; 200_000];
    assert_eq!(answer("abc297g", &input(1, 1, &ones)), "Second\n");
    assert_eq!(
        answer("abc297g", &input(1, 1, &[E9, E9, E9 - 1])),
        "First\n"
    );
}

#[test]
fn abc297g_refusals() {
    check_each(
        rejects,
        "abc297g",
        &[
            ("0 1 1\n", "N"),
            ("200001 1 1\n", "N"),
            ("1 0 1\n1\n", "L"),
            ("1 3 2\n1\n", "R"),
            ("1 1 1000000001\n1\n", "R"),
            ("2 1 2\n1 0\n", "A 2 of 2"),
            ("1 1 2\n1000000001\n", "A 1 of 1"),
        ],
    );
}

#[test]
fn arc137c_at_the_limits() {
    let n = 300_000u64;
    // 0, .., n - 1: no move.
    let full: Vec<u64> = (0..n).collect();
    assert_eq!(answer("arc137c", &list(&full)), "Bob\n");
    // The top moved up to 10^9: a top gap of 2 or more wins.
    let mut high = full.clone();
    high[n as usize - 1] = 1_000_000_000;
    assert_eq!(answer("arc137c", &list(&high)), "Alice\n");
    // Top gap 1: only the parity of the holes counts. The n values ending
    // at 10^9 leave 10^9 - (n - 1) holes below it.
    let top: Vec<u64> = (1_000_000_000 - n + 1..=1_000_000_000).collect();
    // holes = 10^9 - (n - 1) = 999700001: odd.
    assert_eq!(answer("arc137c", &list(&top)), "Alice\n");
    let top: Vec<u64> = (1_000_000_000 - n + 2..=1_000_000_000).collect();
    // n - 1 values: holes = 10^9 - (n - 2) = 999700002: even.
    assert_eq!(answer("arc137c", &list(&top)), "Bob\n");
    // Any order is accepted.
    let mut shuffled = top.clone();
    shuffled.reverse();
    check_each(
        answers,
        "arc137c",
        &[
            (&list(&shuffled), "Bob\n"),
            ("2\n0 1000000000\n", "Alice\n"),
            // Top gap 1, 10^9 - 1 holes: odd.
            ("2\n999999999 1000000000\n", "Alice\n"),
            ("2\n999999998 999999999\n", "Bob\n"),
        ],
    );
}

#[test]
fn arc137c_refusals() {
    check_each(
        rejects,
        "arc137c",
        &[
            ("1\n5\n", "N"),
            ("300001\n", "N"),
            ("3\n1 2 1000000001\n", "A 3 of 3"),
            ("3\n4 2 4\n", "the value 4 is given twice"),
            ("2\n1\n", "A 2 of 2"),
        ],
    );
}

#[test]
fn arc151c_at_the_limits() {
    const E18: u64 = 1_000_000_000_000_000_000;
    let row = |n: u64, cells: &[(u64, u8)]| {
        let mut s = format!("{n} {}\n", cells.len());
        for (x, y) in cells {
            s += &format!("{x} {y}\n");
        }
        s
    };
    // No digit: the parity of N decides.
    check_each(
        answers,
        "arc151c",
        &[
            (&row(E18 - 1, &[]), "Takahashi\n"),
            (&row(1, &[]), "Takahashi\n"),
            // One digit in the middle of an odd row: two equal end stretches.
            (&row(E18 - 1, &[(E18 / 2, 1)]), "Aoki\n"),
            (&row(E18, &[(E18 / 2, 1)]), "Takahashi\n"),
        ],
    );
    // Digits at both ends: only the inner stretches count, each 1 between
    // equal digits. 2 * 10^5 digits alternating 0 and 1 two cells apart:
    // every stretch lies between different digits, worth 0.
    let spaced: Vec<(u64, u8)> = (0..200_000u64)
        .map(|i| (1 + 2 * i, (i % 2) as u8))
        .collect();
    assert_eq!(answer("arc151c", &row(399_999, &spaced)), "Aoki\n");
    // The same digit every other cell: 199999 stretches worth 1 (odd).
    let same: Vec<(u64, u8)> = (0..200_000u64).map(|i| (1 + 2 * i, 0)).collect();
    assert_eq!(answer("arc151c", &row(399_999, &same)), "Takahashi\n");
    // Full rows of alternating digits: no move.
    let full: Vec<(u64, u8)> = (1..=200_000u64).map(|x| (x, (x % 2) as u8)).collect();
    assert_eq!(answer("arc151c", &row(200_000, &full)), "Aoki\n");
    // End stretches of 10^18 - 2 * 10^5 and 0 against the inner ones.
    let top: Vec<(u64, u8)> = full.iter().map(|&(x, y)| (E18 - 200_000 + x, y)).collect();
    assert_eq!(answer("arc151c", &row(E18, &top)), "Takahashi\n");
}

#[test]
fn arc151c_refusals() {
    check_each(
        rejects,
        "arc151c",
        &[
            ("0 0\n", "N"),
            ("1000000000000000001 0\n", "N"),
            ("3 4\n", "M"),
            ("5 2\n3 1\n3 0\n", "X of cell 2 of 2"),
            ("5 2\n3 1\n2 0\n", "X of cell 2 of 2"),
            ("5 1\n6 1\n", "X of cell 1 of 1"),
            ("5 1\n0 1\n", "X of cell 1 of 1"),
            ("5 1\n2 2\n", "Y of cell 1 of 1"),
            ("5 2\n2 1\n3 1\n", "cells 2 and 3 hold the same digit"),
        ],
    );
}

#[test]
fn arc168b_at_the_limits() {
    const E9: u64 = 1_000_000_000;
    // 250000 equal piles: they cancel for every k.
    assert_eq!(answer("arc168b", &list(&[E9; 250_000])), "0\n");
    // One more pile of 10^9: plain Nim wins for every k >= 10^9.
    assert_eq!(answer("arc168b", &list(&[E9; 249_999])), "-1\n");
    // 10^9, 2^29 and their XOR, plus 249996 piles of 1 (even): the
    // largest value with an odd count is 10^9, so k = 10^9 - 1.
    let mut piles = vec![1u64; 249_996];
    piles.extend([E9, 1 << 29, E9 ^ (1 << 29)]);
    check_each(
        answers,
        "arc168b",
        &[
            (&list(&piles), "999999999\n"),
            // 1, 2, 3: k = 2 (the sample), and with 10^9 twice added: still 2.
            (&list(&[1, 2, 3, E9, E9]), "2\n"),
            (&list(&[1]), "-1\n"),
        ],
    );
}

#[test]
fn arc168b_refusals() {
    check_each(
        rejects,
        "arc168b",
        &[
            ("0\n", "N"),
            ("250001\n", "N"),
            ("2\n1 0\n", "A 2 of 2"),
            ("1\n1000000001\n", "A 1 of 1"),
            ("3\n1 2\n", "A 3 of 3"),
        ],
    );
}

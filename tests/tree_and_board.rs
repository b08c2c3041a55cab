//! `cf1498f` (staircase Nim on a tree, every root) and `cf494e` (Sharti)
//! at the judge's limits and on the inputs they must refuse. Their answers
//! on small inputs are checked against played-out games in the library's
//! unit tests (`nim::staircase::tree`, `coin_turning::sharti`).

use crate::common::{answer, check_each, rejects};
use std::fmt::Write as _;

#[test]
fn cf1498f_a_path_of_ten_to_the_five() {
    // The path 1 - 2 - ... - n, one present on node 1: with root r, node 1
    // is at depth r - 1, on step (r - 1) / k, and only an odd step counts.
    let (n, k) = (100_000usize, 20);
    let mut input = format!("{n} {k}\n");
    for v in 1..n {
        writeln!(input, "{} {}", v + 1, v).unwrap();
    }
    let mut presents = vec!["0"; n];
    presents[0] = "1";
    input.push_str(&presents.join(" "));
    input.push('\n');
    let want: Vec<&str> = (1..=n)
        .map(|r| if (r - 1) / k % 2 == 1 { "1" } else { "0" })
        .collect();
    assert_eq!(answer("cf1498f", &input), want.join(" ") + "\n");
}

#[test]
fn cf1498f_a_star() {
    // Centre 1, 99 999 leaves with 10^9 presents each, k = 1: rooted at the
    // centre every leaf is on step 1 (an odd number of equal piles: won);
    // rooted at a leaf, the centre (0 presents) is on step 1: lost.
    let n = 100_000;
    let mut input = format!("{n} 1\n");
    for v in 2..=n {
        writeln!(input, "1 {v}").unwrap();
    }
    input.push('0');
    input.push_str(&" 1000000000".repeat(n - 1));
    input.push('\n');
    let want = format!("1{}\n", " 0".repeat(n - 1));
    assert_eq!(answer("cf1498f", &input), want);
}

#[test]
fn cf1498f_refuses() {
    let bin = "cf1498f";
    check_each(
        rejects,
        bin,
        &[
            ("3 1\n1 2\n2 1\n0 1 2\n", "closes a cycle"),
            ("4 1\n1 2\n1 2\n3 4\n0 1 2 3\n", "closes a cycle"),
            ("3 1\n1 1\n2 3\n0 1 2\n", "closes a cycle"),
            ("3 1\n1 2\n2 4\n0 1 2\n", "edge 2 of 2"),
            ("3 0\n1 2\n2 3\n0 1 2\n", "k"),
            ("3 21\n1 2\n2 3\n0 1 2\n", "k"),
            ("3 1\n1 2\n2 3\n0 1 1000000001\n", "a 3 of 3"),
            ("3 1\n1 2\n2 3\n0 1\n", "a 3 of 3"),
            ("100001 1\n", "n"),
            ("0 1\n", "n"),
        ],
    );
}

#[test]
fn cf494e_fifty_thousand_rectangles_at_ten_to_the_nine() {
    let e9 = 1_000_000_000u64;
    let p = 1u64 << 29;
    // 50 000 copies of one cell: the union is that cell. (2^29, 2^29) is
    // worth min(2^29, 2^29, 2^K): not 0, whatever k.
    for k in [1, 7, p - 1, e9] {
        let mut input = format!("{e9} 50000 {k}\n");
        input.push_str(&format!("{p} {p} {p} {p}\n").repeat(50_000));
        assert_eq!(answer("cf494e", &input), "Hamed\n", "k = {k}");
    }
    // Two cells worth 1 each, 25 000 copies of each: lost.
    let mut input = format!("{e9} 50000 {e9}\n");
    input.push_str(&format!("{p} 1 {p} 1\n1 {p} 1 {p}\n").repeat(25_000));
    assert_eq!(answer("cf494e", &input), "Malek\n");
    // The cells (2^29, 2^29) and (2^28, 3 * 2^28): 2^K and 2^28, equal
    // exactly when K = 28.
    for (k, want) in [(p - 1, "Malek"), (p, "Hamed"), (e9, "Hamed"), (3, "Malek")] {
        let q = p / 2;
        let input = format!("{e9} 2 {k}\n{p} {p} {p} {p}\n{q} {} {q} {}\n", 3 * q, 3 * q);
        assert_eq!(answer("cf494e", &input), format!("{want}\n"), "k = {k}");
    }
}

#[test]
fn cf494e_refuses() {
    let bin = "cf494e";
    check_each(
        rejects,
        bin,
        &[
            ("5 1 1\n3 1 2 4\n", "rectangle 1 of 1: c"),
            ("5 1 1\n1 3 2 2\n", "rectangle 1 of 1: d"),
            ("5 1 1\n1 1 6 2\n", "rectangle 1 of 1: c"),
            ("5 1 1\n0 1 2 2\n", "rectangle 1 of 1: a"),
            ("5 1 6\n1 1 2 2\n", "k"),
            ("5 1 0\n1 1 2 2\n", "k"),
            ("5 0 1\n", "m"),
            ("0 1 1\n1 1 1 1\n", "n"),
            ("5 2 1\n1 1 2 2\n", "rectangle 2 of 2"),
            ("5 1 1\n1 1 2 2 7\n", "trailing"),
        ],
    );
}

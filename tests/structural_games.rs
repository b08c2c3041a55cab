//! Judge-format edge cases of the games decided by a structural argument
//! (`agc002e`, `agc010f`, `arc087c`, `agc016f`): the ends of their
//! accepted ranges and refusals. Expected answers here come from arguments
//! on the rules, not from the library.

use crate::common::{answer, answers, check_each, rejects_exactly, repeat};

#[test]
fn candy_piles_limits() {
    // Piles of one candy: eating one from each would eat the last candy
    // while two piles are left, so each move eats one pile, and the player
    // who eats the last pile loses: the first wins when the count is even.
    let ones = |n| format!("{n}\n{}\n", repeat("1", n));
    check_each(
        answers,
        "agc002e",
        &[
            (&ones(100_000), "First\n"),
            (&ones(99_999), "Second\n"),
            // One pile of p: eating it whole loses, so the moves take one candy
            // each, and the first player wins when p is even.
            ("1\n1000000000\n", "First\n"),
            ("1\n999999999\n", "Second\n"),
        ],
    );
    check_each(
        rejects_exactly,
        "agc002e",
        &[
            ("0\n", "N = 0 is out of range: expected 1..=100000"),
            (
                &ones(100_001),
                "N = 100001 is out of range: expected 1..=100000",
            ),
            (
                "2\n3 0\n",
                "a 2 of 2 = 0 is out of range: expected 1..=1000000000",
            ),
            (
                "2\n1000000001 1\n",
                "a 1 of 2 = 1000000001 is out of range: expected 1..=1000000000",
            ),
            ("3\n1 2\n", "unexpected end of input: expected a 3 of 3"),
        ],
    );
}

/// A path `1 - 2 - ... - n`, as edge lines.
fn path_edges(n: usize) -> String {
    (1..n).map(|v| format!("{v} {}\n", v + 1)).collect()
}

#[test]
fn tree_game_limits() {
    // A path whose stones fall along it: from the last vertex (the fewest
    // stones, and no neighbour with fewer) the mover can only step back
    // towards more stones, where the opponent steps forward again and the
    // mover runs out first; from the others the winning move is forward
    // onto a losing vertex. So the winners are the vertices an odd number
    // of steps before the end.
    for n in [3000usize, 1_000_000] {
        let stones: Vec<String> = (0..n).map(|v| (1_000_000_000 - v).to_string()).collect();
        let input = format!("{n}\n{}\n{}", stones.join(" "), path_edges(n));
        let winners: Vec<String> = (1..=n)
            .filter(|v| (n - v) % 2 == 1)
            .map(|v| v.to_string())
            .collect();
        assert_eq!(
            answer("agc010f", &input),
            format!("{}\n", winners.join(" ")),
            "{n}"
        );
    }
    // No stones: nobody can move, and the line is empty.
    assert_eq!(answer("agc010f", "2\n0 0\n1 2\n"), "\n");
    // A star: the centre, with one stone, moves to a leaf with none.
    let star: String = (2..=3000).map(|v| format!("1 {v}\n")).collect();
    let leaves = repeat("0", 2999);
    assert_eq!(
        answer("agc010f", &format!("3000\n1 {leaves}\n{star}")),
        "1\n"
    );
    check_each(
        rejects_exactly,
        "agc010f",
        &[
            (
                "3\n1 1 1\n1 2\n2 1\n",
                "the edges do not form a tree: edge 2 (2 1) closes a cycle",
            ),
            (
                "2\n1 1\n2 2\n",
                "the edges do not form a tree: edge 1 (2 2) closes a cycle",
            ),
            ("1\n5\n", "N = 1 is out of range: expected 2..=1000000"),
            (
                "2\n1000000001 0\n1 2\n",
                "A 1 of 2 = 1000000001 is out of range: expected 0..=1000000000",
            ),
            (
                "3\n1 1 1\n1 2\n2 4\n",
                "edge 2 of 2 = 4 is out of range: expected 1..=3",
            ),
            (
                "3\n1 1 1\n1 2\n",
                "unexpected end of input: expected edge 2 of 2",
            ),
        ],
    );
}

#[test]
fn prefix_free_limits() {
    let l18 = "1000000000000000000";
    // After `0`, adding `1` leaves no string addable: every string starts
    // with one of the two.
    assert_eq!(answer("arc087c", &format!("1 {l18}\n0\n")), "Alice\n");
    // A set that flipping every bit maps to itself: the second player
    // answers each string with its flip, which is always addable (it
    // starts with the other bit, and the set stays symmetric).
    let zeros = "0".repeat(50_000);
    let ones = "1".repeat(50_000);
    for l in ["50000", l18] {
        assert_eq!(
            answer("arc087c", &format!("2 {l}\n{zeros}\n{ones}\n")),
            "Bob\n"
        );
        // One of the two: the first player adds the other, and is then
        // the second player of the symmetric set.
        assert_eq!(answer("arc087c", &format!("1 {l}\n{zeros}\n")), "Alice\n");
    }
    assert_eq!(answer("arc087c", &format!("2 {l18}\n00\n11\n")), "Bob\n");
    check_each(
        rejects_exactly,
        "arc087c",
        &[
            (
                "2 3\n011\n01\n",
                "string 2 is a prefix of string 1 (or equal to it), so the set is not prefix-free",
            ),
            (
                "3 3\n0\n10\n10\n",
                "string 2 is a prefix of string 3 (or equal to it), so the set is not prefix-free",
            ),
            ("1 2\n011\n", "string 1 of 1: longer than 2 characters"),
            (
                "1 3\n021\n",
                "string 1 of 1: expected only `01`, found `2` at character 2",
            ),
        ],
    );
    let long = format!("2 {l18}\n0{zeros}\n1{ones}\n");
    check_each(
        rejects_exactly,
        "arc087c",
        &[
            (
                &long,
                "string 2 of 2: the strings have more than 100000 characters in all",
            ),
            ("0 3\n", "N = 0 is out of range: expected 1..=100000"),
            (
                "1 1000000000000000001\n0\n",
                "L = 1000000000000000001 is out of range: expected 1..=1000000000000000000",
            ),
        ],
    );
}

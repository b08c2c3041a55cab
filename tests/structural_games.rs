//! Judge-format edge cases of the games decided by a structural argument
//! (`agc002e`, `agc010f`, `arc087c`, `agc016f`): the ends of their
//! accepted ranges and refusals. Expected answers here come from arguments
//! on the rules, not from the library.

use crate::common::{answer, refusal};

/// Checks that `bin` refuses `input` with exactly the error line
/// `error: {message}`.
fn rejects(bin: &str, input: &str, message: &str) {
    assert_eq!(refusal(bin, input), format!("error: {message}"), "{bin}");
}

fn repeat(token: &str, count: usize) -> String {
    vec![token; count].join(" ")
}

#[test]
fn candy_piles_limits() {
    // Piles of one candy: eating one from each would eat the last candy
    // while two piles are left, so each move eats one pile, and the player
    // who eats the last pile loses: the first wins when the count is even.
    let ones = |n| format!("{n}\n{}\n", repeat("1", n));
    assert_eq!(answer("agc002e", &ones(100_000)), "First\n");
    assert_eq!(answer("agc002e", &ones(99_999)), "Second\n");
    // One pile of p: eating it whole loses, so the moves take one candy
    // each, and the first player wins when p is even.
    assert_eq!(answer("agc002e", "1\n1000000000\n"), "First\n");
    assert_eq!(answer("agc002e", "1\n999999999\n"), "Second\n");
    rejects(
        "agc002e",
        "0\n",
        "N = 0 is out of range: expected 1..=100000",
    );
    rejects(
        "agc002e",
        &ones(100_001),
        "N = 100001 is out of range: expected 1..=100000",
    );
    rejects(
        "agc002e",
        "2\n3 0\n",
        "a 2 of 2 = 0 is out of range: expected 1..=1000000000",
    );
    rejects(
        "agc002e",
        "2\n1000000001 1\n",
        "a 1 of 2 = 1000000001 is out of range: expected 1..=1000000000",
    );
    rejects(
        "agc002e",
        "3\n1 2\n",
        "unexpected end of input: expected a 3 of 3",
    );
}

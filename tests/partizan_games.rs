//! Judge-format edge cases of the partizan binaries (`abc229h`): the ends
//! of their accepted ranges and refusals. Expected answers come from
//! arguments on the rules, not from the library.

use crate::common::{answer, refusal};

fn rejects(bin: &str, input: &str, message: &str) {
    assert_eq!(refusal(bin, input), format!("error: {message}"), "{bin}");
}

fn board(rows: &[&str]) -> String {
    format!("{}\n{}\n", rows.len(), rows.join("\n"))
}

#[test]
fn advance_or_eat_limits() {
    // Nothing to move or eat: Takahashi, to move, loses.
    assert_eq!(answer("abc229h", &board(&["........"; 8])), "Snuke\n");
    assert_eq!(answer("abc229h", "1\n.\n"), "Snuke\n");
    // A full board of W: no W can move up and there is no B to eat.
    assert_eq!(answer("abc229h", &board(&["WWWWWWWW"; 8])), "Snuke\n");
    // Black pieces only on the top row: they can never move, so Snuke
    // never has a move, and Takahashi eats one first.
    let mut top = vec!["........"; 8];
    top[0] = "BBBBBBBB";
    assert_eq!(answer("abc229h", &board(&top)), "Takahashi\n");
    assert_eq!(answer("abc229h", "1\nB\n"), "Takahashi\n");
    // One W and one B, each on the top row of its column: Takahashi must
    // eat the B (his W cannot move), then Snuke eats the W and wins.
    assert_eq!(answer("abc229h", &board(&["WB", ".."])), "Snuke\n");
    rejects("abc229h", "0\n", "N = 0 is out of range: expected 1..=8");
    rejects(
        "abc229h",
        &board(&["........."; 9]),
        "N = 9 is out of range: expected 1..=8",
    );
    rejects(
        "abc229h",
        "2\n..\n.\n",
        "row 2 of 2: 1 characters, expected 2..=2",
    );
    rejects(
        "abc229h",
        "2\n..\n...\n",
        "row 2 of 2: longer than 2 characters",
    );
    rejects(
        "abc229h",
        "2\nW.\n.w\n",
        "row 2 of 2: expected only `WB.`, found `w` at character 2",
    );
    rejects(
        "abc229h",
        "2\n..\n",
        "unexpected end of input: expected row 2 of 2",
    );
}

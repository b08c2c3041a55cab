//! Judge-format edge cases of the partizan binaries (`abc229h`): the ends
//! of their accepted ranges and refusals. Expected answers come from
//! arguments on the rules, not from the library.

use crate::common::{answers, check_each, rejects_exactly};

fn board(rows: &[&str]) -> String {
    format!("{}\n{}\n", rows.len(), rows.join("\n"))
}

#[test]
fn advance_or_eat_limits() {
    // Nothing to move or eat: Takahashi, to move, loses.
    check_each(
        answers,
        "abc229h",
        &[
            (&board(&["........"; 8]), "Snuke\n"),
            ("1\n.\n", "Snuke\n"),
            // A full board of W: no W can move up and there is no B to eat.
            (&board(&["WWWWWWWW"; 8]), "Snuke\n"),
        ],
    );
    // Black pieces only on the top row: they can never move, so Snuke
    // never has a move, and Takahashi eats one first.
    let mut top = vec!["........"; 8];
    top[0] = "BBBBBBBB";
    check_each(
        answers,
        "abc229h",
        &[
            (&board(&top), "Takahashi\n"),
            ("1\nB\n", "Takahashi\n"),
            // One W and one B, each on the top row of its column: Takahashi must
            // eat the B (his W cannot move), then Snuke eats the W and wins.
            (&board(&["WB", ".."]), "Snuke\n"),
        ],
    );
    check_each(
        rejects_exactly,
        "abc229h",
        &[
            ("0\n", "N = 0 is out of range: expected 1..=8"),
            (
                &board(&["........."; 9]),
                "N = 9 is out of range: expected 1..=8",
            ),
            ("2\n..\n.\n", "row 2 of 2: 1 characters, expected 2..=2"),
            ("2\n..\n...\n", "row 2 of 2: longer than 2 characters"),
            (
                "2\nW.\n.w\n",
                "row 2 of 2: expected only `WB.`, found `w` at character 2",
            ),
            ("2\n..\n", "unexpected end of input: expected row 2 of 2"),
        ],
    );
}

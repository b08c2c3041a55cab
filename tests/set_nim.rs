//! `acwing893` through the built binary: which error wins when an input is
//! both over the budget and malformed, and the consecutive-move families
//! that sliding windows answer.

use crate::common::{refusal_of, run};
use std::process::Output;

fn run_893(input: &str) -> Output {
    run("acwing893", input.as_bytes())
}

fn error_line(out: &Output) -> String {
    refusal_of(out, "acwing893")
}

/// Moves {1, 2, 5·10^17} and a heap just below 10^18: the one-heap steps
/// down to the huge move's reach go deeper than direct evaluation may, so
/// the solver is over its budget at once.
const OVER_BUDGET: &str = "3\n1 2 500000000000000000\n1\n999999999999999999\n";

#[test]
fn over_budget_alone_is_refused_as_over_budget() {
    let err = error_line(&run_893(OVER_BUDGET));
    assert!(err.contains("budget"), "{err}");
}

#[test]
fn trailing_input_wins_over_the_budget() {
    for extra in ["7", "x", "1 2 3"] {
        let err = error_line(&run_893(&format!("{OVER_BUDGET}{extra}\n")));
        assert!(err.contains("trailing input"), "{err}");
        assert!(!err.contains("budget"), "{err}");
    }
    // and a bad heap after the one that broke the budget is named as such
    let err = error_line(&run_893(
        "3\n1 2 500000000000000000\n2\n999999999999999999 x\n",
    ));
    assert!(err.contains("heap 2 of 2"), "{err}");
}

#[test]
fn a_million_consecutive_moves_are_answered() {
    let moves: Vec<String> = (1..=1_000_000u64).map(|s| s.to_string()).collect();
    let moves = moves.join(" ");
    // moves 1..=k: grundy(h) = h mod (k + 1); 10^18 mod 1000001 = 1000000 (10^6 ≡ -1)
    let h = 1_000_000_000_000_000_000u64;
    assert_eq!(h % 1_000_001, 1_000_000);
    let out = run_893(&format!("1000000\n{moves}\n1\n{h}\n"));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "Yes\n", "{out:?}");
    // two equal heaps cancel; a multiple of 1000001 is a loss
    let out = run_893(&format!("1000000\n{moves}\n2\n{h} {h}\n"));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "No\n");
    let out = run_893(&format!(
        "1000000\n{moves}\n1\n{}\n",
        h / 1_000_001 * 1_000_001
    ));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "No\n");
}

#[test]
fn a_million_consecutive_moves_near_2_10_17_are_answered() {
    // moves a..=b: grundy(h) = ⌊(h mod (a+b)) / a⌋
    let a = 200_000_000_000_000_001u64;
    let b = a + 999_999;
    let moves: Vec<String> = (a..=b).map(|s| s.to_string()).collect();
    let moves = moves.join(" ");
    for (h, wins) in [
        // 10^18 = 2(a+b) + 2·10^17 - 2000002, and 2·10^17 - 2000002 < a: value 0
        (1_000_000_000_000_000_000u64, false),
        (2 * a + b, true),
        (2 * (a + b) - 1, true),
        (2 * (a + b), false),
    ] {
        assert_eq!((h % (a + b)) / a != 0, wins, "{h}");
        let out = run_893(&format!("1000000\n{moves}\n1\n{h}\n"));
        let expected = if wins { "Yes\n" } else { "No\n" };
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            expected,
            "{h}: {out:?}"
        );
    }
}

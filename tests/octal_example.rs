//! Runs `examples/octal.rs` as a script would and checks its interface:
//! `CODE`, `--values K`, `--limit L`, `--help`.

use crate::common::{example, refusal_of, run_exe};
use std::process::Output;

fn octal(args: &[&str]) -> Output {
    run_exe(example("octal"), args, b"")
}

fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

#[test]
fn proves_published_periods_in_one_command() {
    // Published: Kayles period 12, last exception 70; Dawson's Kayles 34, 52;
    // Dawson's chess 34, 51. Values used: the certificate's 2 n0 + 2 p + t.
    for (code, line) in [
        (
            ".77",
            ".77: period 12 preperiod 71 (last exception 70), proved with 168 values",
        ),
        (
            "0.07",
            "0.07: period 34 preperiod 53 (last exception 52), proved with 176 values",
        ),
        (
            ".137",
            ".137: period 34 preperiod 52 (last exception 51), proved with 175 values",
        ),
    ] {
        let text = stdout(&octal(&[code]));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert_eq!(lines[0], line);
        assert!(lines[1].starts_with("rare values: mask "), "{text}");
    }
}

#[test]
fn values_are_printed_on_one_line() {
    let text = stdout(&octal(&[".77", "--values", "24"]));
    assert_eq!(text, "0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7\n");
    let text = stdout(&octal(&["--values", "24", ".07"]));
    assert_eq!(text, "0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 1 1\n");
}

#[test]
fn officers_is_unresolved_at_the_limit() {
    let text = stdout(&octal(&[".6", "--limit", "5000"]));
    assert!(
        text.starts_with(".6: unresolved after 5000 values\n"),
        "{text}"
    );
}

#[test]
fn help_and_errors() {
    let help = stdout(&octal(&["--help"]));
    assert!(help.starts_with("usage: octal CODE"), "{help}");
    for args in [
        &[".78"][..],
        &["77"],
        &[],
        &[".77", "--values"],
        &[".77", "--limit", "x"],
        &[".77", "--frob"],
    ] {
        refusal_of(&octal(args), &format!("octal {args:?}"));
    }
}

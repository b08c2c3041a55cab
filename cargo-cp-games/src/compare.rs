//! Comparing an output with the expected one: token by token by
//! default, or exactly; and a readable diff of the two, line by line.

/// Whether `actual` answers as `expected`: the same whitespace-separated
/// tokens (`exact`: the same bytes).
pub fn same(expected: &str, actual: &str, exact: bool) -> bool {
    if exact {
        expected == actual
    } else {
        expected.split_whitespace().eq(actual.split_whitespace())
    }
}

/// The lines of `expected` and `actual` side by side: `  ` for a line
/// that agrees (token by token), `- ` expected and `+ ` printed where
/// they differ; at most `limit` lines.
pub fn diff(expected: &str, actual: &str, limit: usize) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let mut out = Vec::new();
    for i in 0..e.len().max(a.len()) {
        match (e.get(i), a.get(i)) {
            (Some(x), Some(y)) if x.split_whitespace().eq(y.split_whitespace()) => {
                out.push(format!("    {x}"))
            }
            (x, y) => {
                if let Some(x) = x {
                    out.push(format!("  - {x}"));
                }
                if let Some(y) = y {
                    out.push(format!("  + {y}"));
                }
            }
        }
    }
    if out.len() > limit {
        let more = out.len() - limit;
        out.truncate(limit);
        out.push(format!("    ... ({more} more lines)"));
    }
    let mut text = out.join("\n");
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_ignore_spacing_and_exact_does_not() {
        assert!(same("1 2\n3\n", "1  2 3", false));
        assert!(!same("1 2\n3\n", "1  2 3", true));
        assert!(!same("1 2", "1 2 3", false));
        assert!(!same("12", "1 2", false));
    }

    #[test]
    fn the_diff_marks_the_lines_that_differ() {
        assert_eq!(
            diff("a\nb\nc\n", "a\nx\n", 10),
            "    a\n  - b\n  + x\n  - c\n"
        );
        assert_eq!(
            diff("1\n2\n3\n", "4\n5\n6\n", 2),
            "  - 1\n  + 4\n    ... (4 more lines)\n"
        );
    }
}

use super::*;

/// Shrinks `text` keeping the candidates `keep` accepts; every candidate
/// tried is checked by `well_formed` first.
fn shrunk(text: &str, keep: impl Fn(&str) -> bool, well_formed: impl Fn(&str) -> bool) -> String {
    let mut tried = 0;
    let out = shrink(lines_of(text), &mut |c: &Lines| {
        let t = text_of(c);
        assert!(
            well_formed(&t),
            "a candidate with a count off its items: {t:?}"
        );
        tried += 1;
        Ok(keep(&t))
    })
    .unwrap();
    assert!(tried > 0);
    text_of(&out)
}

/// `word n a_1 .. a_n` on one line.
fn word_list(text: &str) -> bool {
    let t: Vec<&str> = text.split_whitespace().collect();
    t.len() >= 2 && t[1].parse::<usize>().ok() == Some(t.len() - 2) && text.lines().count() == 1
}

#[test]
fn a_count_after_a_word_shrinks_with_its_items() {
    let keep = |t: &str| t.split_whitespace().any(|w| w == "-7");
    let out = shrunk("A 6 0 0 0 -7 0 0\n", keep, word_list);
    assert_eq!(out, "A 1 -7\n");
    let keep = |t: &str| t.split_whitespace().filter(|&w| w == "9").count() >= 2;
    let out = shrunk("xy 8 1 9 2 3 4 9 5 6\n", keep, word_list);
    assert_eq!(out, "xy 2 9 9\n");
}

/// `t`, then per case `n` and a line of `n` numbers.
fn multi(text: &str) -> bool {
    let lines: Vec<Vec<&str>> = text
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    let Some(t) = lines.first().and_then(|l| l.first()?.parse::<usize>().ok()) else {
        return false;
    };
    lines.len() == 1 + 2 * t
        && (0..t).all(|k| {
            let n = lines[1 + 2 * k]
                .first()
                .and_then(|w| w.parse::<usize>().ok());
            lines[1 + 2 * k].len() == 1 && n == Some(lines[2 + 2 * k].len())
        })
}

#[test]
fn a_multi_test_input_shrinks_to_its_bad_case() {
    let text = "4\n3\n1 2 3\n2\n5 5\n5\n4 -7 1 1 8\n1\n6\n";
    assert_eq!(cases(&lines_of(text)), Some(vec![1..3, 3..5, 5..7, 7..9]));
    let keep = |t: &str| t.split_whitespace().any(|w| w == "-7");
    assert_eq!(shrunk(text, keep, multi), "1\n1\n-7\n");
    // cases of n lines each: t, then per case n and n lines of pairs
    let text = "3\n2\n1 2\n3 4\n1\n5 6\n3\n7 8\n9 -7\n1 1\n";
    assert_eq!(cases(&lines_of(text)), Some(vec![1..4, 4..6, 6..10]));
    let out = shrunk(text, keep, |_| true);
    assert_eq!(out, "1\n1\n9 -7\n");
}

#[test]
fn lists_are_found_on_their_line_the_next_or_the_next_lines() {
    let l = lines_of("A 3 x y z\n2 5\n7 8\n");
    let found = lists(&l);
    assert_eq!(
        found[0],
        List {
            line: 0,
            token: 1,
            count: 3,
            items: Items::Tokens { line: 0, from: 2 }
        }
    );
    // `2` counts the next line's two tokens
    assert_eq!(found[1].items, Items::Tokens { line: 2, from: 0 });
    assert_eq!(found.len(), 2);
    // a grid of 2 rows
    let l = lines_of("2 3\n#..\n.#.\n");
    assert_eq!(lists(&l)[0].items, Items::Lines { from: 1 });
    // no count: nothing
    assert!(lists(&lines_of("0 0\n-3 x\nabc\n")).is_empty());
    assert!(cases(&lines_of("abc\n1 2\n")).is_none());
}

#[test]
fn inputs_without_counts_are_left_alone() {
    // no candidate at all: shrink returns the input untouched
    let text = "abc -4\n0 0 -2\n";
    let out = shrink(lines_of(text), &mut |_| panic!("no candidate expected")).unwrap();
    assert_eq!(text_of(&out), text);
}

#[test]
fn other_passes_are_told_when_a_count_breaks() {
    let before = lines_of("A 2 5 -7\n");
    assert!(keeps_counts(&before, &lines_of("A 2 0 -7\n")));
    assert!(!keeps_counts(&before, &lines_of("A 1 5 -7\n")));
    assert!(!keeps_counts(&before, &lines_of("A 2 -7\n")));
    let before = lines_of("2\n1\n5\n1\n6\n");
    assert!(!keeps_counts(&before, &lines_of("2\n1\n5\n")));
}

#[test]
fn random_multi_test_inputs_keep_their_counts_while_shrinking() {
    // t cases of n numbers in 0..9 (a -7 planted in one), each shrunk to
    // `1`, `1`, `-7` with every candidate well-formed
    let mut seed = 12345u64;
    let mut below = |m: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % m
    };
    for _ in 0..30 {
        let t = 1 + below(6) as usize;
        let bad = below(t as u64) as usize;
        let mut text = format!("{t}\n");
        for case in 0..t {
            let n = 1 + below(7) as usize;
            let mut items: Vec<String> = (0..n).map(|_| below(9).to_string()).collect();
            if case == bad {
                items[below(n as u64) as usize] = "-7".to_string();
            }
            text += &format!("{n}\n{}\n", items.join(" "));
        }
        assert!(multi(&text), "{text}");
        let keep = |t: &str| t.split_whitespace().any(|w| w == "-7");
        assert_eq!(shrunk(&text, keep, multi), "1\n1\n-7\n", "{text}");
    }
}

#[test]
fn long_inputs_are_read_in_one_pass() {
    // 3,000 cases of two numbers each: one list a case (the `2`), and
    // the cases delimited
    let text = format!("3000\n{}", "2\n5 6\n".repeat(3000));
    let l = lines_of(&text);
    assert_eq!(cases(&l).map(|c| c.len()), Some(3000));
    assert_eq!(lists(&l).len(), 3000);
}

//! The binaries of games on graphs that may last forever (`abc209e`,
//! `luogu6560`, `cf786a`, `abc261h`, `luogu4576`) at the limits they accept and on the
//! inputs they must refuse. Their answers on small inputs are checked
//! against played-out games in the library's unit tests (`sg::graph`).

use crate::common::{answer, answers, check_each, refusal, rejects, rejects_exactly};
use std::fmt::Write as _;

const SHIRITORI: &str = "abc209e";

/// The three letters of the number `k < 52^3`, base 52 over `a-zA-Z`.
fn letters(k: usize) -> String {
    let abc: Vec<char> = ('a'..='z').chain('A'..='Z').collect();
    [k / 2704, k / 52 % 52, k % 52]
        .iter()
        .map(|&d| abc[d])
        .collect()
}

#[test]
fn abc209e_at_a_million_words() {
    // Word i goes from string i to string i + 1, a chain through every
    // three-letter string; the words repeat until there are 10^6. After the
    // opener says word i, string i + 1 has `last - (i + 1)` moves left, one
    // at a time: the opener wins when that is even.
    let last = 52 * 52 * 52 - 1;
    let n = 1_000_000;
    let mut text = format!("{n}\n");
    let mut expected = String::new();
    for j in 0..n {
        let i = j % last;
        writeln!(text, "{}{}", letters(i), letters(i + 1)).unwrap();
        let winner = if (last - (i + 1)) % 2 == 0 {
            "Takahashi"
        } else {
            "Aoki"
        };
        writeln!(expected, "{winner}").unwrap();
    }
    assert_eq!(answer(SHIRITORI, &text), expected);
    // A loop on the last string (a three-letter word): every game is a draw.
    let looped = text.replacen(&format!("{n}\n"), &format!("{n}\n{}\n", letters(last)), 1);
    let looped = looped.trim_end().rsplit_once('\n').unwrap().0.to_string() + "\n";
    let draws = "Draw\n".repeat(n);
    assert_eq!(answer(SHIRITORI, &looped), draws);
}

#[test]
fn abc209e_refusals() {
    check_each(
        rejects_exactly,
        SHIRITORI,
        &[
            ("2\nabc\nab\n", "word 2 of 2: 2 characters, expected 3..=8"),
            ("1\nabcdefghi\n", "word 1 of 1: longer than 8 characters"),
            ("0\n", "N = 0 is out of range: expected 1..=1000000"),
            (
                "1000001\nabc\n",
                "N = 1000001 is out of range: expected 1..=1000000",
            ),
            (
                "3\nabc\nbcd\n",
                "unexpected end of input: expected word 3 of 3",
            ),
        ],
    );
    check_each(
        rejects,
        SHIRITORI,
        &[
            ("1\nab_c\n", "found `_` at character 3"),
            ("1\n123\n", "found `1` at character 1"),
        ],
    );
}

const TARGETS: &str = "luogu6560";

#[test]
fn luogu6560_at_the_judge_limits() {
    // The path 1 -> 2 -> ... -> 10^5, each edge 5 times (499995 edges):
    // from x, the play runs to the target y if y > x, else to the end.
    let n = 100_000;
    let mut text = format!("{n} {} 500\n", 5 * (n - 1));
    for _ in 0..5 {
        for v in 1..n {
            writeln!(text, "{v} {}", v + 1).unwrap();
        }
    }
    let mut expected = String::new();
    for i in 1..=500usize {
        // Alternately the target at the end, and a target behind x.
        let (x, y) = if i % 2 == 0 { (i, n) } else { (n - i, 1) };
        writeln!(text, "{x} {y}").unwrap();
        let moves_left = n - x;
        writeln!(expected, "{}", if moves_left % 2 == 1 { 1 } else { -1 }).unwrap();
    }
    assert_eq!(answer(TARGETS, &text), expected);
}

#[test]
fn luogu6560_loops_repeats_and_refusals() {
    // A loop on 1 beside 1 -> 2 -> 3: from 1 with target 3, moving to 2
    // loses, so the first player loops for ever.
    assert_eq!(
        answer(TARGETS, "3 3 2\n1 1\n1 2\n2 3\n1 3\n2 3\n"),
        "0\n1\n"
    );
    assert_eq!(answer(TARGETS, "2 3 1\n1 2\n1 2\n1 2\n1 2\n"), "1\n");
    check_each(
        rejects_exactly,
        TARGETS,
        &[
            (
                "2 1 1\n1 2\n2 2\n",
                "game 1 of 1: the token starts on its target 2",
            ),
            (
                "2 1 1\n1 3\n1 2\n",
                "edge 1 of 1 = 3 is out of range: expected 1..=2",
            ),
            (
                "2 1 501\n1 2\n",
                "q = 501 is out of range: expected 1..=500",
            ),
            (
                "100001 1 1\n",
                "n = 100001 is out of range: expected 1..=100000",
            ),
            (
                "2 500001 1\n",
                "m = 500001 is out of range: expected 1..=500000",
            ),
            ("2 0 1\n", "m = 0 is out of range: expected 1..=500000"),
        ],
    );
}

const BERZERK: &str = "cf786a";

#[test]
fn cf786a_at_7000_objects() {
    let n = 7000;
    let all: Vec<String> = (1..n).map(|s| s.to_string()).collect();
    // Every step for both: the first player always reaches the hole.
    let text = format!(
        "{n}\n{} {}\n{} {}\n",
        n - 1,
        all.join(" "),
        n - 1,
        all.join(" ")
    );
    let line = vec!["Win"; n - 1].join(" ");
    assert_eq!(answer(BERZERK, &text), format!("{line}\n{line}\n"));
    // Both step 1 only: from object i the monster needs n + 1 - i steps,
    // so the first player makes the last one when that is odd.
    let text = format!("{n}\n1 1\n1 1\n");
    let line: Vec<&str> = (2..=n)
        .map(|i| if (n + 1 - i) % 2 == 1 { "Win" } else { "Lose" })
        .collect();
    let line = line.join(" ");
    assert_eq!(answer(BERZERK, &text), format!("{line}\n{line}\n"));
    // Four objects and step 2 for both: the monster on object 2 or 4 swaps
    // between them for ever; from object 3 it goes into the hole at once.
    let text = "4\n1 2\n1 2\n";
    assert_eq!(answer(BERZERK, text), "Loop Win Loop\nLoop Win Loop\n");
}

#[test]
fn cf786a_refusals() {
    check_each(
        rejects_exactly,
        BERZERK,
        &[
            ("5\n2 3 3\n1 1\n", "Rick's step 3 is given twice"),
            (
                "5\n1 5\n1 1\n",
                "Rick's step 1 of 1 = 5 is out of range: expected 1..=4",
            ),
            (
                "5\n1 1\n0\n",
                "Morty's k = 0 is out of range: expected 1..=4",
            ),
            ("7001\n", "n = 7001 is out of range: expected 2..=7000"),
            ("1\n", "n = 1 is out of range: expected 2..=7000"),
        ],
    );
}

const TOTALS: &str = "abc261h";

/// The input of `abc261h` with `n` vertices, start 1, and these edges.
fn weighted(n: usize, edges: &[(usize, usize, u64)]) -> String {
    let mut text = format!("{n} {} 1\n", edges.len());
    for &(a, b, c) in edges {
        writeln!(text, "{a} {b} {c}").unwrap();
    }
    text
}

#[test]
fn abc261h_long_paths_reach_2e14() {
    // 1 -> 2 -> ... -> n of weight 10^9, and n - 1 -> 1: whoever is at
    // n - 1 (Takahashi when n - 1 is odd) ends the game or loops back.
    // Takahashi ends it, having used n - 1 edges; Aoki loops.
    let big = 1_000_000_000u64;
    for n in [200_000, 199_999] {
        let mut edges: Vec<(usize, usize, u64)> = (1..n).map(|v| (v, v + 1, big)).collect();
        edges.push((n - 1, 1, big));
        let expected = if (n - 1) % 2 == 1 {
            format!("{}\n", (n as u64 - 1) * big)
        } else {
            "INFINITY\n".to_string()
        };
        assert_eq!(answer(TOTALS, &weighted(n, &edges)), expected, "{n}");
    }
    // The path alone, from its last vertex but one, and one edge.
    let n = 200_000;
    let path: Vec<(usize, usize, u64)> = (1..n).map(|v| (v, v + 1, big)).collect();
    assert_eq!(answer(TOTALS, &weighted(n, &path)), "199999000000000\n");
    let text = weighted(n, &path).replacen(" 1\n", &format!(" {}\n", n - 1), 1);
    assert_eq!(answer(TOTALS, &text), "1000000000\n");
    assert_eq!(answer(TOTALS, "1 0 1\n"), "0\n");
}

#[test]
fn abc261h_dense_back_edges() {
    // The path 1 -> ... -> n (n odd) of weight 10^9: Takahashi moves at the
    // odd vertices, Aoki at the even ones. Back edges of weight 0 from odd
    // vertices to earlier even ones keep that parity, and only Takahashi
    // can take them: they only add edges to his play, so the answer stays
    // the path's. One back edge from an even vertex lets Aoki loop.
    let big = 1_000_000_000u64;
    let n = 100_001;
    let mut edges: Vec<(usize, usize, u64)> = (1..n).map(|v| (v, v + 1, big)).collect();
    let mut k = 3;
    let mut seen = std::collections::HashSet::new();
    while edges.len() < 200_000 {
        // Odd k, an even j < k, spread by a multiplicative hash.
        let j = 2 + 2 * ((k * 7919 + edges.len() * 104_729) % (k / 2));
        if seen.insert((k, j)) {
            edges.push((k, j, 0));
        }
        k = if k + 2 >= n { 3 } else { k + 2 };
    }
    assert!(edges.iter().all(|&(a, b, _)| a < n && b < a || b == a + 1));
    let text = weighted(n, &edges);
    assert_eq!(answer(TOTALS, &text), format!("{}\n", (n as u64 - 1) * big));
    let last = edges.len() - 1;
    edges[last] = (n - 1, 77, 0);
    assert_eq!(answer(TOTALS, &weighted(n, &edges)), "INFINITY\n");
}

#[test]
fn abc261h_cycles_everywhere_and_stars() {
    // Every vertex on a cycle, no vertex without edges: endless.
    let n = 200_000;
    let cycle: Vec<(usize, usize, u64)> = (1..=n).map(|v| (v, v % n + 1, 5)).collect();
    assert_eq!(answer(TOTALS, &weighted(n, &cycle)), "INFINITY\n");
    // Both ways along a line 1 ... 100000 with the end at 100000 only
    // reached forward: Aoki always steps away from it.
    let n = 100_000;
    let mut line = Vec::new();
    for v in 1..n {
        line.push((v, v + 1, 1));
        if v + 1 < n {
            line.push((v + 1, v, 1));
        }
    }
    assert_eq!(answer(TOTALS, &weighted(n, &line)), "INFINITY\n");
    // Takahashi's star: 1 -> every other vertex; he takes the lightest.
    let n = 200_000;
    let weight = |v: usize| 1_000_000_000 - (v as u64 * 7919) % 999_999_000;
    let star: Vec<(usize, usize, u64)> = (2..=n)
        .map(|v| (v, weight(v)))
        .map(|(v, c)| (1, v, c))
        .collect();
    let lightest = (2..=n).map(weight).min().unwrap();
    assert_eq!(answer(TOTALS, &weighted(n, &star)), format!("{lightest}\n"));
    // Aoki's star: 1 -> 2, then 2 -> every other vertex; he takes the
    // heaviest.
    let mut star: Vec<(usize, usize, u64)> = (3..=n).map(|v| (2, v, weight(v))).collect();
    star.push((1, 2, 7));
    let heaviest = (3..=n).map(weight).max().unwrap();
    assert_eq!(
        answer(TOTALS, &weighted(n, &star)),
        format!("{}\n", heaviest + 7)
    );
}

#[test]
fn abc261h_loops_repeats_and_refusals() {
    // A loop is a move, and hands the move over: Aoki on 2 gains nothing
    // by looping, as Takahashi then ends the game at 3; without the way
    // out at 2 the loop is endless.
    check_each(
        answers,
        TOTALS,
        &[
            ("3 3 1\n1 2 4\n2 2 0\n2 3 6\n", "10\n"),
            ("3 3 1\n1 2 4\n2 2 0\n1 3 6\n", "6\n"),
            ("2 2 1\n1 2 4\n2 2 0\n", "INFINITY\n"),
            // Takahashi ignores his loop; a repeated edge changes nothing.
            ("3 4 1\n1 1 0\n1 2 4\n2 3 6\n2 3 6\n", "10\n"),
        ],
    );
    check_each(
        rejects_exactly,
        TOTALS,
        &[
            (
                "2 1 1\n1 3 5\n",
                "edge 1 of 1 = 3 is out of range: expected 1..=2",
            ),
            (
                "2 1 1\n1 2 1000000001\n",
                "edge 1 of 1 = 1000000001 is out of range: expected 0..=1000000000",
            ),
            ("2 1 3\n1 2 5\n", "v = 3 is out of range: expected 1..=2"),
            (
                "200001 0 1\n",
                "N = 200001 is out of range: expected 1..=200000",
            ),
            ("0 0 1\n", "N = 0 is out of range: expected 1..=200000"),
            (
                "2 200001 1\n",
                "M = 200001 is out of range: expected 0..=200000",
            ),
            (
                "2 2 1\n1 2 5\n",
                "unexpected end of input: expected edge 2 of 2",
            ),
        ],
    );
    assert_eq!(
        refusal(TOTALS, "2 1 1\n1 2 -5\n").split(':').next(),
        Some("error")
    );
}

/// Luogu P4576: the answers the statement's checked facts give (a capture
/// at once is `WHITE 1`; the longest game on the 20 x 20 board is `BLACK
/// 58`; on 2 x 2 every non-adjacent start is the sample's `BLACK 2`), and
/// the refusals: a board out of 2..=20, a cell off the board, one cell for
/// both pieces. (Every start up to 6 x 6 is checked against the
/// contestants' depth-limited search in `sg::graph::chase`'s tests.)
#[test]
fn luogu4576_at_its_limits_and_its_refusals() {
    let bin = "luogu4576";
    check_each(
        answers,
        bin,
        &[
            ("2 1 1 2 2\n", "BLACK 2\n"),
            ("2 1 2 2 1\n", "BLACK 2\n"),
            ("2 1 1 1 2\n", "WHITE 1\n"),
            ("20 20 20 19 20\n", "WHITE 1\n"),
            ("20 10 10 1 1\n", "BLACK 58\n"),
        ],
    );
    check_each(
        rejects,
        bin,
        &[
            ("1 1 1 1 1\n", "n = 1 is out of range"),
            ("21 1 1 2 2\n", "n = 21 is out of range"),
            ("5 0 1 2 2\n", "r1 = 0 is out of range"),
            ("5 1 1 2 6\n", "c2 = 6 is out of range"),
            ("5 3 4 3 4\n", "one cell (3, 4)"),
            ("5 3 4 3\n", "c2"),
        ],
    );
}

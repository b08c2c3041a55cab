//! Judge-format tests of the heap-ruleset binaries (`sg::heap_rules`):
//! whole inputs at the judges' limits whose answers are known without the
//! library (mirror strategies, games whose length is fixed), and the
//! refusals particular to each. The game-tree searches on small inputs are
//! in the library modules' tests.

use crate::common::{answer, answers_together, check_each, join, lists, rejects};

#[test]
fn luogu2148_at_the_limits() {
    const E: u64 = 2_000_000_000;
    // Equal pairs cancel: an even number of equal pairs is lost (the
    // second player copies each move on the twin pair). A pair of 1s has
    // no move; (1, 2) moves only to (1, 1), so it wins alone.
    let mut cases = vec![
        (vec![E; 20_000], "NO\n"),
        (vec![1; 20_000], "NO\n"),
        (vec![7, E, 7, E], "NO\n"),
        ([vec![E; 19_996], vec![1, 2]].concat(), "YES\n"),
        ([vec![1; 19_998], vec![2, 1]].concat(), "YES\n"),
    ];
    while cases.len() < 20 {
        cases.push((vec![1, 1], "NO\n"));
    }
    answers_together("luogu2148", lists, cases);
}

#[test]
fn luogu2148_refusals() {
    check_each(
        rejects,
        "luogu2148",
        &[
            ("0\n", "T"),
            (&lists(&vec![vec![1, 1]; 21]), "T"),
            ("1\n3\n1 2 3\n", "odd"),
            ("1\n0\n", "N"),
            (&lists(&[vec![1; 20_002]]), "N"),
            ("1\n2\n0 4\n", "S"),
            ("1\n2\n5 2000000001\n", "S"),
            ("1\n2\n5\n", "S"),
        ],
    );
}

#[test]
fn luogu3185_at_the_limits() {
    // Even counts everywhere: lost (copy each move on a twin bean). One
    // bean in the next-to-last bottle of two: its only move (0, 1, 1) puts
    // both beans in the last bottle, where they are stuck, so it wins.
    // Beans only in the last bottle never move.
    let mut last = vec![0; 21];
    last[20] = 9_999;
    let cases = vec![
        (vec![10_000; 21], "-1 -1 -1\n0\n"),
        (vec![0; 21], "-1 -1 -1\n0\n"),
        (vec![1, 0], "0 1 1\n1\n"),
        (last, "-1 -1 -1\n0\n"),
    ];
    answers_together("luogu3185", lists, cases);
}

#[test]
fn luogu3185_refusals() {
    check_each(
        rejects,
        "luogu3185",
        &[
            ("0\n", "t"),
            (&lists(&vec![vec![0, 1]; 11]), "t"),
            ("1\n1\n5\n", "n"),
            (&lists(&[vec![0; 22]]), "n"),
            ("1\n2\n10001 0\n", "p"),
            ("1\n3\n1 2\n", "p"),
        ],
    );
}

/// luogu3235's input: `F` and the games.
fn luogu3235_input(f: usize, games: &[Vec<usize>]) -> String {
    let mut s = format!("{} {f}\n", games.len());
    for heaps in games {
        s += &format!("{} {}\n", heaps.len(), join(heaps));
    }
    s
}

#[test]
fn luogu3235_at_the_limits() {
    const E: usize = 100_000;
    // 100 equal heaps: lost by copying. A heap of 1 never moves; a heap of
    // 2 splits into 1 + 1 and wins. Heaps below F never move.
    let mut games = vec![vec![E; 100]; 97];
    games.push(vec![1]);
    games.push(vec![2]);
    games.push([vec![E; 98], vec![2]].concat());
    let mut expected = vec!["0"; 98];
    expected.extend(["1", "1"]);
    assert_eq!(
        answer("luogu3235", &luogu3235_input(1, &games)),
        expected.join(" ") + "\n"
    );
    let stuck = vec![vec![E - 1; 99]; 100];
    assert_eq!(
        answer("luogu3235", &luogu3235_input(E, &stuck)),
        vec!["0"; 100].join(" ") + "\n"
    );
}

#[test]
fn luogu3235_refusals() {
    check_each(
        rejects,
        "luogu3235",
        &[
            ("0 3\n", "T"),
            (&luogu3235_input(3, &vec![vec![1]; 101]), "T"),
            ("1 0\n1 1\n", "F"),
            ("1 100001\n1 1\n", "F"),
            ("1 3\n0\n", "N"),
            (&luogu3235_input(3, &[vec![1; 101]]), "N"),
            ("1 3\n1 0\n", "a"),
            ("1 3\n1 100001\n", "a"),
        ],
    );
}

/// One test of cf1312f: `x y z` and the castles.
type Attacks = ((u64, u64, u64), Vec<u64>);

/// cf1312f's input: per test `x y z` and the castles.
fn cf1312f_input(cases: &[Attacks]) -> String {
    let mut s = format!("{}\n", cases.len());
    for ((x, y, z), castles) in cases {
        s += &format!("{} {x} {y} {z}\n{}\n", castles.len(), join(castles));
    }
    s
}

#[test]
fn cf1312f_at_the_limits() {
    const E: u64 = 1_000_000_000_000_000_000;
    // With x = y = z = 1 every attack removes one defender, so the game
    // lasts exactly sum(a) attacks: White wins, with each of his 3n first
    // attacks, iff the sum is odd. With every castle of 1 defender the
    // same holds for any x, y, z.
    let cases = vec![((1, 1, 1), vec![E; 300_000])];
    assert_eq!(answer("cf1312f", &cf1312f_input(&cases)), "0\n");
    let cases = vec![((1, 1, 1), [vec![E; 299_999], vec![1]].concat())];
    assert_eq!(answer("cf1312f", &cf1312f_input(&cases)), "900000\n");
    let mut cases = Vec::new();
    let mut expected = String::new();
    for i in 0..1000u64 {
        let n = 299 + (i % 2) as usize;
        cases.push(((1 + i % 5, 1 + i / 5 % 5, 1 + i / 25 % 5), vec![1; n]));
        expected += if n % 2 == 1 { "897\n" } else { "0\n" };
    }
    assert_eq!(answer("cf1312f", &cf1312f_input(&cases)), expected);
}

#[test]
fn cf1312f_refusals() {
    check_each(
        rejects,
        "cf1312f",
        &[
            ("0\n", "t"),
            (&cf1312f_input(&vec![((1, 1, 1), vec![1]); 1001]), "t"),
            ("1\n0 1 1 1\n", "n"),
            ("1\n300001 1 1 1\n", "n"),
        ],
    );
    let two = vec![((1, 1, 1), vec![1; 150_000]), ((1, 1, 1), vec![1; 150_001])];
    check_each(
        rejects,
        "cf1312f",
        &[
            (&cf1312f_input(&two), "sum"),
            ("1\n1 0 1 1\n1\n", "x"),
            ("1\n1 1 6 1\n1\n", "y"),
            ("1\n1 1 1 6\n1\n", "z"),
            ("1\n1 1 1 1\n0\n", "a"),
            ("1\n1 1 1 1\n1000000000000000001\n", "a"),
        ],
    );
}

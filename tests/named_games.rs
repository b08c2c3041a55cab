//! Judge-format tests of the named-game binaries (`hdu1907`, `poj1067`,
//! `hdu1846`, `hdu2516`, `poj1704`): whole inputs against game-tree
//! searches written here, answers at the limits that are known without the
//! library, and the refusals particular to each problem.

use crate::common::{answer, answers, check_each, rejects};
use cp_games::explore::{Outcomes, Play};
use cp_games::nim::georgia_bob::slides;

const E18: u64 = 1_000_000_000_000_000_000;

/// Fibonacci numbers 1, 2, 3, 5, ... up to `u64::MAX`.
fn fibonacci() -> Vec<u64> {
    let mut f = vec![1u64, 2];
    while let Some(next) = f[f.len() - 1].checked_add(f[f.len() - 2]) {
        f.push(next);
    }
    f
}

#[test]
fn poj1067_matches_a_game_tree_search() {
    let max = 40;
    let mut wins = vec![vec![false; max + 1]; max + 1];
    let mut input = String::new();
    let mut expected = String::new();
    for a in 0..=max {
        for b in 0..=max {
            wins[a][b] = (0..a).any(|x| !wins[x][b])
                || (0..b).any(|y| !wins[a][y])
                || (1..=a.min(b)).any(|d| !wins[a - d][b - d]);
            input += &format!("{a} {b}\n");
            expected += if wins[a][b] { "1\n" } else { "0\n" };
        }
    }
    assert_eq!(answer("poj1067", &input), expected);
}

#[test]
fn poj1067_at_the_limits() {
    // (F_{n+1}, F_{n+2}) for odd n (F_2 = 1) is a losing pair (a_k, b_k)
    // with k = F_n: F_n φ = F_{n+1} + |ψ|^n. Here: (3, 5), (8, 13), ...
    let f = fibonacci(); // f[i] = F_{i+2}
    let mut input = String::new();
    let mut expected = String::new();
    for i in (0..f.len() - 1).step_by(2) {
        let (a, b) = (f[i], f[i + 1]);
        if b > E18 {
            break;
        }
        input += &format!("{a} {b}\n{b} {a}\n{} {b}\n{a} {}\n", a - 1, b - 1);
        // The pair loses; one stone fewer in either pile wins (every
        // move from a losing position reaches a winning one).
        expected += "0\n0\n1\n1\n";
    }
    input += &format!("{E18} {E18}\n0 {E18}\n0 0\n");
    expected += "1\n1\n0\n";
    assert_eq!(answer("poj1067", &input), expected);
    assert_eq!(answer("poj1067", ""), "");
    rejects(
        "poj1067",
        &format!("1 2\n0 {}\n", E18 + 1),
        "case 2: b = 1000000000000000001 is out of range",
    );
    rejects(
        "poj1067",
        "1 2\n3",
        "case 2: unexpected end of input: expected b",
    );
    let many = "1 2\n".repeat(1_000_001);
    rejects(
        "poj1067",
        &many,
        "case 1000001: more than 1000000 positions",
    );
    assert_eq!(answer("poj1067", &many[4..]), "0\n".repeat(1_000_000));
}

#[test]
fn hdu2516_matches_a_game_tree_search() {
    // wins[s][q]: s stones left, at most q to take; the first move may
    // take up to n - 1, later ones up to twice the previous take.
    let max = 300;
    let mut wins: Vec<Vec<bool>> = vec![];
    for s in 0..=max {
        let mut row = vec![false; s + 1];
        for q in 1..=s {
            row[q] = row[q - 1] || q == s || !wins[s - q][(2 * q).min(s - q)];
        }
        wins.push(row);
    }
    let input: String = (2..=max).map(|n| format!("{n}\n")).collect::<String>() + "0\n";
    let expected: String = (2..=max)
        .map(|n| {
            if wins[n][n - 1] {
                "First win\n"
            } else {
                "Second win\n"
            }
        })
        .collect();
    assert_eq!(answer("hdu2516", &input), expected);
}

#[test]
fn hdu2516_at_the_limits() {
    let f: Vec<u64> = fibonacci()
        .into_iter()
        .filter(|x| (2..=E18).contains(x))
        .collect();
    let mut input = String::new();
    let mut expected = String::new();
    for &x in &f {
        input += &format!("{x}\n{}\n", x + 1);
        expected += if x + 1 == 3 {
            "Second win\nSecond win\n"
        } else {
            "Second win\nFirst win\n"
        };
    }
    input += &format!("{E18}\n0\n");
    expected += "First win\n";
    assert_eq!(answer("hdu2516", &input), expected);
    assert_eq!(answer("hdu2516", "0"), "");
    check_each(
        rejects,
        "hdu2516",
        &[
            (
                "13\n1\n0\n",
                "case 2: n = 1 is out of range: expected 2..=1000000000000000000, or 0",
            ),
            (&format!("{}\n0\n", E18 + 1), "out of range"),
            ("13\n", "case 2: unexpected end of input"),
            ("13\n0\n5\n", "trailing input"),
            (
                &"2\n".repeat(1_000_001),
                "case 1000001: more than 1000000 piles",
            ),
        ],
    );
}

#[test]
fn hdu1846_matches_a_game_tree_search() {
    let max = 40;
    let mut input = format!("{}\n", max * max);
    let mut expected = String::new();
    for m in 1..=max {
        let mut wins = vec![false; max + 1];
        for n in 1..=max {
            wins[n] = (1..=m.min(n)).any(|t| !wins[n - t]);
            input += &format!("{n} {m}\n");
            expected += if wins[n] { "first\n" } else { "second\n" };
        }
    }
    assert_eq!(answer("hdu1846", &input), expected);
}

#[test]
fn hdu1846_at_the_limits() {
    // 10^18 = 10^9 * 10^9 = (10^9 - 1)(10^9 + 1) + 1
    let input = format!(
        "5\n{E18} 999999999\n{E18} 1000000000\n{E18} {E18}\n{E18} {}\n1 1\n",
        E18 - 1
    );
    check_each(
        answers,
        "hdu1846",
        &[
            (&input, "second\nfirst\nfirst\nsecond\nfirst\n"),
            ("2\n0 1\n0 5\n", "second\nsecond\n"),
            ("0", ""),
        ],
    );
    check_each(
        rejects,
        "hdu1846",
        &[
            ("1\n5 0\n", "case 1 of 1: m = 0 is out of range"),
            (
                &format!("1\n{} 1\n", E18 + 1),
                "case 1 of 1: n = 1000000000000000001 is out of range",
            ),
            ("1000001\n", "C = 1000001 is out of range"),
        ],
    );
}

#[test]
fn hdu1907_cases_and_limits() {
    let max = u64::MAX;
    let input = format!("5\n2\n{max} {max}\n3\n{max} {max} 1\n4\n1 1 1 1\n1\n{max}\n3\n1 1 1\n");
    check_each(
        answers,
        "hdu1907",
        &[
            (&input, "Brother\nJohn\nJohn\nJohn\nBrother\n"),
            // Empty piles and games: the player to move with no stone has won.
            ("3\n2\n1 0\n0\n2\n0 0\n", "Brother\nJohn\nJohn\n"),
            ("0\n", ""),
        ],
    );
    check_each(
        rejects,
        "hdu1907",
        &[
            ("1000001\n", "T = 1000001 is out of range"),
            ("1\n1\n18446744073709551616\n", "out of range"),
            ("2\n1\n1\n", "case 2 of 2: unexpected end of input"),
        ],
    );
}

#[test]
fn poj1704_matches_sliding_the_chessmen() {
    // Every set of cells in 1..=10, against a search that slides them: a
    // move slides one chessman left, over empty cells only.
    let mut game = Outcomes::new(Play::Normal, |cells: &Vec<u64>| slides(cells));
    let mut input = String::from("1023\n");
    let mut expected = String::new();
    for mask in 1u32..1 << 10 {
        let cells: Vec<u64> = (0..10)
            .filter(|b| mask >> b & 1 == 1)
            .map(|b| b + 1)
            .collect();
        let shown: Vec<String> = cells.iter().rev().map(u64::to_string).collect();
        input += &format!("{}\n{}\n", cells.len(), shown.join(" "));
        expected += if game.wins(cells) {
            "Georgia will win\n"
        } else {
            "Bob will win\n"
        };
    }
    assert_eq!(answer("poj1704", &input), expected);
}

#[test]
fn poj1704_duplicates_and_limits() {
    // Pairs from the right: (1, 10^18) holds 10^18 - 2 empty cells.
    let input = format!("3\n2\n{E18} 1\n4\n{E18} 1 {} 4\n1\n{E18}\n", E18 - 3);
    assert_eq!(
        answer("poj1704", &input),
        "Georgia will win\nBob will win\nGeorgia will win\n"
    );
    check_each(
        rejects,
        "poj1704",
        &[
            (
                "2\n2\n1 3\n3\n5 2 5\n",
                "case 2 of 2: two chessmen on cell 5",
            ),
            (
                "1\n2\n0 3\n",
                "case 1 of 1: position 1 of 2 = 0 is out of range",
            ),
            (&format!("1\n1\n{}\n", E18 + 1), "out of range"),
        ],
    );
    assert_eq!(
        answer("poj1704", "2\n0\n1\n1\n"),
        "Bob will win\nBob will win\n"
    );
    assert_eq!(answer("poj1704", "0\n"), "");
    rejects("poj1704", "1000001\n", "T = 1000001 is out of range");
}

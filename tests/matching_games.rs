//! `luogu1971` (the matching game of P1971), `abc172f` and `arc105d` at
//! their limits and on the inputs they must refuse. `luogu1971` is checked
//! on whole 40 x 40 games against a textbook replay written here (Kuhn's
//! algorithm, one search per move), independent of the library; its small
//! games are checked against a search of the board in the library's unit
//! tests (`sg::bipartite::sliding`), like `nim::unfair` and `nim::dishes`.

use crate::common::{answer, check_each, refusal, rejects, rejects_exactly};
use cp_games::testing::Rng;
use std::fmt::Write as _;

const SLIDING: &str = "luogu1971";
const UNFAIR: &str = "abc172f";
const DISHES: &str = "arc105d";

/// A random legal game on an `n x m` board that Dandan wins: the hole walks
/// `path` (its first `2k + 1` cells), Tutu's cells `O`, Dandan's `X`, every
/// other cell random, except the cells next to the final hole, `X`, so that
/// Tutu is stuck. Returns the board, row by row, and the moves (0-based).
fn game_along(
    rng: &mut Rng,
    n: usize,
    m: usize,
    path: &[(usize, usize)],
) -> (Vec<Vec<u8>>, Vec<(usize, usize)>) {
    let mut board: Vec<Vec<u8>> = (0..n)
        .map(|_| {
            (0..m)
                .map(|_| if rng.below(2) == 0 { b'O' } else { b'X' })
                .collect()
        })
        .collect();
    for (step, &(i, j)) in path.iter().enumerate() {
        board[i][j] = match step {
            0 => b'.',
            s if s % 2 == 1 => b'O',
            _ => b'X',
        };
    }
    let (fi, fj) = *path.last().unwrap();
    for (di, dj) in [(0, 1), (1, 0), (0, usize::MAX), (usize::MAX, 0)] {
        let (i, j) = (fi.wrapping_add(di), fj.wrapping_add(dj));
        if i < n && j < m && !path.contains(&(i, j)) {
            board[i][j] = b'X';
        }
    }
    (board, path[1..].to_vec())
}

/// A random self-avoiding walk of even length from a random cell, as long
/// as it can go up to `2 * max_k` steps (at least 2).
fn random_walk(rng: &mut Rng, n: usize, m: usize, max_k: usize) -> Vec<(usize, usize)> {
    loop {
        let mut path = vec![(rng.below(n), rng.below(m))];
        while path.len() < 2 * max_k + 1 {
            let (i, j) = *path.last().unwrap();
            let next: Vec<(usize, usize)> = [(0, 1), (1, 0), (0, usize::MAX), (usize::MAX, 0)]
                .iter()
                .map(|&(di, dj)| (i.wrapping_add(di), j.wrapping_add(dj)))
                .filter(|&(a, b)| a < n && b < m && !path.contains(&(a, b)))
                .collect();
            if next.is_empty() {
                break;
            }
            path.push(next[rng.below(next.len())]);
        }
        if path.len() % 2 == 0 {
            path.pop();
        }
        if path.len() >= 3 {
            return path;
        }
    }
}

/// The textbook replay: the graph of the cells the hole may enter, a
/// maximum matching by Kuhn's algorithm, and per move the hole's cell
/// banned and its mate re-matched if it can be.
fn textbook_mistakes(board: &[Vec<u8>], moves: &[(usize, usize)]) -> Vec<usize> {
    let (n, m) = (board.len(), board[0].len());
    let (sr, sc) = (0..n)
        .flat_map(|i| (0..m).map(move |j| (i, j)))
        .find(|&(i, j)| board[i][j] == b'.')
        .unwrap();
    let p = (sr + sc) % 2;
    let vertex = |i: usize, j: usize| {
        (i, j) == (sr, sc)
            || (board[i][j] == b'X' && (i + j) % 2 == p)
            || (board[i][j] == b'O' && (i + j) % 2 != p)
    };
    let mut adj = vec![Vec::new(); n * m];
    for i in 0..n {
        for j in 0..m {
            if !vertex(i, j) {
                continue;
            }
            if i + 1 < n && vertex(i + 1, j) {
                adj[i * m + j].push((i + 1) * m + j);
                adj[(i + 1) * m + j].push(i * m + j);
            }
            if j + 1 < m && vertex(i, j + 1) {
                adj[i * m + j].push(i * m + j + 1);
                adj[i * m + j + 1].push(i * m + j);
            }
        }
    }
    fn kuhn(
        u: usize,
        adj: &[Vec<usize>],
        ban: &[bool],
        seen: &mut [bool],
        mate: &mut [usize],
    ) -> bool {
        for &w in &adj[u] {
            if ban[w] || seen[w] {
                continue;
            }
            seen[w] = true;
            if mate[w] == usize::MAX || kuhn(mate[w], adj, ban, seen, mate) {
                mate[w] = u;
                mate[u] = w;
                return true;
            }
        }
        false
    }
    let mut mate = vec![usize::MAX; n * m];
    let mut ban = vec![false; n * m];
    for i in 0..n {
        for j in 0..m {
            if vertex(i, j) && (i + j) % 2 == p && mate[i * m + j] == usize::MAX {
                kuhn(i * m + j, &adj, &ban, &mut vec![false; n * m], &mut mate);
            }
        }
    }
    let mut hole = sr * m + sc;
    let mut wins = Vec::new();
    for &(i, j) in moves {
        ban[hole] = true;
        let v = mate[hole];
        wins.push(if v == usize::MAX {
            false
        } else {
            mate[hole] = usize::MAX;
            mate[v] = usize::MAX;
            !kuhn(v, &adj, &ban, &mut vec![false; n * m], &mut mate)
        });
        hole = i * m + j;
    }
    (0..moves.len() / 2)
        .filter(|&t| wins[2 * t] && wins[2 * t + 1])
        .map(|t| t + 1)
        .collect()
}

fn input_of(board: &[Vec<u8>], moves: &[(usize, usize)]) -> String {
    let mut s = format!("{} {}\n", board.len(), board[0].len());
    for row in board {
        writeln!(s, "{}", String::from_utf8_lossy(row)).unwrap();
    }
    writeln!(s, "{}", moves.len() / 2).unwrap();
    for &(i, j) in moves {
        writeln!(s, "{} {}", i + 1, j + 1).unwrap();
    }
    s
}

fn expected_output(mistakes: &[usize]) -> String {
    let mut s = format!("{}\n", mistakes.len());
    for i in mistakes {
        writeln!(s, "{i}").unwrap();
    }
    s
}

#[test]
fn luogu1971_agrees_with_the_textbook_replay_on_40_by_40_games() {
    let mut rng = Rng::new(1971);
    let (n, m) = (40, 40);
    let snake: Vec<(usize, usize)> = (0..n)
        .flat_map(|i| (0..m).map(move |j| (i, if i % 2 == 0 { j } else { m - 1 - j })))
        .collect();
    let mut with_mistakes = 0;
    for round in 0..24 {
        // Snakes of random length (up to k = 799, the most a 40 x 40 board
        // holds), and random walks.
        let path = if round % 2 == 0 {
            let k = if round == 0 { 799 } else { 1 + rng.below(799) };
            snake[..2 * k + 1].to_vec()
        } else {
            random_walk(&mut rng, n, m, 799)
        };
        let (board, moves) = game_along(&mut rng, n, m, &path);
        let expected = textbook_mistakes(&board, &moves);
        with_mistakes += usize::from(!expected.is_empty());
        assert_eq!(
            answer(SLIDING, &input_of(&board, &moves)),
            expected_output(&expected),
            "round {round}"
        );
    }
    assert!(with_mistakes >= 5, "{with_mistakes}");
}

#[test]
fn luogu1971_refusals() {
    check_each(
        rejects_exactly,
        SLIDING,
        &[
            (
                "1 6\nXO.OX\n1\n1 2\n1 1\n",
                "row 1 of 1: 5 characters, expected 6..=6",
            ),
            (
                "2 3\nXO.\nOXOO\n1\n1 2\n1 1\n",
                "row 2 of 2: longer than 3 characters",
            ),
            (
                "1 6\nXO.O.O\n1\n1 2\n1 1\n",
                "the board has 2 empty cells (`.`), expected exactly 1",
            ),
            (
                "1 6\nXOXOXO\n1\n1 2\n1 1\n",
                "the board has 0 empty cells (`.`), expected exactly 1",
            ),
            (
                "1 6\nXO.OXO\n1\n2 2\n1 1\n",
                "x of move 1 of 2 = 2 is out of range: expected 1..=1",
            ),
            (
                "1 6\nXO.OXO\n1\n1 2\n1 7\n",
                "y of move 2 of 2 = 7 is out of range: expected 1..=6",
            ),
            (
                "1 6\nXO.OXO\n1\n1 1\n1 2\n",
                "move 1: the cell (1, 1) is not side-adjacent to the empty cell (1, 3)",
            ),
            (
                "1 6\nXOX.XO\n1\n1 3\n1 2\n",
                "move 1: Tutu moves `O` pieces, but the cell (1, 3) holds `X`",
            ),
            // Legal, but Tutu can still move at the end: not a game Dandan won.
            (
                "1 6\nXO.OXO\n1\n1 4\n1 5\n",
                "the record does not end with Tutu to move and no move left: Dandan has not won",
            ),
        ],
    );
    check_each(
        rejects,
        SLIDING,
        &[
            (
                "1 1\n.\n1\n1 1\n1 1\n",
                "move 1: the cell (1, 1) is not side-adjacent",
            ),
            ("41 1\n", "n = 41 is out of range"),
            ("1 6\nXO.OXO\n1001\n", "k = 1001 is out of range"),
            ("1 6\nXO.OXO\n0\n", "k = 0 is out of range"),
        ],
    );
    // The first sample with its trailing spaces taken away reads the same.
    assert_eq!(answer(SLIDING, "1 6\nXO.OXO\n1\n1 2\n1 1\n"), "1\n1\n");
}

#[test]
fn abc172f_at_the_limits_and_refusals() {
    let e12 = 1_000_000_000_000u64;
    assert_eq!(answer(UNFAIR, &format!("2\n{e12} {e12}\n")), "0\n");
    // 10^12 and 1: S - X = 10^12 + 1 - X with X = 0 is odd.
    assert_eq!(answer(UNFAIR, &format!("2\n{e12} 1\n")), "-1\n");
    // 298 equal piles after the first two (nim-sum 0): the two must be made
    // equal, 10^12 - 1 each.
    let mut piles = vec![e12, e12 - 2];
    piles.extend(vec![e12 - 7; 298]);
    let line: Vec<String> = piles.iter().map(u64::to_string).collect();
    assert_eq!(answer(UNFAIR, &format!("300\n{}\n", line.join(" "))), "1\n");
    check_each(
        rejects,
        UNFAIR,
        &[
            ("1\n5\n", "N = 1 is out of range"),
            ("301\n", "N = 301 is out of range"),
            ("2\n0 3\n", "A 1 of 2 = 0 is out of range"),
            ("2\n3 1000000000001\n", "A 2 of 2 = 1000000000001"),
        ],
    );
}

#[test]
fn arc105d_at_the_limits_and_refusals() {
    // Two tests of 10^5 bags: in equal pairs (Second), then one changed (First).
    let mut bags: Vec<u64> = (1..=50_000)
        .flat_map(|v| [v * 7919 % 1_000_000_000 + 1; 2])
        .collect();
    let mut rng = Rng::new(105);
    rng.shuffle(&mut bags);
    let line = |b: &[u64]| b.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
    let mut changed = bags.clone();
    changed[17] = 1_000_000_000;
    let input = format!("2\n100000\n{}\n100000\n{}\n", line(&bags), line(&changed));
    assert_eq!(answer(DISHES, &input), "Second\nFirst\n");
    // 10^5 tests of one bag: Second every time.
    let input = format!("100000\n{}", "1\n5\n".repeat(100_000));
    assert_eq!(answer(DISHES, &input), "Second\n".repeat(100_000));
    // The sum of N is capped at 2 * 10^5.
    let over = format!(
        "3\n100000\n{}\n100000\n{}\n1\n1\n",
        line(&bags),
        line(&bags)
    );
    assert_eq!(
        refusal(DISHES, &over),
        "error: case 3 of 3: N: the sum of N over the tests exceeds 200000"
    );
    check_each(
        rejects,
        DISHES,
        &[
            ("0\n", "T = 0 is out of range"),
            ("1\n2\n0 1\n", "a 1 of 2 = 0 is out of range"),
            ("1\n2\n1 1000000001\n", "a 2 of 2 = 1000000001"),
            ("1\n100001\n", "N = 100001 is out of range"),
        ],
    );
}

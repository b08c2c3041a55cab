use super::*;
use crate::sg::graph::retrograde::tests::played;
use crate::sg::graph::tests::Tally;
use crate::testing::Rng;

/// A small game played by its rules: `options[p]` are the moves from `p`,
/// `at_once[p]` says a move from `p` wins at once, and the game is over at
/// a position of `ends`.
struct Rules {
    options: Vec<Vec<usize>>,
    at_once: Vec<bool>,
    ends: Vec<usize>,
}

impl Rules {
    fn random(rng: &mut Rng, n: usize) -> Rules {
        let m = rng.below(3 * n + 1);
        let mut options = vec![Vec::new(); n];
        for _ in 0..m {
            options[rng.below(n)].push(rng.below(n));
        }
        let at_once = (0..n).map(|_| rng.below(6) == 0).collect();
        let ends = (0..n).filter(|_| rng.below(8) == 0).collect();
        Rules {
            options,
            at_once,
            ends,
        }
    }

    fn over(&self, p: usize) -> bool {
        self.ends.contains(&p)
    }

    /// Value iteration over the depth: `win[d][p]` says the player to move
    /// at `p` can force the game to end in their favour within `d` plies,
    /// `lose[d][p]` that the opponent can. The length is the least such
    /// `d`; `None` for neither within `limit` plies (a draw when `limit`
    /// is past the number of positions).
    fn lengths(&self, limit: usize) -> Vec<(Outcome, Option<usize>)> {
        let n = self.options.len();
        let over_now = |p: usize| self.over(p) || (self.options[p].is_empty() && !self.at_once[p]);
        let mut win = vec![false; n];
        let mut lose: Vec<bool> = (0..n).map(over_now).collect();
        let mut found: Vec<(Outcome, Option<usize>)> = (0..n)
            .map(|p| {
                if lose[p] {
                    (Outcome::Lose, Some(0))
                } else {
                    (Outcome::Draw, None)
                }
            })
            .collect();
        for d in 1..=limit {
            let new_win: Vec<bool> = (0..n)
                .map(|p| {
                    !self.over(p) && (self.at_once[p] || self.options[p].iter().any(|&q| lose[q]))
                })
                .collect();
            let new_lose: Vec<bool> = (0..n)
                .map(|p| over_now(p) || !self.at_once[p] && self.options[p].iter().all(|&q| win[q]))
                .collect();
            for p in 0..n {
                assert!(!(new_win[p] && new_lose[p]));
                if found[p].1.is_none() && new_win[p] {
                    found[p] = (Outcome::Win, Some(d));
                }
                if found[p].1.is_none() && new_lose[p] {
                    found[p] = (Outcome::Lose, Some(d));
                }
            }
            win = new_win;
            lose = new_lose;
        }
        found
    }
}

/// Checks `solved` against the rules: the brute force's outcome and
/// length, and a best move that keeps them.
fn check(rules: &Rules, solved: &Solved) {
    let n = rules.options.len();
    let slow = rules.lengths(2 * n + 2);
    assert_eq!(slow, rules.lengths(4 * n + 4));
    for p in 0..n {
        let (outcome, plies) = slow[p];
        let what = format!("position {p} of {:?} {:?}", rules.options, rules.at_once);
        assert_eq!(solved.outcome(p), outcome, "{what}");
        assert_eq!(solved.plies(p).map(|d| d as usize), plies, "{what}");
        let best = solved.best_move(p);
        match (outcome, best) {
            (_, Some(Best::AtOnce)) => {
                assert!(rules.at_once[p] && outcome == Outcome::Win && plies == Some(1));
            }
            (Outcome::Draw, Some(Best::To(q))) => {
                assert!(
                    rules.options[p].contains(&q) && slow[q].0 == Outcome::Draw,
                    "{what}"
                );
            }
            (_, Some(Best::To(q))) => {
                assert!(rules.options[p].contains(&q), "{what}");
                assert_eq!(slow[q].0, outcome.for_previous(), "{what}");
                assert_eq!(slow[q].1.map(|d| d + 1), plies, "{what}");
            }
            (_, None) => assert_eq!(plies, Some(0), "{what}"),
        }
        let winning = solved.winning_move(p);
        assert_eq!(winning.is_some(), outcome == Outcome::Win, "{what}");
    }
}

#[test]
fn random_games_match_value_iteration_over_the_depth() {
    let mut r = Retrograde::new();
    let mut longest = 0;
    Tally::of_random_rounds(4576, 4000, |rng| {
        let n = 1 + rng.below(9);
        let rules = Rules::random(rng, n);
        let game = Numbered::new(n, |p, to| {
            to.extend_from_slice(&rules.options[p]);
            rules.at_once[p]
        });
        let solved = r.solve(&game, &rules.ends);
        check(&rules, &solved);
        for p in 0..n {
            longest = longest.max(solved.plies(p).unwrap_or(0));
        }
        // The plain analysis agrees, on the same arrays.
        if rules.at_once.iter().all(|&a| !a) {
            assert_eq!(r.outcomes(&game, &rules.ends), solved.outcomes());
        }
        solved.outcomes().to_vec()
    })
    .assert_each_over(2000);
    assert!(longest >= 5, "{longest}");
}

/// On digraphs without ends or instant wins, the outcomes are those of the
/// crate's other brute force, the bounded search of `explore`.
#[test]
fn digraphs_match_the_bounded_search() {
    let mut rng = Rng::new(45760);
    for _ in 0..500 {
        let (n, wide): (usize, Vec<(usize, usize)>) = rng.multigraph(8, |n| 3 * n);
        let edges: Vec<(u32, u32)> = wide.iter().map(|&(a, b)| (a as u32, b as u32)).collect();
        let solved = Retrograde::new().solve(&Numbered::from_digraph(&Digraph::new(n, &wide)), &[]);
        let slow = played(n, &edges, None, 2 * n + 2);
        assert_eq!(solved.outcomes(), slow, "{edges:?}");
    }
}

/// A path `0 -> 1 -> ... -> k` with a loop at `j`: the lengths count down
/// to the end, and a loop turns the positions before it into draws only
/// when they would lose.
#[test]
fn paths_with_a_loop() {
    for k in 1..12usize {
        let path = Numbered::new(k + 1, |p, to| {
            if p < k {
                to.push(p + 1);
            }
            false
        });
        let s = Retrograde::new().solve(&path, &[]);
        for p in 0..=k {
            assert_eq!(s.plies(p), Some((k - p) as u32));
            assert_eq!(s.outcome(p), Outcome::from_wins((k - p) % 2 == 1));
        }
        for j in 0..k {
            let looped = Numbered::new(k + 1, |p, to| {
                if p < k {
                    to.push(p + 1);
                }
                if p == j {
                    to.push(p);
                }
                false
            });
            let s = Retrograde::new().solve(&looped, &[]);
            let j_wins = (k - j) % 2 == 1;
            for p in 0..=k {
                // Past the loop, or with the loop's owner winning anyway,
                // the path's parity; else the loop's owner stalls forever.
                let expected = if p > j || j_wins {
                    Outcome::from_wins((k - p) % 2 == 1)
                } else {
                    Outcome::Draw
                };
                assert_eq!(s.outcome(p), expected, "k {k} loop at {j}, position {p}");
            }
        }
    }
}

#[test]
#[should_panic(expected = "a move from 0 to 3 of 3")]
fn a_move_off_the_positions_is_refused() {
    Numbered::new(3, |p, to| {
        to.push(p + 3);
        false
    });
}

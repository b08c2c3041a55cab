//! Never confidently wrong: tables of games played by their rules (with
//! the crate's brute-force engines), whose small tables invite a wrong
//! rule, guessed and then asked far beyond the table. Every answer must be
//! the game's value or no answer (`?`).

use crate::explore::{Minimax, Move, Outcomes, Play};
use crate::guess::{guess, Arg, Guess, Options, Table};
use crate::testing::Rng;
use crate::Side;

fn wl(win: bool) -> String {
    if win { "W" } else { "L" }.to_string()
}

/// A smaller search than the default (soundness does not depend on the
/// budget: a search cut short answers `?`), to keep the tests quick.
fn small_budget() -> Options {
    Options {
        formula_work: Some(100_000_000),
        ..Options::default()
    }
}

/// Guesses the table of `rows` (with `queries` given up front) and returns
/// how many of `far` it answered; every answer must be the far point's.
fn answered(
    names: &[&str],
    rows: Vec<(Vec<Arg>, String)>,
    far: &[(Vec<Arg>, String)],
    options: Options,
) -> usize {
    let names = names.iter().map(|s| s.to_string()).collect();
    let t = Table::from_args(names, rows).unwrap();
    let options = Options {
        queries: far.iter().map(|f| f.0.clone()).collect(),
        ..options
    };
    let g = guess(&t, &options).unwrap();
    let Guess::Found(f) = &g else {
        return 0;
    };
    let mut n = 0;
    for (args, want) in far {
        if let Some(v) = f.value_of(args) {
            assert_eq!(&v, want, "at {args:?}:\n{g}");
            n += 1;
        }
    }
    n
}

/// A word of `A` and `B` and a bound `k`: a move deletes 1 to `k` letters
/// from the right end; whoever deletes the last `A` wins at once, and with
/// no `A` the player to move has lost. Positions `(word, k, over)`.
fn word_game(w: &[u8], k: u64) -> bool {
    type Pos = (Vec<u8>, u64, bool);
    let moves = |(w, k, over): &Pos| -> Vec<Pos> {
        if *over || !w.contains(&b'A') {
            return Vec::new();
        }
        (1..=(*k).min(w.len() as u64) as usize)
            .map(|j| {
                let rest = w[..w.len() - j].to_vec();
                let gone = !rest.contains(&b'A');
                (rest, *k, gone)
            })
            .collect()
    };
    Outcomes::new(Play::Normal, moves).wins((w.to_vec(), k, false))
}

#[test]
fn a_word_game_with_a_parameter_is_never_answered_wrong() {
    let rows = crate::explore::words(b"AB", 7)
        .flat_map(|w| (1..=3u64).map(move |k| (w.clone(), k)))
        .map(|(w, k)| {
            (
                vec![Arg::Int(k), Arg::Word(w.clone())],
                wl(word_game(&w, k)),
            )
        })
        .collect();
    let mut rng = Rng::new(11);
    let far: Vec<_> = (0..30)
        .map(|i| {
            let len = 9 + rng.below(12);
            let w: Vec<u8> = (0..len)
                .map(|_| if rng.below(4) == 0 { b'A' } else { b'B' })
                .collect();
            let k = if i % 5 == 0 {
                1_000_000
            } else {
                1 + rng.below_u64(8)
            };
            (
                vec![Arg::Int(k), Arg::Word(w.clone())],
                wl(word_game(&w, k)),
            )
        })
        .collect();
    let n = answered(&["k", "s", "o"], rows, &far, small_budget());
    eprintln!(
        "word game with a parameter: {n} of {} far points answered",
        far.len()
    );
}

/// Take one stone from a heap (a heap of one is gone) or merge two heaps.
fn take_or_merge(a: &[u64]) -> bool {
    let moves = |a: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..a.len() {
            let mut b = a.clone();
            if b[i] == 1 {
                b.remove(i);
            } else {
                b[i] -= 1;
            }
            b.sort_unstable();
            out.push(b);
            for j in i + 1..a.len() {
                let mut b = a.clone();
                b[i] += b[j];
                b.remove(j);
                b.sort_unstable();
                out.push(b);
            }
        }
        out
    };
    let mut a = a.to_vec();
    a.sort_unstable();
    Outcomes::new(Play::Normal, moves).wins(a)
}

#[test]
fn a_list_game_on_short_lists_is_never_answered_wrong() {
    let mut rows = Vec::new();
    let mut layer: Vec<Vec<u64>> = vec![vec![]];
    for _ in 0..4 {
        layer = layer
            .iter()
            .flat_map(|l| {
                (l.last().copied().unwrap_or(1)..=4).map(move |x| [&l[..], &[x]].concat())
            })
            .collect();
        rows.extend(
            layer
                .iter()
                .map(|l| (vec![Arg::List(l.clone())], wl(take_or_merge(l)))),
        );
    }
    let mut rng = Rng::new(23);
    let far: Vec<_> = (0..20)
        .map(|_| {
            let len = 5 + rng.below(2);
            let mut l: Vec<u64> = (0..len).map(|_| 1 + rng.below_u64(4)).collect();
            l.sort_unstable();
            (vec![Arg::List(l.clone())], wl(take_or_merge(&l)))
        })
        .collect();
    let n = answered(&["a", "o"], rows, &far, small_budget());
    eprintln!(
        "take or merge on short lists: {n} of {} far lists answered",
        far.len()
    );
}

/// A score game on four counters: the mover takes one from `a` (scoring
/// 1), one from `b` (scoring 2, while `b > c`), moves one from `c` to `d`,
/// or takes two from `d` (scoring 1); Left's total, Left maximising.
fn score(p: [u64; 4]) -> i64 {
    let moves = |&[a, b, c, d]: &[u64; 4], side: Side| {
        let s = if side == Side::Left { 1 } else { -1 };
        let mut m: Vec<Move<[u64; 4], i64>> = Vec::new();
        if a > 0 {
            m.push(Move::to([a - 1, b, c, d]).scoring(s));
        }
        if b > c {
            m.push(Move::to([a, b - 1, c, d]).scoring(2 * s));
        }
        if c > 0 {
            m.push(Move::to([a, b, c - 1, d + 1]));
        }
        if d >= 2 {
            m.push(Move::to([a, b, c, d - 2]).scoring(s));
        }
        m
    };
    Minimax::new(moves, |_: &[u64; 4], _| 0i64).value(p, Side::Left)
}

#[test]
fn a_score_game_over_four_parameters_is_never_answered_wrong() {
    let rows: Vec<_> = (0..625u64)
        .map(|i| [i / 125, i / 25 % 5, i / 5 % 5, i % 5])
        .map(|p| {
            (
                p.iter().map(|&x| Arg::Int(x)).collect(),
                score(p).to_string(),
            )
        })
        .collect();
    let mut rng = Rng::new(31);
    let far: Vec<_> = (0..20)
        .map(|_| {
            let p = [0; 4].map(|_: u64| rng.below_u64(13));
            (
                p.iter().map(|&x| Arg::Int(x)).collect(),
                score(p).to_string(),
            )
        })
        .collect();
    let n = answered(&["a", "b", "c", "d", "v"], rows, &far, small_budget());
    eprintln!(
        "score game on four counters: {n} of {} far points answered",
        far.len()
    );
}

/// Two heaps of a subtraction game with moves `set`, as one game.
fn two_heaps(set: &[u64], x: u64, y: u64) -> bool {
    let moves = |&(x, y): &(u64, u64)| {
        let mut out = Vec::new();
        for &s in set {
            if s <= x {
                out.push((x - s, y));
            }
            if s <= y {
                out.push((x, y - s));
            }
        }
        out
    };
    Outcomes::new(Play::Normal, moves).wins((x, y))
}

#[test]
fn tables_of_random_games_are_never_answered_wrong_far_away() {
    let mut rng = Rng::new(41);
    let (mut asked, mut said) = (0, 0);
    for _ in 0..3 {
        // a few small moves (a move larger than every heap of the table no
        // table can reveal: the game's own check refutes that, see
        // explore's check)
        let mut set: Vec<u64> = (1..=6).filter(|_| rng.below(2) == 0).collect();
        if set.is_empty() {
            set.push(1);
        }
        let rows = (0..=20u64)
            .flat_map(|x| (0..=20u64).map(move |y| (x, y)))
            .map(|(x, y)| (vec![Arg::Int(x), Arg::Int(y)], wl(two_heaps(&set, x, y))))
            .collect();
        let far: Vec<_> = (0..20)
            .map(|_| {
                let (x, y) = (rng.below_u64(100), rng.below_u64(100));
                (vec![Arg::Int(x), Arg::Int(y)], wl(two_heaps(&set, x, y)))
            })
            .collect();
        said += answered(&["x", "y", "o"], rows, &far, small_budget());
        asked += far.len();
    }
    eprintln!("random subtraction games: {said} of {asked} far points answered");
}

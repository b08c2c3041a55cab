//! The search against the general canonical form, a brute-force game-tree
//! search of the rules, and the values `Games` computes for Domineering
//! and Toads and Frogs.

use super::*;
use crate::cgt::domineering::{Board, Domineering};
use crate::cgt::toads_frogs::ToadsFrogs;
use crate::explore::Partizan;
use crate::testing::Rng;
use crate::Outcome;
use std::collections::HashMap;

/// A random dyadic in `[-2, 2]` with denominator at most 4.
fn small_dyadic(rng: &mut Rng) -> Dyadic {
    Dyadic::new(rng.below(17) as i64 - 8, 2)
}

/// Random option sets of numbers and numbers plus stars: the rule's
/// answer, when it gives one, is the canonical form `from_options` finds;
/// and it answers every set with all options numbers and each left one
/// below each right one, and every impartial set `x + {*A | *A}`; and on
/// these sets it leaves no game that is a number plus a star undecided.
#[test]
fn the_rule_agrees_with_from_options_on_random_option_sets() {
    let mut games = Games::new();
    let mut rng = Rng::new(0x5747);
    let mut answered = 0;
    for round in 0..20_000 {
        let pick = |rng: &mut Rng| -> Vec<(Dyadic, GrundyValue)> {
            // Few distinct numbers, so that ties (case 2) are common.
            let base = small_dyadic(rng);
            (0..rng.below(4))
                .map(|_| {
                    let x = if rng.below(2) == 0 {
                        base
                    } else {
                        small_dyadic(rng)
                    };
                    (x, rng.below(4) as GrundyValue)
                })
                .collect()
        };
        let left = pick(&mut rng);
        let right = if round % 5 == 0 {
            left.clone()
        } else {
            pick(&mut rng)
        };
        let to_games = |games: &mut Games, o: &[(Dyadic, GrundyValue)]| -> Vec<Game> {
            o.iter().map(|&(x, k)| games.number_star(x, k)).collect()
        };
        let (l, r) = (to_games(&mut games, &left), to_games(&mut games, &right));
        let general = games.from_options(&l, &r);
        let fast = number_star_from_options(&left, &right);
        if let Some((x, k)) = fast {
            answered += 1;
            assert_eq!(
                games.number_star(x, k),
                general,
                "{left:?} | {right:?}: rule {x} + *{k}, canonical {}",
                games.display(general)
            );
        }
        // The rule misses no `x + *k` (case 2 of the module docs is an iff).
        assert!(
            fast.is_some() || games.as_number_star(general).is_none(),
            "{left:?} | {right:?} = {} not decided",
            games.display(general)
        );
        let numbers = left.iter().chain(&right).all(|o| o.1 == 0);
        let ordered = left.iter().all(|a| right.iter().all(|b| a.0 < b.0));
        let one_number = left
            .iter()
            .chain(&right)
            .all(|o| Some(o.0) == left.first().map(|f| f.0));
        if (numbers && ordered) || (left == right && one_number) {
            assert!(fast.is_some(), "{left:?} | {right:?}");
        }
    }
    assert!(answered > 10_000, "the rule answered only {answered} sets");
}

#[test]
fn the_rule_on_published_values() {
    let mut games = Games::new();
    let d = Dyadic::integer;
    type Options<'a> = &'a [(Dyadic, GrundyValue)];
    let cases: [(Options, Options, &str); 12] = [
        (&[], &[], "0"),
        (&[(d(0), 0)], &[(d(0), 0)], "*"),
        (&[(d(0), 1)], &[(d(0), 1)], "0"),
        (&[(d(0), 0), (d(0), 1)], &[(d(0), 0), (d(0), 1)], "*2"),
        (&[(d(1), 1)], &[(d(3), 0)], "1"),
        (&[(d(1), 0)], &[(d(3), 0)], "2"),
        (&[(d(1), 1)], &[(d(1), 1), (d(2), 0)], "1"),
        (&[(Dyadic::new(1, 1), 0)], &[(d(1), 1)], "1"),
        (&[(Dyadic::new(1, 1), 0)], &[(d(1), 0)], "3/4"),
        (&[(d(-3), 0), (d(-1), 2)], &[], "0"),
        (&[(d(2), 0)], &[(d(2), 0), (d(2), 3)], "2*"),
        (
            &[(d(0), 0), (d(0), 1), (d(0), 4)],
            &[(d(0), 1), (d(0), 0)],
            "*2",
        ),
    ];
    for (left, right, want) in cases {
        let (x, k) = number_star_from_options(left, right).expect("decided");
        let g = games.number_star(x, k);
        assert_eq!(games.display(g), want, "{left:?} | {right:?}");
    }
}

/// A random short game on positions `0..n`: each player's moves from `p`
/// go to positions below `p`.
fn random_game(rng: &mut Rng, n: usize) -> Vec<[Vec<usize>; 2]> {
    (0..n)
        .map(|p| {
            let mut side = || -> Vec<usize> {
                if p == 0 {
                    return Vec::new();
                }
                (0..rng.below(3)).map(|_| rng.below(p)).collect()
            };
            let left = side();
            [left, side()]
        })
        .collect()
}

fn side_index(side: Side) -> usize {
    match side {
        Side::Left => 0,
        Side::Right => 1,
    }
}

/// Random games of up to 14 positions: with and without the fast path the
/// values agree; each position `p` minus its value, played by the rules
/// (Left's moves in `-v` are the negatives of `v`'s right options), is a
/// second-player win; the class agrees with who wins moving first; the
/// stops and temperature agree with the arena's.
#[test]
fn random_games_match_the_general_form_and_the_rules() {
    let mut rng = Rng::new(0x9a3e);
    let mut games = Games::new();
    let mut fast_answers = 0;
    for _ in 0..400 {
        let n = 1 + rng.below(14);
        let game = random_game(&mut rng, n);
        let moves = |&p: &usize, side: Side| game[p][side_index(side)].clone();
        let mut fast = Search::new(moves);
        let mut general = Search::without_fast_path(moves);
        for p in 0..n {
            let v = fast.value(&mut games, p);
            assert_eq!(v, general.value(&mut games, p), "{game:?} at {p}");
            if fast.number_star(&mut games, p).is_some() {
                fast_answers += 1;
            }
            let gs = &games;
            let mut rules = Partizan::new(|&(q, h): &(usize, Game), side: Side| {
                let mut out: Vec<(usize, Game)> =
                    game[q][side_index(side)].iter().map(|&r| (r, h)).collect();
                let negated = match side {
                    Side::Left => gs.right_options(h),
                    Side::Right => gs.left_options(h),
                };
                out.extend(negated.iter().map(|&o| (q, o)));
                out
            });
            let difference = (p, v);
            assert!(
                !rules.wins(difference, Side::Left) && !rules.wins(difference, Side::Right),
                "{game:?} at {p}: not {}",
                games.display(v)
            );
            let mut alone =
                Partizan::new(|&q: &usize, side: Side| game[q][side_index(side)].clone());
            let by_rules = Class::from_outcomes(
                Outcome::from_wins(alone.wins(p, Side::Left)),
                Outcome::from_wins(alone.wins(p, Side::Right)),
            );
            assert_eq!(fast.class(&mut games, p), by_rules, "{game:?} at {p}");
            assert_eq!(general.class(&mut games, p), by_rules, "{game:?} at {p}");
            let stops = (games.left_stop(v), games.right_stop(v));
            assert_eq!(fast.stops(&mut games, p), stops);
            let t = games.temperature(v);
            assert_eq!(fast.temperature(&mut games, p), t, "{}", games.display(v));
        }
    }
    assert!(fast_answers > 1000, "{fast_answers}");
}

/// The fast path's temperatures against the arena's thermographs.
#[test]
fn number_star_temperatures_match_the_thermographs() {
    let mut games = Games::new();
    for num in -40..=40 {
        for exp in 0..4 {
            for k in 0..4 {
                let x = Dyadic::new(num, exp);
                let g = games.number_star(x, k.into());
                assert_eq!(
                    number_star_temperature(x, k),
                    games.temperature(g),
                    "{}",
                    games.display(g)
                );
            }
        }
    }
}

/// Domineering's rules on a frame of `rows` x `cols` cells (bit `r * cols
/// + c` free), Left vertical.
fn domineering_moves(rows: usize, cols: usize, free: u64, side: Side) -> Vec<u64> {
    let mut out = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let (r2, c2) = match side {
                Side::Left => (r + 1, c),
                Side::Right => (r, c + 1),
            };
            if r2 < rows && c2 < cols {
                let pair = 1u64 << (r * cols + c) | 1u64 << (r2 * cols + c2);
                if free & pair == pair {
                    out.push(free & !pair);
                }
            }
        }
    }
    out
}

/// Every board within 3x3 and random 3x4 and 4x4 boards: the search over
/// the bare rules gives the canonical form `Domineering` (regions, sums,
/// symmetries) gives.
#[test]
fn domineering_values_match_the_specialised_search() {
    let mut games = Games::new();
    let mut dom = Domineering::new();
    let mut rng = Rng::new(0xd0);
    for (rows, cols) in [(1, 3), (2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 4)] {
        let mut search = Search::new(|&free: &u64, side| domineering_moves(rows, cols, free, side));
        let all = (1u64 << (rows * cols)) - 1;
        let boards: Vec<u64> = if rows * cols <= 9 {
            (0..=all).collect()
        } else {
            (0..200)
                .map(|_| rng.below(all as usize + 1) as u64)
                .collect()
        };
        for free in boards {
            let board = Board::from_bits(rows, cols, u128::from(free));
            let want = dom.value(&mut games, &board).unwrap();
            let got = search.value(&mut games, free);
            assert_eq!(got, want, "{board}: {}", games.display(want));
        }
    }
}

/// The rules of Toads and Frogs on a row of bytes.
fn toads_frogs_moves(row: &[u8], side: Side) -> Vec<Vec<u8>> {
    let (me, other, step) = match side {
        Side::Left => (b'T', b'F', 1isize),
        Side::Right => (b'F', b'T', -1isize),
    };
    let n = row.len() as isize;
    let cell = |i: isize| {
        if (0..n).contains(&i) {
            row[i as usize]
        } else {
            b'#'
        }
    };
    let mut out = Vec::new();
    for i in 0..n {
        if cell(i) != me {
            continue;
        }
        let to = if cell(i + step) == b'.' {
            i + step
        } else if cell(i + step) == other && cell(i + 2 * step) == b'.' {
            i + 2 * step
        } else {
            continue;
        };
        let mut next = row.to_vec();
        next.swap(i as usize, to as usize);
        out.push(next);
    }
    out
}

/// The canonical form by `Games::from_options` over the rules, recursion
/// and all: the values the arena computed before the search existed.
fn by_from_options(games: &mut Games, row: &[u8], memo: &mut HashMap<Vec<u8>, Game>) -> Game {
    if let Some(&g) = memo.get(row) {
        return g;
    }
    let mut options = [Vec::new(), Vec::new()];
    for side in [Side::Left, Side::Right] {
        for next in toads_frogs_moves(row, side) {
            let g = by_from_options(games, &next, memo);
            options[side_index(side)].push(g);
        }
    }
    let g = games.from_options(&options[0], &options[1]);
    memo.insert(row.to_vec(), g);
    g
}

/// Every row of up to 8 cells: `ToadsFrogs` (this search over bit masks)
/// and this search over bytes give the forms `from_options` builds.
#[test]
fn toads_and_frogs_values_match_from_options() {
    let mut games = Games::new();
    let mut tf = ToadsFrogs::new();
    let mut bytes = Search::new(|row: &Vec<u8>, side| toads_frogs_moves(row, side));
    let mut memo = HashMap::new();
    let mut rows = vec![Vec::new()];
    for _ in 0..8 {
        rows = rows
            .iter()
            .flat_map(|r: &Vec<u8>| {
                b"TF.".iter().map(move |&c| {
                    let mut longer = r.clone();
                    longer.push(c);
                    longer
                })
            })
            .collect();
        for row in &rows {
            let want = by_from_options(&mut games, row, &mut memo);
            let text = String::from_utf8(row.clone()).unwrap();
            assert_eq!(tf.value(&mut games, &text).unwrap(), want, "{text}");
            assert_eq!(bytes.value(&mut games, row.clone()), want, "{text}");
        }
    }
}

/// A game of 300 000 moves in a row (no deep recursion), through the
/// fast path and through the arena.
#[test]
fn long_games_need_no_deep_stack() {
    let n = 300_000u32;
    let mut games = Games::new();
    // Left's stalk of n edges: the number n; both may take a counter of a
    // shared pile: * or 0 by parity.
    let mut stalk = Search::new(|&k: &u32, side: Side| {
        if side == Side::Left && k > 0 {
            vec![k - 1]
        } else {
            vec![]
        }
    });
    assert_eq!(
        stalk.number_star(&mut games, n),
        Some((Dyadic::integer(n.into()), 0))
    );
    let mut pile =
        Search::without_fast_path(|&k: &u32, _: Side| if k > 0 { vec![k - 1] } else { vec![] });
    let star = games.star();
    assert_eq!(pile.value(&mut games, n + 1), star);
    assert_eq!(pile.class(&mut games, n), Class::Previous);
    assert_eq!(pile.positions(), n as usize + 2);
}

#[test]
#[should_panic(expected = "reachable from itself")]
fn a_cycle_panics() {
    let mut games = Games::new();
    let mut s = Search::new(|&p: &u8, _: Side| vec![(p + 1) % 3]);
    s.value(&mut games, 0);
}

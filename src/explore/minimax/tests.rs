use super::*;
use crate::testing::Rng;

/// The moves of the game below, with the running score in the position.
fn kept_moves(&(pile, score): &(u32, i32), side: Side) -> Vec<(u32, i32)> {
    let sign = if side == Side::Left { 1 } else { -1 };
    (1..=pile.min(2))
        .map(|t| (pile - t, score + sign * t as i32))
        .collect()
}

/// Its payoff: the score kept in the position.
fn kept_score(&(_, score): &(u32, i32), _: Side) -> i32 {
    score
}

/// One pile; a move takes 1 or 2 stones; each stone taken is worth
/// +1 to Left when Left takes it, -1 when Right does; the payoff is the
/// running score, kept in the position.
#[test]
fn take_one_or_two_scores_by_hand() {
    let mut game = Minimax::new(kept_moves, kept_score);
    // Pile 3, Left first: taking 2 leaves Right 1 (2 - 1), taking 1
    // lets Right take 2 (1 - 2): +1. Pile 4: taking 1 leaves Right the
    // pile 3 and its +1 for him (1 - 1); taking 2, Right takes 2: 0.
    assert_eq!(game.value((3, 0), Side::Left), 1);
    assert_eq!(game.value((3, 0), Side::Right), -1);
    assert_eq!(game.value((4, 0), Side::Left), 0);
    assert_eq!(game.value((0, 5), Side::Right), 5);
    assert!(game.positions() > 0);
}

/// The same game with the score per move instead of in the position: the
/// same values, and fewer memo entries.
#[test]
fn move_scores_match_the_score_kept_in_the_position() {
    let mut scored = Minimax::new(
        |&pile: &u32, side: Side| {
            let sign = if side == Side::Left { 1 } else { -1 };
            (1..=pile.min(2))
                .map(|t| Move::to(pile - t).scoring(sign * t as i32))
                .collect::<Vec<_>>()
        },
        |_, _| 0,
    );
    let mut kept = Minimax::new(kept_moves, kept_score);
    for pile in 0..12 {
        for side in [Side::Left, Side::Right] {
            assert_eq!(scored.value(pile, side), kept.value((pile, 0), side));
        }
    }
    assert!(scored.positions() <= 26);
}

#[test]
#[should_panic(expected = "cycle")]
fn a_cycle_is_reported() {
    let mut game = Minimax::new(|&p: &u8, _| vec![1 - p], |_: &u8, _| 0);
    game.value(0, Side::Left);
}

#[test]
#[should_panic(expected = "cycle")]
fn a_cycle_through_extra_turns_is_reported() {
    let mut game = Minimax::new(|&p: &u8, _| vec![Move::to(1 - p).again()], |_: &u8, _| 0i32);
    game.value(0, Side::Left);
}

/// A chain a million moves long, each move scoring 1: no stack overflow.
#[test]
fn a_game_a_million_moves_deep() {
    let mut game = Minimax::new(
        |&n: &u32, _| n.checked_sub(1).map(|m| Move::to(m).scoring(1u64)),
        |_, _| 0,
    );
    assert_eq!(game.value(1_000_000, Side::Left), 1_000_000);
}

/// A random game on positions `0..n` whose moves go to larger positions,
/// each with who moves next and a score; a payoff per final (position,
/// mover).
struct RandomGame {
    moves: Vec<Vec<(usize, Next, i64)>>,
    payoff: Vec<[i64; 2]>,
}

fn side_index(s: Side) -> usize {
    match s {
        Side::Left => 0,
        Side::Right => 1,
    }
}

fn random_game(rng: &mut Rng, n: usize) -> RandomGame {
    let moves = (0..n)
        .map(|p| {
            let k = if p + 1 == n { 0 } else { rng.below(4) };
            (0..k)
                .map(|_| {
                    let q = p + 1 + rng.below(n - p - 1);
                    let next = match rng.below(4) {
                        0 => Next::Same,
                        1 => Next::Is(Side::Left),
                        2 => Next::Is(Side::Right),
                        _ => Next::Other,
                    };
                    (q, next, rng.below(7) as i64 - 3)
                })
                .collect()
        })
        .collect();
    let payoff = (0..n)
        .map(|_| [rng.below(9) as i64 - 4, rng.below(9) as i64 - 4])
        .collect();
    RandomGame { moves, payoff }
}

/// The brute force: the game reduced to strict alternation (after a move
/// that gives the same player another turn, the opponent must pass), with
/// the running score carried along and paid at the end, searched by plain
/// recursion with no memo.
fn alternating_value(g: &RandomGame, p: usize, mover: Side, passing: bool, score: i64) -> i64 {
    if passing {
        return alternating_value(g, p, mover.other(), false, score);
    }
    if g.moves[p].is_empty() {
        return score + g.payoff[p][side_index(mover)];
    }
    let values = g.moves[p].iter().map(|&(q, next, s)| {
        let after = match next {
            Next::Other => mover.other(),
            Next::Same => mover,
            Next::Is(side) => side,
        };
        // The opponent of `after` passes first when `after` is the mover.
        if after == mover {
            alternating_value(g, q, mover.other(), true, score + s)
        } else {
            alternating_value(g, q, after, false, score + s)
        }
    });
    match mover {
        Side::Left => values.max(),
        Side::Right => values.min(),
    }
    .expect("has moves")
}

#[test]
fn turn_order_and_scores_match_the_alternating_reduction() {
    let mut rng = Rng::new(38);
    for _ in 0..300 {
        let n = 1 + rng.below(12);
        let g = random_game(&mut rng, n);
        let mut game = Minimax::new(
            |&p: &usize, _| {
                g.moves[p]
                    .iter()
                    .map(|&(to, next, score)| Move { to, next, score })
                    .collect::<Vec<_>>()
            },
            |&p: &usize, side| g.payoff[p][side_index(side)],
        );
        for p in 0..n {
            for side in [Side::Left, Side::Right] {
                let want = alternating_value(&g, p, side, false, 0);
                assert_eq!(game.value(p, side), want, "{p} {side:?}");
            }
        }
    }
}

/// Heaps in a vector: a move takes 1 or 2 from one heap and scores the
/// heap's size before the move (a rule blind to the order of the heaps);
/// Left taking 2 moves again. With and without sorting the heaps, the same
/// values.
#[test]
fn the_canonical_hook_changes_no_value() {
    let moves = |h: &Vec<u8>, side: Side| {
        let mut out = Vec::new();
        for i in 0..h.len() {
            for t in 1..=h[i].min(2) {
                let mut next = h.clone();
                next[i] -= t;
                let m = Move::to(next).scoring(h[i] as i32);
                out.push(if t == 2 && side == Side::Left {
                    m.again()
                } else {
                    m
                });
            }
        }
        out
    };
    let payoff = |h: &Vec<u8>, _: Side| h.len() as i32;
    let mut plain = Minimax::new(moves, payoff);
    let mut sorted = Minimax::new(moves, payoff).with_canonical(|mut h: Vec<u8>| {
        h.sort_unstable();
        h
    });
    let mut rng = Rng::new(7);
    for _ in 0..200 {
        let h: Vec<u8> = (0..1 + rng.below(3)).map(|_| rng.below(4) as u8).collect();
        for side in [Side::Left, Side::Right] {
            assert_eq!(plain.value(h.clone(), side), sorted.value(h.clone(), side));
        }
    }
    assert!(sorted.positions() < plain.positions());
}

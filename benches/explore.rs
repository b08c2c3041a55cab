//! `cp_games::explore` against a hand-written memo of the same game, each
//! pair in one run (`cargo bench -p cp-games-benches --bench explore`; the
//! figures and ratios are in docs/benchmarks.md):
//!
//! - `minimax`: two piles, a move takes 1 to 3 from one pile and scores
//!   what it took times the pile's weight (1 or 2), Left maximising and
//!   Right minimising the total; from piles (300, 300), Left first.
//!   [`Minimax`] with move scores against a recursive `HashMap` memo keyed
//!   by (piles, mover).
//! - `loopy`: a token on a 600 x 600 torus with sinks, three moves per
//!   position, some cycling: win / lose / draw with lengths of every
//!   position reachable from (0, 0). [`Loopy`] against a contestant's
//!   `HashMap` numbering and a hand-written retrograde with lengths.
//! - `grundy`: the subtraction game {1, 2, 3, 5, 8} where a move is never
//!   the size of the one before, positions (heap, last move), every heap up
//!   to 5 * 10^4. [`Grundy`] against a recursive `HashMap` memo.
use cp_games::explore::{Grundy, Loopy, Minimax, Move};
use cp_games::Side;
use criterion::{criterion_group, criterion_main, Criterion};
use std::collections::{HashMap, VecDeque};
use std::hint::black_box;

const PILES: u32 = 300;

/// The moves of the minimax game: (piles after, score for the mover).
fn pile_moves((a, b): (u32, u32)) -> impl Iterator<Item = ((u32, u32), i64)> {
    let from_a = (1..=a.min(3)).map(move |t| ((a - t, b), t as i64));
    let from_b = (1..=b.min(3)).map(move |t| ((a, b - t), 2 * t as i64));
    from_a.chain(from_b)
}

fn sign(side: Side) -> i64 {
    if side == Side::Left {
        1
    } else {
        -1
    }
}

fn minimax_engine() -> i64 {
    let mut game = Minimax::new(
        |&p: &(u32, u32), side: Side| {
            pile_moves(p).map(move |(q, s)| Move::to(q).scoring(sign(side) * s))
        },
        |_, _| 0i64,
    );
    game.value((PILES, PILES), Side::Left)
}

fn minimax_hand() -> i64 {
    fn value(memo: &mut HashMap<((u32, u32), bool), i64>, p: (u32, u32), left: bool) -> i64 {
        if let Some(&v) = memo.get(&(p, left)) {
            return v;
        }
        let mut best: Option<i64> = None;
        for (q, s) in pile_moves(p) {
            let v = if left { s } else { -s } + value(memo, q, !left);
            best = Some(match best {
                None => v,
                Some(b) if left => b.max(v),
                Some(b) => b.min(v),
            });
        }
        let v = best.unwrap_or(0);
        memo.insert((p, left), v);
        v
    }
    value(&mut HashMap::new(), (PILES, PILES), true)
}

const SIDE: u32 = 600;

fn torus_moves(&(x, y): &(u32, u32)) -> Vec<(u32, u32)> {
    if (x * y) % 7 == 3 {
        return Vec::new();
    }
    vec![
        ((x + 1) % SIDE, y),
        (x, (y + 1) % SIDE),
        ((x + y) % SIDE, (3 * x + 1) % SIDE),
    ]
}

/// Sum of the plies (draws as 0) and the number of draws, over every
/// position reachable: the checksum both sides must agree on.
fn loopy_engine() -> u64 {
    let g = Loopy::new([(0, 0)], torus_moves);
    let s = g.solved();
    (0..s.positions())
        .map(|i| s.plies(i).map_or(1 << 32, u64::from))
        .sum()
}

fn loopy_hand() -> u64 {
    // Number the positions by hand, breadth first.
    let mut index: HashMap<(u32, u32), u32> = HashMap::new();
    let mut order = vec![(0u32, 0u32)];
    index.insert((0, 0), 0);
    let mut first = vec![0u32];
    let mut to: Vec<u32> = Vec::new();
    let mut i = 0;
    while i < order.len() {
        for q in torus_moves(&order[i]) {
            let n = order.len() as u32;
            let j = *index.entry(q).or_insert_with(|| {
                order.push(q);
                n
            });
            to.push(j);
        }
        first.push(to.len() as u32);
        i += 1;
    }
    let n = order.len();
    // Moves into each position, then retrograde with lengths.
    let mut into_first = vec![0u32; n + 1];
    for &j in &to {
        into_first[j as usize + 1] += 1;
    }
    for v in 0..n {
        into_first[v + 1] += into_first[v];
    }
    let mut fill = into_first.clone();
    let mut from = vec![0u32; to.len()];
    for v in 0..n {
        for &j in &to[first[v] as usize..first[v + 1] as usize] {
            from[fill[j as usize] as usize] = v as u32;
            fill[j as usize] += 1;
        }
    }
    // 0 unknown, 1 won, 2 lost.
    let mut label = vec![0u8; n];
    let mut plies = vec![0u32; n];
    let mut left: Vec<u32> = (0..n).map(|v| first[v + 1] - first[v]).collect();
    let mut queue = VecDeque::new();
    for v in 0..n {
        if left[v] == 0 {
            label[v] = 2;
            queue.push_back(v);
        }
    }
    while let Some(v) = queue.pop_front() {
        for &u in &from[into_first[v] as usize..into_first[v + 1] as usize] {
            let u = u as usize;
            if label[u] != 0 {
                continue;
            }
            if label[v] == 2 {
                label[u] = 1;
                plies[u] = plies[v] + 1;
                queue.push_back(u);
            } else {
                left[u] -= 1;
                if left[u] == 0 {
                    label[u] = 2;
                    plies[u] = plies[v] + 1;
                    queue.push_back(u);
                }
            }
        }
    }
    (0..n)
        .map(|v| {
            if label[v] == 0 {
                1 << 32
            } else {
                u64::from(plies[v])
            }
        })
        .sum()
}

const SMALL: [u64; 5] = [1, 2, 3, 5, 8];
const HEAPS: u64 = 50_000;

fn last_moves((h, last): (u64, u64)) -> impl Iterator<Item = (u64, u64)> {
    SMALL
        .iter()
        .filter(move |&&m| m <= h && m != last)
        .map(move |&m| (h - m, m))
}

fn grundy_engine() -> u64 {
    let mut g = Grundy::new(|&p: &(u64, u64)| last_moves(p));
    (0..=HEAPS).map(|h| g.grundy((h, 0))).sum()
}

fn grundy_hand() -> u64 {
    fn sg(memo: &mut HashMap<(u64, u64), u64>, p: (u64, u64)) -> u64 {
        if let Some(&v) = memo.get(&p) {
            return v;
        }
        let mut seen = 0u64;
        for q in last_moves(p) {
            seen |= 1 << sg(memo, q);
        }
        let v = u64::from(seen.trailing_ones());
        memo.insert(p, v);
        v
    }
    let mut memo = HashMap::new();
    (0..=HEAPS).map(|h| sg(&mut memo, (h, 0))).sum()
}

fn benches(c: &mut Criterion) {
    assert_eq!(minimax_engine(), minimax_hand());
    assert_eq!(loopy_engine(), loopy_hand());
    assert_eq!(grundy_engine(), grundy_hand());
    let mut group = c.benchmark_group("explore");
    group.sample_size(10);
    group.bench_function("minimax/engine", |b| b.iter(|| black_box(minimax_engine())));
    group.bench_function("minimax/hand", |b| b.iter(|| black_box(minimax_hand())));
    group.bench_function("loopy/engine", |b| b.iter(|| black_box(loopy_engine())));
    group.bench_function("loopy/hand", |b| b.iter(|| black_box(loopy_hand())));
    group.bench_function("grundy/engine", |b| b.iter(|| black_box(grundy_engine())));
    group.bench_function("grundy/hand", |b| b.iter(|| black_box(grundy_hand())));
    group.finish();
}

criterion_group!(explore, benches);
criterion_main!(explore);

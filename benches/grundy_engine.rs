//! Our side of `benches/grundy_engine.py`: `sg::Grundy` against hand-written
//! memos, on the games of issue #31 req 3, each timed in this process (best
//! of `runs`, argument 1, default 5; argument 2, if given, runs only the
//! contenders whose name starts with it). Prints `name milliseconds checksum`
//! lines; the script adds the textbook C++ and the ratios.
//!
//! - dense: the subtraction game with the Fibonacci moves {1, 2, 3, 5, ...,
//!   89}, the value of every heap from 0 to 10^6 in turn;
//! - sparse: the same moves up to 8, a move never the same size as the one
//!   before: positions (heap, last move), every heap up to 2 * 10^5 in turn.
use cp_games::sg::Grundy;
use std::collections::HashMap;
use std::time::Instant;

const FIB: [u64; 10] = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89];
const SMALL: [u64; 5] = [1, 2, 3, 5, 8];
const DENSE_N: u64 = 1_000_000;
const SPARSE_N: u64 = 200_000;

fn best(runs: usize, mut f: impl FnMut() -> u64) -> (f64, u64) {
    let mut best = f64::MAX;
    let mut sum = 0;
    for _ in 0..runs {
        let t = Instant::now();
        sum = f();
        best = best.min(t.elapsed().as_secs_f64() * 1e3);
    }
    (best, sum)
}

fn dense_engine() -> u64 {
    let mut g = Grundy::new(|&h: &u64| FIB.iter().filter(move |&&m| m <= h).map(move |&m| h - m));
    (0..=DENSE_N).map(|h| g.grundy(h)).sum()
}

fn dense_array() -> u64 {
    let mut g = vec![0u8; DENSE_N as usize + 1];
    for h in 0..=DENSE_N as usize {
        let mut seen = 0u64;
        for &m in &FIB {
            if m as usize > h {
                break;
            }
            seen |= 1 << g[h - m as usize];
        }
        g[h] = seen.trailing_ones() as u8;
    }
    g.iter().map(|&v| u64::from(v)).sum()
}

fn sparse_moves((h, last): (u64, u64)) -> impl Iterator<Item = (u64, u64)> {
    SMALL
        .iter()
        .filter(move |&&m| m <= h && m != last)
        .map(move |&m| (h - m, m))
}

fn sparse_engine() -> u64 {
    let mut g = Grundy::new(|&p: &(u64, u64)| sparse_moves(p));
    (0..=SPARSE_N).map(|h| g.grundy((h, 0))).sum()
}

/// The hand-written memo: a recursive `sg` over a `HashMap`.
fn sparse_hashmap() -> u64 {
    fn sg(memo: &mut HashMap<(u64, u64), u64>, p: (u64, u64)) -> u64 {
        if let Some(&v) = memo.get(&p) {
            return v;
        }
        let mut seen = 0u64;
        for q in sparse_moves(p) {
            seen |= 1 << sg(memo, q);
        }
        let v = u64::from(seen.trailing_ones());
        memo.insert(p, v);
        v
    }
    let mut memo = HashMap::new();
    (0..=SPARSE_N).map(|h| sg(&mut memo, (h, 0))).sum()
}

fn main() {
    let runs = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(5);
    for (name, f) in [
        ("dense-engine", dense_engine as fn() -> u64),
        ("dense-array", dense_array),
        ("sparse-engine", sparse_engine),
        ("sparse-hashmap", sparse_hashmap),
    ] {
        if std::env::args()
            .nth(2)
            .is_some_and(|only| !name.starts_with(&only))
        {
            continue;
        }
        let (ms, sum) = best(runs, f);
        println!("{} {:.2} {}", name, ms, sum);
    }
}

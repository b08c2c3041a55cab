//! Criterion benchmarks of each library entry point at the judges' sizes,
//! and of `sg::Grundy` on a wide node (the case a rescanning search makes
//! quadratic). `cargo bench -p cp-games-benches --bench solvers`; figures are in
//! `docs/benchmarks.md`.

use cp_games::input::Input;
use cp_games::nim::moore;
use cp_games::nimber::{nim_product, NimField};
use cp_games::sg::cutting::CuttingGame;
use cp_games::sg::set_nim::{Budget, SetNim};
use cp_games::sg::{lasker, split, Grundy};
use cp_games::stones::{either_end, take_or_merge};
use cp_games::{arc134e, inclusion_exclusion, nim, wythoff};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

fn modulo_nim(c: &mut Criterion) {
    c.bench_function("arc134e/losing_sets(200)", |b| {
        b.iter(|| arc134e::losing_sets(black_box(200)))
    });
    c.bench_function("arc134e/count_winning(200 x 200)", |b| {
        b.iter(|| arc134e::count_winning(black_box(&[200; 200])))
    });
}

fn count_multiples(c: &mut Criterion) {
    let divisors: Vec<u64> = (2..=65).collect();
    c.bench_function("inclusion_exclusion/10^18, 2..=65", |b| {
        b.iter(|| {
            inclusion_exclusion::count_multiples(black_box(1_000_000_000_000_000_000), &divisors)
        })
    });
}

fn set_nim(c: &mut Criterion) {
    let moves: Vec<u64> = (1..=100).collect();
    let budget = Budget {
        values: 1 << 24,
        steps: 1 << 28,
    };
    c.bench_function("sg/set-nim k=100, 100 heaps of 10^4", |b| {
        b.iter(|| SetNim::new(black_box(&moves), budget).first_player_wins([10_000u64; 100]))
    });
    c.bench_function("sg/split nim, 10^6 piles up to 10^18", |b| {
        b.iter(|| split::first_player_wins((0..1_000_000u64).map(|i| i * 999_999_999_999)))
    });
}

fn lasker_and_moore(c: &mut Criterion) {
    c.bench_function("sg/lasker, 10^6 heaps up to 2^64 - 1", |b| {
        b.iter(|| {
            lasker::first_player_wins(
                (0..1_000_000u64).map(|i| black_box(i.wrapping_mul(0x9E37_79B9_7F4A_7C15))),
            )
        })
    });
    c.bench_function("nim/moore count, n = 10^4, k = 100, d = 1", |b| {
        b.iter(|| moore::counting::count_first_player_wins(black_box(10_000), 100, 1))
    });
}

fn grundy_wide(c: &mut Criterion) {
    // One position with 10^5 options, each a leaf.
    c.bench_function("sg/Grundy, a node with 10^5 options", |b| {
        b.iter(|| {
            let mut g = Grundy::new(|&s: &u32| {
                if s == 0 {
                    (1..=100_000).collect()
                } else {
                    Vec::new()
                }
            });
            g.grundy(black_box(0))
        })
    });
}

fn nim_piles(c: &mut Criterion) {
    // 10^6 piles as text: parsing dominates, the XOR is free.
    let text: String = (0..1_000_000u64)
        .map(|i| (i.wrapping_mul(0x9E37_79B9) % 1_000_000_000 + 1).to_string() + " ")
        .collect();
    let mut group = c.benchmark_group("nim");
    group.throughput(criterion::Throughput::Bytes(text.len() as u64));
    group.bench_function("parse and xor 10^6 piles", |b| {
        b.iter(|| {
            let mut input = Input::new(text.as_bytes());
            input
                .with_values(1_000_000, "pile", 0..=u64::MAX, |piles| {
                    nim::first_player_wins(piles)
                })
                .unwrap()
        })
    });
    group.finish();
}

fn named_games(c: &mut Criterion) {
    // 1000 positions near 10^18: every other one a with its partner (a
    // losing position when the partner is at most 10^18), the rest a, a/3.
    let e18 = 1_000_000_000_000_000_000u64;
    let positions: Vec<(u64, u64)> = (0..1000u64)
        .map(|i| {
            let a = e18 - i * 999_999_937;
            (
                a,
                if i % 2 == 0 {
                    wythoff::partner(a).min(e18)
                } else {
                    a / 3
                },
            )
        })
        .collect();
    c.bench_function(
        "wythoff/first_player_wins, 1000 positions near 10^18",
        |b| {
            b.iter(|| {
                black_box(&positions)
                    .iter()
                    .filter(|&&(a, b)| wythoff::first_player_wins(a, b))
                    .count()
            })
        },
    );
    c.bench_function("wythoff/winning_moves, 1000 positions near 10^18", |b| {
        b.iter(|| {
            black_box(&positions)
                .iter()
                .map(|&(a, b)| wythoff::winning_moves(a, b).len())
                .sum::<usize>()
        })
    });
    c.bench_function("nim/fibonacci winning_move, 1000 piles near 10^18", |b| {
        b.iter(|| {
            (0..1000u64)
                .filter_map(|i| nim::fibonacci::winning_move(black_box(e18 - i * 999_999_937)))
                .sum::<u64>()
        })
    });
}

fn stone_games(c: &mut Criterion) {
    let row = |n: u64| -> Vec<u64> {
        (0..n)
            .map(|i| i.wrapping_mul(0x9E37_79B9) % 1_000_000_000 + 1)
            .collect()
    };
    let (judge, largest) = (row(1000), row(5000));
    c.bench_function("stones/either_end, n = 1000", |b| {
        b.iter(|| either_end::first_player_wins(black_box(&judge)))
    });
    c.bench_function("stones/either_end, n = 5000", |b| {
        b.iter(|| either_end::first_player_wins(black_box(&largest)))
    });
    c.bench_function("stones/take_or_merge, 50 piles", |b| {
        b.iter(|| take_or_merge::first_player_wins(black_box(&judge[..50]).iter().copied()))
    });
    c.bench_function("sg/cutting table, sides <= 200", |b| {
        b.iter(|| CuttingGame::new(black_box(200)))
    });
    c.bench_function("sg/cutting table, sides <= 500", |b| {
        b.iter(|| CuttingGame::new(black_box(500)))
    });
}

fn nim_products(c: &mut Criterion) {
    // 1024 random pairs (splitmix64); the throughput is in products, so
    // criterion's time per element is the cost of one product.
    let mut x = 2026u64;
    let mut next = || {
        x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let z = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let pairs: Vec<(u64, u64)> = (0..1024).map(|_| (next(), next())).collect();
    let field = NimField::new();
    let mut group = c.benchmark_group("nim_product");
    group.throughput(criterion::Throughput::Elements(pairs.len() as u64));
    group.bench_function("byte tables (NimField::product)", |b| {
        b.iter(|| {
            pairs.iter().fold(0, |acc, &(x, y)| {
                acc ^ field.product(black_box(x), black_box(y))
            })
        })
    });
    group.bench_function("field halving, no tables (nim_product)", |b| {
        b.iter(|| {
            pairs.iter().fold(0, |acc, &(x, y)| {
                acc ^ nim_product(black_box(x), black_box(y))
            })
        })
    });
    group.finish();
    c.bench_function("nim_product/NimField::new (the byte table)", |b| {
        b.iter(NimField::new)
    });
}

criterion_group!(
    benches,
    modulo_nim,
    count_multiples,
    set_nim,
    grundy_wide,
    nim_piles,
    named_games,
    lasker_and_moore,
    stone_games,
    nim_products
);
criterion_main!(benches);

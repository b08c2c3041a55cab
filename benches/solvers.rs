//! Criterion benchmarks of each library entry point at the judges' sizes.
//! `cargo bench --bench solvers`; figures are recorded in the README.

use cp_games::input::Input;
use cp_games::{arc134e, inclusion_exclusion, nim, sg::subtraction};
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
    let moves: Vec<usize> = (1..=100).collect();
    let heaps = [10_000u64; 100];
    c.bench_function("sg/set-nim k=100, 100 heaps of 10^4", |b| {
        b.iter(|| subtraction::SubtractionGame::new(black_box(&moves)).first_player_wins(&heaps))
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

criterion_group!(benches, modulo_nim, count_multiples, set_nim, nim_piles);
criterion_main!(benches);

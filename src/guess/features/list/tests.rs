//! A list's features by hand, their Rust against `eval`, and games whose
//! rules need the bounded and the sorted list's features, guessed from
//! brute-force tables and checked outside them.

use super::*;
use crate::explore::{Minimax, Outcomes, Play};
use crate::guess::features::{features, Feature};
use crate::guess::{guess, Guess, Options};
use crate::testing::Rng;
use crate::Side;

/// The value of list feature `kind` at list `a` and integer `k` (column 1).
fn at(kind: ListKind, a: &[u64], k: u64) -> Option<i128> {
    let f = Feature {
        column: 0,
        kind: FeatureKind::List(kind),
    };
    f.eval(&[Arg::List(a.to_vec()), Arg::Int(k)])
}

#[test]
fn list_features_by_hand() {
    use ListKind as L;
    let (c, k, k1) = (Bound::Const, Bound::Column(1), Bound::ColumnPlus(1, 1));
    let a = [5, 1, 2, 1, 7];
    let cases = [
        (L::Sum, 16),
        (L::Xor, 5 ^ 1 ^ 2 ^ 1 ^ 7),
        (L::Min, 1),
        (L::Max, 7),
        (L::CountEq(c(1)), 2),
        (L::CountGe(c(2)), 3),
        (L::CountOdd, 4),
        (L::SumMod(c(3)), 2 + 1 + 2 + 1 + 1),
        (L::XorMod(c(2)), 0),
        (L::SumDiv(c(2)), 2 + 1 + 3),
        (L::XorDiv(c(3)), 1 ^ 2),
        (L::XorOdd, 5 ^ 2 ^ 7),
        (L::XorEven, 0),
        (L::First, 5),
        (L::Last, 7),
        (L::Smallest(3), 2),
        // k = 3: 5 and 7 are at least 3; mod 4: 1 1 2 1 3; div 3: 1 0 0 0 2
        (L::CountGe(k), 2),
        (L::CountEq(k), 0),
        (L::SumMod(k1), 8),
        (L::SumDiv(k), 3),
        (L::XorDiv(k), 3),
        (L::CountEq(Bound::Max), 1),
        (L::CountEq(Bound::Min), 2),
        // sorted from the top: 7 5 2 1 1
        (L::SumOddRanks, 7 + 2 + 1),
        (L::SumEvenRanks, 5 + 1),
        (L::XorOddRanks, 7 ^ 2 ^ 1),
        (L::XorEvenRanks, 5 ^ 1),
        (L::Distinct, 4),
        (L::OddMultiplicities, 3),
        (L::MaxMultiplicity, 2),
    ];
    for (kind, want) in cases {
        assert_eq!(at(kind, &a, 3), Some(want), "{kind:?}");
    }
    // sorted from the top: 9 6 4 4 4 0; k = 4: mod 5 is 4 4 4 4 0 1
    let b = [4, 4, 4, 9, 0, 6];
    let cases = [
        (L::SumOddRanks, 9 + 4 + 4),
        (L::SumEvenRanks, 6 + 4),
        (L::XorOddRanks, 9),
        (L::XorEvenRanks, 6 ^ 4),
        (L::Distinct, 4),
        (L::OddMultiplicities, 4),
        (L::MaxMultiplicity, 3),
        (L::CountEq(Bound::Max), 1),
        (L::CountEq(Bound::Min), 1),
        (L::CountGe(k), 5),
        (L::CountEq(k), 3),
        (L::SumMod(k1), 17),
        (L::XorMod(k1), 1),
        (L::SumDiv(k), 1 + 1 + 1 + 2 + 1),
        (L::XorDiv(k), 2),
    ];
    for (kind, want) in cases {
        assert_eq!(at(kind, &b, 4), Some(want), "{kind:?}");
    }
}

#[test]
fn undefined_list_features_have_no_value() {
    use ListKind as L;
    let (k, k1) = (Bound::Column(1), Bound::ColumnPlus(1, 1));
    let a = [3, 8];
    // by k = 0, and k + 1 past u64
    assert_eq!(at(L::XorDiv(k), &a, 0), None);
    assert_eq!(at(L::SumMod(k), &a, 0), None);
    assert_eq!(at(L::SumMod(k1), &a, 0), Some(0));
    assert_eq!(at(L::SumMod(k1), &a, u64::MAX), None);
    assert_eq!(at(L::CountGe(k), &a, 0), Some(2));
    for kind in [L::Min, L::First, L::Smallest(1)] {
        assert_eq!(at(kind, &[], 1), None, "{kind:?}");
    }
    // the empty list: every count, sum and XOR is 0
    for kind in [
        L::CountEq(Bound::Max),
        L::CountEq(Bound::Min),
        L::SumOddRanks,
        L::XorEvenRanks,
        L::Distinct,
        L::OddMultiplicities,
        L::MaxMultiplicity,
    ] {
        assert_eq!(at(kind, &[], 1), Some(0), "{kind:?}");
    }
}

#[test]
fn bounds_by_columns_are_chosen_for_a_list_and_an_integer_only() {
    let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let rows = |k: bool| -> Vec<(Vec<Arg>, String)> {
        (0..30u64)
            .map(|i| {
                let a = Arg::List(vec![i % 7, i % 5, i / 3]);
                let args = if k { vec![a, Arg::Int(i % 4)] } else { vec![a] };
                (args, (i % 2).to_string())
            })
            .collect()
    };
    let with_k = Table::from_args(names(&["a", "k", "v"]), rows(true)).unwrap();
    let words: Vec<String> = features(&with_k, &[])
        .iter()
        .map(|f| f.name(with_k.names()))
        .collect();
    for name in [
        "count(a >= k)",
        "xor(a mod (k + 1))",
        "xor(a div k)",
        "count(a = max(a))",
    ] {
        assert!(words.iter().any(|w| w == name), "{name} not in {words:?}");
    }
    let alone = Table::from_args(names(&["a", "v"]), rows(false)).unwrap();
    let without = features(&alone, &[]);
    let bounded = |f: &Feature| matches!(f.kind, FeatureKind::List(l) if l.bound().and_then(Bound::column).is_some());
    assert!(!without.iter().any(bounded));
    // a modest number more: the bounded features of one integer column
    let more = features(&with_k, &[]).len() - without.len();
    assert!((1..=7).contains(&more), "{more} more features");
}

/// Every list feature's Rust (bounds by columns named `t` and `x`, as
/// the closures' variables, and a list named `m`, as the extremes'),
/// compiled in one rustc run, gives what `eval` gives.
#[test]
fn every_list_feature_in_rust_is_what_eval_gives() {
    let mut rng = Rng::new(11);
    let mut rows: Vec<(Vec<Arg>, String)> = Vec::new();
    let fixed: [(&[u64], u64, u64); 4] = [
        (&[5, 1, 2, 1, 7], 3, 0),
        (&[], 2, 1),
        (&[4], 0, 4),
        (&[2, 2], 1, 2),
    ];
    for (a, t, x) in fixed {
        rows.push((
            vec![Arg::List(a.to_vec()), Arg::Int(t), Arg::Int(x)],
            "0".into(),
        ));
    }
    for _ in 0..40 {
        let len = rng.below(7);
        let a = (0..len).map(|_| rng.below_u64(9)).collect();
        let (t, x) = (rng.below_u64(5), rng.below_u64(5));
        rows.push((vec![Arg::List(a), Arg::Int(t), Arg::Int(x)], "0".into()));
    }
    let names: Vec<String> = ["m", "t", "x", "v"].map(String::from).to_vec();
    let table = Table::from_args(names.clone(), rows.clone()).unwrap();
    let features: Vec<Feature> = features(&table, &[])
        .into_iter()
        .filter(|f| matches!(f.kind, FeatureKind::List(_) | FeatureKind::Len))
        .collect();
    assert!(features.len() > 40, "{}", features.len());
    let mut program = String::new();
    let mut expected = String::new();
    for (i, f) in features.iter().enumerate() {
        program += &format!(
            "fn f{i}(m: &[u64], t: u64, x: u64) -> i128 {{ let _ = (m, t, x); 0 + {} }}\n",
            f.rust(&names)
        );
    }
    program += "fn main() {\n";
    for (args, _) in &rows {
        let (Arg::List(m), Arg::Int(t), Arg::Int(x)) = (&args[0], &args[1], &args[2]) else {
            unreachable!()
        };
        for (i, f) in features.iter().enumerate() {
            // where eval has no value the Rust may panic: not called there
            let Some(v) = f.eval(args) else { continue };
            program += &format!("    println!(\"{{}}\", f{i}(&{m:?}, {t}, {x}));\n");
            expected += &format!("{v}\n");
        }
    }
    program += "}\n";
    let dir = std::env::temp_dir().join(format!("cp-games-list-features-{}", std::process::id()));
    let out = crate::testing::compile_and_run(&dir, "list_features", &program, &["-D", "warnings"]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(out, expected);
}

/// Every non-decreasing list of length 1 to `len` over `0..=max`.
fn sorted_lists(len: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    let mut last: Vec<Vec<u64>> = vec![vec![]];
    for _ in 0..len {
        last = last
            .iter()
            .flat_map(|l| {
                let from = l.last().copied().unwrap_or(0);
                (from..=max).map(move |x| [l.clone(), vec![x]].concat())
            })
            .collect();
        out.extend(last.iter().cloned());
    }
    out
}

/// Guesses the table `names`/`rows` with a budget of `work`; every point
/// of `far` must get its value or no answer, and at least `min_answered`
/// an answer. Returns the rule in words.
fn check(
    names: &[&str],
    rows: Vec<(Vec<Arg>, String)>,
    far: &[(Vec<Arg>, String)],
    work: u64,
    min_answered: usize,
) -> String {
    let names = names.iter().map(|s| s.to_string()).collect();
    let t = Table::from_args(names, rows).unwrap();
    let options = Options {
        formula_work: Some(work),
        ..Options::default()
    };
    let g = guess(&t, &options).unwrap();
    let Guess::Found(f) = &g else {
        panic!("no rule:\n{g}");
    };
    let mut answered = 0;
    for (args, want) in far {
        if let Some(v) = f.value_of(args) {
            assert_eq!(&v, want, "at {args:?}:\n{g}");
            answered += 1;
        }
    }
    assert!(
        answered >= min_answered,
        "{answered} of {} answered:\n{g}",
        far.len()
    );
    g.to_string()
}

/// Piles of coins: in turn each player takes a whole pile and scores it;
/// the value is what the first player gets more than the second, both
/// playing their best (found by minimax, not by taking the largest).
#[test]
fn taking_piles_in_turn_is_a_difference_of_ranks() {
    let mut game = Minimax::new(
        |a: &Vec<u64>, side: Side| {
            let mut distinct = a.clone();
            distinct.dedup();
            distinct
                .into_iter()
                .map(|x| {
                    let i = a.iter().position(|&y| y == x).unwrap();
                    let rest = [&a[..i], &a[i + 1..]].concat();
                    let score = if side == Side::Left {
                        x as i64
                    } else {
                        -(x as i64)
                    };
                    crate::explore::Move::to(rest).scoring(score)
                })
                .collect::<Vec<_>>()
        },
        |_: &Vec<u64>, _: Side| 0i64,
    );
    let mut value = |a: &[u64]| game.value(a.to_vec(), Side::Left).to_string();
    // lists of up to 5: the inner part's (up to 4) have two even ranks
    let rows = sorted_lists(5, 5).into_iter().map(|a| {
        let v = value(&a);
        (vec![Arg::List(a)], v)
    });
    let rows: Vec<_> = rows.collect();
    let mut rng = Rng::new(21);
    let far: Vec<_> = (0..30)
        .map(|_| {
            let mut a: Vec<u64> = (0..1 + rng.below(7)).map(|_| rng.below_u64(30)).collect();
            a.sort_unstable();
            let v = value(&a);
            (vec![Arg::List(a)], v)
        })
        .collect();
    let text = check(&["a", "v"], rows, &far, 60_000_000, 25);
    assert!(text.contains("at odd ranks from the top"), "{text}");
}

/// A game on heaps `a` and a column `k`, a move taking from one heap
/// the amounts `takes(heap, k)`, guessed on `k` in 1 to 6 and lists of up
/// to 4 heaps of up to 4 (the inner part, lists of up to 3 and `k` up to
/// 4, has XORs of residues up to 7), checked on up to 5 heaps of up to 15
/// and `k` up to 9; returns the rule in words.
fn heap_game(takes: fn(u64, u64) -> Vec<u64>) -> String {
    let mut game = Outcomes::new(Play::Normal, |(a, k): &(Vec<u64>, u64)| {
        let mut next = Vec::new();
        for i in 0..a.len() {
            for take in takes(a[i], *k) {
                let mut b = a.clone();
                b[i] -= take;
                b.sort_unstable();
                next.push((b, *k));
            }
        }
        next
    });
    let mut row = |a: Vec<u64>, k: u64| {
        let w = if game.wins((a.clone(), k)) { "W" } else { "L" };
        (vec![Arg::List(a), Arg::Int(k)], w.to_string())
    };
    let rows: Vec<_> = (1..=6)
        .flat_map(|k| sorted_lists(4, 4).into_iter().map(move |a| (a, k)))
        .map(|(a, k)| row(a, k))
        .collect();
    let mut rng = Rng::new(8);
    let far: Vec<_> = (0..30)
        .map(|_| {
            let mut a: Vec<u64> = (0..1 + rng.below(5)).map(|_| rng.below_u64(16)).collect();
            a.sort_unstable();
            row(a, 1 + rng.below_u64(9))
        })
        .collect();
    check(&["a", "k", "o"], rows, &far, 60_000_000, 25)
}

/// Nim where a move takes 1 to `k` stones from one heap, `k` a column:
/// a heap is worth its size mod `k + 1` (found by search, not by it).
#[test]
fn nim_taking_at_most_k_is_a_xor_of_residues_mod_k_plus_1() {
    let text = heap_game(|h, k| (1..=h.min(k)).collect());
    assert!(text.contains("xor(a mod (k + 1))"), "{text}");
}

/// Nim where a move takes a multiple of `k` stones from one heap: a heap
/// is worth its size div `k`.
#[test]
fn nim_taking_multiples_of_k_is_a_xor_of_quotients() {
    let text = heap_game(|h, k| (1..=h / k).map(|j| j * k).collect());
    assert!(text.contains("xor(a div k)"), "{text}");
}

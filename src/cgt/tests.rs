//! The engine against a brute-force game-tree search of explicit forms
//! (which knows no canonical forms, numbers or stops: only "Left moves to
//! a left option, Right to a right option, who cannot move loses"), and
//! against values published in Winning Ways, Siegel's *Combinatorial Game
//! Theory* and CGSuite.

use super::*;
use crate::explore::Partizan;
use crate::testing::Rng;
use crate::Class;
use crate::GrundyValue;
use crate::Side;
use std::collections::HashMap;

/// Explicit game forms, each a pair of lists of earlier forms, and the
/// forms of canonical forms [`expand`](Pool::expand) added.
#[derive(Clone)]
struct Pool {
    forms: Vec<(Vec<usize>, Vec<usize>)>,
    expanded: HashMap<Game, usize>,
}

impl Pool {
    fn new() -> Self {
        Pool {
            forms: vec![(vec![], vec![])],
            expanded: HashMap::new(),
        }
    }

    fn push(&mut self, l: Vec<usize>, r: Vec<usize>) -> usize {
        self.forms.push((l, r));
        self.forms.len() - 1
    }

    /// A random form over the existing ones, with up to `width` options a
    /// side.
    fn random(&mut self, rng: &mut Rng, width: usize) -> usize {
        let n = self.forms.len();
        let side = |rng: &mut Rng| (0..rng.below(width + 1)).map(|_| rng.below(n)).collect();
        let l = side(rng);
        let r = side(rng);
        self.push(l, r)
    }

    /// The form of `g`'s canonical form, added to the pool once.
    fn expand(&mut self, games: &Games, g: Game) -> usize {
        if let Some(&i) = self.expanded.get(&g) {
            return i;
        }
        let [l, r] = [games.left_options(g), games.right_options(g)]
            .map(|options| options.iter().map(|&h| self.expand(games, h)).collect());
        let i = self.push(l, r);
        self.expanded.insert(g, i);
        i
    }

    /// The engine's value of form `i`, bottom-up.
    fn canonical(&self, games: &mut Games, i: usize, memo: &mut Vec<Option<Game>>) -> Game {
        if memo.len() < self.forms.len() {
            memo.resize(self.forms.len(), None);
        }
        if let Some(g) = memo[i] {
            return g;
        }
        let (l, r) = &self.forms[i];
        let [l, r]: [Vec<Game>; 2] = [l, r].map(|side| {
            side.iter()
                .map(|&j| self.canonical(games, j, memo))
                .collect()
        });
        let g = games.from_options(&l, &r);
        memo[i] = Some(g);
        g
    }
}

/// A position of a sum of forms: `(form, negated)` components, sorted.
type Sum = Vec<(usize, bool)>;

/// The brute-force search over sums of the pool's forms.
fn search(pool: &Pool) -> Partizan<Sum, impl FnMut(&Sum, Side) -> Vec<Sum> + '_> {
    Partizan::new(move |p: &Sum, side: Side| {
        let mut out = Vec::new();
        for (c, &(f, negated)) in p.iter().enumerate() {
            let (l, r) = &pool.forms[f];
            // Left moves to left options, or in a negated form to the
            // negatives of its right options.
            let opts = if (side == Side::Left) != negated {
                l
            } else {
                r
            };
            for &o in opts {
                let mut next = p.clone();
                next[c] = (o, negated);
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    })
}

/// `a <= b` by search: Right, moving first in `b - a`, loses.
fn brute_le<F: FnMut(&Sum, Side) -> Vec<Sum>>(
    s: &mut Partizan<Sum, F>,
    a: &[usize],
    b: &[usize],
) -> bool {
    let mut p: Sum = b
        .iter()
        .map(|&f| (f, false))
        .chain(a.iter().map(|&f| (f, true)))
        .collect();
    p.sort_unstable();
    !s.wins(p, Side::Right)
}

/// A random pool of `size` forms with up to `width` options a side, the
/// engine's arena, and the canonical form of each form in it.
fn random_forms(seed: u64, size: usize, width: usize) -> (Pool, Games, Vec<Game>) {
    let mut rng = Rng::new(seed);
    let mut pool = Pool::new();
    while pool.forms.len() < size {
        pool.random(&mut rng, width);
    }
    let mut games = Games::new();
    let mut memo = Vec::new();
    let canon = (0..pool.forms.len())
        .map(|i| pool.canonical(&mut games, i, &mut memo))
        .collect();
    (pool, games, canon)
}

#[test]
fn comparison_outcome_and_canonical_forms_match_the_search() {
    for seed in 1..=4u64 {
        let (pool, mut games, canon) = random_forms(seed, 45, 2);
        let mut s = search(&pool);
        for i in 0..pool.forms.len() {
            for j in 0..pool.forms.len() {
                let le = brute_le(&mut s, &[i], &[j]);
                assert_eq!(games.le(canon[i], canon[j]), le, "seed {seed}: {i} <= {j}");
                if le && brute_le(&mut s, &[j], &[i]) {
                    assert_eq!(canon[i], canon[j], "seed {seed}: equal forms {i} {j}");
                }
            }
            let expected = s.outcome(vec![(i, false)]);
            assert_eq!(games.outcome(canon[i]), expected, "seed {seed}: form {i}");
        }
        // Canonical forms are fixed points, and worth their form.
        let mut check = pool.clone();
        let pairs: Vec<(usize, usize)> = (0..pool.forms.len())
            .map(|i| (i, check.expand(&games, canon[i])))
            .collect();
        let mut s = search(&check);
        for &(i, c) in &pairs {
            let g = canon[i];
            let (l, r) = (
                games.left_options(g).to_vec(),
                games.right_options(g).to_vec(),
            );
            assert_eq!(games.from_options(&l, &r), g, "idempotent");
            assert!(
                brute_le(&mut s, &[i], &[c]) && brute_le(&mut s, &[c], &[i]),
                "seed {seed}: canonical({i}) = {i}"
            );
        }
    }
}

#[test]
fn sums_and_negatives_match_the_search() {
    for seed in 11..=13u64 {
        let (pool, mut games, canon) = random_forms(seed, 30, 2);
        let mut rng = Rng::new(seed);
        let mut check = pool.clone();
        let mut cases = Vec::new();
        for _ in 0..60 {
            let (i, j) = (rng.below(pool.forms.len()), rng.below(pool.forms.len()));
            let sum = games.add(canon[i], canon[j]);
            assert_eq!(games.add(canon[j], canon[i]), sum);
            let neg = games.neg(canon[i]);
            assert_eq!(games.neg(neg), canon[i]);
            assert_eq!(games.add(canon[i], neg), games.zero());
            let (s, n) = (check.expand(&games, sum), check.expand(&games, neg));
            cases.push((i, j, s, n));
        }
        let mut s = search(&check);
        for (i, j, sum, neg) in cases {
            assert!(
                brute_le(&mut s, &[i, j], &[sum]) && brute_le(&mut s, &[sum], &[i, j]),
                "seed {seed}: {i} + {j}"
            );
            // neg + i = 0: a second-player win.
            assert_eq!(
                s.outcome(
                    vec![(i, false), (neg, false)]
                        .into_iter()
                        .collect::<Vec<_>>()
                        .tap_sort()
                ),
                Class::Previous
            );
        }
    }
}

trait TapSort {
    fn tap_sort(self) -> Self;
}
impl TapSort for Sum {
    fn tap_sort(mut self) -> Self {
        self.sort_unstable();
        self
    }
}

/// Stops pin where comparisons with numbers flip: `x > L(G)` gives
/// `G < x`, `x < L(G)` gives `G` not `<= x` (Left, moving first, wins
/// `G - x`), and dually for `R(G)`; checked by search on a grid of
/// numbers.
#[test]
fn stops_match_where_comparisons_with_numbers_flip() {
    let (pool, mut games, canon) = random_forms(21, 35, 2);
    let mut check = pool.clone();
    let grid: Vec<(Dyadic, usize)> = (-24..=24)
        .map(|n| {
            let x = Dyadic::new(n, 3);
            let g = games.number(x);
            (x, check.expand(&games, g))
        })
        .collect();
    let mut s = search(&check);
    for (i, &g) in canon.iter().enumerate() {
        let (l, r) = (games.left_stop(g), games.right_stop(g));
        assert!(l >= r);
        for &(x, f) in &grid {
            if x > l {
                assert!(
                    brute_le(&mut s, &[i], &[f]) && !brute_le(&mut s, &[f], &[i]),
                    "{i}: L {l} < {x}"
                );
            }
            if x < l {
                assert!(!brute_le(&mut s, &[i], &[f]), "{i}: L {l} > {x}");
            }
            if x < r {
                assert!(
                    brute_le(&mut s, &[f], &[i]) && !brute_le(&mut s, &[i], &[f]),
                    "{i}: R {r} > {x}"
                );
            }
            if x > r {
                assert!(!brute_le(&mut s, &[f], &[i]), "{i}: R {r} < {x}");
            }
        }
    }
}

#[test]
fn display_parse_round_trip_on_generated_games() {
    for seed in 31..=33u64 {
        let (_, mut games, mut all) = random_forms(seed, 60, 3);
        let mut rng = Rng::new(seed);
        for _ in 0..40 {
            let (a, b) = (all[rng.below(all.len())], all[rng.below(all.len())]);
            let s = games.add(a, b);
            all.push(s);
        }
        for &g in &all {
            let text = games.display(g);
            assert_eq!(games.parse(&text), Ok(g), "{text}");
        }
    }
}

fn n(x: i64) -> Dyadic {
    Dyadic::integer(x)
}

#[test]
fn published_values() {
    let mut g = Games::new();
    let zero = g.zero();
    let star = g.star();
    let up = g.from_options(&[zero], &[star]);
    let down = g.neg(up);
    assert_eq!(g.display(down), "↓");
    assert_eq!(g.add(star, star), zero);
    assert_eq!(g.add(up, down), zero);
    let star2 = g.nimber(2);
    let star3 = g.nimber(3);
    assert_eq!(g.add(star2, star3), star);
    // ↑* = {0, * | 0}, ⇑ = {0 | ↑*}, ⇑* = {0 | ↑} (Winning Ways ch. 3).
    let up_star = g.add(up, star);
    assert_eq!(g.left_options(up_star), &[zero, star]);
    assert_eq!(g.right_options(up_star), &[zero]);
    assert_eq!(g.display(up_star), "↑*");
    assert_eq!(g.outcome(up_star), Class::Next);
    let double_up = g.add(up, up);
    assert_eq!(
        (g.left_options(double_up), g.right_options(double_up)),
        (&[zero][..], &[up_star][..])
    );
    let double_up_star = g.add(double_up, star);
    assert_eq!(
        (
            g.left_options(double_up_star),
            g.right_options(double_up_star)
        ),
        (&[zero][..], &[up][..])
    );
    assert_eq!(g.display(double_up), "⇑");
    assert_eq!(g.outcome(double_up_star), Class::Left);
    // n·↑ and n·↑* for n up to 6, as named.
    let mut multiple = zero;
    for k in 1..=6i64 {
        multiple = g.add(multiple, up);
        let with_star = g.add(multiple, star);
        assert_eq!(g.parse(&format!("^{k}")), Ok(multiple));
        assert_eq!(g.parse(&format!("v{k}*")), Ok(g.neg(with_star)));
        assert_eq!(g.outcome(multiple), Class::Left);
        assert_eq!(
            g.outcome(with_star),
            if k == 1 { Class::Next } else { Class::Left }
        );
        let half = g.number(Dyadic::new(1, 1));
        let shifted = g.add(half, with_star);
        let name = g.display(shifted);
        assert!(
            name.starts_with("1/2") && name.ends_with('*') && !name.contains('{'),
            "{name}"
        );
    }
    // Switches and hot games.
    let one = g.number(n(1));
    let minus_one = g.number(n(-1));
    let pm1 = g.from_options(&[one], &[minus_one]);
    assert_eq!(g.display(pm1), "±1");
    assert_eq!(g.add(pm1, pm1), zero);
    assert_eq!(g.outcome(pm1), Class::Next);
    let one_zero = g.from_options(&[one], &[zero]);
    assert_eq!(g.display(one_zero), "1/2±1/2");
    assert_eq!(g.add(one_zero, one_zero), one);
    let two = g.number(n(2));
    let hot = g.from_options(&[two], &[minus_one]);
    assert_eq!((g.left_stop(hot), g.right_stop(hot)), (n(2), n(-1)));
    assert_eq!(g.temperature(hot), Dyadic::new(3, 1));
    assert_eq!(g.thermograph(hot).mast, Dyadic::new(1, 1));
    assert_eq!(g.temperature(pm1), n(1));
    assert_eq!(g.temperature(one_zero), Dyadic::new(1, 1));
    assert_eq!(g.temperature(star), n(0));
    assert_eq!(g.temperature(up), n(0));
    assert_eq!(g.temperature(up_star), n(0));
    assert_eq!(g.temperature(two), n(-1));
    let three_quarters = g.number(Dyadic::new(3, 2));
    assert_eq!(g.temperature(three_quarters), Dyadic::new(-1, 2));
    // {3 || 2 | 0}: stops 3 and 2, temperature 1 on a mast at 2.
    let two_zero = g.from_options(&[two], &[zero]);
    let three = g.number(n(3));
    let tiered = g.from_options(&[three], &[two_zero]);
    assert_eq!(g.display(tiered), "{3|1±1}");
    assert_eq!(g.parse("{3||2|0}"), Ok(tiered));
    assert_eq!((g.left_stop(tiered), g.right_stop(tiered)), (n(3), n(2)));
    assert_eq!(g.temperature(tiered), n(1));
    // Dominated and reversible options go: -1 is dominated by 0, and *
    // reverses through 0 in {* | *}.
    let half = g.number(Dyadic::new(1, 1));
    assert_eq!(g.from_options(&[minus_one, zero], &[one]), half);
    assert_eq!(g.from_options(&[star], &[star]), zero);
    assert_eq!(g.from_options(&[zero, star], &[zero, star]), star2);
}

/// The mean value theorem (Siegel, Theorem II.5.?): the stops of `n·G`
/// stay within the temperature of `n` times the mast value.
#[test]
fn mast_values_are_means() {
    let (_, mut games, canon) = random_forms(41, 30, 2);
    for g in canon {
        let th = games.thermograph(g);
        let t = th.temperature.max(n(0));
        let mut multiple = games.zero();
        for k in 1..=5i64 {
            multiple = games.add(multiple, g);
            let mean = if k == 1 {
                th.mast
            } else {
                th.mast + times(k - 1, th.mast)
            };
            let (l, r) = (games.left_stop(multiple), games.right_stop(multiple));
            assert!(
                l <= mean + t && r >= mean - t,
                "{}: {k} copies, stops {l} {r}, mean {mean}, t {t}",
                games.display(g)
            );
        }
    }
}

fn times(k: i64, x: Dyadic) -> Dyadic {
    (0..k).fold(n(0), |s, _| s + x)
}

/// `x + *k` as stored against the sum of the explicit forms of `x` and of
/// `*k = {*0, ..., *(k-1) | *0, ..., *(k-1)}`, by search.
#[test]
fn number_plus_nimber_forms_match_the_search() {
    let mut games = Games::new();
    let mut pool = Pool::new();
    let mut stars = vec![0usize];
    for _ in 1..=4 {
        let below = stars.clone();
        stars.push(pool.push(below.clone(), below));
    }
    let mut cases = Vec::new();
    for x in [n(0), n(1), n(-2), Dyadic::new(3, 2), Dyadic::new(-5, 3)] {
        let number = games.number(x);
        let xf = pool.expand(&games, number);
        for (k, &sf) in stars.iter().enumerate() {
            let g = games.number_star(x, k as GrundyValue);
            assert_eq!(games.as_number_star(g), Some((x, k as GrundyValue)));
            let nimber = games.nimber(k as GrundyValue);
            assert_eq!(games.add(number, nimber), g);
            cases.push((xf, sf, pool.expand(&games, g)));
        }
    }
    let mut s = search(&pool);
    for (xf, sf, g) in cases {
        assert!(brute_le(&mut s, &[xf, sf], &[g]) && brute_le(&mut s, &[g], &[xf, sf]));
    }
}

/// A star that could never be made is refused at once, not truncated to
/// `*0` (`2^32` as a `u32`).
#[test]
#[should_panic(expected = "k >= 2^32")]
fn a_nimber_past_u32_is_refused() {
    Games::new().nimber(1 << 32);
}

//! `cargo run --release -p cp-games-benches --bin check_speed`: how fast
//! the game checks a rule (`cp_games::explore`'s `check`), against solving
//! the same box with the engine's memoised search.
//!
//! Prints one line per workload: positions, seconds, positions a second,
//! and for a box the engine's seconds on the same positions and the ratio.
//! Figures and the command are in docs/benchmarks.md ("Checking a rule by
//! the game"). The machine may be shared: compare the ratios.
use std::rc::Rc;
use std::time::Instant;

use cp_games::explore::{lists, random_lists, CheckOptions, Lists, Outcomes, Play};
use cp_games::guess::{guess, Guess, Options, Table as Rows};
use cp_games::sg::Grundy;

/// Seconds `f` takes, and what it returns.
fn timed<T>(f: impl FnOnce() -> T) -> (f64, T) {
    let start = Instant::now();
    let out = f();
    (start.elapsed().as_secs_f64(), out)
}

fn line(what: &str, n: usize, check: f64, engine: Option<f64>) {
    let rate = n as f64 / check;
    match engine {
        Some(e) => println!(
            "{what:<58} {n:>9} positions  check {check:>7.3} s  {rate:>11.0}/s  engine {e:>7.3} s  check/engine {:.2}",
            check / e
        ),
        None => println!("{what:<58} {n:>9} positions  check {check:>7.3} s  {rate:>11.0}/s"),
    }
}

/// The subtraction game {1, ..., 10}: ten moves a position.
fn ten(&n: &u64) -> impl Iterator<Item = u64> + use<> {
    (1..=n.min(10)).map(move |t| n - t)
}

fn integers() {
    let n = 4_000_000u64;
    let rule = |&h: &u64| Some(h % 11 != 0);
    for closure in [true, false] {
        let options = CheckOptions {
            closure,
            ..CheckOptions::default()
        };
        let mut game = Outcomes::new(Play::Normal, ten);
        let (t, check) = timed(|| game.check_with(rule, 0..=n, options));
        assert!(check.holds() && check.proved() == closure);
        let mut solve = Outcomes::new(Play::Normal, ten);
        let (e, _) = timed(|| (0..=n).filter(|&h| solve.wins(h)).count());
        let what = format!("win/lose, 10 moves, n % 11, closure {closure}");
        line(&what, n as usize + 1, t, Some(e));
    }
    for closure in [true, false] {
        let options = CheckOptions {
            closure,
            ..CheckOptions::default()
        };
        let mut g = Grundy::new(ten);
        let (t, check) = timed(|| g.check_with(|&h| Some(h % 11), 0..=n, options));
        assert!(check.holds() && check.proved() == closure);
        let mut solve = Grundy::new(ten);
        let (e, _) = timed(|| (0..=n).map(|h| solve.grundy(h)).max());
        let what = format!("Grundy, 10 moves, n % 11, closure {closure}");
        line(&what, n as usize + 1, t, Some(e));
    }
    // The rule as guess found it, through Found::wins_rule.
    let mut small = Outcomes::new(Play::Normal, ten);
    let table = cp_games::explore::Table::one("n", 0..=400, |h| small.wins(h));
    let Ok(Guess::Found(found)) = guess(&Rows::try_from(&table).unwrap(), &Options::default())
    else {
        panic!("no rule")
    };
    let m = 1_000_000u64;
    let mut game = Outcomes::new(Play::Normal, ten);
    let (t, check) = timed(|| game.check(found.wins_rule(), 0..=m));
    assert!(check.proved());
    line(
        "win/lose, 10 moves, the guessed rule (Found::wins_rule)",
        m as usize + 1,
        t,
        None,
    );
}

/// Take 1 or 2 from one heap of a list, as sorted lists: at most 10 moves
/// on 5 heaps.
#[allow(clippy::ptr_arg)] // the engine's moves take `&S`, here `&Vec<u64>`
fn take_sorted(p: &Vec<u64>) -> Vec<Vec<u64>> {
    cp_games::explore::sum_options(p, |h| (1..=h.min(2)).map(move |t| vec![h - t]))
}

fn boxes() {
    let rule = |p: &Vec<u64>| Some(p.iter().fold(0, |x, &h| x ^ (h % 3)) != 0);
    let positions = || lists(0..=20, 5, Lists::Multisets);
    let n = positions().count();
    let mut game = Outcomes::new(Play::Normal, take_sorted);
    let (t, check) = timed(|| game.check(rule, positions()));
    assert!(check.proved());
    let mut solve = Outcomes::new(Play::Normal, take_sorted);
    let (e, _) = timed(|| positions().filter(|p| solve.wins(p.clone())).count());
    line(
        "lists of up to 5 heaps up to 20, XOR of h % 3",
        n,
        t,
        Some(e),
    );
}

/// Take 1 or 2 from one heap, lazily (a claimed win stops at its first
/// losing child; each child is a copy of the list).
#[allow(clippy::ptr_arg)] // the engine's moves take `&S`, here `&Vec<u64>`
fn take_lazy(p: &Vec<u64>) -> impl Iterator<Item = Vec<u64>> + use<> {
    let p = Rc::new(p.clone());
    (0..p.len()).flat_map(move |i| {
        let p = Rc::clone(&p);
        (1..=p[i].min(2)).map(move |t| {
            let mut q = p.as_ref().clone();
            q[i] -= t;
            q
        })
    })
}

fn large() {
    let rule = |p: &Vec<u64>| Some(p.iter().fold(0, |x, &h| x ^ (h % 3)) != 0);
    for (budget, closure) in [(10, false), (10, true), (100, false)] {
        let options = CheckOptions { budget, closure };
        let mut game = Outcomes::new(Play::Normal, take_lazy);
        let positions = random_lists(51, 100, 100_000, 0..=1_000_000_000_000_000_000);
        let (t, check) = timed(|| game.check_with(rule, positions, options));
        assert!(check.holds());
        let what = format!(
            "100 lists of 10^5 heaps up to 10^18, budget {budget}, closure {closure}: {} unsure",
            check.unsure().len()
        );
        line(&what, check.checked(), t, None);
    }
}

fn main() {
    integers();
    boxes();
    large();
}

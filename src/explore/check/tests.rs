use super::*;
use crate::explore::{lists, sum_options, Lists};
use crate::testing::Rng;
use std::collections::HashMap;

/// The subtraction game of `set`: its moves.
fn subtraction(set: Vec<u64>) -> impl FnMut(&u64) -> Vec<u64> + Clone {
    move |&n: &u64| set.iter().filter(|&&s| s <= n).map(|&s| n - s).collect()
}

/// A random subtraction set of 1 to 4 moves up to 7.
fn random_set(rng: &mut Rng) -> Vec<u64> {
    let mut set: Vec<u64> = (0..1 + rng.below(4))
        .map(|_| 1 + rng.below_u64(7))
        .collect();
    set.sort_unstable();
    set.dedup();
    set
}

/// Whether `p` is `q` or has `q` among its children.
fn at_or_parent<S: PartialEq>(p: &S, q: &S, children: impl IntoIterator<Item = S>) -> bool {
    p == q || children.into_iter().any(|c| &c == q)
}

/// The engine's own win / lose on `0..=n`, as a right rule: it holds and
/// is proved; flipped at one position, it fails there or at a parent.
#[test]
fn outcomes_right_rules_are_proved_and_one_change_is_caught() {
    let mut rng = Rng::new(51);
    for round in 0..20 {
        let set = random_set(&mut rng);
        let play = if round % 2 == 0 {
            Play::Normal
        } else {
            Play::Misere
        };
        let mut solved = Outcomes::new(play, subtraction(set.clone()));
        let truth: Vec<bool> = (0..=60).map(|n| solved.wins(n)).collect();
        let mut game = Outcomes::new(play, subtraction(set.clone()));
        let right = game.check(|&n| Some(truth[n as usize]), 0..=60);
        assert!(right.proved(), "{set:?} {play:?}: {right}");
        assert_eq!((right.checked(), right.unsure().len()), (61, 0));
        let k = rng.below(61) as u64;
        let flipped = |&n: &u64| Some(truth[n as usize] != (n == k));
        let wrong = game.check(flipped, 0..=60);
        let p = *wrong.failure().expect("a flip fails").position();
        assert!(
            at_or_parent(&p, &k, subtraction(set.clone())(&p)),
            "{set:?} {k} {p}"
        );
        assert!(!wrong.holds() && !wrong.proved());
    }
}

/// Grundy values from the engine are proved; one value changed fails at
/// it or a parent, and the failure lists the children with their values.
#[test]
fn grundy_right_rules_are_proved_and_one_change_is_caught() {
    let mut rng = Rng::new(52);
    for _ in 0..20 {
        let set = random_set(&mut rng);
        let mut solved = Grundy::new(subtraction(set.clone()));
        let truth = solved.values(0..=60u64);
        let mut game = Grundy::new(subtraction(set.clone()));
        assert!(game.check(|&n| Some(truth[n as usize]), 0..=60).proved());
        let (k, delta) = (rng.below(61) as u64, 1 + rng.below_u64(2));
        let changed = |&n: &u64| Some(truth[n as usize] + if n == k { delta } else { 0 });
        let wrong = game.check(changed, 0..=60);
        let failure = wrong.failure().expect("a change fails");
        let p = *failure.position();
        assert!(
            at_or_parent(&p, &k, subtraction(set.clone())(&p)),
            "{set:?} {k} {p}"
        );
        let children: Vec<u64> = failure.children().iter().map(|c| c.0).collect();
        assert_eq!(children, subtraction(set.clone())(&p));
        for (q, v) in failure.children() {
            assert_eq!(v, &changed(q).unwrap().to_string());
        }
        assert_eq!(failure.rule(), changed(&p).unwrap().to_string());
    }
}

/// Take 1 or 2 from one heap of a list (an empty heap is gone); the
/// engine's values on every multiset up to length 3 of heaps 1 to 5 are
/// proved (the empty list, a child outside the box, is final and
/// checked); a change is caught.
#[test]
fn lists_right_rules_are_proved_and_one_change_is_caught() {
    let take = |h: u64| (1..=h.min(2)).map(move |t| if t == h { vec![] } else { vec![h - t] });
    let moves = move |p: &Vec<u64>| sum_options(p, take);
    let mut solved = Outcomes::new(Play::Normal, moves);
    let truth: HashMap<Vec<u64>, bool> = lists(1..=5, 3, Lists::Multisets)
        .map(|l| (l.clone(), solved.wins(l)))
        .collect();
    let mut game = Outcomes::new(Play::Normal, moves);
    let rule = |p: &Vec<u64>| Some(if p.is_empty() { false } else { truth[p] });
    let right = game.check(rule, lists(1..=5, 3, Lists::Multisets));
    assert!(right.proved(), "{right}");
    assert!(
        right.to_string().contains("and 1 final children"),
        "{right}"
    );
    let k = vec![1, 3, 4];
    let wrong = game.check(
        |p: &Vec<u64>| rule(p).map(|w| w != (p == &k)),
        lists(1..=5, 3, Lists::Multisets),
    );
    let p = wrong.failure().expect("fails").position().clone();
    assert!(at_or_parent(&p, &k, moves(&p)), "{p:?}");
}

/// A subtraction game whose largest move, 9, is past every heap of the
/// table (0..=8): the table is that of {1, 2}, so is the guessed rule,
/// and the check names the first heap where it is wrong, 9.
#[test]
fn a_missing_large_move_is_refuted_at_the_first_wrong_heap() {
    let mut game = Outcomes::new(Play::Normal, subtraction(vec![1, 2, 9]));
    let table: Vec<bool> = (0..=8).map(|n| game.wins(n)).collect();
    assert!((0..=8).all(|n| table[n] == (n % 3 != 0)));
    let check = game.check(|&n| Some(n % 3 != 0), 0..=1000);
    let first_wrong = (0..=1000).find(|&n| game.wins(n) != (n % 3 != 0));
    assert_eq!(check.failure().map(|f| *f.position()), first_wrong);
    assert_eq!(first_wrong, Some(9));
    assert_eq!(
        check.to_string(),
        "fails at 9: the rule says L, the moves give W; children: 8 W, 7 W, 0 L"
    );
}

/// The smallest period of `values`.
fn period(values: &[u64]) -> usize {
    (1..values.len())
        .find(|&p| (p..values.len()).all(|i| values[i] == values[i - p]))
        .unwrap_or(values.len())
}

/// Grundy values of {1, 2} with one more move, 12: the period 3 read off
/// the table 0..=11 (four times over) breaks after it; the check fails at
/// the first heap where the periodic rule is wrong.
#[test]
fn a_period_that_breaks_after_the_table_is_refuted() {
    let mut solved = Grundy::new(subtraction(vec![1, 2, 12]));
    let table = solved.values(0..=11u64);
    let p = period(&table);
    assert_eq!(p, 3, "the table shows a period: {table:?}");
    let periodic = |&n: &u64| Some(table[n as usize % p]);
    let first_wrong = (0..=400u64).find(|&n| Some(solved.grundy(n)) != periodic(&n));
    assert!(first_wrong.is_some_and(|n| n > 11));
    let mut game = Grundy::new(subtraction(vec![1, 2, 12]));
    let check = game.check(periodic, 0..=400);
    assert_eq!(
        check.failure().map(|f| *f.position()),
        first_wrong,
        "{check}"
    );
}

/// Take 1 or 2 from a heap, or merge three heaps into one: a rule read
/// off lists of up to 2 heaps (the XOR of `h mod 3`, right there: no
/// merge) fails on lists of 3, at a list where it or a child is wrong.
#[test]
fn a_rule_on_short_lists_fails_on_longer_lists() {
    let moves = |p: &Vec<u64>| {
        let mut out = sum_options(p, |h| (1..=h.min(2)).map(move |t| vec![h - t]));
        for i in 0..p.len() {
            for j in i + 1..p.len() {
                for k in j + 1..p.len() {
                    let mut rest: Vec<u64> = (0..p.len())
                        .filter(|&x| x != i && x != j && x != k)
                        .map(|x| p[x])
                        .collect();
                    rest.push(p[i] + p[j] + p[k]);
                    rest.sort_unstable();
                    out.push(rest);
                }
            }
        }
        out
    };
    let rule = |p: &Vec<u64>| Some(p.iter().fold(0, |x, &h| x ^ (h % 3)) != 0);
    let mut solved = Outcomes::new(Play::Normal, moves);
    for l in lists(0..=6, 2, Lists::Multisets) {
        assert_eq!(rule(&l), Some(solved.wins(l.clone())), "{l:?}");
    }
    let mut game = Outcomes::new(Play::Normal, moves);
    assert!(game.check(rule, lists(0..=6, 2, Lists::Multisets)).proved());
    let check = game.check(rule, lists(0..=6, 3, Lists::Multisets));
    let p = check.failure().expect("refuted").position().clone();
    assert_eq!(p.len(), 3);
    let mut wrong = |q: &Vec<u64>| rule(q) != Some(solved.wins(q.clone()));
    assert!(wrong(&p) || moves(&p).iter().any(&mut wrong), "{p:?}");
}

/// `None` at the position or at a child it needs, or more moves than the
/// budget: unsure, never passed, never proved.
#[test]
fn unsure_is_never_passed() {
    let mut game = Outcomes::new(Play::Normal, subtraction(vec![1, 2, 3, 4, 5]));
    let truth = |n: u64| n % 6 != 0;
    // No answer at 7: 7 is unsure, and so are its parents that need it.
    let partial = |&n: &u64| (n != 7).then_some(truth(n));
    let check = game.check(partial, 0..=20);
    assert!(check.holds() && !check.proved());
    assert!(check.unsure().contains(&7));
    // 12 is a loss: it needs every child, 7 among them.
    assert!(check.unsure().contains(&12));
    assert_eq!(check.checked() + check.unsure().len(), 21);
    assert!(check.to_string().starts_with("holds at "), "{check}");
    // A budget of 3 moves: a loss with 5 moves is unsure; a win whose
    // first move leads to a loss passes within it.
    let tight = CheckOptions {
        budget: 3,
        closure: true,
    };
    let check = game.check_with(|&n| Some(truth(n)), [12, 13], tight);
    assert_eq!((check.unsure(), check.checked()), (&[12][..], 1));
    assert!(!check.proved());
    let untracked = CheckOptions {
        budget: 10,
        closure: false,
    };
    let check = game.check_with(|&n| Some(truth(n)), 0..=30, untracked);
    assert!(check.holds() && !check.proved() && check.checked() == 31);
}

/// Positions whose children are neither checked nor final: holds, not
/// proved; misère play is honoured at positions without a move.
#[test]
fn closure_and_misere() {
    let mut normal = Outcomes::new(Play::Normal, subtraction(vec![1, 2]));
    let rule = |&n: &u64| Some(n % 3 != 0);
    let part = normal.check(rule, 5..=10);
    assert!(part.holds() && !part.proved());
    assert!(
        part.to_string().contains("neither checked nor final"),
        "{part}"
    );
    let mut misere = Outcomes::new(Play::Misere, subtraction(vec![1, 2]));
    assert_eq!(
        misere.check(rule, 0..=10).failure().map(|f| *f.position()),
        Some(0)
    );
    assert!(misere.check(|&n| Some(n % 3 != 1), 0..=100).proved());
}

/// A turn order with extra turns and phases, and scores: the rule from
/// `Minimax::value` is proved; changed at one pair, it fails there or at a
/// parent.
#[test]
fn minimax_honours_again_then_and_scores() {
    // Take 1 or 2; taking 1 gives another move, at most once in a row;
    // taking 2 from an even pile hands the move to Right, whoever moved;
    // each stone is worth 1 to its taker (+ for Left, - for Right), and
    // the last stone 3 more.
    let moves = |&(n, used): &(u64, bool), mover: Side| {
        let sign = if mover == Side::Left { 1 } else { -1 };
        let worth = |t: u64| sign * (t as i64 + if t == n { 3 } else { 0 });
        let mut m = Vec::new();
        if n >= 1 {
            let one = Move::to((n - 1, !used)).scoring(worth(1));
            m.push(if used { one } else { one.again() });
        }
        if n >= 2 {
            let two = Move::to((n - 2, false)).scoring(worth(2));
            m.push(if n % 2 == 0 {
                two.then(Side::Right)
            } else {
                two
            });
        }
        m
    };
    let payoff = |_: &(u64, bool), _: Side| 0i64;
    let mut solved = Minimax::new(moves, payoff);
    let keys: Vec<((u64, bool), Side)> = (0..=30)
        .flat_map(|n| [(n, false), (n, true)])
        .flat_map(|p| [(p, Side::Left), (p, Side::Right)])
        .collect();
    let truth: HashMap<((u64, bool), Side), i64> = keys
        .iter()
        .map(|&(p, s)| ((p, s), solved.value(p, s)))
        .collect();
    let mut game = Minimax::new(moves, payoff);
    let rule = |p: &(u64, bool), s: Side| truth.get(&(*p, s)).copied();
    let right = game.check(rule, keys.clone());
    assert!(right.proved(), "{right}");
    let mut rng = Rng::new(53);
    for _ in 0..10 {
        let k = keys[rng.below(keys.len())];
        let changed = |p: &(u64, bool), s: Side| rule(p, s).map(|v| v + ((*p, s) == k) as i64);
        let wrong = game.check(changed, keys.clone());
        let p = *wrong.failure().expect("fails").position();
        let children = moves(&p.0, p.1)
            .into_iter()
            .map(|m| (m.to, m.next_mover(p.1)));
        assert!(at_or_parent(&p, &k, children), "{k:?} {p:?}");
    }
}

/// The canonical form of a `Minimax` applies to the positions and the
/// targets checked.
#[test]
fn minimax_checks_in_canonical_form() {
    // Two heaps, take 1 from either; the payoff is 0; each move scores 1.
    let moves = |&(a, b): &(u64, u64), _| {
        let mut m = Vec::new();
        if a > 0 {
            m.push(Move::to((a - 1, b)).scoring(1));
        }
        if b > 0 {
            m.push(Move::to((a, b - 1)).scoring(1));
        }
        m
    };
    let mut game = Minimax::new(moves, |_, _| 0i64).with_canonical(|(a, b)| (a.min(b), a.max(b)));
    let rule = |&(a, b): &(u64, u64), _| (a <= b).then_some((a + b) as i64);
    let keys =
        crate::explore::pairs([0..=6, 0..=6]).flat_map(|p| [(p, Side::Left), (p, Side::Right)]);
    let check = game.check(rule, keys);
    assert!(check.proved(), "{check}");
}

/// The glue from a guessed rule: a table, `guess`, the rule as a check
/// closure, and the check recorded in the report (the same on lists: the
/// loop of docs/guess.md).
#[test]
fn a_found_rule_checks_in_one_line() {
    use crate::guess::{guess, Guess, Options, Table as Rows};
    let found =
        |t: &crate::explore::Table| match guess(&Rows::try_from(t).unwrap(), &Options::default()) {
            Ok(Guess::Found(found)) => found,
            _ => panic!("no rule"),
        };
    let mut game = Outcomes::new(Play::Normal, subtraction(vec![1, 2, 9]));
    let mut rule = found(&crate::explore::Table::one("n", 0..=8 * 25, |n| {
        game.wins(n % 9)
    }));
    let check = game.check(rule.wins_rule(), 0..=1000);
    assert_eq!(check.failure().map(|f| *f.position()), Some(9), "{check}");
    rule.record_check(&check, "0..=1000");
    assert!(
        rule.to_string()
            .contains("refuted by the game: 9: the rule says L"),
        "{rule}"
    );
    let mut rule = found(&crate::explore::Table::one("n", 0..=200, |n| game.wins(n)));
    let check = game.check(rule.wins_rule(), 0..=1000);
    assert!(check.proved(), "{check}");
    rule.record_check(&check, "0..=1000");
    let query = game.check(rule.wins_rule(), [10u64.pow(18), 10u64.pow(18) + 1]);
    assert!(query.holds() && !query.proved());
    rule.record_check(&query, "10^18 + 1");
    let report = rule.to_string();
    assert!(
        report.contains("proved by the game on 0..=1000 (1001 positions"),
        "{report}"
    );
    assert!(
        report.contains("checked by the game at 2 positions up to 10^18 + 1"),
        "{report}"
    );
    let mut grundy = Grundy::new(subtraction(vec![1, 2]));
    let values = found(&crate::explore::Table::one("n", 0..=200, |n| {
        grundy.grundy(n)
    }));
    assert!(grundy.check(values.grundy_rule(), 0..=5000).proved());
    let wrong = |&n: &u64| values.grundy_rule()(&(n + 1));
    assert_eq!(
        grundy.check(wrong, 0..=10).failure().map(|f| *f.position()),
        Some(0)
    );
}

/// Words: remove one letter, or two equal neighbours at once. The
/// engine's values are proved on every word of up to 6 letters (the empty
/// word, a child outside the box, final); "the mover wins iff the length
/// is odd", right without the pair move, fails at a word with two equal
/// neighbours. The positions' parameters for a guessed rule, by hand.
#[test]
fn words_and_the_positions_as_a_rows_parameters() {
    use crate::explore::{random_words, words};
    use crate::guess::{Arg, Args};
    let moves = |w: &Vec<u8>| {
        let mut out: Vec<Vec<u8>> = (0..w.len())
            .map(|i| [&w[..i], &w[i + 1..]].concat())
            .collect();
        for i in 1..w.len() {
            if w[i] == w[i - 1] {
                out.push([&w[..i - 1], &w[i + 1..]].concat());
            }
        }
        out
    };
    let mut solved = Outcomes::new(Play::Normal, moves);
    let truth: HashMap<Vec<u8>, bool> = words(b"AB", 6)
        .map(|w| (w.clone(), solved.wins(w)))
        .collect();
    let mut game = Outcomes::new(Play::Normal, moves);
    let rule = |w: &Vec<u8>| Some(!w.is_empty() && truth[w]);
    assert!(game.check(rule, words(b"AB", 6)).proved());
    let odd = |w: &Vec<u8>| Some(w.len() % 2 == 1);
    let check = game.check(odd, words(b"AB", 6));
    let p = check.failure().expect("AA is a win").position().clone();
    assert!(p.windows(2).any(|x| x[0] == x[1]), "{p:?}");
    assert!(random_words(5, 2, 50, b"AB").all(|w| w.len() == 50 && w.contains(&b'A')));
    assert_eq!(7u64.args(), [Arg::Int(7)]);
    assert_eq!((1u64, 2u64).args(), [Arg::Int(1), Arg::Int(2)]);
    assert_eq!((1u64, 2u64, 3u64).args().len(), 3);
    assert_eq!(vec![3u64, 1].args(), [Arg::List(vec![3, 1])]);
    assert_eq!(b"AB".to_vec().args(), [Arg::Word(b"AB".to_vec())]);
}

//! The game checks a rule: a guessed rule verified by the game's own
//! moves, at positions far beyond any table.
//!
//! A rule `R` is the game's true value exactly when it satisfies the
//! game's recursion at every position. Checking that *induction step* at a
//! position needs no search and no memo, only `R` at the position and at
//! its children (the engine's own `moves`):
//! - win / lose ([`Outcomes::check`]): `R(p)` is a win iff some move leads
//!   to a `q` with `R(q)` a loss; with no move, `p` is lost under
//!   [`Play::Normal`] and won under [`Play::Misere`];
//! - Grundy values ([`Grundy::check`]): `R(p)` is the mex of `R` over `p`'s
//!   options;
//! - minimax ([`Minimax::check`]): `R(p, side)` is the best, for `side`, of
//!   each move's score plus `R` at its target for the next mover (as the
//!   move's [`again`](super::Move::again) / [`then`](super::Move::then)
//!   say); with no move it is the payoff.
//!
//! On a set of positions closed under moves, if every position passes, the
//! rule is **proved** on that set, by induction on the length of the game
//! ([`Check::proved`]). Elsewhere a pass says only that the rule agrees
//! with the game one move deep there, which is still how a wrong rule from
//! a bounded table is refuted at the very query of a contest, with the
//! position named ([`Check::failure`]).
//!
//! The engines here are for **finite** games: the induction runs on the
//! length of the game, and a cycle breaks it (a wrong rule can pass at
//! every position of a cycle). [`Loopy`](super::Loopy) therefore has no
//! `check`: a game that may go on forever is solved, not checked.
//!
//! # Example
//! The subtraction game {1, 2}: "lost iff `n % 3 == 0`" is proved on
//! `0..=1000` and checked at 10^18; "lost iff `n % 4 == 0`" fails at 3,
//! whose children 2 and 1 the rule says are won.
//! ```
//! use cp_games::explore::{Outcomes, Play};
//! let mut game = Outcomes::new(Play::Normal, |&n: &u64| (1..=n.min(2)).map(move |t| n - t));
//! let right = game.check(|&n| Some(n % 3 != 0), 0..=1000);
//! assert!(right.proved() && right.checked() == 1001);
//! assert!(game.check(|&n| Some(n % 3 != 0), [1_000_000_000_000_000_000]).holds());
//! let wrong = game.check(|&n| Some(n % 4 != 0), 0..=1000);
//! let failure = wrong.failure().unwrap();
//! assert_eq!((*failure.position(), failure.rule(), failure.step()), (3, "W", "L"));
//! assert_eq!(wrong.to_string(), "fails at 3: the rule says W, the moves give L; children: 2 W, 1 W");
//! ```

use std::collections::HashSet;
use std::fmt::{self, Debug};
use std::hash::{BuildHasherDefault, Hash};
use std::ops::Add;

use super::minimax::{Minimax, Move};
use super::search::{Outcomes, Play};
use crate::cgt::games::FxHasher;
use crate::sg::{mex, Grundy, Position};
use crate::{GrundyValue, Side};

/// How a check runs: the budget of moves per position and whether it
/// tracks closure (for [`Check::proved`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckOptions {
    /// The most moves looked at from one position; a position with more
    /// (that needs more) is unsure, never passed. Default 10^6.
    pub budget: usize,
    /// Whether the check keeps a hash set of the positions that passed
    /// and of the children their step used, so that [`Check::proved`]
    /// can say whether the set is closed under moves. Default `true`;
    /// `false` saves the hashing and the memory (then nothing is proved).
    pub closure: bool,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            budget: 1_000_000,
            closure: true,
        }
    }
}

/// The first position where a rule broke the induction step: the rule's
/// value there, the value the step gives from the rule at its children,
/// and those children with the rule's values (the first 16 in the order of
/// `moves`, and the child that decided, if it came later).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure<S> {
    position: S,
    rule: String,
    step: String,
    children: Vec<(S, String)>,
}

/// How many children a [`Failure`] keeps.
const SHOWN: usize = 16;

impl<S> Failure<S> {
    /// The position. O(1).
    pub fn position(&self) -> &S {
        &self.position
    }

    /// The rule's value there, spelled `W` / `L` for a win or loss of the
    /// player to move, else the number. O(1).
    pub fn rule(&self) -> &str {
        &self.rule
    }

    /// The value the step gives from the rule at the children (spelled as
    /// [`rule`](Self::rule); for minimax, the best total). O(1).
    pub fn step(&self) -> &str {
        &self.step
    }

    /// Children and the rule's value at each (for minimax, `score + value`
    /// when the move scores). O(1).
    pub fn children(&self) -> &[(S, String)] {
        &self.children
    }
}

/// `x`'s `Debug` text, cut to 60 characters (a position may be a list of
/// 10^5 heaps).
fn short<T: Debug>(x: &T) -> String {
    let text = format!("{x:?}");
    match text.char_indices().nth(60) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

impl<S: Debug> fmt::Display for Failure<S> {
    /// One line: `P: the rule says W, the moves give L; children: ...`.
    /// O(children shown).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: the rule says {}, the moves give {}",
            short(&self.position),
            self.rule,
            self.step
        )?;
        if self.children.is_empty() {
            return write!(f, "; no move");
        }
        let shown: Vec<String> = self
            .children
            .iter()
            .map(|(q, v)| format!("{} {v}", short(q)))
            .collect();
        write!(f, "; children: {}", shown.join(", "))
    }
}

/// What a check says: how many positions passed, which were unsure, the
/// first failure, and whether the positions checked prove the rule.
///
/// With closure tracked ([`CheckOptions::closure`]), it holds the passed
/// positions and every child their steps used in two hash sets: memory
/// O(positions + children used), one FxHash per position and per child
/// used (a child already checked is looked up, not kept)
/// (a claimed win uses one child, the first the rule says is lost; a
/// claimed loss, a Grundy value or a minimax value uses every child).
#[derive(Debug, Clone)]
pub struct Check<S> {
    passed: usize,
    unsure: Vec<S>,
    failure: Option<Failure<S>>,
    /// Children outside the positions given, with no move, checked after.
    finals: usize,
    /// A child used, neither checked nor final (closure tracked only).
    gap: Option<S>,
    closure: bool,
}

impl<S> Check<S> {
    /// How many of the positions given passed the step (a position given
    /// twice counts twice). O(1).
    pub fn checked(&self) -> usize {
        self.passed
    }

    /// The positions where the rule gave `None` at the position or at a
    /// child it needed, or whose moves ran past the budget. O(1).
    pub fn unsure(&self) -> &[S] {
        &self.unsure
    }

    /// The first position that broke the step (the check stops there).
    /// O(1).
    pub fn failure(&self) -> Option<&Failure<S>> {
        self.failure.as_ref()
    }

    /// No failure (unsure positions are not failures, nor passes). O(1).
    pub fn holds(&self) -> bool {
        self.failure.is_none()
    }

    /// No failure, nothing unsure, and every child of every position
    /// checked is itself checked or final (a child with no move outside
    /// the positions given is checked too, as the step at a final
    /// position): the rule is the game's value on the whole set, by
    /// induction. Always `false` without closure tracking. O(1).
    pub fn proved(&self) -> bool {
        self.holds() && self.unsure.is_empty() && self.closure && self.gap.is_none()
    }
}

impl<S: Debug> fmt::Display for Check<S> {
    /// One line: `proved on N positions ...`, `holds at N positions ...`
    /// or `fails at ...`. O(1) but the positions' text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(failure) = &self.failure {
            return write!(f, "fails at {failure}");
        }
        let n = self.passed;
        if let Some(first) = self.unsure.first() {
            let u = self.unsure.len();
            return write!(
                f,
                "holds at {n} positions, not proved: {u} unsure (the first: {})",
                short(first)
            );
        }
        if !self.closure {
            return write!(f, "holds at {n} positions (closure not tracked)");
        }
        match &self.gap {
            Some(gap) => write!(
                f,
                "holds at {n} positions, not proved: {} is a child neither checked nor final",
                short(gap)
            ),
            None => write!(
                f,
                "proved on {n} positions and {} final children (closed under moves)",
                self.finals
            ),
        }
    }
}

/// What the step says at one position.
enum Verdict<S> {
    Pass,
    Unsure,
    Fail(Failure<S>),
}

/// One engine's induction step.
trait Step<S> {
    /// The step at `p`, pushing the children it used on `used`.
    fn step(&mut self, p: &S, used: &mut Vec<S>) -> Verdict<S>;
    /// Whether `p` has no move.
    fn is_final(&mut self, p: &S) -> bool;
    /// `p` as the engine looks it up (its canonical form).
    fn prepare(&mut self, p: S) -> S {
        p
    }
}

/// Checks each of `positions` by `engine`'s step, stopping at the first
/// failure, then (closure tracked, nothing unsure) the children used that
/// were not checked: those with no move are checked, any other is a gap.
fn run<S, E>(engine: &mut E, positions: impl IntoIterator<Item = S>, closure: bool) -> Check<S>
where
    S: Clone + Eq + Hash,
    E: Step<S>,
{
    let mut check = Check {
        passed: 0,
        unsure: Vec::new(),
        failure: None,
        finals: 0,
        gap: None,
        closure,
    };
    // FxHash: the positions are small integers or lists of them.
    let mut passed: HashSet<S, BuildHasherDefault<FxHasher>> = HashSet::default();
    let mut used: HashSet<S, BuildHasherDefault<FxHasher>> = HashSet::default();
    let mut buffer = Vec::new();
    for p in positions {
        let p = engine.prepare(p);
        buffer.clear();
        match engine.step(&p, &mut buffer) {
            Verdict::Pass => {
                check.passed += 1;
                if closure {
                    // A child checked already needs no entry.
                    used.extend(buffer.drain(..).filter(|q| !passed.contains(q)));
                    passed.insert(p);
                }
            }
            Verdict::Unsure => check.unsure.push(p),
            Verdict::Fail(failure) => {
                check.failure = Some(failure);
                return check;
            }
        }
    }
    if !closure || !check.unsure.is_empty() {
        return check;
    }
    for q in used {
        if passed.contains(&q) {
            continue;
        }
        if !engine.is_final(&q) {
            check.gap = Some(q);
            return check;
        }
        buffer.clear();
        match engine.step(&q, &mut buffer) {
            Verdict::Pass => check.finals += 1,
            Verdict::Unsure => check.unsure.push(q),
            Verdict::Fail(failure) => {
                check.failure = Some(failure);
                return check;
            }
        }
    }
    check
}

/// `W` / `L`.
fn wl(win: bool) -> String {
    if win { "W" } else { "L" }.to_string()
}

/// A value as a [`Failure`] spells it: `-` for `None`.
fn spelled<V>(v: Option<V>, spell: impl Fn(V) -> String) -> String {
    v.map_or("-".to_string(), spell)
}

/// The failure at `position`: the first [`SHOWN`] `children` (with the
/// rule's value spelled), then `witness` if it came later.
fn failure<S: PartialEq + Clone>(
    position: &S,
    (rule, step): (String, String),
    children: impl Iterator<Item = (S, String)>,
    witness: Option<S>,
) -> Verdict<S> {
    let mut shown = Vec::new();
    let mut witness = witness;
    for (q, v) in children {
        if shown.len() < SHOWN {
            if witness.as_ref() == Some(&q) {
                witness = None;
            }
            shown.push((q, v));
        } else if witness.as_ref() == Some(&q) {
            shown.push((q, v));
            break;
        } else if witness.is_none() {
            break;
        }
    }
    Verdict::Fail(Failure {
        position: position.clone(),
        rule,
        step,
        children: shown,
    })
}

/// The win / lose step of [`Outcomes`].
struct WinLose<'a, F, R> {
    play: Play,
    moves: &'a mut F,
    rule: R,
    budget: usize,
}

impl<S, F, I, R> Step<S> for WinLose<'_, F, R>
where
    S: Clone + Eq,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
    R: FnMut(&S) -> Option<bool>,
{
    fn step(&mut self, p: &S, used: &mut Vec<S>) -> Verdict<S> {
        let Some(claim) = (self.rule)(p) else {
            return Verdict::Unsure;
        };
        let (mut n, mut blind) = (0, false);
        let mut witness = None;
        for q in (self.moves)(p) {
            n += 1;
            if n > self.budget {
                return Verdict::Unsure;
            }
            match (self.rule)(&q) {
                Some(false) if claim => {
                    used.push(q);
                    return Verdict::Pass;
                }
                Some(false) => {
                    witness = Some(q);
                    break;
                }
                Some(true) if !claim => used.push(q),
                Some(true) => {}
                None => blind = true,
            }
        }
        let step = match witness {
            Some(_) => true,
            None if blind => return Verdict::Unsure,
            None => n == 0 && self.play == Play::Misere,
        };
        if step == claim {
            return Verdict::Pass;
        }
        let rule = &mut self.rule;
        let children = (self.moves)(p).into_iter().map(|q| {
            let v = spelled(rule(&q), wl);
            (q, v)
        });
        failure(p, (wl(claim), wl(step)), children, witness)
    }

    fn is_final(&mut self, p: &S) -> bool {
        (self.moves)(p).into_iter().next().is_none()
    }
}

impl<S, F, I> Outcomes<S, F>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
{
    /// Checks `rule` (does the player to move win; `None` where it has no
    /// answer) by the induction step at each of `positions`, with this
    /// game's moves and play convention, and the default
    /// [`CheckOptions`]. See [`check_with`](Self::check_with).
    pub fn check(
        &mut self,
        rule: impl FnMut(&S) -> Option<bool>,
        positions: impl IntoIterator<Item = S>,
    ) -> Check<S> {
        self.check_with(rule, positions, CheckOptions::default())
    }

    /// Checks `rule` at each of `positions`: a claimed win passes at the
    /// first child the rule says is lost (the others are not looked at); a
    /// claimed loss needs every child won; with no move the position is
    /// lost under [`Play::Normal`], won under [`Play::Misere`]. No memo, no
    /// search: the memo of [`wins`](Self::wins) is neither used nor filled.
    ///
    /// # Complexity
    /// Per position, `moves` once and `rule` once per child looked at (at
    /// most `options.budget`); with closure tracked, one hash per position
    /// and per child used, and at the end `moves` once per child used that
    /// was not checked. A failure's explanation calls `moves` once more.
    pub fn check_with(
        &mut self,
        rule: impl FnMut(&S) -> Option<bool>,
        positions: impl IntoIterator<Item = S>,
        options: CheckOptions,
    ) -> Check<S> {
        let mut step = WinLose {
            play: self.play,
            moves: &mut self.moves,
            rule,
            budget: options.budget,
        };
        run(&mut step, positions, options.closure)
    }
}

/// The mex step of [`Grundy`].
struct Mex<'a, F, R> {
    moves: &'a mut F,
    rule: R,
    budget: usize,
    values: Vec<GrundyValue>,
}

impl<S, F, I, R> Step<S> for Mex<'_, F, R>
where
    S: Clone + Eq,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
    R: FnMut(&S) -> Option<GrundyValue>,
{
    fn step(&mut self, p: &S, used: &mut Vec<S>) -> Verdict<S> {
        let Some(claim) = (self.rule)(p) else {
            return Verdict::Unsure;
        };
        self.values.clear();
        let (mut n, mut blind, mut witness) = (0, false, None);
        for q in (self.moves)(p) {
            n += 1;
            if n > self.budget {
                return Verdict::Unsure;
            }
            match (self.rule)(&q) {
                // an option of the claimed value: the mex is not it
                Some(v) if v == claim => {
                    witness = Some(q);
                    break;
                }
                Some(v) => {
                    self.values.push(v);
                    used.push(q);
                }
                None => blind = true,
            }
        }
        let step = match witness {
            Some(_) => None,
            None if blind => return Verdict::Unsure,
            None => Some(mex(&self.values)),
        };
        if step == Some(claim) {
            return Verdict::Pass;
        }
        let rule = &mut self.rule;
        let children: Vec<(S, String)> = (self.moves)(p)
            .into_iter()
            .take(self.budget)
            .map(|q| {
                let v = rule(&q);
                (q, v)
            })
            .map(|(q, v)| (q, spelled(v, |v| v.to_string())))
            .collect();
        // After an early stop, the mex of every child.
        let step = step.or_else(|| {
            let all: Option<Vec<GrundyValue>> =
                children.iter().map(|(_, v)| v.parse().ok()).collect();
            all.map(|all| mex(&all))
        });
        let step = spelled(step, |v| v.to_string());
        failure(p, (claim.to_string(), step), children.into_iter(), witness)
    }

    fn is_final(&mut self, p: &S) -> bool {
        (self.moves)(p).into_iter().next().is_none()
    }
}

impl<S, F, I> Grundy<S, F>
where
    S: Position,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
{
    /// Checks `rule` (the Grundy value; `None` where it has no answer) by
    /// the induction step at each of `positions`: the rule's value is the
    /// mex of the rule at the options. Default [`CheckOptions`]; see
    /// [`check_with`](Self::check_with).
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::Grundy;
    /// let mut g = Grundy::new(|&h: &u64| [1, 3, 4].into_iter().filter(move |&s| s <= h).map(move |s| h - s));
    /// // The period 0 1 0 1 2 3 2 of {1, 3, 4}.
    /// let rule = |&h: &u64| Some([0, 1, 0, 1, 2, 3, 2][(h % 7) as usize]);
    /// assert!(g.check(rule, 0..=10_000).proved());
    /// assert!(g.check(rule, [u64::MAX / 2]).holds());
    /// ```
    pub fn check(
        &mut self,
        rule: impl FnMut(&S) -> Option<GrundyValue>,
        positions: impl IntoIterator<Item = S>,
    ) -> Check<S> {
        self.check_with(rule, positions, CheckOptions::default())
    }

    /// Checks `rule` at each of `positions` under `options`. No memo, no
    /// search: the memo of [`grundy`](Self::grundy) is neither used nor
    /// filled.
    ///
    /// # Complexity
    /// Per position, `moves` once and `rule` once per option (at most
    /// `options.budget`; a child with the claimed value stops it), and a
    /// mex over the values; with closure tracked, one hash per position and
    /// per option, and at the end `moves` once per option not checked.
    pub fn check_with(
        &mut self,
        rule: impl FnMut(&S) -> Option<GrundyValue>,
        positions: impl IntoIterator<Item = S>,
        options: CheckOptions,
    ) -> Check<S> {
        let mut step = Mex {
            moves: &mut self.moves,
            rule,
            budget: options.budget,
            values: Vec::new(),
        };
        run(&mut step, positions, options.closure)
    }
}

/// The minimax step of [`Minimax`].
struct Best<'a, S, F, P, R> {
    moves: &'a mut F,
    payoff: &'a mut P,
    canonical: &'a mut Option<Box<dyn FnMut(S) -> S>>,
    rule: R,
    budget: usize,
}

/// The moves of `(p, side)` as ((target in canonical form, next mover),
/// score).
fn scored<'m, S, V, F, I>(
    moves: &'m mut F,
    canonical: &'m mut Option<Box<dyn FnMut(S) -> S>>,
    p: &S,
    side: Side,
) -> impl Iterator<Item = ((S, Side), V)> + 'm
where
    V: Default,
    F: FnMut(&S, Side) -> I,
    I: IntoIterator,
    I::Item: Into<Move<S, V>>,
    I::IntoIter: 'm,
{
    moves(p, side).into_iter().map(move |m| {
        let m: Move<S, V> = m.into();
        let next = m.next_mover(side);
        let to = match canonical {
            Some(c) => c(m.to),
            None => m.to,
        };
        ((to, next), m.score)
    })
}

/// `score + value` as a minimax [`Failure`] spells it.
fn total<V: Debug + Default + PartialEq>(score: V, v: Option<V>) -> String {
    match v {
        None => "-".to_string(),
        Some(v) if score == V::default() => format!("{v:?}"),
        Some(v) => format!("{score:?} + {v:?}"),
    }
}

impl<S, V, F, P, I, R> Step<(S, Side)> for Best<'_, S, F, P, R>
where
    S: Clone + Eq,
    V: Copy + Ord + Add<Output = V> + Default + Debug,
    F: FnMut(&S, Side) -> I,
    I: IntoIterator,
    I::Item: Into<Move<S, V>>,
    P: FnMut(&S, Side) -> V,
    R: FnMut(&S, Side) -> Option<V>,
{
    fn step(&mut self, key: &(S, Side), used: &mut Vec<(S, Side)>) -> Verdict<(S, Side)> {
        let (p, side) = (&key.0, key.1);
        let Some(claim) = (self.rule)(p, side) else {
            return Verdict::Unsure;
        };
        let better = |a: V, b: V| if side == Side::Left { a > b } else { a < b };
        let (mut n, mut blind) = (0, false);
        let (mut best, mut witness): (Option<V>, Option<(S, Side)>) = (None, None);
        for (child, score) in scored(self.moves, self.canonical, p, side) {
            n += 1;
            if n > self.budget {
                return Verdict::Unsure;
            }
            let Some(v) = (self.rule)(&child.0, child.1) else {
                blind = true;
                continue;
            };
            let total = score + v;
            if best.is_none_or(|b| better(total, b)) {
                best = Some(total);
            }
            // A total better for the mover than the claim: the claim is wrong.
            if better(total, claim) {
                witness = Some(child);
                break;
            }
            used.push(child);
        }
        if witness.is_none() && blind {
            return Verdict::Unsure;
        }
        let step = best.unwrap_or_else(|| (self.payoff)(p, side));
        if witness.is_none() && step == claim {
            return Verdict::Pass;
        }
        // The explanation: every child (up to the budget), the best total.
        let rule = &mut self.rule;
        let children: Vec<((S, Side), V, Option<V>)> = scored(self.moves, self.canonical, p, side)
            .take(self.budget)
            .map(|(child, score)| {
                let v = rule(&child.0, child.1);
                (child, score, v)
            })
            .collect();
        let all: Option<Vec<V>> = children.iter().map(|&(_, s, v)| v.map(|v| s + v)).collect();
        let step = match all {
            Some(all) if side == Side::Left => all.into_iter().max().unwrap_or(step),
            Some(all) => all.into_iter().min().unwrap_or(step),
            None => step,
        };
        let children = children.into_iter().map(|(c, s, v)| (c, total(s, v)));
        failure(
            key,
            (format!("{claim:?}"), format!("{step:?}")),
            children,
            witness,
        )
    }

    fn is_final(&mut self, key: &(S, Side)) -> bool {
        (self.moves)(&key.0, key.1).into_iter().next().is_none()
    }

    fn prepare(&mut self, (p, side): (S, Side)) -> (S, Side) {
        match self.canonical {
            Some(c) => (c(p), side),
            None => (p, side),
        }
    }
}

impl<S, V, F, P, I> Minimax<S, V, F, P>
where
    S: Clone + Eq + Hash,
    V: Copy + Ord + Add<Output = V> + Default + Debug,
    F: FnMut(&S, Side) -> I,
    I: IntoIterator,
    I::Item: Into<Move<S, V>>,
    P: FnMut(&S, Side) -> V,
{
    /// Checks `rule` (the value of a position with a player to move;
    /// `None` where it has no answer) by the induction step at each of
    /// `positions`, each a position and the player to move there. Default
    /// [`CheckOptions`]; see [`check_with`](Self::check_with).
    ///
    /// # Example
    /// Take 1 or 2 stones, every move scores 1, Left wants the game long
    /// and Right short: from `n` it lasts `(2n + 2) / 3` moves when Left
    /// starts and `(2n + 1) / 3` when Right does, proved on `n <= 300`.
    /// Left's length for both sides fails at 2 with Right to move.
    /// ```
    /// use cp_games::explore::{Minimax, Move};
    /// use cp_games::Side;
    /// let mut length = Minimax::new(
    ///     |&n: &u64, _| (1..=n.min(2)).map(|t| Move::to(n - t).scoring(1)).collect::<Vec<_>>(),
    ///     |_, _| 0u64,
    /// );
    /// let rule = |&n: &u64, s: Side| Some(if s == Side::Left { (2 * n + 2) / 3 } else { (2 * n + 1) / 3 });
    /// let positions = (0..=300).flat_map(|n| [(n, Side::Left), (n, Side::Right)]);
    /// let check = length.check(rule, positions.clone());
    /// assert!(check.proved(), "{check}");
    /// let wrong = length.check(|&n, _| Some((2 * n + 2) / 3), positions);
    /// assert_eq!(wrong.to_string(), "fails at (2, Right): the rule says 2, the moves give 1; children: (1, Left) 1 + 1, (0, Left) 1 + 0");
    /// ```
    pub fn check(
        &mut self,
        rule: impl FnMut(&S, Side) -> Option<V>,
        positions: impl IntoIterator<Item = (S, Side)>,
    ) -> Check<(S, Side)> {
        self.check_with(rule, positions, CheckOptions::default())
    }

    /// Checks `rule` at each of `positions` under `options`: the rule at
    /// `(p, side)` is the best for `side` (Left the largest, Right the
    /// smallest) of each move's score plus the rule at its target for the
    /// player the move says is next ([`Move::again`], [`Move::then`]);
    /// with no move it is `payoff(p, side)`. Targets are put in canonical
    /// form ([`with_canonical`](Self::with_canonical)) as the search
    /// does, and so are the positions given. No memo, no search.
    ///
    /// # Complexity
    /// Per position, `moves` once and `rule` once per move (at most
    /// `options.budget`; a total better for the mover than the claim stops
    /// it), `payoff` once without a move; with closure tracked, one hash
    /// per position and per move, and at the end `moves` once per target
    /// not checked.
    pub fn check_with(
        &mut self,
        rule: impl FnMut(&S, Side) -> Option<V>,
        positions: impl IntoIterator<Item = (S, Side)>,
        options: CheckOptions,
    ) -> Check<(S, Side)> {
        let mut step = Best {
            moves: &mut self.moves,
            payoff: &mut self.payoff,
            canonical: &mut self.canonical,
            rule,
            budget: options.budget,
        };
        run(&mut step, positions, options.closure)
    }
}

#[cfg(test)]
mod tests;

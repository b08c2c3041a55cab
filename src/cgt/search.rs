//! Describe a partizan game once by its moves, get the canonical form of
//! any position, its outcome class, stops and temperature.
//!
//! [`Search`] takes `moves(&position, side)`, the positions `side` can
//! move to, and builds `{ P^L | P^R }` for every position `P` reachable
//! from the one asked, each once (memoised), with an explicit stack (no
//! recursion: a game of a million moves in a row needs no deep stack).
//! The game must be short: finitely many positions, none reachable from
//! itself.
//!
//! # The number + star fast path
//!
//! Most positions of many games (Toads and Frogs, Hackenbush, the
//! columns of AtCoder ABC229 H) are worth a number `x` or a number plus a
//! nimber `x + *k`. When every option of a position is such a value, its
//! own value often follows from the options at once, with no canonical
//! form built ([`number_star_from_options`], the rule of maspy's
//! `Number_And_Star::from_options`, derived here from the theory):
//!
//! 1. **A number.** `G` is the simplest number `z` with `G^L ◁ z ◁ G^R`
//!    for every left option `G^L` and right option `G^R`, if one exists
//!    (`◁`: less than or fuzzy with; Siegel, *Combinatorial Game Theory*,
//!    2013, §II.3, the Simplicity Theorem in its general form; Winning
//!    Ways, ch. 2). For an option `y + *j`, `z <= y + *j` iff `z < y`, or
//!    `z = y` and `j = 0` (their difference is a number plus a nimber,
//!    positive when the number is, and fuzzy or 0 when it is 0). So
//!    `y + *j ◁ z` iff `y < z`, or `y = z` and `j >= 1`: with `a` the
//!    largest number of a left option and `b` the smallest of a right
//!    one, the `z` allowed form the interval from `a` to `b`, each end
//!    closed when every option at that end has a star (`j >= 1`), open
//!    otherwise, and unbounded on a side without options. The simplest
//!    number of an interval is unique (two numbers of one birthday have
//!    an earlier-born one between them), so it is the earliest born of
//!    the open interval's simplest ([`Dyadic::simplest_between`]) and the
//!    closed ends.
//! 2. **`x + *m`.** Otherwise, if `a = b = x`: every left option `y + *j`
//!    with `y < x` is dominated by a left option `x + *i` (the difference
//!    `(x - y) + *(i xor j)` is positive), and dually on the right, so `G
//!    = x + H` with `H = { *A | *B }`, `A` and `B` the stars of the options
//!    at `x` (Number Translation, Siegel §II.3). **`H = *m` exactly when
//!    `0, ..., m - 1` are in both `A` and `B` and `m` is in neither**, so
//!    `m = mex(A ∩ B)` is the only candidate. *Proof.* `H = *m` iff `H +
//!    *m` is a second-player win: no left option of it is `>= 0` and no
//!    right option `<= 0`. Its options are `*a + *m` (`a` in `A`, Left's),
//!    `*b + *m` (`b` in `B`, Right's), and `H + *j` for `j < m` (both
//!    players'). A nimber `*(a xor m)` is `>= 0` (and `<= 0`) iff it is 0,
//!    iff `a = m`: so `m` is in neither set. `H + *j` must be neither `>=
//!    0` nor `<= 0`: fuzzy. If `j` is in both sets, each player wins `H +
//!    *j` moving first by moving `H` to `*j`. If not, take the least such
//!    `j`, say not in `A` (dually for `B`): Left, moving first in `H + *j`,
//!    can go to `*a + *j`, `a != j`, a non-zero nimber, which Right wins
//!    moving first, or to `H + *i`, `i < j`, fuzzy as just shown, which
//!    Right also wins moving first: so Left loses, and `H + *j` is not
//!    fuzzy. ∎ And `H` is no other number plus a star: its stops are 0.
//! 3. **Anything else** is not a number plus a star: if `a > b` the stops
//!    of `G` (`a` and `b`: the stops of `y + *j` are `y`) differ, which
//!    never happens for `x + *k`; if `a = b`, by case 2. Such a `G` (hot,
//!    like `±1 = {1 | -1}`, or `x` plus an infinitesimal like `↑ = {0 |
//!    *}`) goes to the general canonical form, [`Games::from_options`].
//!    So the rule answers exactly the games that are numbers plus stars,
//!    and never wrongly.
//!
//! The tests check the rule against [`Games::from_options`] on random
//! option sets, the search with and without the fast path against each
//! other and against a brute-force game-tree search
//! ([`explore::Partizan`](crate::explore::Partizan)) on random games, and
//! the search against the values [`Games`] computes for Domineering and
//! Toads and Frogs.
//!
//! # Complexity
//!
//! Each reachable position is expanded once: one call of `moves` per side,
//! O(1) hash-map operations per option, then the fast rule (O(options)
//! plus O(options log options) in case 2) or [`Games::from_options`] (the
//! arena's cost). Number + star values are kept as `(x, k)` and made into
//! arena nodes only when a general form needs them.

use super::dyadic::Dyadic;
use super::games::{FxMap, Game, Games};
use crate::{Class, GrundyValue, Side};
use std::hash::Hash;

/// A position's value in the memo.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Value {
    /// On the search's stack: met again, the game has a cycle.
    Open,
    /// `x + *k` (`k = 0`: the number `x`), found by the fast rule.
    NumberStar(Dyadic, u32),
    /// A canonical form in the arena.
    Form(Game),
}

/// A position being expanded: its options are `kids[kids..]` (left ones
/// first), and the values of those resolved so far `values[values..]`.
struct Frame<S> {
    position: S,
    kids: usize,
    left: usize,
    next: usize,
    values: usize,
}

/// Canonical forms of a short partizan game given by its moves, memoised
/// per position, with the number + star fast path (see the [module
/// docs](self)).
///
/// `moves(&position, side)` lists the positions `side` can move to. Use
/// one [`Games`] arena with a `Search`: the memo holds ids of that arena.
///
/// # Example
/// Blue–Red Hackenbush stalks as `(blue, red)` edge counts of two
/// single-colour stalks: `{(b - 1, r) | (b, r - 1)}`, the number `b - r`;
/// and a position with a move for each player to a common `0`, `*`.
/// ```
/// use cp_games::cgt::{Dyadic, Games, Search};
/// use cp_games::{Class, Side};
/// let mut games = Games::new();
/// let mut stalks = Search::new(|&(b, r): &(i64, i64), side: Side| match side {
///     Side::Left if b > 0 => vec![(b - 1, r)],
///     Side::Right if r > 0 => vec![(b, r - 1)],
///     _ => vec![],
/// });
/// assert_eq!(stalks.number_star(&mut games, (5, 2)), Some((Dyadic::integer(3), 0)));
/// assert_eq!(stalks.class(&mut games, (2, 2)), Class::Previous);
/// let mut star = Search::new(|&p: &u8, _: Side| if p == 1 { vec![0] } else { vec![] });
/// let g = star.value(&mut games, 1);
/// assert_eq!(games.display(g), "*");
/// assert_eq!(star.class(&mut games, 1), Class::Next);
/// ```
pub struct Search<S, F> {
    moves: F,
    fast: bool,
    memo: FxMap<S, Value>,
    frames: Vec<Frame<S>>,
    kids: Vec<S>,
    values: Vec<Value>,
    left: Vec<(Dyadic, GrundyValue)>,
    right: Vec<(Dyadic, GrundyValue)>,
}

impl<S, F, I> Search<S, F>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S, Side) -> I,
    I: IntoIterator<Item = S>,
{
    /// An empty memo for the game whose moves are `moves`. O(1).
    pub fn new(moves: F) -> Self {
        Search {
            moves,
            fast: true,
            memo: FxMap::default(),
            frames: Vec::new(),
            kids: Vec::new(),
            values: Vec::new(),
            left: Vec::new(),
            right: Vec::new(),
        }
    }

    /// The same search without the number + star fast path: every
    /// position through [`Games::from_options`]. The values are the same
    /// (the tests check it); this is for checking and measuring. O(1).
    pub fn without_fast_path(moves: F) -> Self {
        let mut s = Search::new(moves);
        s.fast = false;
        s
    }

    /// How many positions are memoised. O(1).
    pub fn positions(&self) -> usize {
        self.memo.len()
    }

    /// The canonical form of `position`.
    ///
    /// # Panics
    /// If a position is reachable from itself (the game is not short);
    /// the search is then left half done, and should be dropped.
    ///
    /// # Complexity
    /// See the [module docs](self): each position not memoised yet is
    /// expanded once; no recursion.
    pub fn value(&mut self, games: &mut Games, position: S) -> Game {
        match self.resolve(games, position) {
            Value::NumberStar(x, k) => games.number_star(x, k.into()),
            Value::Form(g) => g,
            Value::Open => unreachable!("a resolved value"),
        }
    }

    /// `Some((x, k))` when `position` is worth `x + *k` (`k = 0`: the
    /// number `x`), else `None`; a value found by the fast path is not
    /// added to the arena.
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Complexity
    /// As [`value`](Self::value).
    pub fn number_star(&mut self, games: &mut Games, position: S) -> Option<(Dyadic, GrundyValue)> {
        match self.resolve(games, position) {
            Value::NumberStar(x, k) => Some((x, k.into())),
            Value::Form(g) => games.as_number_star(g),
            Value::Open => unreachable!("a resolved value"),
        }
    }

    /// The outcome class of `position`: `Left` if `G > 0`, `Right` if `G <
    /// 0`, `Previous` if `G = 0`, `Next` if `G || 0`.
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Complexity
    /// [`value`](Self::value), then O(1) for `x + *k`, else two
    /// comparisons with 0 ([`Games::le`]).
    pub fn class(&mut self, games: &mut Games, position: S) -> Class {
        let zero = Dyadic::integer(0);
        match self.resolve(games, position) {
            Value::NumberStar(x, k) => {
                if x > zero {
                    Class::Left
                } else if x < zero {
                    Class::Right
                } else if k == 0 {
                    Class::Previous
                } else {
                    Class::Next
                }
            }
            Value::Form(g) => games.outcome(g),
            Value::Open => unreachable!("a resolved value"),
        }
    }

    /// The left and right stops of `position` (`(x, x)` for `x + *k`;
    /// see [`Games::left_stop`]).
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Complexity
    /// [`value`](Self::value), then O(1) for `x + *k`, else the arena's
    /// memoised stops.
    pub fn stops(&mut self, games: &mut Games, position: S) -> (Dyadic, Dyadic) {
        match self.resolve(games, position) {
            Value::NumberStar(x, _) => (x, x),
            Value::Form(g) => (games.left_stop(g), games.right_stop(g)),
            Value::Open => unreachable!("a resolved value"),
        }
    }

    /// The temperature of `position`, CGSuite's convention (see
    /// [`Games::temperature`]): `-1` for an integer, `-1/2^k` for `m /
    /// 2^k` (`m` odd), `0` for `x + *k` with `k >= 1` (its scaffolds
    /// `x - t` and `x + t` meet at `t = 0`).
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Complexity
    /// [`value`](Self::value), then O(1) for `x + *k`, else the arena's
    /// thermograph.
    pub fn temperature(&mut self, games: &mut Games, position: S) -> Dyadic {
        match self.resolve(games, position) {
            Value::NumberStar(x, k) => number_star_temperature(x, k),
            Value::Form(g) => games.temperature(g),
            Value::Open => unreachable!("a resolved value"),
        }
    }

    /// The memoised value of `position`, searching what is not memoised.
    fn resolve(&mut self, games: &mut Games, position: S) -> Value {
        match self.memo.get(&position) {
            Some(&Value::Open) => panic!("Search: a position is reachable from itself"),
            Some(&v) => return v,
            None => {}
        }
        self.open(position);
        loop {
            let top = self.frames.last_mut().expect("a frame is open");
            let i = top.kids + top.next;
            if i < self.kids.len() {
                top.next += 1;
                match self.memo.get(&self.kids[i]) {
                    Some(&Value::Open) => panic!("Search: a position is reachable from itself"),
                    Some(&v) => self.values.push(v),
                    None => {
                        let kid = self.kids[i].clone();
                        self.open(kid);
                    }
                }
                continue;
            }
            let frame = self.frames.pop().expect("a frame is open");
            let v = self.combine(games, frame.left, frame.values);
            self.values.truncate(frame.values);
            self.kids.truncate(frame.kids);
            self.memo.insert(frame.position, v);
            if self.frames.is_empty() {
                return v;
            }
            self.values.push(v);
        }
    }

    /// Marks `position` open and pushes its frame with its options.
    fn open(&mut self, position: S) {
        self.memo.insert(position.clone(), Value::Open);
        let kids = self.kids.len();
        self.kids.extend((self.moves)(&position, Side::Left));
        let left = self.kids.len() - kids;
        self.kids.extend((self.moves)(&position, Side::Right));
        self.frames.push(Frame {
            position,
            kids,
            left,
            next: 0,
            values: self.values.len(),
        });
    }

    /// The value of the position whose option values are
    /// `values[from..]`, the first `left` of them Left's.
    fn combine(&mut self, games: &mut Games, left: usize, from: usize) -> Value {
        if self.fast {
            self.left.clear();
            self.right.clear();
            let mut all = true;
            for (i, &v) in self.values[from..].iter().enumerate() {
                let ns = match v {
                    Value::NumberStar(x, k) => Some((x, k.into())),
                    Value::Form(g) => games.as_number_star(g),
                    Value::Open => unreachable!("options are resolved"),
                };
                match ns {
                    Some(o) if i < left => self.left.push(o),
                    Some(o) => self.right.push(o),
                    None => {
                        all = false;
                        break;
                    }
                }
            }
            if all {
                if let Some((x, k)) = number_star_from_options(&self.left, &self.right) {
                    // A mex of stars below 2^32, held by fewer than 2^32 options.
                    let k = u32::try_from(k).expect("a star below 2^32");
                    return Value::NumberStar(x, k);
                }
            }
        }
        let mut l = Vec::with_capacity(left);
        let mut r = Vec::with_capacity(self.values.len() - from - left);
        for (i, &v) in self.values[from..].iter().enumerate() {
            let g = match v {
                Value::NumberStar(x, k) => games.number_star(x, k.into()),
                Value::Form(g) => g,
                Value::Open => unreachable!("options are resolved"),
            };
            if i < left {
                l.push(g);
            } else {
                r.push(g);
            }
        }
        Value::Form(games.from_options(&l, &r))
    }
}

/// The temperature of `x + *k` (see [`Search::temperature`]).
fn number_star_temperature(x: Dyadic, k: u32) -> Dyadic {
    if k > 0 {
        Dyadic::integer(0)
    } else if x.is_integer() {
        Dyadic::integer(-1)
    } else {
        -Dyadic::new(1, x.exponent())
    }
}

/// The day a number is born: `|n|` for an integer `n`, `floor(|x|) + k +
/// 1` for `x = m / 2^k`, `m` odd, `k >= 1` (see [`dyadic`](super::dyadic)).
fn birthday(x: Dyadic) -> u64 {
    let whole = x.numerator().unsigned_abs() >> x.exponent();
    if x.is_integer() {
        whole
    } else {
        whole + u64::from(x.exponent()) + 1
    }
}

/// The simplest number in the interval from `lo` to `hi` (each `(bound,
/// closed)`, `None` for unbounded), if it holds any.
fn simplest_in(lo: Option<(Dyadic, bool)>, hi: Option<(Dyadic, bool)>) -> Option<Dyadic> {
    if let (Some((a, a_closed)), Some((b, b_closed))) = (lo, hi) {
        if a > b {
            return None;
        }
        if a == b {
            return if a_closed && b_closed { Some(a) } else { None };
        }
    }
    let mut best = Dyadic::simplest_between(lo.map(|l| l.0), hi.map(|h| h.0));
    for end in [lo, hi].iter().flatten() {
        if end.1 && birthday(end.0) < birthday(best) {
            best = end.0;
        }
    }
    Some(best)
}

/// The largest (left, `largest == true`) or smallest number of the options,
/// and whether every option at it has a star.
fn bound(options: &[(Dyadic, GrundyValue)], largest: bool) -> Option<(Dyadic, bool)> {
    let first = options.first()?.0;
    let x = options.iter().fold(
        first,
        |m, &(y, _)| {
            if largest {
                m.max(y)
            } else {
                m.min(y)
            }
        },
    );
    let closed = options.iter().all(|&(y, k)| y != x || k > 0);
    Some((x, closed))
}

/// The value `x + *k` of `{ left | right }` whose options are the values
/// `x_i + *k_i` given as `(x_i, k_i)`, by the number + star rule (the
/// [module docs](self): the simplest number the options allow, else, when
/// Left's largest and Right's smallest number are one `x`, `x + *m` for
/// `m` the mex of the stars both sides have at `x`, if neither side has
/// `*m` there); `None` exactly when the game is not a number plus a star
/// (it is then hot, or a number plus an infinitesimal like `↑`, and
/// [`Games::from_options`] gives its form).
///
/// # Panics
/// As [`Dyadic::simplest_between`], when no dyadic of exponent at most 62
/// lies strictly between the bounds.
///
/// # Complexity
/// O(n) for `n` options, O(n log n) when both bounds are one number.
///
/// # Example
/// ```
/// use cp_games::cgt::search::number_star_from_options;
/// use cp_games::cgt::Dyadic;
/// let (zero, one) = (Dyadic::integer(0), Dyadic::integer(1));
/// // {0 | 1} = 1/2; {* | 1} = 0 (the left option 0* is fuzzy with 0)
/// assert_eq!(number_star_from_options(&[(zero, 0)], &[(one, 0)]), Some((Dyadic::new(1, 1), 0)));
/// assert_eq!(number_star_from_options(&[(zero, 1)], &[(one, 0)]), Some((zero, 0)));
/// // {0, * | 0, *} = *2; {1 | 1} = 1*
/// let both = [(zero, 0), (zero, 1)];
/// assert_eq!(number_star_from_options(&both, &both), Some((zero, 2)));
/// assert_eq!(number_star_from_options(&[(one, 0)], &[(one, 0)]), Some((one, 1)));
/// // {0 | 0, *3} = * (*3 reverses through *)
/// assert_eq!(number_star_from_options(&[(zero, 0)], &[(zero, 0), (zero, 3)]), Some((zero, 1)));
/// // {0 | *} = ↑ and {1 | -1} = ±1 are not numbers plus stars.
/// assert_eq!(number_star_from_options(&[(zero, 0)], &[(zero, 1)]), None);
/// assert_eq!(number_star_from_options(&[(one, 0)], &[(-one, 0)]), None);
/// ```
pub fn number_star_from_options(
    left: &[(Dyadic, GrundyValue)],
    right: &[(Dyadic, GrundyValue)],
) -> Option<(Dyadic, GrundyValue)> {
    let lo = bound(left, true);
    let hi = bound(right, false);
    if let Some(z) = simplest_in(lo, hi) {
        return Some((z, 0));
    }
    let (x, _) = lo?;
    if hi?.0 != x {
        return None;
    }
    let stars = |options: &[(Dyadic, GrundyValue)]| {
        let mut s: Vec<GrundyValue> = options.iter().filter(|o| o.0 == x).map(|o| o.1).collect();
        s.sort_unstable();
        s.dedup();
        s
    };
    let (a, b) = (stars(left), stars(right));
    // The mex of A ∩ B: both sorted, so walk m up while both hold it.
    let mut m: GrundyValue = 0;
    while a.binary_search(&m).is_ok() && b.binary_search(&m).is_ok() {
        m += 1;
    }
    if a.binary_search(&m).is_ok() || b.binary_search(&m).is_ok() {
        return None;
    }
    Some((x, m))
}

#[cfg(test)]
#[path = "search_tests.rs"]
mod tests;

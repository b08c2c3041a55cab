//! The arena of canonical forms: every [`Game`] is the id of a canonical
//! form stored once (hash-consed), so two games are equal exactly when
//! their ids are.
//!
//! # Canonical forms
//!
//! A form `G = {L | R}` may hold a *dominated* option (a left option `A`
//! with `A <= B` for another left option `B`, or a right option `A >= B`)
//! or a *reversible* one (a left option `A` with a right option `A^R <=
//! G`, or a right option `A` with a left option `A^L >= G`). Deleting a
//! dominated option, and replacing a reversible left option `A` by all the
//! left options of its reversing `A^R` (bypassing it; dually on the right)
//! leave the value of `G` unchanged, and a form whose options are
//! canonical and that has neither kind is the unique smallest form of its
//! value: its canonical form (Conway, *On Numbers and Games*, ch. 10;
//! Siegel, *Combinatorial Game Theory*, 2013, §II.2, the Canonical Form
//! Theorem, with the lemmas on dominated and reversible options before
//! it). Each bypass replaces an option by options born strictly earlier,
//! so repeating both steps ends.
//!
//! [`Games::from_options`] applies them to options that are canonical
//! already (every `Game` is), so its result is canonical, and interns it.
//! Two shortcuts recognise the commonest values at once:
//!
//! - if every option is a number and every left option is less than
//!   every right option, `{L | R}` is the simplest number between the
//!   largest left and the smallest right option (the Simplicity Theorem,
//!   Siegel §II.3; see [`Dyadic::simplest_between`]);
//! - numbers `x` and `x + *k` are stored with their value, whose
//!   canonical forms are `x = {x - 2^-k | x + 2^-k}` for `x = m / 2^k`
//!   (`m` odd, `k >= 1`), `n = {n - 1 | }` for integers `n > 0` (dually
//!   below 0), `0 = { | }`, and `x + *k = {x + *j, j < k | x + *j, j < k}`
//!   (Siegel §II.3 for numbers, and the Number Translation Theorem there
//!   for `x + *k`: its options `x + *j`, `j < k`, differ pairwise by
//!   non-zero nimbers, so are fuzzy to each other and none dominates;
//!   and none is reversible, since a right option of a left option is
//!   either some `x + *i` with `i < k`, fuzzy to `x + *k`, or (of the
//!   option `x`) a number above `x`, which exceeds `x + *k`; dually on
//!   the right).
//!
//! # Complexity
//!
//! Let `n` be the number of options and `c` the cost of one comparison.
//! Removing dominated options costs `O(n^2)` comparisons; a reversibility
//! check of a left option costs one comparison with `G` per right option
//! of it, each unrolled once through `G`'s own options; the steps repeat
//! at most once per bypass. Comparisons between interned games are
//! memoised (see [`Games::le`]), so repeated work is a hash lookup.

use crate::cgt::dyadic::Dyadic;
use crate::GrundyValue;
pub mod compare;
pub mod notation;
pub mod thermo;

pub use thermo::{Thermograph, Wall};

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A short game in canonical form, as its id in a [`Games`] arena: two
/// ids of the same arena are equal exactly when the games are equal.
///
/// An id means nothing outside the arena that made it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Game(pub(super) u32);

impl Game {
    /// The id as an index, `0..games.len()`, for tables beside an arena.
    /// O(1).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// What is known of a node's value beyond its options.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    /// The number `x`.
    Number(Dyadic),
    /// `x + *k`, `k >= 1` (a `u32`, not a [`GrundyValue`], to keep the
    /// node small: making `*k` costs O(k^2), so `k` never nears 2^32).
    NumberStar(Dyadic, u32),
    /// Anything else.
    Other,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    start: u32,
    left: u32,
    right: u32,
    pub(super) kind: Kind,
}

/// FxHash's multiply-rotate: fast on the small integer keys of the memos.
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher(u64);

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64);
    }
    fn write_u32(&mut self, i: u32) {
        self.write_u64(i as u64);
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

pub(super) type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// The arena of canonical forms, with the memos of the operations on them.
///
/// # Example
/// `↑ = {0 | *}`, `↑ + ↑ + *` is not `↑ + ↑`, and `* + * = 0`:
/// ```
/// use cp_games::cgt::Games;
/// use cp_games::Class;
/// let mut g = Games::new();
/// let (zero, star) = (g.zero(), g.star());
/// let up = g.from_options(&[zero], &[star]);
/// assert_eq!(g.display(up), "↑");
/// let double_up = g.add(up, up);
/// let double_up_star = g.add(double_up, star);
/// assert_eq!(g.display(double_up_star), "⇑*");
/// assert_eq!(g.outcome(double_up_star), Class::Left);
/// assert_eq!(g.add(star, star), zero);
/// ```
pub struct Games {
    pub(super) nodes: Vec<Node>,
    options: Vec<Game>,
    index: FxMap<Box<[u32]>, Game>,
    key: Vec<u32>,
    numbers: FxMap<Dyadic, Game>,
    number_stars: FxMap<(Dyadic, u32), Game>,
    pub(super) le_memo: FxMap<u64, bool>,
    sum_memo: FxMap<u64, Game>,
    negs: Vec<u32>,
    pub(super) stops: Vec<Option<(Dyadic, Dyadic)>>,
    pub(super) thermographs: FxMap<Game, Thermograph>,
}

impl Default for Games {
    fn default() -> Self {
        Games::new()
    }
}

/// A pair of ids as one memo key.
pub(super) fn pair(a: Game, b: Game) -> u64 {
    (a.0 as u64) << 32 | b.0 as u64
}

impl Games {
    /// An arena holding only `0 = { | }`. O(1).
    pub fn new() -> Self {
        let mut games = Games {
            nodes: Vec::new(),
            options: Vec::new(),
            index: FxMap::default(),
            key: Vec::new(),
            numbers: FxMap::default(),
            number_stars: FxMap::default(),
            le_memo: FxMap::default(),
            sum_memo: FxMap::default(),
            negs: Vec::new(),
            stops: Vec::new(),
            thermographs: FxMap::default(),
        };
        let zero = games.intern(&[], &[]);
        games.numbers.insert(Dyadic::integer(0), zero);
        games
    }

    /// How many canonical forms the arena holds. O(1).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the arena holds only `0` (never: it always holds `0`).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The game `0 = { | }`. O(1).
    pub fn zero(&self) -> Game {
        Game(0)
    }

    /// The game `* = {0 | 0}`. O(1) after its first call.
    pub fn star(&mut self) -> Game {
        self.nimber(1)
    }

    /// The left options of `g`, sorted by id. O(1).
    pub fn left_options(&self, g: Game) -> &[Game] {
        let n = self.nodes[g.index()];
        &self.options[n.start as usize..(n.start + n.left) as usize]
    }

    /// The right options of `g`, sorted by id. O(1).
    pub fn right_options(&self, g: Game) -> &[Game] {
        let n = self.nodes[g.index()];
        let from = (n.start + n.left) as usize;
        &self.options[from..from + n.right as usize]
    }

    /// The `i`-th left option (by index, so callers can hold `&mut self`).
    pub(super) fn left_at(&self, g: Game, i: usize) -> Game {
        self.options[self.nodes[g.index()].start as usize + i]
    }

    /// The `i`-th right option.
    pub(super) fn right_at(&self, g: Game, i: usize) -> Game {
        let n = self.nodes[g.index()];
        self.options[(n.start + n.left) as usize + i]
    }

    /// The `i`-th left (`left == true`) or right option.
    fn option_at(&self, g: Game, left: bool, i: usize) -> Game {
        if left {
            self.left_at(g, i)
        } else {
            self.right_at(g, i)
        }
    }

    /// How many left and right options `g` has.
    pub(super) fn counts(&self, g: Game) -> (usize, usize) {
        let n = self.nodes[g.index()];
        (n.left as usize, n.right as usize)
    }

    pub(super) fn kind(&self, g: Game) -> Kind {
        self.nodes[g.index()].kind
    }

    /// The number `g` is, if it is one. O(1).
    pub fn as_number(&self, g: Game) -> Option<Dyadic> {
        match self.kind(g) {
            Kind::Number(x) => Some(x),
            _ => None,
        }
    }

    /// `(x, k)` when `g = x + *k` (`k = 0` for a number). O(1).
    pub fn as_number_star(&self, g: Game) -> Option<(Dyadic, GrundyValue)> {
        match self.kind(g) {
            Kind::Number(x) => Some((x, 0)),
            Kind::NumberStar(x, k) => Some((x, k.into())),
            Kind::Other => None,
        }
    }

    /// The number `x` as a game.
    ///
    /// # Complexity
    /// O(1) once made; making `m / 2^k` first makes the `O(|x| + k)`
    /// numbers on its canonical form's way from 0.
    pub fn number(&mut self, x: Dyadic) -> Game {
        if let Some(&g) = self.numbers.get(&x) {
            return g;
        }
        if x.is_integer() {
            // Build the integers from the nearest one made, without recursion.
            let n = x.floor();
            let step = if n > 0 { 1 } else { -1 };
            let mut from = n;
            while !self.numbers.contains_key(&Dyadic::integer(from)) {
                from -= step;
            }
            let mut prev = self.numbers[&Dyadic::integer(from)];
            while from != n {
                from += step;
                let g = if step > 0 {
                    self.intern(&[prev], &[])
                } else {
                    self.intern(&[], &[prev])
                };
                self.numbers.insert(Dyadic::integer(from), g);
                prev = g;
            }
            return prev;
        }
        let unit = Dyadic::new(1, x.exponent());
        let lo = self.number(x - unit);
        let hi = self.number(x + unit);
        let g = self.intern(&[lo], &[hi]);
        self.numbers.insert(x, g);
        g
    }

    /// The game `x + *k` (the number `x` when `k = 0`).
    ///
    /// # Panics
    /// If `k >= 2^32` (making it would take 2^64 steps).
    ///
    /// # Complexity
    /// O(1) once made; O(k^2) the first time.
    pub fn number_star(&mut self, x: Dyadic, k: GrundyValue) -> Game {
        if k == 0 {
            return self.number(x);
        }
        let k32 = u32::try_from(k).expect("cgt::Games::number_star: *k for k >= 2^32");
        if let Some(&g) = self.number_stars.get(&(x, k32)) {
            return g;
        }
        let below: Vec<Game> = (0..k).map(|j| self.number_star(x, j)).collect();
        let mut sorted = below.clone();
        sorted.sort_unstable();
        let g = self.intern(&sorted, &sorted);
        debug_assert_eq!(self.kind(g), Kind::NumberStar(x, k32));
        g
    }

    /// The nimber `*k`. O(1) once made, O(k^2) the first time.
    ///
    /// # Panics
    /// As [`number_star`](Self::number_star).
    pub fn nimber(&mut self, k: GrundyValue) -> Game {
        self.number_star(Dyadic::integer(0), k)
    }

    /// The canonical form of `{left | right}`: options deduplicated,
    /// dominated options removed, reversible options bypassed (see the
    /// [module docs](self)), then interned.
    ///
    /// # Complexity
    /// See the module docs: `O(n^2)` memoised comparisons for `n` options
    /// plus the reversibility checks; O(n log n) when every option is a
    /// number.
    pub fn from_options(&mut self, left: &[Game], right: &[Game]) -> Game {
        let mut l = left.to_vec();
        let mut r = right.to_vec();
        l.sort_unstable();
        l.dedup();
        r.sort_unstable();
        r.dedup();
        if let Some(x) = self.number_between(&l, &r) {
            return self.number(x);
        }
        let mut memo: FxMap<(Game, bool), bool> = FxMap::default();
        loop {
            self.remove_dominated(&mut l, true);
            self.remove_dominated(&mut r, false);
            if !self.bypass_reversible(&mut l, &mut r, &mut memo) {
                break;
            }
        }
        if let Some(x) = self.number_between(&l, &r) {
            return self.number(x);
        }
        self.intern(&l, &r)
    }

    /// If every option is a number and each left one is below each right
    /// one, the simplest number between them.
    fn number_between(&self, l: &[Game], r: &[Game]) -> Option<Dyadic> {
        let mut max_l: Option<Dyadic> = None;
        for &g in l {
            let x = self.as_number(g)?;
            max_l = Some(max_l.map_or(x, |m| m.max(x)));
        }
        let mut min_r: Option<Dyadic> = None;
        for &g in r {
            let x = self.as_number(g)?;
            min_r = Some(min_r.map_or(x, |m| m.min(x)));
        }
        match (max_l, min_r) {
            (Some(a), Some(b)) if a >= b => None,
            _ => Some(Dyadic::simplest_between(max_l, min_r)),
        }
    }

    /// Removes the left (`left == true`) or right options dominated by
    /// another one. The options are distinct values, so domination is
    /// strict and removing all dominated options at once keeps the
    /// maximal (minimal) ones.
    fn remove_dominated(&mut self, opts: &mut Vec<Game>, left: bool) {
        if opts.len() < 2 {
            return;
        }
        let all = opts.clone();
        opts.retain(|&a| {
            !all.iter()
                .any(|&b| b != a && if left { self.le(a, b) } else { self.le(b, a) })
        });
    }

    /// Bypasses every reversible option of `{l | r}`; whether anything
    /// changed. `memo` holds comparisons with the value of `{l | r}`,
    /// which no bypass changes.
    fn bypass_reversible(
        &mut self,
        l: &mut Vec<Game>,
        r: &mut Vec<Game>,
        memo: &mut FxMap<(Game, bool), bool>,
    ) -> bool {
        let new_l = self.bypassed(l, r, memo, true);
        let new_r = self.bypassed(l, r, memo, false);
        if new_l.is_none() && new_r.is_none() {
            return false;
        }
        if let Some(new_l) = new_l {
            *l = new_l;
        }
        if let Some(new_r) = new_r {
            *r = new_r;
        }
        true
    }

    /// The left (`left == true`) or right options of `G = {l | r}` with
    /// each reversible one bypassed, sorted and deduplicated; `None` if
    /// none is reversible. A left option `A` reverses through a right
    /// option `A^R <= G` and gives way to the left options of `A^R`; a
    /// right option `A`, through a left option `A^L >= G`, to the right
    /// options of `A^L`.
    fn bypassed(
        &mut self,
        l: &[Game],
        r: &[Game],
        memo: &mut FxMap<(Game, bool), bool>,
        left: bool,
    ) -> Option<Vec<Game>> {
        let opts = if left { l } else { r };
        let mut out = Vec::with_capacity(opts.len());
        let mut changed = false;
        for &a in opts {
            let (nl, nr) = self.counts(a);
            let mut reversing = None;
            for i in 0..if left { nr } else { nl } {
                let b = self.option_at(a, !left, i);
                if self.le_form(b, l, r, memo, left) {
                    reversing = Some(b);
                    break;
                }
            }
            match reversing {
                Some(b) => {
                    changed = true;
                    out.extend_from_slice(if left {
                        self.left_options(b)
                    } else {
                        self.right_options(b)
                    });
                }
                None => out.push(a),
            }
        }
        if !changed {
            return None;
        }
        out.sort_unstable();
        out.dedup();
        Some(out)
    }

    /// Compares `x` with `G = {l | r}`, not interned: `x <= G` when
    /// `below` (no `x^L >= G` and no `G^R <= x`), else `G <= x` (no `G^L
    /// >= x` and no `x^R <= G`). Memoised in `memo` under `(x, below)`.
    fn le_form(
        &mut self,
        x: Game,
        l: &[Game],
        r: &[Game],
        memo: &mut FxMap<(Game, bool), bool>,
        below: bool,
    ) -> bool {
        if let Some(&v) = memo.get(&(x, below)) {
            return v;
        }
        let mut v = if below {
            !r.iter().any(|&gr| self.le(gr, x))
        } else {
            !l.iter().any(|&gl| self.le(x, gl))
        };
        if v {
            let (nl, nr) = self.counts(x);
            v = !(0..if below { nl } else { nr }).any(|i| {
                let y = self.option_at(x, below, i);
                self.le_form(y, l, r, memo, !below)
            });
        }
        memo.insert((x, below), v);
        v
    }

    /// The id of the canonical form `{l | r}` (both sorted, deduplicated,
    /// canonical), adding it if new, with its kind.
    pub(super) fn intern(&mut self, l: &[Game], r: &[Game]) -> Game {
        self.key.clear();
        self.key.push(l.len() as u32);
        self.key.extend(l.iter().map(|g| g.0));
        self.key.extend(r.iter().map(|g| g.0));
        if let Some(&g) = self.index.get(&self.key[..]) {
            return g;
        }
        let kind = self.kind_of(l, r);
        assert!(
            self.nodes.len() < u32::MAX as usize,
            "more than 2^32 - 1 games"
        );
        let id = self.nodes.len() as u32;
        let g = Game(id);
        self.nodes.push(Node {
            start: self.options.len() as u32,
            left: l.len() as u32,
            right: r.len() as u32,
            kind,
        });
        self.options.extend_from_slice(l);
        self.options.extend_from_slice(r);
        assert!(
            self.options.len() <= u32::MAX as usize,
            "more than 2^32 - 1 options"
        );
        self.negs.push(u32::MAX);
        self.stops.push(None);
        self.index.insert(self.key.clone().into_boxed_slice(), g);
        if let Kind::NumberStar(x, k) = kind {
            self.number_stars.insert((x, k), g);
        }
        g
    }

    /// The kind of a new canonical form made by `number` (whose callers
    /// record the number themselves) or elsewhere: `x + *k` when both
    /// sides are `x, x*, ..., x*(k-1)`.
    fn kind_of(&self, l: &[Game], r: &[Game]) -> Kind {
        if l.is_empty() && r.is_empty() {
            return Kind::Number(Dyadic::integer(0));
        }
        if l.len() <= 1 && r.len() <= 1 {
            let lx = l.first().and_then(|&g| self.as_number(g));
            let rx = r.first().and_then(|&g| self.as_number(g));
            let all = (l.is_empty() || lx.is_some()) && (r.is_empty() || rx.is_some());
            if all && (lx.is_none() || rx.is_none() || lx < rx) {
                return Kind::Number(Dyadic::simplest_between(lx, rx));
            }
        }
        if l != r {
            return Kind::Other;
        }
        let mut base = None;
        let mut stars = Vec::with_capacity(l.len());
        for &g in l {
            match self.as_number_star(g) {
                Some((x, j)) if base.is_none() || base == Some(x) => {
                    base = Some(x);
                    stars.push(j);
                }
                _ => return Kind::Other,
            }
        }
        stars.sort_unstable();
        if stars
            .iter()
            .enumerate()
            .all(|(i, &j)| i as GrundyValue == j)
        {
            Kind::NumberStar(base.expect("non-empty"), l.len() as u32)
        } else {
            Kind::Other
        }
    }

    /// `a + b`, in canonical form.
    ///
    /// # Complexity
    /// O(1) for numbers and `x + *k` forms and for sums made before
    /// (memoised); otherwise one [`from_options`](Self::from_options) per
    /// pair of subpositions `(a', b')` not summed before.
    pub fn add(&mut self, a: Game, b: Game) -> Game {
        let zero = self.zero();
        if a == zero {
            return b;
        }
        if b == zero {
            return a;
        }
        if let (Some((x, j)), Some((y, k))) = (self.as_number_star(a), self.as_number_star(b)) {
            return self.number_star(x + y, j ^ k);
        }
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        if let Some(&s) = self.sum_memo.get(&pair(a, b)) {
            return s;
        }
        let (anl, anr) = self.counts(a);
        let (bnl, bnr) = self.counts(b);
        let mut l = Vec::with_capacity(anl + bnl);
        let mut r = Vec::with_capacity(anr + bnr);
        // Number translation (Siegel §II.3): x + G = {x + G^L |
        // x + G^R} for a number x and G not a number, so Left and Right
        // never need to move in x.
        let a_number = self.as_number(a).is_some();
        let b_number = self.as_number(b).is_some();
        for (g, other, number) in [(a, b, a_number), (b, a, b_number)] {
            if number {
                continue;
            }
            let (nl, nr) = self.counts(g);
            for (left, n, options) in [(true, nl, &mut l), (false, nr, &mut r)] {
                for i in 0..n {
                    let option = self.option_at(g, left, i);
                    options.push(self.add(option, other));
                }
            }
        }
        let s = self.from_options(&l, &r);
        self.sum_memo.insert(pair(a, b), s);
        s
    }

    /// `-a`, in canonical form (the negative of a canonical form is
    /// canonical: negation swaps domination and reversibility between the
    /// sides).
    ///
    /// # Complexity
    /// O(1) once made; otherwise O(size of `a`'s canonical form).
    pub fn neg(&mut self, a: Game) -> Game {
        let known = self.negs[a.index()];
        if known != u32::MAX {
            return Game(known);
        }
        let n = match self.as_number_star(a) {
            Some((x, k)) => self.number_star(-x, k),
            None => {
                // -{L | R} = {-R | -L}: the right options' negatives first
                let [l, r] = [false, true].map(|left| {
                    let (nl, nr) = self.counts(a);
                    let options: Vec<Game> = (0..if left { nl } else { nr })
                        .map(|i| self.option_at(a, left, i))
                        .collect();
                    let mut negs: Vec<Game> = options.into_iter().map(|g| self.neg(g)).collect();
                    negs.sort_unstable();
                    negs
                });
                self.intern(&l, &r)
            }
        };
        self.negs[a.index()] = n.0;
        self.negs[n.index()] = a.0;
        n
    }
}

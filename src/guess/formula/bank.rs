//! The enumeration of expressions by size, with observational equivalence:
//! every expression is evaluated on every row, and of the expressions with
//! equal values on all rows only the first (the smallest) is kept to build
//! larger ones.
//!
//! Integers are `i64` values inside `(-2^62, 2^62)`, [`NONE`] where the
//! expression has no value (out of its operator's domain, or out of that
//! range: exact arithmetic would need more). So adding or subtracting two
//! values never overflows an `i64`. Truth values are bit sets with a second
//! bit set marking the rows where the value is defined.
//!
//! Once the bank is full (its memory cap), larger expressions are still
//! built from it and checked against the target, on the first 16 rows
//! first (the rows are shuffled, so those are a sample), but no longer
//! stored.
//!
//! Besides the rows, whose values are the target, a vector holds the
//! expression's values at *extra points* with no target (the queries, far
//! probes, rows held out for validation): two expressions are one only
//! where they agree on the rows and on every extra point, so an
//! expression that agrees with a fit on the rows but not beyond them is
//! kept, and found as a fit of its own.

mod grow;

use super::expr::{Expr, Op, Ty};
use std::collections::HashMap;

/// The first `n` values of integer `$i` of bank `$b`: from the samples
/// side by side once the bank is full (`n` is then the sample), else from
/// its vector. A macro, so that it borrows only the fields it reads (the
/// scratch vectors stay free to write). O(1).
macro_rules! first {
    ($b:expr, $i:expr, $n:expr) => {{
        let (i, n) = ($i as usize, $n);
        if $b.full {
            let k = i * $b.rows.min(SAMPLE);
            &$b.sample_ints[k..k + n]
        } else {
            let k = i * $b.points;
            &$b.ints[k..k + n]
        }
    }};
}
pub(crate) use first;

/// The integers' range: values `v` with `|v| < BOUND`.
const BOUND: i64 = 1 << 62;
/// No value.
pub(crate) const NONE: i64 = i64::MIN;
/// The most fits kept (the first and its alternatives).
const MAX_FITS: usize = 1024;

/// What a node computes from its children (ids into the integer or the
/// truth-value bank, as the operator's argument types say).
#[derive(Debug, Clone, Copy)]
pub(crate) enum Node {
    Term(usize),
    Const(i64),
    Unary(Op, u32),
    Binary(Op, u32, u32),
    /// A condition (truth value) and two integers.
    Ite(u32, u32, u32),
}

/// The value the expressions must take on every row.
#[derive(Debug, Clone)]
pub(crate) enum Target {
    /// Truth values (a two-valued table); a fitting expression may also be
    /// the negation (see [`Fit::negated`]).
    Bool(Vec<bool>),
    /// Integers.
    Int(Vec<i128>),
    /// Three or more categories: nothing fits a single expression; the bank
    /// is built for decision trees only.
    Categories,
}

/// An expression that takes the target's value on every row.
#[derive(Debug, Clone)]
pub(crate) struct Fit {
    pub(crate) expr: Expr,
    /// For a truth-value target: the expression is the target's negation.
    pub(crate) negated: bool,
}

/// A small expression that fits all rows but a few.
#[derive(Debug, Clone)]
pub(crate) struct Near {
    pub(crate) expr: Expr,
    pub(crate) negated: bool,
    /// Rows where it is wrong.
    pub(crate) misses: usize,
    /// The first of them, in the table's order.
    pub(crate) first_miss: usize,
}

/// Limits of one enumeration.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Budget {
    /// Row evaluations in all (a full evaluation costs the row count, a
    /// sample 16, each candidate [`OVERHEAD`] more).
    pub(crate) work: u64,
    /// Bytes of stored vectors.
    pub(crate) memory: usize,
    /// Candidates in all.
    pub(crate) candidates: u64,
}

/// The bank of distinct expressions, by type and size.
pub(crate) struct Bank {
    /// Rows (with a target), in the shuffled order; `order[k]` is the
    /// table row at `k`.
    pub(crate) rows: usize,
    pub(crate) order: Vec<usize>,
    /// Rows and extra points: a vector's entries `rows..points` are the
    /// extra points, in their given order.
    pub(crate) points: usize,
    words: usize,
    /// Integer vectors, `points` each.
    pub(crate) ints: Vec<i64>,
    pub(crate) int_nodes: Vec<Node>,
    /// The value of each integer that is the same on every row.
    int_const: Vec<Option<i64>>,
    /// The first id of each size (`int_starts[s]..int_starts[s + 1]`).
    int_starts: Vec<u32>,
    /// Truth values and where they are defined, `words` each.
    pub(crate) bits: Vec<u64>,
    pub(crate) defined: Vec<u64>,
    pub(crate) bool_nodes: Vec<Node>,
    bool_starts: Vec<u32>,
    int_seen: HashMap<u64, u32, BuildHash>,
    bool_seen: HashMap<u64, u32, BuildHash>,
    target: Target,
    target_ints: Vec<i64>,
    target_bits: Vec<u64>,
    full_mask: Vec<u64>,
    budget: Budget,
    /// Work done so far.
    pub(crate) work: u64,
    /// Candidates checked so far.
    pub(crate) candidates: u64,
    /// Candidates checked when each size was complete.
    pub(crate) candidates_through: Vec<u64>,
    /// Fits found, with their sizes.
    pub(crate) fits: Vec<(usize, Fit)>,
    /// Whether more fits were found than [`MAX_FITS`] (those are not
    /// kept, so no query can be checked against them all).
    pub(crate) fits_lost: bool,
    pub(crate) near: Option<(usize, Near)>,
    scratch_int: Vec<i64>,
    scratch_bits: Vec<u64>,
    scratch_defined: Vec<u64>,
    full: bool,
    /// Once full: each integer's values on the sample rows, side by side
    /// ([`SAMPLE`] an id), and each truth value's first word (bits and
    /// definedness): the candidates, checked on the sample only, then read
    /// contiguous memory.
    sample_ints: Vec<i64>,
    sample_bits: Vec<u64>,
    sample_defined: Vec<u64>,
}

/// The hash map's hasher: the keys are hashes already (std's
/// `BuildHasherDefault`, as the crate's other maps have it).
pub(crate) type BuildHash = std::hash::BuildHasherDefault<Identity>;
#[derive(Default)]
pub(crate) struct Identity(u64);
impl std::hash::Hasher for Identity {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = x;
    }
}

/// A hash of a vector: four independent lanes, so that the multiplications
/// overlap.
fn hash(values: &[u64]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mut lanes = [0x9e37_79b9_7f4a_7c15u64, 1, 2, 3];
    let mut chunks = values.chunks_exact(4);
    for c in &mut chunks {
        for (l, &v) in lanes.iter_mut().zip(c) {
            *l = (l.rotate_left(5) ^ v).wrapping_mul(K);
        }
    }
    for &v in chunks.remainder() {
        lanes[0] = (lanes[0].rotate_left(5) ^ v).wrapping_mul(K);
    }
    let h = lanes
        .iter()
        .fold(0u64, |h, &l| (h.rotate_left(17) ^ l).wrapping_mul(K));
    h ^ (h >> 29)
}

/// The `i64` vector as `u64`s, for [`hash`].
fn as_u64(values: &[i64]) -> &[u64] {
    // SAFETY: i64 and u64 have the same size and alignment, and every bit
    // pattern is valid for both.
    unsafe { std::slice::from_raw_parts(values.as_ptr().cast::<u64>(), values.len()) }
}

/// The rows checked first once the bank is full (most candidates differ
/// from the target on one of them).
const SAMPLE: usize = 16;
/// The cost of a candidate besides its rows, in row evaluations (measured:
/// a sampled candidate costs about three times its 16 rows).
const OVERHEAD: usize = 32;

fn valid(x: i64) -> bool {
    x > -BOUND && x < BOUND
}

fn from_i128(x: Option<i128>) -> i64 {
    match x {
        Some(v) if v > -i128::from(BOUND) && v < i128::from(BOUND) => v as i64,
        _ => NONE,
    }
}

impl Bank {
    /// A bank for `terms` (each a type and its value on every one of the
    /// `rows` rows, then at every extra point; truth values as 0 / 1) and
    /// `target` (one value a row), with the small constants `consts`.
    pub(crate) fn new(
        terms: &[(Ty, Vec<Option<i128>>)],
        rows: usize,
        consts: &[i64],
        target: Target,
        budget: Budget,
    ) -> Bank {
        let points = terms.first().map_or(rows, |t| t.1.len());
        debug_assert!(points >= rows);
        // a fixed shuffle, so that the first rows are a sample
        let mut order: Vec<usize> = (0..rows).collect();
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for i in (1..rows).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            order.swap(i, (state % (i as u64 + 1)) as usize);
        }
        let words = points.div_ceil(64);
        // the rows' bits only
        let mut full_mask = vec![0u64; words];
        for (j, m) in full_mask.iter_mut().enumerate() {
            let (lo, hi) = (64 * j, (64 * j + 64).min(rows));
            if hi > lo {
                *m = if hi - lo == 64 {
                    u64::MAX
                } else {
                    (1u64 << (hi - lo)) - 1
                };
            }
        }
        let (target_ints, target_bits) = match &target {
            Target::Int(t) => (
                order.iter().map(|&r| from_i128(Some(t[r]))).collect(),
                vec![],
            ),
            Target::Bool(t) => {
                let mut bits = vec![0u64; words];
                for (k, &r) in order.iter().enumerate() {
                    bits[k / 64] |= u64::from(t[r]) << (k % 64);
                }
                (vec![], bits)
            }
            Target::Categories => (vec![], vec![]),
        };
        let mut bank = Bank {
            rows,
            order,
            points,
            words,
            ints: Vec::new(),
            int_nodes: Vec::new(),
            int_const: Vec::new(),
            int_starts: vec![0, 0],
            bits: Vec::new(),
            defined: Vec::new(),
            bool_nodes: Vec::new(),
            bool_starts: vec![0, 0],
            int_seen: HashMap::default(),
            bool_seen: HashMap::default(),
            target,
            target_ints,
            target_bits,
            full_mask,
            budget,
            work: 0,
            candidates: 0,
            candidates_through: vec![0],
            fits: Vec::new(),
            fits_lost: false,
            near: None,
            scratch_int: vec![0; points],
            scratch_bits: vec![0; words],
            scratch_defined: vec![0; words],
            full: false,
            sample_ints: Vec::new(),
            sample_bits: Vec::new(),
            sample_defined: Vec::new(),
        };
        // size 1: the terminals, then the constants
        for (i, (ty, values)) in terms.iter().enumerate() {
            match ty {
                Ty::Int => {
                    for k in 0..points {
                        bank.scratch_int[k] = from_i128(values[bank.point(k)]);
                    }
                    bank.offer_int(Node::Term(i), 1, true);
                }
                Ty::Bool => {
                    bank.scratch_bits.fill(0);
                    bank.scratch_defined.fill(0);
                    for k in 0..points {
                        if let Some(v) = values[bank.point(k)] {
                            bank.scratch_bits[k / 64] |= u64::from(v != 0) << (k % 64);
                            bank.scratch_defined[k / 64] |= 1 << (k % 64);
                        }
                    }
                    bank.offer_bool(Node::Term(i), 1, true);
                }
            }
        }
        for &c in consts {
            bank.scratch_int.fill(c);
            bank.offer_int(Node::Const(c), 1, true);
        }
        bank.close_size();
        bank
    }

    /// The index, among the given rows and extra points, of the bank's
    /// point `k` (the rows shuffled, the extra points in order). O(1).
    pub(crate) fn point(&self, k: usize) -> usize {
        if k < self.rows {
            self.order[k]
        } else {
            k
        }
    }

    /// Adds `work` to the budget.
    pub(crate) fn extend(&mut self, work: u64) {
        self.budget.work += work;
        self.budget.candidates = u64::MAX;
    }

    /// Whether the budget is spent.
    pub(crate) fn spent(&self) -> bool {
        self.work >= self.budget.work || self.candidates >= self.budget.candidates
    }

    /// The size of stored id `i` of type `ty` (ids are stored by size).
    /// O(log sizes).
    pub(crate) fn size_of(&self, ty: Ty, i: u32) -> usize {
        let starts = match ty {
            Ty::Int => &self.int_starts,
            Ty::Bool => &self.bool_starts,
        };
        starts.partition_point(|&first| first <= i) - 1
    }

    /// The ids of the integers of size `s`.
    pub(crate) fn ints_of(&self, s: usize) -> std::ops::Range<u32> {
        range(&self.int_starts, s)
    }

    /// The ids of the truth values of size `s`.
    pub(crate) fn bools_of(&self, s: usize) -> std::ops::Range<u32> {
        range(&self.bool_starts, s)
    }

    /// The integer vector of id `i`.
    pub(crate) fn int(&self, i: u32) -> &[i64] {
        let k = i as usize * self.points;
        &self.ints[k..k + self.points]
    }

    /// The first word of truth value `i`'s bits and definedness. O(1).
    #[inline]
    pub(crate) fn first_word(&self, i: u32) -> (u64, u64) {
        if self.full {
            (
                self.sample_bits[i as usize],
                self.sample_defined[i as usize],
            )
        } else {
            let k = i as usize * self.words;
            (self.bits[k], self.defined[k])
        }
    }

    /// The truth values and definedness of id `i`.
    pub(crate) fn bool(&self, i: u32) -> (&[u64], &[u64]) {
        let k = i as usize * self.words;
        (
            &self.bits[k..k + self.words],
            &self.defined[k..k + self.words],
        )
    }

    /// Ends the current size: what is offered next is one larger.
    fn close_size(&mut self) {
        self.int_starts.push(self.int_nodes.len() as u32);
        self.bool_starts.push(self.bool_nodes.len() as u32);
        self.candidates_through.push(self.candidates);
    }

    /// The size being built.
    pub(crate) fn size(&self) -> usize {
        self.int_starts.len() - 1
    }

    /// Points to evaluate a candidate on: all while the bank takes new
    /// vectors, else the sample of the rows.
    fn eval_rows(&self) -> usize {
        if self.full {
            self.rows.min(SAMPLE)
        } else {
            self.points
        }
    }

    /// Evaluates the rest of the rows of a candidate whose sample matched
    /// (the bank full), by rebuilding it exactly.
    fn complete_int(&mut self, node: Node, from: usize) {
        for k in from..self.points {
            self.scratch_int[k] = self.int_node_at(node, k);
        }
    }

    fn complete_bool(&mut self, node: Node, from: usize) {
        for k in from..self.points {
            let v = self.bool_node_at(node, k);
            let (word, bit) = (k / 64, 1u64 << (k % 64));
            self.scratch_bits[word] &= !bit;
            self.scratch_defined[word] &= !bit;
            if let Some(v) = v {
                self.scratch_defined[word] |= bit;
                if v {
                    self.scratch_bits[word] |= bit;
                }
            }
        }
    }

    fn int_node_at(&self, node: Node, k: usize) -> i64 {
        let get = |i: u32| self.ints[i as usize * self.points + k];
        let wrap = |v: Option<i128>| from_i128(v);
        let opt = |x: i64| (x != NONE).then_some(i128::from(x));
        match node {
            Node::Term(_) | Node::Const(_) => unreachable!("sizes above 1 only"),
            Node::Unary(op, a) => wrap(opt(get(a)).and_then(|x| op.unary(x))),
            Node::Binary(op, a, b) => wrap(
                opt(get(a))
                    .zip(opt(get(b)))
                    .and_then(|(x, y)| op.binary(x, y)),
            ),
            Node::Ite(c, a, b) => match self.bool_at(c, k) {
                None => NONE,
                Some(true) => get(a),
                Some(false) => get(b),
            },
        }
    }

    fn bool_node_at(&self, node: Node, k: usize) -> Option<bool> {
        let int = |i: u32| {
            let x = self.ints[i as usize * self.points + k];
            (x != NONE).then_some(x)
        };
        match node {
            Node::Unary(Op::Odd, a) => int(a).map(|x| x & 1 == 1),
            Node::Unary(_, a) => self.bool_at(a, k).map(|x| !x),
            Node::Binary(op, a, b) if op.commutes() && matches!(op, Op::And | Op::Or | Op::Ne) => {
                let (x, y) = (self.bool_at(a, k)?, self.bool_at(b, k)?);
                Some(match op {
                    Op::And => x && y,
                    Op::Or => x || y,
                    _ => x != y,
                })
            }
            Node::Binary(op, a, b) => {
                let (x, y) = (int(a)?, int(b)?);
                Some(match op {
                    Op::Lt => x < y,
                    Op::Le => x <= y,
                    _ => x == y,
                })
            }
            _ => unreachable!("sizes above 1 only"),
        }
    }

    /// The truth value of stored id `i` at row `k`.
    pub(crate) fn bool_at(&self, i: u32, k: usize) -> Option<bool> {
        let (word, bit) = (i as usize * self.words + k / 64, 1u64 << (k % 64));
        (self.defined[word] & bit != 0).then_some(self.bits[word] & bit != 0)
    }

    fn finish_int(&mut self, node: Node, s: usize, n: usize) -> bool {
        self.candidates += 1;
        self.work += (n + OVERHEAD) as u64;
        // values out of range have no value
        for x in &mut self.scratch_int[..n] {
            if !valid(*x) {
                *x = NONE;
            }
        }
        if n < self.points {
            // a sample: only a candidate that matches it is completed
            if !matches!(self.target, Target::Int(_))
                || self.scratch_int[..n] != self.target_ints[..n]
            {
                return !self.spent();
            }
            self.complete_int(node, n);
            self.work += (self.points - n) as u64;
        }
        self.offer_int(node, s, false);
        !self.spent()
    }

    fn finish_bool(&mut self, node: Node, s: usize, n: usize) -> bool {
        self.candidates += 1;
        self.work += (n + OVERHEAD) as u64;
        if n < self.points {
            let Target::Bool(_) = self.target else {
                return !self.spent();
            };
            let mask = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
            let (v, d, t) = (
                self.scratch_bits[0] & mask,
                self.scratch_defined[0] & mask,
                self.target_bits[0] & mask,
            );
            if d != mask || (v != t && v != !t & mask) {
                return !self.spent();
            }
            self.complete_bool(node, n);
            self.work += (self.points - n) as u64;
        }
        self.offer_bool(node, s, false);
        !self.spent()
    }

    /// Records a full integer vector in `scratch_int`: a fit, a near miss,
    /// and (if new and there is room) a new bank entry.
    fn offer_int(&mut self, node: Node, s: usize, always: bool) {
        let values = &self.scratch_int;
        if values[..self.rows].iter().all(|&x| x == NONE) {
            return;
        }
        if let Target::Int(_) = self.target {
            let misses = values
                .iter()
                .zip(&self.target_ints)
                .filter(|(x, t)| x != t)
                .count();
            if self.judge(Ty::Int, node, s, misses, false) {
                return;
            }
        }
        if self.full && !always {
            return;
        }
        let h = hash(as_u64(&self.scratch_int));
        if let Some(&id) = self.int_seen.get(&h) {
            if self.int(id) == &self.scratch_int[..] {
                return;
            }
        }
        let id = self.int_nodes.len() as u32;
        self.int_seen.insert(h, id);
        self.int_nodes.push(node);
        let first = self.scratch_int[0];
        self.int_const
            .push((first != NONE && self.scratch_int.iter().all(|&x| x == first)).then_some(first));
        self.ints.extend_from_slice(&self.scratch_int);
        if self.full {
            let n = self.rows.min(SAMPLE);
            self.sample_ints.extend_from_slice(&self.scratch_int[..n]);
        }
        self.check_memory();
    }

    fn offer_bool(&mut self, node: Node, s: usize, always: bool) {
        let words = self.words;
        let (bits, defined) = (&self.scratch_bits[..words], &self.scratch_defined[..words]);
        if defined
            .iter()
            .zip(&self.full_mask)
            .all(|(&d, &m)| d & m == 0)
        {
            return;
        }
        if let Target::Bool(_) = self.target {
            let (mut same, mut other) = (0usize, 0usize);
            for j in 0..words {
                let wrong = (bits[j] ^ self.target_bits[j]) | !defined[j];
                let wrong_not = (!bits[j] ^ self.target_bits[j]) | !defined[j];
                same += (wrong & self.full_mask[j]).count_ones() as usize;
                other += (wrong_not & self.full_mask[j]).count_ones() as usize;
            }
            let (misses, negated) = if same <= other {
                (same, false)
            } else {
                (other, true)
            };
            if self.judge(Ty::Bool, node, s, misses, negated) {
                return;
            }
        }
        if self.full && !always {
            return;
        }
        // canonical: bits outside the defined rows cleared
        for j in 0..words {
            self.scratch_bits[j] &= self.scratch_defined[j];
        }
        let h = hash(&self.scratch_bits) ^ hash(&self.scratch_defined).rotate_left(32);
        if let Some(&id) = self.bool_seen.get(&h) {
            let (b, d) = self.bool(id);
            if b == &self.scratch_bits[..] && d == &self.scratch_defined[..] {
                return;
            }
        }
        let id = self.bool_nodes.len() as u32;
        self.bool_seen.insert(h, id);
        self.bool_nodes.push(node);
        self.bits.extend_from_slice(&self.scratch_bits);
        self.defined.extend_from_slice(&self.scratch_defined);
        if self.full {
            self.sample_bits.push(self.scratch_bits[0]);
            self.sample_defined.push(self.scratch_defined[0]);
        }
        self.check_memory();
    }

    /// A candidate wrong on `misses` rows: a fit (recorded, the first
    /// [`MAX_FITS`] of them; past that only [`Bank::fits_lost`] says so),
    /// or perhaps a near miss. Returns whether it fits.
    fn judge(&mut self, ty: Ty, node: Node, s: usize, misses: usize, negated: bool) -> bool {
        if misses > 0 {
            self.note_near(ty, node, s, misses, negated);
            return false;
        }
        if self.fits.len() >= MAX_FITS {
            self.fits_lost = true;
        } else {
            let expr = self.expr_of_node(ty, node);
            self.fits.push((s, Fit { expr, negated }));
        }
        true
    }

    fn note_near(&mut self, ty: Ty, node: Node, s: usize, misses: usize, negated: bool) {
        let few = 3.max(self.rows / 50);
        if misses > few || self.near.as_ref().is_some_and(|(_, n)| n.misses <= misses) {
            return;
        }
        let first_miss = (0..self.rows)
            .filter(|&k| !self.row_fits(ty, k, negated))
            .map(|k| self.order[k])
            .min()
            .unwrap_or(0);
        let expr = self.expr_of_node(ty, node);
        self.near = Some((
            s,
            Near {
                expr,
                negated,
                misses,
                first_miss,
            },
        ));
    }

    /// Whether the scratch vector is right at shuffled row `k`.
    fn row_fits(&self, ty: Ty, k: usize, negated: bool) -> bool {
        match ty {
            Ty::Int => self.scratch_int[k] == self.target_ints[k],
            Ty::Bool => {
                let (word, bit) = (k / 64, 1u64 << (k % 64));
                let v = self.scratch_bits[word] & bit != 0;
                let t = self.target_bits[word] & bit != 0;
                self.scratch_defined[word] & bit != 0 && (v != t) == negated
            }
        }
    }

    fn check_memory(&mut self) {
        let bytes = self.ints.len() * 8 + (self.bits.len() + self.defined.len()) * 8;
        // the hash maps and nodes: about 40 bytes an entry
        let entries = self.int_nodes.len() + self.bool_nodes.len();
        if bytes + 40 * entries >= self.budget.memory && !self.full {
            self.full = true;
            // the samples of every id so far (later ones are added as they
            // come)
            let n = self.rows.min(SAMPLE);
            for i in 0..self.int_nodes.len() {
                let k = i * self.points;
                self.sample_ints.extend_from_slice(&self.ints[k..k + n]);
            }
            for i in 0..self.bool_nodes.len() {
                self.sample_bits.push(self.bits[i * self.words]);
                self.sample_defined.push(self.defined[i * self.words]);
            }
        }
    }

    /// The expression of a node (its children stored).
    fn expr_of_node(&self, ty: Ty, node: Node) -> Expr {
        let int = |i: u32| Box::new(self.expr(Ty::Int, i));
        let boolean = |i: u32| Box::new(self.expr(Ty::Bool, i));
        match node {
            Node::Term(i) => Expr::Term(i),
            Node::Const(c) => Expr::Const(c),
            Node::Unary(op, a) => match op {
                Op::Not => Expr::Unary(op, boolean(a)),
                _ => Expr::Unary(op, int(a)),
            },
            Node::Binary(op, a, b) => match op {
                Op::And | Op::Or | Op::Ne => Expr::Binary(op, boolean(a), boolean(b)),
                _ => Expr::Binary(op, int(a), int(b)),
            },
            Node::Ite(c, a, b) => {
                debug_assert_eq!(ty, Ty::Int);
                Expr::Ite(boolean(c), int(a), int(b))
            }
        }
    }

    /// The expression of stored id `i` of type `ty`.
    pub(crate) fn expr(&self, ty: Ty, i: u32) -> Expr {
        let node = match ty {
            Ty::Int => self.int_nodes[i as usize],
            Ty::Bool => self.bool_nodes[i as usize],
        };
        self.expr_of_node(ty, node)
    }

    /// The number of words of a truth-value vector.
    pub(crate) fn words(&self) -> usize {
        self.words
    }

    /// The mask of the rows in the last word.
    pub(crate) fn full_mask(&self) -> &[u64] {
        &self.full_mask
    }
}

fn range(starts: &[u32], s: usize) -> std::ops::Range<u32> {
    if s + 1 < starts.len() {
        starts[s]..starts[s + 1]
    } else {
        0..0
    }
}

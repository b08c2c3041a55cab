//! The sparse-space (rare/common) solver.
//!
//! Pick a bit mask `m` and call a value *rare* when `popcount(v & m)` is
//! even, *common* when it is odd. Parity of `popcount(· & m)` is additive
//! under XOR, so `rare ^ rare` and `common ^ common` are rare and only
//! `rare ^ common` is common. For many octal games few heaps have rare
//! values (Winning Ways, "Sparse space spells speed"), and `G(n)` is found
//! as follows:
//!
//! 1. Mark the options that leave at most one heap, and every split with a
//!    rare part (`O(#rare · s)`): this marks *every* common option value.
//! 2. `c` = the smallest common value not marked is the mex unless some rare
//!    value below `c` is missing from the options.
//! 3. Rare values below `c` not marked yet are looked for among all splits,
//!    stopping as soon as all of them are found (common ^ common pairs give
//!    rare values, and there are many, so this is usually quick). If the
//!    whole scan leaves one missing, the smallest missing one is the mex.
//!    The splits of each splitting removal are taken 32 at a time in turn
//!    (a value missing from one removal's first splits is often made by
//!    another's), and once few values are missing a chunk is first looked
//!    at without branches.
//!
//! The marks of step 1 depend only on the heap split, `n - k`; with several
//! splitting removals (`.354` takes 2 or 3) each is computed once and kept
//! for the next values. Rare heaps found later lie above every heap split
//! before, so the marks kept stay complete until the mask changes.
//!
//! The mask is the one that makes the fewest heaps so far rare: with `h[v]`
//! heaps of value `v`, mask `m` makes `(N + H(m)) / 2` of the `N` heaps
//! rare, where `H` is the Walsh–Hadamard transform of `h`, so the best
//! mask minimises `H(m)`. It is chosen after a few hundred values and
//! chosen again whenever the number of rare heaps has doubled, and each
//! time the number of values has doubled. With mask 0 (before the first
//! choice, or when no mask helps) every value is rare and the solver works
//! like [`Naive`](super::naive::Naive).

use super::game::OctalGame;
use super::values::{GrundyValues, Value};
use super::{mex_of_options, Solver};

/// Values computed with every value rare before the first mask is chosen.
const FIRST_CHOICE: usize = 256;

/// Sparse-space solver; see the [module docs](self).
///
/// # Panics
/// `push_next` panics past 2^32 - 1 values (heaps are stored as `u32`).
///
/// # Complexity
/// For `G(n)`: O(#rare · s) for the splits with a rare part, plus the scan
/// of step 3, which stops at the first split when nothing is missing and
/// is O(n · s) at worst; `s` is the number of splitting removals. Memory:
/// the values, in the smallest type that holds them, and 4 bytes per rare
/// heap.
///
/// # Example
/// ```
/// use cp_games::sg::octal::naive::Naive;
/// use cp_games::sg::octal::sparse::Sparse;
/// use cp_games::sg::octal::Solver;
/// let game: cp_games::sg::octal::OctalGame = ".16".parse().unwrap();
/// let (mut fast, mut slow) = (Sparse::new(game.clone()), Naive::new(game));
/// for _ in 0..2000 {
///     assert_eq!(fast.push_next(), slow.push_next());
/// }
/// ```
#[derive(Debug, Clone)]
pub struct Sparse {
    game: OctalGame,
    values: GrundyValues,
    state: State,
}

/// Statistics of the rare values under the current mask.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RareStats {
    /// The mask (0: no mask chosen, every value is rare).
    pub mask: u32,
    /// Heaps `n >= 1` whose value is rare.
    pub rare: usize,
    /// The largest such heap, if any.
    pub last_rare: Option<usize>,
    /// Times a mask was chosen (including keeping the same one).
    pub choices: usize,
}

#[derive(Debug, Clone)]
struct State {
    mask: u32,
    /// Heaps `n >= 1` with a rare value, increasing (empty for mask 0).
    rare: Vec<u32>,
    /// `hist[v]`: heaps `n >= 1` with value `v`.
    hist: Vec<u64>,
    /// A power of two above every value: option values are below it, and
    /// the mex is below `2 * span`.
    span: usize,
    /// The rare values below `2 * span`, as a bitset.
    rare_bits: Vec<u64>,
    /// Scratch for the naive fallback.
    seen: Vec<usize>,
    /// The marks of step 1 depend only on `rest = n - k`, so a game with
    /// several splitting removals reuses them: slot `rest % slots` holds
    /// those of `rest` when `cache_rest` says so (`rare_bits.len()` words).
    cache_rest: Vec<usize>,
    cache_bits: Vec<u64>,
    /// Scratch for the scan: `64 * rare_bits.len()` bytes, all zero.
    table: Vec<u8>,
    /// Scratch for the scan: the heaps split, and the next split of each.
    rests: Vec<usize>,
    next: Vec<usize>,
    /// Choose the mask again at this many values ...
    review_at: usize,
    /// ... or when this many heaps are rare.
    review_rare: usize,
    choices: usize,
}

impl Sparse {
    /// Starts the sequence of `game`.
    pub fn new(game: OctalGame) -> Self {
        let mut state = State {
            mask: 0,
            rare: Vec::new(),
            hist: vec![0; 1],
            span: 1,
            rare_bits: Vec::new(),
            seen: Vec::new(),
            cache_rest: vec![usize::MAX; game.max_removal() + 1],
            cache_bits: Vec::new(),
            table: Vec::new(),
            rests: Vec::new(),
            next: Vec::new(),
            review_at: FIRST_CHOICE,
            review_rare: usize::MAX,
            choices: 0,
        };
        state.resize();
        Sparse {
            game,
            values: GrundyValues::new(),
            state,
        }
    }

    /// Reserves room for `additional` more values.
    pub fn reserve(&mut self, additional: usize) {
        self.values.reserve(additional);
    }

    /// Returns the rare-value statistics under the current mask.
    pub fn stats(&self) -> RareStats {
        RareStats {
            mask: self.state.mask,
            rare: self.state.rare.len(),
            last_rare: self.state.rare.last().map(|&r| r as usize),
            choices: self.state.choices,
        }
    }
}

impl Solver for Sparse {
    fn game(&self) -> &OctalGame {
        &self.game
    }

    fn values(&self) -> &GrundyValues {
        &self.values
    }

    fn push_next(&mut self) -> u32 {
        let n = self.values.len();
        assert!(
            n < u32::MAX as usize,
            "Sparse: heaps are counted in u32, up to 2^32 - 1 values"
        );
        let (game, state) = (&self.game, &mut self.state);
        // Bitsets of W words hold the values below 2 * span = 64 * W.
        let g = match (&self.values, state.rare_bits.len()) {
            (GrundyValues::U8(v), 1) => state.mex::<u8, 1>(game, v),
            (GrundyValues::U8(v), 2) => state.mex::<u8, 2>(game, v),
            (GrundyValues::U8(v), 4) => state.mex::<u8, 4>(game, v),
            (GrundyValues::U8(v), 8) => state.mex::<u8, 8>(game, v),
            (GrundyValues::U16(v), 16) => state.mex::<u16, 16>(game, v),
            (GrundyValues::U16(v), 32) => state.mex::<u16, 32>(game, v),
            // Values of 1024 and more: the plain recurrence.
            (GrundyValues::U8(v), _) => mex_of_options(game, v, &mut state.seen),
            (GrundyValues::U16(v), _) => mex_of_options(game, v, &mut state.seen),
            (GrundyValues::U32(v), _) => mex_of_options(game, v, &mut state.seen),
        };
        self.values.push(g);
        self.state.record(n, g, &self.values);
        g
    }

    fn into_values(self) -> GrundyValues {
        self.values
    }
}

/// Sets bit `x` of a `W`-word bitset; `x < 64 * W` (the mask only spares
/// the bounds check).
#[inline(always)]
fn set<const W: usize>(bits: &mut [u64; W], x: usize) {
    bits[(x >> 6) & (W - 1)] |= 1 << (x & 63);
}

impl State {
    fn is_rare(&self, v: u32) -> bool {
        (v & self.mask).count_ones() % 2 == 0
    }

    /// Sizes the scratch for `span` and recomputes `rare_bits`.
    fn resize(&mut self) {
        // span is a power of two
        let words = (2 * self.span / 64).max(1);
        self.rare_bits = vec![0; words];
        for v in 0..2 * self.span {
            if self.is_rare(v as u32) {
                self.rare_bits[v >> 6] |= 1 << (v & 63);
            }
        }
        self.seen = vec![0; 64 * words];
        self.table = vec![0; 64 * words];
        // Marks made under another mask or width are stale.
        self.cache_bits = vec![0; words * self.cache_rest.len()];
        for r in self.cache_rest.iter_mut() {
            *r = usize::MAX;
        }
    }

    /// `G(n)` for `n = g.len()`, with bitsets of `W` words (`W` is
    /// `rare_bits.len()`, a power of two).
    fn mex<V: Value, const W: usize>(&mut self, game: &OctalGame, g: &[V]) -> u32 {
        if self.mask == 0 {
            return mex_of_options(game, g, &mut self.seen);
        }
        let n = g.len();
        let mut hit = [0u64; W];
        if game.take_whole().contains(&n) {
            set(&mut hit, 0);
        }
        for &k in game.take_leaving_one() {
            if n > k {
                set(&mut hit, g[n - k].index());
            }
        }
        // Step 1: splits with a rare part (either side); this marks every
        // common option.
        // (Rare heaps found later are above every `rest` marked before, so
        // the marks kept stay complete.)
        let reuse = game.take_and_split().len() > 1;
        for &k in game.take_and_split() {
            if n >= k + 2 {
                let rest = n - k;
                let slot = rest % self.cache_rest.len();
                let kept = &mut self.cache_bits[slot * W..(slot + 1) * W];
                if reuse && self.cache_rest[slot] == rest {
                    for i in 0..W {
                        hit[i] |= kept[i];
                    }
                    continue;
                }
                let below = self.rare.partition_point(|&r| (r as usize) < rest);
                let mut marks = [0u64; W];
                mark_rare_splits(g, rest, &self.rare[..below], &mut marks);
                for i in 0..W {
                    hit[i] |= marks[i];
                }
                if reuse {
                    kept.copy_from_slice(&marks);
                    self.cache_rest[slot] = rest;
                }
            }
        }
        // Step 2: c, the smallest common value not marked.
        let mut rare_bits = [0u64; W];
        rare_bits.copy_from_slice(&self.rare_bits);
        let c = first_zero(&hit, &rare_bits);
        // Step 3: the rare values below c not marked yet.
        let mut need = [0u64; W];
        for i in 0..W {
            let below = if c >= 64 * (i + 1) {
                !0
            } else if c <= 64 * i {
                0
            } else {
                (1u64 << (c - 64 * i)) - 1
            };
            need[i] = rare_bits[i] & !hit[i] & below;
        }
        if need.iter().all(|&w| w == 0) {
            return c as u32;
        }
        self.rests.clear();
        self.rests.extend(
            game.take_and_split()
                .iter()
                .filter(|&&k| n >= k + 2)
                .map(|&k| n - k),
        );
        if scan(g, &self.rests, &mut self.next, &mut need, &mut self.table) {
            return c as u32;
        }
        // Every split was seen and some rare value below c is missing: the
        // smallest missing one is the mex.
        first_set(&need) as u32
    }

    /// Takes note of `G(n) = value` (just pushed onto `values`).
    fn record(&mut self, n: usize, value: u32, values: &GrundyValues) {
        if n == 0 {
            return;
        }
        let v = value as usize;
        if v >= self.span {
            while self.span <= v {
                self.span *= 2;
            }
            self.hist.resize(self.span, 0);
            self.resize();
        }
        self.hist[v] += 1;
        // With mask 0 every heap is rare and no list is needed.
        if self.mask != 0 && self.is_rare(value) {
            self.rare.push(n as u32);
        }
        if n + 1 >= self.review_at || self.rare.len() >= self.review_rare {
            self.choose_mask(values);
        }
    }

    /// Chooses the mask making the fewest heaps rare so far (the
    /// Walsh–Hadamard transform of the histogram) and rebuilds the rare list.
    fn choose_mask(&mut self, values: &GrundyValues) {
        let mut h: Vec<i64> = self.hist.iter().map(|&c| c as i64).collect();
        let mut len = 1;
        while len < h.len() {
            for block in (0..h.len()).step_by(2 * len) {
                for i in block..block + len {
                    let (x, y) = (h[i], h[i + len]);
                    h[i] = x + y;
                    h[i + len] = x - y;
                }
            }
            len *= 2;
        }
        // h[m] = sum of hist[v] * (-1)^popcount(v & m); the fewest rare
        // heaps is the smallest h[m] (m = 0 counts all of them).
        let best = (0..h.len()).min_by_key(|&m| (h[m], m)).unwrap_or(0) as u32;
        self.choices += 1;
        if best != self.mask {
            self.mask = best;
            self.resize();
            self.rare.clear();
            let listed = if best == 0 { 0 } else { values.len() };
            for n in 1..listed {
                if self.is_rare(values.get(n)) {
                    self.rare.push(n as u32);
                }
            }
        }
        self.review_at = 2 * values.len();
        self.review_rare = 2 * self.rare.len() + 64;
    }
}

/// Marks in `hit` the value of every split `(r, rest - r)` of `rest` with
/// `r` in `rare` (each `r < rest`).
#[inline(always)]
fn mark_rare_splits<V: Value, const W: usize>(
    g: &[V],
    rest: usize,
    rare: &[u32],
    hit: &mut [u64; W],
) {
    let g = &g[..rest];
    // Four bitsets in turn, so that consecutive marks of the same word do
    // not wait for each other.
    let mut acc = [[0u64; W]; 4];
    let mut quads = rare.chunks_exact(4);
    for q in &mut quads {
        for (j, &r) in q.iter().enumerate() {
            let r = r as usize;
            set(&mut acc[j], g[r].index() ^ g[rest - r].index());
        }
    }
    for &r in quads.remainder() {
        let r = r as usize;
        set(&mut acc[0], g[r].index() ^ g[rest - r].index());
    }
    for i in 0..W {
        hit[i] |= acc[0][i] | acc[1][i] | acc[2][i] | acc[3][i];
    }
}

/// Splits looked at between checks for a value still needed.
const CHUNK: usize = 32;

/// Values missing below which a chunk is first looked at without branches.
const FEW: u32 = 4;

/// Looks at the splits `(a, rest - a)` of each `rest` in `rests`, a chunk
/// of each in turn, clearing in `need` each value found; returns `true` as
/// soon as `need` is empty, `false` when every split was seen. `table`
/// (all zero, `64 * W` bytes, a power of two) and `next` are scratch.
#[inline(always)]
fn scan<V: Value, const W: usize>(
    g: &[V],
    rests: &[usize],
    next: &mut Vec<usize>,
    need: &mut [u64; W],
    table: &mut [u8],
) -> bool {
    // table[x] = 1 while x is needed: a chunk of splits is looked at
    // without branches, and again one by one only if it found something.
    let mut missing = 0u32;
    for_each_bit(need, |x| {
        table[x] = 1;
        missing += 1;
    });
    let last = table.len() - 1; // spares bounds checks
    next.clear();
    next.resize(rests.len(), 1);
    let mut done = false;
    'rounds: loop {
        let mut seen_any = false;
        for (i, &rest) in rests.iter().enumerate() {
            // splits a = from..=to, paired with rest - a
            let (from, half) = (next[i], rest / 2);
            if from > half {
                continue;
            }
            seen_any = true;
            let to = (from + CHUNK - 1).min(half);
            next[i] = to + 1;
            let (l, r) = (&g[from..=to], &g[rest - to..=rest - from]);
            // While many values are missing most chunks find one; later
            // most find none and the branch-free look suffices.
            if missing <= FEW && !finds_any(l, r, table) {
                continue;
            }
            for (a, b) in l.iter().zip(r.iter().rev()) {
                let x = (a.index() ^ b.index()) & last;
                if table[x] != 0 {
                    table[x] = 0;
                    need[(x >> 6) & (W - 1)] &= !(1u64 << (x & 63));
                    missing -= 1;
                    if missing == 0 {
                        done = true;
                        break 'rounds;
                    }
                }
            }
        }
        if !seen_any {
            break;
        }
    }
    for_each_bit(need, |x| table[x] = 0);
    done
}

/// Whether some split `(l[i], r[r.len() - 1 - i])` has a value marked in
/// `table` (whose length is a power of two), without branches.
#[inline(never)]
fn finds_any<V: Value>(l: &[V], r: &[V], table: &[u8]) -> bool {
    let last = table.len() - 1;
    let mut any = 0u8;
    for (a, b) in l.iter().zip(r.iter().rev()) {
        any |= table[(a.index() ^ b.index()) & last];
    }
    any != 0
}

/// Calls `each` on every bit position set in `bits`.
#[inline(always)]
fn for_each_bit(bits: &[u64], mut each: impl FnMut(usize)) {
    for (i, &w) in bits.iter().enumerate() {
        let mut w = w;
        while w != 0 {
            each(64 * i + w.trailing_zeros() as usize);
            w &= w - 1;
        }
    }
}

/// The first bit position set in `bits` (one must be).
fn first_set(bits: &[u64]) -> usize {
    for (i, &w) in bits.iter().enumerate() {
        if w != 0 {
            return 64 * i + w.trailing_zeros() as usize;
        }
    }
    unreachable!("a value is missing")
}

/// The first bit position set in neither `a` nor `b` (there is one: a
/// common value below `2 * span` is never an option).
fn first_zero<const W: usize>(a: &[u64; W], b: &[u64; W]) -> usize {
    for i in 0..W {
        let w = a[i] | b[i];
        if w != !0 {
            return 64 * i + (!w).trailing_zeros() as usize;
        }
    }
    unreachable!("the bitset has room for the mex")
}

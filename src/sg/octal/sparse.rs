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
//! **Blocks.** Once there are enough values, they are computed `BLOCK` =
//! 128 at a time. For the heaps `n0 .. n0 + 128` about to be computed, a
//! split `(a, rest - a)` with `a >= 128` has its partner `rest - a` below
//! `n0`, already known; and for one `a` the partners of consecutive `rest`
//! are consecutive heaps. So before the block, one pass over a slice per
//! part `a` marks, for every `rest` of the block, the splits whose part
//! `a >= 128` is a rare heap (step 1) and those whose part is a *probe*: a
//! few kept heaps of each common value, whose splits are common ^ common
//! and so give rare values ahead of step 3. Then each value of the block
//! needs only its splits with a rare part below 128 or found inside the
//! block. Step 3 first tries, for each rare value `x` still missing, the
//! splits whose part has value `x ^ v` for the eight most frequent common
//! values `v` (likely hits: the partner has value `v` that often), and only
//! then the scan of all splits, which alone can show a value missing. The
//! number of probes per common value adapts to how much scanning is left.
//! None of this changes what is computed, only the order in which splits
//! are looked at and how many at once (the figures against `ogsolve` are
//! in `docs/octal-games.md`).
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
use crate::GrundyValue;

/// Values computed with every value rare before the first mask is chosen.
const FIRST_CHOICE: usize = 256;

/// Values computed per block, and the smallest split part the block's
/// marks cover (see the module docs).
const BLOCK: usize = 128;

/// Heaps of each value kept as probe parts, and bounds of the number used
/// per common value in a block.
const KEPT_PER_VALUE: usize = 64;
const MIN_PER_VALUE: usize = 1;

/// Frequent common values the targeted search pairs with.
const TOP: usize = 8;

/// Sparse-space solver; see the [module docs](self).
///
/// # Panics
/// `push_next` panics past 2^32 - 1 values (heaps are stored as `u32`).
///
/// # Complexity
/// For `G(n)`: O((#rare + #probes) · s) for the splits with a rare part and
/// the probes, plus the scan of step 3, which stops at the first split when
/// nothing is missing and is O(n · s) at worst; `s` is the number of
/// splitting removals. Memory: the values, in the smallest type that holds
/// them, 4 bytes per rare heap, and O(span · (block + 64)) for the marks
/// and kept heaps (`span`: a power of two above every value).
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
    /// Block mode: `G(block_n0 .. block_n0 + block_len)` are computed with
    /// `marks` (`block_len = 0`: no block under way).
    block_n0: usize,
    block_len: usize,
    /// Values per block; parts `a >= block` of a split are in `marks`.
    block: usize,
    /// `kept[v]`: the first heaps `>= block` of value `v` (at most
    /// `KEPT_PER_VALUE`); a block's probes are the first `per_value` of
    /// each common value.
    kept: Vec<Vec<u32>>,
    per_value: usize,
    probes: Vec<u32>,
    /// The most frequent common values (for `targeted`).
    top: Vec<u32>,
    /// `marks[(rest - block_rest0) * W..][..W]`: the values of the splits
    /// `(a, rest - a)` with `a` a probe or a rare heap in
    /// `block .. block_n0`.
    block_rest0: usize,
    marks: Vec<u64>,
    /// `rare[..small_rare]` are below `block`; `rare[block_rare..]` were
    /// found in this block.
    small_rare: usize,
    block_rare: usize,
    /// Splits the scan of step 3 looked at in this block.
    scanned: usize,
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
            block_n0: 0,
            block_len: 0,
            block: BLOCK,
            kept: vec![Vec::new(); 1],
            per_value: 8,
            probes: Vec::new(),
            top: Vec::new(),
            block_rest0: 0,
            marks: Vec::new(),
            small_rare: 0,
            block_rare: 0,
            scanned: 0,
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

    /// A solver whose blocks hold `block` values (tests run the block
    /// mode on short sequences with small blocks).
    #[cfg(test)]
    pub(crate) fn with_block(game: OctalGame, block: usize) -> Self {
        let mut solver = Sparse::new(game);
        solver.state.block = block;
        solver
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

    fn push_next(&mut self) -> GrundyValue {
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
        self.values.push(GrundyValue::from(g));
        self.state.record(n, g, &self.values);
        GrundyValue::from(g)
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
        self.block_len = 0;
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
        let hit = self.step1::<V, W>(game, g);
        let in_block = self.block_len > 0;
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
        if in_block && self.targeted(g, &mut need) {
            return c as u32;
        }
        if scan(
            g,
            &self.rests,
            &mut self.next,
            &mut need,
            &mut self.table,
            &mut self.scanned,
        ) {
            return c as u32;
        }
        // Every split was seen and some rare value below c is missing: the
        // smallest missing one is the mex.
        first_set(&need) as u32
    }

    /// The option values of `G(n)`, `n = g.len()`, that leave at most one
    /// heap or split off a rare heap: every common option value is among
    /// them (step 1).
    fn step1<V: Value, const W: usize>(&mut self, game: &OctalGame, g: &[V]) -> [u64; W] {
        let n = g.len();
        if self.block_len > 0 && n >= self.block_n0 + self.block_len {
            self.end_block();
        }
        if self.block_len == 0 && self.block_fits(game, n) {
            self.start_block::<V, W>(game, g);
        }
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
        let in_block = self.block_len > 0;
        for &k in game.take_and_split() {
            if in_block && n >= k + 2 {
                let rest = n - k;
                let row = (rest - self.block_rest0) * W;
                for (h, m) in hit.iter_mut().zip(&self.marks[row..row + W]) {
                    *h |= m;
                }
                // the rare parts the marks leave out: below `block`, and
                // found in this block
                for rare in [&self.rare[..self.small_rare], &self.rare[self.block_rare..]] {
                    let below = rare.partition_point(|&r| (r as usize) < rest);
                    mark_rare_splits(g, rest, &rare[..below], &mut hit);
                }
                continue;
            }
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
        hit
    }

    /// Looks for each value of `need` among the splits `(a, rest - a)`
    /// whose part `a` is a kept heap of value `x ^ v`, for the most frequent
    /// common values `v`; clears the values found and returns whether
    /// `need` is empty.
    fn targeted<V: Value, const W: usize>(&self, g: &[V], need: &mut [u64; W]) -> bool {
        let mut left = 0;
        for (i, slot) in need.iter_mut().enumerate() {
            let mut word = *slot;
            while word != 0 {
                let x = 64 * i + word.trailing_zeros() as usize;
                word &= word - 1;
                let found = self.top.iter().any(|&v| {
                    let u = x ^ v as usize;
                    let heaps = match self.kept.get(u) {
                        Some(heaps) => heaps,
                        None => return false,
                    };
                    // (the first `per_value` are probes, already marked)
                    let heaps = &heaps[self.per_value.min(heaps.len())..];
                    self.rests.iter().any(|&rest| {
                        heaps.iter().any(|&a| {
                            let a = a as usize;
                            a < rest && g[rest - a].index() == v as usize
                        })
                    })
                });
                if found {
                    *slot &= !(1u64 << (x & 63));
                } else {
                    left += 1;
                }
            }
        }
        left == 0
    }

    /// Whether `G(n)` may start a block: a game with splits, and enough
    /// values that every probe and every part `>= block` of a split of the
    /// block has its partner computed.
    fn block_fits(&self, game: &OctalGame, n: usize) -> bool {
        !game.take_and_split().is_empty() && n >= 8 * self.block + game.max_removal()
    }

    /// Starts a block at `n0 = g.len()`: marks, for every heap split by a
    /// move from `n0 .. n0 + block`, the splits whose part `a >= block` is a
    /// probe or a rare heap. Their partners `rest - a < n0` are all known,
    /// and for one `a` they are consecutive heaps, so each part is one pass
    /// over a slice. O((probes + #rare) · (block + t)).
    fn start_block<V: Value, const W: usize>(&mut self, game: &OctalGame, g: &[V]) {
        let n0 = g.len();
        let splits = game.take_and_split();
        let k_min = splits.iter().copied().min().unwrap_or(0);
        let k_max = splits.iter().copied().max().unwrap_or(0);
        let (rest0, rest_end) = (n0 - k_max, n0 + self.block - k_min);
        self.marks.clear();
        self.marks.resize((rest_end - rest0) * W, 0);
        self.probes.clear();
        for (v, heaps) in self.kept.iter().enumerate() {
            if !self.is_rare(v as u32) {
                self.probes
                    .extend_from_slice(&heaps[..heaps.len().min(self.per_value)]);
            }
        }
        let mut common: Vec<u32> = (0..self.hist.len() as u32)
            .filter(|&v| !self.is_rare(v) && self.hist[v as usize] > 0)
            .collect();
        common.sort_by_key(|&v| std::cmp::Reverse(self.hist[v as usize]));
        common.truncate(TOP);
        self.top = common;
        self.small_rare = self.rare.partition_point(|&r| (r as usize) < self.block);
        for &a in self.probes.iter().chain(&self.rare[self.small_rare..]) {
            mark_part::<V, W>(g, a as usize, rest0, rest_end, &mut self.marks);
        }
        self.block_rare = self.rare.len();
        self.block_n0 = n0;
        self.block_len = self.block;
        self.block_rest0 = rest0;
        self.scanned = 0;
    }

    /// Ends the block and adapts the probes to the scan's work: more
    /// probes when the scan still looks at many splits per value, fewer
    /// when it hardly runs.
    fn end_block(&mut self) {
        let scanned = self.scanned / self.block_len;
        if scanned > self.probes.len() / 4 {
            self.per_value = (2 * self.per_value).min(KEPT_PER_VALUE);
        } else if scanned < self.probes.len() / 32 {
            self.per_value = (self.per_value / 2).max(MIN_PER_VALUE);
        }
        self.block_len = 0;
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
            self.kept.resize(self.span, Vec::new());
            self.resize();
        }
        self.hist[v] += 1;
        if n >= self.block && self.kept[v].len() < KEPT_PER_VALUE {
            self.kept[v].push(n as u32);
        }
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
                // every stored value fits in u32 (the widest storage)
                if self.is_rare(values.get(n) as u32) {
                    self.rare.push(n as u32);
                }
            }
        }
        self.review_at = 2 * values.len();
        self.review_rare = 2 * self.rare.len() + 64;
    }
}

/// `ONE_HOT[i] = 1 << i`.
const ONE_HOT: [u64; 64] = {
    let mut t = [0u64; 64];
    let mut i = 0;
    while i < 64 {
        t[i] = 1 << i;
        i += 1;
    }
    t
};

/// Marks in row `rest - rest0` of `marks` the value of the split
/// `(a, rest - a)`, for every `rest` in `rest0..rest_end` above `a`.
#[inline(always)]
fn mark_part<V: Value, const W: usize>(
    g: &[V],
    a: usize,
    rest0: usize,
    rest_end: usize,
    marks: &mut [u64],
) {
    let from = rest0.max(a + 1);
    if from >= rest_end {
        return;
    }
    let base = g[a].index();
    let partners = &g[from - a..rest_end - a];
    let rows = &mut marks[(from - rest0) * W..(rest_end - rest0) * W];
    for (row, &b) in rows.chunks_exact_mut(W).zip(partners) {
        let x = base ^ b.index();
        // (a table rather than a shift: for one word, the compiler would
        // otherwise vectorise the shift, slowly)
        row[(x >> 6) & (W - 1)] |= if W == 1 {
            ONE_HOT[x & 63]
        } else {
            1 << (x & 63)
        };
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
/// soon as `need` is empty, `false` when every split was seen. `table` (all
/// zero, `64 * W` bytes, a power of two) and `next` are scratch; `scanned`
/// counts the splits looked at.
#[inline(always)]
fn scan<V: Value, const W: usize>(
    g: &[V],
    rests: &[usize],
    next: &mut Vec<usize>,
    need: &mut [u64; W],
    table: &mut [u8],
    scanned: &mut usize,
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
            *scanned += to + 1 - from;
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

#[cfg(test)]
mod tests;

//! The one explicit-stack search of a finite game given by its moves,
//! shared by [`Grundy`](super::Grundy) (values by `mex`) and the brute
//! force of [`explore`](crate::explore) (win / lose under normal or misère
//! play): each position is expanded once, depth first, with a stack of its
//! own (no recursion), and a position reached from itself is refused.
//!
//! **The work.** Expanding a position calls `moves` once. Each option is
//! looked up in the memo once, as the moves are listed: an option already
//! valued adds its value at once (no copy of it is kept), an option not
//! yet seen is given a slot and kept to be expanded later, and is read
//! back through its slot (no second hash). An option in the array with a
//! value below 64 takes a fast path, a loop of its own that only reads the
//! array; any other option is looked up once more, by its slot (an array
//! read again, or the one hash). A position's value is written into its
//! slot. The buffers (the stack, the kept options, the large
//! values of a `mex`) stay allocated between searches. So a search costs
//! O(positions + moves) memo operations, and one memo operation per move
//! when every option is valued already (the values of a range of positions
//! asked in order).
//!
//! **The memo.** A position of a type that gives an index
//! ([`Position::index`], as the unsigned integers do) keeps its value in an
//! array at that index, when the index is below [`DENSE_LIMIT`]; every
//! other position in a hash map from the position to a slot. A caller does
//! not choose: `Grundy` on `u32` heaps is array-backed by itself.

use std::collections::HashMap;
use std::hash::Hash;

/// The word of a position not valued yet.
pub(crate) const NEW: u64 = u64::MAX;
/// The word of a position on the search's stack.
pub(crate) const OPEN: u64 = u64::MAX - 1;

/// Indices below this are kept in an array (8 bytes each, grown by
/// doubling up to the index asked); larger ones in the hash map.
pub const DENSE_LIMIT: usize = 1 << 23;

/// A position of a game searched by [`Grundy`](super::Grundy).
///
/// Any type that is `Clone + Eq + Hash` can be one with an empty `impl`
/// (`impl Position for MyState {}`); the crate implements it for the
/// integers, `bool`, `char`, strings, vectors, arrays, options and tuples
/// of up to four positions.
pub trait Position: Clone + Eq + Hash {
    /// An index that names this position alone among the positions of
    /// its type, if it has one: when it is below [`DENSE_LIMIT`], the memo
    /// keeps the position's value in an array at that index instead of a
    /// hash map. Two different positions must never give the same index.
    /// By default `None`. The integers give themselves when not negative
    /// (and within `usize`).
    #[inline]
    fn index(&self) -> Option<usize> {
        None
    }
}

// Written out, not by a macro: a bundler keeps every macro call, so these
// impls would ride along in every bundle that touches `sg`. A negative
// integer, or one past `usize`, has no index; the memo compares the index
// with [`DENSE_LIMIT`] only when it is past the array, so the common case
// costs no compare here.
impl Position for u8 {
    #[inline]
    fn index(&self) -> Option<usize> {
        Some(usize::from(*self))
    }
}
impl Position for u16 {
    #[inline]
    fn index(&self) -> Option<usize> {
        Some(usize::from(*self))
    }
}
impl Position for u32 {
    #[inline]
    fn index(&self) -> Option<usize> {
        usize::try_from(*self).ok()
    }
}
impl Position for u64 {
    #[inline]
    fn index(&self) -> Option<usize> {
        usize::try_from(*self).ok()
    }
}
impl Position for u128 {
    #[inline]
    fn index(&self) -> Option<usize> {
        usize::try_from(*self).ok()
    }
}
impl Position for usize {
    #[inline]
    fn index(&self) -> Option<usize> {
        Some(*self)
    }
}
impl Position for i8 {
    #[inline]
    fn index(&self) -> Option<usize> {
        usize::try_from(*self).ok()
    }
}
impl Position for i16 {
    #[inline]
    fn index(&self) -> Option<usize> {
        usize::try_from(*self).ok()
    }
}
impl Position for i32 {
    #[inline]
    fn index(&self) -> Option<usize> {
        usize::try_from(*self).ok()
    }
}
impl Position for i64 {
    #[inline]
    fn index(&self) -> Option<usize> {
        usize::try_from(*self).ok()
    }
}
impl Position for i128 {
    #[inline]
    fn index(&self) -> Option<usize> {
        usize::try_from(*self).ok()
    }
}
impl Position for isize {
    #[inline]
    fn index(&self) -> Option<usize> {
        usize::try_from(*self).ok()
    }
}

impl Position for bool {}
impl Position for char {}
impl Position for String {}
impl Position for &str {}
impl<T: Clone + Eq + Hash> Position for Vec<T> {}
impl<T: Clone + Eq + Hash> Position for Option<T> {}
impl<T: Clone + Eq + Hash> Position for Box<T> {}
impl<T: Clone + Eq + Hash, const N: usize> Position for [T; N] {}
impl<A: Clone + Eq + Hash, B: Clone + Eq + Hash> Position for (A, B) {}
impl<A: Clone + Eq + Hash, B: Clone + Eq + Hash, C: Clone + Eq + Hash> Position for (A, B, C) {}
impl<A, B, C, D> Position for (A, B, C, D)
where
    A: Clone + Eq + Hash,
    B: Clone + Eq + Hash,
    C: Clone + Eq + Hash,
    D: Clone + Eq + Hash,
{
}

/// Where positions keep their words: [`NEW`], [`OPEN`] or their value.
pub(crate) trait Table<S> {
    /// The slot of `s` (given one if it has none, with the word [`NEW`])
    /// and its word.
    fn slot(&mut self, s: &S) -> (usize, u64);
    /// The word of `s` if it is cheap to read (an array read), else
    /// [`NEW`]: the search's fast path, which then asks [`slot`](Table::slot).
    #[inline(always)]
    fn peek(&self, _: &S) -> u64 {
        NEW
    }
    fn word(&self, slot: usize) -> u64;
    fn set(&mut self, slot: usize, word: u64);
}

/// A hash map from positions to slots, and the slots' words.
pub(crate) struct Hashed<S> {
    slots: HashMap<S, usize>,
    words: Vec<u64>,
}

impl<S: Clone + Eq + Hash> Hashed<S> {
    pub(crate) fn new() -> Self {
        Hashed {
            slots: HashMap::new(),
            words: Vec::new(),
        }
    }
    /// The word of `s`, [`NEW`] if it has none.
    pub(crate) fn get(&self, s: &S) -> u64 {
        self.slots.get(s).map_or(NEW, |&i| self.words[i])
    }
    /// Every slot's word.
    pub(crate) fn words(&self) -> impl Iterator<Item = u64> + '_ {
        self.words.iter().copied()
    }
}

impl<S: Clone + Eq + Hash> Table<S> for Hashed<S> {
    #[inline]
    fn slot(&mut self, s: &S) -> (usize, u64) {
        if let Some(&i) = self.slots.get(s) {
            return (i, self.words[i]);
        }
        let i = self.words.len();
        self.slots.insert(s.clone(), i);
        self.words.push(NEW);
        (i, NEW)
    }
    #[inline]
    fn word(&self, slot: usize) -> u64 {
        self.words[slot]
    }
    #[inline]
    fn set(&mut self, slot: usize, word: u64) {
        self.words[slot] = word;
    }
}

/// An array for the positions with an index, a [`Hashed`] for the others;
/// a slot is `2 * index` or `2 * hashed slot + 1`.
pub(crate) struct Mixed<S> {
    dense: Vec<u64>,
    hashed: Hashed<S>,
}

impl<S: Position> Mixed<S> {
    pub(crate) fn new() -> Self {
        Mixed {
            dense: Vec::new(),
            hashed: Hashed::new(),
        }
    }
    /// The word of `s`, [`NEW`] if it has none.
    pub(crate) fn get(&self, s: &S) -> u64 {
        match s.index().filter(|&i| i < DENSE_LIMIT) {
            Some(i) => self.dense.get(i).map_or(NEW, |&w| w),
            None => self.hashed.get(s),
        }
    }
}

impl<S: Position> Mixed<S> {
    /// The slot of a position of index `i`, past the array: grows it.
    #[cold]
    fn grow(&mut self, i: usize) -> (usize, u64) {
        let len = (2 * self.dense.len()).clamp(i + 1, DENSE_LIMIT);
        self.dense.resize(len, NEW);
        (2 * i, NEW)
    }
}

impl<S: Position> Table<S> for Mixed<S> {
    #[inline(always)]
    fn slot(&mut self, s: &S) -> (usize, u64) {
        if let Some(i) = s.index() {
            if let Some(&w) = self.dense.get(i) {
                return (2 * i, w);
            }
            if i < DENSE_LIMIT {
                return self.grow(i);
            }
        }
        let (i, w) = self.hashed.slot(s);
        (2 * i + 1, w)
    }
    #[inline(always)]
    fn peek(&self, s: &S) -> u64 {
        s.index()
            .and_then(|i| self.dense.get(i))
            .map_or(NEW, |&w| w)
    }
    #[inline(always)]
    fn word(&self, slot: usize) -> u64 {
        if slot & 1 == 0 {
            self.dense[slot >> 1]
        } else {
            self.hashed.word(slot >> 1)
        }
    }
    #[inline(always)]
    fn set(&mut self, slot: usize, word: u64) {
        if slot & 1 == 0 {
            self.dense[slot >> 1] = word;
        } else {
            self.hashed.set(slot >> 1, word)
        }
    }
}

/// How a position's value follows from its options' values, added one at
/// a time. `SMALL`: an option value below it never decides the value (`add`
/// returns `None`), so the search's fast path tests a memo word once, not
/// once for "valued" and again in `add`.
pub(crate) trait Rule {
    const SMALL: u64;
    /// Adds an option's `value` to `acc`; `Some(v)` when the position's
    /// value is `v` whatever its other options are.
    fn add(&self, acc: &mut Acc, value: u64, big: &mut Vec<u64>) -> Option<u64>;
    /// The value of a position whose options are all added (`big` holds
    /// what `add` put there for it).
    fn finish(&self, acc: &Acc, big: &mut [u64]) -> u64;
}

/// What a position has seen of its options: how many, and which values
/// below 64.
#[derive(Clone, Copy, Default)]
pub(crate) struct Acc {
    seen: u64,
    options: usize,
}

/// Grundy values: the `mex` of the options' values.
pub(crate) struct Mex;

impl Rule for Mex {
    const SMALL: u64 = 64;
    #[inline]
    fn add(&self, acc: &mut Acc, value: u64, big: &mut Vec<u64>) -> Option<u64> {
        if value < 64 {
            acc.seen |= 1 << value;
        } else {
            big.push(value);
        }
        None
    }
    #[inline]
    fn finish(&self, acc: &Acc, big: &mut [u64]) -> u64 {
        let low = u64::from(acc.seen.trailing_ones());
        if low < 64 || big.is_empty() {
            return low;
        }
        big.sort_unstable();
        let mut m = 64;
        for &v in big.iter() {
            if v == m {
                m += 1;
            } else if v > m {
                break;
            }
        }
        m
    }
}

/// Win (1) or lose (0) for the player to move; with no move the player to
/// move loses, or wins under misère play.
pub(crate) struct WinLose {
    pub(crate) misere: bool,
}

impl Rule for WinLose {
    // Every value may decide (a lost option wins): no small values.
    const SMALL: u64 = 0;
    #[inline]
    fn add(&self, acc: &mut Acc, value: u64, _: &mut Vec<u64>) -> Option<u64> {
        acc.options += 1;
        if value == 0 {
            Some(1)
        } else {
            None
        }
    }
    #[inline]
    fn finish(&self, acc: &Acc, _: &mut [u64]) -> u64 {
        u64::from(acc.options == 0 && self.misere)
    }
}

/// A position on the stack.
struct Frame {
    slot: usize,
    /// Its options not valued when listed are `pending[first..end]`, the
    /// next one to look at `pending[next]`.
    first: usize,
    next: usize,
    end: usize,
    /// Its large option values are `big[big_first..]`.
    big_first: usize,
    acc: Acc,
    decided: Option<u64>,
}

/// The search's buffers, kept between searches.
pub(crate) struct Search<S> {
    stack: Vec<Frame>,
    pending: Vec<(usize, S)>,
    big: Vec<u64>,
}

impl<S: Clone> Search<S> {
    pub(crate) fn new() -> Self {
        Search {
            stack: Vec::new(),
            pending: Vec::new(),
            big: Vec::new(),
        }
    }

    /// The value of `start` under `rule`, filling `table`.
    ///
    /// # Panics
    /// If a position can be reached from itself (then the positions of the
    /// stack are unmarked, so the table stays usable).
    #[inline]
    pub(crate) fn value<T, R, F, I>(
        &mut self,
        table: &mut T,
        rule: &R,
        moves: &mut F,
        start: S,
    ) -> u64
    where
        T: Table<S>,
        R: Rule,
        F: FnMut(&S) -> I,
        I: IntoIterator<Item = S>,
    {
        let (slot, word) = table.slot(&start);
        match word {
            NEW => {}
            OPEN => self.cycle(table),
            value => return value,
        }
        self.stack.clear();
        self.pending.clear();
        self.big.clear();
        // A position whose options all have values is valued at once, with
        // no frame: the common case when positions are asked in order.
        if let Some(value) = self.expand(table, rule, moves, slot, &start) {
            return value;
        }
        loop {
            let top = self.stack.last_mut().expect("a position on the stack");
            let mut descend = None;
            while top.decided.is_none() && top.next < top.end {
                let slot = self.pending[top.next].0;
                top.next += 1;
                match table.word(slot) {
                    NEW => {
                        descend = Some(top.next - 1);
                        break;
                    }
                    OPEN => self.cycle(table),
                    value => top.decided = rule.add(&mut top.acc, value, &mut self.big),
                }
            }
            let mut finished = None;
            if let Some(k) = descend {
                let (slot, position) = self.pending[k].clone();
                match self.expand(table, rule, moves, slot, &position) {
                    None => continue,
                    Some(value) => finished = Some(value),
                }
            }
            let value = match finished {
                Some(value) => value,
                None => {
                    let top = self.stack.pop().expect("a position on the stack");
                    let value = match top.decided {
                        Some(v) => v,
                        None => rule.finish(&top.acc, &mut self.big[top.big_first..]),
                    };
                    table.set(top.slot, value);
                    self.pending.truncate(top.first);
                    self.big.truncate(top.big_first);
                    value
                }
            };
            match self.stack.last_mut() {
                None => return value,
                Some(parent) => {
                    if parent.decided.is_none() {
                        parent.decided = rule.add(&mut parent.acc, value, &mut self.big);
                    }
                }
            }
        }
    }

    /// Lists the options of the position at `slot` and adds those already
    /// valued. If that decides its value, writes it and returns it;
    /// else keeps the options not valued yet and pushes the position on
    /// the stack.
    #[inline(always)]
    fn expand<T, R, F, I>(
        &mut self,
        table: &mut T,
        rule: &R,
        moves: &mut F,
        slot: usize,
        position: &S,
    ) -> Option<u64>
    where
        T: Table<S>,
        R: Rule,
        F: FnMut(&S) -> I,
        I: IntoIterator<Item = S>,
    {
        table.set(slot, OPEN);
        let (first, big_first) = (self.pending.len(), self.big.len());
        let mut acc = Acc::default();
        let mut decided = None;
        let mut options = moves(position).into_iter();
        // The fast path, a loop of its own (`find`) so that nothing in it
        // writes the table: options in the array with a small value.
        while let Some(option) = options.by_ref().find(|o| {
            let word = table.peek(o);
            if word >= R::SMALL {
                return true;
            }
            let decided = rule.add(&mut acc, word, &mut self.big);
            debug_assert!(decided.is_none());
            false
        }) {
            let (s, word) = table.slot(&option);
            if word < OPEN {
                decided = rule.add(&mut acc, word, &mut self.big);
                if decided.is_some() {
                    break;
                }
            } else if word == NEW {
                self.pending.push((s, option));
            } else {
                table.set(slot, NEW);
                self.cycle(table)
            }
        }
        if decided.is_some() || self.pending.len() == first {
            let value = match decided {
                Some(v) => v,
                None => rule.finish(&acc, &mut self.big[big_first..]),
            };
            table.set(slot, value);
            self.pending.truncate(first);
            self.big.truncate(big_first);
            return Some(value);
        }
        self.stack.push(Frame {
            slot,
            first,
            next: first,
            end: self.pending.len(),
            big_first,
            acc,
            decided,
        });
        None
    }

    /// Unmarks the stack's positions and panics.
    fn cycle<T: Table<S>>(&mut self, table: &mut T) -> ! {
        for frame in self.stack.drain(..) {
            table.set(frame.slot, NEW);
        }
        self.pending.clear();
        panic!("the game has a cycle, so it is not a finite game");
    }
}

//! Games that split into independent parts: a move replaces a part by a
//! list of smaller parts, and the parts are played side by side. Values by
//! the Sprague–Grundy theorem, memoised by part, not by whole position.

use crate::sg::mex;
use crate::{GrundyValue, Outcome};
use std::collections::HashMap;
use std::hash::Hash;

/// The memo word of a part on the search's stack.
const OPEN: GrundyValue = GrundyValue::MAX;

/// A part on the stack: its options' parts, one list after another.
struct Frame<S> {
    part: S,
    /// Every option's parts, in order.
    parts: Vec<S>,
    /// Option `k` is `parts[ends[k - 1]..ends[k]]` (`ends[-1]` = 0).
    ends: Vec<usize>,
    /// The next part of `parts` whose value is not known to be memoised.
    next: usize,
}

/// Memoized Grundy values and outcomes of a game whose positions are sums
/// of independent parts (normal play: the player who cannot move loses).
///
/// `moves(part)` lists the options of one part, each a list of the parts
/// it leaves: one smaller part, several (a row cut in two, a board split
/// into regions), or none (the part is gone). A position is a list of
/// parts; a move replaces one of them by one of its options. The value of
/// a part is the `mex` over its options of the XOR of their parts'
/// values, and a position is won iff the XOR of its parts' values is not 0.
///
/// Only parts are memoised, never their sums: a row of `n` cells that
/// splits into segments has at most `n` parts (the segment lengths) where
/// a search over whole rows meets up to `2^n` positions. List each part in
/// one canonical form (a segment by its length, a rectangle as `(short
/// side, long side)`) so that equal parts share their entry, and leave out
/// parts with no move when they are worth 0 (an empty segment).
///
/// Misère play is not offered: a sum's misère outcome is not a function of
/// its parts' values. Search whole positions for it ([`Outcomes`] under
/// [`Play::Misere`](super::Play::Misere) on sorted lists of parts).
///
/// The game must be finite: a part that can reach itself is reported with
/// a panic (and the memo stays usable). The search uses an explicit stack,
/// so deep games (long chains of moves) do not overflow the call stack.
///
/// [`Outcomes`]: super::Outcomes
///
/// # Example
/// Kayles: a row of `n` pins; a move knocks down one pin or two adjacent
/// ones, leaving the rows on either side.
/// ```
/// use cp_games::explore::Splits;
/// let mut kayles = Splits::new(|&n: &u32| {
///     let mut options = Vec::new();
///     for k in 1..=n.min(2) {
///         for left in 0..=n - k {
///             options.push([left, n - k - left].into_iter().filter(|&r| r > 0).collect::<Vec<_>>());
///         }
///     }
///     options
/// });
/// let values: Vec<u64> = (0..12).map(|n| kayles.grundy(n)).collect();
/// assert_eq!(values, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
/// assert!(!kayles.wins([1, 2, 3])); // 1 ^ 2 ^ 3 = 0
/// // rows of 4 and 5 (values 1 and 4): knock the end pin off the 5
/// assert_eq!(kayles.winning_move(&[4, 5]), Some((1, vec![4])));
/// // a row of 1,000 pins meets the rows of 1 to 1,000 pins (and 0 was
/// // asked above): 1,001 parts, not 2^1000 rows
/// assert!(kayles.wins([1000]));
/// assert_eq!(kayles.parts(), 1001);
/// ```
pub struct Splits<S, F> {
    moves: F,
    memo: HashMap<S, GrundyValue>,
    stack: Vec<Frame<S>>,
}

impl<S, F, I, L> Splits<S, F>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = L>,
    L: IntoIterator<Item = S>,
{
    /// Creates an empty memo for the game whose parts move by `moves`.
    /// O(1).
    pub fn new(moves: F) -> Self {
        Splits {
            moves,
            memo: HashMap::new(),
            stack: Vec::new(),
        }
    }

    /// Returns the Grundy value of one part.
    ///
    /// # Panics
    /// If a part can be reached from itself (the game is not finite).
    ///
    /// # Complexity
    /// Each part reachable from `part` and not yet memoised calls `moves`
    /// once; each part of each of its options is looked up about three
    /// times: O(Σ parts of the options) hash-map operations, O(1) for a
    /// memoised part.
    pub fn grundy(&mut self, part: S) -> GrundyValue {
        // frames left by a `moves` that panicked
        for frame in std::mem::take(&mut self.stack) {
            self.memo.remove(&frame.part);
        }
        if let Some(&value) = self.memo.get(&part) {
            return value;
        }
        self.open(part);
        loop {
            let top = self.stack.last_mut().expect("a part on the stack");
            let mut child = None;
            let mut cycle = false;
            while top.next < top.parts.len() {
                match self.memo.get(&top.parts[top.next]) {
                    None => {
                        child = Some(top.parts[top.next].clone());
                        break;
                    }
                    Some(&OPEN) => {
                        cycle = true;
                        break;
                    }
                    Some(_) => top.next += 1,
                }
            }
            if cycle {
                self.cycle();
            }
            if let Some(child) = child {
                self.open(child);
                continue;
            }
            let frame = self.stack.pop().expect("a part on the stack");
            let mut values = Vec::with_capacity(frame.ends.len());
            let mut start = 0;
            for &end in &frame.ends {
                let parts = &frame.parts[start..end];
                values.push(parts.iter().fold(0, |x, p| x ^ self.memo[p]));
                start = end;
            }
            let value = mex(&values);
            self.memo.insert(frame.part, value);
            if self.stack.is_empty() {
                return value;
            }
        }
    }

    /// Returns the Grundy value of the sum of `parts`: the XOR of theirs.
    ///
    /// # Panics
    /// As [`grundy`](Self::grundy).
    ///
    /// # Complexity
    /// [`grundy`](Self::grundy) of each part.
    pub fn sum(&mut self, parts: impl IntoIterator<Item = S>) -> GrundyValue {
        parts.into_iter().fold(0, |x, p| x ^ self.grundy(p))
    }

    /// Whether the player to move on the sum of `parts` wins: iff its
    /// value is not 0.
    ///
    /// # Panics
    /// As [`grundy`](Self::grundy).
    ///
    /// # Complexity
    /// As [`sum`](Self::sum).
    pub fn wins(&mut self, parts: impl IntoIterator<Item = S>) -> bool {
        self.sum(parts) != 0
    }

    /// The outcome of the sum of `parts` for the player to move.
    ///
    /// # Panics
    /// As [`grundy`](Self::grundy).
    ///
    /// # Complexity
    /// As [`sum`](Self::sum).
    pub fn outcome(&mut self, parts: impl IntoIterator<Item = S>) -> Outcome {
        Outcome::from_wins(self.wins(parts))
    }

    /// A winning move on the sum of `parts`: the index of the part moved
    /// in and the parts it leaves, or `None` if the sum is lost.
    ///
    /// # Panics
    /// As [`grundy`](Self::grundy).
    ///
    /// # Complexity
    /// As [`sum`](Self::sum), then `moves` of one part.
    pub fn winning_move(&mut self, parts: &[S]) -> Option<(usize, Vec<S>)> {
        let values: Vec<GrundyValue> = parts.iter().map(|p| self.grundy(p.clone())).collect();
        let total = values.iter().fold(0, |x, &v| x ^ v);
        let i = (0..parts.len()).find(|&i| total != 0 && values[i] ^ total < values[i])?;
        let target = values[i] ^ total;
        let options: Vec<Vec<S>> = (self.moves)(&parts[i])
            .into_iter()
            .map(|o| o.into_iter().collect())
            .collect();
        options
            .into_iter()
            .find(|option| self.sum(option.iter().cloned()) == target)
            .map(|option| (i, option))
    }

    /// How many parts have a memoised value. O(1).
    pub fn parts(&self) -> usize {
        self.memo.len()
    }

    /// Marks `part` as searched and pushes it with its options.
    fn open(&mut self, part: S) {
        let (mut parts, mut ends) = (Vec::new(), Vec::new());
        for option in (self.moves)(&part) {
            parts.extend(option);
            ends.push(parts.len());
        }
        self.memo.insert(part.clone(), OPEN);
        self.stack.push(Frame {
            part,
            parts,
            ends,
            next: 0,
        });
    }

    /// Unmarks the stack's parts and panics.
    fn cycle(&mut self) -> ! {
        for frame in self.stack.drain(..) {
            self.memo.remove(&frame.part);
        }
        panic!("a part can be reached from itself, so the game is not finite");
    }
}

#[cfg(test)]
#[path = "splits_tests.rs"]
mod tests;

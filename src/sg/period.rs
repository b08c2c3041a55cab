//! Finding the period of an ultimately periodic sequence that is produced
//! one value at a time, where each value depends only on the `window`
//! values before it (as in a subtraction game, `window = max(S)`).
//!
//! Once some window of consecutive values recurs, everything after it
//! recurs too, so the first recurrence proves a period. Brent's cycle
//! detection finds it: a "tortoise" window stays put while a "hare" window
//! runs ahead `1, 2, 4, ...` steps, and the tortoise jumps to the hare each
//! time the run doubles. Windows are compared through a rolling hash, and
//! every hash match is confirmed value by value, so a collision can cost
//! time but never give a wrong period.

/// Preperiod and period of an ultimately periodic sequence: `g[i] = g[i + period]`
/// for every `i >= preperiod`, both as small as possible.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Periodicity {
    /// Number of values before the periodic part starts.
    pub preperiod: usize,
    /// Length of the repeating part.
    pub period: usize,
}

/// Incremental period finder: tell it about every value appended to a
/// sequence and it reports the period as soon as a window recurs.
///
/// # Example
/// ```
/// use cp_games::sg::period::{PeriodFinder, Periodicity};
/// // Each value here is a function of the three before it.
/// let seq = [0, 1, 4, 1, 2, 3, 1, 2, 3, 1, 2, 3];
/// let mut finder = PeriodFinder::new(3);
/// let mut found = None;
/// for len in 1..=seq.len() {
///     found = finder.push(&seq[..len]);
///     if found.is_some() { break; }
/// }
/// assert_eq!(found, Some(Periodicity { preperiod: 3, period: 3 }));
/// ```
#[derive(Debug, Clone)]
pub struct PeriodFinder {
    window: usize,
    /// Start of the tortoise window.
    tortoise: usize,
    /// Steps the hare may run before the tortoise jumps to it.
    power: usize,
    hash: RollingHash,
}

impl PeriodFinder {
    /// Creates a finder for sequences whose values each depend on the
    /// `window` values before them.
    ///
    /// # Panics
    /// If `window` is 0.
    pub fn new(window: usize) -> Self {
        assert!(window > 0, "PeriodFinder: the window must be positive");
        PeriodFinder {
            window,
            tortoise: 0,
            power: 1,
            hash: RollingHash::new(window),
        }
    }

    /// Takes note of the last value of `values` (the whole sequence so far,
    /// one value longer than at the previous call); returns the smallest
    /// preperiod and period once the window ending at that value repeats
    /// an earlier one.
    ///
    /// # Complexity
    /// O(1) amortised per value, plus O(window) to confirm a hash match and
    /// O(preperiod) once to walk the preperiod back.
    pub fn push(&mut self, values: &[u32]) -> Option<Periodicity> {
        let len = values.len();
        self.hash.push(values);
        if len < self.window {
            return None;
        }
        // The window ending at len - 1 starts at `hare`.
        let (hare, t, w) = (len - self.window, self.tortoise, self.window);
        if hare == t {
            self.hash.mark_tortoise();
            return None;
        }
        if self.hash.matches_tortoise() && values[t..t + w] == values[hare..len] {
            let period = hare - t;
            // g[x] = g[x + period] for x >= t; walk back to the first x where it fails.
            let mut preperiod = t;
            while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
                preperiod -= 1;
            }
            return Some(Periodicity { preperiod, period });
        }
        if hare - t == self.power {
            self.tortoise = hare;
            self.power *= 2;
            self.hash.mark_tortoise();
        }
        None
    }
}

/// Polynomial hash (mod 2^64) of the last `window` values pushed.
#[derive(Debug, Clone)]
struct RollingHash {
    window: usize,
    /// BASE^(window - 1), to remove the value leaving the window.
    top: u64,
    current: u64,
    tortoise: u64,
}

impl RollingHash {
    const BASE: u64 = 0x9E37_79B9_7F4A_7C15;

    fn new(window: usize) -> Self {
        // BASE^(window - 1) by square-and-multiply: `window` may be huge.
        let (mut top, mut base, mut e) = (1u64, Self::BASE, window - 1);
        while e > 0 {
            if e & 1 == 1 {
                top = top.wrapping_mul(base);
            }
            base = base.wrapping_mul(base);
            e >>= 1;
        }
        RollingHash {
            window,
            top,
            current: 0,
            tortoise: 0,
        }
    }

    /// Accounts for the value just pushed onto `values`.
    fn push(&mut self, values: &[u32]) {
        let len = values.len();
        if len > self.window {
            let leaving = u64::from(values[len - 1 - self.window]) + 1;
            self.current = self.current.wrapping_sub(leaving.wrapping_mul(self.top));
        }
        let entering = u64::from(values[len - 1]) + 1;
        self.current = self.current.wrapping_mul(Self::BASE).wrapping_add(entering);
    }

    fn mark_tortoise(&mut self) {
        self.tortoise = self.current;
    }

    fn matches_tortoise(&self) -> bool {
        self.current == self.tortoise
    }
}

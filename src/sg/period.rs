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
//!
//! Sequences without a fixed window (octal games, where a value depends on
//! every value before it) need a proof from elsewhere; for them
//! [`smallest_period`] names a candidate (the smallest period of the last
//! values) and [`suffix_periodicity`] how far back it holds.
//!
//! [`Pattern`] (in [`pattern`]) is what subtraction games, octal games and
//! heap rulesets report: a period or an arithmetic period, the value at
//! any heap up to `u64::MAX`, and whether it is proved (by which
//! certificate) or only observed.

pub mod pattern;

pub use pattern::{Certificate, Pattern, Status};

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
/// let seq: [u64; 12] = [0, 1, 4, 1, 2, 3, 1, 2, 3, 1, 2, 3];
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
    /// The values may be of any unsigned type up to `u64`
    /// ([`GrundyValue`](crate::GrundyValue) or a narrower one a table
    /// stores).
    ///
    /// # Complexity
    /// O(1) amortised per value, plus O(window) to confirm a hash match and
    /// O(preperiod) once to walk the preperiod back.
    pub fn push<V: Copy + Eq + Into<u64>>(&mut self, values: &[V]) -> Option<Periodicity> {
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

/// Returns the smallest period of `s`: the least `p >= 1` with
/// `s[i] == s[i + p]` for every `i < s.len() - p` (`s.len()` when none is
/// shorter, 1 for an empty `s`).
///
/// # Complexity
/// O(`s.len()`) time and 4 · `s.len()` bytes (the prefix function).
///
/// # Example
/// ```
/// use cp_games::sg::period::smallest_period;
/// assert_eq!(smallest_period(&[1, 2, 3, 1, 2, 3, 1]), 3);
/// assert_eq!(smallest_period(&[1, 2, 3]), 3);
/// ```
pub fn smallest_period<V: Copy + Eq>(s: &[V]) -> usize {
    if s.is_empty() {
        return 1;
    }
    // border[i]: length of the longest proper border of s[..=i]; a border
    // of length b is the same as a period of s.len() - b.
    let mut border = vec![0u32; s.len()];
    for i in 1..s.len() {
        let mut b = border[i - 1] as usize;
        while b > 0 && s[i] != s[b] {
            b = border[b - 1] as usize;
        }
        if s[i] == s[b] {
            b += 1;
        }
        border[i] = b as u32;
    }
    s.len() - border[s.len() - 1] as usize
}

/// Returns how far back `values` keeps the period `period` of its last
/// `tail` values: the smallest `preperiod` with `values[i] ==
/// values[i + period]` for every `i` in `preperiod..values.len() - period`.
///
/// This describes only the values given; that the sequence goes on this way
/// must be proved separately (e.g. by the Guy–Smith certificate for octal
/// games).
///
/// # Panics
/// If `period` is 0, `tail > values.len()`, or the last `tail` values do
/// not have period `period`.
///
/// # Complexity
/// O(`values.len()`).
///
/// # Example
/// ```
/// use cp_games::sg::period::{smallest_period, suffix_periodicity, Periodicity};
/// let seq = [5, 0, 1, 2, 0, 1, 2, 0, 1];
/// let p = smallest_period(&seq[5..]);
/// assert_eq!(suffix_periodicity(&seq, p, 4), Periodicity { preperiod: 1, period: 3 });
/// ```
pub fn suffix_periodicity<V: Copy + Eq>(values: &[V], period: usize, tail: usize) -> Periodicity {
    let len = values.len();
    assert!(
        period > 0 && tail <= len,
        "suffix_periodicity: period {} or tail {} out of range for {} values",
        period,
        tail,
        len
    );
    let holds = |i: usize| i + period >= len || values[i] == values[i + period];
    assert!(
        (len - tail..len).all(holds),
        "suffix_periodicity: the last {} values do not have period {}",
        tail,
        period
    );
    let mut preperiod = len - tail;
    while preperiod > 0 && holds(preperiod - 1) {
        preperiod -= 1;
    }
    Periodicity { preperiod, period }
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
    fn push<V: Copy + Into<u64>>(&mut self, values: &[V]) {
        let len = values.len();
        if len > self.window {
            let leaving = values[len - 1 - self.window].into().wrapping_add(1);
            self.current = self.current.wrapping_sub(leaving.wrapping_mul(self.top));
        }
        let entering = values[len - 1].into().wrapping_add(1);
        self.current = self.current.wrapping_mul(Self::BASE).wrapping_add(entering);
    }

    fn mark_tortoise(&mut self) {
        self.tortoise = self.current;
    }

    fn matches_tortoise(&self) -> bool {
        self.current == self.tortoise
    }
}

/// How a pattern fared against the true values, for tests: see
/// [`check_pattern`].
#[cfg(test)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Checked {
    /// Proved by this certificate, and right on every value.
    Proved(Certificate),
    /// Observed, right on what it was observed on, and wrong past it or not.
    Observed {
        /// Whether some value past those it was observed on is wrong.
        wrong_later: bool,
    },
}

/// Checks `pattern` against `truth`, the values `G(0..truth.len())`, for
/// tests: proved, it must be right on all of them; observed, it must have
/// been observed on the first `observed` values and be right on those
/// (what follows may not be). `what` names the game in a failure.
#[cfg(test)]
pub(crate) fn check_pattern(
    pattern: &Pattern,
    truth: &[crate::GrundyValue],
    observed: usize,
    what: &dyn std::fmt::Debug,
) -> Checked {
    let wrong = (0..truth.len()).find(|&n| pattern.value(n as u64) != Some(truth[n]));
    match pattern.status() {
        Status::Proved(certificate) => {
            assert_eq!(wrong, None, "{what:?}: {pattern}");
            Checked::Proved(certificate)
        }
        Status::Observed { up_to } => {
            assert_eq!(up_to as usize, observed, "{what:?}");
            assert!(wrong.is_none_or(|n| n >= observed), "{what:?}");
            Checked::Observed {
                wrong_later: wrong.is_some(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive_smallest_period(s: &[u8]) -> usize {
        (1..=s.len().max(1))
            .find(|&p| (0..s.len().saturating_sub(p)).all(|i| s[i] == s[i + p]))
            .unwrap()
    }

    #[test]
    fn smallest_period_matches_trying_every_period() {
        // every word of length <= 9 over {0, 1, 2}
        for len in 0..=9u32 {
            for code in 0..3usize.pow(len) {
                let s: Vec<u8> = (0..len).map(|i| (code / 3usize.pow(i) % 3) as u8).collect();
                assert_eq!(smallest_period(&s), naive_smallest_period(&s), "{s:?}");
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn suffix_periodicity_is_the_longest_periodic_suffix(
            pre in proptest::collection::vec(0u8..3, 0..20),
            unit in proptest::collection::vec(0u8..3, 1..6),
            reps in 2usize..6,
        ) {
            let mut s = pre.clone();
            for _ in 0..reps {
                s.extend(&unit);
            }
            let tail = 2 * unit.len();
            let p = smallest_period(&s[s.len() - tail..]);
            let found = suffix_periodicity(&s, p, tail);
            let holds = |i: usize| s[i] == s[i + p];
            proptest::prop_assert!((found.preperiod..s.len() - p).all(holds));
            proptest::prop_assert!(found.preperiod == 0 || !holds(found.preperiod - 1));
            proptest::prop_assert_eq!(p, naive_smallest_period(&s[s.len() - tail..]));
        }
    }
}

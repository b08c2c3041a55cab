//! Heap rulesets (Multi-SG): games on heaps where a move replaces one heap
//! by a multiset of smaller heaps, possibly remembering a small state from
//! the move that made each heap (the type of the last attack on a castle).
//!
//! # Values
//! A position is a sum of heaps, so (Sprague–Grundy) it is lost exactly when
//! the XOR of its heaps' values is 0, and the value of a heap `(n, s)`
//! (size `n`, state `s`) is
//!
//! `G(n, s) = mex{ G(h1, s1) ^ G(h2, s2) ^ ... : (n, s) -> {(h1, s1), (h2, s2), ...} }`
//!
//! where each option is a multiset of heaps: the empty multiset (the heap
//! is taken away) is worth 0, a multiset of two heaps splits it, and so on
//! (the "Multi-SG" of OI training: the option's value is the XOR of its
//! parts, as for any sum). [`Table::new`] fills `G` for every size below a
//! bound and every state, in increasing size, which is possible because
//! each heap of an option is smaller than the heap it replaces (so the game
//! is finite); the rule is checked to say so.
//!
//! # Patterns, proved or observed
//! [`Pattern::observe`] looks for a period `G(n + p) = G(n)` and, failing
//! that, an arithmetic period `G(n + p) = G(n) + s` (`s > 0`) in a finite
//! table, by the crate's one period finder ([`sg::period`]): the plain
//! period is the smallest period of the table's second half
//! ([`smallest_period`], [`suffix_periodicity`]); the arithmetic one is the
//! plain period of the differences `D(n) = G(n + 1) - G(n)`, since
//! `G(n + p) - G(n) = D(n) + ... + D(n + p - 1)` is the same for every
//! `n >= n0` exactly when `D(n + p) = D(n)` for every `n >= n0`. Either is
//! reported only if the periodic part seen holds three periods.
//!
//! What a finite table shows is an observation, not a proof: a pattern is
//! reported as [`Status::Observed`] with the number of values it holds on,
//! unless a certificate theorem proves it ([`Status::Proved`]). The
//! certificates the crate has are the Guy–Smith theorem for octal games
//! ([`octal`](crate::sg::octal), whose [`OctalGame::check_period`] is used
//! for take-and-break codes), and the window argument of [`sg::period`]:
//! when, from some size on, every row of values is the same function of the
//! `w` rows before it (subtraction games, the attack game of
//! [`attack`]), a repeated window of `w` rows proves a period
//! ([`prove_by_window`]). Arithmetic periods are only ever observed: the
//! Howse–Nowakowski certificate for hexadecimal games is not implemented.
//!
//! # Pieces
//! - [`equal_split`]: split a heap into `M >= 2` near-equal heaps (Luogu
//!   P3235), O(sqrt n) quotients per heap.
//! - [`pair_split`]: pairs of heaps, drop one and split the other (Luogu
//!   P2148), closed form proved.
//! - [`bean_split`]: beans split along a row of bottles (Luogu P3185).
//! - [`attack`]: heaps with the last attack's type as state (Codeforces
//!   1312F), period proved by a repeated window.
//!
//! [`sg::period`]: crate::sg::period
//! [`OctalGame::check_period`]: crate::sg::octal::OctalGame::check_period

pub mod attack;
pub mod bean_split;
pub mod equal_split;
pub mod pair_split;

use crate::sg::mex;
use crate::sg::period::{smallest_period, suffix_periodicity, PeriodFinder, Periodicity};
use crate::GrundyValue;

/// A heap and its state: `(size, state)`.
pub type Heap = (usize, usize);

/// The Grundy values `G(n, s)` of a heap ruleset for every size `n` below
/// a bound and every state `s` below a number of states.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    states: usize,
    values: Vec<GrundyValue>,
}

impl Table {
    /// Tabulates `G(n, s)` for `n < sizes`, `s < states`. `rule(n, s,
    /// options)` pushes onto `options` (given empty) every option of the
    /// heap `(n, s)`, each the list of heaps `(size, state)` that replace it
    /// (an empty list takes it away). A game without states has `states =
    /// 1` and every state 0.
    ///
    /// # Panics
    /// If `states` is 0, or an option holds a heap that is not smaller
    /// than the heap it replaces, or a state `>= states`.
    ///
    /// # Complexity
    /// O(total size of all options) time, plus the rule's own work;
    /// O(`sizes · states`) memory.
    ///
    /// # Example
    /// Lasker's Nim: take any number of stones, or split a heap in two.
    /// ```
    /// use cp_games::sg::heap_rules::Table;
    /// let lasker = Table::new(9, 1, |n, _, options| {
    ///     options.extend((0..n).map(|left| if left == 0 { vec![] } else { vec![(left, 0)] }));
    ///     options.extend((1..n / 2 + 1).map(|a| vec![(a, 0), (n - a, 0)]));
    /// });
    /// assert_eq!(lasker.column(0), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
    /// ```
    pub fn new<F>(sizes: usize, states: usize, mut rule: F) -> Table
    where
        F: FnMut(usize, usize, &mut Vec<Vec<Heap>>),
    {
        assert!(states >= 1, "heap_rules::Table: no state");
        let mut values: Vec<GrundyValue> = Vec::with_capacity(sizes * states);
        let mut options: Vec<Vec<Heap>> = Vec::new();
        let mut seen: Vec<GrundyValue> = Vec::new();
        for n in 0..sizes {
            for s in 0..states {
                options.clear();
                rule(n, s, &mut options);
                seen.clear();
                for option in &options {
                    let mut x = 0;
                    for &(h, t) in option {
                        assert!(
                            h < n && t < states,
                            "heap_rules::Table: the option ({}, {}) of ({}, {}) is not a smaller heap",
                            h,
                            t,
                            n,
                            s
                        );
                        x ^= values[h * states + t];
                    }
                    seen.push(x);
                }
                values.push(mex(&seen));
            }
        }
        Table { states, values }
    }

    /// The number of sizes tabulated. O(1).
    pub fn sizes(&self) -> usize {
        self.values.len() / self.states
    }

    /// The number of states. O(1).
    pub fn states(&self) -> usize {
        self.states
    }

    /// `G(size, state)`.
    ///
    /// # Panics
    /// If `size` or `state` is out of the table.
    ///
    /// # Complexity
    /// O(1).
    pub fn get(&self, size: usize, state: usize) -> GrundyValue {
        assert!(state < self.states, "heap_rules::Table: no state {}", state);
        self.values[size * self.states + state]
    }

    /// `G(n, state)` for every size `n`, in order. O(sizes).
    pub fn column(&self, state: usize) -> Vec<GrundyValue> {
        (0..self.sizes()).map(|n| self.get(n, state)).collect()
    }

    /// The rows `(G(n, 0), ..., G(n, states - 1))` numbered by first
    /// appearance (equal rows, equal numbers): one sequence whose periods
    /// are the table's. O(sizes · states) expected time (hashing).
    pub fn row_ids(&self) -> Vec<u32> {
        let mut ids: std::collections::HashMap<&[GrundyValue], u32> =
            std::collections::HashMap::new();
        self.values
            .chunks(self.states)
            .map(|row| {
                let next = ids.len() as u32;
                *ids.entry(row).or_insert(next)
            })
            .collect()
    }
}

/// Whether a pattern is proved or only seen in the values computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// A certificate theorem proves that the pattern goes on forever.
    Proved,
    /// The pattern holds on the first `up_to` values, and nothing more is
    /// known.
    Observed {
        /// The number of values it was seen on.
        up_to: usize,
    },
}

/// A pattern of a sequence of Grundy values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pattern {
    /// `G(n + period) = G(n)` for `n >= preperiod`.
    Periodic(Periodicity),
    /// `G(n + period) = G(n) + saltus` for `n >= preperiod`, `saltus > 0`.
    Arithmetic {
        /// The preperiod and period.
        periodicity: Periodicity,
        /// What one period adds.
        saltus: GrundyValue,
    },
    /// Neither was seen.
    None,
}

impl Pattern {
    /// The pattern `values` shows: a period or, failing that, an
    /// arithmetic period, each only if its periodic part holds three
    /// periods (see the [module](self) docs). The smallest period of the
    /// second half of the values is taken, and its preperiod walked back as
    /// far as it holds.
    ///
    /// # Complexity
    /// O(`values.len()`).
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::heap_rules::Pattern;
    /// use cp_games::sg::period::Periodicity;
    /// let periodic = [3, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
    /// let p = Periodicity { preperiod: 1, period: 2 };
    /// assert_eq!(Pattern::observe(&periodic), Pattern::Periodic(p));
    /// let growing = [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15];
    /// let p = Periodicity { preperiod: 1, period: 4 };
    /// assert_eq!(Pattern::observe(&growing), Pattern::Arithmetic { periodicity: p, saltus: 4 });
    /// ```
    pub fn observe(values: &[GrundyValue]) -> Pattern {
        if let Some(p) = periodic_part(values) {
            return Pattern::Periodic(p);
        }
        if values.len() < 2 {
            return Pattern::None;
        }
        let diffs: Vec<i128> = values
            .windows(2)
            .map(|w| i128::from(w[1]) - i128::from(w[0]))
            .collect();
        match periodic_part(&diffs) {
            Some(p) => {
                let saltus =
                    i128::from(values[p.preperiod + p.period]) - i128::from(values[p.preperiod]);
                if saltus > 0 {
                    Pattern::Arithmetic {
                        periodicity: p,
                        saltus: saltus as GrundyValue,
                    }
                } else {
                    Pattern::None
                }
            }
            None => Pattern::None,
        }
    }
}

/// The period of the second half of `values` with its preperiod, if the
/// periodic part holds three periods.
fn periodic_part<V: Copy + Eq>(values: &[V]) -> Option<Periodicity> {
    let tail = values.len() / 2;
    if tail == 0 {
        return None;
    }
    let period = smallest_period(&values[values.len() - tail..]);
    let found = suffix_periodicity(values, period, tail);
    if values.len() - found.preperiod >= 3 * found.period {
        Some(found)
    } else {
        None
    }
}

/// Finds the period of a sequence of rows that, from row `from` on, are
/// each the same function of the `window` rows before them, by the crate's
/// [`PeriodFinder`]: once a window of rows (starting at `from - window` or
/// later) recurs, every later row recurs with it, so the period is proved.
/// `rows` gives row `n` (as a number, equal rows equal numbers, e.g. from
/// [`Table::row_ids`] or a packed row); at most `limit` rows are examined.
///
/// # Panics
/// If `window` is 0 or `from < window`.
///
/// # Complexity
/// O(rows examined + window) amortised, plus the cost of `rows`.
///
/// # Example
/// The subtraction game {1, 3, 4}: each value a function of the 4 before.
/// ```
/// use cp_games::sg::heap_rules::{prove_by_window, Table};
/// use cp_games::sg::period::Periodicity;
/// let t = Table::new(40, 1, |n, _, o| {
///     o.extend([1, 3, 4].iter().filter(|&&m| m <= n).map(|&m| if m == n { vec![] } else { vec![(n - m, 0)] }));
/// });
/// let p = prove_by_window(4, 4, 40, |n| t.get(n, 0));
/// assert_eq!(p, Some(Periodicity { preperiod: 0, period: 7 }));
/// ```
pub fn prove_by_window(
    window: usize,
    from: usize,
    limit: usize,
    mut rows: impl FnMut(usize) -> GrundyValue,
) -> Option<Periodicity> {
    assert!(window > 0 && from >= window, "prove_by_window: bad window");
    // Rows before `from - window` are not part of any window whose next
    // row the rule determines: the finder sees the rows from there on.
    let start = from - window;
    let mut seen: Vec<GrundyValue> = Vec::new();
    let mut finder = PeriodFinder::new(window);
    for n in start..limit {
        seen.push(rows(n));
        if let Some(p) = finder.push(&seen) {
            // Walk the preperiod back over the rows before `start` too.
            let mut preperiod = p.preperiod + start;
            while preperiod > 0 && rows(preperiod - 1) == rows(preperiod - 1 + p.period) {
                preperiod -= 1;
            }
            return Some(Periodicity {
                preperiod,
                period: p.period,
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::subtraction::SubtractionGame;

    #[test]
    fn lasker_nim_is_arithmetic_periodic() {
        // Lasker's Nim (take any number, or split in two): its closed form
        // is proved in sg::lasker; the table and the pattern agree with it.
        let table = Table::new(300, 1, |n, _, options| {
            options.extend((0..n).map(|left| if left == 0 { vec![] } else { vec![(left, 0)] }));
            options.extend((1..=n / 2).map(|a| vec![(a, 0), (n - a, 0)]));
        });
        let values = table.column(0);
        for (n, &v) in values.iter().enumerate() {
            assert_eq!(v, crate::sg::lasker::grundy(n as u64), "{n}");
        }
        let p = Periodicity {
            preperiod: 1,
            period: 4,
        };
        assert_eq!(
            Pattern::observe(&values),
            Pattern::Arithmetic {
                periodicity: p,
                saltus: 4
            }
        );
        // Too few values to hold three periods: nothing is claimed.
        assert_eq!(Pattern::observe(&values[..8]), Pattern::None);
    }

    #[test]
    fn window_periods_match_the_subtraction_games() {
        for moves in [&[1u64, 3, 4][..], &[2, 5], &[3, 4, 7], &[1, 2, 9], &[6]] {
            let game = SubtractionGame::new(moves);
            let w = *moves.iter().max().unwrap() as usize;
            let table = Table::new(400, 1, |n, _, options| {
                for &m in moves {
                    let m = m as usize;
                    if m < n {
                        options.push(vec![(n - m, 0)]);
                    } else if m == n {
                        options.push(vec![]);
                    }
                }
            });
            assert_eq!(table.column(0), game.grundy_sequence(400), "{moves:?}");
            let proved = prove_by_window(w, w, 400, |n| table.get(n, 0));
            let expected = game.grundy_table(400, 1 << 20).unwrap().periodicity();
            assert_eq!(proved, expected, "{moves:?}");
            // the observed pattern is the same period
            assert_eq!(
                Pattern::observe(&table.column(0)),
                Pattern::Periodic(proved.unwrap())
            );
        }
    }

    #[test]
    fn a_rule_that_does_not_shrink_is_refused() {
        let grows = std::panic::catch_unwind(|| Table::new(3, 1, |n, _, o| o.push(vec![(n, 0)])));
        assert!(grows.is_err());
        let bad_state = std::panic::catch_unwind(|| {
            Table::new(3, 2, |n, _, o| {
                if n > 0 {
                    o.push(vec![(0, 2)])
                }
            })
        });
        assert!(bad_state.is_err());
        let rows = Table::new(4, 2, |n, s, o| {
            if n > 0 && s == 0 {
                o.push(vec![])
            }
        });
        assert_eq!(rows.row_ids(), [0, 1, 1, 1]);
        assert_eq!((rows.sizes(), rows.states()), (4, 2));
    }
}

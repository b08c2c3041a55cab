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
//! [`Table::pattern`] reports the [`Pattern`] a column of the table shows
//! (a period `G(n + p) = G(n)` or an arithmetic period `G(n + p) = G(n) +
//! s`, found by [`Pattern::observe`]), which gives `G(n)` for any `n` up to
//! `u64::MAX`. What a finite table shows is an observation, not a proof:
//! such a pattern is [`Status::Observed`] with the number of values it
//! holds on. [`Table::prove_pattern`] proves one by the window argument of
//! [`sg::period`] ([`Certificate::Window`]): when, from some size on, every
//! row of values is the same function of the `w` rows before it
//! (subtraction games, the attack game of [`attack`]), a repeated window of
//! `w` rows proves a period ([`prove_by_window`]). Octal codes have the
//! Guy–Smith certificate ([`octal::solved::pattern`]). Arithmetic periods
//! are only ever observed: the Howse–Nowakowski certificate for
//! hexadecimal games is not implemented.
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
//! [`octal::solved::pattern`]: crate::sg::octal::solved::pattern

pub mod attack;
pub mod bean_split;
pub mod equal_split;
pub mod pair_split;

use crate::sg::mex;
use crate::sg::period::{Certificate, Pattern, PeriodFinder, Periodicity, Status};
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

    /// Returns the pattern the column `G(.., state)` shows, observed on
    /// the whole table ([`Pattern::observe`]; [`Status::Observed`] up to
    /// [`sizes`](Self::sizes)), or `None` if it shows none.
    ///
    /// # Panics
    /// If `state` is out of the table.
    ///
    /// # Complexity
    /// O(sizes).
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::heap_rules::Table;
    /// use cp_games::sg::period::Status;
    /// // Lasker's Nim: arithmetic period 4, saltus 4, from 1 (observed)
    /// let lasker = Table::new(40, 1, |n, _, options| {
    ///     options.extend((0..n).map(|left| if left == 0 { vec![] } else { vec![(left, 0)] }));
    ///     options.extend((1..n / 2 + 1).map(|a| vec![(a, 0), (n - a, 0)]));
    /// });
    /// let pattern = lasker.pattern(0).unwrap();
    /// assert_eq!((pattern.periodicity().period, pattern.saltus()), (4, 4));
    /// assert_eq!(pattern.status(), Status::Observed { up_to: 40 });
    /// assert_eq!(pattern.value(1_000_000_000_003), Some(1_000_000_000_004));
    /// ```
    pub fn pattern(&self, state: usize) -> Option<Pattern> {
        Pattern::observe(&self.column(state))
    }

    /// Returns the period of the column `G(.., state)` proved by the window
    /// argument ([`prove_by_window`] over the whole rows,
    /// [`Certificate::Window`]), given the ruleset's word that from size
    /// `from` on every row is the same function of the `window` rows before
    /// it; `None` if no window of rows recurs within the table.
    ///
    /// # Panics
    /// If `window` is 0, `from < window`, or `state` is out of the table.
    ///
    /// # Complexity
    /// O(sizes · states) expected.
    ///
    /// # Example
    /// The subtraction game {2, 5}: each value from 5 on a function of the
    /// 5 before.
    /// ```
    /// use cp_games::sg::heap_rules::Table;
    /// use cp_games::sg::period::{Certificate, Status};
    /// let t = Table::new(40, 1, |n, _, o| {
    ///     o.extend([2, 5].iter().filter(|&&m| m <= n).map(|&m| if m == n { vec![] } else { vec![(n - m, 0)] }));
    /// });
    /// let pattern = t.prove_pattern(0, 5, 5).unwrap();
    /// assert_eq!(pattern.status(), Status::Proved(Certificate::Window { window: 5, from: 5 }));
    /// assert_eq!(pattern.values(), [0, 0, 1, 1, 0, 2, 1]);
    /// assert!(pattern.value(u64::MAX).is_some());
    /// ```
    pub fn prove_pattern(&self, state: usize, window: usize, from: usize) -> Option<Pattern> {
        let column = self.column(state);
        let ids = self.row_ids();
        let rows = prove_by_window(window, from, self.sizes(), |n| GrundyValue::from(ids[n]))?;
        let certificate = Certificate::Window {
            window: window as u64,
            from: from as u64,
        };
        Some(Pattern::new(&column, rows, 0, Status::Proved(certificate)))
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
    use crate::sg::period::{check_pattern, Checked};
    use crate::sg::subtraction::SubtractionGame;
    use crate::testing::Rng;

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
        let pattern = table.pattern(0).unwrap();
        assert_eq!((pattern.periodicity(), pattern.saltus()), (p, 4));
        assert_eq!(pattern.status(), Status::Observed { up_to: 300 });
        for n in [1_000_000_000_000u64, u64::MAX / 2] {
            let expected = crate::sg::lasker::grundy(n);
            assert_eq!(pattern.value(n), Some(expected), "{n}");
        }
        // Too few values to hold three periods: nothing is claimed.
        assert_eq!(Pattern::observe(&values[..8]), None);
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
            let pattern = table.prove_pattern(0, w, w).unwrap();
            assert_eq!(Some(pattern.periodicity()), proved, "{moves:?}");
            assert!(pattern.is_proved());
            // the observed pattern is the same period
            let seen = table.pattern(0).unwrap();
            assert_eq!(Some(seen.periodicity()), proved, "{moves:?}");
            assert_eq!(seen.status(), Status::Observed { up_to: 400 });
        }
    }

    /// A random ruleset with states: a heap `(n, s)` may be cut by `cut[t]`
    /// (capped at `n`) into a heap of state `t` when `allowed[s][t]`, as in
    /// the attack game; and, if `split`, broken into two non-empty heaps of
    /// state 0.
    fn random_rule(
        rng: &mut Rng,
        states: usize,
        split: bool,
    ) -> impl Fn(usize, usize, &mut Vec<Vec<Heap>>) + Clone + use<> {
        let cut: Vec<usize> = (0..states).map(|_| 1 + rng.below(6)).collect();
        let allowed: Vec<Vec<bool>> = (0..states)
            .map(|_| (0..states).map(|_| rng.below(3) != 0).collect())
            .collect();
        move |n, s, options| {
            for t in 0..states {
                if n > 0 && allowed[s][t] {
                    options.push(if n > cut[t] {
                        vec![(n - cut[t], t)]
                    } else {
                        vec![]
                    });
                }
            }
            if split {
                options.extend((1..=n / 2).map(|a| vec![(a, 0), (n - a, 0)]));
            }
        }
    }

    #[test]
    fn patterns_of_random_rulesets_hold_far_past_the_table() {
        let mut rng = Rng::new(1312);
        let (mut proved, mut observed_and_wrong) = (0, 0);
        for round in 0..400 {
            let states = 1 + rng.below(3);
            let split = round % 4 == 3;
            let rule = random_rule(&mut rng, states, split);
            // short tables now and then, to see observations break
            let len = if round % 2 == 0 {
                200
            } else {
                8 + rng.below(20)
            };
            let table = Table::new(len, states, rule.clone());
            let far = Table::new(if split { 300 } else { 3000 }, states, rule);
            for state in 0..states {
                // from 7 on no cut is capped: each row is a function of
                // the 6 before it (without splits)
                let pattern = if split {
                    table.pattern(state)
                } else {
                    table
                        .prove_pattern(state, 6, 7)
                        .or_else(|| table.pattern(state))
                };
                let Some(pattern) = pattern else {
                    continue;
                };
                let truth = far.column(state);
                match check_pattern(&pattern, &truth, len, &(round, state)) {
                    Checked::Proved(certificate) => {
                        assert_eq!(certificate, Certificate::Window { window: 6, from: 7 });
                        assert!(!split);
                        proved += 1;
                    }
                    Checked::Observed { wrong_later } => {
                        observed_and_wrong += usize::from(wrong_later);
                    }
                }
            }
        }
        assert!(
            proved > 200 && observed_and_wrong > 5,
            "{proved} {observed_and_wrong}"
        );
    }

    #[test]
    fn a_short_table_observes_and_is_wrong_later() {
        // take 1 or 100: 0 1 0 1 ... until 100 can be taken whole
        let rule = |n: usize, _: usize, o: &mut Vec<Vec<Heap>>| {
            for m in [1, 100] {
                if m < n {
                    o.push(vec![(n - m, 0)]);
                } else if m == n {
                    o.push(vec![]);
                }
            }
        };
        let short = Table::new(60, 1, rule);
        assert_eq!(short.prove_pattern(0, 100, 100), None);
        let seen = short.pattern(0).unwrap();
        assert_eq!(seen.status(), Status::Observed { up_to: 60 });
        let long = Table::new(101, 1, rule);
        assert_eq!((seen.value(100), long.get(100, 0)), (Some(0), 2));
        let proved = Table::new(1000, 1, rule)
            .prove_pattern(0, 100, 100)
            .unwrap();
        assert_eq!(proved.value(100), Some(2));
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

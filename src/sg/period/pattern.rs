//! One pattern type for the Grundy sequences of heap games (subtraction
//! games, octal games, heap rulesets): the value at any heap from a period
//! or an arithmetic period, and whether that is proved or only observed.
//!
//! # Patterns
//! A sequence `G(0), G(1), ...` has the pattern (`n0` = preperiod, `p` =
//! period, `s` = saltus) when `G(n + p) = G(n) + s` for every `n >= n0`:
//! a plain period for `s = 0`, an arithmetic period for `s > 0`. The first
//! `n0 + p` values then give every value:
//!
//! `G(n) = G(n0 + r) + q · s` for `n >= n0`, where `n - n0 = q · p + r`,
//! `0 <= r < p`,
//!
//! by induction on `q`. [`Pattern::value`] answers this for every `n` up to
//! `u64::MAX`; the product and the sum are checked, and a value past
//! `u64::MAX` (only possible with `s > 0`) is `None`, never a wrapped number.
//!
//! # Proved or observed
//! A pattern read off finitely many values is an observation: the next
//! value may break it. [`Pattern::observe`] reports what a finite sequence
//! shows, as [`Status::Observed`] with the number of values it holds on.
//! A pattern is [`Status::Proved`] only when a theorem says the values
//! computed force it forever, and the [`Certificate`] names the theorem:
//! - [`Certificate::Subtraction`]: in a subtraction game with finite move
//!   set `S`, every `G(n)` with `n >= max(S)` is the same function of the
//!   `max(S)` values before it; once a window of `max(S)` consecutive values
//!   (starting anywhere) recurs, the values after the two windows agree one
//!   by one, forever ([`PeriodFinder`](super::PeriodFinder)).
//! - [`Certificate::GuySmith`]: the Guy–Smith theorem for octal games
//!   (statement and proof in [`octal`](crate::sg::octal)).
//! - [`Certificate::Window`]: the same window argument for a heap ruleset
//!   whose rows (the values of a heap of size `n` in every state) are, from
//!   row `from` on, a fixed function of the `window` rows before them
//!   ([`prove_by_window`](crate::sg::heap_rules::prove_by_window)); the
//!   ruleset states that property, the recurrence is found in the values.
//!
//! Arithmetic periods are only ever observed here: no certificate for them
//! (Austin's theorem, the Howse–Nowakowski test for hexadecimal games) is
//! implemented.

use super::{smallest_period, suffix_periodicity, Periodicity};
use crate::GrundyValue;

/// The theorem by which a [`Pattern`] is proved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Certificate {
    /// The subtraction-game theorem: the move set is finite with largest
    /// move `max_move`, and a window of `max_move` consecutive values
    /// recurred.
    Subtraction {
        /// The largest move, the length of the window that recurred.
        max_move: u64,
    },
    /// The Guy–Smith certificate of an octal game: the period held on every
    /// `n` the theorem asks for, within the first `values` values.
    GuySmith {
        /// The number of values the certificate needs (`2·n0 + 2·p + t`,
        /// or `n0 + p + t` without a splitting digit), all computed.
        values: u64,
    },
    /// A window of `window` rows recurred, every row from `from` on being
    /// the same function of the `window` rows before it.
    Window {
        /// Rows a row depends on.
        window: u64,
        /// First row that is a function of the window before it.
        from: u64,
    },
}

/// Whether a [`Pattern`] is proved or only seen in the values computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// The certificate proves that the pattern goes on forever.
    Proved(Certificate),
    /// The pattern holds on `G(0..up_to)`, and nothing more is known.
    Observed {
        /// The number of values it was seen on.
        up_to: u64,
    },
}

/// The pattern of a Grundy sequence: `G(n + period) = G(n) + saltus` for
/// every `n >= preperiod` (see the [module docs](self)), the first
/// `preperiod + period` values, and whether it is proved.
///
/// # Example
/// ```
/// use cp_games::sg::period::{Pattern, Periodicity, Status};
/// // Lasker's Nim: 0, then 1 2 4 3, 5 6 8 7, ... (arithmetic period 4, saltus 4)
/// let seen = [0u32, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15];
/// let pattern = Pattern::observe(&seen).unwrap();
/// assert_eq!(pattern.periodicity(), Periodicity { preperiod: 1, period: 4 });
/// assert_eq!(pattern.saltus(), 4);
/// assert_eq!(pattern.status(), Status::Observed { up_to: 17 });
/// assert_eq!(pattern.value(1_000_000_000_003), Some(1_000_000_000_004));
/// // 4 · 2^62 does not fit in a u64
/// assert_eq!(pattern.value(u64::MAX), None);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pattern {
    periodicity: Periodicity,
    saltus: GrundyValue,
    /// `G(0 .. preperiod + period)`.
    values: Vec<GrundyValue>,
    status: Status,
}

impl Pattern {
    /// Creates the pattern `G(n + p) = G(n) + saltus` (`n >= n0`) of the
    /// sequence that starts with `values`, with the status the caller
    /// vouches for. A plain period (`saltus = 0`) is brought down to the
    /// smallest period and preperiod the values allow (every eventual
    /// period is a multiple of the smallest one); an arithmetic one is kept
    /// as given.
    ///
    /// # Panics
    /// If `period` is 0, `values` has fewer than `preperiod + period`
    /// values, or some `n >= preperiod` with `n + period < values.len()`
    /// breaks the pattern.
    ///
    /// # Complexity
    /// O(`values.len()` + d(p) · p) for a plain period `p` with d(p)
    /// divisors; O(`values.len()`) for an arithmetic one.
    pub fn new<V: Copy + Into<GrundyValue>>(
        values: &[V],
        periodicity: Periodicity,
        saltus: GrundyValue,
        status: Status,
    ) -> Pattern {
        let Periodicity { preperiod, period } = periodicity;
        assert!(
            period > 0 && values.len() >= preperiod + period,
            "Pattern: {} values do not hold the preperiod {} and one period {}",
            values.len(),
            preperiod,
            period
        );
        let g = |i: usize| -> GrundyValue { values[i].into() };
        for n in preperiod..values.len() - period {
            assert!(
                g(n).checked_add(saltus) == Some(g(n + period)),
                "Pattern: G({}) = {} breaks G(n + {}) = G(n) + {} at n = {}",
                n + period,
                g(n + period),
                period,
                saltus,
                n
            );
        }
        let periodicity = if saltus == 0 {
            smallest_within(&g, periodicity)
        } else {
            periodicity
        };
        let kept = periodicity.preperiod + periodicity.period;
        Pattern {
            periodicity,
            saltus,
            values: (0..kept).map(g).collect(),
            status,
        }
    }

    /// Returns the pattern `values` show, observed on all of them: a plain
    /// period or, failing that, an arithmetic period with positive saltus,
    /// each only if its periodic part holds three periods; `None` if
    /// neither shows.
    ///
    /// The plain period is the smallest period of the second half of the
    /// values, its preperiod walked back as far as it holds
    /// ([`smallest_period`], [`suffix_periodicity`]); the arithmetic one is
    /// the plain period of the differences `D(n) = G(n + 1) - G(n)`, since
    /// `G(n + p) - G(n) = D(n) + ... + D(n + p - 1)` is the same for every
    /// `n >= n0` exactly when `D(n + p) = D(n)` for every `n >= n0`.
    ///
    /// # Complexity
    /// O(`values.len()`).
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::period::{Pattern, Periodicity, Status};
    /// let seen = [3u32, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
    /// let pattern = Pattern::observe(&seen).unwrap();
    /// assert_eq!(pattern.periodicity(), Periodicity { preperiod: 1, period: 2 });
    /// assert_eq!((pattern.saltus(), pattern.status()), (0, Status::Observed { up_to: 11 }));
    /// assert_eq!(pattern.value(u64::MAX), Some(0));
    /// assert!(Pattern::observe(&[1u32, 2, 5]).is_none());
    /// ```
    pub fn observe<V: Copy + Into<GrundyValue>>(values: &[V]) -> Option<Pattern> {
        let status = Status::Observed {
            up_to: values.len() as u64,
        };
        let wide: Vec<GrundyValue> = values.iter().map(|&v| v.into()).collect();
        if let Some(p) = periodic_part(&wide) {
            return Some(Pattern::new(&wide, p, 0, status));
        }
        if wide.len() < 2 {
            return None;
        }
        let diffs: Vec<i128> = wide
            .windows(2)
            .map(|w| i128::from(w[1]) - i128::from(w[0]))
            .collect();
        let p = periodic_part(&diffs)?;
        let (from, to) = (wide[p.preperiod], wide[p.preperiod + p.period]);
        // The periodic part holds three periods, so `to` is a value seen.
        if to > from {
            Some(Pattern::new(&wide, p, to - from, status))
        } else {
            None
        }
    }

    /// Returns `G(n)`: a stored value for `n < preperiod + period`, else
    /// `G(n0 + r) + q · saltus` with `n - n0 = q · period + r`. Every `n` up
    /// to `u64::MAX` is answered; `None` only when the value itself passes
    /// `u64::MAX` (an arithmetic period at a huge `n`), checked rather than
    /// wrapped. Whether the answer is certain is [`status`](Self::status).
    ///
    /// # Complexity
    /// O(1).
    pub fn value(&self, n: u64) -> Option<GrundyValue> {
        let pre = self.periodicity.preperiod as u64;
        let period = self.periodicity.period as u64;
        if n < pre {
            return Some(self.values[n as usize]);
        }
        let (q, r) = ((n - pre) / period, (n - pre) % period);
        let base = self.values[(pre + r) as usize];
        q.checked_mul(self.saltus)?.checked_add(base)
    }

    /// Returns the preperiod and period. O(1).
    pub fn periodicity(&self) -> Periodicity {
        self.periodicity
    }

    /// Returns what one period adds: 0 for a plain period. O(1).
    pub fn saltus(&self) -> GrundyValue {
        self.saltus
    }

    /// Returns `G(0 .. preperiod + period)`. O(1).
    pub fn values(&self) -> &[GrundyValue] {
        &self.values
    }

    /// Returns whether the pattern is proved (and how) or observed. O(1).
    pub fn status(&self) -> Status {
        self.status
    }

    /// Returns whether a certificate proves the pattern. O(1).
    pub fn is_proved(&self) -> bool {
        matches!(self.status, Status::Proved(_))
    }
}

impl std::fmt::Display for Certificate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Certificate::Subtraction { max_move } => write!(
                f,
                "the subtraction-game theorem: a window of max(S) = {} values repeated",
                max_move
            ),
            Certificate::GuySmith { values } => {
                write!(f, "the Guy-Smith certificate on {} values", values)
            }
            Certificate::Window { window, from } => write!(
                f,
                "a repeated window of {} rows, each row from {} on a function of the {} before it",
                window, from, window
            ),
        }
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Status::Proved(how) => write!(f, "proved by {}", how),
            Status::Observed { up_to } => write!(f, "observed up to {}, not proved", up_to),
        }
    }
}

/// `period 34 from 53, proved by ...` or `arithmetic period 4 with saltus 4
/// from 1, observed up to 300, not proved`.
impl std::fmt::Display for Pattern {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Periodicity { preperiod, period } = self.periodicity;
        if self.saltus == 0 {
            write!(f, "period {} from {}", period, preperiod)?;
        } else {
            write!(
                f,
                "arithmetic period {} with saltus {} from {}",
                period, self.saltus, preperiod
            )?;
        }
        write!(f, ", {}", self.status)
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

/// The smallest period and preperiod of a sequence known to have period
/// `p` from `n0` on, given its values `g(0 .. n0 + p)` (and maybe more).
///
/// The smallest eventual period `q` divides `p`; a divisor `d` of `p` is an
/// eventual period from `n0` on exactly when `g(i) = g(i + d)` for `i` in
/// `n0 .. n0 + p` (reading `g(n0 + p + j)` as `g(n0 + j)`): both sides have
/// period `p`, so one period of checks covers every `i`. The preperiod is
/// then walked back while `g(i - 1) = g(i - 1 + q)`.
fn smallest_within(g: &impl Fn(usize) -> GrundyValue, found: Periodicity) -> Periodicity {
    let Periodicity { preperiod, period } = found;
    let at = |i: usize| {
        if i < preperiod + period {
            g(i)
        } else {
            g(preperiod + (i - preperiod) % period)
        }
    };
    let q = (1..=period)
        .filter(|d| period % d == 0)
        .find(|&d| (preperiod..preperiod + period).all(|i| at(i) == at(i + d)))
        .expect("the period itself qualifies");
    let mut n0 = preperiod;
    while n0 > 0 && g(n0 - 1) == at(n0 - 1 + q) {
        n0 -= 1;
    }
    Periodicity {
        preperiod: n0,
        period: q,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// The sequence `pattern` describes, extended value by value from its
    /// definition `G(n + p) = G(n) + s`.
    fn extend(pattern: &Pattern, len: usize) -> Vec<u64> {
        let Periodicity { preperiod, period } = pattern.periodicity();
        let mut g = pattern.values().to_vec();
        while g.len() < len {
            let n = g.len();
            g.push(g[n - period] + pattern.saltus());
        }
        assert!(preperiod + period <= g.len());
        g
    }

    #[test]
    fn values_follow_the_definition_for_random_patterns() {
        let mut rng = Rng::new(31);
        for _ in 0..2000 {
            let pre = rng.below(6);
            let period = 1 + rng.below(6);
            let saltus = if rng.below(2) == 0 {
                0
            } else {
                rng.below(9) as u64
            };
            let head: Vec<u64> = (0..pre + period).map(|_| rng.below(5) as u64).collect();
            let p = Periodicity {
                preperiod: pre,
                period,
            };
            let pattern = Pattern::new(&head, p, saltus, Status::Observed { up_to: 0 });
            let long = extend(
                &Pattern {
                    periodicity: p,
                    saltus,
                    values: head.clone(),
                    status: Status::Observed { up_to: 0 },
                },
                200,
            );
            for (n, &v) in long.iter().enumerate() {
                assert_eq!(pattern.value(n as u64), Some(v), "{head:?} {p:?} {saltus}");
            }
            // a plain period is the smallest: no smaller period or
            // preperiod holds on a long stretch
            if saltus == 0 {
                let q = pattern.periodicity();
                for d in 1..q.period {
                    assert!((q.preperiod..150).any(|i| long[i] != long[i + d]));
                }
                if q.preperiod > 0 {
                    let i = q.preperiod - 1;
                    assert_ne!(long[i], long[i + q.period]);
                }
            }
        }
    }

    #[test]
    fn huge_heaps_never_wrap() {
        // G(n) = n: arithmetic period 1, saltus 1
        let g: Vec<u64> = (0..10).collect();
        let id = Pattern::observe(&g).unwrap();
        assert_eq!(id.value(u64::MAX), Some(u64::MAX));
        // G(n) = 2n: 2 (2^63 - 1) fits, 2^64 does not
        let g: Vec<u64> = (0..10).map(|n| 2 * n).collect();
        let double = Pattern::observe(&g).unwrap();
        assert_eq!(double.saltus(), 2);
        assert_eq!(double.value((1 << 63) - 1), Some(u64::MAX - 1));
        assert_eq!(double.value(1 << 63), None);
        assert_eq!(double.value(u64::MAX), None);
        // a base value near the top: the addition overflows, not the product
        let top = [u64::MAX - 1, u64::MAX];
        let p = Pattern::new(
            &top,
            Periodicity {
                preperiod: 0,
                period: 1,
            },
            1,
            Status::Observed { up_to: 2 },
        );
        assert_eq!(p.value(1), Some(u64::MAX));
        assert_eq!(p.value(2), None);
        // plain periods at u64::MAX
        let g = [5u32, 1, 2, 3, 1, 2, 3, 1, 2, 3];
        let periodic = Pattern::observe(&g).unwrap();
        assert_eq!(
            periodic.value(u64::MAX),
            Some([1, 2, 3][((u64::MAX - 1) % 3) as usize])
        );
    }

    #[test]
    fn observe_finds_what_a_naive_search_finds() {
        let mut rng = Rng::new(5);
        for _ in 0..3000 {
            let len = rng.below(40);
            let g: Vec<u64> = (0..len).map(|_| rng.below(3) as u64).collect();
            let mut g2 = g.clone();
            // half of them made periodic after a random point
            if len > 4 && rng.below(2) == 0 {
                let (from, p, s) = (rng.below(len / 2), 1 + rng.below(4), rng.below(2) as u64);
                for i in from + p..len {
                    g2[i] = g2[i - p] + s;
                }
            }
            if let Some(pattern) = Pattern::observe(&g2) {
                // it describes every value seen
                for (n, &v) in g2.iter().enumerate() {
                    assert_eq!(pattern.value(n as u64), Some(v), "{g2:?}");
                }
                let Periodicity { preperiod, period } = pattern.periodicity();
                assert!(len - preperiod >= 3 * period, "{g2:?}");
                assert_eq!(pattern.status(), Status::Observed { up_to: len as u64 });
            }
        }
    }

    #[test]
    fn new_refuses_values_that_break_the_pattern() {
        let p = Periodicity {
            preperiod: 0,
            period: 2,
        };
        let status = Status::Observed { up_to: 5 };
        let broken = std::panic::catch_unwind(|| Pattern::new(&[0u32, 1, 0, 1, 1], p, 0, status));
        assert!(broken.is_err());
        let short = std::panic::catch_unwind(|| Pattern::new(&[0u32], p, 0, status));
        assert!(short.is_err());
        // period 4 given, 2 is the smallest, and the preperiod walks back
        let g = [1u32, 0, 1, 0, 1, 0, 1];
        let q = Pattern::new(
            &g,
            Periodicity {
                preperiod: 3,
                period: 4,
            },
            0,
            status,
        );
        assert_eq!(
            q.periodicity(),
            Periodicity {
                preperiod: 0,
                period: 2
            }
        );
        assert_eq!(q.values(), [1, 0]);
    }

    #[test]
    fn display_names_the_certificate() {
        let g = [0u32, 1, 2, 0, 1, 2];
        let p = Periodicity {
            preperiod: 0,
            period: 3,
        };
        let proved = Pattern::new(
            &g,
            p,
            0,
            Status::Proved(Certificate::Subtraction { max_move: 2 }),
        );
        assert_eq!(
            proved.to_string(),
            "period 3 from 0, proved by the subtraction-game theorem: a window of max(S) = 2 values repeated"
        );
        let seen = Pattern::observe(&[0u32, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13]).unwrap();
        assert_eq!(
            seen.to_string(),
            "arithmetic period 4 with saltus 4 from 1, observed up to 14, not proved"
        );
    }
}

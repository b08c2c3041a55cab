//! One-dimensional rules: the value at index `n = 0, 1, 2, ...` of a
//! sequence, fitted on a prefix and checked on the rest.
//!
//! Every rule is described by the values it is fitted on (its *fit*):
//! `n0 + p` for a period, `n0 + p + 1` for an arithmetic period, `q · (d +
//! 1)` for a quasi-polynomial of degree `d` and period `q`, `2L` for a
//! recurrence of order `L` (the Berlekamp–Massey bound: `2L` terms fix it),
//! 16 for a Beatty sequence (five small integers chosen among thousands).
//! A rule is a candidate only when the values after its fit are at least as
//! many as its fit, and every one of them agrees. Among candidates the
//! smallest fit wins, then the first kind in the order above.

use super::recurrence::{berlekamp_massey, integer_recurrence, nth_mod};
use crate::sg::period::{smallest_period, suffix_periodicity};

/// What the values are, which decides the rules that make sense.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Domain {
    /// Integers: every kind.
    Int,
    /// Residues modulo a prime: periods and recurrences modulo it.
    Mod(u64),
    /// Category codes: periods only (and sets).
    Cat,
}

/// A rule for the value at index `n` (`n` counted from the first index of
/// the table the rule was fitted on).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sequence {
    /// `v(n + period) = v(n) + saltus` for `n >= preperiod` (`saltus` 0:
    /// ultimately periodic; otherwise arithmetic-periodic).
    Periodic {
        /// `v(0 .. preperiod + period)`.
        values: Vec<i128>,
        /// Indices before the repeating part.
        preperiod: usize,
        /// Length of the repeating part.
        period: usize,
        /// What one period adds.
        saltus: i128,
    },
    /// A quasi-polynomial: for each residue `r` modulo `classes.len()`,
    /// `v(r + k·q) = Σ_j C(k, j) · classes[r][j]` (Newton's forward
    /// differences; one class: a polynomial).
    Polynomial {
        /// Forward differences `Δ^0 .. Δ^degree` at the start of each class.
        classes: Vec<Vec<i128>>,
    },
    /// `den · v(n) = Σ_i coeffs[i] · v(n - 1 - i)`, exact over the integers;
    /// `known` holds the values seen, the rest is iterated (far values
    /// grow, and are answered while they fit in an `i128`, up to 10^6 steps
    /// past the table).
    Recurrence {
        /// The numerators, over `den`.
        coeffs: Vec<i128>,
        /// The common denominator.
        den: i128,
        /// The values of the table.
        known: Vec<i128>,
    },
    /// `v(n) = Σ_i coeffs[i] · v(n - 1 - i)` modulo the prime `modulus`,
    /// evaluated at any `n` by Kitamasa's method.
    ModRecurrence {
        /// The coefficients.
        coeffs: Vec<u64>,
        /// `v(0 .. coeffs.len())`.
        init: Vec<u64>,
        /// The prime.
        modulus: u64,
    },
    /// A Beatty sequence of a quadratic irrational: `v(k) = ⌊((k + shift)
    /// · (p + √d) + r) / q⌋`, computed exactly as `⌊(p·m + r + ⌊√(d·m²)⌋)
    /// / q⌋` with `m = k + shift` (Wythoff's `⌊kφ⌋` is `p = 1, d = 5, q =
    /// 2`).
    Beatty {
        /// The rational part of `q·α`.
        p: i128,
        /// The radicand (not a square).
        d: u64,
        /// The denominator.
        q: i128,
        /// The offset, over `q`.
        r: i128,
        /// The index shift.
        shift: u64,
    },
    /// `v(n) = member` when `n` is in the increasing sequence `positions`,
    /// else `other`.
    Set {
        /// The value at the members.
        member: i128,
        /// The value elsewhere.
        other: i128,
        /// The members, as an increasing sequence.
        positions: Box<Sequence>,
    },
}

/// Steps an integer recurrence may be iterated past the table.
const MAX_STEPS: u64 = 1_000_000;

/// Largest degree of a polynomial, and of a quasi-polynomial's classes.
const MAX_DEGREE: usize = 6;

/// Largest period of a quasi-polynomial.
const MAX_QUASI_PERIOD: usize = 6;

/// Largest recurrence order tried.
const MAX_ORDER: usize = 128;

impl Sequence {
    /// Returns `v(n)`, or `None` where it cannot be given exactly (past
    /// `i128`, or an integer recurrence too far past the table).
    ///
    /// # Complexity
    /// O(1) for periods and sets of them, O(degree) for quasi-polynomials,
    /// O(L² log n) for recurrences modulo a prime, O(L · (n - table)) for
    /// integer ones; a set costs O(log n) evaluations of its positions.
    pub fn value(&self, n: u64) -> Option<i128> {
        match self {
            Sequence::Periodic {
                values,
                preperiod: n0,
                period: len,
                saltus,
            } => {
                let (pre, p) = (*n0 as u64, *len as u64);
                if n < pre {
                    return Some(values[n as usize]);
                }
                let (q, r) = ((n - pre) / p, (n - pre) % p);
                values[(pre + r) as usize].checked_add(i128::from(q).checked_mul(*saltus)?)
            }
            Sequence::Polynomial { classes } => {
                let q = classes.len() as u64;
                newton(&classes[(n % q) as usize], n / q)
            }
            Sequence::Recurrence { coeffs, den, known } => {
                if n < known.len() as u64 {
                    return Some(known[n as usize]);
                }
                if n - known.len() as u64 > MAX_STEPS {
                    return None;
                }
                let rec = super::recurrence::IntRecurrence {
                    coeffs: coeffs.clone(),
                    den: *den,
                };
                let l = coeffs.len();
                let mut window: Vec<i128> = known[known.len() - l..].to_vec();
                for _ in known.len() as u64..=n {
                    let next = rec.next(&window)?;
                    window.remove(0);
                    window.push(next);
                }
                window.last().copied()
            }
            Sequence::ModRecurrence {
                coeffs,
                init,
                modulus,
            } => Some(i128::from(nth_mod(coeffs, init, n, *modulus))),
            Sequence::Beatty { p, d, q, r, shift } => {
                let m = u128::from(n).checked_add(u128::from(*shift))?;
                let root =
                    i128::try_from(m.checked_mul(m)?.checked_mul(u128::from(*d))?.isqrt()).ok()?;
                let num = p
                    .checked_mul(i128::try_from(m).ok()?)?
                    .checked_add(*r)?
                    .checked_add(root)?;
                Some(num.div_euclid(*q))
            }
            Sequence::Set {
                member,
                other,
                positions,
            } => Some(if positions.contains(n)? {
                *member
            } else {
                *other
            }),
        }
    }

    /// Whether `n` is a value of this sequence, which must be increasing
    /// forever (as [`guess_positions`] checks).
    fn contains(&self, n: u64) -> Option<bool> {
        let target = i128::from(n);
        if let Sequence::Recurrence { coeffs, den, known } = self {
            if let Some(&last) = known.last() {
                if target <= last {
                    return Some(known.binary_search(&target).is_ok());
                }
            }
            // Iterate once, stopping at the first value >= n (or after
            // MAX_STEPS, or past i128: unknown).
            let rec = super::recurrence::IntRecurrence {
                coeffs: coeffs.clone(),
                den: *den,
            };
            let mut window: Vec<i128> = known[known.len() - coeffs.len()..].to_vec();
            for _ in 0..MAX_STEPS {
                let next = rec.next(&window)?;
                if next <= *window.last()? {
                    return None;
                }
                if next >= target {
                    return Some(next == target);
                }
                window.remove(0);
                window.push(next);
            }
            return None;
        }
        // Strictly increasing from v(0) >= 0: v(i) >= i, so a member n has
        // index at most n.
        let (mut lo, mut hi) = (0u64, n);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            match self.value(mid) {
                Some(v) if v < target => lo = mid + 1,
                _ => hi = mid,
            }
        }
        Some(self.value(lo) == Some(target))
    }

    /// Whether the sequence increases strictly forever (known only for
    /// periods, polynomials and integer recurrences, which are iterated).
    fn increases_forever(&self) -> bool {
        match self {
            Sequence::Periodic {
                values,
                preperiod,
                saltus,
                ..
            } => {
                // The differences from the preperiod on repeat, and the
                // last one of a period is v(n0 + p) - v(n0 + p - 1).
                let next_after = values[*preperiod] + saltus;
                values.windows(2).all(|w| w[0] < w[1]) && *values.last().unwrap() < next_after
            }
            Sequence::Polynomial { classes } => {
                // Every forward difference of order >= 1 non-negative and the
                // first positive: then each later first difference is a sum of
                // them with non-negative binomial weights.
                classes.len() == 1
                    && classes[0].len() >= 2
                    && classes[0][1] > 0
                    && classes[0][1..].iter().all(|&d| d >= 0)
            }
            Sequence::Recurrence { known, .. } => known.windows(2).all(|w| w[0] < w[1]),
            // α = (p + √d) / q > 1 (checked when guessed): steps of at least 1
            Sequence::Beatty { .. } => true,
            _ => false,
        }
    }

    /// Names the kind of rule, for reports.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Sequence::Periodic { saltus: 0, .. } => "ultimately periodic",
            Sequence::Periodic { .. } => "arithmetic-periodic",
            Sequence::Polynomial { classes } if classes.len() == 1 => "polynomial",
            Sequence::Polynomial { .. } => "quasi-polynomial",
            Sequence::Recurrence { .. } => "linear recurrence",
            Sequence::ModRecurrence { .. } => "linear recurrence modulo a prime",
            Sequence::Set { .. } => "set",
            Sequence::Beatty { .. } => "Beatty sequence",
        }
    }
}

/// `Σ_j C(k, j) · d[j]`, checked.
fn newton(d: &[i128], k: u64) -> Option<i128> {
    let (mut sum, mut binom) = (0i128, 1i128);
    for (j, &dj) in d.iter().enumerate() {
        if j > 0 {
            // C(k, j) = C(k, j - 1) · (k - j + 1) / j, exact.
            if (k as u128) < j as u128 {
                break;
            }
            binom = binom.checked_mul(i128::from(k) - j as i128 + 1)? / j as i128;
        }
        if dj != 0 {
            sum = sum.checked_add(binom.checked_mul(dj)?)?;
        }
    }
    Some(sum)
}

/// A rule found for a sequence, and the number of values it is fitted on.
#[derive(Debug, Clone)]
pub(crate) struct Fitted {
    pub(crate) rule: Sequence,
    pub(crate) fit: usize,
}

/// Whether a rule fitted on `fit` of `len` values leaves enough to check
/// it: at least as many as it was fitted on.
fn enough(fit: usize, len: usize) -> bool {
    fit <= len / 2
}

/// Returns the simplest rule for `v` (see the module docs), or `None`.
/// With `sets`, a two-valued sequence may also be a set rule.
///
/// # Complexity
/// O(len · (MAX_DEGREE + MAX_QUASI_PERIOD)) plus Berlekamp–Massey on at
/// most 4 · 128 + 4 values and a check of the recurrence found on all.
pub(crate) fn guess_sequence(v: &[i128], domain: Domain, sets: bool) -> Option<Fitted> {
    let mut best: Option<Fitted> = None;
    let mut offer = |f: Option<Fitted>| {
        if let Some(f) = f {
            if enough(f.fit, v.len()) && best.as_ref().is_none_or(|b: &Fitted| f.fit < b.fit) {
                best = Some(f);
            }
        }
    };
    offer(periodic(v));
    match domain {
        Domain::Int => {
            offer(arithmetic_periodic(v));
            offer(polynomial(v));
            offer(recurrence(v));
            offer(beatty(v));
        }
        Domain::Mod(p) => offer(mod_recurrence(v, p)),
        Domain::Cat => {}
    }
    if sets {
        offer(set(v));
    }
    best
}

/// The smallest period of the second half, walked back as far as it holds
/// (as [`Pattern::observe`](crate::sg::period::Pattern::observe) does), if
/// the periodic part holds more than two and a half periods.
fn periodic_part<V: Copy + Eq>(v: &[V]) -> Option<(usize, usize)> {
    if v.len() < 2 {
        return None;
    }
    let half = v.len() / 2;
    let tail = v.len() - half;
    let p = smallest_period(&v[half..]);
    let found = suffix_periodicity(v, p, tail);
    // Well over one repeat: the periodic part holds more than 2.5 periods.
    (v.len() - found.preperiod > 2 * p + p / 2).then_some((found.preperiod, p))
}

fn periodic(v: &[i128]) -> Option<Fitted> {
    let (n0, p) = periodic_part(v)?;
    Some(Fitted {
        rule: Sequence::Periodic {
            values: v[..n0 + p].to_vec(),
            preperiod: n0,
            period: p,
            saltus: 0,
        },
        fit: n0 + p,
    })
}

fn arithmetic_periodic(v: &[i128]) -> Option<Fitted> {
    let d: Vec<i128> = v
        .windows(2)
        .map(|w| w[1].checked_sub(w[0]))
        .collect::<Option<_>>()?;
    let (n0, p) = periodic_part(&d)?;
    let saltus = v[n0 + p] - v[n0];
    if saltus == 0 {
        return None;
    }
    Some(Fitted {
        rule: Sequence::Periodic {
            values: v[..n0 + p].to_vec(),
            preperiod: n0,
            period: p,
            saltus,
        },
        fit: n0 + p + 1,
    })
}

fn polynomial(v: &[i128]) -> Option<Fitted> {
    let mut best: Option<Fitted> = None;
    for q in 1..=MAX_QUASI_PERIOD {
        let mut classes = Vec::with_capacity(q);
        let mut degree = 0;
        for r in 0..q {
            let class: Vec<i128> = v.iter().skip(r).step_by(q).copied().collect();
            let Some((d, diffs)) = degree_of(&class) else {
                break;
            };
            degree = degree.max(d);
            classes.push(diffs);
        }
        if classes.len() < q {
            continue;
        }
        for c in &mut classes {
            c.resize(degree + 1, 0);
        }
        let fit = q * (degree + 1);
        if best.as_ref().is_none_or(|b| fit < b.fit) {
            best = Some(Fitted {
                rule: Sequence::Polynomial { classes },
                fit,
            });
        }
    }
    best
}

/// The degree of the polynomial through all of `class` (at most
/// [`MAX_DEGREE`], with at least as many values to check as to fit), and
/// its forward differences at the start.
fn degree_of(class: &[i128]) -> Option<(usize, Vec<i128>)> {
    let mut current = class.to_vec();
    let mut start = Vec::new();
    for d in 0..=MAX_DEGREE {
        if current.is_empty() || !enough(d + 1, class.len()) {
            return None;
        }
        start.push(current[0]);
        if current.iter().all(|&x| x == current[0]) {
            return Some((d, start));
        }
        current = current
            .windows(2)
            .map(|w| w[1].checked_sub(w[0]))
            .collect::<Option<_>>()?;
    }
    None
}

fn recurrence(v: &[i128]) -> Option<Fitted> {
    let max_order = (v.len() / 4).min(MAX_ORDER);
    let rec = integer_recurrence(v, max_order)?;
    if rec.coeffs.is_empty() {
        return None;
    }
    Some(Fitted {
        fit: 2 * rec.coeffs.len(),
        rule: Sequence::Recurrence {
            coeffs: rec.coeffs,
            den: rec.den,
            known: v.to_vec(),
        },
    })
}

fn mod_recurrence(v: &[i128], p: u64) -> Option<Fitted> {
    let max_order = (v.len() / 4).min(MAX_ORDER);
    let residues: Vec<u64> = v.iter().map(|&x| x as u64).collect();
    let head = &residues[..residues.len().min(4 * max_order + 4)];
    let coeffs = berlekamp_massey(head, p, max_order)?;
    let l = coeffs.len();
    if l == 0 {
        return None;
    }
    for n in l..residues.len() {
        let next = (0..l).fold(0u64, |acc, i| {
            (acc + super::recurrence::mul_mod(coeffs[i], residues[n - 1 - i], p)) % p
        });
        if next != residues[n] {
            return None;
        }
    }
    Some(Fitted {
        fit: 2 * l,
        rule: Sequence::ModRecurrence {
            init: residues[..l].to_vec(),
            coeffs,
            modulus: p,
        },
    })
}

/// Values a Beatty sequence counts as fitted on: its five small integers
/// are chosen among a few thousand.
const BEATTY_FIT: usize = 16;

/// `⌊((k + shift)·(p + √d) + r) / q⌋` for a radicand `d <= 13`, `q <=
/// 4`, `|r| <= 2q`, `shift <= 1`, and `p` near what the slope of `v` says
/// (all integer arithmetic), if one gives every value and `α > 1`.
fn beatty(v: &[i128]) -> Option<Fitted> {
    let len = v.len();
    if len < 2 * BEATTY_FIT {
        return None;
    }
    let rise = v[len - 1].checked_sub(v[0])?;
    for d in [2u64, 3, 5, 6, 7, 8, 10, 11, 12, 13] {
        let sqrt_d = i128::from(d.isqrt());
        for q in 1..=4i128 {
            // q·α ≈ q·rise / (len - 1) = p + √d
            let p0 = (q.checked_mul(rise)? / (len as i128 - 1)) - sqrt_d;
            for p in p0 - 2..=p0 + 2 {
                if p + sqrt_d < q {
                    continue; // α <= 1
                }
                for shift in 0..=1u64 {
                    for r in -2 * q..=2 * q {
                        let rule = Sequence::Beatty { p, d, q, r, shift };
                        if (0..len).all(|k| rule.value(k as u64) == Some(v[k])) {
                            return Some(Fitted {
                                rule,
                                fit: BEATTY_FIT,
                            });
                        }
                    }
                }
            }
        }
    }
    None
}

/// A two-valued sequence as the set of indices of one value, guessed as an
/// increasing sequence of integers that must stay increasing forever and
/// whose next member lies past the table. The fit is the number of
/// indices up to the last member the positions' rule was fitted on.
fn set(v: &[i128]) -> Option<Fitted> {
    let first = v[0];
    let second = *v.iter().find(|&&x| x != first)?;
    if v.iter().any(|&x| x != first && x != second) {
        return None;
    }
    let count = |x: i128| v.iter().filter(|&&y| y == x).count();
    let mut order = [first, second];
    order.sort_by_key(|&x| (count(x), x));
    let mut best: Option<Fitted> = None;
    for (member, other) in [(order[0], order[1]), (order[1], order[0])] {
        let positions: Vec<i128> = (0..v.len())
            .filter(|&i| v[i] == member)
            .map(|i| i as i128)
            .collect();
        let Some(f) = guess_sequence(&positions, Domain::Int, false) else {
            continue;
        };
        if !f.rule.increases_forever() {
            continue;
        }
        // The rule's next member must not fall inside the table.
        match f.rule.value(positions.len() as u64) {
            Some(next) if next < v.len() as i128 => continue,
            _ => {}
        }
        let fit = positions[f.fit - 1] as usize + 1;
        if best.as_ref().is_none_or(|b| fit < b.fit) {
            best = Some(Fitted {
                rule: Sequence::Set {
                    member,
                    other,
                    positions: Box::new(f.rule),
                },
                fit,
            });
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    fn check(v: &[i128], domain: Domain, sets: bool) -> Fitted {
        let f = guess_sequence(v, domain, sets).unwrap_or_else(|| panic!("no rule for {v:?}"));
        for (n, &x) in v.iter().enumerate() {
            assert_eq!(f.rule.value(n as u64), Some(x), "{n} {:?}", f.rule);
        }
        f
    }

    #[test]
    fn each_kind_on_its_own_sequence() {
        let v: Vec<i128> = (0..40)
            .map(|n| if n < 3 { 9 } else { [1, 2, 3][n % 3] })
            .collect();
        let f = check(&v, Domain::Cat, false);
        assert_eq!(f.fit, 6);
        let v: Vec<i128> = (0..40)
            .map(|n| 5 * (n / 4) + [0, 2, 1, 3][n as usize % 4])
            .collect();
        let f = check(&v, Domain::Int, false);
        assert_eq!(f.rule.kind_name(), "arithmetic-periodic");
        assert_eq!(
            f.rule.value(1_000_000_000_000_000_000),
            Some(5 * 250_000_000_000_000_000)
        );
        let v: Vec<i128> = (0..30).map(|n: i128| n * n * 3 - 7 * n + 1).collect();
        let f = check(&v, Domain::Int, false);
        assert_eq!(f.rule.kind_name(), "polynomial");
        let n: i128 = 1_000_000_000_000_000_000;
        assert_eq!(f.rule.value(n as u64), Some(n * n * 3 - 7 * n + 1));
        // (n² + (n mod 2)) / 2: a quasi-polynomial of period 2
        let v: Vec<i128> = (0..40).map(|n: i128| (n * n + n % 2) / 2).collect();
        let f = check(&v, Domain::Int, false);
        assert_eq!(f.rule.kind_name(), "quasi-polynomial");
        assert_eq!(
            f.rule.value(n as u64 + 1),
            Some(((n + 1) * (n + 1) + 1) / 2)
        );
        // Fibonacci modulo 998244353 at 10^18, against the doubling formula
        let p = 998_244_353u64;
        let v: Vec<i128> = (0..40u64).map(|n| i128::from(fib_mod(n, p))).collect();
        let f = check(&v, Domain::Mod(p), false);
        assert_eq!(
            f.rule.value(n as u64),
            Some(i128::from(fib_mod(n as u64, p)))
        );
    }

    #[test]
    fn sets_decide_membership_far_away() {
        // powers of two: positions 1, 2, 4, ... by a(i) = 2 a(i - 1)
        let v: Vec<i128> = (0..1000i128)
            .map(|n| i128::from(n > 0 && n & (n - 1) == 0))
            .collect();
        let f = check(&v, Domain::Cat, true);
        assert_eq!(f.rule.kind_name(), "set");
        assert_eq!(f.rule.value(1 << 59), Some(1));
        assert_eq!(f.rule.value((1 << 59) + 1), Some(0));
        assert_eq!(f.rule.value((1 << 60) - 1), Some(0));
        // a progression with exceptions: 1, 4, then 2 mod 7 from 23 on
        let member = |n: i128| n == 1 || n == 4 || (n >= 23 && n % 7 == 2);
        let v: Vec<i128> = (0..300).map(|n| i128::from(member(n))).collect();
        let f = check(&v, Domain::Cat, true);
        for n in [10i128.pow(18), 10i128.pow(18) + 1, 7 * 10i128.pow(17) + 2] {
            assert_eq!(f.rule.value(n as u64), Some(i128::from(member(n))), "{n}");
        }
    }

    #[test]
    fn wythoff_lower_numbers_are_a_beatty_set() {
        // the lower Wythoff numbers ⌊kφ⌋, k >= 1, from the crate's
        // wythoff module (the theorem), as the positions of "L"
        let lower: Vec<u64> = (1..200).map(crate::wythoff::lower).collect();
        let v: Vec<i128> = (0..300u64)
            .map(|n| i128::from(lower.contains(&n)))
            .collect();
        let f = check(&v, Domain::Cat, true);
        for k in [10u64.pow(17), 3 * 10u64.pow(17) + 1] {
            let n = crate::wythoff::lower(k);
            assert_eq!(f.rule.value(n), Some(1), "{k}");
            assert_eq!(
                f.rule.value(n + 1),
                Some(i128::from(crate::wythoff::lower(k + 1) == n + 1))
            );
        }
    }

    /// F(n) mod p by the doubling identities F(2k) = F(k)(2F(k+1) - F(k)),
    /// F(2k+1) = F(k)² + F(k+1)².
    fn fib_mod(n: u64, p: u64) -> u64 {
        fn go(n: u64, p: u64) -> (u64, u64) {
            if n == 0 {
                return (0, 1);
            }
            let (a, b) = go(n / 2, p);
            let c = a * ((2 * b + p - a) % p) % p;
            let d = (a * a + b * b) % p;
            if n % 2 == 0 {
                (c, d)
            } else {
                (d, (c + d) % p)
            }
        }
        go(n, p).0
    }

    #[test]
    fn random_and_broken_sequences_have_no_rule() {
        let mut rng = Rng::new(17);
        for len in [64usize, 200, 1000] {
            for _ in 0..20 {
                let v: Vec<i128> = (0..len).map(|_| rng.below(2) as i128).collect();
                let f = guess_sequence(&v, Domain::Int, true);
                assert!(f.is_none(), "{v:?} {f:?}");
                let v: Vec<i128> = (0..len).map(|_| rng.below(1000) as i128).collect();
                assert!(guess_sequence(&v, Domain::Int, true).is_none(), "{v:?}");
            }
        }
        let mut v: Vec<i128> = (0..1000).map(|n| n % 7).collect();
        v[990] = 5; // 990 % 7 == 3
        let f = guess_sequence(&v, Domain::Int, true);
        assert!(f.is_none(), "{f:?}");
    }
}

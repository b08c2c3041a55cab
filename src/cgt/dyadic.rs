//! Exact dyadic rationals `n / 2^k`, the values of short surreal numbers,
//! and the simplicity rule that names the number `{L | R}` is.
//!
//! # The simplicity rule
//!
//! Every short number is a dyadic rational, and the number born first
//! (of least birthday) strictly between two numbers `a < b` is the value of
//! the game `{a | b}` (Conway, *On Numbers and Games*, ch. 2, the
//! "simplicity theorem"; Siegel, *Combinatorial Game Theory*, 2013,
//! §II.3, the Simplicity Theorem). Among the dyadic rationals:
//! the integer `n` is born on day `|n|`, and a non-integer `m / 2^k` (`m`
//! odd, `k >= 1`) on day `floor(|m / 2^k|) + k + 1`. So the simplest
//! number strictly inside an interval is
//!
//! - `0` if the interval contains `0`;
//! - otherwise the integer of least absolute value in it, if it holds one
//!   (every integer is born before every non-integer between it and 0);
//! - otherwise the interval lies inside `(n, n + 1)` for one integer `n`,
//!   all its numbers share the integer part, and the simplest is the one of
//!   least denominator `2^k`: there is exactly one, since two consecutive
//!   multiples of `2^-k` inside would have a multiple of `2^-(k-1)` between
//!   them.
//!
//! [`Dyadic::simplest_between`] follows these three cases.
//!
//! # Range
//!
//! A `Dyadic` holds `num / 2^exp` with `num` an `i64` and `exp <= 62`
//! (normalised: `num` odd, or `exp == 0`). Every operation that would leave
//! this range panics with a message; none wraps or rounds.

use crate::cgt::CgtError;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Neg, Sub};

/// The largest exponent of a denominator.
const MAX_EXP: u32 = 62;

/// An exact dyadic rational `num / 2^exp`, normalised (`num` odd, or
/// `exp == 0`), so equal values have equal representations.
///
/// # Example
/// ```
/// use cp_games::cgt::Dyadic;
/// let x = Dyadic::new(3, 2) + Dyadic::new(1, 4); // 3/4 + 1/16
/// assert_eq!(x.to_string(), "13/16");
/// assert_eq!(Dyadic::new(4, 3), Dyadic::new(1, 1));
/// assert!(Dyadic::integer(-1) < Dyadic::new(-1, 1));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Dyadic {
    num: i64,
    exp: u32,
}

impl Dyadic {
    /// `num / 2^exp`, normalised. O(1).
    ///
    /// # Panics
    /// If the normalised exponent exceeds 62.
    pub fn new(num: i64, mut exp: u32) -> Self {
        let mut num = num;
        if num == 0 {
            return Dyadic { num: 0, exp: 0 };
        }
        let z = num.trailing_zeros().min(exp);
        num >>= z;
        exp -= z;
        assert!(exp <= MAX_EXP, "dyadic rational out of range: 2^-{}", exp);
        Dyadic { num, exp }
    }

    /// The integer `n`. O(1).
    pub fn integer(n: i64) -> Self {
        Dyadic { num: n, exp: 0 }
    }

    /// The numerator of the normalised form. O(1).
    pub fn numerator(self) -> i64 {
        self.num
    }

    /// The exponent `k` of the normalised denominator `2^k`. O(1).
    pub fn exponent(self) -> u32 {
        self.exp
    }

    /// Whether this is an integer. O(1).
    pub fn is_integer(self) -> bool {
        self.exp == 0
    }

    /// The greatest integer `<= self`. O(1).
    pub fn floor(self) -> i64 {
        self.num >> self.exp
    }

    /// The least integer `>= self`. O(1).
    pub fn ceil(self) -> i64 {
        let f = self.floor();
        if self.exp == 0 {
            f
        } else {
            f + 1
        }
    }

    /// Half of `self`. O(1).
    ///
    /// # Panics
    /// If the exponent would exceed 62.
    pub fn half(self) -> Self {
        Dyadic::new(self.num, self.exp + 1)
    }

    /// `num` scaled to the denominator `2^exp` (`exp >= self.exp`), as an
    /// `i128` (exact: `|num| < 2^63` and the shift is at most 62).
    fn scaled(self, exp: u32) -> i128 {
        (self.num as i128) << (exp - self.exp)
    }

    /// Checked sum: `None` when the exact sum leaves the range. O(1).
    pub fn checked_add(self, other: Self) -> Option<Self> {
        let exp = self.exp.max(other.exp);
        let sum = self.scaled(exp) + other.scaled(exp);
        let z = if sum == 0 {
            0
        } else {
            sum.trailing_zeros().min(exp)
        };
        let num = narrow(sum >> z)?;
        Some(Dyadic::new(num, exp - z))
    }

    /// The simplest number (earliest born) strictly between `lo` and `hi`;
    /// `None` stands for no bound on that side. This is the value of the
    /// game `{lo | hi}` when both are numbers (the simplicity rule, see the
    /// [module docs](self)).
    ///
    /// # Panics
    /// If `lo >= hi`.
    ///
    /// # Complexity
    /// O(k) for the smallest denominator `2^k` in the interval, so at most
    /// O(62).
    ///
    /// # Example
    /// ```
    /// use cp_games::cgt::Dyadic;
    /// let d = |n, k| Some(Dyadic::new(n, k));
    /// assert_eq!(Dyadic::simplest_between(None, None), Dyadic::integer(0));
    /// assert_eq!(Dyadic::simplest_between(d(3, 0), None), Dyadic::integer(4));
    /// assert_eq!(Dyadic::simplest_between(d(1, 2), d(1, 0)), Dyadic::new(1, 1));
    /// assert_eq!(Dyadic::simplest_between(d(5, 3), d(3, 2)), Dyadic::new(11, 4));
    /// ```
    pub fn simplest_between(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Dyadic {
        if let (Some(l), Some(h)) = (lo, hi) {
            assert!(l < h, "simplest_between: empty interval ({}, {})", l, h);
        }
        let zero = Dyadic::integer(0);
        let above_lo = |x: Dyadic| match lo {
            Some(l) => l < x,
            None => true,
        };
        let below_hi = |x: Dyadic| match hi {
            Some(h) => x < h,
            None => true,
        };
        if above_lo(zero) && below_hi(zero) {
            return zero;
        }
        // 0 is not inside, so the interval lies on one side of 0 and its
        // integer nearest 0 is next to the bound on that side.
        let candidate = match lo {
            Some(l) if l >= zero => Dyadic::integer(l.floor() + 1),
            _ => Dyadic::integer(hi.expect("0 is inside when both are unbounded").ceil() - 1),
        };
        if above_lo(candidate) && below_hi(candidate) {
            return candidate;
        }
        // No integer inside: both bounds are finite, within one unit
        // interval; take the least denominator with a point inside.
        let (l, h) = (lo.expect("bounded"), hi.expect("bounded"));
        for k in 1..=MAX_EXP {
            let scaled = l.scaled(MAX_EXP) >> (MAX_EXP - k); // floor(l * 2^k)
            let m = Dyadic::new(narrow(scaled + 1).expect("in range"), k);
            if m < h {
                return m;
            }
        }
        panic!(
            "simplest_between: no dyadic of exponent <= 62 in ({}, {})",
            l, h
        )
    }
}

/// `x` as an `i64`, if it fits (without `TryFrom`, which edition 2018's
/// prelude lacks).
fn narrow(x: i128) -> Option<i64> {
    if i64::MIN as i128 <= x && x <= i64::MAX as i128 {
        Some(x as i64)
    } else {
        None
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Self) -> Ordering {
        let exp = self.exp.max(other.exp);
        self.scaled(exp).cmp(&other.scaled(exp))
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for Dyadic {
    type Output = Dyadic;
    /// # Panics
    /// If the sum leaves the range (see the module docs).
    fn add(self, other: Self) -> Self {
        self.checked_add(other)
            .unwrap_or_else(|| panic!("dyadic overflow: {} + {}", self, other))
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    /// # Panics
    /// On `-(i64::MIN)`.
    fn neg(self) -> Self {
        let num = self
            .num
            .checked_neg()
            .unwrap_or_else(|| panic!("dyadic overflow: -({})", self));
        Dyadic { num, exp: self.exp }
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;
    /// # Panics
    /// If the difference leaves the range.
    fn sub(self, other: Self) -> Self {
        self + -other
    }
}

impl fmt::Display for Dyadic {
    /// `-3`, `0`, `1/2`, `-77/128`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, 1u64 << self.exp)
        }
    }
}

impl std::str::FromStr for Dyadic {
    type Err = CgtError;
    /// Reads `n` or `n/2^k` as [`Display`](fmt::Display) writes them
    /// (the denominator any power of two up to `2^62`).
    fn from_str(s: &str) -> Result<Self, CgtError> {
        let bad = || CgtError::Syntax(format!("not a dyadic rational: {s:?}"));
        let (n, d) = match s.split_once('/') {
            Some((n, d)) => (n, d),
            None => (s, "1"),
        };
        let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
        let unsigned = n.strip_prefix('-').unwrap_or(n);
        if !digits(unsigned) || !digits(d) {
            return Err(bad());
        }
        let num: i64 = n.parse().map_err(|_| bad())?;
        let den: u64 = d.parse().map_err(|_| bad())?;
        if !den.is_power_of_two() || den.trailing_zeros() > MAX_EXP {
            return Err(bad());
        }
        Ok(Dyadic::new(num, den.trailing_zeros()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every number born by day `days`, with its birthday, built by the
    /// definition: day d+1 adds, between and beyond consecutive numbers of
    /// day d, their midpoints and one more integer on each side.
    fn born_by(days: u32) -> Vec<(Dyadic, u32)> {
        let mut all: Vec<(Dyadic, u32)> = vec![(Dyadic::integer(0), 0)];
        for day in 1..=days {
            let mut values: Vec<Dyadic> = all.iter().map(|&(v, _)| v).collect();
            values.sort();
            let mut new = vec![
                (values[0] - Dyadic::integer(1), day),
                (*values.last().unwrap() + Dyadic::integer(1), day),
            ];
            for w in values.windows(2) {
                new.push(((w[0] + w[1]).half(), day));
            }
            all.extend(new);
        }
        all
    }

    #[test]
    fn simplest_between_matches_the_earliest_born_number() {
        let born = born_by(6);
        let mut bounds: Vec<Option<Dyadic>> = born.iter().map(|&(v, _)| Some(v)).collect();
        bounds.push(None);
        for &lo in &bounds {
            for &hi in &bounds {
                if let (Some(l), Some(h)) = (lo, hi) {
                    if l >= h {
                        continue;
                    }
                }
                let inside = |x: Dyadic| lo.is_none_or(|l| l < x) && hi.is_none_or(|h| x < h);
                let best = born
                    .iter()
                    .filter(|&&(v, _)| inside(v))
                    .map(|&(_, d)| d)
                    .min();
                let got = Dyadic::simplest_between(lo, hi);
                assert!(inside(got), "{lo:?} {hi:?} -> {got}");
                if let Some(day) = best {
                    // Only one number of that day lies inside.
                    let firsts: Vec<Dyadic> = born
                        .iter()
                        .filter(|&&(v, d)| d == day && inside(v))
                        .map(|&(v, _)| v)
                        .collect();
                    assert_eq!(firsts, vec![got], "{lo:?} {hi:?}");
                }
            }
        }
    }

    #[test]
    fn arithmetic_against_i128_fractions() {
        let mut rng = crate::testing::Rng::new(7);
        for _ in 0..20_000 {
            let a = Dyadic::new(rng.below(2001) as i64 - 1000, rng.below(12) as u32);
            let b = Dyadic::new(rng.below(2001) as i64 - 1000, rng.below(12) as u32);
            let s = |x: Dyadic| x.scaled(24);
            assert_eq!(s(a + b), s(a) + s(b));
            assert_eq!(s(a - b), s(a) - s(b));
            assert_eq!(s(-a), -s(a));
            assert_eq!(a.cmp(&b), s(a).cmp(&s(b)));
            assert_eq!(a.to_string().parse::<Dyadic>(), Ok(a));
            assert!(Dyadic::integer(a.floor()) <= a && a < Dyadic::integer(a.floor() + 1));
            assert!(Dyadic::integer(a.ceil()) >= a && a > Dyadic::integer(a.ceil() - 1));
        }
    }

    #[test]
    fn display_parse_and_overflow() {
        assert_eq!(Dyadic::new(77, 7).to_string(), "77/128");
        assert_eq!(Dyadic::new(-6, 2).to_string(), "-3/2");
        assert_eq!(Dyadic::new(0, 9).to_string(), "0");
        for bad in ["", "1/3", "1/0", "x", "1/-2", "+1", "- 1", "1/"] {
            assert!(bad.parse::<Dyadic>().is_err(), "{bad}");
        }
        assert!(Dyadic::integer(i64::MAX)
            .checked_add(Dyadic::integer(1))
            .is_none());
        assert!(std::panic::catch_unwind(|| Dyadic::new(1, 63)).is_err());
        assert!(std::panic::catch_unwind(|| Dyadic::new(1, 62).half()).is_err());
        assert_eq!(Dyadic::new(1, 62) + Dyadic::new(1, 62), Dyadic::new(1, 61));
    }
}

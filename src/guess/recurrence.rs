//! Linear recurrences with constant coefficients: Berlekamp–Massey modulo
//! a prime, the same over the integers (modulo the prime 2^61 - 1, then the
//! coefficients read back as fractions and checked exactly), and the value
//! at a far index by Kitamasa's method (x^n modulo the characteristic
//! polynomial).

pub(crate) use crate::modular::{mul_mod, pow_mod};

/// Whether `n` is prime (Miller–Rabin with the bases that are exact below
/// 2^64).
pub(crate) fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    for q in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        if n % q == 0 {
            return n == q;
        }
    }
    let (mut d, mut s) = (n - 1, 0);
    while d % 2 == 0 {
        d /= 2;
        s += 1;
    }
    'bases: for a in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        let mut x = pow_mod(a, d, n);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mul_mod(x, x, n);
            if x == n - 1 {
                continue 'bases;
            }
        }
        return false;
    }
    true
}

/// Returns the shortest recurrence `a[n] = c[0]·a[n-1] + ... + c[L-1]·a[n-L]`
/// (mod `p`, a prime) that the values satisfy, or `None` once its length
/// passes `max_order`.
///
/// Complexity: O(len · L).
pub(crate) fn berlekamp_massey(a: &[u64], p: u64, max_order: usize) -> Option<Vec<u64>> {
    let (mut c, mut b) = (vec![1u64], vec![1u64]);
    let (mut l, mut m, mut last) = (0usize, 1usize, 1u64);
    for n in 0..a.len() {
        let mut d = a[n] % p;
        for i in 1..=l.min(c.len() - 1) {
            d = (d + mul_mod(c[i], a[n - i], p)) % p;
        }
        if d == 0 {
            m += 1;
            continue;
        }
        let coef = mul_mod(d, pow_mod(last, p - 2, p), p);
        let old = c.clone();
        if c.len() < b.len() + m {
            c.resize(b.len() + m, 0);
        }
        for (i, &bi) in b.iter().enumerate() {
            c[i + m] = (c[i + m] + p - mul_mod(coef, bi, p)) % p;
        }
        if 2 * l <= n {
            l = n + 1 - l;
            if l > max_order {
                return None;
            }
            b = old;
            last = d;
            m = 1;
        } else {
            m += 1;
        }
    }
    c.resize(l + 1, 0);
    // c is the connection polynomial 1 + c1 x + ...: a[n] = -c1 a[n-1] - ...
    Some(c[1..].iter().map(|&x| (p - x) % p).collect())
}

/// Returns `a[n]` (mod `p`) for the recurrence `coeffs` with first values
/// `init` (`init.len() == coeffs.len()`), by x^n modulo the characteristic
/// polynomial. O(L² log n).
pub(crate) fn nth_mod(coeffs: &[u64], init: &[u64], n: u64, p: u64) -> u64 {
    let l = coeffs.len();
    if l == 0 {
        return 0;
    }
    if (n as u128) < l as u128 {
        return init[n as usize] % p;
    }
    // Polynomials of degree < l: x^k mod (x^l - c0 x^(l-1) - ... - c_{l-1}).
    let mul = |a: &[u64], b: &[u64]| -> Vec<u64> {
        let mut prod = vec![0u64; 2 * l];
        for (i, &ai) in a.iter().enumerate() {
            if ai == 0 {
                continue;
            }
            for (j, &bj) in b.iter().enumerate() {
                prod[i + j] = (prod[i + j] + mul_mod(ai, bj, p)) % p;
            }
        }
        for k in (l..2 * l).rev() {
            let top = prod[k];
            if top == 0 {
                continue;
            }
            // x^k = sum_i c_i x^(k-1-i)
            for (i, &ci) in coeffs.iter().enumerate() {
                prod[k - 1 - i] = (prod[k - 1 - i] + mul_mod(top, ci, p)) % p;
            }
            prod[k] = 0;
        }
        prod.truncate(l);
        prod
    };
    let mut result = vec![0u64; l];
    result[0] = 1;
    let mut base = vec![0u64; l];
    if l == 1 {
        base[0] = coeffs[0] % p;
    } else {
        base[1] = 1;
    }
    let mut e = n;
    while e > 0 {
        if e & 1 == 1 {
            result = mul(&result, &base);
        }
        base = mul(&base, &base);
        e >>= 1;
    }
    result
        .iter()
        .zip(init)
        .fold(0, |acc, (&r, &v)| (acc + mul_mod(r, v % p, p)) % p)
}

/// The prime 2^61 - 1, modulo which integer recurrences are found.
const BIG: u64 = (1 << 61) - 1;

/// Reads `x` (mod [`BIG`]) back as a fraction `num / den` with
/// `|num|, den < 2^30`, if there is one (the half-extended Euclid of
/// rational reconstruction).
fn rational(x: u64) -> Option<(i128, i128)> {
    let bound: i128 = 1 << 30;
    let (mut r0, mut r1) = (BIG as i128, x as i128);
    let (mut t0, mut t1) = (0i128, 1i128);
    while r1 >= bound {
        let q = r0 / r1;
        (r0, r1) = (r1, r0 - q * r1);
        (t0, t1) = (t1, t0 - q * t1);
    }
    if t1 == 0 || t1.abs() >= bound {
        return None;
    }
    Some(if t1 < 0 { (-r1, -t1) } else { (r1, t1) })
}

/// An integer recurrence `den · a[n] = c[0]·a[n-1] + ... + c[L-1]·a[n-L]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct IntRecurrence {
    /// The numerators `c`, over the common denominator `den`.
    pub(crate) coeffs: Vec<i128>,
    /// The common denominator (positive).
    pub(crate) den: i128,
}

/// Returns the shortest integer recurrence of order at most `max_order`
/// that every value satisfies, exactly (checked in `i128`), if the
/// Berlekamp–Massey recurrence modulo 2^61 - 1 of the first `4 ·
/// max_order` values has small fractions for coefficients and they hold.
pub(crate) fn integer_recurrence(a: &[i128], max_order: usize) -> Option<IntRecurrence> {
    let residues: Vec<u64> = a
        .iter()
        .map(|&v| v.rem_euclid(i128::from(BIG)) as u64)
        .collect();
    let head = &residues[..residues.len().min(4 * max_order + 4)];
    let c = berlekamp_massey(head, BIG, max_order)?;
    let fractions: Vec<(i128, i128)> = c.iter().map(|&x| rational(x)).collect::<Option<_>>()?;
    let mut den: i128 = 1;
    for &(_, d) in &fractions {
        den = den.checked_mul(d / gcd(den, d))?;
    }
    let coeffs: Vec<i128> = fractions
        .iter()
        .map(|&(n, d)| n.checked_mul(den / d))
        .collect::<Option<_>>()?;
    let rec = IntRecurrence { coeffs, den };
    for n in rec.coeffs.len()..a.len() {
        if rec.next(&a[n - rec.coeffs.len()..n])? != a[n] {
            return None;
        }
    }
    Some(rec)
}

impl IntRecurrence {
    /// The value after `window` (the last L values), if it is an integer
    /// that fits in an `i128`.
    pub(crate) fn next(&self, window: &[i128]) -> Option<i128> {
        let l = self.coeffs.len();
        let mut sum: i128 = 0;
        for i in 0..l {
            sum = sum.checked_add(self.coeffs[i].checked_mul(window[l - 1 - i])?)?;
        }
        (sum % self.den == 0).then(|| sum / self.den)
    }
}

/// The greatest common divisor of `|a|` and `|b|` (Euclid, on `i128`:
/// the std bundles' num-integer carries `gcd` on `u64` only). O(log).
fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    #[test]
    fn primes_agree_with_trial_division() {
        for n in 0..3000u64 {
            let trial = n >= 2 && (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0);
            assert_eq!(is_prime(n), trial, "{n}");
        }
        assert!(is_prime(998_244_353) && is_prime(BIG) && !is_prime(BIG - 2));
    }

    #[test]
    fn kitamasa_matches_iterating() {
        let mut rng = Rng::new(5);
        let p = 1_000_000_007u64;
        for _ in 0..50 {
            let l = 1 + rng.below(5);
            let coeffs: Vec<u64> = (0..l).map(|_| rng.below_u64(p)).collect();
            let init: Vec<u64> = (0..l).map(|_| rng.below_u64(p)).collect();
            let mut seq = init.clone();
            for n in l..300 {
                let v = (0..l).fold(0, |acc, i| {
                    (acc + mul_mod(coeffs[i], seq[n - 1 - i], p)) % p
                });
                seq.push(v);
            }
            for n in [0usize, l - 1, l, 57, 299] {
                assert_eq!(nth_mod(&coeffs, &init, n as u64, p), seq[n]);
            }
            // Berlekamp–Massey finds a recurrence no longer than l that
            // gives the same sequence.
            let found = berlekamp_massey(&seq, p, 10).unwrap();
            assert!(found.len() <= l);
            let k = found.len();
            assert_eq!(nth_mod(&found, &seq[..k], 299, p), seq[299]);
        }
    }

    #[test]
    fn integer_recurrences_are_exact() {
        // Fibonacci, and a(n) = (3 a(n-1) + a(n-2)) / 1 with a sign
        let fib: Vec<i128> = (0..80)
            .scan((0i128, 1i128), |s, _| {
                let v = s.0;
                *s = (s.1, s.0 + s.1);
                Some(v)
            })
            .collect();
        let r = integer_recurrence(&fib, 8).unwrap();
        assert_eq!((r.coeffs.clone(), r.den), (vec![1, 1], 1));
        // a fraction: a(n) = a(n-1) / 2 on powers of two going down
        let halves: Vec<i128> = (0..60).map(|i| 1i128 << (100 - i)).collect();
        let r = integer_recurrence(&halves, 8).unwrap();
        assert_eq!((r.coeffs.clone(), r.den), (vec![1], 2));
        // random values: none of small order
        let mut rng = Rng::new(9);
        let random: Vec<i128> = (0..200).map(|_| rng.below_u64(1000) as i128).collect();
        assert_eq!(integer_recurrence(&random, 40), None);
    }
}

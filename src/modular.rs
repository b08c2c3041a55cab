//! Arithmetic modulo a prime below `2^32`: the one place the crate's
//! counts (`count_*`) take their powers and inverses.
//!
//! A [`Modulus`] is the prime itself, as one type whatever the problem's
//! (`998244353` for AtCoder's counts, `10^9 + 7` for others). Residues
//! are `u32` (below the modulus), and products are taken in `u64`, where
//! two residues below `2^32` cannot overflow.
//!
//! Inverses are Fermat's: `a^(p - 2)` is `a^(-1)` modulo a prime `p` for
//! `a` not a multiple of `p`.
//!
//! [`mul_mod`] and [`pow_mod`] take any modulus below `2^64` (products in
//! `u128`): the rule guesser's recurrences modulo a user's prime use them,
//! and so does [`Modulus::power`].

/// `a · b mod p`, for any modulus `1 <= p < 2^64` (the product in `u128`).
///
/// # Complexity
/// O(1).
pub fn mul_mod(a: u64, b: u64, p: u64) -> u64 {
    (u128::from(a) * u128::from(b) % u128::from(p)) as u64
}

/// `base^exponent mod p` (`0^0 = 1`), for any modulus `1 <= p < 2^64`, by
/// squaring.
///
/// # Example
/// ```
/// use cp_games::modular::pow_mod;
/// // Fermat: a^(p - 1) = 1 modulo the prime 2^61 - 1
/// assert_eq!(pow_mod(3, (1 << 61) - 2, (1 << 61) - 1), 1);
/// ```
///
/// # Complexity
/// O(log `exponent`).
pub fn pow_mod(base: u64, mut exponent: u64, p: u64) -> u64 {
    let mut base = base % p;
    let mut result = 1 % p;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = mul_mod(result, base, p);
        }
        base = mul_mod(base, base, p);
        exponent >>= 1;
    }
    result
}

/// A prime modulus below `2^32`.
///
/// # Example
/// ```
/// use cp_games::modular::Modulus;
/// const P: Modulus = Modulus::new(998_244_353);
/// assert_eq!(P.power(2, 10), 1024);
/// assert_eq!(P.mul(P.inverse(3), 3), 1);
/// assert_eq!(P.sub(1, 2), 998_244_352);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Modulus(u32);

/// `998244353`, AtCoder's usual prime.
pub const MOD_998244353: Modulus = Modulus::new(998_244_353);

/// `10^9 + 7`.
pub const MOD_1000000007: Modulus = Modulus::new(1_000_000_007);

impl Modulus {
    /// The modulus `p`, which must be a prime for [`inverse`](Self::inverse)
    /// to be right (not checked).
    ///
    /// # Panics
    /// If `p < 2`.
    pub const fn new(p: u32) -> Modulus {
        assert!(p >= 2, "Modulus: a modulus is at least 2");
        Modulus(p)
    }

    /// The modulus as a `u32`. O(1).
    pub const fn get(self) -> u32 {
        self.0
    }

    /// The modulus as a `u64`, for sums and products of residues. O(1).
    pub const fn get_u64(self) -> u64 {
        self.0 as u64
    }

    /// `a` reduced modulo `p`. O(1).
    pub fn reduce(self, a: u64) -> u32 {
        (a % self.get_u64()) as u32
    }

    /// `a + b` modulo `p`, for residues `a, b < p`. O(1).
    pub fn add(self, a: u32, b: u32) -> u32 {
        let s = u64::from(a) + u64::from(b);
        if s >= self.get_u64() {
            (s - self.get_u64()) as u32
        } else {
            s as u32
        }
    }

    /// `a - b` modulo `p`, for residues `a, b < p`. O(1).
    pub fn sub(self, a: u32, b: u32) -> u32 {
        if a >= b {
            a - b
        } else {
            ((u64::from(a) + self.get_u64()) - u64::from(b)) as u32
        }
    }

    /// `a * b` modulo `p`, for any `a, b < 2^32`. O(1).
    pub fn mul(self, a: u32, b: u32) -> u32 {
        self.reduce(u64::from(a) * u64::from(b))
    }

    /// `base^exponent` modulo `p` (`1` for `exponent = 0`, `0^0 = 1`), by
    /// squaring.
    ///
    /// # Complexity
    /// O(log `exponent`).
    pub fn power(self, base: u64, exponent: u64) -> u32 {
        pow_mod(base, exponent, self.get_u64()) as u32
    }

    /// The inverse of `a` modulo the prime `p`: `a^(p - 2)` (Fermat).
    ///
    /// # Panics
    /// If `a` is a multiple of `p`, which has no inverse.
    ///
    /// # Complexity
    /// O(log p).
    pub fn inverse(self, a: u64) -> u32 {
        assert!(
            a % self.get_u64() != 0,
            "Modulus::inverse: {} is 0 modulo {}, which has no inverse",
            a,
            self.0
        );
        self.power(a, self.get_u64() - 2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moduli_up_to_2_64_are_exact() {
        // the largest prime below 2^64, a prime near 2^63 and 2^61 - 1:
        // Fermat's a^(p - 1) = 1, and small powers by repeated
        // multiplication in u128
        for p in [
            18_446_744_073_709_551_557u64,
            9_223_372_036_854_775_783,
            (1 << 61) - 1,
        ] {
            for a in [2u64, 3, 1 << 40, p - 1, u64::MAX] {
                if a % p != 0 {
                    assert_eq!(pow_mod(a, p - 1, p), 1, "{a} mod {p}");
                }
                let mut slow = 1u128;
                for e in 0..20u64 {
                    assert_eq!(u128::from(pow_mod(a, e, p)), slow, "{a}^{e} mod {p}");
                    slow = slow * u128::from(a % p) % u128::from(p);
                }
            }
        }
    }

    /// `base^exponent mod p` by repeated multiplication.
    fn slow_power(p: u64, base: u64, exponent: u64) -> u64 {
        (0..exponent).fold(1 % p, |r, _| r * (base % p) % p)
    }

    #[test]
    fn power_matches_repeated_multiplication() {
        for p in [
            2u32,
            3,
            7,
            97,
            65_537,
            998_244_353,
            1_000_000_007,
            4_294_967_291,
        ] {
            let m = Modulus::new(p);
            for base in [0u64, 1, 2, 3, 10, u64::from(p) - 1, u64::from(p), u64::MAX] {
                for e in 0..40 {
                    assert_eq!(
                        u64::from(m.power(base, e)),
                        slow_power(u64::from(p), base, e)
                    );
                }
            }
        }
    }

    #[test]
    fn inverses_multiply_to_one_and_fermat_holds() {
        for p in [2u32, 3, 7, 97, 998_244_353, 1_000_000_007, 4_294_967_291] {
            let m = Modulus::new(p);
            for a in (1..200u64).chain([u64::from(p) - 1, u64::from(p) + 1, u64::MAX]) {
                if a % u64::from(p) == 0 {
                    continue;
                }
                assert_eq!(m.mul(m.inverse(a), m.reduce(a)), 1, "{a} mod {p}");
                assert_eq!(m.power(a, u64::from(p) - 1), 1, "{a} mod {p}");
            }
            assert!(std::panic::catch_unwind(|| m.inverse(u64::from(p))).is_err());
        }
    }

    #[test]
    fn add_sub_mul_wrap_at_the_modulus() {
        let m = Modulus::new(4_294_967_291); // the largest prime below 2^32
        let top = m.get() - 1;
        assert_eq!(m.add(top, top), top - 1);
        assert_eq!(m.sub(0, top), 1);
        assert_eq!(m.sub(5, 3), 2);
        assert_eq!(u64::from(m.mul(top, top)), 1); // (-1)^2
        assert_eq!(MOD_998244353.get(), 998_244_353);
        assert_eq!(MOD_1000000007.get_u64(), 1_000_000_007);
    }
}

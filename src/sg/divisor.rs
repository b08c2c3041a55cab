//! The divisor game (AtCoder ABC368 F, Dividing Game): a list of positive
//! integers; a move replaces one of them by one of its divisors other than
//! itself (1 included); who cannot move loses. A 1 has no move.
//!
//! **`g(a) = Ω(a)`**, the number of prime factors of `a` counted with
//! multiplicity (`Ω(12) = Ω(2·2·3) = 3`, `Ω(1) = 0`). By induction on `a`:
//! write `a = p_1 p_2 ··· p_k` with `k = Ω(a)`. For each `j < k` the product
//! `p_1 ··· p_j` is a divisor of `a` other than `a` with `Ω = j`, so by
//! induction the options of `a` have every value `0, .., k - 1`. And a
//! divisor `d != a` has `Ω(d) = Ω(a) - Ω(a / d) < k`, since `a / d > 1` has a
//! prime factor. So `g(a) = mex{0, .., k - 1} = k`: each number is a Nim
//! heap of `Ω(a)` stones, and the first player wins the list exactly when
//! the XOR of the `Ω`s is non-zero.
//!
//! `Ω` comes from a sieve of smallest prime factors, `Ω(a) = Ω(a / p) + 1`
//! for `a`'s smallest prime factor `p`: every number up to the largest is
//! valued in O(1) each, rather than factorised one by one.

use crate::GrundyValue;

/// `Ω(a)` for every `a` up to a bound, from a linear sieve.
///
/// # Example
/// ```
/// use cp_games::sg::divisor::Omegas;
/// let omegas = Omegas::new(12);
/// assert_eq!(omegas.grundy(1), 0);
/// assert_eq!(omegas.grundy(7), 1);
/// assert_eq!(omegas.grundy(12), 3); // 2 · 2 · 3
/// // 2, 3, 4 are heaps of 1, 1, 2: XOR 2, the first player wins.
/// assert!(omegas.first_player_wins(&[2, 3, 4]));
/// assert!(!omegas.first_player_wins(&[2, 3, 4, 6]));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Omegas {
    /// `omega[a] = Ω(a)` for `a` in `1..=max`; `omega[0]` is unused (0).
    omega: Vec<u8>,
}

impl Omegas {
    /// Computes `Ω(a)` for every `a` in `1..=max`.
    ///
    /// # Complexity
    /// O(`max`) time (a linear sieve: each composite is crossed out once,
    /// by its smallest prime factor), O(`max`) memory (the primes found,
    /// and one byte per number: `Ω(a) <= log2(a) < 64`).
    pub fn new(max: usize) -> Self {
        let mut omega = vec![0u8; max + 1];
        let mut primes: Vec<usize> = Vec::new();
        // composite[a]: a has been crossed out by its smallest prime factor.
        let mut composite = vec![false; max + 1];
        for a in 2..=max {
            if !composite[a] {
                primes.push(a);
                omega[a] = 1;
            }
            // Cross out p·a for the primes p up to a's smallest prime factor:
            // p is then the smallest prime factor of p·a.
            for &p in &primes {
                // p <= a, so p·a <= a·a; stop before it passes max.
                if p > max / a {
                    break;
                }
                let m = p * a;
                composite[m] = true;
                omega[m] = omega[a] + 1;
                if a % p == 0 {
                    break;
                }
            }
        }
        Omegas { omega }
    }

    /// Returns the largest number covered.
    pub fn max(&self) -> usize {
        self.omega.len() - 1
    }

    /// Returns `g(a) = Ω(a)`.
    ///
    /// # Panics
    /// If `a` is 0 (every integer divides it: not a finite game) or above
    /// [`max`](Self::max).
    ///
    /// # Complexity
    /// O(1).
    pub fn grundy(&self, a: usize) -> GrundyValue {
        assert!(
            (1..=self.max()).contains(&a),
            "Omegas: {} is outside 1..={}",
            a,
            self.max()
        );
        GrundyValue::from(self.omega[a])
    }

    /// Returns whether the first player wins the divisor game on `values`:
    /// the XOR of their `Ω`s is non-zero.
    ///
    /// # Panics
    /// If a value is 0 or above [`max`](Self::max).
    ///
    /// # Complexity
    /// O(`values.len()`).
    pub fn first_player_wins(&self, values: &[usize]) -> bool {
        values.iter().fold(0, |x, &a| x ^ self.grundy(a)) != 0
    }
}

/// Returns whether the first player wins the divisor game on `values`,
/// with a sieve up to their largest.
///
/// # Panics
/// If a value is 0.
///
/// # Complexity
/// O(`values.len()` + max value) time, O(max value) memory.
///
/// # Example
/// ```
/// use cp_games::sg::divisor::first_player_wins;
/// assert!(first_player_wins(&[2, 3, 4]));
/// assert!(!first_player_wins(&[2, 3, 4, 6]));
/// assert!(!first_player_wins(&[]));
/// ```
pub fn first_player_wins(values: &[usize]) -> bool {
    let max = values.iter().copied().max().unwrap_or(1);
    Omegas::new(max).first_player_wins(values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{sorted, Outcomes, Play};
    use crate::sg::Grundy;
    use crate::testing::Rng;

    /// The proper divisors of every number up to `max`, listed from the
    /// definition (each `d` put in the list of its multiples above it).
    fn proper_divisors(max: usize) -> Vec<Vec<usize>> {
        let mut lists = vec![Vec::new(); max + 1];
        for d in 1..=max {
            for m in (2 * d..=max).step_by(d) {
                lists[m].push(d);
            }
        }
        lists
    }

    /// Ω by trial division, a second method with no sieve.
    fn omega_by_trial_division(mut a: usize) -> u64 {
        let mut k = 0;
        let mut p = 2;
        while p * p <= a {
            while a % p == 0 {
                a /= p;
                k += 1;
            }
            p += 1;
        }
        k + u64::from(a > 1)
    }

    #[test]
    fn grundy_values_match_the_real_game_over_the_whole_judge_range() {
        // Every number of 1..=10^5, valued by mex over its actual moves.
        let max = 100_000;
        let divisors = proper_divisors(max);
        let mut real = Grundy::new(|&a: &usize| divisors[a].clone());
        let omegas = Omegas::new(max);
        assert_eq!(omegas.max(), max);
        for a in 1..=max {
            assert_eq!(omegas.grundy(a), real.grundy(a), "{a}");
        }
        for a in (1..=max).step_by(7) {
            assert_eq!(omegas.grundy(a), omega_by_trial_division(a), "{a}");
        }
        assert_eq!(omegas.grundy(65_536), 16);
        assert_eq!(omegas.grundy(99_991), 1); // a prime
    }

    #[test]
    fn sums_match_a_game_tree_search() {
        let max = 40;
        let divisors = proper_divisors(max);
        let mut search = Outcomes::new(Play::Normal, |list: &Vec<u64>| {
            let mut out = Vec::new();
            for (i, &a) in list.iter().enumerate() {
                for &d in &divisors[a as usize] {
                    let mut next = list.clone();
                    next[i] = d as u64;
                    out.push(sorted(next));
                }
            }
            out
        });
        let omegas = Omegas::new(max);
        // Every list of up to three numbers in 2..=24.
        for a in 2..=24u64 {
            for b in a..=24 {
                for c in b..=24 {
                    for list in [vec![a], vec![a, b], vec![a, b, c]] {
                        let values: Vec<usize> = list.iter().map(|&v| v as usize).collect();
                        assert_eq!(
                            omegas.first_player_wins(&values),
                            search.wins(sorted(list.clone())),
                            "{list:?}"
                        );
                    }
                }
            }
        }
        let mut rng = Rng::new(368);
        for _ in 0..300 {
            let n = 1 + rng.below(5);
            let list: Vec<u64> = (0..n).map(|_| 2 + rng.below_u64(max as u64 - 1)).collect();
            let values: Vec<usize> = list.iter().map(|&v| v as usize).collect();
            assert_eq!(
                first_player_wins(&values),
                search.wins(sorted(list.clone())),
                "{list:?}"
            );
        }
    }

    #[test]
    fn edges() {
        assert!(!first_player_wins(&[]));
        assert!(!first_player_wins(&[1, 1]));
        assert_eq!(Omegas::new(0).max(), 0);
        assert_eq!(Omegas::new(1).grundy(1), 0);
        let omegas = Omegas::new(10);
        assert!(std::panic::catch_unwind(|| omegas.grundy(0)).is_err());
        assert!(std::panic::catch_unwind(|| omegas.grundy(11)).is_err());
    }
}

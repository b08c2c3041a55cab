//! Counting the integers in `1..=n` divisible by at least one of a list of
//! divisors (AcWing 890, generalised).
//!
//! Inclusion–exclusion: with `A_d` the multiples of `d` in `1..=n`,
//! `|A_d1 ∪ ... ∪ A_dm| = Σ_{∅≠T} (-1)^(|T|+1) ⌊n / lcm(T)⌋`. Summing over
//! all `2^m` subsets is wasteful: only the *distinct* lcm values `<= n`
//! matter, each with the summed sign of the subsets that produce it. Adding
//! divisors one at a time keeps exactly that map, since
//! `|U ∪ A_d| = |U| + |A_d| - |U ∩ A_d|` and `A_l ∩ A_d = A_lcm(l, d)`.
//! A divisor that is a multiple of another adds nothing to the union and is
//! dropped first.
//!
//! Two shortcuts. When the divisors left are pairwise coprime
//! (primes, say), the lcm of a subset is its product, so no two subsets
//! share an lcm and a depth-first walk over the subsets whose product is
//! `<= n` adds exactly the same terms. And a divisor with at most
//! [`FEW_MULTIPLES`] multiples in `1..=n` (for instance one above `n / 2`,
//! whose only multiple is itself) joins no lcm at all: the count is that of
//! the divisors with more multiples, as above, plus the multiples of the
//! divisors with few (listed, each once) that none of those divides, found
//! by testing each. With divisors `2..=65` and `n = 10^18`, the map holds
//! about 2.6 · 10^5 distinct lcms instead of `2^64` subsets.

use num_integer::Integer;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Multiply-and-fold hash for `u64` keys: the map holds only lcm values, not
/// attacker-chosen strings, and SipHash would cost more than the lcm itself.
#[derive(Default)]
struct U64Hasher(u64);

impl Hasher for U64Hasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        let h = (self.0 ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = h ^ (h >> 29);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// Returns how many integers in `1..=n` are divisible by at least one of
/// `divisors`.
///
/// Divisors need not be prime or distinct. Every intermediate value stays
/// within `u64` (lcms above `n` are never formed) or `i128` (signed sums).
///
/// # Panics
/// If a divisor is 0.
///
/// # Complexity
/// With `m = divisors.len()` and `L` the number of distinct lcms `<= n` of
/// subsets of the divisors that have more than [`FEW_MULTIPLES`] multiples
/// in `1..=n`: O(m² + L) time and O(m) memory when those divisors are
/// pairwise coprime (then every subset has its own lcm and a depth-first
/// walk suffices); O(m² + m · L) time and O(L) memory otherwise, merging
/// subsets whose lcm coincides. The other divisors cost O(m² ·
/// FEW_MULTIPLES) at most. With `n = 10^18` and divisors `2..=65`, `L` is
/// about 2.6 · 10^5 and the count takes about 2 ms.
/// [`count_multiples_within`] bounds the work for untrusted input.
///
/// # Example
/// ```
/// use cp_games::inclusion_exclusion::count_multiples;
/// assert_eq!(count_multiples(10, &[2, 3]), 7); // 2 3 4 6 8 9 10
/// assert_eq!(count_multiples(10, &[4, 2, 6]), 5);
/// ```
pub fn count_multiples(n: u64, divisors: &[u64]) -> u64 {
    count_multiples_within(n, divisors, usize::MAX).expect("no work limit")
}

/// Divisors with at most this many multiples in `1..=n` are counted by
/// listing those multiples instead of joining the inclusion–exclusion.
pub const FEW_MULTIPLES: u64 = 1024;

/// Like [`count_multiples`], but gives up and returns `None` once the work
/// would exceed `max_work` units, so time is O(m² · FEW_MULTIPLES +
/// max_work) and memory O(m · FEW_MULTIPLES + max_work / 32) whatever the
/// input.
///
/// A unit is one lcm visited or formed (a division and a gcd) or one
/// multiple tested against one divisor; a distinct lcm kept costs 32 units,
/// for the memory it takes.
///
/// # Panics
/// If a divisor is 0.
///
/// # Example
/// ```
/// use cp_games::inclusion_exclusion::count_multiples_within;
/// let primes = [2, 3, 5, 7, 11, 13];
/// // all 63 products are <= 10^7: one unit each, on the coprime walk
/// assert_eq!(count_multiples_within(10_000_000, &primes, 63), Some(8_081_919));
/// assert_eq!(count_multiples_within(10_000_000, &primes, 62), None);
/// ```
pub fn count_multiples_within(n: u64, divisors: &[u64], max_work: usize) -> Option<u64> {
    assert!(
        divisors.iter().all(|&d| d > 0),
        "count_multiples: divisors must be positive"
    );
    let mut ds: Vec<u64> = divisors.iter().copied().filter(|&d| d <= n).collect();
    ds.sort_unstable();
    ds.dedup();
    // Keep only divisors that no smaller kept divisor divides.
    let mut basis: Vec<u64> = Vec::with_capacity(ds.len());
    for d in ds {
        if basis.iter().all(|b| d % b != 0) {
            basis.push(d);
        }
    }
    // Ascending, so the divisors with few multiples come last.
    let split = basis.partition_point(|&d| n / d > FEW_MULTIPLES);
    let (lattice, few) = basis.split_at(split);
    let mut budget = max_work;

    // Either way, Σ_T ⌊n / lcm(T)⌋ <= n · Π(1 + 1/d) <= n · (m + 2) / 2 over
    // distinct d >= 2, so no i128 sum below can overflow.
    let coprime = lattice
        .iter()
        .enumerate()
        .all(|(i, a)| lattice[i + 1..].iter().all(|b| a.gcd(b) == 1));
    let total = if coprime {
        coprime_sum(n, lattice, &mut budget)?
    } else {
        merged_sum(n, lattice, &mut budget)?
    };
    let extra = uncovered_multiples(n, few, lattice, &mut budget)?;
    assert!(
        (0..=i128::from(n)).contains(&total),
        "a count lies in 0..=n"
    );
    Some(total as u64 + extra)
}

/// Takes `cost` units from `budget`, or returns `None` if it has fewer.
fn charge(budget: &mut usize, cost: usize) -> Option<()> {
    *budget = budget.checked_sub(cost)?;
    Some(())
}

/// The multiples `<= n` of the divisors in `few` that no divisor in
/// `lattice` divides, counted by listing them: each of `few` has at most
/// [`FEW_MULTIPLES`] of them.
fn uncovered_multiples(n: u64, few: &[u64], lattice: &[u64], budget: &mut usize) -> Option<u64> {
    let mut multiples: Vec<u64> = Vec::new();
    for &d in few {
        multiples.extend((1..=n / d).map(|t| t * d));
    }
    multiples.sort_unstable();
    multiples.dedup();
    charge(budget, multiples.len().saturating_mul(lattice.len() + 1))?;
    let uncovered = multiples
        .iter()
        .filter(|&&x| lattice.iter().all(|&e| x % e != 0))
        .count();
    Some(uncovered as u64)
}

/// Pairwise coprime divisors: every subset has its own lcm (the product), so
/// there is nothing to merge; a depth-first walk over the subsets whose
/// product is `<= n` (ascending divisors, so the first product above `n`
/// ends a level) visits exactly the L distinct lcms, with no map at all.
fn coprime_sum(n: u64, ds: &[u64], budget: &mut usize) -> Option<i128> {
    fn walk(
        n: u64,
        ds: &[u64],
        product: u64,
        sign: i128,
        total: &mut i128,
        budget: &mut usize,
    ) -> Option<()> {
        for (i, &d) in ds.iter().enumerate() {
            let p = match product.checked_mul(d).filter(|&p| p <= n) {
                Some(p) => p,
                None => break,
            };
            charge(budget, 1)?;
            *total += sign * i128::from(n / p);
            walk(n, &ds[i + 1..], p, -sign, total, budget)?;
        }
        Some(())
    }
    let mut total = 0;
    walk(n, ds, 1, 1, &mut total, budget)?;
    Some(total)
}

/// Any divisors: add them one at a time, keeping each distinct lcm `<= n`
/// with the summed sign of the subsets that produce it.
fn merged_sum(n: u64, ds: &[u64], budget: &mut usize) -> Option<i128> {
    // terms[i] = (l, c): the subsets with lcm l contribute c·⌊n/l⌋.
    let mut terms: Vec<(u64, i128)> = Vec::new();
    let mut index: HashMap<u64, usize, BuildHasherDefault<U64Hasher>> = HashMap::default();
    let mut added: Vec<(u64, i128)> = Vec::new();
    for &d in ds {
        // Visiting every term: one unit each, paid before the walk.
        charge(budget, terms.len() + 1)?;
        added.clear();
        added.push((d, 1));
        for &(l, c) in &terms {
            // gcd(l, d) = gcd(d, l mod d): one division, then a gcd of numbers
            // no larger than d, which is cheap when d is small.
            let r = l % d;
            let g = if r == 0 { d } else { d.gcd(&r) };
            if let Some(m) = (l / g).checked_mul(d).filter(|&m| m <= n) {
                added.push((m, -c));
            }
        }
        for &(l, c) in &added {
            match index.get(&l) {
                Some(&i) => terms[i].1 += c,
                None => {
                    // A kept lcm costs its memory: about 100 bytes with the
                    // map and the `added` buffer.
                    charge(budget, 32)?;
                    index.insert(l, terms.len());
                    terms.push((l, c));
                }
            }
        }
    }
    Some(terms.iter().map(|&(l, c)| c * i128::from(n / l)).sum())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn direct_count(n: u64, divisors: &[u64]) -> u64 {
        (1..=n)
            .filter(|x| divisors.iter().any(|d| x % d == 0))
            .count() as u64
    }

    #[test]
    fn matches_direct_count_on_every_small_input() {
        // every multiset of up to 3 divisors in 1..=12, every n in 0..=60
        for a in 1..=12u64 {
            for b in a..=12 {
                for c in b..=12 {
                    for ds in [&[a][..], &[a, b], &[a, b, c]] {
                        for n in 0..=60 {
                            assert_eq!(count_multiples(n, ds), direct_count(n, ds), "{n} {ds:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn edge_cases() {
        assert_eq!(count_multiples(1, &[2, 3]), 0);
        assert_eq!(count_multiples(1, &[1]), 1);
        assert_eq!(count_multiples(0, &[1]), 0);
        assert_eq!(count_multiples(10, &[]), 0);
        assert_eq!(count_multiples(5, &[7, 11, 1_000_000_000]), 0);
        // products of the 16 largest primes below 10^9 overflow u64 many times over
        let big = [
            999_999_937,
            999_999_929,
            999_999_893,
            999_999_883,
            999_999_797,
            999_999_761,
            999_999_757,
            999_999_751,
            999_999_739,
            999_999_733,
            999_999_677,
            999_999_667,
            999_999_613,
            999_999_607,
            999_999_599,
            999_999_587,
        ];
        let n = 1_000_000_000;
        assert_eq!(count_multiples(n, &big), 16);
        let n = u64::MAX;
        // |A_p| + ... - pairs; no triple product fits in u64 (10^27 > 1.8e19)
        let singles: u64 = big.iter().map(|p| n / p).sum();
        let mut pairs = 0;
        for i in 0..16 {
            for j in i + 1..16 {
                pairs += n / (big[i] * big[j]);
            }
        }
        assert_eq!(count_multiples(n, &big), singles - pairs);
        assert_eq!(count_multiples(u64::MAX, &[1]), u64::MAX);
        assert_eq!(count_multiples(u64::MAX, &[u64::MAX, 2]), u64::MAX / 2 + 1);
    }

    /// Legendre's φ(x, a): integers in 1..=x divisible by none of the first `a`
    /// primes — an independent way to count, used on the 10^18 workload.
    fn phi(x: u64, primes: &[u64]) -> u64 {
        match primes.split_last() {
            None => x,
            Some(_) if x == 0 => 0,
            Some((&p, rest)) => phi(x, rest) - phi(x / p, rest),
        }
    }

    #[test]
    fn divisors_2_to_65_at_10_pow_18() {
        let n = 1_000_000_000_000_000_000;
        let ds: Vec<u64> = (2..=65).collect();
        let primes: Vec<u64> = (2..=65u64)
            .filter(|&p| (2..p).all(|q| p % q != 0))
            .collect();
        let expected = n - phi(n, &primes);
        assert_eq!(expected, 868_412_648_149_729_878);
        assert_eq!(count_multiples(n, &ds), expected);
        // the general path, on the same (pairwise coprime) basis
        assert_eq!(
            merged_sum(n, &primes, &mut { usize::MAX }),
            Some(i128::from(expected))
        );
    }

    #[test]
    fn products_of_two_primes_at_10_pow_12() {
        // Divisible by some p·q (p ≠ q) means divisible by two distinct primes
        // of the nine; the complement (at most one of them) comes from φ.
        let primes = [2u64, 3, 5, 7, 11, 13, 17, 19, 23];
        let mut ds = Vec::new();
        for (i, &p) in primes.iter().enumerate() {
            ds.extend(primes[i + 1..].iter().map(|&q| p * q));
        }
        let n = 1_000_000_000_000;
        let none = phi(n, &primes);
        let exactly_one: u64 = primes
            .iter()
            .map(|&p| {
                let others: Vec<u64> = primes.iter().copied().filter(|&q| q != p).collect();
                phi(n, &others) - none
            })
            .sum();
        assert_eq!(count_multiples(n, &ds), n - none - exactly_one);
    }

    #[test]
    fn budgets_count_the_work_on_both_paths() {
        // 2, 3, 5 under 100: lcms 2 3 5 6 10 15 30 — seven of them, one unit each
        assert_eq!(coprime_sum(100, &[2, 3, 5], &mut 7), Some(74));
        assert_eq!(coprime_sum(100, &[2, 3, 5], &mut 6), None);
        // merging: visits 1 + 2 + 4 (terms before each divisor, plus one) and
        // 32 per lcm kept
        let exact = 7 + 7 * 32;
        assert_eq!(merged_sum(100, &[2, 3, 5], &mut { exact }), Some(74));
        assert_eq!(merged_sum(100, &[2, 3, 5], &mut { exact - 1 }), None);
        // 6, 10, 15: every pair and the triple share lcm 30 — four lcms, not seven
        let exact = 7 + 4 * 32;
        let n = 1_000_000;
        assert_eq!(
            count_multiples_within(n, &[6, 10, 15], exact),
            Some(n / 6 + n / 10 + n / 15 - 3 * (n / 30) + n / 30)
        );
        assert_eq!(count_multiples_within(n, &[6, 10, 15], exact - 1), None);
    }

    #[test]
    fn divisors_with_few_multiples_are_listed_not_merged() {
        let n = 1_000_000_000_000_000_000u64;
        // 2^60 and 3^37 lie in (n/2, n]: each has one multiple <= n, and
        // 2^60 is even, so only 3^37 adds to the evens.
        let ds = [2, 1 << 60, 3u64.pow(37)];
        assert_eq!(count_multiples_within(n, &ds, 10), Some(n / 2 + 1));
        // 7 · 10^16 + 1 has 14 multiples; the odd ones (t odd, 7) add to the evens
        let d = 7 * 10u64.pow(16) + 1;
        assert_eq!(count_multiples(n, &[2, d]), n / 2 + 7);
        // many large divisors after a dense lattice cost no more than listing
        let mut ds: Vec<u64> = (2..=40).collect();
        ds.extend((0..40).map(|i| n - 2 * i - 1));
        let lattice_only = count_multiples(n, &ds[..39]);
        let uncovered = ds[39..]
            .iter()
            .filter(|&&x| (2..=40).all(|e| x % e != 0))
            .count() as u64;
        assert_eq!(
            count_multiples_within(n, &ds, 1 << 24),
            Some(lattice_only + uncovered)
        );
    }

    proptest::proptest! {
        #[test]
        fn coprime_walk_equals_merging(n in 0u64..1_000_000_000_000, pick in proptest::collection::vec(proptest::bool::ANY, 25)) {
            let primes = [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97];
            let ds: Vec<u64> = primes.iter().zip(&pick).filter(|&(_, &p)| p).map(|(&d, _)| d).collect();
            proptest::prop_assert_eq!(coprime_sum(n, &ds, &mut { usize::MAX }), merged_sum(n, &ds, &mut { usize::MAX }));
        }

        #[test]
        fn random_divisor_lists(n in 0u64..3000, ds in proptest::collection::vec(1u64..200, 0..8)) {
            proptest::prop_assert_eq!(count_multiples(n, &ds), direct_count(n, &ds));
        }

        /// Divisors near n (few multiples) mixed with small ones.
        #[test]
        fn large_and_small_divisors(n in 1000u64..40_000, small in proptest::collection::vec(2u64..60, 0..5), large in proptest::collection::vec(1u64..40, 0..5)) {
            let mut ds = small.clone();
            // about k multiples each: few enough to be listed, not merged
            ds.extend(large.iter().map(|&k| n / k + k));
            proptest::prop_assert_eq!(count_multiples(n, &ds), direct_count(n, &ds));
        }
    }
}

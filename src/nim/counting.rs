//! Counting positions by their nim-sum: the Walsh–Hadamard (XOR) transform
//! modulo the prime `p = 998244353`, and AtCoder ABC212 H (Nim Counting):
//! among the sequences of 1 to `N` heaps with sizes from a set `A`, count
//! those whose nim-sum is non-zero, that is (Bouton, see [`nim`](super))
//! those the first player wins.
//!
//! # The transform
//! For `V = 2^b` and `f: {0..V-1} -> Z_p`, the Walsh–Hadamard transform is
//!
//! `F(s) = sum_x (-1)^{|x & s|} f(x)`  (`|y|` = number of set bits of `y`).
//!
//! *XOR convolution.* For `h(z) = sum_{x ^ y = z} f(x) g(y)`,
//! `H(s) = F(s) G(s)`: as `|(x ^ y) & s| = |x & s| + |y & s| - 2|x & y & s|`,
//! `(-1)^{|(x ^ y) & s|} = (-1)^{|x & s|} (-1)^{|y & s|}`, and
//! `H(s) = sum_{x, y} (-1)^{|(x ^ y) & s|} f(x) g(y) = F(s) G(s)`.
//!
//! *Inverse.* `sum_s (-1)^{|x & s|} (-1)^{|y & s|} = sum_s (-1)^{|(x ^ y) & s|}`
//! is `V` when `x = y` and 0 otherwise (for `x != y` pick a bit `t` of
//! `x ^ y`: flipping bit `t` of `s` pairs the terms with opposite signs).
//! So applying the transform twice multiplies by `V`, and the inverse is the
//! transform followed by a division by `V` (invertible mod `p`, as `p` is an
//! odd prime).
//!
//! *In place, O(V log V).* The sign factors over the bits:
//! `(-1)^{|x & s|} = prod_t (-1)^{x_t s_t}`, so the transform is the
//! 2-point butterfly `(a, b) -> (a + b, a - b)` applied along each of the
//! `b` bits in turn: [`transform`].
//!
//! # Counting sequences by nim-sum
//! Let `f` count the allowed heap sizes (`f(a) = 1` for `a` in `A`). The
//! sequences of length `m` with nim-sum `z` number `f^{*m}(z)` (`m`-fold
//! XOR convolution), whose transform is `F(s)^m`; by the inverse at `z = 0`,
//! where every sign is `+`,
//!
//! `#{length m, nim-sum 0} = V^{-1} sum_s F(s)^m`,
//!
//! and summed over `m = 1..N`, `V^{-1} sum_s S_N(F(s))` with the geometric
//! sum `S_N(r) = r + r^2 + .. + r^N`. The answer is
//! `S_N(K) - V^{-1} sum_s S_N(F(s))`, `K = |A|` (all sequences minus the
//! lost ones), mod `p`.
//!
//! *The geometric sum mod `p`* ([`geometric_sum`]): `S_N(r) = r (r^N - 1) /
//! (r - 1)` when `r != 1 (mod p)`, and `S_N(1) = N mod p`. The ratio `r = 0`
//! needs no special case (`S_N(0) = 0`, and the formula gives
//! `0 · (-1) / (-1) = 0`), but `r = 1` does, since `r - 1` has no inverse.
//! `F(s) = 1 (mod p)` does happen (for example `A = {1}`, `s = 0`), and
//! for a multiset given mod `p` any residue can.
//!
//! *Complexity.* The transform O(V log V); `V` powers `r^N`, O(V log N);
//! the `V` divisions by `r - 1` share one inversion (prefix products,
//! O(V + log p)). In all O(V log V + V log N) time, O(V) memory.

use crate::modular::{Modulus, MOD_998244353};

/// The prime modulus of the counts, `998244353`.
pub const MODULUS: Modulus = MOD_998244353;

const M: u32 = MODULUS.get();
const P: u64 = MODULUS.get_u64();

/// The Walsh–Hadamard transform of `values` mod [`MODULUS`], in place:
/// `values[s]` becomes `sum_x (-1)^{popcount(x & s)} values[x]` (see the
/// module documentation). Entries must be below [`MODULUS`], and stay so.
///
/// # Panics
/// If `values.len()` is not a power of two.
///
/// # Complexity
/// O(V log V) for `V = values.len()`, no extra memory.
///
/// # Example
/// ```
/// use cp_games::nim::counting::transform;
/// let mut f = vec![0, 1, 1, 0]; // heaps of 1 and 2
/// transform(&mut f);
/// assert_eq!(f, [2, 0, 0, 998_244_351]); // 2, 0, 0, -2
/// ```
pub fn transform(values: &mut [u32]) {
    let n = values.len();
    assert!(
        n.is_power_of_two(),
        "transform: length {} is not a power of two",
        n
    );
    let mut half = 1;
    while half < n {
        for block in values.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (a, b) in low.iter_mut().zip(high.iter_mut()) {
                let (x, y) = (*a, *b);
                let sum = x + y;
                *a = if sum >= M { sum - M } else { sum };
                *b = if x >= y { x - y } else { x + M - y };
            }
        }
        half *= 2;
    }
}

/// The inverse of [`transform`], in place: the transform, then a division
/// by `values.len()`.
///
/// # Panics
/// If `values.len()` is not a power of two.
///
/// # Complexity
/// O(V log V) for `V = values.len()`.
///
/// # Example
/// ```
/// use cp_games::nim::counting::{inverse_transform, transform};
/// let mut f = vec![3, 1, 4, 1, 5, 9, 2, 6];
/// transform(&mut f);
/// inverse_transform(&mut f);
/// assert_eq!(f, [3, 1, 4, 1, 5, 9, 2, 6]);
/// ```
pub fn inverse_transform(values: &mut [u32]) {
    transform(values);
    let scale = u64::from(MODULUS.inverse(values.len() as u64));
    for v in values.iter_mut() {
        *v = (u64::from(*v) * scale % P) as u32;
    }
}

/// `r + r^2 + .. + r^n` mod [`MODULUS`] (0 when `n = 0`), by
/// `r (r^n - 1) / (r - 1)`, or `n` when `r = 1` mod p.
///
/// # Complexity
/// O(log n + log p).
///
/// # Example
/// ```
/// use cp_games::nim::counting::geometric_sum;
/// assert_eq!(geometric_sum(2, 3), 14);
/// assert_eq!(geometric_sum(1, 5), 5);
/// assert_eq!(geometric_sum(0, 5), 0);
/// ```
pub fn geometric_sum(r: u32, n: u64) -> u32 {
    let r = r % M;
    if r == 1 {
        return (n % P) as u32;
    }
    let top = u64::from(r) * u64::from((MODULUS.power(u64::from(r), n) + M - 1) % M) % P;
    (top * u64::from(MODULUS.inverse(u64::from(r + M - 1))) % P) as u32
}

/// Returns how many sequences of 1 to `max_len` heaps, each size taken from
/// `sizes`, have a non-zero nim-sum (are won by the player to move), mod
/// [`MODULUS`]. A size listed twice counts as two choices.
///
/// # Panics
/// If `sizes` is empty or holds a size of `2^24` or more.
///
/// # Complexity
/// O(V log V + V log(`max_len`) + |`sizes`|) time, O(V) memory, for `V`
/// the least power of two above every size (see the module documentation).
///
/// # Example
/// ```
/// use cp_games::nim::counting::count_nonzero_nim_sums;
/// // ABC212 H, sample 1: (1), (2), (1, 2), (2, 1).
/// assert_eq!(count_nonzero_nim_sums(&[1, 2], 2), 4);
/// assert_eq!(count_nonzero_nim_sums(&[3, 5, 7], 100), 112_184_936);
/// ```
pub fn count_nonzero_nim_sums(sizes: &[u32], max_len: u64) -> u32 {
    assert!(!sizes.is_empty(), "count_nonzero_nim_sums: no size");
    let largest = sizes.iter().copied().max().unwrap_or(0);
    assert!(
        largest < 1 << 24,
        "count_nonzero_nim_sums: size {} is 2^24 or more",
        largest
    );
    let len = (largest as usize + 1).next_power_of_two();
    let mut f = vec![0u32; len];
    for &a in sizes {
        f[a as usize] = (f[a as usize] + 1) % M;
    }
    transform(&mut f);
    // sum_s S_N(F(s)): the terms with F(s) = 1 give N each; the others
    // r (r^N - 1) / (r - 1), with the divisions done by one inversion.
    let mut ones = 0u64;
    let mut numerators = Vec::with_capacity(len);
    let mut denominators = Vec::with_capacity(len);
    for &r in &f {
        if r == 1 {
            ones += 1;
        } else {
            let top =
                u64::from(r) * u64::from((MODULUS.power(u64::from(r), max_len) + M - 1) % M) % P;
            numerators.push(top as u32);
            denominators.push((r + M - 1) % M);
        }
    }
    let mut lost = ones % P * (max_len % P) % P;
    for (top, inv) in numerators.iter().zip(batch_inverse(&mut denominators)) {
        lost = (lost + u64::from(*top) * u64::from(inv)) % P;
    }
    let lost = lost * u64::from(MODULUS.inverse(len as u64)) % P;
    let all = u64::from(geometric_sum((sizes.len() as u64 % P) as u32, max_len));
    ((all + P - lost) % P) as u32
}

/// The inverses of `values` (each non-zero mod p, below p), with one modular
/// inversion: prefix products, then back. O(n + log p).
fn batch_inverse(values: &mut [u32]) -> impl Iterator<Item = u32> + '_ {
    let mut prefix = Vec::with_capacity(values.len());
    let mut acc = 1u64;
    for &v in values.iter() {
        prefix.push(acc as u32);
        acc = acc * u64::from(v) % P;
    }
    // acc = product of all; its inverse times a prefix gives each inverse.
    let mut back = u64::from(MODULUS.inverse(acc));
    for i in (0..values.len()).rev() {
        let v = values[i];
        values[i] = (back * u64::from(prefix[i]) % P) as u32;
        back = back * u64::from(v) % P;
    }
    values.iter().copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{sorted, Play};
    use crate::nim::nim_search;
    use crate::testing::{subsets, Rng};

    /// The transform by its definition, O(V^2).
    fn by_definition(f: &[u32]) -> Vec<u32> {
        (0..f.len())
            .map(|s| {
                f.iter().enumerate().fold(0u64, |acc, (x, &v)| {
                    if (x & s).count_ones() % 2 == 0 {
                        (acc + u64::from(v)) % P
                    } else {
                        (acc + P - u64::from(v)) % P
                    }
                }) as u32
            })
            .collect()
    }

    #[test]
    fn transform_matches_its_definition_and_inverts() {
        let mut rng = Rng::new(212);
        for bits in 0..=7 {
            for _ in 0..20 {
                let f: Vec<u32> = (0..1usize << bits)
                    .map(|_| match rng.below(4) {
                        0 => 0,
                        1 => M - 1,
                        _ => rng.below_u64(P) as u32,
                    })
                    .collect();
                let mut g = f.clone();
                transform(&mut g);
                assert_eq!(g, by_definition(&f), "{f:?}");
                inverse_transform(&mut g);
                assert_eq!(g, f);
            }
        }
    }

    #[test]
    #[should_panic(expected = "not a power of two")]
    fn transform_refuses_a_length_not_a_power_of_two() {
        transform(&mut [1, 2, 3]);
    }

    #[test]
    fn geometric_sum_matches_the_sum_of_powers() {
        let mut rng = Rng::new(7);
        let mut ratios = vec![0, 1, 2, M - 1, M - 2];
        ratios.extend((0..20).map(|_| rng.below_u64(P) as u32));
        for r in ratios {
            let mut sum = 0u64;
            let mut term = 1u64;
            for n in 0..60u64 {
                assert_eq!(u64::from(geometric_sum(r, n)), sum, "r = {r}, n = {n}");
                term = term * u64::from(r) % P;
                sum = (sum + term) % P;
            }
        }
        // r = 1 for more than p terms wraps mod p.
        assert_eq!(geometric_sum(1, P + 5), 5);
    }

    /// Every sequence of 1..=n heaps from `sizes`, each decided by a
    /// game-tree search of Nim's rules (take any positive number of stones
    /// from one heap), counted directly.
    fn by_playing(sizes: &[u32], n: usize, memo: &mut impl FnMut(Vec<u64>) -> bool) -> u64 {
        let mut count = 0;
        for len in 1..=n {
            let mut digits = vec![0usize; len];
            loop {
                let heaps: Vec<u64> = digits.iter().map(|&d| u64::from(sizes[d])).collect();
                if memo(sorted(heaps)) {
                    count += 1;
                }
                match digits.iter().position(|&d| d + 1 < sizes.len()) {
                    Some(i) => {
                        digits[i] += 1;
                        digits[..i].iter_mut().for_each(|d| *d = 0);
                    }
                    None => break,
                }
            }
        }
        count
    }

    #[test]
    fn counts_match_a_game_tree_search_on_every_small_sequence() {
        let mut search = nim_search(Play::Normal);
        let mut wins = |heaps: Vec<u64>| search.wins(&heaps);
        // Every set of sizes from 1..=6 with up to 3 sizes, up to 4 heaps.
        for sizes in subsets(&[1u32, 2, 3, 4, 5, 6]) {
            if sizes.is_empty() || sizes.len() > 3 {
                continue;
            }
            for n in 1..=4 {
                let expected = by_playing(&sizes, n, &mut wins);
                assert_eq!(
                    u64::from(count_nonzero_nim_sums(&sizes, n as u64)),
                    expected,
                    "{sizes:?}, N = {n}"
                );
            }
        }
    }

    /// Sequences counted by length and nim-sum, O(N V K): a second method
    /// for lengths beyond the enumeration.
    fn by_dynamic_programming(sizes: &[u32], n: usize) -> u32 {
        let len = (*sizes.iter().max().unwrap() as usize + 1).next_power_of_two();
        let mut ways = vec![0u64; len];
        ways[0] = 1;
        let mut won = 0u64;
        for _ in 0..n {
            let mut next = vec![0u64; len];
            for (x, &w) in ways.iter().enumerate() {
                for &a in sizes {
                    let y = x ^ a as usize;
                    next[y] = (next[y] + w) % P;
                }
            }
            ways = next;
            won = ways[1..].iter().fold(won, |acc, &w| (acc + w) % P);
        }
        won as u32
    }

    #[test]
    fn counts_match_a_dynamic_programming_over_nim_sums() {
        let mut rng = Rng::new(2024);
        for _ in 0..40 {
            let k = 1 + rng.below(6);
            let mut sizes: Vec<u32> = (1..32).collect();
            rng.shuffle(&mut sizes);
            sizes.truncate(k);
            let n = 1 + rng.below(300);
            assert_eq!(
                count_nonzero_nim_sums(&sizes, n as u64),
                by_dynamic_programming(&sizes, n),
                "{sizes:?}, N = {n}"
            );
        }
        // K = 1 (F(0) = 1) and all of 1..2^4 - 1 (F(0) = 15, the rest -1).
        assert_eq!(count_nonzero_nim_sums(&[1], 1000), 500);
        let all: Vec<u32> = (1..16).collect();
        assert_eq!(
            count_nonzero_nim_sums(&all, 500),
            by_dynamic_programming(&all, 500)
        );
    }

    #[test]
    fn abc212h_samples() {
        assert_eq!(count_nonzero_nim_sums(&[1, 2], 2), 4);
        assert_eq!(count_nonzero_nim_sums(&[3, 5, 7], 100), 112_184_936);
    }
}

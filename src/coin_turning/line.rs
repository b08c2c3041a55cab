//! Coin-turning games on a row (*Winning Ways*, ch. 14): each game's move
//! rule, for [`coin_values`](super::coin_values), and its closed form where
//! one is proved here. A move's last coin is its rightmost, which goes from
//! heads to tails; a position's value is the XOR of its heads' values (see
//! the [module](super) docs).
//!
//! | game | a move turns over | coins | value of a head |
//! |---|---|---|---|
//! | "at most `k`" ([`at_most`]) | 1 to `k` coins | `0, 1, ..` | `k = 1`: 1; `k = 2` (Turning Turtles): `c + 1`; `k = 3`: [`mock_turtles`]; `k = 4, 5`: tabulated (OEIS A033623, A054016) |
//! | Mock Turtles | 1, 2 or 3 coins | `0, 1, ..` | [`mock_turtles`]: the `c`-th odious number |
//! | Ruler ([`ruler_moves`]) | a run of consecutive coins | `1, 2, ..` | [`ruler`]: the largest power of 2 dividing `x` |
//! | Turnips ([`turnips_moves`]) | three equally spaced coins | `0, 1, ..` | by mex only |
//!
//! # Mock Turtles: the odious numbers
//! A number is *odious* if it has an odd number of 1 bits, *evil* if even.
//! **Claim:** `g(c) = o_c`, the `c`-th odious number counting from
//! `o_0 = 1`. By induction, the options of a head at `c` are `0`, `o_i` and
//! `o_i ⊕ o_j` (`i < j < c`). The value `o_c` is not among them: it is none
//! of the `o_i`, and a XOR of two odious numbers, like 0, is evil. Every
//! smaller number is: an odious one is some `o_i`, `i < c`; an evil `e > 0`
//! has two or more 1 bits, so with `b` its lowest, `e = b ⊕ (e - b)` is a
//! XOR of two distinct odious numbers below `e < o_c`. So the mex is `o_c`.
//!
//! *Closed form:* `o_c = 2c + 1` if `c` has an even number of 1 bits, else
//! `2c`. Of `2m` and `2m + 1` exactly one is odious (they differ in one
//! bit), so there are `c` odious numbers below `2c`, and `o_c` is whichever
//! of `2c`, `2c + 1` is odious; `2c` has the bits of `c`. (OEIS A000069.)
//!
//! # Ruler: the largest power of 2 dividing `x`
//! A head at `x` reaches `⊕_{b=m+1}^{x-1} g(b)` for `0 <= m < x`. Let
//! `G(t) = t ⊕ ⌊t/2⌋` (the Gray code) and `r(t)` the largest power of 2
//! dividing `t`: as `t ⊕ (t - 1) = 2r(t) - 1`, `G(t) ⊕ G(t - 1) =
//! (2r(t) - 1) ⊕ (r(t) - 1) = r(t)`. By induction `g(b) = r(b)` for
//! `b < x`, so the sum telescopes: the options are `G(x - 1) ⊕ G(m)`,
//! `0 <= m < x`. With `2^a = r(x)`:
//! - *`2^a` is not an option:* it would need `G(m) = G(x - 1) ⊕ r(x) =
//!   G(x)`, so `m = x` (`G` is one-to-one: `t`'s bits follow from `G(t)`'s
//!   from the top down).
//! - *every `v < 2^a` is:* the `m` in `x - 2^a ..= x - 1` are one aligned
//!   block of `2^a` numbers (`x` is a multiple of `2^a`). Bit `k` of `G(m)`
//!   is bit `k` of `m` XOR bit `k + 1`, so across the block the bits of
//!   `G(m)` from `a` up are fixed, and the low `a` bits are the `a`-bit
//!   Gray code of `m mod 2^a` XOR a fixed bit `a - 1`: every low part once.
//!   `x - 1` is in the block, so the XORs `G(x - 1) ⊕ G(m)` there are all
//!   of `0..2^a`.
//!
//! So `g(x) = 2^a`. (The module [`nimber`](crate::nimber) plays Ruler and
//! its square, Rugs, too.)
//!
//! # Turn at most `k` coins
//! The options of a head at `c` are the XORs of at most `k - 1` earlier
//! values, so `g(c)` is the least number that is not a XOR of at most
//! `k - 1` of `g(0), .., g(c - 1)`. For `k = 2` the XORs of at most one are
//! `0, g(0), .., g(c - 1)`, so `g(c) = c + 1`; `k = 3` is Mock Turtles. For
//! `k = 4, 5` no closed form is known to us; *Winning Ways* tabulates them
//! (Table 3 of ch. 14), as OEIS A033623 and A054016, and the tests check
//! [`coin_values`](super::coin_values) against both.
//!
//! # Turnips
//! A move turns three equally spaced coins `c - 2d, c - d, c` (`d >= 1`).
//! No closed form is claimed here; its values come from the rule by mex.

/// Returns the value of a Mock Turtles head at coin `coin` (coins `0, 1,
/// ..`; a move turns 1, 2 or 3 coins): the `coin`-th odious number (see
/// the module docs).
///
/// # Panics
/// If `coin >= 2^63` (the value would not fit).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cp_games::coin_turning::line::mock_turtles;
/// let v: Vec<u64> = (0..8).map(mock_turtles).collect();
/// assert_eq!(v, [1, 2, 4, 7, 8, 11, 13, 14]);
/// ```
pub fn mock_turtles(coin: u64) -> u64 {
    assert!(coin < 1 << 63, "mock_turtles: coin {} is too large", coin);
    2 * coin + u64::from(coin.count_ones() % 2 == 0)
}

/// Returns the value of a Ruler head at place `place >= 1`: the largest
/// power of 2 dividing `place` (see the module docs).
///
/// # Panics
/// If `place` is 0.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cp_games::coin_turning::line::ruler;
/// let v: Vec<u64> = (1..=8).map(ruler).collect();
/// assert_eq!(v, [1, 2, 1, 4, 1, 2, 1, 8]);
/// ```
pub fn ruler(place: u64) -> u64 {
    assert!(place >= 1, "ruler: places start at 1");
    place & place.wrapping_neg()
}

/// The rule of "turn at most `k` coins", for
/// [`coin_values`](super::coin_values): the other coins of the moves of
/// coin `c` are the sets of at most `k - 1` coins below `c`.
///
/// # Panics
/// If `k` is 0.
///
/// # Complexity
/// The rule lists `Σ_{j < k} C(c, j)` sets for coin `c`.
///
/// # Example
/// ```
/// use cp_games::coin_turning::{coin_values, line::{at_most, mock_turtles}};
/// let values = coin_values(12, at_most(3));
/// assert!((0..12).all(|c| u64::from(values[c]) == mock_turtles(c as u64)));
/// ```
pub fn at_most(k: usize) -> impl Fn(usize) -> Vec<Vec<usize>> {
    assert!(k >= 1, "at_most: a move turns at least one coin");
    move |c| {
        let mut sets = Vec::new();
        let mut chosen = Vec::new();
        subsets(c, k - 1, &mut chosen, &mut sets);
        sets
    }
}

/// Pushes onto `out` every set of at most `room` more numbers below
/// `below`, added to `chosen` in decreasing order.
fn subsets(below: usize, room: usize, chosen: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    out.push(chosen.clone());
    if room == 0 {
        return;
    }
    for o in 0..below {
        chosen.push(o);
        subsets(o, room - 1, chosen, out);
        chosen.pop();
    }
}

/// The rule of Ruler, for [`coin_values`](super::coin_values), with coin
/// `c` at place `c + 1`: the other coins of a move of coin `c` are a run
/// `c - j..c`, `0 <= j <= c`.
///
/// # Complexity
/// `c + 1` sets of O(`c`) coins.
///
/// # Example
/// ```
/// use cp_games::coin_turning::{coin_values, line::{ruler, ruler_moves}};
/// let values = coin_values(16, ruler_moves);
/// assert!((0..16).all(|c| values[c] == ruler(c as u64 + 1)));
/// ```
pub fn ruler_moves(coin: usize) -> Vec<Vec<usize>> {
    (0..=coin).map(|j| (coin - j..coin).collect()).collect()
}

/// The rule of Turnips, for [`coin_values`](super::coin_values): a move of
/// coin `c` turns `c - 2d` and `c - d` with it, `1 <= d <= c / 2`.
///
/// # Complexity
/// `c / 2` sets of two coins.
///
/// # Example
/// ```
/// use cp_games::coin_turning::{coin_values, line::turnips_moves};
/// assert_eq!(coin_values(9, turnips_moves), [0, 0, 1, 0, 0, 1, 2, 2, 1]);
/// ```
pub fn turnips_moves(coin: usize) -> Vec<Vec<usize>> {
    (1..=coin / 2)
        .map(|d| vec![coin - 2 * d, coin - d])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::coin_values;
    use super::*;

    /// OEIS A000069, "Odious numbers: numbers with an odd number of 1's in
    /// their binary expansion" (the Nim-values of Mock Turtles), its first
    /// 65 terms as published.
    const A000069: [u64; 65] = [
        1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38, 41, 42, 44, 47,
        49, 50, 52, 55, 56, 59, 61, 62, 64, 67, 69, 70, 73, 74, 76, 79, 81, 82, 84, 87, 88, 91, 93,
        94, 97, 98, 100, 103, 104, 107, 109, 110, 112, 115, 117, 118, 121, 122, 124, 127, 128,
    ];

    /// OEIS A033623, "Grundy function for turn-at-most-4-coins game"
    /// (Winning Ways, Table 3, p. 433), its 43 published terms.
    const A033623: [u64; 43] = [
        1, 2, 4, 8, 15, 16, 32, 51, 64, 85, 106, 128, 150, 171, 219, 237, 247, 256, 279, 297, 455,
        512, 537, 557, 594, 643, 803, 863, 998, 1024, 1051, 1070, 1112, 1169, 1333, 1345, 1620,
        1866, 2048, 2076, 2085, 2185, 2372,
    ];

    /// OEIS A054016, "a(n) = smallest nonnegative integer not the Nim sum
    /// of at most 4 earlier terms" (the turn-at-most-5-coins game, Winning
    /// Ways Table 3), its first 30 published terms.
    const A054016: [u64; 30] = [
        1, 2, 4, 8, 16, 31, 32, 64, 103, 128, 171, 213, 256, 301, 342, 439, 475, 494, 512, 558,
        595, 911, 1024, 1075, 1114, 1189, 1287, 1606, 1727, 1996,
    ];

    #[test]
    fn mock_turtles_is_the_odious_numbers_and_the_rule() {
        let by_rule = coin_values(A000069.len(), at_most(3));
        for (c, &odious) in A000069.iter().enumerate() {
            assert_eq!(mock_turtles(c as u64), odious, "coin {c}");
            assert_eq!(by_rule[c], odious, "coin {c}");
        }
        // The closed form against its definition, further on.
        let mut c = 0;
        for x in 0..100_000u64 {
            if x.count_ones() % 2 == 1 {
                assert_eq!(mock_turtles(c), x);
                c += 1;
            }
        }
        assert_eq!(mock_turtles((1 << 63) - 1), u64::MAX - 1);
    }

    #[test]
    fn turning_at_most_four_and_five_coins_match_oeis() {
        let four = coin_values(A033623.len(), at_most(4));
        assert_eq!(four, A033623);
        let five = coin_values(A054016.len(), at_most(5));
        assert_eq!(five, A054016);
    }

    #[test]
    fn one_and_two_coins() {
        assert_eq!(coin_values(20, at_most(1)), [1; 20]);
        let turtles = coin_values(40, at_most(2));
        assert!((0..40).all(|c| turtles[c] as usize == c + 1));
    }

    #[test]
    fn ruler_is_the_largest_power_of_two() {
        let n = 300;
        let by_rule = coin_values(n, ruler_moves);
        for place in 1..=n {
            // The largest power of 2 dividing `place`, by trial.
            let power = (0..10)
                .map(|a| 1u64 << a)
                .filter(|p| place as u64 % p == 0)
                .max();
            assert_eq!(ruler(place as u64), power.unwrap(), "place {place}");
            assert_eq!(by_rule[place - 1], ruler(place as u64));
        }
    }

    #[test]
    fn the_rules_list_what_they_say() {
        let mut sets = at_most(3)(3);
        sets.sort();
        let expected: Vec<Vec<usize>> = vec![
            vec![],
            vec![0],
            vec![1],
            vec![1, 0],
            vec![2],
            vec![2, 0],
            vec![2, 1],
        ];
        assert_eq!(sets, expected);
        assert_eq!(ruler_moves(2), [vec![], vec![1], vec![0, 1]]);
        assert_eq!(turnips_moves(5), [vec![3, 4], vec![1, 3]]);
        assert!(turnips_moves(1).is_empty());
    }
}

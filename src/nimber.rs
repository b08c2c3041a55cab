//! Nimbers: nim addition (XOR) and nim multiplication on `u64`, the field
//! of order `2^64` (Library Checker "nim_product_64").
//!
//! # The definition
//! The nim product is defined by the same rule as Grundy values,
//!
//! `a ⊗ b = mex{ (a' ⊗ b) ^ (a ⊗ b') ^ (a' ⊗ b') : a' < a, b' < b }`,
//!
//! and with XOR as addition the non-negative integers form a field of
//! characteristic 2 (Conway, *On Numbers and Games*, ch. 6). For every `k`
//! the numbers below `2^(2^k)` are a subfield, so `u64` holds the field of
//! order `2^64`. The multiplication is associative, commutative and
//! distributes over XOR; 0 and 1 are its zero and one.
//!
//! # Splitting a product in halves
//! Call `F = 2^(2^k)` a *Fermat 2-power*. Two facts from the definition
//! (Conway's theorem 49) compute everything:
//! 1. `x ⊗ F = x · F` (the ordinary product) for `x < F`;
//! 2. `F ⊗ F = F ^ (F / 2)` (that is, `3F/2`).
//!
//! Below `F^2`, write `a = a1·F ^ a0` and `b = b1·F ^ b0` with halves below
//! `F` (by fact 1, `a1·F = a1 ⊗ F`). Distributing, with fact 2,
//!
//! `a ⊗ b = (a1⊗b1)⊗(F ^ F/2) ^ (a1⊗b0 ^ a0⊗b1)⊗F ^ a0⊗b0`
//!
//! and `a1⊗b1 ^ a1⊗b0 ^ a0⊗b1 = (a1^a0)⊗(b1^b0) ^ a0⊗b0`, so the high half
//! is `(a1^a0)⊗(b1^b0) ^ a0⊗b0` and the low half `a0⊗b0 ^ (a1⊗b1)⊗(F/2)`:
//! three products of halves and one product by the constant `F/2`, all in
//! the subfield below `F`. [`nim_product`] applies this recursively down to
//! single bits, where `⊗` is AND (at most 1 + 4 + ... + 4^6 = 5461 calls). [`NimField`]
//! stops at bytes, whose 65,536 products it tabulates once (64 KiB), and
//! multiplies by `F/2` through the same facts: a 64-bit product costs 48
//! table lookups.
//!
//! # Inverse
//! The non-zero elements form a group of order `2^64 - 1`, so
//! `a ⊗ a^(2^64 - 2) = 1`: [`NimField::inverse`] computes that power.
//!
//! # Coin turning and the Tartan theorem
//! In a coin-turning game a position is a set of heads; a move turns over a
//! set of coins allowed by the rules, the last of which must go from heads to
//! tails. A position is the sum of its single heads (turning a tail to heads
//! is the same as adding a second copy of a coin, and two copies cancel), so
//! its Grundy value is the XOR of the values of its heads.
//!
//! In *Ruler*, coins sit at `1, 2, 3, ...`, and a move turns over any run of
//! consecutive coins `x-k+1, ..., x` ending at a head `x`; the value of a head
//! at `x` is the largest power of 2 dividing `x`. The Tartan theorem
//! (Winning Ways, ch. 14) says: if a move in the product game `G × H` on a
//! grid turns over the coins `(x, y)` for `x` in a set a move of `G` turns
//! over and `y` in a set a move of `H` turns over, then the value of a head
//! at `(x, y)` is `g(x) ⊗ h(y)`. *Rugs* = Ruler × Ruler turns over any
//! rectangle of coins whose bottom-right corner is a head, so a head at
//! `(x, y)` is worth `ruler(x) ⊗ ruler(y)`:
//!
//! ```
//! use cp_games::nimber::NimField;
//! let ruler = |x: u64| x & x.wrapping_neg();
//! let field = NimField::new();
//! // Heads at (2, 4), (6, 12) and (3, 5) in Rugs:
//! let value = [(2, 4), (6, 12), (3, 5)]
//!     .iter()
//!     .fold(0, |v, &(x, y)| v ^ field.product(ruler(x), ruler(y)));
//! // 2⊗4 = 8, 2⊗4 = 8 and 1⊗1 = 1: the first two cancel, the player to move wins.
//! assert_eq!(value, 1);
//! ```
//!
//! The module's tests play Rugs on a 4 × 4 grid by its rules and check this.

/// Returns the nim product `a ⊗ b` by the field-halving recursion (see the
/// module docs), without tables.
///
/// # Complexity
/// At most 5461 calls (four per level, six levels); use [`NimField`] for
/// many products.
///
/// # Example
/// ```
/// use cp_games::nimber::nim_product;
/// assert_eq!(nim_product(2, 2), 3);
/// assert_eq!(nim_product(3141, 5926), 14994);
/// ```
pub fn nim_product(a: u64, b: u64) -> u64 {
    product_below(a, b, 64)
}

/// `a ⊗ b` for `a, b < 2^bits`, `bits` a power of two.
fn product_below(a: u64, b: u64, bits: u32) -> u64 {
    if a <= 1 || b <= 1 {
        return a * b;
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let low = product_below(a0, b0, half);
    let cross = product_below(a1 ^ a0, b1 ^ b0, half);
    let high = product_below(a1, b1, half);
    let high_by_half_f = product_below(high, 1 << (half - 1), half);
    (cross ^ low) << half | (low ^ high_by_half_f)
}

/// The field of nimbers below `2^64`, with the products of bytes tabulated
/// for fast multiplication.
///
/// # Example
/// ```
/// use cp_games::nimber::NimField;
/// let field = NimField::new();
/// assert_eq!(field.product(5, 6), 8);
/// let a = 18_446_744_073_709_551_615;
/// assert_eq!(field.product(a, a), 11_290_409_524_105_353_207);
/// assert_eq!(field.product(a, field.inverse(a).unwrap()), 1);
/// ```
#[derive(Debug, Clone)]
pub struct NimField {
    /// `bytes[a << 8 | b] = a ⊗ b` for bytes `a`, `b` (an array, so that
    /// a masked index needs no bounds check).
    bytes: Box<[u8; 1 << 16]>,
}

/// `2^7 ⊗ 2^7`: the square of half the Fermat 2-power `2^8`.
const SQUARE_7: u8 = 0xDE;
/// `2^15 ⊗ 2^15`: the square of half the Fermat 2-power `2^16`.
const SQUARE_15: u16 = 0xDE4A;

impl Default for NimField {
    fn default() -> Self {
        Self::new()
    }
}

impl NimField {
    /// Builds the table of the 65,536 products of two bytes.
    ///
    /// # Complexity
    /// O(2^16) time, 64 KiB of memory.
    pub fn new() -> Self {
        // Bilinearity: row a is spanned by a ⊗ 2^k, and a ⊗ 2^k is the XOR
        // of 2^i ⊗ 2^k over the bits i of a.
        let mut bytes = Box::new([0u8; 1 << 16]);
        let mut unit = [[0u8; 8]; 8];
        for (i, row) in unit.iter_mut().enumerate() {
            for (k, cell) in row.iter_mut().enumerate() {
                *cell = product_below(1 << i, 1 << k, 8) as u8;
            }
        }
        for a in 1..256usize {
            let row = &mut bytes[a << 8..(a + 1) << 8];
            for b in 1..256usize {
                let k = b.trailing_zeros() as usize;
                let by_bit = (0..8)
                    .filter(|&i| a >> i & 1 == 1)
                    .fold(0, |x, i| x ^ unit[i][k]);
                row[b] = row[b & (b - 1)] ^ by_bit;
            }
        }
        NimField { bytes }
    }

    /// Returns the nim product `a ⊗ b`.
    ///
    /// # Complexity
    /// O(1): 48 lookups in a 64 KiB table.
    #[inline]
    pub fn product(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = (a >> 32, a as u32, b >> 32, b as u32);
        let low = self.product32(a0, b0);
        let cross = self.product32((a1 as u32) ^ a0, (b1 as u32) ^ b0);
        let high = self.product32(a1 as u32, b1 as u32);
        ((cross ^ low) as u64) << 32 | (low ^ self.times_2_31(high)) as u64
    }

    /// Returns `a ⊗ a`.
    ///
    /// # Complexity
    /// O(1).
    pub fn square(&self, a: u64) -> u64 {
        self.product(a, a)
    }

    /// Returns `a ⊗ a ⊗ ... ⊗ a` (`exponent` factors; 1 when it is 0).
    ///
    /// # Complexity
    /// O(log `exponent`) products.
    pub fn power(&self, mut a: u64, mut exponent: u64) -> u64 {
        let mut result = 1;
        while exponent > 0 {
            if exponent & 1 == 1 {
                result = self.product(result, a);
            }
            a = self.square(a);
            exponent >>= 1;
        }
        result
    }

    /// Returns the `x` with `a ⊗ x = 1`, or `None` for `a = 0`.
    ///
    /// # Complexity
    /// O(1): 126 products (`a^(2^64 - 2)`, the product of `a^(2^i)` for
    /// `i` in `1..64`).
    pub fn inverse(&self, a: u64) -> Option<u64> {
        if a == 0 {
            return None;
        }
        let (mut square, mut result) = (a, 1);
        for _ in 1..64 {
            square = self.square(square);
            result = self.product(result, square);
        }
        Some(result)
    }

    /// `a ⊗ b` for `a, b < 2^8`.
    #[inline]
    fn product8(&self, a: u32, b: u32) -> u32 {
        self.bytes[((a << 8 | b) & 0xFFFF) as usize] as u32
    }

    /// `a ⊗ b` for `a, b < 2^16`.
    #[inline]
    fn product16(&self, a: u32, b: u32) -> u32 {
        let (a1, a0, b1, b0) = (a >> 8, a & 0xFF, b >> 8, b & 0xFF);
        let low = self.product8(a0, b0);
        let cross = self.product8(a1 ^ a0, b1 ^ b0);
        let high = self.product8(a1, b1);
        (cross ^ low) << 8 | (low ^ self.product8(high, 0x80))
    }

    /// `a ⊗ 2^15` for `a < 2^16`: `2^15 = 2^7 ⊗ 2^8`, so with `F = 2^8` the
    /// high half is `(a1 ^ a0) ⊗ 2^7` and the low half `a1 ⊗ 2^7 ⊗ 2^7`.
    #[inline]
    fn times_2_15(&self, a: u32) -> u32 {
        let (a1, a0) = (a >> 8, a & 0xFF);
        self.product8(a1 ^ a0, 0x80) << 8 | self.product8(a1, SQUARE_7 as u32)
    }

    /// `a ⊗ b` for `a, b < 2^32`.
    #[inline]
    fn product32(&self, a: u32, b: u32) -> u32 {
        let (a1, a0, b1, b0) = (a >> 16, a & 0xFFFF, b >> 16, b & 0xFFFF);
        let low = self.product16(a0, b0);
        let cross = self.product16(a1 ^ a0, b1 ^ b0);
        let high = self.product16(a1, b1);
        (cross ^ low) << 16 | (low ^ self.times_2_15(high))
    }

    /// `a ⊗ 2^31` for `a < 2^32`, as in [`times_2_15`](Self::times_2_15)
    /// one level up.
    #[inline]
    fn times_2_31(&self, a: u32) -> u32 {
        let (a1, a0) = (a >> 16, a & 0xFFFF);
        self.times_2_15(a1 ^ a0) << 16 | self.product16(a1, SQUARE_15 as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nim products of every pair below `n` by the mex definition.
    fn mex_table(n: usize) -> Vec<Vec<u64>> {
        let mut t = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                let mut seen = vec![false; n * n + 1];
                for a2 in 0..a {
                    for b2 in 0..b {
                        let v = (t[a2][b] ^ t[a][b2] ^ t[a2][b2]) as usize;
                        if v < seen.len() {
                            seen[v] = true;
                        }
                    }
                }
                t[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        t
    }

    /// A splitmix64 stream, for reproducible random values.
    fn random_values(seed: u64, count: usize) -> Vec<u64> {
        let mut x = seed;
        (0..count)
            .map(|_| {
                x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let mut z = x;
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                z ^ (z >> 31)
            })
            .collect()
    }

    #[test]
    fn the_mex_definition_for_every_pair_below_64() {
        let table = mex_table(64);
        let field = NimField::new();
        for (a, row) in table.iter().enumerate() {
            for (b, &expected) in row.iter().enumerate() {
                assert_eq!(nim_product(a as u64, b as u64), expected, "{a} {b}");
                assert_eq!(field.product(a as u64, b as u64), expected, "{a} {b}");
            }
        }
        // The values everyone quotes: 2⊗2 = 3, 4⊗4 = 6, 8⊗8 = 13, 16⊗16 = 24.
        assert_eq!(
            [table[2][2], table[4][4], table[8][8], table[16][16]],
            [3, 6, 13, 24]
        );
    }

    #[test]
    fn the_byte_table_is_the_recursion_and_the_constants_are_right() {
        let field = NimField::new();
        for a in 0..256 {
            for b in 0..256 {
                assert_eq!(field.product8(a, b) as u64, nim_product(a as u64, b as u64));
            }
        }
        assert_eq!(nim_product(1 << 7, 1 << 7), SQUARE_7 as u64);
        assert_eq!(nim_product(1 << 15, 1 << 15), SQUARE_15 as u64);
    }

    #[test]
    fn fermat_two_powers_multiply_as_the_facts_say() {
        // Fact 1: x ⊗ F = x·F below F; fact 2: F ⊗ F = 3F/2.
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            for &x in &random_values(k, 100) {
                assert_eq!(nim_product(x % f, f), x % f * f, "F = {f}");
            }
            assert_eq!(nim_product(f, f), f ^ (f / 2), "F = {f}");
        }
    }

    #[test]
    fn the_tables_agree_with_the_recursion_on_random_values() {
        let field = NimField::new();
        let v = random_values(1, 20_000);
        for pair in v.chunks(2) {
            let (a, b) = (pair[0], pair[1]);
            assert_eq!(field.product(a, b), nim_product(a, b), "{a} {b}");
            // also with small and half-width operands
            assert_eq!(field.product(a >> 40, b), nim_product(a >> 40, b));
            assert_eq!(
                field.product(a as u32 as u64, b >> 32),
                nim_product(a as u32 as u64, b >> 32)
            );
        }
    }

    #[test]
    fn field_axioms_on_random_values() {
        let field = NimField::new();
        let v = random_values(2, 3000);
        for t in v.chunks(3) {
            let (a, b, c) = (t[0], t[1], t[2]);
            let p = |x, y| field.product(x, y);
            assert_eq!(p(a, b), p(b, a));
            assert_eq!(p(p(a, b), c), p(a, p(b, c)));
            assert_eq!(p(a, b ^ c), p(a, b) ^ p(a, c));
            assert_eq!(p(a, 1), a);
            assert_eq!(p(a, 0), 0);
            let inv = field.inverse(a).unwrap();
            assert_eq!(p(a, inv), 1, "{a}");
            assert_eq!(field.power(a, u64::MAX), 1, "the group has order 2^64 - 1");
        }
        assert_eq!(field.inverse(0), None);
        assert_eq!(field.inverse(1), Some(1));
        // 2 ⊗ 3 = 1 in the field of order 4.
        assert_eq!(field.inverse(2), Some(3));
    }

    #[test]
    fn the_library_checker_sample() {
        let field = NimField::new();
        let cases = [
            (5, 0, 0),
            (5, 1, 5),
            (5, 2, 10),
            (5, 3, 15),
            (5, 4, 2),
            (5, 5, 7),
            (5, 6, 8),
            (5, 7, 13),
            (5, 8, 3),
            (3141, 5926, 14994),
            (u64::MAX, u64::MAX, 11_290_409_524_105_353_207),
        ];
        for (a, b, expected) in cases {
            assert_eq!(field.product(a, b), expected);
            assert_eq!(nim_product(a, b), expected);
        }
    }

    /// Largest power of 2 dividing `x`: a Ruler head's value.
    fn ruler(x: usize) -> u64 {
        (x & x.wrapping_neg()) as u64
    }

    #[test]
    fn ruler_heads_by_game_tree_search() {
        // Coins 1..=10; a position is a bitmask of heads (bit x-1 for coin x).
        let n = 10;
        let mut g = vec![0u32; 1 << n];
        for pos in 1usize..1 << n {
            let mut seen = vec![false; 1 << n];
            for x in 1..=n {
                if pos >> (x - 1) & 1 == 0 {
                    continue;
                }
                // turn over coins x-k+1..=x
                for k in 1..=x {
                    let flip = ((1usize << k) - 1) << (x - k);
                    let next = pos ^ flip;
                    // coin x goes heads to tails, so the next position is smaller
                    seen[g[next] as usize] = true;
                }
            }
            g[pos] = seen.iter().position(|&s| !s).unwrap() as u32;
        }
        for x in 1..=n {
            assert_eq!(g[1 << (x - 1)] as u64, ruler(x), "coin {x}");
        }
    }

    #[test]
    fn rugs_on_a_4_by_4_grid_is_the_product_of_rulers() {
        // Coin (x, y) for x, y in 1..=4 is bit 4(y-1) + (x-1) of the position.
        let side = 4;
        let bit = |x: usize, y: usize| 1usize << (side * (y - 1) + (x - 1));
        let mut rectangles = Vec::new();
        for x in 1..=side {
            for y in 1..=side {
                for x0 in 1..=x {
                    for y0 in 1..=y {
                        let mut flip = 0;
                        for xi in x0..=x {
                            for yi in y0..=y {
                                flip |= bit(xi, yi);
                            }
                        }
                        rectangles.push((bit(x, y), flip));
                    }
                }
            }
        }
        // Every move turns the highest-numbered coin of its rectangle from
        // heads to tails, so the position number decreases: fill in order.
        let mut g = vec![0u8; 1 << (side * side)];
        let mut seen = [0u32; 256];
        for pos in 1usize..1 << (side * side) {
            for &(corner, flip) in &rectangles {
                if pos & corner != 0 {
                    seen[g[pos ^ flip] as usize] = pos as u32;
                }
            }
            g[pos] = (0..256).find(|&v| seen[v] != pos as u32).unwrap() as u8;
        }
        let field = NimField::new();
        for (pos, &grundy) in g.iter().enumerate() {
            let mut value = 0;
            for x in 1..=side {
                for y in 1..=side {
                    if pos & bit(x, y) != 0 {
                        value ^= field.product(ruler(x), ruler(y));
                    }
                }
            }
            assert_eq!(grundy as u64, value, "position {pos:#x}");
        }
    }
}

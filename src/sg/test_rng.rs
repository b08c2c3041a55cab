//! A small xorshift generator for the tests of `sg`, so that a failure is
//! reproducible from its seed.

/// Xorshift64 state (any non-zero seed).
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    /// A number in `0..n` (`n > 0`).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

//! A multiset of small values that answers its `mex` quickly: what a
//! sliding window of Grundy values needs, when a run of consecutive moves
//! `a..=b` sees the values `g(h-b..=h-a)` and each step adds one value and
//! drops one.

use crate::GrundyValue;

/// Counts of values below a fixed bound, with the least absent value on
/// demand.
///
/// A bit per value marks "count is 0"; above those bits, each level has a
/// bit per word of the level below, set when that word is non-zero, up to
/// a single word. Finding the least absent value reads one word per level.
#[derive(Debug, Clone)]
pub(crate) struct MexCounts {
    counts: Vec<u32>,
    /// `levels[0]`: bit `v` is set when `counts[v] == 0`; `levels[i + 1]`:
    /// bit `w` is set when word `w` of `levels[i]` is non-zero.
    levels: Vec<Vec<u64>>,
}

impl MexCounts {
    /// An empty multiset of values in `0..bound`; values at or above
    /// `bound` are ignored, so `bound` must exceed every mex asked for
    /// (the number of values added, plus one, always does).
    pub(crate) fn new(bound: usize) -> Self {
        let mut levels = Vec::new();
        let mut bits = bound.max(1);
        loop {
            let words = (bits - 1) / 64 + 1; // bits >= 1
            let mut level = vec![u64::MAX; words];
            if bits % 64 != 0 {
                level[words - 1] = (1u64 << (bits % 64)) - 1;
            }
            levels.push(level);
            if words == 1 {
                break;
            }
            bits = words;
        }
        MexCounts {
            counts: vec![0; bound.max(1)],
            levels,
        }
    }

    /// Adds one copy of `v`.
    #[inline]
    pub(crate) fn add(&mut self, v: GrundyValue) {
        let v = v.min(usize::MAX as GrundyValue) as usize;
        if let Some(c) = self.counts.get_mut(v) {
            *c += 1;
            if *c == 1 {
                self.flip(v);
            }
        }
    }

    /// Removes one copy of `v`, which must be present.
    #[inline]
    pub(crate) fn remove(&mut self, v: GrundyValue) {
        let v = v.min(usize::MAX as GrundyValue) as usize;
        if let Some(c) = self.counts.get_mut(v) {
            *c -= 1;
            if *c == 0 {
                self.flip(v);
            }
        }
    }

    /// Flips `v`'s bit (absent or not), and a level up the bit of each word
    /// that becomes zero or stops being zero: the two states of a word
    /// differ by one bit, so the climb stops at a word non-zero in both.
    #[inline]
    fn flip(&mut self, v: usize) {
        let mut i = v;
        for level in self.levels.iter_mut() {
            let was = level[i / 64];
            let now = was ^ 1u64 << (i % 64);
            level[i / 64] = now;
            if was != 0 && now != 0 {
                break;
            }
            i /= 64;
        }
    }

    /// The least value with count 0.
    #[inline]
    pub(crate) fn mex(&self) -> GrundyValue {
        let mut i = 0;
        for level in self.levels.iter().rev() {
            i = i * 64 + level[i].trailing_zeros() as usize;
        }
        i as GrundyValue
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    #[test]
    fn matches_a_plain_count_under_random_updates() {
        for bound in [1usize, 5, 64, 65, 200, 4096, 4097, 300_000] {
            let mut fast = MexCounts::new(bound);
            let mut plain = vec![0u32; bound];
            let mut present: Vec<u64> = Vec::new();
            let mut rng = Rng::new(bound as u64);
            for step in 0..20_000 {
                let r = (rng.next_u64() >> 33) as usize;
                if present.is_empty() || r % 3 != 0 {
                    // mostly small values, so that the mex moves around
                    let v = (r / 3 % (bound.min(300) + 1)) as u64;
                    fast.add(v);
                    if (v as usize) < bound {
                        plain[v as usize] += 1;
                    }
                    present.push(v);
                } else {
                    let v = present.swap_remove(r / 3 % present.len());
                    fast.remove(v);
                    if (v as usize) < bound {
                        plain[v as usize] -= 1;
                    }
                }
                let expected = plain.iter().position(|&c| c == 0).unwrap_or(bound) as u64;
                if (expected as usize) < bound {
                    assert_eq!(fast.mex(), expected, "bound {bound}, step {step}");
                }
            }
        }
    }
}

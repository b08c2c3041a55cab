//! Where a generated input's randomness comes from: a seeded generator, or
//! a recorded sequence of choices played back.
//!
//! Every random decision of the generator is one call of
//! [`Choices::pick`], and every call records the offset it chose (the value
//! minus the range's low end). Played back, a sequence gives the same input;
//! a sequence changed anywhere (shortened, values lowered) still gives a
//! valid input of the shape, because each offset is clamped to the range
//! asked for at that point and a missing one counts as 0. That is what lets
//! `stress` shrink an input without ever leaving its shape.

/// SplitMix64: small, fast and fully determined by its seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: &str, index: u64) -> Rng {
        let hash = seed.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        });
        Rng(hash ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value in `lo..=hi`: an end point one time in four, else of a
    /// uniformly chosen bit length, so that small and large values both
    /// come up whatever the range.
    pub fn value(&mut self, lo: u64, hi: u64) -> u64 {
        match self.next() % 8 {
            0 => lo,
            1 => hi,
            _ => {
                let bits = |x: u64| 64 - x.leading_zeros();
                let (b_lo, b_hi) = (bits(lo), bits(hi));
                let b = b_lo + (self.next() % u64::from(b_hi - b_lo + 1)) as u32;
                let start = if b == 0 { 0 } else { (1u64 << (b - 1)).max(lo) };
                let end = if b == 64 {
                    u64::MAX
                } else {
                    ((1u64 << b) - 1).min(hi)
                };
                start + self.next() % (end - start).saturating_add(1).max(1)
            }
        }
    }
}

/// The source of one input's random decisions.
pub struct Choices {
    /// `Some` while drawing fresh choices; `None` while playing back.
    rng: Option<Rng>,
    given: Vec<u64>,
    /// The offsets used so far: the sequence that reproduces this input.
    used: Vec<u64>,
    /// Sizes (see [`Choices::pick`]) are at most this.
    cap: u64,
}

impl Choices {
    /// Fresh choices from `rng`, sizes capped at `cap` (`u64::MAX`: none).
    pub fn random(rng: Rng, cap: u64) -> Choices {
        Choices {
            rng: Some(rng),
            given: Vec::new(),
            used: Vec::new(),
            cap,
        }
    }

    /// Plays `given` back (0 past its end), sizes capped at `cap`.
    pub fn replay(given: Vec<u64>, cap: u64) -> Choices {
        Choices {
            rng: None,
            given,
            used: Vec::new(),
            cap,
        }
    }

    /// The cap on sizes.
    pub fn cap(&self) -> u64 {
        self.cap
    }

    /// The choices made so far (each offset clamped to its range).
    pub fn used(&self) -> &[u64] {
        &self.used
    }

    /// A value in `lo..=hi` (`lo <= hi`). A `size` (a count, a length, a
    /// value of the input) is also kept at most `max(lo, cap)`; structural
    /// choices (which node, which letter, which order) are not.
    pub fn pick(&mut self, lo: u64, hi: u64, size: bool) -> u64 {
        debug_assert!(lo <= hi);
        let hi = if size { hi.min(self.cap.max(lo)) } else { hi };
        let offset = match &mut self.rng {
            Some(rng) => rng.value(lo, hi) - lo,
            None => self
                .given
                .get(self.used.len())
                .copied()
                .unwrap_or(0)
                .min(hi - lo),
        };
        self.used.push(offset);
        lo + offset
    }

    /// A permutation of `0..n` (the identity when every choice is 0).
    pub fn permutation(&mut self, n: usize) -> Vec<usize> {
        let mut p: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            let back = self.pick(0, i as u64, false) as usize;
            p.swap(i, i - back);
        }
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_stay_in_range_and_reach_both_ends() {
        for (lo, hi) in [
            (0, 0),
            (1, 1),
            (0, u64::MAX),
            (5, 9),
            (1, 1_000_000_000_000_000_000),
        ] {
            let mut rng = Rng::new("t", lo ^ hi);
            let drawn: Vec<u64> = (0..400).map(|_| rng.value(lo, hi)).collect();
            assert!(drawn.iter().all(|v| (lo..=hi).contains(v)), "{lo} {hi}");
            assert!(drawn.contains(&lo) && drawn.contains(&hi));
        }
    }

    #[test]
    fn playing_back_the_used_choices_repeats_them() {
        let mut fresh = Choices::random(Rng::new("p", 3), u64::MAX);
        let drawn: Vec<u64> = (0..50)
            .map(|i| fresh.pick(i, 3 * i + 7, i % 2 == 0))
            .collect();
        let mut again = Choices::replay(fresh.used().to_vec(), u64::MAX);
        let replayed: Vec<u64> = (0..50)
            .map(|i| again.pick(i, 3 * i + 7, i % 2 == 0))
            .collect();
        assert_eq!(drawn, replayed);
    }

    #[test]
    fn played_back_choices_are_clamped_and_default_to_the_low_end() {
        let mut c = Choices::replay(vec![100, 2], 5);
        assert_eq!(c.pick(10, 20, false), 20);
        assert_eq!(c.pick(1, 100, true), 3);
        assert_eq!(c.pick(7, 9, false), 7);
        assert_eq!(c.used(), &[10, 2, 0]);
        // The cap bounds sizes, never below the range's low end.
        let mut capped = Choices::random(Rng::new("c", 0), 5);
        for _ in 0..100 {
            assert!(capped.pick(0, 1000, true) <= 5);
            assert_eq!(capped.pick(8, 1000, true), 8);
        }
    }

    #[test]
    fn permutations_are_permutations() {
        let mut c = Choices::random(Rng::new("perm", 0), u64::MAX);
        for n in 0..30 {
            let mut p = c.permutation(n);
            p.sort_unstable();
            assert_eq!(p, (0..n).collect::<Vec<_>>());
        }
        assert_eq!(Choices::replay(vec![], 0).permutation(4), vec![0, 1, 2, 3]);
    }
}

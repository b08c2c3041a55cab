//! Shrinking a failing input, as a sequence of numbers: the passes that
//! `cargo xtask stress` (whose numbers are the choices its input shapes
//! are generated from) and `cargo cp-games stress` (whose numbers are the
//! input's tokens) share.

/// Numbers from this one on stand for negative integers, `-(v - NEGATIVE)`
/// (`cargo cp-games stress` reads `-m` as `NEGATIVE + m`): lowering one
/// to 0 tries 0, and bisection stays among the negative ones, toward
/// `-1`.
pub const NEGATIVE: u64 = 1 << 62;

/// Candidates tried at most while shrinking.
pub const SHRINK_RUNS: usize = 20_000;

/// Shorter first, then lexicographically smaller.
pub fn smaller(a: &[u64], b: &[u64]) -> bool {
    (a.len(), a) < (b.len(), b)
}

/// Something to shrink: the smallest sequence that still fails, and a way
/// to try a candidate.
pub trait Target {
    /// The smallest failing sequence so far.
    fn best(&self) -> &[u64];
    /// Tries `candidate`; keeps it (and returns `true`) if it is smaller
    /// and still fails.
    fn attempt(&mut self, candidate: Vec<u64>) -> Result<bool, String>;
    /// Candidates run so far.
    fn runs(&self) -> usize;
}

/// Shrinks `target` until a round of every pass changes nothing, or
/// [`SHRINK_RUNS`] candidates ran. `progress` hears one line per round.
pub fn shrink(target: &mut dyn Target, progress: &mut dyn FnMut(&str)) -> Result<(), String> {
    let best = |t: &dyn Target| t.best().to_vec();
    loop {
        let before = best(target);
        // Delete runs of numbers (values of a list, whole test cases).
        for k in [16, 8, 4, 2, 1] {
            let mut i = 0;
            while i + k <= target.best().len() {
                let mut c = best(target);
                c.drain(i..i + k);
                if !target.attempt(c)? {
                    i += 1;
                }
            }
        }
        // Lower a count and delete what it counted.
        for i in 0..target.best().len() {
            for k in [1, 2, 4, 8] {
                if i >= target.best().len() || target.best()[i] == 0 {
                    break;
                }
                let mut c = best(target);
                c[i] -= 1;
                let end = (i + 1 + k).min(c.len());
                c.drain(i + 1..end);
                target.attempt(c)?;
            }
        }
        // Move value from a number to one of the next few: one test case
        // fewer and a longer list in the other, or two values swapped so
        // that the smaller comes first.
        for i in 0..target.best().len() {
            for j in i + 1..(i + 9).min(target.best().len()) {
                if j >= target.best().len() || target.best()[i] == 0 {
                    break;
                }
                let mut c = best(target);
                c[j] = c[j].saturating_add(c[i]);
                c[i] = 0;
                if !target.attempt(c)? {
                    let mut c = best(target);
                    c[i] -= 1;
                    c[j] = c[j].saturating_add(1);
                    target.attempt(c)?;
                }
            }
        }
        // Lower single numbers: to 0, else by bisection.
        for i in 0..target.best().len() {
            if i >= target.best().len() || target.best()[i] == 0 {
                continue;
            }
            let mut c = best(target);
            c[i] = 0;
            if target.attempt(c)? {
                continue;
            }
            let v = target.best()[i];
            let (mut fails, mut works) = (if v > NEGATIVE { NEGATIVE } else { 0 }, v);
            while fails + 1 < works && i < target.best().len() {
                let mid = fails + (works - fails) / 2;
                let mut c = best(target);
                c[i] = mid;
                if target.attempt(c)? {
                    works = mid;
                } else {
                    fails = mid;
                }
            }
        }
        progress(&format!("shrinking: {} runs", target.runs()));
        if best(target) == before || target.runs() >= SHRINK_RUNS {
            return Ok(());
        }
    }
}

//! AcWing 890, count multiples: `n m`, then `m` divisors; how many of
//! `1..=n` some divisor divides
//!
//! Accepted: `1 <= n <= 10^18`, `1 <= m <= 64`, divisors in `1..=10^18`:
//! any, not only primes; repeats allowed
use cp_games::inclusion_exclusion::count_multiples_within;
use cp_games::input::InputError;
use cp_games::judge::run;

/// Work allowed before an input is refused: 2^24 units is at most about a
/// second and 100 MB here (see `benches/worst.py`), e.g. the 64 smallest
/// primes with n = 10^18 are refused rather than left to run for hours.
const MAX_WORK: usize = 1 << 24;

fn main() {
    run(|input| {
        let n: u64 = input.read("n", 1..=1_000_000_000_000_000_000)?;
        let m: usize = input.read("m", 1..=64)?;
        let divisors: Vec<u64> = input.values(m, "divisor", 1..=1_000_000_000_000_000_000)?;
        let count = count_multiples_within(n, &divisors, MAX_WORK).ok_or_else(|| {
            InputError(format!(
                "counting needs more than {MAX_WORK} steps (too many distinct lcm values <= n); refusing rather than running for minutes"
            ))
        })?;
        Ok(count.to_string())
    })
}

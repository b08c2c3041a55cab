//! AcWing 890: how many integers in 1..=n are divisible by at least one of m
//! given numbers. Input: `n m`, then the m divisors (any positive integers).
use cp_games::inclusion_exclusion::count_multiples_within;
use cp_games::input::InputError;
use cp_games::judge::run;

/// Distinct lcm values at most: reaching it takes at most about 2 s and 400 MB
/// (when divisors share factors; pairwise coprime ones need no memory).
/// Inputs beyond it (e.g. the 64 smallest primes with n = 10^18) are refused
/// rather than left to run for minutes.
const MAX_TERMS: usize = 1 << 22;

fn main() {
    run(|input| {
        let n: u64 = input.read("n", 1..=1_000_000_000_000_000_000)?;
        let m: usize = input.read("m", 1..=64)?;
        let divisors: Vec<u64> = input.values(m, "divisor", 1..=1_000_000_000_000_000_000)?;
        let count = count_multiples_within(n, &divisors, MAX_TERMS).ok_or_else(|| {
            InputError(format!(
                "more than {MAX_TERMS} distinct lcm values <= n; this input is too large to count"
            ))
        })?;
        Ok(count.to_string())
    })
}

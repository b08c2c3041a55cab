//! Codeforces 1091H, New Year and the Tricolore Recreation: `n f`, then
//! `n` lines `b w r`; the winner (`Alice` / `Bob`) when Alice starts, then
//! when Bob starts
//!
//! Accepted: `1 <= n <= 10^5`, `2 <= f <= 2*10^5`,
//! `-10^5 <= b < w < r <= 10^5`
//!
//! A move shifts tokens by `k`, a prime or a product of two primes other
//! than `f`. Both players can shrink either gap of a row (`w - b - 1` and
//! `r - w - 1`) by `k`, so each gap is a heap of the subtraction game on
//! those `k`, valued by a bitset Grundy table; the first player wins iff
//! the XOR of all gaps' values is non-zero.
use cp_games::judge::run;
use cp_games::sg::divisor::Omegas;
use cp_games::sg::subtraction::bitset::{grundy_sequence, MoveBits};

const E5: i64 = 100_000;

fn main() {
    run(|input| {
        let n: usize = input.read("n", 1..=100_000)?;
        let f: usize = input.read("f", 2..=200_000)?;
        let mut gaps: Vec<usize> = Vec::with_capacity(2 * n);
        for i in 1..=n {
            let b = input.read_signed_with(|| format!("b of row {i}"), -E5..=E5 - 2)?;
            let w = input.read_signed_with(|| format!("w of row {i}"), b + 1..=E5 - 1)?;
            let r = input.read_signed_with(|| format!("r of row {i}"), w + 1..=E5)?;
            gaps.push((w - b - 1) as usize);
            gaps.push((r - w - 1) as usize);
        }
        // Heaps up to the largest gap (at most 2*10^5 - 2) are enough.
        let len = gaps.iter().max().map_or(1, |&g| g + 1);
        let omegas = Omegas::new(len);
        let mut moves = MoveBits::from_fn(len, |k| matches!(omegas.grundy(k), 1 | 2));
        moves.remove(f);
        let values = grundy_sequence(&moves);
        let sum = gaps.iter().fold(0, |x, &gap| x ^ values[gap]);
        Ok(if sum != 0 { "Alice\nBob" } else { "Bob\nAlice" }.to_string())
    })
}

//! AtCoder ABC212 H, Nim Counting: `N K`, then `A_1 .. A_K`; how many
//! sequences of 1 to `N` heaps with sizes from `A` the first player wins at
//! Nim, mod 998244353
//!
//! Accepted: `1 <= N <= 2*10^5`, `1 <= K <= 2^16 - 1`, `1 <= A_i <= 2^16 - 1`,
//! distinct (a repeated value is refused)
//!
//! The first player wins exactly when the nim-sum is non-zero; the
//! sequences are counted with the Walsh–Hadamard transform.
use cp_games::input::InputError;
use cp_games::judge::run;
use cp_games::nim::counting::count_nonzero_nim_sums;

const MAX: u32 = (1 << 16) - 1;

fn main() {
    run(|input| {
        let n: u64 = input.read("N", 1..=200_000)?;
        let k: usize = input.read("K", 1..=MAX as usize)?;
        let sizes: Vec<u32> = input.values(k, "A", 1..=MAX)?;
        let mut seen = vec![false; MAX as usize + 1];
        for &a in &sizes {
            if std::mem::replace(&mut seen[a as usize], true) {
                return Err(InputError(format!("A: the value {} is given twice", a)));
            }
        }
        Ok(count_nonzero_nim_sums(&sizes, n).to_string())
    })
}

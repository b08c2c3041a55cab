//! AtCoder ARC116 F, Deque Game: `K`, then `K` lines `N_i A_i,1 .. A_i,N_i`;
//! the sum of the elements left under best play
//!
//! Accepted: `1 <= K <= 2*10^5`, `1 <= N_i`, `N_1 + .. + N_K <= 2*10^5`,
//! `1 <= A_i,j <= 10^9`
//!
//! Takahashi (first, maximising) and Aoki (minimising) delete the first or
//! last element of a sequence of length 2 or more until all have length 1.
use cp_games::judge::run;
use cp_games::stones::deque_game::final_sum;
use cp_games::Side;

const MAX_TOTAL: usize = 200_000;

fn main() {
    run(|input| {
        let k: usize = input.read("K", 1..=MAX_TOTAL)?;
        let mut values: Vec<u64> = Vec::new();
        let mut ends: Vec<usize> = Vec::with_capacity(k);
        for i in 1..=k {
            // Room for this sequence, leaving one element for each later one.
            let room = MAX_TOTAL - values.len() - (k - i);
            let n: usize = input.read_with(|| format!("N_{i}"), 1..=room)?;
            input.with_values(n, &format!("A_{i}"), 1..=1_000_000_000, |a| {
                values.extend(a)
            })?;
            ends.push(values.len());
        }
        let mut start = 0;
        let sequences: Vec<&[u64]> = ends
            .iter()
            .map(|&end| {
                let seq = &values[start..end];
                start = end;
                seq
            })
            .collect();
        Ok(final_sum(&sequences, Side::Left).to_string())
    })
}

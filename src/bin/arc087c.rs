//! AtCoder ARC087 C, Prefix-free Game: `N L`, then `N` binary strings;
//! `Alice` if the first player wins, else `Bob`
//!
//! Accepted: `1 <= N <= 10^5`, `1 <= L <= 10^18`, strings of `0` and `1`
//! of lengths `1..=L`, `10^5` characters in all; a set that is not
//! prefix-free (a string a prefix of another, or two equal) is refused,
//! naming the two strings
//!
//! A move adds a string of length `1..=L` that keeps the set prefix-free;
//! who cannot move loses.
use cp_games::input::InputError;
use cp_games::judge::run;
use cp_games::sg::prefix_free::grundy;

/// The most characters in all, the judge's limit.
const TOTAL: usize = 100_000;

fn main() {
    run(|input| {
        let n: usize = input.read("N", 1..=100_000)?;
        let max_len: u64 = input.read("L", 1..=1_000_000_000_000_000_000)?;
        let longest = if max_len < TOTAL as u64 {
            max_len as usize
        } else {
            TOTAL
        };
        let mut strings = Vec::with_capacity(n);
        let mut total = 0;
        for i in 1..=n {
            let s = input.word(&format!("string {i} of {n}"), b"01", 1..=longest)?;
            total += s.len();
            if total > TOTAL {
                return Err(InputError(format!(
                    "string {i} of {n}: the strings have more than {TOTAL} characters in all"
                )));
            }
            strings.push(s);
        }
        let value = grundy(&strings, max_len).map_err(|e| InputError(e.to_string()))?;
        Ok(if value != 0 { "Alice" } else { "Bob" }.to_string())
    })
}

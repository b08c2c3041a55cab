//! Fibonacci Nim (HDU 2516): one pile of `n >= 2` stones; the first move
//! takes at least one stone but not all; afterwards each move takes between
//! 1 and twice the number the opponent just took. Whoever takes the last
//! stone wins.
//!
//! Every positive integer is uniquely a sum of non-consecutive Fibonacci
//! numbers `1, 2, 3, 5, 8, ...` (Zeckendorf); write `z(s)` for the smallest
//! term of `s`. Theorem (Whinihan): with `s >= 1` stones left and at most
//! `q` to take, the player to move wins exactly when `z(s) <= q`, and taking
//! `z(s)` stones wins. At the start `q = n - 1`, so the first player loses
//! exactly when `z(n) = n`, that is when `n` is a Fibonacci number.
//!
//! Proof, by induction on `s`. Let `z(s) = F_i` (with `F_2 = 1, F_3 = 2`).
//!
//! - If `F_i <= q`, take `F_i`. Either nothing is left (a win), or the rest
//!   `s - F_i` consists of the other Zeckendorf terms of `s`, all at least
//!   `F_{i+2} = F_{i+1} + F_i > 2 F_i`; so the opponent, allowed at most
//!   `2 F_i`, faces `z > q` and loses.
//! - If `F_i > q`, any take `t` is below `F_i`. Then `s - t` is the other
//!   terms of `s` plus `r = F_i - t`, where `0 < r < F_i`, so `z(s - t) =
//!   z(r)`. Say `z(r) = F_k`: the terms of `r` are non-consecutive, below
//!   `F_i` and at least `F_k`, so `r <= F_k + F_{k+2} + ... + F_{i-1} =
//!   F_i - F_{k-1}`. Hence `t = F_i - r >= F_{k-1}` and the opponent's
//!   limit `2t >= 2 F_{k-1} >= F_k = z(s - t)`: the opponent wins.
//!
//! (With `s <= q` the player takes everything; that is the case `z(s) <= s
//! <= q`.)

/// The Fibonacci numbers `F_2 = 1, F_3 = 2, ..., F_93`: every one that fits
/// in a `u64`.
const FIBONACCI: [u64; 92] = fibonacci_table();

const fn fibonacci_table() -> [u64; 92] {
    let mut f = [0u64; 92];
    f[0] = 1;
    f[1] = 2;
    let mut i = 2;
    while i < 92 {
        f[i] = f[i - 1] + f[i - 2];
        i += 1;
    }
    f
}

/// Returns the smallest term of the Zeckendorf representation of `s`, or
/// `None` for `s = 0` (the empty sum).
///
/// # Complexity
/// O(log s): the greedy representation, from the largest Fibonacci number
/// at most `s` down.
///
/// # Example
/// ```
/// use cp_games::nim::fibonacci::smallest_zeckendorf_term;
/// assert_eq!(smallest_zeckendorf_term(10_000), Some(2)); // 6765 + 2584 + 610 + 34 + 5 + 2
/// assert_eq!(smallest_zeckendorf_term(12), Some(1)); // 8 + 3 + 1
/// assert_eq!(smallest_zeckendorf_term(13), Some(13));
/// assert_eq!(smallest_zeckendorf_term(0), None);
/// ```
pub fn smallest_zeckendorf_term(s: u64) -> Option<u64> {
    let mut rest = s;
    // The largest Fibonacci number at most `rest`; each greedy step leaves
    // less than the next smaller one, so the scan only goes down.
    let mut i = FIBONACCI.partition_point(|&f| f <= rest);
    let mut last = None;
    while rest > 0 {
        i -= 1;
        if FIBONACCI[i] <= rest {
            rest -= FIBONACCI[i];
            last = Some(FIBONACCI[i]);
        }
    }
    last
}

/// Returns whether `n` is a Fibonacci number (`0, 1, 2, 3, 5, 8, ...`).
///
/// # Complexity
/// O(log n).
pub fn is_fibonacci(n: u64) -> bool {
    n == 0 || FIBONACCI.binary_search(&n).is_ok()
}

/// Returns how many stones to take to win, with `stones` left and at most
/// `limit` allowed this move (any `u64` values), or `None` when the player
/// to move loses (also when no stone is left).
///
/// The take is `z(stones)`, the smallest Zeckendorf term, when it is at
/// most `limit`; see the module docs for why that wins and why nothing wins
/// otherwise.
///
/// # Complexity
/// O(log stones).
///
/// # Example
/// ```
/// use cp_games::nim::fibonacci::winning_take;
/// // 12 = 8 + 3 + 1: take 1; the opponent may take at most 2 of the 11 = 8 + 3
/// assert_eq!(winning_take(12, 4), Some(1));
/// // 11 = 8 + 3 with at most 2 to take: lost
/// assert_eq!(winning_take(11, 2), None);
/// ```
pub fn winning_take(stones: u64, limit: u64) -> Option<u64> {
    smallest_zeckendorf_term(stones).filter(|&z| z <= limit)
}

/// Returns whether the first player wins Fibonacci Nim on a pile of `n`:
/// exactly when `n` is not a Fibonacci number.
///
/// For `n <= 1` there is no legal first move (it must leave a stone), so
/// the first player loses.
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use cp_games::nim::fibonacci::first_player_wins;
/// assert!(!first_player_wins(2));
/// assert!(!first_player_wins(13));
/// assert!(first_player_wins(10_000));
/// ```
pub fn first_player_wins(n: u64) -> bool {
    !is_fibonacci(n)
}

/// Returns the pile a winning first move on a pile of `n` leaves (the
/// position after the move; it takes the smallest term of `n`'s
/// Zeckendorf representation, and the opponent may then take up to twice
/// that), or `None` when `n` is a Fibonacci number and the first player
/// loses. [`winning_take`] gives the stones taken from any position.
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use cp_games::nim::fibonacci::winning_move;
/// // 10000 = 6765 + 2584 + 610 + 34 + 5 + 2: take 2
/// assert_eq!(winning_move(10_000), Some(9_998));
/// assert_eq!(winning_move(13), None);
/// ```
pub fn winning_move(n: u64) -> Option<u64> {
    // The first move takes 1..=n - 1: all but the last stone.
    winning_take(n, n.saturating_sub(1)).map(|take| n - take)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `wins[s][q]`: whether the player to move wins with `s` stones left
    /// and at most `q` allowed (`q <= s`; a larger limit is the same as
    /// `s`), by playing the rule: take `t` in `1..=q`, after which the
    /// opponent may take up to `2t`. No Fibonacci numbers involved.
    fn brute_table(max: usize) -> Vec<Vec<bool>> {
        let mut wins: Vec<Vec<bool>> = Vec::with_capacity(max + 1);
        for s in 0..=max {
            let mut row = vec![false; s + 1];
            for q in 1..=s {
                // Taking all (t = s) leaves the opponent no move: a win.
                row[q] = row[q - 1] || {
                    let t = q;
                    t == s || !wins[s - t][(2 * t).min(s - t)]
                };
            }
            wins.push(row);
        }
        wins
    }

    #[test]
    fn matches_game_tree_search_on_every_position() {
        let max = 400;
        let wins = brute_table(max);
        for s in 0..=max {
            for q in 0..=s {
                let take = winning_take(s as u64, q as u64);
                assert_eq!(take.is_some(), wins[s][q], "s {s} q {q}");
                if let Some(t) = take {
                    let t = t as usize;
                    assert!(t >= 1 && t <= q, "s {s} q {q} t {t}");
                    assert!(
                        t == s || !wins[s - t][(2 * t).min(s - t)],
                        "s {s} q {q} t {t}"
                    );
                }
            }
            // The start: the first move may take 1..=s - 1.
            let start = s >= 2 && wins[s][s - 1];
            assert_eq!(first_player_wins(s as u64), start, "n {s}");
            assert_eq!(
                winning_move(s as u64),
                winning_take(s as u64, s.saturating_sub(1) as u64).map(|t| s as u64 - t)
            );
        }
    }

    #[test]
    fn fibonacci_numbers_by_their_recurrence() {
        let (mut a, mut b) = (0u64, 1u64);
        let mut fibs = vec![];
        while let Some(c) = a.checked_add(b) {
            fibs.push(b);
            (a, b) = (b, c);
        }
        fibs.push(b);
        // 1, 1, 2, ..., F_93 = 12200160415121876738 (OEIS A000045)
        assert_eq!(*fibs.last().unwrap(), 12_200_160_415_121_876_738);
        assert_eq!(&fibs[1..], &FIBONACCI[..]);
        for &f in &fibs {
            assert!(is_fibonacci(f) && !first_player_wins(f));
            assert_eq!(smallest_zeckendorf_term(f), Some(f));
        }
    }

    #[test]
    fn judge_sample_and_large_piles() {
        assert!(!first_player_wins(2));
        assert!(!first_player_wins(13));
        assert!(first_player_wins(10_000));
        // Representations checked against the definition (non-consecutive
        // Fibonacci numbers summing to n), which makes them unique.
        for n in [
            1_000_000_000_000_000_000u64,
            999_999_999_999_999_999,
            u64::MAX,
            12_200_160_415_121_876_737,
            (1 << 31) - 1,
        ] {
            let terms = zeckendorf_by_search(n);
            assert_eq!(terms.iter().sum::<u64>(), n);
            assert_eq!(smallest_zeckendorf_term(n), terms.last().copied());
            assert_eq!(first_player_wins(n), terms.len() > 1);
        }
    }

    /// The Zeckendorf terms of `n`, largest first, from a freshly built
    /// list of Fibonacci numbers; asserts that no two are consecutive.
    fn zeckendorf_by_search(n: u64) -> Vec<u64> {
        let mut fibs = vec![1u64, 2];
        while let Some(next) = fibs[fibs.len() - 1].checked_add(fibs[fibs.len() - 2]) {
            fibs.push(next);
        }
        let mut rest = n;
        let mut picked: Vec<usize> = vec![];
        while rest > 0 {
            let i = fibs.iter().rposition(|&f| f <= rest).unwrap();
            if let Some(&prev) = picked.last() {
                assert!(prev >= i + 2, "consecutive terms for {n}");
            }
            picked.push(i);
            rest -= fibs[i];
        }
        picked.iter().map(|&i| fibs[i]).collect()
    }

    proptest::proptest! {
        /// Past the brute force: the winning take leaves the opponent a
        /// position whose smallest term exceeds the new limit, and a take
        /// below the smallest term leaves the opponent a win.
        #[test]
        fn the_winning_take_hands_over_a_lost_position(n in 2u64..=1_000_000_000_000_000_000, t in 1u64..1000) {
            let z = smallest_zeckendorf_term(n).unwrap();
            if z < n {
                proptest::prop_assert!(smallest_zeckendorf_term(n - z).unwrap() > 2 * z);
            }
            if t < z {
                proptest::prop_assert!(smallest_zeckendorf_term(n - t).unwrap() <= 2 * t);
            }
        }
    }
}

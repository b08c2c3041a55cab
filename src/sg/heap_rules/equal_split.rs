//! Splitting a heap into `M >= 2` near-equal heaps (Luogu P3235, HNOI2014
//! 江南乐): a move picks a heap of at least `F` stones and some `M >= 2`
//! (at most the heap, as every part is non-empty), and replaces it by `M`
//! heaps whose sizes differ by at most 1; who cannot move loses.
//!
//! **Values.** Splitting `x` into `M` parts leaves `r = x mod M` heaps of
//! `q + 1` and `M - r` heaps of `q`, `q = ⌊x / M⌋`: by Sprague–Grundy the
//! option is worth `[r odd]·G(q + 1) ^ [(M - r) odd]·G(q)` (equal heaps
//! cancel in pairs), and
//!
//! `G(x) = 0` for `x < F`, else `G(x) = mex` of those over `2 <= M <= x`.
//!
//! **O(sqrt x) quotients.** `q = ⌊x / M⌋` takes fewer than `2·sqrt(x)`
//! values, each on a block `M in l..=⌊x / q⌋`. Inside a block
//! `r = x - qM ≡ x - qM` and `M - r = (q + 1)M - x` (mod 2) depend only on
//! the parity of `M`, so the block's options are those of `M = l` and (if
//! it is in the block) `M = l + 1`. The table up to `X` is built upwards in
//! O(X sqrt X) time, without recursion; every value is at most the number
//! of options, below `2·(2·sqrt(X) + 1)`.
//!
//! **No division.** Every block is reached through `x / k` and `x mod k`
//! for `k <= sqrt(x) + 1`: each `M <= sqrt(x)` on its own (`q = x / M`),
//! and each larger `M` by its quotient `q <= sqrt(x)`, whose block is
//! `x / (q + 1) < M <= x / q`. Those quotients and remainders step by one
//! as `x` grows, and the parities pick table entries by masks, not
//! branches: 0.15 s for `X = 10^5`, `F = 1`, against 0.37 s dividing and
//! branching (`luogu3235` on 99 games of 99 heaps near `10^5`).
//!
//! The tests check the table against [`Table`](super::Table) fed every `M`
//! with every part (the plain mex), and whole games against a game-tree
//! search that splits actual heaps.

use crate::{GrundyValue, Outcome};

/// Returns `G(x)` for every `x <= max_heap`, splits allowed from `f`
/// stones on.
///
/// # Complexity
/// O(`max_heap`^1.5) time, O(`max_heap`) memory.
///
/// # Example
/// ```
/// use cp_games::sg::heap_rules::equal_split::grundy_table;
/// // F = 3: heaps 1 and 2 cannot move; 3 -> 1+1+1 or 2+1, both worth 0.
/// assert_eq!(&grundy_table(3, 5)[1..], [0, 0, 1, 1, 2]);
/// ```
pub fn grundy_table(f: usize, max_heap: usize) -> Vec<GrundyValue> {
    let mut g: Vec<GrundyValue> = vec![0; max_heap + 1];
    let start = f.max(2);
    if start > max_heap {
        return g;
    }
    // seen[v] == x marks v as an option value of x (x >= 2, never 0).
    let mut seen: Vec<usize> = Vec::new();
    // quot[k] = x / k and rem[k] = x % k for 1 <= k <= s + 1, s = isqrt(x):
    // advanced by one as x grows, so the loop below divides nowhere.
    let mut s = 1;
    while (s + 1) * (s + 1) <= start {
        s += 1;
    }
    let mut quot: Vec<usize> = (0..=s + 1)
        .map(|k| start.checked_div(k).unwrap_or(0))
        .collect();
    let mut rem: Vec<usize> = (0..=s + 1)
        .map(|k| start.checked_rem(k).unwrap_or(0))
        .collect();
    for x in start..=max_heap {
        if x > start {
            for k in 1..=s + 1 {
                rem[k] += 1;
                if rem[k] == k {
                    rem[k] = 0;
                    quot[k] += 1;
                }
            }
            if (s + 1) * (s + 1) == x {
                s += 1;
                quot.push(x / (s + 1));
                rem.push(x % (s + 1));
            }
        }
        let mut mark = |m: usize, q: usize, r: usize| {
            // Without branches: the parities are random, and mispredicted
            // branches cost more than the rest of the loop.
            let odd = |n: usize| ((n % 2) as GrundyValue).wrapping_neg();
            let v = (g[q + 1] & odd(r)) ^ (g[q] & odd(m - r));
            let v = v as usize;
            if v >= seen.len() {
                seen.resize(v + 1, 0);
            }
            seen[v] = x;
        };
        // Every M <= s on its own...
        for m in 2..=s {
            mark(m, quot[m], rem[m]);
        }
        // ...then M > s by quotient q < s + 1: the block
        // x / (q + 1) < M <= x / q, its first two M.
        for q in 1..=quot[s + 1] {
            let first = (quot[q + 1] + 1).max(s + 1);
            let last = quot[q];
            for m in first..=(first + 1).min(last) {
                mark(m, q, x - q * m);
            }
        }
        g[x] = seen.iter().position(|&s| s != x).unwrap_or(seen.len()) as GrundyValue;
    }
    g
}

/// Answers each game of `games` (lists of heaps, each at most `max_heap`)
/// with its outcome for the first player (`Win` iff the XOR of the heaps'
/// values is non-zero), splits allowed from `f` stones on: one table
/// serves them all.
///
/// # Panics
/// If a heap exceeds `max_heap`.
///
/// # Complexity
/// O(`max_heap`^1.5 + total heaps).
///
/// # Example
/// ```
/// use cp_games::sg::heap_rules::equal_split::outcomes;
/// use cp_games::Outcome::{Lose, Win};
/// let games = [vec![1], vec![2], vec![3], vec![5]];
/// assert_eq!(outcomes(3, &games, 5), [Lose, Lose, Win, Win]);
/// ```
pub fn outcomes(f: usize, games: &[Vec<usize>], max_heap: usize) -> Vec<Outcome> {
    let g = grundy_table(f, max_heap);
    games
        .iter()
        .map(|heaps| {
            if heaps.iter().fold(0, |x, &h| x ^ g[h]) != 0 {
                Outcome::Win
            } else {
                Outcome::Lose
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{sum_options, Outcomes, Play};
    use crate::sg::heap_rules::Table;
    use crate::testing::Rng;

    /// The heaps that splitting `x` into `m` near-equal parts leaves.
    fn parts(x: usize, m: usize) -> Vec<usize> {
        (0..m).map(|i| x / m + usize::from(i < x % m)).collect()
    }

    fn plain_table(f: usize, len: usize) -> Table {
        Table::new(len, 1, |x, _, options| {
            if x >= f {
                options.extend((2..=x).map(|m| parts(x, m).into_iter().map(|h| (h, 0)).collect()));
            }
        })
    }

    #[test]
    fn table_matches_the_plain_mex() {
        for f in 1..=12 {
            let plain = plain_table(f, 160);
            assert_eq!(grundy_table(f, 159), plain.column(0), "F = {f}");
        }
        // A second method further out: blocks against every M, F = 1.
        let fast = grundy_table(1, 3000);
        let mut seen = Vec::new();
        for x in (2..=3000).step_by(7) {
            seen.clear();
            for m in 2..=x {
                let (q, r) = (x / m, x % m);
                seen.push(
                    if r % 2 == 1 { fast[q + 1] } else { 0 }
                        ^ if (m - r) % 2 == 1 { fast[q] } else { 0 },
                );
            }
            assert_eq!(fast[x], crate::sg::mex(&seen), "x = {x}");
        }
    }

    #[test]
    fn table_matches_every_m_for_any_start() {
        // The quotients start at x = F wherever F falls (a square, just
        // past one, beyond the table) and step from there.
        const X: usize = 1300;
        for f in [
            1, 2, 3, 4, 5, 15, 16, 17, 99, 100, 101, 1024, 1299, 1300, 1301, 5000,
        ] {
            let fast = grundy_table(f, X);
            let mut plain = vec![0; X + 1];
            let mut seen = Vec::new();
            for x in f.max(2)..=X {
                seen.clear();
                for m in 2..=x {
                    let (q, r) = (x / m, x % m);
                    let mut v = 0;
                    for _ in 0..r {
                        v ^= plain[q + 1];
                    }
                    for _ in 0..m - r {
                        v ^= plain[q];
                    }
                    seen.push(v);
                }
                plain[x] = crate::sg::mex(&seen);
            }
            assert_eq!(fast, plain, "F = {f}");
        }
        assert_eq!(grundy_table(1, 0), [0]);
        assert_eq!(grundy_table(1, 1), [0, 0]);
        assert_eq!(grundy_table(7, 3), [0; 4]);
    }

    #[test]
    fn games_match_a_game_tree_search() {
        let mut rng = Rng::new(3235);
        for f in 1..=4 {
            let mut search = Outcomes::new(Play::Normal, |p: &Vec<u64>| {
                sum_options(p, |h| {
                    let x = h as usize;
                    let ms = if x >= f { 2..x + 1 } else { 0..0 };
                    ms.map(|m| {
                        parts(x, m)
                            .into_iter()
                            .map(|h| h as u64)
                            .collect::<Vec<_>>()
                    })
                    .collect::<Vec<_>>()
                })
            });
            let g = grundy_table(f, 12);
            for _ in 0..60 {
                let n = 1 + rng.below(3);
                let mut heaps: Vec<u64> = (0..n).map(|_| 1 + rng.below_u64(12)).collect();
                heaps.sort_unstable();
                let x = heaps.iter().fold(0, |x, &h| x ^ g[h as usize]);
                assert_eq!(x != 0, search.wins(heaps.clone()), "F = {f}, {heaps:?}");
            }
        }
    }

    #[test]
    fn values_stay_below_the_number_of_options() {
        // fewer than 2 sqrt(x) + 1 quotient blocks, two options each
        let g = grundy_table(1, 100_000);
        assert!(g.iter().all(|&v| v < 2 * (2 * 317 + 1)));
    }
}

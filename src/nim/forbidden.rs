//! Nim with forbidden moves (AtCoder ABC255 G, Constrained Nim): a move
//! removes one or more stones from one pile, except that some moves are
//! forbidden: removing exactly `y` stones from a pile of exactly `x`, for
//! the given pairs `(x, y)`. Who cannot move loses.
//!
//! Write `g(t)` for the Grundy value of a pile of `t` and `V(t)` for the
//! number of distinct values among `g(0), .., g(t - 1)`.
//!
//! 1. **The values below any size are `{0, .., V(t) - 1}`.** A pile of `t`
//!    reaches only smaller piles, so its options' values lie among those
//!    below `t`, which by induction are `{0, .., V(t) - 1}`; their mex is
//!    at most `V(t)`. So `g(t)` is either an old value or the new value
//!    `V(t)`, and the set stays an initial segment. Call `t` a *repeat* when
//!    `g(t)` is an old value: then `V(t) = t - #(repeats below t)`.
//! 2. **A size with no forbidden move takes the new value**: it reaches every
//!    smaller size, hence every value `0, .., V(t) - 1`, so `g(t) = V(t)`. So
//!    only sizes `x` that have forbidden moves can be repeats.
//! 3. **At a size `x` with forbidden targets `F = {x - y}`**, the options
//!    are the sizes below `x` outside `F`, and a value `v < V(x)` is missing
//!    from them exactly when every size below `x` of value `v` is in `F`.
//!    Value `v` occurs below `x` once as a new value and then once per
//!    repeat of value `v`; so `g(x)` is the least `v` whose number of
//!    targets in `F` of value `v` equals `1 + #(repeats of value v below
//!    x)`, and `V(x)` if there is none.
//!
//! So the distinct `x` with forbidden moves are processed in increasing
//! order, each valuing its targets (an earlier such size by its recorded
//! value, any other size `t` by (1) and (2) as `t - #(repeats below t)`, a
//! binary search in the repeats so far) and counting them per value. The
//! whole game is a sum of piles: the first player wins exactly when the
//! XOR of the piles' values is non-zero. Values are at most the size:
//! `u64` throughout.

use std::collections::HashMap;

/// Grundy values of one pile under a set of forbidden moves.
///
/// # Example
/// ```
/// use cp_games::nim::forbidden::ForbiddenNim;
/// // Taking 1, 2, 3, 4 or 5 stones from a pile of 5 is forbidden.
/// let game = ForbiddenNim::new(&[(5, 1), (5, 2), (5, 3), (5, 4), (5, 5)]);
/// assert_eq!(game.grundy(5), 0);
/// assert_eq!(game.grundy(6), 5); // values so far: 0, 1, 2, 3, 4 (and 0 again)
/// assert!(!game.first_player_wins(&[5]));
/// // The first sample of ABC255 G.
/// let game = ForbiddenNim::new(&[(2, 1), (3, 3), (3, 1), (1, 1)]);
/// assert!(game.first_player_wins(&[1, 2, 4]));
/// ```
#[derive(Debug, Clone)]
pub struct ForbiddenNim {
    /// The sizes with forbidden moves, with their values (a hash map: one
    /// probe per lookup, where a binary search over `m` sizes would miss
    /// the cache about log m times).
    special: HashMap<u64, u64>,
    /// The repeats, increasing.
    repeats: Vec<u64>,
    /// Every `BLOCK`-th repeat: a binary search here (small enough to stay
    /// in cache) and then in one block of `repeats` counts the repeats
    /// below a size with a few cache misses rather than about log2 of their
    /// number.
    coarse: Vec<u64>,
}

/// The block size of [`ForbiddenNim::coarse`].
const BLOCK: usize = 64;

impl ForbiddenNim {
    /// Values the sizes with forbidden moves `forbidden` (pairs `(x, y)`:
    /// removing `y` from a pile of `x`; repeats are ignored).
    ///
    /// # Panics
    /// If a pair has `y = 0` or `y > x` (not a move).
    ///
    /// # Complexity
    /// O(m log m) time and O(m) memory for `m` pairs (a sort, then one
    /// lookup per pair).
    pub fn new(forbidden: &[(u64, u64)]) -> Self {
        for &(x, y) in forbidden {
            assert!(
                (1..=x).contains(&y),
                "ForbiddenNim: removing {} from {} is not a move",
                y,
                x
            );
        }
        let mut pairs = forbidden.to_vec();
        pairs.sort_unstable();
        pairs.dedup();
        let mut game = ForbiddenNim {
            special: HashMap::with_capacity(pairs.len()),
            repeats: Vec::new(),
            coarse: Vec::new(),
        };
        // How often each value has repeated so far.
        let mut repeated: HashMap<u64, u64> = HashMap::new();
        let mut targets: HashMap<u64, u64> = HashMap::new();
        let mut start = 0;
        while start < pairs.len() {
            let x = pairs[start].0;
            let end = start + pairs[start..].iter().take_while(|p| p.0 == x).count();
            targets.clear();
            for &(_, y) in &pairs[start..end] {
                *targets.entry(game.grundy(x - y)).or_insert(0) += 1;
            }
            let fresh = x - game.repeats.len() as u64;
            let value = targets
                .iter()
                .filter(|&(v, &c)| c == 1 + repeated.get(v).copied().unwrap_or(0))
                .map(|(&v, _)| v)
                .min();
            let value = match value {
                Some(v) => {
                    if game.repeats.len() % BLOCK == 0 {
                        game.coarse.push(x);
                    }
                    game.repeats.push(x);
                    *repeated.entry(v).or_insert(0) += 1;
                    v
                }
                None => fresh,
            };
            game.special.insert(x, value);
            start = end;
        }
        game
    }

    /// Returns the Grundy value of a pile of `size`.
    ///
    /// # Complexity
    /// O(log r) for the `r` repeats (at most m), plus one hash-map lookup.
    pub fn grundy(&self, size: u64) -> u64 {
        match self.special.get(&size) {
            Some(&v) => v,
            None => size - self.repeats_below(size) as u64,
        }
    }

    /// How many repeats are below `size`. O(log r).
    fn repeats_below(&self, size: u64) -> usize {
        // Blocks whose first repeat is below `size`: all of the earlier
        // ones are, and none after the last such block's end.
        let blocks = self.coarse.partition_point(|&r| r < size);
        if blocks == 0 {
            return 0;
        }
        let start = (blocks - 1) * BLOCK;
        let end = (start + BLOCK).min(self.repeats.len());
        start + self.repeats[start..end].partition_point(|&r| r < size)
    }

    /// Returns whether the first player wins with `piles`: the XOR of their
    /// values is non-zero.
    ///
    /// # Complexity
    /// O(`piles.len()` · log m).
    pub fn first_player_wins(&self, piles: &[u64]) -> bool {
        piles.iter().fold(0, |x, &p| x ^ self.grundy(p)) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{sum_options, Outcomes, Play};
    use crate::sg::Grundy;
    use crate::testing::{random_sequence, subsets, Rng};
    use std::collections::HashSet;

    /// The actual moves of one pile: every removal but the forbidden ones.
    fn moves(forbidden: &HashSet<(u64, u64)>, x: u64) -> Vec<u64> {
        (1..=x)
            .filter(|&y| !forbidden.contains(&(x, y)))
            .map(|y| x - y)
            .collect()
    }

    /// A second method, for sizes too large to search: the values as runs
    /// of consecutive new values between the sizes with forbidden moves,
    /// each such size valued by counting every occurrence of every value
    /// below it over the runs, with no binary search and no tallies kept.
    fn by_runs(forbidden: &[(u64, u64)], sizes: &[u64]) -> Vec<u64> {
        let mut xs: Vec<u64> = forbidden.iter().map(|p| p.0).collect();
        xs.sort_unstable();
        xs.dedup();
        // Valued sizes: (x, value); runs: (first size, last size, first value).
        let mut valued: Vec<(u64, u64)> = Vec::new();
        let mut runs: Vec<(u64, u64, u64)> = Vec::new();
        let mut next_new = 0u64; // the next new value
        let mut covered = 0u64; // sizes below this are valued
        let value_of = |t: u64, valued: &[(u64, u64)], runs: &[(u64, u64, u64)]| -> u64 {
            if let Some(&(_, v)) = valued.iter().find(|p| p.0 == t) {
                return v;
            }
            let &(a, _, v) = runs.iter().find(|r| r.0 <= t && t <= r.1).unwrap();
            v + (t - a)
        };
        for &x in &xs {
            if covered < x {
                runs.push((covered, x - 1, next_new));
                next_new += x - covered;
            }
            let targets: HashSet<u64> = forbidden
                .iter()
                .filter(|p| p.0 == x)
                .map(|p| x - p.1)
                .collect();
            // A missing value has all its sizes among the targets, so it is
            // the value of a target: try those, smallest first.
            let mut candidates: Vec<u64> = targets
                .iter()
                .map(|&t| value_of(t, &valued, &runs))
                .collect();
            candidates.sort_unstable();
            candidates.dedup();
            let mut value = next_new;
            for v in candidates {
                // Is every size below x of value v a forbidden target?
                let in_runs = runs.iter().all(|&(a, b, first)| {
                    !(first <= v && v <= first + (b - a)) || targets.contains(&(a + v - first))
                });
                let in_valued = valued.iter().all(|&(t, w)| w != v || targets.contains(&t));
                if in_runs && in_valued {
                    value = v;
                    break;
                }
            }
            if value == next_new {
                next_new += 1;
            }
            valued.push((x, value));
            covered = x + 1;
        }
        sizes
            .iter()
            .map(|&t| {
                if t < covered {
                    value_of(t, &valued, &runs)
                } else {
                    next_new + (t - covered)
                }
            })
            .collect()
    }

    fn random_pairs(rng: &mut Rng, max_x: u64, count: usize) -> Vec<(u64, u64)> {
        (0..count)
            .map(|_| {
                let x = 1 + rng.below_u64(max_x);
                (x, 1 + rng.below_u64(x))
            })
            .collect()
    }

    /// The solver for `pairs`, and the same pairs as a set for [`moves`].
    fn game_and_rules(pairs: &[(u64, u64)]) -> (ForbiddenNim, HashSet<(u64, u64)>) {
        (ForbiddenNim::new(pairs), pairs.iter().copied().collect())
    }

    #[test]
    fn values_match_the_real_game_on_small_piles() {
        // Every set of forbidden moves from piles of at most 4 (10 moves):
        // values up to 12 against mex over the actual moves.
        let all: Vec<(u64, u64)> = (1..=4u64)
            .flat_map(|x| (1..=x).map(move |y| (x, y)))
            .collect();
        assert_eq!(all.len(), 10);
        for pairs in subsets(&all) {
            let (game, set) = game_and_rules(&pairs);
            let mut real = Grundy::new(|&x: &u64| moves(&set, x));
            for t in 0..=12 {
                assert_eq!(game.grundy(t), real.grundy(t), "{pairs:?} at {t}");
            }
        }
        // Random dense sets on piles up to 40.
        let mut rng = Rng::new(255);
        for _ in 0..400 {
            let count = 1 + rng.below(120);
            let pairs = random_pairs(&mut rng, 40, count);
            let (game, set) = game_and_rules(&pairs);
            let mut real = Grundy::new(|&x: &u64| moves(&set, x));
            for t in 0..=45 {
                assert_eq!(game.grundy(t), real.grundy(t), "{pairs:?} at {t}");
            }
        }
    }

    #[test]
    fn sums_match_a_game_tree_search() {
        let mut rng = Rng::new(2552);
        for _ in 0..150 {
            let count = 1 + rng.below(30);
            let pairs = random_pairs(&mut rng, 9, count);
            let (game, set) = game_and_rules(&pairs);
            let mut search = Outcomes::new(Play::Normal, |p: &Vec<u64>| {
                sum_options(p, |h| {
                    moves(&set, h)
                        .into_iter()
                        .map(|left| if left == 0 { vec![] } else { vec![left] })
                        .collect::<Vec<_>>()
                })
            });
            for _ in 0..10 {
                let mut piles = random_sequence(&mut rng, 1..=3, 1..=10);
                piles.sort_unstable();
                assert_eq!(
                    game.first_player_wins(&piles),
                    search.wins(piles.clone()),
                    "{pairs:?} with {piles:?}"
                );
            }
        }
    }

    #[test]
    fn large_sizes_match_a_second_method() {
        // Forbidden moves clustered near large sizes, up to 10^18: targets
        // near 0 (y close to x) and just below x (small y).
        let mut rng = Rng::new(25_525);
        let e18 = 1_000_000_000_000_000_000u64;
        for round in 0..200 {
            let mut pairs = Vec::new();
            let bases: Vec<u64> = (0..1 + rng.below(4))
                .map(|_| {
                    if round % 2 == 0 {
                        e18 - rng.below_u64(1000)
                    } else {
                        1 + rng.below_u64(e18)
                    }
                })
                .collect();
            for _ in 0..1 + rng.below(40) {
                let x = bases[rng.below(bases.len())]
                    .saturating_sub(rng.below_u64(6))
                    .max(1);
                let y = match rng.below(3) {
                    0 => 1 + rng.below_u64(8),
                    1 => x.saturating_sub(rng.below_u64(8)).max(1),
                    _ => 1 + rng.below_u64(x),
                };
                pairs.push((x, y));
            }
            let game = ForbiddenNim::new(&pairs);
            let mut sizes: Vec<u64> = pairs.iter().flat_map(|&(x, y)| [x, x - y, x + 1]).collect();
            sizes.extend([0, 1, e18, u64::MAX / 2]);
            let expected = by_runs(&pairs, &sizes);
            for (&t, &v) in sizes.iter().zip(&expected) {
                assert_eq!(game.grundy(t), v, "{pairs:?} at {t}");
            }
        }
    }

    #[test]
    fn many_repeats_match_the_real_game_and_the_second_method() {
        // Hundreds of repeats, so that the counts cross many blocks of the
        // two-level search.
        let mut rng = Rng::new(2553);
        let pairs = random_pairs(&mut rng, 1500, 1200);
        let (game, set) = game_and_rules(&pairs);
        assert!(
            game.repeats.len() > 5 * BLOCK,
            "{} repeats",
            game.repeats.len()
        );
        let mut real = Grundy::new(|&x: &u64| moves(&set, x));
        let sizes: Vec<u64> = (0..=1600).collect();
        let expected = by_runs(&pairs, &sizes);
        for t in sizes {
            assert_eq!(game.grundy(t), real.grundy(t), "at {t}");
            assert_eq!(game.grundy(t), expected[t as usize], "at {t}");
        }
        let e18 = 1_000_000_000_000_000_000u64;
        let pairs = random_pairs(&mut rng, e18, 1500);
        let game = ForbiddenNim::new(&pairs);
        assert!(
            game.repeats.len() > 5 * BLOCK,
            "{} repeats",
            game.repeats.len()
        );
        let sizes: Vec<u64> = pairs
            .iter()
            .flat_map(|&(x, y)| [x, x - y, x + 1, x - 1])
            .collect();
        let expected = by_runs(&pairs, &sizes);
        for (&t, &v) in sizes.iter().zip(&expected) {
            assert_eq!(game.grundy(t), v, "at {t}");
        }
    }

    #[test]
    fn refuses_non_moves() {
        assert!(std::panic::catch_unwind(|| ForbiddenNim::new(&[(3, 0)])).is_err());
        assert!(std::panic::catch_unwind(|| ForbiddenNim::new(&[(3, 4)])).is_err());
        let plain = ForbiddenNim::new(&[]);
        assert_eq!(plain.grundy(u64::MAX), u64::MAX);
        assert!(!plain.first_player_wins(&[7, 7]));
    }
}

//! Counting the edge subsets of a DAG that decide a two-token game
//! (AtCoder AGC016 F, "Games on DAG").
//!
//! **The game.** A DAG on vertices `0..n` whose edges all go from a smaller
//! to a larger number, and two tokens on vertices `a` and `b` (possibly the
//! same). For a subset `F` of the edges, players alternate moving one token
//! along one edge of `F` (the tokens may share a vertex); the player who
//! cannot move loses. The question: for how many of the `2^M` subsets does
//! the first player win? The answer is given modulo `10^9 + 7`.
//!
//! **Sprague–Grundy.** The two tokens are a sum of two one-token games (see
//! [`crate::sg::graph`]), so the first player wins under `F` exactly when
//! `sg_F(a) != sg_F(b)`, where `sg_F(v) = mex{ sg_F(w) : (v, w) in F }`.
//! [`count_first_player_wins`] counts the subsets with `sg_F(a) = sg_F(b)` and
//! subtracts them from `2^M`.
//!
//! **Notation.** For a set `S` of vertices, `E(S)` is the set of the input's
//! edges with both ends in `S`, and for `F ⊆ E(S)`, `sg_{S,F}` is the
//! Grundy function of the graph `(S, F)`. Call `S` *balanced* when it holds
//! both of `a`, `b` or neither, and for balanced `S` let `D(S)` be the
//! number of `F ⊆ E(S)` such that `a, b ∉ S` or `sg_{S,F}(a) = sg_{S,F}(b)`.
//! So `D(S) = 2^|E(S)|` when `a, b ∉ S`, and the count wanted is `D(V)`.
//!
//! **The layer of value 0.** Fix a non-empty `S`, `F ⊆ E(S)`, and let
//! `T = { v ∈ S : sg_{S,F}(v) = 0 }`, `U = S \ T`.
//!
//! 1. `T` is not empty: the largest vertex of `S` has no edge of `F` out of
//!    it, so its value is `mex ∅ = 0`.
//! 2. No edge of `F` joins two vertices of `T` (a vertex with a move to a
//!    value-0 vertex has a non-zero value), and every `u ∈ U` has at least
//!    one edge of `F` into `T` (a non-zero value is the mex of a set that
//!    holds 0).
//! 3. Conversely, take any non-empty `T ⊆ S` and any `F ⊆ E(S)` with no edge
//!    inside `T` and at least one edge from each vertex of `U = S \ T` into
//!    `T`. Then `T` is exactly the value-0 set of `sg_{S,F}`. By induction
//!    from the largest vertex down (every edge goes to a larger vertex, so
//!    a vertex's successors are settled first): a vertex of `T` has all its
//!    successors in `U` (they are in `S` and not in `T`), with non-zero
//!    values by induction, so its mex is 0; a vertex of `U` has a successor
//!    in `T`, of value 0, so its value is not 0.
//! 4. *The shift.* For `u ∈ U`, `sg_{S,F}(u) = 1 + sg_{U,F'}(u)` with
//!    `F' = F ∩ E(U)`. By induction from the largest vertex down: the
//!    successors of `u` are in `T` (value 0, and there is at least one) or
//!    in `U` (values `1 + sg_{U,F'}(w)` by induction), and
//!    `mex({0} ∪ {1 + x : x ∈ X}) = 1 + mex(X)` for any set `X` of
//!    naturals, here `X = { sg_{U,F'}(w) : (u, w) ∈ F' }`, whose mex is
//!    `sg_{U,F'}(u)`.
//!
//! Split `F ⊆ E(S)` by where its edges lie relative to `(T, U)`: inside
//! `T`, inside `U` (`F'`), from `T` into `U`, from `U` into `T`. By 1–3,
//! the subsets `F` of `E(S)` whose value-0 set is a given non-empty `T` are
//! exactly the unions of: no edge inside `T`; any `F' ⊆ E(U)`; any set of
//! the edges from `T` into `U`; and, for each `u ∈ U`, a non-empty set of
//! its edges into `T` (`2^c_u - 1` choices, `c_u` its edges into `T`), all
//! chosen independently. As each `F` has exactly one value-0 set, summing
//! over `T` counts every `F ⊆ E(S)` exactly once.
//!
//! Now let `S` hold `a` and `b`. By 4, `sg_{S,F}(a) = sg_{S,F}(b)` exactly
//! when both are in `T` (both values 0), or both are in `U` and
//! `sg_{U,F'}(a) = sg_{U,F'}(b)`; if just one is in `T` the values differ.
//! So only balanced `T` count, `U` is then balanced too, and the number of
//! good `F'` is `D(U)` in both cases (all of `E(U)` when `a, b ∈ T`).
//! Hence, for balanced `S ∋ a, b`,
//!
//! ```text
//! D(S) = sum over balanced non-empty T ⊆ S, U = S \ T, of
//!        D(U) · 2^(edges from T into U) · prod over u ∈ U of (2^c_u - 1)
//! ```
//!
//! and `U` is a proper subset of `S`, so the sets are taken in increasing
//! order of their bit masks. (When `a = b` every set is balanced and the
//! formula counts all `2^|E(S)|` subsets, as it should.)
//!
//! **Complexity.** The sets `S ∋ a, b` are `2^(n-2)` (for `a != b`); for
//! each, `T` is a submask of `S \ {a, b}` with or without `{a, b}`, so
//! `2 · 3^(n-2)` pairs `(S, T)` in all, each costing `O(|U|)` for the
//! product (a popcount and a multiplication per vertex). With the sets
//! without `a, b` (`2^(n-2)`, `O(1)` each from `|E(S)|`, tabulated for all
//! `2^n` sets in `O(2^n)`), that is `O(3^n n)` time (at most
//! `2 · 3^13 · 13 ≈ 4 · 10^7` vertex steps at `n = 15`, about 0.05 s of
//! CPU for the whole `agc016f` binary; see `docs/benchmarks.md`) and
//! `O(2^n)` memory.

use crate::modular::{Modulus, MOD_1000000007};

/// The modulus of the count, `10^9 + 7`.
pub const MODULUS: Modulus = MOD_1000000007;

/// The most vertices [`count_first_player_wins`] takes: its tables have `2^n`
/// entries and its time grows as `3^n`.
pub const MAX_VERTICES: usize = 20;

const MOD: u64 = MODULUS.get_u64();

/// Returns the number, modulo [`MODULUS`], of subsets of `edges` under which
/// the player to move wins the two-token game with tokens on `a` and `b`
/// (see the [module docs](self)). Vertices are `0..n`; each edge `(x, y)`
/// lets a token on `x` move to `y`.
///
/// # Panics
/// If `n > MAX_VERTICES`, `a` or `b` is not below `n`, an edge does not
/// have `x < y < n`, or an edge is repeated.
///
/// # Complexity
/// O(3^n · n) time, O(2^n + M) memory; see the module docs.
///
/// # Example
/// AGC016 F's second sample: the triangle `0 -> 1 -> 2`, `0 -> 2` with
/// tokens on 0 and 1; 6 of its 8 subsets give different values to 0 and 1.
/// ```
/// use cp_games::sg::graph::edge_subsets::count_first_player_wins;
/// assert_eq!(count_first_player_wins(3, &[(0, 1), (0, 2), (1, 2)], 0, 1), 6);
/// ```
pub fn count_first_player_wins(n: usize, edges: &[(usize, usize)], a: usize, b: usize) -> u32 {
    let equal = equal_value_subsets(n, edges, a, b);
    ((pow2(edges.len()) + MOD - equal) % MOD) as u32
}

/// `2^k mod MODULUS`. O(log k).
fn pow2(k: usize) -> u64 {
    u64::from(MODULUS.power(2, k as u64))
}

/// The number, modulo [`MODULUS`], of subsets `F` of `edges` with
/// `sg_F(a) = sg_F(b)`: `D(V)` of the module docs.
fn equal_value_subsets(n: usize, edges: &[(usize, usize)], a: usize, b: usize) -> u64 {
    assert!(
        n <= MAX_VERTICES,
        "edge_subsets: {} vertices, at most {}",
        n,
        MAX_VERTICES
    );
    assert!(
        a < n && b < n,
        "edge_subsets: tokens {}, {} outside 0..{}",
        a,
        b,
        n
    );
    // Successors and predecessors of each vertex as bit masks.
    let mut succ = vec![0u32; n];
    let mut pred = vec![0u32; n];
    for &(x, y) in edges {
        assert!(
            x < y && y < n,
            "edge_subsets: edge ({}, {}) is not x < y < {}",
            x,
            y,
            n
        );
        assert!(
            succ[x] >> y & 1 == 0,
            "edge_subsets: edge ({}, {}) repeated",
            x,
            y
        );
        succ[x] |= 1 << y;
        pred[y] |= 1 << x;
    }
    // power[k] = 2^k, minus_one[c] = 2^c - 1 (mod MOD).
    let mut power = vec![1u64; edges.len() + 1];
    for k in 1..power.len() {
        power[k] = power[k - 1] * 2 % MOD;
    }
    let minus_one: Vec<u64> = (0..=n).map(|c| (pow2(c) + MOD - 1) % MOD).collect();
    let sets = 1usize << n;
    // inside[S] = |E(S)|: the lowest vertex of S and its edges to the rest.
    let mut inside = vec![0u16; sets];
    for s in 1..sets {
        let v = s.trailing_zeros() as usize;
        let rest = s & (s - 1);
        inside[s] = inside[rest] + ((succ[v] | pred[v]) & rest as u32).count_ones() as u16;
    }
    let pair = (1usize << a) | (1usize << b);
    let mut count = vec![0u64; sets];
    for s in 0..sets {
        if s & pair == 0 {
            count[s] = power[inside[s] as usize];
            continue;
        }
        if s & pair != pair {
            continue; // not balanced: never asked for
        }
        let rest = s & !pair;
        let mut total = 0u64;
        // Every submask `sub` of `rest`, with and without `pair`.
        let mut sub = rest;
        loop {
            for &t in &[sub | pair, sub] {
                if t != 0 {
                    total += layer(s, t, &succ, &pred, &minus_one, &power, &count);
                }
            }
            if sub == 0 {
                break;
            }
            sub = (sub - 1) & rest;
        }
        count[s] = total % MOD;
    }
    count[sets - 1]
}

/// The term of `T` in `D(S)`: `D(U) · 2^(edges T -> U) · prod (2^c_u - 1)`,
/// reduced modulo `MOD`. O(|U|).
#[inline(always)]
fn layer(
    s: usize,
    t: usize,
    succ: &[u32],
    pred: &[u32],
    minus_one: &[u64],
    power: &[u64],
    count: &[u64],
) -> u64 {
    let u = s ^ t;
    let t32 = t as u32;
    let mut product = count[u];
    let mut forward = 0u32; // edges from T into U
    let mut left = u;
    while left != 0 {
        let v = left.trailing_zeros() as usize;
        left &= left - 1;
        let c = (succ[v] & t32).count_ones() as usize;
        if c == 0 {
            return 0; // v would have value 0, but it is not in T
        }
        forward += (pred[v] & t32).count_ones();
        product = product * minus_one[c] % MOD;
    }
    product * power[forward as usize] % MOD
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{sum_options, Outcomes, Play};
    use crate::sg::mex;
    use crate::testing::Rng;
    use std::collections::HashMap;

    /// Every pair `x < y` of `0..n`, in a fixed order.
    fn all_pairs(n: usize) -> Vec<(usize, usize)> {
        (0..n)
            .flat_map(|x| (x + 1..n).map(move |y| (x, y)))
            .collect()
    }

    /// The edges of `edges` picked by the bits of `mask`.
    fn subset(edges: &[(usize, usize)], mask: u64) -> Vec<(usize, usize)> {
        (0..edges.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| edges[i])
            .collect()
    }

    /// For each token pair `(a, b)` with `a <= b` (index `a * n + b`), how
    /// many subsets of `edges` the player to move wins, by playing the game
    /// out: a position is the sorted pair of token vertices, a move pushes
    /// one token along a kept edge. No Grundy theory.
    fn played_out(n: usize, edges: &[(usize, usize)]) -> Vec<u64> {
        let mut wins = vec![0u64; n * n];
        for mask in 0..1u64 << edges.len() {
            let mut succ = vec![Vec::new(); n];
            for (x, y) in subset(edges, mask) {
                succ[x].push(y as u64);
            }
            let mut game = Outcomes::new(Play::Normal, |p: &Vec<u64>| {
                sum_options(p, |v| {
                    succ[v as usize]
                        .iter()
                        .map(|&w| vec![w])
                        .collect::<Vec<_>>()
                })
            });
            for a in 0..n {
                for b in a..n {
                    if game.wins(vec![a as u64, b as u64]) {
                        wins[a * n + b] += 1;
                    }
                }
            }
        }
        wins
    }

    fn check_against_play(n: usize, edges: &[(usize, usize)]) {
        let wins = played_out(n, edges);
        for a in 0..n {
            for b in a..n {
                let expected = (wins[a * n + b] % MOD) as u32;
                assert_eq!(
                    count_first_player_wins(n, edges, a, b),
                    expected,
                    "{edges:?} {a} {b}"
                );
                assert_eq!(
                    count_first_player_wins(n, edges, b, a),
                    expected,
                    "{edges:?} {b} {a}"
                );
            }
        }
    }

    #[test]
    fn every_dag_on_up_to_five_vertices_matches_the_played_out_game() {
        for n in 1..=5 {
            let pairs = all_pairs(n);
            for mask in 0..1u64 << pairs.len() {
                check_against_play(n, &subset(&pairs, mask));
            }
        }
    }

    #[test]
    fn random_dags_on_up_to_seven_vertices_match_the_played_out_game() {
        let mut rng = Rng::new(0x016f);
        for _ in 0..120 {
            let n = 2 + rng.below(6);
            let mut pairs = all_pairs(n);
            rng.shuffle(&mut pairs);
            pairs.truncate(rng.below(10.min(pairs.len()) + 1));
            check_against_play(n, &pairs);
        }
    }

    /// How many subsets of `edges` give `a` and `b` different Grundy
    /// values, each subset's values computed by `mex` from the largest
    /// vertex down.
    fn by_values(n: usize, edges: &[(usize, usize)], a: usize, b: usize) -> u64 {
        let mut differ = 0;
        for mask in 0..1u64 << edges.len() {
            let kept = subset(edges, mask);
            let mut sg = vec![0u64; n];
            for v in (0..n).rev() {
                let options: Vec<u64> = kept.iter().filter(|e| e.0 == v).map(|e| sg[e.1]).collect();
                sg[v] = mex(&options);
            }
            differ += u64::from(sg[a] != sg[b]);
        }
        differ
    }

    #[test]
    fn random_dags_on_up_to_fifteen_vertices_match_counting_by_values() {
        let mut rng = Rng::new(16);
        for round in 0..60 {
            let n = 2 + rng.below(14);
            let (a, b) = (rng.below(n), rng.below(n));
            // Half the rounds draw the edges among a few vertices (with the
            // tokens'), for deeper values than 12 scattered edges give.
            let mut active: Vec<usize> = (0..n).collect();
            rng.shuffle(&mut active);
            if round % 2 == 0 {
                active.truncate(4 + rng.below(3));
                active.extend([a, b]);
            }
            let mut pairs: Vec<(usize, usize)> = all_pairs(n)
                .into_iter()
                .filter(|(x, y)| active.contains(x) && active.contains(y))
                .collect();
            rng.shuffle(&mut pairs);
            pairs.truncate(1 + rng.below(12.min(pairs.len())));
            let expected = by_values(n, &pairs, a, b);
            assert_eq!(
                u64::from(count_first_player_wins(n, &pairs, a, b)),
                expected,
                "{n} {pairs:?} {a} {b}"
            );
        }
    }

    /// On the complete DAG of `n` vertices with tokens on 0 and 1, counting
    /// by value classes: vertices are added from the largest down, each
    /// seeing every vertex added before as a possible successor, and the
    /// state is how many vertices hold each value (values present always
    /// form `0..k`). A new vertex gets value `g` in
    /// `prod_{j<g} (2^c_j - 1) * prod_{j>g} 2^c_j` ways. Vertex 1's value
    /// is carried until vertex 0 is added.
    fn complete_by_classes(n: usize) -> u64 {
        let ways = |counts: &[u32], g: usize| -> u64 {
            counts.iter().enumerate().fold(1, |w, (j, &c)| {
                let f = if j < g {
                    pow2(c as usize) + MOD - 1
                } else if j == g {
                    1
                } else {
                    pow2(c as usize)
                };
                w * f % MOD
            })
        };
        let place = |counts: &[u32], g: usize| -> Vec<u32> {
            let mut next = counts.to_vec();
            if g == next.len() {
                next.push(1);
            } else {
                next[g] += 1;
            }
            next
        };
        let mut states: HashMap<Vec<u32>, u64> = HashMap::new();
        states.insert(Vec::new(), 1);
        for _ in 2..n {
            let mut next: HashMap<Vec<u32>, u64> = HashMap::new();
            for (counts, w) in &states {
                for g in 0..=counts.len() {
                    let e = next.entry(place(counts, g)).or_insert(0);
                    *e = (*e + w * ways(counts, g)) % MOD;
                }
            }
            states = next;
        }
        let mut equal = 0;
        for (counts, w) in &states {
            for g in 0..=counts.len() {
                let with_one = place(counts, g);
                equal = (equal + w * ways(counts, g) % MOD * ways(&with_one, g)) % MOD;
            }
        }
        (pow2(n * (n - 1) / 2) + MOD - equal) % MOD
    }

    #[test]
    fn complete_dags_match_counting_by_value_classes() {
        // AGC016 F's first and second samples and the fourth (complete on
        // 5 vertices) check the class count itself.
        assert_eq!(complete_by_classes(2), 1);
        assert_eq!(complete_by_classes(3), 6);
        assert_eq!(complete_by_classes(5), 816);
        for n in 2..=15 {
            let expected = complete_by_classes(n);
            assert_eq!(
                u64::from(count_first_player_wins(n, &all_pairs(n), 0, 1)),
                expected,
                "{n}"
            );
        }
        // The judge's largest input, which tests/agc016f.rs gives the binary.
        assert_eq!(complete_by_classes(15), 587_088_523);
    }

    #[test]
    fn no_edges_and_equal_tokens() {
        // Every vertex has value 0: the second player wins.
        assert_eq!(count_first_player_wins(15, &[], 0, 1), 0);
        // Two tokens on one vertex: values always equal.
        assert_eq!(count_first_player_wins(4, &all_pairs(4), 2, 2), 0);
        // One edge 0 -> 1: only keeping it separates the values.
        assert_eq!(count_first_player_wins(2, &[(0, 1)], 0, 1), 1);
        assert_eq!(count_first_player_wins(1, &[], 0, 0), 0);
    }

    #[test]
    #[should_panic(expected = "repeated")]
    fn a_repeated_edge_panics() {
        count_first_player_wins(3, &[(0, 2), (0, 2)], 0, 1);
    }

    #[test]
    #[should_panic(expected = "is not x < y")]
    fn a_backward_edge_panics() {
        count_first_player_wins(3, &[(2, 0)], 0, 1);
    }
}

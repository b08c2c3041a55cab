//! Staircase Nim on a tree, for every root at once (Codeforces 1498F,
//! "Christmas Game"): node `v` of a tree holds `a_v` presents, and a step
//! length `k >= 1` is fixed. With a chosen root, a move picks a node `v` of
//! depth at least `k` and moves `m` of its presents, `1 <= m <= a_v`, to its
//! `k`-th ancestor; the player who cannot move loses.
//!
//! # It is staircase Nim
//! Put node `v` on step `⌊depth(v) / k⌋`. A move carries presents from a
//! node on step `s >= 1` to a node on step `s - 1`, and presents on step 0
//! (depth below `k`) never move again: it is [staircase Nim](super) whose
//! steps are groups of nodes. Let `X` be the XOR of `a_v` over the nodes on
//! odd steps, that is with `depth(v) mod 2k >= k`.
//!
//! **Theorem.** The player to move wins exactly when `X != 0`.
//!
//! *Proof*, as for the line of steps. From `X != 0`, some node `v` on an odd
//! step has `a_v ^ X < a_v` (it has the highest bit of `X`); its depth is at
//! least `k`, so moving `a_v - (a_v ^ X)` presents to its `k`-th ancestor,
//! on an even step, is a move, and leaves `X = 0`. From `X = 0`, a move from
//! an odd step changes exactly one odd-step count, so `X != 0` after it. A
//! move of `c` presents from a node on an even step `s >= 2` lands on a node
//! `u` of the odd step `s - 1`, of depth at least `k`; the opponent moves the
//! same `c` presents on from `u` to its `k`-th ancestor (step `s - 2`, even),
//! and every odd-step count is as before: `X = 0` again. Every move lowers
//! `Σ a_v · depth(v)`, so the game ends, and the player who always faces
//! `X = 0` is the one who ends up without a move (a position with no move has
//! no present at depth `k` or more, so `X = 0` there). ∎
//!
//! # Every root at once (rerooting)
//! For a node `v` and `r` in `0..2k`, let `all[v][r]` be the XOR of `a_u`
//! over the nodes `u` with `dist(v, u) ≡ r (mod 2k)`: with root `v`, the
//! first player wins exactly when `⊕_{r = k}^{2k - 1} all[v][r] != 0`.
//! Root the tree at node 0 and let `down[v][r]` be the same XOR over `v`'s
//! subtree only. Then, indices mod `2k` and `p` the parent of `c`:
//!
//! - `down[p][r] = [r = 0] a_p ⊕ ⊕_{c child of p} down[c][r - 1]`, bottom
//!   up;
//! - `all[0] = down[0]`, and top down
//!   `all[c][r] = down[c][r] ⊕ all[p][r - 1] ⊕ down[c][r - 2]`: a node
//!   outside `c`'s subtree is one step further from `c` than from `p`, and
//!   `all[p][r - 1]` counts `c`'s own subtree as `down[c][r - 2]`, which the
//!   XOR takes out again.
//!
//! One `n × 2k` table, each row overwritten from `down` to `all` top down,
//! in breadth-first order (no recursion: a path of `10^5` nodes is fine).
//! As no depth reaches `n`, a step `k >= n` plays as `k = n` (nobody can
//! move), so the table never exceeds `n × 2n`.

use crate::stones::tree_game::{check_tree, NotATree};
use std::ops::{BitXor, BitXorAssign};

/// A count of presents: any unsigned integer type (`u32` halves the table
/// when the counts fit it, as `10^9` does).
pub trait Presents: Copy + Default + Eq + BitXor<Output = Self> + BitXorAssign {}

impl<T: Copy + Default + Eq + BitXor<Output = T> + BitXorAssign> Presents for T {}

/// Returns, for each root `v`, the XOR of the presents on the odd steps
/// (the nodes whose depth below `v` is `k..2k`, `3k..4k`, ...): node `v`
/// holds `presents[v]`, and `edges` join nodes `0..presents.len()`. The
/// first player wins with root `v` exactly when the value is not 0.
///
/// # Errors
/// [`NotATree`] if `edges` are not `presents.len() - 1` edges without a
/// cycle.
///
/// # Panics
/// If there is no node, `k == 0`, or an edge's end is not below
/// `presents.len()`.
///
/// # Complexity
/// O(n · min(k, n)) time and memory, no recursion.
///
/// # Example
/// The path 0 - 1 - 2 with presents 5, 0, 3 and `k = 1`: rooted at 0, node 1
/// is on step 1 (nothing there) and node 2 on step 2; rooted at 1, both ends
/// are on step 1.
/// ```
/// use cp_games::nim::staircase::tree::odd_xors;
/// assert_eq!(odd_xors(&[5, 0, 3], &[(0, 1), (1, 2)], 1), Ok(vec![0, 5 ^ 3, 0]));
/// ```
pub fn odd_xors<T: Presents>(
    presents: &[T],
    edges: &[(usize, usize)],
    k: usize,
) -> Result<Vec<T>, NotATree> {
    let n = presents.len();
    assert!(n > 0, "staircase::tree: a tree needs a node");
    assert!(k > 0, "staircase::tree: the step k must be at least 1");
    let (start, next) = check_tree(n, edges, "staircase::tree")?;
    let k = k.min(n);
    let (order, parent) = breadth_first(&start, &next);
    let w = 2 * k;
    let mut table = vec![T::default(); n * w];
    for (v, &a) in presents.iter().enumerate() {
        table[v * w] = a;
    }
    // Bottom up: down[p][r + 1] ^= down[c][r].
    for &c in order[1..].iter().rev() {
        let (p_row, c_row) = two_rows(&mut table, w, parent[c], c);
        for (to, &from) in p_row[1..].iter_mut().zip(&c_row[..w - 1]) {
            *to ^= from;
        }
        p_row[0] ^= c_row[w - 1];
    }
    // Top down: all[c][r] = down[c][r] ^ (down[c][r - 2] ^ all[p][r - 1]).
    let mut shifted = vec![T::default(); w];
    for &c in &order[1..] {
        let (p_row, c_row) = two_rows(&mut table, w, parent[c], c);
        shifted[2..].copy_from_slice(&c_row[..w - 2]);
        shifted[..2].copy_from_slice(&c_row[w - 2..]);
        for (s, &from) in shifted[1..].iter_mut().zip(&p_row[..w - 1]) {
            *s ^= from;
        }
        shifted[0] ^= p_row[w - 1];
        for (to, &s) in c_row.iter_mut().zip(&shifted) {
            *to ^= s;
        }
    }
    Ok(table
        .chunks_exact(w)
        .map(|row| row[k..].iter().fold(T::default(), |x, &a| x ^ a))
        .collect())
}

/// Returns, for each root `v`, whether the first player wins staircase Nim
/// on the tree with root `v` and step `k`: [`odd_xors`] is not 0.
///
/// # Errors
/// [`NotATree`] if `edges` are not `presents.len() - 1` edges without a
/// cycle.
///
/// # Panics
/// If there is no node, `k == 0`, or an edge's end is not below
/// `presents.len()`.
///
/// # Complexity
/// O(n · min(k, n)) time and memory, no recursion.
///
/// # Example
/// Codeforces 1498F's sample (nodes numbered from 0).
/// ```
/// use cp_games::nim::staircase::tree::winning_roots;
/// let edges = [(0, 1), (0, 2), (4, 1), (3, 2)];
/// let wins = winning_roots(&[0, 3, 2, 4, 4], &edges, 1).unwrap();
/// assert_eq!(wins, [true, false, false, true, true]);
/// ```
pub fn winning_roots<T: Presents>(
    presents: &[T],
    edges: &[(usize, usize)],
    k: usize,
) -> Result<Vec<bool>, NotATree> {
    Ok(odd_xors(presents, edges, k)?
        .into_iter()
        .map(|x| x != T::default())
        .collect())
}

/// The nodes in breadth-first order from node 0, and each node's parent
/// (node 0's is `usize::MAX`), for the tree whose neighbours are in
/// compressed rows `start`, `next` (as [`check_tree`] gives them).
fn breadth_first(start: &[usize], next: &[usize]) -> (Vec<usize>, Vec<usize>) {
    let n = start.len() - 1;
    let mut order = Vec::with_capacity(n);
    // The root's parent is no node; the edges are a tree, so skipping the
    // parent reaches every other node exactly once.
    let mut parent = vec![usize::MAX; n];
    order.push(0);
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &u in &next[start[v]..start[v + 1]] {
            if u != parent[v] {
                parent[u] = v;
                order.push(u);
            }
        }
    }
    (order, parent)
}

/// Rows `a` and `b` (distinct) of a table of rows of width `w`, both
/// mutable.
fn two_rows<T>(table: &mut [T], w: usize, a: usize, b: usize) -> (&mut [T], &mut [T]) {
    debug_assert_ne!(a, b);
    if a < b {
        let (low, high) = table.split_at_mut(b * w);
        (&mut low[a * w..(a + 1) * w], &mut high[..w])
    } else {
        let (low, high) = table.split_at_mut(a * w);
        (&mut high[..w], &mut low[b * w..(b + 1) * w])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::stones::tree_game::test_trees::{neighbours, random_tree};
    use crate::testing::{random_sequence, Rng};

    /// Each node's parent and depth with root `root`, by a plain search.
    fn rooted(n: usize, edges: &[(usize, usize)], root: usize) -> (Vec<usize>, Vec<usize>) {
        let adjacent = neighbours(n, edges);
        let mut parent = vec![usize::MAX; n];
        let mut depth = vec![usize::MAX; n];
        depth[root] = 0;
        let mut stack = vec![root];
        while let Some(v) = stack.pop() {
            for &u in &adjacent[v] {
                if depth[u] == usize::MAX {
                    depth[u] = depth[v] + 1;
                    parent[u] = v;
                    stack.push(u);
                }
            }
        }
        (parent, depth)
    }

    /// The actual game with root `root`, searched over explicit positions
    /// (presents per node): no staircase, no XOR.
    fn by_rules(presents: &[u64], edges: &[(usize, usize)], k: usize, root: usize) -> bool {
        let n = presents.len();
        let (parent, depth) = rooted(n, edges, root);
        // The k-th ancestor of each node of depth at least k.
        let target: Vec<Option<usize>> = (0..n)
            .map(|v| {
                if depth[v] < k {
                    return None;
                }
                let mut u = v;
                for _ in 0..k {
                    u = parent[u];
                }
                Some(u)
            })
            .collect();
        let mut game = Outcomes::new(Play::Normal, |p: &Vec<u64>| {
            let mut out = Vec::new();
            for v in 0..n {
                if let Some(u) = target[v] {
                    for m in 1..=p[v] {
                        let mut next = p.clone();
                        next[v] -= m;
                        next[u] += m;
                        out.push(next);
                    }
                }
            }
            out
        });
        game.wins(presents.to_vec())
    }

    /// The XOR over the odd steps of each root, by a search from each root.
    fn per_root(presents: &[u64], edges: &[(usize, usize)], k: usize) -> Vec<u64> {
        let n = presents.len();
        (0..n)
            .map(|root| {
                let (_, depth) = rooted(n, edges, root);
                (0..n)
                    .filter(|&v| depth[v] / k % 2 == 1)
                    .fold(0, |x, v| x ^ presents[v])
            })
            .collect()
    }

    #[test]
    fn small_random_trees_against_the_rules_for_every_root() {
        let mut rng = Rng::new(1498);
        let mut wins = 0;
        for _ in 0..400 {
            let n = 1 + rng.below(6);
            let k = 1 + rng.below(4);
            let top = 1 + rng.below_u64(2);
            let presents: Vec<u64> = (0..n).map(|_| rng.below_u64(top + 1)).collect();
            let edges = random_tree(&mut rng, n);
            let got = winning_roots(&presents, &edges, k).unwrap();
            for (root, &won) in got.iter().enumerate() {
                let truth = by_rules(&presents, &edges, k, root);
                assert_eq!(won, truth, "{presents:?} {edges:?} k={k} root {root}");
                wins += usize::from(truth);
            }
        }
        // Both outcomes were seen plenty.
        assert!(wins > 100, "{wins}");
    }

    #[test]
    fn rerooting_matches_a_search_from_every_root() {
        let mut rng = Rng::new(20);
        for round in 0..300 {
            let n = 1 + rng.below(if round % 10 == 0 { 300 } else { 30 });
            let k = 1 + rng.below(12);
            let presents: Vec<u64> = (0..n).map(|_| rng.next_u64()).collect();
            let edges = random_tree(&mut rng, n);
            let want = per_root(&presents, &edges, k);
            assert_eq!(
                odd_xors(&presents, &edges, k).unwrap(),
                want,
                "{presents:?} {edges:?} k={k}"
            );
            // In u32, the low halves: XOR commutes with truncation.
            let low: Vec<u32> = presents.iter().map(|&a| a as u32).collect();
            let want_low: Vec<u32> = want.iter().map(|&x| x as u32).collect();
            assert_eq!(odd_xors(&low, &edges, k).unwrap(), want_low);
        }
    }

    #[test]
    fn a_path_rooted_at_an_end_with_k_1_is_the_staircase() {
        let mut rng = Rng::new(892);
        for _ in 0..200 {
            let presents = random_sequence(&mut rng, 1..=8, 0..=3);
            let n = presents.len();
            let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
            // Rooted at node 0, node d is step d: steps[0] is step 1.
            let line = super::super::first_player_wins(presents[1..].iter().copied());
            assert_eq!(winning_roots(&presents, &edges, 1).unwrap()[0], line);
        }
    }

    #[test]
    fn long_path_and_star_without_recursion() {
        let n = 100_000;
        let k = 20;
        let presents: Vec<u64> = (0..n as u64).map(|v| v * 7919 % 1_000_000_007).collect();
        // The path 0 - 1 - ... - n-1, edges reversed and shuffled.
        let mut edges: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
        Rng::new(5).shuffle(&mut edges);
        let got = odd_xors(&presents, &edges, k).unwrap();
        for root in (0..n).step_by(4999).chain([n - 1]) {
            let want = (0..n)
                .filter(|&u| root.abs_diff(u) / k % 2 == 1)
                .fold(0, |x, u| x ^ presents[u]);
            assert_eq!(got[root], want, "root {root}");
        }
        // A star centred at n - 1: leaves are at depth 2 from each other.
        let star: Vec<(usize, usize)> = (0..n - 1).map(|v| (n - 1, v)).collect();
        let got = odd_xors(&presents, &star, 1).unwrap();
        let leaves = presents[..n - 1].iter().fold(0, |x, &a| x ^ a);
        assert_eq!(got[n - 1], leaves);
        assert_eq!(got[0], presents[n - 1]);
        // With k = 2, the other leaves (depth 2) are on step 1 from a leaf.
        assert_eq!(
            odd_xors(&presents, &star, 2).unwrap()[0],
            leaves ^ presents[0]
        );
    }

    #[test]
    fn large_k_and_a_single_node() {
        assert_eq!(odd_xors(&[7], &[], 1), Ok(vec![0]));
        assert_eq!(odd_xors(&[7], &[], usize::MAX), Ok(vec![0]));
        // k at least the number of nodes: nobody can move.
        let edges = [(0, 1), (1, 2)];
        assert_eq!(odd_xors(&[1, 2, 3], &edges, 3), Ok(vec![0; 3]));
        assert_eq!(odd_xors(&[1, 2, 3], &edges, 1 << 40), Ok(vec![0; 3]));
        assert_eq!(odd_xors(&[1, 2, 3], &edges, 2), Ok(vec![3, 0, 1]));
    }

    #[test]
    fn refuses_what_is_not_a_tree() {
        assert_eq!(
            odd_xors(&[1, 1, 1], &[(0, 1)], 1),
            Err(NotATree::EdgeCount {
                vertices: 3,
                edges: 1
            })
        );
        assert_eq!(
            odd_xors(&[1, 1, 1, 1], &[(0, 1), (1, 0), (2, 3)], 1),
            Err(NotATree::Cycle {
                edge: 1,
                a: 1,
                b: 0
            })
        );
        assert_eq!(
            winning_roots(&[1, 1], &[(1, 1)], 1),
            Err(NotATree::Cycle {
                edge: 0,
                a: 1,
                b: 1
            })
        );
    }

    #[test]
    #[should_panic(expected = "the step k must be at least 1")]
    fn step_zero_panics() {
        let _ = odd_xors(&[1, 2], &[(0, 1)], 0);
    }
}

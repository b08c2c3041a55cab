//! Tree Game (AtCoder AGC010 F): vertex `v` of a tree holds `A_v` stones
//! and a piece stands on one vertex. A move removes one stone from the
//! piece's vertex and then moves the piece to an adjacent vertex; the
//! player to move who finds no stone on the piece's vertex (or, in a tree
//! of one vertex, no vertex to move to) loses. The question: from which
//! vertices does the first player win?
//!
//! **The rule.** With the piece on `v` in a tree `T`, the player to move
//! wins exactly when `v` has a neighbour `u` with `A_u < A_v` such that
//! the player to move from `u` loses in `T_u`, the part of `T` without `v`
//! that holds `u` (with the same stones).
//!
//! *Proof,* by induction on the number of stones in `T`, for every tree,
//! every placement of stones and every `v` at once. If `A_v = 0`, or `v`
//! has no neighbour, the player to move loses, and no `u` qualifies. Else
//! the player removes a stone from `v` (now `A'_v = A_v - 1`) and moves
//! to some neighbour `u`; the opponent then moves from `u` in `T` with one
//! stone fewer, so the hypothesis decides that position: the opponent
//! wins exactly when `u` has a neighbour `w` with `A'_w < A'_u` that is
//! lost in the part of `T` without `u` holding `w`. For `w != v` that part
//! lies inside `T_u`, which has fewer stones than `T` (it misses `v`'s),
//! so by the hypothesis on `T_u` such a `w` exists exactly when `u` wins
//! in `T_u`. If some `u` has `A_u < A_v` and loses in `T_u`, moving there
//! wins: no `w != v` qualifies, and `w = v` does not either, as `A'_v =
//! A_v - 1 >= A_u`. Otherwise every neighbour `u` with `A_u < A_v` wins in
//! `T_u`, and every move loses:
//! - to `u` with `A_u < A_v`: the `w` that wins in `T_u` wins in `T`;
//! - to `u` with `A_u >= A_v`: the opponent removes a stone from `u` and
//!   moves back to `v`. The player faces `v` with `A''_v = A_v - 1` and
//!   `A''_u = A_u - 1`, every other count unchanged, two stones fewer, so
//!   by the hypothesis wins only through a neighbour `w` with `A''_w <
//!   A''_v` that loses in the part without `v`. Not `u`, as `A''_u >=
//!   A''_v`; and any other such `w` has `A_w < A_v` with its part (which
//!   misses `u` and `v`) unchanged, so it wins there, by assumption.
//!
//! That is the rule, in both directions.
//!
//! **One value per vertex.** The rule at `u` inside `T_u` looks at the
//! neighbours `w` of `u` other than `v` with `A_w < A_u`; as `A_v > A_u`,
//! leaving `v` out changes nothing. Unfolding, `win(v)` is the same in
//! every part of the tree that holds `v`, and
//! `win(v) = some neighbour u has A_u < A_v and not win(u)`,
//! a value per vertex that depends only on neighbours with fewer stones:
//! computed in increasing order of `A`, in O(N log N) for the sort and
//! O(N) for the rest, with no recursion. (A search from each start vertex
//! along strictly decreasing `A`, the textbook O(N^2), computes the same.)

use std::fmt;

/// Why [`winning_starts`] refused the edges: they do not form a tree.
/// Vertices and edges are numbered from 0; [`Display`](fmt::Display)
/// numbers them from 1, as judges do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotATree {
    /// A tree on `vertices` vertices has `vertices - 1` edges, not `edges`.
    EdgeCount {
        /// Number of vertices.
        vertices: usize,
        /// Number of edges given.
        edges: usize,
    },
    /// Edge number `edge`, `(a, b)`, joins two vertices the edges before it
    /// joined already (a loop joins a vertex to itself): it closes a cycle.
    Cycle {
        /// The edge's index in the list given.
        edge: usize,
        /// One end.
        a: usize,
        /// The other end.
        b: usize,
    },
}

impl fmt::Display for NotATree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            NotATree::EdgeCount { vertices, edges } => write!(
                f,
                "{edges} edges, but a tree on {vertices} vertices has {}",
                vertices.saturating_sub(1)
            ),
            NotATree::Cycle { edge, a, b } => {
                write!(f, "edge {} ({} {}) closes a cycle", edge + 1, a + 1, b + 1)
            }
        }
    }
}

impl std::error::Error for NotATree {}

/// For each vertex `v` of the tree, whether the player to move wins Tree
/// Game with the piece on `v`: `stones[v]` stones on vertex `v`, `edges`
/// joining vertices `0..stones.len()`.
///
/// # Errors
/// [`NotATree`] if `edges` are not `stones.len() - 1` edges without a
/// cycle (which is what a tree is).
///
/// # Panics
/// If there is no vertex, or an edge's end is not below `stones.len()`.
///
/// # Complexity
/// O(N log N) time (a sort by stones) and O(N) memory, no recursion.
///
/// # Example
/// AGC010 F's second sample: the tree 1-2, 1-3, 2-4, 2-5 with stones
/// 5, 4, 1, 2, 3; vertices 1 and 2 win.
/// ```
/// use cp_games::stones::tree_game::{winning_starts, NotATree};
/// let edges = [(0, 1), (0, 2), (1, 3), (1, 4)];
/// let wins = winning_starts(&[5, 4, 1, 2, 3], &edges).unwrap();
/// assert_eq!(wins, [true, true, false, false, false]);
/// let cycle = [(0, 1), (1, 2), (2, 0)];
/// assert_eq!(
///     winning_starts(&[1, 1, 1, 1], &cycle),
///     Err(NotATree::Cycle { edge: 2, a: 2, b: 0 })
/// );
/// ```
pub fn winning_starts(stones: &[u64], edges: &[(usize, usize)]) -> Result<Vec<bool>, NotATree> {
    let n = stones.len();
    assert!(n > 0, "tree_game: a tree needs a vertex");
    let (start, next) = check_tree(n, edges, "tree_game")?;
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_unstable_by_key(|&v| stones[v]);
    let mut wins = vec![false; n];
    for v in order {
        // Every neighbour with fewer stones comes earlier in `order`.
        wins[v] = next[start[v]..start[v + 1]]
            .iter()
            .any(|&u| stones[u] < stones[v] && !wins[u]);
    }
    Ok(wins)
}

/// Checks that `edges` make a tree on the `n` vertices (`n - 1` of them
/// and no cycle), and returns the tree's neighbours in compressed rows:
/// those of `v` are `next[start[v]..start[v + 1]]`, for `(start, next)`
/// returned.
///
/// # Panics
/// If an edge leaves `0..n` (`who` names the caller in the message).
///
/// # Complexity
/// O(n α(n)).
pub(crate) fn check_tree(
    n: usize,
    edges: &[(usize, usize)],
    who: &str,
) -> Result<(Vec<usize>, Vec<usize>), NotATree> {
    for &(a, b) in edges {
        assert!(
            a < n && b < n,
            "{}: edge ({}, {}) outside 0..{}",
            who,
            a,
            b,
            n
        );
    }
    if edges.len() != n - 1 {
        return Err(NotATree::EdgeCount {
            vertices: n,
            edges: edges.len(),
        });
    }
    check_acyclic(n, edges)?;
    // Degrees, then running sums: `start[v]` is where `v`'s row ends, and
    // filling each row from its end leaves `start[v]` where it begins.
    let mut start = vec![0usize; n + 1];
    for &(a, b) in edges {
        start[a] += 1;
        start[b] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut next = vec![0usize; 2 * edges.len()];
    for &(a, b) in edges {
        start[a] -= 1;
        next[start[a]] = b;
        start[b] -= 1;
        next[start[b]] = a;
    }
    Ok((start, next))
}

/// The first edge that joins two vertices already joined, by union-find
/// (union by size, path halving).
fn check_acyclic(n: usize, edges: &[(usize, usize)]) -> Result<(), NotATree> {
    let mut parent: Vec<usize> = (0..n).collect();
    let mut size = vec![1usize; n];
    let find = |parent: &mut Vec<usize>, mut x: usize| {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    };
    for (i, &(a, b)) in edges.iter().enumerate() {
        let (mut ra, mut rb) = (find(&mut parent, a), find(&mut parent, b));
        if ra == rb {
            return Err(NotATree::Cycle { edge: i, a, b });
        }
        if size[ra] < size[rb] {
            std::mem::swap(&mut ra, &mut rb);
        }
        parent[rb] = ra;
        size[ra] += size[rb];
    }
    Ok(())
}

/// Trees for the tests of this module and of `nim::staircase::tree`.
#[cfg(test)]
pub(crate) mod test_trees {
    use crate::testing::Rng;

    /// A random tree on `0..n`: vertex `v` of a random labelling hangs from
    /// a random earlier one; each edge's ends in random order, the edges
    /// shuffled.
    pub(crate) fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
        let mut label: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut label);
        let mut edges: Vec<(usize, usize)> = (1..n)
            .map(|v| {
                let (a, b) = (label[v], label[rng.below(v)]);
                if rng.below(2) == 0 {
                    (a, b)
                } else {
                    (b, a)
                }
            })
            .collect();
        rng.shuffle(&mut edges);
        edges
    }

    /// Each vertex's neighbours in the graph `edges` on `0..n`, as plain
    /// lists (independent of [`check_tree`](super::check_tree)'s).
    pub(crate) fn neighbours(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
        let mut adjacent = vec![Vec::new(); n];
        for &(a, b) in edges {
            adjacent[a].push(b);
            adjacent[b].push(a);
        }
        adjacent
    }
}

#[cfg(test)]
mod tests {
    use super::test_trees::{neighbours, random_tree};
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::testing::{random_sequence, Rng};

    /// The actual rules on explicit positions (piece, stones left): with a
    /// stone on the piece's vertex, remove it and move to any neighbour.
    fn by_rules(stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
        let n = stones.len();
        let adjacent = neighbours(n, edges);
        let mut game = Outcomes::new(Play::Normal, |(v, left): &(usize, Vec<u64>)| {
            let mut out = Vec::new();
            if left[*v] > 0 {
                let mut after = left.clone();
                after[*v] -= 1;
                for &u in &adjacent[*v] {
                    out.push((u, after.clone()));
                }
            }
            out
        });
        (0..n).map(|v| game.wins((v, stones.to_vec()))).collect()
    }

    /// The textbook method, independent of the order by stones: for each
    /// start, a search along neighbours with fewer stones, other than the
    /// vertex it came from, of the rule in `T_u`; iterative, O(N) per
    /// start.
    fn per_start(stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
        let n = stones.len();
        let adjacent = neighbours(n, edges);
        let mut wins = vec![false; n];
        for (root, win) in wins.iter_mut().enumerate() {
            // Frames (vertex, came from, next neighbour to look at, won).
            let mut stack = vec![(root, usize::MAX, 0usize, false)];
            *win = loop {
                let top = stack.len() - 1;
                let (v, from, i, won) = stack[top];
                if won || i == adjacent[v].len() {
                    stack.pop();
                    match stack.last_mut() {
                        None => break won,
                        Some(parent) => {
                            // The child just finished: a lost child wins.
                            parent.3 |= !won;
                            parent.2 += 1;
                        }
                    }
                    continue;
                }
                let u = adjacent[v][i];
                if u != from && stones[u] < stones[v] {
                    stack.push((u, v, 0, false));
                } else {
                    stack[top].2 += 1;
                }
            };
        }
        wins
    }

    /// A random tree on `n` vertices: each vertex after the first hangs
    /// from an earlier one, then the labels are shuffled.
    #[test]
    fn every_small_tree_against_the_rules() {
        // Every tree on up to 5 vertices given by parents (vertex v hangs
        // from some p < v, which reaches every labelled tree shape), and
        // every placement of 0..=2 stones.
        let mut trees = 0;
        for n in 1..=5usize {
            let mut parents = vec![0usize; n];
            loop {
                let edges: Vec<(usize, usize)> = (1..n).map(|v| (parents[v], v)).collect();
                trees += 1;
                for code in 0..3u64.pow(n as u32) {
                    let stones: Vec<u64> = (0..n as u32).map(|i| code / 3u64.pow(i) % 3).collect();
                    let truth = by_rules(&stones, &edges);
                    assert_eq!(
                        winning_starts(&stones, &edges).unwrap(),
                        truth,
                        "{stones:?} {edges:?}"
                    );
                    assert_eq!(per_start(&stones, &edges), truth, "{stones:?} {edges:?}");
                }
                // Next parent array, as a mixed-radix counter.
                let mut v = 1;
                while v < n && parents[v] == v - 1 {
                    parents[v] = 0;
                    v += 1;
                }
                if v >= n {
                    break;
                }
                parents[v] += 1;
            }
        }
        // 0! + 0! + 1! + 2! + 3! + 4! parent arrays for n = 1..=5.
        assert_eq!(trees, 1 + 1 + 2 + 6 + 24);
    }

    #[test]
    fn random_trees_against_the_rules() {
        let mut rng = Rng::new(10);
        for _ in 0..300 {
            let top = 1 + rng.below_u64(4);
            let stones = random_sequence(&mut rng, 2..=7, 0..=top);
            let edges = random_tree(&mut rng, stones.len());
            assert_eq!(
                winning_starts(&stones, &edges).unwrap(),
                by_rules(&stones, &edges),
                "{stones:?} {edges:?}"
            );
        }
    }

    #[test]
    fn judge_sized_trees_against_the_search_per_start() {
        let mut rng = Rng::new(3000);
        for round in 0..12 {
            let n = 3000;
            // Few distinct counts make long chains of ties and of strict
            // descents; wide counts make most neighbours comparable.
            let top = [2, 5, 1_000_000_000][round % 3];
            let stones: Vec<u64> = (0..n).map(|_| rng.below_u64(top + 1)).collect();
            let edges = random_tree(&mut rng, n);
            assert_eq!(
                winning_starts(&stones, &edges).unwrap(),
                per_start(&stones, &edges)
            );
        }
        // A path of 3000 vertices whose stones fall along it: a search 3000
        // deep, and vertices that win alternately from the far end.
        let n = 3000;
        let stones: Vec<u64> = (0..n as u64).map(|v| 1_000_000_000 - v).collect();
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        let wins = winning_starts(&stones, &edges).unwrap();
        assert_eq!(wins, per_start(&stones, &edges));
        assert!(wins
            .iter()
            .enumerate()
            .all(|(v, &w)| w == ((n - 1 - v) % 2 == 1)));
    }

    #[test]
    fn refuses_what_is_not_a_tree() {
        assert_eq!(
            winning_starts(&[1, 1, 1], &[(0, 1)]),
            Err(NotATree::EdgeCount {
                vertices: 3,
                edges: 1
            })
        );
        assert_eq!(
            winning_starts(&[1, 1, 1], &[(0, 1), (1, 0)]),
            Err(NotATree::Cycle {
                edge: 1,
                a: 1,
                b: 0
            })
        );
        assert_eq!(
            winning_starts(&[1, 1], &[(1, 1)]),
            Err(NotATree::Cycle {
                edge: 0,
                a: 1,
                b: 1
            })
        );
        assert_eq!(
            NotATree::Cycle {
                edge: 1,
                a: 1,
                b: 0
            }
            .to_string(),
            "edge 2 (2 1) closes a cycle"
        );
        // One vertex: no move at all.
        assert_eq!(winning_starts(&[7], &[]), Ok(vec![false]));
    }
}

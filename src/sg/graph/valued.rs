//! Retrograde analysis with values (AtCoder ABC261 Ex): a token on a
//! weighted digraph, two players alternately push it along an outgoing
//! edge, and the game ends on a vertex without outgoing edges. The
//! *minimiser* wants first of all the game to end, and then the total weight
//! of the edges used (an edge used twice counts twice) as small as possible;
//! the *maximiser* wants first of all the game never to end, and then the
//! total as large as possible. Weights are non-negative. [`min_max_totals`]
//! gives, for each vertex and each player to move, the total under optimal
//! play, or `None` (INFINITY) when the maximiser can keep the game going
//! forever.
//!
//! **The values.** A position is a *state* `(v, player to move)`. Write
//! `d` for the value of a state, with `∞` for an endless game (worse than
//! every total for the minimiser). On a vertex without edges `d = 0` for
//! both players; elsewhere the values must satisfy
//! - `d(v, min) = min over edges v -> w of weight c of c + d(w, max)`,
//! - `d(v, max) = max over edges v -> w of weight c of c + d(w, min)`,
//!
//! but with cycles these equations have many solutions; the analysis below
//! finds the right one, by retrograde analysis (as in
//! [`retrograde`](super::retrograde)) taken in Dijkstra order.
//!
//! **The analysis.** A priority queue holds tentative values of states,
//! smallest first; it starts with `(v, min)` and `(v, max)` at 0 for each
//! vertex `v` without edges. Each maximiser state `(u, max)` counts its
//! edges whose target's minimiser state is not yet final and keeps the
//! largest `c + d` over those that are. Repeatedly take the smallest entry
//! `(s, d)`; if `s` is a minimiser state already final, drop it; else `d`
//! is final for `s`, and then, for each edge `u -> v` of weight `c` into its
//! vertex `v`:
//! - if `s = (v, max)`, offer `c + d` to `(u, min)`: push it unless `(u,
//!   min)` is final (a state can be pushed once per edge out of it);
//! - if `s = (v, min)`, count the edge as finished at `(u, max)` and raise
//!   its maximum to `c + d`; when its last edge is finished, push `(u, max)`
//!   with that maximum (once: a maximiser state is pushed only then).
//!
//! The states never made final get `∞`.
//!
//! *The values leave the queue in non-decreasing order.* Every entry pushed
//! while `(s, d)` is being handled is at least `d`: an offer is `c + d` with
//! `c >= 0`, and a maximiser state pushed then takes a maximum that
//! includes `c + d`. So the queue never holds an entry below the last value
//! taken out, and by induction each value taken is at least the one before.
//! In particular the first entry of a minimiser state taken out is the
//! smallest offer it ever gets (an offer made later is at least that
//! value), so, writing `d(s)` for the final values:
//!
//! - (a) if `(u, min)` is final, `d(u, min) = c + d(w, max)` for some edge
//!   `u -> w` with `(w, max)` made final before `(u, min)`; and every edge
//!   `u -> w` whose `(w, max)` is final at all has `c + d(w, max) >= d(u,
//!   min)` (made final before: its offer was among those `d(u, min)` is the
//!   smallest of; after: `d(w, max) >= d(u, min)` by the order and `c >=
//!   0`);
//! - (b) if `(u, max)` is final and `u` has edges, every edge `u -> w` has
//!   `(w, min)` made final before `(u, max)` with `c + d(w, min) <= d(u,
//!   max)`, with equality for at least one;
//! - (c) if `(u, min)` is never final, no `(w, max)` of an edge `u -> w` is
//!   final (its offer would have been pushed, and every entry pushed is
//!   taken out at last); if `(u, max)` is never final, `u` has an edge and
//!   some edge `u -> w` has `(w, min)` never final (else its count would
//!   have reached zero and it would have been pushed).
//!
//! *Why a final value is the total.* From a final state the minimiser plays
//! as (a) says: from `(u, min)` along the edge that gave `d(u, min)`. Each
//! ply, his or the maximiser's (by (b), any move), leads to a state made
//! final earlier, with `c + d(next) <= d(here)`. The states made final are
//! finitely many and ordered, so the game ends within `2N` plies, on a
//! vertex without edges (value 0), and by induction the total is at most
//! `d` of the start. Against that, the maximiser plays as (b) says
//! (equality) from a final `(u, max)`, and from a never-final `(u, max)` to
//! a never-final `(w, min)` as (c) allows. Then as long as the play stays on
//! final states, the weight so far plus `d` of the current state never
//! drops below `d` of the start (at the minimiser's final states by (a),
//! at the maximiser's with equality); once it reaches a never-final state it
//! stays on never-final states (by (c): every move of the minimiser, and
//! the maximiser's choice), none of which is a vertex without edges, so the
//! game never ends. So either the game never ends or it ends with a total
//! of at least `d` of the start. Both players can hold the other to `d`, so
//! `d` is the value of every final state.
//!
//! *Why a never-final state is INFINITY.* From a never-final state, the
//! maximiser's play above keeps every state of the play never final, and
//! so the game never ends, whatever the minimiser does.
//!
//! **Totals.** A play the minimiser forces from a final state crosses each
//! state at most once, so it uses each edge at most twice: every final
//! value is at most twice the sum of the weights, and the analysis checks
//! that this fits in a `u64` before it starts (for ABC261 Ex, `2 * 2*10^5 *
//! 10^9 = 4*10^14`).
//!
//! **The work.** The reversed graph is built once, O(N + M), with the
//! weights laid beside the predecessors. Each state is taken out once as
//! final, each edge into it looked at once then, and each edge pushes at
//! most one entry: the queue holds at most `2N + M` entries, so the whole
//! is O((N + M) log(N + M)) time and O(N + M) memory, with no recursion.
//! Loops and parallel edges change nothing in the argument (each edge is a
//! move, counted and offered on its own).

use super::retrograde::{Moves, Reversed};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A state's value while unknown, and once known to be endless.
const ENDLESS: u64 = u64::MAX;

/// The totals under optimal play from every state of a game of
/// [`min_max_totals`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Totals {
    /// Indexed by vertex; [`ENDLESS`] for INFINITY.
    minimiser: Vec<u64>,
    maximiser: Vec<u64>,
}

impl Totals {
    /// The total when the minimiser is to move with the token on `v`, or
    /// `None` if the maximiser can make the game endless. O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn minimiser_to_move(&self, v: usize) -> Option<u64> {
        Some(self.minimiser[v]).filter(|&d| d != ENDLESS)
    }

    /// The total when the maximiser is to move with the token on `v`, or
    /// `None` if the maximiser can make the game endless. O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn maximiser_to_move(&self, v: usize) -> Option<u64> {
        Some(self.maximiser[v]).filter(|&d| d != ENDLESS)
    }
}

/// Solves the minimiser–maximiser game on the digraph with vertices
/// `0..vertices`, edges `edges[i]` of weight `weights[i]` (loops and
/// parallel edges allowed), from every vertex with either player to move
/// (see the [module](self) for the rules and the proof).
///
/// # Panics
/// If `edges` and `weights` differ in length, if an endpoint is not a
/// vertex, if there are `u32::MAX - 1` vertices or edges or more, or if
/// twice the sum of the weights does not fit in a `u64`.
///
/// # Complexity
/// O((N + M) log(N + M)) time, O(N + M) memory, no recursion.
///
/// # Example
/// ABC261 Ex's third sample: `0 -> 1 -> 2 -> 0` and `1 -> 3`, each of
/// weight 1. From 0 the minimiser goes to 1; the maximiser would rather
/// loop, to 2; the minimiser must go on to 0, and the maximiser to 1; the
/// minimiser ends the game at 3: 5 edges.
/// ```
/// use cp_games::sg::graph::valued::min_max_totals;
/// let t = min_max_totals(4, &[(0, 1), (1, 2), (2, 0), (1, 3)], &[1; 4]);
/// assert_eq!(t.minimiser_to_move(0), Some(5));
/// assert_eq!(t.maximiser_to_move(1), Some(4));
/// // With an edge 2 -> 3 too, the maximiser cannot loop at 1, and at 2
/// // the minimiser ends it: 0 -> 1 -> 2 -> 3.
/// let t = min_max_totals(4, &[(0, 1), (1, 2), (2, 0), (1, 3), (2, 3)], &[1; 5]);
/// assert_eq!(t.minimiser_to_move(0), Some(3));
/// // With 1 -> 2 -> 1 and 1 -> 3 the maximiser at 1 goes on forever (the
/// // minimiser at 2 must go back); the minimiser at 1 ends it at once.
/// let t = min_max_totals(4, &[(0, 1), (1, 2), (2, 1), (1, 3)], &[1; 4]);
/// assert_eq!(t.minimiser_to_move(0), None);
/// assert_eq!(t.minimiser_to_move(1), Some(1));
/// // A loop hands the move over: the maximiser's loop on 1 gives the
/// // minimiser the move there, and he ends it.
/// let t = min_max_totals(4, &[(0, 1), (1, 1), (1, 3)], &[1; 3]);
/// assert_eq!(t.minimiser_to_move(0), Some(3));
/// ```
pub fn min_max_totals(vertices: usize, edges: &[(u32, u32)], weights: &[u64]) -> Totals {
    assert_eq!(
        edges.len(),
        weights.len(),
        "min_max_totals: {} edges and {} weights",
        edges.len(),
        weights.len()
    );
    let bound = weights
        .iter()
        .try_fold(0u64, |sum, &c| sum.checked_add(c))
        .and_then(|sum| sum.checked_mul(2))
        .filter(|&b| b < ENDLESS);
    assert!(
        bound.is_some(),
        "min_max_totals: twice the sum of the weights does not fit in u64"
    );
    let (graph, slots) = Reversed::with_slots(vertices, edges);
    // The weight of the edge at each predecessor slot.
    let mut weight_at = vec![0u64; weights.len()];
    for (&slot, &c) in slots.iter().zip(weights) {
        weight_at[slot as usize] = c;
    }
    drop(slots);

    let mut minimiser = vec![ENDLESS; vertices];
    let mut final_min = vec![false; vertices];
    // Maximiser states: edges left whose target is not final, and the
    // largest `c + d` over the others.
    let mut open: Vec<u32> = (0..vertices).map(|v| graph.moves_from(v) as u32).collect();
    let mut maximiser = vec![0u64; vertices];
    // Entries (value, state), state `2v` for (v, min) and `2v + 1` for
    // (v, max); smallest first.
    let mut queue: BinaryHeap<Reverse<(u64, u32)>> = BinaryHeap::new();
    for v in 0..vertices {
        if open[v] == 0 {
            minimiser[v] = 0;
            queue.push(Reverse((0, 2 * v as u32)));
            queue.push(Reverse((0, 2 * v as u32 + 1)));
        }
    }
    while let Some(Reverse((d, state))) = queue.pop() {
        let v = (state / 2) as usize;
        let first = graph.first_slot(v);
        let into = graph.predecessors(v).iter().zip(&weight_at[first..]);
        if state % 2 == 0 {
            if final_min[v] {
                continue;
            }
            final_min[v] = true;
            for (&u, &c) in into {
                let u = u as usize;
                let best = &mut maximiser[u];
                *best = (*best).max(d + c);
                open[u] -= 1;
                if open[u] == 0 {
                    queue.push(Reverse((*best, 2 * u as u32 + 1)));
                }
            }
        } else {
            for (&u, &c) in into {
                let u = u as usize;
                if !final_min[u] && d + c < minimiser[u] {
                    minimiser[u] = d + c;
                    queue.push(Reverse((d + c, 2 * u as u32)));
                }
            }
        }
    }
    for (best, &left) in maximiser.iter_mut().zip(&open) {
        if left > 0 {
            *best = ENDLESS;
        }
    }
    Totals {
        minimiser,
        maximiser,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// The game played by its rules for at most `plies` plies, a play not
    /// over by then counting as endless: `[minimiser, maximiser]` to move,
    /// per vertex, by backward induction over the plies left (no queue, no
    /// order of states).
    fn played(n: usize, edges: &[(u32, u32)], weights: &[u64], plies: usize) -> [Vec<u64>; 2] {
        let mut has_move = vec![false; n];
        for &(a, _) in edges {
            has_move[a as usize] = true;
        }
        // With no ply left, only a game already over has a total.
        let start: Vec<u64> = has_move
            .iter()
            .map(|&m| if m { ENDLESS } else { 0 })
            .collect();
        let (mut min, mut max) = (start.clone(), start.clone());
        for _ in 0..plies {
            let mut new_min = start.clone();
            let mut new_max = start.clone();
            let mut seen = vec![false; n];
            for (&(a, b), &c) in edges.iter().zip(weights) {
                let (a, b) = (a as usize, b as usize);
                let after_max = max[b].saturating_add(c);
                let after_min = min[b].saturating_add(c);
                new_min[a] = if seen[a] {
                    new_min[a].min(after_max)
                } else {
                    after_max
                };
                new_max[a] = if seen[a] {
                    new_max[a].max(after_min)
                } else {
                    after_min
                };
                seen[a] = true;
            }
            min = new_min;
            max = new_max;
        }
        [min, max]
    }

    fn solved(n: usize, edges: &[(u32, u32)], weights: &[u64]) -> [Vec<u64>; 2] {
        let t = min_max_totals(n, edges, weights);
        let or_endless = |d: Option<u64>| d.unwrap_or(ENDLESS);
        [
            (0..n).map(|v| or_endless(t.minimiser_to_move(v))).collect(),
            (0..n).map(|v| or_endless(t.maximiser_to_move(v))).collect(),
        ]
    }

    /// Checks the analysis against the played game, `2n` plies and twice
    /// as many agreeing; returns how many states are endless.
    fn check(n: usize, edges: &[(u32, u32)], weights: &[u64]) -> usize {
        let slow = played(n, edges, weights, 2 * n);
        assert_eq!(
            slow,
            played(n, edges, weights, 4 * n),
            "{edges:?} {weights:?}"
        );
        assert_eq!(solved(n, edges, weights), slow, "{edges:?} {weights:?}");
        slow.iter().flatten().filter(|&&d| d == ENDLESS).count()
    }

    #[test]
    fn every_weighted_digraph_on_three_vertices_with_loops() {
        // Each of the 9 possible edges absent or of weight 0, 1 or 3.
        let pairs: Vec<(u32, u32)> = (0..3).flat_map(|a| (0..3).map(move |b| (a, b))).collect();
        let (mut endless, mut finite) = (0, 0);
        for code in 0..4usize.pow(9) {
            let (mut edges, mut weights) = (Vec::new(), Vec::new());
            let mut rest = code;
            for &pair in &pairs {
                if rest % 4 > 0 {
                    edges.push(pair);
                    weights.push([0, 1, 3][rest % 4 - 1]);
                }
                rest /= 4;
            }
            let e = check(3, &edges, &weights);
            endless += e;
            finite += 6 - e;
        }
        assert!(endless > 1_000_000 && finite > 50_000, "{endless} {finite}");
    }

    #[test]
    fn random_digraphs_with_parallel_edges_match_the_played_game() {
        let mut rng = Rng::new(261);
        let (mut endless, mut finite) = (0, 0);
        for round in 0..4000 {
            let (n, edges): (usize, Vec<(u32, u32)>) = rng.multigraph(8, |n| 3 * n);
            let top = if round % 2 == 0 { 10 } else { 1_000_000_000 };
            let weights: Vec<u64> = (0..edges.len())
                .map(|_| rng.below(top + 1) as u64)
                .collect();
            let e = check(n, &edges, &weights);
            endless += e;
            finite += 2 * n - e;
        }
        assert!(endless > 5000 && finite > 5000, "{endless} {finite}");
    }

    /// The equations of the module docs iterated from "endless" everywhere
    /// but the ends, in place, until nothing changes: the naive fixpoint,
    /// for graphs too large for the ply-bounded search.
    fn fixpoint(n: usize, edges: &[(u32, u32)], weights: &[u64]) -> ([Vec<u64>; 2], usize) {
        let mut out: Vec<Vec<(usize, u64)>> = vec![Vec::new(); n];
        for (&(a, b), &c) in edges.iter().zip(weights) {
            out[a as usize].push((b as usize, c));
        }
        let start: Vec<u64> = out
            .iter()
            .map(|o| if o.is_empty() { 0 } else { ENDLESS })
            .collect();
        let (mut min, mut max) = (start.clone(), start);
        let mut rounds = 0;
        loop {
            rounds += 1;
            let mut changed = false;
            for v in 0..n {
                if out[v].is_empty() {
                    continue;
                }
                let lo = out[v].iter().map(|&(w, c)| max[w].saturating_add(c)).min();
                let hi = out[v].iter().map(|&(w, c)| min[w].saturating_add(c)).max();
                let (lo, hi) = (lo.unwrap(), hi.unwrap());
                changed |= lo != min[v] || hi != max[v];
                min[v] = lo;
                max[v] = hi;
            }
            if !changed {
                return ([min, max], rounds);
            }
        }
    }

    #[test]
    fn large_graphs_match_the_naive_fixpoint() {
        let mut rng = Rng::new(2610);
        let mut most_rounds = 0;
        for round in 0..8 {
            let n = 3000;
            let m = [n, 2 * n, 3 * n / 2, 4 * n, n / 4, n / 2, n, n / 8][round];
            let mut edges: Vec<(u32, u32)> = rng.edges(n, m);
            if round >= 4 {
                // A path through every vertex to the last, which has no
                // edges: the in-place sweep, in vertex order, learns of the
                // end one vertex per round along it.
                edges.retain(|e| e.0 as usize != n - 1);
                edges.extend((0..n as u32 - 1).map(|v| (v, v + 1)));
            }
            let weights: Vec<u64> = (0..edges.len())
                .map(|_| rng.below(if round % 2 == 0 { 2 } else { 1000 }) as u64)
                .collect();
            let (slow, rounds) = fixpoint(n, &edges, &weights);
            let fast = solved(n, &edges, &weights);
            assert_eq!(fast, slow, "round {round}");
            let endless = slow.iter().flatten().filter(|&&d| d == ENDLESS).count();
            assert!(endless > 0 && endless < 2 * n, "round {round}: {endless}");
            most_rounds = most_rounds.max(rounds);
        }
        assert!(most_rounds > 20, "{most_rounds}");
    }

    #[test]
    fn a_path_needs_no_recursion_and_totals_pass_u32() {
        // 0 <- 1 <- ... <- n-1, each of weight 10^9: from v, v plies to 0.
        let n = 300_000;
        let edges: Vec<(u32, u32)> = (1..n as u32).map(|v| (v, v - 1)).collect();
        let weights = vec![1_000_000_000u64; n - 1];
        let t = std::thread::Builder::new()
            .stack_size(64 << 10)
            .spawn(move || min_max_totals(n, &edges, &weights))
            .unwrap()
            .join()
            .unwrap();
        for v in [0, 1, 2, n - 1] {
            assert_eq!(t.minimiser_to_move(v), Some(v as u64 * 1_000_000_000));
            assert_eq!(t.maximiser_to_move(v), Some(v as u64 * 1_000_000_000));
        }
    }

    #[test]
    fn empty_graphs_and_the_sum_bound() {
        let t = min_max_totals(0, &[], &[]);
        assert_eq!(t, min_max_totals(0, &[], &[]));
        let t = min_max_totals(2, &[], &[]);
        assert_eq!(t.minimiser_to_move(1), Some(0));
        assert_eq!(t.maximiser_to_move(1), Some(0));
        // The largest weights whose doubled sum fits.
        let big = (u64::MAX - 1) / 2;
        let t = min_max_totals(2, &[(0, 1)], &[big]);
        assert_eq!(t.minimiser_to_move(0), Some(big));
        let t = min_max_totals(3, &[(0, 1), (1, 2)], &[big / 2, big / 2]);
        assert_eq!(t.minimiser_to_move(0), Some(big / 2 * 2));
    }

    #[test]
    #[should_panic(expected = "twice the sum of the weights")]
    fn weights_too_large_are_refused() {
        min_max_totals(2, &[(0, 1)], &[u64::MAX / 2 + 1]);
    }
}

//! Games on a directed graph (AcWing 1319): a token sits on a vertex, a move
//! pushes it along one outgoing edge, and the player who cannot move loses.
//!
//! **Acyclic graphs.** Every play ends, and the Grundy value of a vertex is
//! `sg(u) = mex{ sg(v) : u -> v }`. Several tokens (sharing vertices or not)
//! are a sum of games, one per token, so the player to move wins exactly
//! when the XOR of the tokens' values is non-zero. [`grundy_values`] computes
//! every vertex's value in one depth-first search: a vertex is finished only
//! after all its successors are, so each `mex` sees final values. The search
//! keeps its own stack, so a path of 10^6 vertices needs no deep recursion;
//! an edge back to a vertex still on that stack is a cycle, and the graph is
//! refused with that vertex named.
//!
//! **Any graph: win, lose or draw.** With cycles a play may go on forever,
//! counted as a draw. [`outcomes`] labels the positions by retrograde
//! analysis, from the ends of the game backwards:
//! - a vertex with no moves is lost;
//! - a vertex with a move to a lost vertex is won;
//! - a vertex all of whose moves lead to won vertices is lost;
//! - whatever these rules never label is a draw.
//!
//! *Why this is right.* By induction on the order of labelling, a vertex
//! labelled won has a move to a vertex already labelled lost (so the player
//! to move wins by taking it), and one labelled lost has only moves to
//! vertices already labelled won (so the opponent wins whatever is played);
//! every label thus comes with a strategy that ends the game. Conversely,
//! from an unlabelled vertex no move leads to a lost vertex (it would have
//! been labelled won) and some move leads to an unlabelled one (else it
//! would have been labelled lost). A player who always moves to an
//! unlabelled vertex therefore never loses: after the opponent's reply they
//! face an unlabelled vertex (which has a move) or a won one. Both players
//! can play so, so neither can force a win: with both playing well the game
//! never ends.
//!
//! Each vertex keeps a count of its moves not yet known to lead to a won
//! vertex; when a vertex is labelled, each edge into it is looked at once, so
//! the whole analysis is O(N + M).
//!
//! **Other position graphs.** [`retrograde`] runs the same analysis on any
//! game given by its moves backwards: targets that end the game when they
//! are reached, asked per query without rebuilding the graph
//! ([`retrograde::Retrograde::outcome_of`]), positions that are a vertex
//! with the player to move when the two players' moves differ
//! ([`berzerk`]), or positions that are not the input's vertices, such as
//! three-letter strings ([`shiritori`]). [`targets`] asks one graph many
//! games with a target each, renamed once so that each analysis reads its
//! arrays nearly in order.
//!
//! **The game's length.** [`retrograde::Retrograde::solve`] adds, for
//! every position, how many plies the game lasts when the winner hurries
//! and the loser stalls, and a best move, with moves that win at once (as
//! captures); [`chase`] is its use on a board (Luogu P4576).
//!
//! **Counting graphs.** [`edge_subsets`] counts the subsets of a DAG's
//! edges under which the first player wins a two-token game, by a subset
//! DP over the layers of equal Grundy value.
//!
//! **Values instead of outcomes.** [`valued`] is retrograde analysis taken
//! in Dijkstra order over the states (vertex, player to move) of a
//! weighted graph, when one player wants the game to end with the smallest
//! total weight and the other wants it endless or else the largest total
//! (ABC261 Ex). It reads the same reversed graph
//! ([`retrograde::Reversed`]), with the weights laid beside it.

pub mod berzerk;
pub mod chase;
pub mod edge_subsets;
pub mod retrograde;
pub mod shiritori;
pub mod targets;
pub mod valued;

use super::mex;
use crate::{GrundyValue, Outcome};

/// A directed graph on vertices `0..n`, with each vertex's successors stored
/// side by side (compressed sparse rows). Parallel edges and loops are kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Digraph {
    /// `successors(v)` is `targets[starts[v]..starts[v + 1]]`.
    starts: Vec<usize>,
    targets: Vec<usize>,
}

impl Digraph {
    /// Builds the graph on vertices `0..vertices` with the edges
    /// `(from, to)`.
    ///
    /// # Panics
    /// If an endpoint is not below `vertices`.
    ///
    /// # Complexity
    /// O(`vertices` + `edges.len()`) time and memory.
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::graph::Digraph;
    /// let g = Digraph::new(3, &[(0, 1), (0, 2), (1, 2)]);
    /// assert_eq!(g.successors(0), &[1, 2]);
    /// assert_eq!(g.successors(2), &[] as &[usize]);
    /// ```
    pub fn new(vertices: usize, edges: &[(usize, usize)]) -> Self {
        let mut starts = vec![0usize; vertices + 1];
        for &(from, to) in edges {
            assert!(
                from < vertices && to < vertices,
                "Digraph::new: edge ({}, {}) outside 0..{}",
                from,
                to,
                vertices
            );
            starts[from + 1] += 1;
        }
        for v in 0..vertices {
            starts[v + 1] += starts[v];
        }
        // Fill each vertex's slice from its start, keeping the edges' order.
        let mut next = starts.clone();
        let mut targets = vec![0usize; edges.len()];
        for &(from, to) in edges {
            targets[next[from]] = to;
            next[from] += 1;
        }
        Digraph { starts, targets }
    }

    /// Returns the number of vertices.
    pub fn vertices(&self) -> usize {
        self.starts.len() - 1
    }

    /// Returns the number of edges.
    pub fn edges(&self) -> usize {
        self.targets.len()
    }

    /// Returns the heads of the edges leaving `v`, in the order given.
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn successors(&self, v: usize) -> &[usize] {
        &self.targets[self.starts[v]..self.starts[v + 1]]
    }

    /// Returns the graph with every edge turned around.
    ///
    /// # Complexity
    /// O(N + M).
    pub fn reversed(&self) -> Digraph {
        let edges: Vec<(usize, usize)> = (0..self.vertices())
            .flat_map(|v| self.successors(v).iter().map(move |&w| (w, v)))
            .collect();
        Digraph::new(self.vertices(), &edges)
    }
}

/// The graph given to [`grundy_values`] has a cycle; `vertex` lies on one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cycle {
    /// A vertex (0-based) that can be reached from itself.
    pub vertex: usize,
}

impl std::fmt::Display for Cycle {
    /// Names the vertex 1-based, as judges number them.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the graph has a cycle through node {}, so it is not a DAG",
            self.vertex + 1
        )
    }
}

/// Returns the Grundy value of every vertex of an acyclic graph, or the
/// [`Cycle`] that makes the game unending.
///
/// # Complexity
/// O(N + M) time and memory, with no recursion.
///
/// # Example
/// ```
/// use cp_games::sg::graph::{grundy_values, Cycle, Digraph};
/// // 0 -> 1 -> 2 and 0 -> 2: values 2, 1, 0.
/// let g = Digraph::new(3, &[(0, 1), (1, 2), (0, 2)]);
/// assert_eq!(grundy_values(&g), Ok(vec![2, 1, 0]));
/// let cyclic = Digraph::new(3, &[(0, 1), (1, 2), (2, 1)]);
/// assert!(matches!(grundy_values(&cyclic), Err(Cycle { vertex: 1 | 2 })));
/// ```
pub fn grundy_values(graph: &Digraph) -> Result<Vec<GrundyValue>, Cycle> {
    // A vertex's state and value share one word (one cache line to fetch
    // per edge followed): the two largest words mark vertices not reached
    // yet and vertices on the search's stack; a value is at most the
    // vertex's number of moves, below both.
    const NEW: GrundyValue = GrundyValue::MAX;
    const OPEN: GrundyValue = GrundyValue::MAX - 1;
    let n = graph.vertices();
    let mut grundy = vec![NEW; n];
    // (vertex, position of its next edge to follow in `targets`)
    let mut stack: Vec<(usize, usize)> = Vec::new();
    // The values of the edges followed so far from each vertex on the
    // stack, in stack order: a vertex's are on top when it is finished, and
    // its own value then joins its parent's. The edges are not read twice.
    let mut values: Vec<GrundyValue> = Vec::new();
    for start in 0..n {
        if grundy[start] != NEW {
            continue;
        }
        grundy[start] = OPEN;
        stack.push((start, graph.starts[start]));
        while let Some(top) = stack.last_mut() {
            let v = top.0;
            if top.1 < graph.starts[v + 1] {
                let w = graph.targets[top.1];
                top.1 += 1;
                match grundy[w] {
                    NEW => {
                        grundy[w] = OPEN;
                        stack.push((w, graph.starts[w]));
                    }
                    // w is on the stack: a path leads from w to v, and v -> w.
                    OPEN => return Err(Cycle { vertex: w }),
                    value => values.push(value),
                }
            } else {
                let from = values.len() - (graph.starts[v + 1] - graph.starts[v]);
                let value = mex(&values[from..]);
                values.truncate(from);
                grundy[v] = value;
                stack.pop();
                if !stack.is_empty() {
                    values.push(value);
                }
            }
        }
    }
    Ok(grundy)
}

/// Returns the outcome of a token on each vertex of any directed graph
/// (cycles allowed), by retrograde analysis.
///
/// # Panics
/// If the graph has `u32::MAX - 1` vertices or edges or more.
///
/// # Complexity
/// O(N + M) time and memory.
///
/// # Example
/// ```
/// use cp_games::sg::graph::{outcomes, Digraph};
/// use cp_games::Outcome::*;
/// // 0 <-> 1 forever, or 1 -> 2 -> 3 to the end.
/// let g = Digraph::new(4, &[(0, 1), (1, 0), (1, 2), (2, 3)]);
/// assert_eq!(outcomes(&g), [Draw, Draw, Win, Lose]);
/// ```
pub fn outcomes(graph: &Digraph) -> Vec<Outcome> {
    let edges: Vec<(u32, u32)> = (0..graph.vertices())
        .flat_map(|v| {
            graph
                .successors(v)
                .iter()
                .map(move |&w| (v as u32, w as u32))
        })
        .collect();
    let backwards = retrograde::Reversed::new(graph.vertices(), &edges);
    retrograde::Retrograde::new().outcomes(&backwards, &[])
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    use crate::testing::Rng;

    /// A random DAG: a [`Rng::multigraph`] without its loops, each edge
    /// turned to go forward in a random order of the vertices; parallel
    /// edges allowed. Returns the number of vertices and the edges.
    fn random_dag(
        rng: &mut Rng,
        most: usize,
        edges_below: impl FnOnce(usize) -> usize,
    ) -> (usize, Vec<(usize, usize)>) {
        let (n, edges): (usize, Vec<(usize, usize)>) = rng.multigraph(most, edges_below);
        let mut order: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut order);
        let forward = edges
            .into_iter()
            .filter(|&(a, b)| a != b)
            .map(|(a, b)| (order[a.min(b)], order[a.max(b)]))
            .collect();
        (n, forward)
    }

    /// How often each outcome came up over a test's inputs, to check that
    /// the inputs reach each kind of position they reach at all often
    /// enough.
    #[derive(Debug, Default)]
    pub(in crate::sg::graph) struct Tally(HashMap<Outcome, usize>);

    impl Tally {
        /// The outcomes that `round` returns over `rounds` calls, all given
        /// one generator started from `seed`.
        pub(in crate::sg::graph) fn of_random_rounds<R: IntoIterator<Item = Outcome>>(
            seed: u64,
            rounds: usize,
            mut round: impl FnMut(&mut Rng) -> R,
        ) -> Tally {
            let mut rng = Rng::new(seed);
            let mut tally = Tally::default();
            for _ in 0..rounds {
                tally.add(round(&mut rng));
            }
            tally
        }

        /// Counts each of `outcomes`.
        pub(in crate::sg::graph) fn add(&mut self, outcomes: impl IntoIterator<Item = Outcome>) {
            for o in outcomes {
                *self.0.entry(o).or_insert(0) += 1;
            }
        }

        /// Asserts that each outcome counted came up more than `least`
        /// times.
        pub(in crate::sg::graph) fn assert_each_over(&self, least: usize) {
            assert!(self.0.values().all(|&c| c > least), "{:?}", self.0);
        }
    }

    /// Grundy values by the definition, recursively with a memo.
    fn naive_grundy(edges: &[(usize, usize)], v: usize, memo: &mut HashMap<usize, u64>) -> u64 {
        if let Some(&g) = memo.get(&v) {
            return g;
        }
        let options: Vec<u64> = edges
            .iter()
            .filter(|e| e.0 == v)
            .map(|e| naive_grundy(edges, e.1, memo))
            .collect();
        let g = (0..).find(|x| !options.contains(x)).unwrap();
        memo.insert(v, g);
        g
    }

    /// Whether some vertex reaches itself, and which ones do.
    fn on_cycles(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
        (0..n)
            .map(|s| {
                let mut seen = vec![false; n];
                let mut todo: Vec<usize> = vec![s];
                while let Some(v) = todo.pop() {
                    for &(a, b) in edges {
                        if a == v && !seen[b] {
                            seen[b] = true;
                            todo.push(b);
                        }
                    }
                }
                seen[s]
            })
            .collect()
    }

    #[test]
    fn grundy_values_match_the_definition_on_random_dags() {
        let mut rng = Rng::new(0x9e3779b97f4a7c15);
        for _ in 0..3000 {
            let (n, edges) = random_dag(&mut rng, 9, |n| 3 * n + 1);
            let values = grundy_values(&Digraph::new(n, &edges)).unwrap();
            let mut memo = HashMap::new();
            for (v, &g) in values.iter().enumerate() {
                assert_eq!(g, naive_grundy(&edges, v, &mut memo), "{edges:?} at {v}");
            }
        }
    }

    #[test]
    fn a_cycle_is_refused_and_names_a_vertex_on_it() {
        let mut rng = Rng::new(12345);
        let (mut refused, mut accepted) = (0, 0);
        for _ in 0..5000 {
            let (n, edges) = rng.multigraph(7, |n| 2 * n + 1);
            let cyclic = on_cycles(n, &edges);
            match grundy_values(&Digraph::new(n, &edges)) {
                Ok(_) => {
                    accepted += 1;
                    assert!(!cyclic.contains(&true), "{edges:?} has a cycle");
                }
                Err(Cycle { vertex }) => {
                    refused += 1;
                    assert!(cyclic[vertex], "{edges:?}: {vertex} is on no cycle");
                }
            }
        }
        assert!(refused > 1000 && accepted > 1000, "{refused} {accepted}");
        let e = grundy_values(&Digraph::new(2, &[(1, 1)])).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the graph has a cycle through node 2, so it is not a DAG"
        );
    }

    /// The token game played out: positions are sorted token vertices, a move
    /// pushes one token along one edge. Won iff some move leads to a lost
    /// position (no Sprague–Grundy theory involved).
    fn tokens_win(
        edges: &[(usize, usize)],
        tokens: Vec<usize>,
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&tokens) {
            return w;
        }
        let mut wins = false;
        for i in 0..tokens.len() {
            for &(a, b) in edges {
                if a == tokens[i] {
                    let mut next = tokens.clone();
                    next[i] = b;
                    next.sort_unstable();
                    if !tokens_win(edges, next, memo) {
                        wins = true;
                    }
                }
            }
        }
        memo.insert(tokens, wins);
        wins
    }

    #[test]
    fn xor_of_token_values_decides_the_played_out_token_game() {
        let mut rng = Rng::new(777);
        let (mut won, mut lost) = (0, 0);
        for _ in 0..1500 {
            let (n, edges) = random_dag(&mut rng, 6, |n| 2 * n + 1);
            let values = grundy_values(&Digraph::new(n, &edges)).unwrap();
            let mut memo = HashMap::new();
            let k = 1 + rng.below(3);
            let mut tokens: Vec<usize> = (0..k).map(|_| rng.below(n)).collect();
            tokens.sort_unstable();
            let xor = tokens.iter().fold(0, |x, &t| x ^ values[t]);
            let wins = tokens_win(&edges, tokens.clone(), &mut memo);
            assert_eq!(xor != 0, wins, "{edges:?} tokens {tokens:?}");
            if wins {
                won += 1
            } else {
                lost += 1
            }
        }
        assert!(won > 300 && lost > 300, "{won} {lost}");
    }

    /// Bounded game-tree search: `win[d][v]` says the player to move at `v`
    /// can force the opponent to be stuck within `d` plies; `lose[d][v]` that
    /// the opponent can force the same on them.
    fn bounded_outcomes(n: usize, edges: &[(usize, usize)], plies: usize) -> Vec<Outcome> {
        let moves = |v: usize| edges.iter().filter(move |e| e.0 == v).map(|e| e.1);
        let mut win = vec![false; n];
        let mut lose: Vec<bool> = (0..n).map(|v| moves(v).next().is_none()).collect();
        for _ in 0..plies {
            let new_win: Vec<bool> = (0..n).map(|v| moves(v).any(|w| lose[w])).collect();
            let new_lose: Vec<bool> = (0..n).map(|v| moves(v).all(|w| win[w])).collect();
            win = new_win;
            lose = new_lose;
        }
        (0..n)
            .map(|v| match (win[v], lose[v]) {
                (true, false) => Outcome::Win,
                (false, true) => Outcome::Lose,
                (false, false) => Outcome::Draw,
                (true, true) => panic!("both players win at {v}"),
            })
            .collect()
    }

    #[test]
    fn outcomes_match_a_bounded_game_tree_search_on_graphs_with_cycles() {
        Tally::of_random_rounds(4242, 4000, |rng| {
            let (n, edges) = rng.multigraph(8, |n| 2 * n + 2);
            let fast = outcomes(&Digraph::new(n, &edges));
            // A depth of 2n + 2 plies settles every forced result here;
            // twice that must change nothing.
            let slow = bounded_outcomes(n, &edges, 2 * n + 2);
            assert_eq!(slow, bounded_outcomes(n, &edges, 4 * n + 4), "{edges:?}");
            assert_eq!(fast, slow, "{edges:?}");
            fast
        })
        .assert_each_over(1000);
    }

    #[test]
    fn outcomes_on_a_dag_agree_with_grundy_values() {
        let mut rng = Rng::new(99);
        for _ in 0..1000 {
            let (n, edges) = random_dag(&mut rng, 10, |n| 3 * n);
            let graph = Digraph::new(n, &edges);
            let values = grundy_values(&graph).unwrap();
            let o = outcomes(&graph);
            for v in 0..n {
                let expected = if values[v] == 0 {
                    Outcome::Lose
                } else {
                    Outcome::Win
                };
                assert_eq!(o[v], expected);
            }
        }
    }

    #[test]
    fn a_path_of_a_million_vertices_needs_no_deep_recursion() {
        let n = 1_000_000;
        let edges: Vec<(usize, usize)> = (0..n - 1).map(|v| (v, v + 1)).collect();
        let graph = Digraph::new(n, &edges);
        // A thread with a 64 KiB stack: any recursion over the path would
        // overflow it.
        let (values, o) = std::thread::Builder::new()
            .stack_size(64 << 10)
            .spawn(move || (grundy_values(&graph), outcomes(&graph)))
            .unwrap()
            .join()
            .unwrap();
        let values = values.unwrap();
        for v in 0..n {
            // v has n - 1 - v moves left before the end.
            let left = (n - 1 - v) % 2;
            assert_eq!(values[v], left as u64);
            assert_eq!(
                o[v],
                if left == 1 {
                    Outcome::Win
                } else {
                    Outcome::Lose
                }
            );
        }
        // Closing the path into a cycle makes every position a draw, and the
        // cycle is found even though it is a million edges long.
        let mut edges = edges;
        edges.push((n - 1, 0));
        let graph = Digraph::new(n, &edges);
        assert!(outcomes(&graph).iter().all(|&o| o == Outcome::Draw));
        assert!(grundy_values(&graph).is_err());
    }

    #[test]
    fn empty_and_edgeless_graphs() {
        assert_eq!(grundy_values(&Digraph::new(0, &[])), Ok(vec![]));
        assert_eq!(outcomes(&Digraph::new(0, &[])), []);
        assert_eq!(grundy_values(&Digraph::new(3, &[])), Ok(vec![0, 0, 0]));
        assert_eq!(outcomes(&Digraph::new(2, &[])), [Outcome::Lose; 2]);
        // A vertex with many parallel edges to one sink: value 1.
        let g = Digraph::new(2, &[(0, 1); 5]);
        assert_eq!(grundy_values(&g), Ok(vec![1, 0]));
        // A loop on a vertex that can also end the game: the loop is never
        // worth taking for the winner, and it makes 0 a draw only if no
        // move leads to a lost vertex.
        let g = Digraph::new(2, &[(0, 0), (0, 1)]);
        assert_eq!(outcomes(&g), [Outcome::Win, Outcome::Lose]);
        let g = Digraph::new(3, &[(0, 0), (0, 1), (1, 2)]);
        assert_eq!(outcomes(&g), [Outcome::Draw, Outcome::Win, Outcome::Lose]);
    }

    proptest! {
        #[test]
        fn reversed_twice_is_the_same_graph_up_to_edge_order(
            n in 1usize..8,
            raw in proptest::collection::vec((0usize..8, 0usize..8), 0..20),
        ) {
            let edges: Vec<(usize, usize)> = raw.into_iter().map(|(a, b)| (a % n, b % n)).collect();
            let g = Digraph::new(n, &edges);
            let back = g.reversed().reversed();
            prop_assert_eq!(g.edges(), edges.len());
            for v in 0..n {
                let mut a = g.successors(v).to_vec();
                let mut b = back.successors(v).to_vec();
                a.sort_unstable();
                b.sort_unstable();
                prop_assert_eq!(a, b);
            }
        }
    }
}

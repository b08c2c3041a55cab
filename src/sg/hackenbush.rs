//! Green Hackenbush on rooted graphs: AtCoder AGC017 D (trees) and POJ 3710
//! (trees with cycles hanging from them).
//!
//! **Rules.** A graph (parallel edges and loops allowed) has one vertex, the
//! root, standing on the ground. A move deletes one edge, and with it every
//! edge no longer joined to the root by a path. The player who cannot move
//! (no edge left) loses. The game is impartial, so a position is worth its
//! Grundy value, and the player to move wins exactly when it is non-zero.
//!
//! **Stalks and sums.** A *stalk* of `n` edges (a path from the root) is a
//! Nim heap of size `n`: deleting its `i`-th edge from the root leaves a
//! stalk of `i - 1`, any size below `n`. Subgraphs that meet only at the
//! root are a *sum*: deleting an edge in one never disconnects another,
//! which still reaches the root. So a root's value is the XOR of the values
//! of the pieces hanging from it.
//!
//! **Colon principle.** Hang a rooted graph `A` from a vertex `v` of a
//! rooted graph `R` (identify `A`'s root with `v`; `A` meets `R` nowhere
//! else), and write `R:A`. If `g(A) = g(B)` then `g(R:A) = g(R:B)`.
//!
//! *Proof.* It is enough that in `R:A + R:B` the player to move loses; by
//! induction on the number of edges, every move has an answer that leads
//! back to a position of that form or to a mirror position `X + X` (lost
//! for the player to move: the opponent copies every move).
//! - A move inside `A` (in this form `v` is joined to the root, or `A`
//!   would be gone): as `A` meets the rest only at `v`, it removes from `A`
//!   exactly what it removes in `A` alone, giving `R:A'` for an option `A'`
//!   of `A`. If `g(A') < g(A) = g(B)`, the `mex` definition gives an
//!   option `B'` of `B` with `g(B') = g(A')`; if `g(A') > g(A)`, it gives
//!   an option `A''` of `A'` with `g(A'') = g(B)`. Playing it restores the
//!   form. Moves in `B` alike.
//! - A move in `R`, in either copy: the same move in the other copy gives
//!   `R':A + R':B` if `v` stays connected, or `X + X` if it does not.
//!
//! **Trees** (AGC017 D). The edge from `v` to a child `c` with the subtree
//! `T_c` below it is, by the colon principle at `c`, worth the same as the
//! edge followed by a stalk of `g(T_c)` edges: a stalk of `g(T_c) + 1`. The
//! branches at `v` are a sum, so
//! `g(v) = XOR over the children c of (g(c) + 1)`,
//! computed leaves first by peeling: a vertex other than the root with one
//! edge left has its final value; it hands `value + 1` to its one neighbour
//! left (kept as the XOR of the neighbours not yet peeled) and is removed.
//! No adjacency lists, no recursion: a path of 10^6 vertices is a loop of
//! 10^6 steps. A tree is peeled to its root; if the peeling stops short,
//! the `n - 1` edges are not a tree, so they leave some vertex cut off, and
//! a union-find over the edges names it.
//!
//! **Hanging cycles** (POJ 3710). A cycle of `L` edges hanging from `v` (its
//! other vertices touch no other edge; a loop is `L = 1`, two parallel edges
//! `L = 2`) is worth `L mod 2`. Deleting its `i`-th edge leaves two stalks
//! hanging from `v`, of `i - 1` and `L - i` edges; the options are `a ^ b`
//! with `a + b = L - 1`, and `a ^ b` has the parity of `a + b`. For even
//! `L`, every option is odd, so none is 0: the value is 0. For odd `L`,
//! every option is even, and `a = b = (L - 1) / 2` gives 0: the value is 1.
//! By the colon principle the cycle can be replaced by `L mod 2` edges
//! hanging from `v` (the *fusion principle* for these cycles: an odd cycle
//! is one edge, an even one nothing); once every cycle is replaced, the
//! graph is a tree.
//!
//! **Accepted graphs.** [`tree_grundy`] takes a tree. [`graph_grundy`]
//! takes a connected graph in which every cycle hangs from one vertex: each
//! vertex of a cycle, except the one nearest the root, has exactly two edge
//! ends (a loop counts twice). That implies that no edge is on two cycles.
//! The general fusion principle (Berlekamp, Conway and Guy, *Winning Ways*,
//! ch. 7) values every graph, but its proof is longer; other graphs are
//! refused with a [`HackenbushError`] naming the place, not answered.
//!
//! *How it is checked.* In a depth-first search of an undirected graph every
//! edge outside the search tree joins a vertex to one of its ancestors, so it
//! closes the cycle made of itself and the tree path between the two (a loop
//! is a cycle by itself). Each vertex of that path but the top must have
//! degree 2; then its two edges are the cycle's, no other cycle passes
//! through it, and walking the path costs O(its length) once in total. The
//! top's value takes `L mod 2`, the path's vertices are left out of the tree
//! sum, and the colon principle runs as for trees as each vertex is
//! finished: O(N + M) in all. The search keeps its path in a vector, so it
//! needs no recursion, and the cycle walked is the top of that vector.

use crate::GrundyValue;
use std::fmt;

/// Why [`tree_grundy`] or [`graph_grundy`] refused a graph. Vertices and
/// edges are numbered from 0; [`Display`](fmt::Display) numbers them from
/// 1, as judges do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HackenbushError {
    /// A tree on `vertices` vertices has `vertices - 1` edges, not `edges`.
    EdgeCount {
        /// Number of vertices.
        vertices: usize,
        /// Number of edges given.
        edges: usize,
    },
    /// `edges` edges cannot connect all `vertices` vertices to the root.
    TooFewEdges {
        /// Number of vertices.
        vertices: usize,
        /// Number of edges given.
        edges: usize,
    },
    /// `vertex` is not connected to `root`.
    Unreachable {
        /// A vertex no path joins to the root.
        vertex: usize,
        /// The root.
        root: usize,
    },
    /// The cycle closed by edge `edge` meets the rest of the graph at `top`
    /// (its vertex nearest the root) and again at `vertex`.
    CycleMeetsTwice {
        /// The edge (index in the list given) that closes the cycle.
        edge: usize,
        /// The cycle's vertex nearest the root.
        top: usize,
        /// Another vertex of the cycle that has edges outside it.
        vertex: usize,
    },
}

impl fmt::Display for HackenbushError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            HackenbushError::EdgeCount { vertices, edges } => write!(
                f,
                "a tree on {} nodes has {} edges, not {}",
                vertices,
                vertices.saturating_sub(1),
                edges
            ),
            HackenbushError::TooFewEdges { vertices, edges } => write!(
                f,
                "{} nodes need at least {} edges to be connected to the root, found {}",
                vertices,
                vertices - 1,
                edges
            ),
            HackenbushError::Unreachable { vertex, root } => write!(
                f,
                "node {} is not connected to node {}",
                vertex + 1,
                root + 1
            ),
            HackenbushError::CycleMeetsTwice { edge, top, vertex } => {
                write!(
                    f,
                    "edge {} closes a cycle that meets the rest of the graph at node {} and at node {}; ",
                    edge + 1,
                    top + 1,
                    vertex + 1
                )?;
                f.write_str("only cycles hanging from a single node are accepted")
            }
        }
    }
}

/// Marks a vertex the search has not reached.
const NONE: usize = usize::MAX;

/// Values Green Hackenbush graphs one after another, reusing its buffers: a
/// graph no larger than one before it costs no allocation (POJ 3710 files
/// hold millions of small graphs). [`tree_grundy`] and [`graph_grundy`] are
/// the one-off forms.
///
/// # Example
/// ```
/// use cp_games::sg::hackenbush::Hackenbush;
/// let mut solver = Hackenbush::new();
/// // POJ 3710's sample: a stalk of 1, and a stalk with a triangle on it.
/// let first = solver.graph_grundy(2, &[(0, 1)], 0);
/// let second = solver.graph_grundy(4, &[(0, 1), (1, 2), (1, 3), (2, 3)], 0);
/// assert_eq!((first, second), (Ok(1), Ok(2)));
/// ```
#[derive(Debug, Clone, Default)]
pub struct Hackenbush {
    /// Trees: each vertex as the peeling sees it.
    peel: Vec<Peel>,
    /// Trees: vertices with one edge left, to be peeled.
    leaves: Vec<usize>,
    /// Trees, when refused: a union-find forest over the vertices.
    union: Vec<usize>,
    /// Graphs: vertex `v`'s edge ends other than loops are
    /// `adjacent[starts[v]..starts[v + 1]]`, as (neighbour, edge index).
    starts: Vec<usize>,
    adjacent: Vec<(usize, usize)>,
    /// Graphs: where each vertex's next edge end goes while `adjacent` is
    /// filled.
    next: Vec<usize>,
    /// Graphs: each vertex's depth in the search and its loops.
    node: Vec<Node>,
    /// Graphs: the search's path from the root, one frame per depth.
    path: Vec<Frame>,
}

/// A vertex of a tree being peeled.
#[derive(Debug, Clone, Copy, Default)]
struct Peel {
    /// Edge ends left (a loop counts twice).
    degree: usize,
    /// XOR of the neighbours left: the neighbour itself once only one is.
    neighbours: usize,
    /// XOR of `value + 1` over the neighbours peeled so far.
    value: u32,
}

/// A vertex of a graph, as the search knows it.
#[derive(Debug, Clone, Copy)]
struct Node {
    /// Depth in the search tree (its frame's index while on the path), or
    /// [`NONE`] until reached.
    depth: usize,
    /// Loops at the vertex.
    loops: usize,
}

/// A vertex on the search's path. Everything the search needs of the
/// vertices above it is here, in order, so walking up a cycle and adding a
/// finished vertex to its parent read only this stack.
#[derive(Debug, Clone, Copy)]
struct Frame {
    vertex: usize,
    /// Position of the next edge end to follow in `adjacent`, and the end.
    next: usize,
    end: usize,
    /// The tree edge from the parent (not followed back).
    parent_edge: usize,
    /// Edge ends at the vertex, loops counted twice.
    degree: usize,
    /// What hangs from the vertex, found so far, as a value.
    value: u32,
    /// Inside a cycle, below its top: not added to the parent.
    on_cycle: bool,
}

/// Empties `v` and fills it with `len` copies of `x`, keeping its memory.
fn refill<T: Clone>(v: &mut Vec<T>, len: usize, x: T) {
    v.clear();
    v.resize(len, x);
}

/// Checks what both solvers assume of their arguments.
fn check_arguments(vertices: usize, edges: &[(usize, usize)], root: usize) {
    assert!(
        root < vertices,
        "hackenbush: root {} outside 0..{}",
        root,
        vertices
    );
    assert!(
        edges.len() < u32::MAX as usize,
        "hackenbush: {} edges, values would not fit in a u32",
        edges.len()
    );
    for &(a, b) in edges {
        assert!(
            a < vertices && b < vertices,
            "hackenbush: edge ({}, {}) outside 0..{}",
            a,
            b,
            vertices
        );
    }
}

impl Hackenbush {
    /// Creates a solver with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// [`tree_grundy`], reusing this solver's buffers.
    ///
    /// # Errors
    /// As [`tree_grundy`].
    ///
    /// # Panics
    /// As [`tree_grundy`].
    pub fn tree_grundy(
        &mut self,
        vertices: usize,
        edges: &[(usize, usize)],
        root: usize,
    ) -> Result<GrundyValue, HackenbushError> {
        if edges.len() + 1 != vertices {
            return Err(HackenbushError::EdgeCount {
                vertices,
                edges: edges.len(),
            });
        }
        check_arguments(vertices, edges, root);
        refill(&mut self.peel, vertices, Peel::default());
        for &(a, b) in edges {
            self.peel[a].degree += 1;
            self.peel[a].neighbours ^= b;
            self.peel[b].degree += 1;
            self.peel[b].neighbours ^= a;
        }
        self.leaves.clear();
        let peel = &self.peel;
        self.leaves
            .extend((0..vertices).filter(|&v| v != root && peel[v].degree == 1));
        let mut peeled = 0;
        while let Some(v) = self.leaves.pop() {
            // Outside a tree, a leaf's neighbour may be peeled first.
            if self.peel[v].degree != 1 {
                continue;
            }
            self.peel[v].degree = 0;
            peeled += 1;
            let Peel {
                neighbours: up,
                value,
                ..
            } = self.peel[v];
            let parent = &mut self.peel[up];
            parent.value ^= value + 1;
            parent.neighbours ^= v;
            parent.degree -= 1;
            if parent.degree == 1 && up != root {
                self.leaves.push(up);
            }
        }
        if peeled + 1 == vertices {
            return Ok(GrundyValue::from(self.peel[root].value));
        }
        // Each peeled vertex took one edge to a vertex peeled later or to
        // the root; had all n - 1 been peeled, those edges would be a tree.
        // So n - 1 edges that are not a tree cut some vertex off.
        Err(HackenbushError::Unreachable {
            vertex: self.cut_off(vertices, edges, root),
            root,
        })
    }

    /// The first vertex that `edges` do not join to `root`, by union-find
    /// (halving paths as they are followed).
    ///
    /// # Panics
    /// If every vertex is joined to `root`.
    fn cut_off(&mut self, vertices: usize, edges: &[(usize, usize)], root: usize) -> usize {
        self.union.clear();
        self.union.extend(0..vertices);
        fn find(union: &mut [usize], mut v: usize) -> usize {
            while union[v] != v {
                union[v] = union[union[v]];
                v = union[v];
            }
            v
        }
        for &(a, b) in edges {
            let (a, b) = (find(&mut self.union, a), find(&mut self.union, b));
            self.union[a] = b;
        }
        let top = find(&mut self.union, root);
        (0..vertices)
            .find(|&v| find(&mut self.union, v) != top)
            .expect("hackenbush: n - 1 edges joining every vertex are a tree")
    }

    /// [`graph_grundy`], reusing this solver's buffers.
    ///
    /// # Errors
    /// As [`graph_grundy`].
    ///
    /// # Panics
    /// As [`graph_grundy`].
    pub fn graph_grundy(
        &mut self,
        vertices: usize,
        edges: &[(usize, usize)],
        root: usize,
    ) -> Result<GrundyValue, HackenbushError> {
        // Checked before anything of size `vertices` is touched, so the work
        // is bounded by the edges given.
        if vertices > edges.len() + 1 {
            return Err(HackenbushError::TooFewEdges {
                vertices,
                edges: edges.len(),
            });
        }
        check_arguments(vertices, edges, root);
        // Loops are counted, not listed: each is a cycle of one edge.
        refill(&mut self.starts, vertices + 1, 0);
        refill(
            &mut self.node,
            vertices,
            Node {
                depth: NONE,
                loops: 0,
            },
        );
        for &(a, b) in edges {
            if a == b {
                self.node[a].loops += 1;
            } else {
                self.starts[a + 1] += 1;
                self.starts[b + 1] += 1;
            }
        }
        for v in 0..vertices {
            self.starts[v + 1] += self.starts[v];
        }
        refill(&mut self.adjacent, self.starts[vertices], (0, 0));
        self.next.clear();
        self.next.extend_from_slice(&self.starts);
        for (id, &(a, b)) in edges.iter().enumerate() {
            if a != b {
                self.adjacent[self.next[a]] = (b, id);
                self.next[a] += 1;
                self.adjacent[self.next[b]] = (a, id);
                self.next[b] += 1;
            }
        }
        self.path.clear();
        self.enter(root, NONE);
        let mut reached = 1;
        let value = loop {
            let depth = self.path.len() - 1;
            let frame = &mut self.path[depth];
            if frame.next == frame.end {
                let done = self.path.pop().expect("the path is not empty");
                match self.path.last_mut() {
                    // The colon principle: the edge up plus what hangs below.
                    Some(parent) if !done.on_cycle => parent.value ^= done.value + 1,
                    Some(_) => {}
                    None => break done.value,
                }
                continue;
            }
            let (w, id) = self.adjacent[frame.next];
            frame.next += 1;
            if id == frame.parent_edge {
                continue;
            }
            let up = self.node[w].depth;
            if up == NONE {
                self.enter(w, id);
                reached += 1;
            } else if up < depth {
                // An edge back to an ancestor (in a depth-first search of
                // an undirected graph, every edge outside the tree joins a
                // vertex to an ancestor or a descendant): it closes the cycle
                // of the path from depth `up` to here. Seen from the
                // ancestor's side later, it is skipped.
                for below in (up + 1..=depth).rev() {
                    if self.path[below].degree != 2 {
                        return Err(HackenbushError::CycleMeetsTwice {
                            edge: id,
                            top: self.path[up].vertex,
                            vertex: self.path[below].vertex,
                        });
                    }
                    self.path[below].on_cycle = true;
                }
                self.path[up].value ^= ((depth - up + 1) % 2) as u32;
            }
        };
        if reached < vertices {
            let vertex = self
                .node
                .iter()
                .position(|n| n.depth == NONE)
                .expect("fewer vertices reached than there are");
            return Err(HackenbushError::Unreachable { vertex, root });
        }
        Ok(GrundyValue::from(value))
    }

    /// Puts `v` on the search's path, entered by the edge `parent_edge`.
    fn enter(&mut self, v: usize, parent_edge: usize) {
        let loops = self.node[v].loops;
        self.node[v].depth = self.path.len();
        let (next, end) = (self.starts[v], self.starts[v + 1]);
        self.path.push(Frame {
            vertex: v,
            next,
            end,
            parent_edge,
            degree: end - next + 2 * loops,
            // Each loop is a cycle of one edge: one edge hanging from `v`.
            value: (loops % 2) as u32,
            on_cycle: false,
        });
    }
}

/// Returns the Green Hackenbush value of a tree on vertices
/// `0..vertices` rooted at `root`: `g(v) = XOR over the children c of
/// (g(c) + 1)`.
///
/// # Errors
/// [`HackenbushError::EdgeCount`] if there are not `vertices - 1` edges,
/// [`HackenbushError::Unreachable`] if the edges do not connect every vertex
/// to the root (so they are not a tree).
///
/// # Panics
/// If `root` or an endpoint is not below `vertices`, or there are
/// `u32::MAX` edges or more.
///
/// # Complexity
/// O(N) time and memory, with no recursion (on refusal, O(N) more).
///
/// # Example
/// ```
/// use cp_games::sg::hackenbush::{tree_grundy, HackenbushError};
/// // AGC017 D sample 1: 0-1, 1-2, 1-3, 3-4, rooted at 0.
/// let edges = [(0, 1), (1, 2), (1, 3), (3, 4)];
/// assert_eq!(tree_grundy(5, &edges, 0), Ok(4)); // non-zero: Alice wins
/// let cycle = [(0, 1), (1, 2), (2, 0)];
/// assert_eq!(
///     tree_grundy(4, &cycle, 0),
///     Err(HackenbushError::Unreachable { vertex: 3, root: 0 })
/// );
/// ```
pub fn tree_grundy(
    vertices: usize,
    edges: &[(usize, usize)],
    root: usize,
) -> Result<GrundyValue, HackenbushError> {
    Hackenbush::new().tree_grundy(vertices, edges, root)
}

/// Returns the Green Hackenbush value of a connected graph on vertices
/// `0..vertices` rooted at `root` whose cycles each hang from one vertex
/// (POJ 3710's graphs): each cycle counts as one edge if odd, nothing if
/// even, and the tree left is valued by the colon principle.
///
/// Every vertex of a cycle but the one nearest the root must have exactly
/// two edge ends (a loop counts twice); see the [module docs](self).
///
/// # Errors
/// [`HackenbushError::TooFewEdges`] (found before any other work) or
/// [`HackenbushError::Unreachable`] if a vertex is not connected to the
/// root; [`HackenbushError::CycleMeetsTwice`] if a cycle does not hang from
/// one vertex.
///
/// # Panics
/// If `root` or an endpoint is not below `vertices`, or there are
/// `u32::MAX` edges or more.
///
/// # Complexity
/// O(N + M) time and memory, with no recursion.
///
/// # Example
/// ```
/// use cp_games::sg::hackenbush::{graph_grundy, HackenbushError};
/// // POJ 3710's sample, second graph: a stalk 0-1 with a triangle
/// // 1-2-3 hanging from 1 (an odd cycle: one edge), so a stalk of 2.
/// let edges = [(0, 1), (1, 2), (1, 3), (2, 3)];
/// assert_eq!(graph_grundy(4, &edges, 0), Ok(2));
/// // A square through the root with a leaf on vertex 2 meets the rest
/// // twice: refused.
/// let edges = [(0, 1), (1, 2), (2, 3), (3, 0), (2, 4)];
/// assert!(matches!(
///     graph_grundy(5, &edges, 0),
///     Err(HackenbushError::CycleMeetsTwice { top: 0, vertex: 2, .. })
/// ));
/// ```
pub fn graph_grundy(
    vertices: usize,
    edges: &[(usize, usize)],
    root: usize,
) -> Result<GrundyValue, HackenbushError> {
    Hackenbush::new().graph_grundy(vertices, edges, root)
}

#[cfg(test)]
mod tests;

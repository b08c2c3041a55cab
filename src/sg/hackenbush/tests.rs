//! Tests of the Hackenbush values against games played out by the rules.

use super::*;
use std::collections::HashMap;

use crate::testing::Rng;

/// Green Hackenbush played out by the rules: a position is a set of
/// edges (bit `i` for edge `i`); a move deletes one, then every edge no
/// longer connected to the root goes. Values by `mex` of the options.
struct Played<'a> {
    edges: &'a [(usize, usize)],
    root: usize,
    memo: HashMap<u32, u64>,
}

impl Played<'_> {
    fn new(edges: &[(usize, usize)], root: usize) -> Played<'_> {
        assert!(edges.len() <= 20 && edges.iter().all(|&(a, b)| a.max(b) < 64));
        Played {
            edges,
            root,
            memo: HashMap::new(),
        }
    }

    /// The edges of `mask` still joined to the root.
    fn connected(&self, mask: u32) -> u32 {
        // vertices reached, as a bit set (the graphs here are small)
        let mut reached = 1u64 << self.root;
        let mut kept = 0u32;
        let mut grew = true;
        while grew {
            grew = false;
            for (i, &(a, b)) in self.edges.iter().enumerate() {
                let ends = 1u64 << a | 1u64 << b;
                if mask >> i & 1 == 1 && kept >> i & 1 == 0 && reached & ends != 0 {
                    kept |= 1 << i;
                    reached |= ends;
                    grew = true;
                }
            }
        }
        kept
    }

    /// Whether some edge joined to the root ends at `v`.
    fn reaches(&self, v: usize) -> bool {
        let kept = self.connected((1u32 << self.edges.len()) - 1);
        self.edges
            .iter()
            .enumerate()
            .any(|(i, &(a, b))| kept >> i & 1 == 1 && (a == v || b == v))
    }

    fn value(&mut self, mask: u32) -> u64 {
        if let Some(&v) = self.memo.get(&mask) {
            return v;
        }
        let options: Vec<u64> = (0..self.edges.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| {
                let next = self.connected(mask & !(1 << i));
                self.value(next)
            })
            .collect();
        let v = (0..).find(|x| !options.contains(x)).unwrap();
        self.memo.insert(mask, v);
        v
    }

    fn start(&mut self) -> u64 {
        let all = self.connected((1u32 << self.edges.len()) - 1);
        self.value(all)
    }
}

/// Renames the vertices by a random permutation, flips and shuffles the
/// edges; returns the new edges and the root's new name.
fn scramble(
    rng: &mut Rng,
    n: usize,
    edges: &[(usize, usize)],
    root: usize,
) -> (Vec<(usize, usize)>, usize) {
    let mut name: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut name);
    let mut out: Vec<(usize, usize)> = edges
        .iter()
        .map(|&(a, b)| {
            if rng.below(2) == 0 {
                (name[a], name[b])
            } else {
                (name[b], name[a])
            }
        })
        .collect();
    rng.shuffle(&mut out);
    (out, name[root])
}

/// The value of the game played out on a tree (`tree`) or a graph of the
/// accepted class, after checking that each solver that takes it gives
/// that value: the one-off functions and `solver`.
fn check_played(
    solver: &mut Hackenbush,
    n: usize,
    edges: &[(usize, usize)],
    root: usize,
    tree: bool,
) -> u64 {
    let expected = Played::new(edges, root).start();
    if tree {
        let values = [
            tree_grundy(n, edges, root),
            solver.tree_grundy(n, edges, root),
        ];
        assert_eq!(values, [Ok(expected); 2], "{edges:?} root {root}");
    }
    let values = [
        graph_grundy(n, edges, root),
        solver.graph_grundy(n, edges, root),
    ];
    assert_eq!(values, [Ok(expected); 2], "{edges:?} root {root}");
    expected
}

#[test]
fn every_tree_up_to_seven_vertices_matches_the_played_game() {
    let mut rng = Rng::new(2017);
    let mut count = 0;
    for n in 1..=7usize {
        // Every rooted tree shape arises from some parent array with
        // parent[v] < v.
        let mut parent = vec![0usize; n];
        loop {
            let edges: Vec<(usize, usize)> = (1..n).map(|v| (parent[v], v)).collect();
            let (edges, root) = scramble(&mut rng, n, &edges, 0);
            check_played(&mut Hackenbush::new(), n, &edges, root, true);
            count += 1;
            // next parent array, like an odometer
            let mut v = n.saturating_sub(1);
            while v >= 1 && parent[v] + 1 == v {
                parent[v] = 0;
                v -= 1;
            }
            if v == 0 {
                break;
            }
            parent[v] += 1;
        }
    }
    assert_eq!(count, 1 + 1 + 2 + 6 + 24 + 120 + 720);
}

#[test]
fn random_trees_up_to_thirteen_vertices_match_the_played_game() {
    let mut rng = Rng::new(31337);
    let mut solver = Hackenbush::new();
    for _ in 0..300 {
        let n = 8 + rng.below(6);
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (rng.below(v), v)).collect();
        let root = rng.below(n);
        check_played(&mut solver, n, &edges, root, true);
    }
}

/// A random graph of POJ 3710's kind with about `budget` edges: stalks
/// and cycles (loops, parallel pairs, longer rings) hung from vertices
/// that are not inside a cycle.
fn hanging_cycles(rng: &mut Rng, budget: usize) -> (usize, Vec<(usize, usize)>) {
    let mut n = 1;
    let mut hooks = vec![0usize];
    let mut edges = Vec::new();
    while edges.len() < budget {
        let at = hooks[rng.below(hooks.len())];
        if rng.below(2) == 0 {
            edges.push((at, n));
            hooks.push(n);
            n += 1;
        } else {
            let length = 1 + rng.below(5.min(budget - edges.len()));
            let mut prev = at;
            for _ in 1..length {
                edges.push((prev, n));
                prev = n;
                n += 1;
            }
            edges.push((prev, at));
        }
    }
    (n, edges)
}

#[test]
fn random_graphs_with_hanging_cycles_match_the_played_game() {
    let mut rng = Rng::new(3710);
    let mut values = HashMap::new();
    for _ in 0..1500 {
        let budget = 1 + rng.below(14);
        let (n, edges) = hanging_cycles(&mut rng, budget);
        let (edges, root) = scramble(&mut rng, n, &edges, 0);
        let expected = check_played(&mut Hackenbush::new(), n, &edges, root, false);
        *values.entry(expected).or_insert(0) += 1;
    }
    assert!(
        (0..4).all(|v| values.get(&v).copied().unwrap_or(0) > 50),
        "{values:?}"
    );
}

/// POJ 3710's class by its definition: every vertex connected to the
/// root, and each simple cycle (found among all edge subsets) meets the
/// rest of the graph (the root, or edges not on it) in at most one
/// vertex. Two cycles sharing an edge break this too: the shared edges
/// end where one leaves the other.
fn in_class(n: usize, edges: &[(usize, usize)], root: usize) -> bool {
    let played = Played::new(edges, root);
    let all = (1u32 << edges.len()) - 1;
    let connected = played.connected(all);
    let mut reached = vec![false; n];
    reached[root] = true;
    for (i, &(a, b)) in edges.iter().enumerate() {
        if connected >> i & 1 == 1 {
            reached[a] = true;
            reached[b] = true;
        }
    }
    if reached.contains(&false) {
        return false;
    }
    for cycle in 1..=all {
        let mut degree = vec![0; n];
        for (i, &(a, b)) in edges.iter().enumerate() {
            if cycle >> i & 1 == 1 {
                degree[a] += 1;
                degree[b] += 1;
            }
        }
        let on: Vec<usize> = (0..n).filter(|&v| degree[v] > 0).collect();
        let first = edges[cycle.trailing_zeros() as usize].0;
        let is_cycle = on.iter().all(|&v| degree[v] == 2)
            && Played::new(edges, first).connected(cycle) == cycle;
        if !is_cycle {
            continue;
        }
        let meets = on
            .iter()
            .filter(|&&v| {
                v == root
                    || edges
                        .iter()
                        .enumerate()
                        .any(|(i, &(a, b))| cycle >> i & 1 == 0 && (a == v || b == v))
            })
            .count();
        if meets > 1 {
            return false;
        }
    }
    true
}

#[test]
fn random_multigraphs_are_refused_exactly_outside_the_class() {
    let mut rng = Rng::new(1);
    let (mut accepted, mut refused) = (0, 0);
    let mut solver = Hackenbush::new();
    let mut trees = [0; 2];
    for _ in 0..6000 {
        let n = 1 + rng.below(5);
        let m = rng.below(8);
        let edges: Vec<(usize, usize)> = (0..m).map(|_| (rng.below(n), rng.below(n))).collect();
        let root = rng.below(n);
        if edges.len() + 1 == n {
            // n - 1 edges are a tree exactly when they connect.
            let tree = tree_grundy(n, &edges, root);
            assert_eq!(solver.tree_grundy(n, &edges, root), tree);
            let connected = (0..n).all(|v| v == root || Played::new(&edges, root).reaches(v));
            assert_eq!(tree.is_ok(), connected, "{edges:?} root {root}: {tree:?}");
            if let Ok(v) = tree {
                assert_eq!(v, Played::new(&edges, root).start());
            }
            trees[usize::from(connected)] += 1;
        }
        let result = graph_grundy(n, &edges, root);
        // One solver for every graph, accepted or refused, small or large.
        assert_eq!(solver.graph_grundy(n, &edges, root), result);
        assert_eq!(
            result.is_ok(),
            in_class(n, &edges, root),
            "{edges:?} root {root}: {result:?}"
        );
        match result {
            Ok(v) => {
                accepted += 1;
                assert_eq!(
                    v,
                    Played::new(&edges, root).start(),
                    "{edges:?} root {root}"
                );
            }
            Err(_) => refused += 1,
        }
    }
    assert!(accepted > 1000 && refused > 1000, "{accepted} {refused}");
    assert!(trees[0] > 200 && trees[1] > 200, "{trees:?}");
}

#[test]
fn errors_name_the_place() {
    let e = |r: Result<u64, HackenbushError>| r.unwrap_err().to_string();
    assert_eq!(
        e(tree_grundy(3, &[(0, 1)], 0)),
        "a tree on 3 nodes has 2 edges, not 1"
    );
    assert_eq!(
        e(tree_grundy(4, &[(0, 1), (1, 0), (2, 3)], 0)),
        "node 3 is not connected to node 1"
    );
    assert_eq!(
        e(graph_grundy(5, &[(0, 1), (2, 3), (3, 4)], 0)),
        "5 nodes need at least 4 edges to be connected to the root, found 3"
    );
    assert_eq!(
        e(graph_grundy(4, &[(0, 1), (2, 3), (3, 2)], 0)),
        "node 3 is not connected to node 1"
    );
    // Two triangles sharing the edge 1-2.
    let edges = [(0, 1), (1, 2), (2, 0), (1, 3), (3, 2)];
    assert!(e(graph_grundy(4, &edges, 0)).starts_with(
        "edge 3 closes a cycle that meets the rest of the graph at node 1 and at node 3;"
    ));
    // A triangle hanging from 1 with a leaf on 3.
    let edges = [(0, 1), (1, 2), (2, 3), (3, 1), (3, 4)];
    assert_eq!(
        graph_grundy(5, &edges, 0),
        Err(HackenbushError::CycleMeetsTwice {
            edge: 3,
            top: 1,
            vertex: 3
        })
    );
    assert_eq!(tree_grundy(1, &[], 0), Ok(0));
    assert_eq!(graph_grundy(1, &[], 0), Ok(0));
    // Loops and parallel edges at the root: 1 ^ 0 ^ 1 (two loops and a pair).
    assert_eq!(graph_grundy(2, &[(0, 0), (0, 1), (1, 0), (0, 0)], 0), Ok(0));
    assert_eq!(graph_grundy(1, &[(0, 0), (0, 0), (0, 0)], 0), Ok(1));
}

#[test]
fn deep_and_wide_graphs_need_no_deep_recursion() {
    let n = 1_000_000;
    let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
    let star: Vec<(usize, usize)> = (1..n).map(|v| (v, 0)).collect();
    // A cycle of n edges through the root, and one of n - 1 edges
    // hanging from the end of a one-edge stalk.
    let mut ring = path.clone();
    ring.push((n - 1, 0));
    let mut hung = path.clone();
    hung[0] = (0, n - 1);
    hung.push((n - 1, 1));
    let results = std::thread::Builder::new()
        .stack_size(64 << 10)
        .spawn(move || {
            [
                tree_grundy(n, &path, 0),
                graph_grundy(n, &path, 0),
                tree_grundy(n, &path, n - 1),
                tree_grundy(n, &path, n / 2),
                tree_grundy(n, &star, 0),
                tree_grundy(n, &star, 7),
                graph_grundy(n, &ring, 0),
                graph_grundy(n, &ring, 12345),
                graph_grundy(n, &hung, 0),
            ]
        })
        .unwrap()
        .join()
        .unwrap();
    let n = n as u32;
    // A stalk of k edges is worth k; a star of leaves is a sum of ones.
    let expected = [
        n - 1,
        n - 1,
        n - 1,
        (n / 2) ^ (n - 1 - n / 2),
        1,
        1,
        0,
        0,
        2,
    ];
    assert_eq!(results, expected.map(|v| Ok(v as u64)));
}

//! Sums of games: `v = g1(x) ⊕ g2(y) (⊕ g3(z))` for non-negative integer
//! values, each `gi` a one-dimensional rule.
//!
//! The table is split one parameter at a time: `v = G(rest) ⊕ g(last)` is
//! a system of XOR equations between the values of `G` and of `g`, solved
//! by a union–find with XOR potentials (each row an edge); a contradiction
//! means no split. The potentials are fixed up to one constant, chosen so
//! that `g` is 0 at its smallest parameter (a game's empty position) or,
//! failing a rule that way, so that `G` is. The rows that close no cycle
//! fit the split; every other row checked it.

use super::sequence::{guess_sequence, Domain};
use super::{Candidate, Rule, Table, Values};
use std::collections::HashMap;

/// The sum rule of the table, if every split works and every part has a
/// rule.
///
/// # Complexity
/// O(N α(N)) per split, plus the sequence guesser on each part.
pub(crate) fn guess(table: &Table, values: &Values) -> Vec<Candidate> {
    // integers, or two words (codes 0 and 1: their XOR is a code too)
    let two_words = values.domain == Domain::Cat && values.codes.iter().all(|&v| v <= 1);
    if !(values.domain == Domain::Int || two_words) || values.codes.iter().any(|&v| v < 0) {
        return Vec::new();
    }
    let rows: Vec<(Vec<u64>, i128)> = table
        .params()
        .iter()
        .cloned()
        .zip(values.codes.iter().copied())
        .collect();
    let mut parts = Vec::new();
    let mut starts = Vec::new();
    let mut fit_rows = 0;
    if !split(rows, &mut parts, &mut starts, &mut fit_rows) {
        return Vec::new();
    }
    parts.reverse();
    starts.reverse();
    vec![Candidate {
        rule: Rule::Sum { parts, starts },
        fit_rows,
    }]
}

/// Splits off the last parameter (recursively), pushing the rules of the
/// parts from the last parameter to the first.
fn split(
    rows: Vec<(Vec<u64>, i128)>,
    parts: &mut Vec<super::Sequence>,
    starts: &mut Vec<u64>,
    fit_rows: &mut usize,
) -> bool {
    let dim = rows[0].0.len();
    if dim == 1 {
        let Some((start, f)) = part(rows.iter().map(|(p, v)| (p[0], *v))) else {
            return false;
        };
        *fit_rows += f.fit;
        parts.push(f.rule);
        starts.push(start);
        return true;
    }
    // Nodes: one per value of the rest, one per value of the last parameter.
    let mut ids: HashMap<(bool, Vec<u64>), usize> = HashMap::new();
    let mut keys: Vec<(bool, Vec<u64>)> = Vec::new();
    let mut id = |key: (bool, Vec<u64>)| -> usize {
        *ids.entry(key.clone()).or_insert_with(|| {
            keys.push(key);
            keys.len() - 1
        })
    };
    let edges: Vec<(usize, usize, i128)> = rows
        .iter()
        .map(|(p, v)| {
            (
                id((false, p[..dim - 1].to_vec())),
                id((true, vec![p[dim - 1]])),
                *v,
            )
        })
        .collect();
    let mut uf = XorUnionFind::new(keys.len());
    let mut tree_edges = 0;
    for &(a, b, v) in &edges {
        match uf.union(a, b, v) {
            None => return false,
            Some(true) => tree_edges += 1,
            Some(false) => {}
        }
    }
    let root = uf.find(0).0;
    if (0..keys.len()).any(|i| uf.find(i).0 != root) {
        return false;
    }
    *fit_rows += tree_edges - 1;
    let potential: Vec<i128> = (0..keys.len()).map(|i| uf.find(i).1).collect();
    // Normalise: g(smallest last parameter) = 0, else G(smallest rest) = 0.
    let smallest = |last: bool| {
        (0..keys.len())
            .filter(|&i| keys[i].0 == last)
            .min_by_key(|&i| keys[i].1.clone())
            .map(|i| potential[i])
            .unwrap_or(0)
    };
    for shift in [smallest(true), smallest(false)] {
        let last = keys
            .iter()
            .zip(&potential)
            .filter(|(k, _)| k.0)
            .map(|(k, &pv)| (k.1[0], pv ^ shift));
        let Some((start, f)) = part(last) else {
            continue;
        };
        let rest: Vec<(Vec<u64>, i128)> = keys
            .iter()
            .zip(&potential)
            .filter(|(k, _)| !k.0)
            .map(|(k, &pv)| (k.1.clone(), pv ^ shift))
            .collect();
        let (saved_parts, saved_starts, saved_fit) = (parts.len(), starts.len(), *fit_rows);
        parts.push(f.rule);
        starts.push(start);
        *fit_rows += f.fit;
        if split(rest, parts, starts, fit_rows) {
            return true;
        }
        parts.truncate(saved_parts);
        starts.truncate(saved_starts);
        *fit_rows = saved_fit;
    }
    false
}

/// The rule of one part from its `(parameter, value)` pairs, which must be
/// consecutive parameters with non-negative values.
fn part(pairs: impl Iterator<Item = (u64, i128)>) -> Option<(u64, super::sequence::Fitted)> {
    let mut v: Vec<(u64, i128)> = pairs.collect();
    v.sort_unstable();
    v.dedup();
    if v.windows(2).any(|w| w[1].0 != w[0].0 + 1) || v.iter().any(|&(_, x)| x < 0) {
        return None;
    }
    let seq: Vec<i128> = v.iter().map(|&(_, x)| x).collect();
    Some((v[0].0, guess_sequence(&seq, Domain::Int, false)?))
}

/// Union–find where each node carries its XOR distance to its root.
struct XorUnionFind {
    parent: Vec<usize>,
    /// XOR from the node to its parent.
    up: Vec<i128>,
}

impl XorUnionFind {
    fn new(n: usize) -> Self {
        XorUnionFind {
            parent: (0..n).collect(),
            up: vec![0; n],
        }
    }

    /// The root of `a` and the XOR from `a` to it.
    fn find(&mut self, a: usize) -> (usize, i128) {
        let mut path = Vec::new();
        let mut x = a;
        while self.parent[x] != x {
            path.push(x);
            x = self.parent[x];
        }
        // Compress: from the node nearest the root down.
        for &node in path.iter().rev() {
            let p = self.parent[node];
            if p != x {
                self.up[node] ^= self.up[p];
                self.parent[node] = x;
            }
        }
        (x, if a == x { 0 } else { self.up[a] })
    }

    /// Records `pot(a) ⊕ pot(b) = v`: `Some(true)` if it joined two trees,
    /// `Some(false)` if it agreed with them, `None` on a contradiction.
    fn union(&mut self, a: usize, b: usize, v: i128) -> Option<bool> {
        let (ra, xa) = self.find(a);
        let (rb, xb) = self.find(b);
        if ra == rb {
            return (xa ^ xb == v).then_some(false);
        }
        self.parent[ra] = rb;
        self.up[ra] = xa ^ xb ^ v;
        Some(true)
    }
}

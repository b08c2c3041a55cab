//! The graph-game binaries (`acwing1319`, `agc017d`, `poj3710`) at the
//! limits they accept and on the graphs they must refuse. Their answers on
//! small inputs are checked against played-out games in the library's unit
//! tests (`sg::graph`, `sg::hackenbush`).

use crate::common::{answer, answers, check_each, refusal, rejects, rejects_exactly};
use std::fmt::Write as _;

const DAG: &str = "acwing1319";
const TREE: &str = "agc017d";
const GIFTS: &str = "poj3710";
const MAX: usize = 1_000_000;

fn edges(list: impl IntoIterator<Item = (usize, usize)>) -> String {
    let mut s = String::new();
    for (a, b) in list {
        writeln!(s, "{a} {b}").unwrap();
    }
    s
}

#[test]
fn acwing1319_at_a_million_nodes_and_edges() {
    // The chain 1 -> 2 -> ... -> N and the edge 1 -> N: node v < N has
    // N - v moves left on the chain, so value (N - v) mod 2 for v >= 2, and
    // node 1 sees values 0 (node 2, N even) and 0 (node N): value 1.
    let chain = edges((1..MAX).map(|v| (v, v + 1)).chain([(1, MAX)]));
    let input = |tokens: &str| {
        format!(
            "{MAX} {MAX} {}\n{chain}{tokens}\n",
            tokens.split(' ').count()
        )
    };
    check_each(
        answers,
        DAG,
        &[
            (&input("1"), "win\n"),
            (&input("1 1"), "lose\n"),
            (&input("2 4 6"), "lose\n"),
            (&input(&format!("1 {} {MAX}", MAX - 1)), "lose\n"),
        ],
    );
    // Closing the chain into a cycle of a million edges.
    let cycle = edges((1..=MAX).map(|v| (v, v % MAX + 1)));
    let e = refusal(DAG, &format!("{MAX} {MAX} 1\n{cycle}5\n"));
    assert!(
        e.starts_with("error: the graph has a cycle through node "),
        "{e}"
    );
}

#[test]
fn acwing1319_refusals() {
    check_each(
        rejects_exactly,
        DAG,
        &[
            (
                "2 1 1\n1 1\n2\n",
                "the graph has a cycle through node 1, so it is not a DAG",
            ),
            (
                "3 2 1\n1 2\n2 3\n4\n",
                "token 1 of 1 = 4 is out of range: expected 1..=3",
            ),
            (
                "3 2 1\n1 2\n0 3\n1\n",
                "edge 2 of 2 = 0 is out of range: expected 1..=3",
            ),
            ("3 0 4\n1 1 1 1\n", "K = 4 is out of range: expected 1..=3"),
            ("3 0 0\n", "K = 0 is out of range: expected 1..=3"),
        ],
    );
    check_each(
        rejects,
        DAG,
        &[
            ("1000001 0 1\n1\n", "N = 1000001 is out of range"),
            ("2 1000001 1\n", "M = 1000001 is out of range"),
        ],
    );
    // Parallel edges are fine; a node with no edges is lost.
    assert_eq!(answer(DAG, "2 3 1\n1 2\n1 2\n1 2\n1\n"), "win\n");
    assert_eq!(answer(DAG, "1 0 1\n1\n"), "lose\n");
}

#[test]
fn agc017d_at_a_million_vertices() {
    // A stalk of N - 1 edges from vertex 1: a Nim heap of N - 1.
    let path = edges((1..MAX).map(|v| (v, v + 1)));
    assert_eq!(answer(TREE, &format!("{MAX}\n{path}")), "Alice\n");
    // The same path numbered backwards, so vertex 1 is at its end.
    let back = edges((1..MAX).map(|v| (MAX - v + 1, MAX - v)));
    assert_eq!(answer(TREE, &format!("{MAX}\n{back}")), "Alice\n");
    // Vertex 1 in the middle of two equal stalks: 0, Bob wins.
    let n = MAX - 1;
    let half = (n - 1) / 2;
    let two = edges((1..n).map(|v| {
        if v == 1 + half {
            (1, v + 1)
        } else {
            (v, v + 1)
        }
    }));
    assert_eq!(answer(TREE, &format!("{n}\n{two}")), "Bob\n");
    // Stars: each leaf is worth 1, so the parity of the leaves decides.
    for n in [MAX, MAX - 1] {
        let star = edges((2..=n).map(|v| (v, 1)));
        let winner = if (n - 1) % 2 == 1 { "Alice\n" } else { "Bob\n" };
        assert_eq!(answer(TREE, &format!("{n}\n{star}")), winner);
    }
}

#[test]
fn agc017d_refusals() {
    check_each(
        rejects_exactly,
        TREE,
        &[
            (
                "4\n1 2\n2 3\n3 1\n",
                "the edges do not form a tree: node 4 is not connected to node 1",
            ),
            (
                "3\n1 2\n1 2\n",
                "the edges do not form a tree: node 3 is not connected to node 1",
            ),
            (
                "3\n1 2\n3 3\n",
                "the edges do not form a tree: node 3 is not connected to node 1",
            ),
            (
                "3\n1 2\n2 4\n",
                "edge 2 of 2 = 4 is out of range: expected 1..=3",
            ),
            ("1\n", "N = 1 is out of range: expected 2..=1000000"),
            (
                "1000001\n",
                "N = 1000001 is out of range: expected 2..=1000000",
            ),
            ("3\n1 2\n", "unexpected end of input: expected edge 2 of 2"),
        ],
    );
}

#[test]
fn poj3710_at_the_limits() {
    // A stalk 1-2 and a ring on nodes 2..=N hanging from 2: N - 1 edges,
    // odd, so worth one edge: a stalk of 2 in all.
    let ring = edges(
        [(1, 2)]
            .into_iter()
            .chain((2..MAX).map(|v| (v, v + 1)))
            .chain([(MAX, 2)]),
    );
    let graph = format!("{MAX} {MAX}\n{ring}");
    check_each(
        answers,
        GIFTS,
        &[
            (&format!("1\n{graph}"), "Sally\n"),
            // With a loop (1) beside it: 2 ^ 1; with a stalk of 2: 2 ^ 2 = 0.
            (&format!("2\n{graph}1 1\n1 1\n"), "Sally\n"),
            (&format!("2\n{graph}3 2\n1 2\n2 3\n"), "Harry\n"),
        ],
    );
    // Many test cases: the sample and a lone even cycle, alternately.
    let sample = "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";
    let even = "1\n2 2\n1 2\n2 1\n";
    let input: String = (0..20_000)
        .map(|i| if i % 2 == 0 { sample } else { even })
        .collect();
    let expected: String = (0..20_000)
        .map(|i| if i % 2 == 0 { "Sally\n" } else { "Harry\n" })
        .collect();
    assert_eq!(answer(GIFTS, &input), expected);
    // A million graphs of one node and no edge: all lost.
    let input = format!("{MAX}\n{}", "1 0\n".repeat(MAX));
    assert_eq!(answer(GIFTS, &input), "Harry\n");
}

#[test]
fn poj3710_refusals() {
    let e = |input: &str| refusal(GIFTS, input);
    // Two triangles sharing the edge 2-3.
    assert_eq!(
        e("1\n4 5\n1 2\n2 3\n3 1\n2 4\n4 3\n"),
        "error: case 1: graph 1 of 1: edge 3 closes a cycle that meets the rest of the graph at node 1 and at node 3; \
         only cycles hanging from a single node are accepted"
    );
    // A square through the root with a leaf on its far corner.
    assert!(e("1\n5 5\n1 2\n2 3\n3 4\n4 1\n3 5\n")
        .contains("meets the rest of the graph at node 1 and at node 3"));
    // Edges away from the root, and nodes without edges.
    assert_eq!(
        e("1\n4 3\n1 2\n3 4\n4 3\n"),
        "error: case 1: graph 1 of 1: node 3 is not connected to node 1"
    );
    assert_eq!(
        e("1\n2 1\n1 2\n1\n3 1\n1 2\n"),
        "error: case 2: graph 1 of 1: 3 nodes need at least 2 edges to be connected to the root, found 1"
    );
    assert_eq!(
        e("1\n1000000 0\n"),
        "error: case 1: graph 1 of 1: 1000000 nodes need at least 999999 edges to be connected to the root, found 0"
    );
    assert_eq!(
        e("2\n2 1\n1 2\n2 1\n1 3\n"),
        "error: case 1: graph 2 of 2: edge 1 of 1 = 3 is out of range: expected 1..=2"
    );
    assert!(e("1\n1000001 1000000\n").contains("case 1: graph 1 of 1: m = 1000001 is out of range"));
    assert_eq!(
        e("0\n"),
        "error: case 1: N = 0 is out of range: expected 1..=1000000"
    );
    assert_eq!(
        e("1\n2 1\n1 2\n2\n2 1\n1 2\n"),
        "error: case 2: unexpected end of input: expected graph 2 of 2: m"
    );
}

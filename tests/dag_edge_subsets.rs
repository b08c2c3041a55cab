//! `agc016f` (AtCoder AGC016 F, Games on DAG) at the judge's limits and on
//! the inputs it must refuse. Its counts on small DAGs are checked against
//! played-out games, and on larger ones against counting Grundy values and
//! counting by value classes, in the unit tests of
//! `sg::graph::edge_subsets`.

use crate::common::{answer, answers, check_each, refusal, rejects};
use std::fmt::Write as _;

const BIN: &str = "agc016f";

/// The input `N M` and the edges, one per line.
fn input(n: usize, edges: &[(usize, usize)]) -> String {
    let mut s = format!("{n} {}\n", edges.len());
    for (x, y) in edges {
        writeln!(s, "{x} {y}").unwrap();
    }
    s
}

fn complete(n: usize) -> Vec<(usize, usize)> {
    (1..=n)
        .flat_map(|x| (x + 1..=n).map(move |y| (x, y)))
        .collect()
}

#[test]
fn agc016f_at_the_limits() {
    // The complete DAG on 15 vertices, M = 105: the count by value classes
    // of `complete_dags_match_counting_by_value_classes` gives 587088523,
    // whatever order the edges come in.
    let mut all = complete(15);
    assert_eq!(all.len(), 105);
    assert_eq!(answer(BIN, &input(15, &all)), "587088523\n");
    all.reverse();
    check_each(
        answers,
        BIN,
        &[
            (&input(15, &all), "587088523\n"),
            // One edge 1 -> 2: keeping it is the only win (values 1 and 0).
            (&input(15, &[(1, 2)]), "1\n"),
            // No edge leaves 1 or 2: both always have value 0.
            (&input(15, &[(3, 15)]), "0\n"),
            // 1 -> 15 and 2 -> 15: the values differ exactly when one edge is kept.
            (&input(15, &[(1, 15), (2, 15)]), "2\n"),
        ],
    );
}

#[test]
fn agc016f_refusals() {
    assert_eq!(
        refusal(BIN, "3 1\n2 1\n"),
        "error: edge 1 of 1: 2 1 does not go from a smaller to a larger vertex"
    );
    rejects(BIN, "3 2\n1 2\n3 3\n", "edge 2 of 2: 3 3 does not go");
    assert_eq!(
        refusal(BIN, "4 3\n1 2\n2 4\n1 2\n"),
        "error: edge 3 of 3: 1 2 is given twice"
    );
    check_each(
        rejects,
        BIN,
        &[
            ("3 1\n1 4\n", "edge 1 of 1 = 4 is out of range"),
            ("3 1\n0 2\n", "edge 1 of 1 = 0 is out of range"),
            ("16 1\n1 2\n", "N = 16 is out of range"),
            ("1 1\n1 1\n", "N = 1 is out of range"),
            ("3 0\n", "M = 0 is out of range"),
            ("3 4\n1 2\n1 3\n2 3\n1 2\n", "M = 4 is out of range"),
            (&input(15, &[(1, 2)]).replace("15 1", "15 106"), "M = 106"),
            ("3 2\n1 2\n", "edge 2 of 2"),
            ("3 1\n1 2 3\n", ""),
        ],
    );
}

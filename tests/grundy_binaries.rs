//! Judge-format tests of the binaries solved by Grundy values and their
//! short forms (`abc206f`, ...): whole inputs at the judge's limits with
//! answers known without the library, and the refusals particular to each
//! problem. The brute-force searches on small inputs are in the library
//! modules' tests.

use crate::common::{answer, rejects};

/// `t` test cases of ABC206 F, each a list of intervals.
fn abc206f_input(cases: &[Vec<(usize, usize)>]) -> String {
    let mut s = format!("{}\n", cases.len());
    for case in cases {
        s += &format!("{}\n", case.len());
        for (l, r) in case {
            s += &format!("{l} {r}\n");
        }
    }
    s
}

#[test]
fn abc206f_at_the_limits() {
    // k disjoint unit intervals are all chosen, one per move: the first
    // player wins iff k is odd. One interval repeated 100 times is one
    // move. Nested intervals [i, 101 - i) meet each other: one move.
    let units = |k: usize| (1..=k).map(|i| (i, i + 1)).collect::<Vec<_>>();
    let mut cases = vec![
        units(99),
        units(98),
        vec![(1, 100); 100],
        (1..=50).map(|i| (i, 101 - i)).collect(),
        [units(98), vec![(1, 100), (1, 100)]].concat(),
    ];
    let mut expected = "Alice\nBob\nAlice\nAlice\nAlice\n".to_string();
    // Pairs [i, i + 1) and [i, i + 1) repeated: 50 copies of [2i-1, 2i)
    // for i = 1, 2 give two moves in all.
    cases.push([vec![(1, 2); 50], vec![(3, 4); 50]].concat());
    expected += "Bob\n";
    while cases.len() < 20 {
        cases.push(units(97));
        expected += "Alice\n";
    }
    assert_eq!(answer("abc206f", &abc206f_input(&cases)), expected);
}

#[test]
fn abc206f_refusals() {
    rejects("abc206f", "0\n", "T");
    rejects("abc206f", &abc206f_input(&vec![vec![(1, 2)]; 21]), "T");
    rejects("abc206f", "1\n0\n", "N");
    rejects("abc206f", &abc206f_input(&[vec![(1, 2); 101]]), "N");
    rejects("abc206f", "1\n2\n1 2\n5 5\n", "R of interval 2 of 2");
    rejects("abc206f", "1\n1\n3 2\n", "R of interval 1 of 1");
    rejects("abc206f", "1\n1\n1 101\n", "R of interval 1 of 1");
    rejects("abc206f", "1\n1\n0 5\n", "L of interval 1 of 1");
    rejects("abc206f", "1\n1\n100 101\n", "L of interval 1 of 1");
    rejects("abc206f", "1\n2\n1 2\n", "L of interval 2 of 2");
}


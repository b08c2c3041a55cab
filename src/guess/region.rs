//! Regions: in a two-parameter table of two values, one value exactly on
//! the points where up to three half-planes `a·x + b·y >= c` hold
//! (`|a|, |b| <= 3`, coprime).
//!
//! For each direction `(a, b)` the tightest half-plane holding every
//! inside row has `c = min a·x + b·y` over them; it excludes some outside
//! rows. A region exists exactly when some one, two or three of these
//! half-planes together exclude every outside row (any other half-plane of
//! the same direction holding the inside rows excludes fewer), so trying
//! every set of at most three directions, fewest first, finds it.

use super::{Candidate, Rule, Table, Values};

/// The 32 coprime directions with coordinates in `-3..=3`.
fn directions() -> Vec<(i64, i64)> {
    let mut d = Vec::new();
    for a in -3i64..=3 {
        for b in -3i64..=3 {
            if (a, b) != (0, 0)
                && num_integer::Integer::gcd(&a.unsigned_abs(), &b.unsigned_abs()) == 1
            {
                d.push((a, b));
            }
        }
    }
    d
}

/// The region rules of the table (one per choice of inside value), fewest
/// half-planes first.
///
/// # Complexity
/// O(32 · N + 5500 · N / 64).
pub(crate) fn guess(table: &Table, values: &Values) -> Vec<Candidate> {
    if table.dimension() != 2 {
        return Vec::new();
    }
    let mut codes: Vec<i128> = values.codes.clone();
    codes.sort_unstable();
    codes.dedup();
    if codes.len() != 2 {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (inside, outside) in [(codes[0], codes[1]), (codes[1], codes[0])] {
        out.extend(fit(table, values, inside, outside));
    }
    out.sort_by_key(|c| c.fit_rows);
    out
}

fn fit(table: &Table, values: &Values, inside: i128, outside: i128) -> Option<Candidate> {
    let points: Vec<(i128, i128)> = table
        .params()
        .iter()
        .map(|p| (i128::from(p[0]), i128::from(p[1])))
        .collect();
    let outside_rows: Vec<usize> = (0..points.len())
        .filter(|&i| values.codes[i] == outside)
        .collect();
    let words = outside_rows.len().div_ceil(64);
    let mut planes: Vec<([i64; 3], Vec<u64>)> = Vec::new();
    for (a, b) in directions() {
        let dot = |(x, y): (i128, i128)| i128::from(a) * x + i128::from(b) * y;
        let c = (0..points.len())
            .filter(|&i| values.codes[i] == inside)
            .map(|i| dot(points[i]))
            .min()?;
        let mut excluded = vec![0u64; words];
        for (k, &i) in outside_rows.iter().enumerate() {
            if dot(points[i]) < c {
                excluded[k / 64] |= 1 << (k % 64);
            }
        }
        if excluded.iter().any(|&w| w != 0) {
            planes.push(([a, b, i64::try_from(c).ok()?], excluded));
        }
    }
    let full = |sets: &[&Vec<u64>]| {
        (0..words).all(|w| {
            let bits = sets.iter().fold(0u64, |acc, s| acc | s[w]);
            let expected = if w + 1 == words && outside_rows.len() % 64 != 0 {
                (1u64 << (outside_rows.len() % 64)) - 1
            } else {
                u64::MAX
            };
            bits == expected
        })
    };
    let found = |chosen: Vec<usize>| Candidate {
        fit_rows: 2 * chosen.len(),
        rule: Rule::Region {
            half_planes: chosen.iter().map(|&i| planes[i].0).collect(),
            inside,
            outside,
        },
    };
    // Every set of one, two or three half-planes, fewest first.
    let k = planes.len();
    let mut sets: Vec<Vec<usize>> = (0..k).map(|i| vec![i]).collect();
    for i in 0..k {
        sets.extend((i + 1..k).map(|j| vec![i, j]));
    }
    for i in 0..k {
        for j in i + 1..k {
            sets.extend((j + 1..k).map(|l| vec![i, j, l]));
        }
    }
    sets.into_iter()
        .find(|set| full(&set.iter().map(|&i| &planes[i].1).collect::<Vec<_>>()))
        .map(found)
}

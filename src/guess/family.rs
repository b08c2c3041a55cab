//! Families: in a two-parameter table, each column `m` periodic in `n` with
//! period `a·m + b`, and the value a one-dimensional rule `h` of the
//! residue `n mod (a·m + b)` (counted from 0, or down from the period's end).
//!
//! The period is read off the columns long enough to show it three times;
//! two of them fix `a` and `b`, and at least one more must agree. The
//! residue rule is then read off every row and guessed as a sequence.

use super::sequence::guess_sequence;
use super::{Candidate, Rule, Table, Values};
use crate::sg::period::smallest_period;
use std::collections::BTreeMap;

/// The family rules of a two-parameter table, fewest fitting rows first.
///
/// # Complexity
/// O(N log N).
pub(crate) fn guess(table: &Table, values: &Values) -> Vec<Candidate> {
    if table.dimension() != 2 {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (period, other) in [(0, 1), (1, 0)] {
        for from_top in [false, true] {
            out.extend(fit(table, values, period, other, from_top));
        }
    }
    out.sort_by_key(|c| c.fit_rows);
    out
}

fn fit(
    table: &Table,
    values: &Values,
    period: usize,
    other: usize,
    from_top: bool,
) -> Option<Candidate> {
    let mut columns: BTreeMap<u64, Vec<(u64, i128)>> = BTreeMap::new();
    for (p, &v) in table.params().iter().zip(&values.codes) {
        columns.entry(p[other]).or_default().push((p[period], v));
    }
    let mut reliable: Vec<(i128, usize)> = Vec::new();
    for (&m, column) in &mut columns {
        column.sort_unstable();
        let contiguous = column.windows(2).all(|w| w[1].0 == w[0].0 + 1);
        if !contiguous {
            continue;
        }
        let seq: Vec<i128> = column.iter().map(|&(_, v)| v).collect();
        let p = smallest_period(&seq);
        if 3 * p <= seq.len() {
            reliable.push((i128::from(m), p));
        }
    }
    if reliable.len() < 3 {
        return None;
    }
    let ((m1, p1), (m2, p2)) = (reliable[0], reliable[1]);
    let (dp, dm) = (p2 as i128 - p1 as i128, m2 - m1);
    if dp % dm != 0 {
        return None;
    }
    let a = dp / dm;
    let b = p1 as i128 - a * m1;
    if reliable.iter().any(|&(m, p)| a * m + b != p as i128) {
        return None;
    }
    let (a, b) = (i64::try_from(a).ok()?, i64::try_from(b).ok()?);
    let mut h: BTreeMap<i128, i128> = BTreeMap::new();
    for (p, &v) in table.params().iter().zip(&values.codes) {
        let big = i128::from(a) * i128::from(p[other]) + i128::from(b);
        if big <= 0 {
            return None;
        }
        let r = i128::from(p[period]) % big;
        let r = if from_top { big - 1 - r } else { r };
        if *h.entry(r).or_insert(v) != v {
            return None;
        }
    }
    if h.len() as i128 != h.keys().next_back()? + 1 {
        return None;
    }
    let residues: Vec<i128> = h.into_values().collect();
    let f = guess_sequence(&residues, values.domain, true)?;
    Some(Candidate {
        fit_rows: 2 * (p1 + p2) + f.fit,
        rule: Rule::Family {
            period,
            other,
            a,
            b,
            from_top,
            residue: f.rule,
        },
    })
}

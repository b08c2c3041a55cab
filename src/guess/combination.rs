//! Rules of one linear combination of the parameters: `v = seq(a·x + b·y +
//! c·z - start)`. One non-zero coefficient is a sequence in one parameter
//! (the plain one-dimensional case); several are a combination.

use super::sequence::guess_sequence;
use super::{Candidate, Rule, Table, Values};

/// Candidates that depend on one parameter only, fewest fitting rows first.
///
/// # Complexity
/// O(dimension · N), plus the sequence guesser on each.
pub(crate) fn single(table: &Table, values: &Values) -> Vec<Candidate> {
    let dim = table.dimension();
    let coeffs = (0..dim).map(|i| (0..dim).map(|j| i64::from(i == j)).collect());
    ordered(
        coeffs
            .filter_map(|c: Vec<i64>| fit(table, values, c))
            .collect(),
    )
}

/// Candidates of combinations with at least two non-zero coefficients in
/// `-3..=3` for two parameters, `-2..=2` for three (coprime, the first
/// non-zero positive), smallest `Σ|c|` first, then fewest negative ones.
pub(crate) fn multiple(table: &Table, values: &Values) -> Vec<Candidate> {
    let dim = table.dimension();
    let mut all: Vec<Vec<i64>> = Vec::new();
    let bound = if dim == 2 { 3 } else { 2 };
    let range: Vec<i64> = (-bound..=bound).collect();
    let mut stack = vec![Vec::new()];
    while let Some(c) = stack.pop() {
        if c.len() == dim {
            all.push(c);
            continue;
        }
        for &x in &range {
            let mut next = c.clone();
            next.push(x);
            stack.push(next);
        }
    }
    all.retain(|c| {
        let nonzero: Vec<i64> = c.iter().copied().filter(|&x| x != 0).collect();
        nonzero.len() >= 2
            && nonzero[0] > 0
            && nonzero.iter().fold(0u64, |g, &x| {
                num_integer::Integer::gcd(&g, &x.unsigned_abs())
            }) == 1
    });
    all.sort_by_key(|c| {
        let negatives = c.iter().filter(|&&x| x < 0).count();
        (c.iter().map(|x| x.abs()).sum::<i64>(), negatives, c.clone())
    });
    let mut out = Vec::new();
    for c in all {
        out.extend(fit(table, values, c));
    }
    // Keep the order of simplicity: a candidate is tried in turn.
    out
}

fn ordered(mut c: Vec<Candidate>) -> Vec<Candidate> {
    c.sort_by_key(|c| c.fit_rows);
    c
}

/// The rule `seq(Σ coeffs · params - start)` if every row agrees with one
/// value per combination, the combinations in the table are consecutive,
/// and the sequence of them has a rule.
fn fit(table: &Table, values: &Values, coeffs: Vec<i64>) -> Option<Candidate> {
    let s: Vec<i128> = table
        .params()
        .iter()
        .map(|p| {
            coeffs
                .iter()
                .zip(p)
                .map(|(&c, &x)| i128::from(c) * i128::from(x))
                .sum()
        })
        .collect();
    let start = *s.iter().min()?;
    let end = *s.iter().max()?;
    // Consecutive combinations number at most the rows: a dense array.
    if end - start >= s.len() as i128 {
        return None;
    }
    let mut by_s: Vec<Option<i128>> = vec![None; (end - start + 1) as usize];
    for (&si, &v) in s.iter().zip(&values.codes) {
        let slot = &mut by_s[(si - start) as usize];
        if *slot.get_or_insert(v) != v {
            return None;
        }
    }
    let seq: Vec<i128> = by_s.into_iter().collect::<Option<_>>()?;
    let f = guess_sequence(&seq, values.domain, true)?;
    let fit_rows = s.iter().filter(|&&si| si - start < f.fit as i128).count();
    Some(Candidate {
        rule: Rule::Sequence {
            coeffs,
            start,
            seq: f.rule,
        },
        fit_rows,
    })
}

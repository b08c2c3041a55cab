//! Validation beyond what a rule was fitted on: a table's *inner* part
//! (rows whose integers lie in the lower two thirds of their range, whose
//! lists and words are shorter than the longest), on which every kind
//! searches, and its *outer* part, which the rule must then predict, and
//! which alone carries the evidence; the evidence counted on what a rule
//! can see (rows alike in every terminal are one observation).

use super::table::{Arg, Table};
use super::Values;
use crate::testing::Rng;
use std::collections::HashMap;
use std::hash::Hash;

/// Whether each row of `table` is in its inner part (see the module docs).
/// A row is inner when each of its parameters is: an integer at most
/// `lo + 2(hi - lo)/3` of its column's range `lo..=hi`; a list or a word
/// shorter than the column's longest (where lengths differ; a column of
/// lists of one length splits by their largest element as integers do);
/// a column that does not vary says nothing. When no column splits the
/// table, or the inner part would be empty, a fixed seeded third of the
/// rows is held out instead.
///
/// # Complexity
/// O(rows · columns).
pub(crate) fn inner(table: &Table) -> Vec<bool> {
    let args = table.all_args();
    let n = args.len();
    let mut inside = vec![true; n];
    let mut split = false;
    for c in 0..table.dimension() {
        let measure = |a: &Arg| -> (u64, u64) {
            match a {
                Arg::Int(x) => (0, *x),
                Arg::List(l) => (l.len() as u64, l.iter().copied().max().unwrap_or(0)),
                Arg::Word(w) => (w.len() as u64, 0),
                // a grid's size is its cells, then its height
                Arg::Grid(g) => ((g.len() * g[0].len()) as u64, g.len() as u64),
            }
        };
        let m: Vec<(u64, u64)> = args.iter().map(|a| measure(&a[c])).collect();
        let (len_lo, len_hi) = bounds(m.iter().map(|x| x.0));
        let (lo, hi) = bounds(m.iter().map(|x| x.1));
        let cut: Cut = if len_hi > len_lo {
            Box::new(move |x: &(u64, u64)| x.0 < len_hi)
        } else if hi > lo {
            let top = lo + ((u128::from(hi - lo) * 2) / 3) as u64;
            Box::new(move |x: &(u64, u64)| x.1 <= top)
        } else {
            continue;
        };
        split = true;
        for (i, x) in m.iter().enumerate() {
            inside[i] &= cut(x);
        }
    }
    let count = inside.iter().filter(|&&b| b).count();
    if !split || count == 0 || count == n {
        let mut rng = Rng::new(0x0ddb_a115_eed0);
        inside = (0..n).map(|_| rng.below(3) != 0).collect();
        inside[0] = true;
    }
    inside
}

/// Which rows of a column are inner, from each row's (length, largest
/// integer).
type Cut = Box<dyn Fn(&(u64, u64)) -> bool>;

fn bounds(xs: impl Iterator<Item = u64>) -> (u64, u64) {
    xs.fold((u64::MAX, 0), |(lo, hi), x| (lo.min(x), hi.max(x)))
}

/// The evidence the `counted` rows carry, one observation per group of
/// rows alike in `keys`: a group counts when all its rows are counted (a
/// row alike an uncounted one tells nothing new), and carries `log2(G /
/// c)` bits, `G` the groups of the table and `c` those with its value (one
/// bit a group when every value is alike).
///
/// # Complexity
/// O(rows) hash operations on the keys.
pub(crate) fn observed_bits<K: Hash + Eq>(keys: &[K], codes: &[i128], counted: &[bool]) -> f64 {
    // per group: its value, and whether every row of it is counted
    let mut groups: HashMap<&K, (i128, bool)> = HashMap::new();
    for ((k, &c), &counts) in keys.iter().zip(codes).zip(counted) {
        groups
            .entry(k)
            .and_modify(|g| g.1 &= counts)
            .or_insert((c, counts));
    }
    let total = groups.len() as f64;
    let mut per_value: HashMap<i128, f64> = HashMap::new();
    for &(c, _) in groups.values() {
        *per_value.entry(c).or_default() += 1.0;
    }
    groups
        .values()
        .filter(|g| g.1)
        .map(|&(c, _)| {
            if per_value.len() <= 1 {
                1.0
            } else {
                (total / per_value[&c]).log2()
            }
        })
        .sum()
}

/// The table of the rows `keep` says, with `values`' codes for them.
///
/// # Panics
/// Never for a table `guess` read: its rows are already valid.
pub(crate) fn part(table: &Table, values: &Values, keep: &[bool]) -> (Table, Values) {
    let rows: Vec<(Vec<Arg>, String)> = (0..table.len())
        .filter(|&i| keep[i])
        .map(|i| (table.args(i).to_vec(), table.row(i).1.to_string()))
        .collect();
    let sub = Table::from_args(table.names().to_vec(), rows).expect("rows of a valid table");
    let index: HashMap<&str, i128> = (0..table.len())
        .map(|i| (table.row(i).1, values.codes[i]))
        .collect();
    let codes = (0..sub.len()).map(|i| index[sub.row(i).1]).collect();
    let part = Values {
        codes,
        domain: values.domain,
        words: values.words.clone(),
    };
    (sub, part)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(rows: Vec<(Vec<Arg>, &str)>) -> Table {
        let k = rows[0].0.len();
        let mut names: Vec<String> = (0..k).map(|i| format!("p{i}")).collect();
        names.push("v".into());
        let rows = rows.into_iter().map(|(a, v)| (a, v.to_string())).collect();
        Table::from_args(names, rows).unwrap()
    }

    #[test]
    fn the_inner_part_by_hand() {
        // 0..=9: the lower two thirds are 0..=6
        let t = table((0..10).map(|n| (vec![Arg::Int(n)], "W")).collect());
        let inside = inner(&t);
        let kept: Vec<u64> = (0..t.len())
            .filter(|&i| inside[i])
            .map(|i| t.row(i).0[0])
            .collect();
        assert_eq!(kept, [0, 1, 2, 3, 4, 5, 6]);
        // lists of lengths 1 to 3: the shorter ones; with an integer, both
        let rows = [vec![1], vec![2], vec![1, 1], vec![1, 2, 3], vec![3, 3, 3]]
            .into_iter()
            .flat_map(|l| (0..4).map(move |k| (vec![Arg::Int(k), Arg::List(l.clone())], "L")))
            .collect();
        let t = table(rows);
        for (i, &is_inner) in inner(&t).iter().enumerate() {
            let (Arg::Int(k), Arg::List(l)) = (&t.args(i)[0], &t.args(i)[1]) else {
                panic!()
            };
            assert_eq!(is_inner, *k <= 2 && l.len() < 3, "{k} {l:?}");
        }
    }

    #[test]
    fn alike_rows_are_one_observation() {
        // groups 1 (a counted and an uncounted row), 2 and 3; values 0, 1,
        // 1: groups 2 and 3 count, log2(3 / 2) bits each
        let bits = observed_bits(&[1, 1, 2, 3], &[0, 0, 1, 1], &[false, true, true, true]);
        assert!((bits - 2.0 * (1.5f64).log2()).abs() < 1e-9, "{bits}");
        // one value: a bit a group
        assert_eq!(observed_bits(&[1, 2, 2, 3], &[5; 4], &[true; 4]), 3.0);
    }
}

//! The features of a table's parameters, the terminals of the formula
//! search: an integer parameter itself; a list's length, sum, XOR, extremes,
//! counts, residues, ends and smallest elements; a word's length, letter
//! counts, ends, first and last positions, runs; a grid's (see [`grid`]).

mod list;

use super::formula::Ty;
use super::table::{Arg, ArgKind, Table};
pub(crate) use list::ListKind;

mod grid;

/// A feature of one parameter (column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Feature {
    pub(crate) column: usize,
    pub(crate) kind: FeatureKind,
}

/// What a feature computes. The constants `c` and letters are chosen from
/// the table (see [`features`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FeatureKind {
    /// An integer parameter itself.
    Param,
    /// A list's or a word's length.
    Len,
    /// A list's other features (see [`ListKind`]).
    List(ListKind),
    /// How many times a letter occurs.
    Count(u8),
    /// The word starts with the letter (a truth value).
    FirstIs(u8),
    /// The word ends with the letter (a truth value).
    LastIs(u8),
    /// The 1-based position of the letter's first occurrence, 0 if none.
    FirstAt(u8),
    /// The 1-based position of its last occurrence, 0 if none.
    LastAt(u8),
    /// Maximal blocks of equal letters.
    Runs,
    /// The longest block of the letter.
    LongestRun(u8),
    /// A grid's feature.
    Grid(grid::GridKind),
}

impl Feature {
    /// Its type.
    pub(crate) fn ty(&self) -> Ty {
        match self.kind {
            FeatureKind::FirstIs(_) | FeatureKind::LastIs(_) => Ty::Bool,
            FeatureKind::Grid(g) if g.is_bool() => Ty::Bool,
            _ => Ty::Int,
        }
    }

    /// Its value at a row's parameters, truth values as 0 / 1; `None` where
    /// undefined (the minimum, the ends or the k-th smallest of a list too
    /// short).
    ///
    /// # Complexity
    /// O(length) (O(length · log length) for the k-th smallest).
    pub(crate) fn eval(&self, args: &[Arg]) -> Option<i128> {
        use FeatureKind as K;
        let count = |n: usize| Some(n as i128);
        match (&args[self.column], self.kind) {
            (Arg::Int(x), K::Param) => Some(i128::from(*x)),
            (Arg::List(xs), K::Len) => count(xs.len()),
            (Arg::List(xs), K::List(kind)) => kind.eval(xs, args),
            (Arg::Word(w), kind) => match kind {
                K::Len => count(w.len()),
                K::Count(l) => count(w.iter().filter(|&&c| c == l).count()),
                K::FirstIs(l) => Some(i128::from(w.first() == Some(&l))),
                K::LastIs(l) => Some(i128::from(w.last() == Some(&l))),
                K::FirstAt(l) => count(w.iter().position(|&c| c == l).map_or(0, |i| i + 1)),
                K::LastAt(l) => count(w.iter().rposition(|&c| c == l).map_or(0, |i| i + 1)),
                K::Runs => count(runs(w)),
                K::LongestRun(l) => count(w.split(|&c| c != l).map(<[u8]>::len).max().unwrap_or(0)),
                _ => None,
            },
            (Arg::Grid(g), K::Grid(kind)) => Some(grid::eval(g, kind)),
            _ => None,
        }
    }

    /// Its name in a rule printed in words: `n`, `len(a)`, `count(a = 1)`,
    /// `(first(s) = B)`, `last_index(s, B)`...
    pub(crate) fn name(&self, names: &[String]) -> String {
        let [name, _] = self.spelled(names);
        name
    }

    /// A Rust expression for it inside `fn rule(n: u64, a: &[u64], s:
    /// &[u8], ...)` (the parameters named as the table's columns): `i128`
    /// for integers, `bool` for truth values. It panics where [`eval`] is
    /// `None` (an empty list's minimum).
    ///
    /// [`eval`]: Feature::eval
    pub(crate) fn rust(&self, names: &[String]) -> String {
        let [_, rust] = self.spelled(names);
        rust
    }

    /// Its name in words and its Rust expression, side by side.
    fn spelled(&self, names: &[String]) -> [String; 2] {
        use FeatureKind as K;
        let a = &names[self.column];
        match self.kind {
            K::Param => [a.clone(), format!("({a} as i128)")],
            K::Len => [format!("len({a})"), format!("({a}.len() as i128)")],
            K::List(kind) => kind.spelled(a, names),
            K::Runs => [
                format!("runs({a})"),
                format!(
                    "({a}.windows(2).filter(|w| w[0] != w[1]).count() as i128 + i128::from(!{a}.is_empty()))"
                ),
            ],
            K::Count(l) | K::FirstIs(l) | K::LastIs(l) | K::FirstAt(l) | K::LastAt(l)
            | K::LongestRun(l) => self.letter(a, l),
            K::Grid(kind) => grid::spelled(a, kind, byte_literal),
        }
    }

    /// [`Feature::spelled`] for the features of one letter `l` of word `a`.
    fn letter(&self, a: &str, letter: u8) -> [String; 2] {
        use FeatureKind as K;
        let (l, b) = (letter as char, byte_literal(letter));
        let at =
            |find: &str| format!("({a}.iter().{find}(|&c| c == {b}).map_or(0, |i| i + 1) as i128)");
        match self.kind {
            K::Count(_) => [
                format!("count({a}, {l})"),
                format!("({a}.iter().filter(|&&c| c == {b}).count() as i128)"),
            ],
            K::FirstIs(_) => [
                format!("(first({a}) = {l})"),
                format!("({a}.first() == Some(&{b}))"),
            ],
            K::LastIs(_) => [
                format!("(last({a}) = {l})"),
                format!("({a}.last() == Some(&{b}))"),
            ],
            K::FirstAt(_) => [format!("first_index({a}, {l})"), at("position")],
            K::LastAt(_) => [format!("last_index({a}, {l})"), at("rposition")],
            _ => [
                format!("longest_run({a}, {l})"),
                format!("({a}.split(|&c| c != {b}).map(|r| r.len()).max().unwrap_or(0) as i128)"),
            ],
        }
    }
}

/// A letter as a Rust byte literal: `b'A'`, `b'.'`, `b'\''`, `b'\\'`. O(1).
fn byte_literal(l: u8) -> String {
    format!("b{:?}", l as char)
}

/// The letters that occur in a word or grid column, the first
/// [`MAX_LETTERS`] in byte order. O(total size of the column).
fn letters(table: &Table, column: usize) -> Vec<u8> {
    let mut seen = [false; 256];
    for args in table.all_args() {
        match &args[column] {
            Arg::Word(w) => w.iter().for_each(|&c| seen[c as usize] = true),
            Arg::Grid(g) => g.iter().flatten().for_each(|&c| seen[c as usize] = true),
            _ => {}
        }
    }
    (0..=255u8)
        .filter(|&c| seen[c as usize])
        .take(MAX_LETTERS)
        .collect()
}

/// Maximal blocks of equal letters.
fn runs(w: &[u8]) -> usize {
    if w.is_empty() {
        0
    } else {
        1 + w.windows(2).filter(|p| p[0] != p[1]).count()
    }
}

/// The rows features are compared on (as many as the formula search reads).
const SAMPLE_ROWS: usize = 4096;

/// The most letters of a word column that get features of their own.
const MAX_LETTERS: usize = 8;

/// The features of a table's parameters, simplest first, with the letters
/// that occur in its words and grids (any printable character but a space,
/// a comma and a quote; the first [`MAX_LETTERS`] in byte order) and the
/// constants `c` in `count(a = c)` (0, 1, 2), `count(a >= c)` (1, 2, 3),
/// `mod`/`div` (2, 3), a list's other bounds ([`list::kinds`]). A feature whose values equal an
/// earlier one's, or that takes one value only, on the rows the search
/// reads (every row up to 4,096, else a spread sample of 4,096) and at the
/// points `beyond` (probes and queries, where features equal on the
/// table may differ), is dropped: the first name is kept.
///
/// # Complexity
/// O(features · total size of the parameters and of `beyond`).
pub(crate) fn features(table: &Table, beyond: &[Vec<Arg>]) -> Vec<Feature> {
    use FeatureKind as K;
    let mut all = Vec::new();
    for (column, &kind) in table.kinds().iter().enumerate() {
        let kinds: Vec<FeatureKind> = match kind {
            ArgKind::Int => vec![K::Param],
            ArgKind::List => list::kinds(table),
            ArgKind::Grid => grid::kinds(&letters(table, column))
                .into_iter()
                .map(K::Grid)
                .collect(),
            ArgKind::Word => {
                let mut v = vec![K::Len, K::Runs];
                for l in letters(table, column) {
                    v.extend([
                        K::Count(l),
                        K::FirstIs(l),
                        K::LastIs(l),
                        K::FirstAt(l),
                        K::LastAt(l),
                        K::LongestRun(l),
                    ]);
                }
                v
            }
        };
        all.extend(kinds.into_iter().map(|kind| Feature { column, kind }));
    }
    // compared on the rows the search reads: all of them up to 4,096,
    // else an evenly spread sample (memory and time stay bounded)
    let args = table.all_args();
    let step = (args.len() as f64 / SAMPLE_ROWS as f64).max(1.0);
    let rows: Vec<&Vec<Arg>> = (0..args.len().min(SAMPLE_ROWS))
        .map(|k| &args[(k as f64 * step) as usize])
        .chain(beyond)
        .collect();
    let mut seen: Vec<Vec<Option<i128>>> = Vec::new();
    all.into_iter()
        .filter(|f| {
            let values: Vec<Option<i128>> = rows.iter().map(|a| f.eval(a)).collect();
            let constant = values.iter().all(|v| *v == values[0]);
            if constant || seen.contains(&values) {
                return false;
            }
            seen.push(values);
            true
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(kind: FeatureKind) -> Feature {
        Feature { column: 0, kind }
    }

    #[test]
    fn word_features_by_hand() {
        use FeatureKind as K;
        let s = [Arg::Word(b"ABBABBB".to_vec())];
        let cases = [
            (K::Len, 7),
            (K::Count(b'B'), 5),
            (K::FirstIs(b'A'), 1),
            (K::LastIs(b'A'), 0),
            (K::FirstAt(b'B'), 2),
            (K::LastAt(b'A'), 4),
            (K::FirstAt(b'C'), 0),
            (K::Runs, 4),
            (K::LongestRun(b'B'), 3),
            (K::LongestRun(b'C'), 0),
        ];
        for (kind, want) in cases {
            assert_eq!(f(kind).eval(&s), Some(want), "{kind:?}");
        }
        assert_eq!(f(K::Runs).eval(&[Arg::Word(vec![])]), Some(0));
    }

    /// Every feature's Rust, compiled in one rustc run, gives what `eval`
    /// gives on lists and words made by hand and at random.
    #[test]
    fn every_feature_in_rust_is_what_eval_gives() {
        use crate::testing::Rng;
        let mut rng = Rng::new(9);
        let mut lists: Vec<Vec<u64>> = vec![vec![5, 1, 2, 1, 7], vec![0], vec![3, 3]];
        let mut words: Vec<Vec<u8>> = vec![b"ABBABBB".to_vec(), b"B".to_vec(), b"AAAC".to_vec()];
        for _ in 0..40 {
            let len = 1 + rng.below(6);
            lists.push((0..len).map(|_| rng.below_u64(9)).collect());
            words.push((0..len).map(|_| b"ABC"[rng.below(3)]).collect());
        }
        let rows: Vec<(Vec<Arg>, String)> = lists
            .iter()
            .zip(&words)
            .map(|(l, w)| (vec![Arg::List(l.clone()), Arg::Word(w.clone())], "0".into()))
            .collect();
        let names = vec!["a".to_string(), "s".to_string(), "v".to_string()];
        let table = Table::from_args(names.clone(), rows).unwrap();
        let features = features(&table, &[]);
        assert!(features.len() > 30, "{}", features.len());
        let mut program = String::new();
        let mut expected = String::new();
        for (i, f) in features.iter().enumerate() {
            let cast = if f.ty() == Ty::Bool { " as i128" } else { "" };
            program += &format!(
                "fn f{i}(a: &[u64], s: &[u8]) -> i128 {{ let _ = (a, s); {}{cast} }}\n",
                f.rust(&names)
            );
        }
        program += "fn main() {\n";
        for (l, w) in lists.iter().zip(&words) {
            let args = [Arg::List(l.clone()), Arg::Word(w.clone())];
            for (i, f) in features.iter().enumerate() {
                // where eval has no value the Rust panics: not called there
                let Some(v) = f.eval(&args) else { continue };
                let word = String::from_utf8_lossy(w);
                program += &format!("    println!(\"{{}}\", f{i}(&{l:?}, b\"{word}\"));\n");
                expected += &format!("{v}\n");
            }
        }
        program += "}\n";
        let dir = std::env::temp_dir().join(format!("cp-games-features-{}", std::process::id()));
        let out = crate::testing::compile_and_run(&dir, "features", &program, &[]);
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(out, expected);
    }
}

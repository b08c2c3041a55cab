//! A list's features as a small grammar: an aggregate (a count, a sum, a
//! XOR) of the elements tested or mapped against a [`Bound`] (a constant,
//! another integer column, that column plus a constant, the list's own
//! maximum or minimum), and the features of the sorted list (sums and XORs
//! at odd and even ranks from the top, multiplicities of equal values).

use super::super::table::{Arg, ArgKind, Table};
use super::FeatureKind;

/// What an element is tested or mapped against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bound {
    /// A constant.
    Const(u64),
    /// An integer column of the same row.
    Column(usize),
    /// An integer column plus a constant.
    ColumnPlus(usize, u64),
    /// The list's largest element (0 for the empty list).
    Max,
    /// The list's smallest element (0 for the empty list).
    Min,
}

impl Bound {
    /// Its value at a row whose list is `xs`; `None` where an integer column
    /// plus a constant passes `u64`.
    ///
    /// # Complexity
    /// O(length) for the extremes, O(1) else.
    pub(crate) fn value(self, xs: &[u64], args: &[Arg]) -> Option<u64> {
        let column = |i: usize| match args[i] {
            Arg::Int(k) => Some(k),
            _ => None,
        };
        match self {
            Bound::Const(c) => Some(c),
            Bound::Column(i) => column(i),
            Bound::ColumnPlus(i, c) => column(i)?.checked_add(c),
            Bound::Max => Some(xs.iter().copied().max().unwrap_or(0)),
            Bound::Min => Some(xs.iter().copied().min().unwrap_or(0)),
        }
    }

    /// In words, for list `a`: `3`, `k`, `(k + 1)`, `max(a)`.
    fn words(self, a: &str, names: &[String]) -> String {
        match self {
            Bound::Const(c) => c.to_string(),
            Bound::Column(i) => names[i].clone(),
            Bound::ColumnPlus(i, c) => format!("({} + {c})", names[i]),
            Bound::Max => format!("max({a})"),
            Bound::Min => format!("min({a})"),
        }
    }

    /// The column it reads, if any.
    fn column(self) -> Option<usize> {
        match self {
            Bound::Column(i) | Bound::ColumnPlus(i, _) => Some(i),
            _ => None,
        }
    }
}

/// What a list feature computes (besides its length, shared with words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ListKind {
    Sum,
    Xor,
    Min,
    Max,
    /// Elements equal to the bound.
    CountEq(Bound),
    /// Elements at least the bound.
    CountGe(Bound),
    CountOdd,
    /// `Σ (x mod b)`, `None` for `b = 0`.
    SumMod(Bound),
    /// `⊕ (x mod b)`, `None` for `b = 0`.
    XorMod(Bound),
    /// `Σ ⌊x / b⌋`, `None` for `b = 0`.
    SumDiv(Bound),
    /// `⊕ ⌊x / b⌋`, `None` for `b = 0`.
    XorDiv(Bound),
    /// XOR of the elements at positions 1, 3, 5... (1-based).
    XorOdd,
    /// XOR of the elements at positions 2, 4, 6...
    XorEven,
    First,
    Last,
    /// The k-th smallest element (1-based).
    Smallest(usize),
    /// Sum of the sorted list's elements at ranks 1, 3, 5... from the top
    /// (rank 1 the largest): what the first player gets when the players
    /// take the largest element in turn.
    SumOddRanks,
    /// Sum at ranks 2, 4, 6... from the top.
    SumEvenRanks,
    /// XOR at ranks 1, 3, 5... from the top.
    XorOddRanks,
    /// XOR at ranks 2, 4, 6... from the top.
    XorEvenRanks,
    /// The number of distinct values.
    Distinct,
    /// How many values occur an odd number of times.
    OddMultiplicities,
    /// The most times one value occurs (0 for the empty list).
    MaxMultiplicity,
}

/// The list sorted, largest first.
fn descending(xs: &[u64]) -> Vec<u64> {
    let mut b = xs.to_vec();
    b.sort_unstable_by(|x, y| y.cmp(x));
    b
}

/// The multiplicities of the list's values.
fn multiplicities(xs: &[u64]) -> Vec<usize> {
    let b = descending(xs);
    b.chunk_by(|x, y| x == y).map(<[u64]>::len).collect()
}

impl ListKind {
    /// Its value on list `xs` of a row `args`; `None` where undefined (the
    /// extremes, the ends or the k-th smallest of a list too short; `mod`
    /// and `div` by 0).
    ///
    /// # Complexity
    /// O(length), O(length · log length) for the sorted list's features.
    pub(crate) fn eval(self, xs: &[u64], args: &[Arg]) -> Option<i128> {
        use ListKind as L;
        let xor = |f: &dyn Fn(u64) -> u64| i128::from(xs.iter().fold(0, |t, &x| t ^ f(x)));
        let sum = |f: &dyn Fn(u64) -> u64| xs.iter().map(|&x| i128::from(f(x))).sum::<i128>();
        let count = |f: &dyn Fn(u64) -> bool| xs.iter().filter(|&&x| f(x)).count() as i128;
        let divisor = |b: Bound| b.value(xs, args).filter(|&d| d > 0);
        let ranks = |skip: usize, f: &dyn Fn(i128, u64) -> i128| {
            descending(xs).into_iter().skip(skip).step_by(2).fold(0, f)
        };
        let plus = |t: i128, x: u64| t + i128::from(x);
        let exclusive = |t: i128, x: u64| t ^ i128::from(x);
        Some(match self {
            L::Sum => sum(&|x| x),
            L::Xor => xor(&|x| x),
            L::Min => i128::from(*xs.iter().min()?),
            L::Max => i128::from(*xs.iter().max()?),
            L::CountEq(b) => {
                let b = b.value(xs, args)?;
                count(&|x| x == b)
            }
            L::CountGe(b) => {
                let b = b.value(xs, args)?;
                count(&|x| x >= b)
            }
            L::CountOdd => count(&|x| x % 2 == 1),
            L::SumMod(b) => {
                let d = divisor(b)?;
                sum(&|x| x % d)
            }
            L::XorMod(b) => {
                let d = divisor(b)?;
                xor(&|x| x % d)
            }
            L::SumDiv(b) => {
                let d = divisor(b)?;
                sum(&|x| x / d)
            }
            L::XorDiv(b) => {
                let d = divisor(b)?;
                xor(&|x| x / d)
            }
            L::XorOdd => i128::from(xs.iter().step_by(2).fold(0, |t, &x| t ^ x)),
            L::XorEven => i128::from(xs.iter().skip(1).step_by(2).fold(0, |t, &x| t ^ x)),
            L::First => i128::from(*xs.first()?),
            L::Last => i128::from(*xs.last()?),
            L::Smallest(k) => i128::from(*descending(xs).iter().rev().nth(k - 1)?),
            L::SumOddRanks => ranks(0, &plus),
            L::SumEvenRanks => ranks(1, &plus),
            L::XorOddRanks => ranks(0, &exclusive),
            L::XorEvenRanks => ranks(1, &exclusive),
            L::Distinct => multiplicities(xs).len() as i128,
            L::OddMultiplicities => {
                multiplicities(xs).iter().filter(|&&m| m % 2 == 1).count() as i128
            }
            L::MaxMultiplicity => multiplicities(xs).into_iter().max().unwrap_or(0) as i128,
        })
    }

    /// Its name in words and its Rust expression (an `i128`) for list `a`
    /// among the columns `names`; the Rust panics where [`ListKind::eval`]
    /// is `None`.
    ///
    /// # Complexity
    /// O(length of the names).
    pub(crate) fn spelled(self, a: &str, names: &[String]) -> [String; 2] {
        use ListKind as L;
        let bound = |b: Bound| {
            let (name, rust) = bound_rust(b, a, names);
            (b.words(a, names), name, rust)
        };
        // the element's and the accumulator's names: not the bound's column
        let (x, t) = match self
            .bound()
            .and_then(Bound::column)
            .map(|i| names[i].as_str())
        {
            Some("x") => ("y", "t"),
            Some("t") => ("x", "u"),
            _ => ("x", "t"),
        };
        let it = format!("{a}.iter()");
        let fold = |map: &str| format!("({it}.fold(0, |{t}, &{x}| {t} ^ {map}) as i128)");
        let sum = |map: &str| format!("{it}.map(|&{x}| {map} as i128).sum::<i128>()");
        let count = |test: &str| format!("({it}.filter(|&&{x}| {test}).count() as i128)");
        // `op(a <infix> b)` in words, `rust(<x infix b>)` in Rust, the bound
        // computed first where it is the list's extreme
        let with = |b: Bound, op: &str, infix: &str, rust: &dyn Fn(&str) -> String| {
            let (words, name, prelude) = bound(b);
            let body = rust(&format!("{x} {} {name}", rust_op(infix)));
            let words = format!("{op}({a} {infix} {words})");
            match prelude {
                Some(p) => [words, format!("({{ {p} {} }})", bare(&body))],
                None => [words, body],
            }
        };
        let mapped = |m: &str| format!("({m})");
        match self {
            L::Sum => [format!("sum({a})"), sum(x)],
            L::Xor => [format!("xor({a})"), fold(x)],
            L::Min => [
                format!("min({a})"),
                format!("(*{it}.min().unwrap() as i128)"),
            ],
            L::Max => [
                format!("max({a})"),
                format!("(*{it}.max().unwrap() as i128)"),
            ],
            L::CountEq(b) => with(b, "count", "=", &|test| count(test)),
            L::CountGe(b) => with(b, "count", ">=", &|test| count(test)),
            L::CountOdd => [format!("count(odd {a})"), count(&format!("{x} % 2 == 1"))],
            L::SumMod(b) => with(b, "sum", "mod", &|m| sum(&mapped(m))),
            L::XorMod(b) => with(b, "xor", "mod", &|m| fold(&mapped(m))),
            L::SumDiv(b) => with(b, "sum", "div", &|m| sum(&mapped(m))),
            L::XorDiv(b) => with(b, "xor", "div", &|m| fold(&mapped(m))),
            L::XorOdd => [
                format!("xor({a} at odd positions)"),
                format!("({it}.step_by(2).fold(0, |t, &x| t ^ x) as i128)"),
            ],
            L::XorEven => [
                format!("xor({a} at even positions)"),
                format!("({it}.skip(1).step_by(2).fold(0, |t, &x| t ^ x) as i128)"),
            ],
            L::First => [format!("first({a})"), format!("({a}[0] as i128)")],
            L::Last => [
                format!("last({a})"),
                format!("({a}[{a}.len() - 1] as i128)"),
            ],
            L::Smallest(k) => [
                format!("smallest{k}({a})"),
                // in parentheses: a block that starts a statement is no value
                format!(
                    "({{ let mut b = {a}.to_vec(); b.sort_unstable(); b[{}] as i128 }})",
                    k - 1
                ),
            ],
            _ => self.sorted_spelled(a),
        }
    }

    /// [`ListKind::spelled`] for the features of the sorted list.
    fn sorted_spelled(self, a: &str) -> [String; 2] {
        use ListKind as L;
        let sorted = format!("let mut b = {a}.to_vec(); b.sort_unstable_by(|x, y| y.cmp(x));");
        let ranks = |skip: &str, odd: &str, xor: bool| {
            let (op, fold) = if xor {
                ("xor", "fold(0, |t, &x| t ^ x) as i128")
            } else {
                ("sum", "map(|&x| x as i128).sum::<i128>()")
            };
            [
                format!("{op}({a} at {odd} ranks from the top)"),
                format!("({{ {sorted} b.iter(){skip}.step_by(2).{fold} }})"),
            ]
        };
        let runs = |then: &str| format!("({{ {sorted} b.chunk_by(|x, y| x == y){then} as i128 }})");
        match self {
            L::SumOddRanks => ranks("", "odd", false),
            L::SumEvenRanks => ranks(".skip(1)", "even", false),
            L::XorOddRanks => ranks("", "odd", true),
            L::XorEvenRanks => ranks(".skip(1)", "even", true),
            L::Distinct => [format!("distinct({a})"), runs(".count()")],
            L::OddMultiplicities => [
                format!("odd_multiplicities({a})"),
                runs(".filter(|r| r.len() % 2 == 1).count()"),
            ],
            _ => [
                format!("max_multiplicity({a})"),
                runs(".map(|r| r.len()).max().unwrap_or(0)"),
            ],
        }
    }

    /// The bound it takes, if any.
    fn bound(self) -> Option<Bound> {
        use ListKind as L;
        match self {
            L::CountEq(b)
            | L::CountGe(b)
            | L::SumMod(b)
            | L::XorMod(b)
            | L::SumDiv(b)
            | L::XorDiv(b) => Some(b),
            _ => None,
        }
    }
}

/// `e` without its outer parentheses, if they enclose it whole.
fn bare(e: &str) -> &str {
    let Some(inner) = e.strip_prefix('(').and_then(|r| r.strip_suffix(')')) else {
        return e;
    };
    // the first parenthesis must close at the end
    let mut depth = 0;
    for (i, c) in e.char_indices() {
        depth += match c {
            '(' => 1,
            ')' => -1,
            _ => 0,
        };
        if depth == 0 {
            return if i == e.len() - 1 { inner } else { e };
        }
    }
    e
}

/// The Rust operator of an infix in words.
fn rust_op(infix: &str) -> &str {
    match infix {
        "=" => "==",
        "mod" => "%",
        "div" => "/",
        op => op,
    }
}

/// A bound's Rust: the expression, and a statement computing it first
/// where it is the list's extreme (bound to `m`, or `n` for a list named
/// `m`).
fn bound_rust(b: Bound, a: &str, names: &[String]) -> (String, Option<String>) {
    let m = if a == "m" { "n" } else { "m" };
    match b {
        Bound::Const(c) => (c.to_string(), None),
        Bound::Column(i) => (names[i].clone(), None),
        Bound::ColumnPlus(i, c) => (format!("({} + {c})", names[i]), None),
        Bound::Max | Bound::Min => {
            let ext = if b == Bound::Max { "max" } else { "min" };
            (
                m.to_string(),
                Some(format!(
                    "let {m} = {a}.iter().copied().{ext}().unwrap_or(0);"
                )),
            )
        }
    }
}

/// The most integer columns a list's features take as a bound.
const MAX_BOUND_COLUMNS: usize = 2;

/// The features of list column `column` (simplest first; [`features`]
/// drops those equal to an earlier one): its length, sum, XOR, extremes,
/// the counts equal to 0, 1, 2, to the maximum and to the minimum, at least
/// 1, 2, 3, the odd elements, `mod`/`div` 2 and 3, XORs at odd and even
/// positions, ends, three smallest, the sorted list's features; then for
/// each of the table's first [`MAX_BOUND_COLUMNS`] integer columns `k`:
/// `count(a >= k)`, `count(a = k)`, `sum`/`xor(a mod (k + 1))`,
/// `sum`/`xor(a div k)`.
///
/// [`features`]: super::features
///
/// # Complexity
/// O(columns).
pub(crate) fn kinds(table: &Table) -> Vec<FeatureKind> {
    use ListKind as L;
    let mut v = vec![L::Sum, L::Xor, L::Min, L::Max];
    v.extend([0, 1, 2].map(|c| L::CountEq(Bound::Const(c))));
    v.extend([1, 2, 3].map(|c| L::CountGe(Bound::Const(c))));
    v.push(L::CountOdd);
    for c in [2, 3].map(Bound::Const) {
        v.extend([L::SumMod(c), L::XorMod(c), L::SumDiv(c), L::XorDiv(c)]);
    }
    v.extend([L::XorOdd, L::XorEven, L::First, L::Last]);
    v.extend([1, 2, 3].map(L::Smallest));
    v.extend([
        L::CountEq(Bound::Max),
        L::CountEq(Bound::Min),
        L::SumOddRanks,
        L::SumEvenRanks,
        L::XorOddRanks,
        L::XorEvenRanks,
        L::Distinct,
        L::OddMultiplicities,
        L::MaxMultiplicity,
    ]);
    let kinds = table.kinds().iter().enumerate();
    let ints = kinds
        .filter(|&(_, &kind)| kind == ArgKind::Int)
        .map(|(k, _)| k);
    for k in ints.take(MAX_BOUND_COLUMNS) {
        let (k, k1) = (Bound::Column(k), Bound::ColumnPlus(k, 1));
        v.extend([
            L::CountGe(k),
            L::CountEq(k),
            L::SumMod(k1),
            L::XorMod(k1),
            L::SumDiv(k),
            L::XorDiv(k),
        ]);
    }
    let mut all = vec![FeatureKind::Len];
    all.extend(v.into_iter().map(FeatureKind::List));
    all
}

#[cfg(test)]
mod tests;

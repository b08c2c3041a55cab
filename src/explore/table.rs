//! Print small cases: a function of up to six parameters of mixed kinds
//! (integers over ranges, lists, words, grids: [`Column`]), every
//! combination or those a predicate keeps, as an aligned grid for the
//! terminal and as CSV for a guesser.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::ops::RangeInclusive;

use crate::guess::{Arg, ArgKind};
use crate::{Class, Outcome};

mod columns;

pub use columns::{Cases, Column, Lists};

/// A value as one table cell: outcomes and booleans as letters, numbers as
/// digits.
pub trait Cell {
    /// The cell's text: `W`, `L`, `D` for an [`Outcome`] (for the player
    /// to move), `W` / `L` for `true` / `false` (a win for the player to
    /// move), `L`, `R`, `P`, `N` for a [`Class`], the number in decimal,
    /// `-` for `None`. O(length of the text).
    fn cell(&self) -> String;
}

impl Cell for Outcome {
    fn cell(&self) -> String {
        match self {
            Outcome::Win => "W",
            Outcome::Lose => "L",
            Outcome::Draw => "D",
        }
        .to_string()
    }
}

impl Cell for bool {
    fn cell(&self) -> String {
        if *self { "W" } else { "L" }.to_string()
    }
}

impl Cell for Class {
    fn cell(&self) -> String {
        match self {
            Class::Left => "L",
            Class::Right => "R",
            Class::Previous => "P",
            Class::Next => "N",
        }
        .to_string()
    }
}

impl<T: Cell> Cell for Option<T> {
    fn cell(&self) -> String {
        match self {
            Some(v) => v.cell(),
            None => "-".to_string(),
        }
    }
}

macro_rules! number_cells {
    ($($t:ty),*) => {$(
        impl Cell for $t {
            fn cell(&self) -> String {
                self.to_string()
            }
        }
    )*};
}
number_cells!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, String, &str);

/// A table of values by parameters: named parameters of given kinds
/// (integers, lists, words, grids: [`Arg`]), and rows of (parameters,
/// value spelled as text), in the order they were made.
///
/// [`Display`](fmt::Display) prints it as an aligned grid: for integer
/// parameters, one row for one parameter, rows by the first and columns by
/// the second for two, one such grid per value of the others for more;
/// else one line per row. [`to_csv`](Self::to_csv) gives one line per
/// row, the parameters then the value, under a header of the names (with
/// `:list`, `:word`, `:grid` for those kinds) and `value`.
///
/// Build it with [`Table::of`] (any columns), or the shorthands
/// [`Table::one`], [`two`](Table::two), [`three`](Table::three),
/// [`lists`](Table::lists), [`words`](Table::words).
///
/// # Example
/// **Print small cases**: the subtraction game {1, 3, 4}, won or lost by
/// heap, then a two-parameter table of Nim on two heaps.
/// ```
/// use cp_games::explore::{Outcomes, Play, Table};
/// use cp_games::guess::Arg;
/// let mut g = Outcomes::new(Play::Normal, |&h: &u64| {
///     [1, 3, 4].into_iter().filter(move |&s| s <= h).map(move |s| h - s)
/// });
/// let t = Table::one("n", 0..=9, |n| g.wins(n));
/// assert_eq!(t.to_string(), "n     | 0 1 2 3 4 5 6 7 8 9\nvalue | L W L W W W W L W L\n");
/// let nim = Table::two(["a", "b"], [0..=2, 0..=3], |a, b| a ^ b);
/// assert_eq!(nim.to_string(), "a\\b | 0 1 2 3\n  0 | 0 1 2 3\n  1 | 1 0 3 2\n  2 | 2 3 0 1\n");
/// assert!(nim.to_csv().starts_with("a,b,value\n0,0,0\n0,1,1\n"));
/// assert_eq!(nim.rows()[5], (vec![Arg::Int(1), Arg::Int(1)], "0".to_string()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    names: Vec<String>,
    kinds: Vec<ArgKind>,
    rows: Vec<(Vec<Arg>, String)>,
}

impl Table {
    /// The table with integer parameters named `names` and these rows,
    /// each (parameters, value as text). O(size of the rows).
    ///
    /// # Panics
    /// If a row has not one parameter per name.
    pub fn new(names: Vec<String>, rows: Vec<(Vec<u64>, String)>) -> Table {
        for (p, _) in &rows {
            assert_eq!(p.len(), names.len(), "Table::new: a row of {:?}", p);
        }
        Table {
            kinds: vec![ArgKind::Int; names.len()],
            names,
            rows: rows
                .into_iter()
                .map(|(p, v)| (p.into_iter().map(Arg::Int).collect(), v))
                .collect(),
        }
    }

    /// `f(a)` for every list `a` of 1 to `max_len` values in `values`
    /// (every multiset, or every tuple), shorter lists first: the table
    /// of the one column [`Column::list`]. Its CSV names the column
    /// `name:list`.
    ///
    /// # Complexity
    /// One call of `f` per list: `Σ_k r^k` tuples of `r` values, or `Σ_k
    /// C(r + k - 1, k)` multisets.
    ///
    /// # Example
    /// Nim with takes of 1 or 2: straight into the guesser.
    /// ```
    /// use cp_games::explore::{Lists, Table};
    /// use cp_games::guess::{guess, Arg, Guess, Options, Table as Rows};
    /// let t = Table::lists("a", 0..=5, 4, Lists::Multisets, |a| {
    ///     a.iter().fold(0, |s, &h| s ^ (h % 3)) != 0
    /// });
    /// assert!(t.to_csv().starts_with("a:list,value\n0,L\n1,W\n"));
    /// let Guess::Found(f) = guess(&Rows::try_from(&t).unwrap(), &Options::default()).unwrap() else {
    ///     panic!()
    /// };
    /// assert_eq!(f.value_of(&[Arg::List(vec![4, 7, 1_000_000])]).as_deref(), Some("W"));
    /// ```
    pub fn lists<T: Cell>(
        name: &str,
        values: RangeInclusive<u64>,
        max_len: usize,
        which: Lists,
        mut f: impl FnMut(&[u64]) -> T,
    ) -> Table {
        Table::of([Column::list(name, values, max_len, which)]).values(|a| f(a[0].list()))
    }

    /// `f(s)` for every word `s` of 1 to `max_len` letters of `alphabet`,
    /// shorter words first: the table of the one column
    /// [`Column::word`]. Its CSV names the column `name:word`.
    ///
    /// # Complexity
    /// One call of `f` per word: `Σ_k |alphabet|^k`.
    ///
    /// # Example
    /// ```
    /// use cp_games::explore::Table;
    /// let t = Table::words("s", b"AB", 2, |s| s.iter().filter(|&&c| c == b'B').count());
    /// assert_eq!(t.to_csv(), "s:word,value\nA,0\nB,1\nAA,0\nAB,1\nBA,1\nBB,2\n");
    /// ```
    pub fn words<T: Cell>(
        name: &str,
        alphabet: &[u8],
        max_len: usize,
        mut f: impl FnMut(&[u8]) -> T,
    ) -> Table {
        Table::of([Column::word(name, alphabet, max_len)]).values(|a| f(a[0].word()))
    }

    /// `f(x)` for every `x` of `range`, the parameter named `name`.
    ///
    /// # Complexity
    /// One call of `f` per value, plus the text of each.
    pub fn one<T: Cell>(
        name: &str,
        range: RangeInclusive<u64>,
        mut f: impl FnMut(u64) -> T,
    ) -> Table {
        Table::of([Column::int(name, range)]).values(|a| f(a[0].int()))
    }

    /// `f(x, y)` for every `x` of the first range and `y` of the second,
    /// `x` outermost.
    ///
    /// # Complexity
    /// One call of `f` per pair, plus the text of each.
    pub fn two<T: Cell>(
        names: [&str; 2],
        ranges: [RangeInclusive<u64>; 2],
        mut f: impl FnMut(u64, u64) -> T,
    ) -> Table {
        let [rx, ry] = ranges;
        Table::of([Column::int(names[0], rx), Column::int(names[1], ry)])
            .values(|a| f(a[0].int(), a[1].int()))
    }

    /// `f(x, y, z)` for every triple of the three ranges, `x` outermost.
    ///
    /// # Complexity
    /// One call of `f` per triple, plus the text of each.
    pub fn three<T: Cell>(
        names: [&str; 3],
        ranges: [RangeInclusive<u64>; 3],
        mut f: impl FnMut(u64, u64, u64) -> T,
    ) -> Table {
        let columns = names
            .into_iter()
            .zip(ranges)
            .map(|(n, r)| Column::int(n, r));
        Table::of(columns).values(|a| f(a[0].int(), a[1].int(), a[2].int()))
    }

    /// The parameters' names. O(1).
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// What each parameter holds. O(1).
    pub fn kinds(&self) -> &[ArgKind] {
        &self.kinds
    }

    /// The rows: (parameters, value as text), in order. O(1).
    pub fn rows(&self) -> &[(Vec<Arg>, String)] {
        &self.rows
    }

    /// The table as CSV: a header of the names (`a:list`, `s:word`,
    /// `g:grid` for those kinds) and `value`, then one line per row, the
    /// parameters as [`Arg`] spells them and the value last (quoted when
    /// it holds a comma, a quote or a line break). O(size of the text).
    pub fn to_csv(&self) -> String {
        let mut out = String::new();
        for (name, kind) in self.names.iter().zip(&self.kinds) {
            out.push_str(&quoted(name));
            out.push_str(kind.suffix());
            out.push(',');
        }
        out.push_str("value\n");
        for (args, value) in &self.rows {
            for a in args {
                out.push_str(&a.to_string());
                out.push(',');
            }
            out.push_str(&quoted(value));
            out.push('\n');
        }
        out
    }
}

fn quoted(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// Writes rows of cells right-aligned in columns of a common width per
/// column, column `bar` followed by ` |`.
fn write_grid(f: &mut fmt::Formatter<'_>, lines: &[Vec<String>], bar: usize) -> fmt::Result {
    let columns = lines.iter().map(Vec::len).max().unwrap_or(0);
    let width: Vec<usize> = (0..columns)
        .map(|c| {
            let w = lines
                .iter()
                .filter_map(|l| l.get(c))
                .map(|s| s.chars().count());
            w.max().unwrap_or(0)
        })
        .collect();
    for line in lines {
        for (c, cell) in line.iter().enumerate() {
            if c > 0 {
                write!(f, " ")?;
            }
            write!(f, "{:>w$}", cell, w = width[c])?;
            if c == bar && width.len() > bar + 1 {
                write!(f, " |")?;
            }
        }
        writeln!(f)?;
    }
    Ok(())
}

impl fmt::Display for Table {
    /// The grid. O(size of the table · log).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let k = self.names.len();
        if self.kinds.iter().any(|&kind| kind != ArgKind::Int) {
            // one line per row
            let mut head = self.names.clone();
            head.push("value".to_string());
            let mut lines = vec![head];
            lines.extend(self.rows.iter().map(|(a, v)| {
                let mut line: Vec<String> = a.iter().map(Arg::to_string).collect();
                line.push(v.clone());
                line
            }));
            return write_grid(f, &lines, k.saturating_sub(1));
        }
        let ints: Vec<(Vec<u64>, &str)> = self
            .rows
            .iter()
            .map(|(a, v)| (a.iter().map(Arg::int).collect(), v.as_str()))
            .collect();
        let cells: BTreeMap<&[u64], &str> = ints.iter().map(|(p, v)| (p.as_slice(), *v)).collect();
        let values = |i: usize| -> Vec<u64> {
            let set: BTreeSet<u64> = ints.iter().map(|(p, _)| p[i]).collect();
            set.into_iter().collect()
        };
        let cell = |p: &[u64]| cells.get(p).map_or(String::new(), |s| s.to_string());
        match k {
            0 => Ok(()),
            1 => {
                let xs = values(0);
                let mut head = vec![self.names[0].clone()];
                head.extend(xs.iter().map(u64::to_string));
                let mut row = vec!["value".to_string()];
                row.extend(xs.iter().map(|&x| cell(&[x])));
                // The name column is left-aligned here: pad it by hand.
                let w = head[0].len().max(row[0].len());
                head[0] = format!("{:<w$}", head[0]);
                row[0] = format!("{:<w$}", row[0]);
                write_grid(f, &[head, row], 0)
            }
            _ => {
                let (outer, ri, ci) = (k - 2, k - 2, k - 1);
                let prefixes: BTreeSet<&[u64]> = ints.iter().map(|(p, _)| &p[..outer]).collect();
                let (rows, cols) = (values(ri), values(ci));
                for (n, prefix) in prefixes.iter().enumerate() {
                    if outer > 0 {
                        if n > 0 {
                            writeln!(f)?;
                        }
                        let said: Vec<String> = (0..outer)
                            .map(|i| format!("{} = {}", self.names[i], prefix[i]))
                            .collect();
                        writeln!(f, "{}", said.join(", "))?;
                    }
                    let mut head = vec![format!("{}\\{}", self.names[ri], self.names[ci])];
                    head.extend(cols.iter().map(u64::to_string));
                    let mut lines = vec![head];
                    for &r in &rows {
                        let mut line = vec![r.to_string()];
                        for &c in &cols {
                            let mut p = prefix.to_vec();
                            p.extend([r, c]);
                            line.push(cell(&p));
                        }
                        lines.push(line);
                    }
                    write_grid(f, &lines, 0)?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests;

//! Print small cases: a function of one to three parameters over ranges,
//! or of one list or word over every small one, as an aligned grid for the
//! terminal and as CSV for a guesser.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::ops::RangeInclusive;

use super::positions::{lists, words};
use crate::guess::Arg;
use crate::{Class, Outcome};

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

/// A table of values by parameters: named parameters, and rows of
/// (parameters, value spelled as text), in the order they were made.
///
/// [`Display`](fmt::Display) prints it as an aligned grid (one row for one
/// parameter; rows by the first and columns by the second for two; one
/// such grid per value of the first for three); [`to_csv`](Self::to_csv)
/// gives one line per row, the parameters then the value, under a header
/// of the names and `value`.
///
/// # Example
/// **Print small cases**: the subtraction game {1, 3, 4}, won or lost by
/// heap, then a two-parameter table of Nim on two heaps.
/// ```
/// use cp_games::explore::{Outcomes, Play, Table};
/// let mut g = Outcomes::new(Play::Normal, |&h: &u64| {
///     [1, 3, 4].into_iter().filter(move |&s| s <= h).map(move |s| h - s)
/// });
/// let t = Table::one("n", 0..=9, |n| g.wins(n));
/// assert_eq!(t.to_string(), "n     | 0 1 2 3 4 5 6 7 8 9\nvalue | L W L W W W W L W L\n");
/// let nim = Table::two(["a", "b"], [0..=2, 0..=3], |a, b| a ^ b);
/// assert_eq!(nim.to_string(), "a\\b | 0 1 2 3\n  0 | 0 1 2 3\n  1 | 1 0 3 2\n  2 | 2 3 0 1\n");
/// assert!(nim.to_csv().starts_with("a,b,value\n0,0,0\n0,1,1\n"));
/// assert_eq!(nim.rows()[5], (vec![1, 1], "0".to_string()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    names: Vec<String>,
    rows: Vec<(Vec<u64>, String)>,
    /// For a table of lists or words ([`Table::lists`], [`Table::words`]):
    /// its one parameter and value by row (`rows` is then empty).
    positions: Vec<(Arg, String)>,
}

/// Which lists [`Table::lists`] takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lists {
    /// Every non-decreasing list: each multiset once (heaps whose order
    /// does not matter).
    Multisets,
    /// Every list (positions in a row, where order matters).
    Tuples,
}

impl Table {
    /// The table with parameters named `names` and these rows, each
    /// (parameters, value as text). O(1).
    ///
    /// # Panics
    /// If a row has not one parameter per name.
    pub fn new(names: Vec<String>, rows: Vec<(Vec<u64>, String)>) -> Table {
        for (p, _) in &rows {
            assert_eq!(p.len(), names.len(), "Table::new: a row of {:?}", p);
        }
        Table {
            names,
            rows,
            positions: Vec::new(),
        }
    }

    /// `f(a)` for every list `a` of 1 to `max_len` values in `values`
    /// (every multiset, or every tuple), shorter lists first (the lists of
    /// [`positions::lists`](super::lists), so a check runs on the same
    /// box and beyond). Its CSV
    /// names the column `name:list`.
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
        let lists = lists(values, max_len, which);
        Table::of_positions(name, lists, Arg::List, |l| f(l).cell())
    }

    /// `f(s)` for every word `s` of 1 to `max_len` letters of `alphabet`,
    /// shorter words first. Its CSV names the column `name:word`.
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
        let words = words(alphabet, max_len);
        Table::of_positions(name, words, Arg::Word, |w| f(w).cell())
    }

    /// The table of `cell(s)` for each sequence `s`, the parameter `as_arg(s)`.
    fn of_positions<T>(
        name: &str,
        sequences: impl Iterator<Item = Vec<T>>,
        as_arg: fn(Vec<T>) -> Arg,
        mut cell: impl FnMut(&[T]) -> String,
    ) -> Table {
        let positions = sequences
            .map(|s| {
                let v = cell(&s);
                (as_arg(s), v)
            })
            .collect();
        Table {
            names: vec![name.to_string()],
            rows: Vec::new(),
            positions,
        }
    }

    /// The rows of a table of lists or words: (the parameter, value as
    /// text), in order; empty for a table of integers. O(1).
    pub fn positions(&self) -> &[(Arg, String)] {
        &self.positions
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
        let rows = range.map(|x| (vec![x], f(x).cell())).collect();
        Table::new(vec![name.to_string()], rows)
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
        let mut rows = Vec::new();
        for x in rx {
            for y in ry.clone() {
                rows.push((vec![x, y], f(x, y).cell()));
            }
        }
        Table::new(names.iter().map(|s| s.to_string()).collect(), rows)
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
        let [rx, ry, rz] = ranges;
        let mut rows = Vec::new();
        for x in rx {
            for y in ry.clone() {
                for z in rz.clone() {
                    rows.push((vec![x, y, z], f(x, y, z).cell()));
                }
            }
        }
        Table::new(names.iter().map(|s| s.to_string()).collect(), rows)
    }

    /// The parameters' names. O(1).
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The rows: (parameters, value as text), in order; empty for a table
    /// of lists or words (see [`Table::positions`]). O(1).
    pub fn rows(&self) -> &[(Vec<u64>, String)] {
        &self.rows
    }

    /// The names and the rows, for a consumer that takes them by value
    /// (such as a rule guesser's table). O(1).
    pub fn into_parts(self) -> (Vec<String>, Vec<(Vec<u64>, String)>) {
        (self.names, self.rows)
    }

    /// The table as CSV: a header of the names and `value`, then one line
    /// per row, the parameters in decimal and the value last (quoted when
    /// it holds a comma, a quote or a line break). O(size of the text).
    pub fn to_csv(&self) -> String {
        let mut out = String::new();
        if let Some((first, _)) = self.positions.first() {
            let suffix = if matches!(first, Arg::List(_)) {
                ":list"
            } else {
                ":word"
            };
            out.push_str(&format!("{}{suffix},value\n", quoted(&self.names[0])));
            for (arg, value) in &self.positions {
                out.push_str(&format!("{arg},{}\n", quoted(value)));
            }
            return out;
        }
        for name in &self.names {
            out.push_str(&quoted(name));
            out.push(',');
        }
        out.push_str("value\n");
        for (params, value) in &self.rows {
            for p in params {
                out.push_str(&p.to_string());
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
/// column, the first column followed by ` |`.
fn write_grid(f: &mut fmt::Formatter<'_>, lines: &[Vec<String>]) -> fmt::Result {
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
            match c {
                0 if width.len() > 1 => write!(f, "{:>w$} |", cell, w = width[0])?,
                0 => write!(f, "{:>w$}", cell, w = width[0])?,
                _ => write!(f, " {:>w$}", cell, w = width[c])?,
            }
        }
        writeln!(f)?;
    }
    Ok(())
}

impl fmt::Display for Table {
    /// The grid. O(size of the table · log).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.positions.is_empty() {
            // one line per list or word
            let mut lines = vec![vec![self.names[0].clone(), "value".to_string()]];
            lines.extend(
                self.positions
                    .iter()
                    .map(|(a, v)| vec![a.to_string(), v.clone()]),
            );
            return write_grid(f, &lines);
        }
        let k = self.names.len();
        let cells: BTreeMap<&[u64], &str> = self
            .rows
            .iter()
            .map(|(p, v)| (p.as_slice(), v.as_str()))
            .collect();
        let values = |i: usize| -> Vec<u64> {
            let set: BTreeSet<u64> = self.rows.iter().map(|(p, _)| p[i]).collect();
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
                write_grid(f, &[head, row])
            }
            _ => {
                let (outer, ri, ci) = (k - 2, k - 2, k - 1);
                let prefixes: BTreeSet<&[u64]> =
                    self.rows.iter().map(|(p, _)| &p[..outer]).collect();
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
                    write_grid(f, &lines)?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_parameters_print_one_grid_per_first_value() {
        let t = Table::three(["a", "b", "c"], [0..=1, 1..=2, 0..=1], |a, b, c| a + b * c);
        assert_eq!(
            t.to_string(),
            "a = 0\nb\\c | 0 1\n  1 | 0 1\n  2 | 0 2\n\na = 1\nb\\c | 0 1\n  1 | 1 2\n  2 | 1 3\n"
        );
        assert_eq!(t.rows().len(), 8);
        assert_eq!(t.rows()[7], (vec![1, 2, 1], "3".to_string()));
    }

    #[test]
    fn csv_has_a_header_and_quotes_what_needs_it() {
        let t = Table::new(
            vec!["n".to_string()],
            vec![(vec![3], "a,b".to_string()), (vec![10], "x".to_string())],
        );
        assert_eq!(t.to_csv(), "n,value\n3,\"a,b\"\n10,x\n");
        let t = Table::one(
            "n",
            0..=2,
            |n| if n == 1 { None } else { Some(Outcome::Draw) },
        );
        assert_eq!(t.to_csv(), "n,value\n0,D\n1,-\n2,D\n");
        assert_eq!(t.to_string(), "n     | 0 1 2\nvalue | D - D\n");
    }

    #[test]
    fn wide_cells_widen_their_column() {
        let t = Table::two(["x", "y"], [8..=10, 0..=1], |x, y| x.pow(y as u32 * 3));
        assert_eq!(
            t.to_string(),
            "x\\y | 0    1\n  8 | 1  512\n  9 | 1  729\n 10 | 1 1000\n"
        );
    }
}

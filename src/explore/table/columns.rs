//! The columns of a table of small cases ([`Column`]: every integer of a
//! range, every list, word or grid up to a size) and the cases they make
//! together ([`Cases`]: every combination, optionally filtered).

use std::ops::RangeInclusive;

use super::{Cell, Table};
use crate::guess::{Arg, ArgKind};

/// Which lists [`Column::list`] (and [`Table::lists`]) takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lists {
    /// Every non-decreasing list: each multiset once (heaps whose order
    /// does not matter).
    Multisets,
    /// Every list (positions in a row, where order matters).
    Tuples,
}

/// One parameter of a table of small cases: its name, its kind and every
/// value it takes, in order.
///
/// # Example
/// ```
/// use cp_games::explore::{Column, Lists};
/// use cp_games::guess::Arg;
/// assert_eq!(Column::int("n", 2..=4).values().len(), 3);
/// assert_eq!(Column::list("a", 0..=2, 2, Lists::Multisets).values().len(), 3 + 6);
/// assert_eq!(Column::word("s", b".#", 3).values().len(), 2 + 4 + 8);
/// let g = Column::grid("g", b".#", 1..=2, 2..=2);
/// assert_eq!(g.values().len(), 4 + 16);
/// assert_eq!(g.values()[5], Arg::Grid(vec![b"..".to_vec(), b".#".to_vec()]));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    name: String,
    kind: ArgKind,
    values: Vec<Arg>,
}

impl Column {
    /// Every integer of `range`, in order.
    ///
    /// # Complexity
    /// O(length of the range).
    pub fn int(name: &str, range: RangeInclusive<u64>) -> Column {
        Column::new(name, ArgKind::Int, range.map(Arg::Int).collect())
    }

    /// Every list of 1 to `max_len` values of `values` (every multiset,
    /// as a non-decreasing list, or every tuple), shorter lists first, then
    /// in lexicographic order.
    ///
    /// # Complexity
    /// `Σ_k r^k` tuples of `r` values, or `Σ_k C(r + k - 1, k)`
    /// multisets, each built in O(k).
    pub fn list(name: &str, values: RangeInclusive<u64>, max_len: usize, which: Lists) -> Column {
        // the box a check runs on (explore::lists), in the same order
        let lists = crate::explore::positions::lists(values, max_len, which);
        Column::new(name, ArgKind::List, lists.map(Arg::List).collect())
    }

    /// Every word of 1 to `max_len` letters of `alphabet` (bytes as
    /// [`Arg::Word`] allows: `b"AB"`, `b"01"`, `b".#"`), shorter words
    /// first, then in the alphabet's order.
    ///
    /// # Complexity
    /// `Σ_k |alphabet|^k` words, each built in O(k).
    pub fn word(name: &str, alphabet: &[u8], max_len: usize) -> Column {
        let words = crate::explore::positions::words(alphabet, max_len);
        Column::new(name, ArgKind::Word, words.map(Arg::Word).collect())
    }

    /// Every grid of a height in `heights` and a width in `widths` (both
    /// at least 1: 0 is skipped) whose cells are letters of `alphabet`:
    /// by height, then width, then in the alphabet's order read row by
    /// row.
    ///
    /// # Complexity
    /// `Σ_{h, w} |alphabet|^(h·w)` grids, each built in O(h·w): 2 letters
    /// on up to 4 cells give 30, on up to 9 cells (1..=3 by 1..=3) 1,138.
    pub fn grid(
        name: &str,
        alphabet: &[u8],
        heights: RangeInclusive<usize>,
        widths: RangeInclusive<usize>,
    ) -> Column {
        let mut grids = Vec::new();
        for h in heights.filter(|&h| h > 0) {
            for w in widths.clone().filter(|&w| w > 0) {
                // every h·w cells as a number in base |alphabet|, first cell highest
                let mut digits = vec![0usize; h * w];
                loop {
                    let cells: Vec<u8> = digits.iter().map(|&d| alphabet[d]).collect();
                    grids.push(Arg::Grid(cells.chunks(w).map(<[u8]>::to_vec).collect()));
                    let Some(i) = digits.iter().rposition(|&d| d + 1 < alphabet.len()) else {
                        break;
                    };
                    digits[i] += 1;
                    digits[i + 1..].fill(0);
                }
            }
        }
        if alphabet.is_empty() {
            grids.clear();
        }
        Column::new(name, ArgKind::Grid, grids)
    }

    fn new(name: &str, kind: ArgKind, values: Vec<Arg>) -> Column {
        Column {
            name: name.to_string(),
            kind,
            values,
        }
    }

    /// Its name. O(1).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its kind. O(1).
    pub fn kind(&self) -> ArgKind {
        self.kind
    }

    /// Every value it takes, in order. O(1).
    pub fn values(&self) -> &[Arg] {
        &self.values
    }
}

/// The cases of a table in the making ([`Table::of`]): every combination
/// of its columns' values, the first column outermost, those a predicate
/// keeps ([`Cases::filter`]); [`Cases::values`] makes the table.
pub struct Cases<P> {
    columns: Vec<Column>,
    keep: P,
}

impl Table {
    /// The cases of 1 to 6 columns of any kinds: call [`Cases::values`]
    /// (after [`Cases::filter`], maybe) to get the table. O(1).
    ///
    /// # Panics
    /// With no column or more than 6.
    ///
    /// # Example
    /// A heap `n` and a word `s` of who moves first; only the words that
    /// start with `A`.
    /// ```
    /// use cp_games::explore::{Column, Table};
    /// let t = Table::of([Column::int("n", 0..=2), Column::word("s", b"AB", 2)])
    ///     .filter(|a| a[1].word()[0] == b'A')
    ///     .values(|a| a[0].int() as usize + a[1].word().len());
    /// assert_eq!(t.rows().len(), 3 * 3);
    /// assert!(t.to_csv().starts_with("n,s:word,value\n0,A,1\n0,AA,2\n0,AB,2\n1,A,2\n"));
    /// ```
    pub fn of(columns: impl IntoIterator<Item = Column>) -> Cases<fn(&[Arg]) -> bool> {
        let columns: Vec<Column> = columns.into_iter().collect();
        assert!(
            (1..=6).contains(&columns.len()),
            "Table::of: {} columns, not 1 to 6",
            columns.len()
        );
        Cases {
            columns,
            keep: |_| true,
        }
    }
}

impl<P: FnMut(&[Arg]) -> bool> Cases<P> {
    /// Only the cases `keep` keeps (and the earlier filters). O(1).
    pub fn filter(self, mut keep: impl FnMut(&[Arg]) -> bool) -> Cases<impl FnMut(&[Arg]) -> bool> {
        let mut before = self.keep;
        Cases {
            columns: self.columns,
            keep: move |a: &[Arg]| before(a) && keep(a),
        }
    }

    /// The table of `f(a)` for every case `a` kept, one [`Arg`] per
    /// column (read them with [`Arg::int`], [`Arg::list`], [`Arg::word`],
    /// [`Arg::grid`]).
    ///
    /// # Complexity
    /// One call of the filters per combination (the product of the
    /// columns' sizes), one of `f` per case kept.
    pub fn values<T: Cell>(mut self, mut f: impl FnMut(&[Arg]) -> T) -> Table {
        let sizes: Vec<usize> = self.columns.iter().map(|c| c.values.len()).collect();
        let mut rows = Vec::new();
        let mut at = vec![0usize; sizes.len()];
        while sizes.iter().all(|&s| s > 0) {
            let args: Vec<Arg> = at
                .iter()
                .zip(&self.columns)
                .map(|(&i, c)| c.values[i].clone())
                .collect();
            if (self.keep)(&args) {
                let value = f(&args).cell();
                rows.push((args, value));
            }
            // the next combination, the last column fastest
            let Some(c) = (0..sizes.len()).rposition(|c| at[c] + 1 < sizes[c]) else {
                break;
            };
            at[c] += 1;
            at[c + 1..].fill(0);
        }
        Table {
            names: self.columns.iter().map(|c| c.name.clone()).collect(),
            kinds: self.columns.iter().map(|c| c.kind).collect(),
            rows,
        }
    }
}

//! The table the guesser reads: one to three non-negative integer
//! parameters per row and a value spelled as text, from CSV or from rows
//! built by other code, with a typed error that names the row.

use std::fmt;

/// A table of rows `(parameters, value)`: the parameters are 1 to 3
/// non-negative integers (up to `u64::MAX`), the value an integer
/// (optionally signed, up to 38 digits) or a word (`W`, `Alice`,
/// `First`...), kept as spelled.
///
/// Rows may come in any order and may leave combinations out; a row that
/// repeats another's parameters must repeat its value too (it is then
/// dropped).
///
/// # Example
/// ```
/// use cp_games::guess::Table;
/// let t = Table::from_csv("n,m,winner\n3,1,First\n4,1,Second\n").unwrap();
/// assert_eq!(t.names(), ["n", "m", "winner"]);
/// assert_eq!(t.len(), 2);
/// assert_eq!(t.row(1), (&[4u64, 1][..], "Second"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// Parameter names, then the value's name.
    names: Vec<String>,
    params: Vec<Vec<u64>>,
    values: Vec<String>,
}

/// Why a table was refused: the line (CSV) or row (1-based, for
/// [`Table::new`], the header being row 1 as in a file) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CsvError {
    /// The 1-based line of the CSV text (for [`Table::new`], the row's
    /// index plus 2, as if the header were line 1).
    pub line: usize,
    /// What is wrong there.
    pub kind: CsvErrorKind,
}

/// What is wrong in a [`CsvError`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CsvErrorKind {
    /// No header line (empty input).
    MissingHeader,
    /// The header has fewer than 2 or more than 4 columns, or an empty or
    /// numeric or repeated name.
    BadHeader(String),
    /// A row has `found` columns where the header has `expected`.
    Ragged {
        /// Columns in the header.
        expected: usize,
        /// Columns in this row.
        found: usize,
    },
    /// A parameter is not a non-negative integer below 2^64.
    BadParameter {
        /// The column's name.
        name: String,
        /// The text found.
        text: String,
    },
    /// The value is neither an integer nor a word (letters, digits, `_`,
    /// `-`, starting with a letter).
    BadValue(String),
    /// The row repeats the parameters of an earlier line with another value.
    Conflict {
        /// The earlier line.
        earlier: usize,
    },
    /// The table has a header but no rows.
    Empty,
}

impl fmt::Display for CsvError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            CsvErrorKind::MissingHeader => {
                write!(f, "no header (expected a line of column names, value last)")
            }
            CsvErrorKind::BadHeader(why) => write!(f, "bad header: {why}"),
            CsvErrorKind::Ragged { expected, found } => {
                write!(f, "{found} columns where the header has {expected}")
            }
            CsvErrorKind::BadParameter { name, text } => write!(
                f,
                "parameter `{name}` is `{text}`, not a non-negative integer below 2^64"
            ),
            CsvErrorKind::BadValue(text) => {
                write!(f, "value `{text}` is neither an integer nor a word")
            }
            CsvErrorKind::Conflict { earlier } => write!(
                f,
                "the same parameters as line {earlier} with a different value"
            ),
            CsvErrorKind::Empty => write!(f, "the table has a header but no rows"),
        }
    }
}

impl std::error::Error for CsvError {}

/// Whether `text` is an integer (`-` and up to 38 digits).
pub(crate) fn parse_integer(text: &str) -> Option<i128> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.is_empty() || digits.len() > 38 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// Whether `text` is a word: a letter, then letters, digits, `_`, `-`.
fn is_word(text: &str) -> bool {
    let mut bytes = text.bytes();
    bytes.next().is_some_and(|b| b.is_ascii_alphabetic())
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

impl Table {
    /// Builds a table from a header (parameter names, then the value's
    /// name) and rows of parameters and a value spelled as text.
    ///
    /// # Errors
    /// A [`CsvError`] naming the first bad row (row `i` is "line" `i + 2`,
    /// as if the header were line 1): see [`CsvErrorKind`].
    ///
    /// # Complexity
    /// O(rows · log rows) (sorting finds repeated parameters).
    ///
    /// # Example
    /// ```
    /// use cp_games::guess::Table;
    /// let rows = (0..10u64).map(|n| (vec![n], (n % 3).to_string())).collect();
    /// let t = Table::new(vec!["n".into(), "g".into()], rows).unwrap();
    /// assert_eq!(t.dimension(), 1);
    /// ```
    pub fn new(names: Vec<String>, rows: Vec<(Vec<u64>, String)>) -> Result<Table, CsvError> {
        check_header(&names, 1)?;
        let mut table = Table {
            names,
            params: Vec::with_capacity(rows.len()),
            values: Vec::with_capacity(rows.len()),
        };
        let mut lines = Vec::with_capacity(rows.len());
        for (i, (params, value)) in rows.into_iter().enumerate() {
            let line = i + 2;
            if params.len() + 1 != table.names.len() {
                return Err(CsvError {
                    line,
                    kind: CsvErrorKind::Ragged {
                        expected: table.names.len(),
                        found: params.len() + 1,
                    },
                });
            }
            table.push(line, params, value, &mut lines)?;
        }
        table.finish(2, &lines)
    }

    /// Reads a table from CSV text: a header line of column names (the
    /// value last), then one row per line; fields are trimmed, blank lines
    /// and lines starting with `#` are skipped, a final newline is optional.
    ///
    /// # Errors
    /// A [`CsvError`] naming the first bad line: see [`CsvErrorKind`].
    ///
    /// # Complexity
    /// O(length of the text + rows · log rows).
    ///
    /// # Example
    /// ```
    /// use cp_games::guess::{CsvErrorKind, Table};
    /// let e = Table::from_csv("n,g\n0,0\n1,x y\n").unwrap_err();
    /// assert_eq!((e.line, e.kind), (3, CsvErrorKind::BadValue("x y".into())));
    /// assert_eq!(Table::from_csv("").unwrap_err().kind, CsvErrorKind::MissingHeader);
    /// ```
    pub fn from_csv(text: &str) -> Result<Table, CsvError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'));
        let Some((header_line, header)) = lines.next() else {
            return Err(CsvError {
                line: 1,
                kind: CsvErrorKind::MissingHeader,
            });
        };
        let names: Vec<String> = header.split(',').map(|s| s.trim().to_string()).collect();
        check_header(&names, header_line)?;
        let mut table = Table {
            names,
            params: Vec::new(),
            values: Vec::new(),
        };
        let mut line_of: Vec<usize> = Vec::new();
        let columns = table.names.len();
        for (line, text) in lines {
            let fields: Vec<&str> = text.split(',').map(str::trim).collect();
            if fields.len() != columns {
                return Err(CsvError {
                    line,
                    kind: CsvErrorKind::Ragged {
                        expected: columns,
                        found: fields.len(),
                    },
                });
            }
            let mut params = Vec::with_capacity(columns - 1);
            for (name, field) in table.names.iter().zip(&fields[..columns - 1]) {
                let ok = !field.is_empty() && field.bytes().all(|b| b.is_ascii_digit());
                match field.parse::<u64>() {
                    Ok(v) if ok => params.push(v),
                    _ => {
                        return Err(CsvError {
                            line,
                            kind: CsvErrorKind::BadParameter {
                                name: name.clone(),
                                text: field.to_string(),
                            },
                        })
                    }
                }
            }
            table.push(line, params, fields[columns - 1].to_string(), &mut line_of)?;
        }
        table.finish(header_line + 1, &line_of)
    }

    fn push(
        &mut self,
        line: usize,
        params: Vec<u64>,
        value: String,
        lines: &mut Vec<usize>,
    ) -> Result<(), CsvError> {
        if parse_integer(&value).is_none() && !is_word(&value) {
            return Err(CsvError {
                line,
                kind: CsvErrorKind::BadValue(value),
            });
        }
        lines.push(line);
        self.params.push(params);
        self.values.push(value);
        Ok(())
    }

    /// Drops repeated rows (same parameters, same value) and refuses
    /// conflicting ones (the earliest line that contradicts an earlier
    /// one), by sorting the rows by parameters.
    fn finish(mut self, line: usize, lines: &[usize]) -> Result<Table, CsvError> {
        if self.params.is_empty() {
            return Err(CsvError {
                line,
                kind: CsvErrorKind::Empty,
            });
        }
        let mut order: Vec<usize> = (0..self.params.len()).collect();
        order.sort_by(|&a, &b| self.params[a].cmp(&self.params[b]).then(a.cmp(&b)));
        let mut keep = vec![true; order.len()];
        let mut conflict: Option<CsvError> = None;
        let mut first = order[0];
        for &i in &order[1..] {
            if self.params[i] != self.params[first] {
                first = i;
                continue;
            }
            keep[i] = false;
            if self.values[i] != self.values[first]
                && conflict.as_ref().is_none_or(|c| lines[i] < c.line)
            {
                conflict = Some(CsvError {
                    line: lines[i],
                    kind: CsvErrorKind::Conflict {
                        earlier: lines[first],
                    },
                });
            }
        }
        if let Some(e) = conflict {
            return Err(e);
        }
        if keep.iter().any(|&k| !k) {
            let mut k = keep.iter();
            self.params.retain(|_| *k.next().unwrap());
            let mut k = keep.iter();
            self.values.retain(|_| *k.next().unwrap());
        }
        Ok(self)
    }

    /// Returns the column names: the parameters', then the value's. O(1).
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Returns the number of parameters (1 to 3). O(1).
    pub fn dimension(&self) -> usize {
        self.names.len() - 1
    }

    /// Returns the number of rows (repeated rows counted once). O(1).
    pub fn len(&self) -> usize {
        self.params.len()
    }

    /// Returns whether the table has no rows (never, once built). O(1).
    pub fn is_empty(&self) -> bool {
        self.params.is_empty()
    }

    /// Returns row `i`: its parameters and its value as spelled. O(1).
    ///
    /// # Panics
    /// If `i >= self.len()`.
    pub fn row(&self, i: usize) -> (&[u64], &str) {
        (&self.params[i], &self.values[i])
    }

    pub(crate) fn params(&self) -> &[Vec<u64>] {
        &self.params
    }

    pub(crate) fn values(&self) -> &[String] {
        &self.values
    }
}

fn check_header(names: &[String], line: usize) -> Result<(), CsvError> {
    let bad = |why: String| {
        Err(CsvError {
            line,
            kind: CsvErrorKind::BadHeader(why),
        })
    };
    if !(2..=4).contains(&names.len()) {
        return bad(format!(
            "{} columns; expected 1 to 3 parameters and a value",
            names.len()
        ));
    }
    for (i, name) in names.iter().enumerate() {
        if !is_word(name) {
            return bad(format!("column name `{name}` is not a word"));
        }
        if names[..i].contains(name) {
            return bad(format!("column name `{name}` repeated"));
        }
    }
    Ok(())
}

/// A table printed by [`explore::Table`](crate::explore::Table), as the
/// guesser reads it: the same parameters, the value column named `value`.
///
/// # Errors
/// A [`CsvError`] when a value is neither an integer nor a word (a
/// canonical form such as `{1|0}`, say).
///
/// # Complexity
/// O(rows · log rows), as [`Table::new`].
///
/// # Example
/// Bash's game with at most `m` taken: small cases straight into the
/// guesser.
/// ```
/// use cp_games::explore::Table as Small;
/// use cp_games::guess::{guess, Guess, Options, Table};
/// let small = Small::two(["n", "m"], [0..=79, 1..=11], |n, m| {
///     if n % (m + 1) == 0 { "L" } else { "W" }
/// });
/// let table = Table::try_from(&small).unwrap();
/// let Guess::Found(found) = guess(&table, &Options::default()).unwrap() else {
///     panic!("no rule")
/// };
/// assert_eq!(found.value(&[10u64.pow(18), 10u64.pow(18) - 1]).as_deref(), Some("L"));
/// ```
impl TryFrom<&crate::explore::Table> for Table {
    type Error = CsvError;

    fn try_from(small: &crate::explore::Table) -> Result<Table, CsvError> {
        let mut names = small.names().to_vec();
        names.push("value".to_string());
        Table::new(names, small.rows().to_vec())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(text: &str) -> (usize, CsvErrorKind) {
        let e = Table::from_csv(text).unwrap_err();
        (e.line, e.kind)
    }

    #[test]
    fn bad_csv_names_the_line() {
        assert_eq!(kind("\n\n").1, CsvErrorKind::MissingHeader);
        assert!(matches!(
            kind("0,1\n1,2\n"),
            (1, CsvErrorKind::BadHeader(_))
        ));
        assert!(matches!(kind("n\n1\n"), (1, CsvErrorKind::BadHeader(_))));
        assert!(matches!(kind("n,n,g\n"), (1, CsvErrorKind::BadHeader(_))));
        assert_eq!(kind("n,g\n"), (2, CsvErrorKind::Empty));
        assert_eq!(
            kind("n,g\n1,W\n2\n"),
            (
                3,
                CsvErrorKind::Ragged {
                    expected: 2,
                    found: 1
                }
            )
        );
        assert_eq!(
            kind("n,g\n1,W\n2,L,L\n"),
            (
                3,
                CsvErrorKind::Ragged {
                    expected: 2,
                    found: 3
                }
            )
        );
        for p in ["-1", "1.5", "x", "", "18446744073709551616", "+3"] {
            let (line, k) = kind(&format!("n,g\n0,W\n{p},L\n"));
            assert_eq!(line, 3, "{p}");
            assert!(matches!(k, CsvErrorKind::BadParameter { .. }), "{p}");
        }
        for v in ["1.5", "", "x y", "-", "3x", "W!", "--1"] {
            let text = format!("n,g\n0,W\n1,{v}\n");
            assert_eq!(
                kind(&text),
                (3, CsvErrorKind::BadValue(v.to_string())),
                "{v}"
            );
        }
        assert_eq!(
            kind("n,g\n0,W\n0,L\n"),
            (3, CsvErrorKind::Conflict { earlier: 2 })
        );
        let e = Table::from_csv("n,g\n0,W\n1,?\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3: value `?` is neither an integer nor a word"
        );
    }

    #[test]
    fn good_csv_is_read() {
        let t = Table::from_csv("# a comment\n n , m , v \n\n1,2,-7\n1,2,-7\n0,0,Alice\n").unwrap();
        assert_eq!(t.len(), 2);
        assert_eq!(t.row(0), (&[1u64, 2][..], "-7"));
        assert_eq!(t.row(1), (&[0u64, 0][..], "Alice"));
        let e = Table::new(vec!["n".into(), "g".into()], vec![(vec![1, 2], "W".into())]);
        assert_eq!(
            e.unwrap_err(),
            CsvError {
                line: 2,
                kind: CsvErrorKind::Ragged {
                    expected: 2,
                    found: 3
                }
            }
        );
    }
}

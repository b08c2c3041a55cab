//! The table the guesser reads: one to six parameters per row (a
//! non-negative integer, a list of them, or a word of letters) and a value
//! spelled as text, from CSV or from rows built by other code, with a typed
//! error that names the row.

use std::fmt;

/// One parameter of a row.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Arg {
    /// A non-negative integer.
    Int(u64),
    /// A list of them (heaps, a sequence), in the order given.
    List(Vec<u64>),
    /// A word of ASCII letters.
    Word(Vec<u8>),
}

/// What a parameter column holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgKind {
    /// Integers.
    Int,
    /// Lists of integers (CSV: `a:list`, cells `3 1 2`).
    List,
    /// Words (CSV: `s:word`, cells `ABBA`).
    Word,
}

impl std::fmt::Display for Arg {
    /// As a CSV cell or a `--at` query spells it: `7`, `3 1 2`, `ABBA`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Arg::Int(x) => write!(f, "{x}"),
            Arg::List(xs) => {
                let text: Vec<String> = xs.iter().map(u64::to_string).collect();
                write!(f, "{}", text.join(" "))
            }
            Arg::Word(w) => write!(f, "{}", String::from_utf8_lossy(w)),
        }
    }
}

impl Arg {
    /// Reads a cell of a column of kind `kind`: an integer below 2^64;
    /// integers separated by single spaces (an empty cell is the empty
    /// list); ASCII letters (an empty cell is the empty word). `None` if
    /// the text is not of that kind.
    ///
    /// # Example
    /// ```
    /// use cp_games::guess::{Arg, ArgKind};
    /// assert_eq!(Arg::parse("3 1 2", ArgKind::List), Some(Arg::List(vec![3, 1, 2])));
    /// assert_eq!(Arg::parse("3  1", ArgKind::List), None);
    /// assert_eq!(Arg::parse("ABBA", ArgKind::Word), Some(Arg::Word(b"ABBA".to_vec())));
    /// assert_eq!(Arg::parse("A1", ArgKind::Word), None);
    /// ```
    pub fn parse(text: &str, kind: ArgKind) -> Option<Arg> {
        let int = |t: &str| {
            (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
                .then(|| t.parse::<u64>().ok())
                .flatten()
        };
        match kind {
            ArgKind::Int => int(text).map(Arg::Int),
            ArgKind::List if text.is_empty() => Some(Arg::List(Vec::new())),
            ArgKind::List => text
                .split(' ')
                .map(int)
                .collect::<Option<_>>()
                .map(Arg::List),
            ArgKind::Word => text
                .bytes()
                .all(|b| b.is_ascii_alphabetic())
                .then(|| Arg::Word(text.as_bytes().to_vec())),
        }
    }

    /// The column kind it belongs to.
    pub fn kind(&self) -> ArgKind {
        match self {
            Arg::Int(_) => ArgKind::Int,
            Arg::List(_) => ArgKind::List,
            Arg::Word(_) => ArgKind::Word,
        }
    }
}

/// A table of rows `(parameters, value)`: the parameters are 1 to 6
/// non-negative integers (up to `u64::MAX`), lists of them or words (see
/// [`Arg`]; [`Table::from_csv`] for their CSV spelling), the value an integer
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
    kinds: Vec<ArgKind>,
    args: Vec<Vec<Arg>>,
    /// The integer parameters (0 for a list or a word): the numeric
    /// kinds of rule read these, on tables of integers only.
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
    /// A list cell is not integers separated by single spaces, or a word
    /// cell not ASCII letters, or a cell of a column whose kind was
    /// guessed is empty (name the column `a:list` or `s:word` to allow
    /// empty lists and words).
    BadCell {
        /// The column's name.
        name: String,
        /// The column's kind.
        kind: ArgKind,
        /// The text found.
        text: String,
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
            CsvErrorKind::BadCell { name, kind, text } => match kind {
                ArgKind::List if text.is_empty() => write!(
                    f,
                    "list `{name}` is empty; name the column `{name}:list` to allow empty lists"
                ),
                ArgKind::List => write!(
                    f,
                    "list `{name}` is `{text}`, not integers below 2^64 separated by single spaces"
                ),
                ArgKind::Word if text.is_empty() => write!(
                    f,
                    "word `{name}` is empty; name the column `{name}:word` to allow empty words"
                ),
                _ => write!(f, "word `{name}` is `{text}`, not ASCII letters"),
            },
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
        let rows = rows
            .into_iter()
            .map(|(p, v)| (p.into_iter().map(Arg::Int).collect(), v))
            .collect();
        Table::from_args(names, rows)
    }

    /// Builds a table whose parameters may be lists and words: a header
    /// (plain names, no `:list` suffix) and rows of [`Arg`]s, each column
    /// of one kind.
    ///
    /// # Errors
    /// As [`Table::new`]; a row whose parameter is of another kind than the
    /// first row's is [`CsvErrorKind::Ragged`]'s cousin
    /// [`CsvErrorKind::BadCell`].
    ///
    /// # Complexity
    /// O(size of the rows · log rows).
    ///
    /// # Example
    /// ```
    /// use cp_games::guess::{Arg, ArgKind, Table};
    /// let rows = vec![(vec![Arg::List(vec![1, 2])], "W".to_string())];
    /// let t = Table::from_args(vec!["a".into(), "o".into()], rows).unwrap();
    /// assert_eq!(t.kinds(), [ArgKind::List]);
    /// ```
    pub fn from_args(names: Vec<String>, rows: Vec<(Vec<Arg>, String)>) -> Result<Table, CsvError> {
        check_header(&names, 1)?;
        let kinds: Vec<ArgKind> = match rows.first() {
            Some((args, _)) if args.len() + 1 == names.len() => {
                args.iter().map(Arg::kind).collect()
            }
            _ => vec![ArgKind::Int; names.len() - 1],
        };
        let mut table = Table {
            names,
            kinds,
            args: Vec::with_capacity(rows.len()),
            params: Vec::with_capacity(rows.len()),
            values: Vec::with_capacity(rows.len()),
        };
        let mut lines = Vec::with_capacity(rows.len());
        for (i, (args, value)) in rows.into_iter().enumerate() {
            let line = i + 2;
            if args.len() + 1 != table.names.len() {
                return Err(CsvError {
                    line,
                    kind: CsvErrorKind::Ragged {
                        expected: table.names.len(),
                        found: args.len() + 1,
                    },
                });
            }
            for ((arg, &kind), name) in args.iter().zip(&table.kinds).zip(&table.names) {
                if arg.kind() != kind {
                    return Err(CsvError {
                        line,
                        kind: CsvErrorKind::BadCell {
                            name: name.clone(),
                            kind,
                            text: arg.to_string(),
                        },
                    });
                }
            }
            table.push(line, args, value, &mut lines)?;
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
        let mut names: Vec<String> = header.split(',').map(|s| s.trim().to_string()).collect();
        // `a:list`, `s:word`: the kind declared; else guessed from the cells
        let mut declared: Vec<Option<ArgKind>> = vec![None; names.len()];
        for (name, d) in names.iter_mut().zip(&mut declared).rev().skip(1) {
            if let Some((plain, suffix)) = name.split_once(':') {
                *d = match suffix {
                    "list" => Some(ArgKind::List),
                    "word" => Some(ArgKind::Word),
                    "int" => Some(ArgKind::Int),
                    _ => {
                        return Err(CsvError {
                            line: header_line,
                            kind: CsvErrorKind::BadHeader(format!(
                                "column `{name}`: the kinds are `:int`, `:list` and `:word`"
                            )),
                        })
                    }
                };
                *name = plain.to_string();
            }
        }
        check_header(&names, header_line)?;
        let columns = names.len();
        let rows: Vec<(usize, Vec<&str>)> = lines
            .map(|(line, text)| (line, text.split(',').map(str::trim).collect()))
            .collect();
        for (line, fields) in &rows {
            if fields.len() != columns {
                return Err(CsvError {
                    line: *line,
                    kind: CsvErrorKind::Ragged {
                        expected: columns,
                        found: fields.len(),
                    },
                });
            }
        }
        // A column is words when every cell is letters, lists when a cell
        // has a space and every cell is a list, else integers.
        let kinds: Vec<ArgKind> = (0..columns - 1)
            .map(|c| {
                declared[c].unwrap_or_else(|| {
                    let cells = || rows.iter().map(|(_, f)| f[c]);
                    let is = |k| cells().all(|t| !t.is_empty() && Arg::parse(t, k).is_some());
                    if is(ArgKind::Word) {
                        ArgKind::Word
                    } else if cells().any(|t| t.contains(' ')) {
                        // a list column (a bad cell is then named as a bad list)
                        ArgKind::List
                    } else {
                        ArgKind::Int
                    }
                })
            })
            .collect();
        let mut table = Table {
            names,
            kinds,
            args: Vec::new(),
            params: Vec::new(),
            values: Vec::new(),
        };
        let mut line_of: Vec<usize> = Vec::new();
        for (line, fields) in rows {
            let mut args = Vec::with_capacity(columns - 1);
            for ((name, &kind), (field, d)) in table
                .names
                .iter()
                .zip(&table.kinds)
                .zip(fields[..columns - 1].iter().zip(&declared))
            {
                // an empty list or word only in a declared column
                let arg = Arg::parse(field, kind).filter(|_| !field.is_empty() || d.is_some());
                match (arg, kind) {
                    (Some(a), _) => args.push(a),
                    (None, ArgKind::Int) => {
                        return Err(CsvError {
                            line,
                            kind: CsvErrorKind::BadParameter {
                                name: name.clone(),
                                text: field.to_string(),
                            },
                        })
                    }
                    (None, kind) => {
                        return Err(CsvError {
                            line,
                            kind: CsvErrorKind::BadCell {
                                name: name.clone(),
                                kind,
                                text: field.to_string(),
                            },
                        })
                    }
                }
            }
            table.push(line, args, fields[columns - 1].to_string(), &mut line_of)?;
        }
        table.finish(header_line + 1, &line_of)
    }

    fn push(
        &mut self,
        line: usize,
        args: Vec<Arg>,
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
        self.params.push(
            args.iter()
                .map(|a| match a {
                    Arg::Int(x) => *x,
                    _ => 0,
                })
                .collect(),
        );
        self.args.push(args);
        self.values.push(value);
        Ok(())
    }

    /// Drops repeated rows (same parameters, same value) and refuses
    /// conflicting ones (the earliest line that contradicts an earlier
    /// one), by sorting the rows by parameters.
    fn finish(mut self, line: usize, lines: &[usize]) -> Result<Table, CsvError> {
        if self.args.is_empty() {
            return Err(CsvError {
                line,
                kind: CsvErrorKind::Empty,
            });
        }
        let mut order: Vec<usize> = (0..self.args.len()).collect();
        order.sort_by(|&a, &b| self.args[a].cmp(&self.args[b]).then(a.cmp(&b)));
        let mut keep = vec![true; order.len()];
        let mut conflict: Option<CsvError> = None;
        let mut first = order[0];
        for &i in &order[1..] {
            if self.args[i] != self.args[first] {
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
            self.args.retain(|_| *k.next().unwrap());
            let mut k = keep.iter();
            self.values.retain(|_| *k.next().unwrap());
        }
        Ok(self)
    }

    /// Returns the column names: the parameters', then the value's. O(1).
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Returns the number of parameters (1 to 6). O(1).
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

    /// Returns row `i`: its parameters and its value as spelled (a list
    /// or word parameter reads as 0 here: see [`Table::args`]). O(1).
    ///
    /// # Panics
    /// If `i >= self.len()`.
    pub fn row(&self, i: usize) -> (&[u64], &str) {
        (&self.params[i], &self.values[i])
    }

    /// Returns row `i`'s parameters, lists and words included. O(1).
    ///
    /// # Panics
    /// If `i >= self.len()`.
    pub fn args(&self, i: usize) -> &[Arg] {
        &self.args[i]
    }

    /// Returns what each parameter column holds. O(1).
    pub fn kinds(&self) -> &[ArgKind] {
        &self.kinds
    }

    /// Returns whether every parameter is an integer. O(parameters).
    pub fn is_numeric(&self) -> bool {
        self.kinds.iter().all(|&k| k == ArgKind::Int)
    }

    pub(crate) fn all_args(&self) -> &[Vec<Arg>] {
        &self.args
    }

    /// The integer parameters (meaningful on numeric tables).
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
    if !(2..=7).contains(&names.len()) {
        return bad(format!(
            "{} columns; expected 1 to 6 parameters and a value",
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
        if small.positions().is_empty() {
            Table::new(names, small.rows().to_vec())
        } else {
            let rows = small
                .positions()
                .iter()
                .map(|(a, v)| (vec![a.clone()], v.clone()))
                .collect();
            Table::from_args(names, rows)
        }
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

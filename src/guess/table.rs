//! The table the guesser reads: one to six parameters per row (a
//! non-negative integer, a list of them, a word or a grid of printable
//! characters) and a value spelled as text, from CSV or from rows built by
//! other code, with a typed error that names the row.

use header::{check_header, guess_kind, read_header};
use std::fmt;

/// One parameter of a row.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Arg {
    /// A non-negative integer.
    Int(u64),
    /// A list of them (heaps, a sequence), in the order given.
    List(Vec<u64>),
    /// A word: printable ASCII characters but spaces, commas and quotes
    /// (`ABBA`, `0110`, `.#..`, `*`, `1/2`).
    Word(Vec<u8>),
    /// A grid by rows: at least one row, every row as long and at least
    /// one cell long, each cell a character as a word's (CSV: `..#/.#.`,
    /// the rows separated by `/`, which no cell is).
    Grid(Vec<Vec<u8>>),
}

/// What a parameter column holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgKind {
    /// Integers.
    Int,
    /// Lists of integers (CSV: `a:list`, cells `3 1 2`).
    List,
    /// Words (CSV: `s:word`, cells `ABBA`, `0110`, `.#.`).
    Word,
    /// Grids (CSV: `g:grid`, cells `..#/.#./...`; always declared, since
    /// `1/2` is a word).
    Grid,
}

impl ArgKind {
    /// Its CSV suffix: `""`, `":list"`, `":word"` or `":grid"`. O(1).
    pub fn suffix(self) -> &'static str {
        match self {
            ArgKind::Int => "",
            ArgKind::List => ":list",
            ArgKind::Word => ":word",
            ArgKind::Grid => ":grid",
        }
    }
}

impl std::fmt::Display for Arg {
    /// As a CSV cell or a `--at` query spells it: `7`, `3 1 2`, `ABBA`,
    /// `..#/.#.`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Arg::Int(x) => write!(f, "{x}"),
            Arg::List(xs) => {
                let text: Vec<String> = xs.iter().map(u64::to_string).collect();
                write!(f, "{}", text.join(" "))
            }
            Arg::Word(w) => write!(f, "{}", String::from_utf8_lossy(w)),
            Arg::Grid(rows) => {
                let text: Vec<_> = rows.iter().map(|r| String::from_utf8_lossy(r)).collect();
                write!(f, "{}", text.join("/"))
            }
        }
    }
}

/// Whether `b` may be a letter of a word (or a cell of a grid): printable
/// ASCII but a space, a comma or a double quote.
pub(crate) fn is_letter(b: u8) -> bool {
    b.is_ascii_graphic() && b != b',' && b != b'"'
}

impl Arg {
    /// Reads a cell of a column of kind `kind`: an integer below 2^64;
    /// integers separated by single spaces (an empty cell is the empty
    /// list); printable ASCII but spaces, commas and double quotes (an
    /// empty cell is the empty word); such rows separated by `/`, all as
    /// long and not empty. `None` if the text is not of that kind.
    ///
    /// # Complexity
    /// O(length of the text).
    ///
    /// # Example
    /// ```
    /// use cp_games::guess::{Arg, ArgKind};
    /// assert_eq!(Arg::parse("3 1 2", ArgKind::List), Some(Arg::List(vec![3, 1, 2])));
    /// assert_eq!(Arg::parse("3  1", ArgKind::List), None);
    /// assert_eq!(Arg::parse("ABBA", ArgKind::Word), Some(Arg::Word(b"ABBA".to_vec())));
    /// assert_eq!(Arg::parse("1/2", ArgKind::Word), Some(Arg::Word(b"1/2".to_vec())));
    /// assert_eq!(Arg::parse("A B", ArgKind::Word), None);
    /// let g = Arg::parse("..#/.#.", ArgKind::Grid).unwrap();
    /// assert_eq!(g, Arg::Grid(vec![b"..#".to_vec(), b".#.".to_vec()]));
    /// assert_eq!(g.to_string(), "..#/.#.");
    /// assert_eq!(Arg::parse("..#/.#", ArgKind::Grid), None);
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
                .all(is_letter)
                .then(|| Arg::Word(text.as_bytes().to_vec())),
            ArgKind::Grid => {
                let rows: Vec<Vec<u8>> = text.split('/').map(|r| r.as_bytes().to_vec()).collect();
                let width = rows[0].len();
                let good = width > 0
                    && rows
                        .iter()
                        .all(|r| r.len() == width && r.iter().all(|&b| is_letter(b)));
                good.then_some(Arg::Grid(rows))
            }
        }
    }

    /// The column kind it belongs to. O(1).
    pub fn kind(&self) -> ArgKind {
        match self {
            Arg::Int(_) => ArgKind::Int,
            Arg::List(_) => ArgKind::List,
            Arg::Word(_) => ArgKind::Word,
            Arg::Grid(_) => ArgKind::Grid,
        }
    }

    /// The integer, for a closure over a table's columns
    /// ([`explore::Table::of`](crate::explore::Table::of)). O(1).
    ///
    /// # Panics
    /// If it is not an [`Arg::Int`].
    pub fn int(&self) -> u64 {
        match self {
            Arg::Int(x) => *x,
            a => panic!("Arg::int: `{a}` is a {:?}", a.kind()),
        }
    }

    /// The list. O(1).
    ///
    /// # Panics
    /// If it is not an [`Arg::List`].
    pub fn list(&self) -> &[u64] {
        match self {
            Arg::List(xs) => xs,
            a => panic!("Arg::list: `{a}` is a {:?}", a.kind()),
        }
    }

    /// The word. O(1).
    ///
    /// # Panics
    /// If it is not an [`Arg::Word`].
    pub fn word(&self) -> &[u8] {
        match self {
            Arg::Word(w) => w,
            a => panic!("Arg::word: `{a}` is a {:?}", a.kind()),
        }
    }

    /// The grid's rows. O(1).
    ///
    /// # Panics
    /// If it is not an [`Arg::Grid`].
    pub fn grid(&self) -> &[Vec<u8>] {
        match self {
            Arg::Grid(rows) => rows,
            a => panic!("Arg::grid: `{a}` is a {:?}", a.kind()),
        }
    }
}

/// A table of rows `(parameters, value)`: the parameters are 1 to 6
/// non-negative integers (up to `u64::MAX`), lists of them, words or grids
/// (see [`Arg`]; [`Table::from_csv`] for their CSV spelling), the value an
/// integer (optionally signed, up to 38 digits) or any word but `?` (`W`,
/// `Alice`, `*`, `1/2`, `-`: printable ASCII but spaces, commas and double
/// quotes), kept as spelled.
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
    /// The header has fewer than 2 or more than 7 columns, or a name that
    /// is not a letter then letters, digits, `_`, `-`, or a repeated name,
    /// or an unknown kind (`:int`, `:list`, `:word`, `:grid`).
    BadHeader(String),
    /// A row has `found` columns where the header has `expected`.
    Ragged {
        /// Columns in the header.
        expected: usize,
        /// Columns in this row.
        found: usize,
    },
    /// A list cell is not integers separated by single spaces, or a word
    /// cell not printable ASCII without spaces, commas and double quotes,
    /// or a grid cell not such rows of one length separated by `/`, or a
    /// cell of a column whose kind was guessed is empty (name the column
    /// `a:list` or `s:word` to allow empty lists and words).
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
    /// The value is neither an integer nor a word (printable ASCII without
    /// spaces, commas and double quotes), or is `?` (what `guess --at`
    /// answers where no rule reaches).
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
                ArgKind::Grid => write!(
                    f,
                    "grid `{name}` is `{text}`, not rows of one length (at least 1) separated by `/`"
                ),
                _ => write!(
                    f,
                    "word `{name}` is `{text}`, not printable ASCII without spaces, commas and quotes"
                ),
            },
            CsvErrorKind::BadParameter { name, text } => write!(
                f,
                "parameter `{name}` is `{text}`, not a non-negative integer below 2^64"
            ),
            CsvErrorKind::BadValue(text) if text == "?" => write!(
                f,
                "value `?` is reserved: `guess --at` answers `?` where no rule reaches"
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

/// Whether `text` is a value: an integer, or a word (see [`Arg::Word`])
/// but `?`.
fn is_value(text: &str) -> bool {
    parse_integer(text).is_some()
        || (!text.is_empty() && text != "?" && text.bytes().all(is_letter))
}

/// Whether `text` is a column name: a letter, then letters, digits, `_`, `-`.
fn is_name(text: &str) -> bool {
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

    /// Builds a table whose parameters may be lists, words and grids: a header
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
    /// are skipped, a final newline is optional. A line starting with `#`
    /// is a comment, except where the first column holds words or grids
    /// (a board `#..`): there it is a row when it has the header's number
    /// of fields.
    ///
    /// A column named `a:list`, `s:word`, `g:grid` or `n:int` is of that
    /// kind; else it is integers when every cell is an integer without
    /// leading zeros (or empty), lists when a cell has a space, words
    /// otherwise (`0110`, `.#.`, `1/2`; declare `s:word` for strings of
    /// digits such as `1`, `10`, `11`). Grids are always declared.
    ///
    /// # Errors
    /// A [`CsvError`] naming the first bad line: see [`CsvErrorKind`].
    ///
    /// # Complexity
    /// O(length of the text + rows · log rows).
    ///
    /// # Example
    /// ```
    /// use cp_games::guess::{Arg, ArgKind, CsvErrorKind, Table};
    /// let e = Table::from_csv("n,g\n0,0\n1,x y\n").unwrap_err();
    /// assert_eq!((e.line, e.kind), (3, CsvErrorKind::BadValue("x y".into())));
    /// assert_eq!(Table::from_csv("").unwrap_err().kind, CsvErrorKind::MissingHeader);
    /// let t = Table::from_csv("s,g:grid,v\n01,#./..,*\n10,../.#,1/2\n").unwrap();
    /// assert_eq!(t.kinds(), [ArgKind::Word, ArgKind::Grid]);
    /// assert_eq!(t.args(0)[0], Arg::Word(b"01".to_vec()));
    /// assert_eq!(t.row(1).1, "1/2");
    /// ```
    pub fn from_csv(text: &str) -> Result<Table, CsvError> {
        let lines: Vec<(usize, &str)> = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty())
            .collect();
        let Some(&(header_line, header)) = lines.iter().find(|(_, l)| !l.starts_with('#')) else {
            return Err(CsvError {
                line: 1,
                kind: CsvErrorKind::MissingHeader,
            });
        };
        let (names, declared) = read_header(header, header_line)?;
        let columns = names.len();
        fn split<'a>(&(line, text): &(usize, &'a str)) -> (usize, Vec<&'a str>) {
            (line, text.split(',').map(str::trim).collect())
        }
        let after = lines.iter().filter(|(line, _)| *line > header_line);
        let plain: Vec<(usize, Vec<&str>)> = after
            .clone()
            .filter(|(_, l)| !l.starts_with('#'))
            .map(split)
            .collect();
        let kinds: Vec<ArgKind> = (0..columns - 1)
            .map(|c| declared[c].unwrap_or_else(|| guess_kind(plain.iter().map(|(_, f)| f[c]))))
            .collect();
        // a `#` line is a row of a table of boards, else a comment
        let boards = matches!(kinds.first(), Some(ArgKind::Word | ArgKind::Grid));
        let rows: Vec<(usize, Vec<&str>)> = after
            .filter(|(_, l)| !l.starts_with('#') || (boards && l.split(',').count() == columns))
            .map(split)
            .collect();
        if let Some((line, fields)) = rows.iter().find(|(_, f)| f.len() != columns) {
            return Err(CsvError {
                line: *line,
                kind: CsvErrorKind::Ragged {
                    expected: columns,
                    found: fields.len(),
                },
            });
        }
        let mut table = Table {
            names,
            kinds,
            args: Vec::new(),
            params: Vec::new(),
            values: Vec::new(),
        };
        let mut line_of: Vec<usize> = Vec::new();
        for (line, fields) in rows {
            let args = table.read_cells(line, &fields[..columns - 1], &declared)?;
            table.push(line, args, fields[columns - 1].to_string(), &mut line_of)?;
        }
        table.finish(header_line + 1, &line_of)
    }

    /// The parameters of a CSV row, each of its column's kind.
    fn read_cells(
        &self,
        line: usize,
        fields: &[&str],
        declared: &[Option<ArgKind>],
    ) -> Result<Vec<Arg>, CsvError> {
        let mut args = Vec::with_capacity(fields.len());
        for ((name, &kind), (field, d)) in self
            .names
            .iter()
            .zip(&self.kinds)
            .zip(fields.iter().zip(declared))
        {
            // an empty list or word only in a declared column
            let arg = Arg::parse(field, kind).filter(|_| !field.is_empty() || d.is_some());
            let (name, text) = (name.clone(), field.to_string());
            match (arg, kind) {
                (Some(a), _) => args.push(a),
                (None, ArgKind::Int) => {
                    return Err(CsvError {
                        line,
                        kind: CsvErrorKind::BadParameter { name, text },
                    })
                }
                (None, kind) => {
                    return Err(CsvError {
                        line,
                        kind: CsvErrorKind::BadCell { name, kind, text },
                    })
                }
            }
        }
        Ok(args)
    }

    fn push(
        &mut self,
        line: usize,
        args: Vec<Arg>,
        value: String,
        lines: &mut Vec<usize>,
    ) -> Result<(), CsvError> {
        if !is_value(&value) {
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
    /// word or grid parameter reads as 0 here: see [`Table::args`]). O(1).
    ///
    /// # Panics
    /// If `i >= self.len()`.
    pub fn row(&self, i: usize) -> (&[u64], &str) {
        (&self.params[i], &self.values[i])
    }

    /// Returns row `i`'s parameters, lists, words and grids included. O(1).
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

/// A table printed by [`explore::Table`](crate::explore::Table), as the
/// guesser reads it: the same parameters, the value column named `value`.
///
/// # Errors
/// A [`CsvError`] when a value is neither an integer nor a word (a
/// canonical form with a comma or a space, such as `{1,*|0}`, say), or is
/// `?`; when the table has no row (every case filtered out), more than 6
/// parameters or a name that is not a word (see [`CsvErrorKind`]).
/// Every table it reads, [`Table::from_csv`] reads the same from
/// [`explore::Table::to_csv`](crate::explore::Table::to_csv).
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
        Table::from_args(names, small.rows().to_vec())
    }
}

mod header;
#[cfg(test)]
mod round_trips;
#[cfg(test)]
mod tests;

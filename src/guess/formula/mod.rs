//! Formulas: the smallest expression of a grammar that fits every row,
//! found by enumeration by size with observational equivalence, or a case
//! split learned as a decision tree over enumerated conditions (the
//! enumerative SyGuS solvers' method, EUSolver's for the case splits).
//!
//! # The grammar
//! - **Terminals**: the parameters' features (a list's length, sum, XOR,
//!   counts...; a word's letters, runs...; an integer parameter itself) and
//!   the constants 0 to 4.
//! - **Integers**: `+ - ×`, `div` and `mod` (floor division and the residue
//!   in `0..|y|`, by any non-zero expression), `min`, `max`, `|x|`,
//!   `⌊log2⌋`, `⌈log2⌉`, `⌊√⌋`, popcount, XOR, `if c then x else y`.
//! - **Truth values**: `<`, `<=`, `=`, `and`, `or`, `!=`, `not`, `odd(x)`.
//!
//! The size of an expression is its number of nodes. Arithmetic is exact:
//! an intermediate result that overflows `i128` (in the search, leaves
//! `(-2^62, 2^62)`) or leaves its operator's domain has no value, and an
//! expression without a value on a row does not fit it.
//!
//! # What fits, and how sure
//! A two-valued table gets a truth-valued formula (the table's two values
//! for true and false, either way round), an integer table an integer
//! expression, and three or more words a decision tree with the words as
//! leaves. Every fitting formula is checked on every row, and accepted
//! only when the table carries at least `log2(candidates) + 24 +
//! 2·log2(rows)` bits of evidence, `candidates` counting every expression
//! tried up to the formula's size (and the trees of its shape, for a
//! tree): the chance that some formula of that many fits a table of
//! independent values is then below `2^-24 / rows²`.
//!
//! A query is answered only where every fitting formula of the smallest
//! size found and of the next size up agrees ([`Formula::value`]); for a
//! tree, every tree that changes one split or leaf for another, at most one
//! size larger, that the table cannot tell apart. Expressions equal on every
//! row are one to the search, so a formula that differs from the one kept
//! only outside the table's range is not seen: query inside the kind of
//! positions the table holds.

mod bank;
mod expr;
mod search;
mod tree;

pub(crate) use expr::Ty;

use super::features::Feature;
use bank::Fit;
use expr::{Expr, Terminals};
pub(crate) use search::search;

/// The constants among the terminals.
const CONSTANTS: [i64; 5] = [0, 1, 2, 3, 4];
/// The largest size enumerated.
const MAX_SIZE: usize = 24;

/// How a formula's value becomes the table's value code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Output {
    /// The integer is the value.
    Int,
    /// A truth value: `yes` when true, `no` when false.
    Two { yes: i128, no: i128 },
    /// The value is a category code (a tree's leaves).
    Codes,
}

/// A formula found for a table: an expression (or a decision tree written
/// as one) over the table's features, with the alternatives the table
/// cannot tell from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Formula {
    expr: Expr,
    output: Output,
    alternatives: Vec<Expr>,
    features: Vec<Feature>,
    names: Vec<String>,
    /// The table's words by code (a table of words).
    spellings: Option<Vec<String>>,
    /// Whether it is a decision tree.
    tree: bool,
    /// Whether every formula of the next size up was checked.
    complete: bool,
    /// Where the fits differ at a probe (see [`Formula::is_stable`]).
    unstable: Option<Unstable>,
}

/// Why a formula is not stable.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Unstable {
    /// Alternative `alt` differs from the formula at the probe `at`.
    Differs { alt: usize, at: Vec<super::Arg> },
    /// Not every fitting formula of the next size up was checked.
    Incomplete,
}

struct Named<'a> {
    features: &'a [Feature],
    names: &'a [String],
    spellings: Option<&'a [String]>,
}

impl Terminals for Named<'_> {
    fn name(&self, i: usize) -> String {
        self.features[i].name(self.names)
    }
    fn rust(&self, i: usize) -> String {
        self.features[i].rust(self.names)
    }
    fn leaf(&self, code: i64) -> String {
        match self.spellings {
            Some(words) => words[code as usize].clone(),
            None => code.to_string(),
        }
    }
}

impl Formula {
    fn named(&self) -> Named<'_> {
        Named {
            features: &self.features,
            names: &self.names,
            spellings: self.spellings.as_deref(),
        }
    }

    fn code(&self, e: &Expr, terms: &[Option<i128>]) -> Option<i128> {
        let v = e.eval(terms)?;
        Some(match self.output {
            Output::Two { yes, no } => {
                if v != 0 {
                    yes
                } else {
                    no
                }
            }
            _ => v,
        })
    }

    /// The features' values at the given parameters.
    fn terms(&self, args: &[super::Arg]) -> Vec<Option<i128>> {
        self.features.iter().map(|f| f.eval(args)).collect()
    }

    /// The value code at `args`: `None` where the formula has no value, or
    /// where an alternative disagrees (see the module docs).
    ///
    /// # Complexity
    /// O(size · alternatives) after the features.
    pub(crate) fn value(&self, args: &[super::Arg]) -> Option<i128> {
        let terms = self.terms(args);
        let mine = self.code(&self.expr, &terms);
        self.dissent(&terms, mine)
            .is_none()
            .then_some(mine)
            .flatten()
    }

    /// Two fitting formulas that disagree at `args`, in words, each with
    /// its value code (`None`: no value), if any.
    pub(crate) fn disagreement(&self, args: &[super::Arg]) -> Option<[Said; 2]> {
        let terms = self.terms(args);
        let mine = self.code(&self.expr, &terms);
        let named = self.named();
        let theirs = match self.dissent(&terms, mine)? {
            Some(alt) => (alt.words(&named), self.code(alt, &terms)),
            None => (
                "(not every fitting formula of the next size up was checked)".to_string(),
                None,
            ),
        };
        Some([(self.expr.words(&named), mine), theirs])
    }

    /// The first alternative whose value differs from `mine` at these
    /// terminal values; `Some(None)` when the next size up was not checked
    /// whole (no query is answered then).
    fn dissent(&self, terms: &[Option<i128>], mine: Option<i128>) -> Option<Option<&Expr>> {
        if !self.complete {
            return Some(None);
        }
        self.alternatives
            .iter()
            .find(|alt| self.code(alt, terms) != mine)
            .map(Some)
    }

    /// The formula in words, e.g. `odd(count(a = 1)) != odd(count(a >= 2))`.
    pub fn words(&self) -> String {
        self.expr.words(&self.named())
    }

    /// Another expression over the same terminals, in words.
    fn words_of(&self, e: &Expr) -> String {
        e.words(&self.named())
    }

    /// Whether it is **stable**: every fit the search found, up to the size
    /// above the smallest, agrees with it at every probe (points beyond
    /// the table, far in every parameter: see `guess`'s module docs).
    /// Only a stable rule is printed as Rust. O(1).
    pub fn is_stable(&self) -> bool {
        self.unstable.is_none()
    }

    /// For a formula that is not stable: two fits and a probe where they
    /// differ, each fit in words with its value code there (`None`: no
    /// value), and the probe; or, with no probe, the reason. O(size).
    pub(crate) fn instability(&self) -> Option<(Option<[Said; 2]>, Option<&[super::Arg]>)> {
        match self.unstable.as_ref()? {
            Unstable::Incomplete => Some((None, None)),
            Unstable::Differs { alt, at } => {
                let terms = self.terms(at);
                let other = &self.alternatives[*alt];
                let said = [
                    (self.words(), self.code(&self.expr, &terms)),
                    (self.words_of(other), self.code(other, &terms)),
                ];
                Some((Some(said), Some(at)))
            }
        }
    }

    /// The first alternative that differs from the formula at one of
    /// `probes`, with that probe; [`Unstable::Incomplete`] when the next
    /// size up was not checked whole. O(probes · (features + size ·
    /// alternatives)).
    fn instability_at(&self, probes: &[Vec<super::Arg>]) -> Option<Unstable> {
        if !self.complete {
            return Some(Unstable::Incomplete);
        }
        for p in probes {
            let terms = self.terms(p);
            let mine = self.code(&self.expr, &terms);
            if let Some(alt) = self
                .alternatives
                .iter()
                .position(|e| self.code(e, &terms) != mine)
            {
                return Some(Unstable::Differs { alt, at: p.clone() });
            }
        }
        None
    }

    /// The rule as a sentence about the value named `value`: `v = 1 +
    /// min(n, m)`, or `o is W where odd(min(n, m)); else L`.
    pub fn statement(&self, value: &str) -> String {
        let named = self.named();
        match self.output {
            Output::Two { yes, no } => format!(
                "{value} is {} where {}; else {}",
                named.leaf(yes as i64),
                self.words(),
                named.leaf(no as i64)
            ),
            _ => format!("{value} = {}", self.words()),
        }
    }

    /// Its size (nodes).
    pub fn size(&self) -> usize {
        self.expr.size()
    }

    /// Whether it is a case split (a decision tree).
    pub fn is_tree(&self) -> bool {
        self.tree
    }

    /// The number of other fitting formulas it is checked against.
    pub fn alternatives(&self) -> usize {
        self.alternatives.len()
    }

    /// The function's return type and body, for a Rust function whose
    /// parameters are named as the table's columns; `ret` is the type of
    /// integer values.
    pub(crate) fn rust_body(&self, ret: &str) -> (String, String) {
        let mut helpers = Vec::new();
        let full = self.expr.rust(&self.named(), &mut helpers);
        let e = expr::bare(&full);
        let lit = |c: i128| match &self.spellings {
            Some(words) => format!("{:?}", words[c as usize]),
            None => c.to_string(),
        };
        let (ty, body) = match self.output {
            Output::Int => (ret.to_string(), format!("{ret}::try_from({e}).unwrap()")),
            Output::Two { yes: 1, no: 0 } if self.spellings.is_none() => {
                ("bool".to_string(), e.to_string())
            }
            Output::Two { yes, no } => (
                if self.spellings.is_some() {
                    "&'static str".to_string()
                } else {
                    ret.to_string()
                },
                format!("if {e} {{ {} }} else {{ {} }}", lit(yes), lit(no)),
            ),
            Output::Codes => ("&'static str".to_string(), e.to_string()),
        };
        let mut text = String::new();
        for h in helpers {
            text.push_str(h);
            text.push('\n');
        }
        text.push_str("    ");
        text.push_str(&body);
        (ty, text)
    }
}

/// A formula in words, with its value code at a point (`None`: none).
pub(crate) type Said = (String, Option<i128>);

/// The result of a search.
pub(crate) enum Searched {
    /// A formula, with the bits it needed.
    Found {
        formula: Formula,
        /// `log2(candidates)`.
        log2_candidates: f64,
        candidates: u64,
    },
    /// A formula fits every row but the table is short of evidence.
    Short {
        words: String,
        log2_candidates: f64,
        /// Candidates checked in all.
        checked: u64,
    },
    /// The smallest fits of the table's inner part do not all predict its
    /// outer part: one of them gives another value at a held-out row.
    Refuted {
        /// The fit, in words.
        words: String,
        /// The held-out row's parameters.
        at: Vec<super::Arg>,
        /// What the fit gives there (`None`: no value).
        predicted: Option<i128>,
        /// The held-out rows it mispredicts.
        misses: usize,
        /// Candidates checked in all.
        checked: u64,
    },
    /// Nothing fits; perhaps a small formula fits all but a few rows.
    Nothing {
        /// In words, with the rows it misses and the first of them.
        near: Option<(String, usize, usize)>,
        /// Candidates checked in all.
        checked: u64,
    },
}

/// What a search is given: the rows it fits (the table's inner part),
/// and the points it sees with no target: the rows held out (checked
/// after), the queries and the probes.
pub(crate) struct Problem<'a> {
    /// The terminals.
    pub(crate) features: Vec<Feature>,
    /// The table's column names.
    pub(crate) names: &'a [String],
    /// The parameters of every row fitted.
    pub(crate) args: &'a [Vec<super::Arg>],
    /// Their values.
    pub(crate) values: Values<'a>,
    /// The rows held out: parameters, and values (as `values`).
    pub(crate) held_out: &'a [Vec<super::Arg>],
    pub(crate) held_codes: &'a [i128],
    /// The points asked about.
    pub(crate) queries: &'a [Vec<super::Arg>],
    /// Points beyond the table.
    pub(crate) probes: &'a [Vec<super::Arg>],
    /// The table's words by code (a table of words).
    pub(crate) spellings: Option<&'a [String]>,
    /// The evidence the held-out rows carry (`guess`'s module docs).
    pub(crate) bits: f64,
    /// The table's rows in all (for the evidence required).
    pub(crate) table_rows: usize,
    /// The budget ([`Options::formula_work`](super::Options)).
    pub(crate) work: Option<u64>,
}

/// What the values are to a search.
pub(crate) enum Values<'a> {
    /// Integers (or residues).
    Int(&'a [i128]),
    /// Category codes of a table of words.
    Codes(&'a [i128]),
}

impl Values<'_> {
    /// The codes. O(1).
    pub(crate) fn codes(&self) -> &[i128] {
        match self {
            Values::Int(c) | Values::Codes(c) => c,
        }
    }
}

/// The formula of the first fit, the others its alternatives.
fn from_fits(fits: Vec<Fit>, output: Output, problem: &Problem, complete: bool) -> Formula {
    let normal = |f: &Fit| {
        if f.negated {
            Expr::Unary(expr::Op::Not, Box::new(f.expr.clone()))
        } else {
            f.expr.clone()
        }
    };
    let first = &fits[0];
    // the first formula as found; its polarity goes into the output
    let (expr, output) = match output {
        Output::Two { yes, no } if first.negated => {
            (first.expr.clone(), Output::Two { yes: no, no: yes })
        }
        o => (first.expr.clone(), o),
    };
    let alternatives = fits
        .iter()
        .skip(1)
        .map(|f| {
            let e = normal(f);
            // in the main formula's polarity
            if first.negated {
                Expr::Unary(expr::Op::Not, Box::new(e))
            } else {
                e
            }
        })
        .collect();
    Formula {
        expr,
        output,
        alternatives,
        features: problem.features.clone(),
        names: problem.names.to_vec(),
        spellings: problem.spellings.map(<[String]>::to_vec),
        tree: false,
        complete,
        unstable: None,
    }
}
#[cfg(test)]
mod beyond_tests;
#[cfg(test)]
mod tests;

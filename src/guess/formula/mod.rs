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
mod tree;

pub(crate) use expr::Ty;

use super::features::Feature;
use bank::{Bank, Budget, Fit, Target};
use expr::{Expr, Terminals};
use std::collections::HashMap;

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
    /// Nothing fits; perhaps a small formula fits all but a few rows.
    Nothing {
        /// In words, with the rows it misses and the first of them.
        near: Option<(String, usize, usize)>,
        /// Candidates checked in all.
        checked: u64,
    },
}

/// What a search is given.
pub(crate) struct Problem<'a> {
    /// The terminals.
    pub(crate) features: Vec<Feature>,
    /// The table's column names.
    pub(crate) names: &'a [String],
    /// Every row's parameters.
    pub(crate) args: &'a [Vec<super::Arg>],
    /// Every row's value.
    pub(crate) values: Values<'a>,
    /// The table's words by code (a table of words).
    pub(crate) spellings: Option<&'a [String]>,
    /// The evidence the table carries (`guess`'s module docs).
    pub(crate) bits: f64,
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

/// Searches for a formula fitting the problem's values (one per row) over
/// its features of the rows; the evidence required is computed here.
///
/// # Complexity
/// Bounded by the budget: about `4·10^8` row evaluations (about 1 s) and
/// 256 MiB of stored vectors.
pub(crate) fn search(problem: Problem) -> Searched {
    let all_rows = problem.args.len();
    if all_rows <= MAX_SEARCH_ROWS {
        return search_rows(problem, all_rows);
    }
    let (args, values) = (problem.args, problem.values);
    // a larger table: search on an evenly spread sample of its rows, then
    // keep only what fits them all
    let step = all_rows as f64 / MAX_SEARCH_ROWS as f64;
    let pick: Vec<usize> = (0..MAX_SEARCH_ROWS)
        .map(|k| (k as f64 * step) as usize)
        .collect();
    let sample_args: Vec<Vec<super::Arg>> = pick.iter().map(|&i| args[i].clone()).collect();
    let (codes, sample_values): (&[i128], Vec<i128>) = match values {
        Values::Int(c) | Values::Codes(c) => (c, pick.iter().map(|&i| c[i]).collect()),
    };
    let sampled = match values {
        Values::Int(_) => Values::Int(&sample_values),
        Values::Codes(_) => Values::Codes(&sample_values),
    };
    // half the budget: the table itself took time to read and to try
    // every other kind on
    let searched = search_rows(
        Problem {
            args: &sample_args,
            values: sampled,
            work: problem.work.or(Some(LARGE_TABLE_WORK)),
            ..problem
        },
        all_rows,
    );
    let Searched::Found {
        mut formula,
        log2_candidates,
        candidates,
    } = searched
    else {
        return searched;
    };
    let fits_all = |f: &Formula, e: &Expr| {
        args.iter()
            .zip(codes)
            .all(|(a, &c)| f.code(e, &f.terms(a)) == Some(c))
    };
    if !fits_all(&formula, &formula.expr) {
        return Searched::Nothing {
            near: None,
            checked: candidates,
        };
    }
    let alternatives = std::mem::take(&mut formula.alternatives);
    formula.alternatives = alternatives
        .into_iter()
        .filter(|e| fits_all(&formula, e))
        .collect();
    Searched::Found {
        formula,
        log2_candidates,
        candidates,
    }
}

/// The most rows the enumeration evaluates; a larger table is sampled.
const MAX_SEARCH_ROWS: usize = 4096;
/// The budget on a sample of a larger table (about 0.5 s of CPU).
const LARGE_TABLE_WORK: u64 = 250_000_000;

/// [`search`] on all of `problem.args`; `table_rows` is the table's row
/// count (for the evidence required).
fn search_rows(problem: Problem, table_rows: usize) -> Searched {
    let Problem {
        features,
        names,
        args,
        values,
        spellings,
        bits,
        work,
    } = problem;
    let rows = args.len();
    let terms: Vec<(Ty, Vec<Option<i128>>)> = features
        .iter()
        .map(|f| (f.ty(), args.iter().map(|a| f.eval(a)).collect()))
        .collect();
    let (codes, is_int) = match values {
        Values::Int(c) => (c, true),
        Values::Codes(c) => (c, false),
    };
    let mut distinct: Vec<i128> = codes.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    let (target, output) = if distinct.len() <= 2 {
        let (no, yes) = (distinct[0], distinct[distinct.len() - 1]);
        (
            Target::Bool(codes.iter().map(|&c| c == yes && yes != no).collect()),
            Output::Two { yes, no },
        )
    } else if is_int {
        (Target::Int(codes.to_vec()), Output::Int)
    } else {
        (Target::Categories, Output::Codes)
    };
    let base = work.unwrap_or_else(|| budget_work(rows));
    let required = |log2_candidates: f64| log2_candidates + 24.0 + 2.0 * (table_rows as f64).log2();
    // Past `2^(bits - 24 - 2·log2(rows))` candidates no fit could carry
    // the evidence required: the search stops there (but goes on to 2^18,
    // for small formulas short of evidence, to name as a near miss).
    let affordable = (bits - required(0.0)).clamp(18.0, 62.0);
    let budget = Budget {
        work: base,
        memory: 256 << 20,
        candidates: 2f64.powf(affordable) as u64,
    };
    let mut bank = Bank::new(&terms, &CONSTANTS, target.clone(), budget);
    let mut extended = false;
    while bank.size() <= MAX_SIZE {
        let smallest = bank.fits.first().map(|f| f.0);
        if let Some(s) = smallest {
            if bank.size() > s + 1 {
                break;
            }
            // the next size up is checked whole if the budget allows, for
            // the alternatives (once the fit has the evidence)
            let log2_fit =
                (bank.candidates_through.get(s).copied().unwrap_or(1).max(1) as f64).log2();
            if !extended && bits >= required(log2_fit) {
                extended = true;
                bank.extend(base);
            }
        }
        if matches!(target, Target::Categories) && bank.size() > 5 {
            break;
        }
        if !bank.grow() {
            break;
        }
    }
    // whether every formula one size above the smallest fit was checked
    // (and none was lost past the count kept)
    let complete = !bank.fits_lost && bank.fits.first().is_none_or(|&(s, _)| bank.size() > s + 1);
    // found, or short of the evidence required
    let verdict = |formula: Formula, log2_candidates: f64, candidates: u64, checked: u64| {
        if bits < required(log2_candidates) {
            Searched::Short {
                words: formula.words(),
                log2_candidates,
                checked,
            }
        } else {
            Searched::Found {
                formula,
                log2_candidates,
                candidates,
            }
        }
    };
    if let Some(&(s, _)) = bank.fits.first() {
        let candidates = bank
            .candidates_through
            .get(s)
            .copied()
            .unwrap_or(bank.candidates);
        let log2_candidates = (candidates.max(1) as f64).log2();
        let fits: Vec<Fit> = bank.fits.iter().map(|(_, f)| f.clone()).collect();
        let formula = from_fits(fits, output, features, names, spellings, complete);
        return verdict(formula, log2_candidates, candidates, bank.candidates);
    }
    // a case split
    let labels: Vec<u32>;
    let spell_bool = |l: u32| Expr::Bool(l == 1);
    let spell_code = |l: u32| Expr::Leaf(i64::from(l));
    let target_ints: Vec<i64>;
    let leaves = match &target {
        Target::Bool(t) => {
            labels = bank.order.iter().map(|&r| u32::from(t[r])).collect();
            tree::Leaves::Labels(&labels, &spell_bool)
        }
        Target::Categories => {
            labels = bank.order.iter().map(|&r| codes[r] as u32).collect();
            tree::Leaves::Labels(&labels, &spell_code)
        }
        Target::Int(t) => {
            target_ints = bank
                .order
                .iter()
                .map(|&r| {
                    i64::try_from(t[r])
                        .ok()
                        .filter(|v| v.abs() < 1 << 62)
                        .unwrap_or(bank::NONE + 1)
                })
                .collect();
            tree::Leaves::Terms(&target_ints)
        }
    };
    // the evidence each row carries (as `guess` counts it), in the bank's order
    let row_bits: Vec<f64> = {
        let count = |c: i128| codes.iter().filter(|&&x| x == c).count() as f64;
        let per: HashMap<i128, f64> = distinct
            .iter()
            .map(|&c| {
                (
                    c,
                    if distinct.len() == 1 {
                        1.0
                    } else {
                        (rows as f64 / count(c)).log2()
                    },
                )
            })
            .collect();
        bank.order.iter().map(|&r| per[&codes[r]]).collect()
    };
    if let Some(grown) = tree::grow(&bank, &leaves, &row_bits) {
        let candidates = bank.candidates;
        let log2_candidates = (candidates.max(1) as f64).log2().max(grown.log2_trees) + 1.0;
        let formula = Formula {
            expr: grown.expr,
            output,
            alternatives: grown.alternatives,
            features,
            names: names.to_vec(),
            spellings: spellings.map(<[String]>::to_vec),
            tree: true,
            complete: true,
        };
        return verdict(formula, log2_candidates, candidates, bank.candidates);
    }
    let near = bank.near.take().map(|(_, n)| {
        let f = from_fits(
            vec![Fit {
                expr: n.expr,
                negated: n.negated,
            }],
            output,
            features,
            names,
            spellings,
            true,
        );
        (f.words(), n.misses, n.first_miss)
    });
    Searched::Nothing {
        near,
        checked: bank.candidates,
    }
}

/// The row evaluations a search may make on a table of `rows` rows.
fn budget_work(rows: usize) -> u64 {
    // about 1.2 s of CPU up to 1,000 rows; more rows fill the bank sooner
    // and cost more each while it fills
    400_000_000 + rows as u64 * 50_000
}

/// The formula of the first fit, the others its alternatives.
fn from_fits(
    fits: Vec<Fit>,
    output: Output,
    features: Vec<Feature>,
    names: &[String],
    spellings: Option<&[String]>,
    complete: bool,
) -> Formula {
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
        features,
        names: names.to_vec(),
        spellings: spellings.map(<[String]>::to_vec),
        tree: false,
        complete,
    }
}
#[cfg(test)]
mod tests;

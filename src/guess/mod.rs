//! Finding the rule behind a brute force's table: from the values of small
//! cases to the value at parameters up to 10^18.
//!
//! A [`Table`] holds rows of 1 to 6 parameters (non-negative integers,
//! lists of them, words, grids: [`Arg`]) and a value: an integer, a residue modulo a prime ([`Options::modulus`]), or a
//! category (`W`/`L`, `Alice`/`Bob`, ...). [`guess`] returns the simplest
//! [`Rule`] that fits every row, with the evidence for it, or "no rule
//! found" with the kinds it tried. `docs/guess.md` walks through the
//! contest workflow with one example per kind.
//!
//! # Kinds, simplest first
//! 1. **Sequence in one parameter** ([`Rule::Sequence`] with one non-zero
//!    coefficient): an ultimately periodic, arithmetic-periodic,
//!    (quasi-)polynomial or linear-recurrent sequence, or a **set** (the
//!    indices of one of two values, an increasing sequence of those kinds
//!    or a Beatty sequence `⌊k·α + β⌋` of a quadratic `α`: powers of two,
//!    Fibonacci numbers, progressions with exceptions, Wythoff's `⌊kφ⌋`).
//!    See [`Sequence`].
//! 2. **Region** ([`Rule::Region`], two parameters, two values): one value
//!    inside up to three half-planes `a·x + b·y >= c` with `|a|, |b| <= 3`.
//! 3. **Combination** ([`Rule::Sequence`] with several coefficients): the
//!    value depends only on `a·x + b·y` (`|a|, |b| <= 3`) or `a·x + b·y +
//!    c·z` (`|a|, |b|, |c| <= 2`),
//!    through a one-dimensional rule.
//! 4. **Family** ([`Rule::Family`]): `v(n, m) = h(n mod (a·m + b))`, `h` a
//!    one-dimensional rule of the residue.
//! 5. **Sum of games** ([`Rule::Sum`], integer values): `v = g1(x) ⊕ g2(y)
//!    (⊕ g3(z))`, each `gi` a one-dimensional rule.
//! 6. **Formula** ([`Rule::Formula`], any table of up to 6 parameters,
//!    lists, words and grids included, and the only kind for those): the smallest
//!    expression over the parameters' features, or a case split; see
//!    [`Formula`] and its module for the grammar, the evidence it needs
//!    (`log2(candidates)` more bits) and when a query answers `?`.
//!
//! The kinds 1 to 5 take integer parameters only (1 to 3 of them).
//!
//! Within a kind, the rule fitted on the fewest rows wins.
//!
//! # Soundness
//! Every rule is *fitted* on some rows (for a sequence, a prefix: see
//! [`Sequence`]) and *checked* on all the others, and it must agree with
//! every row. It is accepted only when
//! - the checking rows are at least as many as the fitting rows (so a
//!   period `p` after a preperiod `n0` needs `2·(n0 + p)` values), and a
//!   period shows more than two and a half times after its preperiod, and
//! - the checks carry at least `24 + 2·log2(rows)` bits of evidence: a row
//!   whose value occurs `c` times in `N` rows is worth `⌊log2(N / c)⌋` bits
//!   (a common value says little, a rare one much; a constant table one bit
//!   a row), and the checking rows are credited the table's average.
//!
//! A one-parameter sequence constant from `n0` on (period 1 after a
//! preperiod `n0`) is judged on its constant part instead: it is accepted
//! once that part holds at least 20 values and `2·n0`, each worth one bit
//! (a sequence that settles), when its inner part shows it too.
//!
//! A random table, a period broken by one value near the end, or Grundy's
//! game (no known period) therefore get "no rule found". An accepted rule is
//! [`Status::Observed`] unless a [`Certificate`] proves it from a premise
//! the caller states in [`Options`] (the game's window, its octal code, or
//! a bound on the order of a recurrence it satisfies).

mod combination;
mod describe;
mod family;
mod features;
mod formula;
mod game;
mod probes;
pub(crate) mod recurrence;
mod region;
mod report;
mod rust;
mod search;
mod sequence;
mod settled;
mod sum;
mod table;
mod validate;

pub use formula::Formula;
pub use game::{Args, GameCheck};
pub use report::NearMiss;
pub use search::guess;
pub use sequence::Sequence;
pub use table::{Arg, ArgKind, CsvError, CsvErrorKind, Table};

use crate::sg::heap_rules::prove_by_window;
use crate::sg::octal::OctalGame;
use crate::sg::period::Periodicity;
use crate::GrundyValue;
use sequence::Domain;

/// What the caller knows about the game, and the values' modulus.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The values are residues modulo this prime (counts `mod p`).
    pub modulus: Option<u64>,
    /// One-parameter tables from `n = 0`: `v(n)` for `n >= from` is a
    /// function of the `window` values before it (a subtraction game with
    /// largest move `window`, `from = window`). A period is then proved
    /// once a window recurs
    /// ([`prove_by_window`]).
    pub window: Option<(usize, usize)>,
    /// One-parameter tables: the values are this octal game's Grundy
    /// values `G(0), G(1), ...`; a period is proved by the Guy–Smith
    /// certificate.
    pub octal: Option<OctalGame>,
    /// One-parameter tables: the sequence satisfies some linear recurrence
    /// of order at most this (a transfer matrix's size); a rule is proved
    /// once the table holds this order plus the rule's own order of values.
    pub recurrence_order: Option<usize>,
    /// The formula search's budget, in row evaluations (a candidate
    /// checked on a sample costs about 48); `None`: the default, about 1 s
    /// of CPU on a table of 1,000 rows (`4·10^8 + 5·10^4` a row).
    pub formula_work: Option<u64>,
    /// The points that will be asked about ([`Found::value_of`]), given
    /// up front: the formula search then tells apart every two fits that
    /// differ at one of them, so a query is answered only where every fit
    /// agrees (asked afterwards, a point is compared only among the fits
    /// that differ on the table, the queries or the probes).
    pub queries: Vec<Vec<Arg>>,
}

/// A rule for the value at any parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rule {
    /// `v = seq(Σ coeffs[i] · params[i] - start)`.
    Sequence {
        /// One coefficient per parameter.
        coeffs: Vec<i64>,
        /// The smallest combination in the table (index 0 of `seq`).
        start: i128,
        /// The one-dimensional rule.
        seq: Sequence,
    },
    /// `inside` where every `a·x + b·y >= c` of `half_planes`, else
    /// `outside`.
    Region {
        /// `[a, b, c]` for each half-plane.
        half_planes: Vec<[i64; 3]>,
        /// The value inside (a value code).
        inside: i128,
        /// The value outside.
        outside: i128,
    },
    /// `v(params) = residue(r)` with `r = n mod P`, `P = a·m + b` (or
    /// `r = P - 1 - (n mod P)` when `from_top`), `n = params[period]`,
    /// `m = params[other]`.
    Family {
        /// Index of the parameter taken modulo the period.
        period: usize,
        /// Index of the parameter the period depends on.
        other: usize,
        /// Slope of the period.
        a: i64,
        /// Intercept of the period.
        b: i64,
        /// Whether residues count down from the end of the period.
        from_top: bool,
        /// The rule of the residue.
        residue: Sequence,
    },
    /// `v = ⊕_i parts[i](params[i] - starts[i])`.
    Sum {
        /// One rule per parameter.
        parts: Vec<Sequence>,
        /// The smallest value of each parameter in the table.
        starts: Vec<u64>,
    },
    /// A formula over the parameters' features (see [`Formula`]).
    Formula(Box<Formula>),
}

impl Rule {
    /// Returns the value code at `params`, or `None` where the rule does
    /// not reach (below the table's start of a sequence, or a value that
    /// cannot be given exactly).
    ///
    /// # Complexity
    /// That of [`Sequence::value`] for each sequence involved.
    pub fn value(&self, params: &[u64]) -> Option<i128> {
        match self {
            Rule::Sequence { coeffs, start, seq } => {
                let s = coeffs.iter().zip(params).try_fold(0i128, |acc, (&c, &x)| {
                    acc.checked_add(i128::from(c).checked_mul(i128::from(x))?)
                })?;
                let k = s.checked_sub(*start)?;
                seq.value(u64::try_from(k).ok()?)
            }
            Rule::Region {
                half_planes,
                inside,
                outside,
            } => {
                let (x, y) = (i128::from(params[0]), i128::from(params[1]));
                let holds =
                    |h: &[i64; 3]| i128::from(h[0]) * x + i128::from(h[1]) * y >= i128::from(h[2]);
                Some(if half_planes.iter().all(holds) {
                    *inside
                } else {
                    *outside
                })
            }
            Rule::Family {
                period: n_at,
                other: m_at,
                a: slope,
                b: intercept,
                from_top,
                residue,
            } => {
                let p = i128::from(*slope)
                    .checked_mul(i128::from(params[*m_at]))?
                    .checked_add(i128::from(*intercept))?;
                if p <= 0 {
                    return None;
                }
                let r = i128::from(params[*n_at]) % p;
                let r = if *from_top { p - 1 - r } else { r };
                residue.value(u64::try_from(r).ok()?)
            }
            Rule::Sum { parts, starts } => {
                let mut total: i128 = 0;
                for ((part, &start), &x) in parts.iter().zip(starts).zip(params) {
                    total ^= part.value(x.checked_sub(start)?)?;
                }
                Some(total)
            }
            Rule::Formula(f) => {
                let args: Vec<Arg> = params.iter().map(|&x| Arg::Int(x)).collect();
                f.value(&args)
            }
        }
    }
}

/// The theorem that proves a rule, from a premise stated in [`Options`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Certificate {
    /// A window of `window` values recurred, every value from `from` on
    /// being a function of the window before it.
    Window {
        /// The window.
        window: usize,
        /// Where the function starts.
        from: usize,
    },
    /// The Guy–Smith theorem for the octal game, on the first `values`
    /// values.
    GuySmith {
        /// Values the certificate needs.
        values: usize,
    },
    /// A sequence of linear complexity at most `order` that agrees with a
    /// rule of complexity at most `rule_order` on `order + rule_order`
    /// values is that rule.
    Recurrence {
        /// The premise's order.
        order: usize,
        /// The rule's own order.
        rule_order: usize,
    },
}

/// Whether a rule is proved or only observed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// A certificate proves the rule at every parameter.
    Proved(Certificate),
    /// The rule holds on the table and passed the checks of the module
    /// docs; nothing more is known.
    Observed,
}

/// The rows a rule was fitted on and checked on.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Evidence {
    /// Rows the rule was fitted on (for a formula, the inner part it was
    /// searched on: its search is paid for in `candidates`).
    pub fit_rows: usize,
    /// Rows it was checked on (all the others; for a formula, every row).
    pub check_rows: usize,
    /// The rows of the table's outer part, held out of the search: the
    /// rule was found without them, predicts each of them, and they alone
    /// carry the evidence (0 for a rule a premise proves).
    pub outer_rows: usize,
    /// Bits of evidence the checks carry (see the module docs).
    pub bits: f64,
    /// Bits required: `24 + 2·log2(rows)`, plus `log2(candidates)` for a
    /// formula.
    pub required_bits: f64,
    /// For a formula: the candidates tried up to its size.
    pub candidates: Option<u64>,
}

/// The kinds of rule, as listed in "no rule found".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A sequence (or set) in one parameter.
    Sequence,
    /// A region of half-planes.
    Region,
    /// A sequence of a linear combination of the parameters.
    Combination,
    /// A period affine in another parameter.
    Family,
    /// A sum of games (XOR of one rule per parameter).
    Sum,
    /// A formula over the parameters' features, or a case split.
    Formula,
}

impl Kind {
    /// Returns the kind's name, as reports spell it. O(1).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Sequence => "sequence in one parameter (periodic, arithmetic-periodic, polynomial, quasi-polynomial, linear recurrence, set)",
            Kind::Region => "region of up to 3 half-planes",
            Kind::Combination => "sequence of a linear combination",
            Kind::Family => "period affine in another parameter",
            Kind::Sum => "sum of games (XOR)",
            Kind::Formula => "formula (expressions by size over the parameters' features; case splits)",
        }
    }
}

/// A rule found, with its status and evidence, able to answer in the
/// table's own spelling.
#[derive(Debug, Clone)]
pub struct Found {
    rule: Rule,
    status: Status,
    evidence: Evidence,
    names: Vec<String>,
    /// What each parameter column holds.
    kinds: Vec<ArgKind>,
    /// Whether every value of the table is a non-negative integer.
    all_non_negative: bool,
    /// The categories' spellings (category tables), by code.
    words: Option<Vec<String>>,
    /// What the game said of the rule ([`Found::record_check`]).
    game: Vec<GameCheck>,
}

impl Found {
    /// Returns the rule. O(1).
    pub fn rule(&self) -> &Rule {
        &self.rule
    }

    /// Returns whether it is proved. O(1).
    pub fn status(&self) -> Status {
        self.status
    }

    /// Returns the rows it was fitted and checked on. O(1).
    pub fn evidence(&self) -> Evidence {
        self.evidence
    }

    /// Returns the value at `params`, spelled as in the table (`None`
    /// where the rule does not reach: see [`Rule::value`]).
    ///
    /// # Panics
    /// If `params` has not one value per parameter.
    pub fn value(&self, params: &[u64]) -> Option<String> {
        assert_eq!(
            params.len() + 1,
            self.names.len(),
            "Found::value: one value per parameter"
        );
        self.rule.value(params).map(|code| self.spell(code))
    }

    /// Returns the value at `args` (lists, words and grids included), spelled as
    /// in the table; `None` where the rule does not reach, or where two
    /// formulas that fit the table disagree (see [`Found::disagreement`]).
    ///
    /// # Panics
    /// If `args` has not one value per parameter.
    pub fn value_of(&self, args: &[Arg]) -> Option<String> {
        assert_eq!(
            args.len() + 1,
            self.names.len(),
            "Found::value_of: one value per parameter"
        );
        Some(self.spell(self.code_at(args)?))
    }

    /// Whether the rule is **stable**: for a formula, every fit the search
    /// found up to the size above the smallest agrees with it at every
    /// probe beyond the table ([`Formula::is_stable`]); other kinds are
    /// one rule each, stable. [`Found::rust`] prints only a stable rule.
    /// O(1).
    pub fn is_stable(&self) -> bool {
        match &self.rule {
            Rule::Formula(f) => f.is_stable(),
            _ => true,
        }
    }

    /// Why the rule is not stable, in one line: two fits and a probe
    /// where they differ (or that the next size up was not checked
    /// whole); `None` for a stable rule. O(size · features).
    pub fn instability(&self) -> Option<String> {
        let Rule::Formula(f) = &self.rule else {
            return None;
        };
        let spell = |v: Option<i128>| v.map_or("?".to_string(), |c| self.spell(c));
        Some(match f.instability()? {
            (Some([(a, va), (b, vb)]), Some(at)) => {
                let point: Vec<String> = self
                    .names
                    .iter()
                    .zip(at)
                    .map(|(n, x)| format!("{n}={x}"))
                    .collect();
                format!(
                    "not stable: {a} gives {}, {b} gives {}, at {}",
                    spell(va),
                    spell(vb),
                    point.join(", ")
                )
            }
            _ => {
                "not stable: not every fitting formula of the next size up was checked".to_string()
            }
        })
    }

    /// For a formula: two formulas that fit every row but disagree at
    /// `args`, each in words with its value as spelled in the table (`?`
    /// where it has none). `None` when they all agree, or for other rules.
    pub fn disagreement(&self, args: &[Arg]) -> Option<[(String, String); 2]> {
        let Rule::Formula(f) = &self.rule else {
            return None;
        };
        let [(a, va), (b, vb)] = f.disagreement(args)?;
        let spell = |v: Option<i128>| v.map_or("?".to_string(), |c| self.spell(c));
        Some([(a, spell(va)), (b, spell(vb))])
    }

    fn spell(&self, code: i128) -> String {
        match &self.words {
            Some(words) => words[code as usize].clone(),
            None => code.to_string(),
        }
    }
}

/// The answer of [`guess`].
#[derive(Debug, Clone)]
pub enum Guess {
    /// The simplest rule that fits, with enough evidence.
    Found(Box<Found>),
    /// No rule of the kinds tried has enough evidence.
    NotFound {
        /// The kinds tried, simplest first.
        tried: Vec<Kind>,
        /// What almost worked.
        near: Option<NearMiss>,
        /// The formulas checked (0 when the formula kind was not tried).
        formulas: u64,
    },
}

/// Why [`guess`] could not read the values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GuessError {
    /// The modulus is not a prime.
    NotPrime(u64),
    /// With a modulus, a value that is not a residue (an integer in
    /// `0..p`); `line` as in [`CsvError`] for a table read from rows.
    NotResidue {
        /// Index of the row in the table.
        row: usize,
        /// The value as spelled.
        value: String,
    },
}

impl std::fmt::Display for GuessError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GuessError::NotPrime(p) => write!(f, "the modulus {p} is not a prime"),
            GuessError::NotResidue { row, value } => write!(
                f,
                "row {} (parameters and value `{value}`): not a residue modulo the prime",
                row + 1
            ),
        }
    }
}

impl std::error::Error for GuessError {}

/// The values of a table as codes, and what they are.
pub(crate) struct Values {
    pub(crate) codes: Vec<i128>,
    pub(crate) domain: Domain,
    words: Option<Vec<String>>,
}

fn classify(table: &Table, modulus: Option<u64>) -> Result<Values, GuessError> {
    let ints: Option<Vec<i128>> = table
        .values()
        .iter()
        .map(|v| table::parse_integer(v))
        .collect();
    if let Some(p) = modulus {
        if !recurrence::is_prime(p) {
            return Err(GuessError::NotPrime(p));
        }
        let codes: Vec<i128> = table
            .values()
            .iter()
            .enumerate()
            .map(|(row, v)| match table::parse_integer(v) {
                Some(x) if (0..i128::from(p)).contains(&x) => Ok(x),
                _ => Err(GuessError::NotResidue {
                    row,
                    value: v.clone(),
                }),
            })
            .collect::<Result<_, _>>()?;
        return Ok(Values {
            codes,
            domain: Domain::Mod(p),
            words: None,
        });
    }
    if let Some(codes) = ints {
        return Ok(Values {
            codes,
            domain: Domain::Int,
            words: None,
        });
    }
    let mut words: Vec<String> = Vec::new();
    let mut index: std::collections::HashMap<&str, i128> = std::collections::HashMap::new();
    let codes = table
        .values()
        .iter()
        .map(|v| {
            *index.entry(v.as_str()).or_insert_with(|| {
                words.push(v.clone());
                words.len() as i128 - 1
            })
        })
        .collect();
    Ok(Values {
        codes,
        domain: Domain::Cat,
        words: Some(words),
    })
}

/// A rule a kind proposes, checked by that kind on every row, and the
/// number of rows it was fitted on.
pub(crate) struct Candidate {
    pub(crate) rule: Rule,
    pub(crate) fit_rows: usize,
}

/// The certificate the options allow for a one-parameter rule, if any.
pub(crate) fn status(rule: &Rule, table: &Table, options: &Options) -> Status {
    let Rule::Sequence { coeffs, start, seq } = rule else {
        return Status::Observed;
    };
    if coeffs.len() != 1 || coeffs[0] != 1 {
        return Status::Observed;
    }
    // The sequence is the table's own from `start`, contiguous (the
    // combination checked it), `len` values.
    let len = table.len();
    let start = *start as usize;
    if let Sequence::Periodic {
        preperiod,
        period,
        saltus: 0,
        ..
    } = seq
    {
        let (n0, p) = (start + preperiod, *period);
        if let Some((window, from)) = options.window {
            // The window certificate of sg::heap_rules, on the table's
            // values (the rule's, which agree with every row).
            let values: Option<Vec<GrundyValue>> = (0..len as u64)
                .map(|n| seq.value(n).and_then(|v| u64::try_from(v).ok()))
                .collect();
            if let (0, true, Some(values)) = (start, window > 0 && from >= window, values) {
                let proved = prove_by_window(window, from, len, |n| values[n]);
                if proved
                    == Some(Periodicity {
                        preperiod: n0,
                        period: p,
                    })
                {
                    return Status::Proved(Certificate::Window { window, from });
                }
            }
        }
        if let Some(game) = &options.octal {
            let values = game.certificate_length(Periodicity {
                preperiod: n0,
                period: p,
            });
            if start == 0 && values <= len {
                return Status::Proved(Certificate::GuySmith { values });
            }
        }
    }
    if let Some(order) = options.recurrence_order {
        let rule_order = match seq {
            Sequence::Periodic {
                preperiod,
                period,
                saltus,
                ..
            } => preperiod + if *saltus == 0 { *period } else { 2 * period },
            Sequence::Polynomial { classes } => classes.len() * classes[0].len(),
            Sequence::Recurrence { coeffs, .. } => coeffs.len(),
            Sequence::ModRecurrence { coeffs, .. } => coeffs.len(),
            Sequence::Set { .. } | Sequence::Beatty { .. } => usize::MAX / 2,
        };
        if order + rule_order <= len {
            return Status::Proved(Certificate::Recurrence { order, rule_order });
        }
    }
    Status::Observed
}

#[cfg(test)]
mod tests;

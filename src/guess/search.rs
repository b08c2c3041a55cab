//! [`guess`]: every kind, simplest first, each searching the table's inner
//! part and checked on its outer part ([`validate`](super::validate)),
//! then the formula search with the queries and the probes.

use super::sequence::Domain;
use super::{
    classify, combination, describe, family, features, formula, probes, region, status, sum,
    validate, Arg, Evidence, Found, Guess, GuessError, Kind, NearMiss, Options, Rule, Table,
    Values,
};

/// Returns the simplest rule that fits `table` with enough evidence (see
/// the module docs), or the kinds tried.
///
/// # Errors
/// [`GuessError`] when the modulus is not prime or a value not a residue.
///
/// # Complexity
/// O(N log N) for N rows and one parameter; about 30 passes over the rows
/// for two or three (the combinations and the region's half-planes), on
/// the inner part and again on the whole table when a premise could prove
/// a rule; then the formula search, within its budget.
///
/// # Example
/// ```
/// use cp_games::guess::{guess, Guess, Options, Table};
/// // Bash game with at most 3 stones a move: the mover loses iff n % 4 == 0
/// // (60 rows would not be enough evidence: see the module docs)
/// let csv: String = std::iter::once("n,outcome".to_string())
///     .chain((0..200).map(|n| format!("{n},{}", if n % 4 == 0 { "L" } else { "W" })))
///     .collect::<Vec<_>>()
///     .join("\n");
/// let table = Table::from_csv(&csv).unwrap();
/// let Guess::Found(found) = guess(&table, &Options::default()).unwrap() else { panic!() };
/// assert_eq!(found.value(&[1_000_000_000_000_000_000]).as_deref(), Some("L"));
/// assert_eq!(found.value(&[999_999_999_999_999_999]).as_deref(), Some("W"));
/// ```
pub fn guess(table: &Table, options: &Options) -> Result<Guess, GuessError> {
    let values = classify(table, options.modulus)?;
    let run = Run::new(table, options, &values);
    let mut near: Option<NearMiss> = None;
    let mut tried = Vec::new();
    if let Some(found) = run.proved() {
        return Ok(Guess::Found(Box::new(found)));
    }
    for &kind in run.kinds() {
        if kind == Kind::Region && values.domain == Domain::Int && distinct(&values.codes) != 2 {
            continue;
        }
        tried.push(kind);
        if let Some(found) = run.kind(kind, &mut near) {
            return Ok(Guess::Found(Box::new(found)));
        }
    }
    let mut formulas = 0;
    if table.dimension() <= MAX_FORMULA_PARAMETERS {
        tried.push(Kind::Formula);
        match run.formula(&mut near) {
            Ok(found) => return Ok(Guess::Found(Box::new(found))),
            Err(checked) => formulas = checked,
        }
    }
    Ok(Guess::NotFound {
        tried,
        near,
        formulas,
    })
}

/// The most parameters a formula is searched over.
const MAX_FORMULA_PARAMETERS: usize = 6;

/// One call of [`guess`]: the table, its values, its inner part.
struct Run<'a> {
    table: &'a Table,
    options: &'a Options,
    values: &'a Values,
    inner: Vec<bool>,
    /// The inner part, with its codes.
    part: (Table, Values),
    /// The bits the table's rows carry, and the bits required.
    bits: f64,
    required_bits: f64,
}

impl<'a> Run<'a> {
    fn new(table: &'a Table, options: &'a Options, values: &'a Values) -> Self {
        let inner = validate::inner(table);
        let part = validate::part(table, values, &inner);
        let (bits, required_bits) = bits_per_table(&values.codes);
        Run {
            table,
            options,
            values,
            inner,
            part,
            bits,
            required_bits,
        }
    }

    /// The kinds of rule the table's shape allows, simplest first.
    fn kinds(&self) -> &'static [Kind] {
        match self.table.dimension() {
            _ if !self.table.is_numeric() => &[],
            1 => &[Kind::Sequence],
            2 => &[
                Kind::Sequence,
                Kind::Region,
                Kind::Combination,
                Kind::Family,
                Kind::Sum,
            ],
            3 => &[Kind::Sequence, Kind::Combination, Kind::Sum],
            _ => &[],
        }
    }

    fn candidates(kind: Kind, table: &Table, values: &Values) -> Vec<super::Candidate> {
        match kind {
            Kind::Sequence => combination::single(table, values),
            Kind::Combination => combination::multiple(table, values),
            Kind::Region => region::guess(table, values),
            Kind::Family => family::guess(table, values),
            Kind::Sum => sum::guess(table, values),
            Kind::Formula => unreachable!(),
        }
    }

    fn fits_all(&self, rule: &Rule) -> bool {
        let t = self.table;
        (0..t.len()).all(|i| rule.value(&t.params()[i]) == Some(self.values.codes[i]))
    }

    fn found(&self, rule: Rule, evidence: Evidence) -> Found {
        let values = self.values;
        Found {
            status: status(&rule, self.table, self.options),
            rule,
            evidence,
            names: self.table.names().to_vec(),
            kinds: self.table.kinds().to_vec(),
            all_non_negative: values.words.is_none() && values.codes.iter().all(|&c| c >= 0),
            words: values.words.clone(),
        }
    }

    fn outer_rows(&self) -> usize {
        self.inner.iter().filter(|&&b| !b).count()
    }

    /// With a premise in the options (a window, an octal code, a
    /// recurrence's order): the first rule of the whole table that the
    /// premise proves. A proof needs no validation.
    fn proved(&self) -> Option<Found> {
        let o = self.options;
        if o.window.is_none() && o.octal.is_none() && o.recurrence_order.is_none() {
            return None;
        }
        let n = self.table.len();
        for &kind in self.kinds() {
            for c in Self::candidates(kind, self.table, self.values) {
                if matches!(status(&c.rule, self.table, o), super::Status::Proved(_))
                    && self.fits_all(&c.rule)
                {
                    let evidence = Evidence {
                        fit_rows: c.fit_rows,
                        check_rows: n - c.fit_rows.min(n),
                        outer_rows: 0,
                        bits: self.bits,
                        required_bits: self.required_bits,
                        candidates: None,
                    };
                    return Some(self.found(c.rule, evidence));
                }
            }
        }
        None
    }

    /// The first rule of `kind` fitted on the inner part that predicts
    /// every outer row with the evidence; else the first near miss.
    fn kind(&self, kind: Kind, near: &mut Option<NearMiss>) -> Option<Found> {
        let (part, part_values) = &self.part;
        let (n_in, n) = (part.len(), self.table.len());
        let spell = |code: i128| spell(self.values, code);
        for c in Self::candidates(kind, part, part_values) {
            let check_rows = n_in - c.fit_rows.min(n_in);
            if check_rows < c.fit_rows {
                continue;
            }
            let wrong =
                |i: usize| c.rule.value(&self.table.params()[i]) != Some(self.values.codes[i]);
            if let Some(i) = (0..n).find(|&i| wrong(i)) {
                if near.is_none() {
                    *near = Some(self.refuted(
                        describe::rule(&c.rule, self.table.names(), &spell),
                        self.table.args(i),
                        c.rule.value(&self.table.params()[i]).map(spell),
                        (0..n).filter(|&i| wrong(i)).count(),
                    ));
                }
                continue;
            }
            // these kinds fit on some rows and check the others (a
            // sequence fits a prefix): the checked rows carry the evidence
            let checked_bits = self.bits * (n - c.fit_rows) as f64 / n as f64;
            if checked_bits < self.required_bits {
                if near.is_none() {
                    let per_row = self.bits / n as f64;
                    *near = Some(NearMiss::Unproven {
                        rule: describe::rule(&c.rule, self.table.names(), &spell),
                        rows: n,
                        bits: checked_bits,
                        required: self.required_bits,
                        more_rows: ((self.required_bits - checked_bits) / per_row.max(1e-9))
                            .ceil()
                            .min(1e9) as usize,
                    });
                }
                continue;
            }
            let evidence = Evidence {
                fit_rows: c.fit_rows,
                check_rows: n - c.fit_rows,
                outer_rows: self.outer_rows(),
                bits: checked_bits,
                required_bits: self.required_bits,
                candidates: None,
            };
            return Some(self.found(c.rule, evidence));
        }
        None
    }

    /// "Fits the table's inner part, but predicts another value at ...";
    /// or, when it mispredicts only a few rows (`misses`), "fits all rows
    /// but k".
    fn refuted(
        &self,
        rule: String,
        at: &[Arg],
        predicted: Option<String>,
        misses: usize,
    ) -> NearMiss {
        let row = (0..self.table.len()).find(|&i| self.table.args(i) == at);
        let value = row.map_or(String::new(), |i| self.table.row(i).1.to_string());
        if misses <= 3.max(self.table.len() / 50) {
            return NearMiss::Almost {
                rule,
                misses,
                first: format!("{} (the table says {value})", self.point(at)),
            };
        }
        NearMiss::Refuted {
            rule,
            at: self.point(at),
            predicted: predicted.unwrap_or_else(|| "no value".to_string()),
            table: value,
        }
    }

    /// Short of evidence: the outer part's `bits` against `required`.
    fn short(&self, rule: String, bits: f64, required: f64) -> NearMiss {
        let outer = self.outer_rows().max(1);
        let per_row = bits / outer as f64;
        NearMiss::Unproven {
            rule,
            rows: self.table.len(),
            bits,
            required,
            // the outer part is about a third of the rows
            more_rows: (3.0 * (required - bits).max(0.0) / per_row.max(1e-9))
                .ceil()
                .min(1e9) as usize,
        }
    }

    /// `x=5, y=17`.
    fn point(&self, args: &[Arg]) -> String {
        self.table
            .names()
            .iter()
            .zip(args)
            .map(|(name, x)| format!("{name}={x}"))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The formula search on the inner part, the outer rows held out, with
    /// the queries and the probes; `Err` with the formulas checked when
    /// none is accepted (the near miss noted).
    fn formula(&self, near: &mut Option<NearMiss>) -> Result<Found, u64> {
        let table = self.table;
        let probes = probes::probes(table);
        let queries = &self.options.queries;
        let seen: Vec<Vec<Arg>> = probes.iter().chain(queries).cloned().collect();
        let features = features::features(table, &seen);
        // one observation per tuple of the terminals' values
        let keys: Vec<Vec<Option<i128>>> = table
            .all_args()
            .iter()
            .map(|a| features.iter().map(|f| f.eval(a)).collect())
            .collect();
        let outer: Vec<bool> = self.inner.iter().map(|&b| !b).collect();
        let bits = validate::observed_bits(&keys, &self.values.codes, &outer);
        let (part, part_values) = &self.part;
        let held: Vec<usize> = (0..table.len()).filter(|&i| outer[i]).collect();
        let held_out: Vec<Vec<Arg>> = held.iter().map(|&i| table.args(i).to_vec()).collect();
        let held_codes: Vec<i128> = held.iter().map(|&i| self.values.codes[i]).collect();
        let cat = self.values.domain == Domain::Cat;
        let searched = formula::search(formula::Problem {
            features,
            names: table.names(),
            args: part.all_args(),
            values: if cat {
                formula::Values::Codes(&part_values.codes)
            } else {
                formula::Values::Int(&part_values.codes)
            },
            held_out: &held_out,
            held_codes: &held_codes,
            queries,
            probes: &probes,
            spellings: self.values.words.as_deref(),
            bits,
            table_rows: table.len(),
            work: self.options.formula_work,
        });
        self.formula_verdict(searched, bits, held.len(), near)
    }

    fn formula_verdict(
        &self,
        searched: formula::Searched,
        bits: f64,
        outer_rows: usize,
        near: &mut Option<NearMiss>,
    ) -> Result<Found, u64> {
        let spell = |code: i128| spell(self.values, code);
        let required = |log2: f64| self.required_bits + log2;
        match searched {
            formula::Searched::Found {
                formula,
                log2_candidates,
                candidates,
            } => {
                let evidence = Evidence {
                    fit_rows: self.table.len() - outer_rows,
                    check_rows: self.table.len(),
                    outer_rows,
                    bits,
                    required_bits: required(log2_candidates),
                    candidates: Some(candidates),
                };
                Ok(self.found(Rule::Formula(Box::new(formula)), evidence))
            }
            formula::Searched::Short {
                words,
                log2_candidates,
                checked,
            } => {
                if near.is_none() {
                    *near = Some(self.short(words, bits, required(log2_candidates)));
                }
                Err(checked)
            }
            formula::Searched::Refuted {
                words,
                at,
                predicted,
                misses,
                checked,
            } => {
                if near.is_none() {
                    *near = Some(self.refuted(words, &at, predicted.map(spell), misses));
                }
                Err(checked)
            }
            formula::Searched::Nothing {
                near: almost,
                checked,
            } => {
                if let (None, Some((rule, misses, row))) = (&near, almost) {
                    // `row` is a row of the inner part
                    let (part, _) = &self.part;
                    let (args, value) = (part.args(row), part.row(row).1);
                    *near = Some(NearMiss::Almost {
                        rule,
                        misses,
                        first: format!("{} (the table says {value})", self.point(args)),
                    });
                }
                Err(checked)
            }
        }
    }
}

/// A value code spelled as in the table.
fn spell(values: &Values, code: i128) -> String {
    match &values.words {
        Some(words) => words[code as usize].clone(),
        None => code.to_string(),
    }
}

fn distinct(codes: &[i128]) -> usize {
    let mut v = codes.to_vec();
    v.sort_unstable();
    v.dedup();
    v.len()
}

/// The bits all rows carry (see the module docs) and the bits required.
fn bits_per_table(codes: &[i128]) -> (f64, f64) {
    let n = codes.len() as f64;
    let mut sorted = codes.to_vec();
    sorted.sort_unstable();
    let count =
        |c: &i128| (sorted.partition_point(|x| x <= c) - sorted.partition_point(|x| x < c)) as f64;
    let total = if sorted[0] == sorted[sorted.len() - 1] {
        n
    } else {
        codes.iter().map(|c| (n / count(c)).log2()).sum()
    };
    (total, 24.0 + 2.0 * n.log2())
}

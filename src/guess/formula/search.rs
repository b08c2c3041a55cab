//! The search: the bank grown by size until a fit and the next size up are
//! complete, or a case split over the bank's truth values; then the fits
//! checked on the rows held out, and compared at the probes.
//!
//! The rows the search fits are the table's *inner* part; the rows held
//! out (its *outer* part), the queries and the probes are points of every
//! vector with no target. So the search sees every expression that agrees
//! with a fit on the inner rows but not beyond them (it is a fit of its
//! own), and a fit of the smallest size that mispredicts a held-out row
//! refutes the search: the table's inner part does not determine its
//! outer part.

use super::bank::{self, Bank, Budget, Fit, Target};
use super::expr::{Expr, Ty};
use super::{from_fits, tree, Formula, Output, Problem, Searched, Values, CONSTANTS, MAX_SIZE};
use crate::guess::Arg;
use std::collections::HashMap;

/// The most rows the enumeration evaluates, and the most held-out rows it
/// carries as points; a larger table is sampled, and every row checked
/// after.
const MAX_SEARCH_ROWS: usize = 4096;
/// The budget on a sample of a larger table (about 0.5 s of CPU).
const LARGE_TABLE_WORK: u64 = 250_000_000;

/// Evenly spread indices of `0..n`, at most `MAX_SEARCH_ROWS`.
fn spread(n: usize) -> Vec<usize> {
    if n <= MAX_SEARCH_ROWS {
        return (0..n).collect();
    }
    let step = n as f64 / MAX_SEARCH_ROWS as f64;
    (0..MAX_SEARCH_ROWS)
        .map(|k| (k as f64 * step) as usize)
        .collect()
}

/// Searches for a formula fitting the problem's rows, checked on its
/// held-out rows and compared at its queries and probes (see the module
/// docs); the evidence required is computed here.
///
/// # Complexity
/// Bounded by the budget: about `4·10^8` point evaluations (about 1 s)
/// and 256 MiB of stored vectors; then O(fits · (held-out rows +
/// probes) · size) to check the fits.
pub(crate) fn search(problem: Problem) -> Searched {
    let codes = problem.values.codes();
    let (pick, held_pick) = (spread(problem.args.len()), spread(problem.held_out.len()));
    let sampled = pick.len() < problem.args.len() || held_pick.len() < problem.held_out.len();
    let args: Vec<&[Arg]> = pick.iter().map(|&i| &problem.args[i][..]).collect();
    let held: Vec<&[Arg]> = held_pick
        .iter()
        .map(|&i| &problem.held_out[i][..])
        .collect();
    let sample_codes: Vec<i128> = pick.iter().map(|&i| codes[i]).collect();
    let held_codes: Vec<i128> = held_pick.iter().map(|&i| problem.held_codes[i]).collect();
    let searched = search_points(
        &problem,
        Sample {
            rows: &args,
            codes: &sample_codes,
            held: &held,
            held_codes: &held_codes,
            work: if sampled {
                problem.work.or(Some(LARGE_TABLE_WORK))
            } else {
                problem.work
            },
        },
    );
    if !sampled {
        return searched;
    }
    // every row and every held-out row of a sampled table
    let Searched::Found {
        mut formula,
        log2_candidates,
        candidates,
    } = searched
    else {
        return searched;
    };
    let all: Vec<(&[Arg], i128)> = problem
        .args
        .iter()
        .map(|a| &a[..])
        .zip(codes.iter().copied())
        .chain(
            problem
                .held_out
                .iter()
                .map(|a| &a[..])
                .zip(problem.held_codes.iter().copied()),
        )
        .collect();
    let fits_all =
        |f: &Formula, e: &Expr| all.iter().all(|&(a, c)| f.code(e, &f.terms(a)) == Some(c));
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
    formula.unstable = formula.instability_at(problem.probes);
    Searched::Found {
        formula,
        log2_candidates,
        candidates,
    }
}

/// The rows a search evaluates (all, or a sample of a large table).
struct Sample<'a> {
    rows: &'a [&'a [Arg]],
    codes: &'a [i128],
    held: &'a [&'a [Arg]],
    held_codes: &'a [i128],
    work: Option<u64>,
}

/// The target and the output of the values of `codes`.
fn target_of(values: &Values, codes: &[i128]) -> (Target, Output) {
    let mut distinct: Vec<i128> = codes.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() <= 2 {
        let (no, yes) = (distinct[0], distinct[distinct.len() - 1]);
        (
            Target::Bool(codes.iter().map(|&c| c == yes && yes != no).collect()),
            Output::Two { yes, no },
        )
    } else if matches!(values, Values::Int(_)) {
        (Target::Int(codes.to_vec()), Output::Int)
    } else {
        (Target::Categories, Output::Codes)
    }
}

/// The search on the rows of `sample`, its held-out rows, the problem's
/// queries and probes as points.
fn search_points(problem: &Problem, sample: Sample) -> Searched {
    let rows = sample.rows.len();
    let points: Vec<&[Arg]> = sample
        .rows
        .iter()
        .chain(sample.held)
        .copied()
        .chain(problem.queries.iter().map(|q| &q[..]))
        .chain(problem.probes.iter().map(|p| &p[..]))
        .collect();
    let terms: Vec<(Ty, Vec<Option<i128>>)> = problem
        .features
        .iter()
        .map(|f| (f.ty(), points.iter().map(|a| f.eval(a)).collect()))
        .collect();
    let (target, output) = target_of(&problem.values, sample.codes);
    let base = sample.work.unwrap_or_else(|| budget_work(rows));
    let table_rows = problem.table_rows;
    let required = |log2_candidates: f64| log2_candidates + 24.0 + 2.0 * (table_rows as f64).log2();
    let bits = problem.bits;
    // Past `2^(bits - 24 - 2·log2(rows))` candidates no fit could carry
    // the evidence required: the search stops there (but goes on to 2^18,
    // for small formulas short of evidence, to name as a near miss).
    let affordable = (bits - required(0.0)).clamp(18.0, 62.0);
    let budget = Budget {
        work: base,
        memory: 256 << 20,
        candidates: 2f64.powf(affordable) as u64,
    };
    let mut bank = Bank::new(&terms, rows, &CONSTANTS, target.clone(), budget);
    let mut extended = false;
    while bank.size() <= MAX_SIZE {
        if let Some(&(s, _)) = bank.fits.first() {
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
    let judged = Judge {
        problem,
        held: sample.held,
        // the terminals at the held-out points, read from the bank's input
        held_terms: (rows..rows + sample.held.len())
            .map(|k| terms.iter().map(|t| t.1[k]).collect())
            .collect(),
        held_codes: sample.held_codes,
        bits,
        required: &required,
        checked: bank.candidates,
    };
    if let Some(&(s, _)) = bank.fits.first() {
        let candidates = bank
            .candidates_through
            .get(s)
            .copied()
            .unwrap_or(bank.candidates);
        let fits: Vec<(usize, Fit)> = bank.fits.clone();
        return judged.fits(fits, output, complete, candidates);
    }
    let grown = case_split(&bank, &target, sample.codes, &terms);
    if let Some(grown) = grown {
        let candidates = bank.candidates;
        let log2_candidates = (candidates.max(1) as f64).log2().max(grown.log2_trees) + 1.0;
        let formula = Formula {
            expr: grown.expr,
            output,
            alternatives: grown.alternatives,
            features: problem.features.clone(),
            names: problem.names.to_vec(),
            spellings: problem.spellings.map(<[String]>::to_vec),
            tree: true,
            complete: true,
            unstable: None,
        };
        return judged.tree(formula, log2_candidates, candidates);
    }
    let near = bank.near.take().map(|(_, n)| {
        let f = from_fits(
            vec![Fit {
                expr: n.expr,
                negated: n.negated,
            }],
            output,
            problem,
            true,
        );
        (f.words(), n.misses, n.first_miss)
    });
    Searched::Nothing {
        near,
        checked: bank.candidates,
    }
}

/// A case split over the bank's truth values, if one fits every row.
fn case_split(
    bank: &Bank,
    target: &Target,
    codes: &[i128],
    terms: &[(Ty, Vec<Option<i128>>)],
) -> Option<tree::Grown> {
    let labels: Vec<u32>;
    let spell_bool = |l: u32| Expr::Bool(l == 1);
    let spell_code = |l: u32| Expr::Leaf(i64::from(l));
    let target_ints: Vec<i64>;
    let leaves = match target {
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
    let row_bits = observation_bits(bank, codes, terms);
    tree::grow(bank, &leaves, &row_bits)
}

/// The evidence each row carries, in the bank's order: `log2(G / c)` for
/// the first row of each group of rows alike in every terminal (`G`
/// groups, `c` of them with its value), nothing for the others (one
/// observation a group); one bit a group when every value is alike.
fn observation_bits(bank: &Bank, codes: &[i128], terms: &[(Ty, Vec<Option<i128>>)]) -> Vec<f64> {
    let key = |r: usize| -> Vec<Option<i128>> { terms.iter().map(|t| t.1[r]).collect() };
    let mut first: HashMap<Vec<Option<i128>>, usize> = HashMap::new();
    for r in 0..codes.len() {
        first.entry(key(r)).or_insert(r);
    }
    let groups = first.len() as f64;
    let mut per_value: HashMap<i128, f64> = HashMap::new();
    for &r in first.values() {
        *per_value.entry(codes[r]).or_default() += 1.0;
    }
    let alike = per_value.len() <= 1;
    bank.order
        .iter()
        .map(|&r| match first.get(&key(r)) {
            Some(&f) if f == r && alike => 1.0,
            Some(&f) if f == r => (groups / per_value[&codes[r]]).log2(),
            _ => 0.0,
        })
        .collect()
}

/// What the fits of a search are judged by: the held-out rows (their
/// terminals computed once), the evidence, the probes.
struct Judge<'a> {
    problem: &'a Problem<'a>,
    held: &'a [&'a [Arg]],
    held_terms: Vec<Vec<Option<i128>>>,
    held_codes: &'a [i128],
    bits: f64,
    required: &'a dyn Fn(f64) -> f64,
    checked: u64,
}

impl Judge<'_> {
    /// The first held-out row where `e` does not give the table's value:
    /// its index and what `e` gives there.
    fn mispredicts(&self, f: &Formula, e: &Expr) -> Option<(usize, Option<i128>)> {
        self.held_terms
            .iter()
            .zip(self.held_codes)
            .enumerate()
            .find_map(|(k, (t, &c))| {
                let v = f.code(e, t);
                (v != Some(c)).then_some((k, v))
            })
    }

    /// Found, or short of the evidence required.
    fn verdict(&self, mut formula: Formula, log2_candidates: f64, candidates: u64) -> Searched {
        if formula.unstable.is_none() {
            formula.unstable = formula.instability_at(self.problem.probes);
        }
        if self.bits < (self.required)(log2_candidates) {
            Searched::Short {
                words: formula.words(),
                log2_candidates,
                checked: self.checked,
            }
        } else {
            Searched::Found {
                formula,
                log2_candidates,
                candidates,
            }
        }
    }

    /// The formula of the enumerated fits (by size): refuted when one of
    /// the smallest mispredicts a held-out row; the larger ones that do
    /// are not fits of the table.
    fn fits(
        &self,
        fits: Vec<(usize, Fit)>,
        output: Output,
        complete: bool,
        candidates: u64,
    ) -> Searched {
        let sizes: Vec<usize> = fits.iter().map(|f| f.0).collect();
        let fits: Vec<Fit> = fits.into_iter().map(|f| f.1).collect();
        let mut formula = from_fits(fits, output, self.problem, complete);
        if let Some((k, v)) = self.mispredicts(&formula, &formula.expr) {
            return self.refuted(&formula, &formula.expr, k, v);
        }
        let alternatives = std::mem::take(&mut formula.alternatives);
        let mut kept = Vec::new();
        for (e, &s) in alternatives.into_iter().zip(&sizes[1..]) {
            match self.mispredicts(&formula, &e) {
                Some((k, v)) if s == sizes[0] => return self.refuted(&formula, &e, k, v),
                Some(_) => {}
                None => kept.push(e),
            }
        }
        formula.alternatives = kept;
        self.verdict(formula, (candidates.max(1) as f64).log2(), candidates)
    }

    /// A tree: refuted when it mispredicts a held-out row; its variants
    /// that do are not fits of the table.
    fn tree(&self, mut formula: Formula, log2_candidates: f64, candidates: u64) -> Searched {
        if let Some((k, v)) = self.mispredicts(&formula, &formula.expr) {
            return self.refuted(&formula, &formula.expr, k, v);
        }
        let alternatives = std::mem::take(&mut formula.alternatives);
        formula.alternatives = alternatives
            .into_iter()
            .filter(|e| self.mispredicts(&formula, e).is_none())
            .collect();
        self.verdict(formula, log2_candidates, candidates)
    }

    fn refuted(&self, formula: &Formula, e: &Expr, k: usize, predicted: Option<i128>) -> Searched {
        let misses = self
            .held_terms
            .iter()
            .zip(self.held_codes)
            .filter(|&(t, &c)| formula.code(e, t) != Some(c))
            .count();
        Searched::Refuted {
            words: formula.words_of(e),
            at: self.held[k].to_vec(),
            predicted,
            misses,
            checked: self.checked,
        }
    }
}

/// The point evaluations a search may make on a table of `rows` rows.
fn budget_work(rows: usize) -> u64 {
    // about 1.2 s of CPU up to 1,000 rows; more rows fill the bank sooner
    // and cost more each while it fills
    400_000_000 + rows as u64 * 50_000
}

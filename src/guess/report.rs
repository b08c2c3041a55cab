//! What `guess` prints: a rule with its status and evidence, or "no rule
//! found" with the kinds tried and what almost worked.

use super::{describe, Found, Guess, Status};

/// What almost worked, when no rule was found.
#[derive(Debug, Clone, PartialEq)]
pub enum NearMiss {
    /// A rule fits every row, but the table carries too little evidence.
    Unproven {
        /// The rule in words.
        rule: String,
        /// The rows.
        rows: usize,
        /// Bits the table carries.
        bits: f64,
        /// Bits required.
        required: f64,
        /// About how many more rows, of the same kind, would settle it.
        more_rows: usize,
    },
    /// A rule fits the table's inner part (see `guess`'s module docs) but
    /// predicts another value at a row of its outer part: the inner part
    /// does not settle the rule.
    Refuted {
        /// The rule in words.
        rule: String,
        /// The outer row, as `x=5, y=17`.
        at: String,
        /// The value the rule gives there (`no value` if none).
        predicted: String,
        /// The table's value there.
        table: String,
    },
    /// A small formula fits all rows but a few.
    Almost {
        /// The formula in words.
        rule: String,
        /// Rows it gets wrong.
        misses: usize,
        /// The first of them, as the table has it: parameters and value.
        first: String,
    },
}

impl std::fmt::Display for NearMiss {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NearMiss::Unproven {
                rule,
                rows,
                bits,
                required,
                more_rows,
            } => write!(
                f,
                "nearest: {rule}\n  fits all {rows} rows; {bits:.1} of {required:.1} bits; about {more_rows} more rows would settle it"
            ),
            NearMiss::Refuted {
                rule,
                at,
                predicted,
                table,
            } => write!(
                f,
                "nearest: {rule}\n  fits the table's inner part, but the inner part predicts another value at {at}: {predicted}, where the table says {table}"
            ),
            NearMiss::Almost {
                rule,
                misses,
                first,
            } => write!(
                f,
                "nearest: {rule}\n  fits all rows but {misses}; the first it fails: {first}"
            ),
        }
    }
}

impl std::fmt::Display for Found {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let spell = |c: i128| self.spell(c);
        writeln!(
            f,
            "rule: {}",
            describe::rule(&self.rule, &self.names, &spell)
        )?;
        let e = self.evidence;
        match self.status {
            Status::Proved(c) => writeln!(f, "status: proved ({})", describe::certificate(c))?,
            Status::Observed => writeln!(f, "status: observed, not proved")?,
        }
        match e.candidates {
            None if e.outer_rows == 0 => write!(
                f,
                "evidence: fitted on {} rows, checked on {} rows ({:.1} bits of evidence, {:.1} required)",
                e.fit_rows, e.check_rows, e.bits, e.required_bits
            ),
            None => write!(
                f,
                "evidence: fitted on {} rows of the inner part, predicts all {} outer rows ({:.1} bits of evidence in the outer rows, {:.1} required)",
                e.fit_rows, e.outer_rows, e.bits, e.required_bits
            ),
            Some(c) => write!(
                f,
                "evidence: searched on the {} inner rows, predicts all {} outer rows ({:.1} bits of evidence in the outer rows; {:.1} required = log2({c} candidates) {:.1} + 24 + 2·log2({} rows) {:.1})",
                e.fit_rows,
                e.outer_rows,
                e.bits,
                e.required_bits,
                (c.max(1) as f64).log2(),
                e.check_rows,
                2.0 * (e.check_rows as f64).log2()
            ),
        }?;
        if let super::Rule::Formula(formula) = &self.rule {
            match self.instability() {
                Some(why) => write!(f, "\n{why}")?,
                None => write!(
                    f,
                    "\nstable: every fit up to size {} agrees at every probe beyond the table",
                    formula.size() + 1
                )?,
            }
        }
        Ok(())
    }
}

impl std::fmt::Display for Guess {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Guess::Found(found) => write!(f, "{found}"),
            Guess::NotFound {
                tried,
                near,
                formulas,
            } => {
                writeln!(f, "no rule found; tried:")?;
                for (i, k) in tried.iter().enumerate() {
                    if i > 0 {
                        writeln!(f)?;
                    }
                    write!(f, "  {}", k.name())?;
                    if *k == super::Kind::Formula {
                        write!(f, ": {formulas} checked")?;
                    }
                }
                if let Some(near) = near {
                    write!(f, "\n{near}")?;
                }
                Ok(())
            }
        }
    }
}

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
            Status::Proved(c) => write!(f, "status: proved ({})", describe::certificate(c))?,
            Status::Observed if !self.game.is_empty() => {
                write!(f, "status: observed on the table")?
            }
            Status::Observed => write!(f, "status: observed, not proved")?,
        }
        for check in &self.game {
            write!(f, "; {check}")?;
        }
        writeln!(f)?;
        match e.candidates {
            None => write!(
                f,
                "evidence: fitted on {} rows, checked on {} rows ({:.1} bits of evidence, {:.1} required)",
                e.fit_rows, e.check_rows, e.bits, e.required_bits
            ),
            Some(c) => write!(
                f,
                "evidence: fits all {} rows ({:.1} bits of evidence; {:.1} required = log2({c} candidates) {:.1} + 24 + 2·log2({} rows) {:.1})",
                e.check_rows,
                e.bits,
                e.required_bits,
                (c.max(1) as f64).log2(),
                e.check_rows,
                2.0 * (e.check_rows as f64).log2()
            ),
        }
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

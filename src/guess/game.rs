//! A guessed rule checked by the game: a [`Found`] as the `rule` closure
//! of [`Outcomes::check`](crate::explore::Outcomes::check),
//! [`Grundy::check`](crate::explore::Grundy::check) or
//! [`Minimax::check`](crate::explore::Minimax::check), and what the check
//! said recorded in the report.

use std::fmt::{self, Debug};
use std::str::FromStr;

use super::{Arg, Found, Rule};
use crate::explore::Check;

/// A position as the parameters of a table's row, the way
/// [`explore::Table`](crate::explore::Table) made them: an integer for
/// [`Table::one`](crate::explore::Table::one), a pair or triple for
/// `two` / `three`, a list (`Vec<u64>`) for
/// [`Table::lists`](crate::explore::Table::lists), a word (`Vec<u8>`)
/// for [`Table::words`](crate::explore::Table::words).
pub trait Args {
    /// The parameters. O(size of the position).
    fn args(&self) -> Vec<Arg>;
}

impl Args for u64 {
    fn args(&self) -> Vec<Arg> {
        vec![Arg::Int(*self)]
    }
}

impl Args for (u64, u64) {
    fn args(&self) -> Vec<Arg> {
        vec![Arg::Int(self.0), Arg::Int(self.1)]
    }
}

impl Args for (u64, u64, u64) {
    fn args(&self) -> Vec<Arg> {
        vec![Arg::Int(self.0), Arg::Int(self.1), Arg::Int(self.2)]
    }
}

impl Args for Vec<u64> {
    fn args(&self) -> Vec<Arg> {
        vec![Arg::List(self.clone())]
    }
}

impl Args for Vec<u8> {
    fn args(&self) -> Vec<Arg> {
        vec![Arg::Word(self.clone())]
    }
}

/// What the game said of a rule: [`Found::record_check`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameCheck {
    /// Positions that passed the induction step.
    pub positions: usize,
    /// Whether the check proved the rule on them ([`Check::proved`]).
    pub proved: bool,
    /// What the positions were, in words (`lists of up to 4 heaps up to
    /// 20`, `the query`).
    pub on: String,
    /// Why not proved, or the failure, in one line (`None` when proved).
    pub why: Option<String>,
    /// Whether the check failed (the rule is wrong there).
    pub refuted: bool,
}

impl fmt::Display for GameCheck {
    /// `proved by the game on ...`, `checked by the game at N positions
    /// up to ...` or `refuted by the game: ...`. O(length).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.why, self.proved, self.refuted) {
            (Some(why), _, true) => write!(f, "refuted by the game: {why}"),
            (_, true, _) => write!(
                f,
                "proved by the game on {} ({} positions, closed under moves)",
                self.on, self.positions
            ),
            (why, ..) => {
                write!(
                    f,
                    "checked by the game at {} positions up to {}",
                    self.positions, self.on
                )?;
                match why {
                    Some(why) => write!(f, " ({why})"),
                    None => Ok(()),
                }
            }
        }
    }
}

impl Found {
    /// The value code at `args` (see [`Found::value_of`]).
    pub(super) fn code_at(&self, args: &[Arg]) -> Option<i128> {
        match &self.rule {
            Rule::Formula(f) => f.value(args),
            rule => {
                let params: Option<Vec<u64>> = args
                    .iter()
                    .map(|a| match a {
                        Arg::Int(x) => Some(*x),
                        _ => None,
                    })
                    .collect();
                rule.value(&params?)
            }
        }
    }

    /// The rule as a win / lose rule for
    /// [`Outcomes::check`](crate::explore::Outcomes::check): `Some(true)`
    /// where it says `W`, `Some(false)` where `L`, `None` elsewhere (a
    /// value the rule does not give, or other spellings).
    ///
    /// # Complexity
    /// [`Args::args`] and the rule's value, a call.
    pub fn wins_rule<P: Args + ?Sized>(&self) -> impl Fn(&P) -> Option<bool> + '_ {
        let code = |word: &str| {
            let words = self.words.as_ref()?;
            Some(words.iter().position(|w| w == word)? as i128)
        };
        let (win, lose) = (code("W"), code("L"));
        move |p: &P| {
            let c = Some(self.code_at(&p.args())?);
            match c {
                _ if c == win => Some(true),
                _ if c == lose => Some(false),
                _ => None,
            }
        }
    }

    /// The rule as a Grundy rule for
    /// [`Grundy::check`](crate::explore::Grundy::check): its value where
    /// it is a non-negative integer, else `None`.
    ///
    /// # Complexity
    /// [`Args::args`] and the rule's value, a call.
    pub fn grundy_rule<P: Args + ?Sized>(&self) -> impl Fn(&P) -> Option<u64> + '_ {
        self.value_rule()
    }

    /// The rule's value read as a `V` (`i64` scores for
    /// [`Minimax::check`](crate::explore::Minimax::check), whose rule
    /// closure is then `|p, _side| rule(p)` for a table of one side to
    /// move); `None` where the rule gives none or it does not read.
    ///
    /// # Complexity
    /// [`Args::args`], the rule's value and its text, a call.
    pub fn value_rule<P: Args + ?Sized, V: FromStr>(&self) -> impl Fn(&P) -> Option<V> + '_ {
        move |p: &P| {
            let code = self.code_at(&p.args())?;
            match &self.words {
                None => V::from_str(&code.to_string()).ok(),
                Some(words) => V::from_str(&words[code as usize]).ok(),
            }
        }
    }

    /// Records what `check` said of this rule on the positions described
    /// by `on` (`"lists of up to 4 heaps up to 20"`, `"the query"`): the
    /// report ([`Display`](fmt::Display)) then prints it on the status
    /// line, `proved by the game on ...`, `checked by the game at N
    /// positions up to ...` or `refuted by the game: ...`. The table's
    /// own status ([`Found::status`]) does not change. O(the failure's
    /// text).
    pub fn record_check<S: Debug>(&mut self, check: &Check<S>, on: &str) {
        let proved = check.proved();
        self.game.push(GameCheck {
            positions: check.checked(),
            proved,
            on: on.to_string(),
            why: match check.failure() {
                Some(f) => Some(f.to_string()),
                None if proved => None,
                None if !check.unsure().is_empty() => {
                    Some(format!("{} unsure, not proved", check.unsure().len()))
                }
                None => Some("not proved: not closed under moves".to_string()),
            },
            refuted: !check.holds(),
        });
    }

    /// What the game said of the rule, in the order recorded. O(1).
    pub fn game_checks(&self) -> &[GameCheck] {
        &self.game
    }
}

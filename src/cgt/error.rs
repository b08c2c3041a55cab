//! The error of the partizan-game readers and solvers.

use std::fmt;

/// Why a game's text (a Domineering board, a Toads-and-Frogs row, a
/// Hackenbush string or graph, a game in CGSuite's notation, a dyadic
/// number) was refused. [`Display`](fmt::Display) gives the one-line
/// reason, naming the offending part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CgtError {
    /// The text breaks the notation or uses a character the game does
    /// not have.
    Syntax(String),
    /// The position is larger than the solver takes (e.g. more than 64
    /// cells or edges), or a number too large to build.
    TooLarge(String),
}

impl fmt::Display for CgtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CgtError::Syntax(why) | CgtError::TooLarge(why) => f.write_str(why),
        }
    }
}

impl CgtError {
    /// The same error, its message rewritten by `f` (to add context).
    pub(crate) fn map_message(self, f: impl FnOnce(String) -> String) -> CgtError {
        match self {
            CgtError::Syntax(why) => CgtError::Syntax(f(why)),
            CgtError::TooLarge(why) => CgtError::TooLarge(f(why)),
        }
    }
}

impl std::error::Error for CgtError {}

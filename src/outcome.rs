//! The crate's one vocabulary for who wins: the two players of a partizan
//! game ([`Side`]), the result for the player to move ([`Outcome`], shared
//! by impartial, loopy and partizan searches), the outcome class of a
//! partizan game ([`Class`]), and the type of Grundy values
//! ([`GrundyValue`]).
//!
//! Every public item of the crate speaks these words; the conventions are
//! listed once in the crate's front page ([`crate`]).

/// The type of every Grundy value (nim value) the crate returns.
///
/// One type everywhere, so values from any two modules XOR with no
/// conversion, and `u64::from(g)` is always at hand. A value that could
/// pass `u64::MAX` (Lasker's Nim at a heap of `2^64 - 1`) is never
/// returned as one: such a module decides the whole sum instead.
///
/// # Example
/// ```
/// use cp_games::GrundyValue;
/// let split: GrundyValue = cp_games::sg::split::grundy(3);
/// let pile: GrundyValue = 5;
/// assert_eq!(u64::from(split ^ pile), split ^ 5);
/// ```
pub type GrundyValue = u64;

/// A player of a partizan game; in an impartial game, the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Left (Blue, Vertical, the first player of a judge's story unless it
    /// says otherwise): the player a positive game favours.
    Left,
    /// Right (Red, Horizontal).
    Right,
}

impl Side {
    /// The other player. O(1).
    ///
    /// ```
    /// use cp_games::Side;
    /// assert_eq!(Side::Left.other(), Side::Right);
    /// ```
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }
}

/// The result of a position for the player to move, with both players
/// playing well.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The opponent can force a win.
    Lose,
    /// Neither can: the play goes on forever (only in games that may).
    Draw,
}

impl Outcome {
    /// `Win` if `wins`, else `Lose`. O(1).
    pub fn from_wins(wins: bool) -> Outcome {
        if wins {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }

    /// The outcome for the player who just moved into a position of this
    /// outcome: `Win` and `Lose` swap, `Draw` stays. O(1).
    ///
    /// ```
    /// use cp_games::Outcome;
    /// assert_eq!(Outcome::Lose.for_previous(), Outcome::Win);
    /// ```
    pub fn for_previous(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Lose,
            Outcome::Lose => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
        }
    }
}

/// The outcome class of a finite partizan game `G`: who wins when each
/// player moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    /// Left wins whoever starts (`G > 0`).
    Left,
    /// Right wins whoever starts (`G < 0`).
    Right,
    /// The second player wins (`G = 0`).
    Previous,
    /// The first player wins (`G || 0`, fuzzy).
    Next,
}

impl Class {
    /// The class from the outcome of each player moving first (each a
    /// [`Outcome`] for the player to move, `Win` or `Lose`).
    ///
    /// # Panics
    /// If either is `Draw`: a finite game has no draws.
    ///
    /// ```
    /// use cp_games::{Class, Outcome::*};
    /// assert_eq!(Class::from_outcomes(Win, Lose), Class::Left);
    /// assert_eq!(Class::from_outcomes(Lose, Lose), Class::Previous);
    /// ```
    pub fn from_outcomes(left_first: Outcome, right_first: Outcome) -> Class {
        use Outcome::{Lose, Win};
        match (left_first, right_first) {
            (Win, Lose) => Class::Left,
            (Lose, Win) => Class::Right,
            (Lose, Lose) => Class::Previous,
            (Win, Win) => Class::Next,
            _ => panic!("Class::from_outcomes: a finite game has no draws"),
        }
    }

    /// Who wins when `first` moves first. O(1).
    ///
    /// ```
    /// use cp_games::{Class, Side};
    /// assert_eq!(Class::Next.winner(Side::Right), Side::Right);
    /// assert_eq!(Class::Left.winner(Side::Right), Side::Left);
    /// ```
    pub fn winner(self, first: Side) -> Side {
        match self {
            Class::Left => Side::Left,
            Class::Right => Side::Right,
            Class::Previous => first.other(),
            Class::Next => first,
        }
    }

    /// The outcome for `first`, moving first. O(1).
    pub fn outcome(self, first: Side) -> Outcome {
        Outcome::from_wins(self.winner(first) == first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_round_trip_through_outcomes() {
        for class in [Class::Left, Class::Right, Class::Previous, Class::Next] {
            let back = Class::from_outcomes(class.outcome(Side::Left), class.outcome(Side::Right));
            assert_eq!(back, class);
        }
    }
}

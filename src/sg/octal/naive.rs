//! The plain recurrence: every option of every heap, O(L^2) for `L` values.
//! Slow, obviously right, and the reference the other solvers are tested
//! against.

use super::game::OctalGame;
use super::values::GrundyValues;
use super::{mex_of_options, Solver};
use crate::GrundyValue;

/// Computes `G(n)` as the mex of every option of a heap of `n`.
///
/// # Complexity
/// O(n · s) for `G(n)`, `s` the number of splitting removals: O(L^2 · s)
/// for `L` values.
///
/// # Example
/// ```
/// use cp_games::sg::octal::naive::Naive;
/// use cp_games::sg::octal::Solver;
/// let mut kayles = Naive::new(".77".parse().unwrap());
/// let first: Vec<u64> = (0..8).map(|_| kayles.push_next()).collect();
/// assert_eq!(first, [0, 1, 2, 3, 1, 4, 3, 2]);
/// ```
#[derive(Debug, Clone)]
pub struct Naive {
    game: OctalGame,
    values: GrundyValues,
    /// `seen[v] == n + 1` marks `v` as an option's value for heap `n`.
    seen: Vec<usize>,
}

impl Naive {
    /// Starts the sequence of `game`.
    pub fn new(game: OctalGame) -> Self {
        Naive {
            game,
            values: GrundyValues::new(),
            seen: vec![0; 2],
        }
    }
}

impl Solver for Naive {
    fn game(&self) -> &OctalGame {
        &self.game
    }

    fn values(&self) -> &GrundyValues {
        &self.values
    }

    fn push_next(&mut self) -> GrundyValue {
        let g = match &self.values {
            GrundyValues::U8(v) => mex_of_options(&self.game, v, &mut self.seen),
            GrundyValues::U16(v) => mex_of_options(&self.game, v, &mut self.seen),
            GrundyValues::U32(v) => mex_of_options(&self.game, v, &mut self.seen),
        };
        self.values.push(GrundyValue::from(g));
        // An option's value is an XOR of two values, so below the next power
        // of two above every value; the mex is at most that power.
        let room = (g as usize + 1).next_power_of_two() * 2;
        if self.seen.len() < room {
            self.seen.resize(room, 0);
        }
        GrundyValue::from(g)
    }

    fn into_values(self) -> GrundyValues {
        self.values
    }
}

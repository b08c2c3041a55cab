//! An octal game with a proved period: `G(n)` for every heap, and play;
//! and the [`Pattern`] of any octal game, proved by the Guy–Smith
//! certificate or observed ([`pattern`], [`pattern_of`]).

use super::game::OctalGame;
use super::sparse::Sparse;
use super::values::GrundyValues;
use super::{prove_period, Solver};
use crate::sg::period::{Certificate, Pattern, Periodicity, Status};
use crate::GrundyValue;

/// An octal game whose period is proved: its values up to the end of the
/// first period, which give `G(n)` for every `n`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolvedGame {
    game: OctalGame,
    /// `G(0..preperiod + period)`.
    values: GrundyValues,
    periodicity: Periodicity,
}

/// A move to a position of value 0: in heap number `heap` (an index into
/// the position), take `removed` tokens and leave heaps `left.0`, `left.1`
/// (0 = no heap).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WinningMove {
    /// Index of the heap moved in.
    pub heap: usize,
    /// Tokens removed.
    pub removed: u64,
    /// The heaps left in its place (0 = none; `left.0 <= left.1` when both
    /// are non-empty).
    pub left: (u64, u64),
}

impl SolvedGame {
    /// Keeps the values of `game` up to the end of its first period.
    ///
    /// # Panics
    /// If `values` has fewer than `preperiod + period` values. (That the
    /// period holds is the caller's proof, e.g. [`prove_period`].)
    pub fn new(game: OctalGame, mut values: GrundyValues, periodicity: Periodicity) -> Self {
        let kept = periodicity.preperiod + periodicity.period;
        assert!(
            values.len() >= kept,
            "SolvedGame: {} values do not reach the end of the first period ({})",
            values.len(),
            kept
        );
        values.truncate(kept);
        values.shrink_to_fit();
        SolvedGame {
            game,
            values,
            periodicity,
        }
    }

    /// Returns the game.
    pub fn game(&self) -> &OctalGame {
        &self.game
    }

    /// Returns the period and preperiod (last exception + 1).
    pub fn periodicity(&self) -> Periodicity {
        self.periodicity
    }

    /// Returns `G(0 .. preperiod + period)`.
    pub fn values(&self) -> &GrundyValues {
        &self.values
    }

    /// Returns `G(heap)`.
    ///
    /// # Complexity
    /// O(1).
    pub fn grundy(&self, heap: u64) -> GrundyValue {
        let Periodicity { preperiod, period } = self.periodicity;
        let (pre, per) = (preperiod as u64, period as u64);
        let index = if heap < pre {
            heap
        } else {
            pre + (heap - pre) % per
        };
        self.values.get(index as usize)
    }

    /// Returns whether the player to move wins on these heaps: the XOR of
    /// their values is non-zero.
    ///
    /// # Complexity
    /// O(`heaps.len()`).
    pub fn first_player_wins(&self, heaps: &[u64]) -> bool {
        self.value_of(heaps) != 0
    }

    /// Returns every move to a position of value 0, by heap, then tokens
    /// removed, then heaps left.
    ///
    /// # Complexity
    /// O(Σ h · s) for heaps `h` and `s` splitting removals: every split is
    /// tried, so this is for heaps of up to some millions, not 10^18.
    pub fn winning_moves(&self, heaps: &[u64]) -> Vec<WinningMove> {
        let total = self.value_of(heaps);
        let mut moves = Vec::new();
        if total == 0 {
            return moves;
        }
        for (i, &h) in heaps.iter().enumerate() {
            let target = total ^ self.grundy(h);
            self.game.for_each_move(h, |m| {
                if self.grundy(m.left.0) ^ self.grundy(m.left.1) == target {
                    moves.push(WinningMove {
                        heap: i,
                        removed: m.removed,
                        left: m.left,
                    });
                }
            });
        }
        moves.sort_unstable();
        moves
    }

    /// Returns the period as a [`Pattern`] proved by the Guy–Smith
    /// certificate ([`Certificate::GuySmith`] with the certificate's length,
    /// [`OctalGame::certificate_length`]).
    ///
    /// # Complexity
    /// O(preperiod + period) time and 8 bytes per value kept.
    pub fn pattern(&self) -> Pattern {
        let certificate = Certificate::GuySmith {
            values: self.game.certificate_length(self.periodicity) as u64,
        };
        let status = Status::Proved(certificate);
        match &self.values {
            GrundyValues::U8(v) => Pattern::new(v, self.periodicity, 0, status),
            GrundyValues::U16(v) => Pattern::new(v, self.periodicity, 0, status),
            GrundyValues::U32(v) => Pattern::new(v, self.periodicity, 0, status),
        }
    }

    fn value_of(&self, heaps: &[u64]) -> GrundyValue {
        heaps.iter().fold(0, |x, &h| x ^ self.grundy(h))
    }
}

/// Proves the period of `game` with the [`Sparse`] solver within `limit`
/// values, or returns `None` (unresolved).
///
/// # Complexity
/// See [`prove_period`] and [`Sparse`].
pub fn solve(game: &OctalGame, limit: usize) -> Option<SolvedGame> {
    let mut solver = Sparse::new(game.clone());
    let periodicity = prove_period(&mut solver, limit, |_| {})?;
    Some(SolvedGame::new(
        game.clone(),
        solver.into_values(),
        periodicity,
    ))
}

/// Returns the pattern that `values = G(0..L)` of `game` show: the period
/// the Guy–Smith certificate proves from them
/// ([`OctalGame::check_period`]), else the pattern observed on them
/// ([`Pattern::observe`]: a period or an arithmetic period seen three
/// times, [`Status::Observed`]), else `None`.
///
/// # Panics
/// If `values` are not the game's (only as far as a proved period must
/// hold on them).
///
/// # Complexity
/// O(L).
///
/// # Example
/// ```
/// use cp_games::sg::octal::{solved, GrundyValues, OctalGame};
/// use cp_games::sg::octal::naive::Naive;
/// use cp_games::sg::octal::Solver;
/// use cp_games::sg::period::Status;
/// let kayles: OctalGame = ".77".parse().unwrap();
/// let mut solver = Naive::new(kayles.clone());
/// (0..168).for_each(|_| { solver.push_next(); });
/// let pattern = solved::pattern_of(&kayles, solver.values()).unwrap();
/// assert_eq!(pattern.to_string(), "period 12 from 71, proved by the Guy-Smith certificate on 168 values");
/// // with 160 values the certificate does not hold yet
/// let mut first: GrundyValues = GrundyValues::new();
/// (0..160).for_each(|n| first.push(solver.values().get(n)));
/// let seen = solved::pattern_of(&kayles, &first).unwrap();
/// assert_eq!(seen.status(), Status::Observed { up_to: 160 });
/// ```
pub fn pattern_of(game: &OctalGame, values: &GrundyValues) -> Option<Pattern> {
    if let Some(p) = game.check_period(values).proved {
        let status = Status::Proved(Certificate::GuySmith {
            values: game.certificate_length(p) as u64,
        });
        return Some(match values {
            GrundyValues::U8(v) => Pattern::new(v, p, 0, status),
            GrundyValues::U16(v) => Pattern::new(v, p, 0, status),
            GrundyValues::U32(v) => Pattern::new(v, p, 0, status),
        });
    }
    match values {
        GrundyValues::U8(v) => Pattern::observe(v),
        GrundyValues::U16(v) => Pattern::observe(v),
        GrundyValues::U32(v) => Pattern::observe(v),
    }
}

/// Computes values of `game` with the [`Sparse`] solver until the
/// Guy–Smith certificate proves a period or `limit` values are computed,
/// and returns the pattern, proved or observed (see [`pattern_of`]).
///
/// # Complexity
/// See [`prove_period`] and [`Sparse`].
///
/// # Example
/// ```
/// use cp_games::sg::octal::{solved, OctalGame};
/// use cp_games::sg::period::{Certificate, Status};
/// let dawson: OctalGame = ".07".parse().unwrap();
/// let pattern = solved::pattern(&dawson, 10_000).unwrap();
/// assert_eq!(pattern.status(), Status::Proved(Certificate::GuySmith { values: 176 }));
/// assert_eq!(pattern.value(1_000_000_000_000_000_000), pattern.value(1_000_000_000_000_000_000 - 34));
/// ```
pub fn pattern(game: &OctalGame, limit: usize) -> Option<Pattern> {
    let mut solver = Sparse::new(game.clone());
    let _ = prove_period(&mut solver, limit, |_| {});
    pattern_of(game, solver.values())
}

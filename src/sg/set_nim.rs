//! Set-Nim on heaps of any size, one heap at a time, under a budget: the
//! evaluator behind `acwing893`, which streams its heaps instead of storing
//! them.
//!
//! Three facts keep the work small:
//! - If every move is a multiple of `g`, a heap `h` only ever reaches heaps
//!   `≡ h (mod g)`, so `grundy_S(h) = grundy_{S/g}(⌊h / g⌋)`.
//! - Moves larger than `h` can never be used from `h` or below, so with
//!   `S_j` the `j` smallest moves and `s_j <= h < s_{j+1}`,
//!   `grundy_S(h) = grundy_{S_j}(h)`: each heap is answered by the
//!   subtraction game of the moves that fit it, whose sequence is
//!   tabulated (and its period proven) on demand.
//! - When the moves that fit include one too large to tabulate (say
//!   `{1, ..., 63, 10^18}` at heap `10^18`), the heap is evaluated directly
//!   as `mex{ grundy(h - s) }`, memoized; each option is answered the same
//!   way, and a huge move can be used from `h` only a few times.
//! - When the moves form few runs of consecutive sizes (at most 1024; say
//!   the `10^6` moves `2·10^17 ..= 2·10^17 + 10^6 - 1` at heap `10^18`),
//!   the sequence can be made of long constant segments, and a sweep from one segment
//!   boundary to the next reaches the heap in a handful of steps (see
//!   `segments.rs`); it is tried before direct evaluation, with a quarter
//!   of the budget left, and stops as soon as its rate of progress shows
//!   the heap is out of reach. Tables use runs too: a run `a..=b` sees a
//!   window of values that slides one heap per heap, so a table of the
//!   moves `1..=10^6` costs a few steps per value, not `10^6`.
//!
//! Every value stored and every move examined is charged to a [`Budget`];
//! when it runs out the evaluator says so instead of running on.

use super::segments::Segments;
use super::subtraction::{cost_per_value, runs_of, Growing};
use crate::GrundyValue;
use std::collections::HashMap;

/// Limits on what a [`SetNim`] may spend, over its whole life.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Grundy values it may store (4 bytes each in tables; a value found
    /// by direct evaluation counts as 8, plus a quarter per move it looks
    /// at, for the scratch table it needs).
    pub values: usize,
    /// Work it may do: one step per usable move per value computed (or,
    /// for moves in long runs, two per usable run and one more), and one
    /// step per run at each segment boundary a sweep crosses (a segment
    /// counts as 3 values).
    pub steps: usize,
}

/// Deepest chain of direct evaluations (see the module docs).
const MAX_DEPTH: usize = 1000;
/// Room one memoized value takes, in table values.
const MEMO_COST: usize = 8;
/// Most runs of consecutive moves a sweep is tried with (see `segments.rs`).
const MAX_SWEPT_RUNS: usize = 1024;

/// Grundy values of the subtraction game with a fixed move set, for heaps
/// of any `u64` size, answered lazily within a [`Budget`].
///
/// # Example
/// ```
/// use cp_games::sg::set_nim::{Budget, SetNim};
/// let budget = Budget { values: 1 << 20, steps: 1 << 24 };
/// let mut game = SetNim::new(&[2, 5], budget);
/// assert_eq!(game.first_player_wins([2, 4, 7]), Some(true));
/// // A move far larger than the others, used at most once:
/// let mut big: Vec<u64> = (1..=63).collect();
/// big.push(1_000_000_000_000_000_000);
/// let mut game = SetNim::new(&big, budget);
/// // 10^18 - s ≡ -s (mod 64) for s < 64: the values 1..=63 and 0 are all options
/// assert_eq!(game.grundy(1_000_000_000_000_000_000), Some(64));
/// ```
#[derive(Debug, Clone)]
pub struct SetNim {
    /// The moves divided by `scale`, sorted and distinct.
    moves: Vec<u64>,
    /// The gcd of the moves.
    scale: u64,
    /// `tables[slots[&j]]`: the sequence of the game with the `j` smallest
    /// moves, once needed (few prefixes ever are, so a map, not a vector).
    tables: Vec<Growing>,
    slots: HashMap<usize, usize>,
    /// `(j, slots[&j])` for the prefix used last: consecutive heaps mostly
    /// use the same one, and then need no hashing.
    last: Option<(usize, usize)>,
    /// Prefixes whose table ran out of budget.
    exhausted: Vec<bool>,
    /// `runs[j]`: how many runs of consecutive sizes the `j` smallest
    /// moves form.
    runs: Vec<usize>,
    /// The segments of the whole game, once needed (moves larger than a
    /// heap never act on it, so one sweep serves every heap).
    sweep: Option<Segments>,
    /// The sweep gave up: it answers only the heaps it already covers.
    sweep_stopped: bool,
    memo: HashMap<u64, u32>,
    budget: Budget,
}

impl SetNim {
    /// Creates the evaluator for move set `moves` (duplicates are ignored).
    ///
    /// # Panics
    /// If `moves` is empty or contains 0.
    pub fn new(moves: &[u64], budget: Budget) -> Self {
        assert!(!moves.is_empty(), "SetNim: the move set is empty");
        assert!(
            moves.iter().all(|&s| s > 0),
            "SetNim: move sizes must be positive"
        );
        let scale = moves.iter().fold(0, |g, &s| gcd(g, s));
        let mut moves: Vec<u64> = moves.iter().map(|&s| s / scale).collect();
        moves.sort_unstable();
        moves.dedup();
        let mut runs = vec![0];
        for (i, &s) in moves.iter().enumerate() {
            let starts_run = i == 0 || moves[i - 1] + 1 != s;
            runs.push(runs[i] + starts_run as usize);
        }
        SetNim {
            tables: Vec::new(),
            slots: HashMap::new(),
            last: None,
            exhausted: vec![false; moves.len()],
            runs,
            sweep: None,
            sweep_stopped: false,
            moves,
            scale,
            memo: HashMap::new(),
            budget,
        }
    }

    /// Returns the Grundy value of a heap of `heap` stones, or `None` if
    /// the budget runs out first (then every later call may fail too).
    ///
    /// # Complexity
    /// Bounded by the budget: O(`steps` + `values`) over the evaluator's
    /// whole life, whatever the heaps; a heap already covered by a table
    /// costs O(log |S|).
    pub fn grundy(&mut self, heap: u64) -> Option<GrundyValue> {
        // (the division is skipped in the common case: it costs more than
        // the rest of a table lookup)
        let h = if self.scale == 1 {
            heap
        } else {
            heap / self.scale
        };
        self.eval(h, 0)
    }

    /// Returns whether the player to move wins the sum of games on `heaps`
    /// (the XOR of their values is non-zero), or `None` if the budget runs
    /// out. The heaps are taken one at a time, never stored.
    pub fn first_player_wins(&mut self, heaps: impl IntoIterator<Item = u64>) -> Option<bool> {
        let mut x = 0;
        for h in heaps {
            x ^= self.grundy(h)?;
        }
        Some(x != 0)
    }

    /// Returns what is left of the budget: the evaluator's budget minus
    /// what it has spent so far. A caller answering many games under one
    /// overall limit passes it on to the next evaluator.
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::set_nim::{Budget, SetNim};
    /// let budget = Budget { values: 1000, steps: 1000 };
    /// let mut game = SetNim::new(&[1, 2], budget);
    /// assert_eq!(game.grundy(10), Some(1));
    /// let left = game.budget_left();
    /// assert!(left.values < budget.values && left.steps < budget.steps);
    /// ```
    pub fn budget_left(&self) -> Budget {
        self.budget
    }

    /// `grundy(h)` for a heap already divided by `scale`.
    fn eval(&mut self, h: u64, depth: usize) -> Option<GrundyValue> {
        let j = self.moves.partition_point(|&s| s <= h);
        if j == 0 {
            return Some(0);
        }
        if let Some(v) = self.tabulated(j, h) {
            return Some(v);
        }
        if let Some(&v) = self.memo.get(&h) {
            return Some(GrundyValue::from(v));
        }
        if let Some(v) = self.swept(h) {
            return Some(v);
        }
        // The memo entry, and the frame's table of seen values (j + 1
        // bytes, a quarter of a value each), are paid for up front.
        let room = MEMO_COST + j / 4 + 1;
        if depth >= MAX_DEPTH || self.budget.values < room || self.budget.steps < j {
            return None;
        }
        self.budget.values -= room;
        self.budget.steps -= j;
        let mut seen = vec![false; j + 1];
        for i in 0..j {
            let v = self.eval(h - self.moves[i], depth + 1)? as usize;
            if let Some(s) = seen.get_mut(v) {
                *s = true;
            }
        }
        // at most j, the number of moves: a u32 keeps the memo small
        let v = seen.iter().position(|&s| !s).unwrap_or(j) as u32;
        self.memo.insert(h, v);
        Some(GrundyValue::from(v))
    }

    /// `grundy(h)` from the table of the `j` smallest moves, growing it if
    /// that looks affordable: its window (the largest of those moves) must
    /// take at most half of what is left of the budget.
    fn tabulated(&mut self, j: usize, h: u64) -> Option<GrundyValue> {
        let window = self.moves[j - 1];
        let Budget { values, steps } = self.budget;
        let per_value = cost_per_value(j, self.runs[j]) as u64;
        if self.exhausted[j - 1]
            || window > (values / 2) as u64
            || window.saturating_mul(per_value) > (steps / 2) as u64
        {
            return None;
        }
        let slot = match self.last {
            Some((last, slot)) if last == j => slot,
            _ => {
                let slot = match self.slots.get(&j) {
                    Some(&slot) => slot,
                    None => {
                        let moves = self.moves[..j].iter().map(|&s| s as usize).collect();
                        self.tables.push(Growing::new(moves));
                        self.slots.insert(j, self.tables.len() - 1);
                        self.tables.len() - 1
                    }
                };
                self.last = Some((j, slot));
                slot
            }
        };
        let table = &mut self.tables[slot];
        if !table.grow_to_cover(h, &mut self.budget.values, &mut self.budget.steps) {
            self.exhausted[j - 1] = true;
            return None;
        }
        table.get(h)
    }

    /// `grundy(h)` from the segments of the whole game, swept up to `h`
    /// with at most a quarter of what is left of the budget, if the moves
    /// form at most [`MAX_SWEPT_RUNS`] runs: a crossing costs one step per
    /// run.
    fn swept(&mut self, h: u64) -> Option<GrundyValue> {
        let (k, runs) = (self.moves.len(), self.runs[self.moves.len()]);
        if self.sweep.is_none() {
            // the mex counts of the windows take k + 2 values
            if self.sweep_stopped || runs > MAX_SWEPT_RUNS || self.budget.values < 2 * (k + 2) {
                self.sweep_stopped = true;
                return None;
            }
            self.budget.values -= k + 2;
            self.sweep = Some(Segments::new(runs_of(&self.moves), k));
        }
        let segments = self.sweep.as_mut()?;
        if let Some(v) = segments.get(h) {
            return Some(v);
        }
        if self.sweep_stopped {
            return None;
        }
        let (mut room, mut work) = (self.budget.values / 4, self.budget.steps / 4);
        let (room_at_start, work_at_start) = (room, work);
        self.sweep_stopped = !segments.grow_to_cover(h, &mut room, &mut work);
        self.budget.values -= room_at_start - room;
        self.budget.steps -= work_at_start - work;
        segments.get(h)
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let r = a % b;
        a = b;
        b = r;
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::subtraction::SubtractionGame;
    use crate::testing::{move_sets, subtraction_sums, subtraction_values, Rng};

    const LARGE: Budget = Budget {
        values: 1 << 22,
        steps: 1 << 26,
    };

    #[test]
    fn matches_the_recurrence_with_common_factors_and_outsized_moves() {
        for moves in [
            vec![2u64, 5],
            vec![6, 15, 9],
            vec![4, 8, 12, 300],
            vec![1, 2, 3, 700],
            vec![3, 5, 2000, 2001],
            vec![7],
        ] {
            let expected = subtraction_values(&moves, 5000);
            let mut game = SetNim::new(&moves, LARGE);
            // descending, so that direct evaluation is used before tables grow
            for h in (0..5000).rev() {
                assert_eq!(game.grundy(h as u64), Some(expected[h]), "{moves:?} {h}");
            }
        }
    }

    #[test]
    fn huge_heaps_agree_with_the_period_of_the_plain_game() {
        let moves = [1u64, 3, 4];
        let table = SubtractionGame::new(&moves)
            .grundy_table(u64::MAX, 1000)
            .unwrap();
        let mut game = SetNim::new(&[1, 3, 4], LARGE);
        for h in [u64::MAX, 1 << 62, 1_000_000_000_000_000_000, 12345] {
            assert_eq!(game.grundy(h), Some(table.grundy(h)));
        }
    }

    #[test]
    fn one_outsized_move_at_heaps_around_it() {
        let m = 1_000_000_000_000_000_000u64;
        let mut moves: Vec<u64> = (1..=63).collect();
        moves.push(m);
        let mut game = SetNim::new(&moves, LARGE);
        // Below m: moves 1..=63 give h mod 64.
        assert_eq!(game.grundy(m - 1), Some((m - 1) % 64));
        // At m: options m - s for s in 1..=63 (values 0..=63 but m mod 64 = 0,
        // so (m - s) mod 64 = 64 - s covers 1..=63) and 0: all of 0..=63.
        assert_eq!(game.grundy(m), Some(64));
        // Just above m, brute force over the few heaps involved.
        for h in m + 1..m + 70 {
            let got = game.grundy(h).unwrap();
            let options: Vec<u64> = moves
                .iter()
                .filter(|&&s| s <= h)
                .map(|&s| {
                    let r = h - s;
                    if r < m {
                        r % 64
                    } else {
                        game.grundy(r).unwrap()
                    }
                })
                .collect();
            assert_eq!(got, (0..).find(|v| !options.contains(v)).unwrap(), "{h}");
        }
    }

    /// What `acwing893` allows.
    const JUDGE: Budget = Budget {
        values: 1 << 24,
        steps: 1 << 28,
    };

    #[test]
    fn a_million_consecutive_moves_from_one_at_heap_10_18() {
        let moves: Vec<u64> = (1..=1_000_000).collect();
        let mut game = SetNim::new(&moves, JUDGE);
        for h in [
            1_000_000_000_000_000_000u64,
            999_999_999_999_999_999,
            1_000_001,
            5,
        ] {
            assert_eq!(game.grundy(h), Some(h % 1_000_001), "{h}");
        }
    }

    #[test]
    fn a_million_consecutive_moves_near_2_10_17_at_heaps_near_10_18() {
        // moves a..=b: g(h) = ⌊(h mod (a+b)) / a⌋ (Winning Ways, ch. 4)
        let a = 200_000_000_000_000_001u64;
        let b = a + 999_999;
        let moves: Vec<u64> = (a..=b).collect();
        let mut game = SetNim::new(&moves, JUDGE);
        for h in [
            1_000_000_000_000_000_000u64,
            999_999_999_999_999_999,
            3 * a + 2 * b,
            2 * (a + b) - 1,
            a + b,
            a,
            a - 1,
        ] {
            assert_eq!(game.grundy(h), Some((h % (a + b)) / a), "{h}");
        }
    }

    #[test]
    fn sweeps_match_the_recurrence_when_tables_are_too_wide() {
        // Budget room for tables of window <= 1500: runs above that are swept.
        let budget = Budget {
            values: 3000,
            steps: 1 << 24,
        };
        let mut rng = Rng::new(5);
        let mut next = |m: u64| rng.below_u64(m);
        for _ in 0..40 {
            let mut moves: Vec<u64> = Vec::new();
            for _ in 0..1 + next(3) {
                let a = 1600 + next(900);
                moves.extend(a..a + 1 + next(200));
            }
            // and a lone move
            moves.push(1500 + next(1500));
            let expected = subtraction_values(&moves, 6000);
            let mut game = SetNim::new(&moves, budget);
            for h in (0..6000).step_by(7) {
                assert_eq!(game.grundy(h as u64), Some(expected[h]), "{moves:?} {h}");
            }
            assert!(game.sweep.is_some(), "{moves:?}");
        }
    }

    #[test]
    fn one_evaluator_answers_many_positions_as_the_game_tree_does() {
        // S-Nim (HDU 1536): one move set, many positions; the evaluator and
        // its budget carry over from one position to the next.
        let mut positions: Vec<Vec<u64>> = vec![vec![]];
        for a in 0..=12u64 {
            positions.push(vec![a]);
            for b in 0..=a.min(9) {
                positions.push(vec![b, a]);
                for c in 0..=b.min(5) {
                    positions.push(vec![a, c, b]);
                }
            }
        }
        for mut moves in move_sets(6) {
            moves.push(9); // a move larger than most heaps
            let mut game = SetNim::new(&moves, LARGE);
            let mut memo = subtraction_sums(&moves);
            for heaps in &positions {
                assert_eq!(
                    game.first_player_wins(heaps.iter().copied()),
                    Some(memo.wins(heaps)),
                    "{moves:?} {heaps:?}"
                );
            }
            let left = game.budget_left();
            assert!(left.values < LARGE.values && left.steps < LARGE.steps);
        }
    }

    #[test]
    fn the_budget_is_never_exceeded_and_running_out_is_reported() {
        let budget = Budget {
            values: 1000,
            steps: 20_000,
        };
        // moves {1, 1000}: the period needs about 2000 values, over the room.
        let mut game = SetNim::new(&[1, 1000], budget);
        assert_eq!(game.grundy(999), Some(1));
        assert_eq!(game.grundy(1_000_000_000_000), None);
        assert!(game.budget.values <= budget.values && game.budget.steps <= budget.steps);
    }
}

//! The subtraction game (AcWing 893's Set-Nim on one heap): a move removes
//! exactly `s` stones from the heap, for some `s` in the move set `S`, if
//! the heap has at least `s`.
//!
//! `grundy(h) = mex{ grundy(h - s) : s in S, s <= h }`, so `grundy(0) = 0`
//! and `grundy(h) <= |S|` (it can equal `|S|`). Value `h` depends only on
//! the `max(S)` values before it, so the sequence is ultimately periodic,
//! and [`PeriodFinder`] proves the period once a window of `max(S)` values
//! recurs.
//!
//! A run of consecutive moves `a..=b` sees the values `g(h-b..=h-a)`, a
//! window that slides by one from heap to heap: one value enters and one
//! leaves, and the mex of all windows' values is kept in counts. When the
//! moves form runs of 4 or more on average, the sequence is computed that
//! way, at two updates per run per value instead of one step per move: the
//! moves `1..=10^6` (`g(h) = h mod (10^6 + 1)`) cost three steps per value.
//!
//! [`SubtractionGame::pattern`] gives the value at any heap up to
//! `u64::MAX` from the period, as a [`Pattern`] proved by the
//! subtraction-game theorem ([`Certificate::Subtraction`]), or, when the
//! budget runs out first, the pattern observed in the values computed.
//!
//! [`range`]: the moves `L..=R`, one run, in closed form (AtCoder ABC297 G).

pub mod bitset;
pub mod range;

use super::mex_counts::MexCounts;
use super::period::{Certificate, Pattern, PeriodFinder, Periodicity, Status};
use crate::GrundyValue;

/// The subtraction game with a fixed move set.
///
/// # Example
/// ```
/// use cp_games::sg::subtraction::SubtractionGame;
/// let game = SubtractionGame::new(&[2, 5]);
/// assert_eq!(game.grundy_sequence(8), [0, 0, 1, 1, 0, 2, 1, 0]);
/// // Set-Nim: heaps 2, 4, 7 have XOR 1 ^ 0 ^ 0 != 0, so the first player wins.
/// assert!(game.first_player_wins(&[2, 4, 7]));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubtractionGame {
    moves: Vec<u64>,
}

/// Grundy values of a [`SubtractionGame`] for every heap size: a stored prefix,
/// and a proven period beyond it when the prefix alone is not enough.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrundyTable {
    /// Kept as `u32` (a value is at most |S|): half the memory of
    /// [`GrundyValue`]s for the long prefixes a budget allows.
    values: Vec<u32>,
    periodicity: Option<Periodicity>,
    max_move: usize,
}

impl SubtractionGame {
    /// Creates the game with move set `moves` (duplicates are ignored).
    ///
    /// # Panics
    /// If `moves` is empty or contains 0.
    pub fn new(moves: &[u64]) -> Self {
        assert!(!moves.is_empty(), "SubtractionGame: the move set is empty");
        assert!(
            moves.iter().all(|&s| s > 0),
            "SubtractionGame: move sizes must be positive"
        );
        let mut moves = moves.to_vec();
        moves.sort_unstable();
        moves.dedup();
        SubtractionGame { moves }
    }

    /// Returns the sorted, deduplicated move set.
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }

    /// The moves as indices into the values: a move above `usize::MAX` is
    /// above every heap that can be tabulated, so it is left out.
    fn index_moves(&self) -> Vec<usize> {
        self.moves
            .iter()
            .filter(|&&s| s <= usize::MAX as u64)
            .map(|&s| s as usize)
            .collect()
    }

    /// Returns `grundy(h)` for every `h` in `0..len`.
    ///
    /// # Complexity
    /// O(`len` · |S|) time, O(`len` + |S|) memory.
    pub fn grundy_sequence(&self, len: usize) -> Vec<GrundyValue> {
        let mut seq = Sequence::new(self.index_moves());
        while seq.values.len() < len {
            seq.push_next();
        }
        seq.values.into_iter().map(GrundyValue::from).collect()
    }

    /// Returns whether the player to move wins the sum of subtraction games on
    /// `heaps` (Set-Nim): the XOR of their Grundy values is non-zero.
    ///
    /// # Complexity
    /// O(min(max heap, P) · |S| + heaps.len()), where `P` is the work to
    /// prove the period (see [`grundy_table`](Self::grundy_table)); with no
    /// budget, so use `grundy_table` or [`SetNim`](super::set_nim::SetNim)
    /// for untrusted heap sizes.
    pub fn first_player_wins(&self, heaps: &[u64]) -> bool {
        let max_heap = heaps.iter().copied().max().unwrap_or(0);
        self.grundy_table(max_heap, usize::MAX)
            .expect("every subtraction game is ultimately periodic")
            .first_player_wins(heaps)
    }

    /// Computes Grundy values until they cover every heap in `0..=max_heap`,
    /// or until a period is proven, whichever comes first; gives up and
    /// returns `None` if neither happens within `budget` heap sizes.
    ///
    /// The period and preperiod found are the smallest (see
    /// [`PeriodFinder`]). Pass `max_heap = u64::MAX` to insist on the period.
    ///
    /// # Complexity
    /// O(`budget` · |S|) time and O(`budget` + |S|) memory at most. The
    /// work needed is about `preperiod + 2 · period + max(S)` heap sizes when a
    /// period is needed, which for large random `S` can be tens of millions.
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::period::Periodicity;
    /// use cp_games::sg::subtraction::SubtractionGame;
    /// let table = SubtractionGame::new(&[2, 5]).grundy_table(u64::MAX, 1000).unwrap();
    /// assert_eq!(table.periodicity(), Some(Periodicity { preperiod: 0, period: 7 }));
    /// assert_eq!(table.grundy(1_000_000_000_000_000_000), table.grundy(1_000_000_000_000_000_000 % 7));
    /// ```
    pub fn grundy_table(&self, max_heap: u64, budget: usize) -> Option<GrundyTable> {
        let mut seq = Growing::new(self.index_moves());
        let (mut room, mut steps) = (budget, usize::MAX);
        seq.grow_to_cover(max_heap, &mut room, &mut steps)
            .then(|| seq.into_table())
    }

    /// Returns the pattern of the Grundy sequence, for `G(n)` at any `n` up
    /// to `u64::MAX` ([`Pattern::value`]): proved by the subtraction-game
    /// theorem ([`Certificate::Subtraction`]) when a window of `max(S)`
    /// values recurs within `budget` values; otherwise the pattern the
    /// `budget` values computed show ([`Pattern::observe`],
    /// [`Status::Observed`]), or `None` if they show none.
    ///
    /// # Complexity
    /// As [`grundy_table`](Self::grundy_table) with `max_heap =
    /// u64::MAX`, plus O(`budget`) to observe a pattern when no period is
    /// proved.
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::period::{Certificate, Status};
    /// use cp_games::sg::subtraction::SubtractionGame;
    /// // {1, 3, 4}: 0 1 0 1 2 3 2, repeating
    /// let pattern = SubtractionGame::new(&[1, 3, 4]).pattern(1000).unwrap();
    /// assert_eq!(pattern.status(), Status::Proved(Certificate::Subtraction { max_move: 4 }));
    /// assert_eq!(pattern.value(1_000_000_000_000), Some([0, 1, 0, 1, 2, 3, 2][(1_000_000_000_000u64 % 7) as usize]));
    /// // {1, 100} looks like 0 1 0 1 ... for the first hundred heaps only
    /// let early = SubtractionGame::new(&[1, 100]).pattern(60).unwrap();
    /// assert_eq!(early.status(), Status::Observed { up_to: 60 });
    /// ```
    pub fn pattern(&self, budget: usize) -> Option<Pattern> {
        let mut seq = Growing::new(self.index_moves());
        let (mut room, mut steps) = (budget, usize::MAX);
        if seq.grow_to_cover(u64::MAX, &mut room, &mut steps) {
            seq.into_table().pattern()
        } else {
            Pattern::observe(&seq.seq.values)
        }
    }
}

impl GrundyTable {
    /// Returns the Grundy value of a heap of `heap` stones.
    ///
    /// # Panics
    /// If the table was built for smaller heaps and has no period.
    ///
    /// # Complexity
    /// O(1).
    pub fn grundy(&self, heap: u64) -> GrundyValue {
        lookup(&self.values, self.periodicity, heap)
            .unwrap_or_else(|| panic!("GrundyTable: heap {} is beyond this table", heap))
    }

    /// Returns whether the player to move wins the sum of games on `heaps`:
    /// the XOR of their Grundy values is non-zero.
    ///
    /// # Panics
    /// If a heap is beyond this table (see [`grundy`](Self::grundy)).
    ///
    /// # Complexity
    /// O(heaps.len()).
    pub fn first_player_wins(&self, heaps: &[u64]) -> bool {
        heaps.iter().fold(0, |x, &h| x ^ self.grundy(h)) != 0
    }

    /// Returns the period as a [`Pattern`] proved by the subtraction-game
    /// theorem, if the table has one (see
    /// [`periodicity`](Self::periodicity)).
    ///
    /// # Complexity
    /// O(preperiod + period).
    pub fn pattern(&self) -> Option<Pattern> {
        let certificate = Certificate::Subtraction {
            max_move: self.max_move as u64,
        };
        let p = self.periodicity?;
        Some(Pattern::new(
            &self.values,
            p,
            0,
            Status::Proved(certificate),
        ))
    }

    /// Returns the period found, if one was needed to cover the heaps asked for.
    pub fn periodicity(&self) -> Option<Periodicity> {
        self.periodicity
    }

    /// Returns the stored values: `grundy(0..len)`, covering the preperiod and
    /// one period when there is one.
    ///
    /// # Complexity
    /// O(len) time and memory (a copy).
    pub fn values(&self) -> Vec<GrundyValue> {
        self.values.iter().map(|&v| GrundyValue::from(v)).collect()
    }
}

/// `grundy(heap)` from stored values and, past them, the period if known.
fn lookup(values: &[u32], periodicity: Option<Periodicity>, heap: u64) -> Option<GrundyValue> {
    let len = values.len() as u64;
    let index = match periodicity {
        Some(Periodicity { preperiod, period }) if heap >= len => {
            let (pre, per) = (preperiod as u64, period as u64);
            pre + (heap - pre) % per
        }
        _ => heap,
    };
    if index < len {
        Some(GrundyValue::from(values[index as usize]))
    } else {
        None
    }
}

/// The runs of consecutive values in sorted, distinct `moves`, as
/// inclusive ranges.
pub(crate) fn runs_of<T>(moves: &[T]) -> Vec<(T, T)>
where
    T: Copy + PartialEq + std::ops::Add<Output = T> + From<u8>,
{
    let mut runs: Vec<(T, T)> = Vec::new();
    for &s in moves {
        match runs.last_mut() {
            Some(run) if run.1 + T::from(1) == s => run.1 = s,
            _ => runs.push((s, s)),
        }
    }
    runs
}

/// Whether the moves, `moves` of them in `runs` runs of consecutive
/// values, are worth sliding windows: two updates per run and a mex query
/// per value, against one mark per move.
pub(crate) fn uses_windows(moves: usize, runs: usize) -> bool {
    4 * runs <= moves
}

/// Work per value of a [`Sequence`] over `moves` moves in `runs` runs, once
/// every move is usable.
pub(crate) fn cost_per_value(moves: usize, runs: usize) -> usize {
    if uses_windows(moves, runs) {
        2 * runs + 1
    } else {
        moves
    }
}

/// The Grundy sequence of a subtraction game, extended one value at a time.
#[derive(Debug, Clone)]
struct Sequence {
    moves: Vec<usize>,
    values: Vec<u32>,
    options: Options,
}

/// How a [`Sequence`] finds the values of the options of the next heap.
#[derive(Debug, Clone)]
enum Options {
    /// Mark each option's value: `stamp[v] == len + 1` marks v as an
    /// option's value for heap `len`. One step per usable move.
    Marked { stamp: Vec<usize> },
    /// A run of moves `a..=b` sees the window `g(h-b..=h-a)`, which
    /// slides by one from heap to heap: one value enters, one leaves.
    /// `counts` holds the values of every run's window (with repeats).
    Windows {
        runs: Vec<(usize, usize)>,
        counts: MexCounts,
    },
}

impl Sequence {
    fn new(moves: Vec<usize>) -> Self {
        let runs = runs_of(&moves);
        let options = if uses_windows(moves.len(), runs.len()) {
            // the mex is at most |S|
            Options::Windows {
                runs,
                counts: MexCounts::new(moves.len() + 2),
            }
        } else {
            Options::Marked {
                stamp: vec![0; moves.len() + 2],
            }
        };
        Sequence {
            moves,
            values: Vec::new(),
            options,
        }
    }

    /// The work [`push_next`](Self::push_next) does next.
    fn next_cost(&self) -> usize {
        let h = self.values.len();
        match &self.options {
            Options::Marked { .. } => self.moves.partition_point(|&s| s <= h),
            Options::Windows { runs, .. } => 2 * runs.partition_point(|&(a, _)| a <= h) + 1,
        }
    }

    /// Appends the next value.
    fn push_next(&mut self) {
        let h = self.values.len();
        let values = &self.values;
        let g = match &mut self.options {
            Options::Marked { stamp } => {
                let mark = h + 1;
                for &s in self.moves.iter().take_while(|&&s| s <= h) {
                    stamp[values[h - s] as usize] = mark;
                }
                stamp.iter().position(|&m| m != mark).expect("mex <= |S|") as u32
            }
            Options::Windows { runs, counts } => {
                // Heap h sees g(h-min(b,h)..=h-a): g(h-a) enters, and
                // g(h-1-b) leaves once heap h-1 saw it.
                for &(a, b) in runs.iter().take_while(|&&(a, _)| a <= h) {
                    counts.add(GrundyValue::from(values[h - a]));
                    if h > b {
                        counts.remove(GrundyValue::from(values[h - 1 - b]));
                    }
                }
                // at most |S|, which is below 2^32 on any set one can store
                counts.mex() as u32
            }
        };
        self.values.push(g);
    }
}

/// A [`Sequence`] grown on demand under budgets, with its period once proven.
#[derive(Debug, Clone)]
pub(crate) struct Growing {
    seq: Sequence,
    finder: PeriodFinder,
    periodicity: Option<Periodicity>,
}

impl Growing {
    /// Starts the sequence of the game with these sorted, distinct moves.
    pub(crate) fn new(moves: Vec<usize>) -> Self {
        let window = *moves.last().expect("non-empty move set");
        Growing {
            seq: Sequence::new(moves),
            finder: PeriodFinder::new(window),
            periodicity: None,
        }
    }

    /// `grundy(heap)` if the values so far or the period settle it.
    pub(crate) fn get(&self, heap: u64) -> Option<GrundyValue> {
        lookup(&self.seq.values, self.periodicity, heap)
    }

    /// Extends the sequence until it covers `heap` or proves its period.
    /// Each value appended takes one unit of `room`, and units of `work`:
    /// one per usable move, or two per usable run of consecutive moves
    /// and one more when those runs are long (see [`cost_per_value`]); returns `false`, leaving what was computed, when
    /// either budget would run out first.
    pub(crate) fn grow_to_cover(&mut self, heap: u64, room: &mut usize, work: &mut usize) -> bool {
        // Once periodic, `get` settles every heap.
        while self.get(heap).is_none() {
            let steps = self.seq.next_cost();
            if *room == 0 || *work < steps {
                return false;
            }
            *room -= 1;
            *work -= steps;
            self.seq.push_next();
            self.periodicity = self.finder.push(&self.seq.values);
        }
        true
    }

    /// The values kept: the preperiod and one period when there is one.
    pub(crate) fn into_table(self) -> GrundyTable {
        let mut values = self.seq.values;
        if let Some(p) = self.periodicity {
            values.truncate(p.preperiod + p.period);
        }
        GrundyTable {
            values,
            periodicity: self.periodicity,
            max_move: *self.seq.moves.last().expect("non-empty move set"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::period::{check_pattern, Checked};
    use crate::testing::{move_sets, subtraction_sums, subtraction_values, Rng};

    /// The game of moves given as sizes.
    fn game_of(moves: &[usize]) -> SubtractionGame {
        SubtractionGame::new(&moves.iter().map(|&s| s as u64).collect::<Vec<_>>())
    }

    #[test]
    fn sequence_matches_recursion_for_every_move_set_up_to_8() {
        for moves in move_sets(8) {
            let seq = SubtractionGame::new(&moves).grundy_sequence(200);
            assert_eq!(seq, subtraction_values(&moves, 200), "{moves:?}");
        }
    }

    #[test]
    fn set_nim_matches_game_tree_search() {
        let mut heaps_list: Vec<Vec<u64>> = Vec::new();
        for a in 0..=9u64 {
            for b in a..=9 {
                heaps_list.push(vec![a]);
                heaps_list.push(vec![a, b]);
                for c in b..=9 {
                    heaps_list.push(vec![a, b, c]);
                }
            }
        }
        for moves in move_sets(5) {
            let game = SubtractionGame::new(&moves);
            let mut memo = subtraction_sums(&moves);
            for heaps in &heaps_list {
                assert_eq!(
                    game.first_player_wins(heaps),
                    memo.wins(heaps),
                    "{moves:?} {heaps:?}"
                );
            }
        }
    }

    /// Smallest period of the second half of a long prefix, then the smallest
    /// preperiod consistent with it over the whole prefix.
    fn naive_periodicity(seq: &[u64]) -> Periodicity {
        let half = seq.len() / 2;
        let period = (1..half)
            .find(|&p| (half..seq.len() - p).all(|i| seq[i] == seq[i + p]))
            .expect("period shorter than half the prefix");
        let preperiod = (0..=half)
            .find(|&r| (r..seq.len() - period).all(|i| seq[i] == seq[i + period]))
            .unwrap();
        Periodicity { preperiod, period }
    }

    #[test]
    fn periodicity_matches_naive_search_for_every_move_set_up_to_9() {
        for moves in move_sets(9) {
            let game = SubtractionGame::new(&moves);
            let table = game
                .grundy_table(u64::MAX, 100_000)
                .expect("small games are periodic early");
            let p = table.periodicity().expect("asked for every heap size");
            let long = game.grundy_sequence(4000);
            assert_eq!(p, naive_periodicity(&long), "{moves:?}");
            for (h, &v) in long.iter().enumerate() {
                assert_eq!(table.grundy(h as u64), v);
            }
        }
    }

    #[test]
    fn sliding_windows_match_the_mex_definition_on_sets_with_runs() {
        let mut rng = Rng::new(7);
        let mut next = |m: usize| rng.below(m);
        for _ in 0..200 {
            // a few runs of up to 30 consecutive sizes, and a stray move
            let mut moves = vec![1 + next(200)];
            for _ in 0..1 + next(4) {
                let a = 1 + next(150);
                moves.extend(a..a + 8 + next(23));
            }
            let game = game_of(&moves);
            let seq = Sequence::new(game.index_moves());
            assert!(matches!(seq.options, Options::Windows { .. }), "{moves:?}");
            let values = game.grundy_sequence(1500);
            for h in 0..values.len() {
                let options: Vec<u64> = moves
                    .iter()
                    .filter(|&&s| s <= h)
                    .map(|&s| values[h - s])
                    .collect();
                assert_eq!(values[h], crate::sg::mex(&options), "{moves:?} {h}");
            }
        }
    }

    #[test]
    fn one_long_run_is_h_mod_k_plus_one_at_a_few_values_per_heap() {
        // moves 1..=k: from h every smaller residue mod k+1 is an option
        let k = 100_000;
        let moves: Vec<usize> = (1..=k).collect();
        let game = game_of(&moves);
        let mut seq = Growing::new(game.index_moves());
        let (mut room, mut work) = (usize::MAX, usize::MAX);
        assert!(seq.grow_to_cover(u64::MAX, &mut room, &mut work));
        let table = seq.into_table();
        assert_eq!(
            table.periodicity(),
            Some(Periodicity {
                preperiod: 0,
                period: k + 1
            })
        );
        let h = 1_000_000_000_000_000_000u64;
        assert_eq!(table.grundy(h), h % (k as u64 + 1));
        // work: three per value, not k
        let values = usize::MAX - room;
        assert!(
            usize::MAX - work <= 3 * values,
            "{} for {values}",
            usize::MAX - work
        );
    }

    #[test]
    fn mex_can_equal_the_number_of_moves() {
        // moves {1, 2, 3}: grundy(h) = h mod 4, reaching k = 3
        let game = SubtractionGame::new(&[1, 2, 3]);
        assert_eq!(game.grundy_sequence(8), [0, 1, 2, 3, 0, 1, 2, 3]);
        assert!(game.first_player_wins(&[3]));
        assert!(!game.first_player_wins(&[3, 3]));
    }

    #[test]
    fn table_covers_heaps_without_period_when_small_enough() {
        let game = SubtractionGame::new(&[2, 5]);
        let table = game.grundy_table(3, 10).unwrap();
        assert_eq!(table.values(), [0, 0, 1, 1]);
        assert_eq!(table.periodicity(), None);
        assert_eq!(game.grundy_table(u64::MAX, 5), None);
    }

    #[test]
    fn huge_heaps_through_the_period() {
        let game = SubtractionGame::new(&[1, 3, 4]);
        let table = game.grundy_table(1_000_000_000_000_000_000, 1000).unwrap();
        // {1, 3, 4}: 0 1 0 1 2 3 2 repeating with period 7
        assert_eq!(
            table.periodicity(),
            Some(Periodicity {
                preperiod: 0,
                period: 7
            })
        );
        assert_eq!(
            table.grundy(1_000_000_000_000_000_000),
            [0, 1, 0, 1, 2, 3, 2][(1_000_000_000_000_000_000u64 % 7) as usize]
        );
    }

    #[test]
    fn patterns_agree_with_the_rules_far_past_where_they_were_found() {
        let mut rng = Rng::new(2031);
        let mut observed_and_wrong = 0;
        for round in 0..300 {
            let count = 1 + rng.below(5);
            let mut moves: Vec<u64> = (0..count).map(|_| 1 + rng.below(30) as u64).collect();
            // every third game: small moves and one large one, with a
            // budget that stops before the large move is usable, so that
            // the small moves' period shows and later breaks
            let budget = if round % 3 == 0 {
                moves.iter_mut().for_each(|s| *s = 1 + *s % 6);
                moves.push(50 + rng.below(100) as u64);
                20 + rng.below(30)
            } else {
                1 << 20
            };
            let game = SubtractionGame::new(&moves);
            let Some(pattern) = game.pattern(budget) else {
                continue;
            };
            let p = pattern.periodicity();
            // the values computed: at most the budget, and when proved at
            // most one window past the preperiod and two periods
            let found = budget.min(p.preperiod + 2 * p.period + 30);
            let truth = subtraction_values(&moves, found + 3000);
            match check_pattern(&pattern, &truth, budget, &moves) {
                Checked::Proved(certificate) => {
                    let max_move = *game.moves().last().unwrap();
                    assert_eq!(certificate, Certificate::Subtraction { max_move });
                }
                Checked::Observed { wrong_later } => observed_and_wrong += usize::from(wrong_later),
            }
        }
        // observations that later break do occur, and none was called proved
        assert!(observed_and_wrong > 20, "{observed_and_wrong}");
    }

    #[test]
    fn an_early_look_is_observed_and_breaks_later() {
        // {1, 100}: 0 1 0 1 ... until heap 100 reaches 0 by the move 100
        let early = SubtractionGame::new(&[1, 100]).pattern(60).unwrap();
        assert_eq!(early.status(), Status::Observed { up_to: 60 });
        assert_eq!(
            early.to_string(),
            "period 2 from 0, observed up to 60, not proved"
        );
        assert_eq!(early.value(100), Some(0));
        assert_eq!(subtraction_values(&[1, 100], 101)[100], 2);
        let proved = SubtractionGame::new(&[1, 100]).pattern(1 << 20).unwrap();
        assert!(proved.is_proved());
        let truth = subtraction_values(&[1, 100], 5000);
        for (n, &v) in truth.iter().enumerate() {
            assert_eq!(proved.value(n as u64), Some(v));
        }
        let n = u64::MAX - 12345;
        let p = proved.periodicity();
        let r = (n - p.preperiod as u64) % p.period as u64;
        assert_eq!(proved.value(n), Some(truth[p.preperiod + r as usize]));
    }

    proptest::proptest! {
        #[test]
        fn random_move_sets_period_is_a_real_period(moves in proptest::collection::vec(1u64..40, 1..6)) {
            let game = SubtractionGame::new(&moves);
            let table = game.grundy_table(u64::MAX, 1_000_000).unwrap();
            let p = table.periodicity().unwrap();
            let len = p.preperiod + 3 * p.period + 100;
            let seq = game.grundy_sequence(len);
            for (h, &v) in seq.iter().enumerate() {
                proptest::prop_assert_eq!(table.grundy(h as u64), v);
            }
        }
    }
}

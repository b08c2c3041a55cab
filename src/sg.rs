//! Sprague–Grundy theory for impartial games (AcWing 893, Set-Nim).
//!
//! The Grundy value of a position is the `mex` (least non-negative integer
//! not present) of the Grundy values of the positions one move away; a
//! position is lost for the player to move exactly when its value is 0, and
//! a sum of games (move in any one component) has the XOR of the components'
//! values. A Nim pile of size `h` has value `h`, so every impartial game
//! behaves like a Nim pile of its Grundy value.
//!
//! [`Grundy`] computes values for any game given its moves; [`SubtractionGame`]
//! is the fast special case "remove exactly `s` stones, `s` in `S`", whose
//! Grundy sequence is ultimately periodic and so can be answered for heaps
//! up to `10^18`.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// Returns the least non-negative integer not in `values`.
///
/// # Complexity
/// O(`values.len()`) time and memory.
///
/// # Example
/// ```
/// use cp_games::sg::mex;
/// assert_eq!(mex(&[2, 3, 4]), 0);
/// assert_eq!(mex(&[0, 1, 3]), 2);
/// assert_eq!(mex(&[1, 0, 2]), 3);
/// ```
pub fn mex(values: &[u32]) -> u32 {
    // The answer is at most values.len(), so larger values can be ignored.
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if let Some(s) = seen.get_mut(v as usize) {
            *s = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as u32
}

/// Memoized Grundy values of an arbitrary finite impartial game.
///
/// `moves(state)` lists the positions reachable in one move. The game must be
/// finite (no position can be reached from itself); a cycle is detected and
/// reported with a panic rather than looping forever. The search uses an
/// explicit stack, so deep games (long chains of moves) do not overflow the
/// call stack.
///
/// # Example
/// The subtraction game with moves {1, 3, 4}, as a generic game:
/// ```
/// use cp_games::sg::Grundy;
/// let mut g = Grundy::new(|&h: &u32| [1, 3, 4].into_iter().filter(move |&s| s <= h).map(move |s| h - s));
/// let values: Vec<u32> = (0..8).map(|h| g.grundy(h)).collect();
/// assert_eq!(values, [0, 1, 0, 1, 2, 3, 2, 0]);
/// // A sum of games is won by the first player iff the XOR is non-zero.
/// assert_ne!(g.grundy(4) ^ g.grundy(5), 0);
/// ```
pub struct Grundy<S, F> {
    moves: F,
    memo: HashMap<S, u32>,
}

impl<S, F, I> Grundy<S, F>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
{
    /// Creates an empty memo for the game whose moves are `moves`.
    pub fn new(moves: F) -> Self {
        Grundy {
            moves,
            memo: HashMap::new(),
        }
    }

    /// Returns the Grundy value of `state`.
    ///
    /// # Panics
    /// If a position can be reached from itself (the game is not finite).
    ///
    /// # Complexity
    /// Each position reachable from `state` and not yet memoized is expanded
    /// once: O(positions + moves) hash-map operations overall.
    pub fn grundy(&mut self, state: S) -> u32 {
        if let Some(&v) = self.memo.get(&state) {
            return v;
        }
        // Each frame: a position and its options; a frame is finished once all
        // its options have values. `on_stack` finds cycles.
        let mut stack: Vec<(S, Vec<S>)> = Vec::new();
        let mut on_stack: HashSet<S> = HashSet::new();
        let options: Vec<S> = (self.moves)(&state).into_iter().collect();
        on_stack.insert(state.clone());
        stack.push((state.clone(), options));
        while let Some((_, options)) = stack.last_mut() {
            let pending = options.iter().position(|o| !self.memo.contains_key(o));
            match pending {
                Some(i) => {
                    let next = options.swap_remove(i);
                    assert!(
                        !on_stack.contains(&next),
                        "Grundy: the game has a cycle, so it is not a finite game"
                    );
                    let next_options: Vec<S> = (self.moves)(&next).into_iter().collect();
                    // Keep `next` among the options so its value is used below.
                    options.push(next.clone());
                    on_stack.insert(next.clone());
                    stack.push((next, next_options));
                }
                None => {
                    let (position, options) = stack.pop().expect("non-empty");
                    let values: Vec<u32> = options.iter().map(|o| self.memo[o]).collect();
                    on_stack.remove(&position);
                    self.memo.insert(position, mex(&values));
                }
            }
        }
        self.memo[&state]
    }
}

/// Preperiod and period of an ultimately periodic sequence: `g[i] = g[i + period]`
/// for every `i >= preperiod`, both as small as possible.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Periodicity {
    /// Number of values before the periodic part starts.
    pub preperiod: usize,
    /// Length of the repeating part.
    pub period: usize,
}

/// The subtraction game: a move removes exactly `s` stones from a heap, for
/// some `s` in the move set `S`, if the heap has at least `s`.
///
/// `grundy(h) = mex{ grundy(h - s) : s in S, s <= h }`, so `grundy(0) = 0` and
/// `grundy(h) <= |S|`. Because value `h` depends only on the `max(S)` values
/// before it, the sequence is ultimately periodic: once a window of `max(S)`
/// consecutive values recurs, everything after it recurs too.
///
/// # Example
/// ```
/// use cp_games::sg::SubtractionGame;
/// let game = SubtractionGame::new(&[2, 5]);
/// assert_eq!(game.grundy_sequence(8), [0, 0, 1, 1, 0, 2, 1, 0]);
/// // Set-Nim: heaps 2, 4, 7 have XOR 1 ^ 0 ^ 0 != 0, so the first player wins.
/// assert!(game.first_player_wins(&[2, 4, 7]));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubtractionGame {
    moves: Vec<usize>,
}

/// Grundy values of a [`SubtractionGame`] for every heap size: a stored prefix,
/// and a proven period beyond it when the prefix alone is not enough.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrundyTable {
    values: Vec<u32>,
    periodicity: Option<Periodicity>,
}

impl SubtractionGame {
    /// Creates the game with move set `moves` (duplicates are ignored).
    ///
    /// # Panics
    /// If `moves` is empty or contains 0.
    pub fn new(moves: &[usize]) -> Self {
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
    pub fn moves(&self) -> &[usize] {
        &self.moves
    }

    /// Returns `grundy(h)` for every `h` in `0..len`.
    ///
    /// # Complexity
    /// O(`len` · |S|) time, O(`len` + |S|) memory.
    pub fn grundy_sequence(&self, len: usize) -> Vec<u32> {
        let mut seq = Sequence::new(self);
        while seq.values.len() < len {
            seq.push_next();
        }
        seq.values
    }

    /// Returns whether the player to move wins the sum of subtraction games on
    /// `heaps` (Set-Nim): the XOR of their Grundy values is non-zero.
    ///
    /// # Complexity
    /// O(min(max heap, P) · |S| + heaps.len()), where `P` is the work to
    /// prove the period (see [`grundy_table`](Self::grundy_table)); memory
    /// is unbounded in principle, so use `grundy_table` with a budget for
    /// untrusted heap sizes.
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
    /// A period is proven by a window of `max(S)` consecutive values that
    /// recurs; Brent's cycle detection finds the first recurrence (so the
    /// period and preperiod found are the smallest), comparing windows by a
    /// rolling hash and confirming every hash match value by value.
    /// Pass `max_heap = u64::MAX` to insist on the period.
    ///
    /// # Complexity
    /// O(`budget` · |S|) time and O(`budget` + |S|) memory at most. The
    /// work needed is about `preperiod + 2 · period + max(S)` heap sizes when a
    /// period is needed, which for large random `S` can be tens of millions.
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::{Periodicity, SubtractionGame};
    /// let table = SubtractionGame::new(&[2, 5]).grundy_table(u64::MAX, 1000).unwrap();
    /// assert_eq!(table.periodicity(), Some(Periodicity { preperiod: 0, period: 7 }));
    /// assert_eq!(table.grundy(1_000_000_000_000_000_000), table.grundy(1_000_000_000_000_000_000 % 7));
    /// ```
    pub fn grundy_table(&self, max_heap: u64, budget: usize) -> Option<GrundyTable> {
        let mut seq = Sequence::new(self);
        let covers = |len: usize| len as u64 > max_heap;
        let window = *self.moves.last().expect("non-empty move set");
        // Brent: tortoise window at `t`, hare windows at t+1..=t+power.
        let mut t = 0usize;
        let mut power = 1usize;
        let mut hash = RollingHash::new(window);
        loop {
            if seq.values.len() >= budget.saturating_add(1) {
                return None;
            }
            seq.push_next();
            if covers(seq.values.len()) {
                return Some(GrundyTable {
                    values: seq.values,
                    periodicity: None,
                });
            }
            let len = seq.values.len();
            hash.push(&seq.values);
            if len < window {
                continue;
            }
            // The window ending at len - 1 starts at h.
            let h = len - window;
            if h == t {
                hash.mark_tortoise();
                continue;
            }
            if hash.matches_tortoise() && seq.values[t..t + window] == seq.values[h..len] {
                let period = h - t;
                // g[x] = g[x + period] for x >= t; walk back to the first x where it fails.
                let mut preperiod = t;
                while preperiod > 0
                    && seq.values[preperiod - 1] == seq.values[preperiod - 1 + period]
                {
                    preperiod -= 1;
                }
                let mut values = seq.values;
                values.truncate(preperiod + period);
                return Some(GrundyTable {
                    values,
                    periodicity: Some(Periodicity { preperiod, period }),
                });
            }
            if h - t == power {
                t = h;
                power *= 2;
                hash.mark_tortoise();
            }
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
    pub fn grundy(&self, heap: u64) -> u32 {
        let len = self.values.len() as u64;
        let index = match self.periodicity {
            Some(Periodicity { preperiod, period }) if heap >= len => {
                let (pre, per) = (preperiod as u64, period as u64);
                pre + (heap - pre) % per
            }
            _ => heap,
        };
        assert!(index < len, "GrundyTable: heap {heap} is beyond this table");
        self.values[index as usize]
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

    /// Returns the period found, if one was needed to cover the heaps asked for.
    pub fn periodicity(&self) -> Option<Periodicity> {
        self.periodicity
    }

    /// Returns the stored values: `grundy(0..len)`, covering the preperiod and
    /// one period when there is one.
    pub fn values(&self) -> &[u32] {
        &self.values
    }
}

/// The Grundy sequence of a subtraction game, extended one value at a time.
struct Sequence<'a> {
    moves: &'a [usize],
    values: Vec<u32>,
    /// `stamp[v] == len + 1` marks v as an option's value for heap `len`.
    stamp: Vec<usize>,
}

impl<'a> Sequence<'a> {
    fn new(game: &'a SubtractionGame) -> Self {
        Sequence {
            moves: &game.moves,
            values: Vec::new(),
            stamp: vec![0; game.moves.len() + 2],
        }
    }

    fn push_next(&mut self) {
        let h = self.values.len();
        let mark = h + 1;
        for &s in self.moves.iter().take_while(|&&s| s <= h) {
            self.stamp[self.values[h - s] as usize] = mark;
        }
        let g = self
            .stamp
            .iter()
            .position(|&m| m != mark)
            .expect("mex <= |S|");
        self.values.push(g as u32);
    }
}

/// Polynomial hash (mod 2^64) of the last `window` values pushed.
struct RollingHash {
    window: usize,
    /// BASE^(window - 1), to remove the value leaving the window.
    top: u64,
    current: u64,
    tortoise: u64,
}

impl RollingHash {
    const BASE: u64 = 0x9E37_79B9_7F4A_7C15;

    fn new(window: usize) -> Self {
        // BASE^(window - 1) by square-and-multiply: `window` may be huge.
        let (mut top, mut base, mut e) = (1u64, Self::BASE, window - 1);
        while e > 0 {
            if e & 1 == 1 {
                top = top.wrapping_mul(base);
            }
            base = base.wrapping_mul(base);
            e >>= 1;
        }
        RollingHash {
            window,
            top,
            current: 0,
            tortoise: 0,
        }
    }

    /// Accounts for the value just pushed onto `values`.
    fn push(&mut self, values: &[u32]) {
        let len = values.len();
        if len > self.window {
            let leaving = u64::from(values[len - 1 - self.window]) + 1;
            self.current = self.current.wrapping_sub(leaving.wrapping_mul(self.top));
        }
        let entering = u64::from(values[len - 1]) + 1;
        self.current = self.current.wrapping_mul(Self::BASE).wrapping_add(entering);
    }

    fn mark_tortoise(&mut self) {
        self.tortoise = self.current;
    }

    fn matches_tortoise(&self) -> bool {
        self.current == self.tortoise
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Grundy value by direct recursion on the definition, no memo sharing tricks.
    fn brute_grundy(h: usize, moves: &[usize], memo: &mut Vec<Option<u32>>) -> u32 {
        if let Some(v) = memo[h] {
            return v;
        }
        let options: Vec<u32> = moves
            .iter()
            .filter(|&&s| s <= h)
            .map(|&s| brute_grundy(h - s, moves, memo))
            .collect();
        let v = (0..).find(|v| !options.contains(v)).unwrap();
        memo[h] = Some(v);
        v
    }

    /// Set-Nim won by the first player? Game-tree search over sorted heap tuples.
    fn brute_wins(heaps: &[usize], moves: &[usize], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
        let mut key = heaps.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut wins = false;
        for i in 0..key.len() {
            for &s in moves.iter().filter(|&&s| s <= key[i]) {
                let mut next = key.clone();
                next[i] -= s;
                if !brute_wins(&next, moves, memo) {
                    wins = true;
                }
            }
        }
        memo.insert(key, wins);
        wins
    }

    fn all_move_sets(max: usize) -> impl Iterator<Item = Vec<usize>> {
        (1u32..1 << max).map(move |mask| (1..=max).filter(|s| mask >> (s - 1) & 1 == 1).collect())
    }

    #[test]
    fn mex_small_cases() {
        assert_eq!(mex(&[]), 0);
        assert_eq!(mex(&[0]), 1);
        assert_eq!(mex(&[0, 0, 1, 1]), 2);
        assert_eq!(mex(&[5, 100, u32::MAX]), 0);
        for mask in 0u32..1 << 6 {
            let values: Vec<u32> = (0..6).filter(|b| mask >> b & 1 == 1).collect();
            assert_eq!(mex(&values), (mask.trailing_ones()));
        }
    }

    #[test]
    fn sequence_matches_recursion_for_every_move_set_up_to_8() {
        for moves in all_move_sets(8) {
            let game = SubtractionGame::new(&moves);
            let seq = game.grundy_sequence(200);
            let mut memo = vec![None; 200];
            for (h, &v) in seq.iter().enumerate() {
                assert_eq!(v, brute_grundy(h, &moves, &mut memo), "{moves:?} {h}");
            }
        }
    }

    #[test]
    fn set_nim_matches_game_tree_search() {
        let mut heaps_list = Vec::new();
        for a in 0..=9 {
            for b in a..=9 {
                heaps_list.push(vec![a]);
                heaps_list.push(vec![a, b]);
                for c in b..=9 {
                    heaps_list.push(vec![a, b, c]);
                }
            }
        }
        for moves in all_move_sets(5) {
            let game = SubtractionGame::new(&moves);
            let mut memo = HashMap::new();
            for heaps in &heaps_list {
                assert_eq!(
                    game.first_player_wins(&heaps.iter().map(|&h| h as u64).collect::<Vec<_>>()),
                    brute_wins(heaps, &moves, &mut memo),
                    "{moves:?} {heaps:?}"
                );
            }
        }
    }

    /// Smallest period of the second half of a long prefix, then the smallest
    /// preperiod consistent with it over the whole prefix.
    fn naive_periodicity(seq: &[u32]) -> Periodicity {
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
        for moves in all_move_sets(9) {
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
    fn generic_grundy_matches_subtraction_game_and_detects_cycles() {
        let moves = [2usize, 3, 7];
        let mut g = Grundy::new(|&h: &usize| {
            moves
                .iter()
                .filter(move |&&s| s <= h)
                .map(move |&s| h - s)
                .collect::<Vec<_>>()
        });
        let seq = SubtractionGame::new(&moves).grundy_sequence(5000);
        // deep chain first: no recursion, so no stack overflow
        assert_eq!(g.grundy(4999), seq[4999]);
        for (h, &v) in seq.iter().enumerate() {
            assert_eq!(g.grundy(h), v);
        }
        let cyclic = std::panic::catch_unwind(|| {
            let mut g = Grundy::new(|&x: &u8| vec![(x + 1) % 3]);
            g.grundy(0)
        });
        assert!(cyclic.is_err());
    }

    proptest::proptest! {
        #[test]
        fn random_move_sets_period_is_a_real_period(moves in proptest::collection::vec(1usize..40, 1..6)) {
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

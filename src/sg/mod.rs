//! Sprague–Grundy theory for impartial games.
//!
//! The Grundy value of a position is the `mex` (least non-negative integer
//! not present) of the Grundy values of the positions one move away; a
//! position is lost for the player to move exactly when its value is 0, and
//! a sum of games (move in any one component) has the XOR of the components'
//! values. A Nim pile of size `h` has value `h`, so every impartial game
//! behaves like a Nim pile of its Grundy value.
//!
//! - [`mex`] and [`Grundy`] (here): values, outcomes and winning moves of
//!   any finite game given its moves, by the explicit-stack [`search`]
//!   shared with [`explore`](crate::explore).
//! - [`subtraction`]: the subtraction game and its periodic Grundy sequence
//!   (AcWing 893), with [`period`] finding the period; [`period::Pattern`]
//!   is the value at any heap from a period or arithmetic period, proved
//!   (by a named certificate) or observed, for subtraction games, octal
//!   games and heap rulesets alike.
//! - [`set_nim`]: Set-Nim on heaps up to `u64::MAX` under a budget.
//! - [`split`]: split Nim (AcWing 894) and its closed form.
//! - [`bipartite`]: the token game "never revisit a vertex" on a bipartite
//!   graph, decided by maximum matchings (Luogu P1971): who wins from every
//!   vertex, a winning move, and games replayed move by move.
//! - [`colouring`]: the Colouring Game (Codeforces 1704F), partizan, decided
//!   by the colour counts and else by Dawson's Kayles on alternating runs.
//! - [`consecutive`]: removing `L..=R` consecutive cards from a row
//!   (AtCoder ABC278 G, interactive): the mirror strategy, or the octal
//!   game with one digit 7.
//! - [`cutting`]: the cutting game on grid paper (POJ 2311), a Grundy table.
//! - [`heap_rules`]: heap rulesets (Multi-SG): a heap replaced by a
//!   multiset of smaller heaps, with an optional state; values by mex,
//!   patterns proved or observed, and the games of Luogu P3235, P2148,
//!   P3185 and Codeforces 1312F.
//! - [`interval`]: interval games (AtCoder ABC206 F), a mex over
//!   sub-intervals, each move splitting a stretch into two.
//! - [`distinct_max`]: lowering the maximum of a set of distinct numbers
//!   (AtCoder ARC137 C), by strategy stealing.
//! - [`divisor`]: the divisor game (AtCoder ABC368 F), `g(a) = Ω(a)` by a
//!   linear sieve.
//! - [`graph`]: tokens on a directed graph (AcWing 1319): Grundy values of a
//!   DAG, and win / lose / draw on any graph.
//! - [`hackenbush`]: Green Hackenbush on rooted trees (AtCoder AGC017 D) and
//!   on trees with hanging cycles (POJ 3710).
//! - [`lasker`]: Lasker's Nim (HDU 3032), take or split, and its closed form.
//! - [`octal`]: octal (take-and-break) games: Grundy values by a naive and a
//!   sparse-space solver, periods proved by the Guy–Smith certificate.
//! - [`prefix_free`]: the Prefix-free Game (AtCoder ARC087 C), a sum of
//!   full binary trees worth the lowest set bit of their heights.
//! - [`treblecross`]: Treblecross boards (UVa 10561) through the octal game
//!   `.007`.
//! - [`zero_one`]: writing 0s and 1s into a row, never two equal side by
//!   side (AtCoder ARC151 C): stretches worth their length, 0 or 1.

pub mod bipartite;
pub mod colouring;
pub mod consecutive;
pub mod cutting;
pub mod distinct_max;
pub mod divisor;
pub mod graph;
pub mod hackenbush;
pub mod heap_rules;
pub mod interval;
pub mod lasker;
mod mex_counts;
pub mod octal;
pub mod period;
pub mod prefix_free;
pub mod search;
mod segments;
pub mod set_nim;
pub mod split;
pub mod subtraction;
pub mod treblecross;
pub mod zero_one;

pub use search::Position;

use crate::{GrundyValue, Outcome};

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
pub fn mex(values: &[GrundyValue]) -> GrundyValue {
    // The answer is at most values.len(), so larger values can be ignored.
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if let Some(s) = seen.get_mut(v.min(usize::MAX as GrundyValue) as usize) {
            *s = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as GrundyValue
}

/// Memoized Grundy values of an arbitrary finite impartial game: describe
/// the game once by its moves, then ask a position's value, its outcome, a
/// winning move, or the values of a range of positions.
///
/// `moves(state)` lists the positions reachable in one move. The game must be
/// finite (no position can be reached from itself); a cycle is detected and
/// reported with a panic rather than looping forever. The search (shared
/// with the brute force of [`explore`](crate::explore), see
/// [`search`]) uses an explicit stack, so deep games (long
/// chains of moves) do not overflow the call stack, and keeps its buffers
/// between calls. Positions that give an index ([`Position`]: the integers)
/// keep their values in an array, others in a hash map; the caller does
/// not choose.
///
/// # Example
/// The subtraction game with moves {1, 3, 4}, as a generic game:
/// ```
/// use cp_games::sg::Grundy;
/// use cp_games::Outcome;
/// let mut g = Grundy::new(|&h: &u32| [1, 3, 4].into_iter().filter(move |&s| s <= h).map(move |s| h - s));
/// assert_eq!(g.values(0..8), [0, 1, 0, 1, 2, 3, 2, 0]);
/// // A sum of games is won by the first player iff the XOR is non-zero.
/// assert_ne!(g.grundy(4) ^ g.grundy(5), 0);
/// assert_eq!((g.outcome(7), g.winning_move(7)), (Outcome::Lose, None));
/// assert_eq!(g.winning_move(6), Some(2));
/// ```
pub struct Grundy<S, F> {
    pub(crate) moves: F,
    memo: search::Mixed<S>,
    search: search::Search<S>,
}

impl<S, F, I> Grundy<S, F>
where
    S: Position,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
{
    /// Creates an empty memo for the game whose moves are `moves`.
    pub fn new(moves: F) -> Self {
        Grundy {
            moves,
            memo: search::Mixed::new(),
            search: search::Search::new(),
        }
    }

    /// Returns the Grundy value of `state`.
    ///
    /// # Panics
    /// If a position can be reached from itself (the game is not finite).
    ///
    /// # Complexity
    /// Each position reachable from `state` and not yet memoized is expanded
    /// once, calling `moves` once, and each of its options is looked up in
    /// the memo once: O(positions + moves) memo operations overall (an
    /// array access for positions with an index, a hash otherwise), and
    /// O(1) for a memoized `state`.
    pub fn grundy(&mut self, state: S) -> GrundyValue {
        self.search
            .value(&mut self.memo, &search::Mex, &mut self.moves, state)
    }

    /// Whether the player to move from `state` wins: [`Outcome::Win`] iff
    /// its Grundy value is not 0.
    ///
    /// # Panics
    /// As [`grundy`](Self::grundy).
    ///
    /// # Complexity
    /// As [`grundy`](Self::grundy).
    pub fn outcome(&mut self, state: S) -> Outcome {
        Outcome::from_wins(self.grundy(state) != 0)
    }

    /// A winning move from `state`: the position after it (an option of
    /// value 0), or `None` if `state` is lost.
    ///
    /// # Panics
    /// As [`grundy`](Self::grundy).
    ///
    /// # Complexity
    /// [`grundy`](Self::grundy) of `state`, then `moves(state)` once more.
    pub fn winning_move(&mut self, state: S) -> Option<S> {
        if self.grundy(state.clone()) == 0 {
            return None;
        }
        let options: Vec<S> = (self.moves)(&state).into_iter().collect();
        options.into_iter().find(|o| self.memo.get(o) == 0)
    }

    /// A winning move in the sum of the games `states` (one move in one
    /// component): the component's index and its position after the move,
    /// or `None` if the sum is lost (the XOR of the values is 0).
    ///
    /// # Panics
    /// As [`grundy`](Self::grundy).
    ///
    /// # Complexity
    /// The values of the components, then `moves` of one component.
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::Grundy;
    /// // Nim: heaps 3, 4, 5 (XOR 2); taking 2 from the heap of 3 wins.
    /// let mut nim = Grundy::new(|&h: &u64| 0..h);
    /// assert_eq!(nim.winning_move_in_sum(&[3, 4, 5]), Some((0, 1)));
    /// assert_eq!(nim.winning_move_in_sum(&[1, 2, 3]), None);
    /// ```
    pub fn winning_move_in_sum(&mut self, states: &[S]) -> Option<(usize, S)> {
        let values: Vec<GrundyValue> = states.iter().map(|s| self.grundy(s.clone())).collect();
        let total = values.iter().fold(0, |x, &v| x ^ v);
        if total == 0 {
            return None;
        }
        let i = (0..states.len()).find(|&i| values[i] ^ total < values[i])?;
        let target = values[i] ^ total;
        let options: Vec<S> = (self.moves)(&states[i]).into_iter().collect();
        let option = options.into_iter().find(|o| self.memo.get(o) == target)?;
        Some((i, option))
    }

    /// The Grundy values of `states`, in order (the values of a range of
    /// positions: `g.values(0..n)`).
    ///
    /// # Panics
    /// As [`grundy`](Self::grundy).
    ///
    /// # Complexity
    /// As [`grundy`](Self::grundy) for each; asked in increasing order on
    /// a game whose moves go down, each position costs one memo access per
    /// move.
    pub fn values(&mut self, states: impl IntoIterator<Item = S>) -> Vec<GrundyValue> {
        states.into_iter().map(|s| self.grundy(s)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::subtraction::SubtractionGame;
    use std::hash::Hash;

    #[test]
    fn mex_small_cases() {
        assert_eq!(mex(&[]), 0);
        assert_eq!(mex(&[0]), 1);
        assert_eq!(mex(&[0, 0, 1, 1]), 2);
        assert_eq!(mex(&[5, 100, u64::MAX]), 0);
        for mask in 0u32..1 << 6 {
            let values: Vec<u64> = (0..6).filter(|b| mask >> b & 1 == 1).collect();
            assert_eq!(mex(&values), u64::from(mask.trailing_ones()));
        }
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
        let seq = SubtractionGame::new(&[2, 3, 7]).grundy_sequence(5000);
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

    /// A random finite game on `0..n`: the options of `v` are some of
    /// the positions below it, listed with repeats.
    fn random_game(rng: &mut crate::testing::Rng, n: usize) -> Vec<Vec<u32>> {
        (0..n)
            .map(|v| {
                let k = if v == 0 { 0 } else { rng.below(5) };
                (0..k).map(|_| rng.below(v) as u32).collect()
            })
            .collect()
    }

    /// The definition, by plain recursion.
    fn naive(options: &[Vec<u32>], v: u32) -> GrundyValue {
        let values: Vec<GrundyValue> = options[v as usize]
            .iter()
            .map(|&w| naive(options, w))
            .collect();
        (0..).find(|m| !values.contains(m)).unwrap()
    }

    #[test]
    fn array_and_hash_memos_match_the_definition_and_the_brute_force() {
        use crate::explore::{Outcomes, Play};
        let mut rng = crate::testing::Rng::new(31);
        for _ in 0..300 {
            let n = 1 + rng.below(14);
            let game = random_game(&mut rng, n);
            let mut dense = Grundy::new(|&v: &u32| game[v as usize].clone());
            let mut hashed = Grundy::new(|&(v, _): &(u32, ())| {
                game[v as usize]
                    .iter()
                    .map(|&w| (w, ()))
                    .collect::<Vec<_>>()
            });
            let mut brute = Outcomes::new(Play::Normal, |&v: &u32| game[v as usize].clone());
            // Asked from the top down, so that searches go deep.
            for v in (0..n as u32).rev() {
                let g = naive(&game, v);
                assert_eq!(dense.grundy(v), g, "{game:?} {v}");
                assert_eq!(hashed.grundy((v, ())), g, "{game:?} {v}");
                assert_eq!(dense.outcome(v), Outcome::from_wins(brute.wins(v)));
                match dense.winning_move(v) {
                    None => assert_eq!(g, 0),
                    Some(w) => {
                        assert!(game[v as usize].contains(&w) && naive(&game, w) == 0);
                    }
                }
            }
            assert_eq!(
                dense.values(0..n as u32),
                (0..n as u32).map(|v| naive(&game, v)).collect::<Vec<_>>()
            );
            let sum = [
                rng.below(n) as u32,
                rng.below(n) as u32,
                rng.below(n) as u32,
            ];
            let total = sum.iter().fold(0, |x, &v| x ^ naive(&game, v));
            match dense.winning_move_in_sum(&sum) {
                None => assert_eq!(total, 0),
                Some((i, w)) => {
                    assert!(game[sum[i] as usize].contains(&w));
                    assert_eq!(total ^ naive(&game, sum[i]) ^ naive(&game, w), 0);
                }
            }
        }
    }

    #[test]
    fn values_past_64_and_a_search_reused_after_a_cycle() {
        // Nim heaps: value h, past the 64 bits of the small-value mask.
        let mut nim = Grundy::new(|&h: &u64| (0..h).rev());
        assert_eq!(nim.grundy(200), 200);
        assert_eq!(nim.values([64, 65, 130]), [64, 65, 130]);
        // Values with a gap past 64: options of h are the heaps below
        // but 70.
        let mut gap = Grundy::new(|&h: &u64| (0..h).filter(|&x| x != 70));
        assert_eq!(gap.grundy(71), 70);
        assert_eq!(gap.grundy(80), 79);
        // 5 -> 6 -> 5 is a cycle; 0..=4 are Nim heaps. After the panic,
        // the memo still answers.
        let mut looped = Grundy::new(|&h: &u32| match h {
            5 => vec![6, 1],
            6 => vec![5],
            h => (0..h).collect(),
        });
        let mut looped = std::panic::AssertUnwindSafe(&mut looped);
        assert!(std::panic::catch_unwind(move || looped.grundy(6)).is_err());
        let mut again = Grundy::new(|&h: &u32| match h {
            5 => vec![6, 1],
            6 => vec![5],
            h => (0..h).collect(),
        });
        assert!(
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| again.grundy(5))).is_err()
        );
        assert_eq!(again.grundy(4), 4);
        assert!(
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| again.grundy(6))).is_err()
        );
    }

    #[test]
    fn positions_on_both_sides_of_the_array() {
        // Options h - 1 and h - 2 above `low`, none at or below it: the
        // values, by plain recursion, for positions that cross from the
        // array to the hash map (negative integers, and integers at
        // `DENSE_LIMIT` and past it), within one position's options.
        fn naive(h: i128, low: i128) -> GrundyValue {
            if h <= low {
                return 0;
            }
            let (a, b) = (naive(h - 1, low), naive(h - 2, low));
            (0..).find(|&m| m != a && m != b).unwrap()
        }
        let low = -6i64;
        // take 1 or 2 while above `low`
        let mut signed =
            Grundy::new(move |&h: &i64| if h > low { vec![h - 1, h - 2] } else { vec![] });
        // From the top (options not valued yet), then in order (valued).
        assert_eq!(signed.grundy(9), naive(9, low.into()));
        for h in -9i64..=12 {
            assert_eq!(signed.grundy(h), naive(h.into(), low.into()), "{h}");
        }
        let limit = search::DENSE_LIMIT as u64;
        let low = limit - 5;
        let mut wide =
            Grundy::new(move |&h: &u64| if h > low { vec![h - 1, h - 2] } else { vec![] });
        assert_eq!(
            wide.grundy(limit + 4),
            naive((limit + 4).into(), low.into())
        );
        for h in low - 3..=limit + 9 {
            assert_eq!(wide.grundy(h), naive(h.into(), low.into()), "{h}");
        }
    }

    thread_local! {
        static HASHES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    /// A state that counts how often it is hashed: every memo and stack
    /// lookup hashes its key once.
    #[derive(Clone, PartialEq, Eq, Debug)]
    struct Counted(u32);

    impl Position for Counted {}

    impl Hash for Counted {
        fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
            HASHES.with(|c| c.set(c.get() + 1));
            self.0.hash(state);
        }
    }

    #[test]
    fn work_is_linear_in_positions_plus_moves() {
        // A root with d options, each a leaf (no moves): d + 1 positions and
        // d moves. Rescanning the options after each child would hash
        // about d^2 / 2 times.
        for d in [10u32, 1000, 4000] {
            HASHES.with(|c| c.set(0));
            let mut g = Grundy::new(|s: &Counted| {
                if s.0 == 0 {
                    (1..=d).map(Counted).collect()
                } else {
                    Vec::new()
                }
            });
            assert_eq!(g.grundy(Counted(0)), 1);
            let hashes = HASHES.with(|c| c.get());
            assert!(
                hashes <= 12 * (2 * d as usize + 1),
                "d = {d}: {hashes} hashes"
            );
        }
        // A chain 0 -> 1 -> ... -> n and every i -> n: also linear.
        let n = 3000u32;
        HASHES.with(|c| c.set(0));
        let mut g = Grundy::new(|s: &Counted| {
            if s.0 < n {
                vec![Counted(s.0 + 1), Counted(n)]
            } else {
                Vec::new()
            }
        });
        // values from the end: 0, 1, then 2 and 1 alternating; n is even
        assert_eq!(g.grundy(Counted(0)), 2);
        let hashes = HASHES.with(|c| c.get());
        assert!(hashes <= 12 * (3 * n as usize + 1), "{hashes} hashes");
    }
}

//! Sprague–Grundy theory for impartial games.
//!
//! The Grundy value of a position is the `mex` (least non-negative integer
//! not present) of the Grundy values of the positions one move away; a
//! position is lost for the player to move exactly when its value is 0, and
//! a sum of games (move in any one component) has the XOR of the components'
//! values. A Nim pile of size `h` has value `h`, so every impartial game
//! behaves like a Nim pile of its Grundy value.
//!
//! - [`mex`] and [`Grundy`] (here): values of any finite game given its moves.
//! - [`subtraction`]: the subtraction game and its periodic Grundy sequence
//!   (AcWing 893), with [`period`] finding the period.
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
mod segments;
pub mod set_nim;
pub mod split;
pub mod subtraction;
pub mod treblecross;
pub mod zero_one;

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

/// A position being expanded: its options, and how many of them (a
/// prefix) already have values.
struct Frame<S> {
    position: S,
    options: Vec<S>,
    done: usize,
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
    /// once, calling `moves` once, and each of its options is looked up at
    /// most three times (a per-frame cursor never rescans): O(positions +
    /// moves) hash-map operations overall.
    pub fn grundy(&mut self, state: S) -> u32 {
        if let Some(&v) = self.memo.get(&state) {
            return v;
        }
        let mut on_stack: HashSet<S> = HashSet::new();
        let mut stack = vec![self.frame(state.clone(), &mut on_stack)];
        while let Some(top) = stack.last_mut() {
            // Advance the cursor past options that already have values.
            while top.done < top.options.len() && self.memo.contains_key(&top.options[top.done]) {
                top.done += 1;
            }
            if top.done < top.options.len() {
                let next = top.options[top.done].clone();
                assert!(
                    !on_stack.contains(&next),
                    "Grundy: the game has a cycle, so it is not a finite game"
                );
                let frame = self.frame(next, &mut on_stack);
                stack.push(frame);
            } else {
                let Frame {
                    position, options, ..
                } = stack.pop().expect("non-empty");
                let values: Vec<u32> = options.iter().map(|o| self.memo[o]).collect();
                on_stack.remove(&position);
                self.memo.insert(position, mex(&values));
            }
        }
        self.memo[&state]
    }

    fn frame(&mut self, position: S, on_stack: &mut HashSet<S>) -> Frame<S> {
        let options: Vec<S> = (self.moves)(&position).into_iter().collect();
        on_stack.insert(position.clone());
        Frame {
            position,
            options,
            done: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::subtraction::SubtractionGame;

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

    thread_local! {
        static HASHES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    /// A state that counts how often it is hashed: every memo and stack
    /// lookup hashes its key once.
    #[derive(Clone, PartialEq, Eq, Debug)]
    struct Counted(u32);

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

//! Games that may go on forever, given by a closure: the positions
//! reachable from the start are numbered automatically (a hash map from
//! position to number, filled breadth first with no recursion), and the
//! numbered game is solved by the crate's retrograde engines: win / lose /
//! draw with the game's length and a best move
//! ([`Retrograde::solve`](crate::sg::graph::retrograde::Retrograde::solve)),
//! and values with infinite play detected
//! ([`min_max_totals`](crate::sg::graph::valued::min_max_totals)).

use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::hash::Hash;

use crate::sg::graph::retrograde::{Best, Retrograde, Reversed, Solved};
use crate::sg::graph::valued::{min_max_totals, Totals};
use crate::Outcome;

/// The positions reachable from some starts, numbered `0..len()` in the
/// order a breadth-first search meets them (the starts first), with their
/// moves as numbered edges (and a weight per move, for
/// [`totals`](Self::totals)).
///
/// # Memory
/// Per position: the position twice (in the map and in the list), a `u32`
/// number and the hash map's slack (at most 7/8 full, half full just
/// after growing); per move: 8 bytes of edge, and 8 of weight for
/// [`weighted`](Self::weighted). [`solve`](Self::solve) then adds about
/// 17 bytes per position and 4 per move, plus a transient reversed copy of
/// the edges. Measured with [`Loopy`] (docs/benchmarks.md): 85 bytes per
/// `(u32, u32)` position at the peak, moves included (2.6 per position),
/// 10^7 positions in 807 MiB; 24 GiB hold about 3·10^8.
///
/// # Example
/// ```
/// use cp_games::explore::Reachable;
/// // A token on a cycle 0 -> 1 -> 2 -> 0 with an exit 2 -> 3.
/// let r = Reachable::new([0u8], |&p: &u8| match p { 0 => vec![1], 1 => vec![2], 2 => vec![0, 3], _ => vec![] });
/// assert_eq!(r.len(), 4);
/// assert_eq!(r.position(r.index_of(&3).unwrap()), &3);
/// ```
#[derive(Debug, Clone)]
pub struct Reachable<S> {
    index: HashMap<S, u32>,
    positions: Vec<S>,
    edges: Vec<(u32, u32)>,
    weights: Vec<u64>,
}

impl<S: Clone + Eq + Hash> Reachable<S> {
    /// The positions reachable from `starts` by `moves(position)` (the
    /// positions one move away), each move of weight 0.
    ///
    /// # Panics
    /// If `u32::MAX - 2` positions or moves or more are reachable.
    ///
    /// # Complexity
    /// O(P + M) hash-map operations for the `P` positions reachable and
    /// their `M` moves, `moves` called once per position. No recursion.
    pub fn new<I>(starts: impl IntoIterator<Item = S>, mut moves: impl FnMut(&S) -> I) -> Self
    where
        I: IntoIterator<Item = S>,
    {
        Self::build(starts, false, |p: &S, out: &mut Vec<(S, u64)>| {
            out.extend(moves(p).into_iter().map(|q| (q, 0)))
        })
    }

    /// The positions reachable from `starts` by `moves(position)`, which
    /// lists each move as (the position after it, its weight).
    ///
    /// # Panics
    /// As [`new`](Self::new).
    ///
    /// # Complexity
    /// As [`new`](Self::new).
    pub fn weighted<I>(starts: impl IntoIterator<Item = S>, mut moves: impl FnMut(&S) -> I) -> Self
    where
        I: IntoIterator<Item = (S, u64)>,
    {
        Self::build(starts, true, |p: &S, out: &mut Vec<(S, u64)>| {
            out.extend(moves(p))
        })
    }

    /// Breadth first from `starts`: `list(position, out)` pushes the moves
    /// of each position in turn on `out`, and they are interned and
    /// recorded (with their weights if `weighted`, else the weights are all
    /// 0 and not stored).
    fn build(
        starts: impl IntoIterator<Item = S>,
        weighted: bool,
        mut list: impl FnMut(&S, &mut Vec<(S, u64)>),
    ) -> Self {
        let mut r = Reachable {
            index: HashMap::new(),
            positions: Vec::new(),
            edges: Vec::new(),
            weights: Vec::new(),
        };
        for s in starts {
            r.intern(s);
        }
        let mut options: Vec<(S, u64)> = Vec::new();
        let mut next = 0;
        while next < r.positions.len() {
            list(&r.positions[next], &mut options);
            for (q, w) in options.drain(..) {
                let to = r.intern(q);
                r.edges.push((next as u32, to));
                if weighted {
                    r.weights.push(w);
                }
            }
            next += 1;
        }
        assert!(
            r.edges.len() < u32::MAX as usize - 2,
            "Reachable: {} moves do not fit in u32",
            r.edges.len()
        );
        if !weighted {
            r.weights = Vec::new();
        }
        r
    }

    fn intern(&mut self, s: S) -> u32 {
        let i = self.positions.len();
        match self.index.entry(s) {
            Entry::Occupied(e) => *e.get(),
            Entry::Vacant(e) => {
                assert!(
                    i < u32::MAX as usize - 3,
                    "Reachable: more than {} positions",
                    i
                );
                self.positions.push(e.key().clone());
                e.insert(i as u32);
                i as u32
            }
        }
    }

    /// The number of positions reachable. O(1).
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Whether no position is reachable (no start was given). O(1).
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// The number of `position`, or `None` if it is not reachable. O(1)
    /// expected (one hash-map lookup).
    pub fn index_of(&self, position: &S) -> Option<usize> {
        self.index.get(position).map(|&i| i as usize)
    }

    /// The position numbered `i`. O(1).
    ///
    /// # Panics
    /// If `i >= len()`.
    pub fn position(&self, i: usize) -> &S {
        &self.positions[i]
    }

    /// Every move as (from, to) numbers, in the order `moves` listed them,
    /// position by position. O(1).
    pub fn edges(&self) -> &[(u32, u32)] {
        &self.edges
    }

    /// Win, lose or draw of every position (a position with no move is
    /// lost for the player to move), the game's length with the winner
    /// hurrying and the loser stalling, and a best move, by
    /// [`Retrograde::solve`]; indexed by [`index_of`](Self::index_of).
    ///
    /// # Complexity
    /// O(P + M) time and memory.
    pub fn solve(&self) -> Solved {
        let game = Reversed::new(self.positions.len(), &self.edges);
        Retrograde::new().solve(&game, &[])
    }

    /// The totals of the weights played when one player (the minimiser)
    /// wants the game to end with the least total and the other wants it
    /// never to end, else the largest total, by [`min_max_totals`]; indexed
    /// by [`index_of`](Self::index_of), `None` where the game is endless.
    ///
    /// # Panics
    /// If twice the sum of the weights does not fit in a `u64`.
    ///
    /// # Complexity
    /// O((P + M) log(P + M)) time, O(P + M) memory.
    ///
    /// # Example
    /// **Values with infinite play detected**: a token on `0 -> 1 -> 2 ->
    /// 0` and `1 -> 3`, each move worth 1 (AtCoder ABC261 Ex's third sample).
    /// ```
    /// use cp_games::explore::Reachable;
    /// let r = Reachable::weighted([0u8], |&p: &u8| {
    ///     let to: &[u8] = match p { 0 => &[1], 1 => &[2, 3], 2 => &[0], _ => &[] };
    ///     to.iter().map(|&q| (q, 1)).collect::<Vec<_>>()
    /// });
    /// let t = r.totals();
    /// assert_eq!(t.minimiser_to_move(r.index_of(&0).unwrap()), Some(5));
    /// ```
    pub fn totals(&self) -> Totals {
        if self.weights.len() == self.edges.len() {
            min_max_totals(self.positions.len(), &self.edges, &self.weights)
        } else {
            min_max_totals(
                self.positions.len(),
                &self.edges,
                &vec![0; self.edges.len()],
            )
        }
    }
}

/// Win, lose or draw of a game that may go on forever, given by a closure,
/// with the game's length (the winner hurries, the loser stalls) and a best
/// move: [`Reachable`] numbers the positions, [`Retrograde::solve`] solves
/// them. A position with no move is lost for the player to move.
///
/// When the players have different moves, or a move may give its player
/// another turn, put the player to move in the position (`(S, Side)`):
/// the outcome is then for whoever the position says is to move.
///
/// # Memory
/// That of [`Reachable`] and [`Reachable::solve`]: measured at 85 bytes
/// per `(u32, u32)` position with 2.6 moves each (10^7 positions in 807
/// MiB).
///
/// # Example
/// **The game may go on forever; how long does it last.** A token on
/// `0 -> 1 -> 2`, with a loop `0 -> 0`: 1 wins in one ply; at 0 moving to
/// 1 loses, so its owner loops forever: a draw.
/// ```
/// use cp_games::explore::Loopy;
/// use cp_games::Outcome::*;
/// let g = Loopy::new([0u8], |&v: &u8| match v { 0 => vec![0, 1], 1 => vec![2], _ => vec![] });
/// assert_eq!((g.outcome(&0), g.outcome(&1), g.outcome(&2)), (Draw, Win, Lose));
/// assert_eq!((g.plies(&1), g.best_move(&1)), (Some(1), Some(&2)));
/// assert_eq!((g.plies(&0), g.best_move(&0)), (None, Some(&0)));
/// // A pile, take 1 or 2: 6 is lost in 4 plies, 7 won in 5.
/// let pile = Loopy::new([7u32], |&n: &u32| (1..=n.min(2)).map(move |t| n - t));
/// assert_eq!((pile.outcome(&6), pile.plies(&6)), (Lose, Some(4)));
/// assert_eq!((pile.outcome(&7), pile.plies(&7), pile.best_move(&7)), (Win, Some(5), Some(&6)));
/// ```
#[derive(Debug, Clone)]
pub struct Loopy<S> {
    reachable: Reachable<S>,
    solved: Solved,
}

impl<S: Clone + Eq + Hash> Loopy<S> {
    /// Numbers the positions reachable from `starts` by `moves` and solves
    /// them.
    ///
    /// # Panics
    /// As [`Reachable::new`].
    ///
    /// # Complexity
    /// O(P + M) hash-map operations and time, `moves` called once per
    /// position, no recursion.
    pub fn new<I>(starts: impl IntoIterator<Item = S>, moves: impl FnMut(&S) -> I) -> Self
    where
        I: IntoIterator<Item = S>,
    {
        let reachable = Reachable::new(starts, moves);
        let solved = reachable.solve();
        Loopy { reachable, solved }
    }

    fn at(&self, position: &S) -> usize {
        self.reachable
            .index_of(position)
            .expect("Loopy: the position is not reachable from the starts")
    }

    /// The outcome of `position` for the player to move. O(1) expected.
    ///
    /// # Panics
    /// If `position` is not reachable from the starts.
    pub fn outcome(&self, position: &S) -> Outcome {
        self.solved.outcome(self.at(position))
    }

    /// The length of the game from `position` in plies, the winner
    /// hurrying and the loser stalling; `None` for a draw. O(1) expected.
    ///
    /// # Panics
    /// If `position` is not reachable from the starts.
    pub fn plies(&self, position: &S) -> Option<u32> {
        self.solved.plies(self.at(position))
    }

    /// A best move from `position` (the position after it): the fastest
    /// win, the slowest loss, or a move to a draw; `None` when the player
    /// to move has no move. O(1) expected.
    ///
    /// # Panics
    /// If `position` is not reachable from the starts.
    pub fn best_move(&self, position: &S) -> Option<&S> {
        match self.solved.best_move(self.at(position)) {
            Some(Best::To(q)) => Some(self.reachable.position(q)),
            _ => None,
        }
    }

    /// The numbered positions and their moves. O(1).
    pub fn reachable(&self) -> &Reachable<S> {
        &self.reachable
    }

    /// The solution, indexed by [`Reachable::index_of`]. O(1).
    pub fn solved(&self) -> &Solved {
        &self.solved
    }
}

/// The moves `moves` with every option put in canonical form by
/// `canonical`: the symmetry hook of the engines whose moves take only the
/// position ([`Outcomes`](super::Outcomes), [`Loopy`], [`Reachable`],
/// [`Grundy`](crate::sg::Grundy), [`outcomes_within`](super::outcomes_within)).
/// Positions the same up to symmetry (rotations, reflections, sorted
/// heaps) then share one entry; ask about positions in canonical form.
/// `canonical` must send positions with the same answers to one
/// representative.
///
/// # Complexity
/// One call of `canonical` per option, on top of `moves`.
///
/// # Example
/// **Many positions are the same up to symmetry**: a ring of coins, a move
/// removes one coin, and rings equal up to rotation share an entry.
/// ```
/// use cp_games::explore::{symmetric, Loopy};
/// let least_rotation = |v: Vec<u8>| (0..v.len().max(1))
///     .map(|i| [&v[i.min(v.len())..], &v[..i.min(v.len())]].concat())
///     .min()
///     .unwrap();
/// let remove = |v: &Vec<u8>| (0..v.len()).map(|i| [&v[..i], &v[i + 1..]].concat()).collect::<Vec<_>>();
/// let start = least_rotation(vec![1, 0, 0, 1]);
/// let plain = Loopy::new([vec![1, 0, 0, 1]], remove);
/// let shared = Loopy::new([start.clone()], symmetric(remove, least_rotation));
/// assert_eq!(plain.outcome(&vec![1, 0, 0, 1]), shared.outcome(&start));
/// assert!(shared.reachable().len() < plain.reachable().len());
/// ```
pub fn symmetric<S, I>(
    mut moves: impl FnMut(&S) -> I,
    mut canonical: impl FnMut(S) -> S,
) -> impl FnMut(&S) -> Vec<S>
where
    I: IntoIterator<Item = S>,
{
    move |p: &S| moves(p).into_iter().map(&mut canonical).collect()
}

#[cfg(test)]
mod tests;

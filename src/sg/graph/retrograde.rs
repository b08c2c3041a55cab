//! Retrograde analysis for any game whose positions are numbered `0..P`:
//! win, lose or draw for the player to move, in O(P + moves), with no
//! recursion. The game is given backwards ([`Moves`]): how many moves
//! leave each position, and which positions have a move into it. That is
//! all the analysis reads, so the positions need not be a graph's vertices:
//! a position can be a vertex together with the player to move (when the
//! two players have different moves, as in [`berzerk`](super::berzerk)), or
//! a word's last letters (as in [`shiritori`](super::shiritori)).
//!
//! **The rules.** A position with no move is lost for the player to move;
//! so is every position of `ends`, a set the caller names (a target that
//! ends the game when it is reached: the player who moved there has won,
//! and its own moves are ignored). Then, until nothing changes:
//! - a position with a move to a lost position is won;
//! - a position all of whose moves lead to won positions is lost;
//! - whatever is never labelled is a draw: with both playing well the play
//!   never ends.
//!
//! *Why this is right* (as in [`outcomes`](super::outcomes)). By induction
//! on the order of labelling, a position labelled won has a move to one
//! labelled lost before it, and one labelled lost (other than a position
//! with no move or of `ends`) has only moves to positions labelled won
//! before it; so each label comes with a strategy that ends the game in the
//! labeller's favour, in fewer plies than there are positions. From an
//! unlabelled position no move leads to a lost position (it would have been
//! labelled won) and some move leads to an unlabelled one (else it would
//! have been labelled lost; an unlabelled position is not in `ends` and has
//! a move). A player who always moves to an unlabelled position never
//! loses: the opponent then faces an unlabelled position, and whatever they
//! play leads to an unlabelled or a won position for the first player again.
//! So from an unlabelled position neither player can force a win.
//!
//! **The work.** Each position keeps one word: its count of moves not yet
//! known to lead to a won position, or its label. A labelled position is
//! taken from a queue once, and each move into it is looked at once: O(P +
//! M) for `P` positions and `M` moves, plus whatever [`Moves`] costs to list
//! them. A [`Retrograde`] keeps its arrays between runs, so a game asked
//! many questions (one target per query, as in Luogu P6560) allocates once;
//! [`Retrograde::outcome_of`] stops as soon as the position asked about is
//! labelled, since a label never changes.

use super::Outcome;

/// A game seen backwards, as retrograde analysis reads it: positions
/// `0..positions()`, each position's number of moves, and the moves into
/// each position.
///
/// A move listed twice (two edges between the same vertices) must be
/// counted twice by [`moves_from`](Moves::moves_from) and listed twice by
/// [`for_each_move_into`](Moves::for_each_move_into); the outcome is the
/// same as with one.
pub trait Moves {
    /// The number of positions.
    fn positions(&self) -> usize;
    /// How many moves leave position `p`.
    fn moves_from(&self, p: usize) -> usize;
    /// Calls `f(u)` once for every move `u -> p`.
    fn for_each_move_into(&self, p: usize, f: impl FnMut(usize));
}

/// The moves of a digraph, backwards: each vertex's predecessors side by
/// side (compressed sparse rows of `u32`), and each vertex's out-degree.
/// Built once, it answers any number of analyses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reversed {
    /// The predecessors of `v` are `from[starts[v]..starts[v + 1]]`.
    starts: Vec<u32>,
    from: Vec<u32>,
    degree: Vec<u32>,
}

impl Reversed {
    /// The digraph on vertices `0..vertices` with the edges `(from, to)`;
    /// loops and parallel edges are kept (each is a move).
    ///
    /// # Panics
    /// If an endpoint is not below `vertices`, or if there are `u32::MAX - 1`
    /// vertices or edges or more.
    ///
    /// # Complexity
    /// O(`vertices` + `edges.len()`) time and memory.
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::graph::retrograde::{Moves, Reversed};
    /// let g = Reversed::new(3, &[(0, 1), (2, 1), (1, 1)]);
    /// let mut into = Vec::new();
    /// g.for_each_move_into(1, |u| into.push(u));
    /// assert_eq!(into, [0, 2, 1]);
    /// assert_eq!((g.moves_from(0), g.moves_from(1)), (1, 1));
    /// ```
    pub fn new(vertices: usize, edges: &[(u32, u32)]) -> Self {
        let limit = (u32::MAX - 1) as usize;
        assert!(
            vertices < limit && edges.len() < limit,
            "Reversed::new: {} vertices and {} edges do not fit in u32",
            vertices,
            edges.len()
        );
        let mut starts = vec![0u32; vertices + 1];
        let mut degree = vec![0u32; vertices];
        for &(a, b) in edges {
            assert!(
                (a as usize) < vertices && (b as usize) < vertices,
                "Reversed::new: edge ({}, {}) outside 0..{}",
                a,
                b,
                vertices
            );
            degree[a as usize] += 1;
            starts[b as usize + 1] += 1;
        }
        for v in 0..vertices {
            starts[v + 1] += starts[v];
        }
        let mut next: Vec<u32> = starts[..vertices].to_vec();
        let mut from = vec![0u32; edges.len()];
        for &(a, b) in edges {
            let slot = &mut next[b as usize];
            from[*slot as usize] = a;
            *slot += 1;
        }
        Reversed {
            starts,
            from,
            degree,
        }
    }

    /// The predecessors of `v`, once per edge, in the order given. O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn predecessors(&self, v: usize) -> &[u32] {
        &self.from[self.starts[v] as usize..self.starts[v + 1] as usize]
    }
}

impl Moves for Reversed {
    fn positions(&self) -> usize {
        self.degree.len()
    }
    #[inline]
    fn moves_from(&self, p: usize) -> usize {
        self.degree[p] as usize
    }
    #[inline]
    fn for_each_move_into(&self, p: usize, mut f: impl FnMut(usize)) {
        for &u in self.predecessors(p) {
            f(u as usize);
        }
    }
}

/// A position's word in [`Retrograde`]: below [`WON`], its count of moves
/// not yet known to lead to a won position (it is unlabelled); else its
/// label.
const WON: u32 = u32::MAX - 1;
const LOST: u32 = u32::MAX;

/// Retrograde analysis with its arrays kept between runs (see the
/// [module](self) for the rules and their proof).
///
/// # Example
/// A token on `0 -> 1 -> 2 -> 0` and `1 -> 3`: without a target, 3 is lost
/// and the rest follows; with target 0 (whoever moves onto 0 wins), 2 is won.
/// ```
/// use cp_games::sg::graph::retrograde::{Retrograde, Reversed};
/// use cp_games::sg::graph::Outcome::*;
/// let g = Reversed::new(4, &[(0, 1), (1, 2), (2, 0), (1, 3)]);
/// let mut r = Retrograde::new();
/// assert_eq!(r.outcomes(&g, &[]), [Lose, Win, Win, Lose]);
/// assert_eq!(r.outcome_of(&g, &[0], 2), Win);
/// assert_eq!(r.outcome_of(&g, &[3], 0), Lose);
/// ```
#[derive(Debug, Clone, Default)]
pub struct Retrograde {
    state: Vec<u32>,
    queue: Vec<u32>,
}

impl Retrograde {
    /// An analysis with empty arrays, grown on first use.
    pub fn new() -> Self {
        Self::default()
    }

    /// Labels every position of `game`, with the positions of `ends` lost
    /// for the player to move (their moves ignored) besides those with no
    /// move.
    ///
    /// # Panics
    /// If a position of `ends` is not a position, if the game has
    /// `u32::MAX - 1` positions or more, or if a position has that many
    /// moves.
    ///
    /// # Complexity
    /// O(P + M) time, plus [`Moves`]' own cost; O(P) memory, kept for the
    /// next run.
    pub fn outcomes<G: Moves>(&mut self, game: &G, ends: &[usize]) -> Vec<Outcome> {
        self.run(game, ends, None);
        self.state
            .iter()
            .map(|&s| match s {
                WON => Outcome::Win,
                LOST => Outcome::Lose,
                _ => Outcome::Draw,
            })
            .collect()
    }

    /// The outcome of `position` alone, as [`outcomes`](Self::outcomes)
    /// would give it; the analysis stops as soon as `position` is labelled.
    /// A position of `ends` is [`Outcome::Lose`].
    ///
    /// # Panics
    /// As [`outcomes`](Self::outcomes), and if `position` is not a
    /// position.
    ///
    /// # Complexity
    /// O(P + M) at most: O(P) to set the counters, and the moves into the
    /// positions labelled before `position`.
    pub fn outcome_of<G: Moves>(&mut self, game: &G, ends: &[usize], position: usize) -> Outcome {
        assert!(
            position < game.positions(),
            "outcome_of: no position {}",
            position
        );
        self.run(game, ends, Some(position));
        match self.state[position] {
            WON => Outcome::Win,
            LOST => Outcome::Lose,
            _ => Outcome::Draw,
        }
    }

    fn run<G: Moves>(&mut self, game: &G, ends: &[usize], wanted: Option<usize>) {
        let n = game.positions();
        assert!(
            n < WON as usize,
            "Retrograde: {} positions do not fit in u32",
            n
        );
        let (state, queue) = (&mut self.state, &mut self.queue);
        state.clear();
        queue.clear();
        for p in 0..n {
            let moves = game.moves_from(p);
            assert!(
                moves < WON as usize,
                "Retrograde: {} moves from {}",
                moves,
                p
            );
            state.push(if moves == 0 { LOST } else { moves as u32 });
            if moves == 0 {
                queue.push(p as u32);
            }
        }
        for &p in ends {
            if state[p] != LOST {
                state[p] = LOST;
                queue.push(p as u32);
            }
        }
        // `wanted` labelled: every later step only labels other positions.
        let done = |state: &[u32]| wanted.map_or(false, |w| state[w] >= WON);
        let mut next = 0;
        while next < queue.len() && !done(state) {
            let v = queue[next] as usize;
            next += 1;
            if state[v] == LOST {
                game.for_each_move_into(v, |u| {
                    if state[u] < WON {
                        state[u] = WON;
                        queue.push(u as u32);
                    }
                });
            } else {
                game.for_each_move_into(v, |u| {
                    let s = &mut state[u];
                    if *s < WON {
                        *s -= 1;
                        if *s == 0 {
                            *s = LOST;
                            queue.push(u as u32);
                        }
                    }
                });
            }
        }
    }
}

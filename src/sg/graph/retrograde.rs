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
//! labelled, since a label never changes. On large games the time goes in
//! cache misses, not in instructions: the analysis asks [`Moves`] for the
//! moves into a position a few steps before it reads them
//! ([`Moves::prefetch_into`]), and [`Reversed::renumbered`] renames a graph
//! in the order an analysis labelled it ([`Retrograde::labelled`]), so that
//! later analyses of it read their arrays nearly in order.
//!
//! **Lengths.** [`Retrograde::solve`] runs the same analysis and also
//! gives each position the game's length in plies (the winner hurrying,
//! the loser stalling) and a best move, with moves that win at once
//! ([`Moves::wins_at_once`]); [`Numbered`] builds a game from a move
//! generator or a [`Digraph`](super::Digraph). See [`lengths`].

use crate::Outcome;

pub mod lengths;
pub use lengths::{Best, Numbered, Solved};
use lengths::{Plain, Record};

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
    /// A hint that [`for_each_move_into`](Moves::for_each_move_into) is
    /// called for `p` a few positions later (the analysis asks
    /// [`AHEAD`] positions ahead), so that the moves into `p` can be
    /// brought into the cache meanwhile; it changes no result. By default
    /// nothing.
    #[inline]
    fn prefetch_into(&self, p: usize) {
        let _ = p;
    }
    /// The same hint for `p`, asked twice as far ahead: time to fetch
    /// whatever [`prefetch_into`](Moves::prefetch_into) will read to find
    /// the moves. By default nothing.
    #[inline]
    fn prefetch_row(&self, p: usize) {
        let _ = p;
    }
    /// Whether the player to move at `p` has a move that wins at once
    /// (a capture), besides the moves counted by
    /// [`moves_from`](Moves::moves_from): such a position is won in one
    /// ply. By default none has.
    #[inline]
    fn wins_at_once(&self, p: usize) -> bool {
        let _ = p;
        false
    }
}

/// Asks the processor to bring the cache line of `at` into its caches.
/// Only a hint: nothing is read, and any address is allowed.
#[inline(always)]
fn prefetch<T>(at: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch reads no memory and cannot fault, whatever the
    // address; SSE, which has it, is part of every x86_64 processor.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>(at as *const i8);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = at;
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
        Self::build(vertices, edges, |_, _| {})
    }

    /// [`new`](Self::new), and where each edge went: `slots[i]` is the
    /// index of edge `i` among all the predecessors, so that
    /// [`predecessors`](Self::predecessors)`(v)[j]` is edge
    /// `slots[i] == first_slot(v) + j`. Data per edge (a weight) can so be
    /// laid out beside the predecessors.
    ///
    /// # Panics
    /// As [`new`](Self::new).
    ///
    /// # Complexity
    /// O(`vertices` + `edges.len()`) time and memory.
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::graph::retrograde::Reversed;
    /// let (g, slots) = Reversed::with_slots(3, &[(0, 2), (1, 0), (1, 2)]);
    /// assert_eq!(slots, [1, 0, 2]);
    /// assert_eq!((g.first_slot(2), g.predecessors(2)), (1, &[0, 1][..]));
    /// ```
    pub fn with_slots(vertices: usize, edges: &[(u32, u32)]) -> (Self, Vec<u32>) {
        let mut slots = vec![0u32; edges.len()];
        let g = Self::build(vertices, edges, |i, slot| slots[i] = slot);
        (g, slots)
    }

    /// Builds the graph, telling `placed(i, slot)` where edge `i` went.
    fn build(vertices: usize, edges: &[(u32, u32)], mut placed: impl FnMut(usize, u32)) -> Self {
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
        for (i, &(a, b)) in edges.iter().enumerate() {
            let slot = &mut next[b as usize];
            from[*slot as usize] = a;
            placed(i, *slot);
            *slot += 1;
        }
        Reversed {
            starts,
            from,
            degree,
        }
    }

    /// The index among all the predecessors of the first predecessor of
    /// `v` (see [`with_slots`](Self::with_slots)). O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn first_slot(&self, v: usize) -> usize {
        self.starts[v] as usize
    }

    /// The predecessors of `v`, once per edge, in the order given. O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn predecessors(&self, v: usize) -> &[u32] {
        &self.from[self.starts[v] as usize..self.starts[v + 1] as usize]
    }

    /// The same digraph with its vertices renamed so that an analysis reads
    /// its arrays nearly in order: the vertices of `first` (distinct, as
    /// [`Retrograde::labelled`] lists them) are numbered `0, 1, ...` in that
    /// order, and the others after them, in the order a search along the
    /// edges backwards from the vertices already numbered meets them (a
    /// vertex not met starts a search of its own, smallest first). Returns
    /// the renamed graph and each old vertex's new name.
    ///
    /// *Why.* Retrograde analysis takes the vertices in the order they are
    /// labelled and looks at their predecessors: in the input's numbering
    /// each step reads three arrays at a random place, and on a graph of
    /// 6 * 10^5 vertices and edges those reads miss the processor's caches.
    /// Numbered in the order of a previous analysis (many runs with one
    /// target each label in nearly the same order), the reads of each run
    /// go mostly forward. The outcomes are those of the graph renamed: a
    /// renaming does not change which moves exist.
    ///
    /// # Panics
    /// If a vertex of `first` is not a vertex or is listed twice.
    ///
    /// # Complexity
    /// O(V + E) time and memory.
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::graph::retrograde::{Moves, Reversed};
    /// let g = Reversed::new(3, &[(0, 1), (2, 1), (1, 1)]);
    /// let (h, name) = g.renumbered(&[1]);
    /// assert_eq!(name, [1, 0, 2]);
    /// let mut into = Vec::new();
    /// h.for_each_move_into(0, |u| into.push(u));
    /// assert_eq!(into, [1, 2, 0]);
    /// assert_eq!((h.moves_from(1), h.moves_from(0)), (1, 1));
    /// ```
    pub fn renumbered(&self, first: &[u32]) -> (Reversed, Vec<u32>) {
        const NONE: u32 = u32::MAX;
        let n = self.degree.len();
        let mut name = vec![NONE; n];
        let mut order: Vec<u32> = Vec::with_capacity(n);
        for &v in first {
            assert!(
                name[v as usize] == NONE,
                "Reversed::renumbered: vertex {} listed twice",
                v
            );
            name[v as usize] = order.len() as u32;
            order.push(v);
        }
        let (mut next, mut seed) = (0, 0);
        while order.len() < n {
            if next == order.len() {
                while name[seed] != NONE {
                    seed += 1;
                }
                name[seed] = order.len() as u32;
                order.push(seed as u32);
            }
            let v = order[next] as usize;
            next += 1;
            for &u in self.predecessors(v) {
                if name[u as usize] == NONE {
                    name[u as usize] = order.len() as u32;
                    order.push(u);
                }
            }
        }
        let mut starts = Vec::with_capacity(n + 1);
        let mut from = Vec::with_capacity(self.from.len());
        let mut degree = Vec::with_capacity(n);
        starts.push(0);
        for &v in &order {
            from.extend(
                self.predecessors(v as usize)
                    .iter()
                    .map(|&u| name[u as usize]),
            );
            starts.push(from.len() as u32);
            degree.push(self.degree[v as usize]);
        }
        let renamed = Reversed {
            starts,
            from,
            degree,
        };
        (renamed, name)
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
    /// Fetches where the predecessors of `p` start.
    #[inline]
    fn prefetch_row(&self, p: usize) {
        prefetch(self.starts.as_ptr().wrapping_add(p));
    }
    /// Fetches the first predecessors of `p`.
    #[inline]
    fn prefetch_into(&self, p: usize) {
        if let Some(&start) = self.starts.get(p) {
            prefetch(self.from.as_ptr().wrapping_add(start as usize));
        }
    }
}

/// A position's word in [`Retrograde`]: below `WON`, its count of moves
/// not yet known to lead to a won position (it is unlabelled); else its
/// label. Two bytes when every position has fewer than `u16::MAX - 1`
/// moves, which halves the array that each move looked at reads (the
/// analysis is bound by those reads), else four.
trait Word: Copy + Ord + From<bool> + std::ops::Sub<Output = Self> {
    const WON: Self;
    const LOST: Self;
    /// `moves` as a word (below `WON`).
    fn of(moves: usize) -> Self;
    /// One less if below `WON` (never at 0: an unlabelled position with no
    /// open move left is labelled lost at once), else the same.
    #[inline(always)]
    fn open_less(self) -> Self {
        self - Self::from(self < Self::WON)
    }
    #[inline(always)]
    fn is_zero(self) -> bool {
        self == Self::from(false)
    }
    /// The outcome of a position with this word: a draw if unlabelled.
    fn outcome(self) -> Outcome {
        if self == Self::WON {
            Outcome::Win
        } else if self == Self::LOST {
            Outcome::Lose
        } else {
            Outcome::Draw
        }
    }
}

impl Word for u16 {
    const WON: u16 = u16::MAX - 1;
    const LOST: u16 = u16::MAX;
    fn of(moves: usize) -> u16 {
        moves as u16
    }
}

impl Word for u32 {
    const WON: u32 = u32::MAX - 1;
    const LOST: u32 = u32::MAX;
    fn of(moves: usize) -> u32 {
        moves as u32
    }
}

/// How many positions of its queue ahead of the one whose moves it looks
/// at the analysis asks for the moves into a labelled position
/// ([`Moves::prefetch_into`]; [`Moves::prefetch_row`] twice as far): far
/// enough for a fetch from memory to end meanwhile, near enough for the
/// fetched lines to stay. (Measured: a graph of 10^5 vertices and 5 * 10^5
/// edges numbered at random, analysed 500 times, took 2.0 s without the
/// hints, 1.05 s with them; 4 or 16 instead of 8 made no difference.)
pub const AHEAD: usize = 8;

/// Retrograde analysis with its arrays kept between runs (see the
/// [module](self) for the rules and their proof).
///
/// # Example
/// A token on `0 -> 1 -> 2 -> 0` and `1 -> 3`: without a target, 3 is lost
/// and the rest follows; with target 0 (whoever moves onto 0 wins), 2 is won.
/// ```
/// use cp_games::sg::graph::retrograde::{Retrograde, Reversed};
/// use cp_games::Outcome::*;
/// let g = Reversed::new(4, &[(0, 1), (1, 2), (2, 0), (1, 3)]);
/// let mut r = Retrograde::new();
/// assert_eq!(r.outcomes(&g, &[]), [Lose, Win, Win, Lose]);
/// assert_eq!(r.outcome_of(&g, &[0], 2), Win);
/// assert_eq!(r.outcome_of(&g, &[3], 0), Lose);
/// ```
#[derive(Debug, Clone, Default)]
pub struct Retrograde {
    /// The positions' words of the last run, in one of the two widths.
    narrow: Vec<u16>,
    wide: Vec<u32>,
    wide_used: bool,
    /// The positions labelled in the last run, in that order, then junk.
    queue: Vec<u32>,
    /// How many positions the last run labelled.
    labelled: usize,
}

impl Retrograde {
    /// An analysis with empty arrays, grown on first use.
    pub fn new() -> Self {
        Self::default()
    }

    /// The positions the last run labelled, in the order it labelled them
    /// (all of them if it was [`outcomes`](Self::outcomes); those labelled
    /// before it stopped if it was [`outcome_of`](Self::outcome_of)). Each
    /// position is listed once. O(1).
    ///
    /// [`Reversed::renumbered`] takes this order, so that later runs on
    /// the renamed graph read their arrays nearly in order.
    pub fn labelled(&self) -> &[u32] {
        &self.queue[..self.labelled]
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
        self.start(game, ends, None, &mut Plain);
        self.last_outcomes()
    }

    /// The outcomes of the last run, from its words.
    fn last_outcomes(&self) -> Vec<Outcome> {
        if self.wide_used {
            self.wide.iter().map(|&w| w.outcome()).collect()
        } else {
            self.narrow.iter().map(|&w| w.outcome()).collect()
        }
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
        self.start(game, ends, Some(position), &mut Plain);
        if self.wide_used {
            self.wide[position].outcome()
        } else {
            self.narrow[position].outcome()
        }
    }

    /// Runs the analysis with words as narrow as the game allows.
    fn start<G: Moves, R: Record>(
        &mut self,
        game: &G,
        ends: &[usize],
        wanted: Option<usize>,
        record: &mut R,
    ) {
        let n = game.positions();
        assert!(
            n < u32::MAX as usize,
            "Retrograde: {} positions do not fit in u32",
            n
        );
        let most = (0..n).map(|p| game.moves_from(p)).max().unwrap_or(0);
        assert!(
            most < u32::WON as usize,
            "Retrograde: a position with {} moves",
            most
        );
        self.wide_used = most >= usize::from(u16::WON);
        let queue = &mut self.queue;
        self.labelled = if self.wide_used {
            Self::run(game, ends, wanted, record, &mut self.wide, queue)
        } else {
            Self::run(game, ends, wanted, record, &mut self.narrow, queue)
        };
    }

    /// The analysis, in the words `state_vec` and the queue `queue_vec`;
    /// `record` is told each label and what gave it (the lengths of
    /// [`Retrograde::solve`]; nothing for the others). Returns how many
    /// positions it labelled, listed at the queue's start.
    fn run<G: Moves, W: Word, R: Record>(
        game: &G,
        ends: &[usize],
        wanted: Option<usize>,
        record: &mut R,
        state_vec: &mut Vec<W>,
        queue_vec: &mut Vec<u32>,
    ) -> usize {
        let n = game.positions();
        state_vec.clear();
        state_vec.extend((0..n).map(|p| match game.moves_from(p) {
            _ if game.wins_at_once(p) => W::WON,
            0 => W::LOST,
            moves => W::of(moves),
        }));
        // Each position enters the queue once at most: it is written at
        // `queue[tail]` always, and kept by moving `tail` only when it is
        // labelled (no branch to mispredict per move). What the queue held
        // before is overwritten before it is read, so it is not cleared.
        if queue_vec.len() < n + 1 {
            queue_vec.resize(n + 1, 0);
        }
        let (state, queue) = (&mut state_vec[..], &mut queue_vec[..n + 1]);
        let mut tail = 0;
        for (p, &word) in state.iter().enumerate() {
            queue[tail] = p as u32;
            tail += usize::from(word == W::LOST);
        }
        for &p in ends {
            if state[p] != W::LOST {
                state[p] = W::LOST;
                queue[tail] = p as u32;
                tail += 1;
            }
        }
        // Then the positions won at once (one ply), after those lost with
        // no ply, so that the queue holds the positions in order of their
        // lengths (see `lengths`).
        for (p, &word) in state.iter().enumerate() {
            queue[tail] = p as u32;
            tail += usize::from(word == W::WON);
        }
        record.seeded(game, ends);
        // Once `wanted` is labelled, every later step only labels others.
        let done = |state: &[W]| matches!(wanted, Some(w) if state[w] >= W::WON);
        let mut next = 0;
        while next < tail && !done(state) {
            if let Some(&soon) = queue[..tail].get(next + AHEAD) {
                game.prefetch_into(soon as usize);
            }
            if let Some(&later) = queue[..tail].get(next + 2 * AHEAD) {
                game.prefetch_row(later as usize);
            }
            let v = queue[next] as usize;
            next += 1;
            if state[v] == W::LOST {
                // Each unlabelled predecessor is won.
                game.for_each_move_into(v, |u| {
                    let s = state[u];
                    let fresh = s < W::WON;
                    state[u] = if fresh { W::WON } else { s };
                    if fresh {
                        record.labelled(u, v);
                    }
                    queue[tail] = u as u32;
                    tail += usize::from(fresh);
                });
            } else {
                // Each unlabelled predecessor has one open move less, and
                // is lost when none is left.
                game.for_each_move_into(v, |u| {
                    let open = state[u].open_less();
                    let lost = open.is_zero();
                    state[u] = if lost { W::LOST } else { open };
                    if lost {
                        record.labelled(u, v);
                    }
                    queue[tail] = u as u32;
                    tail += usize::from(lost);
                });
            }
        }
        tail
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::explore::{outcomes_within, settled_outcomes};
    use crate::sg::graph::tests::Tally;
    use crate::testing::Rng;

    /// The token game played by its rules: a move follows an edge, and the
    /// game is over (lost for the player to move) on a vertex without
    /// edges or on `target`.
    pub(in crate::sg::graph) fn played(
        n: usize,
        edges: &[(u32, u32)],
        target: Option<usize>,
        plies: usize,
    ) -> Vec<Outcome> {
        let moves = |&v: &usize| -> Vec<usize> {
            if Some(v) == target {
                return Vec::new();
            }
            edges
                .iter()
                .filter(|e| e.0 as usize == v)
                .map(|e| e.1 as usize)
                .collect()
        };
        let o = outcomes_within(0..n, moves, plies);
        (0..n).map(|v| o[&v]).collect()
    }

    fn ends(target: Option<usize>) -> Vec<usize> {
        target.into_iter().collect()
    }

    #[test]
    fn every_digraph_on_three_vertices_with_every_target() {
        let pairs: Vec<(u32, u32)> = (0..3).flat_map(|a| (0..3).map(move |b| (a, b))).collect();
        let mut seen = Tally::default();
        let mut r = Retrograde::new();
        for mask in 0..1u32 << pairs.len() {
            let edges: Vec<(u32, u32)> = (0..pairs.len())
                .filter(|&k| mask >> k & 1 == 1)
                .map(|k| pairs[k])
                .collect();
            let g = Reversed::new(3, &edges);
            for target in [None, Some(0), Some(1), Some(2)] {
                let slow = played(3, &edges, target, 4);
                assert_eq!(slow, played(3, &edges, target, 8), "{edges:?}");
                assert_eq!(r.outcomes(&g, &ends(target)), slow, "{edges:?} {target:?}");
                for (x, &outcome) in slow.iter().enumerate() {
                    assert_eq!(r.outcome_of(&g, &ends(target), x), outcome);
                }
                seen.add(slow);
            }
        }
        seen.assert_each_over(500);
    }

    #[test]
    fn random_digraphs_with_targets_match_the_played_game() {
        let mut r = Retrograde::new();
        Tally::of_random_rounds(6560, 3000, |rng| {
            let (n, edges) = rng.multigraph(8, |n| 3 * n);
            let target = if rng.below(4) == 0 {
                None
            } else {
                Some(rng.below(n))
            };
            let slow = played(n, &edges, target, n + 1);
            assert_eq!(slow, played(n, &edges, target, 2 * n + 2), "{edges:?}");
            let g = Reversed::new(n, &edges);
            assert_eq!(r.outcomes(&g, &ends(target)), slow, "{edges:?} {target:?}");
            // The order of labelling lists each decided position once.
            let mut listed: Vec<usize> = r.labelled().iter().map(|&p| p as usize).collect();
            listed.sort_unstable();
            let decided: Vec<usize> = (0..n).filter(|&p| slow[p] != Outcome::Draw).collect();
            assert_eq!(listed, decided, "{edges:?} {target:?}");
            let x = rng.below(n);
            assert_eq!(r.outcome_of(&g, &ends(target), x), slow[x], "{edges:?}");
            slow
        })
        .assert_each_over(1500);
    }

    /// Graphs of 3000 vertices, and one with a vertex of 70000 moves (past
    /// the two-byte words), against the naive fixpoint.
    #[test]
    fn large_graphs_match_the_naive_fixpoint() {
        let mut rng = Rng::new(65600);
        let mut r = Retrograde::new();
        for round in 0..6 {
            let n = 3000;
            let mut edges: Vec<(u32, u32)> = rng.edges(n, 3 * n);
            if round % 2 == 1 {
                // Vertex 0 moves to a vertex 70000 times, and everywhere.
                edges.extend((0..70_000).map(|i| (0, (i % 7) as u32)));
                edges.extend((0..n as u32).map(|v| (0, v)));
            }
            let target = rng.below(n);
            let succ = |v: &usize| -> Vec<usize> {
                if *v == target {
                    return Vec::new();
                }
                edges
                    .iter()
                    .filter(|e| e.0 as usize == *v)
                    .map(|e| e.1 as usize)
                    .collect()
            };
            let successors: Vec<Vec<usize>> = (0..n).map(|v| succ(&v)).collect();
            let (slow, plies) = settled_outcomes(0..n, |v: &usize| successors[*v].clone());
            let g = Reversed::new(n, &edges);
            let fast = r.outcomes(&g, &[target]);
            for v in 0..n {
                assert_eq!(fast[v], slow[&v], "round {round} vertex {v}");
            }
            assert!(plies > 3);
            for x in [0, target, rng.below(n)] {
                assert_eq!(r.outcome_of(&g, &[target], x), slow[&x]);
            }
        }
    }

    #[test]
    fn the_early_stop_answers_like_the_whole_analysis() {
        // A path 0 -> 1 -> ... -> 9: vertex v has 9 - v moves left.
        let edges: Vec<(u32, u32)> = (0..9).map(|v| (v, v + 1)).collect();
        let g = Reversed::new(10, &edges);
        let mut r = Retrograde::new();
        for x in 0..10 {
            let expected = if (9 - x) % 2 == 1 {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            assert_eq!(r.outcome_of(&g, &[], x), expected);
            // Target 5: from below 5 the game ends there.
            let to_five = if x < 5 && (5 - x) % 2 == 1 || x > 5 && (9 - x) % 2 == 1 {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            assert_eq!(r.outcome_of(&g, &[5], x), to_five, "{x}");
        }
        assert!(r.outcomes(&Reversed::new(0, &[]), &[]).is_empty());
    }
}

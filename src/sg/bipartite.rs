//! The undirected token game decided by maximum matchings (OI-wiki's
//! 二分图博弈, "the game on a bipartite graph"; Luogu P1971).
//!
//! **Rules.** A token sits on a vertex of an undirected graph; that vertex
//! counts as visited. A move pushes the token along an edge to a vertex
//! never visited before, which becomes visited. The player who cannot move
//! loses. Deleting the visited vertices other than the token's, a position
//! is a graph `G` and the token's vertex `u`; a move to `v` leads to the
//! graph `G - u` with the token on `v`.
//!
//! **Theorem.** The player to move from `u` in `G` wins iff `u` is covered
//! by every maximum matching of `G` (`u` is *essential*). When it is, moving
//! to `u`'s mate in any maximum matching wins.
//!
//! *Proof*, by induction on the number of vertices (`ν` is the size of a
//! maximum matching).
//! - If every maximum matching covers `u`, take one, `M`, and move to
//!   `u`'s mate `v`. `M - uv` has `ν(G) - 1` edges and is maximum in
//!   `G - u` (a matching of `G - u` with `ν(G)` edges would be a maximum
//!   matching of `G` missing `u`); it misses `v`, so `v` is not essential
//!   in `G - u` and the opponent, to move from `v`, loses.
//! - If some maximum matching `M` misses `u`, every neighbour `v` of `u`
//!   is covered by `M` (else `M + uv` would be larger); `M` is still a
//!   maximum matching of `G - u`. Were some maximum matching `M'` of
//!   `G - u` to miss `v`, `M' + uv` would be a matching of `G` with
//!   `ν(G) + 1` edges. So `v` is essential in `G - u`, and whatever the
//!   move, the opponent wins. (With no neighbour at all, the mover loses
//!   at once.)
//!
//! The theorem holds on any graph; this module computes matchings of
//! bipartite graphs only, and refuses any other graph ([`NotBipartite`]).
//!
//! **Who wins from every vertex at once.** Fix one maximum matching `M`.
//! A vertex `x` is not essential iff `M` misses it, or an *even
//! alternating path* (non-matching edge, matching edge, ..., ending with
//! the matching edge into `x`) leads to `x` from a vertex `f` that `M`
//! misses. Swapping the edges along such a path gives a maximum matching
//! missing `x`. Conversely, if a maximum matching `M'` misses `x` and `M`
//! covers it, the component of `x` in `M ⊕ M'` is a path starting at `x`
//! with an edge of `M`; it has even length (odd would make it augmenting
//! for `M` or `M'`), so it ends at a vertex `f` of `x`'s side that `M`
//! misses. In a bipartite graph one breadth-first search from every free
//! vertex, stepping along "any edge, then the matching edge", finds them
//! all (Dulmage–Mendelsohn; OI-wiki's 最大匹配关键点): [`MatchingGame::outcomes`].
//!
//! **Playing a game out.** [`MatchingGame::leave`] answers for the token's
//! vertex `u` and then deletes it, keeping `M` maximum in `G - u`: if `M`
//! misses `u`, `M` stays maximum and the mover loses. Otherwise unmatch
//! `u`'s mate `v` and search one augmenting path. Any augmenting path of
//! `M - uv` in `G - u` ends at `v` (one between two vertices free in `M`
//! would augment `M` in `G`), so one search from `v` decides it: found,
//! `G - u` still has a matching of `ν(G)` edges and `u` was not essential
//! (the mover loses); not found, `u` was essential (the mover wins). The
//! path would end at a free vertex of the other side in `v`'s connected
//! component, so the game counts those for every component (of the graph
//! as built) and side, and skips the search when there is none: on a
//! board whose graph has a perfect matching, every move is then O(1).
//!
//! Two more things keep the searches short in a long game. Each search
//! first looks at the free neighbours of every vertex it reaches, so a
//! free vertex a step away is found before the search goes deep. And a
//! search that fails leaves behind a *dead set*, the region it walked,
//! from which no alternating path reaches a free vertex; later searches
//! from the same side step around it, until a change of the matching
//! makes part of it live again and that part alone is taken out (the two
//! properties kept, and why they suffice, are in the source of the
//! search). A game whose searches fail from the same region move after
//! move then costs one full search, not one per move.
//!
//! **Complexity.** [`MatchingGame::new`]: a maximum matching by
//! Hopcroft–Karp, O(E √V) time, O(V + E) memory. [`MatchingGame::outcomes`]
//! and [`MatchingGame::winning_move`]: O(V + E). [`MatchingGame::leave`]:
//! O(V + E) (one augmenting-path search, and the dead sets' upkeep); the
//! bound is not amortized lower: a game can make every search live again.
//! Every search keeps its own stack, so paths of 10^6 vertices need no
//! deep recursion.
//!
//! [`sliding`] is Luogu P1971's board, where the hole is the token.

pub mod sliding;

use crate::Outcome;
use std::fmt;

/// No vertex: the mate of a free vertex.
const NONE: usize = usize::MAX;
/// The bit of `dead` that marks the vertices the current search reached.
const REACHED: u8 = 4;
/// An unreached layer of Hopcroft–Karp.
const FAR: usize = usize::MAX;

/// The error of [`MatchingGame::new`] on a graph that is not bipartite: this
/// edge joins two vertices that any 2-colouring of the search's spanning
/// forest puts on the same side, so it closes a cycle of odd length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotBipartite {
    /// The edge, as given (0-based vertices).
    pub edge: (usize, usize),
}

impl fmt::Display for NotBipartite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the graph is not bipartite: the edge {}-{} closes a cycle of odd length",
            self.edge.0, self.edge.1
        )
    }
}

impl std::error::Error for NotBipartite {}

/// The token game on a bipartite graph, with a maximum matching kept up to
/// date as visited vertices are deleted (see the [module docs](self)).
///
/// # Example
/// The path 0 - 1 - 2: from the middle the mover goes to an end and the
/// opponent is stuck; from an end the mover must go to the middle, and the
/// opponent on to the other end.
/// ```
/// use cp_games::sg::bipartite::MatchingGame;
/// use cp_games::Outcome::{Lose, Win};
/// let mut game = MatchingGame::new(3, &[(0, 1), (1, 2)]).unwrap();
/// assert_eq!(game.outcomes(), vec![Lose, Win, Lose]);
/// assert_eq!(game.winning_move(0), None);
/// let to = game.winning_move(1).unwrap();
/// assert!(to == 0 || to == 2);
/// // Played out: the mover wins from 1, then the opponent loses from `to`.
/// assert_eq!(game.leave(1), Win);
/// assert_eq!(game.leave(to), Lose);
/// // A triangle is not bipartite.
/// assert!(MatchingGame::new(3, &[(0, 1), (1, 2), (2, 0)]).is_err());
/// ```
#[derive(Debug, Clone)]
pub struct MatchingGame {
    /// The neighbours of `v` are `adj[start[v]..start[v + 1]]`.
    start: Vec<usize>,
    adj: Vec<usize>,
    /// The colour of each vertex: `false` for the side Hopcroft–Karp
    /// searches from.
    side: Vec<bool>,
    mate: Vec<usize>,
    removed: Vec<bool>,
    size: usize,
    /// The connected component of each vertex in the graph as built.
    part: Vec<usize>,
    /// `free[2 * c + s]`: the vertices of component `c` on side `s` (as
    /// `side` reads it, 0 for `false`) that are free and not deleted.
    free: Vec<usize>,
    /// Scratch of the augmenting-path searches: `pred[x]` is the vertex of
    /// the root's side whose edge reached `x`'s mate.
    pred: Vec<usize>,
    /// `next[x]`: the next edge of `x` for a search to try, for the
    /// vertices on its `stack`.
    next: Vec<usize>,
    stack: Vec<usize>,
    /// The vertices the current search reached on its root's side.
    trail: Vec<usize>,
    /// The vertices of the root's side on the last path flipped.
    path: Vec<usize>,
    /// Bit `s` of `dead[v]`: `v` is in the dead set of the searches from
    /// side `s` (see [`MatchingGame::augment_from`]); deleted vertices are
    /// in both.
    dead: Vec<u8>,
}

impl MatchingGame {
    /// Builds the game on vertices `0..n` with these undirected edges
    /// (repeats allowed) and finds a maximum matching.
    ///
    /// # Errors
    /// [`NotBipartite`] if the graph has a cycle of odd length (a loop
    /// `(v, v)` is one).
    ///
    /// # Panics
    /// If an endpoint is `n` or more.
    ///
    /// # Complexity
    /// O(E √V) time (Hopcroft–Karp), O(V + E) memory.
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Result<Self, NotBipartite> {
        // `end[v]`: one past the last slot of `v`'s list; the lists are
        // filled from their ends, so each `end[v]` comes down to its start.
        let mut end = vec![0usize; n + 1];
        for &(a, b) in edges {
            assert!(
                a < n && b < n,
                "MatchingGame::new: edge {}-{} has an endpoint outside 0..{}",
                a,
                b,
                n
            );
            end[a] += 1;
            end[b] += 1;
        }
        let mut total = 0;
        for e in end.iter_mut() {
            total += *e;
            *e = total;
        }
        let mut adj = vec![0usize; total];
        for &(a, b) in edges.iter().rev() {
            end[a] -= 1;
            adj[end[a]] = b;
            end[b] -= 1;
            adj[end[b]] = a;
        }
        let start = end;
        let (side, part) = two_colour(&start, &adj);
        if let Some(&(a, b)) = edges.iter().find(|&&(a, b)| side[a] == side[b]) {
            return Err(NotBipartite { edge: (a, b) });
        }
        let mut game = MatchingGame {
            start,
            adj,
            side,
            mate: vec![NONE; n],
            removed: vec![false; n],
            size: 0,
            free: vec![0; 2 * part.iter().map(|&c| c + 1).max().unwrap_or(0)],
            part,
            pred: vec![0; n],
            next: vec![0; n],
            stack: Vec::new(),
            trail: Vec::new(),
            path: Vec::new(),
            dead: vec![0; n],
        };
        game.hopcroft_karp();
        for v in 0..n {
            if game.mate[v] == NONE {
                *game.free_mut(v, false) += 1;
            }
        }
        Ok(game)
    }

    /// The number of vertices, deleted ones included. O(1).
    pub fn vertices(&self) -> usize {
        self.side.len()
    }

    /// The number of edges of the maximum matching kept, in the graph of
    /// the vertices not deleted. O(1).
    pub fn matching_size(&self) -> usize {
        self.size
    }

    /// `v`'s mate in the maximum matching kept, if it has one. O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn mate(&self, v: usize) -> Option<usize> {
        match self.mate[v] {
            NONE => None,
            m => Some(m),
        }
    }

    /// Whether `v` was deleted by [`leave`](Self::leave). O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn is_deleted(&self, v: usize) -> bool {
        self.removed[v]
    }

    /// Returns, for every vertex, the outcome for the player to move with
    /// the token on it, in the graph of the vertices not deleted: `Win` iff
    /// every maximum matching covers it. Deleted vertices read `Lose`.
    ///
    /// # Complexity
    /// O(V + E): one breadth-first search along alternating paths.
    pub fn outcomes(&self) -> Vec<Outcome> {
        let n = self.vertices();
        // `loses[x]`: some maximum matching misses `x`.
        let mut loses = self.removed.clone();
        let mut queue: Vec<usize> = (0..n)
            .filter(|&v| !self.removed[v] && self.mate[v] == NONE)
            .collect();
        for &f in &queue {
            loses[f] = true;
        }
        let mut head = 0;
        while head < queue.len() {
            let x = queue[head];
            head += 1;
            for &w in &self.adj[self.start[x]..self.start[x + 1]] {
                let m = self.mate[w];
                // A free `w` would end an augmenting path: `M` is maximum,
                // so it cannot be; deleted vertices have no mate.
                if !self.removed[w] && m != NONE && !loses[m] {
                    loses[m] = true;
                    queue.push(m);
                }
            }
        }
        loses
            .into_iter()
            .map(|l| if l { Outcome::Lose } else { Outcome::Win })
            .collect()
    }

    /// Returns the vertex to move the token to from `v` to win (`v`'s
    /// mate), or `None` when the player to move from `v` loses.
    ///
    /// # Panics
    /// If `v` is not a vertex, or was deleted.
    ///
    /// # Complexity
    /// O(V + E).
    pub fn winning_move(&self, v: usize) -> Option<usize> {
        assert!(!self.removed[v], "MatchingGame: vertex {} was deleted", v);
        match self.outcomes()[v] {
            Outcome::Win => self.mate(v),
            _ => None,
        }
    }

    /// Returns the outcome for the player to move with the token on `v`, in
    /// the graph of the vertices not deleted, and then deletes `v` (the
    /// token leaves it, never to come back), keeping the matching maximum.
    /// Calling it on each vertex the token stands on, in order, replays a
    /// game.
    ///
    /// # Panics
    /// If `v` is not a vertex, or was deleted.
    ///
    /// # Complexity
    /// O(V + E): at most one augmenting-path search, none (O(1)) when
    /// `v`'s component has no free vertex of the side opposite its mate;
    /// the search skips the regions where earlier searches from the same
    /// side failed (the [module docs](self) say when they stay skipped).
    pub fn leave(&mut self, v: usize) -> Outcome {
        assert!(!self.removed[v], "MatchingGame: vertex {} was deleted", v);
        self.removed[v] = true;
        // Deleted: in both dead sets for good, so searches skip it on one test.
        self.dead[v] = 3;
        let m = self.mate[v];
        if m == NONE {
            *self.free_mut(v, false) -= 1;
            return Outcome::Lose;
        }
        self.mate[v] = NONE;
        self.mate[m] = NONE;
        self.size -= 1;
        *self.free_mut(m, false) += 1;
        // An augmenting path from `m` ends at a free vertex of the other
        // side in `m`'s component: with none there, the search is skipped.
        let end = if *self.free_mut(m, true) == 0 {
            None
        } else {
            self.augment_from(m)
        };
        // The searches from `v`'s side look for free vertices of `m`'s:
        // their dead set must not keep `m` if it is free now, nor hold a
        // vertex of `m`'s side whose new mate it does not hold.
        let bit = 1 << u8::from(self.side[v]);
        match end {
            Some(end) => {
                *self.free_mut(m, false) -= 1;
                *self.free_mut(end, false) -= 1;
                // A vertex `x` of the path in that set, matched now to a
                // `w` outside it: a search from `w` (no flip) that fails
                // adds what it reached, and `x` stays dead with it; one
                // that finds a free vertex makes `x` live.
                let path = std::mem::take(&mut self.path);
                for &x in &path {
                    let w = self.mate[x];
                    if self.dead[x] & bit != 0
                        && self.dead[w] & bit == 0
                        && self.search(w).is_some()
                    {
                        self.revive(x, bit);
                    }
                }
                self.path = path;
                Outcome::Lose
            }
            None => {
                self.revive(m, bit);
                Outcome::Win
            }
        }
    }

    /// The count in `free` of `v`'s component and side, or of the other
    /// side if `other`.
    fn free_mut(&mut self, v: usize, other: bool) -> &mut usize {
        &mut self.free[2 * self.part[v] + usize::from(self.side[v] != other)]
    }

    /// Searches an augmenting path from the free vertex `root` among the
    /// vertices not deleted, depth first with an explicit stack and a look
    /// at all the free neighbours of each vertex reached before going on
    /// (so a free vertex close by is found early), and flips it if found;
    /// returns the path's other end.
    ///
    /// **Dead sets.** A search from side `s` steps from a vertex `x` of
    /// side `s` along any edge to a `w`, and from `w` along the matching
    /// edge back to side `s`, until some `w` is free. Its dead set `D`
    /// (bit `s` of `dead`) is a set of vertices, kept such that
    /// 1. every vertex of the other side in `D` is matched, to a vertex of
    ///    `D`;
    /// 2. every neighbour (not deleted) of a vertex of side `s` in `D` is
    ///    in `D`.
    ///
    /// So a search that enters `D` stays in it and finds no free vertex
    /// there: it skips `D`. A search that fails adds all it reached (the
    /// vertices of side `s` and their neighbours), which keeps 1 and 2.
    /// Deleting vertices keeps 2; `leave` checks 1 where the matching
    /// changed. A vertex of `D` left free breaks it for good: `leave`
    /// removes from `D`, by [`revive`](Self::revive), every vertex that
    /// could step to it. A vertex of `D` matched anew to a `w` outside `D`
    /// is checked by a search from `w` (without the flip): if it fails,
    /// what it reached joins `D` and 1 holds again (the properties only
    /// ask that `D` be closed, so `D` may be assumed dead while it runs);
    /// if it finds a free vertex, the vertex is revived. Searches that
    /// fail again and again from one region then cost O(1) each after the
    /// first.
    fn augment_from(&mut self, root: usize) -> Option<usize> {
        let (x, w) = self.search(root)?;
        // Walk back from `x`: each vertex takes the one it reached and
        // hands its old mate to its predecessor.
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        let (mut x, mut y) = (x, w);
        loop {
            path.push(x);
            let old = self.mate[x];
            self.mate[x] = y;
            self.mate[y] = x;
            if x == root {
                break;
            }
            y = old;
            x = self.pred[x];
        }
        self.size += 1;
        self.path = path;
        Some(w)
    }

    /// The search of [`augment_from`](Self::augment_from) from `root`,
    /// free or not, without the flip: returns the vertex `x` that found a
    /// free neighbour `w` (the path is `x`, `pred[x]`, ... back to
    /// `root`), or `None` after adding all it reached to its dead set.
    fn search(&mut self, root: usize) -> Option<(usize, usize)> {
        let bit = 1 << u8::from(self.side[root]);
        if self.dead[root] & bit != 0 {
            return None;
        }
        // The vertices this search reached carry `REACHED` in `dead` until
        // it ends, so that one test skips both them and `D`.
        let skip = bit | REACHED;
        let mut trail = std::mem::take(&mut self.trail);
        let mut stack = std::mem::take(&mut self.stack);
        trail.clear();
        stack.clear();
        let (start, adj, mate) = (&self.start, &self.adj, &self.mate);
        let (pred, next, dead) = (&mut self.pred, &mut self.next, &mut self.dead);
        dead[root] |= REACHED;
        trail.push(root);
        let mut x = root;
        let mut end = None;
        'search: loop {
            // `x` was just reached: first look for a free neighbour.
            for &w in &adj[start[x]..start[x + 1]] {
                if dead[w] & bit == 0 && mate[w] == NONE {
                    end = Some((x, w));
                    break 'search;
                }
            }
            next[x] = start[x];
            stack.push(x);
            // Then go deeper from the top of the stack, backing up from
            // the vertices with no edge left to try.
            while let Some(&y) = stack.last() {
                let mut e = next[y];
                while e < start[y + 1] {
                    let w = adj[e];
                    e += 1;
                    if dead[w] & bit != 0 {
                        continue;
                    }
                    // Matched: `y`'s look-ahead found no free neighbour.
                    let m = mate[w];
                    debug_assert_ne!(m, NONE);
                    if dead[m] & skip == 0 {
                        dead[m] |= REACHED;
                        next[y] = e;
                        pred[m] = y;
                        trail.push(m);
                        x = m;
                        continue 'search;
                    }
                }
                stack.pop();
            }
            break;
        }
        self.stack = stack;
        for &x in &trail {
            dead[x] &= !REACHED;
        }
        if end.is_none() {
            for &x in &trail {
                dead[x] |= bit;
                for &w in &adj[start[x]..start[x + 1]] {
                    dead[w] |= bit;
                }
            }
        }
        self.trail = trail;
        end
    }

    /// Removes from the dead set `bit` the vertex `v` (of the side that
    /// set's searches look for) and every vertex from which its searches
    /// could step to `v`: its neighbours, their mates, and so on. What
    /// stays keeps 1 and 2 of [`augment_from`](Self::augment_from).
    /// O(V + E) at most, the size of what it removes.
    fn revive(&mut self, v: usize, bit: u8) {
        if self.dead[v] & bit == 0 {
            return;
        }
        let target = self.side[v];
        self.dead[v] &= !bit;
        let mut stack = std::mem::take(&mut self.trail);
        stack.clear();
        stack.push(v);
        while let Some(y) = stack.pop() {
            if self.side[y] == target {
                for &x in &self.adj[self.start[y]..self.start[y + 1]] {
                    if self.dead[x] & bit != 0 && !self.removed[x] {
                        self.dead[x] &= !bit;
                        stack.push(x);
                    }
                }
            } else {
                let w = self.mate[y];
                if w != NONE && self.dead[w] & bit != 0 {
                    self.dead[w] &= !bit;
                    stack.push(w);
                }
            }
        }
        self.trail = stack;
    }

    /// Matches `stack[i]` with `via[i]` for every `i`: the augmenting path
    /// `stack[0] via[0] stack[1] via[1] ...` flipped.
    fn flip(&mut self, stack: &[usize], via: &[usize]) {
        for (&x, &w) in stack.iter().zip(via) {
            self.mate[x] = w;
            self.mate[w] = x;
        }
        self.size += 1;
    }

    /// Hopcroft–Karp from the empty matching: phases of a breadth-first
    /// search that layers the `false` side by the length of the shortest
    /// alternating path from a free vertex, then depth-first searches that
    /// follow the layers only and augment along vertex-disjoint shortest
    /// paths. O(√V) phases of O(V + E).
    fn hopcroft_karp(&mut self) {
        let n = self.vertices();
        let left: Vec<usize> = (0..n).filter(|&v| !self.side[v]).collect();
        let mut dist = vec![FAR; n];
        let mut queue = Vec::with_capacity(left.len());
        let mut stack = Vec::new();
        let mut via = Vec::new();
        loop {
            queue.clear();
            for &u in &left {
                if self.mate[u] == NONE {
                    dist[u] = 0;
                    queue.push(u);
                } else {
                    dist[u] = FAR;
                }
            }
            // `limit`: the layer from which a free vertex is first seen.
            let mut limit = FAR;
            let mut head = 0;
            while head < queue.len() {
                let u = queue[head];
                head += 1;
                if dist[u] >= limit {
                    break;
                }
                for &w in &self.adj[self.start[u]..self.start[u + 1]] {
                    let m = self.mate[w];
                    if m == NONE {
                        limit = limit.min(dist[u]);
                    } else if dist[m] == FAR {
                        dist[m] = dist[u] + 1;
                        queue.push(m);
                    }
                }
            }
            if limit == FAR {
                return;
            }
            for &u in &left {
                self.next[u] = self.start[u];
            }
            for &root in &left {
                if self.mate[root] != NONE || dist[root] != 0 {
                    continue;
                }
                stack.clear();
                via.clear();
                stack.push(root);
                let mut found = false;
                while let Some(&u) = stack.last() {
                    let mut step = None;
                    while self.next[u] < self.start[u + 1] {
                        let w = self.adj[self.next[u]];
                        self.next[u] += 1;
                        let m = self.mate[w];
                        if dist[u] == limit {
                            if m == NONE {
                                via.push(w);
                                found = true;
                                break;
                            }
                        } else if m != NONE && dist[m] == dist[u] + 1 {
                            step = Some((w, m));
                            break;
                        }
                    }
                    if found {
                        break;
                    }
                    match step {
                        Some((w, m)) => {
                            via.push(w);
                            stack.push(m);
                        }
                        None => {
                            // A dead end for the rest of the phase.
                            dist[u] = FAR;
                            stack.pop();
                            via.pop();
                        }
                    }
                }
                if found {
                    self.flip(&stack, &via);
                    // The path's vertices are matched now and leave the
                    // phase's layers.
                    for &u in &stack {
                        dist[u] = FAR;
                    }
                }
            }
        }
    }
}

/// Two-colours the graph by breadth-first search from each uncoloured
/// vertex (`false` for the roots), and numbers the connected components
/// in the order of their roots; the caller checks every edge after.
/// O(V + E).
fn two_colour(start: &[usize], adj: &[usize]) -> (Vec<bool>, Vec<usize>) {
    let n = start.len() - 1;
    let mut colour: Vec<Option<bool>> = vec![None; n];
    let mut part = vec![0; n];
    let mut parts = 0;
    let mut queue = Vec::new();
    for root in 0..n {
        if colour[root].is_some() {
            continue;
        }
        colour[root] = Some(false);
        queue.clear();
        queue.push(root);
        let mut head = 0;
        while head < queue.len() {
            let x = queue[head];
            head += 1;
            part[x] = parts;
            let c = colour[x] == Some(true);
            for &y in &adj[start[x]..start[x + 1]] {
                if colour[y].is_none() {
                    colour[y] = Some(!c);
                    queue.push(y);
                }
            }
        }
        parts += 1;
    }
    let side = colour.into_iter().map(|c| c == Some(true)).collect();
    (side, part)
}

#[cfg(test)]
mod tests;

//! A token on a digraph asked many games, each with its own target (Luogu
//! P6560): whoever moves the token onto the target wins, whoever cannot
//! move loses, and a play that never ends is a draw. Each game is one
//! [`Retrograde`] run with the target among its `ends` (the rules and
//! their proof are in [`retrograde`](super::retrograde)), stopped as soon
//! as the start is labelled: O(V + E) per game, the graph built once.
//!
//! **Why a type of its own.** A game may label every vertex (500 games on
//! 10^5 vertices and 5 * 10^5 edges: 3 * 10^8 moves looked at), so each
//! look must cost a few nanoseconds. Numbered as the input gives them,
//! the vertices come out of the analysis' queue in no order, and each
//! step reads the moves into a vertex from a random place of a 2 MB
//! array: a cache miss. So the graph is renamed once
//! ([`Reversed::renumbered`]) in the order a target-free analysis labels
//! it ([`Retrograde::labelled`]); games with a target label in nearly that
//! order (the target only adds a lost vertex), and then read their arrays
//! mostly forward. Where the order differs anyway (a graph that is all
//! draws without a target and decided with one), the analysis asks for
//! the moves a few steps before it reads them ([`Moves::prefetch_into`]).
//! A renaming changes no outcome: the games are the same up to the names
//! of the vertices, translated on the way in.
//!
//! [`Moves::prefetch_into`]: super::retrograde::Moves::prefetch_into

use super::retrograde::{Retrograde, Reversed};
use crate::Outcome;

/// A digraph prepared for games with a target, and the analysis' arrays
/// kept between games.
///
/// # Example
/// `0 -> 1 -> 2 -> 0` and `1 -> 3`: with target 0, from 2 the first player
/// moves onto it; with target 3, from 0 the second player does.
/// ```
/// use cp_games::sg::graph::targets::TargetGames;
/// use cp_games::Outcome::*;
/// let mut games = TargetGames::new(4, &[(0, 1), (1, 2), (2, 0), (1, 3)]);
/// assert_eq!(games.outcome(2, 0), Win);
/// assert_eq!(games.outcome(0, 3), Lose);
/// assert_eq!(games.outcome(3, 0), Lose);
/// ```
#[derive(Debug, Clone)]
pub struct TargetGames {
    graph: Reversed,
    /// The name in `graph` of each vertex as given.
    name: Vec<u32>,
    analysis: Retrograde,
}

impl TargetGames {
    /// The games on vertices `0..vertices` with the edges `(from, to)`
    /// (loops and repeated edges allowed).
    ///
    /// # Panics
    /// As [`Reversed::new`].
    ///
    /// # Complexity
    /// O(V + E) time and memory: the graph built twice, and one analysis.
    pub fn new(vertices: usize, edges: &[(u32, u32)]) -> Self {
        let mut analysis = Retrograde::new();
        let given = Reversed::new(vertices, edges);
        analysis.outcomes(&given, &[]);
        let (graph, name) = given.renumbered(analysis.labelled());
        TargetGames {
            graph,
            name,
            analysis,
        }
    }

    /// The outcome for the first player of the game from `start` with
    /// `target`: [`Outcome::Lose`] if `start == target` (the game is over).
    ///
    /// # Panics
    /// If `start` or `target` is not a vertex.
    ///
    /// # Complexity
    /// O(V + E) at most (see [`Retrograde::outcome_of`]).
    pub fn outcome(&mut self, start: usize, target: usize) -> Outcome {
        let ends = [self.name[target] as usize];
        self.analysis
            .outcome_of(&self.graph, &ends, self.name[start] as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::graph::retrograde::tests::played;
    use crate::sg::graph::tests::Tally;
    use crate::testing::Rng;

    /// Every game (start, target) of random digraphs, against the game
    /// played by its rules; the graphs are small, and dense enough for
    /// cycles, draws and orders unlike the input's.
    #[test]
    fn every_game_of_random_digraphs_matches_the_played_game() {
        Tally::of_random_rounds(6561, 400, |rng| {
            let (n, edges) = rng.multigraph(8, |n| 3 * n);
            let mut games = TargetGames::new(n, &edges);
            let mut all = Vec::new();
            for target in 0..n {
                let slow = played(n, &edges, Some(target), 2 * n + 2);
                for (start, &expected) in slow.iter().enumerate() {
                    assert_eq!(games.outcome(start, target), expected, "{edges:?} {target}");
                }
                all.extend(slow);
            }
            all
        })
        .assert_each_over(1000);
    }

    /// Larger graphs, renamed out of their given order, against the
    /// analysis of the graph as given (itself checked against played games
    /// in [`retrograde`](crate::sg::graph::retrograde)'s tests).
    #[test]
    fn large_graphs_answer_as_the_graph_as_given() {
        let mut rng = Rng::new(65610);
        for round in 0..4 {
            let n = 2000;
            let mut edges: Vec<(u32, u32)> = (0..4 * n)
                .map(|_| {
                    let (a, b) = (rng.below(n) as u32, rng.below(n) as u32);
                    // Half the rounds acyclic (every vertex decided).
                    if round % 2 == 0 && a > b {
                        (b, a)
                    } else {
                        (a, b)
                    }
                })
                .collect();
            edges.push((0, 0));
            let given = Reversed::new(n, &edges);
            let mut games = TargetGames::new(n, &edges);
            let mut plain = Retrograde::new();
            for _ in 0..30 {
                let target = rng.below(n);
                let all = plain.outcomes(&given, &[target]);
                for start in [0, target, rng.below(n), rng.below(n)] {
                    assert_eq!(games.outcome(start, target), all[start]);
                }
            }
        }
    }
}

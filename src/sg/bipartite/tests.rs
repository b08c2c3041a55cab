//! `MatchingGame` against a search that plays the token game's rules on
//! (token's vertex, visited set), and its matchings against an exhaustive
//! maximum matching.

use super::*;
use crate::explore::{Outcomes, Play};
use crate::testing::Rng;
use crate::Outcome::{Lose, Win};

/// Adjacency lists of a graph on `0..n`.
fn lists(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    adj
}

/// The rules: from (token, visited), move along an edge to an unvisited
/// vertex.
fn rules(adj: &[Vec<usize>]) -> impl FnMut(&(usize, u32)) -> Vec<(usize, u32)> + '_ {
    move |&(u, visited)| {
        adj[u]
            .iter()
            .filter(|&&v| visited & (1 << v) == 0)
            .map(|&v| (v, visited | (1 << v)))
            .collect()
    }
}

/// The size of a maximum matching among the vertices of `mask`, by trying
/// every way to match or leave the lowest one. Any graph.
fn max_matching(adj: &[Vec<usize>], mask: u32, memo: &mut Vec<Option<usize>>) -> usize {
    if mask == 0 {
        return 0;
    }
    if let Some(v) = memo[mask as usize] {
        return v;
    }
    let v = mask.trailing_zeros() as usize;
    let rest = mask & !(1 << v);
    let mut best = max_matching(adj, rest, memo);
    for &w in &adj[v] {
        if rest & (1 << w) != 0 {
            best = best.max(1 + max_matching(adj, rest & !(1 << w), memo));
        }
    }
    memo[mask as usize] = Some(best);
    best
}

/// Whether some colouring of `0..n` in two colours splits every edge.
fn bipartite_by_trying(n: usize, edges: &[(usize, usize)]) -> bool {
    (0..1u32 << n).any(|c| edges.iter().all(|&(a, b)| (c >> a) & 1 != (c >> b) & 1))
}

/// A random bipartite graph on `n` vertices, sides and edges at random,
/// vertices shuffled so that the sides interleave.
fn random_bipartite(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let side: Vec<bool> = (0..n).map(|_| rng.below(2) == 0).collect();
    let density = 1 + rng.below(4);
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            if side[a] != side[b] && rng.below(6) < density {
                edges.push((a, b));
            }
        }
    }
    rng.shuffle(&mut edges);
    edges
}

fn outcome(win: bool) -> Outcome {
    if win {
        Win
    } else {
        Lose
    }
}

#[test]
fn outcomes_and_winning_moves_match_the_played_game() {
    let mut rng = Rng::new(0x32d5);
    for round in 0..600 {
        let n = 1 + rng.below(11);
        let edges = random_bipartite(&mut rng, n);
        let adj = lists(n, &edges);
        let game = MatchingGame::new(n, &edges).unwrap();
        let mut memo = vec![None; 1 << n];
        let full = (1u32 << n) - 1;
        assert_eq!(
            game.matching_size(),
            max_matching(&adj, full, &mut memo),
            "round {round}: {edges:?}"
        );
        let mut search = Outcomes::new(Play::Normal, rules(&adj));
        let outcomes = game.outcomes();
        for v in 0..n {
            let wins = search.wins((v, 1 << v));
            assert_eq!(
                outcomes[v],
                outcome(wins),
                "round {round}, vertex {v}: {edges:?}"
            );
            match game.winning_move(v) {
                Some(w) => {
                    assert!(adj[v].contains(&w), "round {round}: {v} -> {w} is no move");
                    assert!(
                        !search.wins((w, 1 << v | 1 << w)),
                        "round {round}: {v} -> {w}"
                    );
                }
                None => assert!(!wins, "round {round}: no winning move from {v}"),
            }
        }
    }
}

#[test]
fn replayed_games_match_the_played_game() {
    let mut rng = Rng::new(0x1971);
    for round in 0..400 {
        let n = 2 + rng.below(11);
        let edges = random_bipartite(&mut rng, n);
        let adj = lists(n, &edges);
        let mut game = MatchingGame::new(n, &edges).unwrap();
        let mut search = Outcomes::new(Play::Normal, rules(&adj));
        let mut memo = vec![None; 1 << n];
        let mut u = rng.below(n);
        let mut visited = 1u32 << u;
        loop {
            // Every vertex left, as if the token were there now.
            let outcomes = game.outcomes();
            let others = !(visited & !(1 << u));
            for v in (0..n).filter(|&v| others & (1 << v) != 0) {
                let wins = search.wins((v, (visited & !(1 << u)) | 1 << v));
                assert_eq!(outcomes[v], outcome(wins), "round {round}: vertex {v}");
            }
            let alive = ((1u32 << n) - 1) & !(visited & !(1 << u));
            assert_eq!(game.matching_size(), max_matching(&adj, alive, &mut memo));
            let wins = search.wins((u, visited));
            assert_eq!(game.leave(u), outcome(wins), "round {round}: {edges:?}");
            assert!(game.is_deleted(u));
            // The free counts that let `leave` skip hopeless searches.
            let mut free = vec![0; game.free.len()];
            for v in (0..n).filter(|&v| !game.is_deleted(v) && game.mate(v).is_none()) {
                free[2 * game.part[v] + usize::from(game.side[v])] += 1;
            }
            assert_eq!(free, game.free, "round {round}: {edges:?}");
            check_dead_sets(&game);
            let moves: Vec<usize> = adj[u]
                .iter()
                .copied()
                .filter(|&v| visited & (1 << v) == 0)
                .collect();
            if moves.is_empty() {
                break;
            }
            u = moves[rng.below(moves.len())];
            visited |= 1 << u;
        }
        // Deleted vertices have no mate and read `Lose`.
        let outcomes = game.outcomes();
        for (v, &o) in outcomes.iter().enumerate() {
            if game.is_deleted(v) {
                assert_eq!(game.mate(v), None);
                assert_eq!(o, Lose);
            }
        }
    }
}

#[test]
fn graphs_with_an_odd_cycle_are_refused() {
    let mut rng = Rng::new(77);
    for _ in 0..500 {
        let (n, edges) = rng.multigraph(8, |_| 10);
        match MatchingGame::new(n, &edges) {
            Ok(_) => assert!(bipartite_by_trying(n, &edges), "{edges:?}"),
            Err(e) => {
                assert!(!bipartite_by_trying(n, &edges), "{edges:?}");
                assert!(edges.contains(&e.edge));
            }
        }
    }
    let e = MatchingGame::new(2, &[(1, 1)]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the graph is not bipartite: the edge 1-1 closes a cycle of odd length"
    );
}

/// The theorem holds on any graph, odd cycles included (the module only
/// computes it on bipartite ones): the player to move from `u` wins iff
/// deleting `u` lowers the maximum matching.
#[test]
fn the_theorem_holds_on_small_graphs_of_any_kind() {
    let mut rng = Rng::new(5);
    for _ in 0..300 {
        let n = 1 + rng.below(9);
        let mut edges = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                if rng.below(3) == 0 {
                    edges.push((a, b));
                }
            }
        }
        let adj = lists(n, &edges);
        let mut memo = vec![None; 1 << n];
        let mut search = Outcomes::new(Play::Normal, rules(&adj));
        let full = (1u32 << n) - 1;
        let whole = max_matching(&adj, full, &mut memo);
        for u in 0..n {
            let essential = max_matching(&adj, full & !(1 << u), &mut memo) < whole;
            assert_eq!(search.wins((u, 1 << u)), essential, "{u} in {edges:?}");
        }
    }
}

/// Checks the two properties of the dead sets that let `leave` skip them
/// (see `augment_from`), for the searches from either side.
fn check_dead_sets(game: &MatchingGame) {
    for s in [false, true] {
        let bit = 1 << u8::from(s);
        let dead = |v: usize| game.dead[v] & bit != 0;
        for v in (0..game.vertices()).filter(|&v| dead(v) && !game.is_deleted(v)) {
            if game.side[v] == s {
                for &w in &game.adj[game.start[v]..game.start[v + 1]] {
                    assert!(
                        game.is_deleted(w) || dead(w),
                        "side {s}: {v} has {w} outside"
                    );
                }
            } else {
                let m = game.mate(v);
                assert!(m.is_some_and(dead), "side {s}: {v} has mate {m:?}");
            }
        }
    }
}

/// Long games on larger graphs, where searches fail from the same regions
/// again and again: before each move the answer of `leave` is the one
/// `outcomes` reads off the matching, which Kuhn's algorithm on what is
/// left shows to be maximum; the dead sets keep their properties.
#[test]
fn long_games_agree_with_outcomes_before_each_move() {
    let mut rng = Rng::new(0x19_7132);
    for round in 0..1200 {
        let (n, edges) = if round % 4 == 0 {
            let n = 20 + rng.below(41);
            (n, random_bipartite(&mut rng, n))
        } else {
            // A grid with some cells walled off, as on Luogu P1971's board.
            let (rows, cols) = (2 + rng.below(7), 2 + rng.below(7));
            let wall: Vec<bool> = (0..rows * cols).map(|_| rng.below(5) == 0).collect();
            let mut edges = Vec::new();
            for c in (0..rows * cols).filter(|&c| !wall[c]) {
                if c % cols + 1 < cols && !wall[c + 1] {
                    edges.push((c, c + 1));
                }
                if c + cols < rows * cols && !wall[c + cols] {
                    edges.push((c, c + cols));
                }
            }
            (rows * cols, edges)
        };
        let adj = lists(n, &edges);
        let mut game = MatchingGame::new(n, &edges).unwrap();
        let mut u = rng.below(n);
        loop {
            let left: Vec<(usize, usize)> = edges
                .iter()
                .copied()
                .filter(|&(a, b)| !game.is_deleted(a) && !game.is_deleted(b))
                .collect();
            assert_eq!(game.matching_size(), kuhn_size(n, &left, &game.side));
            let expected = game.outcomes()[u];
            assert_eq!(
                game.leave(u),
                expected,
                "round {round}: vertex {u} of {edges:?}"
            );
            check_dead_sets(&game);
            let moves: Vec<usize> = adj[u]
                .iter()
                .copied()
                .filter(|&v| !game.is_deleted(v))
                .collect();
            if moves.is_empty() {
                break;
            }
            u = moves[rng.below(moves.len())];
        }
    }
}

/// Kuhn's algorithm, recursive: the textbook maximum matching, for sizes.
fn kuhn_size(n: usize, edges: &[(usize, usize)], side: &[bool]) -> usize {
    fn try_kuhn(u: usize, adj: &[Vec<usize>], used: &mut [bool], mate: &mut [usize]) -> bool {
        for &w in &adj[u] {
            if !used[w] {
                used[w] = true;
                if mate[w] == NONE || try_kuhn(mate[w], adj, used, mate) {
                    mate[w] = u;
                    return true;
                }
            }
        }
        false
    }
    let adj = lists(n, edges);
    let mut mate = vec![NONE; n];
    let mut size = 0;
    for u in (0..n).filter(|&u| !side[u]) {
        let mut used = vec![false; n];
        if try_kuhn(u, &adj, &mut used, &mut mate) {
            size += 1;
        }
    }
    size
}

#[test]
fn hopcroft_karp_agrees_with_kuhn_on_larger_graphs() {
    let mut rng = Rng::new(91);
    for _ in 0..30 {
        let n = 50 + rng.below(300);
        let side: Vec<bool> = (0..n).map(|_| rng.below(2) == 0).collect();
        let m = rng.below(3 * n);
        let mut edges = Vec::new();
        while edges.len() < m {
            let (a, b) = (rng.below(n), rng.below(n));
            if side[a] != side[b] {
                edges.push((a, b));
            }
        }
        let game = MatchingGame::new(n, &edges).unwrap();
        // The matching is one, and of Kuhn's size, with the colouring the
        // game found (the sides are the same up to a swap per component).
        let mut count = 0;
        for v in 0..n {
            if let Some(w) = game.mate(v) {
                assert_eq!(game.mate(w), Some(v));
                assert!(edges.contains(&(v, w)) || edges.contains(&(w, v)));
                count += 1;
            }
        }
        assert_eq!(count, 2 * game.matching_size());
        assert_eq!(game.matching_size(), kuhn_size(n, &edges, &game.side));
    }
}

#[test]
fn long_paths_need_no_deep_recursion() {
    // A path of n vertices: matching n / 2; for odd n exactly the vertices
    // at even positions can be left free (Lose), for even n none can.
    for n in [99_999, 100_000] {
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        let mut game = MatchingGame::new(n, &edges).unwrap();
        assert_eq!(game.matching_size(), n / 2);
        let outcomes = game.outcomes();
        for (v, &o) in outcomes.iter().enumerate() {
            assert_eq!(o, outcome(n % 2 == 0 || v % 2 == 1), "n = {n}, vertex {v}");
        }
        // From the end of an even path the mover wins; the rest is a path
        // of odd length from its end, lost; the search runs its whole length.
        if n % 2 == 0 {
            assert_eq!(game.leave(0), Win);
            assert_eq!(game.matching_size(), n / 2 - 1);
            assert_eq!(game.leave(1), Lose);
            assert_eq!(game.leave(2), Win);
        }
    }
}

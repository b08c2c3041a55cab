use super::*;
use crate::explore::settled_outcomes;
use crate::sg::graph::retrograde::Numbered;
use crate::sg::graph::Digraph;
use crate::testing::Rng;

/// A random digraph on `0..n` with loops, cycles and sinks.
fn random_graph(rng: &mut Rng, n: usize) -> Vec<Vec<u32>> {
    (0..n)
        .map(|_| {
            let k = rng.below(4);
            (0..k).map(|_| rng.below(n) as u32).collect()
        })
        .collect()
}

/// The lengths by value iteration, depth by depth: after `d` rounds,
/// `won[v]` says the player to move forces a win within `d` plies and
/// `lost[v]` that the opponent does. A position's length is the first
/// depth at which it is won or lost.
fn lengths_by_iteration(adj: &[Vec<u32>]) -> Vec<Option<u32>> {
    let n = adj.len();
    let mut won = vec![false; n];
    let mut lost: Vec<bool> = adj.iter().map(|a| a.is_empty()).collect();
    let mut length: Vec<Option<u32>> = lost.iter().map(|&l| l.then_some(0)).collect();
    for d in 1..=(2 * n as u32 + 2) {
        let new_won: Vec<bool> = adj
            .iter()
            .map(|a| a.iter().any(|&u| lost[u as usize]))
            .collect();
        let new_lost: Vec<bool> = adj
            .iter()
            .map(|a| a.iter().all(|&u| won[u as usize]))
            .collect();
        for v in 0..n {
            if length[v].is_none() && (new_won[v] || new_lost[v]) {
                length[v] = Some(d);
            }
        }
        won = new_won;
        lost = new_lost;
    }
    length
}

#[test]
fn closures_match_retrograde_on_the_same_graphs_and_value_iteration() {
    let mut rng = Rng::new(2038);
    for _ in 0..300 {
        let n = 1 + rng.below(14);
        let adj = random_graph(&mut rng, n);
        let starts: Vec<u32> = (0..1 + rng.below(3)).map(|_| rng.below(n) as u32).collect();
        let game = Loopy::new(starts.iter().copied(), |&v: &u32| adj[v as usize].clone());
        // Retrograde on the whole graph, numbered by hand.
        let edges: Vec<(usize, usize)> = (0..n)
            .flat_map(|v| adj[v].iter().map(move |&u| (v, u as usize)))
            .collect();
        let whole = Retrograde::new().solve(&Numbered::from_digraph(&Digraph::new(n, &edges)), &[]);
        let lengths = lengths_by_iteration(&adj);
        let (bounded, _) =
            settled_outcomes(starts.iter().copied(), |&v: &u32| adj[v as usize].clone());
        assert_eq!(game.reachable().len(), bounded.len());
        for (&v, &o) in &bounded {
            let vi = v as usize;
            assert_eq!(game.outcome(&v), o, "{adj:?} {v}");
            assert_eq!(game.outcome(&v), whole.outcome(vi));
            assert_eq!(game.plies(&v), whole.plies(vi));
            assert_eq!(game.plies(&v), lengths[vi], "{adj:?} {v}");
            // The best move is a move, and keeps its promise.
            match game.best_move(&v) {
                None => assert!(adj[vi].is_empty()),
                Some(&u) => {
                    assert!(adj[vi].contains(&u));
                    match o {
                        Outcome::Draw => assert_eq!(game.outcome(&u), Outcome::Draw),
                        _ => {
                            assert_eq!(game.outcome(&u), o.for_previous());
                            assert_eq!(game.plies(&u).map(|p| p + 1), game.plies(&v));
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn weighted_closures_match_min_max_totals_on_the_same_graphs() {
    let mut rng = Rng::new(261);
    for _ in 0..200 {
        let n = 1 + rng.below(10);
        let adj = random_graph(&mut rng, n);
        let w: Vec<Vec<u64>> = adj
            .iter()
            .map(|a| a.iter().map(|_| rng.below_u64(5)).collect())
            .collect();
        let r = Reachable::weighted([0u32], |&v: &u32| {
            adj[v as usize]
                .iter()
                .zip(&w[v as usize])
                .map(|(&u, &c)| (u, c))
                .collect::<Vec<_>>()
        });
        let mut edges = Vec::new();
        let mut weights = Vec::new();
        for v in 0..n {
            for (&u, &c) in adj[v].iter().zip(&w[v]) {
                edges.push((v as u32, u));
                weights.push(c);
            }
        }
        let whole = min_max_totals(n, &edges, &weights);
        let t = r.totals();
        for i in 0..r.len() {
            let v = *r.position(i) as usize;
            assert_eq!(t.minimiser_to_move(i), whole.minimiser_to_move(v));
            assert_eq!(t.maximiser_to_move(i), whole.maximiser_to_move(v));
        }
    }
}

/// A chain a million plies long, numbered and solved with no recursion.
#[test]
fn a_game_a_million_plies_deep() {
    let game = Loopy::new([1_000_000u32], |&n: &u32| n.checked_sub(1));
    assert_eq!(game.outcome(&1_000_000), Outcome::Lose);
    assert_eq!(game.plies(&1_000_000), Some(1_000_000));
    assert_eq!(game.best_move(&1_000_000), Some(&999_999));
}

/// A ring of coins; a move removes a coin or, when two neighbours are
/// equal, turns both over (which may cycle). Rotations and reflections
/// of a ring share their answers, and the hook changes none.
#[test]
fn the_symmetry_hook_changes_no_answer() {
    let moves = |v: &Vec<u8>| {
        let n = v.len();
        let mut out: Vec<Vec<u8>> = (0..n).map(|i| [&v[..i], &v[i + 1..]].concat()).collect();
        for i in 0..n {
            let j = (i + 1) % n;
            if n >= 2 && v[i] == v[j] {
                let mut w = v.clone();
                w[i] ^= 1;
                w[j] ^= 1;
                out.push(w);
            }
        }
        out
    };
    let canonical = |v: Vec<u8>| {
        let n = v.len();
        let mut best = v.clone();
        let mut r = v.clone();
        r.reverse();
        for base in [v, r] {
            for i in 0..n {
                best = best.min([&base[i..], &base[..i]].concat());
            }
        }
        best
    };
    let mut rng = Rng::new(5);
    for _ in 0..40 {
        let start: Vec<u8> = (0..1 + rng.below(6)).map(|_| rng.below(2) as u8).collect();
        let plain = Loopy::new([start.clone()], moves);
        let shared = Loopy::new([canonical(start.clone())], symmetric(moves, canonical));
        for i in 0..plain.reachable().len() {
            let p = plain.reachable().position(i).clone();
            let c = canonical(p.clone());
            assert_eq!(plain.outcome(&p), shared.outcome(&c), "{p:?}");
            assert_eq!(plain.plies(&p), shared.plies(&c), "{p:?}");
        }
        assert!(shared.reachable().len() <= plain.reachable().len());
    }
}

/// The same hook on the finite engines: Nim on up to three heaps with and
/// without sorting the heaps gives the same Grundy values and outcomes,
/// normal and misère, and the sorted memo is smaller.
#[test]
fn the_symmetry_hook_changes_no_grundy_value_or_outcome() {
    use crate::explore::{Grundy, Outcomes, Play};
    let nim = |h: &Vec<u8>| {
        let mut out = Vec::new();
        for i in 0..h.len() {
            for left in 0..h[i] {
                let mut next = h.clone();
                next[i] = left;
                out.push(next);
            }
        }
        out
    };
    let sort = |mut h: Vec<u8>| {
        h.sort_unstable();
        h
    };
    let mut plain = Grundy::new(nim);
    let mut shared = Grundy::new(symmetric(nim, sort));
    let mut misere = Outcomes::new(Play::Misere, nim);
    let mut misere_shared = Outcomes::new(Play::Misere, symmetric(nim, sort));
    let mut rng = Rng::new(11);
    for _ in 0..100 {
        let h: Vec<u8> = (0..1 + rng.below(3)).map(|_| rng.below(5) as u8).collect();
        let xor = h.iter().fold(0u64, |x, &v| x ^ u64::from(v));
        assert_eq!(plain.grundy(h.clone()), xor);
        assert_eq!(shared.grundy(sort(h.clone())), xor);
        assert_eq!(
            misere.wins(h.clone()),
            misere_shared.wins(sort(h.clone())),
            "{h:?}"
        );
    }
    assert!(misere_shared.positions() < misere.positions());
}

//! Win, lose or draw of a game that may last forever, by a game-tree
//! search bounded in plies: the brute force that retrograde analysis is
//! checked against. It knows no theory, only the moves the caller's
//! `moves` plays (a position with no move is lost for the player to move).

use crate::Outcome;
use std::collections::HashMap;
use std::hash::Hash;

/// The positions reachable from `starts`, each with its options' indices.
struct Tree<S> {
    index: HashMap<S, usize>,
    options: Vec<Vec<usize>>,
}

fn explore<S, F, I>(starts: impl IntoIterator<Item = S>, mut moves: F) -> Tree<S>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
{
    let mut index: HashMap<S, usize> = HashMap::new();
    let mut order: Vec<S> = Vec::new();
    let mut options: Vec<Vec<usize>> = Vec::new();
    let add = |s: S, index: &mut HashMap<S, usize>, order: &mut Vec<S>| -> usize {
        if let Some(&i) = index.get(&s) {
            return i;
        }
        index.insert(s.clone(), order.len());
        order.push(s);
        order.len() - 1
    };
    for s in starts {
        add(s, &mut index, &mut order);
    }
    let mut next = 0;
    while next < order.len() {
        let here = order[next].clone();
        let ids: Vec<usize> = moves(&here)
            .into_iter()
            .map(|s| add(s, &mut index, &mut order))
            .collect();
        options.push(ids);
        next += 1;
    }
    Tree { index, options }
}

/// After `d` plies of search: `win[v]` says the player to move at `v` can
/// force the opponent to be without a move within `d` plies, `lose[v]` that
/// the opponent can force the same on them.
fn rounds(options: &[Vec<usize>], plies: Option<usize>) -> (Vec<bool>, Vec<bool>, usize) {
    let mut win = vec![false; options.len()];
    let mut lose: Vec<bool> = options.iter().map(|o| o.is_empty()).collect();
    let mut d = 0;
    while !matches!(plies, Some(p) if d >= p) {
        let new_win: Vec<bool> = options.iter().map(|o| o.iter().any(|&w| lose[w])).collect();
        let new_lose: Vec<bool> = options.iter().map(|o| o.iter().all(|&w| win[w])).collect();
        d += 1;
        if plies.is_none() && new_win == win && new_lose == lose {
            break;
        }
        win = new_win;
        lose = new_lose;
    }
    (win, lose, d)
}

fn label<S: Clone + Eq + Hash>(tree: Tree<S>, win: &[bool], lose: &[bool]) -> HashMap<S, Outcome> {
    tree.index
        .into_iter()
        .map(|(s, i)| {
            let o = match (win[i], lose[i]) {
                (true, false) => Outcome::Win,
                (false, true) => Outcome::Lose,
                (false, false) => Outcome::Draw,
                (true, true) => panic!("both players force a win"),
            };
            (s, o)
        })
        .collect()
}

/// The outcome of every position reachable from `starts` when only wins
/// forced within `plies` plies count: [`Outcome::Win`] if the player to
/// move can leave the opponent without a move within `plies` plies,
/// [`Outcome::Lose`] if the opponent can, else [`Outcome::Draw`]. A forced
/// win in a game of `P` positions never needs more than `P` plies (so
/// `plies >= P` gives the game's outcomes, and a test can check that more
/// plies change nothing).
///
/// # Example
/// `0 -> 1 -> 2`, and `0 -> 0`: 1 is won; 0 is a draw, since its owner
/// would rather loop than move to 1.
/// ```
/// use cp_games::Outcome::*;
/// use cp_games::explore::outcomes_within;
/// let moves = |&v: &u8| match v { 0 => vec![0, 1], 1 => vec![2], _ => vec![] };
/// let o = outcomes_within([0u8], moves, 10);
/// assert_eq!((o[&0], o[&1], o[&2]), (Draw, Win, Lose));
/// ```
///
/// # Complexity
/// O(`plies` · (P + M)) for the `P` positions reachable and their `M`
/// moves, each `moves` called once per position.
pub fn outcomes_within<S, F, I>(
    starts: impl IntoIterator<Item = S>,
    moves: F,
    plies: usize,
) -> HashMap<S, Outcome>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
{
    let tree = explore(starts, moves);
    let (win, lose, _) = rounds(&tree.options, Some(plies));
    label(tree, &win, &lose)
}

/// [`outcomes_within`] with as many plies as it takes for one more to change
/// nothing (then no number of plies changes anything, as each round reads
/// only the one before): the naive fixpoint iteration, for games too large
/// to search to a fixed depth. Returns the outcomes and the plies searched.
///
/// # Complexity
/// O(rounds · (P + M)), at most P + 1 rounds.
pub fn settled_outcomes<S, F, I>(
    starts: impl IntoIterator<Item = S>,
    moves: F,
) -> (HashMap<S, Outcome>, usize)
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
{
    let tree = explore(starts, moves);
    let (win, lose, plies) = rounds(&tree.options, None);
    (label(tree, &win, &lose), plies)
}

//! Memoized minimax value of a finite two-player zero-sum game given only
//! its moves and the payoff of its final positions: the brute force that
//! valued games (sums of what is left, scores) are checked against. It
//! knows no theory, only the rules.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

use crate::Side;

/// Memoized minimax values of a finite alternate-move zero-sum game: Left
/// maximises the payoff, Right minimises it.
///
/// `moves(position, side)` lists the positions `side` can move to, and the
/// game ends when the player to move has none: its value is then
/// `payoff(position, side)`. Otherwise the value is the largest (Left to
/// move) or smallest (Right to move) value of the options, with the other
/// player to move there. The game must be finite (no position reachable
/// from itself, else a panic). The search uses an explicit stack.
///
/// # Example
/// Two coins in a row, each player in turn takes one from either end;
/// the payoff is the coin left. Left, moving first, keeps the larger.
/// ```
/// use cp_games::explore::Minimax;
/// use cp_games::Side;
/// let mut game = Minimax::new(
///     |row: &Vec<u64>, _: Side| match row.len() {
///         0 | 1 => vec![],
///         n => vec![row[1..].to_vec(), row[..n - 1].to_vec()],
///     },
///     |row: &Vec<u64>, _: Side| row[0],
/// );
/// assert_eq!(game.value(vec![3, 8], Side::Left), 8);
/// assert_eq!(game.value(vec![3, 8], Side::Right), 3);
/// // Three coins: Left must open, and Right keeps the smaller of what is left.
/// assert_eq!(game.value(vec![1, 5, 2], Side::Left), 2);
/// ```
pub struct Minimax<S, V, F, P> {
    moves: F,
    payoff: P,
    memo: HashMap<(S, Side), V>,
}

/// A position being searched: its options, how many have been looked at,
/// and the best value among those.
struct Frame<S, V> {
    key: (S, Side),
    options: Vec<S>,
    done: usize,
    best: Option<V>,
}

impl<S, V, F, P, I> Minimax<S, V, F, P>
where
    S: Clone + Eq + Hash,
    V: Copy + Ord,
    F: FnMut(&S, Side) -> I,
    I: IntoIterator<Item = S>,
    P: FnMut(&S, Side) -> V,
{
    /// An empty memo for the game whose moves are `moves` and whose final
    /// positions are worth `payoff`.
    pub fn new(moves: F, payoff: P) -> Self {
        Minimax {
            moves,
            payoff,
            memo: HashMap::new(),
        }
    }

    /// The value of `position` with `mover` to move, both playing best.
    ///
    /// # Panics
    /// If a position can be reached from itself (the game is not finite).
    ///
    /// # Complexity
    /// Each (position, mover) pair is expanded at most once, calling
    /// `moves` once (and `payoff` once if it has no move): O(positions +
    /// moves) hash-map operations. Every option is searched (no pruning).
    pub fn value(&mut self, position: S, mover: Side) -> V {
        let root = (position, mover);
        if let Some(&v) = self.memo.get(&root) {
            return v;
        }
        let mut on_stack: HashSet<(S, Side)> = HashSet::new();
        let mut stack = vec![self.frame(root.clone(), &mut on_stack)];
        while let Some(top) = stack.last_mut() {
            let (side, next_side) = (top.key.1, top.key.1.other());
            let mut pending = None;
            while top.done < top.options.len() {
                let next = (top.options[top.done].clone(), next_side);
                match self.memo.get(&next) {
                    Some(&v) => {
                        top.best = Some(match (top.best, side) {
                            (None, _) => v,
                            (Some(b), Side::Left) => b.max(v),
                            (Some(b), Side::Right) => b.min(v),
                        });
                        top.done += 1;
                    }
                    None => {
                        pending = Some(next);
                        break;
                    }
                }
            }
            match pending {
                Some(next) => {
                    assert!(
                        !on_stack.contains(&next),
                        "the game has a cycle, so it is not a finite game"
                    );
                    let frame = self.frame(next, &mut on_stack);
                    stack.push(frame);
                }
                None => {
                    let done = stack.pop().expect("non-empty");
                    let value = match done.best {
                        Some(v) => v,
                        None => (self.payoff)(&done.key.0, done.key.1),
                    };
                    on_stack.remove(&done.key);
                    self.memo.insert(done.key, value);
                }
            }
        }
        self.memo[&root]
    }

    /// How many (position, mover) pairs are memoized. O(1).
    pub fn positions(&self) -> usize {
        self.memo.len()
    }

    fn frame(&mut self, key: (S, Side), on_stack: &mut HashSet<(S, Side)>) -> Frame<S, V> {
        let options: Vec<S> = (self.moves)(&key.0, key.1).into_iter().collect();
        on_stack.insert(key.clone());
        Frame {
            key,
            options,
            done: 0,
            best: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One pile; a move takes 1 or 2 stones; each stone taken is worth
    /// +1 to Left when Left takes it, -1 when Right does; the payoff is the
    /// running score, kept in the position.
    #[test]
    fn take_one_or_two_scores_by_hand() {
        let mut game = Minimax::new(
            |&(pile, score): &(u32, i32), side: Side| {
                let sign = if side == Side::Left { 1 } else { -1 };
                (1..=pile.min(2))
                    .map(|t| (pile - t, score + sign * t as i32))
                    .collect::<Vec<_>>()
            },
            |&(_, score): &(u32, i32), _| score,
        );
        // Pile 3, Left first: taking 2 leaves Right 1 (2 - 1), taking 1
        // lets Right take 2 (1 - 2): +1. Pile 4: taking 1 leaves Right the
        // pile 3 and its +1 for him (1 - 1); taking 2, Right takes 2: 0.
        assert_eq!(game.value((3, 0), Side::Left), 1);
        assert_eq!(game.value((3, 0), Side::Right), -1);
        assert_eq!(game.value((4, 0), Side::Left), 0);
        assert_eq!(game.value((0, 5), Side::Right), 5);
        assert!(game.positions() > 0);
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn a_cycle_is_reported() {
        let mut game = Minimax::new(|&p: &u8, _| vec![1 - p], |_: &u8, _| 0);
        game.value(0, Side::Left);
    }
}

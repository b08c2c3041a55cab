//! Memoized minimax value of a finite two-player zero-sum game given only
//! its moves: each move says who moves next and what it scores, and a
//! final position pays a payoff. Left maximises the total (the scores of
//! the moves played plus the final payoff), Right minimises it. It knows no
//! theory, only the rules.

use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::hash::Hash;
use std::ops::Add;

use crate::Side;

/// Who moves after a [`Move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Next {
    /// The other player (strict alternation).
    Other,
    /// The player who just moved (an extra turn).
    Same,
    /// This player, whoever moved.
    Is(Side),
}

/// One move of a [`Minimax`] game: the position it leads to, who moves
/// next (the other player unless said otherwise) and what the move scores
/// (zero, [`Default`], unless said otherwise).
///
/// A bare position converts into a `Move` to it with the other player to
/// move and no score, so a `moves` closure of a plain alternating game
/// lists positions.
///
/// # Example
/// ```
/// use cp_games::explore::Move;
/// use cp_games::Side;
/// let plain: Move<u32, i64> = 7.into();
/// assert_eq!(plain, Move::to(7));
/// let extra = Move::to(3u32).again().scoring(2i64);
/// assert_eq!(extra.next_mover(Side::Left), Side::Left);
/// assert_eq!(Move::<u32, i64>::to(1).then(Side::Right).next_mover(Side::Right), Side::Right);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move<S, V> {
    pub(super) to: S,
    next: Next,
    pub(super) score: V,
}

impl<S, V: Default> Move<S, V> {
    /// A move to `to`, the other player to move there, scoring nothing.
    /// O(1).
    pub fn to(to: S) -> Self {
        Move {
            to,
            next: Next::Other,
            score: V::default(),
        }
    }
}

impl<S, V> Move<S, V> {
    /// The same move, after which the player who made it moves again (an
    /// extra turn). O(1).
    pub fn again(mut self) -> Self {
        self.next = Next::Same;
        self
    }

    /// The same move, after which `side` moves, whoever made it (phases,
    /// passes). O(1).
    pub fn then(mut self, side: Side) -> Self {
        self.next = Next::Is(side);
        self
    }

    /// The same move, scoring `score` (added to the total). O(1).
    pub fn scoring(mut self, score: V) -> Self {
        self.score = score;
        self
    }

    /// Who moves after this move when `mover` makes it. O(1).
    pub fn next_mover(&self, mover: Side) -> Side {
        match self.next {
            Next::Other => mover.other(),
            Next::Same => mover,
            Next::Is(side) => side,
        }
    }
}

impl<S, V: Default> From<S> for Move<S, V> {
    fn from(to: S) -> Self {
        Move::to(to)
    }
}

/// Memoized minimax values of a finite two-player zero-sum game: Left
/// maximises the total, Right minimises it.
///
/// `moves(position, mover)` lists the moves `mover` can make, each a
/// [`Move`] (or a bare position: a move to it, the other player next, no
/// score). The game ends when the player to move has no move, and the
/// position then pays `payoff(position, mover)`. The total of a play is the
/// scores of its moves plus the final payoff; the value of (position,
/// mover) is the best total `mover` can force. Values are memoized by
/// (position, player to move), never by the running score, so positions
/// reached by different routes share one entry.
///
/// The game must be finite (no (position, player) pair reachable from
/// itself, else a panic). The search uses an explicit stack, so a game a
/// million moves deep does not overflow.
///
/// # Memory
/// One hash-map entry per (position, player to move) searched: the
/// position, a `Side`, an `Option<V>` and the map's control byte, the map
/// at most 7/8 full (half full just after it grows, when the old table is
/// freed). Measured (docs/benchmarks.md): 83 bytes per entry at the peak
/// for a `(u32, u32)` position and an `i64` value, 10^7 entries in 795
/// MiB, so 24 GiB hold about 3·10^8.
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
///
/// **How long does the game last** when one player hurries and the other
/// stalls: every move scores 1. Take 1 or 2 stones from a pile; Left
/// (moving first) wants the game long, Right wants it short. From 5, Left
/// takes 1, Right 2, Left 1, Right 1: four moves.
/// ```
/// use cp_games::explore::{Minimax, Move};
/// use cp_games::Side;
/// let mut length = Minimax::new(
///     |&n: &u64, _| (1..=n.min(2)).map(|t| Move::to(n - t).scoring(1)).collect::<Vec<_>>(),
///     |_, _| 0u64,
/// );
/// assert_eq!(length.value(5, Side::Left), 4);
/// assert_eq!(length.value(5, Side::Right), 3);
/// ```
///
/// **The players do not simply alternate**: a move says who moves next.
/// Take 1 or 2 stones; taking 2 ends your turn, taking 1 gives you
/// another move, at most once in a row (the state remembers that). Whoever
/// takes the last stone gets 1 from the other: Left's total is +1 if Left
/// does, -1 if Right does.
/// ```
/// use cp_games::explore::{Minimax, Move};
/// use cp_games::Side;
/// let sign = |side: Side| if side == Side::Left { 1 } else { -1 };
/// let mut game = Minimax::new(
///     |&(n, used): &(u64, bool), mover: Side| {
///         let mut m = Vec::new();
///         let last = |t: u64| if t == n { sign(mover) } else { 0 };
///         if n >= 1 {
///             let one = Move::to((n - 1, !used)).scoring(last(1));
///             m.push(if used { one } else { one.again() });
///         }
///         if n >= 2 {
///             m.push(Move::to((n - 2, false)).scoring(last(2)));
///         }
///         m
///     },
///     |_, _| 0i64,
/// );
/// assert_eq!(game.value((2, false), Side::Left), 1);
/// assert_eq!(game.value((3, false), Side::Left), 1); // 1 and again 2
/// ```
pub struct Minimax<S, V, F, P> {
    pub(super) moves: F,
    pub(super) payoff: P,
    /// `None` while the pair is being searched (on the stack).
    memo: HashMap<(S, Side), Option<V>>,
    pub(super) canonical: Option<Box<dyn FnMut(S) -> S>>,
    /// The moves of the positions on the stack, each frame's after its
    /// parent's (kept between calls).
    options: Vec<Move<S, V>>,
}

/// A position being searched: where its moves lie in the shared buffer,
/// the next one to look at, and the best total among those looked at.
struct Frame<S, V> {
    key: (S, Side),
    start: usize,
    end: usize,
    done: usize,
    best: Option<V>,
}

impl<S, V, F, P, I> Minimax<S, V, F, P>
where
    S: Clone + Eq + Hash,
    V: Copy + Ord + Add<Output = V> + Default,
    F: FnMut(&S, Side) -> I,
    I: IntoIterator,
    I::Item: Into<Move<S, V>>,
    P: FnMut(&S, Side) -> V,
{
    /// An empty memo for the game whose moves are `moves` and whose final
    /// positions pay `payoff`. O(1).
    pub fn new(moves: F, payoff: P) -> Self {
        Minimax {
            moves,
            payoff,
            memo: HashMap::new(),
            canonical: None,
            options: Vec::new(),
        }
    }

    /// The same engine, with every position put in canonical form by
    /// `canonical` before it is looked up (the position asked about and
    /// every move's target): positions the same up to symmetry (rotations,
    /// reflections, the order of heaps) share one entry. `canonical` must
    /// map positions of equal value to one representative. O(1).
    ///
    /// # Example
    /// A circle of coins, rotations of one another: one memo entry each.
    /// ```
    /// use cp_games::explore::Minimax;
    /// use cp_games::Side;
    /// let least_rotation = |mut v: Vec<u8>| {
    ///     let best = (0..v.len()).map(|i| [&v[i..], &v[..i]].concat()).min();
    ///     if let Some(b) = best { v = b; }
    ///     v
    /// };
    /// // Remove any coin; the payoff is the number of 1s among the last two.
    /// let mut game = Minimax::new(
    ///     |c: &Vec<u8>, _| if c.len() <= 2 { vec![] } else {
    ///         (0..c.len()).map(|i| [&c[..i], &c[i + 1..]].concat()).collect()
    ///     },
    ///     |c: &Vec<u8>, _| c.iter().map(|&x| x as u32).sum::<u32>(),
    /// )
    /// .with_canonical(least_rotation);
    /// // Left removes a 0, Right a 1: one 1 is left, whoever starts.
    /// assert_eq!(game.value(vec![1, 0, 1, 0], Side::Left), 1);
    /// assert_eq!(game.value(vec![0, 1, 0, 1], Side::Right), 1);
    /// ```
    pub fn with_canonical(mut self, canonical: impl FnMut(S) -> S + 'static) -> Self {
        self.canonical = Some(Box::new(canonical));
        self
    }

    /// The value of `position` with `mover` to move, both playing best:
    /// the total Left can make at least and Right at most.
    ///
    /// # Panics
    /// If a (position, player) pair can be reached from itself (the game
    /// is not finite).
    ///
    /// # Complexity
    /// Each (position, mover) pair is expanded at most once, calling
    /// `moves` once (and `payoff` once if it has no move): O(positions +
    /// moves) hash-map operations, one lookup per move and two per
    /// position. Every option is searched (no pruning). No recursion.
    pub fn value(&mut self, position: S, mover: Side) -> V {
        let position = match &mut self.canonical {
            Some(c) => c(position),
            None => position,
        };
        let root = (position, mover);
        match self.memo.get(&root) {
            Some(&Some(v)) => return v,
            Some(None) => panic!("Minimax: an earlier search panicked; drop this memo"),
            None => {}
        }
        self.memo.insert(root.clone(), None);
        self.options.clear();
        let mut stack = vec![self.frame(root.clone())];
        while let Some(top) = stack.last_mut() {
            let side = top.key.1;
            let mut pending = None;
            while top.done < top.end {
                let option = &self.options[top.done];
                let next = (option.to.clone(), option.next_mover(side));
                // One hash per move: the lookup, and for a new position
                // its opening, in the same probe.
                match self.memo.entry(next) {
                    Entry::Occupied(e) => {
                        let v = e
                            .get()
                            .expect("the game has a cycle, so it is not a finite game");
                        let total = option.score + v;
                        top.best = Some(match (top.best, side) {
                            (None, _) => total,
                            (Some(b), Side::Left) => b.max(total),
                            (Some(b), Side::Right) => b.min(total),
                        });
                        top.done += 1;
                    }
                    Entry::Vacant(e) => {
                        pending = Some(e.key().clone());
                        e.insert(None);
                        top.done += 1;
                        break;
                    }
                }
            }
            match pending {
                Some(next) => {
                    let frame = self.frame(next);
                    stack.push(frame);
                }
                None => {
                    let done = stack.pop().expect("non-empty");
                    let value = match done.best {
                        Some(v) => v,
                        None => (self.payoff)(&done.key.0, done.key.1),
                    };
                    self.options.truncate(done.start);
                    *self.memo.get_mut(&done.key).expect("opened") = Some(value);
                    // The parent's pending move led here.
                    if let Some(parent) = stack.last_mut() {
                        let option = &self.options[parent.done - 1];
                        let total = option.score + value;
                        parent.best = Some(match (parent.best, parent.key.1) {
                            (None, _) => total,
                            (Some(b), Side::Left) => b.max(total),
                            (Some(b), Side::Right) => b.min(total),
                        });
                    }
                }
            }
        }
        self.memo[&root].expect("searched")
    }

    /// How many (position, mover) pairs are memoized. O(1).
    pub fn positions(&self) -> usize {
        self.memo.len()
    }

    /// The frame of `key`, already opened in the memo, its moves pushed
    /// on the shared buffer.
    #[inline]
    fn frame(&mut self, key: (S, Side)) -> Frame<S, V> {
        let start = self.options.len();
        let canonical = &mut self.canonical;
        self.options
            .extend((self.moves)(&key.0, key.1).into_iter().map(|m| {
                let m: Move<S, V> = m.into();
                match canonical {
                    Some(c) => Move { to: c(m.to), ..m },
                    None => m,
                }
            }));
        Frame {
            key,
            start,
            end: self.options.len(),
            done: start,
            best: None,
        }
    }
}

#[cfg(test)]
mod tests;

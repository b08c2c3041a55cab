//! Memoized win / lose of a finite game given only its moves, under normal
//! or misère play: the brute force that solvers are checked against. It
//! knows no theory, only the rules the caller's `moves` plays.

use crate::sg::search::{Hashed, Search, WinLose, NEW, OPEN};
use std::hash::Hash;

/// Who wins when the player to move has no move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// The player who cannot move loses (the last mover wins).
    Normal,
    /// The player who cannot move wins (the last mover loses).
    Misere,
}

/// Memoized outcomes (does the player to move win?) of a finite game.
///
/// `moves(position)` lists the positions one move away. A position is won
/// when some move leads to a lost position; with no move it is lost under
/// [`Play::Normal`] and won under [`Play::Misere`]. The game must be finite
/// (no position reachable from itself); a cycle is reported with a panic.
/// The search uses an explicit stack, so long games do not overflow the
/// call stack, and stops at the first losing option it finds.
///
/// Positions are compared as given: for a sum of heaps, list each option
/// in one canonical form (for example with [`sorted`]) so that equal
/// positions share their memo entry.
///
/// # Example
/// Nim with heaps of 1 and 2, and misère Nim with two heaps of 1:
/// ```
/// use cp_games::explore::{sorted, sum_options, Outcomes, Play};
/// let take = |h: u64| (0..h).map(|left| vec![left]).collect::<Vec<_>>();
/// let mut normal = Outcomes::new(Play::Normal, |p: &Vec<u64>| sum_options(p, take));
/// assert!(normal.wins(sorted(vec![2, 1])));
/// assert!(!normal.wins(vec![3, 3]));
/// let mut misere = Outcomes::new(Play::Misere, |p: &Vec<u64>| sum_options(p, take));
/// assert!(!misere.wins(vec![1, 1, 1]));
/// assert!(misere.wins(vec![1, 1]));
/// ```
pub struct Outcomes<S, F> {
    pub(super) play: Play,
    pub(super) moves: F,
    memo: Memo<S>,
}

impl<S, F, I> Outcomes<S, F>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> I,
    I: IntoIterator<Item = S>,
{
    /// Creates an empty memo for the game whose moves are `moves`, played
    /// under `play`.
    pub fn new(play: Play, moves: F) -> Self {
        Outcomes {
            play,
            moves,
            memo: Memo::new(),
        }
    }

    /// Whether the player to move from `position` wins with best play.
    ///
    /// # Panics
    /// If a position can be reached from itself (the game is not finite).
    ///
    /// # Complexity
    /// Each position searched and not yet memoized is expanded once,
    /// calling `moves` once; each option is looked up a bounded number of
    /// times: O(positions + moves) hash-map operations overall, and often
    /// fewer, since a position is decided at its first lost option.
    pub fn wins(&mut self, position: S) -> bool {
        self.memo.wins(self.play, &mut self.moves, position)
    }

    /// How many positions have a memoized outcome. O(positions seen).
    pub fn positions(&self) -> usize {
        self.memo.len()
    }
}

/// The memo behind [`Outcomes`] and [`Partizan`](super::Partizan): the
/// crate's one explicit-stack search ([`crate::sg::search`], the search
/// of [`Grundy`](crate::sg::Grundy)) under the win / lose rule, over a
/// hash map (a brute force must not lean on the positions' indices).
pub(super) struct Memo<S> {
    table: Hashed<S>,
    search: Search<S>,
}

impl<S: Clone + Eq + Hash> Memo<S> {
    pub(super) fn new() -> Self {
        Memo {
            table: Hashed::new(),
            search: Search::new(),
        }
    }

    /// Whether the player to move from `position` wins under `play`.
    /// Depth-first with an explicit stack; a position is decided at its
    /// first lost option. Panics if a position can be reached from
    /// itself. O(positions + moves) hash-map operations for the positions
    /// not yet decided.
    pub(super) fn wins<F, I>(&mut self, play: Play, moves: &mut F, position: S) -> bool
    where
        F: FnMut(&S) -> I,
        I: IntoIterator<Item = S>,
    {
        let rule = WinLose {
            misere: play == Play::Misere,
        };
        self.search.value(&mut self.table, &rule, moves, position) == 1
    }

    /// How many positions are decided.
    pub(super) fn len(&self) -> usize {
        self.table
            .words()
            .filter(|&w| w != NEW && w != OPEN)
            .count()
    }
}

/// `heaps` sorted: the canonical form of a position that is a sum of
/// heaps, where the order of the heaps does not matter. O(n log n).
pub fn sorted(mut heaps: Vec<u64>) -> Vec<u64> {
    heaps.sort_unstable();
    heaps
}

/// The options of a sum of heap games: each option replaces one heap `h`
/// of `heaps` by one of the lists `heap_options(h)` gives (an empty list
/// takes the heap away, two heaps split it), and is [`sorted`].
///
/// # Complexity
/// O(`heaps.len()` · options per heap) lists of O(`heaps.len()`) heaps,
/// each sorted.
///
/// # Example
/// Lasker's Nim: take stones from a heap, or split it into two.
/// ```
/// use cp_games::explore::sum_options;
/// let lasker = |h: u64| {
///     let take = (0..h).map(|left| vec![left]);
///     take.chain((1..h).map(|a| vec![a, h - a])).collect::<Vec<_>>()
/// };
/// let options = sum_options(&[1, 2], lasker);
/// assert_eq!(options, [vec![0, 2], vec![0, 1], vec![1, 1], vec![1, 1, 1]]);
/// ```
pub fn sum_options<H, L>(heaps: &[u64], mut heap_options: H) -> Vec<Vec<u64>>
where
    H: FnMut(u64) -> L,
    L: IntoIterator<Item = Vec<u64>>,
{
    let mut out = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for replacement in heap_options(h) {
            let mut next: Vec<u64> = heaps[..i].to_vec();
            next.extend_from_slice(&heaps[i + 1..]);
            next.extend(replacement);
            out.push(sorted(next));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Subtraction game {1, 2}: a heap is lost exactly at multiples of 3;
    /// under misère play, exactly at 1 more than a multiple of 3.
    #[test]
    fn one_heap_by_hand() {
        let moves = |&h: &u64| {
            [1, 2]
                .into_iter()
                .filter(move |&s| s <= h)
                .map(move |s| h - s)
        };
        let mut normal = Outcomes::new(Play::Normal, moves);
        let mut misere = Outcomes::new(Play::Misere, moves);
        for h in 0..30u64 {
            assert_eq!(normal.wins(h), h % 3 != 0, "normal {h}");
            assert_eq!(misere.wins(h), h % 3 != 1, "misère {h}");
        }
    }

    #[test]
    fn long_chains_do_not_overflow_and_cycles_panic() {
        let mut chain = Outcomes::new(Play::Normal, |&h: &u64| h.checked_sub(1));
        assert!(!chain.wins(1_000_000));
        assert!(chain.wins(999_999));
        let cyclic = std::panic::catch_unwind(|| {
            Outcomes::new(Play::Normal, |&x: &u8| Some((x + 1) % 3)).wins(0)
        });
        assert!(cyclic.is_err());
    }

    #[test]
    fn a_position_is_decided_at_its_first_lost_option() {
        // From the root, option 1 is a leaf (lost for its mover) and the
        // others are chains that would take long to search.
        let mut expanded = 0;
        let mut game = Outcomes::new(Play::Normal, |&x: &u64| {
            expanded += 1;
            match x {
                0 => vec![1, 1000, 2000],
                1 => vec![],
                x => vec![x - 1],
            }
        });
        assert!(game.wins(0));
        drop(game);
        assert_eq!(expanded, 2);
    }

    #[test]
    fn sum_options_replace_one_heap_and_sort() {
        let split = |h: u64| (1..h).map(move |a| vec![a, h - a]);
        assert_eq!(sum_options(&[3, 1], split), [vec![1, 1, 2], vec![1, 1, 2]]);
        assert_eq!(sum_options(&[5], |_| [vec![]]), [Vec::<u64>::new()]);
        assert!(sum_options(&[], |h| [vec![h]]).is_empty());
    }
}

//! The brute force of the heap games' tests in one piece: [`Outcomes`]
//! over sums of heaps, asked about heaps in any order.

use super::search::{sorted, sum_options, Outcomes, Play};

/// The moves of a whole position, boxed so that the search has a type a
/// test can name.
type SumMoves = Box<dyn FnMut(&Vec<u64>) -> Vec<Vec<u64>>>;

/// Memoized outcomes of a sum of heap games, played by the rules of one
/// heap: a move replaces one heap `h` by one of the lists `heap_options(h)`
/// gives ([`sum_options`]). A position is the multiset of its heaps, so the
/// heaps may be asked about in any order; with
/// [`dropping_empty`](Self::dropping_empty), heaps of 0 are left out as
/// well (for games where an empty heap is no heap).
///
/// # Example
/// Nim under both conventions:
/// ```
/// use cp_games::explore::{HeapSums, Play};
/// let take = |h: u64| (0..h).map(|left| vec![left]).collect::<Vec<_>>();
/// let mut normal = HeapSums::new(Play::Normal, take);
/// let mut misere = HeapSums::new(Play::Misere, take);
/// assert!(normal.wins(&[3, 1, 2]) == false && misere.wins(&[1, 1]));
/// ```
pub struct HeapSums {
    outcomes: Outcomes<Vec<u64>, SumMoves>,
    drop_empty: bool,
}

impl HeapSums {
    /// An empty memo for the sums of the heap game `heap_options`.
    pub fn new<H, L>(play: Play, mut heap_options: H) -> HeapSums
    where
        H: FnMut(u64) -> L + 'static,
        L: IntoIterator<Item = Vec<u64>>,
    {
        let moves: SumMoves =
            Box::new(move |heaps: &Vec<u64>| sum_options(heaps, &mut heap_options));
        HeapSums {
            outcomes: Outcomes::new(play, moves),
            drop_empty: false,
        }
    }

    /// The same search, with heaps of 0 left out of every position (the
    /// heap options may then list 0 for a heap taken whole).
    pub fn dropping_empty(mut self) -> HeapSums {
        self.drop_empty = true;
        self
    }

    /// Whether the player to move wins on `heaps`, in any order.
    ///
    /// # Complexity
    /// That of [`Outcomes::wins`] on the sorted heaps.
    pub fn wins(&mut self, heaps: &[u64]) -> bool {
        let drop = self.drop_empty;
        let key = sorted(heaps.iter().copied().filter(|&h| !drop || h > 0).collect());
        self.outcomes.wins(key)
    }
}

//! Georgia and Bob (POJ 1704): chessmen stand on distinct cells `1, 2, 3,
//! ...` of a row; a move slides one chessman left by at least one cell,
//! never onto or past another chessman and never off the board (left of
//! cell 1). The player who cannot move loses.
//!
//! It is [staircase Nim](super::staircase) in disguise. Sort the chessmen,
//! `p_1 < p_2 < ... < p_n`, and let the *gap* of chessman `i` be the empty
//! cells to its left, `g_i = p_i - p_{i-1} - 1` (with `p_0 = 0`). Sliding
//! chessman `i` left by `d` takes `d` from `g_i` and adds `d` to `g_{i+1}`
//! (nothing, for the rightmost chessman); it is allowed exactly when
//! `1 <= d <= g_i`. So the gaps are the steps of a staircase whose step 1 is
//! the rightmost chessman's gap, step 2 the one before, and so on, with
//! stones moving down one step at a time: the player to move wins exactly
//! when `g_n ^ g_{n-2} ^ g_{n-4} ^ ...` is non-zero (pair the chessmen from
//! the right; the gap inside each pair is a Nim heap).

use super::staircase;

/// Two chessmen on one cell: not a position of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SharedCell {
    /// The cell named twice.
    pub cell: u64,
}

impl std::fmt::Display for SharedCell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "two chessmen on cell {}; the chessmen must stand on distinct cells",
            self.cell
        )
    }
}

/// Sorts `cells` and checks them: distinct, none below 1.
fn sort_cells(cells: &mut [u64]) -> Result<(), SharedCell> {
    cells.sort_unstable();
    assert!(
        cells.first() != Some(&0),
        "georgia_bob: cells are numbered from 1"
    );
    match cells.windows(2).find(|w| w[0] == w[1]) {
        Some(w) => Err(SharedCell { cell: w[0] }),
        None => Ok(()),
    }
}

/// The gaps of sorted, distinct `cells` as staircase steps: step 1 (the
/// first item) is the rightmost chessman's gap.
fn steps(cells: &[u64]) -> impl Iterator<Item = u64> + '_ {
    (0..cells.len()).rev().map(move |i| {
        let left = if i == 0 { 0 } else { cells[i - 1] };
        cells[i] - left - 1
    })
}

/// Returns whether the player to move (Georgia) wins with chessmen on these
/// cells, in any order; any `u64` cells from 1 up.
///
/// # Errors
/// [`SharedCell`] if two chessmen are on the same cell.
///
/// # Panics
/// If a cell is 0.
///
/// # Complexity
/// O(n log n) time (sorting); the cells are collected into one vector, and
/// nothing else is allocated.
///
/// # Example
/// ```
/// use cp_games::nim::georgia_bob::{first_player_wins, SharedCell};
/// assert_eq!(first_player_wins([1, 2, 3]), Ok(false));
/// assert_eq!(first_player_wins([1, 5, 6, 7, 9, 12, 14, 17]), Ok(true));
/// assert_eq!(first_player_wins([4, 2, 4]), Err(SharedCell { cell: 4 }));
/// ```
pub fn first_player_wins(cells: impl IntoIterator<Item = u64>) -> Result<bool, SharedCell> {
    let mut cells: Vec<u64> = cells.into_iter().collect();
    sort_cells(&mut cells)?;
    Ok(staircase::first_player_wins(steps(&cells)))
}

/// A slide of the chessman on cell `from` left to cell `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Slide {
    /// The chessman's cell.
    pub from: u64,
    /// Where it goes; `to < from`.
    pub to: u64,
}

/// Returns a winning slide, `Ok(None)` if the position is lost.
///
/// It is [`staircase::winning_move`] on the gaps: step `s` left with `to`
/// stones is the `s`-th chessman from the right sliding left until `to`
/// empty cells stay on its left before the next chessman.
///
/// # Errors
/// [`SharedCell`] if two chessmen are on the same cell.
///
/// # Panics
/// If a cell is 0.
///
/// # Complexity
/// O(n log n) time, O(n) memory.
///
/// # Example
/// ```
/// use cp_games::nim::georgia_bob::{winning_move, Slide};
/// // gaps from the right: 0 (cell 5), 2 (cell 4), 0 (cell 1); the odd
/// // steps (1 and 3) hold 0 and 0: lost
/// assert_eq!(winning_move(&[1, 4, 5]), Ok(None));
/// // one chessman on cell 6: slide it to cell 1
/// assert_eq!(winning_move(&[6]), Ok(Some(Slide { from: 6, to: 1 })));
/// ```
pub fn winning_move(cells: &[u64]) -> Result<Option<Slide>, SharedCell> {
    let mut sorted = cells.to_vec();
    sort_cells(&mut sorted)?;
    let steps: Vec<u64> = steps(&sorted).collect();
    Ok(staircase::winning_move(&steps).map(|mv| {
        let from = sorted[sorted.len() - mv.step];
        // the gap on its left shrinks from steps[step - 1] to mv.to
        Slide {
            from,
            to: from - (steps[mv.step - 1] - mv.to),
        }
    }))
}

/// The rules themselves, for game-tree searches that check the theory
/// above (which does not use them): every position one move from `cells`
/// (sorted, distinct cells), one chessman slid left onto an empty cell
/// between its left neighbour (or the board's edge) and itself.
///
/// # Example
/// ```
/// use cp_games::nim::georgia_bob::slides;
/// assert_eq!(slides(&[2, 4]), vec![vec![1, 4], vec![2, 3]]);
/// ```
///
/// # Complexity
/// O(n) per position returned, for n chessmen.
pub fn slides(cells: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..cells.len() {
        let left = if i == 0 { 0 } else { cells[i - 1] };
        for to in left + 1..cells[i] {
            let mut next = cells.to_vec();
            next[i] = to;
            out.push(next);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::testing::subsets;

    /// Game-tree search sliding the chessmen themselves (sorted cells): a
    /// chessman may go to any empty cell between its left neighbour (or the
    /// board's edge) and itself. No gaps, no staircase.
    fn search() -> Outcomes<Vec<u64>, impl FnMut(&Vec<u64>) -> Vec<Vec<u64>>> {
        Outcomes::new(Play::Normal, |cells: &Vec<u64>| slides(cells))
    }

    #[test]
    fn matches_sliding_the_chessmen_on_every_small_board() {
        let mut memo = search();
        let mut checked = 0;
        // Every set of cells in 1..=12 (4096 boards).
        for cells in subsets(&(1..=12).collect::<Vec<u64>>()) {
            let wins = memo.wins(cells.to_vec());
            // Any order of the cells.
            let shuffled: Vec<u64> = cells.iter().rev().copied().collect();
            assert_eq!(
                first_player_wins(shuffled.iter().copied()),
                Ok(wins),
                "{cells:?}"
            );
            match winning_move(&shuffled).unwrap() {
                None => assert!(!wins, "{cells:?}"),
                Some(Slide { from, to }) => {
                    let i = cells.iter().position(|&p| p == from).unwrap();
                    let left = if i == 0 { 0 } else { cells[i - 1] };
                    assert!(left < to && to < from, "{cells:?}: {from} -> {to}");
                    let mut next = cells.clone();
                    next[i] = to;
                    assert!(!memo.wins(next.to_vec()), "{cells:?}: {from} -> {to}");
                }
            }
            checked += 1;
        }
        assert_eq!(checked, 4096);
    }

    #[test]
    fn judge_samples_duplicates_and_large_cells() {
        assert_eq!(first_player_wins([1, 2, 3]), Ok(false));
        assert_eq!(first_player_wins([1, 5, 6, 7, 9, 12, 14, 17]), Ok(true));
        assert_eq!(first_player_wins([]), Ok(false));
        assert_eq!(first_player_wins([1]), Ok(false));
        assert_eq!(first_player_wins([7, 3, 7]), Err(SharedCell { cell: 7 }));
        assert_eq!(winning_move(&[2, 2]), Err(SharedCell { cell: 2 }));
        assert_eq!(
            SharedCell { cell: 9 }.to_string(),
            "two chessmen on cell 9; the chessmen must stand on distinct cells"
        );
        let e18 = 1_000_000_000_000_000_000u64;
        // Pairs (1, 10^18) and nothing else: one heap of 10^18 - 2.
        assert_eq!(first_player_wins([e18, 1]), Ok(true));
        assert_eq!(
            winning_move(&[e18, 1]),
            Ok(Some(Slide { from: e18, to: 2 }))
        );
        // Pairs (e18 - 1, e18) and (2, 5): gaps 0 and 2.
        assert_eq!(first_player_wins([2, 5, e18 - 1, e18]), Ok(true));
        // Pairs (e18 - 3, e18) and (1, 4): gaps 2 and 2.
        assert_eq!(first_player_wins([e18, 1, e18 - 3, 4]), Ok(false));
        assert_eq!(first_player_wins([u64::MAX, 1]), Ok(true));
    }

    proptest::proptest! {
        /// On boards too large to search, the winning slide is legal and
        /// leaves a position the rule calls lost.
        #[test]
        fn winning_slides_are_legal(cells in proptest::collection::btree_set(1u64..=1_000_000_000_000_000_000, 0..30)) {
            let cells: Vec<u64> = cells.into_iter().collect();
            let wins = first_player_wins(cells.iter().copied()).unwrap();
            match winning_move(&cells).unwrap() {
                None => proptest::prop_assert!(!wins),
                Some(Slide { from, to }) => {
                    let i = cells.iter().position(|&p| p == from).unwrap();
                    let left = if i == 0 { 0 } else { cells[i - 1] };
                    proptest::prop_assert!(left < to && to < from);
                    let mut next = cells.clone();
                    next[i] = to;
                    proptest::prop_assert_eq!(first_player_wins(next), Ok(false));
                }
            }
        }
    }
}

//! Candy Piles (AtCoder AGC002 E): piles of candies; a move either eats a
//! whole pile among the largest ones, or eats one candy from every
//! non-empty pile. The player who eats the last candy loses.
//!
//! **The diagram.** Sort the piles decreasingly, `a_0 >= a_1 >= ... >=
//! a_{n-1}`. After `i` moves of the first kind and `j` of the second, in
//! any order, the piles eaten whole are the `i` largest and every other
//! pile has lost `j` candies: the candies left are the piles `a_k - j` for
//! `k >= i` with `a_k > j`. So a position is a cell `(i, j)`; it holds a
//! candy exactly when `i < n` and `a_i > j` (the cell is *inside* the
//! Young diagram of the sorted piles), and the two moves go to `(i + 1, j)`
//! and `(i, j + 1)`. A move to a cell outside eats the last candy and
//! loses at once, so it is never better than any other move; call the
//! cells outside *won* (for the player to move there, since the one who
//! moved there lost). Then an inside cell is won exactly when one of its
//! two successors is an inside lost cell: normal play on the diagram.
//! Being inside is closed under going down or left: if `(i, j)` is inside,
//! so are `(i', j')` with `i' <= i`, `j' <= j`.
//!
//! **The diagonal.** *If `(i, j)` and `(i + 1, j + 1)` are both inside,
//! they have the same outcome.* By induction on `i + j`, from the largest
//! down (for the largest `i + j` there is no such pair). Both successors
//! `(i + 1, j)` and `(i, j + 1)` of `(i, j)` are inside, as they lie below
//! or left of `(i + 1, j + 1)`.
//! - If `(i + 1, j + 1)` is lost, both successors of `(i, j)` have a move
//!   to it, so both are won and `(i, j)` is lost.
//! - If `(i + 1, j + 1)` is won, one of its successors is an inside lost
//!   cell; say `(i + 2, j + 1)` (the other case is the same with the
//!   coordinates exchanged). The pair `(i + 1, j)`, `(i + 2, j + 1)` is
//!   inside with a larger sum, so by induction `(i + 1, j)` is lost too,
//!   and `(i, j)` wins by moving there.
//!
//! **The end.** Let `(k, k)` be the last inside cell of the diagonal: `k`
//! is the largest index with `a_k > k` (the condition fails from some
//! index on, since the `a_k` fall as `k` rises), and `(0, 0)` has the
//! outcome of `(k, k)`. As `(k + 1, k + 1)` is outside, so is every
//! `(k + s, k + t)` with `s, t >= 1`. From `(k, k)` the game therefore
//! leaves on a straight run: right along row `k`, through the cells
//! `(k + t, k)` (inside while `a_{k+t} > k`), or up along column `k`,
//! through `(k, k + t)` (inside while `k + t < a_k`), and on a run every
//! cell has one inside successor at most. On a run the last cell is lost
//! (both its moves leave the diagram) and the outcomes alternate back from
//! it, so the run's first cell is lost exactly when the run has an odd
//! number of cells. So with `r` the cells to the right of `(k, k)` in its
//! row and `c = a_k - k - 1` the cells above it in its column, the first
//! player wins exactly when `r` or `c` is odd (an empty run gives the
//! mover nothing: its first cell is outside).
//!
//! Sorting costs O(n log n); the rest is one pass.

/// Whether the first player wins Candy Piles on `piles` (any order).
///
/// # Panics
/// If there is no pile, or a pile is empty: the game needs candies.
///
/// # Complexity
/// O(n log n) time for the sort, O(n) memory for the sorted copy.
///
/// # Example
/// The official samples:
/// ```
/// use cp_games::stones::candy_piles::first_player_wins;
/// assert!(first_player_wins(&[1, 3]));
/// assert!(first_player_wins(&[1, 2, 1]));
/// assert!(!first_player_wins(&[1, 2, 3]));
/// ```
pub fn first_player_wins(piles: &[u64]) -> bool {
    assert!(
        !piles.is_empty() && piles.iter().all(|&p| p >= 1),
        "candy_piles: every pile needs a candy, and there must be a pile"
    );
    let mut a = piles.to_vec();
    a.sort_unstable_by(|x, y| y.cmp(x));
    // (0, 0) is inside as a_0 >= 1; the diagonal stays inside while a_k > k.
    let k = a
        .iter()
        .enumerate()
        .take_while(|&(i, &p)| p > i as u64)
        .count()
        - 1;
    let up = a[k] - k as u64 - 1;
    let right = a[k + 1..].iter().take_while(|&&p| p > k as u64).count();
    up % 2 == 1 || right % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::testing::{random_sequence, Rng};

    /// The actual rules, on the multiset of non-empty piles (sorted): eat
    /// a largest pile, or one candy from every pile. Misère play: with no
    /// candy left, the player to move has nothing to eat, and the one
    /// who ate the last candy has lost.
    fn rules() -> Outcomes<Vec<u64>, impl FnMut(&Vec<u64>) -> Vec<Vec<u64>>> {
        Outcomes::new(Play::Misere, |piles: &Vec<u64>| {
            if piles.is_empty() {
                return Vec::new();
            }
            // Sorted increasingly: the last pile is a largest one.
            let whole = piles[..piles.len() - 1].to_vec();
            let each: Vec<u64> = piles.iter().filter(|&&p| p > 1).map(|p| p - 1).collect();
            vec![whole, each]
        })
    }

    fn sorted(mut piles: Vec<u64>) -> Vec<u64> {
        piles.sort_unstable();
        piles
    }

    /// Normal play on the cells of the Young diagram with outside cells
    /// won, by a table over the diagram (no diagonal argument): the
    /// second, independent method, for piles too large for the search.
    fn diagram(piles: &[u64]) -> bool {
        let mut a = piles.to_vec();
        a.sort_unstable_by(|x, y| y.cmp(x));
        let n = a.len();
        // won[i][j] for the inside cells (j < a[i]), filled from the far
        // corner: row i needs row i + 1.
        let mut next: Vec<bool> = Vec::new();
        for i in (0..n).rev() {
            let width = a[i] as usize;
            let mut row = vec![false; width];
            for j in (0..width).rev() {
                let lost_up = j + 1 < width && !row[j + 1];
                let lost_right = j < next.len() && !next[j];
                row[j] = lost_up || lost_right;
            }
            next = row;
        }
        next[0]
    }

    #[test]
    fn every_small_position_against_the_rules() {
        let mut game = rules();
        let mut checked = 0;
        // Every multiset of up to 5 piles of 1..=7 candies.
        let mut stack: Vec<Vec<u64>> = vec![Vec::new()];
        while let Some(piles) = stack.pop() {
            if !piles.is_empty() {
                let truth = game.wins(sorted(piles.clone()));
                assert_eq!(first_player_wins(&piles), truth, "{piles:?}");
                assert_eq!(diagram(&piles), truth, "diagram {piles:?}");
                checked += 1;
            }
            if piles.len() < 5 {
                for p in piles.last().copied().unwrap_or(1)..=7 {
                    let mut more = piles.clone();
                    more.push(p);
                    stack.push(more);
                }
            }
        }
        // Multisets of 1..=5 elements from 7 values: C(7 + s - 1, s).
        assert_eq!(checked, 7 + 28 + 84 + 210 + 462);
    }

    #[test]
    fn random_positions_against_the_rules() {
        let mut rng = Rng::new(2002);
        let mut game = rules();
        for _ in 0..400 {
            let piles = random_sequence(&mut rng, 1..=9, 1..=12);
            assert_eq!(
                first_player_wins(&piles),
                game.wins(sorted(piles.clone())),
                "{piles:?}"
            );
        }
    }

    #[test]
    fn large_positions_against_the_diagram() {
        let mut rng = Rng::new(22);
        for _ in 0..300 {
            let top = 1 + rng.below_u64(400);
            let piles = random_sequence(&mut rng, 1..=300, 1..=top);
            assert_eq!(first_player_wins(&piles), diagram(&piles), "{piles:?}");
        }
        // Staircases, whose diagonal runs to the end of the piles.
        for n in 1..200u64 {
            for shift in 0..3 {
                let piles: Vec<u64> = (1..=n).map(|p| p + shift).collect();
                assert_eq!(first_player_wins(&piles), diagram(&piles), "{piles:?}");
            }
        }
    }

    #[test]
    fn one_pile_and_equal_piles() {
        // One pile of p: eating it whole loses, so the only other move
        // (one candy) hands over a pile of p - 1; the first player wins
        // exactly when p is even.
        for p in 1..50 {
            assert_eq!(first_player_wins(&[p]), p % 2 == 0, "{p}");
        }
        assert!(first_player_wins(&[1_000_000_000]));
        assert!(!first_player_wins(&[999_999_999]));
    }

    #[test]
    #[should_panic(expected = "every pile needs a candy")]
    fn an_empty_pile_is_refused() {
        first_player_wins(&[3, 0]);
    }
}

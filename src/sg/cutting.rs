//! The cutting game (POJ 2311): a sheet of `w x h` grid paper; a move takes
//! one piece and cuts it along a grid line into two pieces. The player who
//! cuts out a `1 x 1` piece wins.
//!
//! **Only safe cuts count.** Call a piece *thin* if one of its sides is 1,
//! and a cut *safe* if both parts have both sides at least 2. Cutting a
//! piece whose sides are both at least 2 never yields a `1 x 1` (each part
//! keeps a side of at least 2), and whoever faces a thin piece (other than
//! `1 x 1`) wins at once by cutting a `1 x 1` off it. So a cut that is not
//! safe hands the opponent an immediate win. By induction on the positions
//! where every piece has both sides at least 2: the player to move wins
//! exactly when they win the normal-play game of safe cuts (a winning safe
//! cut leads to a position lost for the opponent; with none, every safe cut
//! leads to a position won for the opponent and every other cut loses at
//! once).
//!
//! That game is a sum over the pieces, so
//! `sg(w, h) = mex({ sg(i, h) ^ sg(w - i, h) : 2 <= i <= w - 2 } ∪
//! { sg(w, j) ^ sg(w, h - j) : 2 <= j <= h - 2 })`, with `sg(2, 2) =
//! sg(2, 3) = sg(3, 2) = 0` (no safe cut), and the first player wins a
//! `w x h` sheet exactly when `sg(w, h) != 0`. Values are symmetric,
//! `sg(w, h) = sg(h, w)`, and a cut at `i` is the same as one at `w - i`.

use super::mex;
use crate::GrundyValue;

/// Grundy values of the cutting game for every sheet with sides in
/// `2..=max_side`, computed once.
///
/// # Example
/// ```
/// use cp_games::sg::cutting::CuttingGame;
/// let game = CuttingGame::new(4);
/// assert!(!game.first_player_wins(2, 2));
/// assert!(!game.first_player_wins(3, 2));
/// assert!(game.first_player_wins(4, 2));
/// // The one safe cut of 2 x 4 leaves two 2 x 2 pieces: mex{0 ^ 0} = 1.
/// assert_eq!(game.grundy(2, 4), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CuttingGame {
    max_side: usize,
    /// `values[w * (max_side + 1) + h] = sg(w, h)` for `w, h` in `2..=max_side`.
    values: Vec<GrundyValue>,
}

impl CuttingGame {
    /// Computes the table for sides up to `max_side`.
    ///
    /// # Complexity
    /// O(`max_side`^3) time (each sheet looks at its `w + h` cuts, half of
    /// them by symmetry, for half the sheets), O(`max_side`^2) memory.
    pub fn new(max_side: usize) -> Self {
        let mut game = CuttingGame {
            max_side: 0,
            values: vec![0],
        };
        game.cover(max_side);
        game
    }

    /// Makes the table cover sides up to at least `side`: if it does not
    /// yet, extends it to exactly `side`, keeping every value it has and
    /// computing only the new sheets (a sheet's options are smaller
    /// sheets), so that tables grown sheet by sheet cost O(`side`^3) in
    /// all, as one computed for the largest side at once would.
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::cutting::CuttingGame;
    /// let mut game = CuttingGame::new(4);
    /// game.cover(3); // already covered: nothing to do
    /// assert_eq!(game.max_side(), 4);
    /// game.cover(5);
    /// assert_eq!(game.max_side(), 5);
    /// assert_eq!(game, CuttingGame::new(5));
    /// ```
    ///
    /// # Complexity
    /// O(1) if `side` is covered, else O(`side`^2) to move the table plus
    /// O(`side`^3 - covered^3) for the new sheets.
    pub fn cover(&mut self, side: usize) {
        if side <= self.max_side {
            return;
        }
        let (old, old_stride) = (std::mem::take(&mut self.values), self.max_side + 1);
        let stride = side + 1;
        let mut values = vec![0; stride * stride];
        for w in 2..old_stride {
            values[w * stride..w * stride + old_stride]
                .copy_from_slice(&old[w * old_stride..(w + 1) * old_stride]);
        }
        let mut options = Vec::new();
        for w in old_stride.max(2)..=side {
            for h in 2..=w {
                // Every sheet read here has both sides <= w and comes before
                // (w, h) in this order, up to symmetry.
                options.clear();
                for i in 2..=w / 2 {
                    options.push(values[i * stride + h] ^ values[(w - i) * stride + h]);
                }
                for j in 2..=h / 2 {
                    options.push(values[w * stride + j] ^ values[w * stride + h - j]);
                }
                let g = mex(&options);
                values[w * stride + h] = g;
                values[h * stride + w] = g;
            }
        }
        self.max_side = side;
        self.values = values;
    }

    /// Returns the largest side the table covers.
    pub fn max_side(&self) -> usize {
        self.max_side
    }

    /// Returns the Grundy value of a `width x height` sheet.
    ///
    /// # Panics
    /// If a side is below 2 or above [`max_side`](Self::max_side).
    ///
    /// # Complexity
    /// O(1).
    pub fn grundy(&self, width: usize, height: usize) -> GrundyValue {
        let sides = 2..=self.max_side;
        assert!(
            sides.contains(&width) && sides.contains(&height),
            "CuttingGame: a {} x {} sheet is outside sides 2..={}",
            width,
            height,
            self.max_side
        );
        self.values[width * (self.max_side + 1) + height]
    }

    /// Returns whether the first player wins on a `width x height` sheet.
    ///
    /// # Panics
    /// If a side is below 2 or above [`max_side`](Self::max_side).
    ///
    /// # Complexity
    /// O(1).
    pub fn first_player_wins(&self, width: usize, height: usize) -> bool {
        self.grundy(width, height) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};

    /// A position: its pieces, sorted.
    type Pieces = Vec<(usize, usize)>;

    /// Pieces as (short side, long side): turning a piece over changes
    /// nothing in the rules.
    fn piece(w: usize, h: usize) -> (usize, usize) {
        (w.min(h), w.max(h))
    }

    /// Game-tree search on the actual rules over multisets of pieces: cut
    /// one piece along a grid line into two; cutting out a 1 x 1 wins at
    /// once. No claim about safe cuts or Grundy values is used.
    fn search() -> Outcomes<Pieces, impl FnMut(&Pieces) -> Vec<Pieces>> {
        Outcomes::new(Play::Normal, |key: &Pieces| {
            let mut out = Vec::new();
            // A 1 x 1 cut out: the game is over, lost for the player to move.
            if key.contains(&(1, 1)) {
                return out;
            }
            for (k, &(a, b)) in key.iter().enumerate() {
                let mut cuts = Vec::new();
                for i in 1..a {
                    cuts.push((piece(i, b), piece(a - i, b)));
                }
                for j in 1..b {
                    cuts.push((piece(a, j), piece(a, b - j)));
                }
                for (p, q) in cuts {
                    let mut next = key.clone();
                    next[k] = p;
                    next.push(q);
                    next.sort_unstable();
                    out.push(next);
                }
            }
            out
        })
    }

    fn brute_wins(
        pieces: &[(usize, usize)],
        memo: &mut Outcomes<
            Vec<(usize, usize)>,
            impl FnMut(&Vec<(usize, usize)>) -> Vec<Vec<(usize, usize)>>,
        >,
    ) -> bool {
        let mut key = pieces.to_vec();
        key.sort_unstable();
        memo.wins(key)
    }

    #[test]
    fn matches_game_tree_search_on_single_sheets() {
        let game = CuttingGame::new(9);
        let mut memo = search();
        for w in 2..=9 {
            for h in 2..=9 {
                if w * h > 40 {
                    continue;
                }
                let brute = brute_wins(&[piece(w, h)], &mut memo);
                assert_eq!(game.first_player_wins(w, h), brute, "{w} x {h}");
            }
        }
    }

    #[test]
    fn values_match_game_tree_search_on_pairs_of_sheets() {
        // Two sheets are won exactly when their values differ: this checks
        // the values themselves, not only whether they are 0.
        let game = CuttingGame::new(6);
        let mut memo = search();
        let sheets: Vec<(usize, usize)> = (2..=6)
            .flat_map(|w| (w..=6).map(move |h| (w, h)))
            .filter(|&(w, h)| w * h <= 15)
            .collect();
        for (n, &(a, b)) in sheets.iter().enumerate() {
            for &(c, d) in &sheets[n..] {
                let brute = brute_wins(&[(a, b), (c, d)], &mut memo);
                assert_eq!(
                    game.grundy(a, b) != game.grundy(c, d),
                    brute,
                    "{a} x {b} + {c} x {d}"
                );
            }
        }
    }

    #[test]
    fn growing_side_by_side_gives_the_table_computed_at_once() {
        let whole = CuttingGame::new(40);
        let mut grown = CuttingGame::new(0);
        let mut most = 0;
        for side in [0, 1, 2, 3, 7, 6, 8, 20, 39, 40, 12] {
            grown.cover(side);
            most = most.max(side);
            assert_eq!(grown.max_side(), most);
            for w in 2..=grown.max_side() {
                for h in 2..=grown.max_side() {
                    assert_eq!(grown.grundy(w, h), whole.grundy(w, h), "{w} x {h}");
                }
            }
        }
        assert_eq!(grown, whole);
    }

    #[test]
    fn judge_samples_and_symmetry() {
        let game = CuttingGame::new(200);
        assert!(!game.first_player_wins(2, 2));
        assert!(!game.first_player_wins(3, 2));
        assert!(game.first_player_wins(4, 2));
        for w in 2..=200 {
            for h in 2..=200 {
                assert_eq!(game.grundy(w, h), game.grundy(h, w));
            }
        }
        for (w, h) in [(1, 5), (5, 1), (201, 2), (2, 201)] {
            assert!(std::panic::catch_unwind(|| game.grundy(w, h)).is_err());
        }
    }
}

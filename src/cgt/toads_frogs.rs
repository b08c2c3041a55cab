//! Toads and Frogs (Winning Ways, ch. 1) on one row of cells.
//!
//! **Rules.** A row of cells holds toads (`T`), frogs (`F`) and empty cells
//! (`.`). Left moves a toad, Right a frog:
//! - a toad moves one cell to the right onto an empty cell, or, if the cell
//!   to its right holds a frog and the one after it is empty, jumps over
//!   that frog onto it;
//! - a frog does the same to the left (moves onto an empty cell, or jumps
//!   over one toad onto an empty cell).
//!
//! Nothing is captured, and a piece never leaves the row. The player who
//! cannot move loses. Left is the toads, as in Winning Ways and CGSuite.
//! The value of a row is `{ row^L | row^R }` over the two players' moves,
//! canonical by [`Games::from_options`].
//!
//! **Search.** A row of `n <= 64` cells is two `u64` masks (toads, frogs),
//! cell `i` at bit `i`, the right end at the high bits. With `e` the empty
//! cells, the toads that can slide are `t & (e >> 1)`, those that can jump
//! `t & (f >> 1) & (e >> 2)`; the frogs that can slide `f & (e << 1)`, that
//! can jump `f & (t << 1) & (e << 2)`. Each position met is memoised, and
//! the game is finite: every move takes a toad right or a frog left, so
//! the sum of the toads' positions minus the frogs' grows at every move.
//! The search is the crate's partizan [`Search`], whose number + star
//! fast path values most rows without building their canonical forms.
//!
//! **Complexity.** A row with `a` toads, `b` frogs and `n` cells has at
//! most `C(n, a) * C(n - a, b)` positions; each is searched once, with
//! `O(a + b)` options found in O(1) word operations each, then the fast
//! path or [`Games::from_options`] (the arena's cost).

use super::search::Search;
use super::{Game, Games};
use crate::cgt::CgtError;
use crate::Side;

/// A row: toads, frogs (bit `i` is cell `i`) and its length.
type Row = (u64, u64, u32);

/// The moves of one player from a row, found by word operations: the
/// pieces that slide, then those that jump.
struct Moves {
    row: Row,
    side: Side,
    slides: u64,
    jumps: u64,
}

impl Iterator for Moves {
    type Item = Row;

    fn next(&mut self) -> Option<Row> {
        let (distance, rest) = if self.slides != 0 {
            (1, &mut self.slides)
        } else if self.jumps != 0 {
            (2, &mut self.jumps)
        } else {
            return None;
        };
        let i = rest.trailing_zeros();
        *rest &= *rest - 1;
        let (t, f, n) = self.row;
        Some(match self.side {
            Side::Left => (t & !(1 << i) | 1 << (i + distance), f, n),
            Side::Right => (t, f & !(1 << i) | 1 << (i - distance), n),
        })
    }
}

/// Left's (toads, to the right) or Right's (frogs, to the left) moves.
fn moves(&row: &Row, side: Side) -> Moves {
    let (t, f, n) = row;
    let cells = if n == 64 { !0 } else { (1u64 << n) - 1 };
    let e = cells & !(t | f);
    let (slides, jumps) = match side {
        Side::Left => (t & (e >> 1), t & (f >> 1) & (e >> 2)),
        Side::Right => (f & (e << 1), f & (t << 1) & (e << 2)),
    };
    Moves {
        row,
        side,
        slides,
        jumps,
    }
}

/// The Toads and Frogs solver: the partizan [`Search`] over rows, its memo
/// of values in one [`Games`] arena kept between calls.
///
/// # Example
/// ```
/// use cp_games::cgt::toads_frogs::ToadsFrogs;
/// use cp_games::cgt::Games;
/// let mut games = Games::new();
/// let mut tf = ToadsFrogs::new();
/// let g = tf.value(&mut games, "T.F").unwrap();
/// assert_eq!(games.display(g), "*");
/// ```
pub struct ToadsFrogs {
    search: Search<Row, fn(&Row, Side) -> Moves>,
}

impl Default for ToadsFrogs {
    fn default() -> Self {
        ToadsFrogs {
            search: Search::new(moves as fn(&Row, Side) -> Moves),
        }
    }
}

impl ToadsFrogs {
    /// An empty memo. O(1).
    pub fn new() -> Self {
        Self::default()
    }

    /// The value of the row `row` of `T`, `F` and `.`, left end first.
    ///
    /// # Errors
    /// If `row` has another character, or more than 64 cells.
    ///
    /// # Complexity
    /// O(`row.len()`) to read it, then the module's search of the positions
    /// not memoised yet.
    pub fn value(&mut self, games: &mut Games, row: &str) -> Result<Game, CgtError> {
        let (mut toads, mut frogs, mut n) = (0u64, 0u64, 0u32);
        for ch in row.chars() {
            if n == 64 {
                return Err(CgtError::TooLarge("a row has at most 64 cells".to_string()));
            }
            match ch {
                'T' => toads |= 1 << n,
                'F' => frogs |= 1 << n,
                '.' => {}
                _ => {
                    return Err(CgtError::Syntax(format!(
                        "cell {}: `{}` is none of `T` (toad), `F` (frog), `.` (empty)",
                        n + 1,
                        ch.escape_default()
                    )))
                }
            }
            n += 1;
        }
        Ok(self.search.value(games, (toads, frogs, n)))
    }

    /// How many rows are memoised. O(1).
    pub fn positions(&self) -> usize {
        self.search.positions()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::Partizan;
    use crate::testing::Rng;
    use crate::Class;
    use crate::Side;

    /// The rules on a row of bytes, cell by cell.
    fn moves(row: &[u8], side: Side) -> Vec<Vec<u8>> {
        let left = side == Side::Left;
        let (me, other) = if left { (b'T', b'F') } else { (b'F', b'T') };
        let n = row.len() as isize;
        let step: isize = if left { 1 } else { -1 };
        let mut out = Vec::new();
        for i in 0..n {
            if row[i as usize] != me {
                continue;
            }
            let (one, two) = (i + step, i + 2 * step);
            let target = if (0..n).contains(&one) && row[one as usize] == b'.' {
                Some(one)
            } else if (0..n).contains(&two)
                && row[one as usize] == other
                && row[two as usize] == b'.'
            {
                Some(two)
            } else {
                None
            };
            if let Some(j) = target {
                let mut next = row.to_vec();
                next.swap(i as usize, j as usize);
                out.push(next);
            }
        }
        out
    }

    fn outcome_of<F>(search: &mut Partizan<Vec<u8>, F>, row: &str) -> Class
    where
        F: FnMut(&Vec<u8>, Side) -> Vec<Vec<u8>>,
    {
        search.outcome(row.as_bytes().to_vec())
    }

    /// Every row of up to 7 cells (3^7 of them): its outcome by search.
    #[test]
    fn every_row_up_to_7_cells_has_the_outcome_of_its_search() {
        let mut games = Games::new();
        let mut tf = ToadsFrogs::new();
        let mut search = Partizan::new(|row: &Vec<u8>, side| moves(row, side));
        let mut rows = vec![String::new()];
        for _ in 0..7 {
            let mut longer = Vec::new();
            for r in &rows {
                for c in ['T', 'F', '.'] {
                    longer.push(format!("{r}{c}"));
                }
            }
            for r in &longer {
                let g = tf.value(&mut games, r).unwrap();
                assert_eq!(games.outcome(g), outcome_of(&mut search, r), "{r}");
            }
            rows = longer;
        }
    }

    /// `TTFF` never moves and nothing crosses it, whatever is beside it:
    /// its right toad faces a frog with a frog behind it, its left toad a
    /// toad (toads jump frogs only), its left frog a toad with a toad
    /// behind it, its right frog a frog. A toad of the row on its left
    /// that reaches it is stopped as by the row's end (a toad in front,
    /// not a frog), and a frog of the row on its right likewise. So a row,
    /// `TTFF` and another row is their sum, by the rules alone.
    const WALL: &str = "TTFF";

    #[test]
    fn sums_of_random_rows_match_the_search_of_the_joined_row() {
        let mut games = Games::new();
        let mut tf = ToadsFrogs::new();
        let mut search = Partizan::new(|row: &Vec<u8>, side| moves(row, side));
        let mut rng = Rng::new(0x7AD5);
        let pick = |rng: &mut Rng| -> String {
            (0..4 + rng.below(3))
                .map(|_| ['T', 'F', '.'][rng.below(3)])
                .collect()
        };
        for _ in 0..300 {
            let (a, b) = (pick(&mut rng), pick(&mut rng));
            let ga = tf.value(&mut games, &a).unwrap();
            let gb = tf.value(&mut games, &b).unwrap();
            let sum = games.add(ga, gb);
            let joined = format!("{a}{WALL}{b}");
            assert_eq!(
                games.outcome(sum),
                outcome_of(&mut search, &joined),
                "{a} + {b}"
            );
            // -b is b mirrored with toads and frogs swapped (the mirror maps
            // each player's moves to the other's): a = b iff a - b is a
            // second-player win.
            let minus_b: String = b
                .chars()
                .rev()
                .map(|c| match c {
                    'T' => 'F',
                    'F' => 'T',
                    c => c,
                })
                .collect();
            let difference = format!("{a}{WALL}{minus_b}");
            let zero = outcome_of(&mut search, &difference) == Class::Previous;
            assert_eq!(zero, ga == gb, "{a} - {b}");
        }
    }

    /// Published values: `T.F` is `{0 | 0}` = `*` (Winning Ways, ch. 1); a
    /// toad before `k` empty cells is `k` free moves; and Jesse Hull's
    /// family `T^n . T F T^m . T F` = `{m+n-1 | {n | 2}}`, quoted by Jeff
    /// Erickson (a cs.stackexchange answer on Toads and Frogs strategy,
    /// after "New Toads and Frogs results", Games of No Chance, 1996).
    #[test]
    fn published_values() {
        let mut games = Games::new();
        let mut tf = ToadsFrogs::new();
        let star = games.star();
        assert_eq!(tf.value(&mut games, "T.F").unwrap(), star);
        for k in 0..6 {
            let row = format!("T{}", ".".repeat(k));
            let g = tf.value(&mut games, &row).unwrap();
            assert_eq!(games.display(g), k.to_string());
            let g = tf.value(
                &mut games,
                &row.chars().rev().collect::<String>().replace('T', "F"),
            );
            assert_eq!(g.unwrap(), games.parse(&(-(k as i64)).to_string()).unwrap());
        }
        for n in 1..4 {
            for m in 1..4 {
                let row = format!("{}.TF{}.TF", "T".repeat(n), "T".repeat(m));
                let g = tf.value(&mut games, &row).unwrap();
                let hull = games
                    .parse(&format!("{{{}|{{{}|2}}}}", m + n - 1, n))
                    .unwrap();
                assert_eq!(g, hull, "{row}: {}", games.display(g));
            }
        }
        assert!(tf
            .value(&mut games, "T.x")
            .unwrap_err()
            .to_string()
            .contains("cell 3"));
        assert!(tf.value(&mut games, &".".repeat(65)).is_err());
        assert_eq!(tf.value(&mut games, "").unwrap(), games.zero());
    }
}

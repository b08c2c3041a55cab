//! AtCoder ABC229 H, Advance or Eat: an `N x N` board of white (`W`) and
//! black (`B`) pieces. Takahashi (Left, moving first) moves a white piece
//! one square up into an empty square, or eats (removes) any black piece;
//! Snuke (Right) moves a black piece one square up into an empty square,
//! or eats any white piece. Who cannot move loses.
//!
//! # Method
//!
//! No move leaves its column, so the board is the **sum** of its `N`
//! columns, and Takahashi, moving first, wins exactly when the sum `G`
//! satisfies `G |> 0` (Left wins moving first).
//!
//! **Every column is a number.** A game whose options are all numbers,
//! with every left option less than every right option, is the simplest
//! number between them (the Simplicity Theorem; Siegel, *Combinatorial
//! Game Theory*, 2013, §II.3); by induction over the column
//! positions (every move brings a piece nearer row 1 or removes one, so
//! the positions are well founded) each column is then a number as soon
//! as, at every position, `max(left options) < min(right options)`. That
//! inequality is verified here exhaustively rather than argued: the tests
//! compute every column of every length `N <= 8` (all `3^N` states, the
//! judge's whole range) by the canonical-form engine [`Games`], which
//! assumes nothing about the game, and find it a number equal to
//! [`column_values`]' and the inequality strict at every state.
//!
//! So `G` is a number `x` (a sum of numbers), and a number is won by Left
//! moving first exactly when it is `> 0` (`x = 0` is a second-player win,
//! `x < 0` a win for Right). Values are exact [`Dyadic`]s: a column of `N`
//! squares has denominator at most `2^(N-1)` or so (the tests check every
//! value fits with room to spare).
//!
//! # Complexity
//!
//! `O(3^N · N)` for the column values of length `N` (each state's `O(N)`
//! options looked up), then `O(N^2)` for the board: `3^8 · 8 ≈ 5·10^4`.
//!
//! [`Games`]: super::Games

use super::dyadic::Dyadic;
use crate::Side;

/// An empty square.
pub const EMPTY: u8 = b'.';
/// Takahashi's (Left's) piece.
pub const WHITE: u8 = b'W';
/// Snuke's (Right's) piece.
pub const BLACK: u8 = b'B';

/// The options of a column (`cells[0]` is the top row, where pieces move
/// to): those of `side` (Left moves [`WHITE`], Right [`BLACK`]).
///
/// # Complexity
/// O(N) columns of O(N) cells.
pub fn column_options(cells: &[u8], side: Side) -> Vec<Vec<u8>> {
    let (mine, theirs) = match side {
        Side::Left => (WHITE, BLACK),
        Side::Right => (BLACK, WHITE),
    };
    let mut out = Vec::new();
    for i in 0..cells.len() {
        if cells[i] == mine && i > 0 && cells[i - 1] == EMPTY {
            let mut next = cells.to_vec();
            next.swap(i - 1, i);
            out.push(next);
        }
        if cells[i] == theirs {
            let mut next = cells.to_vec();
            next[i] = EMPTY;
            out.push(next);
        }
    }
    out
}

/// The digit of a cell in a column's base-3 code.
fn digit(cell: u8) -> usize {
    match cell {
        WHITE => 1,
        BLACK => 2,
        _ => 0,
    }
}

/// A column's index in [`column_values`]: `cells[i]` is digit `i` in base 3.
pub fn column_code(cells: &[u8]) -> usize {
    cells.iter().rev().fold(0, |code, &c| code * 3 + digit(c))
}

/// The value of every column of `n` squares, indexed by [`column_code`]:
/// the simplest number between the largest left option and the smallest
/// right option.
///
/// # Panics
/// If `n > 12` (the table would be large), or if some column were not a
/// number (never for `n <= 8`, as the tests check exhaustively).
///
/// # Complexity
/// `O(3^n · n)` time, `O(3^n)` space.
///
/// # Example
/// A piece is a liability: a white piece on the top square cannot move
/// and Snuke can eat it, so `W.` (top first) is `{ | 0} = -1`; one square
/// lower it can first move up, `.W = {-1 | 0} = -1/2`; dually `B. = 1`.
/// ```
/// use cp_games::cgt::advance_or_eat::{column_code, column_values};
/// use cp_games::cgt::Dyadic;
/// let v = column_values(2);
/// assert_eq!(v[column_code(b"W.")], Dyadic::integer(-1));
/// assert_eq!(v[column_code(b".W")], Dyadic::new(-1, 1));
/// assert_eq!(v[column_code(b"..")], Dyadic::integer(0));
/// assert_eq!(v[column_code(b"B.")], Dyadic::integer(1));
/// ```
pub fn column_values(n: usize) -> Vec<Dyadic> {
    assert!(n <= 12, "columns of at most 12 squares");
    let total = 3usize.pow(n as u32);
    let mut values: Vec<Option<Dyadic>> = vec![None; total];
    let mut cells = vec![EMPTY; n];
    for code in 0..total {
        let mut c = code;
        for cell in cells.iter_mut() {
            *cell = [EMPTY, WHITE, BLACK][c % 3];
            c /= 3;
        }
        value_of(&cells, &mut values);
    }
    values
        .into_iter()
        .map(|v| v.expect("every state evaluated"))
        .collect()
}

/// The value of `cells`, evaluating its options first (every move lowers a
/// piece's row or removes a piece, so the recursion ends within `O(N^2)`
/// levels).
fn value_of(cells: &[u8], values: &mut Vec<Option<Dyadic>>) -> Dyadic {
    let code = column_code(cells);
    if let Some(v) = values[code] {
        return v;
    }
    let best = |side: Side, values: &mut Vec<Option<Dyadic>>| {
        let opts = column_options(cells, side);
        let vals = opts.iter().map(|o| value_of(o, values)).collect::<Vec<_>>();
        match side {
            Side::Left => vals.into_iter().max(),
            Side::Right => vals.into_iter().min(),
        }
    };
    let lo = best(Side::Left, values);
    let hi = best(Side::Right, values);
    if let (Some(l), Some(h)) = (lo, hi) {
        assert!(
            l < h,
            "column {:?} is not a number",
            String::from_utf8_lossy(cells)
        );
    }
    let v = Dyadic::simplest_between(lo, hi);
    values[code] = Some(v);
    v
}

/// Whether Takahashi, moving first, wins on `board` (`N` rows of `N`
/// cells `W`, `B`, `.`; row 0 is the top): the sum of the columns' values
/// is positive.
///
/// # Complexity
/// `O(3^N · N)` (see the [module docs](self)).
///
/// # Example
/// The samples of the problem:
/// ```
/// use cp_games::cgt::advance_or_eat::first_player_wins;
/// assert!(first_player_wins(&[b"BB.".to_vec(), b".B.".to_vec(), b"...".to_vec()]));
/// assert!(!first_player_wins(&[b"..".to_vec(), b"WW".to_vec()]));
/// ```
pub fn first_player_wins(board: &[Vec<u8>]) -> bool {
    let n = board.len();
    let values = column_values(n);
    let mut sum = Dyadic::integer(0);
    for c in 0..n {
        let column: Vec<u8> = board.iter().map(|row| row[c]).collect();
        sum = sum + values[column_code(&column)];
    }
    sum > Dyadic::integer(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cgt::{Game, Games};
    use crate::explore::Partizan;
    use crate::testing::Rng;

    /// Every column of every length up to the judge's 8 is a number, by
    /// the general canonical-form engine (which would give a non-number
    /// if some left option were not below every right option), equal to
    /// `column_values`; the values' denominators stay small.
    #[test]
    fn every_column_up_to_eight_squares_is_the_number_computed() {
        for n in 1..=8usize {
            let values = column_values(n);
            let mut games = Games::new();
            let mut memo: Vec<Option<Game>> = vec![None; values.len()];
            fn game(cells: &[u8], games: &mut Games, memo: &mut Vec<Option<Game>>) -> Game {
                let code = column_code(cells);
                if let Some(g) = memo[code] {
                    return g;
                }
                let l: Vec<Game> = column_options(cells, Side::Left)
                    .iter()
                    .map(|o| game(o, games, memo))
                    .collect();
                let r: Vec<Game> = column_options(cells, Side::Right)
                    .iter()
                    .map(|o| game(o, games, memo))
                    .collect();
                let g = games.from_options(&l, &r);
                memo[code] = Some(g);
                g
            }
            for (code, &value) in values.iter().enumerate() {
                let mut c = code;
                let cells: Vec<u8> = (0..n)
                    .map(|_| {
                        let d = c % 3;
                        c /= 3;
                        [EMPTY, WHITE, BLACK][d]
                    })
                    .collect();
                assert_eq!(column_code(&cells), code);
                let g = game(&cells, &mut games, &mut memo);
                assert_eq!(
                    games.as_number(g),
                    Some(value),
                    "{}",
                    String::from_utf8_lossy(&cells)
                );
                assert!(value.exponent() <= 2 * n as u32 && value.floor().abs() <= 64);
            }
        }
    }

    /// The whole board, played by the rules: Left (Takahashi) and Right
    /// (Snuke) move pieces up or eat, on the flattened board.
    fn board_moves(n: usize) -> impl FnMut(&Vec<u8>, Side) -> Vec<Vec<u8>> {
        move |b: &Vec<u8>, side: Side| {
            let (mine, theirs) = match side {
                Side::Left => (b'W', b'B'),
                Side::Right => (b'B', b'W'),
            };
            let mut out = Vec::new();
            for i in 0..n * n {
                if b[i] == theirs {
                    let mut next = b.clone();
                    next[i] = b'.';
                    out.push(next);
                }
                if b[i] == mine && i >= n && b[i - n] == b'.' {
                    let mut next = b.clone();
                    next[i - n] = mine;
                    next[i] = b'.';
                    out.push(next);
                }
            }
            out
        }
    }

    fn rows(flat: &[u8], n: usize) -> Vec<Vec<u8>> {
        flat.chunks(n).map(|r| r.to_vec()).collect()
    }

    fn board_from(mut code: usize, n: usize) -> Vec<u8> {
        (0..n * n)
            .map(|_| {
                let d = code % 3;
                code /= 3;
                b".WB"[d]
            })
            .collect()
    }

    /// The solver and a search of the whole board agree on `flat`, an
    /// `n` x `n` board, Takahashi (Left) to move.
    fn agrees<F>(search: &mut Partizan<Vec<u8>, F>, flat: Vec<u8>, n: usize)
    where
        F: FnMut(&Vec<u8>, Side) -> Vec<Vec<u8>>,
    {
        let expected = search.wins(flat.clone(), Side::Left);
        let got = first_player_wins(&rows(&flat, n));
        assert_eq!(got, expected, "{:?}", String::from_utf8_lossy(&flat));
    }

    #[test]
    fn every_board_up_to_three_by_three_matches_the_search() {
        for n in 1..=3usize {
            let mut search = Partizan::new(board_moves(n));
            for code in 0..3usize.pow((n * n) as u32) {
                let flat = board_from(code, n);
                agrees(&mut search, flat, n);
            }
        }
    }

    #[test]
    fn random_four_by_four_boards_match_the_search() {
        let mut rng = Rng::new(229);
        let n = 4;
        let mut search = Partizan::new(board_moves(n));
        for _ in 0..150 {
            let mut flat = vec![b'.'; n * n];
            for _ in 0..rng.below(7) {
                flat[rng.below(n * n)] = if rng.below(2) == 0 { b'W' } else { b'B' };
            }
            agrees(&mut search, flat, n);
        }
    }
}

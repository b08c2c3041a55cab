//! The 0-1 row (AtCoder ARC151 C, 01 Game): a row of `n` cells, some
//! holding 0 or 1, never two equal digits side by side. A move writes 0 or
//! 1 into an empty cell, keeping that rule; who cannot move loses.
//!
//! **The game splits.** Whether a cell may take a digit depends only on its
//! two neighbours, and only on those that hold digits; so the maximal runs
//! of empty cells (*stretches*) are independent games, each known by its
//! length and its two ends (a digit, or the end of the row). Writing `d`
//! into a stretch splits it into two stretches, with `d` as their new ends.
//! By induction on the length, with `[x = y]` for 1 if `x = y` and 0 if not:
//!
//! 1. **Between two digits `x` and `y`, a stretch of any length `l` is worth
//!    `[x = y]`.** Writing `d` leaves stretches worth `[x = d]` and
//!    `[d = y]` (a part of length 0 is only possible next to a different
//!    digit, and is worth 0, as the formula says). If `x != y`, `d` equals
//!    exactly one of them, so every option is worth 1 and the stretch 0
//!    (whether or not it has a move). If `x = y`, every option is worth 0,
//!    and there is one (`l >= 1`: write the other digit into the first
//!    cell), so the stretch is worth 1.
//! 2. **Between the end of the row and a digit `x`, a stretch of length `l`
//!    is worth `l`.** Number its cells `1..=l` from the row's end. Writing
//!    `d` into cell `i` leaves an end stretch of `i - 1` (worth `i - 1`) and
//!    a stretch between `d` and `x` (worth `[d = x]`, by 1). For `i < l`
//!    both digits are allowed, giving `i - 1` and `(i - 1) ^ 1`; for `i = l`
//!    only `d != x`, giving `l - 1`. These values are all of `0..=l - 1`
//!    (`j ^ 1 <= j + 1 <= l - 1` for `j <= l - 2`), never `l` (`j ^ 1 = l`
//!    would need `j = l ^ 1 > l - 2`): the mex is `l`.
//! 3. **A row with no digit, of `n` cells, is won by the first player
//!    exactly when `n` is odd.** Writing into cell `i` leaves two end
//!    stretches, worth `i - 1` and `n - i` by 2. For `n` odd, the middle cell
//!    makes them equal: XOR 0, a win. For `n` even, `(i - 1) + (n - i)` is
//!    odd, so the two differ in parity and their XOR is odd, never 0: a
//!    loss.
//!
//! Otherwise the row is the sum of its stretches: two end stretches (of
//! lengths `x_1 - 1` and `n - x_m`) worth their lengths and inner ones
//! worth 0 or 1, and the first player wins exactly when the XOR is
//! non-zero. Lengths reach `10^18`: `u64`.

/// Why a row is not a position of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BadRow {
    /// A cell outside `1..=n` or not after the cell before.
    Cell {
        /// The cell, 1-based.
        cell: u64,
    },
    /// A cell whose digit is neither 0 nor 1.
    Digit {
        /// The cell, 1-based.
        cell: u64,
    },
    /// Two cells side by side with the same digit.
    SameNeighbours {
        /// The first of the two, 1-based.
        cell: u64,
    },
}

impl std::fmt::Display for BadRow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            BadRow::Cell { cell } => write!(f, "cell {} is out of order or outside the row", cell),
            BadRow::Digit { cell } => write!(f, "cell {} holds a digit other than 0 and 1", cell),
            BadRow::SameNeighbours { cell } => write!(
                f,
                "cells {} and {} hold the same digit side by side",
                cell,
                cell + 1
            ),
        }
    }
}

/// Returns whether the first player wins on a row of `n` cells whose
/// filled cells are `cells`, pairs `(cell, digit)` with cells (1-based) in
/// increasing order.
///
/// # Errors
/// [`BadRow`] if a cell is outside `1..=n` or out of order, a digit is not
/// 0 or 1, or two equal digits are side by side.
///
/// # Complexity
/// O(`cells.len()`).
///
/// # Example
/// ```
/// use cp_games::sg::zero_one::first_player_wins;
/// // The samples of ARC151 C.
/// assert_eq!(first_player_wins(7, &[(2, 0), (4, 1)]), Ok(true));
/// assert_eq!(first_player_wins(3, &[(1, 1), (2, 0), (3, 1)]), Ok(false));
/// assert_eq!(first_player_wins(1_000_000_000_000_000_000, &[]), Ok(false));
/// ```
pub fn first_player_wins(n: u64, cells: &[(u64, u8)]) -> Result<bool, BadRow> {
    let mut previous: Option<(u64, u8)> = None;
    let mut xor = 0u64;
    for &(cell, digit) in cells {
        if cell == 0 || cell > n || matches!(previous, Some((p, _)) if cell <= p) {
            return Err(BadRow::Cell { cell });
        }
        if digit > 1 {
            return Err(BadRow::Digit { cell });
        }
        xor ^= match previous {
            // The end stretch before the first digit.
            None => cell - 1,
            Some((p, d)) if p + 1 == cell && d == digit => {
                return Err(BadRow::SameNeighbours { cell: p });
            }
            Some((_, d)) => u64::from(d == digit),
        };
        previous = Some((cell, digit));
    }
    Ok(match previous {
        None => n % 2 == 1,
        Some((last, _)) => xor ^ (n - last) != 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::sg::mex;
    use crate::testing::Rng;

    const EMPTY: u8 = 2;

    /// The actual moves: write 0 or 1 into an empty cell whose filled
    /// neighbours hold the other digit.
    fn moves(row: &[u8]) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        for i in 0..row.len() {
            if row[i] != EMPTY {
                continue;
            }
            for d in 0..2 {
                let left_ok = i == 0 || row[i - 1] != d;
                let right_ok = i + 1 == row.len() || row[i + 1] != d;
                if left_ok && right_ok {
                    let mut next = row.to_vec();
                    next[i] = d;
                    out.push(next);
                }
            }
        }
        out
    }

    fn cells_of(row: &[u8]) -> Vec<(u64, u8)> {
        (0..row.len())
            .filter(|&i| row[i] != EMPTY)
            .map(|i| (i as u64 + 1, row[i]))
            .collect()
    }

    fn valid(row: &[u8]) -> bool {
        row.windows(2).all(|w| w[0] == EMPTY || w[0] != w[1])
    }

    #[test]
    fn every_short_row_matches_a_game_tree_search() {
        let mut search = Outcomes::new(Play::Normal, |r: &Vec<u8>| moves(r));
        for n in 1..=8u32 {
            for code in 0..3u32.pow(n) {
                let row: Vec<u8> = (0..n).map(|i| (code / 3u32.pow(i) % 3) as u8).collect();
                if !valid(&row) {
                    continue;
                }
                let cells = cells_of(&row);
                assert_eq!(
                    first_player_wins(n as u64, &cells),
                    Ok(search.wins(row.clone())),
                    "{row:?}"
                );
            }
        }
        let mut rng = Rng::new(151);
        for _ in 0..200 {
            let n = 9 + rng.below(5);
            let mut row = vec![EMPTY; n];
            for i in 0..n {
                if rng.below(3) == 0 {
                    let d = rng.below(2) as u8;
                    if i == 0 || row[i - 1] != d {
                        row[i] = d;
                    }
                }
            }
            assert_eq!(
                first_player_wins(n as u64, &cells_of(&row)),
                Ok(search.wins(row.clone())),
                "{row:?}"
            );
        }
    }

    /// End of a stretch: the row's end, or a digit.
    type End = Option<u8>;

    #[test]
    fn stretch_values_match_a_split_recursion() {
        // A second method, to lengths no search reaches: the values of
        // stretches by mex over the splits (write d into cell i of a
        // stretch of length l, leaving lengths i - 1 and l - i), knowing no
        // closed form.
        let max = 300;
        let ends: [End; 3] = [None, Some(0), Some(1)];
        let index = |e: End| e.map_or(0, |d| 1 + d as usize);
        // value[l][a][b]: a stretch of length l between ends a and b.
        let mut value = vec![[[0u64; 3]; 3]; max + 1];
        for l in 1..=max {
            for a in ends {
                for b in ends {
                    let mut options = Vec::new();
                    for i in 1..=l {
                        for d in 0..2u8 {
                            if (i == 1 && a == Some(d)) || (i == l && b == Some(d)) {
                                continue;
                            }
                            options.push(
                                value[i - 1][index(a)][1 + d as usize]
                                    ^ value[l - i][1 + d as usize][index(b)],
                            );
                        }
                    }
                    value[l][index(a)][index(b)] = mex(&options);
                }
            }
        }
        for (l, v) in value.iter().enumerate() {
            for x in 0..2 {
                for y in 0..2 {
                    // (length 0 between equal digits is no position; the table has 0)
                    assert_eq!(v[1 + x][1 + y], u64::from(x == y && l > 0), "{l} {x} {y}");
                }
                assert_eq!(v[0][1 + x], l as u64);
                assert_eq!(v[1 + x][0], l as u64);
            }
            assert_eq!(v[0][0] != 0, l % 2 == 1, "open row of {l}");
        }
    }

    #[test]
    fn refuses_rows_that_are_not_positions() {
        let cases: [(&[(u64, u8)], _); 6] = [
            (&[(0, 1)], Err(BadRow::Cell { cell: 0 })),
            (&[(6, 1)], Err(BadRow::Cell { cell: 6 })),
            (&[(3, 1), (3, 0)], Err(BadRow::Cell { cell: 3 })),
            (&[(3, 2)], Err(BadRow::Digit { cell: 3 })),
            (&[(3, 1), (4, 1)], Err(BadRow::SameNeighbours { cell: 3 })),
            (&[(3, 1), (5, 1)], Ok(true)),
        ];
        for (row, expected) in cases {
            assert_eq!(first_player_wins(5, row), expected, "{row:?}");
        }
    }
}

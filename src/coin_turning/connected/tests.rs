//! The solver of P2594 against the game's rules: every position of every
//! grid up to 12 coins by game-tree search, the value of every single coin
//! of a 5 × 5 grid by mex over its moves, and large grids against a second
//! way of summing and against the grid's transpose.

use super::*;
use crate::explore::{Outcomes, Play};
use crate::sg::mex;
use crate::testing::Rng;

/// The 4-neighbours of each cell of a `rows × cols` grid (cell `r * cols +
/// c`), as bit masks.
fn neighbours(rows: usize, cols: usize) -> Vec<u32> {
    (0..rows * cols)
        .map(|v| {
            let (r, c) = (v / cols, v % cols);
            let mut n = 0u32;
            if r > 0 {
                n |= 1 << (v - cols);
            }
            if r + 1 < rows {
                n |= 1 << (v + cols);
            }
            if c > 0 {
                n |= 1 << (v - 1);
            }
            if c + 1 < cols {
                n |= 1 << (v + 1);
            }
            n
        })
        .collect()
}

/// Whether the non-empty set of cells `set` is 4-connected (flood fill).
fn is_connected(set: u32, next: &[u32]) -> bool {
    let mut seen = set & set.wrapping_neg();
    loop {
        let mut grown = seen;
        for (v, &around) in next.iter().enumerate() {
            if seen >> v & 1 == 1 {
                grown |= around & set;
            }
        }
        if grown == seen {
            return seen == set;
        }
        seen = grown;
    }
}

/// Every move of a `rows × cols` grid, straight from the rules: a
/// 4-connected set and a coin `c` of it with every other coin of the set
/// weakly up-left of `c`; as (`c`, the set).
fn moves(rows: usize, cols: usize) -> Vec<(usize, u32)> {
    let next = neighbours(rows, cols);
    let mut out = Vec::new();
    for set in 1u32..1 << (rows * cols) {
        if !is_connected(set, &next) {
            continue;
        }
        let cells: Vec<usize> = (0..rows * cols).filter(|&v| set >> v & 1 == 1).collect();
        for &c in &cells {
            if cells
                .iter()
                .all(|&o| o / cols <= c / cols && o % cols <= c % cols)
            {
                out.push((c, set));
            }
        }
    }
    out
}

/// The grid of a position: bit `r * cols + c` set is a coin face down.
fn grid(position: u32, rows: usize, cols: usize) -> Vec<Vec<u8>> {
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| {
                    if position >> (r * cols + c) & 1 == 1 {
                        b'T'
                    } else {
                        b'H'
                    }
                })
                .collect()
        })
        .collect()
}

#[test]
fn every_position_of_every_grid_up_to_twelve_coins_by_game_tree_search() {
    for rows in 1..=12 {
        for cols in 1..=12 / rows {
            let all = moves(rows, cols);
            let mut game = Outcomes::new(Play::Normal, |&p: &u32| {
                all.iter()
                    .filter(|&&(c, _)| p >> c & 1 == 1)
                    .map(|&(_, set)| p ^ set)
                    .collect::<Vec<_>>()
            });
            for p in 0u32..1 << (rows * cols) {
                assert_eq!(
                    first_player_wins(&grid(p, rows, cols)),
                    game.wins(p),
                    "{rows} x {cols}: {:?}",
                    grid(p, rows, cols)
                );
            }
        }
    }
}

/// Calls `visit` on every connected set of cells that contains `set` and
/// grows from it through `ext` (cells joined to `set`), never taking a
/// cell of `banned`: each such set once (a cell is either taken, or
/// banned from the later branches).
fn grow(set: u32, mut ext: u32, mut banned: u32, next: &[u32], visit: &mut impl FnMut(u32)) {
    visit(set);
    while ext != 0 {
        let v = ext.trailing_zeros() as usize;
        ext &= ext - 1;
        banned |= 1 << v;
        let grown = set | 1 << v;
        grow(
            grown,
            (ext | next[v]) & !grown & !banned,
            banned,
            next,
            visit,
        );
    }
}

/// The connected sets of a `rows × cols` rectangle through its last cell.
fn through_corner(rows: usize, cols: usize, visit: &mut impl FnMut(u32)) {
    let next = neighbours(rows, cols);
    let corner = rows * cols - 1;
    grow(1 << corner, next[corner], 1 << corner, &next, visit);
}

#[test]
fn growing_finds_every_connected_set_through_the_corner_once() {
    for rows in 1..=4 {
        for cols in 1..=12 / rows {
            let mut grown = Vec::new();
            through_corner(rows, cols, &mut |s| grown.push(s));
            grown.sort_unstable();
            let corner = rows * cols - 1;
            let next = neighbours(rows, cols);
            let expected: Vec<u32> = (1u32..1 << (rows * cols))
                .filter(|&s| s >> corner & 1 == 1 && is_connected(s, &next))
                .collect();
            assert_eq!(grown, expected, "{rows} x {cols}");
        }
    }
    // The 2 × 2 square has seven through its corner (the proof counts them).
    let mut count = 0;
    through_corner(2, 2, &mut |_| count += 1);
    assert_eq!(count, 7);
}

/// `value` as a [`WideXor`].
fn wide(value: u64) -> WideXor {
    let mut x = WideXor::new();
    x.xor_u64(value);
    x
}

#[test]
fn single_coins_of_a_five_by_five_grid_by_mex_over_their_moves() {
    // The moves of coin (i, j) are the connected sets of rows 1..=i and
    // columns 1..=j through (i, j); fill in row-major order.
    let side = 5;
    let mut g = vec![vec![0u64; side + 1]; side + 1];
    for i in 1..=side {
        for j in 1..=side {
            let mut seen = vec![false; 1 << 10];
            through_corner(i, j, &mut |set| {
                let mut x = 0;
                for v in 0..i * j - 1 {
                    if set >> v & 1 == 1 {
                        x ^= g[v / j + 1][v % j + 1];
                    }
                }
                seen[x as usize] = true;
            });
            let options: Vec<u64> = (0..seen.len() as u64)
                .filter(|&x| seen[x as usize])
                .collect();
            g[i][j] = mex(&options);
            let mut value = WideXor::new();
            add_coin(&mut value, i, j);
            assert_eq!(value, wide(g[i][j]), "coin ({i}, {j}) is worth {}", g[i][j]);
        }
    }
    // The claim of the module docs, written out.
    let expected = [
        [1, 2, 1, 4, 1],
        [2, 4, 8, 16, 32],
        [1, 8, 16, 32, 64],
        [4, 16, 32, 64, 128],
        [1, 32, 64, 128, 256],
    ];
    for i in 1..=side {
        assert_eq!(g[i][1..], expected[i - 1], "row {i}");
    }
}

/// The nim-sum kept the way P2594's known solutions keep it: a parity per
/// anti-diagonal, and the first row and column in a small integer.
fn by_diagonals(rows: &[Vec<u8>]) -> bool {
    let mut parity = [false; 256];
    let mut small = 0u64;
    for (i, row) in rows.iter().enumerate() {
        for (j, &coin) in row.iter().enumerate() {
            if coin == b'T' {
                if i == 0 || j == 0 {
                    let t = (i + j + 1) as u64;
                    small ^= t & t.wrapping_neg();
                } else {
                    parity[i + j] ^= true;
                }
            }
        }
    }
    (0..256).any(|d| parity[d] != (d < 64 && small >> d & 1 == 1))
}

#[test]
fn large_grids_by_diagonals_and_transposed() {
    let mut rng = Rng::new(2594);
    for case in 0..300 {
        let (n, m) = (1 + rng.below(100), 1 + rng.below(100));
        let density = 1 + rng.below(999);
        let mut rows: Vec<Vec<u8>> = (0..n)
            .map(|_| {
                (0..m)
                    .map(|_| {
                        if rng.below(1000) < density {
                            b'T'
                        } else {
                            b'H'
                        }
                    })
                    .collect()
            })
            .collect();
        if case % 3 == 0 {
            // One or two coins on one anti-diagonal: inside, two cancel.
            for r in rows.iter_mut() {
                r.iter_mut().for_each(|c| *c = b'H');
            }
            let (i, j) = (rng.below(n), rng.below(m));
            rows[i][j] = b'T';
            if i + 1 < n && j > 0 {
                rows[i + 1][j - 1] = b'T';
            }
        }
        let transposed: Vec<Vec<u8>> = (0..m)
            .map(|j| (0..n).map(|i| rows[i][j]).collect())
            .collect();
        let wins = first_player_wins(&rows);
        assert_eq!(wins, by_diagonals(&rows), "case {case}");
        assert_eq!(wins, first_player_wins(&transposed), "case {case}");
    }
}

#[test]
fn the_sample_and_cancelling_diagonals() {
    assert!(!first_player_wins(&["HHH", "HHH"]));
    assert!(first_player_wins(&["HHH", "TTH"]));
    assert!(first_player_wins(&["T", "H"]));
    // (2, 3) and (3, 2) share an anti-diagonal; (100, 100) alone is 2^198.
    assert!(!first_player_wins(&["HHH", "HHT", "HTH"]));
    let mut far = vec![vec![b'H'; 100]; 100];
    far[99][99] = b'T';
    assert!(first_player_wins(&far));
    // 2^6 on the first row (column 64) against 2^6 inside ((3, 5)): lost.
    let mut rows = vec![vec![b'H'; 64]; 3];
    rows[0][63] = b'T';
    rows[2][4] = b'T';
    assert!(!first_player_wins(&rows));
}

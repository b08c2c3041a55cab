//! Domineering against a game-tree search of its rules on explicit boards
//! (which knows nothing of regions, symmetries or game values), and
//! against published values.

use super::*;
use crate::explore::Partizan;
use crate::testing::Rng;
use crate::Class;
use crate::Side;

/// The brute force: the free cells of a `rows` x `cols` frame as the bits
/// `r * cols + c` of a `u64`, and the moves of a player, cell by cell.
struct Search {
    rows: usize,
    cols: usize,
}

impl Search {
    fn moves(&self, free: u64, side: Side) -> Vec<u64> {
        let left = side == Side::Left;
        let mut out = Vec::new();
        for r in 0..self.rows {
            for c in 0..self.cols {
                // Left covers (r, c) and the cell below, Right the one beside.
                let (r2, c2) = if left { (r + 1, c) } else { (r, c + 1) };
                if r2 >= self.rows || c2 >= self.cols {
                    continue;
                }
                let a = 1u64 << (r * self.cols + c);
                let b = 1u64 << (r2 * self.cols + c2);
                if free & a != 0 && free & b != 0 {
                    out.push(free & !a & !b);
                }
            }
        }
        out
    }
}

/// The outcome class of `free` by search.
fn outcome_of<F>(search: &mut Partizan<u64, F>, free: u64) -> Class
where
    F: FnMut(&u64, Side) -> Vec<u64>,
{
    search.outcome(free)
}

/// The board of a frame's free cells.
fn board(rows: usize, cols: usize, free: u64) -> Board {
    Board::from_bits(rows, cols, free as u128)
}

/// `a` and `b` side by side in one frame, a taken column between them.
fn join(a: &Board, b: &Board) -> (usize, usize, u64) {
    let rows = a.rows().max(b.rows());
    let cols = a.cols() + 1 + b.cols();
    let mut free = 0u64;
    for (part, offset) in [(a, 0), (b, a.cols() + 1)] {
        for r in 0..part.rows() {
            for c in 0..part.cols() {
                if part.is_free(r, c) {
                    free |= 1 << (r * cols + offset + c);
                }
            }
        }
    }
    (rows, cols, free)
}

#[test]
fn every_board_within_3x3_has_the_outcome_of_its_search() {
    let mut games = Games::new();
    let mut dom = Domineering::new();
    for rows in 1..=3 {
        for cols in 1..=3 {
            let rules = Search { rows, cols };
            let mut search = Partizan::new(|&free: &u64, side| rules.moves(free, side));
            for free in 0..1u64 << (rows * cols) {
                let g = dom.value(&mut games, &board(rows, cols, free)).unwrap();
                let expected = outcome_of(&mut search, free);
                assert_eq!(games.outcome(g), expected, "{rows}x{cols} board {free:b}");
            }
        }
    }
}

/// Every board within 3x3 against every value they take: `P = Q` exactly
/// when `P + Q^T` (`Q^T = -Q`, module docs) is a second-player win by
/// search, and `P + Q` has the outcome of the sum of their values. This
/// pins each board's value down among all of them, not just its outcome.
#[test]
fn boards_within_3x3_equal_exactly_the_boards_their_differences_say() {
    let mut games = Games::new();
    let mut dom = Domineering::new();
    let boards: Vec<Board> = (0..1u64 << 9).map(|free| board(3, 3, free)).collect();
    let values: Vec<Game> = boards
        .iter()
        .map(|b| dom.value(&mut games, b).unwrap())
        .collect();
    // One board for each value.
    let mut representatives: Vec<usize> = Vec::new();
    for (i, g) in values.iter().enumerate() {
        if representatives.iter().all(|&j| values[j] != *g) {
            representatives.push(i);
        }
    }
    assert!(representatives.len() >= 20, "{}", representatives.len());
    let rules = Search { rows: 3, cols: 7 };
    let mut search = Partizan::new(|&free: &u64, side| rules.moves(free, side));
    for (i, p) in boards.iter().enumerate() {
        for &j in &representatives {
            let (_, _, difference) = join(p, &boards[j].transpose());
            let zero = outcome_of(&mut search, difference) == Class::Previous;
            assert_eq!(zero, values[i] == values[j], "{p}and\n{}", boards[j]);
            let (_, _, sum) = join(p, &boards[j]);
            let g = games.add(values[i], values[j]);
            assert_eq!(games.outcome(g), outcome_of(&mut search, sum));
        }
    }
}

#[test]
fn random_3x4_and_4x4_boards_and_their_sums_match_the_search() {
    let mut games = Games::new();
    let mut dom = Domineering::new();
    let mut rng = Rng::new(0x00D0_313E);
    for (rows, cols, count) in [(3, 4, 1500), (4, 3, 500), (4, 4, 1500)] {
        let rules = Search { rows, cols };
        let mut search = Partizan::new(|&free: &u64, side| rules.moves(free, side));
        for _ in 0..count {
            let free = rng.next_u64() & ((1 << (rows * cols)) - 1);
            let g = dom.value(&mut games, &board(rows, cols, free)).unwrap();
            assert_eq!(games.outcome(g), outcome_of(&mut search, free), "{free:b}");
        }
    }
    // Sums of two random 3x4 boards, searched as one board, and valued as
    // one board (its regions found across the two parts).
    let rules = Search { rows: 3, cols: 9 };
    let mut search = Partizan::new(|&free: &u64, side| rules.moves(free, side));
    for _ in 0..60 {
        // Three cells in four free: boards that still have play.
        let pick = |rng: &mut Rng| board(3, 4, rng.next_u64() | rng.next_u64());
        let (a, b) = (pick(&mut rng), pick(&mut rng));
        let (ga, gb) = (
            dom.value(&mut games, &a).unwrap(),
            dom.value(&mut games, &b).unwrap(),
        );
        let sum = games.add(ga, gb);
        let (rows, cols, free) = join(&a, &b);
        assert_eq!(games.outcome(sum), outcome_of(&mut search, free));
        let joined = dom.value(&mut games, &board(rows, cols, free)).unwrap();
        assert_eq!(joined, sum, "{a}+\n{b}");
    }
}

/// Values published in Winning Ways (ch. 1 and 2) and in Wikipedia's
/// "Domineering" article (which follows them): with Left vertical, the
/// 2x1 board is 1 and the 1x2 board -1, a row of 4 cells is -2, the 2x2
/// board is `{1 | -1}` = `±1`, the L tromino is `{0 | 0}` = `*`, and the
/// 2x3 board (2 rows, 3 columns) is `{2 | -1/2}`; Berlekamp's class notes
/// on 2xN Domineering give its transpose, 3x2, as `{1/2 | -2}`. Two 2x2
/// boards cancel: `±1 + ±1 = 0`.
#[test]
fn published_values() {
    let mut games = Games::new();
    let mut dom = Domineering::new();
    let mut value = |text: &str| {
        let b: Board = text.parse().unwrap();
        dom.value(&mut games, &b).unwrap()
    };
    let shapes = [
        ".",
        ".\n.",
        "..",
        "...",
        "....",
        "..\n..",
        ".#\n..",
        "...\n...",
        "..\n..\n..",
        "..#..\n..#..",
    ];
    let values: Vec<Game> = shapes.iter().map(|s| value(s)).collect();
    let published = [
        "0", "1", "-1", "-1", "-2", "{1|-1}", "{0|0}", "{2|-1/2}", "{1/2|-2}", "0",
    ];
    for ((shape, &g), text) in shapes.iter().zip(&values).zip(published) {
        assert_eq!(g, games.parse(text).unwrap(), "{shape}");
    }
    // CGSuite's names for two of them.
    assert_eq!(games.display(values[5]), "±1");
    assert_eq!(games.display(values[6]), "*");
}

#[test]
fn regions_split_and_the_table_holds_each_class_once() {
    let mut games = Games::new();
    let mut dom = Domineering::new();
    // The four images of an L tetromino that keep directions, and the four
    // transposed ones (their negatives): one search in all.
    let shapes = [
        ".#\n.#\n..",
        "#.\n#.\n..",
        "..\n.#\n.#",
        "..\n#.\n#.",
        "...\n##.",
        "...\n.##",
        "##.\n...",
        ".##\n...",
    ];
    let values: Vec<Game> = shapes
        .iter()
        .map(|s| dom.value(&mut games, &s.parse().unwrap()).unwrap())
        .collect();
    let searched_one = dom.searched();
    let negative = games.neg(values[0]);
    assert!(values[..4].iter().all(|&g| g == values[0]));
    assert!(values[4..].iter().all(|&g| g == negative));
    assert_ne!(values[0], negative);
    // One search of the L itself (its options are smaller regions, each
    // searched once at most).
    let again = dom.value(&mut games, &shapes[0].parse().unwrap()).unwrap();
    assert_eq!((again, dom.searched()), (values[0], searched_one));
}

#[test]
fn boards_parse_print_and_refuse() {
    let b: Board = "..#\r\n#..  \n\n".parse().unwrap();
    assert_eq!(b.to_string(), "..#\n#..\n");
    assert_eq!(b.transpose().to_string(), ".#\n..\n#.\n");
    assert!("".parse::<Board>().is_err());
    assert!("..\n."
        .parse::<Board>()
        .unwrap_err()
        .to_string()
        .contains("row 2"));
    assert!(".x"
        .parse::<Board>()
        .unwrap_err()
        .to_string()
        .contains("column 2"));
    assert!("..\n\n..".parse::<Board>().is_err());
    // A region too wide for one u128: refused; the same cells cut into
    // regions by taken cells: fine.
    let mut games = Games::new();
    let mut dom = Domineering::new();
    assert!(dom.value(&mut games, &Board::empty(1, 129)).is_err());
    let mut cut = Board::empty(1, 129);
    cut.set_free(0, 64, false);
    let g = dom.value(&mut games, &cut).unwrap();
    assert_eq!(games.display(g), "-64"); // two rows of 64: -32 each
    let g = dom.value(&mut games, &Board::empty(0, 5)).unwrap();
    assert_eq!(g, games.zero());
}

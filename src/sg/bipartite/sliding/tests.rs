//! The board game against a search that slides the pieces by the rules,
//! with no graph or matching in sight.

use super::*;
use crate::explore::{Outcomes, Play};
use crate::testing::Rng;

/// A position: the cells (row-major) and whether Tutu is to move.
type Position = (Vec<u8>, bool);

/// The cells the mover may slide into the hole (0-based `(row, column)`).
fn legal(rows: usize, cols: usize, cells: &[u8], tutu: bool) -> Vec<(usize, usize)> {
    let hole = cells.iter().position(|&c| c == b'.').unwrap();
    let (r, c) = (hole / cols, hole % cols);
    let piece = if tutu { b'O' } else { b'X' };
    let mut out = Vec::new();
    for (dr, dc) in [(0, 1), (1, 0), (0, usize::MAX), (usize::MAX, 0)] {
        let (nr, nc) = (r.wrapping_add(dr), c.wrapping_add(dc));
        if nr < rows && nc < cols && cells[nr * cols + nc] == piece {
            out.push((nr, nc));
        }
    }
    out
}

/// The position after sliding the piece at `cell` into the hole.
fn slide(cols: usize, (cells, tutu): &Position, (r, c): (usize, usize)) -> Position {
    let mut next = cells.clone();
    let hole = next.iter().position(|&c| c == b'.').unwrap();
    next.swap(hole, r * cols + c);
    (next, !tutu)
}

fn random_board(rng: &mut Rng, rows: usize, cols: usize) -> Vec<u8> {
    let mut cells: Vec<u8> = (0..rows * cols)
        .map(|_| if rng.below(2) == 0 { b'O' } else { b'X' })
        .collect();
    cells[rng.below(rows * cols)] = b'.';
    cells
}

#[test]
fn mistakes_and_outcomes_match_a_search_of_the_board() {
    let mut rng = Rng::new(0x1971);
    let mut whole_games = 0;
    let mut with_mistakes = 0;
    for round in 0..1500 {
        let rows = 1 + rng.below(4);
        let cols = 1 + rng.below(if rows == 1 { 10 } else { 4 });
        let start = random_board(&mut rng, rows, cols);
        let mut search = Outcomes::new(Play::Normal, |p: &Position| {
            legal(rows, cols, &p.0, p.1)
                .into_iter()
                .map(|cell| slide(cols, p, cell))
                .collect::<Vec<_>>()
        });
        // A random legal game played to its end.
        let mut position: Position = (start.clone(), true);
        let mut moves = Vec::new();
        let mut wins = Vec::new();
        loop {
            let options = legal(rows, cols, &position.0, position.1);
            if options.is_empty() {
                break;
            }
            wins.push(search.wins(position.clone()));
            let cell = options[rng.below(options.len())];
            moves.push(cell);
            position = slide(cols, &position, cell);
        }
        let board = Board::new(rows, cols, start.clone()).unwrap();
        let outcomes: Vec<Outcome> = wins
            .iter()
            .map(|&w| if w { Outcome::Win } else { Outcome::Lose })
            .collect();
        assert_eq!(board.replay(&moves), Ok(outcomes), "round {round}");
        let expected: Vec<usize> = (0..moves.len() / 2)
            .filter(|&i| wins[2 * i] && wins[2 * i + 1])
            .map(|i| i + 1)
            .collect();
        let got = board.mistakes(&moves);
        if moves.len() % 2 == 0 {
            // Tutu is to move and cannot: Dandan won.
            whole_games += 1;
            with_mistakes += usize::from(!expected.is_empty());
            assert_eq!(got, Ok(expected), "round {round}: {start:?} {moves:?}");
        } else {
            assert_eq!(got, Err(RecordError::NotWonByDandan), "round {round}");
        }
        // A record stopped early is not a whole game.
        if moves.len() >= 2 {
            assert_eq!(
                board.mistakes(&moves[..moves.len() - 2]),
                Err(RecordError::NotWonByDandan)
            );
        }
    }
    assert!(
        whole_games > 300 && with_mistakes > 30,
        "{whole_games} {with_mistakes}"
    );
}

#[test]
fn the_samples() {
    let board = Board::new(1, 6, b"XO.OXO".to_vec()).unwrap();
    assert_eq!(board.mistakes(&[(0, 1), (0, 0)]), Ok(vec![1]));
    let board = Board::new(3, 3, b"XOXO.OXOX".to_vec()).unwrap();
    let moves = [
        (1, 2),
        (0, 2),
        (0, 1),
        (0, 0),
        (1, 0),
        (2, 0),
        (2, 1),
        (2, 2),
    ];
    assert_eq!(board.mistakes(&moves), Ok(vec![]));
    let board = Board::new(4, 4, b"OOXXOXXOOO.OXXXO".to_vec()).unwrap();
    let moves = [(2, 1), (1, 1), (0, 1), (0, 2)];
    assert_eq!(board.mistakes(&moves), Ok(vec![1, 2]));
}

#[test]
fn bad_boards_and_records_are_refused() {
    assert_eq!(
        Board::new(2, 2, b"XO.".to_vec()),
        Err(BoardError::Size {
            cells: 3,
            expected: 4
        })
    );
    assert_eq!(Board::new(1, 3, b"XOO".to_vec()), Err(BoardError::Holes(0)));
    assert_eq!(Board::new(1, 3, b"X..".to_vec()), Err(BoardError::Holes(2)));
    assert_eq!(Board::new(1, 3, b"Xo.".to_vec()), Err(BoardError::Cell(1)));
    let board = Board::new(2, 3, b"XO.OXO".to_vec()).unwrap();
    assert_eq!(
        board.replay(&[(2, 0)]),
        Err(RecordError::OffBoard {
            step: 1,
            cell: (2, 0)
        })
    );
    assert_eq!(
        board.replay(&[(0, 0)]),
        Err(RecordError::NotAdjacent {
            step: 1,
            cell: (0, 0),
            hole: (0, 2)
        })
    );
    // Tutu moves `O`, Dandan `X`: after Tutu's (1, 2), the cell above the
    // hole holds the `O` that moved.
    let e = board.replay(&[(1, 2), (0, 2)]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "move 2: Dandan moves `X` pieces, but the cell (1, 3) holds `O`"
    );
    let e = board.replay(&[(1, 2), (1, 2)]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "move 2: the cell (2, 3) is not side-adjacent to the empty cell (2, 3)"
    );
}

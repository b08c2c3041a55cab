use super::*;
use std::collections::HashMap;

/// The result of a depth-limited search of the rules: `Some((mover wins,
/// plies))` if the game is decided within `depth` plies under the rule of
/// play, else `None`. This is the contestants' search (limit `3n`).
type Key = (Cell, Cell, usize, usize);

struct Search {
    n: usize,
    reach: [usize; 2],
    memo: HashMap<Key, Option<(bool, usize)>>,
}

impl Search {
    fn new(n: usize, reach: [usize; 2]) -> Search {
        Search {
            n,
            reach,
            memo: HashMap::new(),
        }
    }

    /// The cells the mover's piece can reach from `from`.
    fn steps(&self, from: Cell, side: usize) -> Vec<Cell> {
        let n = self.n as isize;
        let mut out = Vec::new();
        for (dr, dc) in [(-1isize, 0isize), (1, 0), (0, -1), (0, 1)] {
            for step in 1..=self.reach[side] as isize {
                let (r, c) = (from.0 as isize + dr * step, from.1 as isize + dc * step);
                if r >= 0 && c >= 0 && r < n && c < n {
                    out.push((r as usize, c as usize));
                }
            }
        }
        out
    }

    fn within(
        &mut self,
        white: Cell,
        black: Cell,
        side: usize,
        depth: usize,
    ) -> Option<(bool, usize)> {
        if depth == 0 {
            return None;
        }
        if let Some(&known) = self.memo.get(&(white, black, side, depth)) {
            return known;
        }
        let (mover, other) = if side == 0 {
            (white, black)
        } else {
            (black, white)
        };
        let steps = self.steps(mover, side);
        let result = if steps.contains(&other) {
            Some((true, 1))
        } else {
            let mut fastest_win: Option<usize> = None;
            let mut slowest_loss = Some(0);
            for cell in steps {
                let (w, b) = if side == 0 {
                    (cell, black)
                } else {
                    (white, cell)
                };
                match self.within(w, b, 1 - side, depth - 1) {
                    Some((false, k)) => {
                        fastest_win = Some(fastest_win.map_or(k + 1, |f| f.min(k + 1)))
                    }
                    Some((true, k)) => slowest_loss = slowest_loss.map(|s: usize| s.max(k + 1)),
                    None => slowest_loss = None,
                }
            }
            match (fastest_win, slowest_loss) {
                (Some(k), _) => Some((true, k)),
                (None, Some(k)) => Some((false, k)),
                (None, None) => None,
            }
        };
        self.memo.insert((white, black, side, depth), result);
        result
    }
}

fn cells(n: usize) -> Vec<Cell> {
    (0..n).flat_map(|r| (0..n).map(move |c| (r, c))).collect()
}

fn sides() -> [(usize, Side); 2] {
    [(0, Side::Left), (1, Side::Right)]
}

/// Every position of small boards, for several reaches, against a search
/// deep enough to settle every position that can be settled (a forced win
/// never needs more plies than there are positions): draws included.
#[test]
fn every_position_of_small_boards_matches_the_deep_search() {
    let mut draws = 0;
    for n in 2..=3 {
        for reach in [[1, 1], [1, 2], [2, 1], [2, 2], [1, 3]] {
            let game = Chase::new(n, reach);
            let deep = 4 * n.pow(4) + 2;
            let mut search = Search::new(n, reach);
            for &w in &cells(n) {
                for &b in &cells(n) {
                    if w == b {
                        continue;
                    }
                    for (s, side) in sides() {
                        let slow = search.within(w, b, s, deep);
                        let fast = match game.outcome(w, b, side) {
                            Outcome::Win => Some((true, game.plies(w, b, side).unwrap() as usize)),
                            Outcome::Lose => {
                                Some((false, game.plies(w, b, side).unwrap() as usize))
                            }
                            Outcome::Draw => None,
                        };
                        assert_eq!(fast, slow, "n {n} reach {reach:?} {w:?} {b:?} {side:?}");
                        if slow.is_none() {
                            draws += 1;
                            assert_eq!(search.within(w, b, s, 2 * deep), None);
                        }
                    }
                }
            }
        }
    }
    // The draw path is taken (two pieces of reach 1 on a 3 x 3 board can
    // keep apart forever).
    assert!(draws > 20, "{draws}");
}

/// The judge's game on boards up to 6 x 6: the contestants' search with
/// limit `3n` decides every start (so none is a draw, as the statement's
/// checked facts say) and agrees with the analysis, and every best move
/// keeps the length.
#[test]
fn no_start_of_the_judges_game_up_to_six_is_a_draw() {
    for n in 2..=6 {
        let game = Chase::new(n, [1, 2]);
        let mut search = Search::new(n, [1, 2]);
        for &w in &cells(n) {
            for &b in &cells(n) {
                if w == b {
                    continue;
                }
                let slow = search.within(w, b, 0, 3 * n);
                let (wins, plies) = slow.unwrap_or_else(|| panic!("n {n}: {w:?} {b:?} undecided"));
                assert_eq!(game.outcome(w, b, Side::Left), Outcome::from_wins(wins));
                assert_eq!(game.plies(w, b, Side::Left), Some(plies as u32));
                // White wins only by capturing at once.
                assert!(!wins || plies == 1);
                if let Some((w2, b2)) = game.best_move(w, b, Side::Left) {
                    assert_eq!(b2, b);
                    assert!(search.steps(w, 0).contains(&w2));
                    assert_eq!(game.plies(w2, b2, Side::Right), Some(plies as u32 - 1));
                    assert_eq!(game.outcome(w2, b2, Side::Right), Outcome::Win);
                } else {
                    assert_eq!(plies, 1);
                }
            }
        }
    }
}

/// The statement's checked facts at the judge's largest board: no draw, and
/// the longest game is `BLACK 58`.
#[test]
fn the_largest_board_has_no_draw_and_lasts_at_most_58_plies() {
    let game = Chase::new(20, [1, 2]);
    let mut longest = 0;
    for &w in &cells(20) {
        for &b in &cells(20) {
            if w != b {
                let plies = game.plies(w, b, Side::Left).expect("a draw");
                longest = longest.max(plies);
            }
        }
    }
    assert_eq!(longest, 58);
}

#[test]
#[should_panic(expected = "Chase: cells (0, 0) and (0, 0)")]
fn equal_cells_are_refused() {
    Chase::new(2, [1, 2]).outcome((0, 0), (0, 0), Side::Left);
}

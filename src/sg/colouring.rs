//! Codeforces 1704F, Colouring Game: a row of `n >= 2` cells, each red `R`
//! or blue `B`. Alice, who moves first, paints white two adjacent cells of
//! which at least one is red; Bob two adjacent cells of which at least one
//! is blue (the other cell may have any colour, white included). The player
//! who cannot move loses.
//!
//! The game is partizan, but it is decided by the counts of red and blue
//! cells and, when they are equal, by an impartial game: Dawson's Kayles
//! (the octal game `.07`, see [`octal`](super::octal)) on the alternating
//! runs.
//!
//! # Theorem
//! Let `r` and `b` count the red and blue cells. Alice wins if `r > b`, Bob
//! wins if `r < b`, and if `r = b`, Alice wins exactly when
//! `G(L_1) ^ .. ^ G(L_k) != 0`, where `L_1 .. L_k` are the lengths of the
//! maximal *alternating runs* (stretches of coloured cells in which any two
//! neighbours differ) and `G` is the Grundy function of `.07`.
//!
//! *Proof.* The game ends: every move whitens a coloured cell. As `n >= 2`
//! every cell has a neighbour, so Alice can move iff `r >= 1`, Bob iff
//! `b >= 1`. A move of Alice whitens one or two red cells and at most one
//! blue one; a move of Bob one or two blue cells and at most one red one.
//! Call a move *mixed* if it whitens an adjacent red–blue pair (both players
//! may make it). Whitening cells never makes a red cell and a blue cell
//! adjacent, so mixed moves only disappear.
//!
//! (1) *If `r > b` with Alice to move, Alice wins.* She plays a mixed move
//! if there is one, otherwise a move whitening a single red cell (a red
//! cell beside a white one) if there is one, otherwise any move. Her
//! invariant is `r > b` on her turn; then `r >= 1` and she can move. After
//! a mixed move, `r - 1 > b - 1` and Bob's reply whitens at most one red
//! and at least one blue: `r > b` again. If no mixed move exists, none
//! will, so Bob's reply whitens no red and her single-red move leaves
//! `r - 1 >= b`, then `r - 1 > b - 1` after Bob. In the last case every red
//! cell has only red neighbours, so the whole row is red (`b = 0`) and Bob
//! cannot reply. Bob is the one who runs out of moves.
//!
//! (1') Symmetrically, `b > r` with Bob to move: Bob wins.
//!
//! (2) *If `r < b` with Alice to move, Bob wins*: her move leaves at most
//! `r - 1` red and at least `b - 1` blue cells, so (1') with Bob to move.
//! Symmetrically `b < r` with Bob to move: Alice wins.
//!
//! (3) *If `r = b`*, every move that is not mixed loses: Alice's leaves
//! `r' < b'` with Bob to move ((1')), Bob's `b' < r'` with Alice to move
//! ((1)); a mixed move keeps `r = b`. So the game is won by the player
//! to move exactly when the *mixed game* (only mixed moves, the player
//! without one loses) is, by induction on the position: a won mixed-game
//! position has a mixed move to a lost one, lost for the opponent by
//! induction; from a lost one every mixed move leads to a won one, every
//! other move loses, and no move at all loses.
//!
//! The mixed game is impartial. A mixed move whitens two neighbours of one
//! alternating run, which splits it into the alternating runs before and
//! after them; runs are separated by white cells or by equal neighbours,
//! which no mixed move can use. So a run of `L` cells is a row of `L` pins
//! from which a move removes two adjacent ones, leaving zero, one or two
//! rows: a heap of `L` in the octal game `.07` (digit 7 at two tokens, 0
//! at one). By Sprague–Grundy the mixed game is won iff the XOR of
//! `G(L_i)` is non-zero. ∎
//!
//! `.07` has period 34 from heap 53 on (last exception 52), proved by
//! [`prove_period`] with its Guy–Smith
//! certificate from 176 values.

use super::octal::naive::Naive;
use super::octal::solved::SolvedGame;
use super::octal::{prove_period, OctalGame, Solver};

/// Decides Colouring Game rows, holding the proved values of Dawson's
/// Kayles.
///
/// # Example
/// ```
/// use cp_games::sg::colouring::Colouring;
/// let game = Colouring::new();
/// assert!(!game.alice_wins(b"BRB"));
/// assert!(game.alice_wins(b"RBRBRB"));
/// assert!(!game.alice_wins(b"RBBR"));
/// ```
#[derive(Debug, Clone)]
pub struct Colouring {
    dawson: SolvedGame,
}

impl Default for Colouring {
    fn default() -> Self {
        Colouring::new()
    }
}

impl Colouring {
    /// Proves the period of Dawson's Kayles (`.07`).
    ///
    /// # Complexity
    /// O(1): the plain recurrence on the 176 values of the certificate.
    pub fn new() -> Self {
        let game: OctalGame = ".07".parse().expect("a valid code");
        let mut solver = Naive::new(game.clone());
        let periodicity =
            prove_period(&mut solver, 1000, |_| {}).expect("Dawson's Kayles has a proved period");
        Colouring {
            dawson: SolvedGame::new(game, solver.into_values(), periodicity),
        }
    }

    /// The Grundy value of a heap of `heap` in Dawson's Kayles (`.07`).
    ///
    /// # Complexity
    /// O(1).
    pub fn dawson(&self, heap: u64) -> crate::GrundyValue {
        self.dawson.grundy(heap)
    }

    /// Returns whether Alice, who moves first, wins on `cells`, a row of `R`
    /// and `B` (see the module documentation for the proof).
    ///
    /// # Panics
    /// If `cells` has fewer than 2 cells or a byte other than `R` and `B`.
    ///
    /// # Complexity
    /// O(`cells.len()`).
    pub fn alice_wins(&self, cells: &[u8]) -> bool {
        assert!(
            cells.len() >= 2,
            "Colouring: a row has at least 2 cells, not {}",
            cells.len()
        );
        let mut surplus = 0i64;
        for &c in cells {
            match c {
                b'R' => surplus += 1,
                b'B' => surplus -= 1,
                _ => panic!("Colouring: a cell is `R` or `B`, not byte {}", c),
            }
        }
        if surplus != 0 {
            return surplus > 0;
        }
        let mut value = 0;
        let mut run = 1u64;
        for pair in cells.windows(2) {
            if pair[0] != pair[1] {
                run += 1;
            } else {
                value ^= self.dawson(run);
                run = 1;
            }
        }
        value ^ self.dawson(run) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::testing::Rng;

    /// A position of the played game: the cells (`R`, `B`, `W` for white)
    /// and whether Alice is to move.
    type Position = (Vec<u8>, bool);

    /// The rules, with no theory: whiten two neighbours, one of them of the
    /// mover's colour.
    fn options((cells, alice): &Position) -> Vec<Position> {
        let own = if *alice { b'R' } else { b'B' };
        (0..cells.len() - 1)
            .filter(|&i| cells[i] == own || cells[i + 1] == own)
            .map(|i| {
                let mut next = cells.clone();
                next[i] = b'W';
                next[i + 1] = b'W';
                (next, !*alice)
            })
            .collect()
    }

    /// The solver and the played game agree on `cells`, Alice to move.
    fn agrees<F>(game: &Colouring, search: &mut Outcomes<Position, F>, cells: Vec<u8>)
    where
        F: FnMut(&Position) -> Vec<Position>,
    {
        let expected = search.wins((cells.clone(), true));
        let got = game.alice_wins(&cells);
        assert_eq!(got, expected, "{}", String::from_utf8_lossy(&cells));
    }

    #[test]
    fn matches_a_game_tree_search_on_every_row_up_to_11_cells() {
        let game = Colouring::new();
        let mut search = Outcomes::new(Play::Normal, options);
        for n in 2..=11 {
            for mask in 0u32..1 << n {
                let cells: Vec<u8> = (0..n)
                    .map(|i| if mask >> i & 1 == 1 { b'R' } else { b'B' })
                    .collect();
                agrees(&game, &mut search, cells);
            }
        }
    }

    #[test]
    fn matches_a_game_tree_search_on_random_balanced_rows() {
        let game = Colouring::new();
        let mut rng = Rng::new(1704);
        for _ in 0..20 {
            let n = 2 * (6 + rng.below(4));
            let mut cells: Vec<u8> = (0..n)
                .map(|i| if i % 2 == 0 { b'R' } else { b'B' })
                .collect();
            rng.shuffle(&mut cells);
            let mut search = Outcomes::new(Play::Normal, options);
            agrees(&game, &mut search, cells);
        }
    }

    #[test]
    fn dawson_values_match_the_plain_recurrence_far_beyond_the_period() {
        // Remove two adjacent pins from a row of L: rows a and L - 2 - a.
        let game = Colouring::new();
        let mut g: Vec<u64> = Vec::new();
        for len in 0..3000usize {
            let mut seen = [false; 64];
            for a in 0..len.saturating_sub(1) {
                seen[(g[a] ^ g[len - 2 - a]) as usize] = true;
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u64);
            assert_eq!(game.dawson(len as u64), g[len], "heap {len}");
        }
    }

    #[test]
    fn samples() {
        let game = Colouring::new();
        let rows: [(&[u8], bool); 8] = [
            (b"BRB", false),
            (b"RRBBB", false),
            (b"RBRBRB", true),
            (b"BBRRBRRB", true),
            (b"BRRBRB", true),
            (b"RBRBRBRBRRBB", true),
            (b"RBRBRBRBBBRR", false),
            (b"RBBR", false),
        ];
        for (cells, alice) in rows {
            assert_eq!(
                game.alice_wins(cells),
                alice,
                "{}",
                String::from_utf8_lossy(cells)
            );
        }
    }
}

//! Removing consecutive cards (AtCoder ABC278 G, Generalized Subtraction
//! Game, interactive): cards `1..=N` lie in a row; a move removes `y`
//! cards `x, x + 1, .., x + y - 1` that are all still on the table, for
//! some `L <= y <= R`; the player who cannot move loses. We choose to play
//! first or second and must win: [`Player`] chooses, checks the other
//! side's moves against the rules and answers them.
//!
//! # The game as runs
//! A move removes cards of one maximal run of consecutive cards (the
//! cards are consecutive), so the table is a sum of its runs, and a move
//! from a run of `s` cards leaves runs of `i` and `s - y - i` cards for
//! some `0 <= i <= s - y`: the octal game with digit 7 at every removal
//! `L..=R` ([`octal`](super::octal)).
//!
//! # The mirror strategy: `L < R`, or `L = R` and `N - L` even
//! **Theorem.** If some `y` in `L..=R` has `N - y` even, the first player
//! wins: remove the middle `y` cards (`x = (N - y) / 2 + 1`), then answer
//! every move `(a, b)` with its mirror image `(N + 2 - a - b, b)`. When
//! `L < R`, one of `L` and `L + 1` (both at most `R <= N`) has the parity
//! of `N`; when `L = R` this needs `N - L` even.
//!
//! *Proof.* Call a table symmetric when card `c` is on it exactly when
//! card `N + 1 - c` is. After the first move the table is symmetric and
//! the middle `y` cards are gone (if `N - y` is even, the removed block
//! `x..x+y-1` is its own mirror image), so the two halves `1..x-1` and
//! `x+y..N` never share a run. A move `(a, b)` removes cards of one run,
//! so all of them lie in one half; its mirror `(N + 2 - a - b, b)` removes
//! the images `N + 1 - (a + b - 1) ..= N + 1 - a` of those cards, which
//! lie in the other half, were on the table before the move (symmetry) and
//! were not touched by it: it is legal, of the same length `b`, and makes
//! the table symmetric again. So the first player always has a move, and
//! as every move removes a card, the game ends with the second player
//! unable to move. ∎
//!
//! # Grundy values: `L = R` and `N - L` odd
//! Then the first move cannot be in the middle, and the runs are the octal
//! game with the one digit `d_L = 7`:
//! `G(s) = mex{ G(i) ^ G(s - L - i) : 0 <= i <= s - L }` (`G(s) = 0` for
//! `s < L`), computed by [`Naive`]. By
//! Sprague–Grundy, the player to move loses exactly when the XOR of `G`
//! over the runs is 0. So we play first when `G(N) != 0`, second
//! otherwise, and always answer with a move back to XOR 0: with XOR
//! `X != 0`, a run of `s` with `G(s) ^ X < G(s)` exists (one whose value
//! has the highest bit of `X`), and by the mex some move in it leaves runs
//! worth `G(s) ^ X`, making the XOR 0. The other side, moving from XOR 0,
//! can only leave a non-zero XOR. As in the mirror case we never lack a
//! move, and the game is finite, so the other side loses.
//!
//! # Complexity
//! [`Player::new`]: O(N) for the mirror strategy, O(N^2 / 4) mex steps for
//! the Grundy values (`N <= 2000`: a million). Each move: O(y) to check and
//! make a mirror answer; O(N) for a Grundy answer (the runs, then one
//! run's splits).

use super::octal::naive::Naive;
use super::octal::{OctalGame, Solver};
use crate::GrundyValue;
use std::fmt;

/// A move: remove cards `x, x + 1, .., x + y - 1` (1-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// The first card removed.
    pub x: usize,
    /// How many cards are removed.
    pub y: usize,
}

/// Why a move breaks the rules, given the cards on the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IllegalMove {
    /// `y` is outside `L..=R`.
    Length {
        /// The move.
        mv: Move,
        /// `L` and `R`.
        allowed: (usize, usize),
    },
    /// A card `x..x+y-1` is not in `1..=N`.
    OffTheRow {
        /// The move.
        mv: Move,
        /// `N`.
        n: usize,
    },
    /// Card `card` of the block was removed before.
    Gone {
        /// The move.
        mv: Move,
        /// The first such card.
        card: usize,
    },
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IllegalMove::Length { mv, allowed } => write!(
                f,
                "move `{} {}` removes {} cards, not {}..={}",
                mv.x, mv.y, mv.y, allowed.0, allowed.1
            ),
            IllegalMove::OffTheRow { mv, n } => write!(
                f,
                "move `{} {}` reaches past the cards 1..={}",
                mv.x, mv.y, n
            ),
            IllegalMove::Gone { mv, card } => write!(
                f,
                "move `{} {}` takes card {}, which is no longer on the table",
                mv.x, mv.y, card
            ),
        }
    }
}

/// How [`Player`] wins (see the [module](self) docs).
#[derive(Debug, Clone)]
enum Strategy {
    /// First, then the mirror image of every move.
    Mirror,
    /// `G(0..=N)` of the octal game with `d_L = 7`.
    Grundy(Vec<GrundyValue>),
}

/// Our side of the game: the cards on the table, who moves first, and the
/// strategy that wins (see the [module](self) docs for its proof).
///
/// # Example
/// ```
/// use cp_games::sg::consecutive::{Move, Player};
/// // N = 6, L = 1, R = 2: first, removing the middle two cards.
/// let mut me = Player::new(6, 1, 2);
/// assert!(me.goes_first());
/// assert_eq!(me.reply(), Some(Move { x: 3, y: 2 }));
/// // The other side takes card 1; the mirror answer takes card 6.
/// me.opponent_moves(Move { x: 1, y: 1 }).unwrap();
/// assert_eq!(me.reply(), Some(Move { x: 6, y: 1 }));
/// // Card 6 is gone: that move is refused and changes nothing.
/// assert!(me.opponent_moves(Move { x: 5, y: 2 }).is_err());
/// ```
#[derive(Debug, Clone)]
pub struct Player {
    /// `on_table[c - 1]`: card `c` is still there.
    on_table: Vec<bool>,
    low: usize,
    high: usize,
    first: bool,
    strategy: Strategy,
    /// The other side's last move, since our last reply.
    last: Option<Move>,
    /// No card has been removed yet.
    untouched: bool,
}

impl Player {
    /// Chooses the side and the strategy for `N = n` cards and moves of
    /// `L = low` to `R = high` cards.
    ///
    /// # Panics
    /// Unless `1 <= low <= high <= n`.
    ///
    /// # Complexity
    /// O(N) for the mirror strategy; O(N^2 / 4) for the Grundy values
    /// (`L = R`, `N - L` odd).
    pub fn new(n: usize, low: usize, high: usize) -> Self {
        assert!(
            1 <= low && low <= high && high <= n,
            "Player: need 1 <= L <= R <= N, got N = {}, L = {}, R = {}",
            n,
            low,
            high
        );
        let (first, strategy) = if low < high || (n - low) % 2 == 0 {
            (true, Strategy::Mirror)
        } else {
            let values = grundy_values(low, n);
            (values[n] != 0, Strategy::Grundy(values))
        };
        Player {
            on_table: vec![true; n],
            low,
            high,
            first,
            strategy,
            last: None,
            untouched: true,
        }
    }

    /// Whether we play first (`First`) rather than second.
    pub fn goes_first(&self) -> bool {
        self.first
    }

    /// Checks the other side's move against the rules and makes it; an
    /// illegal move is refused and changes nothing.
    ///
    /// # Complexity
    /// O(`y`).
    pub fn opponent_moves(&mut self, mv: Move) -> Result<(), IllegalMove> {
        self.check(mv)?;
        self.remove(mv);
        self.last = Some(mv);
        Ok(())
    }

    /// Chooses our move, makes it and returns it; `None` when we have no
    /// legal move (which the strategy never lets happen when it is played
    /// from the start). Where the strategy has no winning move (a position
    /// not reached by it), any legal move is played.
    ///
    /// # Complexity
    /// O(`y`) for a mirror answer, O(N) for a Grundy answer.
    pub fn reply(&mut self) -> Option<Move> {
        let mv = self.winning_move().or_else(|| self.any_move())?;
        self.remove(mv);
        self.last = None;
        Some(mv)
    }

    /// The strategy's move from here, if it is legal.
    fn winning_move(&self) -> Option<Move> {
        let n = self.on_table.len();
        let mv = match &self.strategy {
            Strategy::Mirror if self.untouched => {
                let y = if (n - self.low) % 2 == 0 {
                    self.low
                } else {
                    self.low + 1
                };
                Move {
                    x: (n - y) / 2 + 1,
                    y,
                }
            }
            Strategy::Mirror => {
                let last = self.last?;
                Move {
                    x: n + 2 - last.x - last.y,
                    y: last.y,
                }
            }
            Strategy::Grundy(g) => grundy_move(&self.on_table, self.low, g)?,
        };
        self.check(mv).ok().map(|()| mv)
    }

    /// A legal move if there is one: `L` cards from the left end of the
    /// first run of at least `L` cards.
    fn any_move(&self) -> Option<Move> {
        runs_of(&self.on_table)
            .into_iter()
            .find(|&(_, len)| len >= self.low)
            .map(|(x, _)| Move { x, y: self.low })
    }

    fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        let n = self.on_table.len();
        if mv.y < self.low || mv.y > self.high {
            return Err(IllegalMove::Length {
                mv,
                allowed: (self.low, self.high),
            });
        }
        if mv.x < 1 || mv.x > n || mv.y > n + 1 - mv.x {
            return Err(IllegalMove::OffTheRow { mv, n });
        }
        match (mv.x..mv.x + mv.y).find(|&c| !self.on_table[c - 1]) {
            Some(card) => Err(IllegalMove::Gone { mv, card }),
            None => Ok(()),
        }
    }

    fn remove(&mut self, mv: Move) {
        self.untouched = false;
        for c in &mut self.on_table[mv.x - 1..mv.x - 1 + mv.y] {
            *c = false;
        }
    }
}

/// `G(0..=n)` of the octal game with the one digit `d_low = 7` (remove
/// `low` consecutive cards from a run, leaving up to two runs).
///
/// # Panics
/// If `low` is 0.
///
/// # Complexity
/// O(n^2 / 4).
///
/// # Example
/// ```
/// // L = 2 is Dawson's Kayles, `.07`: its published values G(0..8)
/// let g = cp_games::sg::consecutive::grundy_values(2, 7);
/// assert_eq!(g, [0, 0, 1, 1, 2, 0, 3, 1]);
/// ```
pub fn grundy_values(low: usize, n: usize) -> Vec<GrundyValue> {
    assert!(low >= 1, "grundy_values: L must be at least 1");
    let code = format!(".{}7", "0".repeat(low - 1));
    let game: OctalGame = code.parse().expect("a valid octal code");
    let mut solver = Naive::new(game);
    (0..=n).map(|_| solver.push_next()).collect()
}

/// A move of `low` cards back to XOR 0 over the runs of `on_table`, by
/// the values `g`; `None` if the XOR is 0 already.
fn grundy_move(on_table: &[bool], low: usize, g: &[GrundyValue]) -> Option<Move> {
    let runs = runs_of(on_table);
    let total = runs.iter().fold(0, |acc, &(_, s)| acc ^ g[s]);
    if total == 0 {
        return None;
    }
    for &(start, s) in &runs {
        let target = g[s] ^ total;
        if target >= g[s] {
            continue;
        }
        // Some split reaches `target`: it is below the mex g[s].
        let i = (0..=s - low).find(|&i| g[i] ^ g[s - low - i] == target)?;
        return Some(Move {
            x: start + i,
            y: low,
        });
    }
    None
}

/// The maximal runs of cards on the table, as (first card, length).
fn runs_of(on_table: &[bool]) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut i = 0;
    while i < on_table.len() {
        if on_table[i] {
            let start = i;
            while i < on_table.len() && on_table[i] {
                i += 1;
            }
            runs.push((start + 1, i - start));
        } else {
            i += 1;
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::sg::Grundy;
    use crate::testing::Rng;

    /// Every position one move away from the cards of `mask` (bit `c - 1`
    /// = card `c`), by the rules: `y` consecutive cards still there.
    fn options(mask: u32, n: usize, low: usize, high: usize) -> Vec<u32> {
        let mut out = Vec::new();
        for y in low..=high.min(n) {
            for x in 0..=n - y {
                let block = ((1u32 << y) - 1) << x;
                if mask & block == block {
                    out.push(mask & !block);
                }
            }
        }
        out
    }

    fn mask_of(player: &Player) -> u32 {
        let table = &player.on_table;
        (0..table.len())
            .filter(|&i| table[i])
            .fold(0, |m, i| m | 1 << i)
    }

    /// Plays every sequence of the other side's moves against `player`
    /// (who is to move if `ours`): each of our replies must be legal and
    /// leave a position lost for the other side by the game tree.
    fn every_line(
        player: &Player,
        ours: bool,
        tree: &mut Outcomes<u32, impl FnMut(&u32) -> Vec<u32>>,
        rules: &dyn Fn(u32) -> Vec<u32>,
    ) {
        let (n, low, high) = (player.on_table.len(), player.low, player.high);
        if ours {
            let mut next = player.clone();
            let before = mask_of(&next);
            let mv = next.reply().expect("we always have a move");
            let after = mask_of(&next);
            assert!(rules(before).contains(&after), "{mv:?} from {before:b}");
            assert!(
                !tree.wins(after),
                "N {n} L {low} R {high}: {mv:?} from {before:b}"
            );
            every_line(&next, false, tree, rules);
        } else {
            for y in low..=high {
                for x in 1..=n + 1 - y {
                    let mut next = player.clone();
                    if next.opponent_moves(Move { x, y }).is_ok() {
                        every_line(&next, true, tree, rules);
                    }
                }
            }
        }
    }

    #[test]
    fn wins_every_line_of_play_up_to_8_cards() {
        for n in 1..=8 {
            for low in 1..=n {
                for high in low..=n {
                    let rules = move |m: u32| options(m, n, low, high);
                    let mut tree = Outcomes::new(Play::Normal, move |&m: &u32| rules(m));
                    let full = (1u32 << n) - 1;
                    let player = Player::new(n, low, high);
                    assert_eq!(
                        player.goes_first(),
                        tree.wins(full),
                        "N {n} L {low} R {high}"
                    );
                    every_line(&player, player.goes_first(), &mut tree, &rules);
                }
            }
        }
    }

    #[test]
    fn chooses_the_winning_side_up_to_14_cards_and_beats_random_play() {
        let mut rng = Rng::new(278);
        for n in 9..=14 {
            for low in 1..=n {
                for high in low..=n {
                    let mut tree =
                        Outcomes::new(Play::Normal, move |&m: &u32| options(m, n, low, high));
                    let full = (1u32 << n) - 1;
                    for game in 0..3 {
                        let mut player = Player::new(n, low, high);
                        assert_eq!(
                            player.goes_first(),
                            tree.wins(full),
                            "N {n} L {low} R {high}"
                        );
                        let mut ours = player.goes_first();
                        loop {
                            if ours {
                                let mv = player.reply().expect("a move");
                                assert!(
                                    !tree.wins(mask_of(&player)),
                                    "{n} {low} {high} {mv:?} game {game}"
                                );
                            }
                            ours = true;
                            let next = options(mask_of(&player), n, low, high);
                            if next.is_empty() {
                                break;
                            }
                            let pick = next[rng.below(next.len())];
                            let taken = mask_of(&player) & !pick;
                            let mv = Move {
                                x: taken.trailing_zeros() as usize + 1,
                                y: taken.count_ones() as usize,
                            };
                            player.opponent_moves(mv).unwrap();
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn grundy_values_match_the_game_tree_of_one_run() {
        for low in 1..=5 {
            let g = grundy_values(low, 14);
            for (n, &value) in g.iter().enumerate() {
                let mut tree = Grundy::new(move |&m: &u32| options(m, n, low, low));
                assert_eq!(value, tree.grundy((1u32 << n) - 1), "L {low} N {n}");
            }
        }
    }

    /// Plays random games: the other side makes random legal moves (its
    /// moves are checked by `Player`), we must never lack a move.
    fn random_game(n: usize, low: usize, high: usize, rng: &mut Rng) {
        let mut player = Player::new(n, low, high);
        let mut ours = player.goes_first();
        loop {
            if ours {
                assert!(player.reply().is_some(), "N {n} L {low} R {high}: no move");
            }
            ours = true;
            let runs: Vec<(usize, usize)> = runs_of(&player.on_table)
                .into_iter()
                .filter(|&(_, s)| s >= low)
                .collect();
            if runs.is_empty() {
                return;
            }
            let (start, s) = runs[rng.below(runs.len())];
            let y = low + rng.below(high.min(s) - low + 1);
            let x = start + rng.below(s - y + 1);
            player.opponent_moves(Move { x, y }).unwrap();
        }
    }

    #[test]
    fn never_lacks_a_move_against_random_play_up_to_2000_cards() {
        let mut rng = Rng::new(2000);
        for _ in 0..60 {
            let n = 1 + rng.below(2000);
            let cap = if rng.below(2) == 0 { 5 } else { n };
            let low = 1 + rng.below(n.min(cap));
            // half of the games with L = R (the Grundy strategy when N - L is odd)
            let high = if rng.below(2) == 0 {
                low
            } else {
                low + rng.below(n - low + 1)
            };
            random_game(n, low, high, &mut rng);
        }
        for (n, low) in [
            (2000, 1),
            (1999, 2),
            (2000, 3),
            (2000, 1999),
            (1, 1),
            (2000, 2000),
        ] {
            random_game(n, low, low, &mut rng);
        }
    }

    #[test]
    fn illegal_moves_are_refused_and_change_nothing() {
        let mut me = Player::new(10, 2, 3);
        assert_eq!(me.reply(), Some(Move { x: 5, y: 2 }));
        let refused = [
            (Move { x: 1, y: 1 }, "removes 1 cards, not 2..=3"),
            (Move { x: 1, y: 4 }, "removes 4 cards, not 2..=3"),
            (Move { x: 0, y: 2 }, "reaches past the cards 1..=10"),
            (Move { x: 9, y: 3 }, "reaches past the cards 1..=10"),
            (
                Move { x: 4, y: 2 },
                "takes card 5, which is no longer on the table",
            ),
        ];
        for (mv, why) in refused {
            let err = me.opponent_moves(mv).unwrap_err();
            assert!(err.to_string().contains(why), "{err}");
        }
        assert_eq!(mask_of(&me), 0b11_1100_1111);
        me.opponent_moves(Move { x: 8, y: 3 }).unwrap();
        assert_eq!(me.reply(), Some(Move { x: 1, y: 3 }));
    }
}

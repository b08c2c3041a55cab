//! Explore a game by its rules: write the moves as a closure, then ask who
//! wins, what the score is, how long the game lasts, and print small
//! cases. These are the brute forces the crate's solvers are checked
//! against, and a contestant's first step on an unseen game.
//!
//! One description of a game serves every engine: a position type `S`
//! (anything `Clone + Eq + Hash`), its moves as a closure, and the crate's
//! vocabulary for the answers ([`Side`](crate::Side),
//! [`Outcome`](crate::Outcome), [`Class`](crate::Class),
//! [`GrundyValue`](crate::GrundyValue)). Every engine memoises by position
//! and searches with an explicit stack (a game a million moves deep does
//! not overflow).
//!
//! | the problem says | engine |
//! |---|---|
//! | who wins (impartial, normal or misère play) | [`Outcomes`], [`HeapSums`] for sums of heaps |
//! | Grundy values of any finite game | [`Grundy`] ([`crate::sg`]) |
//! | a move splits a position into independent parts (a row cut in two, a board into regions): Grundy values and outcomes, memoised by part | [`Splits`] |
//! | Left and Right have different moves: who wins, the outcome class | [`Partizan`]; canonical forms by [`cgt::Search`](crate::cgt::Search) |
//! | the players do not simply alternate (extra turns, passes, phases): who wins (payoff +1 / -1) or a score; each move scores, a payoff at the end; how long the game lasts | [`Minimax`] with [`Move`] |
//! | the game may go on forever: win, lose or draw, how long it lasts, a best move | [`Loopy`] |
//! | values with infinite play detected | [`Reachable::totals`] |
//! | many positions are the same up to symmetry | [`symmetric`], [`Minimax::with_canonical`] |
//! | print small cases (up to 6 columns of integers, lists, words, grids) | [`Table`], [`Column`] |
//! | check a guessed rule by the game's own moves, at positions beyond the table | [`Outcomes::check`], [`Grundy::check`], [`Minimax::check`] ([`Check`]) on [`lists`], [`words`], [`pairs`], [`random_lists`], ... |
//! | a search bounded in plies (a test's reference) | [`outcomes_within`], [`settled_outcomes`] |
//!
//! # Examples
//! **Impartial, normal and misère**: the subtraction game {1, 2}; a heap
//! is lost at multiples of 3, and under misère play at 1 more.
//! ```
//! use cp_games::explore::{Grundy, Outcomes, Play};
//! let take = |&h: &u64| [1, 2].into_iter().filter(move |&s| s <= h).map(move |s| h - s);
//! let mut grundy = Grundy::new(take);
//! assert_eq!(grundy.values(0..6), [0, 1, 2, 0, 1, 2]);
//! let mut misere = Outcomes::new(Play::Misere, take);
//! assert_eq!((0..6).map(|h| misere.wins(h)).collect::<Vec<_>>(), [true, false, true, true, false, true]);
//! ```
//!
//! **Partizan: outcome class and canonical form.** Blue–Red Hackenbush as
//! separate stalks, `(blue, red)` edges left: worth `blue - red`.
//! ```
//! use cp_games::cgt::{Games, Search};
//! use cp_games::explore::Partizan;
//! use cp_games::{Class, Side};
//! let moves = |&(b, r): &(u32, u32), side: Side| match side {
//!     Side::Left => (0..b.min(1)).map(|_| (b - 1, r)).collect::<Vec<_>>(),
//!     Side::Right => (0..r.min(1)).map(|_| (b, r - 1)).collect(),
//! };
//! assert_eq!(Partizan::new(moves).outcome((2, 1)), Class::Left);
//! let mut games = Games::new();
//! let g = Search::new(moves).value(&mut games, (3, 1));
//! assert_eq!(games.display(g), "2");
//! ```
//!
//! **Who first reaches a target** wins: a target position ends the game,
//! and the player to move there (who did not reach it) has lost. Here a
//! count starts at 0, each player adds 1 or 2, and reaching 10 wins.
//! ```
//! use cp_games::explore::{Outcomes, Play};
//! let mut race = Outcomes::new(Play::Normal, |&n: &u32| if n == 10 { vec![] } else { vec![n + 1, n + 2].into_iter().filter(|&m| m <= 10).collect() });
//! assert!(race.wins(0)); // add 1, then keep the count at 1 mod 3
//! assert!(!race.wins(1));
//! ```
//! When **one player wins if the play ever reaches a target** and the other
//! otherwise, it is a [`Minimax`] with the targets final and worth 1 (the
//! maximiser, Left, is the player who wants the target):
//! ```
//! use cp_games::explore::Minimax;
//! use cp_games::Side;
//! // A token on 0..=6; Left moves it +1 or +2, Right +1 or +3; 5 is the target.
//! let step = |&p: &u32, s: Side| -> Vec<u32> { let d = if s == Side::Left { [1, 2] } else { [1, 3] }; d.iter().map(|d| p + d).filter(|&q| q <= 6).collect() };
//! let mut reach = Minimax::new(|p: &u32, s| if *p == 5 { vec![] } else { step(p, s) }, |p: &u32, _| (*p == 5) as u8);
//! assert_eq!(reach.value(3, Side::Left), 1); // +2
//! assert_eq!(reach.value(3, Side::Right), 0); // +3 jumps over it
//! ```

mod check;
mod draws;
mod heap_sums;
mod minimax;
mod partizan;
pub(crate) mod positions;
mod reachable;
mod search;
mod splits;
mod table;

pub use crate::sg::Grundy;
pub use check::{Check, CheckOptions, Failure};
pub use draws::{outcomes_within, settled_outcomes};
pub use heap_sums::HeapSums;
pub use minimax::{Minimax, Move};
pub use partizan::Partizan;
pub use positions::{lists, pairs, random_lists, random_words, triples, words, Sequences};
pub use reachable::{symmetric, Loopy, Reachable};
pub use search::{sorted, sum_options, Outcomes, Play};
pub use splits::Splits;
pub use table::{Cases, Cell, Column, Lists, Table};

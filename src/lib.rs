//! Competitive-programming solvers for inclusion–exclusion counting,
//! impartial games and partizan games.
//!
//! | module | problem | entry points |
//! |---|---|---|
//! | [`inclusion_exclusion`] | AcWing 890: count multiples | [`count_multiples`] |
//! | [`nim`] | AcWing 891: Nim | [`nim_sum`], [`winning_move`] |
//! | [`nim::staircase`] | AcWing 892: staircase Nim | [`staircase::winning_move`] |
//! | [`nim::misere`], [`nim::bash`], [`nim::fibonacci`], [`nim::georgia_bob`], [`wythoff`] | named games: HDU 1907, HDU 1846, HDU 2516, POJ 1704, POJ 1067 | `first_player_wins`, `winning_move`, [`wythoff::winning_moves`] |
//! | [`sg`] | Sprague–Grundy for any game | [`mex`], [`Grundy`] |
//! | [`sg::subtraction`], [`sg::set_nim`] | AcWing 893: Set-Nim | [`SubtractionGame`], [`SetNim`] |
//! | [`sg::split`] | AcWing 894: split Nim | [`split::grundy`] |
//! | [`sg::lasker`], [`sg::set_nim`], [`nim::moore`] | HDU 3032 Lasker's Nim, HDU 1536 S-Nim, Luogu P2490 Moore's Nim-k | [`lasker::grundy`], [`SetNim`], [`moore::winning_move`], [`count_first_player_wins`] |
//! | [`sg::octal`], [`sg::treblecross`] | octal games; UVa 10561: Treblecross | [`OctalGame`], [`solve`], [`Treblecross`] |
//! | [`sg::graph`], [`sg::hackenbush`] | AcWing 1319: tokens on a DAG; AGC017 D, POJ 3710: Green Hackenbush | [`grundy_values`], [`outcomes`], [`tree_grundy`], [`graph_grundy`] |
//! | [`sg::cutting`], [`stones`] | POJ 2311 cutting game; AcWing 1321, 1322 stone games | [`CuttingGame`], [`take_or_merge`], [`either_end`] |
//! | [`stones::candy_piles`] | AtCoder AGC002 E: Candy Piles | [`candy_piles`] |
//! | [`stones::tree_game`] | AtCoder AGC010 F: Tree Game | [`winning_starts`] |
//! | [`sg::prefix_free`] | AtCoder ARC087 C: Prefix-free Game | [`prefix_free::grundy`] |
//! | [`sg::graph::retrograde`], [`sg::graph::targets`], [`sg::graph::valued`] | games with draws: ABC209 E, CF 786A, Luogu P6560; values with infinite play: ABC261 Ex (on a closure: [`explore`]) | [`Retrograde`], [`TargetGames`], [`min_max_totals`] |
//! | [`sg::graph::edge_subsets`] | AtCoder AGC016 F: edge subsets of a DAG counted by who wins | [`edge_subsets::count_first_player_wins`] |
//! | [`sg::interval`], [`sg::divisor`], [`sg::colouring`] | AtCoder ABC206 F, ABC368 F; Codeforces 1704F | [`IntervalGame`], [`Omegas`], [`Colouring`] |
//! | [`sg::heap_rules`] | heap rulesets (Multi-SG): Luogu P3235, P2148, P3185; Codeforces 1312F | [`Table`], [`prove_by_window`], [`Pattern`] |
//! | [`nim::counting`], [`nim::lance`] | counting by nim-sum (Walsh–Hadamard): AtCoder ABC212 H, ABC265 Ex | [`count_nonzero_nim_sums`], [`lance::count_first_player_wins`] |
//! | [`stones::pebbles`] | AtCoder ARC143 C: Piles of Pebbles (partizan) | [`pebbles::first_player_wins`] |
//! | [`sg::consecutive`] | AtCoder ABC278 G (interactive): removing consecutive cards | [`Player`] |
//! | [`sg::bipartite`] | the token game on a bipartite graph, by maximum matching; Luogu P1971 | [`MatchingGame`], [`sliding::Board`] |
//! | [`nim::unfair`], [`nim::dishes`] | AtCoder ABC172 F: Unfair Nim; ARC105 D: Let's Play Nim | [`least_transfer`], [`dishes::first_player_wins`] |
//! | [`sg::graph::retrograde`] lengths, [`sg::graph::chase`] | win / lose / draw with the game's length (winner fastest, loser slowest) and a best move, on a graph or numbered positions; Luogu P4576 | [`Numbered`], [`Chase`] |
//! | [`sg::subtraction::bitset`] | word-parallel Grundy tables for dense move sets; Codeforces 1091H | [`bitset::grundy_sequence`] |
//! | [`stones::deque_game`] | minimax (zero-sum) over deques; AtCoder ARC116 F | [`final_sum`] |
//! | [`nimber`] | Library Checker nim_product_64: nimbers | [`nim_product`], [`NimField`] |
//! | [`arc134e`] | AtCoder ARC134 E: Modulo Nim | [`count_winning`], [`is_losing`] |
//! | [`coin_turning`] | coin-turning games, the Tartan theorem; Luogu P2594 | [`coin_values`], [`line`], [`tartan`], [`connected::first_player_wins`] |
//! | [`nim::staircase::tree`], [`coin_turning::sharti`] | Codeforces 1498F: staircase Nim on a tree, every root; Codeforces 494E: Sharti, squares on a board of side 10^9 | [`winning_roots`], [`sharti::grundy`] |
//! | [`cgt`] | partizan games: numbers, canonical forms, stops, temperature; any game by its moves; Blue–Red Hackenbush; AtCoder ABC229 H: Advance or Eat | [`Games`], [`Dyadic`], [`cgt::Search`], [`advance_or_eat::first_player_wins`] |
//! | [`explore`] | explore a game by its rules: who wins, scores with any turn order, how long a game that may go on forever lasts, games that split into independent parts, symmetry, tables of small cases | [`Outcomes`], [`Minimax`], [`Loopy`], [`Reachable`], [`Splits`](explore::Splits), [`Table`](explore::Table) |
//! | [`cgt::domineering`], [`cgt::toads_frogs`] | Domineering on any board, Toads and Frogs | [`Domineering`], [`ToadsFrogs`] |
//! | [`guess`] | the rule behind a brute force's table (periods, recurrences, sets, regions, families, sums, and formulas in min, max, log2, parity and counts over integers, lists and words), evaluated at 10^18 and printed as Rust | [`guess::guess`], [`guess::Table`], [`guess::Found::rust`] |
//!
//! # Conventions
//!
//! Every public item speaks one vocabulary ([`outcome`]):
//!
//! - **Players**: [`Side`] (`Left`, `Right`), for partizan games and for
//!   whoever moves first in a judge's story.
//! - **Outcomes**: [`Outcome`] (`Win`, `Lose`, `Draw`) for the player to
//!   move, whatever the game: impartial, loopy or partizan; [`Class`] (`L`,
//!   `R`, `P`, `N`) for a partizan game's outcome class. No public
//!   signature returns a `(bool, bool)` outcome.
//! - **Grundy values** are [`GrundyValue`] (`u64`): values from any two
//!   modules XOR with no conversion.
//! - **Move sets** are `&[u64]`.
//! - **Names**: `first_player_wins(..) -> bool`; `count_*` returns a count
//!   modulo the problem's prime; `winning_move` returns the position
//!   *after* the move (`None` when the position is lost); `grundy` returns
//!   a [`GrundyValue`].
//! - **Errors** are typed (an enum or struct implementing
//!   [`std::error::Error`]), never `String`.
//!
//! [`testing`] holds what the crate's tests use besides [`explore`]: a
//! reproducible random generator and every small input.
//!
//! [`input`] reads judge input (integers, words, several test cases) with
//! one-line error messages that name the value and the case, and [`judge`]
//! runs a solution as a judge process (or, for an interactive problem, as
//! one side of a dialogue: [`judge::interact`]); the binaries in `src/bin/`
//! are built from the two.
//!
//! [`count_multiples`]: inclusion_exclusion::count_multiples
//! [`MatchingGame`]: sg::bipartite::MatchingGame
//! [`sliding::Board`]: sg::bipartite::sliding::Board
//! [`least_transfer`]: nim::unfair::least_transfer
//! [`dishes::first_player_wins`]: nim::dishes::first_player_wins
//! [`nim_sum`]: nim::nim_sum
//! [`winning_move`]: nim::winning_move
//! [`staircase::winning_move`]: nim::staircase::winning_move
//! [`SubtractionGame`]: sg::subtraction::SubtractionGame
//! [`SetNim`]: sg::set_nim::SetNim
//! [`split::grundy`]: sg::split::grundy
//! [`OctalGame`]: sg::octal::OctalGame
//! [`solve`]: sg::octal::solved::solve
//! [`Treblecross`]: sg::treblecross::Treblecross
//! [`lasker::grundy`]: sg::lasker::grundy
//! [`moore::winning_move`]: nim::moore::winning_move
//! [`count_first_player_wins`]: nim::moore::counting::count_first_player_wins
//! [`mex`]: sg::mex
//! [`CuttingGame`]: sg::cutting::CuttingGame
//! [`take_or_merge`]: stones::take_or_merge::first_player_wins
//! [`either_end`]: stones::either_end::first_player_wins
//! [`Grundy`]: sg::Grundy
//! [`candy_piles`]: stones::candy_piles::first_player_wins
//! [`winning_starts`]: stones::tree_game::winning_starts
//! [`prefix_free::grundy`]: sg::prefix_free::grundy
//! [`Player`]: sg::consecutive::Player
//! [`Retrograde`]: sg::graph::retrograde::Retrograde
//! [`TargetGames`]: sg::graph::targets::TargetGames
//! [`min_max_totals`]: sg::graph::valued::min_max_totals
//! [`edge_subsets::count_first_player_wins`]: sg::graph::edge_subsets::count_first_player_wins
//! [`IntervalGame`]: sg::interval::IntervalGame
//! [`Omegas`]: sg::divisor::Omegas
//! [`Colouring`]: sg::colouring::Colouring
//! [`Table`]: sg::heap_rules::Table
//! [`prove_by_window`]: sg::heap_rules::prove_by_window
//! [`Pattern`]: sg::period::Pattern
//! [`count_nonzero_nim_sums`]: nim::counting::count_nonzero_nim_sums
//! [`lance::count_first_player_wins`]: nim::lance::count_first_player_wins
//! [`pebbles::first_player_wins`]: stones::pebbles::first_player_wins
//! [`Numbered`]: sg::graph::retrograde::Numbered
//! [`Chase`]: sg::graph::chase::Chase
//! [`bitset::grundy_sequence`]: sg::subtraction::bitset::grundy_sequence
//! [`final_sum`]: stones::deque_game::final_sum
//! [`nim_product`]: nimber::nim_product
//! [`NimField`]: nimber::NimField
//! [`grundy_values`]: sg::graph::grundy_values
//! [`outcomes`]: sg::graph::outcomes
//! [`tree_grundy`]: sg::hackenbush::tree_grundy
//! [`graph_grundy`]: sg::hackenbush::graph_grundy
//! [`count_winning`]: arc134e::count_winning
//! [`is_losing`]: arc134e::is_losing
//! [`coin_values`]: coin_turning::coin_values
//! [`line`]: mod@coin_turning::line
//! [`tartan`]: coin_turning::tartan
//! [`connected::first_player_wins`]: coin_turning::connected::first_player_wins
//! [`winning_roots`]: nim::staircase::tree::winning_roots
//! [`sharti::grundy`]: coin_turning::sharti::grundy
//! [`Games`]: cgt::Games
//! [`Outcomes`]: explore::Outcomes
//! [`Minimax`]: explore::Minimax
//! [`Loopy`]: explore::Loopy
//! [`Reachable`]: explore::Reachable
//! [`Dyadic`]: cgt::Dyadic
//! [`Domineering`]: cgt::domineering::Domineering
//! [`ToadsFrogs`]: cgt::toads_frogs::ToadsFrogs
//! [`advance_or_eat::first_player_wins`]: cgt::advance_or_eat::first_player_wins

#![warn(missing_docs)]

pub mod arc134e;
pub mod cgt;
pub mod coin_turning;
pub mod explore;
pub mod guess;
pub mod inclusion_exclusion;
pub mod input;
pub mod judge;
pub mod modular;
pub mod nim;
pub mod nimber;
pub mod outcome;
pub mod sg;
pub mod stones;
pub mod testing;
pub mod wythoff;

pub use outcome::{Class, GrundyValue, Outcome, Side};

// The Rust snippets of the README and of docs/ run as doctests, so the
// pages cannot rot (and a code block without a language, which rustdoc
// would take for Rust, fails there).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/library.md")]
struct LibraryPageDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/adding-a-problem.md")]
struct AddingAProblemPageDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/benchmarks.md")]
struct BenchmarksPageDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/contest.md")]
struct ContestPageDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/bundling.md")]
struct BundlingPageDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/examples.md")]
struct ExamplesPageDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/guess.md")]
struct GuessPageDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/input.md")]
struct InputPageDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/octal-games.md")]
struct OctalGamesPageDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/stress.md")]
struct StressPageDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/testing.md")]
struct TestingPageDoctests;

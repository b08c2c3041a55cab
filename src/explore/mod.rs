//! Explore a game by its rules: write the moves as a closure, ask who wins,
//! what the score is, how long the game lasts, and print small cases.
//!
//! TODO(explore): module overview.

mod draws;
mod heap_sums;
mod minimax;
mod partizan;
mod reachable;
mod search;

pub use draws::{outcomes_within, settled_outcomes};
pub use heap_sums::HeapSums;
pub use minimax::{Minimax, Move};
pub use partizan::Partizan;
pub use reachable::{symmetric, Loopy, Reachable};
pub use search::{sorted, sum_options, Outcomes, Play};

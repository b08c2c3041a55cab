//! Nim: piles of stones, a move takes any positive number of stones from one
//! pile, and the player who cannot move loses (AcWing 891).
//!
//! Bouton's theorem: the player to move wins exactly when the XOR of the pile
//! sizes (the *nim-sum*) is non-zero. From a zero nim-sum every move changes
//! one pile and so makes the nim-sum non-zero; from a non-zero nim-sum `x`,
//! some pile `a` has the highest set bit of `x`, so `a ^ x < a` and reducing
//! that pile to `a ^ x` makes the nim-sum zero. The player facing zero piles
//! (nim-sum zero) loses.
//!
//! Variants, one module each:
//! - [`staircase`]: Nim played on the odd steps of a staircase (AcWing 892),
//!   and on a tree for every root ([`staircase::tree`], Codeforces 1498F);
//! - [`georgia_bob`]: chessmen sliding left on a row, staircase Nim in
//!   disguise (POJ 1704);
//! - [`misere`]: whoever takes the last stone loses (HDU 1907);
//! - [`bash`]: one pile, take 1 to `m` stones (HDU 1846);
//! - [`fibonacci`]: one pile, take up to twice the last take (HDU 2516);
//! - [`forbidden`]: some moves `(pile size, stones taken)` are forbidden
//!   (AtCoder ABC255 G);
//! - [`moore`]: a move may lower up to `k` piles (Moore's Nim-`k`, counted
//!   in Luogu P2490);
//! - [`unfair`]: the second player may first move stones from pile 1 to
//!   pile 2 (AtCoder ABC172 F);
//! - [`dishes`]: bags poured onto dishes, then Nim on the dishes (AtCoder
//!   ARC105 D).
//!
//! [`counting`] counts sequences of heaps by their nim-sum (AtCoder ABC212 H)
//! with the Walsh–Hadamard transform; [`lance`] counts the placements of
//! the No-capture Lance Game (AtCoder ABC265 Ex), integers plus a Nim heap
//! per row, with it.
//!
//! Wythoff's game, with its two piles, is [`crate::wythoff`].

pub mod bash;
pub mod counting;
pub mod dishes;
pub mod fibonacci;
pub mod forbidden;
pub mod georgia_bob;
pub mod lance;
pub mod misere;
pub mod moore;
pub mod staircase;
pub mod unfair;

/// Returns the nim-sum (XOR) of the pile sizes.
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// assert_eq!(cp_games::nim::nim_sum([2, 3]), 1);
/// ```
pub fn nim_sum(piles: impl IntoIterator<Item = u64>) -> u64 {
    piles.into_iter().fold(0, |x, pile| x ^ pile)
}

/// Returns whether the player to move wins Nim with these piles.
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// use cp_games::nim::first_player_wins;
/// assert!(first_player_wins([2, 3]));
/// assert!(!first_player_wins([5, 5]));
/// assert!(!first_player_wins([]));
/// ```
pub fn first_player_wins(piles: impl IntoIterator<Item = u64>) -> bool {
    nim_sum(piles) != 0
}

/// A Nim move: reduce pile number `pile` (0-based) to `to` stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// Index of the pile to take from.
    pub pile: usize,
    /// Size the pile is left with; smaller than its current size.
    pub to: u64,
}

/// Returns a move that leaves nim-sum zero, or `None` if the position is
/// lost (nim-sum already zero), for piles of any `u64` size.
///
/// The move is taken on the first pile that has the nim-sum's highest set
/// bit.
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// use cp_games::nim::{winning_move, Move};
/// assert_eq!(winning_move(&[2, 3]), Some(Move { pile: 1, to: 2 }));
/// assert_eq!(winning_move(&[7, 7]), None);
/// ```
pub fn winning_move(piles: &[u64]) -> Option<Move> {
    let x = nim_sum(piles.iter().copied());
    if x == 0 {
        return None;
    }
    let top = 1u64 << (63 - x.leading_zeros());
    // Some pile must carry the top bit of x, or x could not have it.
    let pile = piles.iter().position(|&a| a & top != 0)?;
    Some(Move {
        pile,
        to: piles[pile] ^ x,
    })
}

/// Nim played out by game-tree search under `play`, no theory: a move
/// takes one pile down to any smaller size. For the tests of the Nim
/// variants.
#[cfg(test)]
pub(crate) fn nim_search(play: crate::explore::Play) -> crate::explore::HeapSums {
    crate::explore::HeapSums::new(play, |p| (0..p).map(|to| vec![to]).collect::<Vec<_>>())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::Play;
    use crate::testing::sequences;

    #[test]
    fn matches_game_tree_search_on_small_positions() {
        let mut memo = nim_search(Play::Normal);
        for piles in (0..=3).flat_map(|n| sequences(n, 0..=6)) {
            let wins = memo.wins(&piles);
            assert_eq!(first_player_wins(piles.iter().copied()), wins, "{piles:?}");
            match winning_move(&piles) {
                None => assert!(!wins),
                Some(Move { pile, to }) => {
                    assert!(to < piles[pile]);
                    let mut next = piles.clone();
                    next[pile] = to;
                    assert!(!memo.wins(&next), "{piles:?} -> {next:?}");
                }
            }
        }
    }

    #[test]
    fn one_pile_and_extremes() {
        assert_eq!(winning_move(&[1]), Some(Move { pile: 0, to: 0 }));
        assert_eq!(winning_move(&[u64::MAX]), Some(Move { pile: 0, to: 0 }));
        assert_eq!(winning_move(&[u64::MAX, u64::MAX]), None);
        assert_eq!(
            winning_move(&[u64::MAX, 1 << 63]),
            Some(Move {
                pile: 0,
                to: 1 << 63
            })
        );
    }

    proptest::proptest! {
        #[test]
        fn winning_move_leaves_nim_sum_zero(piles in proptest::collection::vec(proptest::num::u64::ANY, 0..20)) {
            match winning_move(&piles) {
                None => proptest::prop_assert_eq!(piles.iter().fold(0, |x, p| x ^ p), 0),
                Some(Move { pile, to }) => {
                    proptest::prop_assert!(to < piles[pile]);
                    let mut next = piles.clone();
                    next[pile] = to;
                    proptest::prop_assert_eq!(next.iter().fold(0, |x, p| x ^ p), 0);
                }
            }
        }
    }
}

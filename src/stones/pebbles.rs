//! AtCoder ARC143 C, Piles of Pebbles: a partizan game on `N` piles. On his
//! turn Takahashi (who moves first) chooses one or more piles, each with at
//! least `X` pebbles, and removes exactly `X` pebbles from each; Aoki does
//! the same with `Y`. The player who cannot move loses.
//!
//! Moves touch several piles at once, so the position is not a sum of one
//! game per pile; it is decided by strategies on the residues
//! `B_i = A_i mod (X + Y)`.
//!
//! # Theorem
//! Takahashi wins exactly when some `B_i >= X`, and, if `X > Y`, no `B_i`
//! lies in `[Y, X)`.
//!
//! *Proof.* Write `R = X + Y`. Every move removes pebbles, so the game ends.
//!
//! (a) *If every `B_i < X` and Takahashi is to move, Aoki wins.* Aoki
//! answers a move on the piles `T` by removing `Y` from the same piles.
//! This is legal: a pile `i` of `T` had `A_i >= X > B_i`, so
//! `A_i = qR + B_i` with `q >= 1`, and `A_i - X = (q - 1) R + B_i + Y >= Y`.
//! Afterwards pile `i` holds `A_i - R`, with the same residue, so every
//! residue is again below `X` on Takahashi's turn. Aoki always has a reply,
//! so it is Takahashi who eventually cannot move.
//!
//! (a') Symmetrically, *if every `B_i < Y` and Aoki is to move, Takahashi
//! wins*.
//!
//! (b) *If some `B_i >= X` and no `B_i` lies in `[Y, X)`, Takahashi wins.*
//! He removes `X` from every pile with `B_i >= X` (legal, as `A_i >= B_i`).
//! Those residues become `B_i - X < Y`; the others were `B_j < X` and not in
//! `[Y, X)`, so `B_j < Y`. Every residue is below `Y` with Aoki to move:
//! (a').
//!
//! (c) *If `X > Y`, some `B_j` lies in `[Y, X)`, and Takahashi is to move,
//! Aoki wins.* After Takahashi's move on `T`, a residue `r_i` is `B_i - X`
//! (pile of `T` with `B_i >= X`), `B_i + Y` (pile of `T` with `B_i < X`, by
//! the computation in (a)), or `B_i` (pile not in `T`). Aoki removes `Y`
//! from every pile with `r_i >= X` (legal: `r_i >= X > Y`), which leaves
//! `r_i - Y < R - Y = X`. If there is no such pile, he removes `Y` from
//! pile `j` instead: its residue is `B_j` or `B_j + Y`, at least `Y` and
//! (as no residue is `>= X`) below `X`, and becomes less than `X - Y`.
//! Either way Aoki moves and leaves every residue below `X` on Takahashi's
//! turn: (a).
//!
//! If no `B_i >= X`, (a) applies. If some `B_i >= X`, (b) applies when
//! `X <= Y` (`[Y, X)` is empty) and when `X > Y` without a residue in
//! `[Y, X)`; (c) applies otherwise. ∎

/// Returns whether Takahashi, who moves first removing `take_first`
/// pebbles from each chosen pile, wins against Aoki removing `take_second`
/// (see the module documentation for the proof).
///
/// # Panics
/// If `take_first` or `take_second` is 0.
///
/// # Complexity
/// O(`piles.len()`).
///
/// # Example
/// ```
/// use cp_games::stones::pebbles::first_player_wins;
/// assert!(first_player_wins(&[3, 3], 1, 1));
/// assert!(!first_player_wins(&[3, 3], 1, 2));
/// ```
pub fn first_player_wins(piles: &[u64], take_first: u64, take_second: u64) -> bool {
    assert!(
        take_first > 0 && take_second > 0,
        "first_player_wins: moves must remove at least one pebble"
    );
    let (x, y) = (take_first, take_second);
    let round = x + y;
    let mut some_move = false;
    let mut blocked = false;
    for &a in piles {
        let b = a % round;
        some_move |= b >= x;
        blocked |= y <= b && b < x;
    }
    some_move && !blocked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{sorted, Outcomes, Play};
    use crate::testing::{random_sequence, Rng};

    /// A position of the played game: the piles (sorted, as their order
    /// does not matter) and whether Takahashi is to move.
    type Position = (Vec<u64>, bool);

    /// The rules, with no theory: the mover chooses a non-empty set of
    /// piles holding at least his amount each and removes it from each.
    fn options((piles, takahashi): &Position, x: u64, y: u64) -> Vec<Position> {
        let take = if *takahashi { x } else { y };
        let n = piles.len();
        (1u32..1 << n)
            .filter(|set| (0..n).all(|i| set >> i & 1 == 0 || piles[i] >= take))
            .map(|set| {
                let next = (0..n)
                    .map(|i| piles[i] - if set >> i & 1 == 1 { take } else { 0 })
                    .collect();
                (sorted(next), !*takahashi)
            })
            .collect()
    }

    #[test]
    fn matches_a_game_tree_search_on_every_small_position() {
        for x in 1..=4u64 {
            for y in 1..=4u64 {
                let mut search = Outcomes::new(Play::Normal, |p: &Position| options(p, x, y));
                for n in 1..=3usize {
                    let mut piles = vec![1u64; n];
                    loop {
                        let wins = search.wins((sorted(piles.clone()), true));
                        assert_eq!(
                            first_player_wins(&piles, x, y),
                            wins,
                            "{piles:?}, X = {x}, Y = {y}"
                        );
                        match piles.iter().position(|&a| a < 11) {
                            Some(i) => {
                                piles[i] += 1;
                                piles[..i].iter_mut().for_each(|a| *a = 1);
                            }
                            None => break,
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn matches_a_game_tree_search_on_random_positions() {
        let mut rng = Rng::new(143);
        for _ in 0..60 {
            let x = 1 + rng.below_u64(6);
            let y = 1 + rng.below_u64(6);
            let mut search = Outcomes::new(Play::Normal, |p: &Position| options(p, x, y));
            let piles = random_sequence(&mut rng, 4..=5, 1..=14);
            let wins = search.wins((sorted(piles.clone()), true));
            assert_eq!(
                first_player_wins(&piles, x, y),
                wins,
                "{piles:?}, X = {x}, Y = {y}"
            );
        }
    }

    #[test]
    fn samples_and_large_values() {
        assert!(first_player_wins(&[3, 3], 1, 1));
        assert!(!first_player_wins(&[3, 3], 1, 2));
        let e9 = 1_000_000_000;
        // X + Y = 2e9 > every pile: the residues are the piles.
        assert!(first_player_wins(&[e9], e9, e9));
        assert!(!first_player_wins(&[e9 - 1], e9, e9));
        assert!(!first_player_wins(&[e9, 1], e9, 1));
        assert!(first_player_wins(&[e9, e9], e9, 1));
    }
}

//! The subtraction game played by its rule, and every small move set: the
//! brute force and the cases that the tests of subtraction-like games
//! (plain, Set-Nim, runs of moves, octal codes that subtract) share.

use super::sequences::subsets;
use crate::explore::HeapSums;
use crate::explore::Play;
use crate::GrundyValue;

/// Every non-empty move set within `1..=max`, each increasing, in the
/// order of its bit mask (bit `s - 1` for the move `s`): `[1]`, `[2]`,
/// `[1, 2]`, `[3]`, ... ([`subsets`] of `1..=max` but the empty one).
///
/// # Panics
/// If `max` is 32 or more.
///
/// # Complexity
/// O(`max` · 2^`max`) time and memory.
///
/// # Example
/// ```
/// use cp_games::testing::move_sets;
/// let sets: Vec<Vec<u64>> = move_sets(2).collect();
/// assert_eq!(sets, [vec![1], vec![2], vec![1, 2]]);
/// ```
pub fn move_sets(max: u64) -> impl Iterator<Item = Vec<u64>> {
    subsets(&(1..=max).collect::<Vec<u64>>())
        .into_iter()
        .skip(1)
}

/// The Grundy values of the heaps `0..len` of the subtraction game with
/// move set `moves` (a move takes `s` tokens, `s` in `moves`, from a heap
/// of at least `s`), by the definition: heap after heap, the least value
/// that no heap one move away has.
///
/// # Complexity
/// O(`len` · `moves.len()`) time (a heap has at most `moves.len()`
/// options, so the value is at most that), O(`len`) memory.
///
/// # Example
/// ```
/// use cp_games::testing::subtraction_values;
/// assert_eq!(subtraction_values(&[1, 3, 4], 8), [0, 1, 0, 1, 2, 3, 2, 0]);
/// ```
pub fn subtraction_values(moves: &[u64], len: usize) -> Vec<GrundyValue> {
    let mut g: Vec<GrundyValue> = Vec::with_capacity(len);
    for h in 0..len {
        let mut seen = vec![false; moves.len() + 1];
        for &s in moves.iter().filter(|&&s| s <= h as u64) {
            if let Some(flag) = seen.get_mut(g[h - s as usize] as usize) {
                *flag = true;
            }
        }
        g.push(seen.iter().position(|&f| !f).unwrap() as GrundyValue);
    }
    g
}

/// Sums of heaps of the subtraction game with move set `moves` (remove
/// exactly `s` tokens from one heap, `s` in `moves`), searched by the rules
/// under normal play: no Grundy values.
///
/// # Example
/// ```
/// use cp_games::testing::subtraction_sums;
/// let mut game = subtraction_sums(&[1, 2]);
/// assert!(!game.wins(&[3]) && game.wins(&[3, 1]));
/// ```
pub fn subtraction_sums(moves: &[u64]) -> HeapSums {
    let moves = moves.to_vec();
    HeapSums::new(Play::Normal, move |h| {
        let fits = moves.iter().filter(move |&&s| s <= h);
        fits.map(move |&s| vec![h - s]).collect::<Vec<_>>()
    })
}

//! Lasker's Nim (HDU 3032 "Nim or not Nim?"): heaps of stones; a move
//! either takes any positive number of stones from one heap, or splits one
//! heap into two smaller non-empty heaps. The player who cannot move loses.
//!
//! A heap of `x` has the options `y` for `y < x` (take) and the sums
//! `a + b` with `a, b >= 1`, `a + b = x` (split), so
//! `sg(x) = mex({ sg(y) : y < x } ∪ { sg(a) ^ sg(b) : a + b = x })`.
//!
//! **Closed form.** `sg(0) = 0`, and for `k >= 0`
//! `sg(4k + 1) = 4k + 1`, `sg(4k + 2) = 4k + 2`, `sg(4k + 3) = 4k + 4`,
//! `sg(4k + 4) = 4k + 3`: the identity, except that `4k + 3` and `4k + 4`
//! swap.
//!
//! *Proof,* by induction on `x`. Assume the form for every heap below `x`.
//! It maps each block `{4j + 1, ..., 4j + 4}` onto itself, so the take
//! options of `x = 4k + r` (`r` in `1..=4`) give exactly the values
//! `sg(0..x)`: `0..=4k` from the complete blocks, plus those of the heaps
//! `4k + 1 ..= x - 1`. For the splits only residues mod 4 matter: a
//! non-empty heap `a` has `sg(a) ≡ 1, 2, 0, 3 (mod 4)` for `a ≡ 1, 2, 3, 0`.
//! - `x = 4k + 1`: takes give `0..=4k`; splits pair residues
//!   `{0, 1}` or `{2, 3}`, values `≡ 3 ^ 1 = 2 ^ 0 = 2 (mod 4)`, never
//!   `4k + 1`. So `sg(x) = 4k + 1`.
//! - `x = 4k + 2`: takes give `0..=4k + 1`; splits pair `{1, 1}`, `{3, 3}`
//!   (value `≡ 0`) or `{0, 2}` (`≡ 3 ^ 2 = 1`), never `4k + 2`. So
//!   `sg(x) = 4k + 2`.
//! - `x = 4k + 3`: takes give `0..=4k + 2`; splits pair `{1, 2}` or
//!   `{0, 3}`, values `≡ 3`, and the split `1 + (4k + 2)` reaches
//!   `1 ^ (4k + 2) = 4k + 3`. Nothing reaches `4k + 4 ≡ 0`. So
//!   `sg(x) = 4k + 4`.
//! - `x = 4k + 4`: takes give `0..=4k + 2` and `sg(4k + 3) = 4k + 4`; splits
//!   pair `{1, 3}` (value `≡ 1 ^ 0 = 1`), `{2, 2}` or `{0, 0}` (`≡ 0`), never
//!   `4k + 3 ≡ 3`. So `sg(x) = 4k + 3`.
//!
//! A heap of `2^64 - 1 ≡ 3 (mod 4)` has value `2^64`, one past
//! [`GrundyValue`]: [`grundy`] takes heaps up to `2^64 - 2`, and
//! [`first_player_wins`] and [`winning_move`], which decide a whole sum,
//! take every `u64` heap, XORing the values in `u128` inside.
//!
//! **Winning move.** With `X` the XOR of all values, pick a heap `h` whose
//! value has `X`'s highest bit, so `t = sg(h) ^ X < sg(h)`. The closed form
//! is an involution, so the heap with value `t` is `sg(t)`; it is below `h`
//! (take down to it) unless `h = 4k + 3` and `t = 4k + 3`, and then the
//! split `1 + (4k + 2)` has value `1 ^ (4k + 2) = t`.

use crate::GrundyValue;

/// Returns the Grundy value of a Lasker's-Nim heap of `heap` stones.
///
/// Branch-free: `heap` plus one if `heap ≡ 3 (mod 4)`, minus one if
/// `heap ≡ 0 (mod 4)` and non-zero.
///
/// # Constraints
/// `heap <= 2^64 - 2`: the heap of `2^64 - 1` has value `2^64`, which is
/// not a [`GrundyValue`]. [`first_player_wins`] and [`winning_move`] take
/// that heap too.
///
/// # Panics
/// If `heap` is `u64::MAX`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cp_games::sg::lasker::grundy;
/// let values: Vec<u64> = (0..9).map(grundy).collect();
/// assert_eq!(values, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// assert_eq!(grundy(u64::MAX - 1), u64::MAX - 1);
/// ```
#[inline]
pub fn grundy(heap: u64) -> GrundyValue {
    let value = wide(heap);
    assert!(
        value <= u128::from(GrundyValue::MAX),
        "lasker::grundy: the heap of 2^64 - 1 has value 2^64, beyond a GrundyValue"
    );
    value as GrundyValue
}

/// The Grundy value of any heap, `2^64` included.
#[inline]
fn wide(heap: u64) -> u128 {
    let low = heap & 3;
    let up = u128::from(low == 3);
    let down = u128::from((low == 0) & (heap != 0));
    u128::from(heap) + up - down
}

/// The XOR of the heaps' Grundy values, exact for every heap.
fn wide_sum(heaps: impl IntoIterator<Item = u64>) -> u128 {
    heaps.into_iter().fold(0, |x, h| x ^ wide(h))
}

/// Returns whether the player to move wins Lasker's Nim on these heaps:
/// the XOR of their Grundy values is non-zero.
///
/// # Complexity
/// O(number of heaps).
///
/// # Example
/// ```
/// use cp_games::sg::lasker::first_player_wins;
/// assert!(first_player_wins([2, 2, 3])); // 2 ^ 2 ^ 4
/// assert!(!first_player_wins([3, 3]));
/// ```
pub fn first_player_wins(heaps: impl IntoIterator<Item = u64>) -> bool {
    wide_sum(heaps) != 0
}

/// A move of Lasker's Nim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// Reduce heap number `heap` (0-based) to `to` stones.
    Take {
        /// Index of the heap.
        heap: usize,
        /// Stones left on it, fewer than before.
        to: u64,
    },
    /// Replace heap number `heap` by two non-empty heaps of these sizes.
    Split {
        /// Index of the heap.
        heap: usize,
        /// The two new heaps; they add up to the old one.
        into: (u64, u64),
    },
}

/// Returns a move to a position of Grundy value 0, or `None` if the
/// position is lost (its value is already 0).
///
/// # Complexity
/// O(number of heaps).
///
/// # Example
/// ```
/// use cp_games::sg::lasker::{winning_move, Move};
/// // Values 2 ^ 2 ^ 4 = 4: the heap of 3 (value 4) goes to value 0.
/// assert_eq!(winning_move(&[2, 2, 3]), Some(Move::Take { heap: 2, to: 0 }));
/// // Values 8 ^ 4 = 12: the heap of 7 (value 8) goes to value 4, a heap of 3.
/// assert_eq!(winning_move(&[7, 3]), Some(Move::Take { heap: 0, to: 3 }));
/// // Values 4 ^ 1 ^ 2 = 7: the heap of 3 must reach value 3, which only
/// // the split 1 + 2 has.
/// assert_eq!(winning_move(&[3, 1, 2]), Some(Move::Split { heap: 0, into: (1, 2) }));
/// assert_eq!(winning_move(&[3, 3]), None);
/// ```
pub fn winning_move(heaps: &[u64]) -> Option<Move> {
    let x = wide_sum(heaps.iter().copied());
    if x == 0 {
        return None;
    }
    let top = 1u128 << (127 - x.leading_zeros());
    // Some heap's value must carry the top bit of x, or x could not have it.
    let heap = heaps.iter().position(|&h| wide(h) & top != 0)?;
    let h = heaps[heap];
    // t < wide(h) <= 2^64, so t fits in a u64.
    let t = (wide(h) ^ x) as u64;
    let partner = wide(t);
    if partner < u128::from(h) {
        Some(Move::Take {
            heap,
            to: partner as u64,
        })
    } else {
        // Only h = t = 4k + 3 gets here (see the module docs).
        Some(Move::Split {
            heap,
            into: (1, h - 1),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{HeapSums, Play};
    use crate::sg::mex;

    /// `sg(x)` by the definition, over the real moves.
    fn mex_table(len: usize) -> Vec<u64> {
        let mut table: Vec<u64> = Vec::with_capacity(len);
        for x in 0..len {
            let mut options: Vec<u64> = table.clone();
            for a in 1..x {
                options.push(table[a] ^ table[x - a]);
            }
            table.push(mex(&options));
        }
        table
    }

    #[test]
    fn closed_form_matches_the_mex_table_up_to_600() {
        for (x, &v) in mex_table(600).iter().enumerate() {
            assert_eq!(grundy(x as u64), v, "{x}");
        }
    }

    /// Game-tree search over positions (sorted non-empty heaps), playing
    /// the rules: take any positive number, or split into two non-empty.
    fn search() -> HeapSums {
        let rules = |x: u64| {
            let take = (0..x).map(|to| vec![to]).filter(|h| h[0] > 0);
            let take_all = (x > 0).then(Vec::new);
            let split = (1..x).map(move |a| vec![a, x - a]);
            take.chain(take_all).chain(split).collect::<Vec<_>>()
        };
        HeapSums::new(Play::Normal, rules).dropping_empty()
    }

    fn apply(heaps: &[u64], m: Move) -> Vec<u64> {
        let mut next = heaps.to_vec();
        match m {
            Move::Take { heap, to } => {
                assert!(to < heaps[heap]);
                next[heap] = to;
            }
            Move::Split { heap, into: (a, b) } => {
                assert!(a >= 1 && b >= 1 && a + b == heaps[heap]);
                next[heap] = a;
                next.push(b);
            }
        }
        next
    }

    #[test]
    fn verdicts_and_winning_moves_match_game_tree_search() {
        let mut memo = search();
        let mut positions: Vec<Vec<u64>> = vec![vec![]];
        for a in 1..=9u64 {
            positions.push(vec![a]);
            for b in 1..=a.min(7) {
                positions.push(vec![a, b]);
                for c in 1..=b.min(4) {
                    positions.push(vec![c, a, b]);
                    for d in 1..=c.min(2) {
                        positions.push(vec![a, d, b, c]);
                    }
                }
            }
        }
        let mut splits = 0;
        for heaps in &positions {
            let wins = memo.wins(heaps);
            assert_eq!(first_player_wins(heaps.iter().copied()), wins, "{heaps:?}");
            match winning_move(heaps) {
                None => assert!(!wins, "{heaps:?}"),
                Some(m) => {
                    splits += usize::from(matches!(m, Move::Split { .. }));
                    let next = apply(heaps, m);
                    assert!(!memo.wins(&next), "{heaps:?} -> {next:?}");
                }
            }
        }
        assert!(splits > 0, "no position needed a split");
    }

    #[test]
    fn largest_heaps() {
        assert_eq!(wide(u64::MAX), 1 << 64);
        assert!(std::panic::catch_unwind(|| grundy(u64::MAX)).is_err());
        assert_eq!(grundy(u64::MAX - 1), u64::MAX - 1);
        assert_eq!(grundy(u64::MAX - 3), u64::MAX - 4);
        assert_eq!(grundy(u64::MAX - 4), u64::MAX - 3);
        assert!(first_player_wins([u64::MAX]));
        assert!(!first_player_wins([u64::MAX, u64::MAX]));
        // Values 2^64, 2^64 - 4, 2^64 - 3: only the first has bit 64.
        assert!(first_player_wins([u64::MAX, u64::MAX - 4, u64::MAX - 3]));
        // Values 2^64 ^ 1 ^ (2^64 - 2): the first heap must reach value
        // 2^64 - 1, which only the split 1 + (2^64 - 2) has.
        let heaps = [u64::MAX, 1, u64::MAX - 1];
        assert_eq!(
            winning_move(&heaps),
            Some(Move::Split {
                heap: 0,
                into: (1, u64::MAX - 1)
            })
        );
    }

    proptest::proptest! {
        #[test]
        fn winning_moves_reach_value_zero_on_big_heaps(heaps in proptest::collection::vec(proptest::num::u64::ANY, 0..8)) {
            match winning_move(&heaps) {
                None => proptest::prop_assert_eq!(wide_sum(heaps.iter().copied()), 0),
                Some(m) => {
                    let next = apply(&heaps, m);
                    proptest::prop_assert_eq!(wide_sum(next), 0);
                }
            }
        }
    }
}

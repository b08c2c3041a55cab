//! Small inputs written out in full, or drawn at random: every sequence of
//! a length with entries in a range (or entry `i` in range `i`), every
//! subset of a list, and one random sequence of a random length.

use super::Rng;
use std::ops::RangeInclusive;

/// Returns every sequence of `len` values from `values`, in lexicographic
/// order (the first entry changes slowest): [`product`] of `len` copies of
/// `values`.
///
/// # Complexity
/// O(len · |values|^len) time and memory.
///
/// # Example
/// ```
/// use cp_games::testing::sequences;
/// assert_eq!(
///     sequences(2, 1..=2),
///     [vec![1, 1], vec![1, 2], vec![2, 1], vec![2, 2]]
/// );
/// assert_eq!(sequences(0, 1..=9), [Vec::<u64>::new()]);
/// ```
pub fn sequences(len: usize, values: RangeInclusive<u64>) -> Vec<Vec<u64>> {
    product(&vec![values; len])
}

/// Returns every sequence whose entry `i` lies in `ranges[i]`, in
/// lexicographic order (the first entry changes slowest); none if a range
/// is empty.
///
/// # Complexity
/// O(ranges.len()) per sequence returned, in time and memory.
///
/// # Example
/// ```
/// use cp_games::testing::product;
/// assert_eq!(product(&[1..=2, 0..=0]), [vec![1, 0], vec![2, 0]]);
/// assert_eq!(product(&[0..=1, 1..=0]), Vec::<Vec<u64>>::new());
/// ```
pub fn product(ranges: &[RangeInclusive<u64>]) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for range in ranges {
        all = all
            .into_iter()
            .flat_map(|s: Vec<u64>| {
                range.clone().map(move |v| {
                    let mut t = s.clone();
                    t.push(v);
                    t
                })
            })
            .collect();
    }
    all
}

/// Returns every subset of `items`, each in the order of `items`: subset
/// `mask` (counting from 0 to `2^items.len() - 1`) holds `items[i]` where
/// bit `i` of `mask` is set.
///
/// # Panics
/// If `items` has 32 or more entries.
///
/// # Complexity
/// O(items.len() · 2^items.len()) time and memory.
///
/// # Example
/// ```
/// use cp_games::testing::subsets;
/// assert_eq!(subsets(&['a', 'b']), [vec![], vec!['a'], vec!['b'], vec!['a', 'b']]);
/// ```
pub fn subsets<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    assert!(items.len() < 32, "subsets: too many items");
    (0u32..1 << items.len())
        .map(|mask| {
            (0..items.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| items[i].clone())
                .collect()
        })
        .collect()
}

/// Returns a sequence of random length from `lens` with entries drawn from
/// `values`: the length is drawn first, then the entries in order.
///
/// # Panics
/// If a range is empty, or `values` is all of `u64`.
///
/// # Complexity
/// O(length).
///
/// # Example
/// ```
/// use cp_games::testing::{random_sequence, Rng};
/// let mut rng = Rng::new(7);
/// let s = random_sequence(&mut rng, 2..=4, 1..=6);
/// assert!((2..=4).contains(&s.len()) && s.iter().all(|v| (1..=6).contains(v)));
/// ```
pub fn random_sequence(
    rng: &mut Rng,
    lens: RangeInclusive<usize>,
    values: RangeInclusive<u64>,
) -> Vec<u64> {
    let (low, high) = (*values.start(), *values.end());
    assert!(
        !lens.is_empty() && low <= high,
        "random_sequence: an empty range"
    );
    let len = lens.start() + rng.below(lens.end() - lens.start() + 1);
    (0..len)
        .map(|_| low + rng.below_u64(high - low + 1))
        .collect()
}

//! Modulo Nim (AtCoder ARC134 E).
//!
//! Positive integers are on a board. If all are 0, the player to move wins;
//! otherwise the player picks `m` in `1..=max` and replaces every `x` by
//! `x mod m`. Only the set of distinct non-zero values matters (zeros stay
//! zero), so positions are finite sets of positive integers.
//!
//! Which sets lose for the player to move (from the editorial's argument,
//! restated):
//! - `{1}` and `{2}` lose: every move empties the board.
//! - With `max >= 3`, an odd element lets `m = 2` leave `{1}`; so a losing set
//!   is all even. An element `≡ 2 (mod 4)` lets `m = 4` leave `{2}`; so it is
//!   all multiples of 4.
//! - `m = 3` then leaves residues `⊆ {1, 2}`: `{1}` or `{2}` would win, so
//!   either both residues occur or none does. If both occur, reducing mod 12
//!   leaves `{4, 8}`, which loses (its moves leave the empty board, `{1, 2}`,
//!   `{3, 4}`, `{2, 4}`, `{1, 4}` or `{4}`, each a win for the opponent); so
//!   the only losing set of this kind is `{4, 8}` itself, as every other one
//!   has an element `>= 12` and so may use `m = 12`. If none occurs, every
//!   element is a multiple of 12.
//!
//! So apart from `{1}`, `{2}` and `{4, 8}`, losing sets consist of multiples
//! of 12, and whether such a set loses is decided by searching its moves,
//! where any result that is not all multiples of 12 is classified at once.
//! With values `<= 200` these are the subsets of `{12, 24, ..., 192}`: 2^16
//! sets, of which 265 lose.
//!
//! Counting sequences: with `g(T) = Π_i |T ∩ [1, a_i]|` the number of
//! sequences with every value in `T`, the number whose value set is exactly
//! `T` is `Σ_{U ⊆ T} (-1)^{|T \ U|} g(U)` (subset inclusion–exclusion). The
//! answer is all `Π a_i` sequences minus those whose set is losing.

use crate::modular::{Modulus, MOD_998244353};
use std::collections::HashMap;

/// The modulus of the judge's answer.
pub const MODULUS: Modulus = MOD_998244353;

/// Largest bound `a_i` that [`count_winning`] accepts. The work grows as
/// `2^(max a_i / 12)`; 240 keeps it to 2^20 sets.
pub const MAX_BOUND: u32 = 240;

/// Returns whether the set of `values` is a losing position for the player
/// to move. Zeros and repeats are ignored; the empty set (all zero) wins.
///
/// Works for any finite set: the structure above settles every set that is
/// not made of multiples of 12 at once, and those are searched move by move
/// with memoization.
///
/// # Complexity
/// O(1) after sorting for sets that are not all multiples of 12; otherwise
/// O(P · max · |S|) for the P positions of multiples of 12 reachable from the
/// set — fast for values up to a few thousand.
///
/// # Example
/// ```
/// use cp_games::arc134e::is_losing;
/// assert!(is_losing(&[1]) && is_losing(&[2, 2]) && is_losing(&[8, 4, 0]));
/// assert!(is_losing(&[12, 24]) && is_losing(&[24, 36, 60]));
/// assert!(!is_losing(&[]) && !is_losing(&[3]) && !is_losing(&[12]));
/// ```
pub fn is_losing(values: &[u32]) -> bool {
    let set = normalize(values.iter().copied());
    classify(&set).unwrap_or_else(|| search(&set, &mut HashMap::new()))
}

/// Returns every losing set whose values are all in `1..=max_value`, each
/// sorted ascending, in lexicographic order.
///
/// # Panics
/// If `max_value > MAX_BOUND`.
///
/// # Complexity
/// O(2^k · 12k) for `k = max_value / 12`.
///
/// # Example
/// ```
/// let sets = cp_games::arc134e::losing_sets(200);
/// assert_eq!(sets.len(), 3 + 265);
/// assert_eq!(sets[..4], [vec![1], vec![2], vec![4, 8], vec![12, 24]]);
/// ```
pub fn losing_sets(max_value: u32) -> Vec<Vec<u32>> {
    assert!(
        max_value <= MAX_BOUND,
        "losing_sets: max_value above {}",
        MAX_BOUND
    );
    let mut sets: Vec<Vec<u32>> = SMALL_LOSING
        .iter()
        .filter(|s| s.iter().all(|&v| v <= max_value))
        .map(|s| s.to_vec())
        .collect();
    sets.extend(
        losing_twelve_masks(max_value as usize / 12)
            .into_iter()
            .map(mask_values),
    );
    sets.sort();
    sets
}

/// Returns the number of sequences `A` with `1 <= A_i <= a[i]` from which the
/// first player wins, modulo [`MODULUS`].
///
/// # Panics
/// If some `a[i]` is 0 or above [`MAX_BOUND`].
///
/// # Complexity
/// O(2^k · 12k + n) for `k = max(a) / 12`: finding the losing sets of
/// multiples of 12 dominates (2^16 sets for `a_i <= 200`); counting each of
/// them is O(2^|T| · |T|) with `|T|` at most 6 in practice.
///
/// # Example
/// ```
/// use cp_games::arc134e::count_winning;
/// assert_eq!(count_winning(&[3]), 1);
/// assert_eq!(count_winning(&[5, 10]), 47);
/// assert_eq!(count_winning(&[200; 20]), 273_710_435);
/// ```
pub fn count_winning(a: &[u32]) -> u32 {
    assert!(
        a.iter().all(|&x| (1..=MAX_BOUND).contains(&x)),
        "count_winning: bounds must be in 1..={}",
        MAX_BOUND
    );
    let max = a.iter().copied().max().unwrap_or(0);
    let counter = ExactCounter::new(a);
    let mut losing = 0u64;
    for set in SMALL_LOSING {
        losing += counter.exactly(set);
    }
    if a.iter().all(|&x| x >= 12) {
        for mask in losing_twelve_masks(max as usize / 12) {
            losing += counter.exactly(&mask_values(mask));
        }
    }
    let all = a.iter().fold(1u64, |p, &x| p * u64::from(x) % MOD);
    ((all + MOD - losing % MOD) % MOD) as u32
}

const MOD: u64 = MODULUS.get_u64();

/// The losing sets that are not made of multiples of 12.
const SMALL_LOSING: [&[u32]; 3] = [&[1], &[2], &[4, 8]];

/// Sorted distinct non-zero values.
fn normalize(values: impl Iterator<Item = u32>) -> Vec<u32> {
    let mut set: Vec<u32> = values.filter(|&v| v != 0).collect();
    set.sort_unstable();
    set.dedup();
    set
}

/// Settles a normalized set without search, unless it is a non-empty set of
/// multiples of 12 (then `None`).
fn classify(set: &[u32]) -> Option<bool> {
    if SMALL_LOSING.contains(&set) {
        Some(true)
    } else if set.is_empty() || set.iter().any(|v| v % 12 != 0) {
        Some(false)
    } else {
        None
    }
}

/// Whether a non-empty normalized set of multiples of 12 loses.
fn search(set: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&lose) = memo.get(set) {
        return lose;
    }
    let max = *set.last().expect("non-empty");
    // m <= 4 divides 12 and empties the board, which wins for the opponent.
    let lose = (5..=max).all(|m| {
        let next = normalize(set.iter().map(|v| v % m));
        !classify(&next).unwrap_or_else(|| search(&next, memo))
    });
    memo.insert(set.to_vec(), lose);
    lose
}

/// Values `{12 (j + 1) : bit j of mask}`.
fn mask_values(mask: u32) -> Vec<u32> {
    (0..32)
        .filter(|j| mask >> j & 1 == 1)
        .map(|j| 12 * (j + 1))
        .collect()
}

/// Returns the losing subsets of `{12, 24, ..., 12k}` as bit masks (bit j for
/// `12 (j + 1)`), ascending.
///
/// Same rules as [`search`], as a table over all `2^k` masks: a move's result
/// has a smaller maximum, hence a smaller mask, so ascending order has every
/// result decided before it is needed.
fn losing_twelve_masks(k: usize) -> Vec<u32> {
    /// Where `m` sends each value `12 (j + 1)`, as masks over j.
    struct Move {
        /// residue 0, or any multiple of 12 (`image` tells which)
        to_twelves: u32,
        image: Vec<u32>,
        to_1: u32,
        to_2: u32,
        to_4: u32,
        to_8: u32,
        to_0: u32,
    }
    let moves: Vec<Move> = (5..=12 * k as u32)
        .map(|m| {
            let mut mv = Move {
                to_twelves: 0,
                image: vec![0; k],
                to_1: 0,
                to_2: 0,
                to_4: 0,
                to_8: 0,
                to_0: 0,
            };
            for j in 0..k {
                let bit = 1u32 << j;
                let r = 12 * (j as u32 + 1) % m;
                match r {
                    0 => mv.to_0 |= bit,
                    1 => mv.to_1 |= bit,
                    2 => mv.to_2 |= bit,
                    4 => mv.to_4 |= bit,
                    8 => mv.to_8 |= bit,
                    _ => {}
                }
                if r % 12 == 0 {
                    mv.to_twelves |= bit;
                    if r > 0 {
                        mv.image[j] = 1 << (r / 12 - 1);
                    }
                }
            }
            mv
        })
        .collect();
    let wins_by = |mask: u32, mv: &Move, lose: &[bool]| {
        let rest = mask & !mv.to_0;
        if rest == 0 {
            false // empty board: the opponent wins
        } else if rest & !mv.to_twelves == 0 {
            let mut image = 0;
            let mut bits = rest;
            while bits != 0 {
                image |= mv.image[bits.trailing_zeros() as usize];
                bits &= bits - 1;
            }
            lose[image as usize]
        } else {
            rest & !mv.to_1 == 0
                || rest & !mv.to_2 == 0
                || (rest & !(mv.to_4 | mv.to_8) == 0 && rest & mv.to_4 != 0 && rest & mv.to_8 != 0)
        }
    };
    let mut lose = vec![false; 1 << k];
    // Killer-move heuristic: the move that won last is tried first (one move,
    // m = 36, wins from most sets, so this saves ~30 tries per set). The
    // order of tries never changes the verdict.
    let mut killer = 0;
    for mask in 1u32..1 << k {
        let usable = &moves[..12 * (32 - mask.leading_zeros() as usize) - 4];
        let wins = (killer < usable.len() && wins_by(mask, &usable[killer], &lose))
            || match usable.iter().position(|mv| wins_by(mask, mv, &lose)) {
                Some(i) => {
                    killer = i;
                    true
                }
                None => false,
            };
        lose[mask as usize] = !wins;
    }
    (1u32..1 << k).filter(|&m| lose[m as usize]).collect()
}

/// Counts sequences under the bounds whose value set is exactly a given set.
struct ExactCounter {
    n: usize,
    /// at_least[v] = number of bounds >= v
    at_least: Vec<usize>,
}

impl ExactCounter {
    fn new(a: &[u32]) -> Self {
        let mut at_least = vec![0usize; MAX_BOUND as usize + 2];
        for &x in a {
            at_least[x as usize] += 1;
        }
        for v in (0..=MAX_BOUND as usize).rev() {
            at_least[v] += at_least[v + 1];
        }
        ExactCounter {
            n: a.len(),
            at_least,
        }
    }

    /// Number of sequences (mod MOD) whose value set is exactly `set`
    /// (sorted ascending, values <= MAX_BOUND).
    fn exactly(&self, set: &[u32]) -> u64 {
        let t = set.len();
        if set.iter().any(|&v| v > MAX_BOUND) || self.at_least[set[0] as usize] < self.n {
            return 0; // some bound is below every value of the set
        }
        // Group j: the bounds in [set[j], set[j+1]), whose A_i may take the
        // first j + 1 values of the set (mask `allowed`). With c of those in U
        // the group has c^size choices, tabulated for c in 0..=t. Empty
        // groups contribute a factor 1 and are left out.
        let power: Vec<(u32, Vec<u64>)> = (0..t)
            .filter_map(|j| {
                let above = set.get(j + 1).map_or(0, |&v| self.at_least[v as usize]);
                let group = (self.at_least[set[j] as usize] - above) as u64;
                let allowed = (2u32 << j) - 1; // the first j + 1 values
                (group > 0).then(|| {
                    (
                        allowed,
                        (0..=t as u64)
                            .map(|c| u64::from(MODULUS.power(c, group)))
                            .collect(),
                    )
                })
            })
            .collect();
        let mut total = 0u64;
        for u in 0u32..1 << t {
            let mut g = 1u64;
            for (allowed, row) in &power {
                g = g * row[(u & allowed).count_ones() as usize] % MOD;
            }
            if (t - u.count_ones() as usize) % 2 == 0 {
                total += g;
            } else {
                total += MOD - g;
            }
        }
        total % MOD
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Game-tree search over positions (bitsets of values < 256), no theory:
    /// the mover wins on an empty board, else iff some m in 1..=max leads to a
    /// position the opponent loses.
    #[derive(Default)]
    struct Brute {
        memo: HashMap<[u64; 4], bool>,
    }

    impl Brute {
        fn wins(&mut self, set: [u64; 4]) -> bool {
            if set == [0; 4] {
                return true;
            }
            if let Some(&w) = self.memo.get(&set) {
                return w;
            }
            let values: Vec<u32> = (0..256u32)
                .filter(|&v| set[v as usize / 64] >> (v % 64) & 1 == 1)
                .collect();
            let max = *values.last().unwrap();
            let wins = (1..=max).any(|m| {
                let mut next = [0u64; 4];
                for &v in &values {
                    let r = v % m;
                    if r != 0 {
                        next[r as usize / 64] |= 1 << (r % 64);
                    }
                }
                !self.wins(next)
            });
            self.memo.insert(set, wins);
            wins
        }

        fn loses(&mut self, values: &[u32]) -> bool {
            let mut set = [0u64; 4];
            for &v in values.iter().filter(|&&v| v != 0) {
                set[v as usize / 64] |= 1 << (v % 64);
            }
            !self.wins(set)
        }

        /// Winning sequences under bounds, by listing every sequence.
        fn count_winning(&mut self, a: &[u32]) -> u64 {
            let mut seq = vec![1u32; a.len()];
            let mut count = 0;
            loop {
                if !self.loses(&seq) {
                    count += 1;
                }
                let Some(i) = (0..a.len()).find(|&i| seq[i] < a[i]) else {
                    return count;
                };
                seq[i] += 1;
                seq[..i].iter_mut().for_each(|v| *v = 1);
            }
        }
    }

    #[test]
    fn is_losing_matches_game_search_on_every_subset_of_1_to_14() {
        let mut brute = Brute::default();
        for mask in 0u32..1 << 14 {
            let values: Vec<u32> = (1..=14).filter(|v| mask >> (v - 1) & 1 == 1).collect();
            assert_eq!(is_losing(&values), brute.loses(&values), "{values:?}");
        }
    }

    #[test]
    fn losing_sets_up_to_200_match_game_search() {
        let mut brute = Brute::default();
        let listed = losing_sets(200);
        let brute_listed: Vec<Vec<u32>> = (1u32..1 << 16)
            .map(mask_values)
            .filter(|values| brute.loses(values))
            .collect();
        assert_eq!(brute_listed.len(), 265);
        for values in &brute_listed {
            assert!(listed.binary_search(values).is_ok(), "{values:?}");
        }
    }

    #[test]
    fn table_and_search_agree_up_to_200() {
        let listed = losing_sets(200);
        assert_eq!(listed.len(), 3 + 265);
        for mask in 1u32..1 << 16 {
            let values = mask_values(mask);
            assert_eq!(
                listed.binary_search(&values).is_ok(),
                is_losing(&values),
                "{values:?}"
            );
        }
        for small in [
            &[12, 24][..],
            &[12, 36],
            &[12, 48],
            &[36, 48],
            &[24, 36, 60],
        ] {
            assert!(listed.iter().any(|s| s == small));
        }
        assert!((1..=16).all(|j| !is_losing(&[12 * j])));
    }

    #[test]
    fn count_matches_enumeration_for_every_bound_pair_up_to_40() {
        let mut brute = Brute::default();
        for x in 1..=40 {
            assert_eq!(
                u64::from(count_winning(&[x])),
                brute.count_winning(&[x]),
                "{x}"
            );
            for y in 1..=40 {
                assert_eq!(
                    u64::from(count_winning(&[x, y])),
                    brute.count_winning(&[x, y]),
                    "{x} {y}"
                );
            }
        }
    }

    #[test]
    fn edge_cases() {
        // all a_i = 1: the only sequence is all ones, {1}, which loses
        assert_eq!(count_winning(&[1; 200]), 0);
        assert_eq!(count_winning(&[1]), 0);
        // some a_i = 1 forces a 1 into every sequence; {1} is the only losing set
        let a = [1, 5, 7];
        assert_eq!(u64::from(count_winning(&a)), (5 * 7 - 1) as u64);
        // {4, 8} reachable: bounds 8 and 8 → 64 sequences; losing: {1}, {2}, {4,8} (2 seqs)
        assert_eq!(count_winning(&[8, 8]), 64 - 1 - 1 - 2);
        assert_eq!(count_winning(&[8, 4]), 32 - 1 - 1 - 1);
        let mut brute = Brute::default();
        assert_eq!(
            u64::from(count_winning(&[8, 9, 4])),
            brute.count_winning(&[8, 9, 4])
        );
        assert_eq!(
            u64::from(count_winning(&[25, 25, 1])),
            brute.count_winning(&[25, 25, 1])
        );
    }

    #[test]
    fn n_200_all_200_equals_all_minus_losing_by_direct_sum() {
        // Independent of the subset transform: with all bounds equal to 200,
        // the sequences with value set exactly T number surj(200, |T|).
        let n = 200u64;
        let mut surj = [0u64; 17];
        // surj(n, t) = Σ_i (-1)^i C(t, i) (t - i)^n
        let binom = |t: u64, i: u64| (0..i).fold(1u64, |c, r| c * (t - r) / (r + 1));
        for t in 1..=16u64 {
            let mut s = 0i128;
            for i in 0..=t {
                let term = i128::from(binom(t, i) % MOD * u64::from(MODULUS.power(t - i, n)) % MOD);
                s += if i % 2 == 0 { term } else { -term };
            }
            surj[t as usize] = s.rem_euclid(i128::from(MOD)) as u64;
        }
        let losing: u64 = losing_sets(200).iter().map(|s| surj[s.len()]).sum::<u64>() % MOD;
        let expected = (u64::from(MODULUS.power(200, n)) + MOD - losing) % MOD;
        assert_eq!(u64::from(count_winning(&[200; 200])), expected);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
        #[test]
        fn random_sets_match_game_search(values in proptest::collection::vec(1u32..=150, 1..6)) {
            let mut brute = Brute::default();
            proptest::prop_assert_eq!(is_losing(&values), brute.loses(&values));
        }

        #[test]
        fn random_sets_of_multiples_of_12_match_game_search(js in proptest::collection::vec(1u32..=16, 1..6)) {
            let values: Vec<u32> = js.iter().map(|j| 12 * j).collect();
            let mut brute = Brute::default();
            proptest::prop_assert_eq!(is_losing(&values), brute.loses(&values));
        }

        #[test]
        fn random_triples(a in proptest::collection::vec(1u32..=30, 3)) {
            let mut brute = Brute::default();
            proptest::prop_assert_eq!(u64::from(count_winning(&a)), brute.count_winning(&a));
        }
    }
}

//! Prefix-free Game (AtCoder ARC087 C): a set of distinct binary strings
//! of lengths `1..=L`, none a prefix of another. A move adds a binary
//! string of length `1..=L` so that the set stays prefix-free; the player
//! who cannot move loses.
//!
//! **Free trees.** Put the set in a trie (a binary tree whose nodes are
//! the prefixes). A string can be added exactly when no string of the set
//! lies on its path and it lies on no string's path: when its path leaves
//! the trie at a *missing child*, a child `x0` or `x1` absent from the
//! trie below a node `x` that is a proper prefix of some string of the
//! set. Below a missing child of a node at depth `d`, every string of
//! length up to `L` can be added: a full binary tree of *height* `h = L -
//! d` (its root is a string of length `d + 1 <= L`, so `h >= 1`). A move
//! plays in one such tree, and the trees never interact: the game is their
//! sum, worth the XOR of their Grundy values.
//!
//! **A free tree of height `h` is worth `lowbit(h)`**, the largest power
//! of 2 dividing `h`. A move adds a string `j` levels down (`1 <= j <=
//! h`): its path's first `j - 1` nodes become proper prefixes, each with
//! one missing child, the heights `h - 1, h - 2, ..., h - j + 1`, and below
//! the new string nothing more can go. By induction on `h`, the options
//! are worth `lowbit(h - 1) ^ ... ^ lowbit(h - j + 1)`. With `P(m) =
//! lowbit(1) ^ ... ^ lowbit(m)` (so `P(0) = 0`) that is `P(h - 1) ^ P(k)`
//! for `k = h - j` in `0..h`. Now `P(m)` is the Gray code `m ^ (m >> 1)`:
//! both are 0 at 0, and passing from `m - 1` to `m` flips exactly the bit
//! `lowbit(m)` in the Gray code (`m - 1` and `m` differ in the bits up to
//! that one, and their halves in the bits below it). Let `lowbit(h) =
//! 2^t`, so `H = h - 2^t` is a multiple of `2^(t+1)`:
//! - no option is worth `2^t`: `P(h - 1) ^ P(k) = 2^t = P(h - 1) ^ P(h)`
//!   would make `P(k) = P(h)`, but the Gray code is one-to-one and `k < h`;
//! - every value below `2^t` is an option: for `k = H + r` with `0 <= r <
//!   2^t` the high and low bits do not mix, so `P(H + r) = P(H) ^ P(r)`,
//!   and `P(h - 1) ^ P(H + r) = P(2^t - 1) ^ P(r)`; as `r` runs over
//!   `0..2^t`, so does `P(r)` (the Gray code permutes `0..2^t`), and so
//!   does the XOR.
//!
//! So the mex is `2^t`. The first player wins exactly when the XOR of
//! `lowbit(L - d)` over all missing children is not 0. Heights are at most
//! `L`, so a `u64` holds every value.
//!
//! Building the trie costs O(total length); each node has at most one
//! missing child counted, once.

use std::fmt;

/// Why [`grundy`] refused a set of strings (numbered from 0;
/// [`Display`](fmt::Display) numbers them from 1, as judges do).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotPrefixFree {
    /// String `index` is empty or longer than `L`.
    Length {
        /// The string's index.
        index: usize,
    },
    /// String `prefix` is a prefix of string `of` (or equal to it).
    Prefix {
        /// The index of the shorter string (or the earlier, if equal).
        prefix: usize,
        /// The index of the other string.
        of: usize,
    },
}

impl fmt::Display for NotPrefixFree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            NotPrefixFree::Length { index } => {
                write!(f, "string {} is empty or longer than L", index + 1)
            }
            NotPrefixFree::Prefix { prefix, of } => write!(
                f,
                "string {} is a prefix of string {} (or equal to it), so the set is not prefix-free",
                prefix + 1,
                of + 1
            ),
        }
    }
}

/// The largest power of 2 dividing `h` (`h > 0`): the Grundy value of a
/// free tree of height `h`. O(1).
///
/// # Example
/// ```
/// use cp_games::sg::prefix_free::free_tree;
/// assert_eq!(free_tree(12), 4);
/// assert_eq!(free_tree(1_000_000_000_000_000_000), 1 << 18);
/// ```
pub fn free_tree(h: u64) -> u64 {
    assert!(h > 0, "prefix_free: a free tree has height 1 at least");
    h & h.wrapping_neg()
}

/// No child yet, in [`grundy`]'s trie.
const NONE: u32 = u32::MAX;

/// The Grundy value of the Prefix-free Game on `strings` (of bytes `0` and
/// `1`) with lengths up to `max_len`: the first player wins exactly when it
/// is not 0.
///
/// # Errors
/// [`NotPrefixFree`] if a string is empty or longer than `max_len`, or one
/// is a prefix of another (equal strings included).
///
/// # Panics
/// If a string holds a byte other than `b'0'` and `b'1'`, or the strings
/// hold `u32::MAX - 1` characters or more.
///
/// # Complexity
/// O(total length) time and memory.
///
/// # Example
/// ARC087 C's samples 1 and 3, and a refusal:
/// ```
/// use cp_games::sg::prefix_free::{grundy, NotPrefixFree};
/// assert_ne!(grundy(&["00", "01"], 2), Ok(0)); // Alice
/// assert_eq!(grundy(&["00", "11"], 2), Ok(0)); // Bob
/// assert_ne!(grundy(&["0", "10", "110"], 3), Ok(0));
/// assert_eq!(
///     grundy(&["10", "1"], 2),
///     Err(NotPrefixFree::Prefix { prefix: 1, of: 0 })
/// );
/// ```
pub fn grundy<S: AsRef<[u8]>>(strings: &[S], max_len: u64) -> Result<u64, NotPrefixFree> {
    // Node 0 is the root (the empty prefix); `child[2v + b]` is the node
    // of prefix `v` followed by bit `b`, `end[v]` the string ending at `v`.
    let mut child: Vec<u32> = vec![NONE, NONE];
    let mut end: Vec<u32> = vec![NONE];
    let mut depth: Vec<u64> = vec![0];
    for (index, s) in strings.iter().enumerate() {
        let s = s.as_ref();
        if s.is_empty() || s.len() as u64 > max_len {
            return Err(NotPrefixFree::Length { index });
        }
        let mut v = 0usize;
        for &byte in s {
            if end[v] != NONE {
                return Err(NotPrefixFree::Prefix {
                    prefix: end[v] as usize,
                    of: index,
                });
            }
            let b = match byte {
                b'0' => 0,
                b'1' => 1,
                _ => panic!("prefix_free: a string of 0 and 1 only"),
            };
            if child[2 * v + b] == NONE {
                let fresh = end.len();
                assert!(
                    fresh < NONE as usize - 1,
                    "prefix_free: too many characters"
                );
                child[2 * v + b] = fresh as u32;
                child.extend([NONE, NONE]);
                end.push(NONE);
                depth.push(depth[v] + 1);
            }
            v = child[2 * v + b] as usize;
        }
        if end[v] != NONE {
            return Err(NotPrefixFree::Prefix {
                prefix: end[v] as usize,
                of: index,
            });
        }
        if child[2 * v] != NONE || child[2 * v + 1] != NONE {
            // Some earlier string continues below `v`: find its end.
            let mut w = v;
            while end[w] == NONE {
                w = child[2 * w..2 * w + 2]
                    .iter()
                    .find(|&&c| c != NONE)
                    .map(|&c| c as usize)
                    .expect("a node without a string ending at it has a child");
            }
            return Err(NotPrefixFree::Prefix {
                prefix: index,
                of: end[w] as usize,
            });
        }
        end[v] = index as u32;
    }
    // A node that no string ends at is a proper prefix of one (or the
    // root); each missing child of it is a free tree.
    // With no string at all, the root's two children are free trees of
    // height `L` (worth 0 together), or there is nothing if `L = 0`.
    if max_len == 0 {
        return Ok(0);
    }
    let mut value = 0;
    for v in 0..end.len() {
        if end[v] == NONE {
            for b in 0..2 {
                if child[2 * v + b] == NONE {
                    value ^= free_tree(max_len - depth[v]);
                }
            }
        }
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::testing::Rng;
    use std::collections::HashSet;

    /// A set of strings, sorted.
    type Set = Vec<Vec<u8>>;

    fn is_prefix(a: &[u8], b: &[u8]) -> bool {
        a.len() <= b.len() && b[..a.len()] == *a
    }

    /// Every binary string of length `1..=max_len`.
    fn all_strings(max_len: usize) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        for len in 1..=max_len {
            for bits in 0..1u32 << len {
                out.push((0..len).map(|i| b'0' + (bits >> i & 1) as u8).collect());
            }
        }
        out
    }

    /// The actual rules on explicit sets (sorted lists of strings): add
    /// any string of length `1..=max_len` that is no prefix of a string
    /// of the set and has none as a prefix.
    fn rules(max_len: usize) -> Outcomes<Set, impl FnMut(&Set) -> Vec<Set>> {
        let strings = all_strings(max_len);
        Outcomes::new(Play::Normal, move |set: &Set| {
            strings
                .iter()
                .filter(|t| set.iter().all(|s| !is_prefix(s, t) && !is_prefix(t, s)))
                .map(|t| {
                    let mut next = set.clone();
                    next.push(t.clone());
                    next.sort();
                    next
                })
                .collect::<Vec<_>>()
        })
    }

    #[test]
    fn every_prefix_free_set_up_to_length_3_against_the_rules() {
        for max_len in 1..=3usize {
            let mut game = rules(max_len);
            // Every prefix-free set is reached from the empty one by adding
            // its strings: list them all.
            let strings = all_strings(max_len);
            let mut seen: HashSet<Vec<Vec<u8>>> = HashSet::new();
            let mut stack = vec![Vec::new()];
            while let Some(set) = stack.pop() {
                if !seen.insert(set.clone()) {
                    continue;
                }
                let value = grundy(&set, max_len as u64).unwrap();
                assert_eq!(value != 0, game.wins(set.clone()), "L = {max_len}: {set:?}");
                for t in &strings {
                    if set.iter().all(|s| !is_prefix(s, t) && !is_prefix(t, s)) {
                        let mut next = set.clone();
                        next.push(t.clone());
                        next.sort();
                        stack.push(next);
                    }
                }
            }
            // Antichains of the two full binary trees of height L below
            // the root, the empty set included: a(L)^2 with a(1) = 2 and
            // a(L) = a(L - 1)^2 + 1 for one tree (its root, or a pair of
            // antichains of its two subtrees).
            assert_eq!(seen.len(), [0, 4, 25, 676][max_len], "L = {max_len}");
        }
    }

    #[test]
    fn random_sets_of_lengths_4_to_6_against_the_rules() {
        let mut rng = Rng::new(87);
        for max_len in [4, 5, 6] {
            let strings = all_strings(max_len);
            let mut game = rules(max_len);
            for _ in 0..40 {
                // Random strings added while they fit, until at most 12
                // strings can still be added: the game tree below has at
                // most 2^12 sets.
                let mut set: Vec<Vec<u8>> = Vec::new();
                loop {
                    let free: Vec<&Vec<u8>> = strings
                        .iter()
                        .filter(|t| set.iter().all(|s| !is_prefix(s, t) && !is_prefix(t, s)))
                        .collect();
                    if free.len() <= 12 {
                        break;
                    }
                    set.push(free[rng.below(free.len())].clone());
                }
                set.sort();
                let value = grundy(&set, max_len as u64).unwrap();
                assert_eq!(value != 0, game.wins(set.clone()), "L = {max_len}: {set:?}");
            }
        }
    }

    /// The free tree's values by their definition (the mex over the options
    /// that the rules give, summed by XOR), up to height 4096: the value of
    /// every free tree the sets above hold, and far higher.
    #[test]
    fn free_trees_by_their_options() {
        let top = 4096;
        let mut value = vec![0u64; top + 1];
        for h in 1..=top {
            let mut options = HashSet::new();
            let mut sum = 0;
            for j in 1..=h {
                // A string j levels down leaves trees of heights h-1..h-j+1.
                if j >= 2 {
                    sum ^= value[h - j + 1];
                }
                options.insert(sum);
            }
            value[h] = (0..).find(|v| !options.contains(v)).unwrap();
            assert_eq!(free_tree(h as u64), value[h], "{h}");
        }
    }

    #[test]
    fn refusals_name_the_strings() {
        assert_eq!(
            grundy(&["01", "0"], 3),
            Err(NotPrefixFree::Prefix { prefix: 1, of: 0 })
        );
        assert_eq!(
            grundy(&["0", "1", "0110"], 4),
            Err(NotPrefixFree::Prefix { prefix: 0, of: 2 })
        );
        assert_eq!(
            grundy(&["11", "10", "11"], 4),
            Err(NotPrefixFree::Prefix { prefix: 0, of: 2 })
        );
        assert_eq!(
            grundy(&["1", "000"], 2),
            Err(NotPrefixFree::Length { index: 1 })
        );
        assert_eq!(
            grundy(&["1", ""], 2),
            Err(NotPrefixFree::Length { index: 1 })
        );
        assert_eq!(
            NotPrefixFree::Prefix { prefix: 1, of: 0 }.to_string(),
            "string 2 is a prefix of string 1 (or equal to it), so the set is not prefix-free"
        );
        // No string: two equal free trees.
        assert_eq!(grundy::<&str>(&[], 7), Ok(0));
    }
}

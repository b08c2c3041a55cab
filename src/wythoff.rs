//! Wythoff's game (POJ 1067): two piles; a move takes any positive number
//! of stones from one pile, or the same positive number from both. Whoever
//! takes the last stone wins (the player who cannot move loses).
//!
//! # The losing positions
//! Build pairs `(a_k, b_k)` for `k = 0, 1, 2, ...`: `a_k` is the least
//! non-negative integer not in an earlier pair (the *mex*), and
//! `b_k = a_k + k`. So `(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), ...`. A
//! position `{x, y}` is lost for the player to move exactly when it is one
//! of these pairs (in either order).
//!
//! - No move joins two pairs. Every positive integer is in exactly one pair:
//!   each is the mex at some point unless a `b` took it first; `a_k` is new
//!   by construction; and `b_k = a_k + k` exceeds every earlier entry
//!   (`a_k > a_j`, `k > j`), so it is new too and no later mex is `b_k`.
//!   So a move on one pile, which keeps the other, cannot reach another
//!   pair; a move on both keeps the difference, and each difference `k`
//!   belongs to one pair only.
//! - From any other `{x, y}`, `x <= y`, some move reaches a pair. If
//!   `x = b_k`, take `y` down to `a_k < x`. If `x = a_k` and `y > b_k`, take
//!   `y` down to `b_k`. If `x = a_k` and `y < b_k`, the difference
//!   `d = y - x` is below `k`, so `a_d < a_k` and taking `x - a_d` from both
//!   piles reaches `(a_d, b_d)`.
//!
//! # The closed form
//! With `φ = (1 + √5) / 2`: `a_k = ⌊kφ⌋` and `b_k = ⌊kφ²⌋ = ⌊kφ⌋ + k`.
//! The sequences `⌊kφ⌋` and `⌊kφ²⌋` (`k >= 1`) split the positive integers
//! between them (Beatty's theorem: `φ` is irrational and `1/φ + 1/φ² = 1`),
//! and both increase, so everything below `⌊kφ⌋` is some `⌊jφ⌋` with
//! `j < k` or some `⌊jφ²⌋ < ⌊kφ⌋`, which needs `j < k` too (for `j >= k`,
//! `⌊jφ²⌋ >= ⌊kφ²⌋ > ⌊kφ⌋`), while `⌊kφ⌋` itself is in no earlier pair: it
//! is the mex of the earlier pairs, as the construction requires, and
//! `⌊kφ²⌋ - ⌊kφ⌋ = k`.
//!
//! Floating point cannot decide `⌊kφ⌋` near `10^18` (an `f64` holds 53
//! bits), so the computation is integer only: `kφ = (k + √(5k²)) / 2`, and
//! for an integer `k` and real `s >= 0`, `⌊(k + s) / 2⌋ = ⌊(k + ⌊s⌋) / 2⌋`,
//! so `⌊kφ⌋ = ⌊(k + isqrt(5k²)) / 2⌋`. The integer square root
//! `isqrt(5k²) = ⌊k√5⌋` comes from a 62-bit fixed-point value of `√5`
//! (itself computed with an integer square root, at compile time), which is
//! off by at most one, and one exact comparison of squares in `u128`
//! settles it.
//!
//! To tell whether `n >= 1` is an `a` or a `b`: `n = ⌊kφ⌋` needs `k` in
//! `[n/φ, (n+1)/φ)`, an interval shorter than 1 whose only candidate is
//! `⌈n/φ⌉ = ⌊nφ⌋ - n + 1` (`nφ` is irrational); otherwise `n = ⌊jφ²⌋`
//! with `j = ⌈n/φ²⌉ = 2n - ⌊nφ⌋`.

/// The largest pile the functions here take: `2^62 - 1`, so that `5k²` and
/// the squares compared stay below `2^128`.
pub const MAX_PILE: u64 = (1 << 62) - 1;

/// `⌊√n⌋`, by the bit-by-bit method (no division, no floating point).
const fn isqrt(n: u128) -> u128 {
    let mut rest = n;
    let mut root: u128 = 0;
    // The highest power of 4 at most n (or 1).
    let mut bit: u128 = 1 << 126;
    while bit > n && bit > 1 {
        bit >>= 2;
    }
    // Invariant: root = 2^s * ⌊√(n >> 2s)⌋ for the bits still to come,
    // rest = n - root² (scaled likewise).
    while bit != 0 {
        if rest >= root + bit {
            rest -= root + bit;
            root = (root >> 1) + bit;
        } else {
            root >>= 1;
        }
        bit >>= 2;
    }
    root
}

/// `⌊√5 · 2^62⌋`.
const SQRT5_Q62: u128 = isqrt(5 << 124);

/// `⌊k√5⌋ = isqrt(5k²)` for `k <= MAX_PILE`.
fn floor_k_sqrt5(k: u64) -> u64 {
    let k = k as u128;
    // SQRT5_Q62 = √5·2^62 - e with 0 <= e < 1, so the estimate is
    // ⌊k√5 - k·e/2^62⌋ with k·e/2^62 < 1: ⌊k√5⌋ or one less.
    let m = (k * SQRT5_Q62) >> 62;
    let five_k2 = 5 * k * k;
    if (m + 1) * (m + 1) <= five_k2 {
        (m + 1) as u64
    } else {
        m as u64
    }
}

/// Returns `⌊kφ⌋`, the `k`-th lower Wythoff number `a_k` (OEIS A000201,
/// with `a_0 = 0`), exactly.
///
/// # Panics
/// If `k > MAX_PILE`.
///
/// # Complexity
/// O(1): a few `u128` multiplications.
///
/// # Example
/// ```
/// use cp_games::wythoff::lower;
/// let a: Vec<u64> = (0..8).map(lower).collect();
/// assert_eq!(a, [0, 1, 3, 4, 6, 8, 9, 11]);
/// ```
pub fn lower(k: u64) -> u64 {
    assert!(
        k <= MAX_PILE,
        "wythoff: k = {} is above 2^62 - 1, which is not supported",
        k
    );
    // k + ⌊k√5⌋ < 3.3 * 2^62 fits in a u64.
    (k + floor_k_sqrt5(k)) / 2
}

/// Returns the `k`-th losing position `(a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k)`.
///
/// # Panics
/// If `k > MAX_PILE`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cp_games::wythoff::losing_position;
/// assert_eq!(losing_position(3), (4, 7));
/// assert_eq!(losing_position(0), (0, 0));
/// ```
pub fn losing_position(k: u64) -> (u64, u64) {
    let a = lower(k);
    (a, a + k)
}

fn check_pile(n: u64) {
    assert!(
        n <= MAX_PILE,
        "wythoff: pile {} is above 2^62 - 1, which is not supported",
        n
    );
}

/// Returns the pile `m` that makes `{n, m}` a losing position; every `n`
/// has exactly one (`0` for `0`).
///
/// # Panics
/// If `n > MAX_PILE`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cp_games::wythoff::partner;
/// assert_eq!(partner(4), 7);
/// assert_eq!(partner(7), 4);
/// assert_eq!(partner(0), 0);
/// ```
pub fn partner(n: u64) -> u64 {
    check_pile(n);
    if n == 0 {
        return 0;
    }
    let n_phi = lower(n);
    // The one k that could have ⌊kφ⌋ = n (see the module docs).
    let k = n_phi - n + 1;
    if lower(k) == n {
        n + k
    } else {
        // n = ⌊jφ²⌋ = a_j + j with j = 2n - ⌊nφ⌋.
        n - (2 * n - n_phi)
    }
}

/// Returns whether the player to move wins Wythoff's game with piles `a`
/// and `b`.
///
/// # Panics
/// If a pile is above [`MAX_PILE`].
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cp_games::wythoff::first_player_wins;
/// assert!(!first_player_wins(2, 1));
/// assert!(first_player_wins(8, 4));
/// assert!(!first_player_wins(4, 7));
/// ```
pub fn first_player_wins(a: u64, b: u64) -> bool {
    check_pile(a);
    check_pile(b);
    let (x, y) = if a <= b { (a, b) } else { (b, a) };
    lower(y - x) != x
}

/// Returns every winning move of the position `(a, b)`, each as the
/// position it leaves `(a', b')`, in the order: take from the first pile,
/// from the second, from both. Empty when the position is lost. (With
/// equal piles, taking from the first or from the second pile are counted
/// as two moves.)
///
/// A move wins when it leaves a losing position: the first pile down to
/// `partner(b)`, the second down to `partner(a)`, or both down by the same
/// amount to the losing position with difference `|a - b|`, each when it
/// takes at least one stone.
///
/// # Panics
/// If a pile is above [`MAX_PILE`].
///
/// # Complexity
/// O(1); at most three moves.
///
/// # Example
/// ```
/// use cp_games::wythoff::winning_moves;
/// assert_eq!(winning_moves(8, 4), [(7, 4)]); // (4, 7) is losing
/// assert!(winning_moves(4, 7).is_empty());
/// assert_eq!(winning_moves(5, 5), [(3, 5), (5, 3), (0, 0)]);
/// ```
pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    check_pile(a);
    check_pile(b);
    let mut moves = Vec::new();
    let pb = partner(b);
    if pb < a {
        moves.push((pb, b));
    }
    let pa = partner(a);
    if pa < b {
        moves.push((a, pa));
    }
    let (x, y) = if a <= b { (a, b) } else { (b, a) };
    let (lo, hi) = losing_position(y - x);
    if lo < x {
        moves.push(if a <= b { (lo, hi) } else { (hi, lo) });
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Game-tree search by the rules: `wins[a][b]` if some move (from one
    /// pile, or the same from both) leaves a position the opponent loses.
    fn brute_table(max: usize) -> Vec<Vec<bool>> {
        let mut wins = vec![vec![false; max + 1]; max + 1];
        for a in 0..=max {
            for b in 0..=max {
                wins[a][b] = (0..a).any(|x| !wins[x][b])
                    || (0..b).any(|y| !wins[a][y])
                    || (1..=a.min(b)).any(|d| !wins[a - d][b - d]);
            }
        }
        wins
    }

    // Indices are pile sizes here; iterators over the table would hide that.
    #[allow(clippy::needless_range_loop)]
    #[test]
    fn matches_game_tree_search() {
        let max = 70;
        let wins = brute_table(max);
        for a in 0..=max {
            for b in 0..=max {
                let (a64, b64) = (a as u64, b as u64);
                assert_eq!(first_player_wins(a64, b64), wins[a][b], "({a}, {b})");
                // Every winning move, found by trying every move.
                let mut expected = vec![];
                for x in 0..a {
                    if !wins[x][b] {
                        expected.push((x as u64, b64));
                    }
                }
                for y in 0..b {
                    if !wins[a][y] {
                        expected.push((a64, y as u64));
                    }
                }
                for d in 1..=a.min(b) {
                    if !wins[a - d][b - d] {
                        expected.push(((a - d) as u64, (b - d) as u64));
                    }
                }
                assert_eq!(winning_moves(a64, b64), expected, "({a}, {b})");
            }
        }
        // The partner of every small n, by the table.
        for n in 0..=max / 2 {
            let p = partner(n as u64) as usize;
            assert!(p <= max && !wins[n][p], "partner({n}) = {p}");
        }
    }

    #[test]
    fn mex_construction_matches_the_closed_form() {
        // a_k = mex of the earlier pairs, b_k = a_k + k, built with a
        // table of used numbers; no φ involved.
        let count = 300_000usize;
        let mut used = vec![false; 3 * count];
        let mut mex = 0usize;
        for k in 0..count {
            while used[mex] {
                mex += 1;
            }
            let (a, b) = (mex, mex + k);
            used[a] = true;
            used[b] = true;
            assert_eq!(losing_position(k as u64), (a as u64, b as u64), "k = {k}");
            assert_eq!(partner(a as u64), b as u64);
            assert_eq!(partner(b as u64), a as u64);
        }
    }

    /// `a = ⌊kφ⌋` checked by exact integer inequalities, with no square
    /// root: `a <= kφ < a + 1` iff `2a - k <= k√5 < 2a + 2 - k`, and both
    /// sides are non-negative, so iff `(2a - k)² <= 5k² < (2a + 2 - k)²`.
    fn is_floor_k_phi(k: u64, a: u64) -> bool {
        let (k, a) = (k as u128, a as u128);
        if 2 * a < k {
            return false;
        }
        let (lo, hi) = (2 * a - k, 2 * a + 2 - k);
        lo * lo <= 5 * k * k && 5 * k * k < hi * hi
    }

    #[test]
    fn fibonacci_multiples_sit_closest_to_an_integer() {
        // F_n φ = F_{n+1} - ψ^n with ψ = -1/φ, so ⌊F_n φ⌋ is F_{n+1} for
        // odd n and F_{n+1} - 1 for even n (n >= 2): the fractional parts
        // there are the closest to 0 and 1 of all k, the hardest cases.
        let (mut f, mut g, mut n) = (1u64, 2u64, 2u32); // F_2, F_3
        while f <= MAX_PILE {
            let expected = if n % 2 == 1 { g } else { g - 1 };
            assert_eq!(lower(f), expected, "F_{n} = {f}");
            assert!(is_floor_k_phi(f, expected));
            (f, g, n) = (g, f + g, n + 1);
        }
    }

    #[test]
    fn isqrt_is_exact() {
        for n in 0u128..100_000 {
            let r = isqrt(n);
            assert!(r * r <= n && (r + 1) * (r + 1) > n, "{n}");
        }
        for n in [u128::MAX, u128::MAX - 1, 1 << 126, (1 << 126) - 1, 5 << 124] {
            let r = isqrt(n);
            assert!(r * r <= n, "{n}");
            assert!((r + 1).checked_mul(r + 1).is_none_or(|s| s > n), "{n}");
        }
        // √5 · 2^62 = 10312043428088987146.9758... (√5 = 2.2360679774997896964...,
        // to 60 digits with Python's decimal module).
        assert_eq!(SQRT5_Q62, 10_312_043_428_088_987_146);
    }

    #[test]
    fn limits() {
        let e18 = 1_000_000_000_000_000_000u64;
        for k in [
            e18,
            MAX_PILE,
            MAX_PILE - 1,
            e18 - 1,
            618_033_988_749_894_848,
        ] {
            assert!(is_floor_k_phi(k, lower(k)), "k = {k}");
        }
        let p = partner(e18);
        assert!(!first_player_wins(e18, p) && !first_player_wins(p, e18));
        assert!(first_player_wins(e18, e18));
        assert!(first_player_wins(0, e18));
        assert!(!first_player_wins(0, 0));
        assert_eq!(winning_moves(0, e18), [(0, 0)]);
        for n in [MAX_PILE, MAX_PILE - 1, e18, e18 + 1] {
            let p = partner(n);
            if p <= MAX_PILE {
                assert_eq!(partner(p), n);
            }
            let (x, y) = (n.min(p), n.max(p));
            assert!(is_floor_k_phi(y - x, x), "n = {n}");
        }
    }

    #[test]
    #[should_panic(expected = "above 2^62 - 1")]
    fn piles_above_the_limit_panic() {
        first_player_wins(MAX_PILE + 1, 0);
    }

    proptest::proptest! {
        #[test]
        fn lower_is_exact_for_random_k(k in 0u64..=MAX_PILE) {
            proptest::prop_assert!(is_floor_k_phi(k, lower(k)));
        }

        #[test]
        fn lower_is_exact_near_10_18(d in 0u64..1_000_000_000) {
            let k = 1_000_000_000_000_000_000 - d;
            proptest::prop_assert!(is_floor_k_phi(k, lower(k)));
        }

        /// Partners pair up, and the pair's smaller pile is ⌊kφ⌋ of its
        /// difference, by the inequality check.
        #[test]
        fn partners_form_losing_positions(n in 0u64..=1_000_000_000_000_000_000) {
            let p = partner(n);
            proptest::prop_assert_eq!(partner(p), n);
            let (x, y) = (n.min(p), n.max(p));
            proptest::prop_assert!(is_floor_k_phi(y - x, x));
            proptest::prop_assert!(!first_player_wins(n, p));
        }

        /// Every listed move is legal and leaves a losing position, whose
        /// smaller pile is ⌊kφ⌋ of the difference by the inequality check.
        #[test]
        fn winning_moves_are_legal_and_leave_losing_positions(
            a in 0u64..=1_000_000_000_000_000_000, b in 0u64..=1_000_000_000_000_000_000) {
            let moves = winning_moves(a, b);
            proptest::prop_assert_eq!(moves.is_empty(), !first_player_wins(a, b));
            for (x, y) in moves {
                let legal = (x < a && y == b) || (x == a && y < b) || (x < a && a - x == b - y && y < b);
                proptest::prop_assert!(legal, "({}, {}) -> ({}, {})", a, b, x, y);
                proptest::prop_assert!(is_floor_k_phi(x.max(y) - x.min(y), x.min(y)));
            }
        }
    }
}

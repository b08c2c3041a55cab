//! Sharti (Codeforces 494E): coin turning with squares on a huge board. The
//! cells `(i, j)`, `i, j >= 1`, are white or black; a move picks a square of
//! side `s <= k` whose lower-right cell `(i, j)` is white (so `s <= min(i,
//! j)`) and inverts every cell of it; the player who cannot move loses. The
//! white cells are given as a union of rectangles (overlaps do not cancel),
//! with coordinates up to `10^9` or more.
//!
//! It is a coin-turning game: a move's last coin is the square's lower-right
//! cell, white to black, and every other cell it turns lies up-left of it,
//! so it comes earlier in row-major order. By the theorem of the
//! [`coin_turning`](super) module docs, a position is worth the XOR of the
//! values `g(i, j)` of its white cells, each the value of the board whose
//! only white cell is `(i, j)`.
//!
//! # The value of a cell
//! Write `lowbit(x)` for the largest power of two dividing `x`, and `K` for
//! the exponent with `2^K <= k < 2^(K + 1)`.
//!
//! **Theorem.** `g(i, j) = h(i, j) := min(lowbit(i), lowbit(j), 2^K)`.
//!
//! *Proof*, by induction in row-major order. Let `2^e = h(i, j)`; the moves
//! of `(i, j)` are the squares `Q_s` of side `s`, `1 <= s <= min(i, j, k)`,
//! with lower-right cell `(i, j)`. By induction every other cell of `Q_s` is
//! worth `h`, so the option of `Q_s` is `F(s) ⊕ 2^e`, where `F(s)` is the XOR
//! of `h` over all of `Q_s`. Each `h` is a power `2^t`, `t <= K`, and `h(x,
//! y) >= 2^t` exactly when `2^t` divides both `x` and `y`; with `N_t(s)` the
//! number of such cells in `Q_s`, the number of cells worth exactly `2^t` is
//! `N_t - N_(t+1)` for `t < K` and `N_K` for `t = K`. So bit `t` of `F(s)`
//! is `N_t + N_(t+1) mod 2` (`N_K mod 2` for `t = K`), and `F(s) = 0`
//! exactly when every `N_t(s)`, `t <= K`, is even. And `N_t(s) = R_t(s) ·
//! C_t(s)`, the multiples of `2^t` among the square's `s` rows times those
//! among its `s` columns.
//!
//! - *No option is `2^e`*, that is `F(s) != 0`. Write `s = 2^p · o` with `o`
//!   odd; `p <= K` as `s <= k < 2^(K + 1)`. Any `s` consecutive integers hold
//!   exactly `o` multiples of `2^p`, so `N_p(s) = o^2` is odd.
//! - *Every value below `2^e` is an option.* Take `s = u + 1` with `0 <= u <
//!   2^e`, a move as `2^e` is at most `lowbit(i)`, `lowbit(j)` and `k`. For
//!   `t <= e`, `2^t` divides `i` and `j`, so `R_t = C_t = ⌈s / 2^t⌉ = ⌊u /
//!   2^t⌋ + 1`, and `N_t ≡ ⌊u / 2^t⌋ + 1 (mod 2)`. For `t > e` (so `e < K`),
//!   say `lowbit(i) = 2^e`: the nearest multiples of `2^(e+1)` are `i ± 2^e`,
//!   outside the rows `i - s + 1 ..= i`, so `N_t = 0`. Hence bit `t < e` of
//!   `F(s)` is `⌊u / 2^t⌋ + ⌊u / 2^(t+1)⌋ ≡ u_t + u_(t+1)`, bit `e` is
//!   `N_e = 1` (`u < 2^e`), higher bits are 0: `F(s) = 2^e + (u ⊕ (u >>
//!   1))`, and the option is `u ⊕ (u >> 1)`, the Gray code of `u`, a
//!   bijection of `0..2^e`.
//!
//! So the mex is `2^e`. ∎ (Checked too by the mex over the explicit moves on
//! the `40 × 40` board for every `k <= 40`, and whole positions by game
//! search on boards up to `4 × 4`.)
//!
//! This is **not** a Tartan product ([`tartan`](super::tartan)): a square is
//! not a product of two independent row moves (its two sides are equal), and
//! the nim product of the rulers' values is wrong already at `(2, 2)`:
//! `2 ⊗ 2 = 3`, while `g(2, 2) = 2` for `k >= 2`.
//!
//! # A union of rectangles
//! Let `P_t` be the parity of the number of white cells with `2^t | i` and
//! `2^t | j`. As above, the XOR of the white cells' values has bit `t` equal
//! to `P_t ⊕ P_(t+1)` (`t < K`) and `P_K` at `t = K`: with `P` the vector of
//! the `P_t`, the value is `P ⊕ (P >> 1)`. The number of multiples of `2^t`
//! in `l..=r` is `⌊r / 2^t⌋ - ⌊(l - 1) / 2^t⌋`, whose parity is bit `t` of
//! `r ⊕ (l - 1)`: a range's parity vector for all `t` at once is one XOR.
//! One sweep over the rows, with a segment tree over the compressed columns
//! whose nodes hold the parity vector of their covered columns (a node
//! covered by a rectangle holds its whole range's vector; otherwise the XOR
//! of its children's), adds for each strip of rows between two events the
//! AND of the strip's row vector and the covered columns' vector: exactly
//! `P`, for every `t` at once, in `O(m log m)`.

use crate::GrundyValue;

/// A rectangle of cells, rows `top..=bottom` and columns `left..=right`,
/// numbered from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rect {
    /// The first row.
    pub top: u64,
    /// The first column.
    pub left: u64,
    /// The last row.
    pub bottom: u64,
    /// The last column.
    pub right: u64,
}

/// The bits `0..=K` with `2^K <= k < 2^(K+1)`.
fn mask(k: u64) -> u64 {
    assert!(k > 0, "sharti: the largest side k must be at least 1");
    u64::MAX >> k.leading_zeros()
}

/// Returns the Grundy value of the board whose only white cell is `(i, j)`:
/// `min(lowbit(i), lowbit(j), 2^K)` with `2^K <= k < 2^(K+1)`.
///
/// # Panics
/// If `i`, `j` or `k` is 0.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cp_games::coin_turning::sharti::cell_value;
/// assert_eq!(cell_value(12, 8, 100), 4);
/// assert_eq!(cell_value(12, 8, 3), 2);
/// assert_eq!(cell_value(7, 8, 100), 1);
/// ```
pub fn cell_value(i: u64, j: u64, k: u64) -> GrundyValue {
    assert!(i > 0 && j > 0, "sharti: cells are numbered from 1");
    let top = (mask(k) >> 1) + 1;
    (i & i.wrapping_neg()).min(j & j.wrapping_neg()).min(top)
}

/// Returns the Grundy value of Sharti with the union of `whites` white,
/// every other cell black, and squares of side at most `k`.
///
/// # Panics
/// If `k` is 0, or a rectangle is empty (`top > bottom` or `left > right`),
/// has a coordinate 0, or reaches `u64::MAX`.
///
/// # Complexity
/// O(m log m) time and O(m) memory for `m` rectangles.
///
/// # Example
/// Codeforces 494E's first sample: two 3 × 3 squares overlapping in a
/// 2 × 2 one, `k = 1`: 14 white cells each worth 1.
/// ```
/// use cp_games::coin_turning::sharti::{grundy, Rect};
/// let a = Rect { top: 1, left: 1, bottom: 3, right: 3 };
/// let b = Rect { top: 2, left: 2, bottom: 4, right: 4 };
/// assert_eq!(grundy(&[a, b], 1), 0);
/// assert_eq!(grundy(&[a], 1), 1);
/// ```
pub fn grundy(whites: &[Rect], k: u64) -> GrundyValue {
    let p = divisible_parities(whites) & mask(k);
    p ^ (p >> 1)
}

/// Returns whether the first player wins Sharti with the union of `whites`
/// white and squares of side at most `k`: [`grundy`] is not 0.
///
/// # Panics
/// As [`grundy`].
///
/// # Complexity
/// O(m log m) time and O(m) memory for `m` rectangles.
///
/// # Example
/// Codeforces 494E's second sample.
/// ```
/// use cp_games::coin_turning::sharti::{first_player_wins, Rect};
/// let r = |top, left, bottom, right| Rect { top, left, bottom, right };
/// let whites = [r(3, 4, 5, 6), r(1, 2, 1, 2), r(4, 5, 9, 9), r(8, 6, 12, 10), r(12, 4, 12, 4)];
/// assert!(first_player_wins(&whites, 7));
/// ```
pub fn first_player_wins(whites: &[Rect], k: u64) -> bool {
    grundy(whites, k) != 0
}

/// Returns the vector whose bit `t` (every `t < 64`) is the parity of the
/// number of cells `(i, j)` of the union of `whites` with `2^t | i` and
/// `2^t | j`.
///
/// # Panics
/// If a rectangle is empty, has a coordinate 0, or reaches `u64::MAX`.
///
/// # Complexity
/// O(m log m) time and O(m) memory for `m` rectangles.
///
/// # Example
/// Rows 2..=4 and columns 1..=4: 12 cells; 4 with both coordinates even,
/// 1 with both divisible by 4.
/// ```
/// use cp_games::coin_turning::sharti::{divisible_parities, Rect};
/// let r = Rect { top: 2, left: 1, bottom: 4, right: 4 };
/// assert_eq!(divisible_parities(&[r]) & 0b111, 0b100);
/// ```
pub fn divisible_parities(whites: &[Rect]) -> u64 {
    if whites.is_empty() {
        return 0;
    }
    // Column cuts: the tree's leaf `i` is the columns `cuts[i]..cuts[i+1]`.
    let mut cuts = Vec::with_capacity(2 * whites.len());
    // Row events (row, +1 or -1, first column, column after the last).
    let mut events = Vec::with_capacity(2 * whites.len());
    for r in whites {
        assert!(
            0 < r.top && r.top <= r.bottom && 0 < r.left && r.left <= r.right,
            "sharti: {:?} is not a non-empty rectangle of cells numbered from 1",
            r
        );
        assert!(
            r.bottom < u64::MAX && r.right < u64::MAX,
            "sharti: {:?} reaches u64::MAX",
            r
        );
        cuts.push(r.left);
        cuts.push(r.right + 1);
        events.push((r.top, true, r.left, r.right + 1));
        events.push((r.bottom + 1, false, r.left, r.right + 1));
    }
    cuts.sort_unstable();
    cuts.dedup();
    events.sort_unstable_by_key(|e| e.0);
    let mut tree = CoverTree::new(&cuts);
    let mut parities = 0;
    let mut row = events[0].0;
    for (at, opens, first, end) in events {
        if at != row {
            // Rows row..at, columns as covered now.
            parities ^= ((row - 1) ^ (at - 1)) & tree.covered();
            row = at;
        }
        let lo = cuts.partition_point(|&c| c < first);
        let hi = cuts.partition_point(|&c| c < end);
        tree.add(lo, hi, if opens { 1 } else { -1 });
    }
    parities
}

/// Cover counts over the leaves `cuts[i]..cuts[i+1]`, each node holding the
/// parity vector of its covered columns (a node's count is never pushed
/// down: while positive, the whole node is covered).
struct CoverTree<'a> {
    cuts: &'a [u64],
    count: Vec<i32>,
    covered: Vec<u64>,
}

impl<'a> CoverTree<'a> {
    fn new(cuts: &'a [u64]) -> Self {
        let leaves = cuts.len() - 1;
        CoverTree {
            cuts,
            count: vec![0; 4 * leaves.max(1)],
            covered: vec![0; 4 * leaves.max(1)],
        }
    }

    /// The parity vector of the covered columns.
    fn covered(&self) -> u64 {
        self.covered[1]
    }

    /// Adds `delta` to the cover count of the leaves `lo..hi`.
    fn add(&mut self, lo: usize, hi: usize, delta: i32) {
        self.update(1, 0, self.cuts.len() - 1, lo, hi, delta);
    }

    fn update(&mut self, node: usize, nlo: usize, nhi: usize, lo: usize, hi: usize, delta: i32) {
        if hi <= nlo || nhi <= lo {
            return;
        }
        if lo <= nlo && nhi <= hi {
            self.count[node] += delta;
        } else {
            let mid = (nlo + nhi) / 2;
            self.update(2 * node, nlo, mid, lo, hi, delta);
            self.update(2 * node + 1, mid, nhi, lo, hi, delta);
        }
        self.covered[node] = if self.count[node] > 0 {
            // Columns cuts[nlo] ..= cuts[nhi] - 1.
            (self.cuts[nlo] - 1) ^ (self.cuts[nhi] - 1)
        } else if nhi - nlo == 1 {
            0
        } else {
            self.covered[2 * node] ^ self.covered[2 * node + 1]
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coin_turning::coin_values;
    use crate::explore::{Outcomes, Play};
    use crate::testing::Rng;

    /// The values of the cells of the `n × n` board by the mex over the
    /// explicit moves (every square, listed cell by cell), coin `i * n + j`
    /// being cell `(i + 1, j + 1)`.
    fn values_by_mex(n: usize, k: usize) -> Vec<u64> {
        coin_values(n * n, |c| {
            let (i, j) = (c / n, c % n);
            (1..=k.min(i + 1).min(j + 1)).map(move |s| {
                let mut others = Vec::with_capacity(s * s);
                for x in i + 1 - s..=i {
                    for y in j + 1 - s..=j {
                        if (x, y) != (i, j) {
                            others.push(x * n + y);
                        }
                    }
                }
                others
            })
        })
    }

    #[test]
    fn cell_values_are_the_mex_over_the_moves() {
        let n = 40;
        for k in 1..=n {
            let values = values_by_mex(n, k);
            for (c, &v) in values.iter().enumerate() {
                let (i, j) = (c / n + 1, c % n + 1);
                assert_eq!(
                    cell_value(i as u64, j as u64, k as u64),
                    v,
                    "({i}, {j}) k={k}"
                );
            }
        }
    }

    #[test]
    fn not_the_tartan_product_of_rulers() {
        assert_eq!(crate::nimber::nim_product(2, 2), 3);
        assert_eq!(values_by_mex(2, 2)[3], 2);
        assert_eq!(cell_value(2, 2, 2), 2);
    }

    /// The cells of the union, on a board of side `n`, as a bit set.
    fn board(n: usize, whites: &[Rect]) -> u64 {
        let mut p = 0u64;
        for r in whites {
            for i in r.top..=r.bottom {
                for j in r.left..=r.right {
                    p |= 1 << ((i as usize - 1) * n + j as usize - 1);
                }
            }
        }
        p
    }

    #[test]
    fn whole_boards_up_to_4_by_4_against_game_search() {
        // Positions: bit (i - 1) * n + (j - 1) set when (i, j) is white.
        for n in 1..=4usize {
            for k in 1..=n {
                let mut game = Outcomes::new(Play::Normal, |&p: &u64| {
                    let mut next = Vec::new();
                    for i in 0..n {
                        for j in 0..n {
                            if p >> (i * n + j) & 1 == 0 {
                                continue;
                            }
                            for s in 1..=k.min(i + 1).min(j + 1) {
                                let mut q = p;
                                for x in i + 1 - s..=i {
                                    for y in j + 1 - s..=j {
                                        q ^= 1 << (x * n + y);
                                    }
                                }
                                next.push(q);
                            }
                        }
                    }
                    next
                });
                for p in 0..1u64 << (n * n) {
                    // One 1 × 1 rectangle per white cell.
                    let whites: Vec<Rect> = (0..n * n)
                        .filter(|&c| p >> c & 1 == 1)
                        .map(|c| {
                            let (i, j) = ((c / n + 1) as u64, (c % n + 1) as u64);
                            Rect {
                                top: i,
                                left: j,
                                bottom: i,
                                right: j,
                            }
                        })
                        .collect();
                    assert_eq!(
                        first_player_wins(&whites, k as u64),
                        game.wins(p),
                        "n={n} k={k} board {p:b}"
                    );
                }
                // Unions of overlapping rectangles.
                let mut rng = Rng::new(n as u64 * 10 + k as u64);
                for _ in 0..200 {
                    let m = 1 + rng.below(3);
                    let whites: Vec<Rect> =
                        (0..m).map(|_| random_rect(&mut rng, n as u64)).collect();
                    let p = board(n, &whites);
                    assert_eq!(
                        first_player_wins(&whites, k as u64),
                        game.wins(p),
                        "{whites:?} k={k}"
                    );
                }
            }
        }
    }

    fn random_rect(rng: &mut Rng, n: u64) -> Rect {
        let (a, c) = (1 + rng.below_u64(n), 1 + rng.below_u64(n));
        let (b, d) = (1 + rng.below_u64(n), 1 + rng.below_u64(n));
        Rect {
            top: a.min(c),
            left: b.min(d),
            bottom: a.max(c),
            right: b.max(d),
        }
    }

    #[test]
    fn unions_against_cell_by_cell_values() {
        let mut rng = Rng::new(494);
        for round in 0..3000 {
            let n = 1 + rng.below_u64(if round % 3 == 0 { 8 } else { 24 });
            let k = 1 + rng.below_u64(n + 3);
            let m = 1 + rng.below(6);
            let whites: Vec<Rect> = (0..m).map(|_| random_rect(&mut rng, n)).collect();
            let mut want = 0;
            for i in 1..=n {
                for j in 1..=n {
                    let white = whites.iter().any(|r| {
                        (r.top..=r.bottom).contains(&i) && (r.left..=r.right).contains(&j)
                    });
                    if white {
                        want ^= cell_value(i, j, k);
                    }
                }
            }
            assert_eq!(grundy(&whites, k), want, "{whites:?} k={k}");
        }
    }

    /// Cells of `r` with both coordinates divisible by `2^t`, by division.
    fn divisible_cells(r: Rect, t: u32) -> u128 {
        let multiples = |lo: u64, hi: u64| u128::from((hi >> t) - ((lo - 1) >> t));
        multiples(r.top, r.bottom) * multiples(r.left, r.right)
    }

    fn intersect(a: Rect, b: Rect) -> Option<Rect> {
        let r = Rect {
            top: a.top.max(b.top),
            left: a.left.max(b.left),
            bottom: a.bottom.min(b.bottom),
            right: a.right.min(b.right),
        };
        (r.top <= r.bottom && r.left <= r.right).then_some(r)
    }

    #[test]
    fn huge_coordinates_by_inclusion_exclusion() {
        // Three rectangles anywhere below 2^62 (and near 10^9): the union's
        // counts by inclusion–exclusion over their intersections.
        let mut rng = Rng::new(10_000);
        for round in 0..2000 {
            let n = if round % 2 == 0 {
                1_000_000_000
            } else {
                1 << 62
            };
            let rects: Vec<Rect> = (0..3).map(|_| random_rect(&mut rng, n)).collect();
            let mut want = 0u64;
            for t in 0..64 {
                let mut count: i128 = 0;
                for subset in 1..8u32 {
                    let mut meet = None::<Rect>;
                    let mut empty = false;
                    for (b, &r) in rects.iter().enumerate() {
                        if subset >> b & 1 == 1 {
                            match meet.map_or(Some(r), |m| intersect(m, r)) {
                                Some(x) => meet = Some(x),
                                None => empty = true,
                            }
                        }
                    }
                    if !empty {
                        let c = divisible_cells(meet.unwrap(), t) as i128;
                        count += if subset.count_ones() % 2 == 1 { c } else { -c };
                    }
                }
                want |= ((count & 1) as u64) << t;
            }
            assert_eq!(divisible_parities(&rects), want, "{rects:?}");
        }
    }

    #[test]
    fn edges_of_the_ranges() {
        assert_eq!(grundy(&[], 5), 0);
        let max = u64::MAX - 1;
        let corner = Rect {
            top: max,
            left: max,
            bottom: max,
            right: max,
        };
        // u64::MAX - 1 = 2 * odd: value 2 when k >= 2.
        assert_eq!(grundy(&[corner], u64::MAX), 2);
        assert_eq!(grundy(&[corner], 1), 1);
        let e9 = 1_000_000_000;
        let all = Rect {
            top: 1,
            left: 1,
            bottom: e9,
            right: e9,
        };
        // The whole board with 2^t | both: (⌊10^9 / 2^t⌋)^2, odd iff ⌊10^9 / 2^t⌋ is.
        let p: u64 = (0..64)
            .filter(|&t| (e9 >> t) & 1 == 1)
            .map(|t| 1 << t)
            .sum();
        assert_eq!(divisible_parities(&[all, all]), p);
        assert_eq!(grundy(&[all], e9), (p ^ (p >> 1)) & ((1 << 30) - 1));
    }

    #[test]
    #[should_panic(expected = "is not a non-empty rectangle")]
    fn an_empty_rectangle_panics() {
        grundy(
            &[Rect {
                top: 2,
                left: 1,
                bottom: 1,
                right: 1,
            }],
            1,
        );
    }
}

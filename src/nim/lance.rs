//! AtCoder ABC265 Ex, No-capture Lance Game, counted: an `H x W` board
//! holds in each row one piece of the first player, moving left, and one of
//! the second player, moving right, on different squares. A move slides one
//! of the mover's pieces any positive distance in its direction over empty
//! squares (no jumping, no capture). The player who cannot move loses; the
//! first player moves first. Count, mod `p = 998244353`, the `(W (W-1))^H`
//! placements the first player wins.
//!
//! # The value of a row
//! Call the first player Left and the second Right (Conway's partizan
//! games). In a row, let Left's piece be on square `a` and Right's on `b`
//! (0-based).
//!
//! - *Facing away* (`a < b`): Left's piece has `a` free squares on its
//!   left, Right's `c = W - 1 - b` on its right, and the pieces never meet.
//!   Left can make at most `a` moves here, Right at most `c`, independently.
//! - *Facing* (`a > b`): the `g = a - b - 1` squares between them are the
//!   only ones either piece can enter, and a move of either player changes
//!   `g` to any smaller value: both players have the same options, a Nim
//!   heap of `g`.
//!
//! # Theorem
//! Let `S` be the sum over the facing-away rows of `a - c`, and `X` the XOR
//! over the facing rows of `g`. The player to move wins exactly when his
//! own advantage is positive, or it is zero and `X != 0`: Left to move wins
//! iff `S > 0`, or `S = 0` and `X != 0`; Right to move iff `S < 0`, or
//! `S = 0` and `X != 0`. (In Conway's terms the board is the integer `S`
//! plus the nimber `*X`.)
//!
//! *Proof*, by induction on the number of empty squares that the pieces may
//! still enter (every move lowers it). Write `A` for Left's and `C` for
//! Right's free squares in facing-away rows, `S = A - C`. A Left move
//! either moves in a facing-away row by `k >= 1` (`S` drops by `k`, `X`
//! stays) or lowers a gap (`S` stays, `X` changes: `X' != X`); a Right
//! move raises `S` by `k >= 1` or changes `X`. Left to move:
//!
//! - `S >= 0`, `X != 0`: Bouton's move (lower the gap that has the top bit
//!   of `X` to make `X = 0`) leaves `S >= 0`, `X = 0`: Right to move loses
//!   by induction.
//! - `S > 0`, `X = 0`: `A >= S >= 1`, and moving one square leaves
//!   `S - 1 >= 0`, `X = 0`: Right loses.
//! - `S = 0`, `X = 0`: a move leaves `S < 0` or `S = 0`, `X != 0`, where
//!   Right wins; and with no move, Left loses.
//! - `S < 0`: every move keeps `S < 0`, where Right wins; with no move
//!   Left loses.
//!
//! Right to move is the mirror image. ∎
//!
//! So the first player wins iff `S > 0` or (`S = 0` and `X != 0`).
//!
//! # Counting
//! A facing-away row with values `a, c >= 0`, `a + c <= W - 2`, adds
//! `a - c` to `S`: the row polynomial is the Laurent polynomial
//! `P(u) = sum u^(a - c)`, with `[u^v] P = floor((W - 2 - |v|) / 2) + 1` for
//! `|v| <= W - 2`, symmetric in `u <-> 1/u`. A facing row with gap
//! `g in 0..=W-2` occurs in `W - 1 - g` placements, `c_g`. Over the `H`
//! rows, the placements with sum `S` and XOR `X` number
//! `[u^S] N_X(u)`, `N = (P(u) δ_0 + sum_g c_g δ_g)^{*H}` (a power for the
//! product in `u` and the XOR convolution in the nim part).
//!
//! - `#(S > 0) = #(S < 0)` by the symmetry `a <-> c`, so
//!   `#(S > 0) = (T - Z) / 2`, `T = (W (W - 1))^H`, `Z = #(S = 0) =
//!   [u^0] (P(u) + C)^H`, `C = sum_g c_g = W (W - 1) / 2`.
//! - `#(S = 0, X = 0)`: by the Walsh–Hadamard transform over `V = 32` nim
//!   values (see [`counting`](super::counting)), character `s` turns a row
//!   into `P(u) + λ_s` with `λ = transform(c)`, the `H`-th power into
//!   `(P(u) + λ_s)^H`, and the inverse transform at 0 gives
//!   `Z_0 = V^{-1} sum_s [u^0] (P(u) + λ_s)^H`.
//!
//! The answer is `(T - Z) / 2 + (Z - Z_0)`.
//!
//! *The centre coefficient of a power.* With `D = W - 2`, `A(u) =
//! u^D (P(u) + λ)` is a polynomial of degree `2D` with `A(0) = 1`, and
//! `[u^0] (P + λ)^H = [u^(HD)] Q` for `Q = A^H`. As `Q' = H A^(H-1) A'`,
//! `A Q' = H A' Q`; the coefficient of `u^(n-1)` gives, with `a_0 = 1`,
//!
//! `n q_n = sum_{i=1..min(2D, n)} a_i q_(n-i) ((H + 1) i - n)`,
//!
//! so `q_0 = 1` and each next coefficient costs O(D) (`n <= HD < p`, so `n`
//! is invertible). For `D = 0` (`W = 2`), `P = 1` and the coefficient is
//! `(1 + λ)^H`.
//!
//! *Complexity.* Each distinct `λ_s` (at most 32) costs O(H D^2) for the
//! `HD` coefficients of O(D) terms each; in all O(H W^2 · 32) time (about
//! 4·10^8 multiply-adds at `H = 8000`, `W = 30`) and O(H W) memory.

use super::counting::{transform, MODULUS};

const P: u64 = MODULUS.get_u64();

/// Returns how many placements of the `H x W` board the first player wins,
/// mod [`MODULUS`] (see the module documentation for the proof).
///
/// # Panics
/// If `width < 2`, `height == 0`, `width > 32`, or `height * (width - 2)`
/// reaches [`MODULUS`].
///
/// # Complexity
/// O(`height` · `width`^2 · 32) time, O(`height` · `width`) memory.
///
/// # Example
/// ```
/// use cp_games::nim::lance::count_first_player_wins;
/// assert_eq!(count_first_player_wins(1, 3), 2);
/// assert_eq!(count_first_player_wins(9, 9), 583_962_987);
/// ```
pub fn count_first_player_wins(height: usize, width: usize) -> u32 {
    assert!(
        height >= 1 && (2..=32).contains(&width),
        "count_first_player_wins: a {} x {} board",
        height,
        width
    );
    let d = width - 2;
    assert!(
        ((height * d) as u64) < P,
        "count_first_player_wins: too many squares"
    );
    // Facing rows: c_g = W - 1 - g placements with gap g, transformed.
    let mut lambda = vec![0u32; 32];
    for (g, c) in lambda.iter_mut().enumerate().take(d + 1) {
        *c = (width - 1 - g) as u32;
    }
    transform(&mut lambda);
    let centre = Centre::new(height, d);
    let all_facing = ((width * (width - 1) / 2) as u64 % P) as u32;
    let z = u64::from(centre.of(all_facing));
    let mut sorted = lambda.clone();
    sorted.sort_unstable();
    sorted.dedup();
    let mut z0 = 0u64;
    for &l in &sorted {
        let copies = lambda.iter().filter(|&&x| x == l).count() as u64;
        z0 = (z0 + copies * u64::from(centre.of(l))) % P;
    }
    z0 = z0 * u64::from(MODULUS.inverse(32)) % P;
    let t = u64::from(MODULUS.power((width * (width - 1)) as u64, height as u64));
    let positive = (t + P - z) % P * u64::from(MODULUS.inverse(2)) % P;
    ((positive + z + P - z0) % P) as u32
}

/// `[u^0] (P(u) + λ)^H` for the row polynomial `P` of width `D + 2`.
struct Centre {
    height: usize,
    d: usize,
    /// `a_i` of `u^D P(u)`, `i = 0..=2D` (the centre without `λ`).
    row: Vec<u64>,
    /// `1 / n` mod p for `n = 1..=H D`.
    inverses: Vec<u64>,
}

impl Centre {
    fn new(height: usize, d: usize) -> Self {
        let row = (0..=2 * d)
            .map(|i| {
                let v = i.abs_diff(d);
                ((d - v) / 2 + 1) as u64
            })
            .collect();
        let top = height * d;
        let mut inverses = vec![1u64; top + 1];
        for n in 2..=top {
            inverses[n] = (P - P / n as u64) * inverses[(P % n as u64) as usize] % P;
        }
        Centre {
            height,
            d,
            row,
            inverses,
        }
    }

    /// O(H D^2): the recurrence of the module documentation.
    fn of(&self, lambda: u32) -> u32 {
        let (h, d) = (self.height, self.d);
        if d == 0 {
            return MODULUS.power(1 + u64::from(lambda), h as u64);
        }
        let middle = (self.row[d] + u64::from(lambda)) % P;
        let top = h * d;
        let step = (h as u64 + 1) % P;
        let mut q = vec![0u64; top + 1];
        q[0] = 1;
        for n in 1..=top {
            // s1 = sum i a_i q_(n-i), s2 = sum a_i q_(n-i), the centre term
            // (a_d arbitrary mod p) apart: the others are below 2^4, i below
            // 2^6, q below 2^30, so 2D <= 60 terms stay below 2^46.
            let (mut s1, mut s2) = (0u64, 0u64);
            for i in 1..=(2 * d).min(n) {
                if i == d {
                    continue;
                }
                let t = self.row[i] * q[n - i];
                s1 += i as u64 * t;
                s2 += t;
            }
            if n >= d {
                let t = middle * q[n - d] % P;
                s1 += d as u64 * t;
                s2 += t;
            }
            let sum = (step * (s1 % P) + P * P - (n as u64 % P) * (s2 % P)) % P;
            q[n] = sum * self.inverses[n] % P;
        }
        q[top] as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};

    /// A position of the played game: per row the squares of the first
    /// player's piece and the second's, and whether the first is to move.
    type Position = (Vec<(usize, usize)>, bool);

    /// The rules, with no theory: slide one of your pieces (the first
    /// player's leftwards, the second's rightwards) over empty squares.
    fn options((rows, first): &Position, width: usize) -> Vec<Position> {
        let mut out = Vec::new();
        for (r, &(a, b)) in rows.iter().enumerate() {
            let mut reach = Vec::new();
            if *first {
                let mut to = a;
                while to > 0 && to - 1 != b {
                    to -= 1;
                    reach.push((to, b));
                }
            } else {
                let mut to = b;
                while to + 1 < width && to + 1 != a {
                    to += 1;
                    reach.push((a, to));
                }
            }
            for row in reach {
                let mut next = rows.clone();
                next[r] = row;
                out.push((next, !*first));
            }
        }
        out
    }

    fn by_playing(height: usize, width: usize) -> u64 {
        let mut search = Outcomes::new(Play::Normal, |p: &Position| options(p, width));
        let row_placements: Vec<(usize, usize)> = (0..width)
            .flat_map(|a| (0..width).filter(move |&b| b != a).map(move |b| (a, b)))
            .collect();
        let mut count = 0;
        let mut digits = vec![0usize; height];
        loop {
            let rows = digits.iter().map(|&i| row_placements[i]).collect();
            if search.wins((rows, true)) {
                count += 1;
            }
            match digits.iter().position(|&i| i + 1 < row_placements.len()) {
                Some(i) => {
                    digits[i] += 1;
                    digits[..i].iter_mut().for_each(|x| *x = 0);
                }
                None => return count,
            }
        }
    }

    #[test]
    fn matches_a_game_tree_search_on_every_small_board() {
        for (height, width) in [
            (1, 2),
            (1, 3),
            (1, 6),
            (2, 2),
            (2, 3),
            (2, 4),
            (2, 5),
            (3, 3),
            (3, 4),
            (4, 3),
        ] {
            assert_eq!(
                u64::from(count_first_player_wins(height, width)),
                by_playing(height, width),
                "{height} x {width}"
            );
        }
    }

    /// A second method beyond the search: the rows' values (integer
    /// `a - c` or gap `g`, as proved), counted by a DP over `(S, X)` row
    /// by row, with the winner read off `S` and `X`.
    fn by_sum_and_xor(height: usize, width: usize) -> u32 {
        let d = width - 2;
        let span = 2 * height * d + 1;
        let mut ways = vec![[0u64; 32]; span];
        let zero = height * d;
        ways[zero][0] = 1;
        for _ in 0..height {
            let mut next = vec![[0u64; 32]; span];
            for (s, by_x) in ways.iter().enumerate() {
                for (x, &w) in by_x.iter().enumerate() {
                    if w == 0 {
                        continue;
                    }
                    for a in 0..width {
                        for b in 0..width {
                            // The integer a - c, or the gap a - b - 1. The
                            // sum's index never drops below 0: after k < H
                            // rows it is at least (H - k) D >= c.
                            let (s2, x2) = if a < b {
                                (s + a - (width - 1 - b), x)
                            } else if a > b {
                                (s, x ^ (a - b - 1))
                            } else {
                                continue;
                            };
                            next[s2][x2] = (next[s2][x2] + w) % P;
                        }
                    }
                }
            }
            ways = next;
        }
        let mut won = 0u64;
        for (s, by_x) in ways.iter().enumerate() {
            for (x, &w) in by_x.iter().enumerate() {
                if s > zero || (s == zero && x != 0) {
                    won = (won + w) % P;
                }
            }
        }
        won as u32
    }

    #[test]
    fn matches_a_dynamic_programming_over_sum_and_xor() {
        for (height, width) in [(1, 30), (5, 2), (7, 5), (12, 8), (20, 11), (4, 30), (9, 9)] {
            assert_eq!(
                count_first_player_wins(height, width),
                by_sum_and_xor(height, width),
                "{height} x {width}"
            );
        }
    }

    #[test]
    fn samples() {
        assert_eq!(count_first_player_wins(1, 3), 2);
        assert_eq!(count_first_player_wins(9, 9), 583_962_987);
        assert_eq!(count_first_player_wins(265, 30), 366_114_675);
    }
}

//! Turning a connected set of a grid (Luogu P2594, ZJOI 2009, 染色游戏):
//! an `n × m` grid of coins, each face up or face down. A move turns over
//! every coin of a 4-connected set that contains a coin `c` going from face
//! down to face up, every other coin of the set lying weakly up-left of `c`
//! (row `<=` and column `<=` those of `c`). Whoever cannot move loses.
//!
//! This is a coin-turning game whose designated face is *face down*: the
//! last coin of a move is `c`, and in row-major order every other coin of
//! the set comes before it. So (see the [module](super) docs) a position is
//! worth the XOR of the values `g(i, j)` of its single face-down coins.
//!
//! # The values
//! Rows and columns count from 1; `r(t)` is the largest power of 2 dividing
//! `t`. **Claim:** `g(1, j) = r(j)`, `g(i, 1) = r(i)`, and `g(i, j) =
//! 2^(i+j-2)` for `i, j >= 2`: one power of two per anti-diagonal.
//!
//! The moves of `c = (i, j)` are the connected sets `S ∋ c` inside the
//! rectangle `R(c)` of rows `1..=i` and columns `1..=j`; the option values
//! are `⊕_{S \ c} g`. Transposing the grid maps the moves to themselves,
//! so `g(i, j) = g(j, i)`. By induction along row-major order:
//!
//! 1. *First row.* A connected set of row 1 ending at `(1, j)` is a run
//!    `(1, k..=j)`: this is Ruler, worth `r(j)` (proved in
//!    [`line`](super::line)). The first column likewise.
//! 2. *Nothing reaches `2^D`, `D = i + j - 2`, for `i, j >= 2`.* Every
//!    other coin of `R(c)` is worth a power of two below `2^D`: `2^(a+b-2)`
//!    with `a + b < i + j` inside, `r(b) <= b <= j < 2^j <= 2^D` on the
//!    first row (as `i >= 2`), the same on the first column. A XOR of such
//!    values is below `2^D`, so `g(c) = 2^D` once every smaller value is an
//!    option.
//! 3. *`i = 2`.* For `(2, 2)` the seven connected sets of the 2 × 2 square
//!    through its corner give `0, 2, 2, 0, 3, 3, 1` (values `g(1, 1) = 1`,
//!    `g(1, 2) = g(2, 1) = 2`): all of `0..4`. For `j >= 3`, the coin
//!    `(2, b)`, `b < j`, is worth `2^b` (`(2, 1)` is worth `r(2) = 2`). Let
//!    `R_k = ⊕_{b=k..=j} r(b)` (each term is below `2^j`) and, for
//!    `B ⊆ 1..j`, let `S` be `c`, the run `(1, k..=j)` and the coins
//!    `(2, b)`, `b ∈ B`: its option is `R_k ⊕ Σ_{b∈B} 2^b`, and it is
//!    connected when each `(2, b)` lies under the run (`b >= k`) or is
//!    joined to it through `B`. For `v < 2^j` let `t_k = v ⊕ R_k`:
//!    - if `t_1` is even, `k = 1` and `B` = the bits of `t_1`;
//!    - else `t_2 = t_1 ⊕ 1` is even (`R_2 = R_1 ⊕ r(1)`); unless bit 1 of
//!      `t_2` is set and bit 2 is not, `k = 2` and `B` = its bits (`(2, 1)`
//!      is joined through `(2, 2)`, and `2 < j`);
//!    - else `t_3 = t_2 ⊕ 2` (`R_3 = R_2 ⊕ r(2)`) has bits 0, 1, 2 clear:
//!      `k = 3 <= j`, `B` = its bits, all `>= 3`.
//!
//!    So every `v < 2^j = 2^D` is an option. The column `j = 2` is the
//!    transpose.
//! 4. *`i, j >= 3`.* Both `l = (i, j - 1)` and `u = (i - 1, j)` are inside
//!    and worth `2^(D-1)`, so their options are exactly `0..2^(D-1)` (all
//!    below the mex, and none above by 2). For a move `S'` of `l` with
//!    option `w`, `S' ∪ {c}` is a move of `c` with option `w ⊕ 2^(D-1)`,
//!    and `S' ∪ {c, u}` (`u` is not in `S'`, whose columns stop at
//!    `j - 1`) one with option `w`: all of `0..2^D`. ∎
//!
//! The tests check these values by mex over the actual moves on every grid
//! up to 5 × 5, and every position of every grid up to 12 coins by
//! game-tree search.
//!
//! The nim-sum of a 100 × 100 grid needs bits up to `2^198`, so it is kept
//! in a [`WideXor`]: one bit per anti-diagonal, and the first row and column
//! XORed in as a small integer.

use super::WideXor;

/// XORs the value of a face-down coin at row `row`, column `column` (from
/// 1) into `sum` (see the module docs).
///
/// # Panics
/// If `row` or `column` is 0.
///
/// # Complexity
/// O(1) amortized.
///
/// # Example
/// ```
/// use cp_games::coin_turning::{connected::add_coin, WideXor};
/// let mut sum = WideXor::new();
/// add_coin(&mut sum, 1, 6); // r(6) = 2
/// add_coin(&mut sum, 3, 1); // r(3) = 1
/// add_coin(&mut sum, 2, 2); // 2^2
/// assert!(sum.bit(0) && sum.bit(1) && sum.bit(2) && !sum.bit(3));
/// ```
pub fn add_coin(sum: &mut WideXor, row: usize, column: usize) {
    assert!(
        row >= 1 && column >= 1,
        "add_coin: rows and columns start at 1"
    );
    if row == 1 || column == 1 {
        let t = (row + column - 1) as u64;
        sum.xor_u64(t & t.wrapping_neg());
    } else {
        sum.toggle_bit(row + column - 2);
    }
}

/// Whether the player to move wins on the grid `rows`, where `H` is a coin
/// face up and any other byte a coin face down. Rows may differ in length
/// (each coin's value depends only on its place).
///
/// # Complexity
/// O(number of coins).
///
/// # Example
/// The official sample of P2594:
/// ```
/// use cp_games::coin_turning::connected::first_player_wins;
/// assert!(!first_player_wins(&["HHH", "HHH"]));
/// assert!(first_player_wins(&["HHH", "TTH"]));
/// assert!(first_player_wins(&["T", "H"]));
/// ```
pub fn first_player_wins<R: AsRef<[u8]>>(rows: &[R]) -> bool {
    let mut sum = WideXor::new();
    for (i, row) in rows.iter().enumerate() {
        for (j, &coin) in row.as_ref().iter().enumerate() {
            if coin != b'H' {
                add_coin(&mut sum, i + 1, j + 1);
            }
        }
    }
    !sum.is_zero()
}

#[cfg(test)]
mod tests;

//! Products of coin-turning games on a grid, by the Tartan theorem.
//!
//! Given two games `G` and `H` on rows of coins, their *product* `G × H` is
//! played on a grid: a move picks a move of `G` turning the set `A` with
//! last coin `x`, and a move of `H` turning `B` with last coin `y`, and
//! turns over every coin of `A × B`; its last coin `(x, y)` must go from
//! heads to tails.
//!
//! **Tartan theorem** (*Winning Ways*, ch. 14; Conway, *On Numbers and
//! Games*, ch. 6 for the nim product): a head at `(x, y)` is worth
//! `g(x) ⊗ h(y)`, the nim product of the two rows' values; so a position
//! is worth `⊕ g(x) ⊗ h(y)` over its heads, which is exact in a `u64` when
//! the rows' values are (the nimbers below `2^64` are a field, see
//! [`NimField`]).
//!
//! *Proof.* The options of `(x, y)` are the values `⊕_{(a, b) ∈ A×B} g(a) ⊗
//! h(b)` minus the corner's, which by distributivity is `(α ⊕ g(x)) ⊗ (β ⊕
//! h(y)) ⊕ g(x) ⊗ h(y)`, where `α` and `β` range over the option sets
//! `V_G(x)` and `V_H(y)` of the two heads (`α = ⊕_{A \ x} g`). Write `g =
//! g(x)`, `h = h(y)`: every `α < g` is in `V_G(x)` and `g` is not, and the
//! same for `h`. The nim product is the mex of `α ⊗ h ⊕ g ⊗ β ⊕ α ⊗ β`
//! over `α < g`, `β < h` (its definition), and these are exactly the
//! options above with `α, β` below `g, h`: they reach every value below
//! `g ⊗ h`. An option never equals `g ⊗ h`: that would make `(α ⊕ g) ⊗ (β
//! ⊕ h) = 0`, so `α = g` or `β = h` (a field has no zero divisors), and
//! neither is an option. So the mex is `g ⊗ h`. ∎

use crate::nimber::NimField;

/// The values of the heads of `G × H` on the grid `g.len() × h.len()`:
/// `values[x][y] = g[x] ⊗ h[y]`.
///
/// # Complexity
/// O(`g.len() · h.len()`) nim products.
///
/// # Example
/// Rugs = Ruler × Ruler, on a 4 × 4 grid:
/// ```
/// use cp_games::coin_turning::tartan::product_values;
/// use cp_games::nimber::NimField;
/// let ruler = [1, 2, 1, 4];
/// let values = product_values(&NimField::new(), &ruler, &ruler);
/// assert_eq!(values[1], [2, 3, 2, 8]); // 2⊗2 = 3, 2⊗4 = 8
/// ```
pub fn product_values(field: &NimField, g: &[u64], h: &[u64]) -> Vec<Vec<u64>> {
    g.iter()
        .map(|&gx| h.iter().map(|&hy| field.product(gx, hy)).collect())
        .collect()
}

/// The value of a position of `G × H` whose heads are `heads`, given the
/// values `g` and `h` of the two rows' heads: the XOR of `g[x] ⊗ h[y]`.
///
/// # Panics
/// If a head lies outside `g.len() × h.len()`.
///
/// # Complexity
/// O(heads) nim products.
///
/// # Example
/// In Rugs, heads at places (2, 4) and (6, 12) cancel (both `2 ⊗ 4 = 8`),
/// and (3, 5) is worth `1 ⊗ 1`: the player to move wins.
/// ```
/// use cp_games::coin_turning::tartan::position_value;
/// use cp_games::nimber::NimField;
/// let ruler: Vec<u64> = (1..=12u64).map(|x| x & x.wrapping_neg()).collect();
/// let heads = [(1, 3), (5, 11), (2, 4)]; // places minus one
/// assert_eq!(position_value(&NimField::new(), &ruler, &ruler, heads), 1);
/// ```
pub fn position_value(
    field: &NimField,
    g: &[u64],
    h: &[u64],
    heads: impl IntoIterator<Item = (usize, usize)>,
) -> u64 {
    heads
        .into_iter()
        .fold(0, |v, (x, y)| v ^ field.product(g[x], h[y]))
}

#[cfg(test)]
mod tests {
    use super::super::coin_values;
    use super::super::line::{at_most, mock_turtles, ruler, ruler_moves, turnips_moves};
    use super::*;
    use crate::explore::{Outcomes, Play};

    /// The moves of a row game, each with its last coin: `rule(c)` lists
    /// the other coins.
    type Rule = fn(usize) -> Vec<Vec<usize>>;

    fn mock_turtles_moves(c: usize) -> Vec<Vec<usize>> {
        at_most(3)(c)
    }

    /// The coins (row-major, `x * cols + y`) that the product move made of
    /// `a` (with last coin `x`) and `b` (with last coin `y`) turns, the
    /// corner excluded.
    fn product_others(
        (x, a): (usize, &[usize]),
        (y, b): (usize, &[usize]),
        cols: usize,
    ) -> Vec<usize> {
        let rows: Vec<usize> = a.iter().copied().chain([x]).collect();
        let columns: Vec<usize> = b.iter().copied().chain([y]).collect();
        let mut out = Vec::new();
        for &r in &rows {
            for &c in &columns {
                if (r, c) != (x, y) {
                    out.push(r * cols + c);
                }
            }
        }
        out
    }

    /// Every move of the product of `g_rule` (rows) and `h_rule` (columns)
    /// on a `rows × cols` grid, as (corner, other coins).
    fn product_moves(g_rule: Rule, h_rule: Rule, rows: usize, cols: usize) -> Vec<Vec<Vec<usize>>> {
        let mut moves = vec![Vec::new(); rows * cols];
        for x in 0..rows {
            for y in 0..cols {
                for a in g_rule(x) {
                    for b in h_rule(y) {
                        moves[x * cols + y].push(product_others((x, &a), (y, &b), cols));
                    }
                }
            }
        }
        moves
    }

    /// The head values of products of the rules, by mex over the product
    /// moves, are the nim products of the rows' values.
    #[test]
    fn single_heads_by_mex_are_nim_products() {
        let field = NimField::new();
        let games: [(Rule, Vec<u64>); 3] = [
            (mock_turtles_moves, (0..6).map(mock_turtles).collect()),
            (ruler_moves, (1..=6).map(ruler).collect()),
            (
                turnips_moves,
                coin_values(6, turnips_moves).into_iter().collect(),
            ),
        ];
        for (g_rule, g) in &games {
            for (h_rule, h) in &games {
                let (rows, cols) = (g.len(), h.len());
                let moves = product_moves(*g_rule, *h_rule, rows, cols);
                let values = coin_values(rows * cols, |c| moves[c].clone());
                let expected = product_values(&field, g, h);
                for x in 0..rows {
                    for y in 0..cols {
                        assert_eq!(values[x * cols + y], expected[x][y], "({x}, {y})");
                    }
                }
            }
        }
    }

    /// Mock Turtles × Ruler on a 3 × 4 grid, every position played out by
    /// game-tree search: won exactly when the Tartan value is non-zero.
    #[test]
    fn every_position_of_a_small_product_by_game_tree_search() {
        let (rows, cols) = (3, 4);
        let moves = product_moves(mock_turtles_moves, ruler_moves, rows, cols);
        let mut game = Outcomes::new(Play::Normal, |&p: &u32| {
            let mut next = Vec::new();
            for c in (0..rows * cols).filter(|&c| p >> c & 1 == 1) {
                for others in &moves[c] {
                    next.push(others.iter().fold(p ^ 1 << c, |q, &o| q ^ 1 << o));
                }
            }
            next
        });
        let field = NimField::new();
        let g: Vec<u64> = (0..rows as u64).map(mock_turtles).collect();
        let h: Vec<u64> = (1..=cols as u64).map(ruler).collect();
        for p in 0u32..1 << (rows * cols) {
            let heads = (0..rows * cols)
                .filter(|&c| p >> c & 1 == 1)
                .map(|c| (c / cols, c % cols));
            let value = position_value(&field, &g, &h, heads);
            assert_eq!(game.wins(p), value != 0, "position {p:#b}");
        }
    }
}

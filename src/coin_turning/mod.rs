//! Coin-turning games (Berlekamp, Conway and Guy, *Winning Ways*, ch. 14,
//! "Turn and Turn About"): coins lie on numbered places, each showing its
//! designated face or not; a move turns over a set of coins that the game's
//! rule allows, one of which, the set's *last* coin, must go from the
//! designated face to the other; whoever cannot move loses.
//!
//! - [`line`](mod@line): games on a row — Mock Turtles (the odious numbers), Ruler
//!   (the largest power of 2 dividing `n`), Turnips, "turn at most `k`
//!   coins" — each as its move rule, with the closed form where one is
//!   proved.
//! - [`tartan`]: products of two games on a grid, valued by the Tartan
//!   theorem on [`nimber`](crate::nimber).
//! - [`connected`]: Luogu P2594 (ZJOI 2009): turning a 4-connected set of a
//!   grid, one power of two per anti-diagonal, nim-sums of about 200 bits
//!   in a [`WideXor`].
//! - [`sharti`]: Codeforces 494E: squares of side at most `k` on a board of
//!   side up to `10^9` given as a union of rectangles; each cell worth
//!   `min(lowbit(i), lowbit(j), 2^K)` (not a Tartan product).
//!
//! # A position is the sum of its single coins
//! Order the places so that every move's other coins come before its last
//! coin (on a row: left to right; on a grid, row-major order when the
//! others lie weakly up-left). Write a position as the set `P` of places
//! showing the designated face, `g(c)` for the Grundy value of the position
//! `{c}`, and `V(c)` for the set of values `⊕_{y ∈ S \ {c}} g(y)` over the
//! moves `S` whose last coin is `c`, so `g(c) = mex V(c)`.
//!
//! **Theorem.** The Grundy value of `P` is `f(P) = ⊕_{c ∈ P} g(c)`.
//!
//! *Proof*, by induction along the order (a move takes its last coin out of
//! `P` and changes only earlier places, so the position, read as a binary
//! number with the last place highest, decreases). A move `S` with last
//! coin `c ∈ P` leads to `P Δ S`, and `f(P Δ S) = f(P) ⊕ g(c) ⊕ w` with
//! `w ∈ V(c)`, never `f(P)`, as `w ≠ g(c)`. Conversely, for `t < f(P)`,
//! let `d = f(P) ⊕ t` and pick `c ∈ P` whose `g(c)` has the highest bit of
//! `d`: then `w = g(c) ⊕ d < g(c)`, so `w ∈ V(c)` (the mex), and its move
//! leads to value `t`. By induction the options' values are their `f`, so
//! the mex is `f(P)`. (Turning a coin the other way is adding a second copy
//! of it, and two equal values cancel.) ∎
//!
//! So [`coin_values`] computes the values of a game from its rule alone, by
//! mex, and a position's value is a XOR of them.

pub mod connected;
pub mod line;
pub mod sharti;
pub mod tartan;

use crate::sg::mex;
use crate::GrundyValue;

/// Returns the Grundy values of the single coins `0..len` of a coin-turning
/// game given by its rule: `others(c)` lists, for each move whose last coin
/// is `c`, the other coins it turns over, all below `c`.
///
/// # Panics
/// If a move turns a coin that is not below its last coin.
///
/// # Complexity
/// O(total size of the moves listed) XORs, plus a mex per coin.
///
/// # Example
/// Turning Turtles (turn one coin, or it and one coin to its left) is Nim:
/// coin `c` is a heap of `c + 1`.
/// ```
/// use cp_games::coin_turning::coin_values;
/// let values = coin_values(6, |c| (0..=c).map(move |o| if o == c { vec![] } else { vec![o] }));
/// assert_eq!(values, [1, 2, 3, 4, 5, 6]);
/// ```
pub fn coin_values<F, I>(len: usize, mut others: F) -> Vec<GrundyValue>
where
    F: FnMut(usize) -> I,
    I: IntoIterator<Item = Vec<usize>>,
{
    let mut values: Vec<GrundyValue> = Vec::with_capacity(len);
    for c in 0..len {
        let options: Vec<GrundyValue> = others(c)
            .into_iter()
            .map(|set| {
                set.iter().fold(0, |x, &o| {
                    assert!(o < c, "coin_values: a move of coin {} turns coin {}", c, o);
                    x ^ values[o]
                })
            })
            .collect();
        values.push(mex(&options));
    }
    values
}

/// An exact nim-sum (XOR) of any width: the nim-sums of
/// [`connected`] need about 200 bits.
///
/// # Example
/// ```
/// use cp_games::coin_turning::WideXor;
/// let mut x = WideXor::new();
/// x.toggle_bit(198);
/// x.xor_u64(5);
/// assert!(!x.is_zero() && x.bit(198) && x.bit(2) && !x.bit(1));
/// x.toggle_bit(198);
/// x.xor_u64(5);
/// assert!(x.is_zero());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WideXor {
    /// 64 bits a word, lowest first.
    words: Vec<u64>,
}

impl WideXor {
    /// Zero. O(1).
    pub fn new() -> Self {
        WideXor { words: Vec::new() }
    }

    /// XORs in `2^bit`. O(1) amortized (the words grow to hold `bit`).
    pub fn toggle_bit(&mut self, bit: usize) {
        let word = bit / 64;
        if self.words.len() <= word {
            self.words.resize(word + 1, 0);
        }
        self.words[word] ^= 1 << (bit % 64);
    }

    /// XORs in `value`. O(1).
    pub fn xor_u64(&mut self, value: u64) {
        if self.words.is_empty() {
            self.words.push(0);
        }
        self.words[0] ^= value;
    }

    /// Whether bit `bit` is set. O(1).
    pub fn bit(&self, bit: usize) -> bool {
        match self.words.get(bit / 64) {
            Some(w) => w >> (bit % 64) & 1 == 1,
            None => false,
        }
    }

    /// Whether the nim-sum is 0 (the player to move loses). O(words).
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::testing::Rng;

    #[test]
    fn wide_xor_is_the_xor_of_bit_sets() {
        // Against a Vec<bool> of 300 bits, on random toggles and words.
        let mut rng = Rng::new(7);
        let mut x = WideXor::new();
        let mut bits = vec![false; 300];
        for _ in 0..2000 {
            if rng.below(2) == 0 {
                let b = rng.below(300);
                x.toggle_bit(b);
                bits[b] ^= true;
            } else {
                let v = rng.next_u64();
                x.xor_u64(v);
                for (b, bit) in bits.iter_mut().enumerate().take(64) {
                    *bit ^= v >> b & 1 == 1;
                }
            }
            assert_eq!(x.is_zero(), bits.iter().all(|&b| !b));
            for (b, &bit) in bits.iter().enumerate() {
                assert_eq!(x.bit(b), bit, "bit {b}");
            }
        }
        assert!(WideXor::new().is_zero() && !WideXor::new().bit(1000));
    }

    #[test]
    #[should_panic(expected = "a move of coin 2 turns coin 3")]
    fn a_move_must_turn_earlier_coins() {
        coin_values(4, |c| if c == 2 { vec![vec![3]] } else { vec![] });
    }

    /// The theorem of the module docs, on a row of 9 coins of a game with
    /// irregular moves (turn `c` with `c - 1` and `c - 3`, or with any one
    /// coin at an even distance): the outcome of every position by
    /// game-tree search is the XOR of the values by mex.
    #[test]
    fn a_position_is_the_xor_of_its_coins() {
        let rule = |c: usize| {
            let mut moves = vec![vec![]];
            if c >= 3 {
                moves.push(vec![c - 3, c - 1]);
            }
            moves.extend((1..=c / 2).map(|d| vec![c - 2 * d]));
            moves
        };
        let n = 9;
        let values = coin_values(n, rule);
        let mut game = Outcomes::new(Play::Normal, |&p: &u32| {
            let mut next = Vec::new();
            for c in (0..n).filter(|&c| p >> c & 1 == 1) {
                for others in rule(c) {
                    next.push(others.iter().fold(p ^ 1 << c, |q, &o| q ^ 1 << o));
                }
            }
            next
        });
        for p in 0u32..1 << n {
            let value = (0..n)
                .filter(|&c| p >> c & 1 == 1)
                .fold(0, |x, c| x ^ values[c]);
            assert_eq!(game.wins(p), value != 0, "position {p:#b}");
        }
    }
}

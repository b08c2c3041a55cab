//! Comparison, outcome classes and stops.
//!
//! # Comparison
//!
//! `G <= H` exactly when there is no left option `G^L >= H` and no right
//! option `H^R <= G` (the recursive definition of the order, equivalent to
//! "Right, moving first in `H - G`, loses"; Conway, *On Numbers and Games*,
//! ch. 0; Siegel, *Combinatorial Game Theory*, 2013, §II.1).
//! [`Games::le`] applies it with a memo over pairs of ids, and three
//! shortcuts:
//!
//! 1. numbers, and `x + *j` against `y + *k`, compare at once:
//!    `x + *j <= y + *k` iff `x < y`, or `x = y` and `j = k` (the
//!    difference is the number `y - x` plus `*(j xor k)`: positive when
//!    `y > x`, since a positive number exceeds every nimber, and fuzzy or
//!    zero when `y = x`);
//! 2. **stops** (below): `L(G) > L(H)` or `R(G) > R(H)` gives `G` not
//!    `<= H`, and `L(G) < R(H)` gives `G <= H` (Lemma 2);
//! 3. **number avoidance** (Siegel §II.3, the Number Avoidance Theorem;
//!    Winning Ways ch. 2): if `x` is a number and `H` is not equal to one,
//!    whoever has a winning move in `H - x` has one in `H`; so `x <= H`
//!    iff no `H^R <= x`, and `H <= x` iff no `H^L >= x`, and the number's
//!    own options are never looked at. (A canonical form that is not
//!    stored as a number is not equal to one, since the canonical form of a
//!    number is that number's.)
//!
//! # Stops
//!
//! The left stop `L(G)` is `x` for a number `x`, and otherwise the largest
//! right stop of a left option; the right stop `R(G)` dually (Siegel
//! §II.5; Winning Ways ch. 6): the number play reaches when Left,
//! resp. Right, starts and both play until a number is reached. Every
//! canonical form that is not a number has options on both sides (`{L |}`
//! and `{| R}` are integers), so both are defined.
//!
//! **Lemma 1.** *If `L(G) > 0`, Left wins `G` moving first; if `R(G) >
//! 0`, Left wins `G` moving second. Dually for Right and `< 0`.* By
//! induction on `G`. A number `x > 0` is won by Left whoever starts.
//! Otherwise `L(G) = max R(G^L) > 0` gives a `G^L` with `R(G^L) > 0`,
//! which Left, moving second there, wins by induction: so she wins `G`
//! moving first by moving to it. And `R(G) = min L(G^R) > 0` means every
//! `G^R` has `L(G^R) > 0`, so Left answers each first move of Right in `G`
//! with a win. ∎
//!
//! **Lemma 2.** *If `G <= H` then `L(G) <= L(H)` and `R(G) <= R(H)`; if
//! `L(G) < R(H)` then `G <= H`.* This rests on the stops of a sum,
//! `R(A) + R(B) <= R(A + B)` and `R(A) + L(B) <= L(A + B)` (Siegel §II.5;
//! Winning Ways ch. 6), and `R(-A) = -L(A)`. If `L(G) < R(H)`, then
//! `R(H - G) >= R(H) + R(-G) = R(H) - L(G) > 0`, and by Lemma 1 Left wins
//! `H - G` moving second: `G <= H`. If `G <= H`, then `R(H - G) >= 0`
//! (were it negative, Right would win `H - G` moving first, by Lemma 1),
//! and `H = G + (H - G)` gives `L(H) >= L(G) + R(H - G) >= L(G)` and
//! `R(H) >= R(G) + R(H - G) >= R(G)`. ∎
//!
//! The tests check [`Games::le`], stops and all, against a game-tree
//! search of `H - G` that knows none of this.
//!
//! # Complexity
//!
//! Every pair `(G, H)` of interned games is decided once, in O(options of
//! `G` and `H`) memoised sub-comparisons; the stops of each game are
//! computed once, in O(its options).

use super::{pair, Game, Games, Kind};
use crate::cgt::dyadic::Dyadic;
use crate::Class;

impl Games {
    /// Whether `a <= b` (by the recursive definition, with the shortcuts of
    /// the [module docs](self)).
    ///
    /// # Complexity
    /// O(1) for numbers, `x + *k` and pairs compared before; otherwise
    /// O(options) memoised comparisons of subpositions, each pair once.
    ///
    /// # Example
    /// ```
    /// use cp_games::cgt::{Dyadic, Games};
    /// let mut g = Games::new();
    /// let (zero, star) = (g.zero(), g.star());
    /// let up = g.from_options(&[zero], &[star]);
    /// let tiny = g.number(Dyadic::new(1, 6));
    /// assert!(g.le(zero, up) && !g.le(up, zero));
    /// assert!(g.le(up, tiny)); // ↑ is infinitesimal
    /// assert!(!g.le(star, zero) && !g.le(zero, star)); // * is fuzzy
    /// ```
    pub fn le(&mut self, a: Game, b: Game) -> bool {
        if a == b {
            return true;
        }
        if let (Some((x, j)), Some((y, k))) = (self.as_number_star(a), self.as_number_star(b)) {
            return x < y || (x == y && j == k);
        }
        // The stops first: they are in an array, the memo in a hash map.
        let (la, ra) = self.stops(a);
        let (lb, rb) = self.stops(b);
        if la > lb || ra > rb {
            return false;
        }
        if la < rb {
            return true;
        }
        if let Some(&v) = self.le_memo.get(&pair(a, b)) {
            return v;
        }
        let v = {
            let a_number = matches!(self.kind(a), Kind::Number(_));
            let b_number = matches!(self.kind(b), Kind::Number(_));
            let (anl, _) = self.counts(a);
            let (_, bnr) = self.counts(b);
            // No b^R <= a (skipped when b is a number and a is not).
            let mut v = true;
            if a_number || !b_number {
                for i in 0..bnr {
                    let br = self.right_at(b, i);
                    if self.le(br, a) {
                        v = false;
                        break;
                    }
                }
            }
            // No a^L >= b (skipped when a is a number and b is not).
            if v && (b_number || !a_number) {
                for i in 0..anl {
                    let al = self.left_at(a, i);
                    if self.le(b, al) {
                        v = false;
                        break;
                    }
                }
            }
            v
        };
        self.le_memo.insert(pair(a, b), v);
        v
    }

    /// Whether `a = b` (the same id: forms are canonical). O(1).
    pub fn eq(&self, a: Game, b: Game) -> bool {
        a == b
    }

    /// The outcome class of `g`: `g > 0` Left, `g < 0` Right, `g = 0`
    /// Previous, `g || 0` Next.
    ///
    /// # Complexity
    /// Two comparisons with 0 (see [`le`](Self::le)).
    pub fn outcome(&mut self, g: Game) -> Class {
        let zero = self.zero();
        match (self.le(zero, g), self.le(g, zero)) {
            (true, true) => Class::Previous,
            (true, false) => Class::Left,
            (false, true) => Class::Right,
            (false, false) => Class::Next,
        }
    }

    /// The left stop of `g`. O(1) once known; O(subpositions) the first
    /// time.
    pub fn left_stop(&mut self, g: Game) -> Dyadic {
        self.stops(g).0
    }

    /// The right stop of `g`. O(1) once known; O(subpositions) the first
    /// time.
    pub fn right_stop(&mut self, g: Game) -> Dyadic {
        self.stops(g).1
    }

    /// Both stops, memoised per game.
    pub(super) fn stops(&mut self, g: Game) -> (Dyadic, Dyadic) {
        if let Some(s) = self.stops[g.index()] {
            return s;
        }
        let s = match self.as_number_star(g) {
            Some((x, _)) => (x, x),
            None => {
                // A canonical form that is not a number has options on both
                // sides: `{L | }` and `{ | R}` are integers.
                let (nl, nr) = self.counts(g);
                let mut left: Option<Dyadic> = None;
                for i in 0..nl {
                    let gl = self.left_at(g, i);
                    let r = self.stops(gl).1;
                    left = Some(left.map_or(r, |m| m.max(r)));
                }
                let mut right: Option<Dyadic> = None;
                for i in 0..nr {
                    let gr = self.right_at(g, i);
                    let l = self.stops(gr).0;
                    right = Some(right.map_or(l, |m| m.min(l)));
                }
                (
                    left.expect("a non-number has left options"),
                    right.expect("a non-number has right options"),
                )
            }
        };
        self.stops[g.index()] = Some(s);
        s
    }
}

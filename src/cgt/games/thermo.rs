//! Thermographs and temperature.
//!
//! # Definition (Siegel, *Combinatorial Game Theory*, 2013, §II.5–II.6;
//! Winning Ways, ch. 6)
//!
//! For `t >= -1`, `G` cooled by `t` is `G_t = n` when `G` is an integer
//! `n`, and otherwise `{G^L_t - t | G^R_t + t}`, until the first `t = τ`
//! at which `G_τ` is infinitesimally close to a number `m`; from there on
//! `G_t = m`. `τ` is the **temperature** of `G` and `m` its **mast
//! value**. So integers have temperature `-1`, and a number `m / 2^k`
//! (`m` odd, `k >= 1`) has temperature `-1/2^k` — CGSuite's convention.
//!
//! The **walls** of the thermograph are the stops of `G_t` as functions of
//! `t`: below `τ`, the left wall is the *left scaffold*
//! `max over G^L of (right wall of G^L)(t) - t` and the right wall the
//! *right scaffold* `min over G^R of (left wall of G^R)(t) + t`; from `τ`
//! on both are the vertical mast at `m`. Left walls never increase and
//! right walls never decrease (each is a max or min of such functions
//! shifted by `∓t`), so the left scaffold minus the right one never
//! increases and `τ` is the first `t` where they meet; both are continuous,
//! so they meet at one value `m`.
//!
//! Walls are piecewise linear with slopes in `{-1, 0, 1}` and dyadic
//! breakpoints (two segments of slopes differing by 1 or 2 cross at a
//! dyadic point), so they are computed exactly as lists of breakpoints.
//!
//! # Complexity
//!
//! Each game's thermograph is computed once (memoised), from its options'
//! walls in O(total breakpoints of its options' walls) dyadic operations.

use super::{Game, Games};
use crate::cgt::dyadic::Dyadic;

/// A piecewise linear function of `t >= -1`: linear between breakpoints
/// `(t, value)` (the first at `t = -1`), with slope `tail` after the last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wall {
    /// The breakpoints, by increasing `t`, the first at `t = -1`.
    pub points: Vec<(Dyadic, Dyadic)>,
    /// The slope after the last breakpoint.
    pub tail: i64,
}

/// The thermograph of a game: its walls, temperature and mast value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thermograph {
    /// The left wall (the left stop of `G_t`).
    pub left: Wall,
    /// The right wall (the right stop of `G_t`).
    pub right: Wall,
    /// Where the walls meet.
    pub temperature: Dyadic,
    /// The value the walls meet at.
    pub mast: Dyadic,
}

fn times(s: i64, t: Dyadic) -> Dyadic {
    match s {
        0 => Dyadic::integer(0),
        1 => t,
        -1 => -t,
        2 => t + t,
        -2 => -(t + t),
        _ => unreachable!("wall slopes are -2..=2"),
    }
}

/// `d / s` for `s` in `{±1, ±2}`.
fn divide(d: Dyadic, s: i64) -> Dyadic {
    match s {
        1 => d,
        -1 => -d,
        2 => d.half(),
        -2 => -d.half(),
        _ => unreachable!("slope differences are ±1 or ±2"),
    }
}

impl Wall {
    fn constant(v: Dyadic) -> Wall {
        Wall {
            points: vec![(Dyadic::integer(-1), v)],
            tail: 0,
        }
    }

    /// The slope on the segment starting at breakpoint `i`.
    fn slope(&self, i: usize) -> i64 {
        if i + 1 >= self.points.len() {
            return self.tail;
        }
        let (a, fa) = self.points[i];
        let (b, fb) = self.points[i + 1];
        (-2..=2)
            .find(|&s| fa + times(s, b - a) == fb)
            .expect("wall slopes are -2..=2")
    }

    /// The value at `t >= -1`.
    pub fn at(&self, t: Dyadic) -> Dyadic {
        let i = self.points.partition_point(|&(x, _)| x <= t) - 1;
        let (a, fa) = self.points[i];
        fa + times(self.slope(i), t - a)
    }

    /// `self(t) + s * t`.
    fn shifted(&self, s: i64) -> Wall {
        Wall {
            points: self
                .points
                .iter()
                .map(|&(t, v)| (t, v + times(s, t)))
                .collect(),
            tail: self.tail + s,
        }
    }

    /// The pointwise maximum (`max == true`) or minimum of two walls.
    fn combine(&self, other: &Wall, max: bool) -> Wall {
        let pick = |a: Dyadic, b: Dyadic| if max == (a >= b) { a } else { b };
        let mut ts: Vec<Dyadic> = self
            .points
            .iter()
            .chain(&other.points)
            .map(|p| p.0)
            .collect();
        ts.sort();
        ts.dedup();
        let diff = |t: Dyadic| self.at(t) - other.at(t);
        let mut cuts = ts.clone();
        for w in ts.windows(2) {
            let (da, db) = (diff(w[0]), diff(w[1]));
            let zero = Dyadic::integer(0);
            if (da > zero && db < zero) || (da < zero && db > zero) {
                let i = self.points.partition_point(|&(x, _)| x <= w[0]) - 1;
                let j = other.points.partition_point(|&(x, _)| x <= w[0]) - 1;
                cuts.push(w[0] + divide(da, other.slope(j) - self.slope(i)));
            }
        }
        let last = *ts.last().expect("walls start at -1");
        let d = diff(last);
        let s = self.tail - other.tail;
        let zero = Dyadic::integer(0);
        if (d > zero && s < 0) || (d < zero && s > 0) {
            cuts.push(last + divide(d, -s));
        }
        cuts.sort();
        cuts.dedup();
        let end = *cuts.last().expect("non-empty");
        // No crossing lies beyond `end`: the side ahead there stays ahead,
        // and from a tie the steeper (for a maximum) tail wins.
        let de = diff(end);
        let self_wins = if de == zero {
            if max {
                self.tail >= other.tail
            } else {
                self.tail <= other.tail
            }
        } else {
            max == (de > zero)
        };
        let tail = if self_wins { self.tail } else { other.tail };
        let points = cuts
            .iter()
            .map(|&t| (t, pick(self.at(t), other.at(t))))
            .collect();
        let mut w = Wall { points, tail };
        w.simplify();
        w
    }

    /// Drops breakpoints where the slope does not change.
    fn simplify(&mut self) {
        let mut i = 1;
        while i < self.points.len() {
            let before = self.slope(i - 1);
            if self.slope(i) == before {
                self.points.remove(i);
            } else {
                i += 1;
            }
        }
    }
}

impl Games {
    /// The thermograph of `g` (see the [module docs](self)).
    ///
    /// # Complexity
    /// Memoised per game; the first time, O(breakpoints of the options'
    /// walls) for `g` and each subposition not seen before.
    pub fn thermograph(&mut self, g: Game) -> Thermograph {
        if let Some(t) = self.thermographs.get(&g) {
            return t.clone();
        }
        let t = self.compute_thermograph(g);
        self.thermographs.insert(g, t.clone());
        t
    }

    fn compute_thermograph(&mut self, g: Game) -> Thermograph {
        if let Some(x) = self.as_number(g) {
            if x.is_integer() {
                return Thermograph {
                    left: Wall::constant(x),
                    right: Wall::constant(x),
                    temperature: Dyadic::integer(-1),
                    mast: x,
                };
            }
        }
        // Every canonical non-integer has options on both sides.
        let left: Vec<Game> = self.left_options(g).to_vec();
        let right: Vec<Game> = self.right_options(g).to_vec();
        let mut ls: Option<Wall> = None;
        for gl in left {
            let w = self.thermograph(gl).right.shifted(-1);
            ls = Some(match ls {
                None => w,
                Some(m) => m.combine(&w, true),
            });
        }
        let mut rs: Option<Wall> = None;
        for gr in right {
            let w = self.thermograph(gr).left.shifted(1);
            rs = Some(match rs {
                None => w,
                Some(m) => m.combine(&w, false),
            });
        }
        let ls = ls.expect("a canonical non-integer has left options");
        let rs = rs.expect("a canonical non-integer has right options");
        // The first t where ls(t) <= rs(t): ls - rs never increases.
        let mut ts: Vec<Dyadic> = ls.points.iter().chain(&rs.points).map(|p| p.0).collect();
        ts.sort();
        ts.dedup();
        let zero = Dyadic::integer(0);
        let diff = |t: Dyadic| ls.at(t) - rs.at(t);
        let tau = if diff(ts[0]) <= zero {
            ts[0]
        } else {
            let mut found = None;
            for w in ts.windows(2) {
                if diff(w[1]) <= zero {
                    let (a, da) = (w[0], diff(w[0]));
                    let slope = (-2..=0)
                        .find(|&s| da + times(s, w[1] - a) == diff(w[1]))
                        .expect("the scaffolds' difference has slope -2..=0");
                    found = Some(a + divide(da, -slope));
                    break;
                }
            }
            found.unwrap_or_else(|| {
                let last = *ts.last().expect("non-empty");
                let s = ls.tail - rs.tail;
                assert!(s < 0, "the scaffolds of a short game meet");
                last + divide(diff(last), -s)
            })
        };
        let mast = ls.at(tau);
        let truncate = |w: &Wall| {
            let mut points: Vec<(Dyadic, Dyadic)> =
                w.points.iter().copied().filter(|&(t, _)| t < tau).collect();
            points.push((tau, mast));
            let mut w = Wall { points, tail: 0 };
            w.simplify();
            w
        };
        Thermograph {
            left: truncate(&ls),
            right: truncate(&rs),
            temperature: tau,
            mast,
        }
    }

    /// The temperature of `g`, CGSuite's convention: `-1` for integers,
    /// `-1/2^k` for `m / 2^k`, and for other games where the thermograph's
    /// walls meet (see the [module docs](self)).
    ///
    /// # Complexity
    /// That of [`thermograph`](Self::thermograph).
    ///
    /// # Example
    /// ```
    /// use cp_games::cgt::{Dyadic, Games};
    /// let mut g = Games::new();
    /// let two = g.number(Dyadic::integer(2));
    /// let minus_one = g.number(Dyadic::integer(-1));
    /// let hot = g.from_options(&[two], &[minus_one]);
    /// assert_eq!(g.temperature(hot), Dyadic::new(3, 1));
    /// let half = g.number(Dyadic::new(1, 1));
    /// assert_eq!(g.temperature(half), Dyadic::new(-1, 1));
    /// ```
    pub fn temperature(&mut self, g: Game) -> Dyadic {
        self.thermograph(g).temperature
    }
}

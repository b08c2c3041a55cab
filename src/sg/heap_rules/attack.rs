//! Castles attacked three ways (Codeforces 1312F, Attack on Red Kingdom): a
//! heap with the type of its last attack as its state.
//!
//! A castle with `a >= 1` defenders may be attacked by a mixed attack
//! (removing `x`), an infantry attack (`y`) or a cavalry attack (`z`), each
//! capped at what is left; infantry may not follow infantry on the same
//! castle, nor cavalry cavalry, and a castle never attacked takes any
//! attack, as after a mixed one. Whoever makes the last attack wins.
//!
//! **Values.** A castle is the heap `(a, s)` of [`heap_rules`](super), with
//! state `s` = the type of its last attack (0 for mixed or none, 1 for
//! infantry, 2 for cavalry): `(a, s)` moves to `((a - x)⁺, 0)`, to
//! `((a - y)⁺, 1)` unless `s = 1`, and to `((a - z)⁺, 2)` unless `s = 2`,
//! all smaller heaps; `G(0, s) = 0`. Each value is a mex of at most three,
//! so at most 3, and the row `R(a) = (G(a, 0), G(a, 1), G(a, 2))` is one of
//! 64 codes.
//!
//! **Period, proved.** For `a >= 5 >= max(x, y, z)` no attack is capped, so
//! `R(a)` is the same function of `R(a - 5), ..., R(a - 1)` for every such
//! `a`. Once a window of five rows starting at 0 or later recurs, the rows
//! after the two windows agree one by one, forever: the period is proved.
//! The crate's window period finder ([`prove_by_window`]) finds the first
//! recurrence; as a window is one of 64^5 values, one must come, and for
//! every `x, y, z <= 5` it comes within 100 rows (checked by a test over
//! all 125 of them). `G(a, s)` for any `a` up to `10^18` is then a table
//! lookup.
//!
//! **Winning first attacks.** Every castle starts in state 0, the position
//! is worth `X = XOR G(a_i, 0)`, and the attack of type `t` on castle `i`
//! wins exactly when `X ^ G(a_i, 0) ^ G((a_i - d_t)⁺, t) = 0`.
//!
//! The tests check the rows against [`Table`](super::Table) far past the
//! period, and the counts against a game-tree search that plays the
//! castles.

use super::prove_by_window;
use crate::sg::period::{Certificate, Pattern, Periodicity, Status};
use crate::GrundyValue;

/// Rows examined at most; every `x, y, z <= 5` needs fewer (tested).
const LIMIT: usize = 1 << 12;

/// The attack game for one `x, y, z`: its rows up to the end of the
/// first period, and the period proved.
#[derive(Debug, Clone)]
pub struct Attack {
    removes: [u64; 3],
    /// `rows[a]` packs `G(a, s)` as 2 bits at `2s`.
    rows: Vec<u8>,
    periodicity: Periodicity,
}

impl Attack {
    /// Tabulates the game where mixed, infantry and cavalry attacks remove
    /// `x`, `y` and `z` defenders, and proves its period.
    ///
    /// # Panics
    /// If `x`, `y` or `z` is not in `1..=5`.
    ///
    /// # Complexity
    /// O(preperiod + period) = O(1).
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::heap_rules::attack::Attack;
    /// let game = Attack::new(1, 3, 4);
    /// assert_eq!(game.winning_first_attacks(&[7, 6]), 2);
    /// ```
    pub fn new(x: u64, y: u64, z: u64) -> Attack {
        let removes = [x, y, z];
        assert!(
            removes.iter().all(|&d| (1..=5).contains(&d)),
            "Attack: x, y, z must be in 1..=5"
        );
        let mut rows: Vec<u8> = Vec::new();
        let found = prove_by_window(5, 5, LIMIT, |a| {
            while rows.len() <= a {
                let next = next_row(&rows, removes);
                rows.push(next);
            }
            GrundyValue::from(rows[a])
        });
        let periodicity = found.expect("every x, y, z <= 5 has a period within LIMIT rows");
        rows.truncate(periodicity.preperiod + periodicity.period);
        Attack {
            removes,
            rows,
            periodicity,
        }
    }

    /// The preperiod and period of the rows, proved. O(1).
    pub fn periodicity(&self) -> Periodicity {
        self.periodicity
    }

    /// The values `G(.., state)` as a [`Pattern`], proved by the window of
    /// five rows ([`Certificate::Window`], every row from 5 on a function
    /// of the five before it; the period may be shorter than the rows').
    ///
    /// # Panics
    /// If `state > 2`.
    ///
    /// # Complexity
    /// O(preperiod + period).
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::heap_rules::attack::Attack;
    /// let game = Attack::new(1, 3, 4);
    /// let pattern = game.pattern(0);
    /// assert!(pattern.is_proved());
    /// assert_eq!(pattern.value(1_000_000_000_000_000_000), Some(u64::from(game.grundy(1_000_000_000_000_000_000, 0))));
    /// ```
    pub fn pattern(&self, state: usize) -> Pattern {
        assert!(state < 3, "Attack: no state {}", state);
        let column: Vec<u8> = self.rows.iter().map(|&r| r >> (2 * state) & 3).collect();
        let certificate = Certificate::Window { window: 5, from: 5 };
        Pattern::new(&column, self.periodicity, 0, Status::Proved(certificate))
    }

    /// `G(a, state)`: state 0 after a mixed attack or none, 1 after
    /// infantry, 2 after cavalry.
    ///
    /// # Panics
    /// If `state > 2`.
    ///
    /// # Complexity
    /// O(1).
    pub fn grundy(&self, a: u64, state: usize) -> GrundyValue {
        assert!(state < 3, "Attack: no state {}", state);
        let Periodicity { preperiod, period } = self.periodicity;
        let index = if a < preperiod as u64 {
            a as usize
        } else {
            preperiod + ((a - preperiod as u64) % period as u64) as usize
        };
        GrundyValue::from(self.rows[index] >> (2 * state) & 3)
    }

    /// The number of first attacks (castle, type) after which the first
    /// player wins, the castles holding `castles[i] >= 1` defenders and
    /// never attacked.
    ///
    /// # Complexity
    /// O(`castles.len()`).
    pub fn winning_first_attacks(&self, castles: &[u64]) -> u64 {
        let total = castles.iter().fold(0, |x, &a| x ^ self.grundy(a, 0));
        let mut count = 0;
        for &a in castles {
            let rest = total ^ self.grundy(a, 0);
            for (t, &d) in self.removes.iter().enumerate() {
                if rest == self.grundy(a.saturating_sub(d), t) {
                    count += 1;
                }
            }
        }
        count
    }
}

/// The row of `a = rows.len()`, from the rows before it.
fn next_row(rows: &[u8], removes: [u64; 3]) -> u8 {
    let a = rows.len();
    if a == 0 {
        return 0;
    }
    let value = |t: usize| {
        let left = a.saturating_sub(removes[t] as usize);
        rows[left] >> (2 * t) & 3
    };
    let mut row = 0;
    for state in 0..3 {
        let mut seen = [false; 4];
        for t in 0..3 {
            if t == 0 || t != state {
                seen[value(t) as usize] = true;
            }
        }
        let mex = seen.iter().position(|&s| !s).unwrap_or(3) as u8;
        row |= mex << (2 * state);
    }
    row
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Outcomes, Play};
    use crate::sg::heap_rules::Table;
    use crate::testing::Rng;

    fn all_attacks() -> impl Iterator<Item = (u64, u64, u64)> {
        (1..=5).flat_map(|x| (1..=5).flat_map(move |y| (1..=5).map(move |z| (x, y, z))))
    }

    #[test]
    fn rows_match_the_plain_table_past_the_period() {
        let mut longest = 0;
        for (x, y, z) in all_attacks() {
            let game = Attack::new(x, y, z);
            let p = game.periodicity();
            longest = longest.max(p.preperiod + p.period);
            let d = [x as usize, y as usize, z as usize];
            let table = Table::new(600, 3, |a, s, options| {
                if a > 0 {
                    for (t, &dt) in d.iter().enumerate() {
                        if t == 0 || t != s {
                            let left = a.saturating_sub(dt);
                            options.push(if left == 0 { vec![] } else { vec![(left, t)] });
                        }
                    }
                }
            });
            for a in 0..600 {
                for s in 0..3 {
                    assert_eq!(
                        game.grundy(a as u64, s),
                        table.get(a, s),
                        "{x} {y} {z}: ({a}, {s})"
                    );
                }
            }
            // the patterns, per state, from the table of the first period
            // alone, against the plain table far past it
            for s in 0..3 {
                let pattern = game.pattern(s);
                for a in 0..600 {
                    let v = table.get(a, s);
                    assert_eq!(pattern.value(a as u64), Some(v), "{x} {y} {z}: ({a}, {s})");
                }
            }
            // the preperiod is the smallest: the row before it differs
            if p.preperiod > 0 {
                let row = |a: usize| (0..3).map(|s| table.get(a, s)).collect::<Vec<_>>();
                assert_ne!(row(p.preperiod - 1), row(p.preperiod - 1 + p.period));
            }
        }
        assert!(longest <= 100, "{longest}");
    }

    /// A castle: defenders and the type of its last attack.
    type Castle = (u64, usize);

    #[test]
    fn counts_match_a_game_tree_search() {
        let mut rng = Rng::new(1312);
        for _ in 0..30 {
            let d = [
                1 + rng.below_u64(5),
                1 + rng.below_u64(5),
                1 + rng.below_u64(5),
            ];
            let attacks = |p: &Vec<Castle>| {
                let mut out = Vec::new();
                for (i, &(a, s)) in p.iter().enumerate().filter(|(_, c)| c.0 > 0) {
                    for (t, &dt) in d.iter().enumerate() {
                        if t == 0 || t != s {
                            let mut next = p.clone();
                            next[i] = (a.saturating_sub(dt), t);
                            out.push(next);
                        }
                    }
                }
                out
            };
            let mut search = Outcomes::new(Play::Normal, |p: &Vec<Castle>| {
                attacks(p)
                    .into_iter()
                    .map(|mut q| {
                        // canonical: empty castles dropped, the rest sorted
                        q.retain(|c| c.0 > 0);
                        q.sort_unstable();
                        q
                    })
                    .collect::<Vec<_>>()
            });
            let game = Attack::new(d[0], d[1], d[2]);
            for _ in 0..10 {
                let n = 1 + rng.below(3);
                let castles: Vec<u64> = (0..n).map(|_| 1 + rng.below_u64(14)).collect();
                let start: Vec<Castle> = castles.iter().map(|&a| (a, 0)).collect();
                let wins = attacks(&start)
                    .into_iter()
                    .filter(|q| {
                        let mut q = q.clone();
                        q.retain(|c| c.0 > 0);
                        q.sort_unstable();
                        !search.wins(q)
                    })
                    .count() as u64;
                assert_eq!(
                    game.winning_first_attacks(&castles),
                    wins,
                    "{d:?} {castles:?}"
                );
            }
        }
    }
}

//! Octal games (take-and-break games on heaps of tokens): their Grundy
//! values, and periods proved by the Guy–Smith certificate.
//!
//! # The games
//! An octal game is written `d0.d1d2...dt` (`.77` = `0.77`). A move takes
//! `k >= 1` tokens from one heap, allowed by digit `d_k` (0-7): with bit 1
//! when they are the whole heap, with bit 2 when one non-empty heap is left,
//! with bit 4 when the rest is left as two non-empty heaps. `d0 = 4` also
//! allows splitting a heap in two non-empty heaps without taking anything.
//! Kayles is `.77`, Dawson's Kayles `.07`, Dawson's chess `.137`,
//! Treblecross `.007`, Officers `.6`; the subtraction game with move set `S`
//! is the code with digit 3 at each `s in S`. A heap of `n` has the Grundy
//! value
//!
//! `G(n) = mex{ G(a) ^ G(b) : a move from a heap of n leaves heaps a, b }`
//!
//! (`G(0) = 0` for no heap), and a position of several heaps is lost for the
//! player to move exactly when the XOR of their values is 0 (Sprague–Grundy).
//!
//! # Proving a period
//! **Theorem** (R. K. Guy and C. A. B. Smith, "The G-values of various
//! games", *Proc. Cambridge Philos. Soc.* 52 (1956) 514–526; also Berlekamp,
//! Conway and Guy, *Winning Ways*, chapter 4). Let `t` be the most tokens a
//! move removes (0 for `4.`). If `G(n + p) = G(n)` for every `n` with
//! `n0 <= n < 2·n0 + p + t`, then `G(n + p) = G(n)` for every `n >= n0`.
//!
//! *Proof sketch.* Induction on `n >= 2·n0 + p + t`. A move from `n + p`
//! removing `k <= t` leaves `a <= b` with `a + b = n + p - k`, so
//! `b >= n0 + p`, and by induction `G(b) = G(b - p)`: the option `(a, b)` of
//! `n + p` has the value of the option `(a, b - p)` of `n`. Conversely an
//! option `(a, b')` of `n` with `a <= b'` has `b' >= n0` and matches
//! `(a, b' + p)`. The two sets of option values are equal, so are their
//! mexes. (For `b - p` to be a heap and not nothing the proof needs
//! `n0 >= 1`; this module applies the theorem with `max(n0, 1)`.) Without a
//! splitting digit a move leaves one heap `n + p - k` and the hypothesis is
//! needed only for `n0 <= n < n0 + t`.
//!
//! So with `L` values computed, period `p` and preperiod `n0` are proved once
//! `L >= 2·n0 + 2·p + t` (`L >= n0 + p + t` without a splitting digit):
//! [`OctalGame::certificate_length`]. Nothing else is reported as a period.
//! The period proved is the smallest: every eventual period of a sequence
//! is a multiple of the smallest one `p*`, and the candidate `p` is the
//! smallest period of a stretch of values that lies in the periodic part, so
//! `p <= p*`. The preperiod is the smallest: it is the same for every
//! eventual period, and `G(n0 - 1) != G(n0 - 1 + p)` is seen in the values.
//!
//! # Computing values
//! Two [`Solver`]s share the moves of [`OctalGame`]: [`Naive`] (the plain
//! O(L^2) recurrence, the reference) and [`Sparse`] (the sparse-space
//! rare/common method, which finds its own mask). [`prove_period`] runs one
//! until the certificate holds; a [`SolvedGame`] then answers `G(n)` for
//! any `n` in O(1) and finds the winning moves of a position ([`solve`]
//! does both with `Sparse`).
//!
//! (Each piece is used from its own module, e.g. `octal::sparse::Sparse`:
//! a single-file submission then carries only the pieces it uses.)
//!
//! [`Naive`]: naive::Naive
//! [`Sparse`]: sparse::Sparse
//! [`SolvedGame`]: solved::SolvedGame
//! [`solve`]: solved::solve
//!
//! # Published values
//! The tests check these games against their OEIS entries ("Sprague-Grundy
//! values for octal game ..."): every data term, and the period and last
//! exception proved here against those the entry states (the largest `n`
//! with `G(n) != G(n + p)`; the preperiod is one more). Most entries start
//! at `a(1) = G(1)`; "has values a(n-1)" means the game's `G(n)` is the
//! entry's `a(n - 1)`.
//!
//! | code | name | period | last exception | OEIS |
//! |---|---|---|---|---|
//! | `.77` | Kayles | 12 | 70 | [A002186] |
//! | `.07` | Dawson's Kayles | 34 | 52 | [A002187], `G(n) = a(n - 1)` |
//! | `.137` | Dawson's chess | 34 | 51 | [A002187] |
//! | `.16` | | 149459 | 105350 | [A071430] |
//! | `.127` | | 4 | 46577 | [A071464] |
//! | `.354` | | 1180 | 10061915 | none found |
//! | `.6` | Officers | unresolved | | [A046695] (values only) |
//! | `.117` | | 48 | 46 | [A071453] |
//! | `.176` | | 8 | 23 | [A125920] |
//! | `.177` | | 20 | 496 | [A071435] |
//! | `.1377` | | 24 | 140 | [A071434] |
//! | `.11377` | | 32 | 186 | [A071452] |
//! | `.113377` | | 36 | 210 | [A071451] |
//! | `.7777` | Double Kayles | 24 | 141 | [A071074] |
//! | `4.777` | | 20 | 18 | [A077069] |
//! | `.56` | | 144 | 326639 | [A071436] states 326637 |
//!
//! For `.56` the values say otherwise than the entry: `G(326639) = 26` but
//! `G(326639 + 144) = 16`, while `G(326637) = G(326637 + 144) = 8` (checked
//! by the plain recurrence too).
//!
//! [A002186]: https://oeis.org/A002186
//! [A002187]: https://oeis.org/A002187
//! [A071430]: https://oeis.org/A071430
//! [A071464]: https://oeis.org/A071464
//! [A046695]: https://oeis.org/A046695
//! [A071453]: https://oeis.org/A071453
//! [A125920]: https://oeis.org/A125920
//! [A071435]: https://oeis.org/A071435
//! [A071434]: https://oeis.org/A071434
//! [A071452]: https://oeis.org/A071452
//! [A071451]: https://oeis.org/A071451
//! [A071074]: https://oeis.org/A071074
//! [A077069]: https://oeis.org/A077069
//! [A071436]: https://oeis.org/A071436
//!
//! # Example
//! ```
//! use cp_games::sg::octal::solved::solve;
//! use cp_games::sg::octal::OctalGame;
//! use cp_games::sg::period::Periodicity;
//! let kayles: OctalGame = ".77".parse().unwrap();
//! let solved = solve(&kayles, 10_000).expect("Kayles has a proved period");
//! // period 12, last exception 70
//! assert_eq!(solved.periodicity(), Periodicity { preperiod: 71, period: 12 });
//! assert_eq!(solved.grundy(1_000_000_000_000_000_000), solved.grundy(1_000_000_000_000_000_000 - 12));
//! // Heaps 1 and 2 have values 1 ^ 2 != 0; the one winning move takes a
//! // token off the heap of 2 (heap index 1), leaving 1 and 1.
//! assert!(solved.first_player_wins(&[1, 2]));
//! let moves = solved.winning_moves(&[1, 2]);
//! assert_eq!(moves.len(), 1);
//! assert_eq!((moves[0].heap, moves[0].removed, moves[0].left), (1, 1, (1, 0)));
//! ```

pub mod game;
pub mod naive;
pub mod solved;
pub mod sparse;
pub mod values;

pub use game::OctalGame;
pub use values::GrundyValues;

use super::period::Periodicity;
use crate::GrundyValue;
use values::Value;

/// A way of computing an octal game's Grundy values, one heap at a time in
/// order: `G(0)`, `G(1)`, ...
pub trait Solver {
    /// Returns the game.
    fn game(&self) -> &OctalGame;

    /// Returns the values computed so far, `G(0..len)`.
    fn values(&self) -> &GrundyValues;

    /// Computes `G(len)`, appends it and returns it.
    fn push_next(&mut self) -> GrundyValue;

    /// Returns the values computed, giving up the solver.
    fn into_values(self) -> GrundyValues
    where
        Self: Sized;
}

/// `G(n)` for `n = g.len()`: the mex of the values of every option of a
/// heap of `n`, straight from the definition (`seen` is scratch longer than
/// any option value and the mex).
pub(crate) fn mex_of_options<V: Value>(game: &OctalGame, g: &[V], seen: &mut [usize]) -> u32 {
    let n = g.len();
    let mark = n + 1;
    for &k in game.take_whole() {
        if n == k {
            seen[0] = mark;
        }
    }
    for &k in game.take_leaving_one() {
        if n > k {
            seen[g[n - k].index()] = mark;
        }
    }
    for &k in game.take_and_split() {
        if n >= k + 2 {
            let rest = n - k;
            let half = rest / 2;
            // splits a = 1..=half paired with rest - a
            for (a, b) in g[1..=half].iter().zip(g[rest - half..rest].iter().rev()) {
                seen[a.index() ^ b.index()] = mark;
            }
        }
    }
    seen.iter()
        .position(|&m| m != mark)
        .expect("room for the mex") as u32
}

/// Computes values with `solver` until the Guy–Smith certificate proves a
/// period (returned) or `limit` values are computed (`None`: unresolved
/// after `limit` values). `progress` is called every 2^16 values.
///
/// The certificate is checked each time the values have grown by a quarter,
/// and at the exact length that would prove a candidate period seen, so the
/// values used are the certificate's length once the candidate shows.
///
/// # Complexity
/// The solver's work for the values computed, plus O(L) per check
/// ([`OctalGame::check_period`]), amortised O(1) per value.
pub fn prove_period<S: Solver>(
    solver: &mut S,
    limit: usize,
    mut progress: impl FnMut(&S),
) -> Option<Periodicity> {
    let mut next_check = 16;
    loop {
        let len = solver.values().len();
        if len >= next_check || len >= limit {
            let check = solver.game().check_period(solver.values());
            if check.proved.is_some() || len >= limit {
                return check.proved;
            }
            next_check = len + (len / 4).max(16);
            if let Some(r) = check.retry_at {
                next_check = next_check.min(r.max(len + 1));
            }
        }
        solver.push_next();
        if len % (1 << 16) == 0 {
            progress(solver);
        }
    }
}

#[cfg(test)]
mod brute;

#[cfg(test)]
mod tests {
    use super::brute::{all_codes, codes_to_sweep, Rules};
    use super::naive::Naive;
    use super::solved::solve;
    use super::sparse::Sparse;
    use super::*;
    use crate::sg::period::{check_pattern, Certificate, Checked};
    use crate::sg::subtraction::SubtractionGame;
    use crate::testing::move_sets;

    /// Sparse is checked against Naive to this many values on every game.
    const L: usize = 3000;

    fn game(code: &str) -> OctalGame {
        code.parse().unwrap()
    }

    fn first_values<S: Solver>(mut solver: S, len: usize) -> Vec<u64> {
        (0..len).map(|_| solver.push_next()).collect()
    }

    #[test]
    fn naive_matches_the_game_tree_on_every_code_up_to_3_digits() {
        for code in all_codes(3) {
            let values = first_values(Naive::new(game(&code)), 11);
            let mut rules = Rules::new(&code);
            for (n, &v) in values.iter().enumerate() {
                let pos: Vec<u64> = if n == 0 { vec![] } else { vec![n as u64] };
                assert_eq!(v, rules.grundy(&pos), "{code} G({n})");
            }
            // and sums of two heaps are the XOR (Sprague–Grundy)
            for a in 1..=4 {
                for b in a..=4 {
                    assert_eq!(
                        rules.grundy(&[a, b]),
                        values[a as usize] ^ values[b as usize]
                    );
                }
            }
        }
    }

    /// The smallest period and preperiod of `values[from..]`, by trying
    /// every period (for checking only).
    fn check_proof(code: &str, values: &[u64], p: Periodicity) {
        let Periodicity { preperiod, period } = p;
        let len = values.len();
        assert!(
            2 * period + preperiod <= len,
            "{code}: too few values to check {p:?}"
        );
        for n in preperiod..len - period {
            assert_eq!(values[n], values[n + period], "{code}: {p:?} fails at {n}");
        }
        if preperiod > 0 {
            assert_ne!(
                values[preperiod - 1],
                values[preperiod - 1 + period],
                "{code}: preperiod"
            );
        }
        for q in 1..period {
            assert!(
                (preperiod..len - q).any(|n| values[n] != values[n + q]),
                "{code}: {q} is a smaller period than {p:?}"
            );
        }
    }

    #[test]
    fn sparse_matches_naive_and_every_proof_holds_up_to_3_digits() {
        let mut proved = 0;
        let codes = codes_to_sweep();
        for code in &codes {
            let g = game(code);
            let slow = first_values(Naive::new(g.clone()), L);
            let fast = first_values(Sparse::new(g.clone()), L);
            assert_eq!(fast, slow, "{code}");
            let blocks = first_values(Sparse::with_block(g.clone(), 8), L);
            assert_eq!(blocks, slow, "{code} in blocks of 8");
            // A period proved from a third of the values holds on all of them.
            let mut solver = Sparse::new(g.clone());
            if let Some(p) = prove_period(&mut solver, L / 3, |_| {}) {
                assert!(g.certificate_length(p) <= solver.values().len());
                assert_eq!(solver.values().to_vec(), slow[..solver.values().len()]);
                check_proof(code, &slow, p);
                proved += 1;
            }
        }
        // most small games are periodic early (a check that the check
        // runs): 500 and more of the 1023 codes
        assert!(2 * proved > codes.len(), "{proved} of {}", codes.len());
    }

    #[test]
    fn sparse_matches_naive_on_longer_codes_and_large_values() {
        let mut codes: Vec<String> = [
            ".6", ".007", ".1777", ".3456", "4.0007", ".00007", "4.6", ".354", ".376",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        // values up to 40 with many moves, and past 255 / 511 / 1023 (u16
        // storage, wide bitsets, and the plain fallback)
        codes.push(format!("4.{}", "7".repeat(12)));
        for k in [300, 600, 1100] {
            codes.push(format!(".{}", "3".repeat(k)));
        }
        // splits with values past 255 (u16 storage, 16- and 32-word bitsets)
        for k in [100, 150] {
            codes.push(format!(".{}", "7".repeat(k)));
        }
        for code in codes {
            let g = game(&code);
            let len = match code.len() {
                0..=100 => L,
                101..=1000 => 900,
                _ => 1500, // values past 1023: the plain fallback
            };
            let slow = first_values(Naive::new(g.clone()), len);
            let fast = first_values(Sparse::new(g.clone()), len);
            assert_eq!(fast, slow, "{code}");
            let blocks = first_values(Sparse::with_block(g, 8), len);
            assert_eq!(blocks, slow, "{code} in blocks of 8");
            if code.len() > 100 {
                assert!(
                    slow.iter().any(|&v| v > 255),
                    "{code}: values stay below 256"
                );
            }
            if code.starts_with(".333") {
                // subtraction of 1..=k: G(n) = n mod (k + 1)
                let k = code.len() - 1;
                assert!(slow
                    .iter()
                    .enumerate()
                    .all(|(n, &v)| v as usize == n % (k + 1)));
            }
        }
    }

    fn spaced(values: &[u64]) -> String {
        values
            .iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Published values: Winning Ways, and OEIS "Sprague-Grundy values for
    /// octal game" (periods and last exceptions as tabulated there): `.77`
    /// A002186, `.137` A002187, `.07` A002187 read as `G(n) = a(n - 1)`.
    /// Every data term of these entries is checked in `tests/octal_oeis.rs`.
    #[test]
    fn published_table_small_games() {
        for (code, period, last_exception, first) in [
            (
                ".77",
                12,
                70,
                "0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7",
            ),
            (
                ".07",
                34,
                52,
                "0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 1 1",
            ),
            (
                ".137",
                34,
                51,
                "0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 1 1 3",
            ),
        ] {
            let solved = solve(&game(code), 100_000).unwrap();
            let p = solved.periodicity();
            assert_eq!(
                (p.period, p.preperiod),
                (period, last_exception + 1),
                "{code}"
            );
            let shown: Vec<u64> = (0..24).map(|n| solved.grundy(n)).collect();
            assert_eq!(spaced(&shown), first, "{code}");
        }
    }

    /// `.16` A071430, `.127` A071464. 0.7 million and 0.1 million values:
    /// a fraction of a second in release (where CI runs), minutes in debug.
    #[test]
    fn published_table_dot_16_and_dot_127_in_release() {
        for (code, period, last_exception) in [(".16", 149_459, 105_350), (".127", 4, 46_577)] {
            let g = game(code);
            let mut solver = Sparse::new(g.clone());
            let p = prove_period(&mut solver, 2_000_000, |_| {}).unwrap();
            assert_eq!(
                (p.period, p.preperiod),
                (period, last_exception + 1),
                "{code}"
            );
            assert!(g.certificate_length(p) <= solver.values().len());
        }
    }

    // .354's period 1180 and preperiod 10061916, proved from 20.1 million
    // values (no OEIS entry), are checked by `.ci/run` through the `octal`
    // example in release: about 5 s of CPU that the test command no
    // longer spends.

    /// Officers' values are OEIS A046695 (checked in `tests/octal_oeis.rs`).
    #[test]
    fn officers_is_unresolved() {
        let limit = 200_000;
        let mut solver = Sparse::new(game(".6"));
        assert_eq!(prove_period(&mut solver, limit, |_| {}), None);
        assert_eq!(solver.values().len(), limit);
        assert!(solve(&game(".6"), limit).is_none());
    }

    #[test]
    fn subtraction_games_agree_with_the_window_period_finder() {
        for moves in move_sets(7) {
            let sub = SubtractionGame::new(&moves);
            let octal = OctalGame::subtraction(&moves);
            assert_eq!(
                first_values(Naive::new(octal.clone()), 200),
                sub.grundy_sequence(200)
            );
            let table = sub.grundy_table(u64::MAX, 100_000).unwrap();
            let solved = solve(&octal, 100_000).unwrap();
            assert_eq!(Some(solved.periodicity()), table.periodicity(), "{moves:?}");
            for h in [0, 1, 5, 99, 12_345, 1_000_000_000_000_000_000] {
                assert_eq!(solved.grundy(h), table.grundy(h));
            }
        }
    }

    #[test]
    fn positions_match_the_game_tree() {
        let mut checked = 0;
        for code in all_codes(2)
            .into_iter()
            .chain([".137".to_string(), ".077".to_string()])
        {
            let Some(solved) = solve(&game(&code), 3000) else {
                continue;
            };
            let mut rules = Rules::new(&code);
            let mut positions: Vec<Vec<u64>> = Vec::new();
            for a in 0..=7u64 {
                for b in 0..=7 {
                    positions.push(vec![a, b]);
                    for c in 0..=4 {
                        positions.push(vec![a, b, c]);
                    }
                }
            }
            for pos in positions {
                let nonempty: Vec<u64> = pos.iter().copied().filter(|&h| h > 0).collect();
                let wins = rules.wins_memo(&nonempty);
                assert_eq!(solved.first_player_wins(&pos), wins, "{code} {pos:?}");
                let mut expected: Vec<(usize, u64, (u64, u64))> = Vec::new();
                for o in rules.options(&pos) {
                    if !rules.wins_memo(
                        &o.next
                            .iter()
                            .copied()
                            .filter(|&h| h > 0)
                            .collect::<Vec<_>>(),
                    ) {
                        let left = (
                            o.left.first().copied().unwrap_or(0),
                            o.left.get(1).copied().unwrap_or(0),
                        );
                        expected.push((o.heap, o.removed, left));
                    }
                }
                expected.sort_unstable();
                let got: Vec<(usize, u64, (u64, u64))> = solved
                    .winning_moves(&pos)
                    .iter()
                    .map(|m| (m.heap, m.removed, m.left))
                    .collect();
                assert_eq!(got, expected, "{code} {pos:?}");
            }
            checked += 1;
        }
        assert!(checked > 100, "{checked}");
    }

    #[test]
    fn patterns_agree_with_the_plain_recurrence_far_past_their_values() {
        let (mut proved, mut observed_and_wrong) = (0, 0);
        // and codes whose first digits settle into a period that a move of
        // 62 to 98 tokens breaks later: the certificate, which counts the
        // largest move, must not hold on 60 values
        let late = (62..100).step_by(4).flat_map(|k| {
            let zeros = "0".repeat(k - 2);
            [
                format!(".3{zeros}3"),
                format!(".7{zeros}7"),
                format!(".13{zeros}2"),
            ]
        });
        for code in all_codes(3).into_iter().chain(late) {
            let g = game(&code);
            let truth = first_values(Naive::new(g.clone()), 600);
            // 60 values: enough for some certificates, too few for others
            let Some(pattern) = solved::pattern(&g, 60) else {
                continue;
            };
            match check_pattern(&pattern, &truth, 60, &code) {
                Checked::Proved(Certificate::GuySmith { values }) => {
                    let p = pattern.periodicity();
                    assert_eq!(pattern.saltus(), 0);
                    assert_eq!(values as usize, g.certificate_length(p), "{code}");
                    assert!(values <= 60, "{code}");
                    proved += 1;
                }
                Checked::Observed { wrong_later } => observed_and_wrong += usize::from(wrong_later),
                other => panic!("{code}: {other:?}"),
            }
        }
        assert!(
            proved > 300 && observed_and_wrong > 5,
            "{proved} {observed_and_wrong}"
        );
    }

    #[test]
    fn huge_heaps_follow_the_period() {
        let solved = solve(&game(".77"), 10_000).unwrap();
        let values = first_values(Naive::new(game(".77")), 400);
        for (n, &v) in values.iter().enumerate() {
            assert_eq!(solved.grundy(n as u64), v);
        }
        for n in [1_000_000_000_000_000_000u64, u64::MAX] {
            // Kayles: G(n) for n >= 71 is G(71 + (n - 71) mod 12)
            assert_eq!(solved.grundy(n), values[71 + ((n - 71) % 12) as usize]);
        }
        let moves = solved.winning_moves(&[1_000_000, 3]);
        assert!(!moves.is_empty());
        for m in moves {
            let mut heaps = vec![m.left.0, m.left.1];
            heaps.push(if m.heap == 0 { 3 } else { 1_000_000 });
            assert!(!solved.first_player_wins(&heaps), "{m:?}");
        }
    }
}

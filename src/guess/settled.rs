//! The evidence of a sequence that settles: a one-parameter table constant
//! from some index `n0` on (period 1 after a preperiod `n0`).
//!
//! The table-wide count of bits (see the module docs of [`super`]) credits
//! such a rule with almost nothing: the constant value is the common one,
//! so each row of the constant part is worth `log2(N / c)` bits, near 0,
//! and the preperiod's rare values inflate the average the checking rows
//! are credited with. The first makes the "more rows would settle it"
//! estimate grow with the table; the second accepts a long random prefix
//! followed by a short constant part.
//!
//! So an ultimately constant rule is judged on its constant part alone:
//! each of its `T` values is worth one bit (as each row of a constant
//! table is), and `max(20, 2·n0)` are required. A constant part of 20
//! values is enough when the preperiod is at most 10; a preperiod of 15
//! needs 30. As every rule, it must also be found on the table's inner
//! part and predict the rest (see `validate`): a preperiod `n0` above 8
//! takes about `3·n0 + 3` rows.

use super::{Rule, Sequence, Table};

/// Values of the constant part required at least.
pub(crate) const MIN_CONSTANT: usize = 20;

/// The evidence of an ultimately constant rule of a one-parameter table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Settled {
    /// Values of the constant part (indices from the preperiod to the
    /// table's end).
    pub(crate) constant: usize,
    /// Values it needs: `max(20, 2·preperiod)`.
    pub(crate) required: usize,
}

/// For a rule `v(n) = seq(n - start)` of a one-parameter table, `seq`
/// periodic with period 1 and no saltus: the length of its constant part
/// and the length required; `None` for any other rule or table.
///
/// # Complexity
/// O(N) for N rows (the table's largest parameter).
pub(crate) fn settled(rule: &Rule, table: &Table) -> Option<Settled> {
    let Rule::Sequence { coeffs, start, seq } = rule else {
        return None;
    };
    let Sequence::Periodic {
        preperiod,
        period: 1,
        saltus: 0,
        ..
    } = seq
    else {
        return None;
    };
    if table.dimension() != 1 || coeffs.as_slice() != [1] {
        return None;
    }
    let end = table.params().iter().map(|p| p[0]).max()?;
    // the sequence's indices are start..=end (the combination checked
    // they are consecutive)
    let len = usize::try_from(i128::from(end) - start + 1).ok()?;
    Some(Settled {
        constant: len.checked_sub(*preperiod)?,
        required: MIN_CONSTANT.max(2 * preperiod),
    })
}

#[cfg(test)]
mod tests {
    use super::super::{guess, Guess, NearMiss, Options, Table};

    fn table(values: &[String]) -> Table {
        let rows = values
            .iter()
            .enumerate()
            .map(|(n, v)| (vec![n as u64], v.clone()))
            .collect();
        Table::new(vec!["n".into(), "g".into()], rows).unwrap()
    }

    fn ints(prefix: &[i64], constant: i64, tail: usize) -> Vec<String> {
        let tail = std::iter::repeat_n(constant, tail);
        prefix
            .iter()
            .copied()
            .chain(tail)
            .map(|x| x.to_string())
            .collect()
    }

    /// The near miss's rows and its "more rows" estimate, or `None` when a
    /// rule is found.
    fn near(values: &[String]) -> Option<(usize, usize)> {
        let options = Options {
            formula_work: Some(200_000),
            ..Options::default()
        };
        match guess(&table(values), &options).unwrap() {
            Guess::Found(_) => None,
            Guess::NotFound {
                near:
                    Some(NearMiss::Unproven {
                        rows, more_rows, ..
                    }),
                ..
            } => Some((rows, more_rows)),
            g => panic!("{g}"),
        }
    }

    #[test]
    fn a_sequence_that_settles_is_found_once_its_constant_part_is_long_enough() {
        // 5 3 8 1, then 0 forever: preperiod 4, so 20 zeros are required
        let prefix = [5, 3, 8, 1];
        // (from 11 zeros on, the table's inner part, its lower two thirds,
        // shows the rule too: see `validate`)
        for tail in [11, 15, 19] {
            // the estimate does not grow with the table: rows + more rows
            // is the 4 + 20 a rule needs
            assert_eq!(near(&ints(&prefix, 0, tail)), Some((4 + tail, 20 - tail)));
        }
        let v = ints(&prefix, 0, 20);
        let Guess::Found(f) = guess(&table(&v), &Options::default()).unwrap() else {
            panic!("no rule for {v:?}");
        };
        for (n, want) in [
            (0, "5"),
            (3, "1"),
            (4, "0"),
            (1_000_000_000_000_000_000, "0"),
        ] {
            assert_eq!(f.value(&[n]).as_deref(), Some(want), "{n}");
        }
        let e = f.evidence();
        assert_eq!((e.fit_rows, e.check_rows), (5, 19));
        assert_eq!((e.bits, e.required_bits), (20.0, 20.0));
        assert!(f.to_string().contains("preperiod 4"), "{f}");
    }

    #[test]
    fn a_long_preperiod_needs_twice_its_length() {
        // 15 distinct values, then 7: 30 sevens are required, and the
        // inner part (the lower two thirds) must show the rule, which
        // takes 48 rows (33 sevens)
        let prefix: Vec<i64> = (0..15).map(|i| 100 + 3 * i).collect();
        let quick = Options {
            formula_work: Some(200_000),
            ..Options::default()
        };
        for tail in [29, 32] {
            let v = ints(&prefix, 7, tail);
            let g = guess(&table(&v), &quick).unwrap();
            assert!(matches!(g, Guess::NotFound { .. }), "{tail}: {g}");
        }
        let v = ints(&prefix, 7, 33);
        let Guess::Found(f) = guess(&table(&v), &Options::default()).unwrap() else {
            panic!("no rule for {v:?}");
        };
        assert_eq!(f.value(&[14]).as_deref(), Some("142"));
        assert_eq!(f.value(&[1_000_000_000_000_000_000]).as_deref(), Some("7"));
        assert_eq!(f.evidence().bits, 33.0);
    }

    #[test]
    fn a_constant_table_needs_20_rows() {
        assert_eq!(near(&ints(&[], 3, 19)), Some((19, 1)));
        assert!(near(&ints(&[], 3, 20)).is_none());
    }

    /// Heaps of n stones: take one stone, or, from `m` stones on, take
    /// them all; the player who cannot move loses. Outcomes by playing
    /// every move (W when some move leads to an L).
    fn take_one_or_all(m: u64, len: u64) -> Vec<String> {
        let mut win: Vec<bool> = Vec::new();
        for n in 0..len {
            let mut moves = Vec::new();
            if n >= 1 {
                moves.push(n - 1);
            }
            if n >= m {
                moves.push(0);
            }
            let w = moves.iter().any(|&to| !win[to as usize]);
            win.push(w);
        }
        win.iter()
            .map(|&w| if w { "W" } else { "L" }.to_string())
            .collect()
    }

    #[test]
    fn a_game_won_from_every_large_heap_is_found() {
        // m = 3: L W L, then W forever: 20 won heaps from 3 on
        let v = take_one_or_all(3, 22);
        assert_eq!(v[..4], ["L", "W", "L", "W"]);
        assert_eq!(near(&v), Some((22, 1)));
        let v = take_one_or_all(3, 23);
        let Guess::Found(f) = guess(&table(&v), &Options::default()).unwrap() else {
            panic!("no rule for {v:?}");
        };
        for n in [1_000_000_000_000_000_000, 999_999_999_999_999_999] {
            assert_eq!(f.value(&[n]).as_deref(), Some("W"), "{n}");
        }
        // m = 15: L at the even heaps below 15 (the last at 14), W from 15
        // on: found once 30 won heaps show and the inner part shows them
        let v = take_one_or_all(15, 48);
        assert_eq!(v[14], "L");
        assert!(v[15..].iter().all(|w| w == "W"));
        let Guess::Found(f) = guess(&table(&v), &Options::default()).unwrap() else {
            panic!("no rule for {v:?}");
        };
        for (n, want) in [(12, "L"), (13, "W"), (14, "L"), (15, "W")] {
            assert_eq!(f.value(&[n]).as_deref(), Some(want), "{n}");
        }
        for n in [1_000_000_000_000_000_000, 999_999_999_999_999_999] {
            assert_eq!(f.value(&[n]).as_deref(), Some("W"), "{n}");
        }
    }
}

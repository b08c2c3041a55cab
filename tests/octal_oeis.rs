//! Octal games against their entries in the On-Line Encyclopedia of Integer
//! Sequences ("Sprague-Grundy values for octal game ..."). The data terms
//! below are copied from each entry's DATA section, the periods, last
//! exceptions and lists of exceptions from its COMMENTS or FORMULA: a
//! published table, so copying them as expected values is the point.
//!
//! Reading an entry:
//! - OFFSET is the index of the first term: `a(n) = G(n)` from `n = 0` for
//!   some entries, from `n = 1` (heap 1) for most.
//! - An entry may give the values of a related game: A002187 (Dawson's
//!   chess, `.137`) says "Octal game .07 (Dawson's Kayles) has values
//!   a(n-1)", so `G.07(n) = a(n - 1)` for `n >= 1`, and its period is the
//!   same and its last exception one more.
//! - "The last exception is at n = e" with period `p`: `G(e) != G(e + p)`
//!   and `G(n) = G(n + p)` for every `n > e`, so the preperiod our
//!   certificate proves is `e + 1`.
//! - "The only exceptions are n = ..." lists every `n` whose value is not
//!   the one the periodic part gives at `n` (the value at `n + k p` for
//!   large `k`), as Winning Ways counts exceptional values: A002187 lists
//!   `n = 0` and `n = 17` although `G(0) = G(34)` and `G(17) = G(51)`, since
//!   all four differ from `G(68) = 8` and `G(85) = 9`.
//!
//! Values are checked against the plain recurrence ([`Naive`]) and against
//! the solved game (sparse solver, then read through the proved period), so
//! the terms past the preperiod also check the period.

use cp_games::sg::octal::naive::Naive;
use cp_games::sg::octal::solved::{pattern, solve, SolvedGame};
use cp_games::sg::octal::{OctalGame, Solver};
use cp_games::sg::period::{Certificate, Periodicity, Status};

/// One OEIS entry, read as the values of one octal game.
struct Entry {
    a_number: &'static str,
    code: &'static str,
    /// Heap of the first term: the entry's OFFSET, plus one where the entry
    /// gives this game's values as `a(n - 1)`.
    first_heap: usize,
    /// The DATA section, as printed in the entry.
    terms: &'static str,
    /// `(period, last exception)` as the entry states them, in heaps of this
    /// game; `None` where the entry states none.
    period: Option<(usize, usize)>,
    /// "The only exceptions are n = ...", where the entry lists them.
    exceptions: Option<&'static [usize]>,
}

/// Entries whose period is proved from at most a few thousand values (a
/// fraction of a second in debug builds).
const SMALL: [Entry; 11] = [
    Entry {
        // A002186 FORMULA: "From n=71 on, the sequence is periodic with
        // period 12. The only exceptions are n=0, 3, ..., 57 and 70."
        a_number: "A002186",
        code: ".77",
        first_heap: 0,
        terms: "0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1,4,6,7,4,1,2,8,5,4,7,2,1,8,\
                6,7,4,1,2,3,1,4,7,2,1,8,2,7,4,1,2,8,1,4,7,2,1,4,2,7,4,1,2,8,1,4,7,2,\
                1,8,6,7,4,1,2,8,1,4,7,2,1,8,2,7,4,1,2,8,1,4,7,2,1,8,2,7,4,1,2,8,1,4,7,2,1",
        period: Some((12, 70)),
        exceptions: Some(&[0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70]),
    },
    Entry {
        // A002187 FORMULA: "Has period 34 with the only exceptions at n=0,
        // 14, 16, 17, 31, 34 and 51."
        a_number: "A002187",
        code: ".137",
        first_heap: 0,
        terms: "0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, \
                0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, \
                4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, \
                0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, \
                0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, \
                3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4",
        period: Some((34, 51)),
        exceptions: Some(&[0, 14, 16, 17, 31, 34, 51]),
    },
    Entry {
        // The same entry read for Dawson's Kayles ("Octal game .07 has values
        // a(n-1)"): every heap one more. (The exception list is not shifted
        // here: heap 0 of .07, which A002187 does not describe, is an
        // exception too.)
        a_number: "A002187",
        code: ".07",
        first_heap: 1,
        terms: "0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, \
                0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, \
                4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, \
                0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, \
                0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, \
                3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4",
        period: Some((34, 52)),
        exceptions: None,
    },
    Entry {
        // A071435 COMMENTS: "eventually periodic with period 20. The last
        // exception is at n=496."
        a_number: "A071435",
        code: ".177",
        first_heap: 1,
        terms: "1,1,2,2,3,1,1,4,4,3,2,2,1,1,4,2,2,6,4,4,1,1,2,2,7,1,1,4,4,3,2,2,1,1,\
                4,8,2,7,4,4,1,1,2,2,7,8,1,4,4,7,2,2,1,1,4,4,2,7,7,4,1,1,2,2,7,7,1,1,\
                4,7,2,2,1,1,4,4,6,2,7,4,1,1,2,2,8,8,5,1,4,7,2,2,1,1,8,8,6,7,7,4,1,1",
        period: Some((20, 496)),
        exceptions: None,
    },
    Entry {
        // A071453 COMMENTS: "eventually periodic with period 48. The only
        // exceptions are n=2, 6, 7, 12, 16, 22, 26, 36 and 46."
        a_number: "A071453",
        code: ".117",
        first_heap: 1,
        terms: "1, 1, 1, 0, 2, 2, 1, 3, 4, 0, 1, 1, 1, 3, 2, 2, 2, 3, 4, 0, 1, 5, 4, 3, \
                2, 2, 2, 3, 1, 0, 1, 0, 4, 3, 2, 2, 2, 0, 1, 0, 1, 0, 4, 3, 2, 5, 4, 0, \
                1, 0, 1, 0, 2, 3, 2, 3, 4, 0, 1, 0, 1, 3, 2, 3, 2, 3, 4, 0, 1, 0, 4, 3, \
                2, 3, 2, 3, 1, 0, 1, 0, 4, 3, 2, 3, 2, 0, 1, 0, 1, 0, 4, 3, 2, 3, 4, 0, \
                1, 0, 1, 0, 2, 3, 2, 3, 4",
        period: Some((48, 46)),
        exceptions: Some(&[2, 6, 7, 12, 16, 22, 26, 36, 46]),
    },
    Entry {
        // A071434 COMMENTS: "eventually periodic with period 24. The last
        // exception is at n=140."
        a_number: "A071434",
        code: ".1377",
        first_heap: 1,
        terms: "1, 1, 2, 2, 3, 3, 1, 1, 4, 4, 3, 3, 2, 2, 1, 1, 4, 4, 2, 2, 6, 6, 4, 4, \
                1, 1, 2, 2, 7, 7, 1, 1, 4, 4, 3, 3, 2, 2, 1, 1, 4, 4, 6, 6, 7, 7, 4, 4, \
                1, 1, 2, 2, 8, 8, 5, 5, 4, 4, 7, 7, 2, 2, 1, 1, 8, 8, 6, 6, 7, 7, 4, 4, \
                1, 1, 2, 2, 3, 3, 1, 1, 4, 4, 7, 7, 2, 2, 1, 1, 8, 8, 2, 2, 7, 7, 4, 4, \
                1, 1, 2, 2, 8, 8",
        period: Some((24, 140)),
        exceptions: None,
    },
    Entry {
        // A071452 COMMENTS: "eventually periodic with period 32. The last
        // exception is at n=186."
        a_number: "A071452",
        code: ".11377",
        first_heap: 1,
        terms: "1,1,1,2,2,2,3,3,1,1,1,4,4,4,3,3,2,2,2,1,1,1,4,4,2,2,2,6,6,4,4,4,1,1,\
                1,2,2,2,7,7,1,1,1,4,4,4,3,3,2,2,2,1,1,1,4,4,8,6,2,7,7,4,4,4,1,1,1,2,\
                2,2,8,8,8,5,1,4,4,4,7,7,2,2,2,1,1,1,8,8,8,6,2,7,7,4,4,4,1,1,1,2,2,2,3,8,1",
        period: Some((32, 186)),
        exceptions: None,
    },
    Entry {
        // A077069 COMMENTS: "eventually periodic with period 20. The only
        // exceptions are n=0, 4, 6, 7, 8, 10, 12, 15, 16 and 18."
        a_number: "A077069",
        code: "4.777",
        first_heap: 1,
        terms: "1, 2, 4, 6, 1, 2, 8, 10, 1, 13, 2, 16, 1, 4, 13, 14, 1, 8, 4, 13, 1, 2, \
                4, 8, 1, 13, 16, 8, 1, 4, 2, 13, 1, 4, 8, 13, 1, 16, 4, 13, 1, 2, 4, 8, \
                1, 13, 16, 8, 1, 4, 2, 13, 1, 4, 8, 13, 1, 16, 4, 13, 1, 2, 4, 8, 1, 13, \
                16, 8, 1, 4, 2, 13, 1, 4, 8, 13, 1, 16, 4, 13, 1, 2, 4, 8, 1, 13, 16, 8, 1",
        period: Some((20, 18)),
        exceptions: Some(&[0, 4, 6, 7, 8, 10, 12, 15, 16, 18]),
    },
    Entry {
        // A071074 (Double Kayles) COMMENTS: "eventually periodic with period
        // 24. The last exception is at n=141."
        a_number: "A071074",
        code: ".7777",
        first_heap: 0,
        terms: "0, 1, 2, 3, 4, 5, 6, 7, 3, 2, 8, 9, 7, 6, 5, 4, 3, 2, 8, 9, 4, 5, 12, 13, \
                9, 8, 2, 3, 4, 5, 15, 14, 3, 2, 8, 9, 7, 6, 5, 4, 3, 2, 8, 9, 13, 12, 15, \
                14, 9, 8, 2, 3, 4, 5, 16, 17, 10, 11, 8, 9, 14, 15, 5, 4, 3, 2, 16, 17, \
                13, 12, 15, 14, 9, 8, 2, 3, 4, 5, 6, 7, 3, 2, 8, 9, 14, 15, 5, 4, 3, 2",
        period: Some((24, 141)),
        exceptions: None,
    },
    Entry {
        // A071451 COMMENTS: "eventually periodic with period 36. The last
        // exception is at n=210."
        a_number: "A071451",
        code: ".113377",
        first_heap: 1,
        terms: "1, 1, 1, 2, 2, 2, 3, 3, 3, 1, 1, 1, 4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, \
                4, 4, 4, 2, 2, 2, 6, 6, 6, 4, 4, 4, 1, 1, 1, 2, 2, 2, 7, 7, 7, 1, 1, 1, \
                4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 4, 4, 4, 6, 6, 6, 7, 7, 7, 4, 4, 4, \
                1, 1, 1, 2, 2, 2, 8, 8, 8, 5, 5, 5, 4, 4, 4, 7, 7, 7, 2, 2, 2, 1, 1, 1, \
                8, 8, 8, 6, 6, 6, 7, 7, 7",
        period: Some((36, 210)),
        exceptions: None,
    },
    Entry {
        // A125920 COMMENTS: "eventually periodic with period 8. The last
        // exception is at n=23."
        a_number: "A125920",
        code: ".176",
        first_heap: 1,
        terms: "1, 1, 0, 2, 2, 3, 4, 4, 1, 1, 6, 2, 2, 3, 4, 4, 1, 1, 6, 6, 3, 3, 2, 4, \
                1, 1, 6, 6, 3, 3, 4, 4, 1, 1, 6, 6, 3, 3, 4, 4, 1, 1, 6, 6, 3, 3, 4, 4, \
                1, 1, 6, 6, 3, 3, 4, 4, 1, 1, 6, 6, 3, 3, 4, 4, 1, 1, 6, 6, 3, 3, 4, 4, \
                1, 1, 6, 6, 3, 3, 4, 4, 1, 1, 6, 6, 3, 3, 4, 4, 1, 1, 6, 6, 3, 3, 4, 4, \
                1, 1, 6, 6, 3, 3, 4",
        period: Some((8, 23)),
        exceptions: None,
    },
];

/// Entries whose period needs hundreds of thousands of values (release
/// builds only), or which have none: their data terms are checked in every
/// build.
const LARGE: [Entry; 4] = [
    Entry {
        // A071430 COMMENTS: "eventually periodic with period 149459. The last
        // exception is at n=105350."
        a_number: "A071430",
        code: ".16",
        first_heap: 1,
        terms: "1, 0, 0, 1, 2, 2, 1, 4, 0, 1, 4, 2, 1, 4, 0, 1, 4, 2, 1, 4, 2, 1, 0, 2, \
                1, 4, 2, 1, 4, 5, 1, 4, 2, 1, 4, 2, 1, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, \
                3, 4, 2, 3, 4, 2, 1, 4, 2, 3, 3, 2, 5, 4, 2, 5, 4, 2, 3, 1, 2, 5, 4, 2, \
                3, 4, 2, 5, 4, 2, 3, 3, 2, 5, 4, 2, 5, 3, 2, 5, 3, 2, 1, 4, 2, 5, 3, 2, \
                5, 4, 2, 5, 3, 2",
        period: Some((149_459, 105_350)),
        exceptions: None,
    },
    Entry {
        // A071464 (octal games .127 and .1271) COMMENTS: "eventually periodic
        // with period 4. The last exception is at n=46577 [Gangolli and
        // Plambeck]."
        a_number: "A071464",
        code: ".127",
        first_heap: 1,
        terms: "1, 0, 2, 2, 1, 0, 4, 4, 1, 2, 2, 0, 1, 4, 4, 6, 1, 7, 7, 0, 1, 2, 2, 6, \
                1, 4, 4, 8, 1, 2, 7, 8, 1, 0, 7, 2, 6, 8, 1, 4, 9, 8, 1, 2, 6, 0, 1, 4, \
                6, 2, 1, 8, 9, 0, 1, 6, 2, 2, 7, 0, 1, 8, 3, 2, 1, 4, 4, 8, 9, 2, 7, 8, \
                1, 0, 9, 2, 2, 6, 4, 4, 1, 8, 3, 2, 1, 0, 4",
        period: Some((4, 46_577)),
        exceptions: None,
    },
    Entry {
        // A071436 (octal games .560-.563) COMMENTS: "eventually periodic
        // with period 144. The last exception is at n=326637." The period
        // holds; the last exception does not (see `dot_56_last_exception_is_326639_in_release`).
        a_number: "A071436",
        code: ".56",
        first_heap: 1,
        terms: "1, 0, 2, 2, 4, 1, 1, 3, 2, 4, 4, 6, 6, 2, 1, 1, 7, 6, 8, 4, 1, 1, 6, 5, \
                4, 8, 1, 1, 12, 4, 5, 6, 1, 1, 3, 12, 6, 6, 8, 9, 2, 11, 6, 6, 4, 2, 1, \
                1, 12, 13, 4, 10, 8, 1, 12, 12, 5, 11, 1, 16, 2, 2, 12, 6, 1, 1, 2, 13, \
                12, 6, 6, 8, 1, 1, 7, 6, 11, 4, 16, 16, 6, 5, 5, 19, 1, 1, 12, 4, 14, \
                16, 1, 1",
        period: None,
        exceptions: None,
    },
    Entry {
        // A046695: "Sprague-Grundy values for the game Couples-are-Forever
        // (and for octal games .6, .601, .61, ...)": Officers, whose period
        // is an open problem.
        a_number: "A046695",
        code: ".6",
        first_heap: 0,
        terms: "0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4, \
                5, 1, 4, 5, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 1, 0, 2, \
                8, 4, 5, 3, 4, 5, 6, 2, 5, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, \
                0, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, \
                2, 3, 0, 2, 3, 4",
        period: None,
        exceptions: None,
    },
];

fn game(code: &str) -> OctalGame {
    code.parse().unwrap()
}

fn terms(entry: &Entry) -> Vec<u32> {
    entry
        .terms
        .split(',')
        .map(|t| t.trim().parse().unwrap())
        .collect()
}

/// `G(0..len)` by the plain recurrence.
fn naive_values(code: &str, len: usize) -> Vec<u32> {
    let mut solver = Naive::new(game(code));
    (0..len).map(|_| solver.push_next()).collect()
}

/// The heaps whose value is not the one the periodic part gives there.
fn exceptions(solved: &SolvedGame) -> Vec<usize> {
    let Periodicity { preperiod, period } = solved.periodicity();
    (0..preperiod)
        .filter(|&n| {
            let periodic = n + (preperiod - n).div_ceil(period) * period;
            solved.grundy(n as u64) != solved.grundy(periodic as u64)
        })
        .collect()
}

#[test]
fn data_terms_match_the_plain_recurrence() {
    for entry in SMALL.iter().chain(LARGE.iter()) {
        let expected = terms(entry);
        assert!(expected.len() >= 80, "{}: DATA cut short", entry.a_number);
        let values = naive_values(entry.code, entry.first_heap + expected.len());
        assert_eq!(
            values[entry.first_heap..],
            expected[..],
            "{} as {}",
            entry.a_number,
            entry.code
        );
    }
}

#[test]
fn periods_and_exceptions_match() {
    for entry in &SMALL {
        let (period, last_exception) = entry.period.unwrap();
        let solved = solve(&game(entry.code), 10_000).unwrap();
        let name = format!("{} as {}", entry.a_number, entry.code);
        assert_eq!(
            solved.periodicity(),
            Periodicity {
                preperiod: last_exception + 1,
                period
            },
            "{name}"
        );
        // every term, read through the proved period
        for (i, &t) in terms(entry).iter().enumerate() {
            let heap = (entry.first_heap + i) as u64;
            assert_eq!(solved.grundy(heap), t, "{name}: heap {heap}");
        }
        if let Some(listed) = entry.exceptions {
            assert_eq!(exceptions(&solved), listed, "{name}");
        }
    }
}

/// The pattern each game reports gives `G(n)` at heaps far past any
/// table: read there through the period and last exception the entry
/// states, from the entry's DATA where it reaches, else from the plain
/// recurrence; the pattern must say it is proved by the Guy–Smith
/// certificate.
#[test]
fn patterns_give_the_published_values_at_huge_heaps() {
    for entry in &SMALL {
        let name = format!("{} as {}", entry.a_number, entry.code);
        let (period, last_exception) = entry.period.unwrap();
        let start = last_exception + 1;
        let data = terms(entry);
        let naive = naive_values(entry.code, start + period);
        // G(m) for m < start + period: published where the DATA has it
        let published = |m: usize| -> u64 {
            match m.checked_sub(entry.first_heap).and_then(|i| data.get(i)) {
                Some(&t) => u64::from(t),
                None => u64::from(naive[m]),
            }
        };
        let pattern = pattern(&game(entry.code), 10_000).unwrap();
        assert!(
            matches!(
                pattern.status(),
                Status::Proved(Certificate::GuySmith { .. })
            ),
            "{name}: {pattern}"
        );
        let mut heaps: Vec<u64> = Vec::new();
        for base in [
            1_000_000_000u64,
            1_000_000_000_000_000_000,
            u64::MAX - 2 * period as u64,
        ] {
            heaps.extend((0..2 * period as u64).map(|j| base + j));
        }
        heaps.push(u64::MAX);
        for n in heaps {
            let m = start + ((n - start as u64) % period as u64) as usize;
            assert_eq!(pattern.value(n), Some(published(m)), "{name}: heap {n}");
        }
    }
    // Officers: no period proved within 20,000 values, so nothing is
    // claimed as proved, whatever is observed
    let officers = pattern(&game(".6"), 20_000);
    assert!(
        !officers.as_ref().is_some_and(|p| p.is_proved()),
        "{officers:?}"
    );
}

/// A071434's FORMULA "a(2n-1) = a(2n) = A002186(n)" and A071451's
/// "a(3n-2) = a(3n-1) = a(3n) = A002186(n)": `.1377` and `.113377` are
/// Kayles with every heap doubled or tripled, for every heap.
#[test]
fn kayles_stretched_as_the_entries_state() {
    let kayles = solve(&game(".77"), 10_000).unwrap();
    for (code, k) in [(".1377", 2), (".113377", 3)] {
        let solved = solve(&game(code), 10_000).unwrap();
        for n in 1..2_000u64 {
            for j in 0..k {
                assert_eq!(solved.grundy(k * n - j), kayles.grundy(n), "{code} {n}");
            }
        }
        for n in [1_000_000_000_000u64, 1_000_000_000_000_000_000 / k] {
            assert_eq!(solved.grundy(k * n), kayles.grundy(n), "{code} {n}");
        }
    }
}

/// 0.5 million and 0.1 million values: a fraction of a second in release.
#[cfg(not(debug_assertions))]
#[test]
fn long_preperiods_in_release() {
    for entry in &LARGE[..2] {
        let (period, last_exception) = entry.period.unwrap();
        let solved = solve(&game(entry.code), 2_000_000).unwrap();
        assert_eq!(
            solved.periodicity(),
            Periodicity {
                preperiod: last_exception + 1,
                period
            },
            "{} as {}",
            entry.a_number,
            entry.code
        );
    }
}

/// A071436 states period 144 and "the last exception is at n=326637" for
/// `.56` (= `.560`, and `.561`-`.563` share its values); the period holds
/// but the last exception is 326639: `G(326639) = 26` while
/// `G(326639 + 144) = 16`, and `G(326637) = G(326637 + 144) = 8`. (Found by
/// the certificate and confirmed once by a separate plain recurrence over
/// all 326,785 values, 81 s; here the four values are recomputed from the
/// moves, given the values below them.) 0.65 million values: a fraction of
/// a second in release, seconds in debug.
#[cfg(not(debug_assertions))]
#[test]
fn dot_56_last_exception_is_326639_in_release() {
    use cp_games::sg::mex;
    use cp_games::sg::octal::prove_period;
    use cp_games::sg::octal::sparse::Sparse;
    let g = game(".56");
    let mut solver = Sparse::new(g.clone());
    let p = prove_period(&mut solver, 1_000_000, |_| {}).unwrap();
    assert_eq!(
        p,
        Periodicity {
            preperiod: 326_640,
            period: 144
        }
    );
    let values = solver.values();
    let g_of = |n: u64| values.get(n as usize);
    for n in [326_637u64, 326_639, 326_781, 326_783] {
        let options: Vec<u32> = g
            .moves(n)
            .iter()
            .map(|m| g_of(m.left.0) ^ g_of(m.left.1))
            .collect();
        assert_eq!(mex(&options), g_of(n), "G({n}) by the rules");
    }
    assert_eq!((g_of(326_637), g_of(326_781)), (8, 8));
    assert_eq!((g_of(326_639), g_of(326_783)), (26, 16));
}

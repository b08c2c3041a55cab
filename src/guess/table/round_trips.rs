//! Tables of small cases from `explore` into the guesser: through CSV
//! (`to_csv`, then [`Table::from_csv`]) and straight ([`Table::try_from`])
//! they are the same table, for every kind of column and mixes; and rules
//! guessed on small grid and 0/1-string games, checked against the brute
//! force beyond the table.

use super::*;
use crate::explore::{Column, Lists, Outcomes, Play, Table as Small};
use crate::guess::{guess, Guess, Options};

/// A small search (`work` row evaluations): the rules here are small.
fn options(work: u64) -> Options {
    Options {
        formula_work: Some(work),
        ..Options::default()
    }
}

/// The guesser's table of `small`, both ways, which must agree.
fn both_ways(small: &Small) -> Table {
    let csv = small.to_csv();
    let read = Table::from_csv(&csv).unwrap_or_else(|e| panic!("{e}\n{csv}"));
    let direct = Table::try_from(small).unwrap();
    assert_eq!(read, direct, "{csv}");
    assert_eq!(read.len(), small.rows().len(), "{csv}");
    read
}

#[test]
fn every_kind_of_column_reads_back_from_csv() {
    let t = both_ways(&Small::two(["n", "m"], [0..=4, 1..=3], |n, m| n % (m + 1)));
    assert_eq!(t.kinds(), [ArgKind::Int; 2]);
    let t = both_ways(&Small::lists("a", 0..=2, 3, Lists::Tuples, |a| a.len()));
    assert_eq!((t.kinds(), t.len()), (&[ArgKind::List][..], 3 + 9 + 27));
    let t = both_ways(&Small::words("s", b"01", 3, |s| s.contains(&b'1')));
    assert_eq!(t.args(2), [Arg::Word(b"00".to_vec())]);
    // boards starting with `#` are rows, not comments
    let t = both_ways(&Small::words("s", b".#", 2, |s| s[0] == b'#'));
    assert_eq!(t.len(), 6);
    assert_eq!(t.args(1), [Arg::Word(b"#".to_vec())]);
    let g = Column::grid("g", b".#", 1..=2, 1..=2);
    let t = both_ways(&Small::of([g]).values(|a| a[0].grid().len()));
    assert_eq!(t.kinds(), [ArgKind::Grid]);
    assert_eq!(t.len(), 2 + 4 + 4 + 16);
    // values that are words of any printable characters, and `-`
    let values = ["*", "1/2", "-", "{1|0}", "-3", "W"];
    let t = both_ways(&Small::one("n", 0..=11, |n| values[n as usize % 6]));
    assert_eq!(t.row(7).1, "1/2");
}

#[test]
fn mixed_columns_filtered_read_back_from_csv() {
    let columns = [
        Column::int("k", 1..=2),
        Column::word("s", b"*-", 2),
        Column::list("a", 0..=1, 2, Lists::Multisets),
        Column::grid("g", b"#.", 1..=1, 1..=2),
        Column::int("m", 0..=1),
        Column::word("t", b"x", 1),
    ];
    let small = Small::of(columns)
        .filter(|a| a[0].int() <= a[2].list().len() as u64)
        .values(|a| (a[4].int() == 1).then_some(a[1].word().len()));
    let t = both_ways(&small);
    let kinds = [
        ArgKind::Int,
        ArgKind::Word,
        ArgKind::List,
        ArgKind::Grid,
        ArgKind::Int,
        ArgKind::Word,
    ];
    assert_eq!(t.kinds(), kinds);
    // k = 1 with the 5 lists, k = 2 with the 3 of length 2; 6 words, 6 grids, 2 m
    assert_eq!(t.len(), (5 + 3) * 6 * 6 * 2);
    assert_eq!(t.row(0).1, "-");
    assert!(small
        .to_string()
        .starts_with("k  s   a  g m t | value\n1  *   0  # 0 x |     -\n"));
}

/// A grid game: a move clears a `#` on a cell `(i, j)` with `i + j` even
/// (the `#`s on odd cells stay). The mover wins when `count_even(g, #)` is
/// odd.
fn grid_moves(g: &[Vec<u8>]) -> Vec<Vec<Vec<u8>>> {
    let cells = (0..g.len()).flat_map(|i| (0..g[0].len()).map(move |j| (i, j)));
    cells
        .filter(|&(i, j)| g[i][j] == b'#' && (i + j) % 2 == 0)
        .map(|(i, j)| {
            let mut h = g.to_vec();
            h[i][j] = b'.';
            h
        })
        .collect()
}

#[test]
fn a_grid_game_rule_holds_beyond_the_table() {
    let mut game = Outcomes::new(Play::Normal, |g: &Vec<Vec<u8>>| grid_moves(g));
    let g = Column::grid("g", b".#", 1..=3, 1..=3);
    let small = Small::of([g]).values(|a| game.wins(a[0].grid().to_vec()));
    let table = both_ways(&small);
    let g = guess(&table, &options(2_000_000)).unwrap();
    let Guess::Found(found) = g else {
        panic!("no rule: {g}")
    };
    assert!(found.to_string().contains("count_even(g, #)"), "{found}");
    let mut rng = crate::testing::Rng::new(52);
    for _ in 0..30 {
        let (h, w) = (1 + rng.below(4), 4 + rng.below(2));
        let g: Vec<Vec<u8>> = (0..h)
            .map(|_| (0..w).map(|_| b".#"[rng.below(2)]).collect())
            .collect();
        let want = if game.wins(g.clone()) { "W" } else { "L" };
        let got = found.value_of(&[Arg::Grid(g.clone())]);
        assert_eq!(got.as_deref(), Some(want), "{found}\nat {}", Arg::Grid(g));
    }
}

/// A 0/1-string game: a move turns a `1` into a `0` (on strings up to 7
/// letters a search also finds `odd(popcount(count(s, 1)²))` for "one or
/// two `1`s", and rightly answers nothing beyond: so the simplest game).
#[test]
fn a_zero_one_string_rule_holds_beyond_the_table() {
    let mut game = Outcomes::new(Play::Normal, |s: &Vec<u8>| {
        let ones = (0..s.len()).filter(|&i| s[i] == b'1');
        ones.map(|i| [&s[..i], b"0", &s[i + 1..]].concat())
            .collect::<Vec<_>>()
    });
    let small = Small::words("s", b"01", 6, |s| game.wins(s.to_vec()));
    let g = guess(&both_ways(&small), &options(2_000_000)).unwrap();
    let Guess::Found(found) = g else {
        panic!("no rule: {g}")
    };
    assert!(found.to_string().contains("count(s, 1)"), "{found}");
    for s in [
        "1101101110111",
        "111111111",
        "10000000000001",
        "0000000000",
        "0110",
    ] {
        let want = if game.wins(s.as_bytes().to_vec()) {
            "W"
        } else {
            "L"
        };
        let args = [Arg::Word(s.as_bytes().to_vec())];
        assert_eq!(found.value_of(&args).as_deref(), Some(want), "{found}");
    }
}

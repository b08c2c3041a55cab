//! Probe points: a fixed, seeded set of parameters beyond a table, where
//! the formula search compares every fit (see `guess`'s module docs).
//!
//! Each probe starts from a row of the table and moves some of its
//! parameters beyond it: an integer to a few times its range or far
//! (`10^6` to `10^18`); a list to a longer one (up to twice the longest
//! and two more), with values in the table's range or larger; a word to a
//! longer one over the table's letters; a grid to a wider one, at least as
//! tall, over its letters. Lists stay sorted where every
//! row's list is, and integers keep every order `x <= y` between two
//! parameters that every row keeps, so that a probe is a position of the
//! kind the table holds, only larger.

use super::table::{Arg, Table};
use crate::testing::Rng;

/// The probes a table gets.
pub(crate) const PROBES: usize = 64;

/// What a column holds in the table, for the probes.
enum Column {
    Int {
        hi: u64,
    },
    List {
        longest: usize,
        lo: u64,
        hi: u64,
        sorted: bool,
    },
    Word {
        longest: usize,
        letters: Vec<u8>,
    },
    Grid {
        tallest: usize,
        widest: usize,
        letters: Vec<u8>,
    },
}

/// An integer parameter's value.
fn int(a: &Arg) -> Option<u64> {
    match a {
        Arg::Int(x) => Some(*x),
        _ => None,
    }
}

fn column(table: &Table, c: usize) -> Column {
    let args = table.all_args();
    match &args[0][c] {
        Arg::Int(_) => Column::Int {
            hi: args.iter().filter_map(|a| int(&a[c])).max().unwrap_or(0),
        },
        Arg::List(_) => {
            let lists: Vec<&Vec<u64>> = args
                .iter()
                .filter_map(|a| match &a[c] {
                    Arg::List(l) => Some(l),
                    _ => None,
                })
                .collect();
            let all = lists.iter().flat_map(|l| l.iter().copied());
            Column::List {
                longest: lists.iter().map(|l| l.len()).max().unwrap_or(0),
                lo: all.clone().min().unwrap_or(0),
                hi: all.max().unwrap_or(0),
                sorted: lists.iter().all(|l| l.is_sorted()),
            }
        }
        Arg::Grid(_) => grid_column(args.iter().map(|a| &a[c])),
        Arg::Word(_) => {
            let mut letters: Vec<u8> = args
                .iter()
                .flat_map(|a| match &a[c] {
                    Arg::Word(w) => w.clone(),
                    _ => Vec::new(),
                })
                .collect();
            letters.sort_unstable();
            letters.dedup();
            Column::Word {
                longest: args
                    .iter()
                    .filter_map(|a| match &a[c] {
                        Arg::Word(w) => Some(w.len()),
                        _ => None,
                    })
                    .max()
                    .unwrap_or(0),
                letters,
            }
        }
    }
}

/// A grid column's sizes and letters.
fn grid_column<'a>(cells: impl Iterator<Item = &'a Arg>) -> Column {
    let (mut tallest, mut widest, mut seen) = (1, 1, [false; 256]);
    for g in cells.filter_map(|a| match a {
        Arg::Grid(g) => Some(g),
        _ => None,
    }) {
        tallest = tallest.max(g.len());
        widest = widest.max(g[0].len());
        g.iter().flatten().for_each(|&b| seen[b as usize] = true);
    }
    let letters = (0..=255u8).filter(|&b| seen[b as usize]).collect();
    Column::Grid {
        tallest,
        widest,
        letters,
    }
}

/// An integer beyond `hi`: near (up to four times it) more often than far.
fn beyond(rng: &mut Rng, hi: u64) -> u64 {
    let far = [
        1_000_000,
        1_000_000_007,
        1_000_000_000_000,
        1_000_000_000_000_000_000,
    ];
    let hi = hi.min(1 << 60);
    match rng.below(8) {
        0 | 1 => hi + 1 + rng.below_u64(2),
        2..=4 => hi + 1 + rng.below_u64(3 * hi + 4),
        5 => hi * 2 + rng.below_u64(4),
        _ => far[rng.below(far.len())] + rng.below_u64(8),
    }
}

/// The column moved beyond the table.
fn moved(rng: &mut Rng, col: &Column) -> Arg {
    match col {
        Column::Int { hi } => Arg::Int(beyond(rng, *hi)),
        Column::List {
            longest,
            lo,
            hi,
            sorted,
        } => {
            let len = longest + 1 + rng.below(longest + 2);
            let large = rng.below(2) == 0;
            let mut l: Vec<u64> = (0..len)
                .map(|_| {
                    if large && rng.below(3) == 0 {
                        beyond(rng, *hi)
                    } else {
                        lo + rng.below_u64((hi - lo).saturating_add(1))
                    }
                })
                .collect();
            if *sorted {
                l.sort_unstable();
            }
            Arg::List(l)
        }
        Column::Grid {
            tallest,
            widest,
            letters,
        } => {
            let h = tallest + rng.below(tallest + 1);
            let w = widest + 1 + rng.below(widest + 1);
            let mut cell = || letters[rng.below(letters.len().max(1))];
            Arg::Grid((0..h).map(|_| (0..w).map(|_| cell()).collect()).collect())
        }
        Column::Word { longest, letters } => {
            let len = longest + 1 + rng.below(2 * longest + 2);
            Arg::Word(
                (0..len)
                    .map(|_| letters[rng.below(letters.len().max(1))])
                    .collect(),
            )
        }
    }
}

/// The table's probes: [`PROBES`] points (fewer if the orders between its
/// integer columns leave too few), the same for the same table.
///
/// # Complexity
/// O(rows · columns) for the columns' ranges and orders, then O(probes ·
/// size of a probe).
pub(crate) fn probes(table: &Table) -> Vec<Vec<Arg>> {
    let args = table.all_args();
    if args.is_empty() {
        return Vec::new();
    }
    let k = table.dimension();
    let columns: Vec<Column> = (0..k).map(|c| column(table, c)).collect();
    // the orders `x_i <= x_j` every row keeps
    let ints: Vec<usize> = (0..k)
        .filter(|&c| matches!(columns[c], Column::Int { .. }))
        .collect();
    let mut orders = Vec::new();
    for &i in &ints {
        for &j in &ints {
            if i != j && args.iter().all(|a| int(&a[i]) <= int(&a[j])) {
                orders.push((i, j));
            }
        }
    }
    let keeps = |p: &[Arg]| orders.iter().all(|&(i, j)| int(&p[i]) <= int(&p[j]));
    let mut rng = Rng::new(0x5eed_0f9a_0be5);
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < PROBES && tries < 20 * PROBES {
        tries += 1;
        let n = out.len();
        let mut p = args[rng.below(args.len())].clone();
        // every column beyond, one at a time, then at random (at least one)
        let which: Vec<bool> = match n % (k + 1) {
            0 => vec![true; k],
            c => (0..k).map(|i| i == c - 1 || rng.below(3) == 0).collect(),
        };
        for (c, &w) in which.iter().enumerate() {
            if w {
                p[c] = moved(&mut rng, &columns[c]);
            }
        }
        if !keeps(&p) {
            // the smaller side moves beyond too
            for &(i, j) in &orders {
                if int(&p[i]) > int(&p[j]) {
                    p.swap(i, j);
                }
            }
        }
        if keeps(&p) && !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

//! `Found::rust`: every kind of rule printed as a Rust function, all
//! compiled by one rustc run, and each function's answers compared with
//! the rule's own (`Found::value_of`) on table rows and far points.

use cp_games::explore::{Column, Table as Small};
use cp_games::guess::{guess, Arg, Guess, Options, Table};
use cp_games::testing::{compile_and_run, subtraction_values};
use cp_games::wythoff::lower;
use std::fmt::Write as _;

/// A table, the options to guess it with, and points to query.
struct Case {
    name: &'static str,
    table: Table,
    options: Options,
    far: Vec<Vec<Arg>>,
}

fn ints(rows: impl IntoIterator<Item = (Vec<u64>, String)>, names: &[&str]) -> Table {
    let names = names.iter().map(|s| s.to_string()).collect();
    Table::new(names, rows.into_iter().collect()).unwrap()
}

fn int_args(points: &[&[u64]]) -> Vec<Vec<Arg>> {
    points
        .iter()
        .map(|p| p.iter().map(|&x| Arg::Int(x)).collect())
        .collect()
}

fn wl(b: bool) -> String {
    if b { "W" } else { "L" }.to_string()
}

fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut add = |name, table, options, far| {
        cases.push(Case {
            name,
            table,
            options,
            far,
        })
    };
    let d = Options::default;
    let big: &[&[u64]] = &[
        &[1_000_000_000_000_000_000],
        &[999_999_999_999_999_999],
        &[u64::MAX / 2],
    ];
    add(
        "periodic",
        ints(
            (0..100u64).map(|n| (vec![n], (n % 3).to_string())),
            &["n", "g"],
        ),
        d(),
        int_args(big),
    );
    let lasker = |n: u64| match n % 4 {
        3 => n + 1,
        0 if n > 0 => n - 1,
        _ => n,
    };
    add(
        "arithmetic-periodic",
        ints(
            (0..200u64).map(|n| (vec![n], lasker(n).to_string())),
            &["n", "g"],
        ),
        d(),
        int_args(&[&[4_000_000_000_000_000_003], &[10u64.pow(17)]]),
    );
    add(
        "polynomial",
        ints(
            (0..60u64).map(|n| (vec![n], ((n + 1) * (n + 1)).div_ceil(2).to_string())),
            &["n", "c"],
        ),
        d(),
        int_args(&[&[1_000_000_000], &[999_999_999_999]]),
    );
    let mut fib = vec![0u64, 1];
    while fib.len() < 60 {
        let k = fib.len();
        fib.push(fib[k - 1] + fib[k - 2]);
    }
    add(
        "recurrence",
        ints(
            fib.iter()
                .enumerate()
                .map(|(n, &f)| (vec![n as u64], f.to_string())),
            &["n", "f"],
        ),
        d(),
        int_args(&[&[80], &[100]]),
    );
    let p = 998_244_353u64;
    let mut f = (0u64, 1u64);
    let rows: Vec<_> = (0..60u64)
        .map(|n| {
            let r = (vec![n], f.0.to_string());
            f = (f.1, (f.0 + f.1) % p);
            r
        })
        .collect();
    add(
        "recurrence modulo a prime",
        ints(rows, &["n", "f"]),
        Options {
            modulus: Some(p),
            ..d()
        },
        int_args(&[&[p + 1], &[p], &[u64::MAX]]),
    );
    let members: Vec<u64> = fib[3..].to_vec();
    add(
        "set of a recurrence",
        ints(
            (2..1000u64).map(|n| (vec![n], wl(!members.contains(&n)))),
            &["n", "o"],
        ),
        d(),
        int_args(&[&[1_548_008_755_920], &[1_548_008_755_921]]),
    );
    let lows: Vec<u64> = (1..300).map(lower).collect();
    add(
        "set of a Beatty sequence",
        ints(
            (0..400u64).map(|n| {
                (
                    vec![n],
                    if lows.contains(&n) { "low" } else { "other" }.to_string(),
                )
            }),
            &["n", "kind"],
        ),
        d(),
        int_args(&[&[lower(10u64.pow(12))], &[lower(10u64.pow(12)) + 1]]),
    );
    let grid = |f: &dyn Fn(u64, u64) -> String, n: u64| {
        (0..n)
            .flat_map(|x| (0..n).map(move |y| (x, y)))
            .map(|(x, y)| (vec![x, y], f(x, y)))
            .collect::<Vec<_>>()
    };
    let big2: &[&[u64]] = &[
        &[1_000_000_000_000, 1_000_000_000_000],
        &[10u64.pow(18), 1],
        &[7, 10u64.pow(17)],
    ];
    add(
        "region",
        ints(
            grid(&|x, y| wl(x <= y && x + 2 * y >= 10), 30),
            &["x", "y", "o"],
        ),
        d(),
        int_args(big2),
    );
    add(
        "combination",
        ints(
            grid(&|x, y| ((x + 2 * y) % 3).to_string(), 20),
            &["x", "y", "g"],
        ),
        d(),
        int_args(big2),
    );
    let g2 = [0u64, 1, 0, 1, 2, 3, 2];
    add(
        "sum",
        ints(
            grid(&|x, y| ((x % 3) ^ g2[(y % 7) as usize]).to_string(), 28),
            &["x", "y", "g"],
        ),
        d(),
        int_args(big2),
    );
    let mut rows = Vec::new();
    for m in 1..=10u64 {
        let mut win = [false; 61];
        for n in 1..=60usize {
            win[n] = (1..=(m as usize).min(n)).any(|t| !win[n - t]);
        }
        for (n, &w) in win.iter().enumerate() {
            rows.push((vec![n as u64, m], wl(w)));
        }
    }
    add(
        "family",
        ints(rows, &["n", "m", "o"]),
        d(),
        int_args(&[
            &[1_000_000_000_000_000_000, 4],
            &[1_000_000_000_000_000_001, 4],
        ]),
    );
    add(
        "formula (integer)",
        ints(
            grid(&|x, y| (1 + x.min(y)).to_string(), 30),
            &["n", "m", "v"],
        ),
        d(),
        int_args(big2),
    );
    add(
        "formula (two words)",
        ints(grid(&|x, y| wl(x.min(y) % 2 == 1), 30), &["n", "m", "o"]),
        d(),
        int_args(big2),
    );
    add(
        "formula (0 and 1, with ⌈log2⌉)",
        ints(
            (1..300u64).map(|n| {
                (
                    vec![n],
                    (u64::from(n.next_power_of_two().ilog2()) % 2).to_string(),
                )
            }),
            &["n", "b"],
        ),
        d(),
        int_args(&[&[1_000_000], &[1 << 40], &[(1 << 40) + 1]]),
    );
    let sub = subtraction_values(&[1, 2], 30);
    let lists: Vec<(Vec<Arg>, String)> = (0..8u64)
        .flat_map(|a| (a..8).flat_map(move |b| (b..8).map(move |c| vec![a, b, c])))
        .map(|l| {
            let x = l.iter().fold(0, |s, &h| s ^ sub[h as usize]);
            (vec![Arg::List(l)], wl(x != 0))
        })
        .collect();
    add(
        "formula over a list",
        Table::from_args(vec!["a".into(), "o".into()], lists).unwrap(),
        d(),
        vec![
            vec![Arg::List(vec![10, 20, 30, 40])],
            vec![Arg::List(vec![1_000_000_000, 1, 1, 7])],
        ],
    );
    // a list's features bounded by another column and by its own maximum
    let small = Options {
        formula_work: Some(20_000_000),
        ..d()
    };
    let sorted: Vec<Vec<u64>> = (0..6u64)
        .flat_map(|a| (a..6).flat_map(move |b| (b..6).map(move |c| vec![a, b, c])))
        .collect();
    let bounded: Vec<(Vec<Arg>, String)> = (1..=3u64)
        .flat_map(|k| sorted.iter().map(move |l| (l.clone(), k)))
        .map(|(l, k)| {
            let x = l.iter().fold(0, |s, &h| s ^ (h % (k + 1)));
            (vec![Arg::List(l), Arg::Int(k)], wl(x != 0))
        })
        .collect();
    add(
        "formula over a list bounded by a column",
        Table::from_args(vec!["a".into(), "k".into(), "o".into()], bounded).unwrap(),
        small.clone(),
        vec![
            vec![Arg::List(vec![10, 20, 30, 40]), Arg::Int(6)],
            vec![Arg::List(vec![1_000_000_000, 1, 1, 7]), Arg::Int(1_000)],
        ],
    );
    let at_max: Vec<(Vec<Arg>, String)> = sorted
        .iter()
        .map(|l| {
            let m = l.iter().max().unwrap();
            let v = l.iter().filter(|&x| x == m).count();
            (vec![Arg::List(l.clone())], v.to_string())
        })
        .collect();
    add(
        "formula over a list's maximum",
        Table::from_args(vec!["m".into(), "v".into()], at_max).unwrap(),
        small,
        vec![vec![Arg::List(vec![9, 1, 9, 9, 4])]],
    );
    let words: Vec<(Vec<Arg>, String)> = (1..=7)
        .flat_map(|len| (0..1u32 << len).map(move |m| (len, m)))
        .map(|(len, m)| {
            let w: Vec<u8> = (0..len)
                .map(|i| if m >> i & 1 == 1 { b'B' } else { b'A' })
                .collect();
            let v = if w[0] == b'A' {
                "Alice"
            } else if w[len - 1] == b'A' {
                "Draw"
            } else {
                "Bob"
            };
            (vec![Arg::Word(w)], v.to_string())
        })
        .collect();
    add(
        "case split over a word",
        Table::from_args(vec!["s".into(), "w".into()], words).unwrap(),
        d(),
        vec![
            vec![Arg::Word(b"BBBBBBBBBBBBA".to_vec())],
            vec![Arg::Word(b"ABBBBBBBBBBBBBBBB".to_vec())],
        ],
    );
    add_boards(&mut add);
    cases
}

/// A board as a word of `.` and `#` (the rule counts `#`), and a grid (the
/// rule is its left-right symmetry): letters that are no letters, and the
/// grid's parameter type `&[Vec<u8>]`.
fn add_boards(add: &mut impl FnMut(&'static str, Table, Options, Vec<Vec<Arg>>)) {
    let count = |s: &[u8]| s.iter().filter(|&&c| c == b'#').count();
    let board = Small::words("s", b".#", 6, count);
    let far = vec![vec![Arg::Word(b"#.##.#.#####".to_vec())]];
    let d = Options::default;
    add(
        "count over a board",
        Table::try_from(&board).unwrap(),
        d(),
        far,
    );
    // 682 grids: 98 (up to 2 by 3) no longer carry the evidence a rule needs
    let grids = Small::of([Column::grid("g", b".#", 1..=3, 1..=3)])
        .values(|a| a[0].grid().iter().all(|r| r.iter().eq(r.iter().rev())));
    let far = vec![
        vec![Arg::Grid(vec![b"#..#".to_vec(), b".##.".to_vec()])],
        vec![Arg::Grid(vec![
            b"#.#".to_vec(),
            b"#..".to_vec(),
            b"###".to_vec(),
        ])],
    ];
    add(
        "symmetry of a grid",
        Table::try_from(&grids).unwrap(),
        d(),
        far,
    );
}

/// A Rust literal for an argument of the printed function.
fn literal(arg: &Arg) -> String {
    match arg {
        Arg::Int(x) => format!("{x}"),
        Arg::List(xs) => format!("&{xs:?}"),
        Arg::Word(w) => format!("b{:?}", String::from_utf8_lossy(w)),
        Arg::Grid(g) => {
            let rows: Vec<String> = g
                .iter()
                .map(|r| format!("b{:?}.to_vec()", String::from_utf8_lossy(r)))
                .collect();
            format!("&[{}]", rows.join(", "))
        }
    }
}

#[test]
fn every_kind_of_rule_prints_as_rust_that_agrees_with_it() {
    let mut program = String::new();
    let mut main = String::from("fn main() {\n");
    let mut expected = Vec::new();
    for (k, case) in cases().iter().enumerate() {
        let g = guess(&case.table, &case.options).unwrap();
        let Guess::Found(found) = g else {
            panic!("{}: no rule:\n{g}", case.name);
        };
        let rust = found.rust();
        writeln!(
            program,
            "// {}\nmod m{k} {{\n#[allow(dead_code)]\npub {rust}\n}}",
            case.name
        )
        .unwrap();
        let is_bool = rust.lines().next().unwrap().ends_with("-> bool {");
        let points = (0..case.table.len())
            .step_by(case.table.len().div_ceil(40))
            .map(|i| case.table.args(i).to_vec())
            .chain(case.far.iter().cloned());
        for args in points {
            let Some(want) = found.value_of(&args) else {
                continue;
            };
            let call: Vec<String> = args.iter().map(literal).collect();
            let value = format!("m{k}::rule({})", call.join(", "));
            let value = if is_bool {
                format!("u8::from({value})")
            } else {
                value
            };
            writeln!(main, "    println!(\"{{}}\", {value});").unwrap();
            expected.push((case.name, args, want));
        }
    }
    main.push_str("}\n");
    program.push_str(&main);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("guess-rust");
    let got = compile_and_run(&dir, "rules", &program, &["-D", "warnings"]);
    let got: Vec<&str> = got.lines().collect();
    assert_eq!(got.len(), expected.len());
    for (line, (name, args, want)) in got.iter().zip(&expected) {
        assert_eq!(line, want, "{name} at {args:?}");
    }
}

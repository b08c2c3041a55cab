//! `cargo cp-games guess` and the library agree on the tables `explore`
//! writes: each table goes through the command as a CSV file
//! (`Table::to_csv`) and through the library straight
//! (`guess::Table::try_from`), and every `--at` answer and the exit status
//! are the same. The tables are those the command once refused: 0/1
//! strings, `.#` boards, `-` cells, `*` and `1/2` values, grids, mixes.

use cp_games::explore::{Column, Table as Small};
use cp_games::guess::{guess, Arg, Guess, Options, Table};
use cp_games::Outcome;
use std::process::Command;

/// The command's exit status and stdout on `small` as a CSV file, with
/// one `--at` per query.
fn command(name: &str, small: &Small, queries: &[&str]) -> (i32, String) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("guess-tables");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.csv"));
    std::fs::write(&file, small.to_csv()).unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_cargo-cp-games"));
    cmd.args(["cp-games", "guess"]);
    for q in queries {
        cmd.args(["--at", q]);
    }
    let out = cmd.arg(&file).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("error:"), "{name}: {err}");
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
    )
}

/// What the command answers, computed by the library: the rule's value,
/// else the table's own at one of its points, else `?`.
fn library(small: &Small, queries: &[&str]) -> (i32, String) {
    let table = Table::try_from(small).unwrap();
    let result = guess(&table, &Options::default()).unwrap();
    let names = small.names();
    let mut out = String::new();
    for q in queries {
        let args: Vec<Arg> = q
            .split(',')
            .zip(names.iter().zip(small.kinds()))
            .map(|(part, (name, &kind))| {
                let value = part.strip_prefix(&format!("{name}=")).unwrap();
                Arg::parse(value, kind).unwrap()
            })
            .collect();
        let own = (0..table.len()).find(|&i| table.args(i) == &args[..]);
        let value = match &result {
            Guess::Found(found) => found.value_of(&args),
            Guess::NotFound { .. } => None,
        };
        let value = value.or_else(|| own.map(|i| table.row(i).1.to_string()));
        out += &format!("{}\n", value.as_deref().unwrap_or("?"));
    }
    let status = i32::from(matches!(result, Guess::NotFound { .. }));
    (status, out)
}

#[test]
fn the_command_and_the_library_agree_on_explore_tables() {
    let ones = |s: &[u8]| s.iter().filter(|&&c| c == b'1').count();
    let values = ["0", "*", "1/2"];
    let tables: Vec<(&str, Small, Vec<&str>)> = vec![
        (
            "zero-one",
            Small::words("s", b"01", 6, |s| ones(s) % 2 == 1),
            vec!["s=0110101101", "s=1", "s=00"],
        ),
        (
            "board",
            Small::words("s", b".#", 5, |s| s.iter().filter(|&&c| c == b'#').count()),
            vec!["s=#.#.#.##", "s=.", "s=#"],
        ),
        (
            "missing",
            Small::one("n", 0..=40, |n| (n % 3 != 0).then_some(Outcome::Win)),
            vec!["n=999", "n=1000000", "n=3"],
        ),
        (
            "partizan",
            Small::one("n", 0..=40, |n| values[n as usize % 3]),
            vec!["n=1000000000000000000", "n=7"],
        ),
        (
            "grid",
            Small::of([Column::grid("g", b".#", 1..=2, 1..=3)])
                .values(|a| a[0].grid().iter().flatten().filter(|&&c| c == b'#').count()),
            vec!["g=##./.#./#..", "g=#/#/#/."],
        ),
        (
            "mixed",
            Small::of([Column::int("k", 1..=3), Column::word("s", b"01", 5)])
                .values(|a| a[0].int() as usize + ones(a[1].word())),
            vec!["k=7,s=1111111", "k=1,s=0"],
        ),
    ];
    for (name, small, queries) in &tables {
        let (status, out) = command(name, small, queries);
        assert_eq!(
            (status, out.as_str()),
            (0, library(small, queries).1.as_str()),
            "{name}"
        );
        assert!(!out.contains('?'), "{name}: {out}");
    }
    // one check by hand
    let (_, out) = command("board", &tables[1].1, &["s=#.#.#.##"]);
    assert_eq!(out, "5\n");
}

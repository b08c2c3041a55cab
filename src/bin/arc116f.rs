//! cp-games placeholder: arc116f's judge, number and title, its input and its output
//! in a line or two, as in `src/bin/acwing891.rs`; this paragraph is the
//! problem column of its row in README.md's binaries table.
//!
//! Accepted: cp-games placeholder: the ranges arc116f accepts, as its code checks them.
use cp_games::judge::run;

fn main() {
    run(|input| -> Result<String, _> {
        // TODO: read the input with `input.read`, `input.values`,
        // `input.cases` (see `cp_games::input::Input`), call the library
        // function that solves the problem, and return the answer text.
        let n: u64 = input.read("n", 0..=u64::MAX)?;
        todo!("arc116f: call the library for n = {}", n)
    })
}

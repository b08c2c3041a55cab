//! cp-games tooling, run as `cargo xtask <command>` (an alias in
//! `.cargo/config.toml`):
//!
//! ```text
//! cargo xtask bundle <BIN> --judge atcoder|std [--avx2] [-o FILE]
//! cargo xtask bundles
//! cargo xtask judges [--rustc VERSION=PATH]... [--only-current] [--only BIN]...
//! cargo xtask stress <BIN> --reference '<command>' [--cases N] [--seed S] [--max-size N] [--timeout SECS]
//! cargo xtask new <NAME> [--root DIR]
//! cargo xtask sizes [--write]
//! cargo xtask readme [--write]
//! ```
//!
//! `bundle` writes the single-file submission of a binary of `src/bin/`;
//! `bundles` checks every bundle, for CI (see `bundles.rs`);
//! `judges` compiles every bundle the way judges do and checks its answers
//! (see `judges.rs`); `stress` compares a binary with a reference command on
//! random inputs of its shape and shrinks the first difference (see
//! `stress.rs`); `new` scaffolds a problem (see `scaffold.rs`); `sizes` and
//! `readme` print or rewrite the generated tables of `docs/bundling.md` and
//! `README.md` (see `sizes.rs`, `readme.rs`). Input shapes, used by `judges`
//! and `stress`, are described in `inputs/mod.rs`.

mod bundles;
mod cargo;
mod inputs;
mod judges;
#[cfg(test)]
mod links;
mod readme;
mod scaffold;
mod stress;

use cp_games_bundler::{Judge, Workspace};
use std::process::exit;
use xtask::root;
// In the library, so that the size table's test shares the one pass over
// every bundle that the bundler's tests make.
use xtask::{markers, sizes};

fn fail(msg: &str) -> ! {
    eprintln!("error: {msg}");
    exit(2);
}

const USAGE: &str = "usage:
  cargo xtask bundle <BIN> --judge atcoder|std [--avx2] [-o FILE]
      the single-file submission of src/bin/<BIN>.rs, indented with tabs;
      a string literal whose continuation lines begin with spaces of its own
      keeps them, with a warning on stderr naming its file and line; --avx2
      keeps the AVX2 input decoder (Cargo.toml's package.metadata.bundle.avx2
      lists the binaries that always keep it)
  cargo xtask bundles
      CI's checks of every bundle: the binary's file byte for byte, the
      library clean and within budget, deterministic, the size table current
  cargo xtask judges [--rustc VERSION=PATH]... [--only-current] [--only BIN]...
      every bundle compiled as judges do, run on samples and generated inputs
      (an interactive binary: played against its judge on its games.txt);
      --only: those binaries alone
  cargo xtask stress <BIN> --reference '<command>' [--cases N] [--seed S] [--max-size N] [--timeout SECS]
      the release binary against a reference (run with sh -c) on random inputs
      of tests/shapes/<BIN>.json; the first difference is shrunk and printed
      (defaults: 1000 cases, a seed from the clock, no size cap, 10 s per run)
  cargo xtask new <NAME> [--root DIR]
      scaffolds src/bin/<NAME>.rs, tests/samples/<NAME>/, tests/shapes/<NAME>.json
      and the binary's row of README.md's table
  cargo xtask sizes [--write]
      the bundle-size table of docs/bundling.md (--write: rewrite it there)
  cargo xtask readme [--write]
      README.md's binaries table, from src/bin/*.rs (--write: rewrite it there)";

fn main() {
    // the bundler's scratch folders go when the task ends, Ctrl-C included
    let _ = ctrlc::set_handler(|| {
        cp_games_bundler::remove_scratch();
        std::process::exit(130);
    });
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("bundle") => bundle_command(&args[1..]),
        Some("judges") => judges::command(&root(), &args[1..]),
        Some("bundles") => bundles::command(&root(), &args[1..]),
        Some("stress") => stress::command(&root(), &args[1..]),
        Some("new") => scaffold::command(&root(), &args[1..]),
        Some("sizes") => sizes::command(&root(), &args[1..]),
        Some("readme") => readme::command(&root(), &args[1..]),
        Some("-h" | "--help") => {
            println!("{USAGE}");
            Ok(())
        }
        _ => Err(format!("expected a command\n{USAGE}")),
    };
    cp_games_bundler::remove_scratch();
    if let Err(e) = result {
        fail(&e);
    }
}

fn bundle_command(args: &[String]) -> Result<(), String> {
    let (mut bin, mut judge, mut output, mut avx2) = (None, None, None, false);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--judge" => judge = Some(Judge::parse(args.next().map(String::as_str))?),
            "-o" => output = Some(args.next().ok_or("-o needs a file name")?.clone()),
            "--avx2" => avx2 = true,
            _ if arg.starts_with('-') => return Err(format!("unknown option `{arg}`\n{USAGE}")),
            _ if bin.is_some() => return Err(format!("unexpected argument `{arg}`")),
            _ => bin = Some(arg.clone()),
        }
    }
    let bin =
        bin.ok_or("name a binary to bundle, e.g. `cargo xtask bundle arc134e --judge std`")?;
    let judge = judge.ok_or("choose a flavour: `--judge atcoder` or `--judge std`")?;
    let mut ws = Workspace::load(&root())?;
    if avx2 {
        ws.avx2.insert(bin.clone());
    }
    let text = ws.bundle(&bin, judge)?;
    match output {
        Some(path) => std::fs::write(&path, text).map_err(|e| format!("cannot write {path}: {e}")),
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

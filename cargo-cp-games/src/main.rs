//! `cargo cp-games`: the single-file submission of a binary of the
//! contestant's own package.
//!
//! ```text
//! cargo cp-games bundle [--bin NAME] --judge atcoder|std [-o FILE]
//! ```
//!
//! Run anywhere inside a package (or a workspace of packages, as
//! cargo-compete makes). The bundler is `cargo xtask bundle`'s (see
//! `xtask/src/bundle/`), applied to the package `cargo metadata` describes
//! (see `xtask/src/bundle/package.rs`). Errors are one `error:` line on
//! stderr, exit status 2, and no file written.

mod guess;

use std::process::exit;
use xtask::bundle::{make, package, Judge};

const USAGE: &str = "usage:
  cargo cp-games guess [--mod P] [--at NAME=VALUE[,NAME=VALUE...]]... [FILE]
      the rule behind a CSV table (header, value last) from FILE or stdin
  cargo cp-games bundle [--bin NAME] --judge atcoder|std [-o FILE]
      the single-file submission of binary NAME of the package around the
      current folder (NAME may be left out when it has one binary), with the
      library code it uses trimmed item by item; --judge atcoder leaves the
      crates AtCoder provides (proconio, num-integer, ac-library-rs, ...) as
      external crates, --judge std carries everything; printed on stdout
      unless -o names a file";

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    // `cargo cp-games ...` runs `cargo-cp-games cp-games ...`
    if args.first().map(String::as_str) == Some("cp-games") {
        args.remove(0);
    }
    let result = match args.first().map(String::as_str) {
        Some("bundle") => bundle(&args[1..]),
        Some("guess") => exit(guess_command(&args[1..])),
        Some("-h" | "--help") => {
            println!("{USAGE}");
            Ok(())
        }
        _ => Err(format!("expected a command\n{USAGE}")),
    };
    if let Err(e) = result {
        eprintln!("error: {e}");
        exit(2);
    }
}

/// The hand-written argument parsing of `guess` (the logic is in
/// `guess::run`).
fn guess_command(args: &[String]) -> i32 {
    let (mut modulus, mut at, mut file) = (None, Vec::new(), None);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--mod" => match args.next().and_then(|p| p.parse::<u64>().ok()) {
                Some(p) => modulus = Some(p),
                None => {
                    eprintln!("error: --mod needs a prime");
                    return 2;
                }
            },
            "--at" => match args.next() {
                Some(q) => at.push(q.clone()),
                None => {
                    eprintln!("error: --at needs NAME=VALUE[,NAME=VALUE...]");
                    return 2;
                }
            },
            _ if file.is_none() && !arg.starts_with('-') => {
                file = Some(std::path::PathBuf::from(arg))
            }
            _ => {
                eprintln!("error: unexpected argument `{arg}`");
                return 2;
            }
        }
    }
    guess::run(modulus, &at, file.as_deref())
}

fn bundle(args: &[String]) -> Result<(), String> {
    let (mut bin, mut judge, mut output) = (None, None, None);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--bin" => bin = Some(args.next().ok_or("--bin needs a binary name")?.clone()),
            "--judge" => judge = Some(Judge::parse(args.next().map(String::as_str))?),
            "-o" | "--output" => output = Some(args.next().ok_or("-o needs a file name")?.clone()),
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            _ => return Err(format!("unexpected argument `{arg}`\n{USAGE}")),
        }
    }
    let judge = judge.ok_or("choose a flavour: `--judge atcoder` or `--judge std`")?;
    let here = std::env::current_dir().map_err(|e| format!("no current folder: {e}"))?;
    let plan = package::plan(&here, bin.as_deref(), judge)?;
    let bundle = make(&plan, judge)?;
    for warning in &bundle.warnings {
        eprintln!("warning: {warning}");
    }
    match output {
        Some(path) => {
            std::fs::write(&path, &bundle.text).map_err(|e| format!("cannot write {path}: {e}"))
        }
        None => {
            print!("{}", bundle.text);
            Ok(())
        }
    }
}

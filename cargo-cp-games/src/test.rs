//! `cargo cp-games test`: a binary (or its compiled bundle) on its
//! samples, case by case.

use crate::binary::{build, build_bundle};
use crate::compare::{diff, same};
use crate::process::execute;
use crate::samples::find;
use cp_games_bundler::Judge;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// What `test` is asked.
pub struct Options<'a> {
    pub bin: Option<&'a str>,
    /// `Some(judge)`: the compiled bundle, not the binary.
    pub bundle: Option<Judge>,
    pub samples: Option<&'a Path>,
    pub exact: bool,
    pub timeout: Duration,
}

/// Runs the samples, printing a line per case (and a diff per failure)
/// on stdout; `Ok(true)` when every case passed.
pub fn run(here: &Path, options: &Options) -> Result<bool, String> {
    let built = build(here, options.bin)?;
    let (from, cases) = find(here, &built.name, options.samples)?;
    let exe = match options.bundle {
        Some(judge) => {
            let work = built
                .exe
                .parent()
                .ok_or("no target folder")?
                .join("cp-games");
            build_bundle(here, &built, judge, &work)?
        }
        None => built.exe.clone(),
    };
    let what = match options.bundle {
        Some(judge) => format!("the {} bundle of `{}`", judge.name(), built.name),
        None => format!("`{}`", built.name),
    };
    println!("{what} on {} samples of {from}", cases.len());
    let mut failed = 0;
    for case in &cases {
        let ran = execute(
            &mut Command::new(&exe),
            case.input.as_bytes(),
            options.timeout,
        )?;
        let ms = ran.elapsed.as_millis();
        if ran.succeeded() && same(&case.expected, &ran.stdout, options.exact) {
            println!("{} ... ok ({ms} ms)", case.name);
            continue;
        }
        failed += 1;
        if ran.succeeded() {
            println!("{} ... FAILED: wrong answer ({ms} ms)", case.name);
            println!("  (- expected, + printed)");
            print!("{}", diff(&case.expected, &ran.stdout, 40));
        } else {
            println!("{} ... FAILED: {} ({ms} ms)", case.name, ran.describe());
            for line in ran.stderr.lines().take(10) {
                println!("  | {line}");
            }
        }
    }
    println!("{} passed, {failed} failed", cases.len() - failed);
    Ok(failed == 0)
}

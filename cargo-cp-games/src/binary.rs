//! The contestant's binary: found through `cargo metadata` (as the
//! bundler finds it), built in release with cargo, and its bundle
//! compiled as a judge compiles it.

use cp_games_bundler::compile::first_error;
use cp_games_bundler::{make, package, Judge};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A built binary of the package around a folder.
pub struct Binary {
    /// The binary's name.
    pub name: String,
    /// Its package's edition.
    pub edition: String,
    /// The executable.
    pub exe: PathBuf,
}

fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string())
}

/// Builds binary `bin` (or the package's only one) of the package around
/// `here` with `cargo build --release`.
pub fn build(here: &Path, bin: Option<&str>) -> Result<Binary, String> {
    let plan = package::plan(here, bin, Judge::AtCoder)?;
    let out = Command::new(cargo())
        .current_dir(here)
        .args([
            "build",
            "--release",
            "--quiet",
            "--message-format=json-render-diagnostics",
            "--bin",
        ])
        .arg(&plan.bin)
        .output()
        .map_err(|e| format!("cannot run cargo build: {e}"))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let first = first_error(&stderr).unwrap_or("cargo build failed");
        return Err(format!(
            "cannot build `{}`: {}",
            plan.bin,
            first.trim_start_matches("error: ")
        ));
    }
    let exe = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|m| m["reason"] == "compiler-artifact" && m["target"]["name"] == plan.bin.as_str())
        .find_map(|m| m["executable"].as_str().map(PathBuf::from))
        .ok_or_else(|| format!("cargo build made no executable for `{}`", plan.bin))?;
    Ok(Binary {
        name: plan.bin,
        edition: plan.edition,
        exe,
    })
}

/// Bundles binary `bin` for `judge`, writes the bundle in `work` and
/// compiles it alone, as the judge does: `rustc --edition <the
/// package's, 2018 for 2015> -O`; an atcoder bundle gets the crates AtCoder provides
/// from the package's own release build (`target/release/deps`).
pub fn build_bundle(
    here: &Path,
    built: &Binary,
    judge: Judge,
    work: &Path,
) -> Result<PathBuf, String> {
    let plan = package::plan(here, Some(&built.name), judge)?;
    let bundle = make(&plan, judge)?;
    std::fs::create_dir_all(work).map_err(|e| format!("{}: {e}", work.display()))?;
    let src = work.join(format!("{}-{}.rs", built.name, judge.name()));
    std::fs::write(&src, &bundle.text)
        .map_err(|e| format!("cannot write {}: {e}", src.display()))?;
    let exe = work.join(format!("{}-{}", built.name, judge.name()));
    // the bundle of an edition 2015 package is written for 2018 (see
    // `cp_games_bundler::make`)
    let edition = if built.edition == "2015" {
        "2018"
    } else {
        &built.edition
    };
    let mut rustc = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string()));
    rustc
        .args(["--edition", edition, "-O", "-o"])
        .arg(&exe)
        .arg(&src);
    if judge == Judge::AtCoder {
        let deps = built.exe.parent().ok_or("no target folder")?.join("deps");
        rustc
            .arg("-L")
            .arg(format!("dependency={}", deps.display()));
        for name in &plan.external {
            if let Some(lib) = newest_rlib(&deps, name) {
                rustc
                    .arg("--extern")
                    .arg(format!("{name}={}", lib.display()));
            }
        }
    }
    let out = rustc
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let first = first_error(&stderr).unwrap_or("rustc failed");
        return Err(format!(
            "the bundle {} does not compile: {first}",
            src.display()
        ));
    }
    Ok(exe)
}

/// The newest `lib<name>-*.rlib` of `deps`.
fn newest_rlib(deps: &Path, name: &str) -> Option<PathBuf> {
    let prefix = format!("lib{name}-");
    std::fs::read_dir(deps)
        .ok()?
        .filter_map(|e| e.ok())
        .filter(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            n.starts_with(&prefix) && n.ends_with(".rlib")
        })
        .max_by_key(|e| e.metadata().and_then(|m| m.modified()).ok())
        .map(|e| e.path())
}

//! Item-level trimming, with the compiler as the oracle: the bundle is
//! checked by `rustc` (`--emit=metadata`, lints forced on past any
//! `#[allow]`), and what it calls unused is removed from the tree, until
//! nothing more is.
//!
//! Functions, constants and statics that no token of the bundle names go
//! first, without a check (`unnamed`). Then each round prints the tree,
//! checks the text, parses the text back (so that spans are lines and
//! columns of that text) and removes:
//! - items `dead_code` and `unused_macros` name (functions, constants,
//!   statics, types, traits, type aliases, macros), and methods,
//!   associated constants and types of impls and traits;
//! - the leaves of `use` trees `unused_imports` names;
//! - what an earlier removal leaves dangling, which the compiler reports as
//!   an error: an import of a removed item, an impl of a removed type or
//!   trait (its header does not resolve), a method of a trait impl that the
//!   trait no longer declares; an inherent impl or an inline module left
//!   empty.
//!
//! An error anywhere else means a removal was wrong, and stops the bundler.
//! Fields and enum variants are never removed (the bundle allows them to be
//! unused). Code that a `#[cfg]` turns off where the oracle runs (as
//! `#[cfg(not(target_arch = "x86_64"))]`) is not seen by the compiler: no
//! item that such code names is removed, nor what those items name.
//!
//! The result depends on the sources and the compiler's lints only, so the
//! same sources and toolchain give the same bundle.

use super::cache::Memo;
use super::Judge;
use proc_macro2::{LineColumn, Span};
use std::cell::Cell;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use syn::visit_mut::VisitMut;

mod protect;
mod remove;
mod unnamed;
use protect::*;
use remove::*;

/// A place in the checked text: line (from 1) and column (from 0, in
/// characters), as `proc_macro2` gives them.
type Pos = (usize, usize);

/// A stretch of the checked text, `start..end`.
#[derive(Debug, Clone, Copy)]
struct Range {
    start: Pos,
    end: Pos,
}

impl Range {
    fn of(span: Span) -> Range {
        Range {
            start: pos(span.start()),
            end: pos(span.end()),
        }
    }

    fn holds(&self, p: Pos) -> bool {
        self.start <= p && p < self.end
    }
}

fn pos(lc: LineColumn) -> Pos {
    (lc.line, lc.column)
}

/// What one check of a bundle found.
#[derive(Default)]
struct Findings {
    /// Where the names of unused items start.
    dead: BTreeSet<Pos>,
    /// Unused imports and macros (the name, or more).
    unused: Vec<Range>,
    /// Errors: where, what, and whether a removal explains it.
    errors: Vec<(Range, String, Cell<bool>)>,
}

impl Findings {
    fn unused_at(&self, p: Pos) -> bool {
        self.unused.iter().any(|r| r.holds(p))
    }

    /// Whether an error's span holds `p`, marking it explained.
    fn error_at(&self, p: Pos) -> bool {
        let mut any = false;
        for (at, _, explained) in &self.errors {
            if at.holds(p) {
                explained.set(true);
                any = true;
            }
        }
        any
    }

    /// Whether an error in `item` says that a prefix of `path` does not
    /// resolve (`unresolved import `a::b``, for the leaf `a::b::c`),
    /// marking it explained.
    fn unresolved_import(&self, item: Range, path: &[String]) -> bool {
        let mut any = false;
        for (at, message, explained) in &self.errors {
            let Some(quoted) = message
                .strip_prefix("unresolved import `")
                .and_then(|m| m.strip_suffix('`'))
            else {
                continue;
            };
            let segments: Vec<&str> = quoted.split("::").collect();
            let prefix =
                segments.len() <= path.len() && segments.iter().zip(path).all(|(a, b)| a == b);
            if item.holds(at.start) && prefix {
                explained.set(true);
                any = true;
            }
        }
        any
    }

    /// Whether an error lies in `range`, marking it explained.
    fn error_in(&self, range: Range) -> bool {
        let mut any = false;
        for (at, _, explained) in &self.errors {
            if range.holds(at.start) {
                explained.set(true);
                any = true;
            }
        }
        any
    }
}

/// An external crate of atcoder bundles, as the trimming checks build it:
/// its root, edition, and the external crates it names (built before it).
#[derive(Clone, Hash)]
pub struct ExternCrate {
    /// Its library name.
    pub name: String,
    pub root: super::Root,
    pub edition: String,
    pub deps: Vec<String>,
}

/// The metadata of the crates an atcoder bundle links to, for the checks,
/// built once per process for the same crates.
pub(super) struct Externs {
    dir: PathBuf,
    names: Vec<String>,
}

impl Externs {
    /// Builds the metadata of `crates` (each after the crates it names), in
    /// a temporary folder; once per process for the same list.
    pub(super) fn of(crates: &[ExternCrate]) -> Result<&'static Externs, String> {
        use std::hash::{DefaultHasher, Hash, Hasher};
        static BUILT: Memo<u64, Result<&'static Externs, String>> = Memo::new();
        let mut h = DefaultHasher::new();
        crates.hash(&mut h);
        BUILT.get_or_make(h.finish(), || {
            Externs::build(crates).map(|e| &*Box::leak(Box::new(e)))
        })
    }

    fn build(crates: &[ExternCrate]) -> Result<Externs, String> {
        let dir = scratch("externs")?;
        for c in crates {
            let file = match &c.root {
                super::Root::File(f) => f.clone(),
                super::Root::Shim(text) => {
                    let f = dir.join(format!("{}.rs", c.name));
                    std::fs::write(&f, text).map_err(|e| e.to_string())?;
                    f
                }
            };
            let mut cmd = Command::new(rustc());
            cmd.args([
                "--crate-type",
                "rlib",
                "--emit=metadata",
                "--cap-lints=allow",
            ])
            .args(["--edition", &c.edition, "--crate-name", &c.name, "-L"])
            .arg(&dir);
            for dep in &c.deps {
                let lib = dir.join(format!("lib{dep}.rmeta"));
                cmd.arg("--extern").arg(format!("{dep}={}", lib.display()));
            }
            let out = cmd
                .arg("-o")
                .arg(dir.join(format!("lib{}.rmeta", c.name)))
                .arg(&file)
                .output()
                .map_err(|e| format!("cannot run rustc: {e}"))?;
            if !out.status.success() {
                return Err(format!(
                    "rustc cannot build `{}` (an external crate of atcoder bundles) for the \
                     bundle checks: {}",
                    c.name,
                    crate::compile::first_error(&String::from_utf8_lossy(&out.stderr))
                        .unwrap_or("no error message")
                ));
            }
        }
        Ok(Externs {
            dir,
            names: crates.iter().map(|c| c.name.clone()).collect(),
        })
    }
}

fn rustc() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string())
}

/// The one folder, under the system's temporary one, that holds every
/// scratch folder of this process: [`remove_scratch`] removes it.
fn scratch_root() -> PathBuf {
    std::env::temp_dir().join(format!("cp-games-trim-{}", std::process::id()))
}

/// Removes this process's scratch folders (the external crates' metadata
/// built for atcoder bundles, the trimming's compile checks). The tools
/// call it when they end, on success, on error and on Ctrl-C.
pub fn remove_scratch() {
    let _ = std::fs::remove_dir_all(scratch_root());
}

/// A new empty folder in [`scratch_root`].
fn scratch(what: &str) -> Result<PathBuf, String> {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    let dir = scratch_root().join(format!("{what}-{n}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(dir)
}

/// Trims `file` to what its `main` uses and returns it printed.
/// `externs` is needed for atcoder bundles. The first `own` items of
/// `file` are the binary's own code: they stay whole, used or not, and so
/// does every library item that their unused code names.
///
/// Items no token names go first (`unnamed`); then the compiler judges.
/// Results are kept for the process, by judge and printed input: bundling
/// every binary again (as the tests do) checks only what changed.
pub(super) fn trim(
    mut file: syn::File,
    judge: Judge,
    edition: &str,
    externs: Option<&Externs>,
    own: usize,
) -> Result<String, String> {
    unnamed::remove_unnamed(&mut file, own);
    /// (judge, edition, external crates, own items, printed input)
    type Key = (&'static str, String, Vec<String>, usize, String);
    static DONE: Memo<Key, Result<String, String>> = Memo::new();
    let names = externs.map(|e| e.names.clone()).unwrap_or_default();
    let key = (
        judge.name(),
        edition.to_string(),
        names,
        own,
        prettyplease::unparse(&file),
    );
    DONE.get_or_make(key, || trim_uncached(file, edition, externs, own))
}

fn trim_uncached(
    mut file: syn::File,
    edition: &str,
    externs: Option<&Externs>,
    own: usize,
) -> Result<String, String> {
    let dir = scratch("check")?;
    let result = (|| {
        let mut protected = Protected::of(&file)?;
        // The tree before the last round's removals, to go back to.
        let mut before: Option<syn::File> = None;
        // Whether any round removed something: an error before that is
        // the sources' own, not the trimming's.
        let mut trimmed = false;
        loop {
            let text = prettyplease::unparse(&file);
            let findings = check(&text, edition, externs, &dir)?;
            if findings.dead.is_empty() && findings.unused.is_empty() && findings.errors.is_empty()
            {
                return Ok(text);
            }
            let mut parsed = syn::parse_file(&text)
                .map_err(|e| format!("bundler bug: a printed bundle does not parse: {e}"))?;
            protected.grow(&parsed, &findings, own);
            let mut remove = Remove {
                findings: &findings,
                protected: &protected.names,
                own,
                in_macros: in_macros(&parsed),
                gone: gone_items(&parsed, &findings, &protected.names),
                removed: 0,
                unused_imports: 0,
                empty_modules: 0,
            };
            remove.visit_file_mut(&mut parsed);
            if let Some((at, message, _)) = findings.errors.iter().find(|e| !e.2.get()) {
                // A removal this check cannot undo (say, of a trait method
                // that a macro implements): the round before is redone
                // with the names the error quotes kept.
                let quoted = message.split('`').skip(1).step_by(2);
                let words =
                    quoted.flat_map(|q| q.split(|c: char| !c.is_alphanumeric() && c != '_'));
                let grown = words.filter(|w| !w.is_empty()).fold(false, |grown, name| {
                    protected.names.insert(name.to_string()) | grown
                });
                match before.take() {
                    Some(previous) if grown => {
                        file = previous;
                        continue;
                    }
                    _ if !trimmed => {
                        return Err(format!(
                            "the bundle does not compile: {message} (line {} of the bundle)",
                            at.start.0
                        ))
                    }
                    _ => {
                        return Err(format!(
                            "bundler bug: the trimmed bundle does not compile: {message} \
                             (line {} of the bundle)",
                            at.start.0
                        ))
                    }
                }
            }
            if remove.removed == 0 {
                return Ok(text);
            }
            if remove.removed == remove.unused_imports + remove.empty_modules
                && findings.errors.is_empty()
            {
                // Removing unused imports, and the modules that held only
                // them, changes nothing else: this check was the last.
                return Ok(prettyplease::unparse(&parsed));
            }
            before = Some(std::mem::replace(&mut file, parsed));
            trimmed = true;
        }
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// Checks `text` as a binary crate in `dir` and returns what the compiler
/// reported.
fn check(
    text: &str,
    edition: &str,
    externs: Option<&Externs>,
    dir: &Path,
) -> Result<Findings, String> {
    let source = dir.join("bundle.rs");
    std::fs::write(&source, text).map_err(|e| e.to_string())?;
    let mut cmd = Command::new(rustc());
    cmd.args([
        "--edition",
        edition,
        "--crate-type",
        "bin",
        "--crate-name",
        "bundle",
    ])
    .args(["--emit=metadata", "--error-format=json"])
    .args([
        "--force-warn",
        "dead_code",
        "--force-warn",
        "unused_imports",
    ])
    .args(["--force-warn", "unused_macros", "-o"])
    .arg(dir.join("bundle.rmeta"))
    .arg(&source);
    if let Some(externs) = externs {
        cmd.arg("-L").arg(&externs.dir);
        for name in &externs.names {
            let lib = externs.dir.join(format!("lib{name}.rmeta"));
            cmd.arg("--extern").arg(format!("{name}={}", lib.display()));
        }
    }
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run rustc to trim the bundle: {e}"))?;
    let mut findings = Findings::default();
    for line in String::from_utf8_lossy(&out.stderr).lines() {
        let Ok(d) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        let code = d["code"]["code"].as_str().unwrap_or("");
        let primary: Vec<Range> = d["spans"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|s| s["is_primary"] == true)
            .filter_map(|s| {
                let n = |k: &str| s[k].as_u64().map(|v| v as usize);
                Some(Range {
                    start: (n("line_start")?, n("column_start")? - 1),
                    end: (n("line_end")?, n("column_end")? - 1),
                })
            })
            .collect();
        match d["level"].as_str() {
            Some("error") => {
                let message = d["message"].as_str().unwrap_or("").to_string();
                if primary.is_empty() && !message.starts_with("aborting") {
                    return Err(format!("the bundle does not compile: {message}"));
                }
                for r in primary {
                    findings.errors.push((r, message.clone(), Cell::new(false)));
                }
            }
            Some("warning") if code == "dead_code" => {
                findings.dead.extend(primary.iter().map(|r| r.start));
            }
            Some("warning") if code == "unused_imports" || code == "unused_macros" => {
                findings.unused.extend(primary);
            }
            _ => {}
        }
    }
    if !out.status.success() && findings.errors.is_empty() {
        return Err(format!(
            "rustc failed on the bundle:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(findings)
}

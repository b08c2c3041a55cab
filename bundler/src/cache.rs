//! Work kept for the process: [`Memo`], a value per key made once even
//! when several threads ask at once, and with it the bundles, by
//! everything they are made from: the binary's source, every library
//! source file, the judge, whether the AVX2 decoder stays, and the crate's
//! version and proconio's. Bundling the same sources again (as several
//! tests and `judges` do) costs reading them.

use super::{Bundle, Judge, Workspace};
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::Path;
use std::sync::{Arc, Mutex, OnceLock};

/// Values made once per key for the process: a caller that finds a key's
/// value being made by another thread waits for it rather than making it
/// again.
pub(super) struct Memo<K, V>(OnceLock<Mutex<HashMap<K, Arc<OnceLock<V>>>>>);

impl<K: Hash + Eq, V: Clone> Memo<K, V> {
    pub(super) const fn new() -> Self {
        Memo(OnceLock::new())
    }

    /// The value of `key`, made by `make` if no caller made it before.
    pub(super) fn get_or_make(&self, key: K, make: impl FnOnce() -> V) -> V {
        let slot = self
            .0
            .get_or_init(Mutex::default)
            .lock()
            .expect("no panic holds it")
            .entry(key)
            .or_default()
            .clone();
        slot.get_or_init(make).clone()
    }
}

/// The bundle of `bin` for `judge`, made by `make` the first time these
/// inputs are seen in this process.
pub(super) fn cached(
    ws: &Workspace,
    bin: &str,
    judge: Judge,
    make: impl FnOnce() -> Result<Bundle, String>,
) -> Result<Bundle, String> {
    static MADE: Memo<(u64, u64), Result<Bundle, String>> = Memo::new();
    MADE.get_or_make(fingerprint(ws, bin, judge)?, make)
}

/// Two independent 64-bit hashes of the inputs (two seeds of the same
/// hasher), so that distinct inputs share a key with odds of 2^-128.
fn fingerprint(ws: &Workspace, bin: &str, judge: Judge) -> Result<(u64, u64), String> {
    let mut inputs: Vec<(String, Vec<u8>)> = Vec::new();
    let bin_file = ws.root.join("src/bin").join(format!("{bin}.rs"));
    inputs.push(read(&bin_file)?);
    sources(&ws.root.join("src"), &ws.root.join("src/bin"), &mut inputs)?;
    let mut hashers = [DefaultHasher::new(), DefaultHasher::new()];
    1u8.hash(&mut hashers[1]);
    for h in &mut hashers {
        (
            judge.name(),
            ws.avx2.contains(bin),
            &ws.version,
            &ws.proconio,
        )
            .hash(h);
        inputs.hash(h);
    }
    Ok((hashers[0].finish(), hashers[1].finish()))
}

/// Every `.rs` file under `dir` but those under `skip`, by path, sorted.
fn sources(dir: &Path, skip: &Path, out: &mut Vec<(String, Vec<u8>)>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut paths: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        if path == skip {
            continue;
        }
        if path.is_dir() {
            sources(&path, skip, out)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(read(&path)?);
        }
    }
    Ok(())
}

fn read(path: &Path) -> Result<(String, Vec<u8>), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Ok((path.to_string_lossy().into_owned(), bytes))
}

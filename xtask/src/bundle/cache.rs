//! Bundles kept for the process, by everything they are made from: the
//! binary's source, every library source file, the judge, whether the AVX2
//! decoder stays, and the crate's version and proconio's. Bundling the same
//! sources again (as several tests and `judges` do) costs reading them, and
//! a caller that asks while another thread bundles the same inputs waits
//! for that result instead of repeating the work.

use super::{Bundle, Judge, Workspace};
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::Path;
use std::sync::{Arc, Mutex, OnceLock};

type Slot = Arc<OnceLock<Result<Bundle, String>>>;

/// The bundle of `bin` for `judge`, made by `make` the first time these
/// inputs are seen in this process.
pub(super) fn cached(
    ws: &Workspace,
    bin: &str,
    judge: Judge,
    make: impl FnOnce() -> Result<Bundle, String>,
) -> Result<Bundle, String> {
    static MADE: OnceLock<Mutex<HashMap<(u64, u64), Slot>>> = OnceLock::new();
    let key = fingerprint(ws, bin, judge)?;
    let slot = MADE
        .get_or_init(Mutex::default)
        .lock()
        .expect("no panic holds it")
        .entry(key)
        .or_default()
        .clone();
    slot.get_or_init(make).clone()
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

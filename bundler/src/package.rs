//! A contestant's package, read from `cargo metadata` (with a JSON
//! parser): the binary to bundle, and every library crate it depends on,
//! each either carried in the bundle as a module or, in the atcoder
//! flavour, left to the judge when AtCoder provides it ([`super::atcoder`]).
//!
//! What a single file cannot hold is refused with one line naming it: a
//! procedural-macro crate, a build script; `#[path]` modules are refused
//! when the module tree is read (see [`crate::tree`]).

use super::trim::ExternCrate;
use super::{atcoder, vendor, Carried, Judge, Plan, Root};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Path, PathBuf};

/// `cargo metadata --format-version 1 <args>`, run in `dir`, parsed.
pub fn metadata(dir: &Path, args: &[&str]) -> Result<Value, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let out = std::process::Command::new(cargo)
        .current_dir(dir)
        .args(["metadata", "--format-version", "1"])
        .args(args)
        .output()
        .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let first = crate::compile::first_error(&stderr).unwrap_or(stderr.trim());
        return Err(format!(
            "cargo metadata failed in {}: {}",
            dir.display(),
            first.trim_start_matches("error: ")
        ));
    }
    serde_json::from_slice(&out.stdout).map_err(|e| format!("cargo metadata printed no JSON: {e}"))
}

fn str_of<'a>(v: &'a Value, key: &str) -> Result<&'a str, String> {
    v[key]
        .as_str()
        .ok_or_else(|| format!("cargo metadata: no `{key}`"))
}

fn kinds(target: &Value) -> Vec<&str> {
    target["kind"]
        .as_array()
        .map(|k| k.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

/// A package's library target, if it has one.
fn lib_target(package: &Value) -> Option<&Value> {
    package["targets"].as_array()?.iter().find(|t| {
        kinds(t)
            .iter()
            .any(|k| matches!(*k, "lib" | "rlib" | "proc-macro"))
    })
}

/// Refuses a package with a build script.
fn refuse_build_script(package: &Value) -> Result<(), String> {
    let targets = package["targets"].as_array().into_iter().flatten();
    for t in targets {
        if kinds(t).contains(&"custom-build") {
            return Err(format!(
                "cannot bundle crate `{}`: it has a build script ({}), whose effects a single \
                 source file cannot carry",
                str_of(package, "name")?,
                str_of(t, "src_path")?
            ));
        }
    }
    Ok(())
}

/// The normal (not dev, not build) dependencies of the package `id`:
/// (the name its code writes, the dependency's package id).
fn normal_deps<'a>(nodes: &'a BTreeMap<&str, &'a Value>, id: &str) -> Vec<(&'a str, &'a str)> {
    let Some(node) = nodes.get(id) else {
        return Vec::new();
    };
    node["deps"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|d| {
            d["dep_kinds"]
                .as_array()
                .is_some_and(|k| k.iter().any(|k| k["kind"].is_null()))
        })
        .filter_map(|d| Some((d["name"].as_str()?, d["pkg"].as_str()?)))
        .collect()
}

fn features(nodes: &BTreeMap<&str, &Value>, id: &str) -> BTreeSet<String> {
    nodes
        .get(id)
        .and_then(|n| n["features"].as_array())
        .map(|f| {
            f.iter()
                .filter_map(|x| x.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// The plan of the bundle of binary `bin` (or the package's only binary)
/// of the package that holds folder `dir` (or of any member of the
/// workspace at `dir`), for `judge`.
pub fn plan(dir: &Path, bin: Option<&str>, judge: Judge) -> Result<Plan, String> {
    let meta = metadata(dir, &[])?;
    let packages: BTreeMap<&str, &Value> = meta["packages"]
        .as_array()
        .ok_or("cargo metadata: no packages")?
        .iter()
        .filter_map(|p| Some((p["id"].as_str()?, p)))
        .collect();
    let nodes: BTreeMap<&str, &Value> = meta["resolve"]["nodes"]
        .as_array()
        .ok_or("cargo metadata: no dependency graph")?
        .iter()
        .filter_map(|n| Some((n["id"].as_str()?, n)))
        .collect();
    let members: Vec<&Value> = meta["workspace_members"]
        .as_array()
        .ok_or("cargo metadata: no workspace_members")?
        .iter()
        .filter_map(|id| packages.get(id.as_str()?).copied())
        .collect();
    // The package holding `dir` (the deepest), else every member.
    let here = dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf());
    let holding = members
        .iter()
        .filter_map(|p| {
            let manifest = PathBuf::from(p["manifest_path"].as_str()?);
            let root = manifest.parent()?.canonicalize().ok()?;
            here.starts_with(&root)
                .then_some((root.components().count(), *p))
        })
        .max_by_key(|(depth, _)| *depth)
        .map(|(_, p)| p);
    let candidates: Vec<&Value> = match holding {
        Some(p) => vec![p],
        None => members.clone(),
    };
    let mut bins: Vec<(&Value, &Value)> = Vec::new();
    for p in &candidates {
        for t in p["targets"].as_array().into_iter().flatten() {
            if kinds(t).contains(&"bin") && bin.is_none_or(|b| t["name"] == b) {
                bins.push((p, t));
            }
        }
    }
    let all_bins = || {
        let names: Vec<&str> = candidates
            .iter()
            .flat_map(|p| p["targets"].as_array().into_iter().flatten())
            .filter(|t| kinds(t).contains(&"bin"))
            .filter_map(|t| t["name"].as_str())
            .collect();
        if names.is_empty() {
            "none".to_string()
        } else {
            names.join(", ")
        }
    };
    let (package, target) = match (&bins[..], bin) {
        ([one], _) => *one,
        ([], Some(b)) => {
            return Err(format!(
                "no binary `{b}` in this package; its binaries: {}",
                all_bins()
            ))
        }
        ([], None) => return Err("this package has no binary".to_string()),
        (_, Some(b)) => {
            return Err(format!(
                "several packages have a binary `{b}`; run in the folder of one of them"
            ))
        }
        (_, None) => {
            return Err(format!(
                "this package has several binaries ({}); choose one with --bin NAME",
                all_bins()
            ))
        }
    };
    refuse_build_script(package)?;
    let bin_name = str_of(target, "name")?.to_string();
    let pkg_id = str_of(package, "id")?;

    // The crates the binary reaches, breadth first: carried ones (with
    // every name their dependents write) and, for AtCoder, external ones.
    let mut carried: Vec<Carried> = Vec::new();
    let mut carried_ids: BTreeMap<String, usize> = BTreeMap::new();
    let mut external: BTreeSet<String> = BTreeSet::new();
    let mut external_ids: Vec<String> = Vec::new();
    let mut queue: VecDeque<(String, String, String)> = VecDeque::new(); // (name, id, user)
    let user = str_of(package, "name")?.to_string();
    if let Some(lib) = lib_target(package) {
        // a binary may use its own package's library
        queue.push_back((
            str_of(lib, "name")?.replace('-', "_"),
            pkg_id.into(),
            user.clone(),
        ));
    }
    for (name, id) in normal_deps(&nodes, pkg_id) {
        queue.push_back((name.to_string(), id.to_string(), user.clone()));
    }
    while let Some((name, id, user)) = queue.pop_front() {
        if let Some(&i) = carried_ids.get(&id) {
            if !carried[i].names.contains(&name) {
                carried[i].names.push(name);
            }
            continue;
        }
        let dep = packages
            .get(id.as_str())
            .ok_or_else(|| format!("cargo metadata: no package {id}"))?;
        let pname = str_of(dep, "name")?;
        let Some(lib) = lib_target(dep) else {
            continue;
        };
        if kinds(lib).contains(&"proc-macro") {
            return Err(format!(
                "cannot bundle crate `{pname}` (a dependency of `{user}`): it is a \
                 procedural-macro crate, which a single source file cannot carry"
            ));
        }
        let version = str_of(dep, "version")?;
        let manifest = PathBuf::from(str_of(dep, "manifest_path")?);
        if judge == Judge::AtCoder && atcoder::provides(pname) {
            external.insert(name);
            if !external_ids.contains(&id) {
                external_ids.push(id);
            }
            continue;
        }
        let entry = if judge == Judge::Std && pname == "proconio" {
            vendor::proconio_source(&(version.to_string(), manifest))
        } else if judge == Judge::Std && pname == "num-integer" {
            vendor::num_integer_shim()
        } else {
            refuse_build_script(dep)?;
            for (n, d) in normal_deps(&nodes, &id) {
                queue.push_back((n.to_string(), d.to_string(), pname.to_string()));
            }
            let license = dep["license"].as_str().unwrap_or("no licence declared");
            Carried {
                module: str_of(lib, "name")?.replace('-', "_"),
                names: Vec::new(),
                root: Root::File(PathBuf::from(str_of(lib, "src_path")?)),
                edition: str_of(lib, "edition")?.to_string(),
                features: Some(features(&nodes, &id)),
                note: Some(format!("// Includes {pname} {version} ({license}).")),
            }
        };
        carried_ids.insert(id, carried.len());
        carried.push(Carried {
            names: vec![name],
            ..entry
        });
    }
    let externs = if judge == Judge::AtCoder {
        extern_crates(&packages, &nodes, &external_ids)?
    } else {
        Vec::new()
    };
    let external: Vec<String> = external.into_iter().collect();
    let header = format!(
        "// `{bin_name}` of {user} {}, bundled for {} judges by cargo-cp-games {} ({}).\n\
         // Generated by `cargo cp-games bundle --bin {bin_name} --judge {}`.\n",
        str_of(package, "version")?,
        judge.name(),
        env!("CARGO_PKG_VERSION"),
        if external.is_empty() {
            "no external crates".to_string()
        } else {
            format!("external crates: {}", external.join(", "))
        },
        judge.name(),
    );
    Ok(Plan {
        bin: bin_name,
        bin_file: PathBuf::from(str_of(target, "src_path")?),
        edition: str_of(target, "edition")?.to_string(),
        carried,
        external,
        externs,
        header,
        scalar_input: true,
        root: PathBuf::from(str_of(&meta, "workspace_root")?),
    })
}

/// The external crates `ids` and what they depend on, each after its
/// dependencies, for the trimming checks to build from source, with their
/// cargo features off (so a procedural-macro crate a feature brings in is
/// not needed).
fn extern_crates(
    packages: &BTreeMap<&str, &Value>,
    nodes: &BTreeMap<&str, &Value>,
    ids: &[String],
) -> Result<Vec<ExternCrate>, String> {
    fn visit(
        id: &str,
        packages: &BTreeMap<&str, &Value>,
        nodes: &BTreeMap<&str, &Value>,
        seen: &mut BTreeSet<String>,
        out: &mut Vec<ExternCrate>,
    ) -> Result<(), String> {
        if !seen.insert(id.to_string()) {
            return Ok(());
        }
        let package = packages
            .get(id)
            .ok_or_else(|| format!("cargo metadata: no package {id}"))?;
        let Some(lib) = lib_target(package) else {
            return Ok(());
        };
        // Each dependency by its library name (a renamed dependency is not
        // followed: the checks name each crate by its library name).
        let mut deps = Vec::new();
        for (_, dep) in normal_deps(nodes, id) {
            let Some(t) = packages.get(dep).and_then(|p| lib_target(p)) else {
                continue;
            };
            if kinds(t).contains(&"proc-macro") {
                continue;
            }
            visit(dep, packages, nodes, seen, out)?;
            deps.push(str_of(t, "name")?.replace('-', "_"));
        }
        let lib_name = str_of(lib, "name")?.replace('-', "_");
        out.push(ExternCrate {
            name: lib_name,
            root: Root::File(PathBuf::from(str_of(lib, "src_path")?)),
            edition: str_of(lib, "edition")?.to_string(),
            deps,
        });
        Ok(())
    }
    let mut out = Vec::new();
    let mut seen = BTreeSet::new();
    for id in ids {
        visit(id, packages, nodes, &mut seen, &mut out)?;
    }
    Ok(out)
}

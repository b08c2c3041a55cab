//! Single-file bundles: a binary of `src/bin/` plus the library items it
//! uses, as one `.rs` file a judge compiles alone.
//!
//! Everything is done on syntax trees, in five steps, each in its file:
//! - [`reach`](mod@reach): a module is kept when a `use` or a path in kept code
//!   resolves to it (`crate::`, `self::`, `super::`, a child module's name,
//!   or an extern crate's name, or a name a `use` brought in, as `games`
//!   after `use crate::sg as games;`), at any depth: a `use` in a function
//!   body, a closure's or a constant's block counts like one at the top.
//!   Its contents are scanned in turn. Paths inside macro calls are found
//!   by parsing the macro's arguments as expressions. At a crate root, only
//!   the items that kept code names are kept. `#[cfg(test)]` items and doc
//!   comments are removed from the trees (see [`crate::tree`]); other
//!   comments are not part of a tree at all.
//! - [`rewrite`](mod@rewrite): the library becomes `mod cp_games` at the bundle's root,
//!   so `cp_games::` and `crate::` in the library become
//!   `crate::cp_games::`; in the std flavour `proconio::` and
//!   `num_integer::` become `crate::proconio::` and `crate::num_integer::`
//!   (`use` items too, at any depth, and each branch of `use {a, b};`).
//!   The std flavour carries proconio's published source and a num-integer
//!   shim ([`vendor`]).
//! - [`cfgs`]: the switch `cp_games_scalar_input` is evaluated for the
//!   binary (on unless Cargo.toml's `package.metadata.bundle.avx2` lists
//!   it), so that a scalar-only bundle's AVX2 decoder is dead code.
//! - [`trim`]: item by item, what the binary does not use goes:
//!   functions, methods, constants, statics, types, traits, type aliases,
//!   macros, imports, and the impls of what went, with `rustc`'s unused
//!   lints as the oracle, until none is left to remove. Fields and enum
//!   variants stay; so does a trait impl of a kept type for a kept trait
//!   (an unused `impl Display` may remain), and what code under a `#[cfg]`
//!   that is off where the oracle runs names.
//! - [`indent`]: the output is printed by `prettyplease`, so the same
//!   sources (and toolchain, the oracle's) always give the same bytes, and
//!   it names no path of this machine; it is re-indented with tabs: every
//!   line but those whose leading spaces belong to a string literal's value.

mod cache;
mod cfgs;
mod indent;
mod reach;
mod rewrite;
mod trim;
mod vendor;

use crate::tree::{load_crate, parse, Module};
use indent::{note_literals, tab_indent, Origins};
use proc_macro2::{Ident, Span};
use reach::{reach, root_item_for, Kept};
use rewrite::rewrite;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use syn::Item;

/// Which judges a bundle is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Judge {
    /// AtCoder: `proconio` and `num_integer` are external crates.
    AtCoder,
    /// Any judge with plain `rustc`: no external crate.
    Std,
}

impl Judge {
    pub fn name(self) -> &'static str {
        match self {
            Judge::AtCoder => "atcoder",
            Judge::Std => "std",
        }
    }
}

/// The crates a bundle draws from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Source {
    Bin,
    Lib,
    Proconio,
    NumInteger,
}

impl Source {
    /// The module the crate becomes at the bundle's root.
    fn module(self) -> &'static str {
        match self {
            Source::Bin => "crate",
            Source::Lib => "cp_games",
            Source::Proconio => "proconio",
            Source::NumInteger => "num_integer",
        }
    }
}

/// The package facts a bundle needs, from `cargo metadata`.
pub struct Workspace {
    pub root: PathBuf,
    pub version: String,
    /// The binaries whose bundles keep the AVX2 input decoder: Cargo.toml's
    /// `package.metadata.bundle.avx2` (see [`cfgs`]).
    pub avx2: BTreeSet<String>,
    proconio: (String, PathBuf),
}

impl Workspace {
    /// Reads `cargo metadata` of the package at `root` (with a JSON parser).
    pub fn load(root: &Path) -> Result<Workspace, String> {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
        let out = std::process::Command::new(cargo)
            .args(["metadata", "--format-version", "1", "--manifest-path"])
            .arg(root.join("Cargo.toml"))
            .output()
            .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "cargo metadata failed: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        let meta: serde_json::Value = serde_json::from_slice(&out.stdout)
            .map_err(|e| format!("cargo metadata printed no JSON: {e}"))?;
        let packages = meta["packages"]
            .as_array()
            .ok_or("no packages in cargo metadata")?;
        let find = |name: &str| -> Result<(String, PathBuf), String> {
            let found: Vec<_> = packages.iter().filter(|p| p["name"] == name).collect();
            match found[..] {
                [p] => Ok((
                    p["version"]
                        .as_str()
                        .ok_or("package without version")?
                        .to_string(),
                    PathBuf::from(p["manifest_path"].as_str().ok_or("no manifest_path")?),
                )),
                _ => Err(format!(
                    "expected one `{name}` package in cargo metadata, found {}",
                    found.len()
                )),
            }
        };
        let (version, _) = find("cp-games")?;
        let ours = packages.iter().find(|p| p["name"] == "cp-games");
        let listed = ours.map(|p| &p["metadata"]["bundle"]["avx2"]);
        let avx2 = match listed {
            None | Some(serde_json::Value::Null) => BTreeSet::new(),
            Some(list) => list
                .as_array()
                .and_then(|l| l.iter().map(|b| b.as_str().map(str::to_string)).collect())
                .ok_or("Cargo.toml: package.metadata.bundle.avx2 must be a list of binary names")?,
        };
        Ok(Workspace {
            root: root.to_path_buf(),
            version,
            avx2,
            proconio: find("proconio")?,
        })
    }

    /// The binaries: every `src/bin/*.rs`, sorted.
    pub fn binaries(&self) -> Result<Vec<String>, String> {
        binaries(&self.root)
    }

    /// Returns the bundle of binary `bin` for `judge`, and prints a
    /// `warning: ...` line on stderr for each thing it could not do as usual
    /// (see [`Bundle::warnings`]).
    pub fn bundle(&self, bin: &str, judge: Judge) -> Result<String, String> {
        let bundle = self.bundle_with_warnings(bin, judge)?;
        for warning in &bundle.warnings {
            eprintln!("warning: {warning}");
        }
        Ok(bundle.text)
    }

    /// Returns the bundle of binary `bin` for `judge` and its warnings,
    /// made once per process for the same sources (see [`cache`]).
    pub fn bundle_with_warnings(&self, bin: &str, judge: Judge) -> Result<Bundle, String> {
        let bins = self.binaries()?;
        if !bins.iter().any(|b| b == bin) {
            return Err(format!(
                "unknown binary `{bin}`; expected one of {}",
                bins.join(", ")
            ));
        }
        cache::cached(self, bin, judge, || self.make(bin, judge))
    }

    /// Makes the bundle of binary `bin` (one of [`Self::binaries`]) for
    /// `judge`, whether or not this process made it before (the trimming of
    /// a text trimmed before is still looked up, see [`trim`]).
    fn make(&self, bin: &str, judge: Judge) -> Result<Bundle, String> {
        let bin_file = self.root.join("src/bin").join(format!("{bin}.rs"));
        let main = parse(&bin_file)?;
        let mut crates = BTreeMap::new();
        crates.insert(
            Source::Bin,
            Rc::new(Module {
                name: "crate".into(),
                file: bin_file,
                vis: syn::Visibility::Inherited,
                items: main.items,
                children: Vec::new(),
            }),
        );
        crates.insert(Source::Lib, load_crate(&self.root.join("src/lib.rs"))?);
        let mut notes = Vec::new();
        if judge == Judge::Std {
            notes = vendor::add_std_crates(&self.proconio, &mut crates)?;
        }
        let kept = reach(&crates, judge);

        let mut out = format!(
            "// {} {}: `{bin}` bundled for {} judges ({}).\n\
             // Generated by `cargo xtask bundle {bin} --judge {}`; edit the crate, not this file.\n",
            "cp-games",
            self.version,
            judge.name(),
            match judge {
                Judge::AtCoder => "proconio and num_integer are external crates",
                Judge::Std => "no external crates",
            },
            judge.name(),
        );
        let mut file = syn::File {
            shebang: None,
            attrs: Vec::new(),
            items: Vec::new(),
        };
        let mut origins = Origins::new();
        for (&source, module) in &crates {
            if source == Source::Bin {
                for item in &module.items {
                    let item = rewrite(item.clone(), source, judge);
                    note_literals(&item, &module.file, &mut origins);
                    file.items.push(item);
                }
            } else if kept.uses(source) {
                let mut items = Vec::new();
                render(module, source, &[], &kept, judge, &mut items, &mut origins);
                let name = Ident::new(source.module(), Span::call_site());
                let mut module = inline_module(syn::Visibility::Inherited, name, items);
                module.attrs.push(syn::parse_quote!(#[allow(dead_code)]));
                file.items.push(Item::Mod(module));
            }
        }
        // Warnings name files as the repository does.
        for (file, _) in origins.values_mut() {
            if let Ok(inside) = file.strip_prefix(&self.root) {
                *file = inside.to_path_buf();
            }
        }
        cfgs::apply(&mut file, !self.avx2.contains(bin))?;
        let externs = match judge {
            Judge::AtCoder => Some(vendor::externs(&self.proconio)?),
            Judge::Std => None,
        };
        let trimmed = trim::trim(file, judge, externs)?;
        // The notes of the crates whose modules survived the trimming.
        let kept_mods: Vec<String> = syn::parse_file(&trimmed)
            .map_err(|e| format!("bundler bug: a trimmed bundle does not parse: {e}"))?
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Mod(m) => Some(m.ident.to_string()),
                _ => None,
            })
            .collect();
        for (source, note) in &notes {
            if kept_mods.iter().any(|m| m == source.module()) {
                out.push_str(note);
                out.push('\n');
            }
        }
        let (text, warnings) = tab_indent(&trimmed, &origins)?;
        out.push('\n');
        out.push_str(&text);
        Ok(Bundle {
            text: out,
            warnings,
        })
    }
}

/// A bundle's text, and what the bundler could not do as usual.
#[derive(Clone)]
pub struct Bundle {
    /// The single `.rs` file.
    pub text: String,
    /// One line each, naming a source file and line: today, string
    /// literals whose continuation lines begin with spaces that are part of
    /// the string, so those lines keep their spaces instead of tabs.
    pub warnings: Vec<String>,
}

/// Writes the kept items of `module` (at `at` in crate `source`) and its
/// kept children, as inline modules, into `out`.
fn render(
    module: &Module,
    source: Source,
    at: &[String],
    kept: &Kept,
    judge: Judge,
    out: &mut Vec<Item>,
    origins: &mut Origins,
) {
    for item in &module.items {
        let keep = !at.is_empty()
            || kept
                .root_items
                .iter()
                .any(|(s, name)| *s == source && root_item_for(item, name));
        if keep {
            let item = rewrite(item.clone(), source, judge);
            note_literals(&item, &module.file, origins);
            out.push(item);
        }
    }
    for child in &module.children {
        let mut path = at.to_vec();
        path.push(child.name.clone());
        if kept.modules.contains(&(source, path.clone())) {
            let mut items = Vec::new();
            render(child, source, &path, kept, judge, &mut items, origins);
            let name = Ident::new(&child.name, Span::call_site());
            out.push(Item::Mod(inline_module(child.vis.clone(), name, items)));
        }
    }
}

/// `vis mod name { items }`, built as a tree (not printed and parsed
/// again, which costs as much as the items are long, at every depth).
fn inline_module(vis: syn::Visibility, name: Ident, items: Vec<Item>) -> syn::ItemMod {
    syn::ItemMod {
        attrs: Vec::new(),
        vis,
        unsafety: None,
        mod_token: Default::default(),
        ident: name,
        content: Some((Default::default(), items)),
        semi: None,
    }
}

#[cfg(test)]
mod tests;

/// The names of the binaries of `root/src/bin` (every `*.rs` there), sorted.
pub fn binaries(root: &Path) -> Result<Vec<String>, String> {
    let dir = root.join("src/bin");
    let entries = std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut bins: Vec<String> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
        .collect();
    bins.sort();
    Ok(bins)
}

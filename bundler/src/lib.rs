//! `cp-games-bundler`: single-file bundles for judges, made from a binary
//! and the library code it uses, as one `.rs` file a judge compiles alone.
//! Used by `cargo cp-games bundle` (a contestant's package, see
//! [`package`]) and by `cargo xtask` (this repository's binaries, see
//! [`Workspace`]).
//!
//! Its module docs are written for those who work on it and link to
//! private modules (`cargo doc --document-private-items` resolves them).
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

#![allow(rustdoc::private_intra_doc_links)]

pub mod atcoder;
mod cache;
mod cfgs;
pub mod compile;
mod indent;
mod own;
pub mod package;
mod reach;
mod rewrite;
pub mod tree;
mod trim;
pub use trim::remove_scratch;
pub mod uncalled;
mod vendor;

use crate::tree::{load_crate, Module};
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
    /// AtCoder: the crates AtCoder provides (see [`atcoder`]) are external
    /// crates.
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

    /// `atcoder` or `std`, as the command line names them.
    pub fn parse(name: Option<&str>) -> Result<Judge, String> {
        match name {
            Some("atcoder") => Ok(Judge::AtCoder),
            Some("std") => Ok(Judge::Std),
            other => Err(format!(
                "--judge takes `atcoder` or `std`, not {}",
                other.map_or("nothing".to_string(), |o| format!("`{o}`"))
            )),
        }
    }
}

/// A crate a bundle draws from: the binary, or a carried crate and the
/// module it becomes at the bundle's root. Ordered as they are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Source {
    rank: usize,
    module: &'static str,
}

impl Source {
    /// The binary's own crate.
    pub(crate) const BIN: Source = Source {
        rank: 0,
        module: "crate",
    };

    /// The carried crate written `rank`-th (from 1), as module `module`.
    pub(crate) fn new(rank: usize, module: &str) -> Source {
        static NAMES: std::sync::Mutex<BTreeSet<&'static str>> =
            std::sync::Mutex::new(BTreeSet::new());
        let mut names = NAMES.lock().expect("no panic holds it");
        let module = match names.get(module) {
            Some(known) => *known,
            None => {
                let leaked: &'static str = Box::leak(module.to_string().into_boxed_str());
                names.insert(leaked);
                leaked
            }
        };
        Source { rank, module }
    }

    /// The module the crate becomes at the bundle's root.
    pub(crate) fn module(self) -> &'static str {
        self.module
    }
}

/// The crate names of a bundle's code: each carried crate's names (as its
/// dependents write it) to its module, and the external crates.
#[derive(Default)]
pub(crate) struct Names {
    carried: BTreeMap<String, Source>,
    external: BTreeSet<String>,
    /// The crates of edition 2015, whose `use` paths start at their root.
    edition_2015: BTreeSet<Source>,
}

impl Names {
    /// The carried crate named `name` in code.
    pub(crate) fn carried(&self, name: &str) -> Option<Source> {
        self.carried.get(name).copied()
    }

    /// Whether `name` is a crate's name (carried or external).
    pub(crate) fn is_crate(&self, name: &str) -> bool {
        self.carried.contains_key(name) || self.external.contains(name)
    }

    pub(crate) fn edition_2015(&self, source: Source) -> bool {
        self.edition_2015.contains(&source)
    }
}

/// Where a carried crate's code comes from.
#[derive(Clone, Hash)]
pub enum Root {
    /// A crate root file (`lib.rs`), with its module files.
    File(PathBuf),
    /// Source text standing in for a crate (the num-integer shim).
    Shim(&'static str),
}

/// A library crate that a bundle carries as a module.
pub struct Carried {
    /// The module it becomes (its library name).
    pub module: String,
    /// The names its dependents write it as (usually just `module`).
    pub names: Vec<String>,
    pub root: Root,
    pub edition: String,
    /// The cargo features it was built with, to evaluate its
    /// `#[cfg(feature = "...")]`; `None` leaves them as written.
    pub features: Option<BTreeSet<String>>,
    /// The comment line naming it and its licence, at the top of a
    /// bundle that keeps some of it.
    pub note: Option<String>,
}

/// Everything one bundle is made from.
pub struct Plan {
    /// The binary's name and root file.
    pub bin: String,
    pub bin_file: PathBuf,
    /// The binary's edition.
    pub edition: String,
    /// The crates the bundle carries, in the order they are written.
    pub carried: Vec<Carried>,
    /// The external crates' names (the atcoder flavour's).
    pub external: Vec<String>,
    /// The external crates' sources, for the trimming checks.
    pub externs: Vec<trim::ExternCrate>,
    /// The first lines of the bundle.
    pub header: String,
    /// The value of `cp_games_scalar_input` (see [`cfgs`]).
    pub scalar_input: bool,
    /// Warnings name files relative to this folder.
    pub root: PathBuf,
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
        let meta = package::metadata(root, &["--manifest-path", "Cargo.toml"])?;
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

    /// The same workspace with its sources read from `root` (a copy).
    pub fn at(&self, root: &Path) -> Workspace {
        Workspace {
            root: root.to_path_buf(),
            version: self.version.clone(),
            avx2: self.avx2.clone(),
            proconio: self.proconio.clone(),
        }
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
        cache::cached(self, bin, judge, || make(&self.plan(bin, judge)?, judge))
    }

    /// The plan of this repository's binary `bin`: the library as
    /// `cp_games`, and in the std flavour proconio's published source and
    /// the num-integer shim.
    fn plan(&self, bin: &str, judge: Judge) -> Result<Plan, String> {
        let mut carried = vec![Carried {
            module: "cp_games".into(),
            names: vec!["cp_games".into()],
            root: Root::File(self.root.join("src/lib.rs")),
            edition: "2024".into(),
            features: None,
            note: None,
        }];
        let mut external = Vec::new();
        let mut externs = Vec::new();
        match judge {
            Judge::Std => carried.extend(vendor::std_crates(&self.proconio)),
            Judge::AtCoder => {
                external = vec!["proconio".to_string(), "num_integer".to_string()];
                externs = vendor::atcoder_externs(&self.proconio);
            }
        }
        Ok(Plan {
            bin: bin.to_string(),
            bin_file: self.root.join("src/bin").join(format!("{bin}.rs")),
            edition: "2021".into(),
            carried,
            external,
            externs,
            header: format!(
                "// {} {} (MIT OR Apache-2.0): `{bin}` for {} judges{}.\n\
                 // Generated by `cargo xtask bundle {bin} --judge {}`.\n",
                "cp-games",
                self.version,
                judge.name(),
                match judge {
                    Judge::AtCoder => " (proconio and num_integer are external crates)",
                    Judge::Std => "",
                },
                judge.name(),
            ),
            scalar_input: !self.avx2.contains(bin),
            root: self.root.clone(),
        })
    }
}

/// Makes the bundle `plan` describes, for `judge` (the trimming of a text
/// trimmed before in this process is looked up, see [`trim`]).
pub fn make(plan: &Plan, judge: Judge) -> Result<Bundle, String> {
    let mut crates = BTreeMap::new();
    let bin = load_crate(&plan.bin_file)?;
    if judge == Judge::Std {
        refuse_fastout(&bin)?;
    }
    crates.insert(Source::BIN, bin);
    let mut names = Names {
        external: plan.external.iter().cloned().collect(),
        ..Names::default()
    };
    if plan.edition == "2015" {
        names.edition_2015.insert(Source::BIN);
    }
    let mut sources = Vec::new();
    for (i, c) in plan.carried.iter().enumerate() {
        let source = Source::new(i + 1, &c.module);
        let module = match &c.root {
            Root::File(file) => load_crate(file)?,
            Root::Shim(text) => Rc::new(Module {
                name: c.module.clone(),
                file: PathBuf::from(format!("{} shim", c.module)),
                vis: syn::Visibility::Inherited,
                items: syn::parse_file(text)
                    .map_err(|e| format!("bundler bug: a shim does not parse: {e}"))?
                    .items,
                children: Vec::new(),
            }),
        };
        crates.insert(source, module);
        for name in &c.names {
            names.carried.insert(name.clone(), source);
        }
        if c.edition == "2015" {
            names.edition_2015.insert(source);
        }
        sources.push((source, c));
    }
    let kept = reach(&crates, &names);

    let mut out = plan.header.clone();
    let mut file = syn::File {
        shebang: None,
        attrs: Vec::new(),
        items: Vec::new(),
    };
    // The binary's own lint levels (`#![allow(non_snake_case)]`) stay.
    let text = std::fs::read_to_string(&plan.bin_file)
        .map_err(|e| format!("cannot read {}: {e}", plan.bin_file.display()))?;
    if let Ok(parsed) = syn::parse_file(&text) {
        file.attrs = parsed
            .attrs
            .into_iter()
            .filter(|a| {
                ["allow", "warn", "deny", "expect"]
                    .iter()
                    .any(|l| a.path().is_ident(l))
            })
            .collect();
    }
    let mut render = Render {
        kept: &kept,
        names: &names,
        origins: Origins::new(),
    };
    let bin = &crates[&Source::BIN];
    for item in &bin.items {
        // `extern crate x;` of a carried crate: `x` is a module of the bundle
        if let Item::ExternCrate(e) = item {
            if names.carried(&e.ident.to_string()).is_some() {
                continue;
            }
        }
        file.items.push(rewrite(item.clone(), Source::BIN, &names));
    }
    render.children(bin, Source::BIN, &[], &mut file.items);
    // The binary's own items come first; the trimming leaves them whole.
    let own = file.items.len();
    for (source, c) in &sources {
        if kept.uses(*source) {
            let mut items = Vec::new();
            render.module(&crates[source], *source, &[], &mut items);
            if let Some(features) = &c.features {
                cfgs::features(&mut items, features);
            }
            let name = Ident::new(source.module(), Span::call_site());
            let mut module = inline_module(syn::Visibility::Inherited, name, items);
            module.attrs.push(syn::parse_quote!(#[allow(dead_code)]));
            file.items.push(Item::Mod(module));
        }
    }
    let mut origins = render.origins;
    // Warnings name files as the package does.
    for (file, _) in origins.values_mut() {
        if let Ok(inside) = file.strip_prefix(&plan.root) {
            *file = inside.to_path_buf();
        }
    }
    cfgs::apply(&mut file, plan.scalar_input)?;
    let externs = match judge {
        Judge::AtCoder => Some(trim::Externs::of(&plan.externs)?),
        Judge::Std => None,
    };
    let edition = if plan.edition == "2015" {
        "2018"
    } else {
        &plan.edition
    };
    let trimmed = trim::trim(file, judge, edition, externs, own).map_err(|e| {
        // A shim carries only what the library uses: say so when the
        // contestant's code may reach past it.
        let shim = sources
            .iter()
            .any(|(s, c)| matches!(c.root, Root::Shim(_)) && kept.uses(*s));
        if shim && !e.starts_with("bundler bug") {
            format!(
                "{e}; note: std bundles carry only num-integer's `Integer::gcd` on `u64` \
                 (what cp-games uses), not the whole crate: write what else you need, \
                 or bundle with `--judge atcoder`"
            )
        } else {
            e
        }
    })?;
    let mut library = syn::parse_file(&trimmed)
        .map_err(|e| format!("bundler bug: a trimmed bundle does not parse: {e}"))?;
    library.attrs.clear();
    library.items.drain(..own.min(library.items.len()));
    // The notes of the crates whose modules survived the trimming.
    let kept_mods: Vec<String> = library
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Mod(m) => Some(m.ident.to_string()),
            _ => None,
        })
        .collect();
    for (source, c) in &sources {
        if let Some(note) = &c.note {
            if kept_mods.iter().any(|m| m == source.module()) {
                out.push_str(note);
                out.push('\n');
            }
        }
    }
    out.push('\n');
    out.push_str(&own::text(bin, &names)?);
    if !library.items.is_empty() {
        let (text, warnings) = tab_indent(&prettyplease::unparse(&library), &origins)?;
        out.push('\n');
        out.push_str(&text);
        return Ok(Bundle {
            text: out,
            warnings,
        });
    }
    Ok(Bundle {
        text: out,
        warnings: Vec::new(),
    })
}

/// `#[fastout]` is proconio's procedural macro: a std bundle cannot carry
/// it.
fn refuse_fastout(bin: &Module) -> Result<(), String> {
    fn has(module: &Module) -> Option<String> {
        for item in &module.items {
            if let Item::Fn(f) = item {
                let fastout = f.attrs.iter().any(|a| {
                    a.path()
                        .segments
                        .last()
                        .is_some_and(|s| s.ident == "fastout")
                });
                if fastout {
                    return Some(format!("{} (fn {})", module.file.display(), f.sig.ident));
                }
            }
        }
        module.children.iter().find_map(has)
    }
    match has(bin) {
        Some(at) => Err(format!(
            "cannot bundle `#[fastout]` for std judges, in {at}: it is proconio's procedural \
             macro, which a single file cannot carry; print through a `BufWriter` instead \
             (see docs/contest.md), or bundle with `--judge atcoder`"
        )),
        None => Ok(()),
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

/// What rendering the kept code reads, and the string literals' origins it
/// notes.
struct Render<'a> {
    kept: &'a Kept,
    names: &'a Names,
    origins: Origins,
}

impl Render<'_> {
    /// Writes the kept items of `module` (at `at` in crate `source`) and
    /// its kept children, as inline modules, into `out`.
    fn module(&mut self, module: &Module, source: Source, at: &[String], out: &mut Vec<Item>) {
        for (index, item) in module.items.iter().enumerate() {
            let keep = !at.is_empty()
                || self.kept.root_imports.contains(&(source, index))
                || self
                    .kept
                    .root_items
                    .iter()
                    .any(|(s, name)| *s == source && root_item_for(item, name));
            if keep {
                let mut item = rewrite(item.clone(), source, self.names);
                let exported = unexport(&mut item, source);
                note_literals(&item, &module.file, &mut self.origins);
                out.push(item);
                out.extend(exported);
            }
        }
        self.children(module, source, at, out);
    }

    /// Writes the kept children of `module` (at `at` in crate `source`),
    /// as inline modules, into `out`.
    fn children(&mut self, module: &Module, source: Source, at: &[String], out: &mut Vec<Item>) {
        for child in &module.children {
            let mut path = at.to_vec();
            path.push(child.name.clone());
            if self.kept.modules.contains(&(source, path.clone())) {
                let mut items = Vec::new();
                self.module(child, source, &path, &mut items);
                let name = Ident::new(&child.name, Span::call_site());
                out.push(Item::Mod(inline_module(child.vis.clone(), name, items)));
            }
        }
    }
}

/// A carried crate's `#[macro_export]` macro would land at the bundle's
/// root, where the binary's `use proconio::input;` (rewritten to
/// `crate::proconio::input`) cannot find it: the attribute goes, and the
/// returned `pub(crate) use name;` after the macro puts it where its crate
/// has it.
fn unexport(item: &mut Item, source: Source) -> Option<Item> {
    let Item::Macro(m) = item else {
        return None;
    };
    let name = m.ident.clone()?;
    if source == Source::BIN || !m.attrs.iter().any(|a| a.path().is_ident("macro_export")) {
        return None;
    }
    m.attrs.retain(|a| !a.path().is_ident("macro_export"));
    Some(syn::parse_quote!(pub(crate) use #name;))
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
    let mut bins: Vec<String> = files_with_extension(&root.join("src/bin"), "rs")?
        .iter()
        .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
        .collect();
    // (sorted by name: `a-b.rs` comes before `a.rs`, `a` before `a-b`)
    bins.sort();
    Ok(bins)
}

/// The files of `dir` whose extension is `ext` (`"rs"`, no dot), sorted.
pub fn files_with_extension(dir: &Path, ext: &str) -> Result<Vec<PathBuf>, String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    Ok(files)
}

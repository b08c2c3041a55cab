//! Item-level trimming, with the compiler as the oracle: the bundle is
//! checked by `rustc` (`--emit=metadata`, lints forced on past any
//! `#[allow]`), and what it calls unused is removed from the tree, until
//! nothing more is.
//!
//! Each round prints the tree, checks the text, parses the text back (so
//! that spans are lines and columns of that text) and removes:
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

use super::Judge;
use proc_macro2::{LineColumn, Span, TokenStream, TokenTree};
use quote::ToTokens;
use std::cell::Cell;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{ImplItem, Item, TraitItem, UseTree};

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

/// The crates an atcoder bundle links to, for the checks: metadata of
/// proconio (its published source) and of the num-integer shim, built once.
pub(super) struct Externs {
    dir: PathBuf,
}

impl Externs {
    /// Builds the metadata of proconio from `proconio_lib` and of a crate
    /// `num_integer` from `shim`, in a temporary folder.
    pub(super) fn build(proconio_lib: &Path, shim: &str) -> Result<Externs, String> {
        let dir = scratch("externs")?;
        let shim_file = dir.join("num_integer.rs");
        std::fs::write(&shim_file, shim).map_err(|e| e.to_string())?;
        for (name, file, edition) in [
            ("proconio", proconio_lib, "2018"),
            ("num_integer", &shim_file, "2021"),
        ] {
            let out = Command::new(rustc())
                .args([
                    "--crate-type",
                    "rlib",
                    "--emit=metadata",
                    "--cap-lints=allow",
                ])
                .args(["--edition", edition, "--crate-name", name, "-o"])
                .arg(dir.join(format!("lib{name}.rmeta")))
                .arg(file)
                .output()
                .map_err(|e| format!("cannot run rustc: {e}"))?;
            if !out.status.success() {
                return Err(format!(
                    "rustc cannot build {name} for the bundle checks:\n{}",
                    String::from_utf8_lossy(&out.stderr)
                ));
            }
        }
        Ok(Externs { dir })
    }
}

fn rustc() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string())
}

/// A new empty folder under the system's temporary one.
fn scratch(what: &str) -> Result<PathBuf, String> {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("cp-games-trim-{}-{what}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(dir)
}

/// Trims `file` to what its `main` uses and returns it printed.
/// `externs` is needed for atcoder bundles.
///
/// Results are kept for the process, by judge and printed input: bundling
/// every binary again (as the tests do) checks only what changed.
pub(super) fn trim(
    file: syn::File,
    judge: Judge,
    externs: Option<&Externs>,
) -> Result<String, String> {
    type Cache = Mutex<BTreeMap<(&'static str, String), String>>;
    static DONE: OnceLock<Cache> = OnceLock::new();
    let key = (judge.name(), prettyplease::unparse(&file));
    let done = DONE.get_or_init(Cache::default);
    if let Some(text) = done.lock().expect("no panic holds it").get(&key) {
        return Ok(text.clone());
    }
    let text = trim_uncached(file, judge, externs)?;
    done.lock()
        .expect("no panic holds it")
        .insert(key, text.clone());
    Ok(text)
}

fn trim_uncached(
    mut file: syn::File,
    judge: Judge,
    externs: Option<&Externs>,
) -> Result<String, String> {
    let dir = scratch("check")?;
    let result = (|| {
        let mut protected = Protected::of(&file)?;
        // The tree before the last round's removals, to go back to.
        let mut before: Option<syn::File> = None;
        loop {
            let text = prettyplease::unparse(&file);
            let findings = check(&text, judge, externs, &dir)?;
            if findings.dead.is_empty() && findings.unused.is_empty() && findings.errors.is_empty()
            {
                return Ok(text);
            }
            let mut parsed = syn::parse_file(&text)
                .map_err(|e| format!("bundler bug: a printed bundle does not parse: {e}"))?;
            protected.grow(&parsed, &findings);
            let mut remove = Remove {
                findings: &findings,
                protected: &protected.names,
                in_macros: in_macros(&parsed),
                gone: gone_types(&parsed, &findings, &protected.names),
                removed: 0,
                unused_imports: 0,
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
            if remove.removed == remove.unused_imports && findings.errors.is_empty() {
                // Removing unused imports changes nothing else.
                return Ok(prettyplease::unparse(&parsed));
            }
            before = Some(std::mem::replace(&mut file, parsed));
        }
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// Checks `text` as a binary crate in `dir` and returns what the compiler
/// reported.
fn check(
    text: &str,
    judge: Judge,
    externs: Option<&Externs>,
    dir: &Path,
) -> Result<Findings, String> {
    let source = dir.join("bundle.rs");
    std::fs::write(&source, text).map_err(|e| e.to_string())?;
    let mut cmd = Command::new(rustc());
    cmd.args([
        "--edition",
        "2021",
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
    if judge == Judge::AtCoder {
        let externs = externs.ok_or("bundler bug: atcoder checks need the external crates")?;
        for name in ["proconio", "num_integer"] {
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

/// Names that code the compiler does not see names: such items stay.
struct Protected {
    /// What the compiler's `#[cfg]`s hold where it runs (`unix`,
    /// `target_arch="x86_64"`, ...).
    host: BTreeSet<String>,
    names: BTreeSet<String>,
}

impl Protected {
    fn of(file: &syn::File) -> Result<Protected, String> {
        static HOST: OnceLock<Result<BTreeSet<String>, String>> = OnceLock::new();
        let host = HOST
            .get_or_init(|| {
                let out = Command::new(rustc())
                    .args(["--print", "cfg"])
                    .output()
                    .map_err(|e| format!("cannot run rustc --print cfg: {e}"))?;
                Ok(String::from_utf8_lossy(&out.stdout)
                    .lines()
                    .map(str::to_string)
                    .collect())
            })
            .clone()?;
        let mut found = Protected {
            host,
            names: BTreeSet::new(),
        };
        let mut off = OffCode {
            host: &found.host,
            names: BTreeSet::new(),
        };
        off.visit_file(file);
        found.names = off.names;
        Ok(found)
    }

    /// Adds the names in the unused items that stay because they are
    /// protected, until no more are added.
    fn grow(&mut self, file: &syn::File, findings: &Findings) {
        let mut dead = DeadItems {
            findings,
            items: Vec::new(),
        };
        dead.visit_file(file);
        loop {
            let before = self.names.len();
            for (name, tokens) in &dead.items {
                if self.names.contains(name) {
                    idents(tokens.clone(), &mut self.names);
                }
            }
            if self.names.len() == before {
                return;
            }
        }
    }
}

fn idents(tokens: TokenStream, out: &mut BTreeSet<String>) {
    for t in tokens {
        match t {
            TokenTree::Ident(i) => {
                out.insert(i.to_string());
            }
            TokenTree::Group(g) => idents(g.stream(), out),
            _ => {}
        }
    }
}

/// Whether a `cfg` predicate holds for `host` (an unknown form does not).
fn holds(meta: &syn::Meta, host: &BTreeSet<String>) -> bool {
    match meta {
        syn::Meta::Path(p) => p.get_ident().is_some_and(|i| host.contains(&i.to_string())),
        syn::Meta::NameValue(nv) => match (&nv.path.get_ident(), &nv.value) {
            (
                Some(name),
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }),
            ) => host.contains(&format!("{name}=\"{}\"", s.value())),
            _ => false,
        },
        syn::Meta::List(list) => {
            let Ok(args) = list.parse_args_with(
                syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated,
            ) else {
                return false;
            };
            let mut each = args.iter().map(|m| holds(m, host));
            match list.path.get_ident().map(|i| i.to_string()).as_deref() {
                Some("all") => each.all(|b| b),
                Some("any") => each.any(|b| b),
                Some("not") if args.len() == 1 => !holds(&args[0], host),
                _ => false,
            }
        }
    }
}

/// Collects the names in code that a `#[cfg]` turns off on the host.
struct OffCode<'a> {
    host: &'a BTreeSet<String>,
    names: BTreeSet<String>,
}

impl OffCode<'_> {
    /// Whether the node with `attrs` is off; if so its names are taken.
    fn off(&mut self, attrs: &[syn::Attribute], node: &dyn ToTokens) -> bool {
        let off = attrs.iter().any(|a| match &a.meta {
            syn::Meta::List(l) if l.path.is_ident("cfg") => match l.parse_args::<syn::Meta>() {
                Ok(m) => !holds(&m, self.host),
                Err(_) => true,
            },
            _ => false,
        });
        if off {
            idents(node.to_token_stream(), &mut self.names);
        }
        off
    }
}

impl<'ast> Visit<'ast> for OffCode<'_> {
    fn visit_attribute(&mut self, a: &'ast syn::Attribute) {
        // `#[cfg_attr(...)]` is taken as is: its names may be needed.
        if a.path().is_ident("cfg_attr") {
            idents(a.to_token_stream(), &mut self.names);
        }
    }
    fn visit_item(&mut self, i: &'ast Item) {
        if !self.off(item_attrs(i), i) {
            syn::visit::visit_item(self, i);
        }
    }
    fn visit_impl_item(&mut self, i: &'ast ImplItem) {
        let attrs: &[syn::Attribute] = match i {
            ImplItem::Fn(f) => &f.attrs,
            ImplItem::Const(c) => &c.attrs,
            ImplItem::Type(t) => &t.attrs,
            _ => &[],
        };
        if !self.off(attrs, i) {
            syn::visit::visit_impl_item(self, i);
        }
    }
    fn visit_stmt(&mut self, s: &'ast syn::Stmt) {
        let attrs: &[syn::Attribute] = match s {
            syn::Stmt::Local(l) => &l.attrs,
            syn::Stmt::Macro(m) => &m.attrs,
            _ => &[],
        };
        if !self.off(attrs, s) {
            syn::visit::visit_stmt(self, s);
        }
    }
    fn visit_expr(&mut self, e: &'ast syn::Expr) {
        let attrs: &[syn::Attribute] = match e {
            syn::Expr::Block(b) => &b.attrs,
            syn::Expr::Call(c) => &c.attrs,
            syn::Expr::MethodCall(c) => &c.attrs,
            syn::Expr::Macro(m) => &m.attrs,
            syn::Expr::If(i) => &i.attrs,
            syn::Expr::Return(r) => &r.attrs,
            syn::Expr::Unsafe(u) => &u.attrs,
            syn::Expr::Path(p) => &p.attrs,
            syn::Expr::Lit(l) => &l.attrs,
            _ => &[],
        };
        if !self.off(attrs, e) {
            syn::visit::visit_expr(self, e);
        }
    }
    fn visit_field(&mut self, f: &'ast syn::Field) {
        if !self.off(&f.attrs, f) {
            syn::visit::visit_field(self, f);
        }
    }
    fn visit_field_value(&mut self, f: &'ast syn::FieldValue) {
        if !self.off(&f.attrs, f) {
            syn::visit::visit_field_value(self, f);
        }
    }
    fn visit_arm(&mut self, a: &'ast syn::Arm) {
        if !self.off(&a.attrs, a) {
            syn::visit::visit_arm(self, a);
        }
    }
    fn visit_variant(&mut self, v: &'ast syn::Variant) {
        if !self.off(&v.attrs, v) {
            syn::visit::visit_variant(self, v);
        }
    }
}

/// The unused items of a parsed bundle, by name, with their tokens.
struct DeadItems<'a> {
    findings: &'a Findings,
    items: Vec<(String, TokenStream)>,
}

impl<'ast> Visit<'ast> for DeadItems<'_> {
    fn visit_item(&mut self, i: &'ast Item) {
        if let Some(name) = item_ident(i) {
            if self.findings.dead.contains(&pos(name.span().start())) {
                self.items.push((name.to_string(), i.to_token_stream()));
            }
        }
        syn::visit::visit_item(self, i);
    }
    fn visit_impl_item(&mut self, i: &'ast ImplItem) {
        if let Some(name) = impl_item_ident(i) {
            if self.findings.dead.contains(&pos(name.span().start())) {
                self.items.push((name.to_string(), i.to_token_stream()));
            }
        }
        syn::visit::visit_impl_item(self, i);
    }
    fn visit_trait_item(&mut self, i: &'ast TraitItem) {
        if let Some(name) = trait_item_ident(i) {
            if self.findings.dead.contains(&pos(name.span().start())) {
                self.items.push((name.to_string(), i.to_token_stream()));
            }
        }
        syn::visit::visit_trait_item(self, i);
    }
}

/// Removes what a check found unused or dangling.
struct Remove<'a> {
    findings: &'a Findings,
    protected: &'a BTreeSet<String>,
    /// Names in `macro_rules!` bodies: a trait method a macro implements
    /// stays in its trait.
    in_macros: BTreeSet<String>,
    /// Types and traits removed this round whose name nothing else in the
    /// bundle declares: their impls and imports go in the same round.
    gone: BTreeSet<String>,
    removed: usize,
    /// Of those, unused imports.
    unused_imports: usize,
}

impl Remove<'_> {
    /// Whether `name` is unused, and not protected.
    fn dead(&self, name: &syn::Ident) -> bool {
        self.findings.dead.contains(&pos(name.span().start()))
            && !self.protected.contains(&name.to_string())
    }

    /// Whether to keep `item` (an item of a module or block), after
    /// trimming what is inside it that is not visited on its own.
    fn keep(&mut self, item: &mut Item) -> bool {
        let keep = match item {
            // (its leaves are counted)
            Item::Use(u) => {
                let range = Range::of(u.span());
                return self.prune_use(&mut u.tree, &mut Vec::new(), range);
            }
            Item::Impl(i) => {
                let header = Range {
                    start: pos(i.impl_token.span.start()),
                    end: pos(i.brace_token.span.open().start()),
                };
                // (every error in the header is explained by removing it)
                let named = |ty: &syn::Type| match ty {
                    syn::Type::Path(t) => last_is(&t.path, &self.gone),
                    _ => false,
                };
                let of_gone = named(&i.self_ty)
                    || i.trait_
                        .as_ref()
                        .is_some_and(|(_, t, _)| last_is(t, &self.gone));
                let dangling = self.findings.error_in(header) || of_gone;
                let had = i.items.len();
                let inherent = i.trait_.is_none();
                i.items.retain(|it| self.keep_impl_item(it, inherent));
                self.removed += had - i.items.len();
                !(dangling || inherent && had > 0 && i.items.is_empty())
            }
            Item::Trait(t) if !self.dead(&t.ident) => {
                let had = t.items.len();
                let in_macros = &self.in_macros;
                t.items.retain(|it| {
                    !trait_item_ident(it)
                        .is_some_and(|n| self.dead(n) && !in_macros.contains(&n.to_string()))
                });
                self.removed += had - t.items.len();
                true
            }
            Item::Macro(m) => !m.ident.as_ref().is_some_and(|n| {
                self.findings.unused_at(pos(n.span().start()))
                    && !self.protected.contains(&n.to_string())
            }),
            Item::Mod(m) => !m
                .content
                .as_ref()
                .is_some_and(|(_, items)| items.is_empty()),
            other => !item_ident(other).is_some_and(|n| self.dead(n)),
        };
        if !keep {
            self.removed += 1;
        }
        keep
    }

    fn keep_impl_item(&self, item: &ImplItem, inherent: bool) -> bool {
        let Some(name) = impl_item_ident(item) else {
            return true;
        };
        // In a trait impl, an error in the item means the trait lost it.
        if inherent {
            !self.dead(name)
        } else {
            !self.findings.error_in(Range::of(item.span()))
        }
    }

    /// Prunes the leaves of a `use` tree (at `prefix`, within the item
    /// `item`) that are unused or unresolved; returns whether any is left.
    fn prune_use(&mut self, tree: &mut UseTree, prefix: &mut Vec<String>, item: Range) -> bool {
        let leaf = match tree {
            UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                let keep = self.prune_use(&mut p.tree, prefix, item);
                prefix.pop();
                return keep;
            }
            UseTree::Group(g) => {
                let items = std::mem::take(&mut g.items);
                for mut t in items {
                    if self.prune_use(&mut t, prefix, item) {
                        g.items.push(t);
                    }
                }
                return !g.items.is_empty();
            }
            UseTree::Name(n) => (Some(n.ident.to_string()), n.ident.span()),
            UseTree::Rename(r) => (Some(r.ident.to_string()), r.ident.span()),
            UseTree::Glob(g) => (None, g.star_token.span),
        };
        let (leaf, span) = leaf;
        let at = pos(span.start());
        let mut path = prefix.clone();
        path.extend(leaf.clone());
        let unused = self.findings.unused_at(at);
        let gone = unused
            || self.findings.error_at(at)
            || self.findings.unresolved_import(item, &path)
            || leaf.is_some_and(|l| self.gone.contains(&l));
        if gone {
            self.removed += 1;
            self.unused_imports += usize::from(unused);
        }
        !gone
    }
}

impl VisitMut for Remove<'_> {
    fn visit_file_mut(&mut self, f: &mut syn::File) {
        syn::visit_mut::visit_file_mut(self, f);
        f.items.retain_mut(|i| self.keep(i));
    }
    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        syn::visit_mut::visit_item_mod_mut(self, m);
        if let Some((_, items)) = &mut m.content {
            items.retain_mut(|i| self.keep(i));
        }
    }
    fn visit_block_mut(&mut self, b: &mut syn::Block) {
        syn::visit_mut::visit_block_mut(self, b);
        b.stmts.retain_mut(|s| match s {
            syn::Stmt::Item(i) => self.keep(i),
            _ => true,
        });
    }
}

/// Whether the last segment of `path` is among `names`.
fn last_is(path: &syn::Path, names: &BTreeSet<String>) -> bool {
    path.segments
        .last()
        .is_some_and(|s| names.contains(&s.ident.to_string()))
}

/// The unused, unprotected types and traits of `file` whose name no other
/// item of `file` declares.
fn gone_types(
    file: &syn::File,
    findings: &Findings,
    protected: &BTreeSet<String>,
) -> BTreeSet<String> {
    struct Names<'a> {
        findings: &'a Findings,
        declared: BTreeMap<String, usize>,
        dead: BTreeSet<String>,
    }
    impl<'ast> Visit<'ast> for Names<'_> {
        fn visit_item(&mut self, i: &'ast Item) {
            if let Some(name) = item_ident(i) {
                *self.declared.entry(name.to_string()).or_default() += 1;
                let typelike = matches!(
                    i,
                    Item::Struct(_)
                        | Item::Enum(_)
                        | Item::Union(_)
                        | Item::Trait(_)
                        | Item::Type(_)
                );
                if typelike && self.findings.dead.contains(&pos(name.span().start())) {
                    self.dead.insert(name.to_string());
                }
            }
            syn::visit::visit_item(self, i);
        }
        fn visit_impl_item(&mut self, i: &'ast ImplItem) {
            if let Some(name) = impl_item_ident(i) {
                *self.declared.entry(name.to_string()).or_default() += 1;
            }
            syn::visit::visit_impl_item(self, i);
        }
        fn visit_trait_item(&mut self, i: &'ast TraitItem) {
            if let Some(name) = trait_item_ident(i) {
                *self.declared.entry(name.to_string()).or_default() += 1;
            }
            syn::visit::visit_trait_item(self, i);
        }
    }
    let mut names = Names {
        findings,
        declared: BTreeMap::new(),
        dead: BTreeSet::new(),
    };
    names.visit_file(file);
    names
        .dead
        .into_iter()
        .filter(|n| names.declared[n] == 1 && !protected.contains(n))
        .collect()
}

/// The names in the bodies of the `macro_rules!` of `file`.
fn in_macros(file: &syn::File) -> BTreeSet<String> {
    struct Macros(BTreeSet<String>);
    impl<'ast> Visit<'ast> for Macros {
        fn visit_item_macro(&mut self, m: &'ast syn::ItemMacro) {
            if m.ident.is_some() {
                idents(m.mac.tokens.clone(), &mut self.0);
            }
        }
    }
    let mut found = Macros(BTreeSet::new());
    found.visit_file(file);
    found.0
}

fn item_ident(item: &Item) -> Option<&syn::Ident> {
    Some(match item {
        Item::Const(i) => &i.ident,
        Item::Enum(i) => &i.ident,
        Item::Fn(i) => &i.sig.ident,
        Item::Static(i) => &i.ident,
        Item::Struct(i) => &i.ident,
        Item::Trait(i) => &i.ident,
        Item::Type(i) => &i.ident,
        Item::Union(i) => &i.ident,
        Item::Macro(i) => i.ident.as_ref()?,
        _ => return None,
    })
}

fn impl_item_ident(item: &ImplItem) -> Option<&syn::Ident> {
    Some(match item {
        ImplItem::Fn(f) => &f.sig.ident,
        ImplItem::Const(c) => &c.ident,
        ImplItem::Type(t) => &t.ident,
        _ => return None,
    })
}

fn trait_item_ident(item: &TraitItem) -> Option<&syn::Ident> {
    Some(match item {
        TraitItem::Fn(f) => &f.sig.ident,
        TraitItem::Const(c) => &c.ident,
        TraitItem::Type(t) => &t.ident,
        _ => return None,
    })
}

fn item_attrs(item: &Item) -> &[syn::Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

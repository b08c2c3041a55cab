//! Module-level reachability: which modules and crate-root items a
//! binary's code can name.

use super::{Names, Source};
use crate::tree::Module;
use proc_macro2::Ident;
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use syn::visit::Visit;
use syn::Item;

/// What a bundle keeps: module paths per crate, and named root items.
#[derive(Default)]
pub(super) struct Kept {
    pub(super) modules: BTreeSet<(Source, Vec<String>)>,
    pub(super) root_items: BTreeSet<(Source, String)>,
    /// The carried crates whose roots' imports that may serve method calls
    /// alone were looked at (see [`method_import`]).
    pub(super) root_uses: BTreeSet<Source>,
    /// Those imports, by crate and index among the root's items: kept,
    /// and the trimming removes those the compiler finds unused.
    pub(super) root_imports: BTreeSet<(Source, usize)>,
}

impl Kept {
    pub(super) fn uses(&self, source: Source) -> bool {
        self.modules.iter().any(|(s, _)| *s == source)
            || self.root_items.iter().any(|(s, _)| *s == source)
    }
}

/// Follows paths from the binary's items to every module they need.
/// Every module of the binary's own crate is kept, named or not: its files
/// are carried as written.
pub(super) fn reach(crates: &BTreeMap<Source, Rc<Module>>, names: &Names) -> Kept {
    let mut kept = Kept::default();
    // Items still to scan: (crate, module path, items).
    let mut work: Vec<(Source, Vec<String>, Vec<&Item>)> = vec![(
        Source::BIN,
        Vec::new(),
        crates[&Source::BIN].items.iter().collect(),
    )];
    keep_all(&mut kept, &mut work, &crates[&Source::BIN], &mut Vec::new());
    while let Some((source, at, items)) = work.pop() {
        let mut paths = Paths::default();
        for item in items {
            paths.visit_item(item);
        }
        for path in paths.expanded() {
            let Some((target, mut rest)) = resolve(crates, names, source, &at, &path) else {
                continue;
            };
            let root: &Module = &crates[&target];
            let mut module_path = Vec::new();
            let mut module = root;
            while let Some(first) = rest.first() {
                let Some(child) = module.child(first) else {
                    break;
                };
                module = child;
                module_path.push(rest.remove(0));
                keep(&mut kept, &mut work, target, &module_path, child);
            }
            if module_path.is_empty() {
                if let Some(name) = rest.first() {
                    if kept.root_items.insert((target, name.clone())) {
                        let own = root
                            .items
                            .iter()
                            .filter(|i| root_item_for(i, name))
                            .collect();
                        work.push((target, Vec::new(), own));
                    }
                }
            }
            if target != Source::BIN && kept.uses(target) && kept.root_uses.insert(target) {
                // A trait at a crate root and the root's private imports
                // may be used by method calls alone: kept for the
                // compiler to judge.
                let traits = trait_names(root);
                let mut imports = Vec::new();
                for (k, item) in root.items.iter().enumerate() {
                    if method_import(item, root, &traits) {
                        kept.root_imports.insert((target, k));
                        imports.push(item);
                    }
                }
                work.push((target, Vec::new(), imports));
                for item in &root.items {
                    if let Item::Trait(t) = item {
                        let name = t.ident.to_string();
                        if kept.root_items.insert((target, name.clone())) {
                            let own = root.items.iter().filter(|i| root_item_for(i, &name));
                            work.push((target, Vec::new(), own.collect()));
                        }
                    }
                }
            }
        }
    }
    kept
}

/// Keeps every module below `module` of the binary's crate (at `path`)
/// and queues its items.
fn keep_all<'a>(
    kept: &mut Kept,
    work: &mut Vec<(Source, Vec<String>, Vec<&'a Item>)>,
    module: &'a Module,
    path: &mut Vec<String>,
) {
    for child in &module.children {
        path.push(child.name.clone());
        keep(kept, work, Source::BIN, path, child);
        keep_all(kept, work, child, path);
        path.pop();
    }
}

/// Whether `item`, at a crate root, is an import that may be there only
/// so that a trait's methods resolve, which no path shows: a `use` that is
/// not `pub` and either imports from another crate (the standard
/// library's `use std::io::Read;`, a registry crate's `use
/// num_integer::Integer;`), or names one of the crate's own `traits`
/// (`use crate::ext::Parity;`), or is a glob (`use crate::prelude::*;`).
/// An import of the crate's own non-trait items is left to the paths that
/// name them, so that it keeps no module for nothing.
pub(super) fn method_import(item: &Item, root: &Module, traits: &BTreeSet<String>) -> bool {
    let Item::Use(u) = item else {
        return false;
    };
    if !matches!(u.vis, syn::Visibility::Inherited) {
        return false;
    }
    let own = match &u.tree {
        syn::UseTree::Path(p) => {
            let first = p.ident.to_string();
            ["crate", "self", "super"].contains(&first.as_str())
                || root.child(&first).is_some()
                || root
                    .items
                    .iter()
                    .any(|i| item_name(i).as_deref() == Some(&first))
        }
        _ => true,
    };
    let mut leaves = Vec::new();
    use_leaves(&u.tree, &mut leaves);
    !own || leaves.iter().any(|l| l == "*" || traits.contains(l))
}
/// The last segments of a `use` tree's paths (before any `as`), `*` for a
/// glob.
fn use_leaves(tree: &syn::UseTree, out: &mut Vec<String>) {
    match tree {
        syn::UseTree::Path(p) => use_leaves(&p.tree, out),
        syn::UseTree::Name(n) => out.push(n.ident.to_string()),
        syn::UseTree::Rename(r) => out.push(r.ident.to_string()),
        syn::UseTree::Glob(_) => out.push("*".to_string()),
        syn::UseTree::Group(g) => g.items.iter().for_each(|t| use_leaves(t, out)),
    }
}

/// The names of the traits `module` and its children define.
fn trait_names(module: &Module) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut stack = vec![module];
    while let Some(m) = stack.pop() {
        for item in &m.items {
            if let Item::Trait(t) = item {
                names.insert(t.ident.to_string());
            }
        }
        stack.extend(m.children.iter());
    }
    names
}

/// Keeps the module at `path` and queues its items, with every child
/// module that extends one of its types (an `impl` of a type the module
/// defines, as `input::cases` adds methods to `Input`): no path names such
/// a child, yet the methods it holds may be called.
fn keep<'a>(
    kept: &mut Kept,
    work: &mut Vec<(Source, Vec<String>, Vec<&'a Item>)>,
    source: Source,
    path: &[String],
    module: &'a Module,
) {
    if !kept.modules.insert((source, path.to_vec())) {
        return;
    }
    work.push((source, path.to_vec(), module.items.iter().collect()));
    let types: BTreeSet<String> = module
        .items
        .iter()
        .filter(|i| matches!(i, Item::Struct(_) | Item::Enum(_) | Item::Type(_)))
        .filter_map(item_name)
        .collect();
    for child in &module.children {
        let extends = child.items.iter().any(|i| match i {
            Item::Impl(imp) => match &*imp.self_ty {
                syn::Type::Path(t) => t
                    .path
                    .segments
                    .last()
                    .is_some_and(|s| types.contains(&s.ident.to_string())),
                _ => false,
            },
            _ => false,
        });
        if extends {
            let mut child_path = path.to_vec();
            child_path.push(child.name.clone());
            keep(kept, work, source, &child_path, child);
        }
    }
}

/// Where a path found in crate `source`, module `at`, starts: the crate it
/// names and the segments after that crate's root.
fn resolve(
    crates: &BTreeMap<Source, Rc<Module>>,
    names: &Names,
    source: Source,
    at: &[String],
    path: &FoundPath,
) -> Option<(Source, Vec<String>)> {
    let segs = &path.segments;
    let first = segs.first()?.as_str();
    let external = |name: &str| names.carried(name);
    // Edition 2015: `use` paths and `::` paths start at the crate root.
    let from_root = || {
        let root: &Module = &crates[&source];
        let named =
            root.child(first).is_some() || root.items.iter().any(|i| root_item_for(i, first));
        (names.edition_2015(source) && named).then(|| (source, segs.to_vec()))
    };
    if path.leading_colon {
        return external(first)
            .map(|c| (c, segs[1..].to_vec()))
            .or_else(from_root);
    }
    match first {
        "crate" => Some((source, segs[1..].to_vec())),
        "self" | "super" => {
            let mut base = at.to_vec();
            let mut i = 0;
            while let Some(s) = segs.get(i) {
                match s.as_str() {
                    "self" => {}
                    "super" => {
                        base.pop()?;
                    }
                    _ => break,
                }
                i += 1;
            }
            base.extend(segs[i..].iter().cloned());
            Some((source, base))
        }
        _ => {
            let here = crates[&source].at(at)?;
            let root_item = || at.is_empty() && here.items.iter().any(|i| root_item_for(i, first));
            if here.child(first).is_some() {
                let mut full = at.to_vec();
                full.extend(segs.iter().cloned());
                Some((source, full))
            } else if source != Source::BIN && root_item() {
                // a crate root's item named from the root: `helper()`,
                // `fmt::Result` after `use std::fmt;` there
                Some((source, segs.to_vec()))
            } else {
                external(first)
                    .map(|c| (c, segs[1..].to_vec()))
                    .or_else(from_root)
            }
        }
    }
}

/// A path as written: `::`-prefixed or not, and its identifiers.
#[derive(Clone)]
struct FoundPath {
    leading_colon: bool,
    segments: Vec<String>,
}

/// Collects every path and `use` path in the items it visits, including
/// those inside macro calls whose arguments parse as expressions, and the
/// names that `use` items bring in.
#[derive(Default)]
struct Paths {
    found: Vec<FoundPath>,
    /// `(name, path)`: `use path;` or `use path as name;`.
    imports: Vec<(String, FoundPath)>,
}

impl<'ast> Visit<'ast> for Paths {
    fn visit_path(&mut self, p: &'ast syn::Path) {
        self.found.push(FoundPath {
            leading_colon: p.leading_colon.is_some(),
            segments: p.segments.iter().map(|s| s.ident.to_string()).collect(),
        });
        syn::visit::visit_path(self, p);
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        let mut prefix = Vec::new();
        self.use_tree(u.leading_colon.is_some(), &mut prefix, &u.tree);
    }

    fn visit_item_macro(&mut self, m: &'ast syn::ItemMacro) {
        if m.ident.is_some() {
            // a `macro_rules!` definition: the `$crate::` paths of its body
            self.crate_paths(m.mac.tokens.clone());
        }
        syn::visit::visit_item_macro(self, m);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        self.visit_path(&m.path);
        let parser = syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
        if let Ok(args) = syn::parse::Parser::parse2(parser, m.tokens.clone()) {
            for expr in &args {
                self.visit_expr(expr);
            }
        } else if let Ok(file) = syn::parse2::<syn::File>(m.tokens.clone()) {
            // e.g. a macro whose input is items
            self.visit_file(&file);
        }
    }
}

impl Paths {
    /// Collects `$crate::a::b` in the tokens of a macro's body, at any
    /// depth, as `crate::a::b`.
    fn crate_paths(&mut self, tokens: proc_macro2::TokenStream) {
        use proc_macro2::TokenTree;
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let colons = |k: usize| {
            matches!((trees.get(k), trees.get(k + 1)),
                (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                    if a.as_char() == ':' && b.as_char() == ':')
        };
        for (i, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(g) => self.crate_paths(g.stream()),
                TokenTree::Punct(p) if p.as_char() == '$' => {
                    if !matches!(trees.get(i + 1), Some(TokenTree::Ident(id)) if id == "crate") {
                        continue;
                    }
                    let mut segments = vec!["crate".to_string()];
                    let mut k = i + 2;
                    while colons(k) {
                        match trees.get(k + 2) {
                            Some(TokenTree::Ident(id)) => segments.push(id.to_string()),
                            _ => break,
                        }
                        k += 3;
                    }
                    self.found.push(FoundPath {
                        leading_colon: false,
                        segments,
                    });
                }
                _ => {}
            }
        }
    }

    fn use_tree(&mut self, leading_colon: bool, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(leading_colon, prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                self.push_use(leading_colon, prefix, Some(&n.ident), Some(&n.ident))
            }
            syn::UseTree::Rename(r) => {
                self.push_use(leading_colon, prefix, Some(&r.ident), Some(&r.rename))
            }
            syn::UseTree::Glob(_) => self.push_use(leading_colon, prefix, None, None),
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    self.use_tree(leading_colon, prefix, t);
                }
            }
        }
    }

    fn push_use(
        &mut self,
        leading_colon: bool,
        prefix: &[String],
        last: Option<&Ident>,
        name: Option<&Ident>,
    ) {
        let mut segments = prefix.to_vec();
        // `use a::b::{self}` names `a::b` itself.
        segments.extend(last.map(|l| l.to_string()).filter(|l| l != "self"));
        let path = FoundPath {
            leading_colon,
            segments,
        };
        // The name it brings in: `b` for `a::b`, `a::b::{self}` and
        // `a::b as b`; none for `_` or a glob.
        let name = name
            .map(|n| n.to_string())
            .filter(|n| n != "_")
            .and_then(|n| match n.as_str() {
                "self" => path.segments.last().cloned(),
                _ => Some(n),
            });
        if let Some(name) = name {
            self.imports.push((name, path.clone()));
        }
        self.found.push(path);
    }

    /// The paths found, and each path that starts with an imported name
    /// again with that name replaced by what it stands for: after
    /// `use crate::sg as games;` (or `use crate::sg;`), `games::octal::f`
    /// is also `crate::sg::octal::f`, which keeps `sg::octal`. Imports are
    /// taken from all the items scanned together, whatever block they are
    /// in: a name that is not in scope where a path uses it only makes a
    /// module kept that need not be.
    fn expanded(self) -> Vec<FoundPath> {
        let mut out = Vec::new();
        let mut next = self.found;
        // imports of imports, a few levels deep (a cycle stops here)
        for _ in 0..8 {
            let mut more = Vec::new();
            for path in &next {
                let Some(first) = path.segments.first() else {
                    continue;
                };
                if path.leading_colon {
                    continue;
                }
                for (name, target) in &self.imports {
                    // (`use proconio;` stands for itself: nothing new)
                    if name == first && target.segments != [first.as_str()] {
                        let mut segments = target.segments.clone();
                        segments.extend(path.segments[1..].iter().cloned());
                        more.push(FoundPath {
                            leading_colon: target.leading_colon,
                            segments,
                        });
                    }
                }
            }
            out.append(&mut next);
            if more.is_empty() {
                break;
            }
            next = more;
        }
        out
    }
}

/// Whether a root item comes with root item `name`: it is `name`, a `use`
/// that brings `name` in (`pub use nim::nim_sum;`, `use std::fmt;`), or an
/// `impl` of trait `name` or for type `name`.
pub(super) fn root_item_for(item: &Item, name: &str) -> bool {
    let last = |p: &syn::Path| p.segments.last().is_some_and(|s| s.ident == name);
    match item {
        Item::Impl(i) => {
            i.trait_.as_ref().is_some_and(|(_, t, _)| last(t))
                || matches!(&*i.self_ty, syn::Type::Path(t) if last(&t.path))
        }
        Item::Use(u) => {
            let mut names = Vec::new();
            use_names(&u.tree, None, &mut names);
            names.iter().any(|n| n == name)
        }
        _ => item_name(item).as_deref() == Some(name),
    }
}

/// Appends the names a `use` tree brings in: `b` for `a::b`, `c` for
/// `a::b as c`, `a` for `a::{self}`; none for `_` and globs.
fn use_names(tree: &syn::UseTree, parent: Option<&Ident>, out: &mut Vec<String>) {
    match tree {
        syn::UseTree::Path(p) => use_names(&p.tree, Some(&p.ident), out),
        syn::UseTree::Name(n) if n.ident == "self" => out.extend(parent.map(Ident::to_string)),
        syn::UseTree::Name(n) => out.push(n.ident.to_string()),
        syn::UseTree::Rename(r) if r.rename != "_" => out.push(r.rename.to_string()),
        syn::UseTree::Rename(_) | syn::UseTree::Glob(_) => {}
        syn::UseTree::Group(g) => {
            for t in &g.items {
                use_names(t, parent, out);
            }
        }
    }
}

/// The name an item declares, if any.
fn item_name(item: &Item) -> Option<String> {
    Some(
        match item {
            Item::Const(i) => &i.ident,
            Item::Enum(i) => &i.ident,
            Item::Fn(i) => &i.sig.ident,
            Item::Macro(i) => i.ident.as_ref()?,
            Item::Static(i) => &i.ident,
            Item::Struct(i) => &i.ident,
            Item::Trait(i) => &i.ident,
            Item::Type(i) => &i.ident,
            Item::Union(i) => &i.ident,
            _ => return None,
        }
        .to_string(),
    )
}

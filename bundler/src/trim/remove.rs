//! Removing what the oracle called unused from the syntax tree, and what
//! those removals leave dangling.

use super::*;
pub(super) use crate::tree::item_attrs;
use crate::tree::AssocItem;
use proc_macro2::TokenStream;
use quote::ToTokens;
use std::collections::{BTreeMap, BTreeSet};
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{ImplItem, Item, TraitItem, UseTree};

/// The unused items of a parsed bundle, by name, with their tokens.
pub(super) struct DeadItems<'a> {
    pub(super) findings: &'a Findings,
    pub(super) items: Vec<(String, TokenStream)>,
}

impl DeadItems<'_> {
    /// Takes `item`, named `name`, if the oracle found it unused.
    fn take(&mut self, name: Option<&syn::Ident>, item: &dyn ToTokens) {
        if let Some(name) = name {
            if self.findings.dead.contains(&pos(name.span().start())) {
                self.items.push((name.to_string(), item.to_token_stream()));
            }
        }
    }
}

impl<'ast> Visit<'ast> for DeadItems<'_> {
    fn visit_item(&mut self, i: &'ast Item) {
        self.take(item_ident(i), i);
        syn::visit::visit_item(self, i);
    }
    fn visit_impl_item(&mut self, i: &'ast ImplItem) {
        self.take(i.ident(), i);
        syn::visit::visit_impl_item(self, i);
    }
    fn visit_trait_item(&mut self, i: &'ast TraitItem) {
        self.take(i.ident(), i);
        syn::visit::visit_trait_item(self, i);
    }
}

/// Removes what a check found unused or dangling.
pub(super) struct Remove<'a> {
    pub(super) findings: &'a Findings,
    pub(super) protected: &'a BTreeSet<String>,
    /// How many items at the file's start are the binary's own: none of
    /// them, nor anything inside them, is removed.
    pub(super) own: usize,
    /// Names in `macro_rules!` bodies: a trait method a macro implements
    /// stays in its trait.
    pub(super) in_macros: BTreeSet<String>,
    /// Items removed this round that are named by a path and whose name
    /// nothing else in the bundle declares: their imports (and the impls
    /// of the types and traits) go in the same round.
    pub(super) gone: BTreeSet<String>,
    pub(super) removed: usize,
    /// Of those, unused imports.
    pub(super) unused_imports: usize,
    /// And inline modules left empty.
    pub(super) empty_modules: usize,
}

impl Remove<'_> {
    /// Whether `name` is unused, and not protected.
    pub(super) fn dead(&self, name: &syn::Ident) -> bool {
        self.findings.dead.contains(&pos(name.span().start()))
            && !self.protected.contains(&name.to_string())
    }

    /// Whether to keep `item` (an item of a module or block), after
    /// trimming what is inside it that is not visited on its own.
    pub(super) fn keep(&mut self, item: &mut Item) -> bool {
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
                !(dangling || inherent && i.items.is_empty())
            }
            Item::Trait(t) if !self.dead(&t.ident) => {
                let had = t.items.len();
                let in_macros = &self.in_macros;
                t.items.retain(|it| {
                    !it.ident()
                        .is_some_and(|n| self.dead(n) && !in_macros.contains(&n.to_string()))
                });
                self.removed += had - t.items.len();
                true
            }
            Item::Macro(m) => !m.ident.as_ref().is_some_and(|n| {
                self.findings.unused_at(pos(n.span().start()))
                    && !self.protected.contains(&n.to_string())
            }),
            Item::Mod(m) => {
                let empty = m
                    .content
                    .as_ref()
                    .is_some_and(|(_, items)| items.is_empty());
                self.empty_modules += usize::from(empty);
                !empty
            }
            other => !item_ident(other).is_some_and(|n| self.dead(n)),
        };
        if !keep {
            self.removed += 1;
        }
        keep
    }

    pub(super) fn keep_impl_item(&self, item: &ImplItem, inherent: bool) -> bool {
        let Some(name) = item.ident() else {
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
    pub(super) fn prune_use(
        &mut self,
        tree: &mut UseTree,
        prefix: &mut Vec<String>,
        item: Range,
    ) -> bool {
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
        // The binary's own items, first, stay as written.
        let mut library = f.items.split_off(self.own.min(f.items.len()));
        for item in &mut library {
            self.visit_item_mut(item);
        }
        library.retain_mut(|i| self.keep(i));
        f.items.extend(library);
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
pub(super) fn last_is(path: &syn::Path, names: &BTreeSet<String>) -> bool {
    path.segments
        .last()
        .is_some_and(|s| names.contains(&s.ident.to_string()))
}

/// The unused, unprotected items of `file` that are named by a path (types,
/// traits, functions, constants and statics) whose name no other item of
/// `file` declares: their imports go with them, and the impls of the types
/// and traits.
pub(super) fn gone_items(
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
                let by_path = matches!(
                    i,
                    Item::Struct(_)
                        | Item::Enum(_)
                        | Item::Union(_)
                        | Item::Trait(_)
                        | Item::Type(_)
                        | Item::Fn(_)
                        | Item::Const(_)
                        | Item::Static(_)
                );
                if by_path && self.findings.dead.contains(&pos(name.span().start())) {
                    self.dead.insert(name.to_string());
                }
            }
            syn::visit::visit_item(self, i);
        }
        fn visit_impl_item(&mut self, i: &'ast ImplItem) {
            if let Some(name) = i.ident() {
                *self.declared.entry(name.to_string()).or_default() += 1;
            }
            syn::visit::visit_impl_item(self, i);
        }
        fn visit_trait_item(&mut self, i: &'ast TraitItem) {
            if let Some(name) = i.ident() {
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
pub(super) fn in_macros(file: &syn::File) -> BTreeSet<String> {
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

pub(super) fn item_ident(item: &Item) -> Option<&syn::Ident> {
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

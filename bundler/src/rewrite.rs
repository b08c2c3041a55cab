//! Path rewriting: the library becomes `mod cp_games` at the bundle's
//! root, and carried crates become modules too.

use super::{Names, Source};
use proc_macro2::{Group, Ident, Punct, Spacing, TokenStream, TokenTree};
use syn::visit_mut::VisitMut;
use syn::Item;

/// Rewrites the paths of an item of crate `source` for its place in the
/// bundle; `names` tells which crate names the bundle carries as modules.
/// An item of an edition-2015 crate first has its crate-relative paths
/// (`use util::f;`, `::util::f`) made `crate::` paths.
pub(super) fn rewrite(mut item: Item, source: Source, names: &Names) -> Item {
    if names.edition_2015(source) {
        Edition2015 { names }.visit_item_mut(&mut item);
    }
    Rewrite { source, names }.visit_item_mut(&mut item);
    item
}

struct Rewrite<'a> {
    source: Source,
    names: &'a Names,
}

impl Rewrite<'_> {
    /// The module that a path starting with crate name `first` goes to,
    /// for names of crates that the bundle carries.
    fn carried(&self, first: &str) -> Option<&'static str> {
        self.names.carried(first).map(Source::module)
    }

    /// `crate` in this crate's code means the bundle module it becomes.
    fn own(&self) -> Option<&'static str> {
        (self.source != Source::BIN).then(|| self.source.module())
    }

    /// New leading segments for a path that starts with `first`: `crate`
    /// and a module name, or `None` to leave it.
    fn reroot(&self, first: &str, leading_colon: bool, more: bool) -> Option<&'static str> {
        if first == "crate" {
            // `pub(crate)` stays: only `crate::...` paths move.
            return self.own().filter(|_| more);
        }
        if leading_colon || more {
            return self.carried(first);
        }
        None
    }

    /// Makes a `use` tree that starts with `crate` (in the library) or a
    /// carried crate's name start with `crate::<module>` instead: `a::b`,
    /// `a` and `a as c` alike. Returns whether it did.
    fn reroot_use(&self, tree: &mut syn::UseTree, leading_colon: bool) -> bool {
        let first = match tree {
            syn::UseTree::Path(p) => &p.ident,
            syn::UseTree::Name(n) => &n.ident,
            syn::UseTree::Rename(r) => &r.ident,
            syn::UseTree::Glob(_) | syn::UseTree::Group(_) => return false,
        };
        // The first segment of a `use` is always a crate or module name.
        let Some(module) = self.reroot(&first.to_string(), leading_colon, true) else {
            return false;
        };
        let span = first.span();
        let glob = syn::UseTree::Glob(syn::UseGlob {
            star_token: Default::default(),
        });
        let moved = match std::mem::replace(tree, glob) {
            syn::UseTree::Path(p) => syn::UseTree::Path(syn::UsePath {
                ident: Ident::new(module, span),
                ..p
            }),
            syn::UseTree::Name(_) => syn::UseTree::Name(syn::UseName {
                ident: Ident::new(module, span),
            }),
            syn::UseTree::Rename(r) => syn::UseTree::Rename(syn::UseRename {
                ident: Ident::new(module, span),
                ..r
            }),
            syn::UseTree::Glob(_) | syn::UseTree::Group(_) => unreachable!("returned above"),
        };
        *tree = syn::UseTree::Path(syn::UsePath {
            ident: Ident::new("crate", span),
            colon2_token: Default::default(),
            tree: Box::new(moved),
        });
        true
    }

    fn tokens(&self, tokens: TokenStream) -> TokenStream {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out = Vec::with_capacity(trees.len());
        let mut i = 0;
        while i < trees.len() {
            let colons_at = |k: usize| {
                matches!((trees.get(k), trees.get(k + 1)),
                    (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                        if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':')
            };
            match &trees[i] {
                TokenTree::Ident(id) if colons_at(i + 1) => {
                    let after_colons = i >= 2 && colons_at(i - 2);
                    let leading = after_colons
                        && !matches!(trees.get(i.wrapping_sub(3)), Some(TokenTree::Ident(_)));
                    let name = id.to_string();
                    let target = if name == "crate" {
                        self.own()
                    } else if !after_colons || leading {
                        self.carried(&name)
                    } else {
                        None
                    };
                    match target {
                        Some(module) => {
                            if leading {
                                // drop the `::` already written
                                out.truncate(out.len() - 2);
                            }
                            if name != "crate"
                                || !matches!(out.last(), Some(TokenTree::Punct(p)) if p.as_char() == '$')
                            {
                                out.push(TokenTree::Ident(Ident::new("crate", id.span())));
                            } else {
                                out.push(trees[i].clone());
                            }
                            out.extend(colons());
                            out.push(TokenTree::Ident(Ident::new(module, id.span())));
                        }
                        None => out.push(trees[i].clone()),
                    }
                }
                TokenTree::Group(g) => {
                    let mut group = Group::new(g.delimiter(), self.tokens(g.stream()));
                    group.set_span(g.span());
                    out.push(TokenTree::Group(group));
                }
                other => out.push(other.clone()),
            }
            i += 1;
        }
        out.into_iter().collect()
    }
}

fn colons() -> [TokenTree; 2] {
    [
        TokenTree::Punct(Punct::new(':', Spacing::Joint)),
        TokenTree::Punct(Punct::new(':', Spacing::Alone)),
    ]
}

impl VisitMut for Rewrite<'_> {
    fn visit_path_mut(&mut self, p: &mut syn::Path) {
        if let Some(first) = p.segments.first() {
            let name = first.ident.to_string();
            let more = p.segments.len() > 1;
            if let Some(module) = self.reroot(&name, p.leading_colon.is_some(), more) {
                let span = first.ident.span();
                let mut segments = syn::punctuated::Punctuated::new();
                segments.push(syn::PathSegment::from(Ident::new("crate", span)));
                segments.push(syn::PathSegment::from(Ident::new(module, span)));
                segments.extend(p.segments.iter().skip(1).cloned());
                p.segments = segments;
                p.leading_colon = None;
            }
        }
        syn::visit_mut::visit_path_mut(self, p);
    }

    /// A `use` at any depth (a module, a function body, a closure's or a
    /// constant's block: the visitor reaches them all) is rerooted like a
    /// path; `use {a::b, c::d};` branch by branch.
    fn visit_item_use_mut(&mut self, u: &mut syn::ItemUse) {
        match &mut u.tree {
            // `::{...}` has no `crate::` form: its branches are left as written
            syn::UseTree::Group(group) if u.leading_colon.is_none() => {
                for tree in group.items.iter_mut() {
                    self.reroot_use(tree, false);
                }
            }
            tree => {
                if self.reroot_use(tree, u.leading_colon.is_some()) {
                    u.leading_colon = None;
                }
            }
        }
        syn::visit_mut::visit_item_use_mut(self, u);
    }

    fn visit_macro_mut(&mut self, m: &mut syn::Macro) {
        self.visit_path_mut(&mut m.path);
        m.tokens = self.tokens(std::mem::take(&mut m.tokens));
    }
}

/// Edition 2015: a `use` path, or a path with a leading `::`, starts at the
/// crate root unless it names a crate; later editions write `crate::`.
struct Edition2015<'a> {
    names: &'a Names,
}

impl Edition2015<'_> {
    /// Whether a path starting with `first` is crate-relative in 2015.
    fn relative(&self, first: &str) -> bool {
        !matches!(first, "crate" | "self" | "super" | "std" | "core" | "alloc")
            && !self.names.is_crate(first)
    }
}

impl Edition2015<'_> {
    /// `::a::b` in a macro's tokens, where `a` is no crate: `crate::a::b`.
    fn tokens(&self, tokens: TokenStream) -> TokenStream {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out = Vec::with_capacity(trees.len());
        for (i, tree) in trees.iter().enumerate() {
            let leading = match (trees.get(i), trees.get(i + 1), trees.get(i + 2)) {
                (
                    Some(TokenTree::Punct(a)),
                    Some(TokenTree::Punct(b)),
                    Some(TokenTree::Ident(id)),
                ) if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':' => {
                    let after_path = i > 0 && matches!(&trees[i - 1], TokenTree::Ident(_))
                        || matches!(trees.get(i.wrapping_sub(1)), Some(TokenTree::Punct(p)) if p.as_char() == '>' || p.as_char() == '$');
                    !after_path && self.relative(&id.to_string())
                }
                _ => false,
            };
            if leading {
                out.push(TokenTree::Ident(Ident::new(
                    "crate",
                    proc_macro2::Span::call_site(),
                )));
            }
            match tree {
                TokenTree::Group(g) => {
                    let mut group = Group::new(g.delimiter(), self.tokens(g.stream()));
                    group.set_span(g.span());
                    out.push(TokenTree::Group(group));
                }
                other => out.push(other.clone()),
            }
        }
        out.into_iter().collect()
    }
}

impl VisitMut for Edition2015<'_> {
    fn visit_macro_mut(&mut self, m: &mut syn::Macro) {
        self.visit_path_mut(&mut m.path);
        m.tokens = self.tokens(std::mem::take(&mut m.tokens));
    }

    fn visit_path_mut(&mut self, p: &mut syn::Path) {
        if p.leading_colon.is_some() {
            if let Some(first) = p.segments.first() {
                if self.relative(&first.ident.to_string()) {
                    let span = first.ident.span();
                    p.segments
                        .insert(0, syn::PathSegment::from(Ident::new("crate", span)));
                    p.leading_colon = None;
                }
            }
        }
        syn::visit_mut::visit_path_mut(self, p);
    }

    fn visit_item_use_mut(&mut self, u: &mut syn::ItemUse) {
        let prefix = |tree: &mut syn::UseTree| {
            let first = match &*tree {
                syn::UseTree::Path(p) => p.ident.clone(),
                syn::UseTree::Name(n) => n.ident.clone(),
                syn::UseTree::Rename(r) => r.ident.clone(),
                syn::UseTree::Glob(_) | syn::UseTree::Group(_) => return true,
            };
            if self.relative(&first.to_string()) {
                let inner = std::mem::replace(
                    tree,
                    syn::UseTree::Glob(syn::UseGlob {
                        star_token: Default::default(),
                    }),
                );
                *tree = syn::UseTree::Path(syn::UsePath {
                    ident: Ident::new("crate", first.span()),
                    colon2_token: Default::default(),
                    tree: Box::new(inner),
                });
            }
            false
        };
        if prefix(&mut u.tree) {
            // `use {a, b};` and `use *;`: the root's names
            let inner = std::mem::replace(
                &mut u.tree,
                syn::UseTree::Glob(syn::UseGlob {
                    star_token: Default::default(),
                }),
            );
            let inner = match inner {
                syn::UseTree::Group(mut g) => {
                    for t in g.items.iter_mut() {
                        prefix(t);
                    }
                    syn::UseTree::Group(g)
                }
                other => syn::UseTree::Path(syn::UsePath {
                    ident: Ident::new("crate", proc_macro2::Span::call_site()),
                    colon2_token: Default::default(),
                    tree: Box::new(other),
                }),
            };
            u.tree = inner;
        }
        u.leading_colon = None;
        syn::visit_mut::visit_item_use_mut(self, u);
    }
}

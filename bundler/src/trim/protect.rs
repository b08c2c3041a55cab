//! What the oracle cannot see: code that a `#[cfg]` turns off where
//! rustc runs, and the names it uses, which trimming must keep; and the
//! names the binary's own unused imports bring in (its files are kept as
//! written, unused imports too).

use super::*;
use crate::tree::AssocItem;
use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::BTreeSet;
use std::process::Command;
use std::sync::OnceLock;
use syn::visit::Visit;
use syn::{ImplItem, Item};

/// Names that code the compiler does not see names: such items stay.
pub(super) struct Protected {
    /// What the compiler's `#[cfg]`s hold where it runs (`unix`,
    /// `target_arch="x86_64"`, ...).
    pub(super) host: BTreeSet<String>,
    pub(super) names: BTreeSet<String>,
}

impl Protected {
    pub(super) fn of(file: &syn::File) -> Result<Protected, String> {
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
    /// protected, until no more are added. The unused items of the first
    /// `own` items of `file` (the binary's own code, kept as written) stay
    /// whatever their names: all their names are added.
    pub(super) fn grow(&mut self, file: &syn::File, findings: &Findings, own: usize) {
        let mut dead = DeadItems {
            findings,
            items: Vec::new(),
        };
        let mut imports = UnusedImports {
            findings,
            names: &mut self.names,
        };
        for item in file.items.iter().take(own) {
            dead.visit_item(item);
            imports.visit_item(item);
        }
        for (_, tokens) in dead.items.drain(..) {
            idents(tokens, &mut self.names);
        }
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

/// The names that the binary's own unused imports bring in: the imports
/// stay (its files are kept as written), so what they name must too.
struct UnusedImports<'a> {
    findings: &'a Findings,
    names: &'a mut BTreeSet<String>,
}

impl<'ast> Visit<'ast> for UnusedImports<'_> {
    fn visit_use_name(&mut self, u: &'ast syn::UseName) {
        if self.findings.unused_at(pos(u.ident.span().start())) {
            self.names.insert(u.ident.to_string());
        }
    }
    fn visit_use_rename(&mut self, u: &'ast syn::UseRename) {
        if self.findings.unused_at(pos(u.ident.span().start())) {
            self.names.insert(u.ident.to_string());
        }
    }
}

pub(super) fn idents(tokens: TokenStream, out: &mut BTreeSet<String>) {
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
pub(super) fn holds(meta: &syn::Meta, host: &BTreeSet<String>) -> bool {
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
pub(super) struct OffCode<'a> {
    pub(super) host: &'a BTreeSet<String>,
    pub(super) names: BTreeSet<String>,
}

impl OffCode<'_> {
    /// Whether the node with `attrs` is off; if so its names are taken.
    pub(super) fn off(&mut self, attrs: &[syn::Attribute], node: &dyn ToTokens) -> bool {
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

/// `Visit` methods for nodes with an `attrs` field: a node that is off
/// is not walked into.
macro_rules! unless_off {
    ($($visit:ident: $node:ty),* $(,)?) => {$(
        fn $visit(&mut self, node: &'ast $node) {
            if !self.off(&node.attrs, node) {
                syn::visit::$visit(self, node);
            }
        }
    )*};
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
        if !self.off(i.attrs(), i) {
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
    unless_off! {
        visit_field: syn::Field,
        visit_field_value: syn::FieldValue,
        visit_arm: syn::Arm,
        visit_variant: syn::Variant,
    }
}

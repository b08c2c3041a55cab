//! The library's compile-time switch for bundles: `cp_games_scalar_input`
//! (declared in Cargo.toml's `check-cfg`) builds the input reader without
//! its AVX2 decoder. A judge compiles a bundle with no `--cfg`, so the
//! bundler decides it: for each binary, the switch is off when Cargo.toml's
//! `package.metadata.bundle.avx2` lists it, and on otherwise. Every
//! `#[cfg]` that names the switch is evaluated on the tree: the attribute
//! goes when it then holds, the code it is on goes when it does not, and
//! what remains of a mixed predicate stays (`all(target_arch = "x86_64",
//! not(cp_games_scalar_input))` becomes `target_arch = "x86_64"` or goes).
//! Code made dead this way is then trimmed like any other.

use crate::tree::AssocItem;
use proc_macro2::Span;
use quote::ToTokens;
use std::collections::BTreeSet;
use syn::punctuated::Punctuated;
use syn::visit_mut::VisitMut;
use syn::{Attribute, Meta, Token};

/// The switch's name.
pub(super) const SCALAR_INPUT: &str = "cp_games_scalar_input";

/// A predicate with the switch's value put in.
enum Simplified {
    Const(bool),
    Meta(Box<Meta>),
}

/// What is evaluated: the switch, or a carried crate's cargo features.
#[derive(Clone, Copy)]
enum Mode<'a> {
    Scalar(bool),
    Features(&'a BTreeSet<String>),
}

impl Mode<'_> {
    /// The value of a predicate that is a leaf this mode decides.
    fn leaf(self, meta: &Meta) -> Option<bool> {
        match (self, meta) {
            (Mode::Scalar(on), Meta::Path(p)) if p.is_ident(SCALAR_INPUT) => Some(on),
            (Mode::Features(set), Meta::NameValue(nv)) if nv.path.is_ident("feature") => {
                match &nv.value {
                    syn::Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(s),
                        ..
                    }) => Some(set.contains(&s.value())),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// A word every predicate this mode decides contains.
    fn word(self) -> &'static str {
        match self {
            Mode::Scalar(_) => SCALAR_INPUT,
            Mode::Features(_) => "feature",
        }
    }
}

fn simplify(meta: &Meta, on: Mode) -> Simplified {
    if let Some(b) = on.leaf(meta) {
        return Simplified::Const(b);
    }
    match meta {
        Meta::List(list) => {
            let name = list.path.get_ident().map(|i| i.to_string());
            let Ok(args) = list.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
            else {
                return Simplified::Meta(Box::new(meta.clone()));
            };
            let parts: Vec<Simplified> = args.iter().map(|m| simplify(m, on)).collect();
            match name.as_deref() {
                Some("not") if parts.len() == 1 => match parts.into_iter().next() {
                    Some(Simplified::Const(b)) => Simplified::Const(!b),
                    Some(Simplified::Meta(m)) => {
                        Simplified::Meta(Box::new(syn::parse_quote!(not(#m))))
                    }
                    None => Simplified::Meta(Box::new(meta.clone())),
                },
                Some(op @ ("all" | "any")) => {
                    // all: a false part decides, true parts drop out; any: dually
                    let decides = op == "any";
                    let mut rest = Vec::new();
                    for part in parts {
                        match part {
                            Simplified::Const(b) if b == decides => {
                                return Simplified::Const(decides)
                            }
                            Simplified::Const(_) => {}
                            Simplified::Meta(m) => rest.push(*m),
                        }
                    }
                    match rest.len() {
                        0 => Simplified::Const(!decides),
                        1 => Simplified::Meta(Box::new(rest.pop().expect("one part"))),
                        _ => {
                            let op = syn::Ident::new(op, Span::call_site());
                            Simplified::Meta(Box::new(syn::parse_quote!(#op(#(#rest),*))))
                        }
                    }
                }
                _ => Simplified::Meta(Box::new(meta.clone())),
            }
        }
        other => Simplified::Meta(Box::new(other.clone())),
    }
}

fn names_switch(a: &Attribute, on: Mode) -> bool {
    a.path().is_ident("cfg") && a.to_token_stream().to_string().contains(on.word())
}

/// Evaluates the switch in `attrs`; returns whether the code they are on
/// stays.
fn evaluate(attrs: &mut Vec<Attribute>, on: Mode) -> bool {
    let mut stays = true;
    attrs.retain_mut(|a| {
        let Meta::List(list) = &a.meta else {
            return true;
        };
        if !list.path.is_ident("cfg") || !list.tokens.to_string().contains(on.word()) {
            return true;
        }
        let Ok(pred) = list.parse_args::<Meta>() else {
            return true;
        };
        match simplify(&pred, on) {
            Simplified::Const(b) => {
                stays &= b;
                false
            }
            Simplified::Meta(m) => {
                *a = syn::parse_quote!(#[cfg(#m)]);
                true
            }
        }
    });
    stays
}

/// Puts the switch's value, `on`, into `file`. Fails if the switch is
/// named anywhere it cannot be evaluated (a `cfg!`, a `cfg_attr`, an
/// attribute on an expression).
pub(super) fn apply(file: &mut syn::File, on: bool) -> Result<(), String> {
    Apply {
        on: Mode::Scalar(on),
    }
    .visit_file_mut(file);
    let left = file.to_token_stream().to_string();
    if left.contains(SCALAR_INPUT) {
        return Err(format!(
            "the bundler evaluates `{SCALAR_INPUT}` only in #[cfg] on items, impl and \
             trait items, statements, fields and match arms; it is named elsewhere too"
        ));
    }
    Ok(())
}

/// Evaluates `#[cfg(feature = "...")]` in `items` (a carried crate's), for
/// the cargo features `enabled`: code under a feature that is off goes.
pub(super) fn features(items: &mut Vec<syn::Item>, enabled: &BTreeSet<String>) {
    let mut file = syn::File {
        shebang: None,
        attrs: Vec::new(),
        items: std::mem::take(items),
    };
    Apply {
        on: Mode::Features(enabled),
    }
    .visit_file_mut(&mut file);
    *items = file.items;
}

struct Apply<'a> {
    on: Mode<'a>,
}

impl VisitMut for Apply<'_> {
    fn visit_file_mut(&mut self, f: &mut syn::File) {
        f.items.retain_mut(|i| item_stays(i, self.on));
        syn::visit_mut::visit_file_mut(self, f);
    }
    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            items.retain_mut(|i| item_stays(i, self.on));
        }
        syn::visit_mut::visit_item_mod_mut(self, m);
    }
    fn visit_item_impl_mut(&mut self, i: &mut syn::ItemImpl) {
        assoc_items_stay(&mut i.items, self.on);
        syn::visit_mut::visit_item_impl_mut(self, i);
    }
    fn visit_item_trait_mut(&mut self, t: &mut syn::ItemTrait) {
        assoc_items_stay(&mut t.items, self.on);
        syn::visit_mut::visit_item_trait_mut(self, t);
    }
    fn visit_block_mut(&mut self, b: &mut syn::Block) {
        let on = self.on;
        b.stmts.retain_mut(|s| match s {
            syn::Stmt::Item(i) => item_stays(i, on),
            syn::Stmt::Local(l) => evaluate(&mut l.attrs, on),
            syn::Stmt::Macro(m) => evaluate(&mut m.attrs, on),
            syn::Stmt::Expr(syn::Expr::Block(e), semi) => {
                let switched = e.attrs.iter().any(|a| names_switch(a, on));
                let stays = evaluate(&mut e.attrs, on);
                // A block the switch was on, now bare, holding one
                // expression: that expression (the braces would be linted).
                if let (true, [], None, [syn::Stmt::Expr(inner, None)]) =
                    (switched, &e.attrs[..], &e.label, &e.block.stmts[..])
                {
                    *s = syn::Stmt::Expr(inner.clone(), *semi);
                }
                stays
            }
            syn::Stmt::Expr(syn::Expr::If(e), _) => evaluate(&mut e.attrs, on),
            _ => true,
        });
        syn::visit_mut::visit_block_mut(self, b);
    }
    fn visit_fields_named_mut(&mut self, f: &mut syn::FieldsNamed) {
        entries_stay(&mut f.named, self.on, |field| &mut field.attrs);
        syn::visit_mut::visit_fields_named_mut(self, f);
    }
    fn visit_expr_struct_mut(&mut self, e: &mut syn::ExprStruct) {
        entries_stay(&mut e.fields, self.on, |field| &mut field.attrs);
        syn::visit_mut::visit_expr_struct_mut(self, e);
    }
    fn visit_expr_match_mut(&mut self, m: &mut syn::ExprMatch) {
        let on = self.on;
        m.arms.retain_mut(|a| evaluate(&mut a.attrs, on));
        syn::visit_mut::visit_expr_match_mut(self, m);
    }
}

fn item_stays(item: &mut syn::Item, on: Mode) -> bool {
    crate::tree::item_attrs_mut(item).is_none_or(|attrs| evaluate(attrs, on))
}

/// Keeps the entries of `list` that stay (a struct's fields, or a struct
/// expression's), each with the attributes `attrs` gives.
fn entries_stay<T, P: Default>(
    list: &mut Punctuated<T, P>,
    on: Mode,
    attrs: fn(&mut T) -> &mut Vec<Attribute>,
) {
    *list = std::mem::take(list)
        .into_iter()
        .filter_map(|mut entry| evaluate(attrs(&mut entry), on).then_some(entry))
        .collect();
}

/// Keeps the associated items of an impl or a trait that stay.
fn assoc_items_stay(items: &mut Vec<impl AssocItem>, on: Mode) {
    items.retain_mut(|item| item.attrs_mut().is_none_or(|attrs| evaluate(attrs, on)));
}

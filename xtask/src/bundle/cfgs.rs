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

use proc_macro2::Span;
use quote::ToTokens;
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

fn simplify(meta: &Meta, on: bool) -> Simplified {
    match meta {
        Meta::Path(p) if p.is_ident(SCALAR_INPUT) => Simplified::Const(on),
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

fn names_switch(a: &Attribute) -> bool {
    a.path().is_ident("cfg") && a.to_token_stream().to_string().contains(SCALAR_INPUT)
}

/// Evaluates the switch in `attrs`; returns whether the code they are on
/// stays.
fn evaluate(attrs: &mut Vec<Attribute>, on: bool) -> bool {
    let mut stays = true;
    attrs.retain_mut(|a| {
        let Meta::List(list) = &a.meta else {
            return true;
        };
        if !list.path.is_ident("cfg") || !list.tokens.to_string().contains(SCALAR_INPUT) {
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
    Apply { on }.visit_file_mut(file);
    let left = file.to_token_stream().to_string();
    if left.contains(SCALAR_INPUT) {
        return Err(format!(
            "the bundler evaluates `{SCALAR_INPUT}` only in #[cfg] on items, impl and \
             trait items, statements, fields and match arms; it is named elsewhere too"
        ));
    }
    Ok(())
}

struct Apply {
    on: bool,
}

impl VisitMut for Apply {
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
        let on = self.on;
        i.items.retain_mut(|item| match item {
            syn::ImplItem::Fn(f) => evaluate(&mut f.attrs, on),
            syn::ImplItem::Const(c) => evaluate(&mut c.attrs, on),
            syn::ImplItem::Type(t) => evaluate(&mut t.attrs, on),
            _ => true,
        });
        syn::visit_mut::visit_item_impl_mut(self, i);
    }
    fn visit_item_trait_mut(&mut self, t: &mut syn::ItemTrait) {
        let on = self.on;
        t.items.retain_mut(|item| match item {
            syn::TraitItem::Fn(f) => evaluate(&mut f.attrs, on),
            syn::TraitItem::Const(c) => evaluate(&mut c.attrs, on),
            syn::TraitItem::Type(t) => evaluate(&mut t.attrs, on),
            _ => true,
        });
        syn::visit_mut::visit_item_trait_mut(self, t);
    }
    fn visit_block_mut(&mut self, b: &mut syn::Block) {
        let on = self.on;
        b.stmts.retain_mut(|s| match s {
            syn::Stmt::Item(i) => item_stays(i, on),
            syn::Stmt::Local(l) => evaluate(&mut l.attrs, on),
            syn::Stmt::Macro(m) => evaluate(&mut m.attrs, on),
            syn::Stmt::Expr(syn::Expr::Block(e), semi) => {
                let switched = e.attrs.iter().any(names_switch);
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
        let on = self.on;
        f.named = std::mem::take(&mut f.named)
            .into_iter()
            .filter_map(|mut field| evaluate(&mut field.attrs, on).then_some(field))
            .collect();
        syn::visit_mut::visit_fields_named_mut(self, f);
    }
    fn visit_expr_struct_mut(&mut self, e: &mut syn::ExprStruct) {
        let on = self.on;
        e.fields = std::mem::take(&mut e.fields)
            .into_iter()
            .filter_map(|mut field| evaluate(&mut field.attrs, on).then_some(field))
            .collect();
        syn::visit_mut::visit_expr_struct_mut(self, e);
    }
    fn visit_expr_match_mut(&mut self, m: &mut syn::ExprMatch) {
        let on = self.on;
        m.arms.retain_mut(|a| evaluate(&mut a.attrs, on));
        syn::visit_mut::visit_expr_match_mut(self, m);
    }
}

fn item_stays(item: &mut syn::Item, on: bool) -> bool {
    crate::tree::item_attrs_mut(item).is_none_or(|attrs| evaluate(attrs, on))
}

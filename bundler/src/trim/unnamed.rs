//! Before the oracle: functions, constants and statics of modules, and
//! methods and constants of inherent impls, that no token of the bundle
//! names go at once, without asking the compiler.
//!
//! An item whose name occurs nowhere but in its own definition cannot be
//! used: Rust reaches a function, constant or static only through a path
//! ending in its name (a macro body, an attribute or cfg-off code naming
//! it counts too, as all of them are tokens of the file). Removing one
//! takes away the names in its own tokens, so others may follow; this runs
//! until none does. Names shared by several items, and `main`, keep them
//! all. Whatever this leaves, the compiler's lints judge afterwards: this
//! only makes the first check smaller, and makes a bundle whose sources
//! differ by an unnamed function the same text before the checks (so the
//! trimming cache answers for it).

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::BTreeMap;
use syn::{ImplItem, Item};

/// Removes from `file` the module-level functions, constants and statics,
/// and the inherent impls' methods and constants, that no token outside
/// themselves names; returns how many went. The first `own` items (the
/// binary's own) are not touched, but their names count.
pub(super) fn remove_unnamed(file: &mut syn::File, own: usize) -> usize {
    let mut counts = BTreeMap::new();
    count(file.to_token_stream(), &mut counts, 1);
    let mut removed = 0;
    let mut library = file.items.split_off(own.min(file.items.len()));
    loop {
        let before = removed;
        removed += sweep(&mut library, &mut counts);
        if removed == before {
            file.items.extend(library);
            return removed;
        }
    }
}

/// One pass over `items` and the inline modules in them.
fn sweep(items: &mut Vec<Item>, counts: &mut BTreeMap<String, i64>) -> usize {
    let mut removed = 0;
    for item in items.iter_mut() {
        match item {
            Item::Mod(m) => {
                if let Some((_, inner)) = &mut m.content {
                    removed += sweep(inner, counts);
                }
            }
            // Methods and constants of inherent impls; a trait impl's
            // items are the trait's, named or not.
            Item::Impl(i) if i.trait_.is_none() => {
                i.items.retain(|item| {
                    let (ident, attrs) = match item {
                        ImplItem::Fn(f) => (&f.sig.ident, &f.attrs),
                        ImplItem::Const(c) => (&c.ident, &c.attrs),
                        _ => return true,
                    };
                    let gone = !linked(attrs) && unnamed(ident, item, counts);
                    removed += usize::from(gone);
                    !gone
                });
            }
            _ => {}
        }
    }
    items.retain(|item| {
        let (ident, attrs) = match item {
            Item::Fn(f) => (&f.sig.ident, &f.attrs),
            Item::Const(c) => (&c.ident, &c.attrs),
            Item::Static(s) => (&s.ident, &s.attrs),
            _ => return true,
        };
        let gone = ident != "main" && !linked(attrs) && unnamed(ident, item, counts);
        removed += usize::from(gone);
        !gone
    });
    removed
}

/// Whether `item`, called `ident`, holds every occurrence of its name in
/// the file; if so, its tokens are taken out of `counts`.
fn unnamed(ident: &syn::Ident, item: &dyn ToTokens, counts: &mut BTreeMap<String, i64>) -> bool {
    let mut own = BTreeMap::new();
    count(item.to_token_stream(), &mut own, 1);
    let name = ident.to_string();
    if counts.get(&name) != own.get(&name) {
        return false;
    }
    for (ident, n) in own {
        *counts.get_mut(&ident).expect("counted in the file") -= n;
    }
    true
}

/// Whether an attribute lets the linker reach the item, not a path.
fn linked(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        ["no_mangle", "export_name", "used", "link_section", "unsafe"]
            .iter()
            .any(|l| a.path().is_ident(l))
    })
}

/// Adds `by` for each identifier in `tokens`.
fn count(tokens: TokenStream, counts: &mut BTreeMap<String, i64>, by: i64) {
    for tree in tokens {
        match tree {
            TokenTree::Ident(i) => *counts.entry(i.to_string()).or_default() += by,
            TokenTree::Group(g) => count(g.stream(), counts, by),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn left(source: &str) -> (usize, String) {
        let mut file = syn::parse_file(source).unwrap();
        let n = remove_unnamed(&mut file, 0);
        (n, prettyplease::unparse(&file))
    }

    #[test]
    fn what_nothing_names_goes_with_what_only_it_named() {
        let (n, text) = left(
            "fn main() { a(); }
             fn a() {}
             fn b() { c(); }
             fn c() {}
             const K: u8 = 1;
             mod m { pub fn d() { super::b(); } pub static S: u8 = 0; }",
        );
        // d goes, then b (named only in d), then c; K and S are named by
        // nothing.
        assert_eq!(n, 5, "{text}");
        assert!(text.contains("fn a()") && text.contains("mod m"), "{text}");
        for gone in ["fn b(", "fn c(", "fn d(", "const K", "static S"] {
            assert!(!text.contains(gone), "{gone} stayed:\n{text}");
        }
    }

    #[test]
    fn a_name_in_a_macro_a_method_or_a_linked_item_keeps_it() {
        let (n, text) = left(
            "fn main() { m!(); }
             macro_rules! m { () => { f() } }
             fn f() {}
             fn new() {}
             struct T;
             impl T { fn new() -> T { T } }
             #[no_mangle] pub extern \"C\" fn hook() {}
             impl T { fn unused(&self) {} const C: u8 = 0; }
             impl Clone for T { fn clone(&self) -> T { T } }
             #[cfg(windows)] fn g() { h() }
             fn h() {}",
        );
        // `f` is named in the macro, `new` twice, `hook` is linked, and
        // `clone` is the trait's; `h` is named by `g`, whose own name
        // nothing uses: `g` goes, then `h`, and the unnamed method and
        // associated constant.
        assert_eq!(n, 4, "{text}");
        assert!(
            !text.contains("fn unused") && !text.contains("const C"),
            "{text}"
        );
        for kept in ["fn f()", "fn new()", "fn hook()", "fn clone("] {
            assert!(text.contains(kept), "{kept} went:\n{text}");
        }
    }
}

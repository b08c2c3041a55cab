//! A crate's module tree, read from its files with `syn`: each module's own
//! items, its child modules in declaration order, and nothing that only
//! tests or docs need.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use syn::visit_mut::VisitMut;
use syn::{Attribute, Item, Meta};

/// One module: its items other than child modules, and its children.
pub struct Module {
    pub name: String,
    /// The file its items were read from (an inline module's is its
    /// parent's).
    pub file: PathBuf,
    /// `pub`, `pub(crate)`, or empty, as the module was declared.
    pub vis: syn::Visibility,
    pub items: Vec<Item>,
    pub children: Vec<Module>,
}

impl Module {
    /// The child named `name`.
    pub fn child(&self, name: &str) -> Option<&Module> {
        self.children.iter().find(|m| m.name == name)
    }

    /// The module at `path` below this one.
    pub fn at(&self, path: &[String]) -> Option<&Module> {
        path.iter().try_fold(self, |m, name| m.child(name))
    }
}

/// The files a crate was read from, with their contents then.
type Read = Vec<(PathBuf, String)>;

/// Reads the crate whose root file is `root` (`lib.rs` or a binary).
///
/// A thread reads a crate once for the same file contents: the tree is
/// kept with the files it came from, and given out again while every one
/// of them holds the same text (a changed `mod` line changes its file, so
/// a module added or removed is seen). Syntax trees cannot leave their
/// thread (their spans index the thread's table of source text), hence one
/// cache per thread.
pub fn load_crate(root: &Path) -> Result<Rc<Module>, String> {
    thread_local! {
        static LOADED: RefCell<HashMap<PathBuf, (Read, Rc<Module>)>> = RefCell::default();
    }
    let unchanged = |read: &Read| {
        read.iter()
            .all(|(path, text)| std::fs::read_to_string(path).is_ok_and(|now| now == *text))
    };
    let kept = LOADED.with_borrow(|loaded| {
        let (read, module) = loaded.get(root)?;
        unchanged(read).then(|| module.clone())
    });
    if let Some(module) = kept {
        return Ok(module);
    }
    let mut read = Read::new();
    let file = parse_into(root, &mut read)?;
    let dir = root.parent().expect("a file has a folder").to_path_buf();
    let module = Rc::new(load_items(
        "crate".to_string(),
        syn::Visibility::Inherited,
        file.items,
        root,
        &dir,
        &mut read,
    )?);
    LOADED.with_borrow_mut(|loaded| loaded.insert(root.to_path_buf(), (read, module.clone())));
    Ok(module)
}

/// Parses a file, with test-only items, doc comments and doc attributes
/// removed (comments are gone already: they are not part of the tree).
pub fn parse(path: &Path) -> Result<syn::File, String> {
    parse_into(path, &mut Read::new())
}

/// [`parse`], noting the file and its text in `read`.
fn parse_into(path: &Path, read: &mut Read) -> Result<syn::File, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut file =
        syn::parse_file(&text).map_err(|e| format!("cannot parse {}: {e}", path.display()))?;
    read.push((path.to_path_buf(), text));
    file.shebang = None;
    // Inner attributes of a file (`#![warn(missing_docs)]`, `//!` docs) are
    // about the original crate, not a bundle.
    file.attrs.clear();
    Strip.visit_file_mut(&mut file);
    Ok(file)
}

/// `file` is where `items` were read from; `dir` is where the files of this
/// module's children are: the folder of a `mod.rs` or crate root, or
/// `parent/name/` for `name.rs` and inline modules.
fn load_items(
    name: String,
    vis: syn::Visibility,
    items: Vec<Item>,
    file: &Path,
    dir: &Path,
    read: &mut Read,
) -> Result<Module, String> {
    let mut module = Module {
        name,
        file: file.to_path_buf(),
        vis,
        items: Vec::new(),
        children: Vec::new(),
    };
    for item in items {
        let Item::Mod(m) = item else {
            module.items.push(item);
            continue;
        };
        if m.attrs.iter().any(|a| a.path().is_ident("path")) {
            return Err(format!(
                "module `{}` in {} uses #[path], which the bundler does not follow",
                m.ident,
                dir.display()
            ));
        }
        let child_name = m.ident.to_string();
        let child = match m.content {
            Some((_, inner)) => load_items(
                child_name.clone(),
                m.vis,
                inner,
                file,
                &dir.join(&child_name),
                read,
            )?,
            None => {
                let flat = dir.join(format!("{child_name}.rs"));
                let nested = dir.join(&child_name).join("mod.rs");
                let (child_file, child_dir): (PathBuf, PathBuf) = if flat.exists() {
                    (flat, dir.join(&child_name))
                } else if nested.exists() {
                    (nested, dir.join(&child_name))
                } else {
                    return Err(format!(
                        "module `{child_name}`: neither {} nor {} exists",
                        flat.display(),
                        nested.display()
                    ));
                };
                let parsed = parse_into(&child_file, read)?;
                load_items(
                    child_name,
                    m.vis,
                    parsed.items,
                    &child_file,
                    &child_dir,
                    read,
                )?
            }
        };
        module.children.push(child);
    }
    Ok(module)
}

/// Removes `#[cfg(test)]` / `#[cfg(doctest)]` items and every doc attribute,
/// at every depth.
struct Strip;

/// Removes doc attributes (`///` and `//!` comments are `#[doc]`s).
fn strip_docs(attrs: &mut Vec<Attribute>) {
    attrs.retain(|a| !a.path().is_ident("doc"));
}

/// `VisitMut` methods that strip the docs of the node they visit (a node
/// with an `attrs` field), then walk into it.
macro_rules! strip_docs_of {
    ($($visit:ident: $node:ty),* $(,)?) => {$(
        fn $visit(&mut self, node: &mut $node) {
            strip_docs(&mut node.attrs);
            syn::visit_mut::$visit(self, node);
        }
    )*};
}

impl VisitMut for Strip {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        file.items.retain_mut(|item| !test_only(item_attrs(item)));
        syn::visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            items.retain_mut(|item| !test_only(item_attrs(item)));
        }
        syn::visit_mut::visit_item_mod_mut(self, m);
    }

    fn visit_item_impl_mut(&mut self, i: &mut syn::ItemImpl) {
        i.items.retain(|item| !test_only(item.attrs()));
        syn::visit_mut::visit_item_impl_mut(self, i);
    }

    fn visit_block_mut(&mut self, b: &mut syn::Block) {
        b.stmts.retain_mut(|s| match s {
            syn::Stmt::Item(item) => !test_only(item_attrs(item)),
            _ => true,
        });
        syn::visit_mut::visit_block_mut(self, b);
    }

    // The generated visitor reaches attributes one by one, so the vectors
    // that can hold docs are filtered where they are owned.
    fn visit_item_mut(&mut self, item: &mut Item) {
        if let Some(attrs) = item_attrs_mut(item) {
            strip_docs(attrs);
        }
        syn::visit_mut::visit_item_mut(self, item);
    }

    strip_docs_of! {
        visit_impl_item_fn_mut: syn::ImplItemFn,
        visit_impl_item_const_mut: syn::ImplItemConst,
        visit_trait_item_fn_mut: syn::TraitItemFn,
        visit_field_mut: syn::Field,
        visit_variant_mut: syn::Variant,
    }
}

/// Whether `#[cfg(test)]` or `#[cfg(doctest)]` is among `attrs`.
fn test_only(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| match &a.meta {
        Meta::List(list) if list.path.is_ident("cfg") => list
            .parse_args::<syn::Ident>()
            .is_ok_and(|id| id == "test" || id == "doctest"),
        _ => false,
    })
}

/// An item's attributes (none for the kinds that have none: `Verbatim`).
pub(crate) fn item_attrs(item: &Item) -> &[Attribute] {
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

/// An item's attributes, to change (`None` for the kinds that have none).
pub(crate) fn item_attrs_mut(item: &mut Item) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        Item::Const(i) => &mut i.attrs,
        Item::Enum(i) => &mut i.attrs,
        Item::ExternCrate(i) => &mut i.attrs,
        Item::Fn(i) => &mut i.attrs,
        Item::ForeignMod(i) => &mut i.attrs,
        Item::Impl(i) => &mut i.attrs,
        Item::Macro(i) => &mut i.attrs,
        Item::Mod(i) => &mut i.attrs,
        Item::Static(i) => &mut i.attrs,
        Item::Struct(i) => &mut i.attrs,
        Item::Trait(i) => &mut i.attrs,
        Item::TraitAlias(i) => &mut i.attrs,
        Item::Type(i) => &mut i.attrs,
        Item::Union(i) => &mut i.attrs,
        Item::Use(i) => &mut i.attrs,
        _ => return None,
    })
}

/// An associated item, of an impl (`syn::ImplItem`) or of a trait
/// (`syn::TraitItem`): what the bundler reads of its functions, constants
/// and types (it reads nothing of macro calls and verbatim tokens there).
pub(crate) trait AssocItem {
    /// The item's attributes (none for a macro call or verbatim tokens).
    fn attrs(&self) -> &[Attribute];
    /// The item's attributes, to change.
    fn attrs_mut(&mut self) -> Option<&mut Vec<Attribute>>;
    /// The item's name.
    fn ident(&self) -> Option<&syn::Ident>;
}

macro_rules! assoc_item {
    ($($kind:ident),*) => {$(
        impl AssocItem for syn::$kind {
            fn attrs(&self) -> &[Attribute] {
                match self {
                    syn::$kind::Fn(f) => &f.attrs,
                    syn::$kind::Const(c) => &c.attrs,
                    syn::$kind::Type(t) => &t.attrs,
                    _ => &[],
                }
            }
            fn attrs_mut(&mut self) -> Option<&mut Vec<Attribute>> {
                Some(match self {
                    syn::$kind::Fn(f) => &mut f.attrs,
                    syn::$kind::Const(c) => &mut c.attrs,
                    syn::$kind::Type(t) => &mut t.attrs,
                    _ => return None,
                })
            }
            fn ident(&self) -> Option<&syn::Ident> {
                Some(match self {
                    syn::$kind::Fn(f) => &f.sig.ident,
                    syn::$kind::Const(c) => &c.ident,
                    syn::$kind::Type(t) => &t.ident,
                    _ => return None,
                })
            }
        }
    )*};
}

assoc_item!(ImplItem, TraitItem);

//! The binary's own files as written: their text, byte for byte, with
//! only the edits a single file needs, each on the line it changes:
//! - `mod name;` of a module file becomes `mod name {`, the module file's
//!   own text (edited the same way), and `}`;
//! - a path that [`rewrite`] changes for the bundle (`use snippets::f;`
//!   becomes `use crate::snippets::f;`, a crate-relative path of edition
//!   2015 gains `crate::`) gets the tokens it changes replaced in the
//!   text, the rest of the line untouched;
//! - `extern crate name;` of a carried crate, which is a module of the
//!   bundle, is commented out.
//!
//! The edits come from comparing each item's tokens before and after
//! [`rewrite`], which the trimming's checks compiled: the text and the
//! checked tree differ only in layout and comments.

use super::{rewrite::rewrite, Names, Source};
use crate::tree::Module;
use proc_macro2::{Delimiter, LineColumn, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::HashSet;
use std::path::Path;
use syn::Item;

/// The text of the binary's crate `root` (its root module, read from its
/// files) for the bundle.
pub(super) fn text(root: &Module, names: &Names) -> Result<String, String> {
    let mut text = file_text(&root.file, root, names)?;
    if !text.ends_with('\n') {
        text.push('\n');
    }
    Ok(text)
}

/// The text of `path`, whose items are those of `module`, edited.
fn file_text(path: &Path, module: &Module, names: &Names) -> Result<String, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let file =
        syn::parse_file(&text).map_err(|e| format!("cannot parse {}: {e}", path.display()))?;
    let lines = Lines::new(&text);
    let mut edits = Vec::new();
    for item in &file.items {
        if let Item::ExternCrate(e) = item {
            if names.carried(&e.ident.to_string()).is_some() {
                let (start, end) = lines.range(item);
                let written = &text[start..end];
                edits.push((start, end, format!("/* {written} */")));
                continue;
            }
        }
        let shown = || path.display().to_string();
        path_edits(item, names, &lines, &mut edits).map_err(|e| format!("{}: {e}", shown()))?;
    }
    module_edits(&file.items, module, names, &lines, &mut edits)?;
    edits.sort_by_key(|&(start, end, _)| (start, end));
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (start, end, new) in edits {
        if start < at {
            return Err(format!(
                "bundler bug: overlapping edits of {}",
                path.display()
            ));
        }
        out.push_str(&text[at..start]);
        out.push_str(&new);
        at = end;
    }
    out.push_str(&text[at..]);
    Ok(out)
}

/// The edits that put the module files of `items` (of `module`) in place
/// of their `mod name;`, at any depth of inline modules.
fn module_edits(
    items: &[Item],
    module: &Module,
    names: &Names,
    lines: &Lines,
    edits: &mut Vec<(usize, usize, String)>,
) -> Result<(), String> {
    for item in items {
        let Item::Mod(m) = item else { continue };
        // (a module the bundle leaves out, as `#[cfg(test)] mod tests;`,
        // stays as written: the judge's compiler does not look for it)
        let Some(child) = module.child(&m.ident.to_string()) else {
            continue;
        };
        match (&m.content, &m.semi) {
            (Some((_, inner)), _) => module_edits(inner, child, names, lines, edits)?,
            (None, Some(semi)) => {
                let start = lines.byte(semi.span.start());
                let mut inner = file_text(&child.file, child, names)?;
                if !inner.ends_with('\n') {
                    inner.push('\n');
                }
                edits.push((start, start + 1, format!(" {{\n{inner}}}")));
            }
            (None, None) => {}
        }
    }
    Ok(())
}

/// One token as text, with where it was.
struct Token {
    text: String,
    start: LineColumn,
    end: LineColumn,
}

fn flatten(tokens: TokenStream, out: &mut Vec<Token>) {
    for tree in tokens {
        match tree {
            TokenTree::Group(g) => {
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::None => ("", ""),
                };
                if !open.is_empty() {
                    let span = g.span_open();
                    out.push(Token {
                        text: open.into(),
                        start: span.start(),
                        end: span.end(),
                    });
                }
                flatten(g.stream(), out);
                if !close.is_empty() {
                    let span = g.span_close();
                    out.push(Token {
                        text: close.into(),
                        start: span.start(),
                        end: span.end(),
                    });
                }
            }
            other => {
                let span = other.span();
                out.push(Token {
                    text: other.to_string(),
                    start: span.start(),
                    end: span.end(),
                });
            }
        }
    }
}

/// The edits that make `item`'s text what [`rewrite`] makes its tree: the
/// rewritten tokens are walked beside the written ones; a run of new
/// tokens (a `crate` and `::` put before a crate's name, a name changed)
/// replaces the written tokens it stands for.
fn path_edits(
    item: &Item,
    names: &Names,
    lines: &Lines,
    edits: &mut Vec<(usize, usize, String)>,
) -> Result<(), String> {
    let mut written = Vec::new();
    flatten(item.to_token_stream(), &mut written);
    let mut rewritten = Vec::new();
    flatten(
        rewrite(item.clone(), Source::BIN, names).to_token_stream(),
        &mut rewritten,
    );
    let spans: HashSet<(usize, usize, usize, usize)> = written.iter().map(key).collect();
    // A token the rewriting made has a span no written token has (or the
    // span of the name it stands before).
    let same = |a: &Token, b: &Token| {
        a.text == b.text && (a.start == b.start && a.end == b.end || !spans.contains(&key(b)))
    };
    let (mut i, mut j) = (0, 0);
    while j < rewritten.len() {
        if i < written.len() && same(&written[i], &rewritten[j]) {
            i += 1;
            j += 1;
            continue;
        }
        let found = (j + 1..rewritten.len().min(j + 12)).find_map(|k| {
            (0..=2)
                .find(|&d| i + d < written.len() && same(&written[i + d], &rewritten[k]))
                .map(|d| (k, d))
        });
        let (k, d) = match found {
            Some(found) => found,
            // new tokens at the very end
            None if i == written.len() => (rewritten.len(), 0),
            None => {
                return Err(format!(
                    "bundler bug: cannot place the rewritten paths near line {}",
                    written[i].start.line
                ))
            }
        };
        let new = join(&rewritten[j..k]);
        let (start, end) = if d == 0 {
            let at = match written.get(i) {
                Some(t) => lines.byte(t.start),
                None => lines.byte(written.last().expect("an item has tokens").end),
            };
            (at, at)
        } else {
            (
                lines.byte(written[i].start),
                lines.byte(written[i + d - 1].end),
            )
        };
        edits.push((start, end, new));
        i += d;
        j = k;
    }
    if i != written.len() {
        return Err(format!(
            "bundler bug: the rewritten paths drop tokens near line {}",
            written[i].start.line
        ));
    }
    Ok(())
}

fn key(t: &Token) -> (usize, usize, usize, usize) {
    (t.start.line, t.start.column, t.end.line, t.end.column)
}

/// Tokens as text: a space only between two words.
fn join(tokens: &[Token]) -> String {
    let mut out = String::new();
    let word = |s: &str| {
        s.chars()
            .next()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    };
    for t in tokens {
        if out
            .chars()
            .last()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
            && word(&t.text)
        {
            out.push(' ');
        }
        out.push_str(&t.text);
    }
    out
}

/// Byte offsets of a text's lines, to turn spans (line from 1, column in
/// characters) into byte offsets.
struct Lines<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    fn new(text: &'a str) -> Lines<'a> {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Lines { text, starts }
    }

    fn byte(&self, at: LineColumn) -> usize {
        let start = self.starts[at.line - 1];
        let line = &self.text[start..];
        start
            + line
                .char_indices()
                .nth(at.column)
                .map_or(line.len(), |(i, _)| i)
    }

    /// The bytes `item` spans, its attributes included.
    fn range(&self, item: &Item) -> (usize, usize) {
        let mut tokens = Vec::new();
        flatten(item.to_token_stream(), &mut tokens);
        let first = tokens.first().expect("an item has tokens");
        let last = tokens.last().expect("an item has tokens");
        (self.byte(first.start), self.byte(last.end))
    }
}

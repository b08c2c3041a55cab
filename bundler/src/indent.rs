//! Re-indenting a printed bundle with tabs, leaving string literals'
//! values as they are.

use proc_macro2::{Literal, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syn::Item;

/// Where each string literal that spans lines was written: its text as
/// written (the same in the bundle) to its file and first line.
pub(super) type Origins = BTreeMap<String, (PathBuf, usize)>;

/// Records in `origins` the literals of `item` that span lines, found in
/// `file`.
pub(super) fn note_literals(item: &Item, file: &Path, origins: &mut Origins) {
    fn walk(tokens: TokenStream, file: &Path, origins: &mut Origins) {
        for tree in tokens {
            match tree {
                TokenTree::Group(g) => walk(g.stream(), file, origins),
                TokenTree::Literal(l) => {
                    let text = l.to_string();
                    if text.contains('\n') {
                        let line = l.span().start().line;
                        origins
                            .entry(text)
                            .or_insert_with(|| (file.to_path_buf(), line));
                    }
                }
                TokenTree::Ident(_) | TokenTree::Punct(_) => {}
            }
        }
    }
    walk(item.to_token_stream(), file, origins);
}

/// How a line of printed code begins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LineStart {
    /// Outside any literal: its leading spaces are indentation.
    Code,
    /// Inside a string literal, after a `\` that ends a line: the compiler
    /// skips the whitespace that follows, so it is not part of the value.
    Skipped,
    /// Inside a literal, where every byte is part of its value: line
    /// `line` (1 is the one after the opening quote's) of the `literal`-th
    /// literal that spans lines.
    Verbatim { literal: usize, line: usize },
}

/// `code` with each four leading spaces of a line made one tab (nested
/// modules indent a bundle deeply, and judges count bytes), and one
/// warning for each literal that keeps some of its lines as they are.
///
/// A line that begins inside a string literal keeps its leading spaces:
/// they are part of the string, unless the line before ended with an
/// escaping `\` (then the compiler skips them, and they become tabs like
/// any indentation). Which lines begin inside literals is read from the
/// tokens of `code`, not guessed from its text; the result is checked to
/// lex to the same tokens, each literal with the same value.
pub(super) fn tab_indent(code: &str, origins: &Origins) -> Result<(String, Vec<String>), String> {
    let lex = |text: &str| {
        text.parse::<TokenStream>()
            .map_err(|e| format!("bundler bug: the printed bundle does not lex: {e}"))
    };
    let before = lex(code)?;
    let mut literals = Vec::new();
    spanning_literals(before.clone(), &mut literals);
    let lines: Vec<&str> = code.split_inclusive('\n').collect();
    let mut starts = vec![LineStart::Code; lines.len()];
    for (k, literal) in literals.iter().enumerate() {
        // 1-based line of the opening quote: the index of the next line
        let first = literal.span().start().line;
        for (n, skipped) in continuation_lines(&literal.to_string())
            .into_iter()
            .enumerate()
        {
            starts[first + n] = if skipped {
                LineStart::Skipped
            } else {
                LineStart::Verbatim {
                    literal: k,
                    line: n + 1,
                }
            };
        }
    }
    let mut out = String::with_capacity(code.len());
    let mut warnings = Vec::new();
    let mut warned = BTreeSet::new();
    for (at, (line, start)) in lines.iter().zip(&starts).enumerate() {
        let spaces = line.len() - line.trim_start_matches(' ').len();
        match *start {
            LineStart::Verbatim { literal, line: n } => {
                if spaces >= 4 && warned.insert(literal) {
                    let place = match origins.get(&literals[literal].to_string()) {
                        Some((file, first)) => format!("{}:{}", file.display(), first + n),
                        None => format!("line {} of the bundle", at + 1),
                    };
                    warnings.push(format!(
                        "{place}: a string literal continues on this line with leading spaces \
                         that are part of its value; its lines stay as written, not indented \
                         with tabs (split the literal, or end the line before with `\\n\\`, to \
                         let them be compacted)"
                    ));
                }
                out.push_str(line);
            }
            LineStart::Code | LineStart::Skipped => {
                out.extend(std::iter::repeat_n('\t', spaces / 4));
                out.push_str(&line[spaces / 4 * 4..]);
            }
        }
    }
    if !same_tokens(before, lex(&out)?) {
        return Err("bundler bug: indenting with tabs changed a token".to_string());
    }
    Ok((out, warnings))
}

/// Appends the literals in `tokens` that span lines, in order.
fn spanning_literals(tokens: TokenStream, out: &mut Vec<Literal>) {
    for tree in tokens {
        match tree {
            TokenTree::Group(g) => spanning_literals(g.stream(), out),
            TokenTree::Literal(l) if l.to_string().contains('\n') => out.push(l),
            _ => {}
        }
    }
}

/// For each line break inside a literal written as `repr`, whether the
/// line after it begins in whitespace the compiler skips. In a string that
/// is not raw, `\` before a line break skips every space, tab and line
/// break that follows; everything else in a literal is part of its value.
pub(super) fn continuation_lines(repr: &str) -> Vec<bool> {
    let raw = ["r", "br", "cr"].iter().any(|p| repr.starts_with(p));
    let mut breaks = Vec::new();
    let mut chars = repr.chars();
    if raw {
        breaks.extend(chars.filter(|&c| c == '\n').map(|_| false));
        return breaks;
    }
    let mut skipping = false;
    while let Some(c) = chars.next() {
        if skipping {
            match c {
                '\n' => {
                    breaks.push(true);
                    continue;
                }
                ' ' | '\t' | '\r' => continue,
                _ => skipping = false,
            }
        }
        match c {
            '\\' => match chars.next() {
                Some('\n') => {
                    skipping = true;
                    breaks.push(true);
                }
                // `\` before `\r\n`: the `\n` comes next, while skipping
                Some('\r') => skipping = true,
                _ => {}
            },
            '\n' => breaks.push(false),
            _ => {}
        }
    }
    breaks
}

/// Whether two token streams are the same but for how string literals
/// are written: each literal must be written the same or have the same
/// value.
fn same_tokens(a: TokenStream, b: TokenStream) -> bool {
    let (a, b): (Vec<TokenTree>, Vec<TokenTree>) =
        (a.into_iter().collect(), b.into_iter().collect());
    a.len() == b.len()
        && a.into_iter().zip(b).all(|pair| match pair {
            (TokenTree::Group(x), TokenTree::Group(y)) => {
                x.delimiter() == y.delimiter() && same_tokens(x.stream(), y.stream())
            }
            (TokenTree::Ident(x), TokenTree::Ident(y)) => x == y,
            (TokenTree::Punct(x), TokenTree::Punct(y)) => {
                x.as_char() == y.as_char() && x.spacing() == y.spacing()
            }
            (TokenTree::Literal(x), TokenTree::Literal(y)) => {
                x.to_string() == y.to_string() || same_value(x, y)
            }
            _ => false,
        })
}

/// Whether two string literals have the same value (and suffix).
fn same_value(x: Literal, y: Literal) -> bool {
    use syn::Lit;
    match (Lit::new(x), Lit::new(y)) {
        (Lit::Str(a), Lit::Str(b)) => a.value() == b.value() && a.suffix() == b.suffix(),
        (Lit::ByteStr(a), Lit::ByteStr(b)) => a.value() == b.value() && a.suffix() == b.suffix(),
        (Lit::CStr(a), Lit::CStr(b)) => a.value() == b.value() && a.suffix() == b.suffix(),
        _ => false,
    }
}

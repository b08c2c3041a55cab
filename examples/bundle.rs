//! Bundles one judge binary and the library code it uses into a single `.rs`
//! file for submission.
//!
//! ```text
//! cargo run --release --example bundle -- <BIN> --judge atcoder|std [-o FILE]
//! ```
//!
//! - `--judge atcoder`: `proconio` and `num_integer` stay external crates, as
//!   AtCoder provides them (edition 2021 or 2024).
//! - `--judge std`: no external crate at all (Codeforces, AcWing, Luogu, ...).
//!   The `proconio` modules used are read from proconio's own published source
//!   (found through `cargo metadata`, so it is the exact version this package
//!   builds with) and included with their licence noted; the one num-integer
//!   item used, `Integer::gcd`, is replaced by [`NUM_INTEGER_STD`], a binary
//!   gcd written here.
//!
//! Granularity is the module: the binary's file, then every module whose name
//! the kept code mentions, transitively; `#[cfg(test)]` items and all comments
//! (doc comments included) are dropped. The output depends only on the
//! sources, so the same sources give the same bytes.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{exit, Command};

const BINS: [&str; 4] = ["acwing890", "acwing891", "acwing893", "arc134e"];

/// num-integer's `Integer::gcd` for the std flavour: the same trait path and
/// method, Stein's algorithm (checked against num-integer by the bundle test).
const NUM_INTEGER_STD: &str = "pub trait Integer {
    fn gcd(&self, other: &Self) -> Self;
}
impl Integer for u64 {
    fn gcd(&self, other: &Self) -> Self {
        let (mut a, mut b) = (*self, *other);
        if a == 0 || b == 0 {
            return a | b;
        }
        let shift = (a | b).trailing_zeros();
        a >>= a.trailing_zeros();
        while b != 0 {
            b >>= b.trailing_zeros();
            if a > b {
                std::mem::swap(&mut a, &mut b);
            }
            b -= a;
        }
        a << shift
    }
}
";

#[derive(Clone, Copy, PartialEq)]
enum Judge {
    AtCoder,
    Std,
}

fn fail(msg: &str) -> ! {
    eprintln!("error: {msg}");
    exit(2);
}

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut bin, mut judge, mut output) = (None, None, None);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--judge" => {
                judge = Some(match args.next().as_deref() {
                    Some("atcoder") => Judge::AtCoder,
                    Some("std") => Judge::Std,
                    other => fail(&format!(
                        "--judge takes `atcoder` or `std`, not {}",
                        other.map_or("nothing".to_string(), |o| format!("`{o}`"))
                    )),
                })
            }
            "-o" => output = Some(args.next().unwrap_or_else(|| fail("-o needs a file name"))),
            "-h" | "--help" => {
                println!(
                    "usage: bundle <BIN> --judge atcoder|std [-o FILE]; BIN is one of {}",
                    BINS.join(", ")
                );
                return;
            }
            _ if arg.starts_with('-') => fail(&format!("unknown option `{arg}`")),
            _ if bin.is_some() => fail(&format!("unexpected argument `{arg}`")),
            _ => bin = Some(arg),
        }
    }
    let bin =
        bin.unwrap_or_else(|| fail("name a binary to bundle, e.g. `bundle arc134e --judge std`"));
    if !BINS.contains(&bin.as_str()) {
        fail(&format!(
            "unknown binary `{bin}`; expected one of {}",
            BINS.join(", ")
        ));
    }
    let judge =
        judge.unwrap_or_else(|| fail("choose a flavour: `--judge atcoder` or `--judge std`"));
    let text = bundle(Path::new(env!("CARGO_MANIFEST_DIR")), &bin, judge);
    match output {
        Some(path) => std::fs::write(&path, text)
            .unwrap_or_else(|e| fail(&format!("cannot write {path}: {e}"))),
        None => print!("{text}"),
    }
}

/// A module in the bundle tree: its own code (child modules taken out) and
/// its children, each with the visibility it was declared with.
struct Module {
    code: String,
    children: Vec<(String, String, Module)>,
}

/// An external crate the std flavour must carry.
struct Extern {
    name: &'static str,
    root: Module,
    note: String,
}

fn bundle(root: &Path, bin: &str, judge: Judge) -> String {
    let main_code = strip(&read(&root.join("src/bin").join(format!("{bin}.rs"))));
    let lib = load_crate(&root.join("src"));
    let mut externs = Vec::new();
    if judge == Judge::Std {
        let (version, dir) = registry_crate(root, "proconio");
        externs.push(Extern {
            name: "proconio",
            root: load_crate(&dir.join("src")),
            note: format!("proconio {version} (MIT OR Apache-2.0), from its published source"),
        });
        externs.push(Extern {
            name: "num_integer",
            root: Module {
                code: NUM_INTEGER_STD.to_string(),
                children: Vec::new(),
            },
            note: "num-integer's Integer::gcd, replaced by a binary gcd".to_string(),
        });
    }

    // Fixpoint: a module is kept once kept code mentions its name.
    let mut names = identifiers(&main_code);
    loop {
        let before = names.len();
        collect_mentions(&lib, &mut names);
        for e in &externs {
            if names.contains(e.name) {
                collect_mentions(&e.root, &mut names);
            }
        }
        if names.len() == before {
            break;
        }
    }

    let version = env!("CARGO_PKG_VERSION");
    let flavour = match judge {
        Judge::AtCoder => "atcoder (proconio and num_integer are external crates)",
        Judge::Std => "std (no external crates)",
    };
    let mut out = format!(
        "// {} {version}: `{bin}` bundled for judge flavour {flavour}.\n\
         // Generated by `cargo run --example bundle -- {bin} --judge {}`; edit the crate, not this file.\n",
        env!("CARGO_PKG_NAME"),
        if judge == Judge::AtCoder { "atcoder" } else { "std" }
    );
    for e in &externs {
        if names.contains(e.name) {
            out.push_str(&format!("// Includes {}.\n", e.note));
        }
    }
    // In the std flavour the external crates are modules at the crate root.
    let rewrite_externs = |code: &str| -> String {
        let mut code = code.to_string();
        for e in &externs {
            code = reroot_paths(&code, e.name, &format!("crate::{}", e.name));
        }
        code
    };
    out.push('\n');
    out.push_str(&rewrite_externs(&main_code));
    // Each crate becomes a module at the root; its `crate::` paths follow it.
    let emit = |name: &str, module: &Module, out: &mut String| {
        out.push_str(&format!("\n#[allow(dead_code)]\nmod {name} {{\n"));
        let mut body = String::new();
        render(module, &names, &mut body);
        let body = reroot_paths(&body, "crate", &format!("crate::{name}"));
        out.push_str(&indent(&rewrite_externs(&body)));
        out.push_str("}\n");
    };
    emit("cp_games", &lib, &mut out);
    for e in &externs {
        if names.contains(e.name) {
            emit(e.name, &e.root, &mut out);
        }
    }
    out
}

/// Adds the identifiers of every kept module's code to `names`.
fn collect_mentions(module: &Module, names: &mut BTreeSet<String>) {
    for (_, name, child) in &module.children {
        if names.contains(name) {
            names.extend(identifiers(&child.code));
            collect_mentions(child, names);
        }
    }
}

/// Writes a module's code, then each kept child as an inline module.
fn render(module: &Module, names: &BTreeSet<String>, out: &mut String) {
    out.push_str(&module.code);
    for (vis, name, child) in &module.children {
        if names.contains(name) {
            let mut body = String::new();
            render(child, names, &mut body);
            out.push_str(&format!("{vis}mod {name} {{\n{}}}\n", indent(&body)));
        }
    }
}

fn indent(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if !line.is_empty() {
            out.push_str("    ");
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

/// Replaces the first segment `from` of every path that starts with it by
/// `to` (a `from::` not inside a longer identifier or after `::`; after `$`
/// it is `$crate`), outside strings.
fn reroot_paths(code: &str, from: &str, to: &str) -> String {
    let pattern = format!("{from}::");
    let mut out = String::with_capacity(code.len());
    for (is_code, piece) in lex(code) {
        if !is_code {
            out.push_str(piece);
            continue;
        }
        let mut rest = piece;
        while let Some(pos) = rest.find(&pattern) {
            let before = rest[..pos].chars().next_back();
            let is_root = !matches!(before, Some(c) if c.is_alphanumeric() || c == '_' || c == ':');
            out.push_str(&rest[..pos]);
            out.push_str(if is_root { to } else { from });
            out.push_str("::");
            rest = &rest[pos + pattern.len()..];
        }
        out.push_str(rest);
    }
    out
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", path.display())))
}

/// Loads a crate's module tree from `src_dir/lib.rs`. The root's own items
/// are left out: only modules are bundled (this crate's `lib.rs` declares
/// modules and nothing else; proconio's holds its macros, not needed here).
fn load_crate(src_dir: &Path) -> Module {
    let mut module = load_module(src_dir, &read(&src_dir.join("lib.rs")));
    module.code.clear();
    module
}

/// Splits stripped `source` into its own items and its child modules, whose
/// files are looked up in `dir`.
fn load_module(dir: &Path, source: &str) -> Module {
    let mut code = String::new();
    let mut children = Vec::new();
    for item in split_items(&strip(source)) {
        let (attrs, head) = split_attributes(&item);
        if attrs.contains("cfg(test)") || attrs.contains("cfg(doctest)") {
            continue;
        }
        if let Some((vis, name, inline)) = module_head(head) {
            // A child's own children live in `dir/name/`, whether it is
            // inline, `dir/name.rs` or `dir/name/mod.rs`.
            let child_dir = dir.join(&name);
            let source = match inline {
                Some(body) => body.to_string(),
                None => {
                    let file = dir.join(format!("{name}.rs"));
                    read(&if file.exists() {
                        file
                    } else {
                        child_dir.join("mod.rs")
                    })
                }
            };
            let child = load_module(&child_dir, &source);
            children.push((vis, name, child));
        } else {
            code.push_str(item.trim_matches('\n'));
            code.push('\n');
        }
    }
    Module { code, children }
}

/// Visibility (with trailing space), name and inline body of a `mod` item.
fn module_head(head: &str) -> Option<(String, String, Option<&str>)> {
    let (vis, rest) = match head.strip_prefix("pub") {
        Some(r) if r.starts_with('(') => {
            let close = r.find(')')? + 1;
            (format!("pub{} ", &r[..close]), r[close..].trim_start())
        }
        Some(r) if r.starts_with(char::is_whitespace) => ("pub ".to_string(), r.trim_start()),
        _ => (String::new(), head),
    };
    let rest = rest.strip_prefix("mod")?;
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let rest = rest.trim_start();
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    let name = rest[..end].to_string();
    let after = rest[end..].trim_start();
    if after.starts_with(';') {
        Some((vis, name, None))
    } else {
        let body = after.strip_prefix('{')?.trim_end().strip_suffix('}')?;
        Some((vis, name, Some(body)))
    }
}

/// Leading `#[...]` attributes of an item, and the rest.
fn split_attributes(item: &str) -> (&str, &str) {
    let mut rest = item.trim_start();
    let start = item.len() - rest.len();
    while rest.starts_with("#[") || rest.starts_with("#![") {
        let mut depth = 0;
        let mut end = rest.len();
        for (i, c) in rest.char_indices() {
            match c {
                '[' => depth += 1,
                ']' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = rest[end..].trim_start();
    }
    let split = item.len() - rest.len();
    (&item[start..split], rest)
}

/// Splits code (comments already removed) into top-level items: an item ends
/// at a `;` or at the `}` closing its body, at depth 0. `const`, `static`,
/// `type` and `use` items always end at their `;`.
fn split_items(code: &str) -> Vec<String> {
    let mut items = Vec::new();
    let mut current = String::new();
    let mut depth = 0i32;
    for (is_code, piece) in lex(code) {
        if !is_code {
            current.push_str(piece);
            continue;
        }
        for c in piece.chars() {
            current.push(c);
            match c {
                '{' | '(' | '[' => depth += 1,
                ')' | ']' => depth -= 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 && !ends_at_semicolon(&current) {
                        items.push(std::mem::take(&mut current));
                    }
                }
                ';' if depth == 0 => items.push(std::mem::take(&mut current)),
                _ => {}
            }
        }
    }
    if !current.trim().is_empty() {
        items.push(current);
    }
    items
}

fn ends_at_semicolon(item: &str) -> bool {
    let (_, head) = split_attributes(item);
    let head = head
        .trim_start_matches("pub(crate)")
        .trim_start_matches("pub")
        .trim_start();
    let word: String = head
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    match word.as_str() {
        "use" | "static" | "type" => true,
        "const" => !head["const".len()..].trim_start().starts_with("fn"),
        _ => false,
    }
}

/// Identifiers in code (not in strings or char literals).
fn identifiers(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (is_code, piece) in lex(code) {
        if is_code {
            for word in piece.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
                if word.starts_with(|c: char| c.is_alphabetic() || c == '_') {
                    out.insert(word.to_string());
                }
            }
        }
    }
    out
}

/// Removes every comment (doc comments included), trailing spaces and runs
/// of blank lines.
fn strip(source: &str) -> String {
    let mut code = String::new();
    for (kind, piece) in lex_with_comments(source) {
        if kind != Piece::Comment {
            code.push_str(piece);
        }
    }
    let mut out = String::new();
    let mut blank = true;
    for line in code.lines() {
        let line = line.trim_end();
        if line.is_empty() {
            if !blank {
                out.push('\n');
            }
            blank = true;
        } else {
            out.push_str(line);
            out.push('\n');
            blank = false;
        }
    }
    out
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Piece {
    Code,
    Literal,
    Comment,
}

/// Pieces of code: `(true, code)` or `(false, string or char literal)`.
fn lex(code: &str) -> Vec<(bool, &str)> {
    lex_with_comments(code)
        .into_iter()
        .map(|(kind, piece)| (kind == Piece::Code, piece))
        .collect()
}

/// Splits Rust source into code, literals (strings, raw strings, chars) and
/// comments (line and nested block comments). Lifetimes stay code.
fn lex_with_comments(src: &str) -> Vec<(Piece, &str)> {
    let bytes = src.as_bytes();
    let mut pieces = Vec::new();
    let (mut start, mut i) = (0, 0);
    fn push<'a>(
        pieces: &mut Vec<(Piece, &'a str)>,
        src: &'a str,
        kind: Piece,
        from: usize,
        to: usize,
    ) {
        if to > from {
            pieces.push((kind, &src[from..to]));
        }
    }
    while i < bytes.len() {
        let rest = &bytes[i..];
        let prev_ident = i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        let end = if rest.starts_with(b"//") {
            Some((
                Piece::Comment,
                src[i..].find('\n').map_or(src.len(), |n| i + n),
            ))
        } else if rest.starts_with(b"/*") {
            let mut depth = 0;
            let mut j = i;
            loop {
                if bytes[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if bytes[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
                if j >= bytes.len() {
                    break;
                }
            }
            Some((Piece::Comment, j.min(bytes.len())))
        } else if !prev_ident && raw_string_start(rest).is_some() {
            let (prefix, hashes) = raw_string_start(rest).unwrap();
            let close: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat(b'#').take(hashes))
                .collect();
            let body = i + prefix;
            let end = src[body..]
                .find(std::str::from_utf8(&close).unwrap())
                .map_or(src.len(), |n| body + n + close.len());
            Some((Piece::Literal, end))
        } else if rest[0] == b'"' || (!prev_ident && rest.starts_with(b"b\"")) {
            let mut j = i + if rest[0] == b'"' { 1 } else { 2 };
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            Some((Piece::Literal, (j + 1).min(bytes.len())))
        } else if rest[0] == b'\'' || (!prev_ident && rest.starts_with(b"b'")) {
            let q = if rest[0] == b'\'' { i } else { i + 1 };
            char_literal_end(src, q).map(|end| (Piece::Literal, end))
        } else {
            None
        };
        match end {
            Some((kind, end)) => {
                push(&mut pieces, src, Piece::Code, start, i);
                push(&mut pieces, src, kind, i, end);
                start = end;
                i = end;
            }
            None => i += src[i..].chars().next().map_or(1, char::len_utf8),
        }
    }
    push(&mut pieces, src, Piece::Code, start, bytes.len());
    pieces
}

/// `r"`, `r#"`, `br##"` ...: length of the opening and number of `#`.
fn raw_string_start(rest: &[u8]) -> Option<(usize, usize)> {
    let after_b = if rest.starts_with(b"br") {
        2
    } else if rest.starts_with(b"r") {
        1
    } else {
        return None;
    };
    let hashes = rest[after_b..].iter().take_while(|&&b| b == b'#').count();
    (rest.get(after_b + hashes) == Some(&b'"')).then_some((after_b + hashes + 1, hashes))
}

/// End of the char literal whose opening quote is at `q`, or `None` for a
/// lifetime or label.
fn char_literal_end(src: &str, q: usize) -> Option<usize> {
    let after = &src[q + 1..];
    let mut chars = after.char_indices();
    let (_, first) = chars.next()?;
    if first == '\\' {
        // escape: find the closing quote
        let close = after[1..].find('\'')? + 2;
        return Some(q + 1 + close);
    }
    let (next_at, next) = chars.next()?;
    (next == '\'').then_some(q + 1 + next_at + 1)
}

/// Version and source directory of a registry dependency, from `cargo metadata`.
fn registry_crate(root: &Path, name: &str) -> (String, PathBuf) {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let out = Command::new(cargo)
        .args(["metadata", "--format-version", "1"])
        .current_dir(root)
        .output()
        .unwrap_or_else(|e| fail(&format!("cannot run cargo metadata: {e}")));
    if !out.status.success() {
        fail(&format!(
            "cargo metadata failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let json = String::from_utf8_lossy(&out.stdout);
    // Package objects begin {"name":"<name>","version":"<v>"; dependency
    // entries have "source" after the name instead.
    let key = format!("{{\"name\":\"{name}\",\"version\":\"");
    let at = json
        .find(&key)
        .unwrap_or_else(|| fail(&format!("{name} not found in cargo metadata")));
    let rest = &json[at + key.len()..];
    let version = rest[..rest.find('"').unwrap()].to_string();
    let mkey = "\"manifest_path\":\"";
    let m = rest
        .find(mkey)
        .unwrap_or_else(|| fail("no manifest_path in cargo metadata"))
        + mkey.len();
    let manifest = &rest[m..m + rest[m..].find('"').unwrap()];
    let dir = Path::new(manifest).parent().unwrap().to_path_buf();
    (version, dir)
}

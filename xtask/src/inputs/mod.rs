//! Input shapes: how to generate random inputs of a binary, read from
//! `tests/shapes/<bin>.json`. The judge matrix (`judges.rs`) and `stress`
//! generate from them; `tests/binaries.rs` reads how the input ends.
//!
//! ```json
//! { "inside": [["T", 1, 100], {"repeat": "T", "each": [["n", 1, 50], ["a", "n", 1, 1000]]}],
//!   "beyond": [["T", 0, 5], {"repeat": "T", "each": [["n", 0, 60], ["a", "n", 0, 2000]]}] }
//! ```
//!
//! `inside` stays within the judge's limits; `beyond` leaves them (values
//! the binary accepts beyond the judge's, and values it must refuse). Each
//! is a list of items, written in order, each on its own line(s):
//!
//! | item | writes |
//! |---|---|
//! | `["n", lo, hi]` | one integer in `lo..=hi`, named `n` |
//! | `{"int": "k", "lo": 2, "hi": "min(100, n)", "step": 2}` | the same, with values `lo + step*j` only |
//! | `["a", count, lo, hi]` | `count` integers on one line |
//! | `{"list": "a", "count": "n", "lo": 1, "hi": 9, "distinct": true}` | the same, pairwise distinct, in random order |
//! | `{"word": "board", "alphabet": ".X", "len": [3, 200], "avoid": "XXX"}` | a token of letters of `alphabet`, never containing `avoid` |
//! | `{"line": [item, ...]}` | the tokens of integers, lists and words on one line |
//! | `{"repeat": "T", "each": [item, ...]}` | the items `T` times (test cases; edges) |
//! | `{"repeat": [lo, hi], "each": [...]}` | the items a chosen number of times, not written: input read until end of input |
//! | `{"repeat": [lo, hi], "each": [...], "then": "0"}` | the same, then the sentinel line `0` |
//! | `{"one_of": [[item, ...], [item, ...]]}` | one of the alternatives |
//! | `{"digraph": "N", "edges": "M", "acyclic": true}` | `M` lines `x y` over nodes `1..=N`; acyclic: every edge goes forward in a random order of the nodes |
//! | `{"tree": "N"}` | `N - 1` lines `x y`: a tree on `1..=N`, random labels, orientation and order |
//! | `{"cactus": [lo, hi], "extra": [lo, hi]}` | a POJ 3710 graph: `m k`, then `k` lines `a b`; see below |
//!
//! Bounds and counts (`lo`, `hi`, `count`, `len`, `repeat`, `N`, `M`) are
//! numbers or expressions over names bound earlier (`"n"`, `"n-1"`,
//! `"3*N"`, `"min(100, n)"`; see `expr.rs`), so constrained values (`d <= k
//! <= n`, `k` even) are written as bounds that use earlier values. Names
//! bound inside a `repeat` or `one_of` are visible only there; in a `line`,
//! later tokens see earlier ones.
//!
//! A cactus is node 1 (the root), a random tree, and cycles hung on tree
//! nodes, each meeting the rest of the graph only in that node (a 2-cycle is
//! a pair of parallel edges); its `m` nodes are drawn from `[lo, hi]` and
//! relabelled at random (the root stays 1), and `extra` random edges (which
//! leave the class) are added.
//!
//! Every random decision goes through [`choices::Choices`], so an input is a
//! function of a sequence of choices (see there): `stress` shrinks that
//! sequence, and a shrunk input keeps the shape.
//!
//! A file with a `"placeholder"` key was written by `cargo xtask new` and is
//! refused until filled in.

mod choices;
mod expr;
mod generate;

pub use choices::{Choices, Rng};
pub use expr::Expr;
pub use generate::generate;

use serde_json::{Map, Value};
use std::path::{Path, PathBuf};

/// A count of repetitions.
#[derive(Debug, Clone)]
pub enum Count {
    /// The value of an earlier item (or a constant).
    Of(Expr),
    /// Chosen in the range and not written (input until end, or a sentinel).
    Chosen(Expr, Expr),
}

/// One item of a shape.
#[derive(Debug, Clone)]
pub enum Item {
    Int {
        name: String,
        lo: Expr,
        hi: Expr,
        step: u64,
    },
    List {
        name: String,
        count: Expr,
        lo: Expr,
        hi: Expr,
        distinct: bool,
    },
    Word {
        alphabet: Vec<u8>,
        len: (Expr, Expr),
        avoid: Vec<u8>,
    },
    Line(Vec<Item>),
    Repeat {
        count: Count,
        each: Vec<Item>,
        then: Option<String>,
    },
    OneOf(Vec<Vec<Item>>),
    Digraph {
        nodes: Expr,
        edges: Expr,
        acyclic: bool,
    },
    Tree {
        nodes: Expr,
    },
    Cactus {
        nodes: (Expr, Expr),
        extra: (Expr, Expr),
    },
}

/// The two shapes of a binary's input.
#[derive(Debug, Clone)]
pub struct Shapes {
    pub inside: Vec<Item>,
    pub beyond: Vec<Item>,
}

/// Where the shape of `bin` lives.
pub fn path(root: &Path, bin: &str) -> PathBuf {
    root.join("tests/shapes").join(format!("{bin}.json"))
}

/// Whether `bin` is interactive: it has `tests/interactive/<bin>/` (its
/// transcripts and `games.txt`, played against `examples/<bin>_judge.rs`),
/// the one place that says so, and no input shape.
pub fn interactive(root: &Path, bin: &str) -> bool {
    root.join("tests/interactive").join(bin).is_dir()
}

/// The games an interactive binary is played on: the judge's arguments,
/// one game per line of `tests/interactive/<bin>/games.txt` (`#` lines are
/// comments).
pub fn games(root: &Path, bin: &str) -> Result<Vec<Vec<String>>, String> {
    let path = root.join("tests/interactive").join(bin).join("games.txt");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split_whitespace().map(String::from).collect())
        .collect())
}

/// Reads `tests/shapes/<bin>.json`.
pub fn load(root: &Path, bin: &str) -> Result<Shapes, String> {
    if interactive(root, bin) {
        return Err(format!(
            "{bin} is interactive (tests/interactive/{bin}/): it has no input shape; \
             it is played against its judge, examples/{bin}_judge.rs"
        ));
    }
    let path = path(root, bin);
    let shown = format!("tests/shapes/{bin}.json");
    let text = std::fs::read_to_string(&path).map_err(|e| {
        format!(
            "{bin} has no input shape: {shown}: {e} (every binary needs one; the format is in xtask/src/inputs/mod.rs)"
        )
    })?;
    parse(&text).map_err(|e| format!("{shown}: {e}"))
}

/// Parses the text of a shape file.
pub fn parse(text: &str) -> Result<Shapes, String> {
    let json: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let object = json.as_object().ok_or("expected a JSON object")?;
    if let Some(note) = object.get("placeholder") {
        return Err(format!(
            "a placeholder written by `cargo xtask new`, not a shape yet: {}",
            note.as_str().unwrap_or("describe the input")
        ));
    }
    for key in object.keys() {
        if key != "inside" && key != "beyond" {
            return Err(format!("unknown key `{key}`"));
        }
    }
    let shape = |key: &str| {
        items(object.get(key).ok_or_else(|| format!("no `{key}` list"))?)
            .map_err(|e| format!("{key}: {e}"))
    };
    Ok(Shapes {
        inside: shape("inside")?,
        beyond: shape("beyond")?,
    })
}

fn items(v: &Value) -> Result<Vec<Item>, String> {
    v.as_array()
        .ok_or_else(|| format!("expected a list of items, found {v}"))?
        .iter()
        .map(|i| item(i).map_err(|e| format!("{e} in {i}")))
        .collect()
}

fn name(v: &Value) -> Result<String, String> {
    v.as_str()
        .map(str::to_string)
        .ok_or_else(|| format!("expected a name, found {v}"))
}

fn range(v: &Value) -> Result<(Expr, Expr), String> {
    match v.as_array().map(Vec::as_slice) {
        Some([lo, hi]) => Ok((Expr::from_json(lo)?, Expr::from_json(hi)?)),
        _ => Err(format!("expected [lo, hi], found {v}")),
    }
}

/// The object's fields, all of them among `allowed`.
fn fields<'a>(
    o: &'a Map<String, Value>,
    allowed: &[&str],
) -> Result<&'a Map<String, Value>, String> {
    match o.keys().find(|k| !allowed.contains(&k.as_str())) {
        Some(k) => Err(format!("unknown key `{k}`")),
        None => Ok(o),
    }
}

fn get<'a>(o: &'a Map<String, Value>, key: &str) -> Result<&'a Value, String> {
    o.get(key).ok_or_else(|| format!("missing `{key}`"))
}

fn flag(o: &Map<String, Value>, key: &str) -> Result<bool, String> {
    match o.get(key) {
        None => Ok(false),
        Some(v) => v
            .as_bool()
            .ok_or_else(|| format!("`{key}` must be true or false")),
    }
}

fn item(v: &Value) -> Result<Item, String> {
    if let Some(a) = v.as_array() {
        return match a.as_slice() {
            [n, lo, hi] => Ok(Item::Int {
                name: name(n)?,
                lo: Expr::from_json(lo)?,
                hi: Expr::from_json(hi)?,
                step: 1,
            }),
            [n, count, lo, hi] => Ok(Item::List {
                name: name(n)?,
                count: Expr::from_json(count)?,
                lo: Expr::from_json(lo)?,
                hi: Expr::from_json(hi)?,
                distinct: false,
            }),
            _ => Err("an array item is [name, lo, hi] or [name, count, lo, hi]".into()),
        };
    }
    let o = v.as_object().ok_or("expected an array or an object")?;
    let kind = ["int", "list", "word", "line", "repeat", "one_of", "digraph", "tree", "cactus"]
        .into_iter()
        .find(|k| o.contains_key(*k))
        .ok_or("an object item needs one of the keys int, list, word, line, repeat, one_of, digraph, tree, cactus")?;
    Ok(match kind {
        "int" => {
            let o = fields(o, &["int", "lo", "hi", "step"])?;
            let step = match o.get("step") {
                None => 1,
                Some(s) => s
                    .as_u64()
                    .filter(|&s| s > 0)
                    .ok_or("`step` must be a positive integer")?,
            };
            Item::Int {
                name: name(&o["int"])?,
                lo: Expr::from_json(get(o, "lo")?)?,
                hi: Expr::from_json(get(o, "hi")?)?,
                step,
            }
        }
        "list" => {
            let o = fields(o, &["list", "count", "lo", "hi", "distinct"])?;
            Item::List {
                name: name(&o["list"])?,
                count: Expr::from_json(get(o, "count")?)?,
                lo: Expr::from_json(get(o, "lo")?)?,
                hi: Expr::from_json(get(o, "hi")?)?,
                distinct: flag(o, "distinct")?,
            }
        }
        "word" => {
            let o = fields(o, &["word", "alphabet", "len", "avoid"])?;
            let alphabet = get(o, "alphabet")?
                .as_str()
                .ok_or("`alphabet` must be a string")?
                .as_bytes()
                .to_vec();
            if alphabet.is_empty() || alphabet.iter().any(|b| !b.is_ascii_graphic()) {
                return Err("`alphabet` must be non-empty printable ASCII".into());
            }
            let avoid = match o.get("avoid") {
                None => Vec::new(),
                Some(a) => a
                    .as_str()
                    .ok_or("`avoid` must be a string")?
                    .as_bytes()
                    .to_vec(),
            };
            Item::Word {
                alphabet,
                len: range(get(o, "len")?)?,
                avoid,
            }
        }
        "line" => {
            let o = fields(o, &["line"])?;
            let parts = items(&o["line"])?;
            if let Some(bad) = parts
                .iter()
                .find(|p| !matches!(p, Item::Int { .. } | Item::List { .. } | Item::Word { .. }))
            {
                return Err(format!(
                    "a line holds integers, lists and words, not {bad:?}"
                ));
            }
            Item::Line(parts)
        }
        "repeat" => {
            let o = fields(o, &["repeat", "each", "then"])?;
            let count = match &o["repeat"] {
                Value::Array(_) => {
                    let (lo, hi) = range(&o["repeat"])?;
                    Count::Chosen(lo, hi)
                }
                other => Count::Of(Expr::from_json(other)?),
            };
            let then = match o.get("then") {
                None => None,
                Some(t) => Some(t.as_str().ok_or("`then` must be a string")?.to_string()),
            };
            if then.is_some() && !matches!(count, Count::Chosen(..)) {
                return Err("`then` (a sentinel) goes with a chosen count [lo, hi]".into());
            }
            Item::Repeat {
                count,
                each: items(get(o, "each")?)?,
                then,
            }
        }
        "one_of" => {
            let o = fields(o, &["one_of"])?;
            let alternatives = o["one_of"]
                .as_array()
                .ok_or("`one_of` takes a list of item lists")?
                .iter()
                .map(items)
                .collect::<Result<Vec<_>, _>>()?;
            if alternatives.is_empty() {
                return Err("`one_of` needs an alternative".into());
            }
            Item::OneOf(alternatives)
        }
        "digraph" => {
            let o = fields(o, &["digraph", "edges", "acyclic"])?;
            Item::Digraph {
                nodes: Expr::from_json(&o["digraph"])?,
                edges: Expr::from_json(get(o, "edges")?)?,
                acyclic: flag(o, "acyclic")?,
            }
        }
        "tree" => {
            let o = fields(o, &["tree"])?;
            Item::Tree {
                nodes: Expr::from_json(&o["tree"])?,
            }
        }
        _ => {
            let o = fields(o, &["cactus", "extra"])?;
            Item::Cactus {
                nodes: range(&o["cactus"])?,
                extra: match o.get("extra") {
                    None => (Expr::Num(0), Expr::Num(0)),
                    Some(e) => range(e)?,
                },
            }
        }
    })
}

#[cfg(test)]
mod tests;

//! Writing one input of a shape (see the module docs of `inputs`).

use super::{Choices, Count, Expr, Item};

/// Generation stops with an error past this many bytes (a shape whose
/// counts multiply out of hand).
const MAX_BYTES: usize = 64 << 20;

/// Writes one input of `shape`, every random decision taken from `choices`.
/// Fails only on a shape that cannot be generated (a name used before it is
/// bound, an empty range, a graph with edges but too few nodes).
pub fn generate(shape: &[Item], choices: &mut Choices) -> Result<String, String> {
    let mut g = Generator {
        choices,
        bound: Vec::new(),
        out: String::new(),
    };
    g.items(shape)?;
    Ok(g.out)
}

struct Generator<'a> {
    choices: &'a mut Choices,
    /// Names bound so far, innermost last.
    bound: Vec<(String, u64)>,
    out: String,
}

impl Generator<'_> {
    fn eval(&self, e: &Expr) -> Result<u64, String> {
        e.eval(&|name| {
            self.bound
                .iter()
                .rev()
                .find(|(n, _)| n == name)
                .map(|&(_, v)| v)
        })
    }

    fn range(&self, lo: &Expr, hi: &Expr, what: &str) -> Result<(u64, u64), String> {
        let (lo, hi) = (self.eval(lo)?, self.eval(hi)?);
        if lo > hi {
            return Err(format!("{what}: empty range {lo}..={hi}"));
        }
        Ok((lo, hi))
    }

    fn line(&mut self, tokens: &[String]) -> Result<(), String> {
        self.out.push_str(&tokens.join(" "));
        self.out.push('\n');
        if self.out.len() > MAX_BYTES {
            return Err(format!("an input over {MAX_BYTES} bytes"));
        }
        Ok(())
    }

    /// Runs `items` in a scope: names they bind are forgotten afterwards.
    fn scoped(&mut self, items: &[Item]) -> Result<(), String> {
        let mark = self.bound.len();
        self.items(items)?;
        self.bound.truncate(mark);
        Ok(())
    }

    fn items(&mut self, items: &[Item]) -> Result<(), String> {
        items.iter().try_for_each(|i| self.item(i))
    }

    fn item(&mut self, item: &Item) -> Result<(), String> {
        match item {
            Item::Int { .. } | Item::List { .. } | Item::Word { .. } => {
                let mut tokens = Vec::new();
                self.tokens(item, &mut tokens)?;
                self.line(&tokens)
            }
            Item::Line(parts) => {
                let mut tokens = Vec::new();
                for p in parts {
                    self.tokens(p, &mut tokens)?;
                }
                self.line(&tokens)
            }
            Item::Repeat { count, each, then } => {
                let n = match count {
                    Count::Of(e) => self.eval(e)?,
                    Count::Chosen(lo, hi) => {
                        let (lo, hi) = self.range(lo, hi, "repeat")?;
                        self.choices.pick(lo, hi, true)
                    }
                };
                for _ in 0..n {
                    self.scoped(each)?;
                }
                match then {
                    Some(sentinel) => self.line(std::slice::from_ref(sentinel)),
                    None => Ok(()),
                }
            }
            Item::OneOf(alternatives) => {
                let k = self.choices.pick(0, alternatives.len() as u64 - 1, false);
                self.scoped(&alternatives[k as usize])
            }
            Item::Digraph {
                nodes,
                edges,
                acyclic,
            } => {
                let (n, m) = (self.eval(nodes)?, self.eval(edges)?);
                if m > 0 && (n == 0 || (*acyclic && n < 2)) {
                    return Err(format!("{m} edges on {n} nodes"));
                }
                let order = if *acyclic {
                    self.choices.permutation(n as usize)
                } else {
                    Vec::new()
                };
                for _ in 0..m {
                    let (x, y) = if *acyclic {
                        // Forward in `order`: no edge closes a cycle.
                        let j = self.choices.pick(1, n - 1, false);
                        let i = self.choices.pick(0, j - 1, false);
                        (order[i as usize] as u64 + 1, order[j as usize] as u64 + 1)
                    } else {
                        (
                            self.choices.pick(1, n, false),
                            self.choices.pick(1, n, false),
                        )
                    };
                    self.line(&[x.to_string(), y.to_string()])?;
                }
                Ok(())
            }
            Item::Tree { nodes } => {
                let n = self.eval(nodes)? as usize;
                let label = self.choices.permutation(n);
                let mut edges = Vec::with_capacity(n.saturating_sub(1));
                for i in 1..n {
                    let parent = self.choices.pick(0, i as u64 - 1, false) as usize;
                    edges.push((label[i] + 1, label[parent] + 1));
                }
                self.edges(edges)
            }
            Item::Cactus { nodes, extra } => {
                let (lo, hi) = self.range(&nodes.0, &nodes.1, "cactus nodes")?;
                if lo == 0 {
                    return Err("a cactus has at least its root".into());
                }
                let m = self.choices.pick(lo, hi, true) as usize;
                let mut edges = Vec::new();
                // Nodes 0..next exist; cycles hang only on tree nodes, so
                // each cycle meets the rest of the graph in one node.
                let mut tree = vec![0];
                let mut next = 1;
                while next < m {
                    let at = tree[self.choices.pick(0, tree.len() as u64 - 1, false) as usize];
                    if self.choices.pick(0, 1, false) == 0 {
                        edges.push((at, next));
                        tree.push(next);
                        next += 1;
                    } else {
                        let length = self.choices.pick(2, (m - next + 1) as u64, true) as usize;
                        let mut prev = at;
                        for v in next..next + length - 1 {
                            edges.push((prev, v));
                            prev = v;
                        }
                        edges.push((prev, at));
                        next += length - 1;
                    }
                }
                let (elo, ehi) = self.range(&extra.0, &extra.1, "cactus extra edges")?;
                for _ in 0..self.choices.pick(elo, ehi, true) {
                    let a = self.choices.pick(0, m as u64 - 1, false) as usize;
                    let b = self.choices.pick(0, m as u64 - 1, false) as usize;
                    edges.push((a, b));
                }
                // The root keeps label 1; the others are shuffled.
                let shuffled = self.choices.permutation(m - 1);
                let label = |v: usize| if v == 0 { 1 } else { shuffled[v - 1] + 2 };
                let edges: Vec<(usize, usize)> =
                    edges.iter().map(|&(a, b)| (label(a), label(b))).collect();
                self.line(&[m.to_string(), edges.len().to_string()])?;
                self.edges(edges)
            }
        }
    }

    /// Writes edges one per line, in a random order and orientation.
    fn edges(&mut self, edges: Vec<(usize, usize)>) -> Result<(), String> {
        let order = self.choices.permutation(edges.len());
        for i in order {
            let (a, b) = edges[i];
            let (a, b) = if self.choices.pick(0, 1, false) == 0 {
                (a, b)
            } else {
                (b, a)
            };
            self.line(&[a.to_string(), b.to_string()])?;
        }
        Ok(())
    }

    /// Appends the tokens of an integer, a list or a word, binding names.
    fn tokens(&mut self, item: &Item, tokens: &mut Vec<String>) -> Result<(), String> {
        match item {
            Item::Int { name, lo, hi, step } => {
                let (lo, hi) = self.range(lo, hi, name)?;
                let v = if *step == 1 {
                    self.choices.pick(lo, hi, true)
                } else {
                    lo + step * self.choices.pick(0, (hi - lo) / step, true)
                };
                self.bound.push((name.clone(), v));
                tokens.push(v.to_string());
            }
            Item::List {
                name,
                count,
                lo,
                hi,
                distinct,
            } => {
                let count = self.eval(count)?;
                if count > (MAX_BYTES / 2) as u64 {
                    return Err(format!("{name}: {count} values are too many to write"));
                }
                let (lo, hi) = self.range(lo, hi, name)?;
                if *distinct {
                    self.distinct(name, count, lo, hi, tokens)?;
                } else {
                    for _ in 0..count {
                        tokens.push(self.choices.pick(lo, hi, true).to_string());
                    }
                }
            }
            Item::Word {
                alphabet,
                len,
                avoid,
            } => {
                let (lo, hi) = self.range(&len.0, &len.1, "word length")?;
                if lo == 0 {
                    return Err("a word has at least one letter".into());
                }
                let length = self.choices.pick(lo, hi, true);
                let mut word = Vec::new();
                for _ in 0..length {
                    let k = self.choices.pick(0, alphabet.len() as u64 - 1, false) as usize;
                    word.push(alphabet[k]);
                    if !avoid.is_empty() && word.ends_with(avoid) {
                        // Another letter here keeps the word clear of `avoid`.
                        let last = word.len() - 1;
                        word[last] = *alphabet
                            .iter()
                            .find(|&&b| {
                                word[last] = b;
                                !word.ends_with(avoid)
                            })
                            .ok_or("no letter avoids `avoid`")?;
                    }
                }
                tokens.push(String::from_utf8(word).expect("ASCII alphabet"));
            }
            other => return Err(format!("not a token: {other:?}")),
        }
        Ok(())
    }

    /// `count` distinct values in `lo..=hi`, in random order: increasing
    /// values with random gaps, then shuffled.
    fn distinct(
        &mut self,
        name: &str,
        count: u64,
        lo: u64,
        hi: u64,
        tokens: &mut Vec<String>,
    ) -> Result<(), String> {
        if count == 0 {
            return Ok(());
        }
        if hi - lo < count - 1 {
            return Err(format!("{name}: {count} distinct values in {lo}..={hi}"));
        }
        let hi = hi.min(self.choices.cap().max(lo + (count - 1)));
        let mut slack = hi - lo - (count - 1);
        let mut next = lo;
        let mut values = Vec::with_capacity(count as usize);
        for i in 0..count {
            // Spread the slack: on average twice a fair share per gap.
            let bound = slack.min((slack / (count - i)).saturating_mul(2));
            let gap = self.choices.pick(0, bound, false);
            slack -= gap;
            values.push(next + gap);
            next = (next + gap).saturating_add(1);
        }
        for i in self.choices.permutation(values.len()) {
            tokens.push(values[i].to_string());
        }
        Ok(())
    }
}

//! Case splits learned as decision trees, as EUSolver does: the leaves are
//! small expressions (or the table's values), the splits the bank's
//! enumerated truth values, chosen greedily by information gain.
//!
//! A tree that fits every row is a formula too large to enumerate whole,
//! found as a few small pieces. Its alternatives are the trees with one
//! split or leaf replaced by another expression, at most one size larger,
//! that agrees with it on that node's rows: the table cannot tell them
//! apart, so a query is answered only where they all agree.

use super::bank::{Bank, NONE};
use super::expr::{Expr, Ty};

/// The most leaves a tree may have.
const MAX_LEAVES: usize = 8;
/// The most alternatives kept per node.
/// The most `p != q` pairs a leaf's search may collect.
const MAX_PAIRS: usize = 1 << 20;
/// The most alternatives a node may have: past that the tree is not
/// taken (they could not all be checked at a query).
const MAX_ALTERNATIVES: usize = 4096;

/// What the leaves are.
pub(crate) enum Leaves<'a> {
    /// Each row's label (a truth value or a category code); a leaf is a
    /// label, spelled by `leaf`.
    Labels(&'a [u32], &'a dyn Fn(u32) -> Expr),
    /// Integer expressions of the bank that equal the target on the leaf's
    /// rows (`target` in the bank's row order).
    Terms(&'a [i64]),
}

/// A tree found: its expression, its size, the alternatives, and the
/// number of splits and of leaf choices for the evidence.
pub(crate) struct Grown {
    pub(crate) expr: Expr,
    pub(crate) alternatives: Vec<Expr>,
    /// log2 of the number of trees of its shape that were possible.
    pub(crate) log2_trees: f64,
}

enum Tree {
    Leaf {
        expr: Expr,
        alternatives: Vec<Expr>,
    },
    Split {
        pred: u32,
        /// Other splits of the node's rows alike, and whether they split
        /// them the other way round.
        alternatives: Vec<(u32, bool)>,
        yes: Box<Tree>,
        no: Box<Tree>,
    },
}

/// Grows a tree over all rows. `None` when no tree of at most
/// [`MAX_LEAVES`] leaves fits.
///
/// # Complexity
/// O(nodes · predicates · words · labels) for the splits.
pub(crate) fn grow(bank: &Bank, leaves: &Leaves, row_bits: &[f64]) -> Option<Grown> {
    let words = bank.words();
    let all: Vec<u64> = bank.full_mask().to_vec();
    let preds: Vec<u32> = (0..bank.bool_nodes.len() as u32).collect();
    let (classes, masks) = label_masks(bank, leaves)?;
    let mut count = 0;
    // each leaf's rows must carry the evidence for its own choices: a
    // split and a leaf among those possible, and 10 bits more
    let choices = (preds.len().max(1) as f64).log2()
        + match leaves {
            Leaves::Labels(..) => (classes.max(2) as f64).log2(),
            Leaves::Terms(_) => (bank.int_nodes.len().max(1) as f64).log2(),
        };
    let ctx = Context {
        bank,
        leaves,
        preds: &preds,
        masks: &masks,
        words,
        row_bits,
        leaf_bits: choices + 10.0,
        pair_bits: std::cell::Cell::new(0.0),
    };
    let tree = build(&ctx, &all, &mut count, 0)?;
    if count > MAX_LEAVES {
        return None;
    }
    let splits = count - 1;
    let leaf_choices = match leaves {
        Leaves::Labels(..) => classes as f64,
        Leaves::Terms(_) => bank.int_nodes.len().max(1) as f64,
    };
    // Catalan(splits) <= 4^splits shapes
    let log2_trees = splits as f64 * ((preds.len().max(1) as f64).log2() + 2.0)
        + count as f64 * leaf_choices.log2()
        + ctx.pair_bits.get();
    let expr = to_expr(bank, &tree);
    let mut alternatives = Vec::new();
    variants(bank, &tree, &mut |t| alternatives.push(t), &mut Vec::new());
    Some(Grown {
        expr,
        alternatives,
        log2_trees,
    })
}

/// For labels: a bit set of the rows of each label; for terms: the rows
/// each term of a greedy cover is right on (the cover's labels).
fn label_masks(bank: &Bank, leaves: &Leaves) -> Option<(usize, Vec<Vec<u64>>)> {
    let words = bank.words();
    match leaves {
        Leaves::Labels(labels, _) => {
            let classes = labels.iter().max().map_or(0, |&m| m as usize + 1);
            let mut masks = vec![vec![0u64; words]; classes];
            for (k, &l) in labels.iter().enumerate() {
                masks[l as usize][k / 64] |= 1 << (k % 64);
            }
            Some((classes, masks))
        }
        Leaves::Terms(target) => {
            // each term's rows, then a greedy cover of at most MAX_LEAVES terms
            let right: Vec<Vec<u64>> = (0..bank.int_nodes.len() as u32)
                .map(|i| {
                    let mut m = vec![0u64; words];
                    for (k, (&x, &t)) in bank.int(i).iter().zip(target.iter()).enumerate() {
                        if x == t && x != NONE {
                            m[k / 64] |= 1 << (k % 64);
                        }
                    }
                    m
                })
                .collect();
            let mut left: Vec<u64> = bank.full_mask().to_vec();
            let mut cover: Vec<Vec<u64>> = Vec::new();
            while left.iter().any(|&w| w != 0) && cover.len() < MAX_LEAVES {
                // the most rows, then the smallest term
                let (_, best) = right
                    .iter()
                    .enumerate()
                    .max_by_key(|&(i, m)| (ones_and(m, &left), std::cmp::Reverse(i)))?;
                if ones_and(best, &left) == 0 {
                    return None;
                }
                let rows: Vec<u64> = best.iter().zip(&left).map(|(a, b)| a & b).collect();
                for (l, r) in left.iter_mut().zip(&rows) {
                    *l &= !r;
                }
                cover.push(rows);
            }
            if left.iter().any(|&w| w != 0) {
                return None;
            }
            Some((cover.len(), cover))
        }
    }
}

fn ones_and(a: &[u64], b: &[u64]) -> u32 {
    a.iter().zip(b).map(|(x, y)| (x & y).count_ones()).sum()
}

/// What every node of a tree being built shares.
struct Context<'a> {
    bank: &'a Bank,
    leaves: &'a Leaves<'a>,
    preds: &'a [u32],
    masks: &'a [Vec<u64>],
    words: usize,
    /// The evidence each row carries, in the bank's order.
    row_bits: &'a [f64],
    /// The evidence a leaf's rows must carry.
    leaf_bits: f64,
    /// The choices of the `p != q` leaves, in bits, added up.
    pair_bits: std::cell::Cell<f64>,
}

fn build(ctx: &Context, rows: &[u64], count: &mut usize, depth: usize) -> Option<Tree> {
    let Context {
        bank,
        leaves,
        preds,
        masks,
        words,
        ..
    } = *ctx;
    // a leaf; a pair `p != q` is one of about P² more choices
    let pair_bits = 2.0 * (preds.len().max(1) as f64).log2();
    let leaf = leaf_for(bank, leaves, rows)
        .map(|l| (l, 0.0))
        .or_else(|| xor_pair(bank, leaves, preds, rows).map(|l| (l, pair_bits)));
    if let Some((leaf, more)) = leaf {
        let bits: f64 = (0..bank.rows)
            .filter(|&k| rows[k / 64] >> (k % 64) & 1 == 1)
            .map(|k| ctx.row_bits[k])
            .sum();
        if bits < ctx.leaf_bits + more {
            return None;
        }
        *count += 1;
        ctx.pair_bits.set(ctx.pair_bits.get() + more);
        return Some(leaf);
    }
    if *count + 2 > MAX_LEAVES || depth >= MAX_LEAVES {
        return None;
    }
    // the split with the most information gain, defined on every row here
    let total = ones_and(rows, rows) as f64;
    let counts = |m: &[u64]| -> Vec<f64> {
        masks
            .iter()
            .map(|c| {
                c.iter()
                    .zip(m)
                    .zip(rows)
                    .map(|((a, b), r)| (a & b & r).count_ones())
                    .sum::<u32>() as f64
            })
            .collect()
    };
    let base = entropy(&counts(rows), total);
    let mut best: Option<(f64, u32)> = None;
    for &p in preds {
        let (bits, defined) = bank.bool(p);
        if (0..words).any(|j| rows[j] & !defined[j] != 0) {
            continue;
        }
        let yes_rows = ones_and(bits, rows) as f64;
        if yes_rows == 0.0 || yes_rows == total {
            continue;
        }
        let yes = counts(bits);
        let no: Vec<f64> = counts(rows).iter().zip(&yes).map(|(a, b)| a - b).collect();
        let gain = base
            - (yes_rows / total) * entropy(&yes, yes_rows)
            - ((total - yes_rows) / total) * entropy(&no, total - yes_rows);
        // the first (smallest) of equal gains
        if best.is_none_or(|(g, _)| gain > g + 1e-12) {
            best = Some((gain, p));
        }
    }
    let (_, pred) = best?;
    let (bits, _) = bank.bool(pred);
    let yes_rows: Vec<u64> = rows.iter().zip(bits).map(|(r, b)| r & b).collect();
    let no_rows: Vec<u64> = rows.iter().zip(bits).map(|(r, b)| r & !b).collect();
    let alternatives = same_split(bank, pred, rows)?;
    let yes = build(ctx, &yes_rows, count, depth + 1)?;
    let no = build(ctx, &no_rows, count, depth + 1)?;
    Some(Tree::Split {
        pred,
        alternatives,
        yes: Box::new(yes),
        no: Box::new(no),
    })
}

fn entropy(counts: &[f64], total: f64) -> f64 {
    counts
        .iter()
        .filter(|&&c| c > 0.0)
        .map(|&c| -(c / total) * (c / total).log2())
        .sum()
}

/// A leaf that is right on every row of `rows`, with its alternatives.
fn leaf_for(bank: &Bank, leaves: &Leaves, rows: &[u64]) -> Option<Tree> {
    let in_rows = |k: usize| rows[k / 64] >> (k % 64) & 1 == 1;
    match leaves {
        Leaves::Labels(labels, spell) => {
            let mut ks = (0..bank.rows).filter(|&k| in_rows(k));
            let first = labels[ks.next()?];
            ks.all(|k| labels[k] == first).then(|| Tree::Leaf {
                expr: spell(first),
                alternatives: Vec::new(),
            })
        }
        Leaves::Terms(target) => {
            let fits = |i: u32| {
                let v = bank.int(i);
                (0..bank.rows).all(|k| !in_rows(k) || (v[k] == target[k] && v[k] != NONE))
            };
            let first = (0..bank.int_nodes.len() as u32).find(|&i| fits(i))?;
            let size = bank.size_of(Ty::Int, first);
            let others: Vec<u32> = (first + 1..bank.int_nodes.len() as u32)
                .take_while(|&i| bank.size_of(Ty::Int, i) <= size + 1)
                .filter(|&i| fits(i))
                .collect();
            if others.len() > MAX_ALTERNATIVES {
                return None;
            }
            let alternatives = others.iter().map(|&i| bank.expr(Ty::Int, i)).collect();
            Some(Tree::Leaf {
                expr: bank.expr(Ty::Int, first),
                alternatives,
            })
        }
    }
}

/// For truth-value labels: a leaf `p != q` (or `p = q`) of two predicates
/// that gives every label of `rows`, found by looking up `labels xor p` among
/// the predicates' values on `rows`. A split whose two sides each need the
/// other predicate, which information gain cannot see (the gain of either
/// alone is nil), is found this way. The other pairs that fit are the
/// leaf's alternatives.
///
/// # Complexity
/// O(predicates · words) expected.
fn xor_pair(bank: &Bank, leaves: &Leaves, preds: &[u32], rows: &[u64]) -> Option<Tree> {
    use super::expr::Op;
    let Leaves::Labels(labels, spell) = leaves else {
        return None;
    };
    if !matches!(spell(0), Expr::Bool(_)) {
        return None;
    }
    let words = bank.words();
    let mut yes = vec![0u64; words];
    for (k, &l) in labels.iter().enumerate() {
        yes[k / 64] |= u64::from(l == 1) << (k % 64);
    }
    let masked = |bits: &[u64]| -> Vec<u64> { bits.iter().zip(rows).map(|(b, r)| b & r).collect() };
    let usable: Vec<u32> = preds
        .iter()
        .copied()
        .filter(|&p| {
            let (_, d) = bank.bool(p);
            d.iter().zip(rows).all(|(d, r)| r & !d == 0)
        })
        .collect();
    // every predicate by its values on these rows
    let mut index: std::collections::HashMap<Vec<u64>, Vec<u32>> = std::collections::HashMap::new();
    for &p in &usable {
        index.entry(masked(bank.bool(p).0)).or_default().push(p);
    }
    // every pair (size, p, q, op), p < q
    let mut found: Vec<(usize, u32, u32, Op)> = Vec::new();
    for &p in &usable {
        let (bits, _) = bank.bool(p);
        let want: Vec<u64> = bits
            .iter()
            .zip(&yes)
            .zip(rows)
            .map(|((b, y), r)| (b ^ y) & r)
            .collect();
        let other: Vec<u64> = want.iter().zip(rows).map(|(w, r)| !w & r).collect();
        for (key, op) in [(want, Op::Ne), (other, Op::Eq)] {
            for &q in index.get(&key).map_or(&[][..], Vec::as_slice) {
                if q > p {
                    let size = 1 + bank.size_of(Ty::Bool, p) + bank.size_of(Ty::Bool, q);
                    found.push((size, p, q, op));
                }
            }
        }
        if found.len() > MAX_PAIRS {
            return None;
        }
    }
    // the smallest pair, the others at most one larger its alternatives
    let size = found.iter().map(|f| f.0).min()?;
    found.retain(|f| f.0 <= size + 1);
    if found.len() > MAX_ALTERNATIVES {
        return None;
    }
    found.sort_by_key(|f| f.0);
    let pair = |&(_, p, q, op): &(usize, u32, u32, Op)| {
        Expr::Binary(
            op,
            Box::new(bank.expr(Ty::Bool, p)),
            Box::new(bank.expr(Ty::Bool, q)),
        )
    };
    let expr = pair(&found[0]);
    let alternatives = found[1..].iter().map(pair).collect();
    Some(Tree::Leaf { expr, alternatives })
}

/// The truth values at most one size larger than `pred` that split `rows`
/// as it does (or the other way round), defined on all of them.
fn same_split(bank: &Bank, pred: u32, rows: &[u64]) -> Option<Vec<(u32, bool)>> {
    let size = bank.size_of(Ty::Bool, pred);
    let (bits, _) = bank.bool(pred);
    let mut out = Vec::new();
    for q in 0..bank.bool_nodes.len() as u32 {
        if q == pred {
            continue;
        }
        let (qb, qd) = bank.bool(q);
        let defined = rows.iter().zip(qd).all(|(r, d)| r & !d == 0);
        let same = rows
            .iter()
            .zip(bits)
            .zip(qb)
            .all(|((r, a), b)| (a ^ b) & r == 0);
        let other = rows
            .iter()
            .zip(bits)
            .zip(qb)
            .all(|((r, a), b)| (!(a ^ b)) & r == 0);
        if defined && (same || other) && bank.size_of(Ty::Bool, q) <= size + 1 {
            out.push((q, !same));
            if out.len() > MAX_ALTERNATIVES {
                return None;
            }
        }
    }
    Some(out)
}

fn to_expr(bank: &Bank, tree: &Tree) -> Expr {
    match tree {
        Tree::Leaf { expr, .. } => expr.clone(),
        Tree::Split { pred, yes, no, .. } => ite(
            bank.expr(Ty::Bool, *pred),
            to_expr(bank, yes),
            to_expr(bank, no),
        ),
    }
}

/// `if c then a else b`, with truth-value leaves folded into `and`/`or`.
fn ite(c: Expr, a: Expr, b: Expr) -> Expr {
    use super::expr::Op;
    let not = |e: Expr| match e {
        Expr::Unary(Op::Not, inner) => *inner,
        e => Expr::Unary(Op::Not, Box::new(e)),
    };
    match (a, b) {
        (Expr::Bool(true), Expr::Bool(false)) => c,
        (Expr::Bool(false), Expr::Bool(true)) => not(c),
        (Expr::Bool(true), b) => Expr::Binary(Op::Or, Box::new(c), Box::new(b)),
        (Expr::Bool(false), b) => Expr::Binary(Op::And, Box::new(not(c)), Box::new(b)),
        (a, Expr::Bool(false)) => Expr::Binary(Op::And, Box::new(c), Box::new(a)),
        (a, Expr::Bool(true)) => Expr::Binary(Op::Or, Box::new(not(c)), Box::new(a)),
        (a, b) => Expr::Ite(Box::new(c), Box::new(a), Box::new(b)),
    }
}

/// Calls `out` with every tree that differs from `tree` in one node's
/// alternative. `path` is the rebuilding context (the nodes above).
fn variants(
    bank: &Bank,
    tree: &Tree,
    out: &mut dyn FnMut(Expr),
    path: &mut Vec<(Expr, bool, Expr)>,
) {
    let rebuild = |inner: Expr, path: &[(Expr, bool, Expr)]| {
        path.iter().rev().fold(inner, |acc, (c, yes, other)| {
            if *yes {
                ite(c.clone(), acc, other.clone())
            } else {
                ite(c.clone(), other.clone(), acc)
            }
        })
    };
    match tree {
        Tree::Leaf { alternatives, .. } => {
            for a in alternatives {
                out(rebuild(a.clone(), path));
            }
        }
        Tree::Split {
            pred,
            alternatives,
            yes,
            no,
        } => {
            let (y, n) = (to_expr(bank, yes), to_expr(bank, no));
            for &(q, flipped) in alternatives {
                let (a, b) = if flipped {
                    (n.clone(), y.clone())
                } else {
                    (y.clone(), n.clone())
                };
                out(rebuild(ite(bank.expr(Ty::Bool, q), a, b), path));
            }
            let c = bank.expr(Ty::Bool, *pred);
            path.push((c.clone(), true, n));
            variants(bank, yes, out, path);
            path.pop();
            path.push((c, false, y));
            variants(bank, no, out, path);
            path.pop();
        }
    }
}

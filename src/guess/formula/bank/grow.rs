//! Growing the bank by one size: every operator applied to the stored
//! expressions whose sizes add up, with the pruning that keeps one of each
//! family of equal expressions (constants folded, identities and
//! left-leaning chains skipped).

use super::{first, Bank, Node, Target, NONE, SAMPLE};
use crate::guess::formula::expr::{Op, Ty};

impl Bank {
    /// Enumerates every expression of the next size. Returns false when the
    /// budget ran out before the size was complete.
    pub(crate) fn grow(&mut self) -> bool {
        let s = self.size();
        let complete = self.grow_size(s);
        if complete {
            self.close_size();
        }
        complete
    }

    /// Whether candidates of type `ty` can still matter: once the bank is
    /// full they are only checked against the target, so only the target's
    /// type is worth building.
    fn wanted(&self, ty: Ty) -> bool {
        !self.full
            || matches!(
                (&self.target, ty),
                (Target::Int(_), Ty::Int) | (Target::Bool(_), Ty::Bool)
            )
    }

    /// Whether `op(a, b)` on integers is worth building: no operator on
    /// constants alone but `+` and `×` of two constant terminals (which
    /// make the constants above 4), no identity (`x + 0`, `x × 1`, `x div
    /// 1`...), and chains of an associative operator only leaning right.
    fn worth(&self, op: Op, a: u32, b: u32) -> bool {
        let (ca, cb) = (self.int_const[a as usize], self.int_const[b as usize]);
        if ca.is_some() && cb.is_some() {
            let terminals = matches!(self.int_nodes[a as usize], Node::Const(_))
                && matches!(self.int_nodes[b as usize], Node::Const(_));
            return terminals && matches!(op, Op::Add | Op::Mul);
        }
        let trivial = |c: Option<i64>, on_right: bool| match (op, c) {
            (Op::Add | Op::Xor, Some(0)) => true,
            (Op::Sub, Some(0)) => on_right,
            (Op::Mul, Some(0 | 1)) => true,
            (Op::Div | Op::Mod, Some(0)) => true,
            (Op::Div | Op::Mod, Some(-1..=1)) => on_right,
            _ => false,
        };
        if trivial(ca, false) || trivial(cb, true) {
            return false;
        }
        // `a` is the smaller side (commuting operators take sizes sa <= sb),
        // so a chain `a1 op (a2 op ...)` with its smallest term first
        // reaches every chain once
        if matches!(op, Op::Add | Op::Mul | Op::Min | Op::Max | Op::Xor) {
            if let Node::Binary(inner, _, _) = self.int_nodes[a as usize] {
                if inner == op {
                    return false;
                }
            }
        }
        true
    }

    fn grow_size(&mut self, s: usize) -> bool {
        let (want_int, want_bool) = (self.wanted(Ty::Int), self.wanted(Ty::Bool));
        // unary operators
        for a in self.ints_of(s - 1) {
            if self.int_const[a as usize].is_some() {
                continue;
            }
            if want_int {
                for op in Op::INT_UNARY {
                    if !self.unary_int(op, a, s) {
                        return false;
                    }
                }
            }
            if want_bool && !self.unary_to_bool(Op::Odd, a, s) {
                return false;
            }
        }
        if want_bool {
            for a in self.bools_of(s - 1) {
                if !self.not(a, s) {
                    return false;
                }
            }
        }
        // binary operators: sizes sa + sb = s - 1
        for sa in 1..s - 1 {
            let sb = s - 1 - sa;
            for op in Op::INT_BINARY.into_iter().chain(Op::COMPARISONS) {
                if (op.commutes() && sa > sb) || !self.wanted(op.ty()) {
                    continue;
                }
                for a in self.ints_of(sa) {
                    let bs = self.ints_of(sb);
                    let from = if op.commutes() && sa == sb {
                        a
                    } else {
                        bs.start
                    };
                    for b in from..bs.end {
                        if a == b && !matches!(op, Op::Add | Op::Mul) {
                            continue;
                        }
                        if !self.worth(op, a, b) {
                            continue;
                        }
                        if !self.binary_int(op, a, b, s) {
                            return false;
                        }
                    }
                }
            }
            if sa <= sb && want_bool {
                for op in Op::BOOL_BINARY {
                    for a in self.bools_of(sa) {
                        let bs = self.bools_of(sb);
                        let from = if sa == sb { a + 1 } else { bs.start };
                        for b in from..bs.end {
                            // chains lean right, as for integers
                            if let Node::Binary(inner, _, _) = self.bool_nodes[a as usize] {
                                if inner == op {
                                    continue;
                                }
                            }
                            if !self.binary_bool(op, a, b, s) {
                                return false;
                            }
                        }
                    }
                }
            }
        }
        // if-then-else, for integer targets: a small condition (a
        // comparison of terminals, or `odd` of one), sizes sc + sa + sb = s - 1
        if matches!(self.target, Target::Int(_)) {
            for sc in 2..=3.min(s.saturating_sub(3)) {
                for sa in 1..s - 1 - sc {
                    let sb = s - 1 - sc - sa;
                    for c in self.bools_of(sc) {
                        for a in self.ints_of(sa) {
                            for b in self.ints_of(sb) {
                                if a != b && !self.ite(c, a, b, s) {
                                    return false;
                                }
                            }
                        }
                    }
                }
            }
        }
        true
    }

    fn unary_int(&mut self, op: Op, a: u32, s: usize) -> bool {
        let n = self.eval_rows();
        let xs = first!(self, a, n);
        let out = &mut self.scratch_int[..n];
        match op {
            Op::Abs => map1(xs, out, |x| x.abs()),
            Op::Log2Floor => map1(
                xs,
                out,
                |x| if x >= 1 { i64::from(x.ilog2()) } else { NONE },
            ),
            Op::Log2Ceil => map1(xs, out, |x| match x {
                1 => 0,
                x if x >= 2 => i64::from((x - 1).ilog2()) + 1,
                _ => NONE,
            }),
            Op::Sqrt => map1(xs, out, |x| {
                if x >= 0 {
                    crate::guess::formula::expr::isqrt(x as u128) as i64
                } else {
                    NONE
                }
            }),
            Op::Popcount => map1(xs, out, |x| {
                if x >= 0 {
                    i64::from(x.count_ones())
                } else {
                    NONE
                }
            }),
            _ => unreachable!(),
        }
        self.finish_int(Node::Unary(op, a), s, n)
    }

    fn binary_int(&mut self, op: Op, a: u32, b: u32, s: usize) -> bool {
        let n = self.eval_rows();
        let (xs, ys) = (first!(self, a, n), first!(self, b, n));
        if op.ty() == Ty::Bool {
            pack(n, &mut self.scratch_bits, &mut self.scratch_defined, |k| {
                let (x, y) = (xs[k], ys[k]);
                let ok = x != NONE && y != NONE;
                let v = match op {
                    Op::Lt => x < y,
                    Op::Le => x <= y,
                    _ => x == y,
                };
                (v, ok)
            });
            return self.finish_bool(Node::Binary(op, a, b), s, n);
        }
        let out = &mut self.scratch_int[..n];
        match op {
            Op::Add => map2(xs, ys, out, |x, y| x.wrapping_add(y)),
            Op::Sub => map2(xs, ys, out, |x, y| x.wrapping_sub(y)),
            Op::Mul => map2(xs, ys, out, |x, y| x.checked_mul(y).unwrap_or(NONE)),
            Op::Div => map2(
                xs,
                ys,
                out,
                |x, y| if y != 0 { x.div_euclid(y) } else { NONE },
            ),
            Op::Mod => map2(
                xs,
                ys,
                out,
                |x, y| if y != 0 { x.rem_euclid(y) } else { NONE },
            ),
            Op::Min => map2(xs, ys, out, |x, y| x.min(y)),
            Op::Max => map2(xs, ys, out, |x, y| x.max(y)),
            Op::Xor => map2(xs, ys, out, |x, y| x ^ y),
            _ => unreachable!(),
        }
        self.finish_int(Node::Binary(op, a, b), s, n)
    }

    fn unary_to_bool(&mut self, op: Op, a: u32, s: usize) -> bool {
        let n = self.eval_rows();
        let xs = first!(self, a, n);
        pack(n, &mut self.scratch_bits, &mut self.scratch_defined, |k| {
            (xs[k] & 1 == 1, xs[k] != NONE)
        });
        self.finish_bool(Node::Unary(op, a), s, n)
    }

    fn not(&mut self, a: u32, s: usize) -> bool {
        let n = self.eval_rows();
        if self.full {
            let (b, d) = self.first_word(a);
            self.scratch_bits[0] = !b;
            self.scratch_defined[0] = d;
        } else {
            let k = a as usize * self.words;
            for j in 0..n.div_ceil(64) {
                self.scratch_bits[j] = !self.bits[k + j];
                self.scratch_defined[j] = self.defined[k + j];
            }
        }
        self.finish_bool(Node::Unary(Op::Not, a), s, n)
    }

    fn binary_bool(&mut self, op: Op, a: u32, b: u32, s: usize) -> bool {
        let n = self.eval_rows();
        let apply = |x: u64, y: u64| match op {
            Op::And => x & y,
            Op::Or => x | y,
            _ => x ^ y,
        };
        if self.full {
            let ((xa, da), (xb, db)) = (self.first_word(a), self.first_word(b));
            self.scratch_bits[0] = apply(xa, xb);
            self.scratch_defined[0] = da & db;
        } else {
            let (ka, kb) = (a as usize * self.words, b as usize * self.words);
            for j in 0..n.div_ceil(64) {
                self.scratch_bits[j] = apply(self.bits[ka + j], self.bits[kb + j]);
                self.scratch_defined[j] = self.defined[ka + j] & self.defined[kb + j];
            }
        }
        self.finish_bool(Node::Binary(op, a, b), s, n)
    }

    fn ite(&mut self, c: u32, a: u32, b: u32, s: usize) -> bool {
        let n = self.eval_rows();
        let (xs, ys) = (first!(self, a, n), first!(self, b, n));
        let kc = c as usize * self.words;
        for k in 0..n {
            let (word, bit) = if self.full {
                (self.first_word(c), 1u64 << k)
            } else {
                let w = kc + k / 64;
                ((self.bits[w], self.defined[w]), 1u64 << (k % 64))
            };
            self.scratch_int[k] = if word.1 & bit == 0 {
                NONE
            } else if word.0 & bit != 0 {
                xs[k]
            } else {
                ys[k]
            };
        }
        self.finish_int(Node::Ite(c, a, b), s, n)
    }
}

fn map1(xs: &[i64], out: &mut [i64], f: impl Fn(i64) -> i64) {
    for (o, &x) in out.iter_mut().zip(xs) {
        *o = if x == NONE { NONE } else { f(x) };
    }
}

fn map2(xs: &[i64], ys: &[i64], out: &mut [i64], f: impl Fn(i64, i64) -> i64) {
    for ((o, &x), &y) in out.iter_mut().zip(xs).zip(ys) {
        *o = if x == NONE || y == NONE {
            NONE
        } else {
            f(x, y)
        };
    }
}

/// Packs `n` truth values (value, defined) into bit sets.
fn pack(n: usize, bits: &mut [u64], defined: &mut [u64], f: impl Fn(usize) -> (bool, bool)) {
    for (w, (b, d)) in bits.iter_mut().zip(defined.iter_mut()).enumerate() {
        let (mut vb, mut vd) = (0u64, 0u64);
        for k in w * 64..n.min(w * 64 + 64) {
            let (v, ok) = f(k);
            vb |= u64::from(v && ok) << (k % 64);
            vd |= u64::from(ok) << (k % 64);
        }
        *b = vb;
        *d = vd;
        if (w + 1) * 64 >= n {
            break;
        }
    }
}

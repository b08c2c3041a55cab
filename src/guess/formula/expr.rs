//! The expressions of the formula grammar: their operators, their exact
//! value at a point, and their spelling in words and in Rust.

/// The type of an expression: an integer, or a truth value (kept as 0 / 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Ty {
    Int,
    Bool,
}

/// An operator of the grammar. Each takes the types [`Op::args`] gives
/// and returns [`Op::ty`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Op {
    /// `|x|`.
    Abs,
    /// `⌊log2 x⌋`, for `x >= 1`.
    Log2Floor,
    /// `⌈log2 x⌉`, for `x >= 1`.
    Log2Ceil,
    /// `⌊√x⌋`, for `x >= 0`.
    Sqrt,
    /// The number of ones in binary, for `x >= 0`.
    Popcount,
    /// `x` is odd.
    Odd,
    /// Not `p`.
    Not,
    Add,
    Sub,
    Mul,
    /// Floor division (`div_euclid`), by a non-zero divisor.
    Div,
    /// The residue in `0..|y|` (`rem_euclid`), by a non-zero divisor.
    Mod,
    Min,
    Max,
    /// Bitwise exclusive or.
    Xor,
    Lt,
    Le,
    Eq,
    And,
    Or,
    /// `p` differs from `q` (exclusive or of truth values).
    Ne,
}

impl Op {
    /// The unary operators on integers giving integers.
    pub(crate) const INT_UNARY: [Op; 5] =
        [Op::Abs, Op::Log2Floor, Op::Log2Ceil, Op::Sqrt, Op::Popcount];
    /// The binary operators on integers giving integers.
    pub(crate) const INT_BINARY: [Op; 8] = [
        Op::Add,
        Op::Sub,
        Op::Mul,
        Op::Div,
        Op::Mod,
        Op::Min,
        Op::Max,
        Op::Xor,
    ];
    /// The comparisons.
    pub(crate) const COMPARISONS: [Op; 3] = [Op::Lt, Op::Le, Op::Eq];
    /// The binary operators on truth values.
    pub(crate) const BOOL_BINARY: [Op; 3] = [Op::And, Op::Or, Op::Ne];

    /// Whether `x op y == y op x` for every `x`, `y`.
    pub(crate) fn commutes(self) -> bool {
        matches!(
            self,
            Op::Add | Op::Mul | Op::Min | Op::Max | Op::Xor | Op::Eq | Op::And | Op::Or | Op::Ne
        )
    }

    /// The result's type.
    pub(crate) fn ty(self) -> Ty {
        match self {
            Op::Odd | Op::Not | Op::Lt | Op::Le | Op::Eq | Op::And | Op::Or | Op::Ne => Ty::Bool,
            _ => Ty::Int,
        }
    }

    /// Applies a unary operator exactly; `None` outside its domain.
    pub(crate) fn unary(self, x: i128) -> Option<i128> {
        match self {
            Op::Abs => x.checked_abs(),
            Op::Log2Floor => (x >= 1).then(|| i128::from(x.ilog2())),
            Op::Log2Ceil => (x >= 1).then(|| {
                if x == 1 {
                    0
                } else {
                    i128::from((x - 1).ilog2()) + 1
                }
            }),
            Op::Sqrt => (x >= 0).then(|| isqrt(x as u128) as i128),
            Op::Popcount => (x >= 0).then(|| i128::from(x.count_ones())),
            Op::Odd => Some(x & 1),
            Op::Not => Some(1 - x),
            _ => unreachable!("{self:?} is not unary"),
        }
    }

    /// Applies a binary operator exactly; `None` on overflow or outside its
    /// domain (division by zero).
    pub(crate) fn binary(self, x: i128, y: i128) -> Option<i128> {
        match self {
            Op::Add => x.checked_add(y),
            Op::Sub => x.checked_sub(y),
            Op::Mul => x.checked_mul(y),
            Op::Div => (y != 0).then(|| x.checked_div_euclid(y)).flatten(),
            Op::Mod => (y != 0).then(|| x.checked_rem_euclid(y)).flatten(),
            Op::Min => Some(x.min(y)),
            Op::Max => Some(x.max(y)),
            Op::Xor => Some(x ^ y),
            Op::Lt => Some(i128::from(x < y)),
            Op::Le => Some(i128::from(x <= y)),
            Op::Eq => Some(i128::from(x == y)),
            Op::And => Some(x & y),
            Op::Or => Some(x | y),
            Op::Ne => Some(i128::from(x != y)),
            _ => unreachable!("{self:?} is not binary"),
        }
    }
}

/// `⌊√n⌋`, exactly. O(log n).
pub(crate) fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    // Newton's method from above: a first guess at least the root.
    let mut x = 1u128 << n.ilog2().div_ceil(2);
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}

/// An expression of the grammar over numbered terminals (the features).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Expr {
    /// The terminal of that index.
    Term(usize),
    /// An integer constant.
    Const(i64),
    /// A truth value (the leaves of a boolean decision tree).
    Bool(bool),
    /// A category code (the leaves of a decision tree over words).
    Leaf(i64),
    /// A unary operator.
    Unary(Op, Box<Expr>),
    /// A binary operator.
    Binary(Op, Box<Expr>, Box<Expr>),
    /// `if c then x else y`: `x` and `y` of one type.
    Ite(Box<Expr>, Box<Expr>, Box<Expr>),
}

/// How a terminal is read, spelled and written in Rust.
pub(crate) trait Terminals {
    /// Its name in a rule printed in words.
    fn name(&self, i: usize) -> String;
    /// A Rust expression for it: `i128` for integers, `bool` for truth values.
    fn rust(&self, i: usize) -> String;
    /// The word of a category code.
    fn leaf(&self, code: i64) -> String;
}

impl Expr {
    /// The number of nodes.
    pub(crate) fn size(&self) -> usize {
        match self {
            Expr::Term(_) | Expr::Const(_) | Expr::Bool(_) | Expr::Leaf(_) => 1,
            Expr::Unary(_, a) => 1 + a.size(),
            Expr::Binary(_, a, b) => 1 + a.size() + b.size(),
            Expr::Ite(c, a, b) => 1 + c.size() + a.size() + b.size(),
        }
    }

    /// The exact value, truth values as 0 / 1, given the terminals' values;
    /// `None` where an operator leaves its domain or overflows `i128`, or a
    /// terminal has no value. `if` evaluates only the branch taken.
    ///
    /// # Complexity
    /// O(size).
    pub(crate) fn eval(&self, terms: &[Option<i128>]) -> Option<i128> {
        match self {
            Expr::Term(i) => terms[*i],
            Expr::Const(c) | Expr::Leaf(c) => Some(i128::from(*c)),
            Expr::Bool(b) => Some(i128::from(*b)),
            Expr::Unary(op, a) => op.unary(a.eval(terms)?),
            Expr::Binary(op, a, b) => op.binary(a.eval(terms)?, b.eval(terms)?),
            Expr::Ite(c, a, b) => {
                if c.eval(terms)? != 0 {
                    a.eval(terms)
                } else {
                    b.eval(terms)
                }
            }
        }
    }

    /// The expression in words: `min(n, m) + 1`, `odd(count(a = 1))`.
    pub(crate) fn words(&self, terms: &dyn Terminals) -> String {
        let w = |e: &Expr| e.words(terms);
        // operands of infix operators in parentheses unless atomic
        let p = |e: &Expr| match e {
            Expr::Binary(op, _, _) if infix(*op).is_some() => format!("({})", e.words(terms)),
            Expr::Ite(..) => format!("({})", e.words(terms)),
            _ => e.words(terms),
        };
        match self {
            Expr::Term(i) => terms.name(*i),
            Expr::Const(c) => c.to_string(),
            Expr::Bool(b) => b.to_string(),
            Expr::Leaf(c) => terms.leaf(*c),
            Expr::Unary(op, a) => match op {
                Op::Abs => format!("|{}|", w(a)),
                Op::Log2Floor => format!("floor_log2({})", w(a)),
                Op::Log2Ceil => format!("ceil_log2({})", w(a)),
                Op::Sqrt => format!("isqrt({})", w(a)),
                Op::Popcount => format!("popcount({})", w(a)),
                Op::Odd => format!("odd({})", w(a)),
                Op::Not => format!("not {}", p(a)),
                _ => unreachable!(),
            },
            Expr::Binary(op, a, b) => match infix(*op) {
                Some(sym) => format!("{} {sym} {}", p(a), p(b)),
                None => {
                    let f = if *op == Op::Min { "min" } else { "max" };
                    format!("{f}({}, {})", w(a), w(b))
                }
            },
            Expr::Ite(c, a, b) => format!("if {} then {} else {}", w(c), p(a), p(b)),
        }
    }

    /// The expression in Rust: of type `i128` for integers, `bool` for
    /// truth values, the terminals as [`Terminals::rust`] writes them.
    /// `helpers` collects the nested functions it calls (`isqrt`,
    /// `ceil_log2`).
    pub(crate) fn rust(&self, terms: &dyn Terminals, helpers: &mut Vec<&'static str>) -> String {
        let mut r = |e: &Expr| e.rust(terms, helpers);
        match self {
            Expr::Term(i) => terms.rust(*i),
            Expr::Const(c) => format!("{c}i128"),
            Expr::Bool(b) => b.to_string(),
            Expr::Leaf(c) => format!("{:?}", terms.leaf(*c)),
            Expr::Unary(op, a) => {
                let x = r(a);
                match op {
                    Op::Abs => format!("{x}.abs()"),
                    Op::Log2Floor => format!("({x}.ilog2() as i128)"),
                    Op::Log2Ceil => {
                        if !helpers.contains(&CEIL_LOG2) {
                            helpers.push(CEIL_LOG2);
                        }
                        format!("ceil_log2({})", bare(&x))
                    }
                    Op::Sqrt => {
                        if !helpers.contains(&ISQRT) {
                            helpers.push(ISQRT);
                        }
                        format!("isqrt({})", bare(&x))
                    }
                    Op::Popcount => format!("({x}.count_ones() as i128)"),
                    Op::Odd => format!("({x}.rem_euclid(2) == 1)"),
                    Op::Not => format!("!{x}"),
                    _ => unreachable!(),
                }
            }
            Expr::Binary(op, a, b) => {
                let (x, y) = (r(a), r(b));
                match op {
                    Op::Add => format!("({x} + {y})"),
                    Op::Sub => format!("({x} - {y})"),
                    Op::Mul => format!("({x} * {y})"),
                    Op::Div => format!("{x}.div_euclid({})", bare(&y)),
                    Op::Mod => format!("{x}.rem_euclid({})", bare(&y)),
                    Op::Min => format!("{x}.min({})", bare(&y)),
                    Op::Max => format!("{x}.max({})", bare(&y)),
                    Op::Xor => format!("({x} ^ {y})"),
                    Op::Lt => format!("({x} < {y})"),
                    Op::Le => format!("({x} <= {y})"),
                    Op::Eq => format!("({x} == {y})"),
                    Op::And => format!("({x} && {y})"),
                    Op::Or => format!("({x} || {y})"),
                    Op::Ne => format!("({x} != {y})"),
                    _ => unreachable!(),
                }
            }
            Expr::Ite(c, a, b) => {
                let (c, x, y) = (r(c), r(a), r(b));
                format!(
                    "(if {} {{ {} }} else {{ {} }})",
                    bare(&c),
                    bare(&x),
                    bare(&y)
                )
            }
        }
    }
}

/// `s` without one pair of parentheses around all of it, if it has one:
/// where Rust needs none (a call's argument, a condition, a block's value),
/// so that the printed rule compiles without `unused_parens` warnings.
pub(crate) fn bare(s: &str) -> &str {
    let Some(inner) = s.strip_prefix('(').and_then(|t| t.strip_suffix(')')) else {
        return s;
    };
    // the first parenthesis must close at the very end
    let mut depth = 0i32;
    for c in inner.chars() {
        depth += match c {
            '(' => 1,
            ')' => -1,
            _ => 0,
        };
        if depth < 0 {
            return s;
        }
    }
    if depth == 0 {
        inner
    } else {
        s
    }
}

/// The infix symbol of an operator, if it is written between its operands.
fn infix(op: Op) -> Option<&'static str> {
    Some(match op {
        Op::Add => "+",
        Op::Sub => "-",
        Op::Mul => "*",
        Op::Div => "div",
        Op::Mod => "mod",
        Op::Xor => "xor",
        Op::Lt => "<",
        Op::Le => "<=",
        Op::Eq => "=",
        Op::And => "and",
        Op::Or => "or",
        Op::Ne => "!=",
        _ => return None,
    })
}

/// The nested function a printed rule carries when it takes `⌈log2⌉`.
pub(crate) const CEIL_LOG2: &str = "    // ⌈log2 x⌉ for x >= 1
    fn ceil_log2(x: i128) -> i128 {
        assert!(x >= 1);
        if x == 1 { 0 } else { (x - 1).ilog2() as i128 + 1 }
    }";

/// The nested function a printed rule carries when it takes `⌊√x⌋`.
pub(crate) const ISQRT: &str = "    // ⌊√x⌋ for x >= 0, exactly
    fn isqrt(x: i128) -> i128 {
        assert!(x >= 0);
        let mut r = (x as f64).sqrt() as i128;
        while r * r > x { r -= 1; }
        while (r + 1) * (r + 1) <= x { r += 1; }
        r
    }";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isqrt_is_exact_near_squares() {
        for r in [0u128, 1, 2, 3, 1000, (1 << 31) - 1, 1 << 40, (1 << 63) - 25] {
            let s = r * r;
            assert_eq!(isqrt(s), r);
            if s > 0 {
                assert_eq!(isqrt(s - 1), r - 1);
            }
            assert_eq!(isqrt(s + 2 * r), r);
        }
        assert_eq!(isqrt(u128::MAX), u64::MAX as u128);
    }

    #[test]
    fn only_parentheses_around_the_whole_go() {
        assert_eq!(bare("(a + b)"), "a + b");
        assert_eq!(bare("(a + b) * (c + d)"), "(a + b) * (c + d)");
        assert_eq!(bare("(n as i128).min(m)"), "(n as i128).min(m)");
        assert_eq!(bare("x"), "x");
    }

    #[test]
    fn operators_follow_their_definitions() {
        // floor division and residue: -7 = 3 * (-3) + 2
        assert_eq!(Op::Div.binary(-7, 3), Some(-3));
        assert_eq!(Op::Mod.binary(-7, 3), Some(2));
        assert_eq!(Op::Mod.binary(7, 0), None);
        assert_eq!(Op::Log2Ceil.unary(5), Some(3));
        assert_eq!(Op::Log2Ceil.unary(4), Some(2));
        assert_eq!(Op::Log2Ceil.unary(1), Some(0));
        assert_eq!(Op::Log2Floor.unary(0), None);
        assert_eq!(Op::Popcount.unary(0b1011), Some(3));
        assert_eq!(Op::Mul.binary(i128::MAX, 2), None);
    }
}

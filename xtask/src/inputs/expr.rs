//! Bounds and counts of a shape: a number, or an expression over the names
//! bound before it (`n`, `n-1`, `3*N`, `min(100, n)`).
//!
//! Grammar: `sum := product (('+' | '-') product)*`,
//! `product := atom ('*' atom)*`, `atom := number | name | min(sum, sum) |
//! max(sum, sum) | (sum)`. Arithmetic saturates: `0-1` is 0, and a product
//! past `u64::MAX` is `u64::MAX`.

use serde_json::Value;

/// A parsed bound.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    Num(u64),
    Name(String),
    Add(Box<Expr>, Box<Expr>),
    Sub(Box<Expr>, Box<Expr>),
    Mul(Box<Expr>, Box<Expr>),
    Min(Box<Expr>, Box<Expr>),
    Max(Box<Expr>, Box<Expr>),
}

impl Expr {
    /// Reads a JSON number or expression string.
    pub fn from_json(v: &Value) -> Result<Expr, String> {
        match v {
            Value::Number(n) => n
                .as_u64()
                .map(Expr::Num)
                .ok_or_else(|| format!("{n} is not an integer in 0..=2^64-1")),
            Value::String(s) => parse(s),
            other => Err(format!("expected a number or an expression, found {other}")),
        }
    }

    /// The value, looking names up with `lookup`.
    pub fn eval(&self, lookup: &dyn Fn(&str) -> Option<u64>) -> Result<u64, String> {
        let apply = |a: &Expr, b: &Expr, op: fn(u64, u64) -> u64| {
            Ok::<_, String>(op(a.eval(lookup)?, b.eval(lookup)?))
        };
        Ok(match self {
            Expr::Num(n) => *n,
            Expr::Name(name) => {
                lookup(name).ok_or_else(|| format!("`{name}` is not bound before its use"))?
            }
            Expr::Add(a, b) => apply(a, b, u64::saturating_add)?,
            Expr::Sub(a, b) => apply(a, b, u64::saturating_sub)?,
            Expr::Mul(a, b) => apply(a, b, u64::saturating_mul)?,
            Expr::Min(a, b) => apply(a, b, u64::min)?,
            Expr::Max(a, b) => apply(a, b, u64::max)?,
        })
    }
}

/// Parses an expression string.
pub fn parse(text: &str) -> Result<Expr, String> {
    let tokens = tokenize(text)?;
    let mut p = Parser { tokens, at: 0 };
    let e = p.sum()?;
    match p.tokens.get(p.at) {
        None => Ok(e),
        Some(t) => Err(format!("`{text}`: unexpected `{t}`")),
    }
    .map_err(|e: String| format!("bad expression: {e}"))
}

fn tokenize(text: &str) -> Result<Vec<String>, String> {
    let mut tokens = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
        } else if c.is_ascii_alphanumeric() || c == '_' {
            let mut word = String::new();
            while let Some(&c) = chars
                .peek()
                .filter(|c| c.is_ascii_alphanumeric() || **c == '_')
            {
                word.push(c);
                chars.next();
            }
            tokens.push(word);
        } else if "+-*(),".contains(c) {
            tokens.push(c.to_string());
            chars.next();
        } else {
            return Err(format!("`{text}`: unexpected `{c}`"));
        }
    }
    Ok(tokens)
}

struct Parser {
    tokens: Vec<String>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<&str> {
        self.tokens.get(self.at).map(String::as_str)
    }

    fn expect(&mut self, t: &str) -> Result<(), String> {
        match self.peek() {
            Some(x) if x == t => {
                self.at += 1;
                Ok(())
            }
            other => Err(format!("expected `{t}`, found {other:?}")),
        }
    }

    fn sum(&mut self) -> Result<Expr, String> {
        let mut e = self.product()?;
        while let Some(op) = self.peek().filter(|t| *t == "+" || *t == "-") {
            let add = op == "+";
            self.at += 1;
            let rhs = Box::new(self.product()?);
            e = if add {
                Expr::Add(Box::new(e), rhs)
            } else {
                Expr::Sub(Box::new(e), rhs)
            };
        }
        Ok(e)
    }

    fn product(&mut self) -> Result<Expr, String> {
        let mut e = self.atom()?;
        while self.peek() == Some("*") {
            self.at += 1;
            e = Expr::Mul(Box::new(e), Box::new(self.atom()?));
        }
        Ok(e)
    }

    fn atom(&mut self) -> Result<Expr, String> {
        let t = self.peek().ok_or("unexpected end")?.to_string();
        self.at += 1;
        if t == "(" {
            let e = self.sum()?;
            self.expect(")")?;
            Ok(e)
        } else if t == "min" || t == "max" {
            self.expect("(")?;
            let a = Box::new(self.sum()?);
            self.expect(",")?;
            let b = Box::new(self.sum()?);
            self.expect(")")?;
            Ok(if t == "min" {
                Expr::Min(a, b)
            } else {
                Expr::Max(a, b)
            })
        } else if t.starts_with(|c: char| c.is_ascii_digit()) {
            t.parse()
                .map(Expr::Num)
                .map_err(|_| format!("`{t}` is not a number in 0..=2^64-1"))
        } else if t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
            Ok(Expr::Name(t))
        } else {
            Err(format!("unexpected `{t}`"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(text: &str, n: u64) -> Result<u64, String> {
        parse(text)?.eval(&|name| (name == "n").then_some(n))
    }

    #[test]
    fn arithmetic_follows_precedence_and_saturates() {
        assert_eq!(value("n", 7), Ok(7));
        assert_eq!(value("n - 1", 7), Ok(6));
        assert_eq!(value("n-1", 0), Ok(0));
        assert_eq!(value("2 + 3*n", 4), Ok(14));
        assert_eq!(value("(2 + 3)*n", 4), Ok(20));
        assert_eq!(value("min(6000, 6000*n - 6000)", 1), Ok(0));
        assert_eq!(value("min(6000, 6000*n - 6000)", 2000), Ok(6000));
        assert_eq!(value("max(n, 2)", 1), Ok(2));
        assert_eq!(value("n*n", u64::MAX), Ok(u64::MAX));
        assert_eq!(value("18446744073709551615", 0), Ok(u64::MAX));
    }

    #[test]
    fn mistakes_are_reported() {
        assert!(value("m", 1).unwrap_err().contains("`m` is not bound"));
        assert!(value("n +", 1).is_err());
        assert!(value("n n", 1).is_err());
        assert!(value("min(n)", 1).is_err());
        assert!(value("n / 2", 1).is_err());
        assert!(value("18446744073709551616", 1).is_err());
        assert!(Expr::from_json(&serde_json::json!(-1)).is_err());
        assert!(Expr::from_json(&serde_json::json!(1.5)).is_err());
    }
}

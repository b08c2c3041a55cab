//! A rule as a self-contained Rust function to paste into a solution:
//! `fn rule(n: u64, m: u64) -> &'static str`, `fn rule(a: &[u64]) -> bool`,
//! `fn rule(s: &[u8]) -> u64`, `fn rule(g: &[Vec<u8>]) -> bool` (a grid by rows, as
//! proconio reads one)... The parameters are named as the table's
//! columns; integers are computed in `i128`. The function computes what
//! [`Found::value`](super::Found::value) computes wherever that is `Some`,
//! and may panic elsewhere (below a sequence's start, past `i128`).

use super::{ArgKind, Found, Rule, Sequence};

impl Found {
    /// Returns the rule as a Rust function `fn rule(...) -> T`: `T` is
    /// `&'static str` for words, `bool` for a 0/1 formula, `u64` for
    /// integers when every value of the table is non-negative, else `i64`
    /// (`i128` for rules whose values grow: polynomials and recurrences).
    ///
    /// # Example
    /// ```
    /// use cp_games::guess::{guess, Guess, Options, Table};
    /// let rows = (0..100u64).map(|n| (vec![n], (n % 3).to_string())).collect();
    /// let t = Table::new(vec!["n".into(), "g".into()], rows).unwrap();
    /// let Guess::Found(f) = guess(&t, &Options::default()).unwrap() else { panic!() };
    /// assert!(f.rust().starts_with("fn rule(n: u64) -> u64 {"));
    /// ```
    ///
    /// # Complexity
    /// O(size of the rule).
    pub fn rust(&self) -> String {
        let params: Vec<String> = self.names[..self.names.len() - 1]
            .iter()
            .zip(&self.kinds)
            .map(|(n, k)| match k {
                ArgKind::Int => format!("{n}: u64"),
                ArgKind::List => format!("{n}: &[u64]"),
                ArgKind::Word => format!("{n}: &[u8]"),
                ArgKind::Grid => format!("{n}: &[Vec<u8>]"),
            })
            .collect();
        let grows = match &self.rule {
            Rule::Sequence { seq, .. } => grows(seq),
            Rule::Sum { parts, .. } => parts.iter().any(grows),
            Rule::Family { residue, .. } => grows(residue),
            _ => false,
        };
        let int = if grows {
            "i128"
        } else if self.all_non_negative {
            "u64"
        } else {
            "i64"
        };
        let (ty, body) = match &self.rule {
            Rule::Formula(f) => f.rust_body(int),
            rule => {
                let (helpers, value) = self.code_of(rule);
                let (ty, last) = match &self.words {
                    Some(words) => {
                        let list: Vec<String> = words.iter().map(|w| format!("{w:?}")).collect();
                        (
                            "&'static str".to_string(),
                            format!("[{}][{value} as usize]", list.join(", ")),
                        )
                    }
                    None => (
                        int.to_string(),
                        format!("{int}::try_from({value}).unwrap()"),
                    ),
                };
                (ty, format!("{helpers}    {last}"))
            }
        };
        format!("fn rule({}) -> {ty} {{\n{body}\n}}", params.join(", "))
    }

    /// Nested helper functions and the `i128` expression of the value code.
    fn code_of(&self, rule: &Rule) -> (String, String) {
        let names = &self.names;
        let mut helpers = String::new();
        let value = match rule {
            Rule::Sequence { coeffs, start, seq } => {
                helpers += &sequence_fn("seq", seq);
                let combo: Vec<String> = coeffs
                    .iter()
                    .zip(names)
                    .filter(|(c, _)| **c != 0)
                    .map(|(c, n)| format!("{c} * ({n} as i128)"))
                    .collect();
                format!("seq({} - {start})", combo.join(" + "))
            }
            Rule::Region {
                half_planes,
                inside,
                outside,
            } => {
                let conds: Vec<String> = half_planes
                    .iter()
                    .map(|h| {
                        format!(
                            "{} * ({} as i128) + {} * ({} as i128) >= {}",
                            h[0], names[0], h[1], names[1], h[2]
                        )
                    })
                    .collect();
                format!(
                    "if {} {{ {inside} }} else {{ {outside} }}",
                    conds.join(" && ")
                )
            }
            Rule::Family {
                period: column,
                other: by,
                a: times,
                b: plus,
                from_top,
                residue,
            } => {
                helpers += &sequence_fn("seq", residue);
                helpers += &format!(
                    "    let p = {times} * ({} as i128) + {plus};\n    let r = ({} as i128) % p;\n",
                    names[*by], names[*column]
                );
                if *from_top {
                    "seq(p - 1 - r)".to_string()
                } else {
                    "seq(r)".to_string()
                }
            }
            Rule::Sum { parts, starts } => {
                let mut terms = Vec::new();
                for (i, (part, start)) in parts.iter().zip(starts).enumerate() {
                    helpers += &sequence_fn(&format!("seq{i}"), part);
                    terms.push(format!("seq{i}({} as i128 - {start})", names[i]));
                }
                terms.join(" ^ ")
            }
            Rule::Formula(_) => unreachable!("formulas write their own body"),
        };
        (helpers, value)
    }
}

/// Whether a sequence's values may grow past `u64`.
fn grows(seq: &Sequence) -> bool {
    matches!(
        seq,
        Sequence::Polynomial { .. } | Sequence::Recurrence { .. } | Sequence::Beatty { .. }
    ) || matches!(seq, Sequence::Periodic { saltus, .. } if *saltus != 0)
}

fn list(values: &[i128]) -> String {
    let v: Vec<String> = values.iter().map(i128::to_string).collect();
    format!("[{}]", v.join(", "))
}

/// A nested `fn name(n: i128) -> i128` computing the sequence at `n >= 0`.
fn sequence_fn(name: &str, seq: &Sequence) -> String {
    let body = match seq {
        Sequence::Periodic {
            values,
            preperiod,
            period,
            saltus,
        } => format!(
            "        const V: [i128; {}] = {};\n        \
             if n < {preperiod} {{ return V[n as usize]; }}\n        \
             let (q, r) = ((n - {preperiod}) / {period}, (n - {preperiod}) % {period});\n        \
             V[({preperiod} + r) as usize] + q * {saltus}",
            values.len(),
            list(values)
        ),
        Sequence::Polynomial { classes } => {
            let rows: Vec<String> = classes.iter().map(|c| format!("&{}", list(c))).collect();
            format!(
                "        // Newton's forward differences of each class n mod {q}\n        \
                 const D: [&[i128]; {q}] = [{}];\n        \
                 let (d, k) = (D[(n % {q}) as usize], n / {q});\n        \
                 let (mut sum, mut binom) = (0i128, 1i128);\n        \
                 for (j, &dj) in d.iter().enumerate() {{\n            \
                 if j > 0 {{\n                \
                 if k < j as i128 {{ break; }}\n                \
                 binom = binom * (k - j as i128 + 1) / j as i128;\n            \
                 }}\n            \
                 sum += binom * dj;\n        \
                 }}\n        \
                 sum",
                rows.join(", "),
                q = classes.len()
            )
        }
        Sequence::Recurrence { coeffs, den, known } => format!(
            "        // {den} v(n) = Σ c[i] v(n - 1 - i)\n        \
             const C: [i128; {l}] = {};\n        \
             const K: [i128; {k}] = {};\n        \
             if n < {k} {{ return K[n as usize]; }}\n        \
             let mut w: Vec<i128> = K[{k} - {l}..].to_vec();\n        \
             for _ in {k}..=n {{\n            \
             let next = (0..{l}).map(|i| C[i] * w[{l} - 1 - i]).sum::<i128>() / {den};\n            \
             w.remove(0);\n            \
             w.push(next);\n        \
             }}\n        \
             w[{l} - 1]",
            list(coeffs),
            list(known),
            l = coeffs.len(),
            k = known.len()
        ),
        Sequence::ModRecurrence {
            coeffs,
            init,
            modulus,
        } => {
            let c: Vec<i128> = coeffs.iter().map(|&x| i128::from(x)).collect();
            let i: Vec<i128> = init.iter().map(|&x| i128::from(x)).collect();
            format!(
                "        // v(n) = Σ c[i] v(n - 1 - i) mod {modulus}, by x^n mod the characteristic polynomial\n        \
                 const P: u128 = {modulus};\n        \
                 const C: [i128; {l}] = {};\n        \
                 const I: [i128; {l}] = {};\n        \
                 if n < {l} {{ return I[n as usize]; }}\n        \
                 let mul = |a: &[u128], b: &[u128]| {{\n            \
                 let mut p = vec![0u128; 2 * {l}];\n            \
                 for i in 0..{l} {{ for j in 0..{l} {{ p[i + j] = (p[i + j] + a[i] * b[j] % P) % P; }} }}\n            \
                 for k in ({l}..2 * {l}).rev() {{\n                \
                 for i in 0..{l} {{ p[k - 1 - i] = (p[k - 1 - i] + p[k] * C[i] as u128 % P) % P; }}\n            \
                 }}\n            \
                 p.truncate({l});\n            \
                 p\n        \
                 }};\n        \
                 let (mut result, mut base) = (vec![0u128; {l}], vec![0u128; {l}]);\n        \
                 result[0] = 1;\n        \
                 if {l} == 1 {{ base[0] = C[0] as u128; }} else {{ base[1] = 1; }}\n        \
                 let mut e = n as u128;\n        \
                 while e > 0 {{\n            \
                 if e & 1 == 1 {{ result = mul(&result, &base); }}\n            \
                 base = mul(&base, &base);\n            \
                 e >>= 1;\n        \
                 }}\n        \
                 (0..{l}).map(|i| result[i] * I[i] as u128 % P).fold(0, |s, x| (s + x) % P) as i128",
                list(&c),
                list(&i),
                l = coeffs.len()
            )
        }
        Sequence::Beatty { p, d, q, r, shift } => format!(
            "        // ⌊(m·(p + √d) + r) / q⌋ with m = n + shift, exactly\n        \
             let m = (n + {shift}) as u128;\n        \
             let x = m * m * {d};\n        \
             let mut root = (x as f64).sqrt() as u128;\n        \
             while root * root > x {{ root -= 1; }}\n        \
             while (root + 1) * (root + 1) <= x {{ root += 1; }}\n        \
             ({p} * m as i128 + {r} + root as i128).div_euclid({q})"
        ),
        Sequence::Set {
            member,
            other,
            positions,
        } if matches!(**positions, Sequence::Recurrence { .. }) => {
            let Sequence::Recurrence { coeffs, den, known } = &**positions else {
                unreachable!()
            };
            format!(
                "        // member iff n is a value of the increasing recurrence\n        \
                 // {den} v(i) = Σ c[j] v(i - 1 - j), iterated up to n\n        \
                 const C: [i128; {l}] = {};\n        \
                 let mut w: Vec<i128> = {}.to_vec();\n        \
                 if w.contains(&n) {{ return {member}; }}\n        \
                 while w[w.len() - 1] < n {{\n            \
                 let l = w.len();\n            \
                 let next = (0..{l}).map(|i| C[i] * w[l - 1 - i]).sum::<i128>() / {den};\n            \
                 w.push(next);\n        \
                 }}\n        \
                 if w[w.len() - 1] == n {{ {member} }} else {{ {other} }}",
                list(coeffs),
                list(known),
                l = coeffs.len()
            )
        }
        Sequence::Set {
            member,
            other,
            positions,
        } => {
            let inner = sequence_fn("position", positions);
            format!(
                "{inner}        // member iff n = position(i) for some i: the positions increase,\n        \
                 // position(i) >= i, so a binary search over 0..=n finds it\n        \
                 let (mut lo, mut hi) = (0i128, n);\n        \
                 while lo < hi {{\n            \
                 let mid = lo + (hi - lo) / 2;\n            \
                 if position(mid) < n {{ lo = mid + 1; }} else {{ hi = mid; }}\n        \
                 }}\n        \
                 if position(lo) == n {{ {member} }} else {{ {other} }}"
            )
        }
    };
    format!("    fn {name}(n: i128) -> i128 {{\n{body}\n    }}\n")
}

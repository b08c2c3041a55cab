//! Rules and certificates in words, for reports: one line a person reads
//! at a glance.

use super::{Certificate, Rule, Sequence};

/// A list of values, the first `limit` then `...`.
fn list(values: impl Iterator<Item = String>, limit: usize) -> String {
    let all: Vec<String> = values.collect();
    if all.len() > limit {
        format!("{} ... ({} values)", all[..limit].join(" "), all.len())
    } else {
        all.join(" ")
    }
}

/// `seq` at index `k`, where `k` is spelled by `var`.
pub(crate) fn sequence(seq: &Sequence, var: &str, spell: &dyn Fn(i128) -> String) -> String {
    match seq {
        Sequence::Periodic {
            values,
            preperiod,
            period,
            saltus,
        } => {
            let pre = if *preperiod == 0 {
                String::new()
            } else {
                format!(
                    "first {} then ",
                    list(values[..*preperiod].iter().map(|&v| spell(v)), 24)
                )
            };
            let body = list(values[*preperiod..].iter().map(|&v| spell(v)), 24);
            if *saltus == 0 {
                format!(
                    "periodic in {var}: {pre}repeating [{body}] (period {period}, preperiod {preperiod})"
                )
            } else {
                format!(
                    "arithmetic-periodic in {var}: {pre}[{body}], plus {saltus} every {period} (preperiod {preperiod})"
                )
            }
        }
        Sequence::Polynomial { classes } => {
            let class = |d: &Vec<i128>| {
                format!(
                    "degree {}, forward differences {}",
                    d.len() - 1,
                    list(d.iter().map(|x| x.to_string()), 8)
                )
            };
            if classes.len() == 1 {
                format!(
                    "polynomial in {var}: Σ C({var}, j)·Δj with {}",
                    class(&classes[0])
                )
            } else {
                let q = classes.len();
                let parts: Vec<String> = classes
                    .iter()
                    .enumerate()
                    .map(|(r, d)| format!("{var} ≡ {r}: {}", class(d)))
                    .collect();
                format!(
                    "quasi-polynomial in {var} of period {q} (k = {var} div {q}; value Σ C(k, j)·Δj): {}",
                    parts.join("; ")
                )
            }
        }
        Sequence::Recurrence { coeffs, den, known } => {
            let terms: Vec<String> = coeffs
                .iter()
                .enumerate()
                .map(|(i, c)| format!("{c}·a({var}-{})", i + 1))
                .collect();
            let lhs = if *den == 1 {
                format!("a({var})")
            } else {
                format!("{den}·a({var})")
            };
            format!(
                "linear recurrence {lhs} = {}, starting {}",
                terms.join(" + "),
                list(known.iter().map(|x| x.to_string()), coeffs.len().max(1))
            )
        }
        Sequence::ModRecurrence {
            coeffs,
            init,
            modulus,
        } => {
            let terms: Vec<String> = coeffs
                .iter()
                .enumerate()
                .map(|(i, c)| format!("{c}·a({var}-{})", i + 1))
                .collect();
            format!(
                "linear recurrence mod {modulus}: a({var}) = {}, starting {}",
                terms.join(" + "),
                list(init.iter().map(|x| x.to_string()), 12)
            )
        }
        Sequence::Beatty { p, d, q, r, shift } => {
            let m = if *shift == 0 {
                var.to_string()
            } else {
                format!("({var}+{shift})")
            };
            format!("Beatty sequence ⌊({m}·({p} + √{d}) + {r}) / {q}⌋")
        }
        Sequence::Set {
            member,
            other,
            positions,
        } => format!(
            "{} when {var} is in the set s(0), s(1), ... with s(i) {}; else {}",
            spell(*member),
            sequence(positions, "i", &|v| v.to_string()),
            spell(*other)
        ),
    }
}

/// The variable `Σ c·name - start` as text.
fn combination(coeffs: &[i64], names: &[String], start: i128) -> String {
    let mut text = String::new();
    for (&c, name) in coeffs.iter().zip(names) {
        if c == 0 {
            continue;
        }
        let sign = if c < 0 {
            "-"
        } else if text.is_empty() {
            ""
        } else {
            "+"
        };
        let abs = c.abs();
        let factor = if abs == 1 {
            String::new()
        } else {
            abs.to_string()
        };
        text += &format!("{sign}{factor}{name}");
    }
    if start != 0 {
        let sign = if start > 0 { "-" } else { "+" };
        text = format!("({text}{sign}{})", start.abs());
    }
    text
}

/// The rule as one line.
pub(crate) fn rule(rule: &Rule, names: &[String], spell: &dyn Fn(i128) -> String) -> String {
    let value = &names[names.len() - 1];
    match rule {
        Rule::Sequence { coeffs, start, seq } => {
            let var = combination(coeffs, names, *start);
            format!("{value} is {}", sequence(seq, &var, spell))
        }
        Rule::Formula(f) => {
            let what = if f.is_tree() { "case split" } else { "formula" };
            format!(
                "{} ({what} of size {}, checked against {} other fitting formulas)",
                f.statement(value),
                f.size(),
                f.alternatives()
            )
        }
        Rule::Region {
            half_planes,
            inside,
            outside,
        } => {
            let conditions: Vec<String> = half_planes
                .iter()
                .map(|h| format!("{} >= {}", combination(&h[..2], names, 0), h[2]))
                .collect();
            format!(
                "{value} is {} where {}; else {}",
                spell(*inside),
                conditions.join(" and "),
                spell(*outside)
            )
        }
        Rule::Family {
            period,
            other,
            a,
            b,
            from_top,
            residue,
        } => {
            let modulus = combination(&[*a], &names[*other..=*other], -i128::from(*b));
            let r = if *from_top {
                format!("{modulus} - 1 - {} mod {modulus}", names[*period])
            } else {
                format!("{} mod {modulus}", names[*period])
            };
            format!(
                "{value} depends on r = {r}: {}",
                sequence(residue, "r", spell)
            )
        }
        Rule::Sum { parts, starts } => {
            let text: Vec<String> = parts
                .iter()
                .zip(starts)
                .zip(names)
                .map(|((part, &s), name)| {
                    let var = combination(&[1], std::slice::from_ref(name), i128::from(s));
                    format!(
                        "g({name}) with g {}",
                        sequence(part, &var, &|v| v.to_string())
                    )
                })
                .collect();
            format!("{value} is the XOR of {}", text.join("; "))
        }
    }
}

/// The certificate as a phrase.
pub(crate) fn certificate(c: Certificate) -> String {
    match c {
        Certificate::Window { window, from } => format!(
            "a window of {window} values recurred, each value from {from} on a function of the {window} before it"
        ),
        Certificate::GuySmith { values } => {
            format!("Guy–Smith certificate for the octal game, on {values} values")
        }
        Certificate::Recurrence { order, rule_order } => format!(
            "a sequence of linear complexity <= {order} agreeing with a rule of order <= {rule_order} on {} values",
            order + rule_order
        ),
    }
}

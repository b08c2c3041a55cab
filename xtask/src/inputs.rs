//! Generated judge inputs, from the shape a problem declares in
//! `tests/samples/<bin>/inputs.json`:
//!
//! ```json
//! { "inside": [["n", 1, 100], ["a", "n", 1, 1000000000]],
//!   "beyond": [["n", 0, 30], ["a", "n", 0, 18446744073709551615]] }
//! ```
//!
//! Each field is a line: `[name, lo, hi]` is one integer, `[name, count,
//! lo, hi]` a list whose length is the value of the earlier field `count`.
//! `inside` should stay within the judge's ranges, `beyond` should leave
//! them (values the binaries accept, and values they must refuse).

use serde_json::Value;
use std::path::Path;

/// One field of a shape.
pub enum Field {
    One { name: String, lo: u64, hi: u64 },
    List { count: String, lo: u64, hi: u64 },
}

/// The two shapes of a problem.
pub struct Shapes {
    pub inside: Vec<Field>,
    pub beyond: Vec<Field>,
}

/// Reads `inputs.json` of a sample folder.
pub fn load(dir: &Path) -> Result<Shapes, String> {
    let path = dir.join("inputs.json");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let json: Value =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let shape = |key: &str| -> Result<Vec<Field>, String> {
        let fields = json[key]
            .as_array()
            .ok_or_else(|| format!("{}: no `{key}` list", path.display()))?;
        fields
            .iter()
            .map(|f| field(f).ok_or_else(|| format!("{}: bad field {f}", path.display())))
            .collect()
    };
    Ok(Shapes {
        inside: shape("inside")?,
        beyond: shape("beyond")?,
    })
}

fn field(v: &Value) -> Option<Field> {
    let a = v.as_array()?;
    match a.as_slice() {
        [name, lo, hi] => Some(Field::One {
            name: name.as_str()?.to_string(),
            lo: lo.as_u64()?,
            hi: hi.as_u64()?,
        }),
        [_, count, lo, hi] => Some(Field::List {
            count: count.as_str()?.to_string(),
            lo: lo.as_u64()?,
            hi: hi.as_u64()?,
        }),
        _ => None,
    }
}

/// SplitMix64: small, fast and fully determined by its seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: &str, index: u64) -> Rng {
        let hash = seed.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        });
        Rng(hash ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value in `lo..=hi`: an end point one time in four, else of a
    /// uniformly chosen bit length, so that small and large values both
    /// come up whatever the range.
    pub fn value(&mut self, lo: u64, hi: u64) -> u64 {
        match self.next() % 8 {
            0 => lo,
            1 => hi,
            _ => {
                let bits = |x: u64| 64 - x.leading_zeros();
                let (b_lo, b_hi) = (bits(lo), bits(hi));
                let b = b_lo + (self.next() % u64::from(b_hi - b_lo + 1)) as u32;
                let start = if b == 0 { 0 } else { (1u64 << (b - 1)).max(lo) };
                let end = if b == 64 {
                    u64::MAX
                } else {
                    ((1u64 << b) - 1).min(hi)
                };
                start + self.next() % (end - start).saturating_add(1).max(1)
            }
        }
    }
}

/// Writes one input of `shape`, drawing from `rng`.
pub fn generate(shape: &[Field], rng: &mut Rng) -> String {
    let mut values: Vec<(String, u64)> = Vec::new();
    let mut out = String::new();
    for f in shape {
        match f {
            Field::One { name, lo, hi } => {
                let v = rng.value(*lo, *hi);
                values.push((name.clone(), v));
                out.push_str(&format!("{v}\n"));
            }
            Field::List { count, lo, hi } => {
                let n = values
                    .iter()
                    .rev()
                    .find(|(name, _)| name == count)
                    .map_or(0, |&(_, v)| v);
                let line: Vec<String> = (0..n).map(|_| rng.value(*lo, *hi).to_string()).collect();
                out.push_str(&line.join(" "));
                out.push('\n');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_stay_in_range_and_reach_both_ends() {
        for (lo, hi) in [
            (0, 0),
            (1, 1),
            (0, u64::MAX),
            (5, 9),
            (1, 1_000_000_000_000_000_000),
        ] {
            let mut rng = Rng::new("t", lo ^ hi);
            let drawn: Vec<u64> = (0..400).map(|_| rng.value(lo, hi)).collect();
            assert!(drawn.iter().all(|v| (lo..=hi).contains(v)), "{lo} {hi}");
            assert!(drawn.contains(&lo) && drawn.contains(&hi));
        }
    }

    #[test]
    fn lists_follow_their_count() {
        let shape = vec![
            Field::One {
                name: "n".into(),
                lo: 3,
                hi: 3,
            },
            Field::List {
                count: "n".into(),
                lo: 7,
                hi: 7,
            },
        ];
        assert_eq!(generate(&shape, &mut Rng::new("x", 0)), "3\n7 7 7\n");
    }
}

//! Test helpers: octal games played by their rules on whole positions
//! (multisets of heaps), with no Grundy theory.

use std::collections::HashMap;

/// The codes the 3-digit sweeps check: every code of up to 3 digits (1023)
/// when [`exhaustive`](crate::testing::exhaustive), else every code of up
/// to 2 digits and every 6th of 3 digits (277), spread over all of them.
pub fn codes_to_sweep() -> Vec<String> {
    if crate::testing::exhaustive() {
        return all_codes(3);
    }
    let short = all_codes(2);
    let long = all_codes(3).into_iter().filter(|c| c.len() == 5);
    short.into_iter().chain(long.step_by(6)).collect()
}

/// Every code `d0.d1...dk` with `d0` in {0, 4}, `k <= digits`, not all zero.
pub fn all_codes(digits: usize) -> Vec<String> {
    let mut codes = Vec::new();
    for d0 in ["0", "4"] {
        for len in 0..=digits {
            for x in 0..8usize.pow(len as u32) {
                let tail: String = (0..len)
                    .map(|i| char::from(b'0' + (x / 8usize.pow((len - 1 - i) as u32) % 8) as u8))
                    .collect();
                // each game once: no trailing zero, nothing all-zero
                if (len > 0 && tail.ends_with('0')) || (len == 0 && d0 == "0") {
                    continue;
                }
                codes.push(format!("{d0}.{tail}"));
            }
        }
    }
    codes
}

/// One move of a position: in heap `heap` remove `removed`, leaving the
/// heaps `left`; `next` is the whole position after it.
pub struct Option_ {
    pub heap: usize,
    pub removed: u64,
    pub left: Vec<u64>,
    pub next: Vec<u64>,
}

/// A game given by its digits, played on positions (sorted lists of
/// non-empty heaps).
pub struct Rules {
    digits: Vec<u8>,
    grundy: HashMap<Vec<u64>, u64>,
}

impl Rules {
    /// Reads the digits straight from the code, without `OctalGame`.
    pub fn new(code: &str) -> Self {
        let (head, tail) = code.split_once('.').unwrap();
        let mut digits = vec![if head == "4" { 4 } else { 0 }];
        digits.extend(tail.bytes().map(|b| b - b'0'));
        Rules {
            digits,
            grundy: HashMap::new(),
        }
    }

    /// Every position one move away from `pos`: take `k` from one heap and
    /// leave what digit `k` allows.
    pub fn options(&self, pos: &[u64]) -> Vec<Option_> {
        let mut out = Vec::new();
        for (i, &h) in pos.iter().enumerate() {
            let others: Vec<u64> = pos
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &x)| x)
                .collect();
            for (k, &d) in self.digits.iter().enumerate() {
                let k = k as u64;
                if k > h {
                    continue;
                }
                let rest = h - k;
                let mut leaves: Vec<Vec<u64>> = Vec::new();
                if d & 1 != 0 && k > 0 && rest == 0 {
                    leaves.push(vec![]);
                }
                if d & 2 != 0 && k > 0 && rest > 0 {
                    leaves.push(vec![rest]);
                }
                if d & 4 != 0 {
                    for a in 1..rest {
                        if a <= rest - a {
                            leaves.push(vec![a, rest - a]);
                        }
                    }
                }
                for left in leaves {
                    let mut next = others.clone();
                    next.extend(left.iter().copied());
                    next.sort_unstable();
                    out.push(Option_ {
                        heap: i,
                        removed: k,
                        left,
                        next,
                    });
                }
            }
        }
        out
    }

    /// The Grundy value of a position by the mex over its options.
    pub fn grundy(&mut self, pos: &[u64]) -> u64 {
        let mut key = pos.to_vec();
        key.sort_unstable();
        if let Some(&g) = self.grundy.get(&key) {
            return g;
        }
        let values: Vec<u64> = self
            .options(&key)
            .into_iter()
            .map(|o| self.grundy(&o.next))
            .collect();
        let g = (0..).find(|v| !values.contains(v)).unwrap();
        self.grundy.insert(key, g);
        g
    }

    /// Whether the player to move wins: some option is lost for the
    /// opponent (computed through `grundy` only as "is it zero", which is
    /// the definition of a lost position for the mex recursion).
    pub fn wins(&mut self, pos: &[u64]) -> bool {
        self.options(pos)
            .into_iter()
            .any(|o| !self.wins_memo(&o.next))
    }

    pub fn wins_memo(&mut self, pos: &[u64]) -> bool {
        // A separate memo keyed by position, win/loss only.
        let key: Vec<u64> = std::iter::once(u64::MAX)
            .chain(pos.iter().copied())
            .collect();
        if let Some(&w) = self.grundy.get(&key) {
            return w == 1;
        }
        let w = self.wins(pos);
        self.grundy.insert(key, u64::from(w));
        w
    }
}

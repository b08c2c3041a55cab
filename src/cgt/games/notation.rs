//! Printing and reading games in CGSuite's notation.
//!
//! [`Games::display`] names a canonical form by the first of these that
//! fits, and [`Games::parse`] reads every name it prints (so
//! `parse(display(g)) == g`, tested on every game the tests build):
//!
//! | value | printed | also read |
//! |---|---|---|
//! | a number | `0`, `-3`, `1/2`, `77/128` | |
//! | `x + *k` | `*`, `*2`, `1*`, `-1/2*3` | `*1` |
//! | `x + n·↑ + *k`, `k <= 1` | `↑`, `↓`, `⇑`, `⇓`, `↑3`, `↓4*`, `1/2↑*` | `^`, `v`, `^^`, `vvv`, `^3`, `↑↑` |
//! | `{x + y | x - y}`, numbers, `y > 0` | `±1`, `1±1/2` | `+-1` |
//! | anything else | `{1,*|-1}`, `{4||3|*}`, `{3|1±1}` | spaces anywhere, `{4|{3|*}}` |
//!
//! In the general form the options are named the same way. An option
//! that is itself written with braces loses them when it is the only
//! option on its side, and the game around it then separates its sides
//! with one more `|` than the most any such option uses (CGSuite's
//! `{4||3|*}` for `{4 | {3|*}}`); with other options beside it, it keeps
//! its braces (`{0,{2|*}|-1}`), so a side is a list or one braceless
//! game. Reading finds the longest run of bars outside braces as the
//! separator (it is unique: an option's own runs are shorter).
//!
//! The forms used: `↑ = {0|*}`, `↑* = {0,*|0}`, and for `n >= 2`,
//! `n·↑ = {0 | (n-1)·↑*}` and `n·↑* = {0 | (n-1)·↑}` (Siegel,
//! *Combinatorial Game Theory*, 2013, §II.4; checked against sums of `↑`
//! in the tests); a number `x` added to them translates every option by
//! `x` (number translation).

use super::{Game, Games, Kind};
use crate::cgt::dyadic::Dyadic;
use crate::cgt::CgtError;
use crate::GrundyValue;

impl Games {
    /// `(x, n, k)` when `g = x + n·↑ + *k` with `n != 0`, `k <= 1`.
    fn ups(&self, g: Game) -> Option<(Dyadic, i64, u32)> {
        let (l, r) = (self.left_options(g), self.right_options(g));
        let number = |h: Game| self.as_number(h);
        let sided = |outer: &[Game], inner: &[Game], sign: i64| -> Option<(Dyadic, i64, u32)> {
            // `{x | x*}` or `{x | x + m↑ + *kk}` (sign 1), or the mirror.
            if outer.len() == 1 && inner.len() == 1 {
                let x = number(outer[0])?;
                if self.kind(inner[0]) == Kind::NumberStar(x, 1) {
                    return Some((x, sign, 0));
                }
                let (y, m, kk) = self.ups(inner[0])?;
                if y == x && m * sign >= 1 {
                    return Some((x, m + sign, 1 - kk));
                }
                return None;
            }
            // `{x, x* | x}` (sign 1), or the mirror.
            if outer.len() == 2 && inner.len() == 1 {
                let x = number(inner[0])?;
                let kinds = [self.kind(outer[0]), self.kind(outer[1])];
                if kinds.contains(&Kind::Number(x)) && kinds.contains(&Kind::NumberStar(x, 1)) {
                    return Some((x, sign, 1));
                }
            }
            None
        };
        sided(l, r, 1).or_else(|| sided(r, l, -1))
    }

    /// The name of `g` without braces, if it has one.
    fn name(&self, g: Game) -> Option<String> {
        match self.kind(g) {
            Kind::Number(x) => return Some(x.to_string()),
            Kind::NumberStar(x, k) => {
                let x = if x == Dyadic::integer(0) {
                    String::new()
                } else {
                    x.to_string()
                };
                let k = if k == 1 { String::new() } else { k.to_string() };
                return Some(format!("{x}*{k}"));
            }
            Kind::Other => {}
        }
        if let Some((x, n, k)) = self.ups(g) {
            let x = if x == Dyadic::integer(0) {
                String::new()
            } else {
                x.to_string()
            };
            let arrows = match n {
                1 => "↑".to_string(),
                2 => "⇑".to_string(),
                -1 => "↓".to_string(),
                -2 => "⇓".to_string(),
                n if n > 0 => format!("↑{n}"),
                n => format!("↓{}", -n),
            };
            let star = if k == 1 { "*" } else { "" };
            return Some(format!("{x}{arrows}{star}"));
        }
        let (l, r) = (self.left_options(g), self.right_options(g));
        if l.len() == 1 && r.len() == 1 {
            if let (Some(a), Some(b)) = (self.as_number(l[0]), self.as_number(r[0])) {
                // a > b: a canonical {a | b} of numbers with a <= b is a number.
                let mid = (a + b).half();
                let y = (a - b).half();
                let mid = if mid == Dyadic::integer(0) {
                    String::new()
                } else {
                    mid.to_string()
                };
                return Some(format!("{mid}±{y}"));
            }
        }
        None
    }

    /// The inside of `g`'s braces, and how many bars separate its sides.
    fn braced(&self, g: Game) -> (String, usize) {
        let mut bars = 1;
        let mut side = |opts: &[Game]| -> String {
            if opts.len() == 1 && self.name(opts[0]).is_none() {
                let (inner, k) = self.braced(opts[0]);
                bars = bars.max(k + 1);
                return inner;
            }
            // In a fixed order (shorter first, then by text), not the
            // arena's: a game prints the same whatever arena built it.
            let mut items: Vec<String> = opts.iter().map(|&h| self.display(h)).collect();
            items.sort_by(|a, b| (a.len(), a).cmp(&(b.len(), b)));
            items.join(",")
        };
        let l = side(self.left_options(g));
        let r = side(self.right_options(g));
        let sep = "|".repeat(bars);
        (format!("{l}{sep}{r}"), bars)
    }

    /// `g` in CGSuite's notation (see the [module docs](self)). A side with
    /// several options lists them shortest first, then by text, so a game
    /// prints the same whatever order an arena made its options in.
    ///
    /// # Complexity
    /// O(size of `g`'s canonical form) string work.
    ///
    /// # Example
    /// ```
    /// use cp_games::cgt::{Dyadic, Games};
    /// let mut g = Games::new();
    /// let (two, zero) = (g.number(Dyadic::integer(2)), g.zero());
    /// let hot = g.from_options(&[two], &[zero]);
    /// assert_eq!(g.display(hot), "1±1");
    /// let (three, four, star) = (g.number(Dyadic::integer(3)), g.number(Dyadic::integer(4)), g.star());
    /// let inner = g.from_options(&[three], &[star]);
    /// let h = g.from_options(&[four], &[inner]);
    /// assert_eq!(g.display(h), "{4||3|*}");
    /// assert_eq!(g.parse("{4||3|*}"), Ok(h));
    /// assert_eq!(g.parse("{4 | {3 | *}}"), Ok(h));
    /// ```
    pub fn display(&self, g: Game) -> String {
        match self.name(g) {
            Some(name) => name,
            None => format!("{{{}}}", self.braced(g).0),
        }
    }

    /// `x + n·↑`, made by sums of `↑`. O(|n|) sums the first time.
    pub fn up_multiple(&mut self, n: i64) -> Game {
        let zero = self.zero();
        let star = self.star();
        let mut up = self.from_options(&[zero], &[star]);
        if n < 0 {
            up = self.neg(up);
        }
        let mut g = zero;
        for _ in 0..n.unsigned_abs() {
            g = self.add(g, up);
        }
        g
    }

    /// Reads a game written in the notation [`display`](Self::display)
    /// prints (see the [module docs](self)); spaces are ignored.
    ///
    /// # Errors
    /// A message naming what could not be read.
    ///
    /// # Complexity
    /// Linear in the text, plus the canonical forms it builds.
    pub fn parse(&mut self, s: &str) -> Result<Game, CgtError> {
        let text: Vec<char> = s.chars().filter(|c| !c.is_whitespace()).collect();
        if text.is_empty() {
            return Err(CgtError::Syntax("empty game".to_string()));
        }
        self.parse_game(&text)
            .map_err(|e| e.map_message(|e| format!("cannot read {s:?} as a game: {e}")))
    }

    fn parse_game(&mut self, t: &[char]) -> Result<Game, CgtError> {
        if t.first() == Some(&'{') {
            if matching_brace(t)? == t.len() - 1 {
                return self.parse_braceless(&t[1..t.len() - 1]);
            }
            return Err(CgtError::Syntax("text after a closing brace".to_string()));
        }
        self.parse_atom(t)
    }

    /// `L|R` with any number of bars.
    fn parse_braceless(&mut self, t: &[char]) -> Result<Game, CgtError> {
        let (mut best, mut at, mut count) = (0, 0, 0);
        let mut depth = 0usize;
        let mut i = 0;
        while i < t.len() {
            match t[i] {
                '{' => depth += 1,
                '}' => {
                    depth = depth
                        .checked_sub(1)
                        .ok_or_else(|| CgtError::Syntax("unbalanced '}'".to_string()))?
                }
                '|' if depth == 0 => {
                    let mut j = i;
                    while j < t.len() && t[j] == '|' {
                        j += 1;
                    }
                    if j - i > best {
                        best = j - i;
                        at = i;
                        count = 1;
                    } else if j - i == best {
                        count += 1;
                    }
                    i = j;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        if best == 0 {
            return Err(CgtError::Syntax("no '|' inside braces".to_string()));
        }
        if count > 1 {
            return Err(CgtError::Syntax(
                "two separators of the same length".to_string(),
            ));
        }
        let left = self.parse_side(&t[..at])?;
        let right = self.parse_side(&t[at + best..])?;
        Ok(self.from_options(&left, &right))
    }

    /// A side: empty, one braceless game holding bars, or a list.
    fn parse_side(&mut self, t: &[char]) -> Result<Vec<Game>, CgtError> {
        if t.is_empty() {
            return Ok(Vec::new());
        }
        let mut depth = 0usize;
        let mut bars = false;
        let mut cuts = vec![];
        for (i, &c) in t.iter().enumerate() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth = depth
                        .checked_sub(1)
                        .ok_or_else(|| CgtError::Syntax("unbalanced '}'".to_string()))?
                }
                '|' if depth == 0 => bars = true,
                ',' if depth == 0 => cuts.push(i),
                _ => {}
            }
        }
        if bars {
            // A braceless option is alone on its side: its commas are its own.
            return Ok(vec![self.parse_braceless(t)?]);
        }
        let mut out = Vec::with_capacity(cuts.len() + 1);
        let mut from = 0;
        cuts.push(t.len());
        for cut in cuts {
            if cut == from {
                return Err(CgtError::Syntax("an empty option".to_string()));
            }
            out.push(self.parse_game(&t[from..cut])?);
            from = cut + 1;
        }
        Ok(out)
    }

    /// `[number] [arrows] [star]`, or `[number] ± number`.
    fn parse_atom(&mut self, t: &[char]) -> Result<Game, CgtError> {
        let word: String = t.iter().collect();
        let (x, mut rest) = take_number(t)?;
        let x = x.unwrap_or_default();
        if rest.first() == Some(&'±') || rest.starts_with(&['+', '-']) {
            let skip = if rest[0] == '±' { 1 } else { 2 };
            let (y, tail) = take_number(&rest[skip..])?;
            let y = y.ok_or_else(|| CgtError::Syntax(format!("a number after '±' in {word:?}")))?;
            if !tail.is_empty() {
                return Err(CgtError::Syntax(format!("unexpected text in {word:?}")));
            }
            let a = self.number(x + y);
            let b = self.number(x - y);
            return Ok(self.from_options(&[a], &[b]));
        }
        let mut n: i64 = 0;
        let mut arrows = 0;
        while let Some(&c) = rest.first() {
            let step = match c {
                '↑' | '^' => 1,
                '⇑' => 2,
                '↓' | 'v' => -1,
                '⇓' => -2,
                _ => break,
            };
            n += step;
            arrows += 1;
            rest = &rest[1..];
        }
        let digits = rest.iter().take_while(|c| c.is_ascii_digit()).count();
        if digits > 0 {
            if arrows != 1 || n.abs() != 1 {
                return Err(CgtError::Syntax(format!(
                    "a count after one arrow only, in {word:?}"
                )));
            }
            let count: i64 = rest[..digits]
                .iter()
                .collect::<String>()
                .parse()
                .map_err(|_| CgtError::TooLarge(format!("arrow count too large in {word:?}")))?;
            n *= count;
            rest = &rest[digits..];
        }
        let mut k: GrundyValue = 0;
        if rest.first() == Some(&'*') {
            let digits = rest[1..].iter().take_while(|c| c.is_ascii_digit()).count();
            k = if digits == 0 {
                1
            } else {
                rest[1..=digits]
                    .iter()
                    .collect::<String>()
                    .parse()
                    .map_err(|_| CgtError::TooLarge(format!("nimber too large in {word:?}")))?
            };
            rest = &rest[1 + digits..];
        }
        if !rest.is_empty() {
            return Err(CgtError::Syntax(format!("unexpected text in {word:?}")));
        }
        if n.abs() > 1 << 16 || k > 1 << 16 {
            return Err(CgtError::TooLarge(format!("too large to build: {word:?}")));
        }
        let number_star = self.number_star(x, k);
        let ups = self.up_multiple(n);
        Ok(self.add(number_star, ups))
    }
}

/// The index of the `}` matching the `{` at 0.
fn matching_brace(t: &[char]) -> Result<usize, CgtError> {
    let mut depth = 0usize;
    for (i, &c) in t.iter().enumerate() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Ok(i);
                }
            }
            _ => {}
        }
    }
    Err(CgtError::Syntax("unclosed '{'".to_string()))
}

/// A leading `-?digits(/digits)?`, if any, and the rest.
fn take_number(t: &[char]) -> Result<(Option<Dyadic>, &[char]), CgtError> {
    let sign = usize::from(t.first() == Some(&'-'));
    let digits = t[sign..].iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        if sign == 1 {
            return Err(CgtError::Syntax("a '-' without digits".to_string()));
        }
        return Ok((None, t));
    }
    let mut end = sign + digits;
    if t.get(end) == Some(&'/') {
        let den = t[end + 1..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        if den == 0 {
            return Err(CgtError::Syntax("a '/' without a denominator".to_string()));
        }
        end += 1 + den;
    }
    let s: String = t[..end].iter().collect();
    Ok((Some(s.parse::<Dyadic>()?), &t[end..]))
}

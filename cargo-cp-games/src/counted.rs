//! Shrinking counted lists: a count token and exactly that many items
//! shrink together, and the test cases of a multi-test input go whole.
//!
//! An input is read as lines of whitespace-separated tokens (words and
//! numbers alike). A **list** is a token `c >= 1` (digits only) anywhere
//! in a line, after words too, whose items are
//! - the `c` tokens after it, when they end its line (`A 6 0 0 0 -7 0 0`,
//!   `3 1 2 3`);
//! - else the next line, when it holds exactly `c` tokens (`3` or `3 5`,
//!   then `1 2 3`);
//! - else (and also) the next `c` lines, when they hold the same number
//!   of tokens each (`2` then the edges `1 2` and `2 3`, a grid's rows).
//!
//! A **multi-test** input has a first line of one count `t`, and the rest
//! splits into exactly `t` cases, each a header line and what its lists
//! count (a header without a list is a case of one line).
//!
//! [`shrink`] removes cases (lowering `t`) and items (lowering their
//! count), halves first, then one at a time, never below one: in every
//! candidate it tries, each count it read still equals its items. (A
//! reading can be a coincidence, `2 7 7` read as a count; the kind of
//! difference, checked on every candidate, then refuses it.)
//! [`keeps_counts`] tells the other passes whether a candidate broke a
//! count.

use std::ops::Range;

/// An input as lines of tokens.
pub type Lines = Vec<Vec<String>>;

/// Where a list's items are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Items {
    /// Tokens `from..from + count` of line `line`.
    Tokens { line: usize, from: usize },
    /// Lines `from..from + count`.
    Lines { from: usize },
}

/// A count token (token `token` of line `line`) and its items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct List {
    pub line: usize,
    pub token: usize,
    pub count: usize,
    pub items: Items,
}

/// The lines of an input's text. O(its length).
pub fn lines_of(text: &str) -> Lines {
    text.lines()
        .map(|l| l.split_whitespace().map(str::to_string).collect())
        .collect()
}

/// The text of lines: tokens joined by a space, each line ended. O(its
/// length).
pub fn text_of(lines: &[Vec<String>]) -> String {
    lines.iter().map(|l| l.join(" ") + "\n").collect()
}

/// The count a token stands for: digits only, at least 1.
fn count_of(token: &str) -> Option<usize> {
    if !token.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    token.parse().ok().filter(|&c| c >= 1)
}

/// For each line, how many lines from it on have its number of tokens
/// (itself included). O(lines).
fn same_widths(lines: &[Vec<String>]) -> Vec<usize> {
    let mut run = vec![0; lines.len() + 1];
    for l in (0..lines.len()).rev() {
        let same = lines.get(l + 1).is_some_and(|x| x.len() == lines[l].len());
        run[l] = 1 + if same { run[l + 1] } else { 0 };
    }
    run
}

/// The lists whose count is on line `l`, in token order (`widths` from
/// [`same_widths`]).
///
/// # Complexity
/// O(tokens of line `l`).
fn lists_at(lines: &[Vec<String>], widths: &[usize], l: usize) -> Vec<List> {
    let mut out = Vec::new();
    let line = &lines[l];
    for (j, token) in line.iter().enumerate() {
        let Some(c) = count_of(token) else {
            continue;
        };
        let list = |items| List {
            line: l,
            token: j,
            count: c,
            items,
        };
        if line.len() - j - 1 == c {
            out.push(list(Items::Tokens {
                line: l,
                from: j + 1,
            }));
            continue;
        }
        if lines.get(l + 1).is_some_and(|next| next.len() == c) {
            out.push(list(Items::Tokens {
                line: l + 1,
                from: 0,
            }));
        }
        // the next c lines, of one non-zero width
        if l + c < lines.len() && !lines[l + 1].is_empty() && widths[l + 1] >= c {
            out.push(list(Items::Lines { from: l + 1 }));
        }
    }
    out
}

/// Every list of the input, by line and token.
///
/// # Complexity
/// O(tokens + lines).
pub fn lists(lines: &[Vec<String>]) -> Vec<List> {
    let widths = same_widths(lines);
    (0..lines.len())
        .flat_map(|l| lists_at(lines, &widths, l))
        .collect()
}

/// The line ranges of a multi-test input's cases (see the module docs),
/// if it is one: a search over where each case ends, each (line, cases
/// so far) tried once.
///
/// # Complexity
/// O(lines · t · lists a line) at worst for `t` cases, about O(tokens)
/// when the lists leave one way to delimit the cases.
pub fn cases(lines: &[Vec<String>]) -> Option<Vec<Range<usize>>> {
    let n = lines.len();
    if n < 2 || lines[0].len() != 1 {
        return None;
    }
    let t = count_of(&lines[0][0])?;
    if t > n - 1 {
        return None;
    }
    let widths = same_widths(lines);
    // The lengths a case starting at line p may have: what its lists
    // count, or the header alone.
    let lengths = |p: usize| {
        let mut lens: Vec<usize> = lists_at(lines, &widths, p)
            .iter()
            .map(|list| match list.items {
                Items::Tokens { line, .. } => line - p + 1,
                Items::Lines { .. } => list.count + 1,
            })
            .collect();
        lens.push(1);
        lens.dedup();
        lens
    };
    let mut known: Vec<Option<Vec<usize>>> = vec![None; n];
    // the cases' starts, each with the next length to try
    let mut path: Vec<(usize, usize)> = vec![(1, 0)];
    let mut dead = std::collections::HashSet::new();
    while let Some(&(p, choice)) = path.last() {
        let k = path.len() - 1;
        if p == n && k == t {
            return Some(path.windows(2).map(|w| w[0].0..w[1].0).collect());
        }
        let len = if p < n && k < t && !dead.contains(&(p, k)) {
            known[p]
                .get_or_insert_with(|| lengths(p))
                .get(choice)
                .copied()
        } else {
            None
        };
        match len {
            Some(len) => {
                path.last_mut().expect("a start").1 += 1;
                if p + len <= n {
                    path.push((p + len, 0));
                }
            }
            None => {
                dead.insert((p, k));
                path.pop();
            }
        }
    }
    None
}

/// Whether `after` keeps every count of `before`: as many lists, and
/// still a multi-test input if `before` was one. O(that of [`lists`] and
/// [`cases`]).
pub fn keeps_counts(before: &[Vec<String>], after: &[Vec<String>]) -> bool {
    lists(after).len() >= lists(before).len() && (cases(before).is_none() || cases(after).is_some())
}

/// A candidate: tries the lines, `Ok(true)` when they are kept.
pub type Attempt<'a> = dyn FnMut(&Lines) -> Result<bool, String> + 'a;

/// Shrinks `lines` by removing whole test cases and the items of lists
/// (see the module docs) while `attempt` keeps the candidates, until a
/// round changes nothing. Returns the smallest kept.
///
/// # Complexity
/// Per round, O(cases + Σ items) attempts, each O(size of the input) to
/// build; a round is repeated while it removes something.
pub fn shrink(lines: Lines, attempt: &mut Attempt) -> Result<Lines, String> {
    let mut best = lines;
    loop {
        let before = best.clone();
        best = drop_cases(best, attempt)?;
        let mut found = lists(&best);
        let mut i = 0;
        while let Some(&list) = found.get(i) {
            let (shrunk, changed) = drop_items(best, list, attempt)?;
            best = shrunk;
            if changed {
                // later lists may have moved
                found = lists(&best);
            }
            i += 1;
        }
        if best == before {
            return Ok(best);
        }
    }
}

/// The sizes of the runs removed from `count` things: halves, quarters,
/// ..., then single ones.
fn chunks(count: usize) -> Vec<usize> {
    let mut out = Vec::new();
    let mut k = count / 2;
    while k > 1 {
        out.push(k);
        k /= 2;
    }
    out.push(1);
    out
}

/// Removes runs of items from `list`, lowering its count; says whether
/// any went.
fn drop_items(mut best: Lines, list: List, attempt: &mut Attempt) -> Result<(Lines, bool), String> {
    let mut count = list.count;
    for k in chunks(count) {
        let mut i = 0;
        while i + k <= count && count - k >= 1 {
            let mut c = best.clone();
            c[list.line][list.token] = (count - k).to_string();
            match list.items {
                Items::Tokens { line, from } => {
                    c[line].drain(from + i..from + i + k);
                }
                Items::Lines { from } => {
                    c.drain(from + i..from + i + k);
                }
            }
            if attempt(&c)? {
                best = c;
                count -= k;
            } else {
                i += k;
            }
        }
    }
    Ok((best, count < list.count))
}

/// Removes runs of whole test cases, lowering `t`.
fn drop_cases(mut best: Lines, attempt: &mut Attempt) -> Result<Lines, String> {
    let Some(first) = cases(&best) else {
        return Ok(best);
    };
    for k in chunks(first.len()) {
        let mut i = 0;
        while let Some(cases) = cases(&best) {
            if i + k > cases.len() || cases.len() - k < 1 {
                break;
            }
            let mut c = best.clone();
            c[0][0] = (cases.len() - k).to_string();
            c.drain(cases[i].start..cases[i + k - 1].end);
            if attempt(&c)? {
                best = c;
            } else {
                i += k;
            }
        }
    }
    Ok(best)
}

#[cfg(test)]
#[path = "counted_tests.rs"]
mod tests;

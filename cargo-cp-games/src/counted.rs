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
//! count), halves first, then one at a time, never below one: every
//! candidate it tries has its counts agree with its items.
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

/// The lists whose count is on line `l`, in token order.
///
/// # Complexity
/// O(tokens of line `l` · count) at most.
fn lists_at(lines: &[Vec<String>], l: usize) -> Vec<List> {
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
        if l + c < lines.len() {
            let width = lines[l + 1].len();
            if width > 0 && lines[l + 1..=l + c].iter().all(|x| x.len() == width) {
                out.push(list(Items::Lines { from: l + 1 }));
            }
        }
    }
    out
}

/// Every list of the input, by line and token.
///
/// # Complexity
/// O(tokens · largest count) at most.
pub fn lists(lines: &[Vec<String>]) -> Vec<List> {
    (0..lines.len()).flat_map(|l| lists_at(lines, l)).collect()
}

/// Inputs of more lines than this are not split into test cases.
const MAX_CASE_LINES: usize = 4_000;

/// The line ranges of a multi-test input's cases (see the module docs),
/// if it is one.
///
/// # Complexity
/// O(t · lines · lists a line) for `t` cases.
pub fn cases(lines: &[Vec<String>]) -> Option<Vec<Range<usize>>> {
    let n = lines.len();
    if !(2..=MAX_CASE_LINES).contains(&n) || lines[0].len() != 1 {
        return None;
    }
    let t = count_of(&lines[0][0])?;
    if t > n - 1 {
        return None;
    }
    // The lengths a case starting at line p may have.
    let lengths: Vec<Vec<usize>> = (0..n)
        .map(|p| {
            let mut lens: Vec<usize> = lists_at(lines, p)
                .iter()
                .map(|list| match list.items {
                    Items::Tokens { line, .. } => line - p + 1,
                    Items::Lines { .. } => list.count + 1,
                })
                .collect();
            lens.push(1);
            lens.dedup();
            lens
        })
        .collect();
    // from[k][q]: where the k-th case began, if k cases can end at line q
    let mut from: Vec<Vec<Option<usize>>> = vec![vec![None; n + 1]; t + 1];
    from[0][1] = Some(1);
    for k in 0..t {
        for p in 1..n {
            if from[k][p].is_none() {
                continue;
            }
            for &len in &lengths[p] {
                if p + len <= n && from[k + 1][p + len].is_none() {
                    from[k + 1][p + len] = Some(p);
                }
            }
        }
    }
    let mut end = n;
    let mut out = Vec::with_capacity(t);
    for k in (1..=t).rev() {
        let start = from[k][end]?;
        out.push(start..end);
        end = start;
    }
    out.reverse();
    Some(out)
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
        let mut i = 0;
        while let Some(&list) = lists(&best).get(i) {
            best = drop_items(best, list, attempt)?;
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

/// Removes runs of items from `list`, lowering its count.
fn drop_items(mut best: Lines, list: List, attempt: &mut Attempt) -> Result<Lines, String> {
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
    Ok(best)
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

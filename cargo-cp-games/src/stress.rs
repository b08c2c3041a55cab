//! `cargo cp-games stress`: the binary against a brute force on inputs a
//! generator makes from a seed; the first difference is shrunk (with the
//! passes of [`crate::shrink`], which `cargo xtask stress` uses too) and
//! printed with the commands that reproduce it.

use crate::binary::build;
use crate::process::{both, differ, difference, execute, shell, Difference, Run};
use crate::shrink::{shrink, smaller, Target, NEGATIVE, SHRINK_RUNS};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// What `stress` is asked.
pub struct Options<'a> {
    pub bin: Option<&'a str>,
    pub generator: &'a str,
    pub brute: &'a str,
    pub runs: u64,
    pub seed: u64,
    pub timeout: Duration,
}

/// An input as numbers laid out in lines: shrinking changes the numbers,
/// and the lines are filled again in order, each with as many as it had
/// (the last takes the rest).
struct Layout {
    lines: Vec<usize>,
}

// A negative integer `-m` is shrunk as the number `NEGATIVE + m`: the
// passes that lower a number to 0 or delete it work on it as on any, and a
// non-negative number keeps its own value, so that lowering a count by one
// is still lowering it by one.

/// The number a token is shrunk as, if it is an integer.
fn encode(token: &str) -> Option<u64> {
    match token.strip_prefix('-') {
        Some(m) => {
            let m: u64 = m.parse().ok()?;
            (m < NEGATIVE).then_some(NEGATIVE + m)
        }
        None => token.parse().ok().filter(|&v| v < NEGATIVE),
    }
}

/// The token of a number (see [`NEGATIVE`]).
fn decode(v: u64) -> String {
    match v.checked_sub(NEGATIVE) {
        Some(0) => "0".to_string(),
        Some(m) => format!("-{m}"),
        None => v.to_string(),
    }
}

impl Layout {
    /// The numbers of `input` and its layout, if every token is an integer
    /// (negative ones included) of magnitude below 2^62.
    fn of(input: &str) -> Option<(Layout, Vec<u64>)> {
        let mut numbers = Vec::new();
        let mut lines = Vec::new();
        for line in input.lines() {
            let before = numbers.len();
            for token in line.split_whitespace() {
                numbers.push(encode(token)?);
            }
            lines.push(numbers.len() - before);
        }
        Some((Layout { lines }, numbers))
    }

    fn render(&self, numbers: &[u64]) -> String {
        let mut out = String::new();
        let mut rest = numbers;
        for (i, &count) in self.lines.iter().enumerate() {
            let take = if i + 1 == self.lines.len() {
                rest.len()
            } else {
                count.min(rest.len())
            };
            let words: Vec<String> = rest[..take].iter().map(|&v| decode(v)).collect();
            out.push_str(&words.join(" "));
            out.push('\n');
            rest = &rest[take..];
        }
        out
    }
}

struct Shrinking<'a> {
    exe: &'a Path,
    brute: &'a str,
    timeout: Duration,
    layout: Layout,
    best: Vec<u64>,
    found: (String, Run, Run),
    /// The kind of difference found: a candidate must show the same.
    kind: Difference,
    runs: usize,
}

impl Target for Shrinking<'_> {
    fn best(&self) -> &[u64] {
        &self.best
    }

    fn runs(&self) -> usize {
        self.runs
    }

    fn attempt(&mut self, candidate: Vec<u64>) -> Result<bool, String> {
        if self.runs >= SHRINK_RUNS || !smaller(&candidate, &self.best) {
            return Ok(false);
        }
        self.runs += 1;
        let input = self.layout.render(&candidate);
        let (ours, brute) = both(self.exe, self.brute, &input, self.timeout, true)?;
        // Only the same kind of difference: a wrong answer is not shrunk
        // into a crash on a malformed input that the brute force reads
        // loosely, nor the reverse.
        if difference(&ours, &brute) == Some(self.kind) {
            self.best = candidate;
            self.found = (input, ours, brute);
            Ok(true)
        } else {
            Ok(false)
        }
    }
}

/// An input with words: its tokens stay in place (no line or token is
/// deleted), each word gets shorter and its letters move toward the first
/// letter of the input, each integer moves toward 0, as long as the same
/// kind of difference shows.
struct Tokens<'a> {
    exe: &'a Path,
    brute: &'a str,
    timeout: Duration,
    kind: Difference,
    found: (String, Run, Run),
    runs: usize,
}

impl Tokens<'_> {
    fn lines(&self) -> Vec<Vec<String>> {
        let split = |l: &str| l.split_whitespace().map(str::to_string).collect();
        self.found.0.lines().map(split).collect()
    }

    /// Tries the input of `lines`; keeps it if it shows the same kind.
    fn attempt(&mut self, lines: &[Vec<String>]) -> Result<bool, String> {
        if self.runs >= SHRINK_RUNS {
            return Ok(false);
        }
        self.runs += 1;
        let input: String = lines.iter().map(|l| l.join(" ") + "\n").collect();
        let (ours, brute) = both(self.exe, self.brute, &input, self.timeout, true)?;
        if difference(&ours, &brute) == Some(self.kind) {
            self.found = (input, ours, brute);
            return Ok(true);
        }
        Ok(false)
    }

    fn shrink(&mut self) -> Result<(), String> {
        let first = self
            .found
            .0
            .chars()
            .find(char::is_ascii_alphabetic)
            .unwrap_or('a');
        loop {
            let before = self.found.0.clone();
            let lines = self.lines();
            for (i, line) in lines.iter().enumerate() {
                for j in 0..line.len() {
                    self.token(i, j, first)?;
                }
            }
            if self.found.0 == before || self.runs >= SHRINK_RUNS {
                return Ok(());
            }
        }
    }

    /// Shrinks token `j` of line `i`.
    fn token(&mut self, i: usize, j: usize, first: char) -> Result<(), String> {
        let with = |this: &Self, t: String| {
            let mut lines = this.lines();
            lines[i][j] = t;
            lines
        };
        let token = self.lines()[i][j].clone();
        if let Ok(v) = token.parse::<i64>() {
            // toward 0 by halving, keeping the sign
            let mut v = v;
            while v != 0 {
                let c = with(self, (v / 2).to_string());
                if !self.attempt(&c)? {
                    break;
                }
                v /= 2;
            }
            return Ok(());
        }
        // shorter: drop each letter in turn, from the end
        let mut k = token.chars().count();
        while k > 0 {
            k -= 1;
            let current: Vec<char> = self.lines()[i][j].chars().collect();
            if k >= current.len() || current.len() < 2 {
                continue;
            }
            let mut shorter = current.clone();
            shorter.remove(k);
            self.attempt(&with(self, shorter.into_iter().collect()))?;
        }
        // letters toward the first letter seen
        let current: Vec<char> = self.lines()[i][j].chars().collect();
        for k in 0..current.len() {
            let mut now: Vec<char> = self.lines()[i][j].chars().collect();
            if k < now.len() && now[k].is_ascii_alphabetic() && now[k] != first {
                now[k] = first;
                self.attempt(&with(self, now.into_iter().collect()))?;
            }
        }
        Ok(())
    }
}

/// Runs the stress test; `Ok(true)` when no run differed. Progress goes
/// to stderr, the difference to stdout.
pub fn run(here: &Path, options: &Options) -> Result<bool, String> {
    let built = build(here, options.bin)?;
    let start = Instant::now();
    let mut last = Instant::now();
    let mut err = std::io::stderr();
    for i in 0..options.runs {
        let seed = options.seed.wrapping_add(i);
        let command = format!("{} {seed}", options.generator);
        let generated = execute(&mut shell(&command), b"", options.timeout)?;
        if !generated.succeeded() {
            let why = generated.stderr.lines().next().unwrap_or("").to_string();
            return Err(format!(
                "the generator failed ({}) on `{command}`{}",
                generated.describe(),
                if why.is_empty() {
                    String::new()
                } else {
                    format!(": {why}")
                }
            ));
        }
        let input = generated.stdout;
        let (ours, brute) = both(&built.exe, options.brute, &input, options.timeout, false)?;
        if last.elapsed() > Duration::from_secs(1) {
            let _ = writeln!(
                err,
                "stress: {} of {} runs, {:.1} s",
                i + 1,
                options.runs,
                start.elapsed().as_secs_f64()
            );
            last = Instant::now();
        }
        if !differ(&ours, &brute) {
            continue;
        }
        let _ = writeln!(
            err,
            "stress: run {} (seed {seed}) differs; shrinking",
            i + 1
        );
        let kind = difference(&ours, &brute).expect("they differ");
        let (input, ours, brute, runs) = match Layout::of(&input) {
            Some((layout, numbers)) => {
                let mut s = Shrinking {
                    kind,
                    exe: &built.exe,
                    brute: options.brute,
                    timeout: options.timeout,
                    layout,
                    best: numbers,
                    found: (input, ours, brute),
                    runs: 0,
                };
                shrink(&mut s, &mut |line| {
                    let _ = writeln!(std::io::stderr(), "stress: {line}");
                })?;
                let (input, ours, brute) = s.found;
                (input, ours, brute, s.runs)
            }
            None => {
                let mut t = Tokens {
                    exe: &built.exe,
                    brute: options.brute,
                    timeout: options.timeout,
                    kind,
                    found: (input, ours, brute),
                    runs: 0,
                };
                t.shrink()?;
                let (input, ours, brute) = t.found;
                (input, ours, brute, t.runs)
            }
        };
        report(
            &built.exe, options, seed, &command, &input, &ours, &brute, runs,
        )?;
        return Ok(false);
    }
    println!(
        "no difference in {} runs (seeds {}..={})",
        options.runs,
        options.seed,
        options.seed.wrapping_add(options.runs.saturating_sub(1))
    );
    Ok(true)
}

#[allow(clippy::too_many_arguments)] // (one report, said once)
fn report(
    exe: &Path,
    options: &Options,
    seed: u64,
    command: &str,
    input: &str,
    ours: &Run,
    brute: &Run,
    runs: usize,
) -> Result<(), String> {
    let saved: PathBuf = exe
        .parent()
        .ok_or("no target folder")?
        .join("cp-games-stress.in");
    std::fs::write(&saved, input).map_err(|e| format!("cannot write {}: {e}", saved.display()))?;
    let shown = |run: &Run| {
        if run.succeeded() {
            run.stdout.clone()
        } else {
            format!("({})\n{}", run.describe(), run.stderr)
        }
    };
    println!(
        "difference at seed {seed}{}",
        if runs > 0 {
            format!(", shrunk in {runs} runs")
        } else {
            " (not shrunk)".to_string()
        }
    );
    if let Some(kind) = difference(ours, brute) {
        println!("kind: {}", kind.describe());
    }
    println!(
        "--- input ({} bytes, saved in {})",
        input.len(),
        saved.display()
    );
    print!("{input}");
    println!("--- {} printed", exe.display());
    print!("{}", shown(ours));
    println!("--- `{}` printed", options.brute);
    print!("{}", shown(brute));
    println!("--- to reproduce");
    println!("{} < {}", exe.display(), saved.display());
    println!("{} < {}", options.brute, saved.display());
    println!("{command}   # the input before shrinking");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_layout_refills_its_lines_in_order() {
        let (layout, numbers) = Layout::of("3\n1 2 4\n").unwrap();
        assert_eq!(numbers, [3, 1, 2, 4]);
        assert_eq!(layout.render(&numbers), "3\n1 2 4\n");
        assert_eq!(layout.render(&[2, 1, 2]), "2\n1 2\n");
        assert_eq!(layout.render(&[2, 1, 2, 3, 4]), "2\n1 2 3 4\n");
        assert!(Layout::of("3\nabc\n").is_none());
    }
}

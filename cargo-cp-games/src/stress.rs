//! `cargo cp-games stress`: the binary against a brute force on inputs a
//! generator makes from a seed; the first difference is shrunk (counted
//! lists with their counts and whole test cases by [`crate::counted`],
//! then the passes of [`crate::shrink`], which `cargo xtask stress` uses
//! too) and printed with the commands that reproduce it.

use crate::binary::build;
use crate::counted;
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
        let input = self.layout.render(&candidate);
        // no count left off its items (see `counted`)
        let before = counted::lines_of(&self.found.0);
        if !counted::keeps_counts(&before, &counted::lines_of(&input)) {
            return Ok(false);
        }
        self.runs += 1;
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
    /// Whether a candidate must keep every count (see `counted`): for the
    /// passes that change tokens in place.
    keep_counts: bool,
}

impl Tokens<'_> {
    fn lines(&self) -> Vec<Vec<String>> {
        counted::lines_of(&self.found.0)
    }

    /// Tries the input of `lines`; keeps it if it shows the same kind.
    fn attempt(&mut self, lines: &[Vec<String>]) -> Result<bool, String> {
        if self.runs >= SHRINK_RUNS
            || (self.keep_counts && !counted::keeps_counts(&self.lines(), lines))
        {
            return Ok(false);
        }
        self.runs += 1;
        let input = counted::text_of(lines);
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
        let (input, ours, brute, runs) = shrink_difference(
            &built.exe,
            options.brute,
            options.timeout,
            kind,
            (input, ours, brute),
        )?;
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

/// Shrinks a difference of kind `kind` found on `found.0`: counted lists
/// and whole test cases first ([`counted`]), then the numbers of an input
/// of integers ([`shrink`]), or the tokens of one with words in place
/// ([`Tokens`]), keeping every count. Returns the smallest input, its two
/// runs, and the candidates run.
fn shrink_difference(
    exe: &Path,
    brute: &str,
    timeout: Duration,
    kind: Difference,
    found: (String, Run, Run),
) -> Result<(String, Run, Run, usize), String> {
    let mut t = Tokens {
        exe,
        brute,
        timeout,
        kind,
        found,
        runs: 0,
        keep_counts: false,
    };
    counted::shrink(t.lines(), &mut |c| t.attempt(c))?;
    t.keep_counts = true;
    let Some((layout, numbers)) = Layout::of(&t.found.0) else {
        t.shrink()?;
        let (input, ours, brute) = t.found;
        return Ok((input, ours, brute, t.runs));
    };
    let mut s = Shrinking {
        kind,
        exe,
        brute,
        timeout,
        layout,
        best: numbers,
        found: t.found,
        runs: t.runs,
    };
    shrink(&mut s, &mut |line| {
        let _ = writeln!(std::io::stderr(), "stress: {line}");
    })?;
    let (input, ours, brute) = s.found;
    Ok((input, ours, brute, s.runs))
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

    /// Shrinks `input` with the solution `solution` (an awk program, run
    /// from a script) against the brute force `brute` (an awk program);
    /// returns the input found and its kind.
    fn shrunk(name: &str, solution: &str, brute: &str, input: &str) -> (String, Difference) {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!("cp-games-shrink-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let exe = dir.join(name);
        std::fs::write(&exe, format!("#!/bin/sh\nexec awk '{solution}'\n")).unwrap();
        std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755)).unwrap();
        let brute = format!("awk '{brute}'");
        let timeout = Duration::from_secs(20);
        // a script just written may be "busy" while another test's thread
        // forks (its child holds our file open until it execs): try again
        let mut tries = 0;
        let (ours, reference) = loop {
            match both(&exe, &brute, input, timeout, true) {
                Err(e) if e.contains("Text file busy") && tries < 100 => {
                    tries += 1;
                    std::thread::sleep(Duration::from_millis(10));
                }
                r => break r.unwrap(),
            }
        };
        let kind = difference(&ours, &reference).expect("a difference to shrink");
        let found = (input.to_string(), ours, reference);
        let (input, ours, reference, _) =
            shrink_difference(&exe, &brute, timeout, kind, found).unwrap();
        assert_eq!(difference(&ours, &reference), Some(kind), "{input}");
        (input, kind)
    }

    /// Reads `word n a_1 .. a_n` and prints how many `a_i` are negative;
    /// `BAD` is what the buggy solution adds when one is -7. The brute
    /// force refuses an input whose count is off its items.
    const NEGATIVES: &str = "{ for (i = 3; i <= NF; i++) { c += ($i < 0); bad += ($i == -7) } } \
        END { CHECK print c + BAD }";

    #[test]
    fn a_count_after_a_word_shrinks_with_its_items() {
        let solution = NEGATIVES.replace("CHECK", "").replace("BAD", "(bad > 0)");
        let check = "if (NR != 1 || NF != $2 + 2) exit 1;";
        let brute = NEGATIVES.replace("CHECK", check).replace("BAD", "0");
        let (input, kind) = shrunk("word", &solution, &brute, "A 6 0 0 0 -7 0 0\n");
        assert_eq!(
            (input.as_str(), kind),
            ("A 1 -7\n", Difference::WrongAnswer)
        );
    }

    #[test]
    fn a_multi_test_input_shrinks_to_its_bad_case() {
        // t, then per case n and n numbers: one sum per case, one more
        // when the case holds a -7
        let sums = "NR == 1 { t = $1; next } NR % 2 == 0 { n = $1; next } \
            { if (NF != n) exit 1; s = 0; b = 0; for (i = 1; i <= NF; i++) { s += $i; b += ($i == -7) } \
              print s + BAD; k++ } END { if (k != t) exit 1 }";
        let solution = sums.replace("BAD", "(b > 0)");
        let brute = sums.replace("BAD", "0");
        let input = "3\n2\n1 2\n4\n5 -7 0 3\n1\n9\n";
        let (input, kind) = shrunk("multi", &solution, &brute, input);
        assert_eq!(
            (input.as_str(), kind),
            ("1\n1\n-7\n", Difference::WrongAnswer)
        );
        // the solution crashes on the bad case: the kind is kept
        let solution = sums
            .replace("BAD", "0")
            .replace("print", "if (b > 0) exit 3; print");
        let input = "2\n3\n1 -7 2\n1\n4\n";
        let (input, kind) = shrunk("crash", &solution, &brute, input);
        assert_eq!(
            (input.as_str(), kind),
            ("1\n1\n-7\n", Difference::SolutionFails)
        );
    }

    #[test]
    fn inputs_without_counts_shrink_as_before() {
        // a + b, one too many once it passes 10, and b is 0 when missing:
        // the smallest input (fewer numbers, then smaller ones) is 11
        let sum = "{ s = $1 + $2 } END { print s + BAD }";
        let solution = sum.replace("BAD", "(s > 10)");
        let brute = sum.replace("BAD", "0");
        let (input, _) = shrunk("plain", &solution, &brute, "5 9\n");
        assert_eq!(input, "11\n");
    }
}

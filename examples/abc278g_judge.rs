//! A local judge for the interactive problem AtCoder ABC278 G (binary
//! `abc278g`), written from the rules alone: it knows no strategy, only
//! which moves are legal, and searches the game tree when the cards left
//! are few.
//!
//! It plays the judge's side on its stdin and stdout, as online-judge-tools'
//! `oj t/r` runs a judge: sends `N L R`, reads `First` / `Second`, then
//! alternates, checking every one of the program's lines against the
//! protocol and the rules (a line `x y` of two integers with one space, a
//! legal move, `0 0` only when the program has no move). Its own moves:
//! with at most [`SEARCHED`] cards left, a winning move if the game tree
//! has one, else a random one; with more, a random legal move. When it
//! cannot move it sends `0 0`; after a bad line of the program, `-1 -1`.
//! It exits right after, without waiting for the program to end (under
//! `oj t/r` the program's output never reaches end of file), and a
//! program silent for 10 s has lost (for the same reason: a program that
//! ended would otherwise hang the judge).
//!
//! Exit status: 0 the program won; 1 it lost by the rules (it said `0 0`
//! with no move left); 3 it broke the protocol or the rules (a malformed
//! or illegal line, `0 0` with a move left, or no line at all); 4 the
//! transcript given is not a game by the rules; 2 bad arguments. One
//! line on stderr says what happened, with a digest of the dialogue.

use cp_games::explore::{Outcomes, Play};
use cp_games::testing::Rng;
use std::io::{BufRead, Read, Write};
use std::process::exit;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// Lines received from the program so far, for the watchdog.
static RECEIVED: AtomicUsize = AtomicUsize::new(0);

/// A program that says nothing for this long has stopped: under `oj t/r`
/// its output never reaches end of file, so waiting would hang.
const SILENCE: Duration = Duration::from_secs(10);

/// The judge searches the game tree when at most this many cards are
/// left (positions are sets of cards, at most 2^16 of them).
const SEARCHED: usize = 16;

/// Longest line read from the program, newline included.
const MAX_LINE: u64 = 64;

const USAGE: &str = "usage: abc278g_judge N L R [SEED] [--wait-for-eof]
       abc278g_judge --transcript FILE [--wait-for-eof]

Plays the judge of AtCoder ABC278 G (Generalized Subtraction Game) against
a program talking on this judge's stdin and stdout: N cards, moves of L to
R consecutive cards (1 <= L <= R <= N <= 2000), random choices from SEED
(default 1). With --transcript, plays the judge's lines of FILE (`>` lines
the judge's, `<` lines the program's, `#` comments) and requires the
program's lines to be the file's. --wait-for-eof: after the game, require
the program to end its output without another byte (not under `oj t/r`,
whose program output never ends).

Exit status: 0 the program won, 1 it lost, 3 it broke the protocol or the
rules (or said nothing for 10 s), 4 the transcript is not a game by the
rules, 2 bad arguments.

  cargo run --release --example abc278g_judge -- 6 1 2
  oj t/r -c target/release/abc278g 'target/release/examples/abc278g_judge 6 1 2 7'
";

/// The cards on the table, by the rules.
struct Table {
    on: Vec<bool>,
    low: usize,
    high: usize,
}

impl Table {
    fn legal(&self, x: usize, y: usize) -> bool {
        let n = self.on.len();
        (self.low..=self.high).contains(&y)
            && x >= 1
            && x + y - 1 <= n
            && self.on[x - 1..x - 1 + y].iter().all(|&c| c)
    }

    fn remove(&mut self, x: usize, y: usize) {
        for c in &mut self.on[x - 1..x - 1 + y] {
            *c = false;
        }
    }

    /// Maximal runs of cards, as (first card, length).
    fn runs(&self) -> Vec<(usize, usize)> {
        let mut runs = Vec::new();
        let mut start = None;
        for c in 1..=self.on.len() + 1 {
            let here = c <= self.on.len() && self.on[c - 1];
            match (here, start) {
                (true, None) => start = Some(c),
                (false, Some(s)) => {
                    runs.push((s, c - s));
                    start = None;
                }
                _ => {}
            }
        }
        runs
    }

    fn has_move(&self) -> bool {
        self.runs().iter().any(|&(_, s)| s >= self.low)
    }

    /// The cards as a bit mask, each gap between runs one 0 bit (gaps
    /// longer than one card change no move): `None` with more than
    /// `SEARCHED` cards.
    fn mask(&self) -> Option<u64> {
        let cards = self.on.iter().filter(|&&c| c).count();
        if cards > SEARCHED {
            return None;
        }
        let mut mask = 0u64;
        let mut at = 0;
        for (_, s) in self.runs() {
            mask |= ((1u64 << s) - 1) << at;
            at += s + 1;
        }
        Some(mask)
    }
}

/// The positions one move away from `mask`, by the rules.
fn options(mask: u64, low: usize, high: usize) -> Vec<u64> {
    let mut out = Vec::new();
    for y in low..=high.min(64) {
        let block = if y == 64 { u64::MAX } else { (1u64 << y) - 1 };
        for x in 0..=64 - y {
            let b = block << x;
            if mask & b == b {
                out.push(mask & !b);
            }
        }
    }
    out
}

/// The game-tree search over sets of cards (bit masks).
type Tree = Outcomes<u64, Box<dyn FnMut(&u64) -> Vec<u64>>>;

/// Where the judge's moves come from.
enum Moves {
    /// Searched and random, from a seed.
    Own(Rng),
    /// The transcript's `>` lines after the first, in order.
    Script(std::vec::IntoIter<String>),
}

struct Judge<R, W> {
    table: Table,
    moves: Moves,
    /// The program's lines a transcript requires, in order.
    expected: Option<std::vec::IntoIter<String>>,
    tree: Tree,
    from_program: R,
    to_program: W,
    /// FNV-1a over every line of the dialogue, each with its direction.
    digest: u64,
    lines: usize,
    name: String,
}

/// How the game ended: exit status and what to say.
type End = (i32, String);

impl<R: BufRead, W: Write> Judge<R, W> {
    fn hash(&mut self, direction: u8, line: &str) {
        for &b in [direction].iter().chain(line.as_bytes()).chain(b"\n") {
            self.digest ^= u64::from(b);
            self.digest = self.digest.wrapping_mul(0x100_0000_01b3);
        }
        self.lines += 1;
    }

    /// Sends a line to the program; a closed pipe is the program's fault.
    fn send(&mut self, line: &str) -> Result<(), End> {
        self.hash(b'>', line);
        writeln!(self.to_program, "{line}")
            .and_then(|()| self.to_program.flush())
            .map_err(|e| (3, format!("could not send `{line}` to the program: {e}")))
    }

    /// The program's next line, without its newline.
    fn receive(&mut self, what: &str) -> Result<String, End> {
        let mut bytes = Vec::new();
        (&mut self.from_program)
            .take(MAX_LINE)
            .read_until(b'\n', &mut bytes)
            .map_err(|e| (3, format!("could not read {what}: {e}")))?;
        if bytes.last() != Some(&b'\n') {
            let why = if bytes.is_empty() {
                "the program ended its output".to_string()
            } else {
                format!(
                    "a line not ended by a newline: {:?}",
                    String::from_utf8_lossy(&bytes)
                )
            };
            return Err(self.lose_badly(&format!("expected {what}, {why}")));
        }
        bytes.pop();
        RECEIVED.fetch_add(1, Ordering::Relaxed);
        let line = String::from_utf8_lossy(&bytes).into_owned();
        self.hash(b'<', &line);
        if let Some(expected) = &mut self.expected {
            let want = expected.next().unwrap_or_default();
            if line != want {
                return Err(self.lose_badly(&format!(
                    "{what}: the transcript has `{want}`, the program said `{line}`"
                )));
            }
        }
        Ok(line)
    }

    /// Tells the program it lost (`-1 -1`) and ends with status 3.
    fn lose_badly(&mut self, why: &str) -> End {
        let _ = self.send("-1 -1");
        (3, why.to_string())
    }

    /// The program's move, checked.
    fn program_moves(&mut self) -> Result<(), End> {
        let line = self.receive("a move `x y`")?;
        let parsed = parse_move(&line);
        let (x, y) = match parsed {
            Some(m) => m,
            None => return Err(self.lose_badly(&format!("`{line}` is not a move `x y`"))),
        };
        if (x, y) == (0, 0) {
            let _ = self.send("-1 -1");
            return Err(if self.table.has_move() {
                (
                    3,
                    "the program said `0 0` with a legal move left".to_string(),
                )
            } else {
                (
                    1,
                    "the program had no move and said `0 0`: it lost".to_string(),
                )
            });
        }
        if !self.table.legal(x, y) {
            return Err(self.lose_badly(&format!("the program's move `{line}` is illegal")));
        }
        self.table.remove(x, y);
        Ok(())
    }

    /// The judge's move, or `0 0` and the end when it has none.
    fn judge_moves(&mut self) -> Result<(), End> {
        let chosen = match &mut self.moves {
            Moves::Script(lines) => {
                let line = lines.next().unwrap_or_default();
                match parse_move(&line) {
                    Some((0, 0)) if !self.table.has_move() => None,
                    Some((x, y)) if (x, y) != (0, 0) && self.table.legal(x, y) => Some((x, y)),
                    _ => {
                        return Err((
                            4,
                            format!("the transcript's judge line `{line}` breaks the rules here"),
                        ))
                    }
                }
            }
            Moves::Own(_) => self.choose(),
        };
        match chosen {
            None => {
                self.send("0 0")?;
                Err((0, "the judge has no move: the program won".to_string()))
            }
            Some((x, y)) => {
                self.table.remove(x, y);
                self.send(&format!("{x} {y}"))
            }
        }
    }

    /// A winning move by the game tree if the cards left are few and one
    /// exists, else a random legal move; `None` with no legal move.
    fn choose(&mut self) -> Option<(usize, usize)> {
        let runs: Vec<(usize, usize)> = self
            .table
            .runs()
            .into_iter()
            .filter(|&(_, s)| s >= self.table.low)
            .collect();
        if runs.is_empty() {
            return None;
        }
        let rng = match &mut self.moves {
            Moves::Own(rng) => rng,
            Moves::Script(_) => unreachable!("scripted moves are not chosen"),
        };
        if self.table.mask().is_some() {
            let mut winning = Vec::new();
            for &(start, s) in &runs {
                for y in self.table.low..=self.table.high.min(s) {
                    for x in start..=start + s - y {
                        let mut after = Table {
                            on: self.table.on.clone(),
                            low: self.table.low,
                            high: self.table.high,
                        };
                        after.remove(x, y);
                        let mask = after.mask().expect("fewer cards");
                        if !self.tree.wins(mask) {
                            winning.push((x, y));
                        }
                    }
                }
            }
            if !winning.is_empty() {
                return Some(winning[rng.below(winning.len())]);
            }
        }
        let (start, s) = runs[rng.below(runs.len())];
        let y = self.table.low + rng.below(self.table.high.min(s) - self.table.low + 1);
        Some((start + rng.below(s - y + 1), y))
    }

    fn play(&mut self) -> End {
        let t = &self.table;
        let first = format!("{} {} {}", t.on.len(), t.low, t.high);
        if let Err(end) = self.send(&first) {
            return end;
        }
        let program_first = match self.receive("`First` or `Second`") {
            Ok(line) if line == "First" => true,
            Ok(line) if line == "Second" => false,
            Ok(line) => {
                return self.lose_badly(&format!("`{line}` is neither `First` nor `Second`"))
            }
            Err(end) => return end,
        };
        if !program_first {
            if let Err(end) = self.judge_moves() {
                return end;
            }
        }
        loop {
            if let Err(end) = self.program_moves().and_then(|()| self.judge_moves()) {
                return end;
            }
        }
    }
}

/// `x y`: two integers as judges write them, one space between.
fn parse_move(line: &str) -> Option<(usize, usize)> {
    let (x, y) = line.split_once(' ')?;
    let number = |t: &str| {
        let plain = !t.is_empty() && t.len() <= 9 && t.bytes().all(|b| b.is_ascii_digit());
        if plain && (t == "0" || !t.starts_with('0')) {
            t.parse().ok()
        } else {
            None
        }
    };
    Some((number(x)?, number(y)?))
}

fn usage_error(message: &str) -> ! {
    eprintln!("abc278g_judge: {message} (see --help)");
    exit(2)
}

/// The transcript's judge lines and program lines, from its `>` and `<`
/// lines (`#` lines and empty lines skipped).
fn read_transcript(path: &str) -> (Vec<String>, Vec<String>) {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| usage_error(&format!("cannot read {path}: {e}")));
    let (mut judge, mut program) = (Vec::new(), Vec::new());
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("> ") {
            judge.push(rest.to_string());
        } else if let Some(rest) = line.strip_prefix("< ") {
            program.push(rest.to_string());
        } else if !(line.is_empty() || line.starts_with('#')) {
            usage_error(&format!(
                "{path}: `{line}` starts with neither `> `, `< ` nor `#`"
            ));
        }
    }
    (judge, program)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{USAGE}");
        return;
    }
    let wait_for_eof = args.iter().any(|a| a == "--wait-for-eof");
    let args: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .filter(|&a| a != "--wait-for-eof")
        .collect();
    let (sizes, moves, expected, name) = match args.as_slice() {
        ["--transcript", path] => {
            let (judge, program) = read_transcript(path);
            let first = judge.first().cloned().unwrap_or_default();
            let sizes: Vec<usize> = first.split(' ').filter_map(|t| t.parse().ok()).collect();
            let rest = judge[1.min(judge.len())..].to_vec();
            (
                sizes,
                Moves::Script(rest.into_iter()),
                Some(program.into_iter()),
                path.to_string(),
            )
        }
        [n, l, r] | [n, l, r, _] => {
            let seed = args
                .get(3)
                .map_or(Some(1), |s| s.parse().ok().filter(|&s| s > 0));
            let seed: u64 = seed.unwrap_or_else(|| usage_error("SEED must be a positive integer"));
            let sizes: Vec<usize> = [n, l, r].iter().filter_map(|t| t.parse().ok()).collect();
            let name = format!("{n} {l} {r} seed {seed}");
            (sizes, Moves::Own(Rng::new(seed)), None, name)
        }
        _ => usage_error("expected N L R [SEED] or --transcript FILE"),
    };
    let (n, low, high) = match sizes.as_slice() {
        &[n, l, r] if 1 <= l && l <= r && r <= n && n <= 2000 => (n, l, r),
        _ => usage_error("N L R must have 1 <= L <= R <= N <= 2000"),
    };
    let tree: Tree = Outcomes::new(
        Play::Normal,
        Box::new(move |&m: &u64| options(m, low, high)),
    );
    std::thread::spawn(|| {
        let mut seen = usize::MAX;
        loop {
            std::thread::sleep(SILENCE);
            let now = RECEIVED.load(Ordering::Relaxed);
            if now == seen {
                eprintln!("abc278g_judge: the program said nothing for {SILENCE:?}: it lost");
                exit(3);
            }
            seen = now;
        }
    });
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut judge = Judge {
        table: Table {
            on: vec![true; n],
            low,
            high,
        },
        moves,
        expected,
        tree,
        from_program: stdin.lock(),
        to_program: stdout.lock(),
        digest: 0xcbf2_9ce4_8422_2325,
        lines: 0,
        name,
    };
    let (mut status, mut why) = judge.play();
    if status == 0 {
        if let Some(left) = judge.expected.as_mut().and_then(|e| e.next()) {
            (status, why) = (
                4,
                format!("the game ended before the transcript's `< {left}`"),
            );
        }
    }
    if wait_for_eof && status <= 1 {
        let mut rest = Vec::new();
        let _ = judge.from_program.read_to_end(&mut rest);
        if !rest.is_empty() {
            status = 3;
            why = format!(
                "the program said {:?} after the game",
                String::from_utf8_lossy(&rest[..rest.len().min(40)])
            );
        }
    }
    eprintln!(
        "abc278g_judge {}: {why} ({} lines, digest {:016x})",
        judge.name, judge.lines, judge.digest
    );
    exit(status)
}

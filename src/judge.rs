//! The process around a judge solution: standard input in, the answer out,
//! and every failure as one `error:` line with exit status 2.
//!
//! Nothing is printed before the whole input has been read and found good,
//! so a solution holds its answer until the end: as a `String`, or, for
//! inputs of many yes-or-no answers, as [`Verdicts`], one bit per answer
//! up to a stated count.

use crate::input::{Input, InputError};
use std::io::{BufWriter, ErrorKind, Write};

/// Runs a judge solution on standard input: prints its answer (see
/// [`Answer`]: nothing at all for an empty one, such as zero test cases);
/// on an [`InputError`] (or any panic) prints `error: ...` as one line on
/// stderr, nothing on stdout, and exits with status 2. Input left over
/// after the answer is an error too, and so is a failed write of the
/// answer (say, to a full disk), except to a closed pipe (`| head -0`):
/// whoever closed it wanted no more.
pub fn run<A: Answer>(
    solve: impl FnOnce(&mut Input<std::io::StdinLock<'static>>) -> Result<A, InputError>,
) {
    set_panic_hook();
    let mut input = Input::new(std::io::stdin().lock());
    let answer = solve(&mut input).and_then(|answer| input.finish().map(|()| answer));
    print_or_fail(answer.as_ref().map(|a| a as &dyn Answer));
}

/// The part of [`run`] that does not depend on the solution's types, so
/// that it is compiled once, in this crate, rather than in every binary.
fn print_or_fail(answer: Result<&dyn Answer, &InputError>) {
    let failure = match answer {
        Ok(answer) => write_answer(answer, &mut std::io::stdout().lock())
            .err()
            .map(|e| format!("could not write the answer: {e}")),
        Err(e) => Some(e.to_string()),
    };
    if let Some(message) = failure {
        fail(&message);
    }
}

/// Runs an interactive solution: `play` talks with the judge through a
/// [`Dialogue`] over standard input and output, a line at a time, each
/// line it says flushed at once. On an [`InputError`] (a judge line that
/// is malformed, or a move the rules forbid; or any panic) prints `error:
/// ...` as one line on stderr and exits with status 2; what was said
/// before stays said.
pub fn interact(
    play: impl FnOnce(
        &mut Dialogue<std::io::StdinLock<'static>, std::io::StdoutLock<'static>>,
    ) -> Result<(), InputError>,
) {
    set_panic_hook();
    let mut dialogue = Dialogue::new(std::io::stdin().lock(), std::io::stdout().lock());
    if let Err(e) = play(&mut dialogue) {
        fail(&e.to_string());
    }
}

/// Reports a panic as the `error:` line of [`fail`].
fn set_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let msg = if let Some(s) = info.payload().downcast_ref::<&str>() {
            s.to_string()
        } else if let Some(s) = info.payload().downcast_ref::<String>() {
            s.clone()
        } else {
            "internal error".to_string()
        };
        fail(&msg);
    }));
}

/// Longest line a [`Dialogue`] reads, newline included.
pub const MAX_LINE: usize = 256;

/// Both sides of an interactive judge's protocol, a line at a time: a line
/// is read only when it is asked for, so nothing waits for input the judge
/// sends only after our reply (unlike [`Input`], which may read ahead),
/// and every line said is flushed at once.
///
/// # Example
/// ```
/// use cp_games::input::Input;
/// use cp_games::judge::Dialogue;
/// let mut out = Vec::new();
/// let mut talk = Dialogue::new("3 4\n-1 -1\n".as_bytes(), &mut out);
/// let mut line = Input::new(talk.line("the sizes").unwrap());
/// assert_eq!(line.read("a", 1..=9u32), Ok(3));
/// talk.say("7").unwrap();
/// assert_eq!(talk.line("a move").unwrap(), b"-1 -1");
/// assert_eq!(talk.line("a move").unwrap_err().to_string(), "unexpected end of input: expected a move");
/// drop(talk);
/// assert_eq!(out, b"7\n");
/// ```
pub struct Dialogue<R, W> {
    reader: R,
    writer: W,
    line: Vec<u8>,
}

impl<R: std::io::BufRead, W: Write> Dialogue<R, W> {
    /// Talks through `reader` and `writer`.
    pub fn new(reader: R, writer: W) -> Self {
        Dialogue {
            reader,
            writer,
            line: Vec::with_capacity(MAX_LINE),
        }
    }

    /// Reads the next line and returns it without its line ending (`\n`
    /// or `\r\n`); read it with `Input::new(line)`. `what` names what
    /// was expected in errors. A line longer than [`MAX_LINE`] bytes is an
    /// error as soon as that many bytes have arrived, and so is the end of
    /// the input.
    ///
    /// # Complexity
    /// O(line length).
    pub fn line(&mut self, what: &str) -> Result<&[u8], InputError> {
        use std::io::{BufRead, Read};
        self.line.clear();
        let read = (&mut self.reader)
            .take(MAX_LINE as u64)
            .read_until(b'\n', &mut self.line);
        match read {
            Err(e) => return Err(InputError(format!("could not read the input: {e}"))),
            Ok(0) => {
                return Err(InputError(format!(
                    "unexpected end of input: expected {what}"
                )))
            }
            Ok(_) => {}
        }
        if self.line.last() == Some(&b'\n') {
            self.line.pop();
            if self.line.last() == Some(&b'\r') {
                self.line.pop();
            }
        } else if self.line.len() == MAX_LINE {
            return Err(InputError(format!(
                "{what}: a line longer than {MAX_LINE} bytes, starting `{}...`",
                crate::input::escaped(&self.line[..24])
            )));
        }
        Ok(&self.line)
    }

    /// Writes `text` and a newline, and flushes.
    pub fn say(&mut self, text: &str) -> Result<(), InputError> {
        self.writer
            .write_all(text.as_bytes())
            .and_then(|()| self.writer.write_all(b"\n"))
            .and_then(|()| self.writer.flush())
            .map_err(|e| InputError(format!("could not write `{text}`: {e}")))
    }
}

/// Prints `error: <message>` as one line on stderr and exits with status
/// 2. A stderr that cannot be written to changes nothing (`eprintln!`
/// would panic, and a panic here would abort).
fn fail(message: &str) -> ! {
    let _ = writeln!(std::io::stderr(), "error: {}", message.replace('\n', " "));
    std::process::exit(2)
}

/// Writes `answer` to `out` through a buffer and flushes it; the error
/// if that fails, except on a closed pipe.
fn write_answer(answer: &dyn Answer, out: &mut dyn Write) -> std::io::Result<()> {
    let mut out = BufWriter::with_capacity(1 << 16, out);
    match answer.write_to(&mut out).and_then(|()| out.flush()) {
        Err(e) if e.kind() != ErrorKind::BrokenPipe => Err(e),
        _ => Ok(()),
    }
}

/// What a judge solution prints, once its input has been read and found
/// good.
pub trait Answer {
    /// Writes the answer to `out`, every line ended by a newline; an empty
    /// answer writes nothing.
    fn write_to(&self, out: &mut dyn Write) -> std::io::Result<()>;
}

/// The answer's lines, without the final newline (which is added).
impl Answer for String {
    fn write_to(&self, out: &mut dyn Write) -> std::io::Result<()> {
        if self.is_empty() {
            return Ok(());
        }
        out.write_all(self.as_bytes())?;
        out.write_all(b"\n")
    }
}

/// One line, printed with its newline even when it is empty: for judges
/// that expect an empty line when there is nothing to list.
///
/// # Example
/// ```
/// use cp_games::judge::{Answer, Line};
/// let mut out = Vec::new();
/// Line(String::new()).write_to(&mut out).unwrap();
/// assert_eq!(out, b"\n");
/// ```
pub struct Line(pub String);

impl Answer for Line {
    fn write_to(&self, out: &mut dyn Write) -> std::io::Result<()> {
        out.write_all(self.0.as_bytes())?;
        out.write_all(b"\n")
    }
}

/// The judge's verdict line for "does the first player win?".
pub fn yes_no(first_player_wins: bool) -> String {
    if first_player_wins { "Yes" } else { "No" }.to_string()
}

/// The answers of several test cases, one per line (no final newline:
/// [`run`] adds it).
///
/// # Example
/// ```
/// assert_eq!(cp_games::judge::lines([1, 0, 1]), "1\n0\n1");
/// ```
///
/// # Complexity
/// O(total length).
pub fn lines<D: std::fmt::Display>(items: impl IntoIterator<Item = D>) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let _ = write!(out, "{item}");
    }
    out
}

/// Yes-or-no answers held one bit each until they are printed, at most a
/// stated number of them: each printed as one of two words, either one
/// per line ([`Verdicts::per_line`]) or side by side on lines that the
/// solution ends ([`Verdicts::grouped`]).
///
/// # Example
/// ```
/// use cp_games::judge::{Answer, Verdicts};
/// let mut wins = Verdicts::per_line(3, "WIN", "LOSE");
/// for w in [true, false, true] {
///     wins.push(w).unwrap();
/// }
/// assert!(wins.push(false).is_err()); // a fourth is one too many
/// let mut out = Vec::new();
/// wins.write_to(&mut out).unwrap();
/// assert_eq!(out, b"WIN\nLOSE\nWIN\n");
///
/// let mut rows = Verdicts::grouped(10, "W", "L");
/// rows.push(true).unwrap();
/// rows.push(false).unwrap();
/// rows.end_line().unwrap();
/// rows.push(false).unwrap();
/// let mut out = Vec::new();
/// rows.write_to(&mut out).unwrap();
/// assert_eq!(out, b"WL\nL\n");
/// ```
///
/// # Complexity
/// O(1) amortized per answer; memory one bit per answer (plus one word
/// per line when grouped), so `max` answers take `max / 8` bytes at most.
/// Writing is O(length of the output).
#[derive(Debug, Clone)]
pub struct Verdicts {
    /// Answer `i` is bit `i % 64` of `bits[i / 64]`.
    bits: Vec<u64>,
    len: usize,
    max: usize,
    /// The words for `true` and `false`.
    yes: &'static str,
    no: &'static str,
    /// `Some(ends)` when grouped: line `j` holds the answers before
    /// `ends[j]` and from `ends[j - 1]` on; answers after the last end make
    /// one more line.
    line_ends: Option<Vec<usize>>,
}

/// [`Verdicts::push`] past the stated number of answers, or
/// [`Verdicts::end_line`] past as many lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Full {
    /// The stated number.
    pub max: usize,
}

impl std::fmt::Display for Full {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "more than {} answers", self.max)
    }
}

impl Verdicts {
    /// Up to `max` answers, one per line: `yes` for `true`, else `no`.
    pub fn per_line(max: usize, yes: &'static str, no: &'static str) -> Self {
        Verdicts {
            bits: Vec::new(),
            len: 0,
            max,
            yes,
            no,
            line_ends: None,
        }
    }

    /// Up to `max` answers (and `max` lines), written side by side with no
    /// separator, on lines ended by [`end_line`](Self::end_line).
    pub fn grouped(max: usize, yes: &'static str, no: &'static str) -> Self {
        Verdicts {
            line_ends: Some(Vec::new()),
            ..Self::per_line(max, yes, no)
        }
    }

    /// Adds an answer, or refuses it, changing nothing, if `max` are held.
    ///
    /// # Complexity
    /// O(1) amortized.
    pub fn push(&mut self, verdict: bool) -> Result<(), Full> {
        if self.len == self.max {
            return Err(Full { max: self.max });
        }
        if self.len % 64 == 0 {
            self.bits.push(0);
        }
        if verdict {
            self.bits[self.len / 64] |= 1 << (self.len % 64);
        }
        self.len += 1;
        Ok(())
    }

    /// Ends the current line of a [grouped](Self::grouped) store (for one
    /// made [`per_line`](Self::per_line), every answer is its own line and
    /// this does nothing); refuses, changing nothing, past `max` lines.
    ///
    /// # Complexity
    /// O(1) amortized.
    pub fn end_line(&mut self) -> Result<(), Full> {
        match &mut self.line_ends {
            Some(ends) if ends.len() == self.max => Err(Full { max: self.max }),
            Some(ends) => {
                ends.push(self.len);
                Ok(())
            }
            None => Ok(()),
        }
    }

    /// How many answers are held.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no answer is held.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many more answers may be pushed.
    pub fn room(&self) -> usize {
        self.max - self.len
    }

    fn word(&self, i: usize) -> &'static str {
        if self.bits[i / 64] >> (i % 64) & 1 == 1 {
            self.yes
        } else {
            self.no
        }
    }
}

impl Answer for Verdicts {
    fn write_to(&self, out: &mut dyn Write) -> std::io::Result<()> {
        // Staged in a buffer of our own: one `write_all` per answer would
        // cost more than the answer.
        let mut staged: Vec<u8> = Vec::with_capacity(1 << 16);
        let mut line = |from: usize, to: usize, each_own_line: bool| {
            for i in from..to {
                staged.extend_from_slice(self.word(i).as_bytes());
                if each_own_line {
                    staged.push(b'\n');
                }
                if staged.len() >= 1 << 16 {
                    out.write_all(&staged)?;
                    staged.clear();
                }
            }
            if !each_own_line {
                staged.push(b'\n');
            }
            Ok::<(), std::io::Error>(())
        };
        match &self.line_ends {
            None => line(0, self.len, true)?,
            Some(ends) => {
                let mut from = 0;
                for &end in ends {
                    line(from, end, false)?;
                    from = end;
                }
                if from < self.len {
                    line(from, self.len, false)?;
                }
            }
        }
        out.write_all(&staged)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(answer: &impl Answer) -> Vec<u8> {
        let mut out = Vec::new();
        write_answer(answer, &mut out).unwrap();
        out
    }

    #[test]
    fn a_dialogue_reads_lines_one_at_a_time_and_refuses_long_ones() {
        let text = format!("1 2\r\n\nlast{}", "");
        let mut out = Vec::new();
        let mut talk = Dialogue::new(text.as_bytes(), &mut out);
        assert_eq!(talk.line("a").unwrap(), b"1 2");
        assert_eq!(talk.line("b").unwrap(), b"");
        assert_eq!(talk.line("c").unwrap(), b"last"); // no newline at the end
        assert!(talk.line("d").unwrap_err().0.contains("expected d"));
        talk.say("x y").unwrap();
        drop(talk);
        assert_eq!(out, b"x y\n");
        let long = format!("{}\n", "7".repeat(MAX_LINE));
        let mut talk = Dialogue::new(long.as_bytes(), Vec::new());
        let err = talk.line("a move").unwrap_err().0;
        assert!(
            err.starts_with("a move: a line longer than 256 bytes, starting `777"),
            "{err}"
        );
        let fits = format!("{}\n", "7".repeat(MAX_LINE - 1));
        let mut talk = Dialogue::new(fits.as_bytes(), Vec::new());
        assert_eq!(talk.line("a").unwrap().len(), MAX_LINE - 1);
        let failing = Failing {
            room: 0,
            kind: ErrorKind::BrokenPipe,
        };
        let mut talk = Dialogue::new(&b""[..], failing);
        assert!(talk
            .say("First")
            .unwrap_err()
            .0
            .starts_with("could not write `First`"));
    }

    #[test]
    fn verdicts_print_as_the_words_they_stand_for() {
        let mut v = Verdicts::per_line(1000, "Sally", "Harry");
        let pattern = |i: usize| i % 3 == 0 || i % 7 == 5;
        for i in 0..1000 {
            v.push(pattern(i)).unwrap();
        }
        assert_eq!(v.push(true), Err(Full { max: 1000 }));
        assert_eq!((v.len(), v.room()), (1000, 0));
        let expected: String = (0..1000)
            .map(|i| if pattern(i) { "Sally\n" } else { "Harry\n" })
            .collect();
        assert_eq!(written(&v), expected.as_bytes());
        assert_eq!(written(&Verdicts::per_line(5, "a", "b")), b"");
    }

    #[test]
    fn grouped_verdicts_print_a_line_per_group() {
        // Lines of 1, 64, 65 and 200_000 answers: across words and stages.
        let mut v = Verdicts::grouped(1 << 20, "W", "L");
        let mut expected = String::new();
        let mut i = 0usize;
        for len in [1, 64, 65, 200_000] {
            for _ in 0..len {
                let w = i.count_ones() % 2 == 1;
                v.push(w).unwrap();
                expected.push(if w { 'W' } else { 'L' });
                i += 1;
            }
            v.end_line().unwrap();
            expected.push('\n');
        }
        v.push(true).unwrap(); // a last line not ended
        expected.push_str("W\n");
        assert_eq!(written(&v), expected.as_bytes());
        let mut lines = Verdicts::grouped(2, "W", "L");
        lines.end_line().unwrap();
        lines.end_line().unwrap();
        assert_eq!(lines.end_line(), Err(Full { max: 2 }));
    }

    /// A writer that fails with `kind` once `room` bytes are taken.
    struct Failing {
        room: usize,
        kind: ErrorKind,
    }

    impl Write for Failing {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if self.room == 0 {
                return Err(std::io::Error::new(self.kind, "no room"));
            }
            let n = buf.len().min(self.room);
            self.room -= n;
            Ok(n)
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_failed_write_is_an_error_but_a_closed_pipe_is_not() {
        let long = "x".repeat(200_000);
        for room in [0, 10, 150_000] {
            let mut full = Failing {
                room,
                kind: ErrorKind::Other,
            };
            assert_eq!(
                write_answer(&long, &mut full).map_err(|e| e.to_string()),
                Err("no room".to_string())
            );
            let mut closed = Failing {
                room,
                kind: ErrorKind::BrokenPipe,
            };
            assert!(write_answer(&long, &mut closed).is_ok());
        }
        // An answer shorter than the buffer fails at the flush.
        let mut full = Failing {
            room: 0,
            kind: ErrorKind::Other,
        };
        assert!(write_answer(&"Yes".to_string(), &mut full).is_err());
        assert_eq!(written(&"Yes".to_string()), b"Yes\n");
        assert_eq!(written(&String::new()), b"");
    }
}

//! Reading judge input: whitespace-separated tokens, range-checked, with
//! errors that say what was wrong and where.
//!
//! [`StreamSource`] is a [`proconio::source::Source`] that streams tokens
//! through a fixed 64 KiB buffer, splitting on ASCII whitespace byte by byte.
//! proconio's own sources hold the whole input in memory and split it on
//! Unicode whitespace, which costs more than parsing the numbers; this one
//! keeps memory constant, so 10^7 Nim piles are read at several times the
//! speed of `scanf` without storing them (see [`Input::with_values`]).
//! Being a proconio `Source`, it also works with `proconio::input!`.

use proconio::source::Source;
use std::fmt::Display;
use std::io::{BufRead, Read, Write};
use std::ops::RangeInclusive;
use std::str::FromStr;

/// Tokens separated by ASCII whitespace, read from `R` through a buffer
/// that holds 64 KiB or the longest token, whichever is larger.
///
/// A token that is not UTF-8 is returned as `"\u{FFFD}"`; a read error ends
/// the tokens and is kept for [`StreamSource::take_error`].
///
/// # Example
/// ```
/// use cp_games::input::StreamSource;
/// use proconio::source::Source;
/// let mut src = StreamSource::new(" 12\t3\r\n x ".as_bytes());
/// assert_eq!(src.next_token(), Some("12"));
/// assert_eq!(src.next_token(), Some("3"));
/// assert!(!src.is_empty());
/// assert_eq!(src.next_token(), Some("x"));
/// assert!(src.is_empty());
/// ```
pub struct StreamSource<R> {
    reader: R,
    /// Unread bytes are `buf[start..end]`.
    buf: Vec<u8>,
    start: usize,
    end: usize,
    eof: bool,
    error: Option<std::io::Error>,
}

impl<R: Read> StreamSource<R> {
    /// Creates a source reading from `reader` as tokens are asked for.
    pub fn new(reader: R) -> Self {
        Self::with_buffer(reader, 1 << 16)
    }

    fn with_buffer(reader: R, size: usize) -> Self {
        StreamSource {
            reader,
            buf: vec![0; size.max(1)],
            start: 0,
            end: 0,
            eof: false,
            error: None,
        }
    }

    /// Returns the read error that ended the input, if one did.
    pub fn take_error(&mut self) -> Option<std::io::Error> {
        self.error.take()
    }

    /// Moves the unread bytes to the front and reads more after them;
    /// returns whether any byte arrived.
    fn fill(&mut self) -> bool {
        if self.eof {
            return false;
        }
        self.buf.copy_within(self.start..self.end, 0);
        self.end -= self.start;
        self.start = 0;
        if self.end == self.buf.len() {
            // One token fills the buffer: make room for the rest of it.
            self.buf.resize(2 * self.buf.len(), 0);
        }
        loop {
            match self.reader.read(&mut self.buf[self.end..]) {
                Ok(0) => {
                    self.eof = true;
                    return false;
                }
                Ok(k) => {
                    self.end += k;
                    return true;
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    self.error = Some(e);
                    self.eof = true;
                    return false;
                }
            }
        }
    }

    /// Skips whitespace; returns whether a token starts at `start`.
    fn skip_whitespace(&mut self) -> bool {
        loop {
            let unread = &self.buf[self.start..self.end];
            if let Some(k) = unread.iter().position(|&b| !is_space(b)) {
                self.start += k;
                return true;
            }
            if !self.fill() {
                return false;
            }
        }
    }

    /// The next token as `buf[start..end]`, consumed, and whether it is
    /// all ASCII.
    fn next_range(&mut self) -> Option<(usize, usize, bool)> {
        if !self.skip_whitespace() {
            return None;
        }
        let mut i = self.start;
        let mut high_bits = 0u8;
        loop {
            let unread = &self.buf[i..self.end];
            let mut k = 0;
            // Eight bytes at a time while none of them is <= b' ' or >= 0x80
            // (the usual digits); the byte loop below settles the rest.
            while let Some(word) = unread.get(k..k + 8) {
                let x = u64::from_le_bytes(word.try_into().expect("8 bytes"));
                const ONES: u64 = 0x0101_0101_0101_0101;
                const HIGH: u64 = 0x8080_8080_8080_8080;
                if (x.wrapping_sub(0x21 * ONES) | x) & HIGH != 0 {
                    break;
                }
                k += 8;
            }
            while k < unread.len() && !is_space(unread[k]) {
                high_bits |= unread[k];
                k += 1;
            }
            i += k;
            if k < unread.len() {
                break;
            }
            // The token may continue past the buffer.
            let offset = i - self.start;
            let more = self.fill();
            i = self.start + offset;
            if !more {
                break;
            }
        }
        let token = (self.start, i, high_bits < 0x80);
        self.start = i;
        Some(token)
    }
}

/// ASCII whitespace as `u8::is_ascii_whitespace` defines it, with one
/// comparison for the usual non-space byte.
#[inline]
fn is_space(b: u8) -> bool {
    b <= b' ' && matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0C)
}

impl<R: BufRead> Source<R> for StreamSource<R> {
    fn next_token(&mut self) -> Option<&str> {
        let (s, e, ascii) = self.next_range()?;
        let bytes = &self.buf[s..e];
        if ascii {
            // SAFETY: every byte is below 0x80, and ASCII is valid UTF-8.
            Some(unsafe { std::str::from_utf8_unchecked(bytes) })
        } else {
            Some(std::str::from_utf8(bytes).unwrap_or("\u{FFFD}"))
        }
    }

    fn is_empty(&mut self) -> bool {
        !self.skip_whitespace()
    }
}

/// A one-line description of malformed or impossible input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError(pub String);

impl Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Range-checked reader of judge input, one value at a time.
///
/// # Example
/// ```
/// use cp_games::input::Input;
/// let mut input = Input::new("3\n5 x".as_bytes());
/// assert_eq!(input.read("n", 1..=10u32), Ok(3));
/// let err = input.values::<u64>(3, "pile", 0..=9).unwrap_err();
/// assert_eq!(err.to_string(), "pile 2 of 3: expected an integer, found `x`");
/// ```
pub struct Input<R> {
    source: StreamSource<R>,
}

impl<R: BufRead> Input<R> {
    /// Creates a reader of `reader`'s tokens.
    pub fn new(reader: R) -> Self {
        Input {
            source: StreamSource::new(reader),
        }
    }

    /// Reads the next token as a `T` in `range`; `what` names it in errors,
    /// e.g. `"n"`.
    ///
    /// # Complexity
    /// O(token length).
    pub fn read<T>(&mut self, what: &str, range: RangeInclusive<T>) -> Result<T, InputError>
    where
        T: FromStr + PartialOrd + Display,
    {
        self.read_named(|| what.to_string(), &range)
    }

    /// [`read`](Self::read) with the name built only when there is an error.
    fn read_named<T>(
        &mut self,
        what: impl FnOnce() -> String,
        range: &RangeInclusive<T>,
    ) -> Result<T, InputError>
    where
        T: FromStr + PartialOrd + Display,
    {
        let Some(token) = self.source.next_token() else {
            return Err(InputError(match self.source.take_error() {
                Some(e) => format!("could not read the input: {e}"),
                None => format!("unexpected end of input: expected {}", what()),
            }));
        };
        match token.parse::<T>() {
            Ok(v) if range.contains(&v) => Ok(v),
            Ok(v) => Err(InputError(format!(
                "{} = {v} is out of range: expected {}..={}",
                what(),
                range.start(),
                range.end()
            ))),
            Err(_) => {
                let digits = token.strip_prefix('-').unwrap_or(token);
                let shown = shorten(token);
                Err(InputError(
                    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                        format!(
                            "{} = {shown} is out of range: expected {}..={}",
                            what(),
                            range.start(),
                            range.end()
                        )
                    } else {
                        format!("{}: expected an integer, found `{shown}`", what())
                    },
                ))
            }
        }
    }

    /// Reads `count` values in `range`, feeding them to `consume` as an
    /// iterator without storing them. Reading stops at the first bad token;
    /// the error names it as `what` plus its 1-based position.
    ///
    /// # Complexity
    /// O(total length of the tokens) plus whatever `consume` costs.
    pub fn with_values<T, U>(
        &mut self,
        count: usize,
        what: &str,
        range: RangeInclusive<T>,
        consume: impl FnOnce(&mut dyn Iterator<Item = T>) -> U,
    ) -> Result<U, InputError>
    where
        T: FromStr + PartialOrd + Display,
    {
        let mut error = None;
        let mut values = (1..=count)
            .map_while(
                |i| match self.read_named(|| format!("{what} {i} of {count}"), &range) {
                    Ok(v) => Some(v),
                    Err(e) => {
                        error = Some(e);
                        None
                    }
                },
            )
            .fuse();
        let result = consume(&mut values);
        // Drain what `consume` left so that every announced value is checked.
        values.for_each(drop);
        match error {
            Some(e) => Err(e),
            None => Ok(result),
        }
    }

    /// Reads `count` values in `range` into a vector.
    ///
    /// # Complexity
    /// O(total length of the tokens).
    pub fn values<T>(
        &mut self,
        count: usize,
        what: &str,
        range: RangeInclusive<T>,
    ) -> Result<Vec<T>, InputError>
    where
        T: FromStr + PartialOrd + Display,
    {
        self.with_values(count, what, range, |it| it.collect())
    }

    /// Fails if any token is left after the expected input.
    pub fn finish(&mut self) -> Result<(), InputError> {
        match self.source.next_token() {
            None => Ok(()),
            Some(token) => Err(InputError(format!(
                "unexpected trailing input starting at `{}`",
                shorten(token)
            ))),
        }
    }
}

/// A token as shown in an error: its first 24 characters, then `...`.
fn shorten(token: &str) -> String {
    let mut shown: String = token.chars().take(24).collect();
    if shown.len() < token.len() {
        shown.push_str("...");
    }
    shown
}

/// Runs a judge solution on standard input: prints its answer line on
/// success; on an [`InputError`] (or any panic) prints `error: ...` as one
/// line on stderr, nothing on stdout, and exits with status 2.
pub fn run(
    solve: impl FnOnce(&mut Input<std::io::StdinLock<'static>>) -> Result<String, InputError>,
) {
    std::panic::set_hook(Box::new(|info| {
        let msg = if let Some(s) = info.payload().downcast_ref::<&str>() {
            s.to_string()
        } else if let Some(s) = info.payload().downcast_ref::<String>() {
            s.clone()
        } else {
            "internal error".to_string()
        };
        eprintln!("error: {}", msg.replace('\n', " "));
        std::process::exit(2);
    }));
    let mut input = Input::new(std::io::stdin().lock());
    let answer = solve(&mut input).and_then(|answer| input.finish().map(|()| answer));
    match answer {
        Ok(answer) => {
            let mut out = std::io::stdout().lock();
            // A closed stdout (e.g. `| head -0`) is not the solver's failure.
            let _ = writeln!(out, "{answer}").and_then(|()| out.flush());
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proconio::source::once::OnceSource;

    fn tokens<R: BufRead, S: Source<R>>(mut source: S) -> Vec<String> {
        let mut out = Vec::new();
        while !source.is_empty() {
            out.push(source.next_token().unwrap().to_string());
        }
        assert_eq!(source.next_token(), None);
        out
    }

    proptest::proptest! {
        /// Same tokens as proconio's own source, whatever the buffer size
        /// (so tokens straddling refills are covered).
        #[test]
        fn tokens_match_proconio(
            text in "[0-9a-z\\-\\.é\\x01\\x7f \t\r\n\x0c]{0,200}",
            size in 1usize..40,
        ) {
            let ours = tokens(StreamSource::with_buffer(text.as_bytes(), size));
            let theirs = tokens(OnceSource::from(text.as_str()));
            proptest::prop_assert_eq!(ours, theirs);
        }
    }

    #[test]
    fn invalid_utf8_token_is_replaced() {
        let mut src = StreamSource::new(&b"1 \xff\xfe 2"[..]);
        assert_eq!(src.next_token(), Some("1"));
        assert_eq!(src.next_token(), Some("\u{FFFD}"));
        assert_eq!(src.next_token(), Some("2"));
    }

    #[test]
    fn errors_name_the_value_and_its_position() {
        let mut input = Input::new(&b"3\n7 -1 2"[..]);
        let n: usize = input.read("n", 1..=5).unwrap();
        let err = input.values::<u64>(n, "pile", 0..=9).unwrap_err();
        assert_eq!(err.0, "pile 2 of 3 = -1 is out of range: expected 0..=9");
        let mut input = Input::new(&b"12"[..]);
        assert_eq!(
            input.read::<u8>("k", 1..=10).unwrap_err().0,
            "k = 12 is out of range: expected 1..=10"
        );
        assert_eq!(input.finish(), Ok(()));
        let mut input = Input::new(&b"1 2"[..]);
        let sum = input.with_values(1, "v", 0..=9, |it| it.sum::<u32>());
        assert_eq!(sum, Ok(1));
        assert!(input.finish().unwrap_err().0.contains("trailing input"));
    }
}

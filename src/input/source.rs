//! [`StreamSource`]: whitespace-separated tokens streamed through a fixed
//! buffer, so memory stays constant however long the input is.

use super::bulk::{self, BLOCK, LEAD, SLOTS};
use proconio::source::Source;
use std::io::{BufRead, ErrorKind, Read};

/// Bytes read from the input at a time.
const BUFFER: usize = 1 << 16;
/// Bytes kept readable past the data, so that eight-byte loads near its end
/// stay inside the buffer.
const PAD: usize = 8;

/// Why a [`StreamSource`] stopped before the end of its input.
#[derive(Debug)]
pub enum SourceError {
    /// Reading failed.
    Read(std::io::Error),
    /// A token was longer than the source's limit; it was not buffered whole.
    TooLong {
        /// The limit, in bytes.
        limit: usize,
        /// The token's first 24 bytes, escaped as error lines show input
        /// (`\x00` for a NUL byte, see the [module](super) docs).
        start: String,
    },
}

/// Tokens separated by ASCII whitespace, read from `R` through a fixed
/// 64 KiB buffer.
///
/// A token longer than the limit (64 KiB unless set with
/// [`with_max_token`](Self::with_max_token)) ends the tokens with
/// [`SourceError::TooLong`] as soon as the limit is passed, so memory never
/// grows with the input. A token that is not UTF-8 is returned as
/// `"\u{FFFD}"`; a read error ends the tokens. [`take_error`](Self::take_error)
/// tells which.
///
/// Being a [`proconio::source::Source`], it also works with
/// `proconio::input!`.
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
    /// Unread bytes are `buf[start..end]`. The buffer is `LEAD` bytes of
    /// spaces (never overwritten), the capacity, then `PAD` bytes.
    buf: Vec<u8>,
    start: usize,
    end: usize,
    /// Whether to decode in bulk (the CPU allows it).
    #[cfg(not(cp_games_scalar_input))]
    bulk: bool,
    /// The bulk decoder refused the bytes before this position.
    #[cfg(not(cp_games_scalar_input))]
    slow_until: usize,
    /// Bytes to leave to the token reader after a refusal that took no
    /// token: doubled at each such refusal, up to the buffer, and reset
    /// when a decode takes a token, so input the decoder cannot take
    /// (say, all 20-digit numbers) costs it almost nothing.
    #[cfg(not(cp_games_scalar_input))]
    backoff: usize,
    max_token: usize,
    eof: bool,
    error: Option<SourceError>,
}

impl<R: Read> StreamSource<R> {
    /// Creates a source reading from `reader` as tokens are asked for, with
    /// tokens of up to 64 KiB.
    pub fn new(reader: R) -> Self {
        Self::with_capacity(reader, BUFFER, BUFFER)
    }

    /// Creates a source that refuses tokens longer than `max_token` bytes
    /// (at most 64 KiB; larger values are lowered to it).
    pub fn with_max_token(reader: R, max_token: usize) -> Self {
        Self::with_capacity(reader, BUFFER, max_token.min(BUFFER))
    }

    /// A buffer of at least `capacity` bytes, and always more than
    /// `max_token`, so that a token of the largest allowed length plus the
    /// byte after it always fit.
    pub(crate) fn with_capacity(reader: R, capacity: usize, max_token: usize) -> Self {
        let max_token = max_token.max(1);
        StreamSource {
            reader,
            buf: vec![b' '; LEAD + capacity.max(max_token + 1) + PAD],
            start: LEAD,
            end: LEAD,
            #[cfg(not(cp_games_scalar_input))]
            bulk: bulk::supported(),
            #[cfg(not(cp_games_scalar_input))]
            slow_until: LEAD,
            #[cfg(not(cp_games_scalar_input))]
            backoff: 0,
            max_token,
            eof: false,
            error: None,
        }
    }

    /// Turns bulk decoding off, so that tests can compare the two paths.
    #[cfg(test)]
    pub(crate) fn without_bulk(mut self) -> Self {
        self.bulk = false;
        self
    }

    /// Returns why the tokens ended early, if they did.
    pub fn take_error(&mut self) -> Option<SourceError> {
        self.error.take()
    }

    /// Moves the unread bytes to the front and reads more after them;
    /// returns whether any byte arrived.
    fn fill(&mut self) -> bool {
        if self.eof {
            return false;
        }
        let shift = self.start - LEAD;
        self.buf.copy_within(self.start..self.end, LEAD);
        self.end -= shift;
        self.start = LEAD;
        #[cfg(not(cp_games_scalar_input))]
        {
            self.slow_until = self.slow_until.saturating_sub(shift);
        }
        let capacity = self.buf.len() - PAD;
        if self.end == capacity {
            return false; // full: no read could tell the end of the input
        }
        loop {
            match self.reader.read(&mut self.buf[self.end..capacity]) {
                Ok(0) => {
                    self.eof = true;
                    return false;
                }
                Ok(k) => {
                    self.end += k;
                    return true;
                }
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => {
                    self.error = Some(SourceError::Read(e));
                    self.eof = true;
                    return false;
                }
            }
        }
    }

    /// Skips whitespace; returns whether a token starts at `start`.
    #[inline]
    fn skip_whitespace(&mut self) -> bool {
        loop {
            while self.start < self.end {
                if !is_space(self.buf[self.start]) {
                    return true;
                }
                self.start += 1;
            }
            if !self.fill() {
                return false;
            }
        }
    }

    /// Returns the next token's bytes, consumed.
    ///
    /// # Complexity
    /// O(token length), eight bytes at a time.
    pub fn next_bytes(&mut self) -> Option<&[u8]> {
        let (start, end) = self.next_range()?;
        Some(&self.buf[start..end])
    }

    /// The fast path for judge integers: skips whitespace and, if the next
    /// token is a plain decimal `u64` (see
    /// [`leading_decimal`](super::number::leading_decimal)), consumes it
    /// and returns its value. [`Decimal::Other`] leaves the token for
    /// [`next_padded`](Self::next_padded) to read and classify.
    #[inline(always)]
    pub(crate) fn next_decimal(&mut self) -> Decimal {
        loop {
            // A plain decimal and the byte after it take at most 21 bytes;
            // with 24 buffered, the three word loads read data only.
            if self.end - self.start >= 24 {
                let at = self.start;
                if let Some((value, len)) = super::number::leading_decimal(&self.buf[at..]) {
                    if !is_space(self.buf[at + len]) {
                        return Decimal::Other; // e.g. `12x`
                    }
                    // The delimiter goes too: the next token usually
                    // starts right after it, with no dependent reload.
                    self.start = at + len + 1;
                    return Decimal::Value(value);
                }
                if !is_space(self.buf[at]) {
                    return Decimal::Other;
                }
            } else if !self.eof && self.error.is_none() {
                self.fill();
                continue;
            }
            if self.error.is_some() || !self.skip_whitespace() {
                return Decimal::End;
            }
            if self.end - self.start < 24 && self.eof {
                return Decimal::Other; // the last few bytes of the input
            }
        }
    }

    /// Whether [`next_decimals`](Self::next_decimals) may decode here: the
    /// CPU allows it, and the next bytes are not ones it refused.
    #[inline(always)]
    #[cfg(not(cp_games_scalar_input))]
    pub(crate) fn bulk_ready(&self) -> bool {
        self.bulk && self.error.is_none() && self.start >= self.slow_until
    }

    /// Reads up to `out.len()` plain decimals that fit a `u64` in bulk (see
    /// [`bulk`]) into `out`, and returns how many. Returns 0, reading
    /// nothing, when `out` has room for fewer than `SLOTS` (35), near the
    /// end of the input, and just after a token the decoder refused: there
    /// the next tokens are for the token-at-a-time readers.
    #[cfg(not(cp_games_scalar_input))]
    #[inline]
    pub(crate) fn next_decimals(&mut self, out: &mut [u64]) -> usize {
        if out.len() < SLOTS || !self.bulk_ready() {
            return 0;
        }
        loop {
            if self.end - self.start <= BLOCK {
                // A block and the byte after it are not buffered.
                if !self.fill() {
                    return 0;
                }
                continue;
            }
            let done = bulk::decode(&self.buf, self.start, self.end, out);
            self.start = done.resume;
            self.backoff = match (done.count, done.refused_until) {
                (0, Some(_)) => (2 * self.backoff).clamp(BLOCK, BUFFER),
                (0, None) => self.backoff,
                _ => 0,
            };
            if let Some(until) = done.refused_until {
                self.slow_until = until + self.backoff;
                return done.count;
            }
            if done.count > 0 {
                return done.count;
            }
            // Whitespace only, or a token reaching past the buffered bytes.
            if !self.fill() {
                return 0;
            }
        }
    }

    /// Whether no token is left: the input ended, or reading failed (then
    /// [`take_error`](Self::take_error) says so).
    ///
    /// # Complexity
    /// O(whitespace skipped).
    pub(crate) fn exhausted(&mut self) -> bool {
        self.error.is_some() || !self.skip_whitespace()
    }

    /// Streams the next token to `chunk`, one buffered stretch of it at a
    /// time, so a token of any length passes through the fixed buffer;
    /// `chunk` returns `false` to stop reading it (the rest of the token is
    /// then left unread). Returns whether there was a token. Tokens read
    /// this way have no length limit: the caller keeps its own.
    ///
    /// # Complexity
    /// O(token length).
    pub(crate) fn next_chunks(&mut self, mut chunk: impl FnMut(&[u8]) -> bool) -> bool {
        if self.error.is_some() || !self.skip_whitespace() {
            return false;
        }
        loop {
            let mut i = self.start;
            while i < self.end && !is_space(self.buf[i]) {
                i += 1;
            }
            let more = chunk(&self.buf[self.start..i]);
            self.start = i;
            if !more || i < self.end || !self.fill() {
                return true;
            }
        }
    }

    /// Returns the next token's bytes followed by eight more (whatever they
    /// are), and the token's length, consumed.
    #[inline]
    pub(crate) fn next_padded(&mut self) -> Option<(&[u8], usize)> {
        let (start, end) = self.next_range()?;
        Some((&self.buf[start..end + PAD], end - start))
    }

    /// The next token as `buf[start..end]`, consumed.
    #[inline]
    fn next_range(&mut self) -> Option<(usize, usize)> {
        if self.error.is_some() || !self.skip_whitespace() {
            return None;
        }
        let mut i = self.start;
        loop {
            // Eight bytes at a time while none is <= b' ' (whitespace and
            // other controls) or >= 0x80; the byte loop settles the rest.
            // The loads may reach into the padding, whose bytes are
            // discounted by `i < end` below.
            while i < self.end {
                let x = load8(&self.buf[i..i + 8]);
                const ONES: u64 = 0x0101_0101_0101_0101;
                const HIGH: u64 = 0x8080_8080_8080_8080;
                if (x.wrapping_sub(0x21 * ONES) | x) & HIGH != 0 {
                    break;
                }
                i += 8;
            }
            i = i.min(self.end);
            while i < self.end && !is_space(self.buf[i]) {
                i += 1;
            }
            if i - self.start > self.max_token {
                let shown = &self.buf[self.start..i.min(self.start + 24)];
                self.error = Some(SourceError::TooLong {
                    limit: self.max_token,
                    start: super::escaped(shown),
                });
                return None;
            }
            if i < self.end {
                break;
            }
            // The token may continue past the buffered bytes.
            let offset = i - self.start;
            let more = self.fill();
            i = self.start + offset;
            if !more {
                break;
            }
        }
        let token = (self.start, i);
        self.start = i;
        Some(token)
    }
}

/// What [`StreamSource::next_decimal`] found.
pub(crate) enum Decimal {
    Value(u64),
    Other,
    End,
}

/// The first eight bytes of `bytes` as a little-endian word.
#[inline]
pub(crate) fn load8(bytes: &[u8]) -> u64 {
    let mut word = [0u8; 8];
    word.copy_from_slice(&bytes[..8]);
    u64::from_le_bytes(word)
}

/// ASCII whitespace as `u8::is_ascii_whitespace` defines it, with one
/// comparison for the usual non-space byte.
#[inline]
fn is_space(b: u8) -> bool {
    b <= b' ' && matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0C)
}

impl<R: BufRead> Source<R> for StreamSource<R> {
    fn next_token(&mut self) -> Option<&str> {
        let bytes = self.next_bytes()?;
        Some(std::str::from_utf8(bytes).unwrap_or("\u{FFFD}"))
    }

    fn is_empty(&mut self) -> bool {
        self.exhausted()
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
            // A buffer of size + 1 bytes: tokens straddle refills; those
            // longer than `size` end the tokens.
            let mut src = StreamSource::with_capacity(text.as_bytes(), 1, size);
            let mut ours = Vec::new();
            while let Some(t) = src.next_token() {
                ours.push(t.to_string());
            }
            let mut theirs = tokens(OnceSource::from(text.as_str()));
            let too_long = theirs.iter().position(|t| t.len() > size);
            if let Some(i) = too_long {
                theirs.truncate(i);
            }
            proptest::prop_assert_eq!(ours, theirs);
            let refused = matches!(src.take_error(), Some(SourceError::TooLong { .. }));
            proptest::prop_assert_eq!(refused, too_long.is_some());
        }
    }

    #[test]
    fn invalid_utf8_token_is_replaced() {
        let mut src = StreamSource::new(&b"1 \xff\xfe 2"[..]);
        assert_eq!(src.next_token(), Some("1"));
        assert_eq!(src.next_token(), Some("\u{FFFD}"));
        assert_eq!(src.next_token(), Some("2"));
    }

    /// A reader that serves an endless token and counts what it served.
    struct Endless {
        served: std::rc::Rc<std::cell::Cell<usize>>,
    }

    impl Read for Endless {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            buf.fill(b'7');
            self.served.set(self.served.get() + buf.len());
            Ok(buf.len())
        }
    }

    #[test]
    fn an_endless_token_is_refused_after_the_limit_without_growing() {
        let served = std::rc::Rc::new(std::cell::Cell::new(0));
        let reader = std::io::BufReader::new(Endless {
            served: served.clone(),
        });
        let mut src = StreamSource::with_max_token(reader, 64);
        assert_eq!(src.next_token(), None);
        assert!(src.is_empty());
        match src.take_error() {
            Some(SourceError::TooLong { limit: 64, start }) => assert_eq!(start, "7".repeat(24)),
            other => panic!("{other:?}"),
        }
        // One buffer's worth, at most twice: never the whole (endless) token.
        assert!(served.get() <= 2 * (BUFFER + 8192), "{}", served.get());
        assert_eq!(src.buf.len(), LEAD + BUFFER + PAD);
    }

    #[test]
    fn tokens_up_to_the_limit_pass_across_refills() {
        let text = format!("{} {}", "1".repeat(64), "2".repeat(65));
        let mut src = StreamSource::with_capacity(text.as_bytes(), 1, 64);
        assert_eq!(src.next_token(), Some("1".repeat(64).as_str()));
        assert_eq!(src.next_token(), None);
        assert!(matches!(
            src.take_error(),
            Some(SourceError::TooLong { limit: 64, .. })
        ));
    }
}

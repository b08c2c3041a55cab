//! Reading judge input: whitespace-separated unsigned integers,
//! range-checked, with errors that say what was wrong and where; words over
//! a small alphabet ([`Input::word`], e.g. a board of `.` and `X`); and
//! inputs of several test cases, counted ([`Input::cases`]), read until the
//! end ([`Input::cases_until_end`]) or until a sentinel
//! ([`Input::cases_until`]), whose errors name the case
//! (`case 2 of 5: pile 4 of 6: ...`).
//!
//! Integers are written as judges write them: ASCII digits, no sign, no
//! leading zero (`0` itself is fine). `+5`, `-0`, `007`, `1e9` and `5.0`
//! are refused as malformed rather than guessed at; `-5` is reported as out
//! of range. Errors show the input's bytes escaped where they are not
//! printable ASCII (`\x00`, `\x1b`, `\xc3`), so an error line is always
//! printable text. A token longer than [`MAX_TOKEN`] bytes is refused as
//! soon as that many bytes have been read, so no input makes memory grow.

mod bulk;
mod cases;
mod number;
mod signed;
mod source;
mod word;

pub use number::Unsigned;
pub use source::{SourceError, StreamSource};

use number::NotDecimal;
use source::Decimal;

use std::fmt::Display;
use std::io::BufRead;
use std::ops::RangeInclusive;

/// Longest token [`Input`] accepts: a `u64` has at most 20 digits.
pub const MAX_TOKEN: usize = 64;

/// A one-line description of malformed or impossible input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError(pub String);

impl InputError {
    /// The same error, said to have happened in `place` (`case 2 of 5`).
    pub fn within(self, place: impl Display) -> InputError {
        InputError(format!("{place}: {}", self.0))
    }
}

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
            source: StreamSource::with_max_token(reader, MAX_TOKEN),
        }
    }

    /// Reads the next token as a `T` in `range`; `what` names it in errors,
    /// e.g. `"n"`.
    ///
    /// # Complexity
    /// O(token length).
    pub fn read<T: Unsigned>(
        &mut self,
        what: &str,
        range: RangeInclusive<T>,
    ) -> Result<T, InputError> {
        self.read_named(|| what.to_string(), &range)
    }

    /// [`read`](Self::read) with the name built only when there is an
    /// error, e.g. `|| format!("edge {i} of {m}")`.
    ///
    /// # Complexity
    /// O(token length).
    #[inline]
    pub fn read_with<T: Unsigned>(
        &mut self,
        what: impl FnOnce() -> String,
        range: RangeInclusive<T>,
    ) -> Result<T, InputError> {
        self.read_named(what, &range)
    }

    /// [`read`](Self::read) with the name built only when there is an error.
    #[inline(always)]
    fn read_named<T: Unsigned>(
        &mut self,
        what: impl FnOnce() -> String,
        range: &RangeInclusive<T>,
    ) -> Result<T, InputError> {
        match self.source.next_decimal() {
            Decimal::Value(v) => match T::from_u64(v) {
                Some(v) if range.contains(&v) => return Ok(v),
                _ => return Err(out_of_range(what(), &v.to_string(), range)),
            },
            Decimal::End => return Err(self.end_error(what())),
            Decimal::Other => {}
        }
        self.read_slow(what, range)
    }

    /// Reads a token that is not a plain decimal `u64` (or is among the
    /// input's last bytes), and says what is wrong with it.
    #[cold]
    fn read_slow<T: Unsigned>(
        &mut self,
        what: impl FnOnce() -> String,
        range: &RangeInclusive<T>,
    ) -> Result<T, InputError> {
        let (bytes, len) = match self.source.next_padded() {
            Some(token) => token,
            None => return Err(self.end_error(what())),
        };
        let parsed = number::parse_u64(bytes, len);
        match parsed.map(T::from_u64) {
            Ok(Some(v)) if range.contains(&v) => Ok(v),
            Ok(_) | Err(NotDecimal::OutOfRange) => {
                Err(out_of_range(what(), &shorten(&bytes[..len]), range))
            }
            Err(NotDecimal::Malformed) => Err(InputError(format!(
                "{}: expected an integer, found `{}`",
                what(),
                shorten(&bytes[..len])
            ))),
        }
    }

    /// The error for a missing token `what`: end of input, a read error,
    /// or a token over [`MAX_TOKEN`]. (`what` is a `String` rather than a
    /// closure: on this cold path, building it costs nothing that matters,
    /// and each binary compiles one copy instead of one per closure.)
    #[cold]
    fn end_error(&mut self, what: String) -> InputError {
        InputError(match self.source.take_error() {
            Some(SourceError::Read(e)) => format!("could not read the input: {e}"),
            Some(SourceError::TooLong { limit, start }) => format!(
                "{what}: a token longer than {limit} bytes, starting `{start}...`, is not an integer"
            ),
            None => format!("unexpected end of input: expected {what}"),
        })
    }

    /// Reads `count` values in `range`, feeding them to `consume` as an
    /// iterator without storing them. Reading stops at the first bad token;
    /// the error names it as `what` plus its 1-based position.
    ///
    /// # Complexity
    /// O(total length of the tokens) plus whatever `consume` costs.
    pub fn with_values<T: Unsigned, U>(
        &mut self,
        count: usize,
        what: &str,
        range: RangeInclusive<T>,
        consume: impl FnOnce(Values<'_, R, T>) -> U,
    ) -> Result<U, InputError> {
        let mut progress = Progress {
            range,
            count,
            read: 0,
            error: None,
            #[cfg(not(cp_games_scalar_input))]
            staged: [0; STAGE],
            #[cfg(not(cp_games_scalar_input))]
            staged_len: 0,
            #[cfg(not(cp_games_scalar_input))]
            staged_next: 0,
        };
        let result = consume(Values {
            input: self,
            what,
            progress: &mut progress,
        });
        // Drain what `consume` left so that every announced value is checked.
        Values {
            input: self,
            what,
            progress: &mut progress,
        }
        .for_each(drop);
        match progress.error {
            Some(e) => Err(e),
            None => Ok(result),
        }
    }

    /// Reads `count` values in `range` into a vector.
    ///
    /// # Complexity
    /// O(total length of the tokens).
    pub fn values<T: Unsigned>(
        &mut self,
        count: usize,
        what: &str,
        range: RangeInclusive<T>,
    ) -> Result<Vec<T>, InputError> {
        self.with_values(count, what, range, |it| it.collect())
    }

    /// Fails if any token is left after the expected input.
    pub fn finish(&mut self) -> Result<(), InputError> {
        match self.source.next_padded() {
            None => match self.source.take_error() {
                None => Ok(()),
                Some(SourceError::Read(e)) => {
                    Err(InputError(format!("could not read the input: {e}")))
                }
                Some(SourceError::TooLong { start, .. }) => Err(InputError(format!(
                    "unexpected trailing input starting at `{start}...`"
                ))),
            },
            Some((bytes, len)) => Err(InputError(format!(
                "unexpected trailing input starting at `{}`",
                shorten(&bytes[..len])
            ))),
        }
    }
}

/// Values decoded ahead, at most.
const STAGE: usize = 128;

/// The values [`Input::with_values`] streams: an iterator that ends early,
/// keeping the error, at the first bad token.
///
/// While many values remain, short plain decimals are decoded a block at a
/// time into a small array and handed out from there; anything else is
/// read one token at a time. After an error, how far the input was read is
/// unspecified.
pub struct Values<'a, R, T> {
    input: &'a mut Input<R>,
    what: &'a str,
    progress: &'a mut Progress<T>,
}

/// Where [`Values`] are, kept by [`Input::with_values`] across the
/// consumer's iterator and the drain after it.
struct Progress<T> {
    range: RangeInclusive<T>,
    count: usize,
    read: usize,
    error: Option<InputError>,
    /// `staged[staged_next..staged_len]` are decoded and not yet given out.
    #[cfg(not(cp_games_scalar_input))]
    staged: [u64; STAGE],
    #[cfg(not(cp_games_scalar_input))]
    staged_len: usize,
    #[cfg(not(cp_games_scalar_input))]
    staged_next: usize,
}

impl<R: BufRead, T: Unsigned> Values<'_, R, T> {
    /// Checks a decoded value; `i` is its 1-based position.
    #[inline(always)]
    fn check(&mut self, v: u64, i: usize) -> Option<T> {
        let p = &mut *self.progress;
        match T::from_u64(v) {
            Some(v) if p.range.contains(&v) => Some(v),
            _ => {
                let what = format!("{} {i} of {}", self.what, p.count);
                p.error = Some(out_of_range(what, &v.to_string(), &p.range));
                None
            }
        }
    }

    /// Whether values remain to be given out; when none is staged, first
    /// decodes the next ones in bulk, if the input allows (never with
    /// `--cfg cp_games_scalar_input`, which leaves out the bulk decoder).
    #[inline(always)]
    fn more(&mut self) -> bool {
        let p = &mut *self.progress;
        if p.read == p.count || p.error.is_some() {
            return false;
        }
        #[cfg(not(cp_games_scalar_input))]
        if p.staged_next == p.staged_len {
            let room = (p.count - p.read).min(STAGE);
            p.staged_len = self.input.source.next_decimals(&mut p.staged[..room]);
            p.staged_next = 0;
        }
        true
    }

    /// Reads one value token by token.
    #[inline(always)]
    fn read_one(&mut self) -> Option<T> {
        let p = &mut *self.progress;
        p.read += 1;
        let (what, i, count) = (self.what, p.read, p.count);
        match self
            .input
            .read_named(|| format!("{what} {i} of {count}"), &p.range)
        {
            Ok(v) => Some(v),
            Err(e) => {
                p.error = Some(e);
                None
            }
        }
    }
}

impl<R: BufRead, T: Unsigned> Iterator for Values<'_, R, T> {
    type Item = T;

    #[inline]
    fn next(&mut self) -> Option<T> {
        if !self.more() {
            return None;
        }
        #[cfg(not(cp_games_scalar_input))]
        {
            let p = &mut *self.progress;
            if p.staged_next < p.staged_len {
                let v = p.staged[p.staged_next];
                p.staged_next += 1;
                p.read += 1;
                let i = p.read;
                return self.check(v, i);
            }
        }
        self.read_one()
    }

    /// The consumer's loop runs over each staged batch directly (nothing
    /// is staged without the bulk decoder: then `next` is enough).
    #[cfg(not(cp_games_scalar_input))]
    #[inline]
    fn fold<B, F: FnMut(B, T) -> B>(mut self, init: B, mut f: F) -> B {
        let mut acc = init;
        // Whether the range holds every `u64` (it is an interval, so
        // holding the two ends is enough): then staged values need no check.
        let holds = |v: u64| matches!(T::from_u64(v), Some(v) if self.progress.range.contains(&v));
        let covers_bulk = holds(0) && holds(u64::MAX);
        loop {
            if !self.more() {
                return acc;
            }
            let p = &mut *self.progress;
            let (from, to) = (p.staged_next, p.staged_len);
            if from == to {
                // Token by token, until the bulk decoder may take more.
                loop {
                    match self.read_one() {
                        Some(v) => acc = f(acc, v),
                        None => return acc,
                    }
                    if self.progress.read == self.progress.count {
                        return acc;
                    }
                    if self.input.source.bulk_ready() {
                        break;
                    }
                }
                continue;
            }
            let (range, first) = (p.range.clone(), p.read + 1);
            let mut k = from;
            if covers_bulk {
                // Every staged value is in range: no check per value.
                for &v in &p.staged[from..to] {
                    if let Some(v) = T::from_u64(v) {
                        acc = f(acc, v);
                    }
                }
                k = to;
            } else {
                for &v in &p.staged[from..to] {
                    match T::from_u64(v) {
                        Some(v) if range.contains(&v) => acc = f(acc, v),
                        _ => break,
                    }
                    k += 1;
                }
            }
            p.read += k - from;
            p.staged_next = k;
            if k < to {
                p.staged_next += 1;
                p.read += 1;
                let v = p.staged[k];
                self.check(v, first + (k - from));
                return acc;
            }
        }
    }
}

#[cold]
fn out_of_range<T: Display>(what: String, shown: &str, range: &RangeInclusive<T>) -> InputError {
    InputError(format!(
        "{what} = {shown} is out of range: expected {}..={}",
        range.start(),
        range.end()
    ))
}

/// A token as shown in an error: its first 24 bytes, [`escaped`], then
/// `...` if there were more.
fn shorten(token: &[u8]) -> String {
    let mut shown = escaped(&token[..token.len().min(24)]);
    if token.len() > 24 {
        shown.push_str("...");
    }
    shown
}

/// Input bytes as printable text, for error lines: printable ASCII as it
/// is, `\` doubled, and every other byte (controls such as NUL or ESC,
/// and any byte of 0x80 or more, so also invalid UTF-8) as `\xNN`. What
/// the input holds can then never act on the user's terminal.
///
/// # Complexity
/// O(`bytes.len()`).
pub(crate) fn escaped(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    let mut shown = String::with_capacity(bytes.len());
    for &b in bytes {
        match b {
            b'\\' => shown.push_str("\\\\"),
            b' '..=b'~' => shown.push(char::from(b)),
            _ => {
                let _ = write!(shown, "\\x{:02x}", b);
            }
        }
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn signs_leading_zeros_and_other_forms_are_malformed() {
        for (token, message) in [
            ("+5", "n: expected an integer, found `+5`"),
            ("05", "n: expected an integer, found `05`"),
            ("1e3", "n: expected an integer, found `1e3`"),
            ("5.0", "n: expected an integer, found `5.0`"),
            ("-0", "n: expected an integer, found `-0`"),
            ("-00", "n: expected an integer, found `-00`"),
            ("-5", "n = -5 is out of range: expected 0..=9"),
            ("256", "n = 256 is out of range: expected 0..=9"),
            (
                "99999999999999999999999999",
                "n = 999999999999999999999999... is out of range: expected 0..=9",
            ),
        ] {
            let mut input = Input::new(token.as_bytes());
            assert_eq!(input.read::<u8>("n", 0..=9).unwrap_err().0, message);
        }
    }

    #[test]
    fn errors_show_unprintable_bytes_escaped() {
        let read = |text: &[u8]| Input::new(text).read::<u8>("n", 0..=9).unwrap_err().0;
        assert_eq!(read(b"\0"), "n: expected an integer, found `\\x00`");
        assert_eq!(read(b"\x1b[2J"), "n: expected an integer, found `\\x1b[2J`");
        assert_eq!(
            read(b"7\x7f\xff\\"),
            "n: expected an integer, found `7\\x7f\\xff\\\\`"
        );
        // UTF-8 too: only printable ASCII is shown as it is.
        assert_eq!(
            read("\u{e9}".as_bytes()),
            "n: expected an integer, found `\\xc3\\xa9`"
        );
        // 24 bytes are shown, however many characters they make.
        let long = [0x07u8; 30];
        assert_eq!(
            read(&long),
            format!("n: expected an integer, found `{}...`", "\\x07".repeat(24))
        );
        // Trailing input, and the start of a token over the cap.
        let mut input = Input::new(&b"1 \x1b]0;x\x07"[..]);
        assert_eq!(input.read("n", 0..=9u8), Ok(1));
        assert_eq!(
            input.finish().unwrap_err().0,
            "unexpected trailing input starting at `\\x1b]0;x\\x07`"
        );
        let text = [&b"1 "[..], &[0u8; MAX_TOKEN + 1][..]].concat();
        let mut input = Input::new(&text[..]);
        assert_eq!(input.read("n", 0..=9u8), Ok(1));
        assert_eq!(
            input.read::<u8>("k", 0..=9).unwrap_err().0,
            format!(
                "k: a token longer than {MAX_TOKEN} bytes, starting `{}...`, is not an integer",
                "\\x00".repeat(24)
            )
        );
        let mut input = Input::new(&text[..]);
        assert_eq!(input.read("n", 0..=9u8), Ok(1));
        assert_eq!(
            input.finish().unwrap_err().0,
            format!(
                "unexpected trailing input starting at `{}...`",
                "\\x00".repeat(24)
            )
        );
        // What every error line is: printable ASCII only.
        for b in 0..=255u8 {
            let err = read(&[b'x', b, b'x']);
            assert!(err.bytes().all(|c| (b' '..=b'~').contains(&c)), "{err:?}");
        }
    }

    #[test]
    fn trailing_input_is_an_error_even_when_over_long() {
        let mut input = Input::new("1 2".as_bytes());
        assert_eq!(input.read("n", 0..=9u8), Ok(1));
        assert_eq!(
            input.finish().unwrap_err().0,
            "unexpected trailing input starting at `2`"
        );
        let text = format!("1 {}", "9".repeat(100));
        let mut input = Input::new(text.as_bytes());
        assert_eq!(input.read("n", 0..=9u8), Ok(1));
        let err = input.finish().unwrap_err().0;
        assert_eq!(
            err,
            format!(
                "unexpected trailing input starting at `{}...`",
                "9".repeat(24)
            )
        );
    }

    #[test]
    fn a_token_over_the_cap_is_refused_with_one_line() {
        let text = format!("2 {} 3", "1".repeat(MAX_TOKEN + 1));
        let mut input = Input::new(text.as_bytes());
        let err = input.values::<u64>(3, "pile", 0..=u64::MAX).unwrap_err().0;
        assert_eq!(
            err,
            format!(
                "pile 2 of 3: a token longer than {MAX_TOKEN} bytes, starting `{}...`, is not an integer",
                "1".repeat(24)
            )
        );
        // exactly the cap is read (and is out of range for u64)
        let text = "1".repeat(MAX_TOKEN);
        let err = Input::new(text.as_bytes()).read::<u64>("n", 0..=u64::MAX);
        assert!(err.unwrap_err().0.contains("out of range"));
    }

    /// An `Input` over `text` with a `capacity`-byte buffer, reading in
    /// bulk where the CPU allows or token by token.
    fn input(text: &str, capacity: usize, bulk: bool) -> Input<&[u8]> {
        let source = StreamSource::with_capacity(text.as_bytes(), capacity, MAX_TOKEN);
        Input {
            source: if bulk { source } else { source.without_bulk() },
        }
    }

    /// Tokens of every kind; `odd` in 1000 are not plain numbers of up to
    /// 16 digits, which the bulk decoder leaves to the token reader.
    fn token(odd: u32) -> impl proptest::strategy::Strategy<Value = String> {
        use proptest::strategy::Strategy;
        proptest::prop_oneof![
            900 => "[1-9][0-9]{0,9}",
            50 => "[1-9][0-9]{14,15}",
            50 => "0",
            odd => "[1-9][0-9]{16,19}",
            odd => "0[0-9]{1,3}",
            odd => "-[0-9]{1,3}",
            odd => "[1-9][0-9]{20,70}",
            odd => "[+x.]|1e9",
        ]
        .prop_map(String::from)
    }

    fn text() -> impl proptest::strategy::Strategy<Value = (String, usize)> {
        use proptest::strategy::Strategy;
        let odd = proptest::sample::select(vec![1u32, 10, 100]);
        (odd, 0usize..8)
            .prop_flat_map(|(odd, extra)| {
                let sep = "[ \n]{1,2}|[\t\r\x0c]|\r\n";
                (
                    proptest::collection::vec((token(odd), sep), 0..400),
                    proptest::strategy::Just(extra),
                )
            })
            .prop_map(|(tokens, extra)| {
                let n = tokens.len().saturating_sub(extra);
                let text: String = tokens.iter().map(|(t, sep)| format!("{t}{sep}")).collect();
                (text, n)
            })
    }

    proptest::proptest! {
        // 256 random texts each when exhaustive (CI), else 48.
        #![proptest_config(proptest::test_runner::Config::with_cases(
            if crate::testing::exhaustive() { 256 } else { 48 }
        ))]

        /// Any sequence of u64 values in any whitespace layout reads back.
        #[test]
        fn values_round_trip(values in proptest::collection::vec(proptest::num::u64::ANY, 0..50), sep in "[ \t\r\n]{1,3}") {
            let text: Vec<String> = values.iter().map(u64::to_string).collect();
            let text = text.join(&sep);
            let mut input = Input::new(text.as_bytes());
            let read = input.values::<u64>(values.len(), "v", 0..=u64::MAX).unwrap();
            proptest::prop_assert_eq!(read, values);
            proptest::prop_assert_eq!(input.finish(), Ok(()));
        }

        /// Bulk decoding gives exactly what reading token by token gives:
        /// the same values, the same first error, the same position after.
        #[test]
        fn bulk_reads_like_token_by_token(
            (text, n) in text(),
            capacity in proptest::sample::select(vec![100usize, 150, 333, 1 << 16]),
            high in proptest::sample::select(vec![u64::MAX, 1_000_000_000, 999]),
        ) {
            let mut oracle = input(&text, capacity, false);
            let want: Result<Vec<u64>, InputError> = (1..=n)
                .map(|i| oracle.read(&format!("v {i} of {n}"), 0..=high))
                .collect();
            let mut bulk = input(&text, capacity, true);
            let got = bulk.values(n, "v", 0..=high);
            proptest::prop_assert_eq!(&got, &want);
            if got.is_ok() {
                proptest::prop_assert_eq!(bulk.finish(), oracle.finish());
            }
            // Folding, and stopping early, read the same.
            let xor = input(&text, capacity, true)
                .with_values(n, "v", 0..=high, |it| it.fold(0, |x, v| x ^ v));
            proptest::prop_assert_eq!(xor, want.clone().map(|v| v.iter().fold(0, |x, v| x ^ v)));
            let first = input(&text, capacity, true)
                .with_values(n, "v", 0..=high, |mut it| it.next());
            proptest::prop_assert_eq!(first, want.map(|v| v.first().copied()));
        }
    }
}

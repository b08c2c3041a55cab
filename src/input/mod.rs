//! Reading judge input: whitespace-separated unsigned integers,
//! range-checked, with errors that say what was wrong and where.
//!
//! Integers are written as judges write them: ASCII digits, no sign, no
//! leading zero (`0` itself is fine). `+5`, `007`, `1e9` and `5.0` are
//! refused as malformed rather than guessed at; `-5` is reported as out of
//! range. A token longer than [`MAX_TOKEN`] bytes is refused as soon as that
//! many bytes have been read, so no input makes memory grow.

mod number;
mod source;

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
            Decimal::End => return Err(self.end_error(what)),
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
            None => return Err(self.end_error(what)),
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

    /// The error for a missing token: end of input, a read error, or a
    /// token over [`MAX_TOKEN`].
    #[cold]
    fn end_error(&mut self, what: impl FnOnce() -> String) -> InputError {
        InputError(match self.source.take_error() {
            Some(SourceError::Read(e)) => format!("could not read the input: {e}"),
            Some(SourceError::TooLong { limit, start }) => format!(
                "{}: a token longer than {limit} bytes, starting `{start}...`, is not an integer",
                what()
            ),
            None => format!("unexpected end of input: expected {}", what()),
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
        consume: impl FnOnce(&mut Values<'_, R, T>) -> U,
    ) -> Result<U, InputError> {
        let mut values = Values {
            input: self,
            what,
            range,
            count,
            read: 0,
            error: None,
        };
        let result = consume(&mut values);
        // Drain what `consume` left so that every announced value is checked.
        values.by_ref().for_each(drop);
        match values.error {
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

/// The values [`Input::with_values`] streams: an iterator that ends early,
/// keeping the error, at the first bad token.
pub struct Values<'a, R, T> {
    input: &'a mut Input<R>,
    what: &'a str,
    range: RangeInclusive<T>,
    count: usize,
    read: usize,
    error: Option<InputError>,
}

impl<R: BufRead, T: Unsigned> Iterator for Values<'_, R, T> {
    type Item = T;

    #[inline(always)]
    fn next(&mut self) -> Option<T> {
        if self.read == self.count || self.error.is_some() {
            return None;
        }
        self.read += 1;
        let (what, i, count) = (self.what, self.read, self.count);
        match self
            .input
            .read_named(|| format!("{what} {i} of {count}"), &self.range)
        {
            Ok(v) => Some(v),
            Err(e) => {
                self.error = Some(e);
                None
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

/// A token as shown in an error: its first 24 characters, then `...`.
fn shorten(token: &[u8]) -> String {
    let token = String::from_utf8_lossy(token);
    let mut shown: String = token.chars().take(24).collect();
    if shown.len() < token.len() {
        shown.push_str("...");
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

    proptest::proptest! {
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
    }
}

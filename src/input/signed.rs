//! Signed integers, for the few judges whose inputs hold negative numbers
//! (coordinates): an optional `-` then digits as [`Input::read`] takes
//! them. `+5`, `-0`, `-05` and a lone `-` are malformed.

use super::number::{parse_u64, NotDecimal};
use super::{out_of_range, shorten, Input, InputError};
use std::io::BufRead;
use std::ops::RangeInclusive;

impl<R: BufRead> Input<R> {
    /// Reads the next token as an `i64` in `range`; `what` names it in
    /// errors, e.g. `"b"`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut input = Input::new("-7 12 -0".as_bytes());
    /// assert_eq!(input.read_signed("b", -10..=10), Ok(-7));
    /// let err = input.read_signed("w", -10..=10).unwrap_err();
    /// assert_eq!(err.to_string(), "w = 12 is out of range: expected -10..=10");
    /// let err = input.read_signed("r", -10..=10).unwrap_err();
    /// assert_eq!(err.to_string(), "r: expected an integer, found `-0`");
    /// ```
    ///
    /// # Complexity
    /// O(token length).
    pub fn read_signed(
        &mut self,
        what: &str,
        range: RangeInclusive<i64>,
    ) -> Result<i64, InputError> {
        self.read_signed_with(|| what.to_string(), range)
    }

    /// [`read_signed`](Self::read_signed) with the name built only when
    /// there is an error, e.g. `|| format!("b of row {i}")`.
    ///
    /// # Complexity
    /// O(token length).
    pub fn read_signed_with(
        &mut self,
        what: impl FnOnce() -> String,
        range: RangeInclusive<i64>,
    ) -> Result<i64, InputError> {
        let (bytes, len) = match self.source.next_padded() {
            Some(token) => token,
            None => return Err(self.end_error(what())),
        };
        let negative = bytes[0] == b'-';
        let skip = usize::from(negative);
        // The digits keep the eight bytes of padding `parse_u64` loads.
        // A second sign would pass for the unsigned parser's own `-`.
        let digits = if len > skip && bytes[skip] == b'-' {
            Err(NotDecimal::Malformed)
        } else {
            parse_u64(&bytes[skip..], len - skip)
        };
        let value = match digits {
            Ok(0) if negative => Err(NotDecimal::Malformed),
            Ok(m) if negative => Ok(-i128::from(m)),
            Ok(m) => Ok(i128::from(m)),
            Err(e) => Err(e),
        };
        let shown = || shorten(&bytes[..len]);
        match value {
            Ok(v) if i128::from(*range.start()) <= v && v <= i128::from(*range.end()) => {
                Ok(v as i64)
            }
            Ok(_) | Err(NotDecimal::OutOfRange) => Err(out_of_range(what(), &shown(), &range)),
            Err(NotDecimal::Malformed) => Err(InputError(format!(
                "{}: expected an integer, found `{}`",
                what(),
                shown()
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str, range: RangeInclusive<i64>) -> Result<i64, String> {
        let mut input = Input::new(text.as_bytes());
        let v = input.read_signed("x", range).map_err(|e| e.0)?;
        input.finish().map_err(|e| e.0)?;
        Ok(v)
    }

    #[test]
    fn values_in_range_are_read_with_their_sign() {
        let wide = i64::MIN..=i64::MAX;
        for (text, v) in [
            ("0", 0),
            ("-1", -1),
            ("  42\n", 42),
            ("-100000", -100_000),
            ("9223372036854775807", i64::MAX),
            ("-9223372036854775808", i64::MIN),
            ("-123456789012345678", -123_456_789_012_345_678),
        ] {
            assert_eq!(read(text, wide.clone()), Ok(v), "{text}");
        }
    }

    #[test]
    fn out_of_range_and_malformed_tokens_are_refused() {
        let r = -5..=5;
        for (text, message) in [
            ("-6", "x = -6 is out of range: expected -5..=5"),
            ("6", "x = 6 is out of range: expected -5..=5"),
            (
                "-9223372036854775809",
                "x = -9223372036854775809 is out of range: expected -5..=5",
            ),
            (
                "-99999999999999999999999",
                "x = -99999999999999999999999 is out of range: expected -5..=5",
            ),
            ("-0", "x: expected an integer, found `-0`"),
            ("-05", "x: expected an integer, found `-05`"),
            ("+5", "x: expected an integer, found `+5`"),
            ("-", "x: expected an integer, found `-`"),
            ("--5", "x: expected an integer, found `--5`"),
            ("5-", "x: expected an integer, found `5-`"),
            ("", "unexpected end of input: expected x"),
        ] {
            assert_eq!(read(text, r.clone()), Err(message.to_string()), "{text}");
        }
        let wide = i64::MIN..=i64::MAX;
        assert!(read("9223372036854775808", wide)
            .unwrap_err()
            .contains("out of range"));
    }
}

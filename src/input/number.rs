//! Decimal integers as judges write them: digits only, no sign, no leading
//! zero (but `0` itself), parsed eight digits at a time.

use super::source::load8;

/// Unsigned integer types that [`Input`](super::Input) reads.
pub trait Unsigned: Copy + PartialOrd + std::fmt::Display {
    /// Converts, or `None` if `value` does not fit.
    fn from_u64(value: u64) -> Option<Self>;
    /// Widens to `u64`.
    fn to_u64(self) -> u64;
}

macro_rules! unsigned {
    ($($t:ty),*) => {$(
        impl Unsigned for $t {
            #[inline]
            fn from_u64(value: u64) -> Option<Self> {
                if value <= <$t>::MAX as u64 {
                    Some(value as $t)
                } else {
                    None
                }
            }
            #[inline]
            fn to_u64(self) -> u64 {
                self as u64
            }
        }
    )*};
}
unsigned!(u8, u16, u32, u64, usize);

/// Why a token is not a `u64`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotDecimal {
    /// Digits, or `-` and digits (not `-0`), with a value beyond `u64`'s
    /// range.
    OutOfRange,
    /// Anything else: a sign, a leading zero, any other character.
    Malformed,
}

/// Parses the first `len` bytes of `bytes` as up to 20 ASCII digits
/// without sign or leading zero.
///
/// `bytes` must hold at least `len + 8` bytes (a source's buffer has eight
/// bytes of padding): the last word is loaded whole and the bytes past the
/// token are shifted out, whatever they are.
///
/// # Complexity
/// O(1): at most three eight-byte words.
#[inline]
pub fn parse_u64(bytes: &[u8], len: usize) -> Result<u64, NotDecimal> {
    let token = &bytes[..len];
    if len == 0 || len > 20 || (token[0] == b'0' && len > 1) {
        return Err(classify(token));
    }
    let mut value = 0u64;
    let mut at = 0;
    while at < len {
        let digits = (len - at).min(8);
        let word = load8(&bytes[at..]);
        if (non_digits(word).trailing_zeros() / 8) < digits as u32 {
            return Err(classify(token));
        }
        let word = low_digits(word, digits);
        value = value
            .checked_mul(POW10[digits])
            .and_then(|v| v.checked_add(eight_digits(word)))
            .ok_or(NotDecimal::OutOfRange)?;
        at += digits;
    }
    Ok(value)
}

/// Reads the decimal at the start of `bytes` (at least 24 bytes, all of
/// them data): returns its value and length if it is 1 to 20 digits
/// without a leading zero that fit in a `u64`, followed by a non-digit.
/// Anything else gives `None`, for the slow path to classify.
///
/// # Complexity
/// O(1): three word loads at most, no branch per byte.
#[inline(always)]
pub fn leading_decimal(bytes: &[u8]) -> Option<(u64, usize)> {
    let (w0, w1) = (load8(bytes), load8(&bytes[8..]));
    // Up to 16 digits: one 16-byte value, shifted so that its digits are
    // its top bytes, then two independent eight-digit conversions.
    let stops = u128::from(non_digits(w1)) << 64 | u128::from(non_digits(w0));
    let len = (stops.trailing_zeros() / 8) as usize;
    if len == 0 || (len > 1 && w0 & 0xFF == u64::from(b'0')) {
        return None;
    }
    if len < 16 {
        let x = (u128::from(w1) << 64 | u128::from(w0)) << (8 * (16 - len));
        let high = eight_digits(x as u64);
        return Some((high * POW10[8] + eight_digits((x >> 64) as u64), len));
    }
    let w2 = load8(&bytes[16..]);
    let k = (non_digits(w2).trailing_zeros() / 8) as usize;
    if k > 4 {
        return None; // over 20 digits: out of range, or not a number
    }
    let sixteen = eight_digits(w0) * POW10[8] + eight_digits(w1);
    let value = sixteen
        .checked_mul(POW10[k])?
        .checked_add(eight_digits(low_digits(w2, k)))?;
    Some((value, 16 + k))
}

/// A word whose low `k` bytes (0 to 8) are digits, shifted so that they
/// are the top bytes: the zero bytes below count as leading zeros, since
/// [`eight_digits`] keeps only each byte's low nibble.
#[inline(always)]
fn low_digits(word: u64, k: usize) -> u64 {
    word.checked_shl(8 * (8 - k) as u32).unwrap_or(0)
}

/// A word whose lowest set bit lies in the first byte (from the low end)
/// that is not an ASCII digit; zero if all eight are digits. A byte below
/// `'0'` borrows, one above `'9'` carries into its top bit, and one of
/// 0x80 or more has it already; digits below it do neither, so whatever
/// spills into the bytes above does not matter.
#[inline(always)]
fn non_digits(word: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    (word.wrapping_sub(0x30 * ONES) | word.wrapping_add(0x46 * ONES) | word) & (0x80 * ONES)
}

const POW10: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];

/// The value of eight ASCII digits, the first in the lowest byte: pairs,
/// then quadruples, then the whole, each by one multiply.
#[inline(always)]
fn eight_digits(word: u64) -> u64 {
    let v = word & 0x0F0F_0F0F_0F0F_0F0F;
    let v = (v.wrapping_mul(10 << 8 | 1) >> 8) & 0x00FF_00FF_00FF_00FF;
    let v = (v.wrapping_mul(100 << 16 | 1) >> 16) & 0x0000_FFFF_0000_FFFF;
    v.wrapping_mul(10_000 << 32 | 1) >> 32
}

/// The slow path's verdict on a token the fast path refused. A minus sign
/// before a positive integer makes a number out of range (below 0); `-0`
/// is no negative number, only a sign, as malformed as `+5`.
fn classify(token: &[u8]) -> NotDecimal {
    let (negative, digits) = match token.strip_prefix(b"-") {
        Some(digits) => (true, digits),
        None => (false, token),
    };
    let plain = !digits.is_empty()
        && digits.iter().all(u8::is_ascii_digit)
        && (digits[0] != b'0' || digits.len() == 1)
        && !(negative && digits == b"0");
    if plain {
        NotDecimal::OutOfRange
    } else {
        NotDecimal::Malformed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses with eight bytes of junk after the token, as a buffer has.
    fn parse(token: &str) -> Result<u64, NotDecimal> {
        let mut padded = token.as_bytes().to_vec();
        padded.extend_from_slice(b"9x 9\n9-9");
        parse_u64(&padded, token.len())
    }

    /// The rules, stated without the fast path.
    fn reference(token: &str) -> Result<u64, NotDecimal> {
        let b = token.as_bytes();
        let canonical = |b: &[u8]| {
            !b.is_empty() && b.iter().all(u8::is_ascii_digit) && (b[0] != b'0' || b.len() == 1)
        };
        if canonical(b) {
            token.parse().map_err(|_| NotDecimal::OutOfRange)
        } else if b.first() == Some(&b'-') && canonical(&b[1..]) && &b[1..] != b"0" {
            Err(NotDecimal::OutOfRange)
        } else {
            Err(NotDecimal::Malformed)
        }
    }

    #[test]
    fn every_length_and_boundary() {
        assert_eq!(parse("0"), Ok(0));
        assert_eq!(parse("7"), Ok(7));
        assert_eq!(parse("12345678"), Ok(12_345_678));
        assert_eq!(parse("123456789"), Ok(123_456_789));
        assert_eq!(parse("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(parse("18446744073709551616"), Err(NotDecimal::OutOfRange));
        assert_eq!(parse("99999999999999999999"), Err(NotDecimal::OutOfRange));
        assert_eq!(parse("123456789012345678901"), Err(NotDecimal::OutOfRange));
        assert_eq!(parse("-5"), Err(NotDecimal::OutOfRange));
        for bad in [
            "",
            "+5",
            "05",
            "00",
            "-",
            "1a",
            "a1",
            "1.5",
            "1e9",
            "١",
            "12345678x",
            "-05",
            "-0",
        ] {
            assert_eq!(parse(bad), Err(NotDecimal::Malformed), "{bad:?}");
        }
        for len in 1..=20 {
            let s: String = "1234567890".repeat(2)[..len].to_string();
            assert_eq!(parse(&s), Ok(s.parse().unwrap()), "{s}");
            let t = format!("1{}", "0".repeat(len - 1));
            assert_eq!(parse(&t), Ok(t.parse().unwrap()), "{t}");
        }
    }

    /// The fast path agrees with the full parser on the token before the
    /// first non-digit byte, or declines.
    fn leading(text: &str) -> Option<(u64, usize)> {
        let mut padded = text.as_bytes().to_vec();
        padded.resize(padded.len().max(24) + 8, b' ');
        leading_decimal(&padded)
    }

    #[test]
    fn leading_decimal_at_every_length() {
        assert_eq!(leading("0 "), Some((0, 1)));
        assert_eq!(leading("7\n"), Some((7, 1)));
        assert_eq!(leading("12345678 "), Some((12_345_678, 8)));
        assert_eq!(
            leading("1234567890123456 "),
            Some((1_234_567_890_123_456, 16))
        );
        assert_eq!(leading("18446744073709551615 "), Some((u64::MAX, 20)));
        for declined in [
            "18446744073709551616 ",
            "123456789012345678901 ",
            "05 ",
            "00000000 ",
            " 5",
            "+5",
            "-5",
        ] {
            assert_eq!(leading(declined), None, "{declined:?}");
        }
    }

    proptest::proptest! {
        #[test]
        fn matches_the_rules_on_any_token(token in "[0-9+\\-/:a]{0,22}") {
            proptest::prop_assert_eq!(parse(&token), reference(&token));
        }

        #[test]
        fn leading_decimal_agrees_with_parse(text in "[0-9]{0,22}[ \n+x0-9]{0,4}") {
            let digits = text.bytes().take_while(u8::is_ascii_digit).count();
            match leading(&text) {
                Some((v, len)) => {
                    proptest::prop_assert_eq!(len, digits);
                    proptest::prop_assert_eq!(parse(&text[..digits]), Ok(v));
                }
                None => proptest::prop_assert!(digits == 0 || parse(&text[..digits]).is_err()),
            }
        }

        #[test]
        fn matches_std_on_any_u64(v in proptest::num::u64::ANY) {
            proptest::prop_assert_eq!(parse(&v.to_string()), Ok(v));
        }
    }
}

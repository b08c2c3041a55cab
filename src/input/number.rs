//! Decimal integers as judges write them: digits only, no sign, no leading
//! zero (but `0` itself), parsed eight digits at a time.

use super::source::load8;

/// Unsigned integer types that [`Input`](super::Input) reads.
pub trait Unsigned: Copy + PartialOrd + std::fmt::Display {
    /// Converts, or `None` if `value` does not fit.
    fn from_u64(value: u64) -> Option<Self>;
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
        }
    )*};
}
unsigned!(u8, u16, u32, u64, usize);

/// Why a token is not a `u64`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotDecimal {
    /// Digits, or `-` and digits, with a value beyond `u64`'s range.
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
        // The `digits` token bytes go to the top; '0's fill the low bytes
        // (leading zeros of this group).
        let shift = 8 * (8 - digits) as u32;
        let word = if shift == 0 {
            word
        } else {
            (word << shift) | (ZEROS & ((1u64 << shift) - 1))
        };
        if !all_digits(word) {
            return Err(classify(token));
        }
        value = value
            .checked_mul(POW10[digits])
            .and_then(|v| v.checked_add(eight_digits(word)))
            .ok_or(NotDecimal::OutOfRange)?;
        at += digits;
    }
    Ok(value)
}

const ZEROS: u64 = 0x3030_3030_3030_3030;
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

/// Whether all eight bytes are ASCII digits: the high nibble is 3 and the
/// low nibble plus 6 does not carry.
#[inline]
fn all_digits(word: u64) -> bool {
    const HIGH: u64 = 0xF0F0_F0F0_F0F0_F0F0;
    const LOW: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    ((word & HIGH) ^ ZEROS) | (((word & LOW) + 0x0606_0606_0606_0606) & HIGH) == 0
}

/// The value of eight ASCII digits, the first in the lowest byte: pairs,
/// then quadruples, then the whole, each by one multiply.
#[inline]
fn eight_digits(word: u64) -> u64 {
    let v = word & 0x0F0F_0F0F_0F0F_0F0F;
    let v = (v.wrapping_mul(10 << 8 | 1) >> 8) & 0x00FF_00FF_00FF_00FF;
    let v = (v.wrapping_mul(100 << 16 | 1) >> 16) & 0x0000_FFFF_0000_FFFF;
    v.wrapping_mul(10_000 << 32 | 1) >> 32
}

/// The slow path's verdict on a token the fast path refused.
fn classify(token: &[u8]) -> NotDecimal {
    let digits = token.strip_prefix(b"-").unwrap_or(token);
    let plain = !digits.is_empty()
        && digits.iter().all(u8::is_ascii_digit)
        && (digits[0] != b'0' || digits.len() == 1);
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
        } else if b.first() == Some(&b'-') && canonical(&b[1..]) {
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

    proptest::proptest! {
        #[test]
        fn matches_the_rules_on_any_token(token in "[0-9+\\-/:a]{0,22}") {
            proptest::prop_assert_eq!(parse(&token), reference(&token));
        }

        #[test]
        fn matches_std_on_any_u64(v in proptest::num::u64::ANY) {
            proptest::prop_assert_eq!(parse(&v.to_string()), Ok(v));
        }
    }
}

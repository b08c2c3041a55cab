//! Many decimals at once, without a branch per byte.
//!
//! The buffered input is classified 64 bytes at a time into bitmaps: which
//! bytes are digits, which are whitespace, which are `0`. Token starts and
//! ends are read off the digit bitmap (a start is a digit after a non-digit,
//! an end a non-digit after a digit), so finding the next token never waits
//! on the previous one. Each token of up to 16 digits is converted from the
//! 16 bytes that end where it ends: the bytes before it are masked off, and
//! its digits are combined in pairs, fours and eights, all at once. A block
//! holding a number of 17 to 20 digits converts its tokens one at a time,
//! the digits before the last 16 apart, checked against `u64`.
//!
//! Any other token (with a sign, a letter, a leading zero, or past `u64`)
//! is found before any value of its block is given out: the tokens before
//! it are taken, and it is left to the token-at-a-time reader, which says
//! exactly what is wrong.
//!
//! This is an accelerator: it runs on x86-64 CPUs with AVX2 (most made
//! since 2013), chosen at run time. Elsewhere [`supported`] is false and
//! every token takes the token-at-a-time path, with the same results.

/// Bytes classified at a time.
pub(crate) const BLOCK: usize = 64;
/// Readable bytes needed before the first byte given to [`decode`]: a
/// token's 16-byte window may start that far back.
pub(crate) const LEAD: usize = WINDOW;
/// Tokens converted per round, whether or not the block has that many:
/// a block of 64 bytes holds six or seven tokens of nine or ten digits,
/// the size judges use most.
const ROUND: usize = 7;
/// 10^16, the weight of the digits before the last 16.
const TEN16: u64 = 10_000_000_000_000_000;
/// Room a block needs in `out`: more than its at most 32 tokens, in whole
/// rounds.
pub(crate) const SLOTS: usize = (BLOCK / 2 / ROUND + 1) * ROUND;
/// Digits converted at once: the bytes loaded for each token.
const WINDOW: usize = 16;
/// Longest token taken: a `u64` has at most 20 digits.
const MAX_DIGITS: usize = 20;

/// One block's bitmaps; bit i is byte i.
struct Masks {
    /// `0`..=`9`.
    digits: u64,
    /// ASCII whitespace: space, `\t`, `\n`, `\x0C`, `\r`.
    spaces: u64,
    /// `0`.
    zeros: u64,
}

/// What [`decode`] did.
pub(crate) struct Decoded {
    /// Values written to the front of `out`.
    pub count: usize,
    /// Where the unread input starts now: the end of the last block
    /// decoded, or the start of a token that goes on past it.
    pub resume: usize,
    /// The token just before this position is one `decode` does not take:
    /// it is for the token-at-a-time reader (`resume` is before it).
    pub refused_until: Option<usize>,
}

/// Whether this CPU runs [`decode`].
///
/// Built with `--cfg cp_games_scalar_input` (as the bundler builds the
/// bundles it gives the scalar reader only), it is false everywhere.
pub(crate) fn supported() -> bool {
    #[cfg(all(target_arch = "x86_64", not(cp_games_scalar_input)))]
    {
        std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("popcnt")
            && std::is_x86_feature_detected!("lzcnt")
    }
    #[cfg(not(all(target_arch = "x86_64", not(cp_games_scalar_input))))]
    {
        false
    }
}

/// Decodes the tokens of `buf[start..end]`, 64-byte block by block, while
/// they are plain decimals that fit a `u64` and `out` has room for another
/// block's tokens ([`SLOTS`]); stops before the first other token.
///
/// `buf[start - LEAD..start]` must be readable, `buf[start - 1]` must not be
/// a digit of an unread token, and the byte after each block must be data
/// (blocks end before `end`). Only call it where [`supported`] is true.
///
/// # Complexity
/// O(bytes scanned), with no branch per byte or per digit.
pub(crate) fn decode(buf: &[u8], start: usize, end: usize, out: &mut [u64]) -> Decoded {
    #[cfg(target_arch = "x86_64")]
    if supported() {
        // SAFETY: the CPU has the features `decode_avx2` is built for.
        return unsafe { decode_avx2(buf, start, end, out) };
    }
    unreachable!("bulk decoding without AVX2")
}

/// [`decode_with`] built for CPUs with AVX2 and the bit-counting
/// instructions.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,popcnt,lzcnt")]
unsafe fn decode_avx2(buf: &[u8], start: usize, end: usize, out: &mut [u64]) -> Decoded {
    #[inline(always)]
    fn classify(bytes: &[u8]) -> Masks {
        // SAFETY: only called from `decode_avx2`, on a CPU with AVX2.
        unsafe { x86::classify(bytes) }
    }
    #[inline(always)]
    fn digits16(window: &[u8], len: usize) -> u64 {
        // SAFETY: as above.
        unsafe { x86::digits16(window, len) }
    }
    decode_with(buf, start, end, out, classify, digits16)
}

/// [`decode`], with its two kernels passed in (the tests pass byte-at-a-time
/// references).
#[inline(always)]
fn decode_with(
    buf: &[u8],
    start: usize,
    end: usize,
    out: &mut [u64],
    classify: impl Fn(&[u8]) -> Masks,
    digits16: impl Fn(&[u8], usize) -> u64,
) -> Decoded {
    debug_assert!(start >= LEAD && end <= buf.len());
    let mut count = 0;
    let mut resume = start;
    let mut at = start;
    // Whether the byte before `at` is a digit, and where its token began.
    let mut open = 0u64;
    let mut open_start = start;
    while at + BLOCK < end && count + SLOTS <= out.len() {
        let m = classify(&buf[at..at + BLOCK]);
        let d = m.digits;
        let after_digit = d << 1 | open;
        let starts = d & !after_digit;
        let ends = !d & after_digit;
        // Runs of 17 and of 21 digits: bit i is set if the run starts at
        // byte i. The digits of a token begun in an earlier block that
        // goes on here count as well.
        let mut run = d & d >> 1;
        run &= run >> 2;
        run &= run >> 4;
        run &= run >> 8;
        let run17 = run & run >> 1;
        let run21 = run17 & run17 >> 4;
        let carried = if open != 0 {
            at - open_start + (!d).trailing_zeros() as usize
        } else {
            0
        };
        let next_digit = u64::from(buf[at + BLOCK].is_ascii_digit());
        let leading_zero = starts & m.zeros & (d >> 1 | next_digit << 63);
        // Bytes in tokens this decoder does not take (a bit inside each).
        let odd = !(d | m.spaces) | run21 | leading_zero | u64::from(carried > MAX_DIGITS);
        // The tokens to take: all, or those ended (by whitespace) before
        // the first odd byte.
        let taken = if odd == 0 {
            ends
        } else {
            ends & ((1 << odd.trailing_zeros()) - 1)
        };
        let (mut starts_left, mut ends_left) = (starts, taken);
        let mut token_start = open_start;
        if open == 0 {
            token_start = at + starts_left.trailing_zeros() as usize;
            starts_left &= starts_left.wrapping_sub(1);
        }
        // The 16 bytes that end where a token ends, at `at + e`, are
        // `window[e..e + 16]`.
        let window = &buf[at - LEAD..at + BLOCK];
        let slots = &mut out[count..count + SLOTS];
        let tokens = taken.count_ones() as usize;
        if run17 != 0 || carried > WINDOW {
            let long = convert_long(
                buf,
                at,
                (starts_left, ends_left),
                token_start,
                slots,
                tokens,
                &digits16,
            );
            if let Err((j, token_start, token_end)) = long {
                // Beyond `u64`: the token reader says so.
                return Decoded {
                    count: count + j,
                    resume: if j > 0 { token_start } else { resume },
                    refused_until: Some(token_end),
                };
            }
        } else {
            // `ROUND` tokens at a time, whether or not there are that many:
            // no branch waits on the count. Past the last token, `e` is 64
            // and `token_start` between `at` and `at + 64`, so the extra
            // values are harmless, and are not counted.
            let mut j = 0;
            loop {
                for _ in 0..ROUND {
                    let e = ends_left.trailing_zeros() as usize;
                    ends_left &= ends_left.wrapping_sub(1);
                    slots[j] = digits16(&window[e..e + WINDOW], (at + e - token_start).min(WINDOW));
                    j += 1;
                    token_start = at + starts_left.trailing_zeros() as usize;
                    starts_left &= starts_left.wrapping_sub(1);
                }
                if j >= tokens {
                    break;
                }
            }
        }
        count += tokens;
        if odd != 0 {
            if taken != 0 {
                resume = at + 63 - taken.leading_zeros() as usize;
            }
            return Decoded {
                count,
                resume,
                refused_until: Some(at + odd.trailing_zeros() as usize + 1),
            };
        }
        if starts != 0 {
            open_start = at + 63 - starts.leading_zeros() as usize;
        }
        open = d >> 63;
        at += BLOCK;
        // Everything before the block's end is read, but a token that
        // goes on past it.
        resume = if open != 0 { open_start } else { at };
    }
    Decoded {
        count,
        resume,
        refused_until: None,
    }
}

/// Converts the `tokens` tokens that end at the set bits of `ends` (in
/// the block at `at`), of up to 20 digits each, one at a time into
/// `slots`; `token_start` is where the first begins, and the others begin
/// at the set bits of `starts`. Stops at a token beyond `u64`, giving its
/// index, start and end.
#[inline(never)]
fn convert_long(
    buf: &[u8],
    at: usize,
    (mut starts, mut ends): (u64, u64),
    mut token_start: usize,
    slots: &mut [u64],
    tokens: usize,
    digits16: &impl Fn(&[u8], usize) -> u64,
) -> Result<(), (usize, usize, usize)> {
    for (j, slot) in slots[..tokens].iter_mut().enumerate() {
        let token_end = at + ends.trailing_zeros() as usize;
        ends &= ends - 1;
        let last16 = token_end - WINDOW;
        let low = digits16(
            &buf[last16..token_end],
            (token_end - token_start).min(WINDOW),
        );
        let high = buf[token_start..last16.max(token_start)]
            .iter()
            .fold(0, |v, &b| v * 10 + u64::from(b - b'0'));
        *slot = high
            .checked_mul(TEN16)
            .and_then(|v| v.checked_add(low))
            .ok_or((j, token_start, token_end))?;
        token_start = at + starts.trailing_zeros() as usize;
        starts &= starts.wrapping_sub(1);
    }
    Ok(())
}

/// The AVX2 and SSSE3 kernels.
#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::{Masks, BLOCK};
    use std::arch::x86_64::{
        __m128i, __m256i, _mm256_andnot_si256, _mm256_cmpeq_epi8, _mm256_loadu_si256,
        _mm256_min_epu8, _mm256_movemask_epi8, _mm256_or_si256, _mm256_set1_epi8, _mm256_sub_epi8,
        _mm_and_si128, _mm_cvtsi128_si64, _mm_loadu_si128, _mm_madd_epi16, _mm_maddubs_epi16,
        _mm_packs_epi32, _mm_set1_epi16, _mm_set1_epi32,
    };

    /// Classifies 64 bytes, 32 at a time.
    #[target_feature(enable = "avx2")]
    #[inline]
    #[allow(unused_unsafe)] // needed before Rust 1.65, where it is not
    pub(super) unsafe fn classify(bytes: &[u8]) -> Masks {
        assert!(bytes.len() >= BLOCK);
        let mut m = Masks {
            digits: 0,
            spaces: 0,
            zeros: 0,
        };
        for k in 0..BLOCK / 32 {
            // SAFETY: the load reads bytes[32k..32k + 32], inside the
            // slice; the caller has checked for AVX2.
            let (digits, spaces, zeros) = unsafe {
                let x = _mm256_loadu_si256(bytes.as_ptr().add(32 * k) as *const __m256i);
                // x - '0' <= 9 and x - '\t' <= 4 (\t \n \x0B \x0C \r),
                // unsigned, by comparing with the minimum.
                let t = _mm256_sub_epi8(x, _mm256_set1_epi8(b'0' as i8));
                let digits = _mm256_cmpeq_epi8(_mm256_min_epu8(t, _mm256_set1_epi8(9)), t);
                let c = _mm256_sub_epi8(x, _mm256_set1_epi8(b'\t' as i8));
                let controls = _mm256_cmpeq_epi8(_mm256_min_epu8(c, _mm256_set1_epi8(4)), c);
                let vertical_tab = _mm256_cmpeq_epi8(x, _mm256_set1_epi8(0x0B));
                let space = _mm256_cmpeq_epi8(x, _mm256_set1_epi8(b' ' as i8));
                let spaces = _mm256_or_si256(_mm256_andnot_si256(vertical_tab, controls), space);
                let zeros = _mm256_cmpeq_epi8(x, _mm256_set1_epi8(b'0' as i8));
                (
                    _mm256_movemask_epi8(digits),
                    _mm256_movemask_epi8(spaces),
                    _mm256_movemask_epi8(zeros),
                )
            };
            m.digits |= u64::from(digits as u32) << (32 * k);
            m.spaces |= u64::from(spaces as u32) << (32 * k);
            m.zeros |= u64::from(zeros as u32) << (32 * k);
        }
        m
    }

    /// 0x0F in the top `len` bytes of a 16-byte window: `KEEP[len..len + 16]`.
    static KEEP: [u8; 32] = [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, //
        15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15,
    ];

    /// The value of the `len` (0 to 16) digits that end `window` (16
    /// bytes): the bytes before them masked off, then pairs, fours and
    /// eights by three multiply-adds, and the two eights joined.
    #[target_feature(enable = "ssse3")]
    #[inline]
    #[allow(unused_unsafe)] // needed before Rust 1.65, where it is not
    pub(super) unsafe fn digits16(window: &[u8], len: usize) -> u64 {
        assert!(window.len() == 16 && len <= 16);
        // SAFETY: the loads read window[..16] and KEEP[len..len + 16], in
        // bounds; the caller has checked for SSSE3.
        let eights = unsafe {
            let x = _mm_loadu_si128(window.as_ptr() as *const __m128i);
            let keep = _mm_loadu_si128(KEEP.as_ptr().add(len) as *const __m128i);
            // Byte pairs (first digit low): first * 10 + second.
            let v = _mm_maddubs_epi16(_mm_and_si128(x, keep), _mm_set1_epi16(1 << 8 | 10));
            let v = _mm_madd_epi16(v, _mm_set1_epi32(1 << 16 | 100));
            let v = _mm_packs_epi32(v, v);
            let v = _mm_madd_epi16(v, _mm_set1_epi32(1 << 16 | 10_000));
            _mm_cvtsi128_si64(v) as u64
        };
        (eights & 0xFFFF_FFFF) * 100_000_000 + (eights >> 32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `classify`, one byte at a time.
    fn classify_bytes(bytes: &[u8]) -> Masks {
        let mut m = Masks {
            digits: 0,
            spaces: 0,
            zeros: 0,
        };
        for (i, &b) in bytes[..BLOCK].iter().enumerate() {
            m.digits |= u64::from(b.is_ascii_digit()) << i;
            m.spaces |= u64::from(b.is_ascii_whitespace()) << i;
            m.zeros |= u64::from(b == b'0') << i;
        }
        m
    }

    /// `digits16` by `str::parse`.
    fn digits16_std(window: &[u8], len: usize) -> u64 {
        let text = std::str::from_utf8(&window[16 - len..]).unwrap();
        text.parse().unwrap_or(0)
    }

    /// SplitMix64, for reproducible bytes.
    fn bytes(seed: u64, len: usize, alphabet: &[u8]) -> Vec<u8> {
        let mut state = seed;
        (0..len)
            .map(|_| {
                state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let mut z = state;
                z = (z ^ z >> 30).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ z >> 27).wrapping_mul(0x94D0_49BB_1331_11EB);
                alphabet[((z ^ z >> 31) % alphabet.len() as u64) as usize]
            })
            .collect()
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn kernels_agree_with_the_byte_rules() {
        if !supported() {
            return; // nothing to compare on this CPU
        }
        let all: Vec<u8> = (0..=255).collect();
        for seed in 0..2000 {
            let block = bytes(seed, BLOCK, &all);
            // SAFETY: `supported` checked for AVX2.
            let (fast, slow) = (unsafe { x86::classify(&block) }, classify_bytes(&block));
            assert_eq!(fast.digits, slow.digits);
            assert_eq!(fast.spaces, slow.spaces);
            assert_eq!(fast.zeros, slow.zeros);
        }
        for seed in 0..2000 {
            // Junk before the digits, which must be masked off.
            let mut window = bytes(seed, 16, b"0123456789 x-\xff");
            let len = (seed % 17) as usize;
            window[16 - len..].copy_from_slice(&bytes(seed ^ 7, len, b"0123456789"));
            // SAFETY: as above.
            let fast = unsafe { x86::digits16(&window, len) };
            assert_eq!(fast, digits16_std(&window, len), "{window:?} {len}");
        }
        // SAFETY: as above.
        assert_eq!(
            unsafe { x86::digits16(&[b'9'; 16], 16) },
            9_999_999_999_999_999
        );
    }

    /// Buffers of tokens of every kind: short and long numbers, leading
    /// zeros, signs, letters, every whitespace byte; some seeds make long
    /// runs of plain tokens with a rare odd one.
    fn text(seed: u64) -> Vec<u8> {
        let mut out = vec![b' '; LEAD];
        let mix: &[u8] = match seed % 4 {
            0 => b"aaaaaaabbbbbbce",
            1 => b"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab",
            2 => b"aaaabbbbcdefghij",
            _ => b"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaacdij",
        };
        let kinds = bytes(seed, 250, mix);
        let digits = bytes(seed ^ 1, 250 * 20, b"0123456789");
        let spaces = bytes(seed ^ 2, 250, b"      \n\n\t\r\x0c");
        for (i, kind) in kinds.into_iter().enumerate() {
            let d = &digits[20 * i..20 * i + 20];
            let len = 1 + d[0] as usize % 10;
            match kind {
                b'a' => out.extend_from_slice(&[&b"123456789"[..len.min(9)], &d[1..len]].concat()),
                b'b' => out.extend_from_slice(&d[..len]), // may start with 0
                b'c' => out.extend_from_slice(&[b"9", &d[..15]].concat()), // 16 digits
                b'd' => out.extend_from_slice(&[b"9", &d[..16]].concat()), // 17 digits
                b'i' => out.extend_from_slice(&[b"1", &d[..19]].concat()), // may overflow
                b'j' => out.extend_from_slice(&[&b"9"[..], d, d].concat()[..21]), // 21 digits
                b'e' => out.extend_from_slice(b"0"),
                b'f' => out.extend_from_slice(b"-12"),
                b'g' => out.extend_from_slice(b"x"),
                _ => out.extend_from_slice(b"\x0b"),
            }
            out.push(spaces[i]);
            if spaces[i] == b'\n' && d[1] < 3 {
                out.extend_from_slice(b"   ");
            }
        }
        out
    }

    /// The plain decimals that fit a `u64` at the front of `text`.
    fn plain_prefix(text: &[u8]) -> Vec<u64> {
        let plain = |t: &[u8]| {
            let digits = t.iter().all(u8::is_ascii_digit) && (t[0] != b'0' || t.len() == 1);
            let text = std::str::from_utf8(t).unwrap_or("x");
            text.parse().ok().filter(|_| digits)
        };
        text.split(u8::is_ascii_whitespace)
            .filter(|t| !t.is_empty())
            .map_while(plain)
            .collect()
    }

    /// Every value `decode` gives is the next token's, `resume` leaves
    /// exactly the tokens not given, and it stops only where it must.
    fn check_decode(decode: impl Fn(&[u8], usize, usize, &mut [u64]) -> Decoded) {
        for seed in 0..4000 {
            let text = text(seed);
            let start = LEAD + (seed as usize % 7);
            let end = text.len() - (seed as usize % 5);
            let mut out = [0u64; 64];
            let room = SLOTS + seed as usize % 30;
            let done = decode(&text, start, end, &mut out[..room]);
            let want = plain_prefix(&text[start..end]);
            assert!(done.count <= want.len(), "seed {seed}");
            assert_eq!(out[..done.count], want[..done.count], "seed {seed}");
            let rest = |from: usize| {
                let t: Vec<&[u8]> = text[from..end]
                    .split(u8::is_ascii_whitespace)
                    .filter(|t| !t.is_empty())
                    .collect();
                t
            };
            assert_eq!(
                rest(done.resume)[..],
                rest(start)[done.count..],
                "seed {seed}"
            );
            match done.refused_until {
                // It stopped just before a token that is not plain, and
                // marked a byte in it.
                Some(until) => {
                    assert_eq!(done.count, want.len(), "seed {seed}");
                    let next = text[done.resume..]
                        .iter()
                        .position(|b| !b.is_ascii_whitespace());
                    let next = done.resume + next.unwrap();
                    let len = rest(next)[0].len();
                    assert!(next < until && until <= next + len + 1, "seed {seed}");
                }
                // It ran out of bytes or of room.
                None => assert!(done.resume + 2 * BLOCK + LEAD > end || done.count + SLOTS > room),
            }
        }
    }

    /// Decodes `text` placed at `LEAD`, with room for 64 values.
    fn decode_text(text: &str) -> (Vec<u64>, Option<usize>) {
        let buf = [" ".repeat(LEAD).as_bytes(), text.as_bytes()].concat();
        let mut out = [0; 64];
        let reference = |buf: &[u8], start, end, out: &mut [u64]| {
            decode_with(buf, start, end, out, classify_bytes, digits16_std)
        };
        let done = reference(&buf, LEAD, buf.len(), &mut out);
        if supported() {
            let mut fast = [0; 64];
            let d = decode(&buf, LEAD, buf.len(), &mut fast);
            assert_eq!(
                (d.count, d.resume, d.refused_until),
                (done.count, done.resume, done.refused_until)
            );
            assert_eq!(fast[..d.count], out[..d.count]);
        }
        let until = done.refused_until.map(|u| u - LEAD);
        (out[..done.count].to_vec(), until)
    }

    #[test]
    fn tokens_across_a_block_boundary() {
        let pad = |k: usize| " ".repeat(k);
        // A leading zero whose next digit is in the next block.
        let (values, refused) = decode_text(&format!("{}05 {}", pad(63), pad(80)));
        assert_eq!((values.len(), refused), (0, Some(64)));
        // Long numbers across the boundary: up to u64::MAX, not past it.
        let sixteen = "1234567890123456";
        let text = format!("{}{sixteen} 7 {}", pad(56), pad(80));
        assert_eq!(decode_text(&text), (vec![1_234_567_890_123_456, 7], None));
        let text = format!("{}{sixteen}7 {}", pad(56), pad(80));
        assert_eq!(decode_text(&text), (vec![12_345_678_901_234_567], None));
        let text = format!("{}18446744073709551615 {}", pad(50), pad(80));
        assert_eq!(decode_text(&text), (vec![u64::MAX], None));
        let text = format!("{}5 18446744073709551616 {}", pad(50), pad(80));
        assert_eq!(decode_text(&text), (vec![5], Some(72)));
        let text = format!("{}123456789012345678901 {}", pad(50), pad(80));
        assert_eq!(decode_text(&text), (vec![], Some(65)));
        // The tokens before an odd one are taken.
        let text = format!("{}12 34 -5 6 {}", pad(70), pad(80));
        assert_eq!(decode_text(&text), (vec![12, 34], Some(77)));
        // A block full of one-digit tokens, in whole rounds.
        let ones = "1 ".repeat(40);
        assert_eq!(decode_text(&ones), (vec![1; 32], None));
        // A single 0 at the end of a block is a number.
        let text = format!("{}0 5 {}", pad(63), pad(80));
        assert_eq!(decode_text(&text), (vec![0, 5], None));
    }

    #[test]
    fn decode_gives_the_tokens_or_leaves_them() {
        check_decode(|buf, start, end, out| {
            decode_with(buf, start, end, out, classify_bytes, digits16_std)
        });
        if supported() {
            check_decode(decode);
        }
    }
}

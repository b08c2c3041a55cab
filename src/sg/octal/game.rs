//! An octal game's definition: its code, the moves it allows, and the
//! Guy–Smith certificate that proves its period.

use super::values::GrundyValues;
use crate::sg::period::{smallest_period, suffix_periodicity, Periodicity};
use std::fmt;

/// Longest stretch of values whose smallest period is looked for (16 MiB
/// of prefix function): periods up to 2^21 can be proved.
const MAX_TAIL: usize = 1 << 22;

/// An octal game `d0.d1d2...dt`: digit `d_k` says what a move removing `k`
/// tokens from one heap may leave (bit 1: nothing, bit 2: one non-empty
/// heap, bit 4: two non-empty heaps); `d0 = 4` lets a move split a heap in
/// two without removing anything.
///
/// # Example
/// ```
/// use cp_games::sg::octal::OctalGame;
/// let kayles: OctalGame = ".77".parse().unwrap();
/// assert_eq!(kayles.max_removal(), 2);
/// assert_eq!(kayles.to_string(), "0.77");
/// assert!("0.78".parse::<OctalGame>().is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OctalGame {
    /// `digits[k]` is `d_k`; the last one is non-zero (trailing zeros are
    /// dropped), `digits[0]` is 0 or 4.
    digits: Vec<u8>,
    /// Removals `k` with bit 1: a heap of exactly `k` may be taken whole.
    take_whole: Vec<usize>,
    /// Removals `k` with bit 2: a heap of more than `k` may lose `k`.
    take_leaving_one: Vec<usize>,
    /// Removals `k` with bit 4 (and `k = 0` when `d0 = 4`): a heap of at
    /// least `k + 2` may lose `k` and be split in two non-empty heaps.
    take_and_split: Vec<usize>,
}

/// Why a string is not an octal game code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseOctalError(String);

impl fmt::Display for ParseOctalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseOctalError {}

/// One move of an octal game on one heap: `removed` tokens are taken, and
/// the rest of the heap is left as heaps `left.0` and `left.1` (0 for no
/// heap; `left.0 <= left.1` when both are non-empty, else `left.1 == 0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HeapMove {
    /// Tokens removed.
    pub removed: u64,
    /// The heaps left (0 = none).
    pub left: (u64, u64),
}

impl std::str::FromStr for OctalGame {
    type Err = ParseOctalError;

    /// Parses `d0.d1...dt` or `.d1...dt` (`d0 = 0`).
    fn from_str(code: &str) -> Result<Self, ParseOctalError> {
        let err = |why: String| Err(ParseOctalError(format!("octal code `{}`: {}", code, why)));
        let point = match code.find('.') {
            Some(p) => p,
            None => return err("no point (write e.g. `.77` or `0.77`)".to_string()),
        };
        let (head, tail) = (&code[..point], &code[point + 1..]);
        let d0 = match head {
            "" | "0" => 0,
            "4" => 4,
            _ => {
                return err(format!(
                    "before the point only `0` or `4` (or nothing) may stand, found `{}`",
                    head
                ))
            }
        };
        let mut digits = vec![d0];
        for c in tail.chars() {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => return err(format!("`{}` is not an octal digit 0-7", c)),
            }
        }
        while digits.len() > 1 && *digits.last().expect("non-empty") == 0 {
            digits.pop();
        }
        if digits == [0] {
            return err("every digit is 0, so no move is allowed".to_string());
        }
        Ok(OctalGame::from_digits(digits))
    }
}

impl fmt::Display for OctalGame {
    /// Writes the code as `d0.d1...dt`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        for d in &self.digits[1..] {
            write!(f, "{}", d)?;
        }
        Ok(())
    }
}

impl OctalGame {
    /// Returns the subtraction game with move set `moves` (take `s` tokens
    /// for some `s` in `moves`) as an octal game: digit 3 at each move.
    ///
    /// # Panics
    /// If `moves` is empty or contains 0.
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::octal::OctalGame;
    /// use cp_games::sg::subtraction::SubtractionGame;
    /// let sub = SubtractionGame::new(&[2, 5]);
    /// assert_eq!(OctalGame::subtraction(sub.moves()).to_string(), "0.03003");
    /// ```
    pub fn subtraction(moves: &[u64]) -> Self {
        let max = moves.iter().copied().max().expect("a non-empty move set");
        // one digit per size up to the largest move
        assert!(
            max <= usize::MAX as u64,
            "OctalGame: a move too large to index"
        );
        let max = max as usize;
        assert!(
            !moves.contains(&0),
            "OctalGame: move sizes must be positive"
        );
        let mut digits = vec![0; max + 1];
        for &s in moves {
            digits[s as usize] = 3;
        }
        OctalGame::from_digits(digits)
    }

    fn from_digits(digits: Vec<u8>) -> Self {
        let with_bit = |bit: u8| -> Vec<usize> {
            (1..digits.len())
                .filter(|&k| digits[k] & bit != 0)
                .collect()
        };
        let (take_whole, take_leaving_one) = (with_bit(1), with_bit(2));
        let mut take_and_split = with_bit(4);
        if digits[0] == 4 {
            take_and_split.insert(0, 0);
        }
        OctalGame {
            digits,
            take_whole,
            take_leaving_one,
            take_and_split,
        }
    }

    /// Returns the digits `d0, d1, ..., dt` (no trailing zeros).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// Returns `t`, the most tokens a move removes (0 for the game `4.`).
    pub fn max_removal(&self) -> usize {
        self.digits.len() - 1
    }

    /// Returns whether some move leaves two heaps.
    pub fn splits(&self) -> bool {
        !self.take_and_split.is_empty()
    }

    /// Removals `k` after which the heap may be gone: a heap of exactly `k`.
    pub fn take_whole(&self) -> &[usize] {
        &self.take_whole
    }

    /// Removals `k` that may leave one non-empty heap.
    pub fn take_leaving_one(&self) -> &[usize] {
        &self.take_leaving_one
    }

    /// Removals `k` that may leave two non-empty heaps (`0` first when
    /// `d0 = 4`).
    pub fn take_and_split(&self) -> &[usize] {
        &self.take_and_split
    }

    /// Returns every move from a heap of `heap` tokens, each split listed
    /// once (`left.0 <= left.1`).
    ///
    /// # Complexity
    /// O(`heap` · t) time and output.
    ///
    /// # Example
    /// ```
    /// use cp_games::sg::octal::game::{HeapMove, OctalGame};
    /// let dawson: OctalGame = ".07".parse().unwrap();
    /// // .07: take 2, leaving 0, 1 or 2 heaps
    /// let moves: Vec<(u64, u64)> = dawson.moves(5).iter().map(|m| m.left).collect();
    /// assert_eq!(moves, [(3, 0), (1, 2)]);
    /// ```
    pub fn moves(&self, heap: u64) -> Vec<HeapMove> {
        let mut moves = Vec::new();
        self.for_each_move(heap, |m| moves.push(m));
        moves
    }

    /// Calls `each` on every move from a heap of `heap` (the order of
    /// [`moves`](Self::moves)) without collecting them.
    pub(crate) fn for_each_move(&self, heap: u64, mut each: impl FnMut(HeapMove)) {
        for (k, &d) in self.digits.iter().enumerate() {
            let k = k as u64;
            if d & 1 != 0 && k > 0 && heap == k {
                each(HeapMove {
                    removed: k,
                    left: (0, 0),
                });
            }
            if d & 2 != 0 && k > 0 && heap > k {
                each(HeapMove {
                    removed: k,
                    left: (heap - k, 0),
                });
            }
            if d & 4 != 0 && heap >= k + 2 {
                let rest = heap - k;
                for a in 1..=rest / 2 {
                    each(HeapMove {
                        removed: k,
                        left: (a, rest - a),
                    });
                }
            }
        }
    }

    /// Returns how many values `G(0..L)` the Guy–Smith certificate needs to
    /// prove `periodicity`: `L >= 2·n0 + 2·p + t` when a move may split a
    /// heap, `L >= n0 + p + t` when none may, with `n0 = max(preperiod, 1)`.
    ///
    /// (The theorem needs `n0 >= 1`: its proof maps a split `(a, b)` of
    /// `n + p` to `(a, b - p)`, and `b - p` must be a heap, not nothing.)
    pub fn certificate_length(&self, periodicity: Periodicity) -> usize {
        let n0 = periodicity.preperiod.max(1);
        let (p, t) = (periodicity.period, self.max_removal());
        if self.splits() {
            2 * n0 + 2 * p + t
        } else {
            n0 + p + t
        }
    }

    /// Looks for a period that `values = G(0..L)` prove by the Guy–Smith
    /// certificate.
    ///
    /// Candidates are the smallest periods of the last `7L/8`, `3L/4`,
    /// `L/2`, `L/4`, ..., 16 values (at most 2^22 of them), each with the
    /// longest suffix of `values` it holds on ([`suffix_periodicity`]). A candidate is proved when `L` reaches its
    /// [`certificate_length`](Self::certificate_length). The period proved
    /// is then the game's smallest period and the preperiod its smallest
    /// preperiod (see the [module docs](super)).
    ///
    /// # Complexity
    /// O(L) time for the prefix functions (about 2.6 L steps), plus O(L)
    /// per distinct candidate to walk its preperiod back; 4 · min(L, 2^22)
    /// bytes of extra memory. Periods longer than 2^21 are not found.
    pub fn check_period(&self, values: &GrundyValues) -> PeriodCheck {
        match values {
            GrundyValues::U8(v) => self.check_period_in(v),
            GrundyValues::U16(v) => self.check_period_in(v),
            GrundyValues::U32(v) => self.check_period_in(v),
        }
    }

    fn check_period_in<V: Copy + Eq>(&self, values: &[V]) -> PeriodCheck {
        let len = values.len();
        let mut retry_at: Option<usize> = None;
        // Longest first: a period shows once a tail in the periodic part
        // holds it twice; 7/8 and 3/4 of the values catch it before half
        // of them do, when the preperiod is short.
        let tails = std::iter::once(len - len / 8)
            .chain(std::iter::once(len - len / 4))
            .chain(std::iter::successors(Some(len / 2), |&t| Some(t / 2)))
            .map(|t| t.min(MAX_TAIL))
            .take_while(|&t| t >= 16);
        let mut last_period = 0;
        for tail in tails {
            let period = smallest_period(&values[len - tail..]);
            // A period longer than half the tail does not repeat in it. A
            // period seen with a longer tail has the same preperiod.
            if 2 * period <= tail && period != last_period {
                last_period = period;
                let found = suffix_periodicity(values, period, tail);
                let needed = self.certificate_length(found);
                if needed <= len {
                    return PeriodCheck {
                        proved: Some(found),
                        retry_at: None,
                    };
                }
                retry_at = Some(retry_at.map_or(needed, |r| r.min(needed)));
            }
        }
        PeriodCheck {
            proved: None,
            retry_at,
        }
    }
}

/// What [`OctalGame::check_period`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PeriodCheck {
    /// The period and preperiod proved, if any.
    pub proved: Option<Periodicity>,
    /// The fewest values with which a candidate seen would be proved, if
    /// it still holds then: the next length worth checking.
    pub retry_at: Option<usize>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_parse_in_every_spelling() {
        for (code, digits) in [
            (".77", &[0, 7, 7][..]),
            ("0.77", &[0, 7, 7]),
            ("4.4", &[4, 4]),
            (".007", &[0, 0, 0, 7]),
            (".1777", &[0, 1, 7, 7, 7]),
            (".770", &[0, 7, 7]),
            ("4.", &[4]),
            ("4.0", &[4]),
        ] {
            let game: OctalGame = code.parse().unwrap();
            assert_eq!(game.digits(), digits, "{code}");
            assert_eq!(game.to_string().parse::<OctalGame>().unwrap(), game);
        }
        let long: OctalGame = format!(".{}1", "0".repeat(999)).parse().unwrap();
        assert_eq!(long.max_removal(), 1000);
    }

    #[test]
    fn malformed_codes_are_errors() {
        for (code, why) in [
            (".78", "`8` is not an octal digit"),
            (".9", "`9` is not an octal digit"),
            ("77", "no point"),
            ("", "no point"),
            ("1.7", "only `0` or `4`"),
            ("2.7", "only `0` or `4`"),
            ("00.7", "only `0` or `4`"),
            ("-.7", "only `0` or `4`"),
            (".", "every digit is 0"),
            ("0.000", "every digit is 0"),
            (".7.7", "`.` is not an octal digit"),
            (". 7", "` ` is not an octal digit"),
            (".7é", "`é` is not an octal digit"),
        ] {
            let err = code.parse::<OctalGame>().unwrap_err().to_string();
            assert!(err.contains(why), "{code}: {err}");
        }
    }

    proptest::proptest! {
        #[test]
        fn parsing_never_panics(code in "\\PC{0,8}") {
            let _ = code.parse::<OctalGame>();
        }
    }

    #[test]
    fn moves_follow_the_digits() {
        let g: OctalGame = "4.16".parse().unwrap();
        // d0 = 4: split 5 into 1+4, 2+3; d1 = 1: only a heap of exactly 1;
        // d2 = 6: take 2 leaving 3, or 1+2
        let moves: Vec<(u64, (u64, u64))> =
            g.moves(5).iter().map(|m| (m.removed, m.left)).collect();
        assert_eq!(moves, [(0, (1, 4)), (0, (2, 3)), (2, (3, 0)), (2, (1, 2))]);
        let one: Vec<(u64, (u64, u64))> = g.moves(1).iter().map(|m| (m.removed, m.left)).collect();
        assert_eq!(one, [(1, (0, 0))]);
        assert!(g.moves(0).is_empty());
        assert_eq!(g.take_and_split(), [0, 2]);
        assert_eq!(g.max_removal(), 2);
    }

    #[test]
    fn subtraction_sets_become_digit_3() {
        assert_eq!(OctalGame::subtraction(&[5, 2, 2]).to_string(), "0.03003");
        assert_eq!(OctalGame::subtraction(&[1]).to_string(), "0.3");
    }

    #[test]
    fn certificate_lengths() {
        let p = Periodicity {
            preperiod: 71,
            period: 12,
        };
        // Kayles: 2 * 71 + 2 * 12 + 2
        assert_eq!(
            ".77".parse::<OctalGame>().unwrap().certificate_length(p),
            168
        );
        // no splitting digit: 71 + 12 + 2
        assert_eq!(
            ".33".parse::<OctalGame>().unwrap().certificate_length(p),
            85
        );
        // preperiod 0 counts as 1
        let p0 = Periodicity {
            preperiod: 0,
            period: 3,
        };
        assert_eq!(
            ".33".parse::<OctalGame>().unwrap().certificate_length(p0),
            1 + 3 + 2
        );
    }
}

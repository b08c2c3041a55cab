//! Inputs of several test cases: a count then the cases, cases until the
//! end of the input, or cases until a sentinel value. Every error is
//! prefixed with the case it happened in (`case 2 of 5: pile 4 of 6: ...`).

use super::{Input, InputError, SourceError, Unsigned};
use std::io::BufRead;
use std::ops::RangeInclusive;

impl<R: BufRead> Input<R> {
    /// Whether the input has no token left (whitespace may remain).
    ///
    /// # Errors
    /// A read error, reported as such rather than as the end.
    ///
    /// # Complexity
    /// O(whitespace skipped).
    pub fn at_end(&mut self) -> Result<bool, InputError> {
        if !self.source.exhausted() {
            return Ok(false);
        }
        match self.source.take_error() {
            None => Ok(true),
            Some(SourceError::Read(e)) => Err(InputError(format!("could not read the input: {e}"))),
            // `is_empty` reads no token, so no token can have been too long.
            Some(SourceError::TooLong { .. }) => unreachable!("no token was read"),
        }
    }

    /// Reads `count` test cases with `each`; an error in case `i` is
    /// reported as `case i of count: ...`.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut input = Input::new("2  1 5  2 3 x".as_bytes());
    /// let t: usize = input.read("T", 1..=10).unwrap();
    /// let err = input
    ///     .cases(t, |input| {
    ///         let n = input.read("n", 1..=10)?;
    ///         input.values::<u64>(n, "pile", 0..=9)
    ///     })
    ///     .unwrap_err();
    /// assert_eq!(err.to_string(), "case 2 of 2: pile 2 of 2: expected an integer, found `x`");
    /// ```
    ///
    /// # Complexity
    /// What the cases cost; the answers are kept in a vector.
    pub fn cases<U>(
        &mut self,
        count: usize,
        mut each: impl FnMut(&mut Self) -> Result<U, InputError>,
    ) -> Result<Vec<U>, InputError> {
        // `count` comes from the input: reserve what is cheap, grow past it.
        let mut answers = Vec::with_capacity(count.min(1 << 12));
        for i in 1..=count {
            answers.push(each(self).map_err(|e| e.within(format_args!("case {i} of {count}")))?);
        }
        Ok(answers)
    }

    /// Reads test cases with `each` until the input has no token left; an
    /// error in case `i` is reported as `case i: ...`. Empty input is zero
    /// cases.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut input = Input::new("2 1\n8 4\n".as_bytes());
    /// let pairs = input.cases_until_end(|input| {
    ///     Ok((input.read("a", 0..=9u32)?, input.read("b", 0..=9u32)?))
    /// });
    /// assert_eq!(pairs, Ok(vec![(2, 1), (8, 4)]));
    /// ```
    ///
    /// # Complexity
    /// What the cases cost; the answers are kept in a vector.
    pub fn cases_until_end<U>(
        &mut self,
        mut each: impl FnMut(&mut Self) -> Result<U, InputError>,
    ) -> Result<Vec<U>, InputError> {
        let mut answers = Vec::new();
        while !self.at_end()? {
            let i = answers.len() + 1;
            answers.push(each(self).map_err(|e| e.within(format_args!("case {i}")))?);
        }
        Ok(answers)
    }

    /// Reads test cases until the value `sentinel` where a case would
    /// start. Each case starts with a value named `what`, which must be in
    /// `range` and is passed to `each`; an error in case `i` is reported as
    /// `case i: ...`, and an input that ends before the sentinel is an
    /// error. Nothing is read after the sentinel (use
    /// [`finish`](Self::finish) to refuse what follows).
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut input = Input::new("13 2 1 0".as_bytes());
    /// let err = input
    ///     .cases_until("n", 0u64, 2..=100, |_, n| Ok(n))
    ///     .unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "case 3: n = 1 is out of range: expected 2..=100, or 0 to end the input"
    /// );
    /// ```
    ///
    /// # Complexity
    /// What the cases cost; the answers are kept in a vector.
    pub fn cases_until<T: Unsigned, U>(
        &mut self,
        what: &str,
        sentinel: T,
        range: RangeInclusive<T>,
        mut each: impl FnMut(&mut Self, T) -> Result<U, InputError>,
    ) -> Result<Vec<U>, InputError> {
        // Read in the smallest range holding the sentinel and `range`, so
        // a token out of both is refused by the reader itself.
        let (lo, hi) = (range.start().to_u64(), range.end().to_u64());
        let s = sentinel.to_u64();
        let hull = lo.min(s)..=hi.max(s);
        let mut answers = Vec::new();
        loop {
            let i = answers.len() + 1;
            let answer = self.read_with(|| what.to_string(), hull.clone()).and_then(|v| {
                if v == s {
                    return Ok(None);
                }
                match T::from_u64(v) {
                    Some(v) if range.contains(&v) => each(self, v).map(Some),
                    _ => Err(InputError(format!(
                        "{what} = {v} is out of range: expected {lo}..={hi}, or {s} to end the input"
                    ))),
                }
            });
            match answer.map_err(|e| e.within(format_args!("case {i}")))? {
                Some(answer) => answers.push(answer),
                None => return Ok(answers),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nim_cases(text: &str) -> Result<Vec<u64>, InputError> {
        let mut input = Input::new(text.as_bytes());
        let t = input.read("T", 0..=5)?;
        let xors = input.cases(t, |input| {
            let n = input.read("n", 0..=10)?;
            input.with_values(n, "pile", 1..=100u64, |piles| piles.fold(0, |x, p| x ^ p))
        })?;
        input.finish()?;
        Ok(xors)
    }

    #[test]
    fn counted_cases_name_the_case_and_the_value() {
        assert_eq!(nim_cases("2\n3\n1 2 3\n1\n7\n"), Ok(vec![0, 7]));
        assert_eq!(nim_cases("0"), Ok(vec![]));
        for (text, message) in [
            (
                "2 1 5 2 3",
                "case 2 of 2: unexpected end of input: expected pile 2 of 2",
            ),
            (
                "2 1 5 2 3 0",
                "case 2 of 2: pile 2 of 2 = 0 is out of range: expected 1..=100",
            ),
            (
                "3 1 5 11",
                "case 2 of 3: n = 11 is out of range: expected 0..=10",
            ),
            ("1 1 5 9", "unexpected trailing input starting at `9`"),
            ("6", "T = 6 is out of range: expected 0..=5"),
        ] {
            assert_eq!(nim_cases(text).unwrap_err().0, message, "{text:?}");
        }
    }

    fn pairs(text: &str) -> Result<Vec<(u32, u32)>, InputError> {
        Input::new(text.as_bytes())
            .cases_until_end(|input| Ok((input.read("a", 0..=9)?, input.read("b", 0..=9)?)))
    }

    #[test]
    fn cases_until_the_end() {
        assert_eq!(pairs(""), Ok(vec![]));
        assert_eq!(pairs(" \n\t"), Ok(vec![]));
        assert_eq!(pairs("1 2\n3 4\n\n"), Ok(vec![(1, 2), (3, 4)]));
        assert_eq!(
            pairs("1 2 3").unwrap_err().0,
            "case 2: unexpected end of input: expected b"
        );
        assert_eq!(
            pairs("1 2 x 4").unwrap_err().0,
            "case 2: a: expected an integer, found `x`"
        );
    }

    fn until_zero(text: &str) -> Result<Vec<u64>, InputError> {
        let mut input = Input::new(text.as_bytes());
        let answers = input.cases_until("n", 0, 2..=1_000, |input, n| {
            let k: u64 = input.read("k", 0..=9)?;
            Ok(n * 10 + k)
        })?;
        input.finish()?;
        Ok(answers)
    }

    #[test]
    fn cases_until_a_sentinel() {
        assert_eq!(until_zero("0"), Ok(vec![]));
        assert_eq!(until_zero("2 1\n30 7\n0\n"), Ok(vec![21, 307]));
        for (text, message) in [
            ("", "case 1: unexpected end of input: expected n"),
            ("2 1", "case 2: unexpected end of input: expected n"),
            (
                "2 1 1 3 0",
                "case 2: n = 1 is out of range: expected 2..=1000, or 0 to end the input",
            ),
            (
                "2 1 1001 3 0",
                "case 2: n = 1001 is out of range: expected 0..=1000",
            ),
            ("2 x 0", "case 1: k: expected an integer, found `x`"),
            ("0 5", "unexpected trailing input starting at `5`"),
            ("-1", "case 1: n = -1 is out of range: expected 0..=1000"),
        ] {
            assert_eq!(until_zero(text).unwrap_err().0, message, "{text:?}");
        }
    }

    #[test]
    fn a_sentinel_outside_the_type_is_out_of_range() {
        let mut input = Input::new("300 0".as_bytes());
        let err = input
            .cases_until("k", 0u8, 1..=100, |_, k| Ok(k))
            .unwrap_err();
        assert_eq!(err.0, "case 1: k = 300 is out of range: expected 0..=100");
    }
}

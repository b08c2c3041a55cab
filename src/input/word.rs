//! Words over a small alphabet, such as a board of `.` and `X`: one token
//! of any length, streamed through the buffer, checked byte by byte.

use super::{Input, InputError, SourceError};
use std::io::BufRead;
use std::ops::RangeInclusive;

impl<R: BufRead> Input<R> {
    /// Reads the next token as a word whose bytes all belong to `alphabet`
    /// and whose length is in `len`; `what` names it in errors. Unlike
    /// integers, a word may be as long as `len` allows: it is copied out a
    /// buffer at a time, and reading stops as soon as it is too long.
    ///
    /// # Example
    /// ```
    /// use cp_games::input::Input;
    /// let mut input = Input::new("..X. .Xo.".as_bytes());
    /// assert_eq!(input.word("board 1 of 2", b".X", 3..=10), Ok(b"..X.".to_vec()));
    /// let err = input.word("board 2 of 2", b".X", 3..=10).unwrap_err();
    /// assert_eq!(err.to_string(), "board 2 of 2: expected only `.X`, found `o` at character 3");
    /// ```
    ///
    /// # Complexity
    /// O(word length).
    pub fn word(
        &mut self,
        what: &str,
        alphabet: &[u8],
        len: RangeInclusive<usize>,
    ) -> Result<Vec<u8>, InputError> {
        let mut allowed = [false; 256];
        for &b in alphabet {
            allowed[usize::from(b)] = true;
        }
        let mut word = Vec::new();
        let mut stop: Option<Stop> = None;
        let found = self.source.next_chunks(|chunk| {
            if let Some(j) = chunk.iter().position(|&b| !allowed[usize::from(b)]) {
                stop = Some(Stop::Foreign(word.len() + j + 1, chunk[j]));
            } else if word.len() + chunk.len() > *len.end() {
                stop = Some(Stop::Long);
            } else {
                word.extend_from_slice(chunk);
            }
            stop.is_none()
        });
        if let Some(SourceError::Read(e)) = self.source.take_error() {
            return Err(InputError(format!("could not read the input: {e}")));
        }
        let shown = || String::from_utf8_lossy(alphabet).into_owned();
        match stop {
            _ if !found => Err(InputError(format!(
                "unexpected end of input: expected {what}"
            ))),
            Some(Stop::Foreign(at, byte)) => Err(InputError(format!(
                "{what}: expected only `{}`, found `{}` at character {at}",
                shown(),
                super::escaped(&[byte])
            ))),
            Some(Stop::Long) => Err(InputError(format!(
                "{what}: longer than {} characters",
                len.end()
            ))),
            None if word.len() < *len.start() => Err(InputError(format!(
                "{what}: {} characters, expected {}..={}",
                word.len(),
                len.start(),
                len.end()
            ))),
            None => Ok(word),
        }
    }
}

/// Why a word was not read whole.
enum Stop {
    /// A byte outside the alphabet, at this 1-based position.
    Foreign(usize, u8),
    /// Longer than allowed.
    Long,
}

#[cfg(test)]
mod tests {
    use super::super::{Input, InputError, StreamSource, MAX_TOKEN};

    fn word(
        text: &str,
        capacity: usize,
        len: std::ops::RangeInclusive<usize>,
    ) -> Result<Vec<u8>, InputError> {
        let mut input = Input {
            source: StreamSource::with_capacity(text.as_bytes(), capacity, MAX_TOKEN),
        };
        let w = input.word("board", b".X", len)?;
        input.finish()?;
        Ok(w)
    }

    #[test]
    fn words_pass_across_refills_at_any_length() {
        for capacity in [1, 2, 7, 64, 1 << 16] {
            let long: String = (0..100_000)
                .map(|i| if i % 7 == 3 { 'X' } else { '.' })
                .collect();
            assert_eq!(
                word(&format!("  {long}\n"), capacity, 3..=100_000),
                Ok(long.clone().into_bytes())
            );
            assert_eq!(
                word(&long, capacity, 3..=99_999),
                Err(InputError(
                    "board: longer than 99999 characters".to_string()
                ))
            );
            assert_eq!(word(".X.", capacity, 3..=3), Ok(b".X.".to_vec()));
        }
    }

    #[test]
    fn bad_words_are_named() {
        for (text, message) in [
            ("", "unexpected end of input: expected board"),
            (".X", "board: 2 characters, expected 3..=10"),
            (
                "..x.",
                "board: expected only `.X`, found `x` at character 3",
            ),
            ("5", "board: expected only `.X`, found `5` at character 1"),
            (
                "..\u{e9}",
                "board: expected only `.X`, found `\\xc3` at character 3",
            ),
            (
                "..\u{1b}",
                "board: expected only `.X`, found `\\x1b` at character 3",
            ),
            (
                "\0",
                "board: expected only `.X`, found `\\x00` at character 1",
            ),
            (".'.", "board: expected only `.X`, found `'` at character 2"),
            (
                "..\\",
                "board: expected only `.X`, found `\\\\` at character 3",
            ),
            ("... X", "unexpected trailing input starting at `X`"),
        ] {
            assert_eq!(
                word(text, 1 << 16, 3..=10).unwrap_err().0,
                message,
                "{text:?}"
            );
        }
    }
}

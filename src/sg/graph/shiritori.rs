//! AtCoder ABC209 E, Shiritori: players alternate saying words of a
//! dictionary, each beginning with the last three letters of the word said
//! just before it (a word may be said again); who cannot say a word loses.
//! For each word, who wins when the first player opens with it?
//!
//! **The positions.** Once a word is said, what may follow depends only on
//! its last three letters: the next word must begin with them, and
//! nothing else of the play so far matters (words may repeat). So a
//! position is a string of three letters, "the letters the next word must
//! begin with", and saying the word `w` moves from `w`'s first three
//! letters to its last three. That is a token game on a digraph with one
//! vertex per three-letter string (52^3 = 140608 of them, each a base-52
//! number: [`node`]) and one edge per word (a three-letter word is a loop;
//! a word listed twice is two parallel edges, which change no outcome). A
//! string that no word begins with is a vertex without moves: the player
//! who must answer it loses.
//!
//! **The answer.** Opening with `s_i` is always allowed, and leaves the
//! opponent to answer `s_i`'s last three letters. So the opener wins if
//! that vertex is lost for the player to move, loses if it is won, and the
//! game is a draw if it is a draw: [`openers`] labels the vertices by
//! [retrograde analysis](super::retrograde) (proof there) and reads them.
//!
//! O(N) for `N` words, after O(52^3) to set up the vertices.

use super::retrograde::{Retrograde, Reversed};
use crate::Outcome;

/// The number of three-letter strings over `a-z`, `A-Z`.
pub const NODES: usize = 52 * 52 * 52;

/// A letter's digit: `a-z` are 0..26, `A-Z` are 26..52; `None` for any
/// other byte.
///
/// # Example
/// ```
/// use cp_games::sg::graph::shiritori::letter;
/// assert_eq!((letter(b'a'), letter(b'Z'), letter(b'0')), (Some(0), Some(51), None));
/// ```
pub fn letter(b: u8) -> Option<u32> {
    match b {
        b'a'..=b'z' => Some(u32::from(b - b'a')),
        b'A'..=b'Z' => Some(u32::from(b - b'A') + 26),
        _ => None,
    }
}

/// The vertex of three letters, a number below [`NODES`].
///
/// # Panics
/// If a byte is not a letter of `a-z`, `A-Z`.
///
/// # Example
/// ```
/// use cp_games::sg::graph::shiritori::{node, NODES};
/// assert_eq!(node(*b"aaa"), 0);
/// assert_eq!(node(*b"ZZZ") as usize, NODES - 1);
/// assert_ne!(node(*b"abc"), node(*b"abC"));
/// ```
pub fn node(letters: [u8; 3]) -> u32 {
    letters.iter().fold(0, |code, &b| {
        code * 52 + letter(b).expect("shiritori::node: a letter of a-z or A-Z")
    })
}

/// The edge of a word: the vertices of its first three and of its last
/// three letters.
///
/// # Panics
/// If the word is shorter than three letters, or holds a byte that is not
/// a letter of `a-z`, `A-Z`.
///
/// # Example
/// ```
/// use cp_games::sg::graph::shiritori::{edge, node};
/// assert_eq!(edge(b"abcda"), (node(*b"abc"), node(*b"cda")));
/// ```
pub fn edge(word: &[u8]) -> (u32, u32) {
    let n = word.len();
    assert!(n >= 3, "shiritori::edge: a word of at least three letters");
    let three = |i: usize| node([word[i], word[i + 1], word[i + 2]]);
    (three(0), three(n - 3))
}

/// The outcome for the player who opens with each word, given the words'
/// [`edge`]s in order: [`Outcome::Win`] if the opener can force a win,
/// [`Outcome::Lose`] if the opponent can, [`Outcome::Draw`] if neither can.
///
/// # Panics
/// If a vertex is not below [`NODES`].
///
/// # Complexity
/// O(N + 52^3) time and memory for `N` words.
///
/// # Example
/// The first official sample: `abcd`, `bcda`, `ada`.
/// ```
/// use cp_games::sg::graph::shiritori::{edge, openers};
/// use cp_games::Outcome::*;
/// let words: Vec<_> = ["abcd", "bcda", "ada"].iter().map(|w| edge(w.as_bytes())).collect();
/// assert_eq!(openers(&words), [Lose, Win, Draw]);
/// ```
pub fn openers(edges: &[(u32, u32)]) -> Vec<Outcome> {
    let graph = Reversed::new(NODES, edges);
    let faced = Retrograde::new().outcomes(&graph, &[]);
    edges
        .iter()
        .map(|&(_, to)| faced[to as usize].for_previous())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{outcomes_within, settled_outcomes};
    use crate::sg::graph::tests::Tally;
    use crate::testing::Rng;
    use std::collections::HashMap;

    /// The game played by its rules: a position is the word said last, and
    /// a move says any word that begins with its last three letters.
    fn played(words: &[Vec<u8>]) -> Vec<Outcome> {
        let moves = |&i: &usize| {
            let w = &words[i];
            let tail = &w[w.len() - 3..];
            (0..words.len())
                .filter(|&j| &words[j][..3] == tail)
                .collect::<Vec<_>>()
        };
        let n = words.len();
        let after = outcomes_within(0..n, moves, n + 1);
        // Twice the plies change nothing: every forced win was found.
        assert_eq!(after, outcomes_within(0..n, moves, 2 * n + 2), "{words:?}");
        // After the opener says word i, the opponent is to move.
        (0..n)
            .map(|i| match after[&i] {
                Outcome::Win => Outcome::Lose,
                Outcome::Lose => Outcome::Win,
                Outcome::Draw => Outcome::Draw,
            })
            .collect()
    }

    fn solve(words: &[Vec<u8>]) -> Vec<Outcome> {
        let edges: Vec<(u32, u32)> = words.iter().map(|w| edge(w)).collect();
        openers(&edges)
    }

    /// Checks the analysis of `words` against the played game, and returns
    /// its outcomes.
    fn check(words: &[Vec<u8>]) -> Vec<Outcome> {
        let fast = solve(words);
        assert_eq!(fast, played(words), "{words:?}");
        fast
    }

    #[test]
    fn every_dictionary_of_three_letter_words_over_two_letters() {
        let all: Vec<Vec<u8>> = (0..8u8)
            .map(|m| {
                (0..3)
                    .map(|k| if m >> k & 1 == 1 { b'b' } else { b'a' })
                    .collect()
            })
            .collect();
        let mut seen = Tally::default();
        for subset in 1..1u32 << all.len() {
            let words: Vec<Vec<u8>> = (0..all.len())
                .filter(|&k| subset >> k & 1 == 1)
                .map(|k| all[k].clone())
                .collect();
            seen.add(check(&words));
        }
        seen.assert_each_over(50);
    }

    /// Random words of 3..=8 letters over `a`, `A`, `b` (so that the case
    /// of a letter matters), repeats included.
    fn random_words(rng: &mut Rng, n: usize) -> Vec<Vec<u8>> {
        (0..n)
            .map(|_| {
                let span = if rng.below(2) == 0 { 2 } else { 6 };
                let len = 3 + rng.below(span);
                (0..len).map(|_| b"aAb"[rng.below(3)]).collect()
            })
            .collect()
    }

    #[test]
    fn random_dictionaries_match_the_played_game() {
        // 3000 dictionaries in CI's exhaustive step, else the first 1000
        let rounds = if crate::testing::exhaustive() {
            3000
        } else {
            1000
        };
        Tally::of_random_rounds(209, rounds, |rng| {
            let n = 1 + rng.below(10);
            check(&random_words(rng, n))
        })
        .assert_each_over(rounds / 3);
    }

    /// 2 * 10^5 words (the judge's most), against the naive fixpoint on the
    /// game of three-letter strings kept as strings in a hash map.
    #[test]
    fn two_hundred_thousand_words_match_the_naive_fixpoint() {
        let mut rng = Rng::new(0x5eed);
        let letters = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
        let words: Vec<Vec<u8>> = (0..200_000)
            .map(|_| {
                let len = 3 + rng.below(6);
                (0..len)
                    .map(|_| letters[rng.below(letters.len())])
                    .collect()
            })
            .collect();
        let mut begins: HashMap<&[u8], Vec<&[u8]>> = HashMap::new();
        for w in &words {
            begins.entry(&w[..3]).or_default().push(&w[w.len() - 3..]);
        }
        let tails: Vec<&[u8]> = words.iter().map(|w| &w[w.len() - 3..]).collect();
        let (faced, plies) = settled_outcomes(tails.iter().copied(), |s: &&[u8]| {
            begins.get(s).cloned().unwrap_or_default()
        });
        let fast = solve(&words);
        let mut seen = Tally::default();
        for (i, t) in tails.iter().enumerate() {
            let expected = match faced[t] {
                Outcome::Win => Outcome::Lose,
                Outcome::Lose => Outcome::Win,
                Outcome::Draw => Outcome::Draw,
            };
            assert_eq!(fast[i], expected, "word {i}");
            seen.add([expected]);
        }
        assert!(plies > 3, "{plies}");
        seen.assert_each_over(1000);
    }

    #[test]
    fn loops_and_repeats() {
        // A three-letter word is a loop: with nothing else it is a draw.
        assert_eq!(solve(&[b"ABC".to_vec()]), [Outcome::Draw]);
        assert_eq!(
            solve(&[b"aaa".to_vec(), b"aaa".to_vec()]),
            [Outcome::Draw; 2]
        );
        // A word nobody can answer wins at once, however often it is listed.
        assert_eq!(
            solve(&[b"abcd".to_vec(), b"abcd".to_vec()]),
            [Outcome::Win; 2]
        );
    }
}

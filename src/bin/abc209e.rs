//! AtCoder ABC209 E, Shiritori: `N`, then `N` words; per word, who wins
//! when Takahashi opens with it: `Takahashi` / `Aoki` / `Draw`
//!
//! Accepted: `1 <= N <= 10^6`; words of 3 to 8 letters of `a-z`, `A-Z`,
//! repeats allowed
//!
//! Each word must begin with the last three letters of the word said before
//! it; who cannot say a word loses, and an endless game is a draw.
use cp_games::judge::{lines, run};
use cp_games::sg::graph::shiritori::{edge, openers};
use cp_games::Outcome;

const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

fn main() {
    run(|input| {
        let n: usize = input.read("N", 1..=1_000_000)?;
        let mut edges = Vec::with_capacity(n);
        for i in 1..=n {
            let word = input.word(&format!("word {i} of {n}"), LETTERS, 3..=8)?;
            edges.push(edge(&word));
        }
        Ok(lines(openers(&edges).into_iter().map(|o| match o {
            Outcome::Win => "Takahashi",
            Outcome::Lose => "Aoki",
            Outcome::Draw => "Draw",
        })))
    })
}

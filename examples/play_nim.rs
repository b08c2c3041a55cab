//! Play Nim against the program in the terminal. You move first; whoever
//! takes the last stone wins. The program plays optimally and explains why.
//!
//! `cargo run --release --example play_nim -- 3 4 5` (or no piles for random ones)

use cp_games::nim::{nim_sum, winning_move, Move};
use std::io::{BufRead, Write};

const USAGE: &str = "usage: play_nim [PILE...]
Play Nim against the program: you move first, typing `pile count` to take
count stones from a pile; whoever takes the last stone wins. PILE are the
starting pile sizes (not all zero); without them, 3 to 5 random piles.
example: cargo run --release --example play_nim -- 3 4 5";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{USAGE}");
        return;
    }
    let mut piles: Vec<u64> = if args.is_empty() {
        random_piles()
    } else {
        match args
            .iter()
            .map(|a| a.parse::<u64>())
            .collect::<Result<Vec<_>, _>>()
        {
            Ok(p) if p.iter().any(|&x| x > 0) => p,
            _ => {
                eprintln!("error: give pile sizes as non-negative integers, not all zero, e.g. `play_nim 3 4 5` (see --help)");
                std::process::exit(2);
            }
        }
    };
    println!("Nim: take any number of stones from one pile; whoever takes the last stone wins.");
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        show(&piles);
        // Your turn.
        let (pile, take) = loop {
            print!("Your move as `pile count` (e.g. `1 2` takes 2 from pile 1), or `q` to quit: ");
            std::io::stdout().flush().expect("flush stdout");
            let Some(Ok(line)) = lines.next() else {
                println!("\nBye.");
                return;
            };
            if line.trim() == "q" {
                println!("Bye.");
                return;
            }
            match parse_move(&line, &piles) {
                Ok(m) => break m,
                Err(why) => println!("Not a valid move: {why}."),
            }
        };
        piles[pile] -= take;
        println!("You take {take} from pile {}.", pile + 1);
        if piles.iter().all(|&p| p == 0) {
            println!("You took the last stone: you win!");
            return;
        }
        // My turn.
        show(&piles);
        let x = nim_sum(piles.iter().copied());
        match winning_move(&piles) {
            Some(Move { pile, to }) => {
                println!(
                    "The XOR of the piles is {x} (binary {x:b}). Pile {} has its top bit, so I make it {} ^ {x} = {to}: \
                     that leaves XOR 0, and any move you make breaks it again.",
                    pile + 1,
                    piles[pile]
                );
                println!("I take {} from pile {}.", piles[pile] - to, pile + 1);
                piles[pile] = to;
            }
            None => {
                let pile = (0..piles.len())
                    .max_by_key(|&i| piles[i])
                    .expect("a non-empty pile");
                println!(
                    "The XOR of the piles is 0, so every move I have loses against perfect play. \
                     I take 1 from pile {} and hope you slip.",
                    pile + 1
                );
                piles[pile] -= 1;
            }
        }
        if piles.iter().all(|&p| p == 0) {
            show(&piles);
            println!("I took the last stone: I win.");
            return;
        }
    }
}

fn show(piles: &[u64]) {
    let shown: Vec<String> = piles
        .iter()
        .enumerate()
        .map(|(i, p)| format!("pile {}: {p}", i + 1))
        .collect();
    println!("  {}", shown.join(" | "));
}

/// `"pile count"`, 1-based pile, as (index, count), or why it is refused.
fn parse_move(line: &str, piles: &[u64]) -> Result<(usize, u64), String> {
    let parts: Vec<&str> = line.split_whitespace().collect();
    let [pile, count] = parts[..] else {
        return Err("type two numbers, the pile and how many stones to take".into());
    };
    let pile: usize = pile
        .parse()
        .map_err(|_| format!("`{pile}` is not a pile number"))?;
    let count: u64 = count
        .parse()
        .map_err(|_| format!("`{count}` is not a number of stones"))?;
    if pile == 0 || pile > piles.len() {
        return Err(format!(
            "there is no pile {pile}; piles are 1 to {}",
            piles.len()
        ));
    }
    let size = piles[pile - 1];
    if count == 0 {
        return Err("you must take at least one stone".into());
    }
    if count > size {
        return Err(format!(
            "pile {pile} has only {size} stone{}",
            if size == 1 { "" } else { "s" }
        ));
    }
    Ok((pile - 1, count))
}

/// Three to five piles of 1..=15 stones, from a xorshift seeded by the clock.
fn random_piles() -> Vec<u64> {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let mut state = nanos | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let n = 3 + next() % 3;
    (0..n).map(|_| 1 + next() % 15).collect()
}

//! `hdu3032`, `hdu1536` and `luogu2490` end to end: random multi-case
//! inputs in the judges' formats, answered by the built binaries, against
//! game-tree searches that play each game's rules.

mod common;

use std::collections::HashMap;
use std::path::PathBuf;

fn answer(bin: &str, input: &str) -> String {
    let here = std::env::current_exe().unwrap();
    let exe: PathBuf = here.parent().unwrap().parent().unwrap().join(bin);
    let out = common::run(exe, input.as_bytes());
    assert!(
        out.status.success(),
        "{bin}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Whether the player to move wins, by searching every move `moves` lists.
fn wins(
    position: Vec<u64>,
    moves: &dyn Fn(&[u64]) -> Vec<Vec<u64>>,
    memo: &mut HashMap<Vec<u64>, bool>,
) -> bool {
    let mut key = position;
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let w = moves(&key).into_iter().any(|next| !wins(next, moves, memo));
    memo.insert(key, w);
    w
}

#[test]
fn hdu3032_matches_game_tree_search() {
    // Lasker's Nim: take any positive number from a heap, or split it into
    // two non-empty heaps.
    let moves = |heaps: &[u64]| {
        let mut out = Vec::new();
        for (i, &x) in heaps.iter().enumerate() {
            for y in 0..x {
                let mut next = heaps.to_vec();
                next[i] = y;
                out.push(next);
            }
            for a in 1..x {
                let mut next = heaps.to_vec();
                next[i] = a;
                next.push(x - a);
                out.push(next);
            }
        }
        out
    };
    let mut memo = HashMap::new();
    let mut rng = Rng(3032);
    let mut input = String::from("60\n");
    let mut expected = String::new();
    for _ in 0..60 {
        let n = 1 + rng.below(3) as usize;
        let heaps: Vec<u64> = (0..n).map(|_| 1 + rng.below(7)).collect();
        input += &format!("{n}\n{}\n", join(&heaps));
        let w = wins(heaps, &moves, &mut memo);
        expected += if w { "Alice\n" } else { "Bob\n" };
    }
    assert!(expected.contains("Alice") && expected.contains("Bob"));
    assert_eq!(answer("hdu3032", &input), expected);
}

#[test]
fn hdu1536_matches_game_tree_search() {
    let mut rng = Rng(1536);
    let mut input = String::new();
    let mut expected = String::new();
    for _ in 0..25 {
        let k = 1 + rng.below(4) as usize;
        let set: Vec<u64> = (0..k).map(|_| 1 + rng.below(8)).collect();
        let moves = |heaps: &[u64]| {
            let mut out = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                for &s in &set {
                    if s <= h {
                        let mut next = heaps.to_vec();
                        next[i] = h - s;
                        out.push(next);
                    }
                }
            }
            out
        };
        let mut memo = HashMap::new();
        let m = 1 + rng.below(6);
        input += &format!("{k} {}\n{m}\n", join(&set));
        for _ in 0..m {
            let l = 1 + rng.below(3) as usize;
            let heaps: Vec<u64> = (0..l).map(|_| rng.below(15)).collect();
            input += &format!("{l} {}\n", join(&heaps));
            expected.push(if wins(heaps, &moves, &mut memo) {
                'W'
            } else {
                'L'
            });
        }
        expected.push('\n');
    }
    input += "0\n";
    assert!(expected.contains('W') && expected.contains('L'));
    assert_eq!(answer("hdu1536", &input), expected);
}

#[test]
fn luogu2490_matches_playing_the_board_game() {
    // A state is the mover (0 white, 1 black) followed by the pieces'
    // cells from the left; white pieces are the even ones.
    fn mover_wins(cells: u64, d: usize, state: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(state) {
            return w;
        }
        let (white, pieces) = (state[0] == 0, &state[1..]);
        let mut options: Vec<(usize, Vec<u64>)> = Vec::new();
        for (i, &p) in pieces.iter().enumerate() {
            if (i % 2 == 0) != white {
                continue;
            }
            // every cell reachable over empty cells, in the mover's direction
            let mut to = Vec::new();
            if white {
                let stop = pieces.get(i + 1).copied().unwrap_or(cells);
                to.extend(p + 1..stop);
            } else {
                let stop = if i == 0 { 0 } else { pieces[i - 1] + 1 };
                to.extend(stop..p);
            }
            options.push((i, to));
        }
        let mut choice = vec![0usize; options.len()];
        let mut w = false;
        'all: loop {
            let moved = choice.iter().filter(|&&c| c > 0).count();
            if (1..=d).contains(&moved) {
                let mut next = state.to_vec();
                next[0] = 1 - state[0];
                for (j, &c) in choice.iter().enumerate() {
                    if c > 0 {
                        next[1 + options[j].0] = options[j].1[c - 1];
                    }
                }
                if !mover_wins(cells, d, &next, memo) {
                    w = true;
                    break 'all;
                }
            }
            let mut j = 0;
            loop {
                if j == options.len() {
                    break 'all;
                }
                if choice[j] < options[j].1.len() {
                    choice[j] += 1;
                    break;
                }
                choice[j] = 0;
                j += 1;
            }
        }
        memo.insert(state.to_vec(), w);
        w
    }
    for (n, k, d) in [
        (9u64, 4usize, 1usize),
        (9, 4, 2),
        (8, 6, 2),
        (8, 6, 3),
        (7, 2, 1),
        (10, 4, 4),
    ] {
        let mut memo = HashMap::new();
        let mut count = 0;
        for mask in 0u32..1 << n {
            if mask.count_ones() as usize != k {
                continue;
            }
            let mut state = vec![0u64];
            state.extend((0..n).filter(|c| mask >> c & 1 == 1));
            count += usize::from(mover_wins(n, d, &state, &mut memo));
        }
        assert_eq!(
            answer("luogu2490", &format!("{n} {k} {d}\n")),
            format!("{count}\n"),
            "n = {n}, k = {k}, d = {d}"
        );
    }
}

fn join(values: &[u64]) -> String {
    values
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

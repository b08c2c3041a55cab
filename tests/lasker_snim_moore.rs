//! `hdu3032`, `hdu1536` and `luogu2490` end to end: random multi-case
//! inputs in the judges' formats, answered by the built binaries, against
//! game-tree searches that play each game's rules.

use crate::common::{answer, join};
use cp_games::explore::{sorted, sum_options, Outcomes, Play};
use cp_games::testing::Rng;

#[test]
fn hdu3032_matches_game_tree_search() {
    // Lasker's Nim: take any positive number from a heap, or split it into
    // two non-empty heaps.
    let lasker = |x: u64| {
        let take = (0..x).map(|y| vec![y]);
        take.chain((1..x).map(|a| vec![a, x - a]))
            .collect::<Vec<_>>()
    };
    let mut game = Outcomes::new(Play::Normal, |heaps: &Vec<u64>| sum_options(heaps, lasker));
    let mut rng = Rng::new(3032);
    let mut input = String::from("60\n");
    let mut expected = String::new();
    for _ in 0..60 {
        let n = 1 + rng.below_u64(3) as usize;
        let heaps: Vec<u64> = (0..n).map(|_| 1 + rng.below_u64(7)).collect();
        input += &format!("{n}\n{}\n", join(&heaps));
        let w = game.wins(sorted(heaps));
        expected += if w { "Alice\n" } else { "Bob\n" };
    }
    assert!(expected.contains("Alice") && expected.contains("Bob"));
    assert_eq!(answer("hdu3032", &input), expected);
}

#[test]
fn hdu1536_matches_game_tree_search() {
    let mut rng = Rng::new(1536);
    let mut input = String::new();
    let mut expected = String::new();
    for _ in 0..25 {
        let k = 1 + rng.below_u64(4) as usize;
        let set: Vec<u64> = (0..k).map(|_| 1 + rng.below_u64(8)).collect();
        let take = |h: u64| {
            let set = &set;
            set.iter()
                .filter(move |&&s| s <= h)
                .map(move |&s| vec![h - s])
        };
        let mut game = Outcomes::new(Play::Normal, |heaps: &Vec<u64>| sum_options(heaps, take));
        let m = 1 + rng.below_u64(6);
        input += &format!("{k} {}\n{m}\n", join(&set));
        for _ in 0..m {
            let l = 1 + rng.below_u64(3) as usize;
            let heaps: Vec<u64> = (0..l).map(|_| rng.below_u64(15)).collect();
            input += &format!("{l} {}\n", join(&heaps));
            expected.push(if game.wins(sorted(heaps)) { 'W' } else { 'L' });
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
    // cells from the left; white pieces are the even ones. A move moves
    // from 1 to d of the mover's pieces.
    fn moves(cells: u64, d: usize, state: &[u64]) -> Vec<Vec<u64>> {
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
        // every choice of a target (or none) for each piece that can move
        let mut out = Vec::new();
        let mut choice = vec![0usize; options.len()];
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
                out.push(next);
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
        out
    }
    for (n, k, d) in [
        (9u64, 4usize, 1usize),
        (9, 4, 2),
        (8, 6, 2),
        (8, 6, 3),
        (7, 2, 1),
        (10, 4, 4),
    ] {
        let mut game = Outcomes::new(Play::Normal, |state: &Vec<u64>| moves(n, d, state));
        let mut count = 0;
        for mask in 0u32..1 << n {
            if mask.count_ones() as usize != k {
                continue;
            }
            let mut state = vec![0u64];
            state.extend((0..n).filter(|c| mask >> c & 1 == 1));
            count += usize::from(game.wins(state));
        }
        assert_eq!(
            answer("luogu2490", &format!("{n} {k} {d}\n")),
            format!("{count}\n"),
            "n = {n}, k = {k}, d = {d}"
        );
    }
}

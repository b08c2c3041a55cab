//! Tests of the sparse-space solver against the definition.

use super::super::brute::codes_to_sweep;
use super::*;

/// Every option value of a heap of `n`, from the definition.
fn options(game: &OctalGame, g: &[u8]) -> Vec<bool> {
    let n = g.len();
    let mut seen = vec![false; 256];
    if game.take_whole().contains(&n) {
        seen[0] = true;
    }
    for &k in game.take_leaving_one() {
        if n > k {
            seen[g[n - k] as usize] = true;
        }
    }
    for &k in game.take_and_split() {
        for a in 1..n.saturating_sub(k) {
            seen[(g[a] ^ g[n - k - a]) as usize] = true;
        }
    }
    seen
}

/// Step 1's marks, whatever the block size, are option values and hold
/// every common option value: splits with a rare part below the block,
/// in the marks, and found inside the block all count.
#[test]
fn step1_marks_exactly_the_common_options_in_blocks() {
    let len = 1500;
    let mut checked = 0;
    let codes = codes_to_sweep();
    for code in &codes {
        let game: OctalGame = code.parse().unwrap();
        for block in [1, 3, 8] {
            let mut solver = Sparse::with_block(game.clone(), block);
            for _ in 0..len {
                let g = match &solver.values {
                    GrundyValues::U8(v) => v.clone(),
                    _ => break, // values past 255: not this test's
                };
                let state = &mut solver.state;
                if state.mask != 0 {
                    let hit: Vec<u64> = match state.rare_bits.len() {
                        1 => state.step1::<u8, 1>(&game, &g).to_vec(),
                        2 => state.step1::<u8, 2>(&game, &g).to_vec(),
                        4 => state.step1::<u8, 4>(&game, &g).to_vec(),
                        _ => state.step1::<u8, 8>(&game, &g).to_vec(),
                    };
                    let seen = options(&game, &g);
                    for x in 0..64 * hit.len() {
                        let marked = hit[x / 64] >> (x % 64) & 1 == 1;
                        let option = x < 256 && seen[x];
                        assert!(!marked || option, "{code} G({}) marks {x}", g.len());
                        if !state.is_rare(x as u32) {
                            assert_eq!(marked, option, "{code} G({}), {x}", g.len());
                        }
                    }
                    checked += state.block_len.min(1);
                }
                solver.push_next();
            }
        }
    }
    // the block mode did run (over 10 000 times on the 1023 codes)
    assert!(
        checked > 10 * codes.len(),
        "{checked} on {} codes",
        codes.len()
    );
}

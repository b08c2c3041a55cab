use super::*;
use crate::explore::{Outcomes, Play};

/// Kayles on a row of `n` pins: knock down one pin or two adjacent ones;
/// the rows left on either side, empty ones left out.
fn kayles(&n: &u32) -> Vec<Vec<u32>> {
    let mut options = Vec::new();
    for k in 1..=n.min(2) {
        for left in 0..=n - k {
            let parts = [left, n - k - left];
            options.push(parts.into_iter().filter(|&r| r > 0).collect());
        }
    }
    options
}

fn least_absent(values: &[u64]) -> u64 {
    (0..).find(|v| !values.contains(v)).unwrap()
}

/// Kayles by brute force over whole rows of `n` cells: bit `i` of a mask
/// is a standing pin; a move clears one set bit or two adjacent set bits.
/// Every option is a smaller mask, so masks in increasing order.
fn kayles_masks(n: usize) -> Vec<u64> {
    let mut g = vec![0u64; 1 << n];
    for mask in 0..1usize << n {
        let mut options = Vec::new();
        for i in 0..n {
            if mask >> i & 1 == 1 {
                options.push(g[mask ^ 1 << i]);
                if i + 1 < n && mask >> (i + 1) & 1 == 1 {
                    options.push(g[mask ^ 3 << i]);
                }
            }
        }
        g[mask] = least_absent(&options);
    }
    g
}

/// The runs of set bits of `mask`, by length.
fn runs(mask: usize, n: usize) -> Vec<u32> {
    let mut out = Vec::new();
    let mut run = 0;
    for i in 0..=n {
        if i < n && mask >> i & 1 == 1 {
            run += 1;
        } else if run > 0 {
            out.push(run);
            run = 0;
        }
    }
    out
}

#[test]
fn kayles_agrees_with_a_search_over_whole_rows() {
    let n = 12;
    let g = kayles_masks(n);
    let mut splits = Splits::new(kayles);
    for (mask, &value) in g.iter().enumerate() {
        let parts = runs(mask, n);
        assert_eq!(splits.sum(parts.clone()), value, "{mask:b}");
        assert_eq!(splits.wins(parts.clone()), value != 0);
        // a winning move leaves a lost sum, and only a won sum has one
        match splits.winning_move(&parts) {
            Some((i, left)) => {
                let mut after = parts.clone();
                after.remove(i);
                after.extend(left);
                assert_eq!(splits.sum(after), 0, "{mask:b}");
            }
            None => assert_eq!(value, 0, "{mask:b}"),
        }
    }
    // the values of Kayles (Winning Ways), from the row search
    let values: Vec<u64> = (0..12).map(|n| g[(1 << n) - 1]).collect();
    assert_eq!(values, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
}

#[test]
fn kayles_has_period_12_from_71() {
    let mut splits = Splits::new(kayles);
    let g: Vec<u64> = (0..400).map(|n| splits.grundy(n)).collect();
    // the last exception is at 70 (Winning Ways)
    assert_ne!(g[70], g[82]);
    let period = [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7];
    for n in 71..400 {
        assert_eq!(g[n], period[n % 12], "{n}");
    }
    // the rows of 0 to 399 pins, each asked
    assert_eq!(splits.parts(), 400);
}

/// A rectangle as (short side, long side).
fn rect(a: u32, b: u32) -> (u32, u32) {
    (a.min(b), a.max(b))
}

/// Cutting a rectangle of whole cells along a grid line into two; a
/// 1 × 1 square cannot be cut.
fn cuts(&(a, b): &(u32, u32)) -> Vec<[(u32, u32); 2]> {
    let across = (1..a).map(move |i| [rect(i, b), rect(a - i, b)]);
    across
        .chain((1..b).map(move |j| [rect(a, j), rect(a, b - j)]))
        .collect()
}

/// The same game over whole positions: sorted lists of rectangles.
fn cut_positions(position: &[(u32, u32)]) -> Vec<Vec<(u32, u32)>> {
    let mut out = Vec::new();
    for (i, r) in position.iter().enumerate() {
        for pair in cuts(r) {
            let mut next = position.to_vec();
            next.remove(i);
            next.extend(pair);
            next.sort_unstable();
            out.push(next);
        }
    }
    out
}

#[test]
fn cutting_boards_agrees_with_a_search_over_whole_boards() {
    let mut splits = Splits::new(cuts);
    let mut whole = Outcomes::new(Play::Normal, |p: &Vec<(u32, u32)>| cut_positions(p));
    let small: Vec<(u32, u32)> = (1..=4).flat_map(|a| (a..=4).map(move |b| (a, b))).collect();
    for &r in &small {
        assert_eq!(splits.wins([r]), whole.wins(vec![r]), "{r:?}");
        for &s in &small {
            if r <= s && s.0 * s.1 <= 6 {
                let mut both = vec![r, s];
                both.sort_unstable();
                assert_eq!(splits.wins([r, s]), whole.wins(both), "{r:?} {s:?}");
            }
        }
    }
    // a 1 × 2 bar has one cut, to two squares: won; 1 × 3: either cut
    // leaves a 1 × 2 and a square, won for the next player: lost
    assert!(splits.wins([(1, 2)]) && !splits.wins([(1, 3)]));
}

#[test]
fn a_board_explores_its_parts_not_its_positions() {
    // every rectangle a ≤ b ≤ 40 is cut from the 40 × 40: 40·41/2 parts
    let mut splits = Splits::new(cuts);
    splits.grundy((40, 40));
    assert_eq!(splits.parts(), 40 * 41 / 2);
    // a row of 300 pins: the rows of 1 to 300 pins
    let mut kayles = Splits::new(kayles);
    kayles.grundy(300);
    assert_eq!(kayles.parts(), 300);
    // a board of 300 cells in segments: no new part
    kayles.wins([120, 37, 1, 142]);
    assert_eq!(kayles.parts(), 300);
}

#[test]
fn options_that_leave_nothing_and_deep_games() {
    // a part that can only be taken away is a Nim heap of 1
    let mut gone = Splits::new(|_: &u8| [Vec::<u8>::new()]);
    assert_eq!(gone.grundy(7), 1);
    assert_eq!(gone.outcome([1, 2, 3]), Outcome::Win);
    assert_eq!(gone.outcome([1, 2]), Outcome::Lose);
    // a chain 300,000 moves deep (far past a recursion's stack): n → n -
    // 1, worth n mod 2
    let mut chain = Splits::new(|&n: &u64| n.checked_sub(1).map(|m| [m]));
    assert_eq!(chain.grundy(300_000), 0);
    assert_eq!(chain.grundy(299_999), 1);
}

#[test]
fn cycles_panic_and_the_memo_stays_usable() {
    // 0..10 a chain; 10 → 11 → 12 → 10 a cycle
    let moves = |&x: &u8| match x {
        0 => vec![],
        1..=9 => vec![vec![x - 1]],
        _ => vec![vec![10 + (x - 9) % 3]],
    };
    let mut splits = Splits::new(moves);
    assert_eq!(splits.grundy(3), 1);
    let parts = splits.parts();
    let cyclic = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| splits.grundy(10)));
    assert!(cyclic.is_err());
    assert_eq!(splits.parts(), parts);
    assert_eq!(splits.grundy(6), 0);
    // a `moves` that panics once: the next search starts afresh
    let mut calls = 0;
    let mut flaky = Splits::new(move |&x: &u8| {
        calls += 1;
        assert!(calls != 3, "the third call fails");
        x.checked_sub(1).map(|m| [m])
    });
    let failed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| flaky.grundy(5)));
    assert!(failed.is_err());
    assert_eq!(flaky.grundy(5), 1);
}

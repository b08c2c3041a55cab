//! Codeforces 1091H (tokens in rows, a bitset Grundy table) and AtCoder
//! ARC116 F (the deque game, a minimax game): each binary against a
//! search that plays the statement's actual moves, at the limits, and on
//! bad input.

use crate::common::{answer, answers, check_each, rejects};
use cp_games::explore::{Minimax, Partizan};
use cp_games::testing::Rng;
use cp_games::Side;

type Rows = Vec<(i64, i64, i64)>;

/// `k` is a prime or a product of two primes: Ω(k) in {1, 2}, by trial
/// division.
fn prime_or_semiprime(k: i64) -> bool {
    let (mut rest, mut factors, mut d) = (k, 0, 2);
    while d * d <= rest {
        while rest % d == 0 {
            rest /= d;
            factors += 1;
        }
        d += 1;
    }
    if rest > 1 {
        factors += 1;
    }
    factors == 1 || factors == 2
}

/// The statement's moves: Alice (Left) moves a blue token, or a blue and
/// a white one, `k` cells right; Bob (Right) a red one, or a white and a
/// red one, `k` cells left; the three stay in order in distinct cells.
fn token_moves(f: i64) -> impl FnMut(&Rows, Side) -> Vec<Rows> {
    move |rows: &Rows, side: Side| {
        let mut out = Vec::new();
        for (i, &(b, w, r)) in rows.iter().enumerate() {
            for k in (2..=r - b).filter(|&k| k != f && prime_or_semiprime(k)) {
                let moved = match side {
                    Side::Left => [
                        (b + k < w).then_some((b + k, w, r)),
                        (w + k < r).then_some((b + k, w + k, r)),
                    ],
                    Side::Right => [
                        (r - k > w).then_some((b, w, r - k)),
                        (w - k > b).then_some((b, w - k, r - k)),
                    ],
                };
                for row in moved.into_iter().flatten() {
                    let mut next = rows.clone();
                    next[i] = row;
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    }
}

/// The input of cf1091h.
fn tricolore_input(f: i64, rows: &[(i64, i64, i64)]) -> String {
    let mut s = format!("{} {f}\n", rows.len());
    for (b, w, r) in rows {
        s += &format!("{b} {w} {r}\n");
    }
    s
}

#[test]
fn cf1091h_matches_the_token_game_and_the_xor_rule() {
    let mut rng = Rng::new(1091);
    for _ in 0..150 {
        let f = 2 + rng.below(15) as i64;
        let n = 1 + rng.below(3);
        let mut rows: Rows = (0..n)
            .map(|_| {
                let b = rng.below(17) as i64 - 8;
                let w = b + 1 + rng.below(if n == 1 { 12 } else { 7 }) as i64;
                (b, w, w + 1 + rng.below(if n == 1 { 12 } else { 7 }) as i64)
            })
            .collect();
        rows.sort_unstable();
        let mut game = Partizan::new(token_moves(f));
        let alice_first = game.wins(rows.clone(), Side::Left);
        let bob_first = game.wins(rows.clone(), Side::Right);
        // The impartiality claim: both players have the same options, so
        // the one to move wins iff the XOR of the gaps' values is non-zero,
        // the values by the plain mex over the moves k != f.
        let mut g = [0u64; 20];
        for x in 0..20 {
            let seen: Vec<u64> = (2..=x as i64)
                .filter(|&k| k != f && prime_or_semiprime(k))
                .map(|k| g[x - k as usize])
                .collect();
            g[x] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
        let xor = rows.iter().fold(0, |acc, &(b, w, r)| {
            acc ^ g[(w - b - 1) as usize] ^ g[(r - w - 1) as usize]
        });
        assert_eq!(
            (alice_first, bob_first),
            (xor != 0, xor != 0),
            "{rows:?} f = {f}"
        );
        let expected = format!(
            "{}\n{}\n",
            if alice_first { "Alice" } else { "Bob" },
            if bob_first { "Bob" } else { "Alice" }
        );
        assert_eq!(
            answer("cf1091h", &tricolore_input(f, &rows)),
            expected,
            "{rows:?} f = {f}"
        );
    }
}

#[test]
fn cf1091h_at_the_limits() {
    const E5: i64 = 100_000;
    // Gaps 0: nobody can move, so whoever starts loses.
    check_each(
        answers,
        "cf1091h",
        &[
            (
                &tricolore_input(2, &[(-E5, 1 - E5, 2 - E5)]),
                "Bob\nAlice\n",
            ),
            // f = 8 is no prime or semiprime: nothing is forbidden; gaps 2 and 2
            // (values equal) cancel, gaps 2 and 0 do not.
            (&tricolore_input(8, &[(0, 3, 6)]), "Bob\nAlice\n"),
            (&tricolore_input(8, &[(0, 3, 4)]), "Alice\nBob\n"),
            // f = 2 forbids the only move of a gap of 2 or 3.
            (&tricolore_input(2, &[(0, 3, 4)]), "Bob\nAlice\n"),
            (&tricolore_input(2, &[(0, 4, 5)]), "Alice\nBob\n"),
        ],
    );
    // The widest row, twice: the values cancel, whatever they are.
    let widest = (-E5, E5 - 1, E5);
    assert_eq!(
        answer("cf1091h", &tricolore_input(2, &[widest, widest])),
        "Bob\nAlice\n"
    );
    // 10^5 rows: pairs of equal rows cancel; one more row of gap 2 wins.
    let mut rng = Rng::new(5);
    let mut rows = Vec::new();
    for _ in 0..49_999 {
        let b = rng.below(100_000) as i64 - E5;
        let w = b + 1 + rng.below(100_000) as i64;
        let row = (b, w, w + 1 + rng.below((E5 - w) as usize) as i64);
        rows.push(row);
        rows.push(row);
    }
    assert_eq!(
        answer("cf1091h", &tricolore_input(200_000, &rows)),
        "Bob\nAlice\n"
    );
    rows.push((0, 3, 4));
    assert_eq!(
        answer("cf1091h", &tricolore_input(200_000, &rows)),
        "Alice\nBob\n"
    );
}

#[test]
fn cf1091h_refusals() {
    check_each(
        rejects,
        "cf1091h",
        &[
            ("0 2\n", "n"),
            ("100001 2\n", "n"),
            ("1 1\n0 1 2\n", "f"),
            ("1 200001\n0 1 2\n", "f"),
            ("1 2\n-100001 1 2\n", "b of row 1"),
            ("2 2\n0 1 2\n0 0 2\n", "w of row 2"),
            ("1 2\n0 2 1\n", "r of row 1"),
            ("1 2\n0 1 100001\n", "r of row 1"),
            ("1 2\n-0 1 2\n", "b of row 1"),
            ("1 2\n0 1\n", "r of row 1"),
            ("1 2\n0 1 2 3\n", "trailing"),
        ],
    );
}

/// The deque game by its rules: delete an end of a sequence of length 2
/// or more; the payoff is the sum of what is left.
#[test]
fn arc116f_matches_a_minimax_search_of_the_game() {
    type Position = Vec<Vec<u64>>;
    let mut game = Minimax::new(
        |p: &Position, _: Side| {
            let mut out = Vec::new();
            for (i, s) in p.iter().enumerate().filter(|(_, s)| s.len() >= 2) {
                for rest in [&s[1..], &s[..s.len() - 1]] {
                    let mut next = p.clone();
                    next[i] = rest.to_vec();
                    out.push(next);
                }
            }
            out
        },
        |p: &Position, _: Side| p.iter().map(|s| s[0]).sum::<u64>(),
    );
    let mut rng = Rng::new(116);
    for round in 0..300 {
        let k = 1 + rng.below(3);
        let top = if round % 2 == 0 { 3 } else { 1_000_000_000 };
        let position: Position = (0..k)
            .map(|_| {
                (0..1 + rng.below(5))
                    .map(|_| 1 + rng.below_u64(top))
                    .collect()
            })
            .collect();
        let mut input = format!("{k}\n");
        for s in &position {
            let text: Vec<String> = s.iter().map(u64::to_string).collect();
            input += &format!("{} {}\n", s.len(), text.join(" "));
        }
        let expected = game.value(position.clone(), Side::Left);
        assert_eq!(
            answer("arc116f", &input),
            format!("{expected}\n"),
            "{position:?}"
        );
    }
}

#[test]
fn arc116f_at_the_limits() {
    // 2*10^5 sequences of one 10^9: nothing to play, 2*10^14 in all.
    let ones = format!("200000\n{}", "1 1000000000\n".repeat(200_000));
    assert_eq!(answer("arc116f", &ones), "200000000000000\n");
    // One sequence of 2*10^5 (even): Takahashi opens it and leaves an odd
    // one that Aoki opens: 1..=n, its middle three n/2, n/2+1, n/2+2
    // after deleting n (or n/2-1, n/2, n/2+1 after deleting 1); Aoki first
    // keeps min(max(a, b), max(b, c)) = b, so Takahashi keeps n/2 + 1.
    let n = 200_000u64;
    let seq: Vec<String> = (1..=n).map(|v| v.to_string()).collect();
    assert_eq!(
        answer("arc116f", &format!("1\n{n} {}\n", seq.join(" "))),
        format!("{}\n", n / 2 + 1)
    );
    // 10^5 pairs (1, 10^9): each opener keeps his end; Takahashi opens
    // half of them, Aoki the other half.
    let pairs = format!("100000\n{}", "2 1 1000000000\n".repeat(100_000));
    assert_eq!(
        answer("arc116f", &pairs),
        format!("{}\n", 50_000 * 1_000_000_001u64)
    );
}

#[test]
fn arc116f_refusals() {
    check_each(
        rejects,
        "arc116f",
        &[
            ("0\n", "K"),
            ("200001\n", "K"),
            ("1\n0\n", "N_1"),
            ("2\n1 5\n0\n", "N_2"),
            ("1\n2 1 0\n", "A_1 2 of 2"),
            ("1\n2 1 1000000001\n", "A_1 2 of 2"),
            ("1\n3 1 2\n", "A_1 3 of 3"),
            // The total passes 2*10^5: the second sequence has room for 199999 - 1.
            ("3\n1 1\n199999 1\n", "N_2"),
            ("1\n1 1 1\n", "trailing"),
        ],
    );
}

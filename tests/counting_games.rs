//! `abc212h`, `arc143c`, `cf1704f` and `abc265h` at the limits of their
//! inputs and on bad input (their solvers are checked against game-tree
//! searches in their modules).

use crate::common::{answer, answers, check_each, rejects};

fn abc212h_input(n: u64, sizes: &[u32]) -> String {
    let list: Vec<String> = sizes.iter().map(u32::to_string).collect();
    format!("{} {}\n{}\n", n, sizes.len(), list.join(" "))
}

#[test]
fn abc212h_at_the_limits() {
    // Every size 1..2^16: F(0) = 65535 and F(s) = -1 for s != 0, so the
    // nim-sum-0 sequences of length m are (65535^m + 65535 (-1)^m) / 65536;
    // summed over m = 1..N and subtracted from sum 65535^m (mod p, in
    // Python: `S = sum(pow(65535, m, p) for m in range(1, N + 1))`, then
    // `(S - (S + 65535 * sum((-1)^m)) * pow(65536, p - 2, p)) % p`).
    let all: Vec<u32> = (1..1 << 16).collect();
    check_each(
        answers,
        "abc212h",
        &[
            (&abc212h_input(200_000, &all), "728831649\n"),
            (&abc212h_input(199_999, &all), "461730551\n"),
            // One size: the odd lengths win (F(0) = 1, the geometric ratio 1).
            (&abc212h_input(200_000, &[1]), "100000\n"),
            (&abc212h_input(1, &[65_535]), "1\n"),
            // Two equal heaps lose: lengths 1 and 2 of one size win once.
            (&abc212h_input(2, &[65_535]), "1\n"),
        ],
    );
}

#[test]
fn abc212h_refusals() {
    check_each(
        rejects,
        "abc212h",
        &[
            ("0 1\n1\n", "N"),
            ("200001 1\n1\n", "N"),
            ("1 0\n", "K"),
            ("1 65536\n", "K"),
            ("1 2\n1 0\n", "A 2 of 2"),
            ("1 2\n1 65536\n", "A 2 of 2"),
            ("3 3\n5 7 5\n", "the value 5 is given twice"),
            ("3 3\n5 7\n", "A 3 of 3"),
        ],
    );
}

fn arc143c_input(x: u64, y: u64, piles: &[u64]) -> String {
    let list: Vec<String> = piles.iter().map(u64::to_string).collect();
    format!("{} {} {}\n{}\n", piles.len(), x, y, list.join(" "))
}

#[test]
fn arc143c_at_the_limits() {
    const E9: u64 = 1_000_000_000;
    // X + Y = 2*10^9 exceeds every pile; Takahashi needs a pile of X.
    check_each(
        answers,
        "arc143c",
        &[
            (&arc143c_input(E9, E9, &[E9; 200_000]), "First\n"),
            (&arc143c_input(E9, E9, &[E9 - 1; 200_000]), "Second\n"),
            // X = Y = 1: a pile of even size has residue 0.
            (&arc143c_input(1, 1, &[E9; 200_000]), "Second\n"),
        ],
    );
    let mut piles = vec![E9; 200_000];
    piles[123_456] = E9 - 1;
    check_each(
        answers,
        "arc143c",
        &[
            (&arc143c_input(1, 1, &piles), "First\n"),
            // X > Y: a residue in [Y, X) hands the game to Aoki.
            (&arc143c_input(E9, 1, &[E9, 1]), "Second\n"),
            (&arc143c_input(E9, 1, &[E9, E9]), "First\n"),
            (&arc143c_input(1, E9, &[1, E9 - 1]), "First\n"),
        ],
    );
}

#[test]
fn arc143c_refusals() {
    check_each(
        rejects,
        "arc143c",
        &[
            ("0 1 1\n", "N"),
            ("200001 1 1\n", "N"),
            ("1 0 1\n1\n", "X"),
            ("1 1 1000000001\n1\n", "Y"),
            ("2 1 1\n1 0\n", "A 2 of 2"),
            ("1 1 1\n1000000001\n", "A 1 of 1"),
            ("2 1 1\n3\n", "A 2 of 2"),
        ],
    );
}

fn cf1704f_input(rows: &[String]) -> String {
    let mut s = format!("{}\n", rows.len());
    for row in rows {
        s += &format!("{}\n{}\n", row.len(), row);
    }
    s
}

#[test]
fn cf1704f_at_the_limits() {
    // One row of 5*10^5, all alternating: one run, worth G(500000) =
    // G(53 + (500000 - 53) mod 34) = G(64) = 4 in Dawson's Kayles (.07 has
    // period 34 from 53; G(64) by the recurrence G(L) = mex G(a) ^ G(L-2-a)
    // run in Python), so Alice wins. With more reds than blues in any order
    // Alice wins, with more blues Bob.
    let alternating: String = "RB".repeat(250_000);
    assert_eq!(answer("cf1704f", &cf1704f_input(&[alternating])), "Alice\n");
    let reds = format!("{}{}", "B".repeat(249_999), "R".repeat(250_001));
    assert_eq!(answer("cf1704f", &cf1704f_input(&[reds])), "Alice\n");
    let blues = format!("{}{}", "R".repeat(249_999), "B".repeat(250_001));
    assert_eq!(answer("cf1704f", &cf1704f_input(&[blues])), "Bob\n");
    // RRBB blocks: each unequal neighbour pair is a run of 2 (G(2) = 1)
    // between equal pairs, 249999 of them (and a run of 1 at each end,
    // G(1) = 0): odd, so Alice.
    assert_eq!(
        answer("cf1704f", &cf1704f_input(&["RRBB".repeat(125_000)])),
        "Alice\n"
    );
    // 10^4 tests of 50 cells: RB pairs, separated by equal neighbours
    // (RBBR..), 25 runs of 2 (G = 1): odd, Alice.
    let rows: Vec<String> = (0..10_000).map(|_| "RBBR".repeat(12) + "RB").collect();
    let out = answer("cf1704f", &cf1704f_input(&rows));
    assert_eq!(out, "Alice\n".repeat(10_000));
}

#[test]
fn cf1704f_refusals() {
    check_each(
        rejects,
        "cf1704f",
        &[
            ("0\n", "t"),
            ("10001\n", "t"),
            ("1\n1\nR\n", "n"),
            ("1\n3\nRB\n", "s"),
            ("1\n2\nRBR\n", "s"),
            ("1\n2\nRW\n", "s"),
            ("1\n500001\n", "n"),
        ],
    );
    let two = format!("2\n250000\n{}\n250001\n", "R".repeat(250_000));
    rejects("cf1704f", two.as_bytes(), "the sum of n");
}

#[test]
fn abc265h_at_the_limits() {
    // W = 2: every row is 0 (away, no free square) or *0 (facing, no gap).
    check_each(
        answers,
        "abc265h",
        &[
            ("8000 2\n", "0\n"),
            // W = 3: rows -1, 0, +1 (away), *0 twice and *1 (facing). With
            // c(k) = [u^0] (u + 1/u + k)^H = sum_j C(H, 2j) C(2j, j) k^(H - 2j),
            // Z = c(4) boards have S = 0, (c(4) + c(2)) / 2 of them an even number
            // of *1 rows; the answer (6^H - Z) / 2 + Z - (c(4) + c(2)) / 2, mod p,
            // was computed in Python from these binomial sums.
            ("8000 3\n", "32887043\n"),
            ("1 2\n", "0\n"),
            // One row of 30: away rows with a > c win, facing rows with a gap.
            // Away: pairs a, c >= 0 with a + c <= 28, a > c: (435 - 15) / 2 = 210;
            // facing with gap g >= 1: sum_{g=1..28} (29 - g) = 406.
            ("1 30\n", "616\n"),
        ],
    );
}

#[test]
fn abc265h_refusals() {
    check_each(
        rejects,
        "abc265h",
        &[
            ("0 3\n", "H"),
            ("8001 3\n", "H"),
            ("3 1\n", "W"),
            ("3 31\n", "W"),
            ("3\n", "W"),
        ],
    );
}

#!/usr/bin/env python3
"""The attacker's benchmarks: inputs built to be expensive, all inside the
ranges the README documents, run through the release binaries under a
256 MiB address-space limit (`ulimit -v 262144`: an allocation past it
aborts the binary, which fails the family). Each must end, with its answer
or the documented one-line refusal, within 256 MiB of peak memory and 2 s
of CPU time, or 20 ms per MB of input when the input
is longer than 100 MB (reading is linear in the input, which `n` does not
bound). The script prints a markdown table and exits non-zero if any
family breaks its bound.

Usage: python3 benches/worst.py [--runs N] [--only BIN ...] [--list]
(from anywhere; N runs per family, the worst one reported, default 3;
--only runs just the families of those binaries; --list builds every
family, prints its binary and title and runs nothing)

Disk: every input file is deleted after the last family that reads it, and
the large ones (`big_file`, or any `Runner.defer`) are written only just
before the first, so at most one large input is on disk at a time (the
largest is 840 MB); the 1.1 GB token, hdu1536's 1.07 GB inputs and the
inputs refused past a cap go through a pipe (`piped_file`). The temporary
folder is removed at the end, also on failure or Ctrl-C.
"""
import argparse
import os
import random
import subprocess

from harness import ROOT, Piped, Runner, fail

CPU_LIMIT = 2.0
PER_MB = 0.02
RSS_LIMIT_MIB = 256
N18 = 10**18


def is_prime(n):
    """Miller-Rabin with the first 12 primes as bases: exact for n < 3.18 * 10^23."""
    if n < 2:
        return False
    bases = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
    for p in bases:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in bases:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def primes(count, start=2):
    found, p = [], start
    while len(found) < count:
        if is_prime(p):
            found.append(p)
        p += 1
    return found


def repeated_tokens(header, token, count, footer=""):
    """A writer of header, then `count` copies of `token` separated by
    spaces, a newline and `footer`, in chunks of 2^16 tokens."""

    def write(f):
        f.write(header)
        chunk = 1 << 16
        piece = (token + " ") * chunk
        for _ in range(count // chunk):
            f.write(piece)
        f.write((token + " ") * (count % chunk))
        f.write("\n" + footer)

    return write


def big_file(r, name, header, token, count):
    """header, then `count` copies of `token` separated by spaces, written in
    chunks just before the first family that uses it runs (see
    `Runner.defer`; appending to the path in the meantime is kept)."""
    return r.defer(name, repeated_tokens(header, token, count))


def piped_file(header, token, count, footer=""):
    """Like `big_file`, fed through a pipe (see `Piped`): for inputs the
    binary refuses early, or too large to keep on disk."""
    write = repeated_tokens(header, token, count, footer)
    return Piped(len(header) + (len(token) + 1) * count + 1 + len(footer), write)


def named_games(r):
    """hdu1907, poj1067, hdu1846, hdu2516, poj1704: the most values the
    ranges allow, the most test cases (10^6 is the documented limit, and
    more are refused early), and the largest sorts."""
    fam = []

    def spread(name, header, count, low, size, footer=""):
        """header, then `count` distinct values low + (i * 2654435761 mod size)
        (a bijection of 0..size, so distinct when count <= size), footer."""
        def write(f):
            f.write(header)
            for start in range(0, count, 1 << 16):
                f.write(" ".join(str(low + i * 2654435761 % size) for i in range(start, min(count, start + (1 << 16)))))
                f.write(" ")
            f.write("\n" + footer)

        return r.defer(name, write)

    top = big_file(r, "misere.in", "1\n5000000\n", "18446744073709551615", 5 * 10**6)
    fam.append(("1907: one game of 5 * 10^6 piles of 2^64 - 1 (105 MB)", "hdu1907", top, "Brother"))
    games = big_file(r, "misere-games.in", "1000000\n", "10 " + " ".join(["999999937"] * 10), 10**6)
    fam.append(("1907: 10^6 games of 10 piles of 9 digits (104 MB)", "hdu1907", games, None))
    ones = big_file(r, "misere-ones.in", "1000000\n", "1 1", 10**6)
    fam.append(("1907: 10^6 games of one pile of 1 (4 MB)", "hdu1907", ones, None))
    wythoff = big_file(r, "wythoff.in", "", f"{N18 - 1} 618033988749894848", 10**6)
    fam.append(("1067: 10^6 positions near 10^18 (38 MB)", "poj1067", wythoff, None))
    many = big_file(r, "wythoff-many.in", "", "0 0", 25 * 10**6)
    fam.append(("1067: 2.5 * 10^7 positions `0 0` (100 MB), over 10^6", "poj1067", many, "refused"))
    bash = big_file(r, "bash.in", "1000000\n", f"{N18} {N18 - 1}", 10**6)
    fam.append(("1846: 10^6 games of 10^18 stones (40 MB)", "hdu1846", bash, None))
    fib = big_file(r, "fib.in", "", "999999999999999999", 10**6)
    with open(fib, "a") as f:
        f.write("0\n")
    fam.append(("2516: 10^6 piles of 10^18 - 1, then 0 (20 MB)", "hdu2516", fib, None))
    twos = big_file(r, "fib-many.in", "", "2", 5 * 10**7)
    fam.append(("2516: 5 * 10^7 piles of 2 (100 MB), over 10^6", "hdu2516", twos, "refused"))
    cells = spread("cells.in", "1\n5000000\n", 5 * 10**6, 10**18 - 2 * 10**17, 10**17)
    fam.append(("1704: one game, 5 * 10^6 cells of 18 digits, shuffled (95 MB)", "poj1704", cells, None))
    cells = spread("cells8.in", "1\n11000000\n", 11 * 10**6, 10**7, 11 * 10**6)
    fam.append(("1704: one game, 1.1 * 10^7 cells of 8 digits, shuffled (99 MB)", "poj1704", cells, None))
    # A game's cells are held to be sorted: 2^24 of them at most (128 MiB).
    cells = spread("cells-cap.in", "1\n16777216\n", 2**24, 10**7, 2**24)
    fam.append(("1704: one game, 2^24 cells of 8 digits, shuffled (151 MB), the cap", "poj1704", cells, None))
    over = piped_file("1\n35000000\n", "12345678", 35 * 10**6)
    fam.append(("1704: one game of 3.5 * 10^7 cells (315 MB, piped), over 2^24", "poj1704", over, "refused"))
    lone = big_file(r, "cells-games.in", "1000000\n", "1 5", 10**6)
    fam.append(("1704: 10^6 games of one chessman (4 MB)", "poj1704", lone, None))
    return fam


def families(r):
    rng = random.Random(2026)
    line = lambda xs: " ".join(map(str, xs))
    fam = []

    # --- acwing890 -------------------------------------------------------
    p23 = primes(23)
    big = [N18 - 2 * i - 1 for i in range(41)]
    fam.append(("890: 23 small primes + 41 divisors in (n/2, n], n = 10^18", "acwing890",
                f"{N18} 64\n{line(p23 + big)}\n", None))
    p12 = primes(12)
    pairs = [a * b for i, a in enumerate(p12) for b in p12[i + 1:]][:64]
    fam.append(("890: 64 products of two of the first 12 primes, n = 10^18 (merging)", "acwing890",
                f"{N18} 64\n{line(pairs)}\n", None))
    p64 = primes(64)
    fam.append(("890: the 64 smallest primes, n = 10^18", "acwing890", f"{N18} 64\n{line(p64)}\n", None))
    fam.append(("890: divisors 2..=65, n = 10^18", "acwing890", f"{N18} 64\n{line(range(2, 66))}\n",
                "868412648149729878"))
    mixed = [2 * p for p in primes(24)] + [N18 // 1024 + 2 * i + 1 for i in range(40)]
    fam.append(("890: 24 composites + 40 divisors with ~1024 multiples each", "acwing890",
                f"{N18} 64\n{line(mixed)}\n", None))
    gcd_heavy = [6, 15] + primes(16, 7) + primes(46, 10**14)
    fam.append(("890: 6, 15, 16 small primes, 46 primes near 10^14 (costly gcds)", "acwing890",
                f"{N18} 64\n{line(gcd_heavy)}\n", None))
    smooth = sorted({2**a * 3**b * 5**c for a in range(8) for b in range(5) for c in range(4)})[1:65]
    fam.append(("890: 64 {2,3,5}-smooth divisors, n = 10^18 (merging)", "acwing890",
                f"{N18} 64\n{line(smooth)}\n", None))

    # --- acwing891 / 892 / 894: long inputs ------------------------------
    nim = big_file(r, "nim.in", "10000000\n", "999999937", 10**7)
    fam.append(("891: 10^7 piles of 9 digits (100 MB)", "acwing891", nim, None))
    def one_token(f):
        f.write("1\n")
        chunk = "7" * (1 << 20)
        for _ in range(1100):
            f.write(chunk)

    token = Piped(2 + 1100 * (1 << 20), one_token)
    fam.append(("891: one 1.1 GB token", "acwing891", token, "refused"))
    fam.append(("892: 10^7 steps (100 MB)", "acwing892", nim, None))
    # The bulk decoder converts up to 16 digits at once; longer numbers,
    # and blocks that mix them with short ones, take its slower paths.
    top = big_file(r, "top.in", "10000000\n", "18446744073709551615", 10**7)
    fam.append(("891: 10^7 piles of 2^64 - 1 (20 digits, 210 MB)", "acwing891", top, None))
    mixed = big_file(r, "mixed.in", "10000000\n", "12345678901234567 1 22 333 4444", 2 * 10**6)
    fam.append(("891: 10^7 piles, every fifth of 17 digits (64 MB)", "acwing891", mixed, None))
    crlf = big_file(r, "crlf.in", "10000000\r\n", "999999937\r\n7\t", 5 * 10**6)
    fam.append(("891: 10^7 piles split by \\r\\n and tabs (70 MB)", "acwing891", crlf, None))
    split = big_file(r, "split.in", "10000000\n", "999999999999999999", 10**7)
    fam.append(("894: 10^7 piles of 10^18 - 1 (190 MB)", "acwing894", split, None))

    # --- acwing893 ---------------------------------------------------------
    for step in (65536, 16384):
        moves = [step * j for j in range(1, 129)] + [N18]
        fam.append((f"893: 128 multiples of {step} + 10^18, heap 10^18", "acwing893",
                    f"{len(moves)}\n{line(moves)}\n1\n{N18}\n", None))
    moves = list(range(1, 64)) + [N18]
    fam.append(("893: moves 1..=63 + 10^18, heap 10^18", "acwing893", f"64\n{line(moves)}\n1\n{N18}\n", "Yes"))
    for k, top in ((100, 10**4), (8, 2**23), (64, 2**20), (1000, 2**16), (100000, 10**6)):
        moves = sorted(rng.sample(range(1, top + 1), k))
        fam.append((f"893: {k} random moves <= {top}, heap 10^18", "acwing893",
                    f"{k}\n{line(moves)}\n1\n{N18}\n", None))
    # moves 1..=k: grundy(h) = h mod (k + 1), by sliding windows
    fam.append(("893: moves 1..=10^6, heap 10^18", "acwing893",
                f"1000000\n{line(range(1, 10**6 + 1))}\n1\n{N18}\n", "Yes" if N18 % (10**6 + 1) else "No"))
    moves = sorted(rng.randrange(1, N18) for _ in range(10**6))
    fam.append(("893: 10^6 random moves below 10^18, heap 10^18", "acwing893",
                f"1000000\n{line(moves)}\n1\n{N18}\n", None))
    # Consecutive moves a..=b: grundy(h) = (h mod (a + b)) // a, swept by
    # segments. Adding moves 1..=63 makes the segments short and stops the
    # sweep, as do 200000 short runs (too many runs to sweep): refused.
    a = 2 * 10**17 + 12345
    b = a + 10**6 - 1
    for h, label in ((N18 - 7, "10^18 - 7"), (2 * a + b, "2a + b")):
        fam.append((f"893: 10^6 consecutive moves a = 2 * 10^17 + 12345 ..= b, heap {label}", "acwing893",
                    f"1000000\n{line(range(a, b + 1))}\n1\n{h}\n", "Yes" if (h % (a + b)) // a else "No"))
    fam.append(("893: moves 1..=63 and a..a + 999937, heap 10^18 - 7", "acwing893",
                f"{10**6}\n{line(list(range(1, 64)) + list(range(a, a + 10**6 - 63)))}\n1\n{N18 - 7}\n", None))
    moves = [s for s in range(1, 2 * 10**6) if s % 8 < 5][:10**6]
    fam.append(("893: 10^6 moves in 200000 runs of 5, heap 10^18", "acwing893",
                f"{len(moves)}\n{line(moves)}\n1\n{N18}\n", None))
    moves = [1, 2, N18 // 2]
    fam.append(("893: moves {1, 2, 5 * 10^17}, 100 heaps near 10^18", "acwing893",
                f"3\n{line(moves)}\n100\n{line(N18 - i for i in range(100))}\n", None))
    heaps = big_file(r, "heaps.in", "3\n1 2 3\n140000000\n", "12345", 140_000_000)
    fam.append(("893: 1.4 * 10^8 heaps (840 MB), moves {1, 2, 3}", "acwing893", heaps, None))

    # --- uva10561 --------------------------------------------------------
    # The cost is the values of .007 up to the longest run of safe cells
    # (about quadratic), then linear per board.
    m = 50_000
    fam.append(("10561: one empty board of 50,000 cells", "uva10561", f"1\n{'.' * m}\n", None))
    fam.append(("10561: 99 empty boards of 50,000 cells", "uva10561", "99\n" + f"{'.' * m}\n" * 99, None))
    fam.append(("10561: 99 boards X.X.X... (every empty cell wins at once)", "uva10561",
                "99\n" + f"{('X.' * m)[:m]}\n" * 99, None))
    boards = []
    for _ in range(99):
        cells = ["."] * m
        for i in rng.sample(range(m), 40):
            cells[i] = "X"
        board = "".join(cells).replace("XXX", "X.X")
        boards.append(board)
    fam.append(("10561: 99 boards of 50,000 cells, 40 random X each", "uva10561",
                "99\n" + "\n".join(boards) + "\n", None))

    # --- hdu3032 / hdu1536 / luogu2490 ----------------------------------
    top = big_file(r, "lasker.in", "1\n10000000\n", "18446744073709551615", 10**7)
    fam.append(("3032: 10^7 heaps of 2^64 - 1 (210 MB)", "hdu3032", top, None))
    many = big_file(r, "lasker-cases.in", "1000000\n", "1 18446744073709551615", 10**6)
    fam.append(("3032: 10^6 cases of one heap of 2^64 - 1", "hdu3032", many, None))
    def hundred_cases(f):
        f.write("100\n")
        for _ in range(100):
            f.write("100000\n" + "2147483647 " * 10**5 + "\n")

    cases = r.defer("lasker-10.in", hundred_cases)
    fam.append(("3032: 100 cases of 10^5 heaps of 2^31 - 1", "hdu3032", cases, None))
    tiny = big_file(r, "snim-tiny.in", "", "1 1 1 1 5", 10**7)
    with open(tiny, "a") as f:
        f.write("0\n")
    fam.append(("1536: 10^7 move sets {1}, one heap each", "hdu1536", tiny, "refused"))
    tiny = big_file(r, "snim-sets.in", "", "1 1 1 1 5", 2**18)
    with open(tiny, "a") as f:
        f.write("0\n")
    fam.append(("1536: 2^18 move sets {1}, one heap each", "hdu1536", tiny, None))
    short = big_file(r, "snim-positions.in", "1 1\n25000000\n", "1 5", 25 * 10**6)
    with open(short, "a") as f:
        f.write("0\n")
    fam.append(("1536: 2.5 * 10^7 positions of one heap, moves {1}", "hdu1536", short, None))
    # The answers are held one bit each, 2^28 positions in all at most.
    cap = piped_file("1 1\n268435456\n", "1 5", 2**28, "0\n")
    fam.append(("1536: 2^28 positions of one heap, moves {1} (1.07 GB, piped), the cap", "hdu1536", cap, None))
    over = piped_file("1 1\n270000000\n", "1 5", 270_000_000, "0\n")
    fam.append(("1536: 2.7 * 10^8 positions of one heap (1.08 GB, piped), over 2^28", "hdu1536", over, "refused"))
    heaps = big_file(r, "snim-heaps.in", "3 1 2 3\n1\n10000000\n", "12345", 10**7)
    with open(heaps, "a") as f:
        f.write("0\n")
    fam.append(("1536: one position of 10^7 heaps, moves {1, 2, 3}", "hdu1536", heaps, None))
    for count in (300, 3000):
        text = []
        for _ in range(count):
            moves = sorted(rng.sample(range(1, 10**4 + 1), 100))
            text.append(f"100 {line(moves)}\n1\n1 10000\n")
        fam.append((f"1536: {count} sets of 100 random moves <= 10^4, one heap of 10^4 each", "hdu1536",
                    "".join(text) + "0\n", None))
    text = "".join(f"64 {line(list(range(1, 64)) + [N18])}\n1\n1 {N18}\n" for _ in range(1000))
    fam.append(("1536: 1000 sets of 1..=63 + 10^18, heap 10^18 each", "hdu1536", text + "0\n", None))
    fam.append(("1536: moves 1..=10^6, heap 10^18", "hdu1536",
                f"1000000 {line(range(1, 10**6 + 1))}\n1\n1 {N18}\n0\n", None))
    for k, d in ((100, 1), (100, 100), (2, 1)):
        fam.append((f"2490: n = 10^4, k = {k}, d = {d}", "luogu2490", f"10000 {k} {d}\n", None))

    # --- nim_product_64 ---------------------------------------------------
    pairs = big_file(r, "products.in", "1000000\n", "18446744073709551615 18446744073709551615\n", 10**6)
    fam.append(("nim_product_64: 10^6 pairs of 2^64 - 1 (42 MB)", "nim_product_64", pairs, None))

    # --- arc134e ---------------------------------------------------------
    fam.append(("arc134e: N = 10^6, all a_i = 240", "arc134e", f"1000000\n{line([240] * 10**6)}\n", None))

    # --- hdu1907, poj1067, hdu1846, hdu2516, poj1704 ------------------------
    fam += named_games(r)
    # --- acwing1321 / acwing1322 / poj2311 ---------------------------------
    many = big_file(r, "t1321.in", "1000000\n", "1 1", 10**6)
    fam.append(("1321: T = 10^6 tests of one pile", "acwing1321", many, None))
    wide = big_file(r, "w1321.in", "100000\n", "100 " + line([999999937] * 100), 10**5)
    fam.append(("1321: T = 10^5 tests of 100 piles of 9 digits (100 MB)", "acwing1321", wide, None))
    long = big_file(r, "l1321.in", "1\n10000000\n", "1 1000000000000000000", 5 * 10**6)
    fam.append(("1321: one test of 10^7 piles, 1 and 10^18 alternating (100 MB)", "acwing1321", long, None))
    for top, what in ((10**9, "<= 10^9"), (N18, "<= 10^18"), (3, "<= 3")):
        tests = "\n".join(f"5000\n{line(rng.randint(1, top) for _ in range(5000))}" for _ in range(10))
        fam.append((f"1322: T = 10, n = 5000, random piles {what}", "acwing1322", f"10\n{tests}\n", None))
    # A row of piles of one stone lasts exactly n moves.
    fam.append(("1322: T = 10, n = 5000, all piles 1", "acwing1322",
                "10\n" + f"5000\n{line([1] * 5000)}\n" * 10, "0 / 0 / 0 / 0 / 0 / 0..."))
    same = big_file(r, "c2311.in", "", "500 500", 10**6)
    fam.append(("2311: 10^6 lines 500 500", "poj2311", same, None))
    sheets = r.path("r2311.in")
    with open(sheets, "w") as f:
        f.writelines(f"{rng.randint(2, 500)} {rng.randint(2, 500)}\n" for _ in range(10**6))
    fam.append(("2311: 10^6 random lines, sides 2..=500", "poj2311", sheets, None))
    # The answers are held one bit each, 2^22 of them at most.
    cap = big_file(r, "cap2311.in", "", "2 2", 2**22)
    fam.append(("2311: 2^22 sheets 2 2 (17 MB), the cap", "poj2311", cap, None))
    over = piped_file("", "2 2", 15 * 10**6)
    fam.append(("2311: 1.5 * 10^7 sheets 2 2 (60 MB, piped), over 2^22", "poj2311", over, "refused"))

    # --- acwing1319 / agc017d / poj3710 ------------------------------------
    fam += graph_families(r)
    fam += structural_families(r)
    fam += grundy_families()
    fam += draw_families(r)
    fam += dag_count_families()
    fam += coin_families()
    fam += heap_families()
    fam += counting_families()
    fam += partizan_families(r)
    fam += matching_families()
    fam += tree_board_families(r)
    fam += deque_and_bitset_families()
    return fam


def grundy_families():
    """The AtCoder games solved by Grundy values and their short forms,
    at the judge's limits."""
    rng = random.Random(206)
    fam = []

    # --- abc206f ---------------------------------------------------------
    def cases(make):
        return "20\n" + "".join("100\n" + "".join(f"{l} {r}\n" for l, r in make()) for _ in range(20))

    def random_intervals():
        out = []
        for _ in range(100):
            l = rng.randint(1, 99)
            out.append((l, rng.randint(l + 1, 100)))
        return out

    fam.append(("abc206f: T = 20, N = 100 random intervals", "abc206f", cases(random_intervals), None))
    short = [(l, l + d) for d in (1, 2) for l in range(1, 101 - d)][:100]
    fam.append(("abc206f: T = 20, N = 100 intervals of length 1 and 2", "abc206f", cases(lambda: short), None))

    # --- abc368f ---------------------------------------------------------
    def values(xs):
        return f"{len(xs)}\n{' '.join(map(str, xs))}\n"

    fam.append(("abc368f: 10^5 values 65536 (16 prime factors)", "abc368f", values([65536] * 10**5), "Bruno"))
    fam.append(("abc368f: 10^5 random values in 2..=10^5", "abc368f",
                values([rng.randint(2, 10**5) for _ in range(10**5)]), None))

    # --- abc255g ---------------------------------------------------------
    e18 = 10**18
    k = 2 * 10**5

    def nim(piles, moves):
        return f"{len(piles)} {len(moves)}\n{' '.join(map(str, piles))}\n" + "".join(f"{x} {y}\n" for x, y in moves)

    piles = [rng.randint(1, e18) for _ in range(k)]
    moves = set()
    while len(moves) < k:
        x = rng.randint(1, e18)
        moves.add((x, rng.randint(1, x)))
    fam.append(("abc255g: N = M = 2 * 10^5, random piles and moves below 10^18", "abc255g",
                nim(piles, sorted(moves, key=lambda _: rng.random())), None))
    # 2000 sizes near 10^18, 100 moves each, to targets just below and near 0.
    near = set()
    while len(near) < k:
        x = e18 - rng.randint(0, 1999)
        y = rng.randint(1, 60) if rng.random() < 0.5 else x - rng.randint(0, 60)
        near.add((x, y))
    fam.append(("abc255g: N = M = 2 * 10^5, moves from 2000 sizes near 10^18", "abc255g",
                nim([e18 - rng.randint(0, 2100) for _ in range(k)], sorted(near)), None))
    fam.append(("abc255g: every move from a pile of 2 * 10^5 forbidden, 2 * 10^5 such piles", "abc255g",
                nim([k] * k, [(k, y) for y in range(1, k + 1)]), "Aoki"))
    fam.append(("abc255g: taking a whole pile of 1..=2 * 10^5 forbidden, piles of 10^18", "abc255g",
                nim([e18] * k, [(x, x) for x in range(1, k + 1)]), "Aoki"))

    # --- abc297g ---------------------------------------------------------
    e9 = 10**9
    for low, high in [(1, 1), (1, e9), (e9, e9), (rng.randint(1, 1000), rng.randint(10**8, e9))]:
        fam.append((f"abc297g: N = 2 * 10^5 random piles <= 10^9, L = {low}, R = {high}", "abc297g",
                    f"{k} {low} {high}\n{' '.join(str(rng.randint(1, e9)) for _ in range(k))}\n", None))

    # --- arc137c ---------------------------------------------------------
    n = 3 * 10**5
    fam.append(("arc137c: N = 3 * 10^5 random distinct values <= 10^9, shuffled", "arc137c",
                values(rng.sample(range(e9 + 1), n)), None))
    fam.append(("arc137c: N = 3 * 10^5, the values 0..N-1 (no move)", "arc137c", values(list(range(n))), "Bob"))

    # --- arc151c ---------------------------------------------------------
    cells = sorted(rng.sample(range(1, e18 + 1), k))
    digits, last = [], None
    for i, x in enumerate(cells):
        d = rng.randint(0, 1)
        if last is not None and cells[i - 1] + 1 == x:
            d = 1 - last
        digits.append(d)
        last = d
    fam.append(("arc151c: N = 10^18, M = 2 * 10^5 random cells", "arc151c",
                f"{e18} {k}\n" + "".join(f"{x} {d}\n" for x, d in zip(cells, digits)), None))
    fam.append(("arc151c: N = 2 * 10^5, every cell given, alternating", "arc151c",
                f"{k} {k}\n" + "".join(f"{x} {x % 2}\n" for x in range(1, k + 1)), "Aoki"))

    # --- arc168b ---------------------------------------------------------
    n = 250000
    pairs = [rng.randint(1, e9) for _ in range(n // 2)]
    fam.append(("arc168b: N = 250000 random piles <= 10^9", "arc168b",
                values([rng.randint(1, e9) for _ in range(n)]), "-1"))
    fam.append(("arc168b: N = 250000, random piles <= 10^9 in equal pairs", "arc168b",
                values(pairs + pairs), "0"))
    return fam


def graph_families(r):
    """acwing1319, agc017d, poj3710: the longest paths, the widest stars,
    the densest DAG, the longest rings, the most graphs and test cases, all
    at the accepted limits (10^6 nodes and edges per graph)."""
    rng = random.Random(1319)
    n = 10**6
    fam = []

    def edge_file(name, header, pairs, tail=""):
        path = r.path(name)
        with open(path, "w") as f:
            f.write(header)
            f.write("".join(f"{a} {b}\n" for a, b in pairs))
            f.write(tail)
        return path

    def shuffled(count):
        names = list(range(1, count + 1))
        rng.shuffle(names)
        return names

    def renumbered(pairs, fixed=0):
        """`pairs` with nodes fixed+1..n numbered at random (1..fixed keep
        their numbers: the root stays the root)."""
        name = list(range(fixed + 1)) + [v + fixed for v in shuffled(n - fixed)]
        return [(name[a], name[b]) for a, b in pairs]

    # --- acwing1319 ------------------------------------------------------
    every = " ".join(map(str, range(1, n + 1))) + "\n"
    chain = [(v, v + 1) for v in range(1, n)] + [(1, n)]
    fam.append(("1319: a path of 10^6 nodes and 1 -> N, 10^6 tokens", "acwing1319",
                edge_file("dag-path.in", f"{n} {n} {n}\n", chain, every), None))
    fam.append(("1319: the same path, nodes numbered at random", "acwing1319",
                edge_file("dag-path-random.in", f"{n} {n} {n}\n", renumbered(chain), every),
                None))
    star = [(1, v) for v in range(2, n + 1)] + [(2, 3)]
    fam.append(("1319: node 1 -> every other node (10^6 moves from one node)", "acwing1319",
                edge_file("dag-star.in", f"{n} {n} {n}\n", star, every), None))
    k = 1414
    dense = [(a, b) for a in range(1, k + 1) for b in range(a + 1, k + 1)][:n]
    fam.append(("1319: every forward edge among 1414 nodes (10^6 edges, values up to 1413)", "acwing1319",
                edge_file("dag-dense.in", f"{k} {len(dense)} {k}\n", dense, " ".join(map(str, range(1, k + 1))) + "\n"),
                None))
    order = shuffled(n)
    rand = []
    for _ in range(n):
        a, b = rng.randrange(n), rng.randrange(n)
        while a == b:
            a, b = rng.randrange(n), rng.randrange(n)
        rand.append((order[min(a, b)], order[max(a, b)]))
    fam.append(("1319: 10^6 random edges on 10^6 nodes (a random DAG)", "acwing1319",
                edge_file("dag-random.in", f"{n} {n} {n}\n", rand, every), None))
    cycle = [(v, v % n + 1) for v in range(1, n + 1)]
    fam.append(("1319: a cycle of 10^6 edges", "acwing1319",
                edge_file("dag-cycle.in", f"{n} {n} 1\n", cycle, "1\n"), "refused"))

    # --- agc017d ---------------------------------------------------------
    path = [(v, v + 1) for v in range(1, n)]
    fam.append(("agc017d: a path of 10^6 vertices from vertex 1", "agc017d",
                edge_file("tree-path.in", f"{n}\n", path), "Alice"))
    fam.append(("agc017d: the same path, vertices numbered at random", "agc017d",
                edge_file("tree-path-random.in", f"{n}\n", renumbered(path, fixed=1)), "Alice"))
    fam.append(("agc017d: a star of 10^6 vertices", "agc017d",
                edge_file("tree-star.in", f"{n}\n", [(v, 1) for v in range(2, n + 1)]), "Alice"))
    fam.append(("agc017d: a random tree of 10^6 vertices", "agc017d",
                edge_file("tree-random.in", f"{n}\n", [(rng.randrange(1, v), v) for v in range(2, n + 1)]), None))

    # --- poj3710 ---------------------------------------------------------
    ring = [(v, v % n + 1) for v in range(1, n + 1)]
    fam.append(("poj3710: one ring of 10^6 edges through the root", "poj3710",
                edge_file("gift-ring.in", f"1\n{n} {n}\n", ring), "Harry"))
    fam.append(("poj3710: the same ring, nodes numbered at random", "poj3710",
                edge_file("gift-ring-random.in", f"1\n{n} {n}\n", renumbered(ring, fixed=1)), "Harry"))
    fam.append(("poj3710: 10^6 loops on the root", "poj3710",
                edge_file("gift-loops.in", f"1\n1 {n}\n", [(1, 1)] * n), "Harry"))
    t = n // 3
    triangles = [e for i in range(t) for e in ((1, 2 * i + 2), (2 * i + 2, 2 * i + 3), (2 * i + 3, 1))]
    fam.append(("poj3710: 333333 triangles hanging from the root", "poj3710",
                edge_file("gift-triangles.in", f"1\n{2 * t + 1} {3 * t}\n", triangles), "Sally"))
    fam.append(("poj3710: 10^6 graphs of one edge in one test case", "poj3710",
                big_file(r, "gift-many.in", f"{n}\n", "2 1 1 2", n), "Harry"))
    sample = "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n"
    path = r.path("gift-cases.in")
    with open(path, "w") as f:
        f.write(sample * 3_300_000)
    fam.append(("poj3710: 3.3 * 10^6 test cases (the sample, 99 MB)", "poj3710", path, None))
    # The answers are held one bit each, 2^22 test cases at most.
    fam.append(("poj3710: 2^22 test cases 1 1 0 (25 MB), the cap", "poj3710",
                big_file(r, "gift-cap.in", "", "1 1 0", 2**22), None))
    fam.append(("poj3710: 1.4 * 10^7 test cases 1 1 0 (84 MB, piped), over 2^22", "poj3710",
                piped_file("", "1 1 0", 14 * 10**6), "refused"))
    twice = [(v, v + 1) for v in range(1, n - 1)] + [(n - 1, 1), (2, n)]
    fam.append(("poj3710: a ring of 10^6 edges meeting the rest again next to the root", "poj3710",
                edge_file("gift-twice.in", f"1\n{n} {n}\n", twice), "refused"))
    return fam


def structural_families(r):
    """agc002e, agc010f, arc087c, agc016f: the judges' largest inputs."""
    rng = random.Random(2002)
    fam = []

    # --- agc002e ---------------------------------------------------------
    n = 10**5
    piles = " ".join(str(rng.randrange(1, 10**9 + 1)) for _ in range(n))
    fam.append(("agc002e: 10^5 random piles up to 10^9", "agc002e",
                r.write("candy-random.in", f"{n}\n{piles}\n"), None))
    stairs = " ".join(str(10**9 - i) for i in range(n))
    fam.append(("agc002e: 10^5 piles 10^9, 10^9 - 1, ... (the longest diagonal)", "agc002e",
                r.write("candy-stairs.in", f"{n}\n{stairs}\n"), None))

    # --- agc010f ---------------------------------------------------------
    n = 10**6
    name = list(range(1, n + 1))
    rng.shuffle(name)
    falling = [0] * n
    for i, v in enumerate(name):
        falling[v - 1] = 10**9 - i
    path = "".join(f"{name[i]} {name[i + 1]}\n" for i in range(n - 1))
    fam.append(("agc010f: a path of 10^6 vertices, stones falling along it, numbered at random", "agc010f",
                r.write("stones-path.in", f"{n}\n{' '.join(map(str, falling))}\n{path}"), None))
    stones = " ".join(str(rng.randrange(0, 10**9 + 1)) for _ in range(n))
    tree = "".join(f"{rng.randrange(1, v)} {v}\n" for v in range(2, n + 1))
    fam.append(("agc010f: a random tree of 10^6 vertices, random stones", "agc010f",
                r.write("stones-tree.in", f"{n}\n{stones}\n{tree}"), None))
    star = "".join(f"1 {v}\n" for v in range(2, n + 1))
    fam.append(("agc010f: a star of 10^6 vertices, random stones", "agc010f",
                r.write("stones-star.in", f"{n}\n{stones}\n{star}"), None))

    # --- arc087c ---------------------------------------------------------
    fam.append(("arc087c: one string of 10^5 zeros, L = 10^18 (10^5 free trees)", "arc087c",
                r.write("prefix-long.in", f"1 {N18}\n{'0' * 10**5}\n"), "Alice"))
    count = 10**5 // 17
    words = [format(w, "017b") for w in rng.sample(range(1 << 17), count)]
    fam.append((f"arc087c: {count} distinct random strings of 17 bits, L = 10^18", "arc087c",
                r.write("prefix-many.in", f"{count} {N18}\n" + "\n".join(words) + "\n"), None))
    return fam


def draw_families(r):
    """abc209e, luogu6560, cf786a, abc261h: games on graphs that may last
    forever, at the accepted limits."""
    rng = random.Random(209)
    fam = []
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

    def three(k):
        return letters[k // 2704] + letters[k // 52 % 52] + letters[k % 52]

    # --- abc209e ---------------------------------------------------------
    n, last = 10**6, 52**3 - 1
    path = r.path("words-chain.in")
    with open(path, "w") as f:
        f.write(f"{n}\n")
        f.write("".join(three(j % last) + three(j % last + 1) + "\n" for j in range(n)))
    fam.append(("abc209e: 10^6 words, a chain through all 52^3 strings", "abc209e", path, None))
    path = r.path("words-random.in")
    with open(path, "w") as f:
        f.write(f"{n}\n")
        f.write("".join("".join(rng.choice(letters) for _ in range(8)) + "\n" for _ in range(n)))
    fam.append(("abc209e: 10^6 random words of 8 letters", "abc209e", path, None))

    # --- luogu6560 -------------------------------------------------------
    n, m, q = 10**5, 5 * 10**5, 500

    def targets(name, edges, queries):
        path = r.path(name)
        with open(path, "w") as f:
            f.write(f"{n} {len(edges)} {len(queries)}\n")
            f.write("".join(f"{a} {b}\n" for a, b in edges + queries))
        return path

    def random_queries():
        out = []
        while len(out) < q:
            x, y = rng.randint(1, n), rng.randint(1, n)
            if x != y:
                out.append((x, y))
        return out

    forward = []
    while len(forward) < m:
        a, b = rng.randint(1, n), rng.randint(1, n)
        if a < b:
            forward.append((a, b))
    fam.append(("luogu6560: a random DAG of 5 * 10^5 edges, 500 random games", "luogu6560",
                targets("t-dag.in", forward, random_queries()), None))
    # Every vertex decided but the start, a draw (its one move a loop, and
    # no edge into it): each game labels all the others, never stopping early.
    decided = [(a, b) for a, b in forward if a != 1][: m - 1] + [(1, 1)]
    while len(decided) < m:
        a, b = rng.randint(2, n), rng.randint(2, n)
        if a < b:
            decided.append((a, b))
    fam.append(("luogu6560: the same DAG but 1, a loop, 500 games from 1 (full analyses)", "luogu6560",
                targets("t-full.in", decided, [(1, rng.randint(2, n)) for _ in range(q)]), "0 / 0 / 0 / 0 / 0 / 0..."))
    fam.append(("luogu6560: 5 * 10^5 random edges, 500 random games", "luogu6560",
                targets("t-random.in", [(rng.randint(1, n), rng.randint(1, n)) for _ in range(m)],
                        random_queries()), None))
    # No vertex decided without a target, every one with target n: a path
    # 2 -> 3 -> ... -> n - 1 -> n plus random forward edges, loops on 1 and
    # n, all but 1 and n renamed at random (so the order of a target-free
    # analysis, which labels nothing, does not help), 500 games (1, n).
    inner = list(range(2, n))
    rng.shuffle(inner)
    chain = [1] + inner + [n]
    unlit = [(1, 1), (n, n)] + [(chain[i], chain[i + 1]) for i in range(1, n - 1)]
    while len(unlit) < m:
        a, b = rng.randint(1, n - 1), rng.randint(1, n - 1)
        if a < b:
            unlit.append((chain[a], chain[b]))
    rng.shuffle(unlit)
    fam.append(("luogu6560: decided only with the target, renamed at random, 500 games (1, n)", "luogu6560",
                targets("t-unlit.in", unlit, [(1, n)] * q), "0 / 0 / 0 / 0 / 0 / 0..."))
    # The same with 70000 of its random edges made loops on 1: four-byte words.
    wide = [(1, 1)] * 70000 + [e for e in unlit if e[0] != e[1] and e[0] != 1][: m - 70001] + [(n, n)]
    fam.append(("luogu6560: the same, 70000 loops on 1 (a vertex past 2^16 moves)", "luogu6560",
                targets("t-wide.in", wide, [(1, n)] * q), "0 / 0 / 0 / 0 / 0 / 0..."))
    # A path renamed at random, each edge 5 times: every game from its
    # first vertex to its last walks all of it.
    path5 = [(chain[i], chain[i + 1]) for i in range(1, n - 1)] * 5
    fam.append(("luogu6560: a path renamed at random, each edge 5 times, 500 games end to end", "luogu6560",
                targets("t-path.in", path5[:m], [(chain[1], n)] * q), None))
    # A loop on every vertex and random edges: all draws, nothing labelled.
    loops = [(v, v) for v in range(1, n + 1)] + [(rng.randint(1, n), rng.randint(1, n)) for _ in range(m - n)]
    fam.append(("luogu6560: a loop on every vertex, 4 * 10^5 random edges (all draws)", "luogu6560",
                targets("t-loops.in", loops, random_queries()), "0 / 0 / 0 / 0 / 0 / 0..."))
    star = [(1, v) for v in range(2, n + 1)] * 5 + [(v, 1) for v in range(2, n + 1)]
    fam.append(("luogu6560: 1 <-> every vertex, 5 * 10^5 edges, 500 random games", "luogu6560",
                targets("t-star.in", star[:m], random_queries()), None))

    # --- cf786a ----------------------------------------------------------
    n = 7000
    every = " ".join(map(str, range(1, n)))
    fam.append(("cf786a: n = 7000, every step for both (10^8 moves)", "cf786a",
                f"{n}\n{n - 1} {every}\n{n - 1} {every}\n", None))
    odd = " ".join(map(str, range(2, n, 2)))
    fam.append(("cf786a: n = 7000, every step for Rick, the even ones for Morty", "cf786a",
                f"{n}\n{n - 1} {every}\n{len(range(2, n, 2))} {odd}\n", None))

    # --- luogu4576 -------------------------------------------------------
    # Every start solves the whole 20 x 20 table (319200 positions, about
    # 1.9 * 10^6 moves); the longest game and the opposite corners.
    fam.append(("luogu4576: n = 20, the longest game (BLACK 58)", "luogu4576", "20 10 10 1 1\n", "BLACK 58"))
    fam.append(("luogu4576: n = 20, opposite corners", "luogu4576", "20 1 1 20 20\n", None))
    fam.append(("luogu4576: n = 20, white captures at once", "luogu4576", "20 20 20 20 19\n", "WHITE 1"))

    # --- abc261h ---------------------------------------------------------
    n = m = 2 * 10**5
    big = 10**9

    def game(name, n, edges, start=1):
        path = r.path(name)
        with open(path, "w") as f:
            f.write(f"{n} {len(edges)} {start}\n")
            f.write("".join(f"{a} {b} {c}\n" for a, b, c in edges))
        return path

    # Takahashi at n - 1 ends it rather than loop back to 1: n - 1 edges.
    chain = [(v, v + 1, big) for v in range(1, n)] + [(n - 1, 1, big)]
    fam.append(("abc261h: a path of 2 * 10^5 edges of 10^9, and back to 1", "abc261h",
                game("h-chain.in", n, chain), str((n - 1) * big)))
    # The path on n' = 10^5 + 1 vertices, and back edges of weight 0 from
    # Takahashi's vertices: every one offers a value the queue must hold.
    n2 = 10**5 + 1
    back = [(v, v + 1, big) for v in range(1, n2)]
    while len(back) < m:
        k = rng.randrange(3, n2, 2)
        back.append((k, rng.randrange(2, k, 2), 0))
    fam.append(("abc261h: a path of 10^5 edges of 10^9, 10^5 back edges for Takahashi", "abc261h",
                game("h-back.in", n2, back), str((n2 - 1) * big)))
    dag = []
    while len(dag) < m:
        a, b = rng.randint(1, n), rng.randint(1, n)
        if a < b:
            dag.append((a, b, rng.randint(0, big)))
    fam.append(("abc261h: a random DAG, 2 * 10^5 edges, random weights", "abc261h",
                game("h-dag.in", n, dag), None))
    fam.append(("abc261h: 2 * 10^5 random edges, random weights", "abc261h",
                game("h-random.in", n, [(rng.randint(1, n), rng.randint(1, n), rng.randint(0, big))
                                        for _ in range(m)]), None))
    fam.append(("abc261h: one cycle through every vertex (INFINITY)", "abc261h",
                game("h-cycle.in", n, [(v, v % n + 1, big) for v in range(1, n + 1)]), "INFINITY"))
    star = [(1, v, rng.randint(0, big)) for v in range(2, n + 1)] + [(2, 1, 0)]
    fam.append(("abc261h: 1 -> every vertex, 2 -> 1", "abc261h", game("h-star.in", n, star), None))
    return fam


def dag_count_families():
    """agc016f: N = 15, the most vertices, with every edge (M = 105), in
    order and shuffled, and with random and structured edge sets."""
    rng = random.Random(16)
    n = 15
    every = [(x, y) for x in range(1, n + 1) for y in range(x + 1, n + 1)]

    def dag(edges):
        return f"{n} {len(edges)}\n" + "".join(f"{x} {y}\n" for x, y in edges)

    fam = []
    # 587088523: checked by counting by value classes in the unit tests.
    fam.append(("agc016f: the complete DAG on 15 vertices (M = 105)", "agc016f", dag(every), "587088523"))
    shuffled = every[:]
    rng.shuffle(shuffled)
    fam.append(("agc016f: the same, edges in random order", "agc016f", dag(shuffled), "587088523"))
    fam.append(("agc016f: 52 random edges on 15 vertices", "agc016f", dag(rng.sample(every, 52)), None))
    # Only 1 -> 15 and 2 -> 15 matter: values differ when one is kept, 2 * 2^12.
    fam.append(("agc016f: every vertex -> 15", "agc016f",
                dag([(x, n) for x in range(1, n)]), "8192"))
    fam.append(("agc016f: every edge from 1..8 to 9..15 (56 edges)", "agc016f",
                dag([(x, y) for x, y in every if x <= 8 < y]), None))
    return fam


def coin_families():
    """luogu2594: 50 games of 100 x 100 coins, the judge's limits (one bit
    per anti-diagonal: nim-sums of 199 bits)."""
    rng = random.Random(2594)
    fam = []

    def games(rows):
        return "50\n" + "".join("100 100\n" + "".join(row + "\n" for row in rows()) for _ in range(50))

    fam.append(("luogu2594: 50 games of 100 x 100, every coin face down", "luogu2594",
                games(lambda: ["T" * 100] * 100), " / ".join(["-_-"] * 50)[:21] + "..."))
    fam.append(("luogu2594: 50 games of 100 x 100, random faces", "luogu2594",
                games(lambda: ["".join(rng.choice("HT") for _ in range(100)) for _ in range(100)]), None))
    return fam


def heap_families():
    """luogu3235, luogu2148, luogu3185, cf1312f: heap rulesets at the
    accepted limits (the Grundy table to the largest heap; every attack
    game's period found)."""
    rng = random.Random(3235)
    fam = []
    line = lambda xs: " ".join(map(str, xs))

    # --- luogu3235 -------------------------------------------------------
    for f in (1, 2, 1000):
        games = "".join(f"100 {line([10**5] + [rng.randint(1, 10**5) for _ in range(99)])}\n" for _ in range(100))
        fam.append((f"luogu3235: F = {f}, 100 games of 100 random heaps <= 10^5 (one is 10^5)", "luogu3235",
                    f"100 {f}\n{games}", None))

    # --- luogu2148 -------------------------------------------------------
    n = 20000
    tests = "".join(f"{n}\n{line(rng.randint(1, 2 * 10**9) for _ in range(n))}\n" for _ in range(20))
    fam.append(("luogu2148: 20 tests of 2 * 10^4 random piles <= 2 * 10^9", "luogu2148", f"20\n{tests}", None))

    # --- luogu3185 -------------------------------------------------------
    tests = "".join(f"21\n{line(rng.randint(0, 10**4) for _ in range(21))}\n" for _ in range(10))
    fam.append(("luogu3185: 10 tests of 21 bottles, random beans <= 10^4", "luogu3185", f"10\n{tests}", None))

    # --- cf1312f ---------------------------------------------------------
    tests = "".join(f"300 {1 + i % 5} {1 + i // 5 % 5} {1 + i // 25 % 5}\n"
                    f"{line(rng.randint(1, N18) for _ in range(300))}\n" for i in range(1000))
    fam.append(("cf1312f: 1000 tests (every x, y, z) of 300 random castles <= 10^18", "cf1312f",
                f"1000\n{tests}", None))
    n = 3 * 10**5
    fam.append(("cf1312f: one test of 3 * 10^5 random castles <= 10^18, x, y, z = 5, 4, 3", "cf1312f",
                f"1\n{n} 5 4 3\n{line(rng.randint(1, N18) for _ in range(n))}\n", None))
    return fam


def counting_families():
    """abc212h, arc143c, cf1704f, abc265h: counting by nim-sum and the
    partizan games, at the judges' limits (abc265h's judge allows 10 s,
    cf1704f's 1 s)."""
    rng = random.Random(212)
    fam = []

    # --- abc212h ---------------------------------------------------------
    every = " ".join(map(str, range(1, 1 << 16)))
    fam.append(("abc212h: N = 2 * 10^5, K = 2^16 - 1 (every size)", "abc212h",
                f"200000 65535\n{every}\n", "728831649"))
    fam.append(("abc212h: N = 2 * 10^5, K = 1, the size 2^16 - 1", "abc212h", "200000 1\n65535\n", "100000"))
    sizes = rng.sample(range(1, 1 << 16), 30000)
    fam.append(("abc212h: N = 199999, 30000 random sizes", "abc212h",
                f"199999 30000\n{' '.join(map(str, sizes))}\n", None))

    # --- arc143c ---------------------------------------------------------
    e9, k = 10**9, 2 * 10**5
    for x, y in [(1, 1), (e9, 1), (rng.randint(1, e9), rng.randint(1, e9))]:
        fam.append((f"arc143c: N = 2 * 10^5 random piles <= 10^9, X = {x}, Y = {y}", "arc143c",
                    f"{k} {x} {y}\n{' '.join(str(rng.randint(1, e9)) for _ in range(k))}\n", None))

    # --- cf1704f ---------------------------------------------------------
    n = 5 * 10**5
    fam.append(("cf1704f: one row of 5 * 10^5 cells, RBRB... (one run)", "cf1704f",
                f"1\n{n}\n{'RB' * (n // 2)}\n", "Alice"))
    row = list("RB" * (n // 2))
    rng.shuffle(row)
    fam.append(("cf1704f: one random row of 5 * 10^5 cells, as many R as B", "cf1704f",
                f"1\n{n}\n{''.join(row)}\n", None))
    rows = []
    for _ in range(10**4):
        cells = list("RB" * 25)
        rng.shuffle(cells)
        rows.append(f"50\n{''.join(cells)}\n")
    fam.append(("cf1704f: 10^4 random balanced rows of 50 cells", "cf1704f", "10000\n" + "".join(rows), None))

    # --- abc265h ---------------------------------------------------------
    for w in (30, 29, 16, 3):
        fam.append((f"abc265h: H = 8000, W = {w}", "abc265h", f"8000 {w}\n",
                    "32887043" if w == 3 else None))
    return fam


def partizan_families(r):
    """abc229h: the judge's largest boards (N = 8; the 3^8 column table is
    built whatever the board, so the board hardly matters)."""
    rng = random.Random(229)
    fam = []
    n = 8
    board = "\n".join("".join(rng.choice("WB.") for _ in range(n)) for _ in range(n))
    fam.append(("abc229h: N = 8, a random board", "abc229h", f"{n}\n{board}\n", None))
    full = "\n".join("WB" * (n // 2) for _ in range(n))
    fam.append(("abc229h: N = 8, columns full of W and of B", "abc229h", f"{n}\n{full}\n", None))
    return fam


def snake_game(n, m, path, k, vertex=lambda i, j: True):
    """Luogu P1971: a board on which the hole follows `path` (cells (row,
    column), 0-based, each side-adjacent to the last) for `2k` moves, Tutu
    moving onto the odd steps (`O`) and Dandan onto the even ones (`X`);
    the other cells are `X` on the start's colour and `O` off it, so that
    they are vertices of the matching game, or the other way round where
    `vertex(i, j)` is false; the cells off the start's colour next to the
    final hole are made `X` so that Tutu is stuck at the end. Returns the
    input; checks the record is a legal game that Dandan wins."""
    (sr, sc) = path[0]
    p = (sr + sc) % 2
    board = [["X" if ((i + j) % 2 == p) == vertex(i, j) else "O" for j in range(m)] for i in range(n)]
    board[sr][sc] = "."
    for step, (i, j) in enumerate(path[1:2 * k + 1], 1):
        board[i][j] = "O" if step % 2 == 1 else "X"
    fr, fc = path[2 * k]
    for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        i, j = fr + di, fc + dj
        if 0 <= i < n and 0 <= j < m and (i, j) not in path[:2 * k + 1]:
            board[i][j] = "X"
    # Play it: every move slides the mover's piece from next to the hole.
    cells = [row[:] for row in board]
    hole = (sr, sc)
    for step, (i, j) in enumerate(path[1:2 * k + 1], 1):
        assert abs(i - hole[0]) + abs(j - hole[1]) == 1
        assert cells[i][j] == ("O" if step % 2 == 1 else "X")
        cells[hole[0]][hole[1]], cells[i][j] = cells[i][j], "."
        hole = (i, j)
    assert all(not (0 <= hole[0] + di < n and 0 <= hole[1] + dj < m) or cells[hole[0] + di][hole[1] + dj] != "O"
               for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1)))
    rows = "".join("".join(row) + "\n" for row in board)
    moves = "".join(f"{i + 1} {j + 1}\n" for i, j in path[1:2 * k + 1])
    return f"{n} {m}\n{rows}{k}\n{moves}"


def matching_families():
    """luogu1971: 40 x 40 boards whose whole grid is the matching game's
    graph, the hole snaking through 1599 of the 1600 cells (k = 799, the
    most a 40 x 40 board holds: 2k + 1 <= nm), one augmenting-path search
    per move. abc172f: N = 300 piles near 10^12. arc105d: the most values
    to sort (two tests of 10^5 bags), and the most tests (10^5 of two)."""
    n = m = 40
    rows = [(i, j if i % 2 == 0 else m - 1 - j) for i in range(n) for j in range(m)]
    cols = [(i if j % 2 == 0 else n - 1 - i, j) for j in range(m) for i in range(n)]
    spiral, seen = [], set()
    i, j, d = 0, 0, 0
    steps = ((0, 1), (1, 0), (0, -1), (-1, 0))
    for _ in range(n * m):
        spiral.append((i, j))
        seen.add((i, j))
        ni, nj = i + steps[d][0], j + steps[d][1]
        if not (0 <= ni < n and 0 <= nj < m) or (ni, nj) in seen:
            d = (d + 1) % 4
            ni, nj = i + steps[d][0], j + steps[d][1]
        i, j = ni, nj
    middle = spiral[::-1]  # from the centre out
    fam = []
    for name, path in (("row by row", rows), ("column by column", cols), ("spiral inwards", spiral),
                       ("spiral outwards", middle)):
        fam.append((f"luogu1971: 40 x 40, k = 799, the hole snaking {name}", "luogu1971",
                    snake_game(n, m, path, 799), None))
    # The searches above find no free vertex to reach, and the crate's
    # matching game skips a search when the component holds no free vertex
    # of the side it looks for. Two forks in the last four columns (free
    # vertices of either colour, which no alternating path from the hole's
    # side reaches) defeat that count: every search runs, and Kuhn's runs
    # in full (the crate's dead sets make all but the first cheap). The
    # hole snakes through the first 36 columns (k = 719, the most 1440
    # cells hold).
    forks = set()
    for r in (34, 37):
        forks |= {(r, 36), (r, 37), (r, 38), (r, 39), (r + 1, 38)}
    inside = [(i, j if i % 2 == 0 else 35 - j) for i in range(n) for j in range(36)]
    fam.append(("luogu1971: 40 x 40, k = 719, the hole snaking row by row through 40 x 36, two forks of free "
                "vertices beside", "luogu1971",
                snake_game(n, m, inside, 719, lambda i, j: j < 36 or (i, j) in forks), None))
    # k = 1000 cannot be a legal game on 40 x 40 (2k + 1 <= nm): the row snake
    # with 402 moves more, read whole and refused at move 1599.
    game = snake_game(n, m, rows, 799)
    head, moves = game.split("\n799\n")
    fam.append(("luogu1971: 40 x 40, k = 1000, the row snake and 402 moves more (refused)", "luogu1971",
                f"{head}\n1000\n{moves}" + "1 1\n" * 402, "refused"))
    rng = random.Random(172)
    piles = [rng.randint(10**12 - 10**6, 10**12) for _ in range(300)]
    fam.append(("abc172f: N = 300 random piles near 10^12", "abc172f",
                "300\n" + " ".join(map(str, piles)) + "\n", None))
    rng = random.Random(105)
    pairs = [rng.randint(1, 10**9) for _ in range(50000)] * 2
    rng.shuffle(pairs)
    odd = [rng.randint(1, 10**9) for _ in range(10**5)]
    fam.append(("arc105d: T = 2, N = 10^5 paired values, then 10^5 random ones", "arc105d",
                f"2\n100000\n{' '.join(map(str, pairs))}\n100000\n{' '.join(map(str, odd))}\n",
                "Second / First"))
    many = "".join(f"2\n{v} {v}\n" for v in (rng.randint(1, 10**9) for _ in range(10**5)))
    fam.append(("arc105d: T = 10^5 tests of N = 2 equal bags", "arc105d", f"100000\n{many}", None))
    return fam


def tree_board_families(r):
    """cf1498f (staircase Nim on a tree, every root) at n = 10^5, k = 20
    (the judge's largest: an n x 2k table); cf494e (Sharti) at the judge's
    m = 5 * 10^4, n = k = 10^9, and at the accepted m = 2 * 10^5,
    n = k = 10^18."""
    rng = random.Random(1498)
    fam = []

    # --- cf1498f ---------------------------------------------------------
    n = 10**5
    name = list(range(1, n + 1))
    rng.shuffle(name)
    presents = " ".join(str(rng.randrange(0, 10**9 + 1)) for _ in range(n))
    path = "".join(f"{name[i]} {name[i + 1]}\n" for i in range(n - 1))
    fam.append(("cf1498f: a path of 10^5 nodes numbered at random, k = 20", "cf1498f",
                r.write("christmas-path.in", f"{n} 20\n{path}{presents}\n"), None))
    star = "".join(f"{name[0]} {v}\n" for v in name[1:])
    fam.append(("cf1498f: a star of 10^5 nodes, k = 20 (nobody can move)", "cf1498f",
                r.write("christmas-star.in", f"{n} 20\n{star}{presents}\n"), None))
    tree = "".join(f"{rng.randrange(1, v)} {v}\n" for v in range(2, n + 1))
    fam.append(("cf1498f: a random tree of 10^5 nodes, k = 20", "cf1498f",
                r.write("christmas-tree.in", f"{n} 20\n{tree}{presents}\n"), None))
    # A caterpillar: a spine of 5 * 10^4 with a leaf on each node.
    half = n // 2
    spine = "".join(f"{v} {v + 1}\n" for v in range(1, half))
    legs = "".join(f"{v} {v + half}\n" for v in range(1, half + 1))
    fam.append(("cf1498f: a caterpillar of 10^5 nodes, k = 20", "cf1498f",
                r.write("christmas-caterpillar.in", f"{n} 20\n{spine}{legs}{presents}\n"), None))

    # --- cf494e ----------------------------------------------------------
    def rects(count, side, thin):
        lines = []
        for _ in range(count):
            a, c = sorted((rng.randint(1, side), rng.randint(1, side)))
            b, d = sorted((rng.randint(1, side), rng.randint(1, side)))
            if thin:  # long, thin and all crossing: every strip has many columns
                a, c = sorted((rng.randint(1, side), rng.randint(1, side)))
                b = rng.randint(1, side - 1000)
                d = b + rng.randint(0, 1000)
            lines.append(f"{a} {b} {c} {d}\n")
        return "".join(lines)

    e9, m = 10**9, 5 * 10**4
    fam.append(("cf494e: 5 * 10^4 random rectangles, n = k = 10^9", "cf494e",
                r.write("sharti-random.in", f"{e9} {m} {e9}\n{rects(m, e9, False)}"), None))
    fam.append(("cf494e: 5 * 10^4 tall thin rectangles, n = k = 10^9", "cf494e",
                r.write("sharti-thin.in", f"{e9} {m} {e9}\n{rects(m, e9, True)}"), None))
    m = 2 * 10**5
    fam.append(("cf494e: 2 * 10^5 random rectangles, n = k = 10^18 (the accepted maximum)", "cf494e",
                r.write("sharti-huge.in", f"{N18} {m} {N18}\n{rects(m, N18, False)}"), None))
    return fam


class Game:
    """A game of an interactive binary against its judge
    (`examples/<bin>_judge.rs`, run with `args`, `N L R SEED`)."""

    def __init__(self, args):
        self.args = args


def play(r, binary, game):
    """Plays `binary` against its judge through two named pipes, under the
    harness's launcher, so that the binary's own CPU time and peak memory
    are measured (the judge's are not). Returns what `Runner.run` returns,
    with the judge's verdict line as stderr; exit status 0 only if the
    judge says the binary won and the binary exited cleanly."""
    judge = os.path.join(ROOT, "target", "release", "examples", binary + "_judge")
    if not os.path.exists(judge):
        subprocess.run(["cargo", "build", "--release", "--quiet", "--example", binary + "_judge"], cwd=ROOT,
                       check=True)
    to_bin, from_bin = r.path("to-bin.fifo"), r.path("from-bin.fifo")
    for fifo in (to_bin, from_bin):
        if os.path.exists(fifo):
            os.remove(fifo)
        os.mkfifo(fifo)
    # The launcher opens its stdout (from_bin) first, then its child's
    # stdin (to_bin): the judge's shell opens them in the same order.
    referee = subprocess.Popen(["sh", "-c", 'exec "$0" "$@" --wait-for-eof <"$FROM_BIN" >"$TO_BIN"', judge]
                               + game.args, env=dict(os.environ, FROM_BIN=from_bin, TO_BIN=to_bin),
                               stderr=subprocess.PIPE)
    proc = subprocess.run([r.launcher, to_bin, from_bin, str(r.address_space_mib), r.ours(binary)],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    verdict = referee.communicate()[1].decode(errors="replace").strip()
    lines = proc.stderr.decode(errors="replace").strip().splitlines()
    wall, cpu, rss, status = lines[-1].split()
    status = int(status) or referee.returncode
    return float(wall), float(cpu), int(rss), status, "won" if status == 0 else "", verdict


def interactive_families():
    """abc278g: the longest games (N = 2000, a card or two per move) and the
    costliest Grundy tables (L = R, N - L odd: O(N^2 / 4) splits), each
    against the judge's random play."""
    return [
        ("278g: N = 2000, L = R = 1 (Grundy values, 1000 replies)", "abc278g", Game(["2000", "1", "1", "1"]),
         "won"),
        ("278g: N = 1999, L = R = 2 (Grundy values)", "abc278g", Game(["1999", "2", "2", "2"]), "won"),
        ("278g: N = 2000, L = R = 3 (Grundy values)", "abc278g", Game(["2000", "3", "3", "3"]), "won"),
        ("278g: N = 2000, L = 1, R = 2 (mirror, 1000 replies)", "abc278g", Game(["2000", "1", "2", "4"]), "won"),
        ("278g: N = 2000, L = R = 2 (mirror)", "abc278g", Game(["2000", "2", "2", "5"]), "won"),
    ]


def deque_and_bitset_families():
    """cf1091h (a bitset Grundy table up to the largest gap) and arc116f
    (the deque game), at the judge's limits."""
    rng = random.Random(1091)
    fam = []
    e5 = 10**5

    # --- cf1091h ---------------------------------------------------------
    def rows(f, triples):
        return f"{len(triples)} {f}\n" + "".join(f"{b} {w} {r}\n" for b, w, r in triples)

    def random_row():
        b = rng.randint(-e5, e5 - 2)
        w = rng.randint(b + 1, e5 - 1)
        return (b, w, rng.randint(w + 1, e5))

    # The widest row makes the table cover every gap, 0..=199998; f = 2
    # gives the largest values (up to 51).
    widest = (-e5, -e5 + 1, e5)
    for f in (2, 133, 200000):
        fam.append((f"cf1091h: n = 10^5 random rows and the widest, f = {f}", "cf1091h",
                    rows(f, [widest] + [random_row() for _ in range(e5 - 1)]), None))
    fam.append(("cf1091h: n = 10^5 rows, all the widest, f = 2", "cf1091h", rows(2, [widest] * e5), "Bob / Alice"))

    # --- arc116f ---------------------------------------------------------
    def seqs(lists):
        return f"{len(lists)}\n" + "".join(f"{len(a)} {' '.join(map(str, a))}\n" for a in lists)

    e9 = 10**9
    n = 2 * 10**5
    fam.append(("arc116f: one sequence of 2 * 10^5 random values", "arc116f",
                seqs([[rng.randint(1, e9) for _ in range(n)]]), None))
    fam.append(("arc116f: 10^5 random pairs (10^5 even sequences to sort)", "arc116f",
                seqs([[rng.randint(1, e9), rng.randint(1, e9)] for _ in range(n // 2)]), None))
    fam.append(("arc116f: 2 * 10^5 sequences of one 10^9", "arc116f", seqs([[e9]] * n), "200000000000000"))
    mixed, left = [], n
    while left > 0:
        k = min(left, rng.randint(1, 6))
        mixed.append([rng.randint(1, e9) for _ in range(k)])
        left -= k
    fam.append(("arc116f: random lengths 1..=6, sum N = 2 * 10^5", "arc116f", seqs(mixed), None))
    return fam


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--only", nargs="+", metavar="BIN", help="run only these binaries' families")
    ap.add_argument("--list", action="store_true",
                    help="build every family, print its binary and title, run nothing (CI checks the generators so)")
    args = ap.parse_args()
    r = Runner(address_space_mib=RSS_LIMIT_MIB, build_bins=False)
    every = families(r) + interactive_families()
    if args.list:
        bins = {f[:-3] for f in os.listdir(os.path.join(ROOT, "src", "bin")) if f.endswith(".rs")}
        strays = sorted({f[1] for f in every} - bins)
        if strays:
            fail("families for binaries that do not exist: " + ", ".join(strays))
        for title, binary, _, _ in every:
            print(f"{binary}\t{title}")
        return
    unknown = sorted(set(args.only or []) - {f[1] for f in every})
    if unknown:
        fail("--only: no families for " + ", ".join(unknown))
    chosen = [f for f in every if not args.only or f[1] in args.only]
    # Only the binaries the chosen families run.
    r.build(sorted({f[1] for f in chosen}) if args.only else None)
    print("| family | input | outcome | CPU (worst of %d) | peak memory | CPU bound | within bounds |" % args.runs)
    print("|---|---|---|---|---|---|---|")
    over = []
    # Each input file is deleted after the last family that reads it.
    last_use = {spec: i for i, (_, _, spec, _) in enumerate(chosen) if r.is_file(spec)}
    for i, (title, binary, spec, expected) in enumerate(chosen):
        game = isinstance(spec, Game)
        stdin, size = (None, 0) if game else r.materialize(spec)
        worst_cpu, worst_rss, outcome = 0.0, 0, ""
        for _ in range(args.runs):
            if game:
                wall, cpu, rss, status, out, err = play(r, binary, spec)
                if status != 0:
                    fail(f"{title}: exit {status}, judge: {err}")
                outcome = out
            else:
                wall, cpu, rss, status, out, err = r.run([r.ours(binary)], stdin)
            if game:
                pass
            elif status == 0:
                out = " / ".join(out.splitlines())  # several test cases: one table cell
                outcome = "answer " + (out if len(out) < 24 else out[:21] + "...")
            elif status == 2 and err.startswith("error: ") and len(err.splitlines()) == 1:
                outcome = "refused"
            else:
                fail(f"{title}: exit {status}, stderr {err!r}")
            worst_cpu, worst_rss = max(worst_cpu, cpu), max(worst_rss, rss)
        if last_use.get(spec) == i:
            r.discard(spec)
        if game and outcome != expected:
            fail(f"{title}: expected {expected}, got {outcome}")
        elif not game and (expected == "refused" and outcome != "refused"
                           or expected not in (None, "refused") and outcome != "answer " + expected):
            fail(f"{title}: expected {expected}, got {outcome}")
        mb = size / 1e6
        cpu_limit = max(CPU_LIMIT, PER_MB * mb)
        ok = worst_cpu <= cpu_limit and worst_rss / 1024 <= RSS_LIMIT_MIB
        if not ok:
            over.append(title)
        size = "a game" if game else f"{mb:.0f} MB" if mb >= 1 else f"{mb * 1e3:.1f} kB"
        print(f"| {title} | {size} | {outcome} | {worst_cpu:.2f} s | {worst_rss / 1024:.1f} MiB | {cpu_limit:.1f} s | {'yes' if ok else 'NO'} |", flush=True)
    if over:
        fail("over the bound: " + "; ".join(over))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""The attacker's benchmarks: inputs built to be expensive, all inside the
ranges the README documents, run through the release binaries. Each must
end, with its answer or the documented one-line refusal, within 256 MiB of
peak memory and 2 s of CPU time, or 20 ms per MB of input when the input
is longer than 100 MB (reading is linear in the input, which `n` does not
bound). The script prints a markdown table and exits non-zero if any
family breaks its bound.

Usage: python3 benches/worst.py [--runs N]   (from anywhere; N runs per
family, the worst one reported; default 3)
"""
import argparse
import os
import random

from harness import Runner, fail

CPU_LIMIT = 2.0
PER_MB = 0.02
RSS_LIMIT_MIB = 256
N18 = 10**18


def primes(count, start=2):
    found, p = [], start
    while len(found) < count:
        if all(p % q for q in range(2, int(p**0.5) + 1)):
            found.append(p)
        p += 1
    return found


def big_file(r, name, header, token, count):
    """header, then `count` copies of `token` separated by spaces, written in chunks."""
    path = r.path(name)
    with open(path, "w") as f:
        f.write(header)
        chunk = 1 << 16
        piece = (token + " ") * chunk
        for _ in range(count // chunk):
            f.write(piece)
        f.write((token + " ") * (count % chunk))
        f.write("\n")
    return path


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
    token = r.path("token.in")
    with open(token, "w") as f:
        f.write("1\n")
        chunk = "7" * (1 << 20)
        for _ in range(1100):
            f.write(chunk)
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
    fam.append(("893: moves 1..=10^6, heap 10^18", "acwing893",
                f"1000000\n{line(range(1, 10**6 + 1))}\n1\n{N18}\n", None))
    moves = sorted(rng.randrange(1, N18) for _ in range(10**6))
    fam.append(("893: 10^6 random moves below 10^18, heap 10^18", "acwing893",
                f"1000000\n{line(moves)}\n1\n{N18}\n", None))
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

    # --- arc134e ---------------------------------------------------------
    fam.append(("arc134e: N = 10^6, all a_i = 240", "arc134e", f"1000000\n{line([240] * 10**6)}\n", None))
    return fam


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    r = Runner()
    print("| family | input | outcome | CPU (worst of %d) | peak memory | CPU bound | within bounds |" % args.runs)
    print("|---|---|---|---|---|---|---|")
    over = []
    for title, binary, spec, expected in families(r):
        path = spec if os.path.exists(spec) else r.write("case.in", spec)
        worst_cpu, worst_rss, outcome = 0.0, 0, ""
        for _ in range(args.runs):
            wall, cpu, rss, status, out, err = r.run([r.ours(binary)], path)
            if status == 0:
                outcome = "answer " + (out if len(out) < 24 else out[:21] + "...")
            elif status == 2 and err.startswith("error: ") and len(err.splitlines()) == 1:
                outcome = "refused"
            else:
                fail(f"{title}: exit {status}, stderr {err!r}")
            worst_cpu, worst_rss = max(worst_cpu, cpu), max(worst_rss, rss)
        if expected == "refused" and outcome != "refused" or expected not in (None, "refused") and outcome != "answer " + expected:
            fail(f"{title}: expected {expected}, got {outcome}")
        mb = os.path.getsize(path) / 1e6
        cpu_limit = max(CPU_LIMIT, PER_MB * mb)
        ok = worst_cpu <= cpu_limit and worst_rss / 1024 <= RSS_LIMIT_MIB
        if not ok:
            over.append(title)
        size = f"{mb:.0f} MB" if mb >= 1 else f"{mb * 1e3:.1f} kB"
        print(f"| {title} | {size} | {outcome} | {worst_cpu:.2f} s | {worst_rss / 1024:.1f} MiB | {cpu_limit:.1f} s | {'yes' if ok else 'NO'} |", flush=True)
    if over:
        fail("over the bound: " + "; ".join(over))


if __name__ == "__main__":
    main()

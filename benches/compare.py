#!/usr/bin/env python3
"""Times each judge binary against a textbook C++ solution of the same
problem (benches/baseline/*.cpp, built here with g++ -O2 -std=c++17) in one
run, alternating the two, and prints a markdown table: median wall time of
whole processes, the ratio, and peak memory. Outputs must agree.

Usage: python3 benches/compare.py [--runs N] [--only BIN ...]
(default 11 runs; --only times just the workloads of those binaries).
A workload whose baseline takes seconds per run (the textbook nim product)
runs at most 3 times.
The machine is shared and noisy: compare the ratios, which come from one
run, rather than absolute times across runs.
"""
import argparse
import os
import random
import statistics
import subprocess

from harness import ROOT, Runner, fail
from worst import matching_families


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--only", nargs="+", metavar="BIN", help="time only these binaries' workloads")
    args = ap.parse_args()
    r = Runner(build_bins=False)
    r.build(args.only)
    base = {}
    for name in ["arc134e", "nim", "staircase", "setnim", "splitnim", "ie", "lasker", "takemerge", "eitherend", "cutting",
                 "nim_product", "divisor", "shiritori", "targets", "gamesdag", "chase", "luogu1971",
                 "christmas", "tricolore"]:
        exe = r.path("baseline-" + name)
        src = os.path.join(ROOT, "benches", "baseline", name + ".cpp")
        subprocess.run(["g++", "-O2", "-std=c++17", "-o", exe, src], check=True)
        base[name] = exe

    rng = random.Random(2026)
    piles = r.path("piles.in")
    with open(piles, "w") as f:
        f.write("10000000\n")
        for _ in range(100):
            f.write(" ".join(str(rng.randint(1, 10**9)) for _ in range(100000)))
            f.write(" ")
        f.write("\n")
    size = os.path.getsize(piles) / 1e6
    heaps = r.path("heaps.in")
    with open(heaps, "w") as f:
        f.write("10\n")
        for _ in range(10):
            f.write("1000000\n")
            f.write(" ".join(str(rng.randint(1, 2**31 - 1)) for _ in range(10**6)))
            f.write("\n")
    heaps_size = os.path.getsize(heaps) / 1e6
    primes16 = [p for p in range(2, 60) if all(p % q for q in range(2, p))][:16]
    take = "\n".join(f"50\n{' '.join(str(rng.randint(1, 1000)) for _ in range(50))}" for _ in range(100))
    ends = "\n".join(f"1000\n{' '.join(str(rng.randint(1, 10**9)) for _ in range(1000))}" for _ in range(10))
    # its own generator, so that the inputs above and below stay as they were
    rng368 = random.Random(368)
    dividing = f"100000\n{' '.join(str(rng368.randint(2, 10**5)) for _ in range(10**5))}\n"
    sheets = "".join(f"{rng.randint(2, 200)} {rng.randint(2, 200)}\n" for _ in range(100000))
    products = r.path("products.in")
    with open(products, "w") as f:
        f.write("1000000\n")
        for _ in range(10):
            f.write("".join("%d %d\n" % (rng.getrandbits(64), rng.getrandbits(64)) for _ in range(100000)))
    products_size = os.path.getsize(products) / 1e6
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    words = "".join("".join(rng.choice(letters) for _ in range(rng.randint(3, 8))) + "\n" for _ in range(200000))
    def targets(name, edges):
        queries = []
        while len(queries) < 500:
            x, y = rng.randint(1, 10**5), rng.randint(1, 10**5)
            if x != y:
                queries.append((x, y))
        return r.write(name, f"100000 {len(edges)} 500\n" + "".join(f"{a} {b}\n" for a, b in edges + queries))
    random_edges = [(rng.randint(1, 10**5), rng.randint(1, 10**5)) for _ in range(5 * 10**5)]
    forward = []
    while len(forward) < 5 * 10**5:
        a, b = rng.randint(1, 10**5), rng.randint(1, 10**5)
        if a < b:
            forward.append((a, b))
    def christmas(name, edges):
        presents = " ".join(str(rng.randint(0, 10**9)) for _ in range(10**5))
        return r.write(name, "100000 20\n" + "".join(f"{a} {b}\n" for a, b in edges) + presents + "\n")
    labels = list(range(1, 10**5 + 1))
    rng.shuffle(labels)
    christmas_path = [(labels[i], labels[i + 1]) for i in range(10**5 - 1)]
    christmas_tree = [(rng.randint(1, v - 1), v) for v in range(2, 10**5 + 1)]
    # its own generator too: 10^5 random rows and the widest, so that both
    # tables cover every gap
    rng1091 = random.Random(1091)
    tricolore = ["100000 2\n-100000 -99999 100000\n"]
    for _ in range(10**5 - 1):
        b = rng1091.randint(-10**5, 10**5 - 2)
        w = rng1091.randint(b + 1, 10**5 - 1)
        tricolore.append(f"{b} {w} {rng1091.randint(w + 1, 10**5)}\n")
    complete15 = "".join(f"{x} {y}\n" for x in range(1, 16) for y in range(x + 1, 16))
    # luogu1971: the 40 x 40 games of worst.py, the hole snaking through
    # 1599 cells (k = 799, the most a 40 x 40 board holds)
    snakes = [(title, r.write(f"snake-{i}.in", text))
              for i, (title, binary, text, expected) in enumerate(matching_families())
              if binary == "luogu1971" and expected != "refused"]
    workloads = [
        ("Modulo Nim, N = 200, all a_i = 200", "arc134e", base["arc134e"],
         r.write("arc.in", "200\n" + " ".join(["200"] * 200) + "\n")),
        ("Nim, 10^7 random piles (%.0f MB)" % size, "acwing891", base["nim"], piles),
        ("Staircase Nim, 10^7 random steps (%.0f MB)" % size, "acwing892", base["staircase"], piles),
        ("Set-Nim, k = 100 (1..=100), 100 heaps of 10^4", "acwing893", base["setnim"],
         r.write("setnim.in", "100\n" + " ".join(map(str, range(1, 101))) + "\n100\n" + " ".join(["10000"] * 100) + "\n")),
        ("Split Nim, 100 piles of 100", "acwing894", base["splitnim"],
         r.write("split.in", "100\n" + " ".join(["100"] * 100) + "\n")),
        ("Lasker's Nim, 10 cases of 10^6 random heaps < 2^31 (%.0f MB)" % heaps_size, "hdu3032", base["lasker"],
         heaps),
        ("Count multiples, n = 10^9, first 16 primes", "acwing890", base["ie"],
         r.write("ie.in", "1000000000 16\n" + " ".join(map(str, primes16)) + "\n")),
        ("Count multiples, n = 10^18, divisors 2..=65", "acwing890", None,
         r.write("ie18.in", "1000000000000000000 64\n" + " ".join(map(str, range(2, 66))) + "\n")),
        ("Take one or merge, T = 100, N = 50, random piles <= 1000", "acwing1321", base["takemerge"],
         r.write("take.in", f"100\n{take}\n")),
        ("Take from either end, T = 10, n = 1000, random piles <= 10^9", "acwing1322", base["eitherend"],
         r.write("ends.in", f"10\n{ends}\n")),
        ("Cutting game, 10^5 random sheets, sides <= 200", "poj2311", base["cutting"], r.write("sheets.in", sheets)),
        ("Dividing Game, 10^5 random values in 2..=10^5", "abc368f", base["divisor"],
         r.write("dividing.in", dividing)),
        ("Shiritori, 2 * 10^5 random words of 3..=8 letters of a-zA-Z", "abc209e", base["shiritori"],
         r.write("words.in", f"200000\n{words}")),
        ("Token and target, n = 10^5, m = 5 * 10^5 random edges, q = 500 random games", "luogu6560",
         base["targets"], targets("targets-random.in", random_edges)),
        # every position decided: the textbook BFS takes seconds per run
        ("Token and target, n = 10^5, m = 5 * 10^5 random forward edges (a DAG), q = 500 random games",
         "luogu6560", base["targets"], targets("targets-dag.in", forward), 3),
        ("Games on DAG, the complete DAG on N = 15 vertices (M = 105)", "agc016f", base["gamesdag"],
         r.write("gamesdag.in", f"15 105\n{complete15}")),
        ("Board chase, n = 20, white (10, 10), black (1, 1): the longest game, BLACK 58", "luogu4576",
         base["chase"], r.write("chase-longest.in", "20 10 10 1 1\n")),
        ("Board chase, n = 20, white (1, 1), black (20, 20): opposite corners, BLACK 56", "luogu4576",
         base["chase"], r.write("chase-corners.in", "20 1 1 20 20\n")),
        ("Christmas Game, a path of n = 10^5 nodes numbered at random, k = 20", "cf1498f", base["christmas"],
         christmas("christmas-path.in", christmas_path)),
        ("Christmas Game, a random tree of n = 10^5 nodes, k = 20", "cf1498f", base["christmas"],
         christmas("christmas-tree.in", christmas_tree)),
        ("Tricolore Recreation, n = 10^5 random rows and the widest (gaps 0..=199998), f = 2", "cf1091h",
         base["tricolore"], r.write("tricolore.in", "".join(tricolore))),
    ] + [
        (title.replace("luogu1971: ", "Rabbit and egg (matching game), "), "luogu1971", base["luogu1971"], path)
        for title, path in snakes
    ] + [
        # found by hill-climbs over 40 x 40 boards that kept the changes
        # raising the crate's search work over Kuhn's: with k = 799 (every
        # cell but one on the hole's path), and with walls and k >= 500
        ("Rabbit and egg (matching game), 40 x 40, k = 799, a path hill-climbed against the crate's searches",
         "luogu1971", base["luogu1971"], os.path.join(ROOT, "benches", "data", "luogu1971-climbed-k799.in")),
        ("Rabbit and egg (matching game), 40 x 40, k = 566, a board hill-climbed against the crate's searches",
         "luogu1971", base["luogu1971"], os.path.join(ROOT, "benches", "data", "luogu1971-climbed-k566.in")),
    ] + [
        # the textbook recursion takes seconds per run: 3 runs at most
        ("Nim products, 10^6 random 64-bit pairs (%.0f MB)" % products_size, "nim_product_64", base["nim_product"],
         products, 3),
    ]

    print("| workload | ours (median) | textbook C++ (median) | speed-up | our peak memory | C++ peak memory |")
    print("|---|---|---|---|---|---|")
    if args.only:
        workloads = [w for w in workloads if w[1] in args.only]
    for title, binary, baseline, path, *cap in workloads:
        t_ours, t_base, m_ours, m_base, out = [], [], 0, 0, ""
        for _ in range(min([args.runs] + cap)):
            wall, _, rss, status, out, err = r.run([r.ours(binary)], path)
            if status != 0:
                fail(f"{title}: ours failed: {err}")
            t_ours.append(wall)
            m_ours = max(m_ours, rss)
            if baseline:
                wall, _, rss, status, out_b, err = r.run([baseline], path)
                if status != 0 or out != out_b:
                    fail(f"{title}: ours printed {out!r}, C++ printed {out_b!r} (status {status})")
                t_base.append(wall)
                m_base = max(m_base, rss)
        mo, fmt = statistics.median(t_ours), lambda s: "%.1f ms" % (s * 1e3)
        if baseline:
            mb = statistics.median(t_base)
            print(f"| {title} | {fmt(mo)} | {fmt(mb)} | {mb / mo:.1f}x | {m_ours / 1024:.1f} MiB | {m_base / 1024:.1f} MiB |")
        else:
            print(f"| {title} (answer {out}) | {fmt(mo)} | — (64-bit products overflow) | — | {m_ours / 1024:.1f} MiB | — |")


if __name__ == "__main__":
    main()

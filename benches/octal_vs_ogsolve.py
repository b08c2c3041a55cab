#!/usr/bin/env python3
"""The octal-game engine against `ogsolve` 0.0.7 (method `rc`), in one run.

Installs ogsolve into target/ogsolve (never a dependency of the crate),
builds `examples/octal.rs`, then

1. proves the published periods with `octal CODE` (one command per game)
   and reports values used, CPU time and peak memory;
2. computes the same number of values with both programs, each printing
   them (`octal CODE --values K`, `ogsolve -m rc -n K-1 -p CODE`), checks
   that the values are identical, and prints the CPU-time ratio and the
   peak memory of each.

Usage: python3 benches/octal_vs_ogsolve.py [--quick] [--runs N] [--only CODE...]
  --quick  smaller counts (a smoke test, not the issue's figures)
  --runs   runs per measurement, the best one reported (default 1); in the
           comparison the two programs' runs alternate
  --only   just these games (e.g. --only .6 .16)
"""
import argparse
import hashlib
import os
import subprocess

from harness import ROOT, Runner, fail

OGSOLVE = os.path.join(ROOT, "target", "ogsolve", "bin", "ogsolve")

# The comparison: game, number of values.
COMPARE = [(".16", 520_000), (".376", 4_600_000), (".354", 20_200_000), (".6", 2**21)]
COMPARE_QUICK = [(".16", 100_000), (".376", 200_000), (".354", 500_000), (".6", 50_000)]
# Games whose period the example proves (and .6, unresolved at 2^21).
PROVE = [(".77", []), (".07", []), (".137", []), (".16", []), (".127", []), (".354", []),
         (".6", ["--limit", str(2**21)]),
         # more games from OEIS (tests/octal_oeis.rs)
         (".117", []), (".176", []), (".177", []), (".1377", []), (".11377", []), (".113377", []),
         (".7777", []), ("4.777", []), (".56", [])]
PROVE_QUICK = [(".77", []), (".07", []), (".137", []), (".127", []), (".6", ["--limit", "20000"])]


def install_ogsolve():
    if not os.path.exists(OGSOLVE):
        subprocess.run(["cargo", "install", "--quiet", "--root", os.path.join(ROOT, "target", "ogsolve"),
                        "ogsolve", "--version", "0.0.7"], check=True)


def best(r, cmd, runs):
    """Best (by CPU) of `runs` runs: (wall, cpu, rss KiB, stdout)."""
    empty = r.write("empty.in", "")
    results = []
    for _ in range(runs):
        wall, cpu, rss, status, out, err = r.run(cmd, empty)
        if status != 0:
            fail(f"{' '.join(cmd)}: exit {status}: {err}")
        results.append((cpu, wall, rss, out))
    cpu, wall, rss, out = min(results, key=lambda x: x[0])
    return wall, cpu, rss, out


def best_pair(r, ours, theirs, runs):
    """`best` of both commands, their runs taken in turn (ours, theirs,
    ours, ...) so that a slow spell of the machine hits both alike."""
    a, b = [], []
    for _ in range(runs):
        a.append(best(r, ours, 1))
        b.append(best(r, theirs, 1))
    return min(a, key=lambda x: x[1]), min(b, key=lambda x: x[1])


def digest(numbers):
    return hashlib.sha256(" ".join(numbers.split()).encode()).hexdigest()[:16]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--only", nargs="+", metavar="CODE")
    args = ap.parse_args()
    wanted = (lambda code: code in args.only) if args.only else (lambda code: True)
    install_ogsolve()
    subprocess.run(["cargo", "build", "--release", "--quiet", "--example", "octal"], cwd=ROOT, check=True)
    r = Runner()
    octal = os.path.join(ROOT, "target", "release", "examples", "octal")

    print("| code | result | values used | CPU | peak memory |")
    print("|---|---|---|---|---|")
    for code, extra in [g for g in (PROVE_QUICK if args.quick else PROVE) if wanted(g[0])]:
        wall, cpu, rss, out = best(r, [octal, code] + extra, args.runs)
        first = out.splitlines()[0]
        result = first.split(": ", 1)[1].split(", proved with")[0]
        used = first.rsplit(" ", 2)[-2] if "proved with" in first else first.rsplit(" ", 2)[-2]
        print(f"| `{code}` | {result} | {int(used):,} | {cpu:.2f} s | {rss / 1024:.1f} MiB |", flush=True)

    print()
    print("| code | values | ours: CPU | ogsolve -m rc: CPU | ratio | ours: peak | ogsolve: peak | same values |")
    print("|---|---|---|---|---|---|---|---|")
    slow = []
    for code, k in [g for g in (COMPARE_QUICK if args.quick else COMPARE) if wanted(g[0])]:
        (_, cpu_o, rss_o, out_o), (_, cpu_g, rss_g, out_g) = best_pair(
            r, [octal, code, "--values", str(k)], [OGSOLVE, "-m", "rc", "-n", str(k - 1), "-p", code], args.runs)
        ours = out_o.strip()
        theirs = next(l for l in out_g.splitlines() if l.strip().startswith("nimbers:")).split(":", 1)[1]
        same = len(ours.split()) == k and digest(ours) == digest(theirs)
        if not same:
            fail(f"{code}: the values differ from ogsolve's")
        ratio = cpu_g / cpu_o
        if ratio < 2:
            slow.append(code)
        print(f"| `{code}` | {k:,} | {cpu_o:.2f} s | {cpu_g:.2f} s | {ratio:.2f}x | {rss_o / 1024:.1f} MiB "
              f"| {rss_g / 1024:.1f} MiB | {'yes' if same else 'NO'} |", flush=True)
    if slow:
        print(f"\nless than 2x faster than ogsolve on: {', '.join(slow)}")


if __name__ == "__main__":
    main()

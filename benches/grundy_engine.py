#!/usr/bin/env python3
"""sg::Grundy against the seed's textbook C++ memo and hand-written Rust
memos (issue #31 req 3), all in one run: builds `benches/baseline/
grundy_memo.cpp` (g++ -O2) and the `grundy_engine` binary of the benches
package (release), runs the two processes alternately `--rounds` times
(each timing its own work in-process, best of `--runs`), and prints a
markdown table of the medians with the three ratios:
- dense (every heap 0..=10^6 of the subtraction game {1, 2, 3, 5, ..., 89}):
  the C++ memo over ours (target at least 5x), ours over the hand-written
  array (target at most 2x);
- sparse ((heap, last move), moves {1, 2, 3, 5, 8} never repeating the last
  one, every heap 0..=2*10^5): ours over a hand-written HashMap memo
  (target at most 2x).

Usage: python3 benches/grundy_engine.py [--rounds N] [--runs N]
The machine may be shared: the ratios come from one run, side by side.
"""
import argparse
import os
import statistics
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd):
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return {name: (float(ms), int(sum_)) for name, ms, sum_ in (line.split() for line in out.splitlines())}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "cp-games-benches", "--bin", "grundy_engine"],
                   check=True, cwd=ROOT)
    ours = os.path.join(ROOT, "target", "release", "grundy_engine")
    with tempfile.TemporaryDirectory() as tmp:
        cpp = os.path.join(tmp, "grundy_memo")
        subprocess.run(["g++", "-O2", "-std=c++17", "-o", cpp,
                        os.path.join(ROOT, "benches", "baseline", "grundy_memo.cpp")], check=True)
        times = {}
        sums = {}
        for _ in range(args.rounds):
            for cmd in ([ours, str(args.runs)], [cpp, str(args.runs)]):
                for name, (ms, s) in run(cmd).items():
                    times.setdefault(name, []).append(ms)
                    sums.setdefault(name, set()).add(s)
    dense = {"dense-engine", "dense-array", "cpp-memo"}
    for group in (dense, {"sparse-engine", "sparse-hashmap"}):
        if len({s for name in group for s in sums[name]}) != 1:
            raise SystemExit(f"the checksums differ: {sums}")
    med = {name: statistics.median(t) for name, t in times.items()}
    print("| contender | median ms |")
    print("|---|---|")
    for name in ["dense-engine", "dense-array", "cpp-memo", "sparse-engine", "sparse-hashmap"]:
        print(f"| {name} | {med[name]:.1f} |")
    print()
    print(f"- dense: C++ memo / sg::Grundy = {med['cpp-memo'] / med['dense-engine']:.1f}x (target >= 5x)")
    print(f"- dense: sg::Grundy / hand-written array = {med['dense-engine'] / med['dense-array']:.2f}x (target <= 2x)")
    print(f"- sparse: sg::Grundy / hand-written HashMap = {med['sparse-engine'] / med['sparse-hashmap']:.2f}x (target <= 2x)")


if __name__ == "__main__":
    main()

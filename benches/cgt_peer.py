#!/usr/bin/env python3
"""`cp_games::cgt` against the `cgt` crate 0.11 (cgt-tools, AGPL-3.0), in one run.

The `cgt` crate is run as a peer only: this script writes a small cargo
project under target/cgt-peer (never a dependency of this crate) whose
main, written from the crate's documentation on docs.rs, prints the
canonical form of Domineering boards with `Domineering::canonical_form`
and one `ParallelTranspositionTable` (single-threaded: the crate's `rayon`
feature is off). Our side is `benches/cgt_domineering.rs` (package
cp-games-benches), doing the same work through `cp_games::cgt`.

The work (issue #24):
1. the canonical form of every 4x5 board (4 rows, 5 columns; the 2^20
   subsets of taken cells, board number `t` taking cell (r, c) when bit
   5r + c of `t` is set), one line each, in order;
2. the canonical forms of the empty boards R x C for 2 <= R, C <= MAX
   (MAX = 5 unless --max says otherwise).

Both outputs are brought to one notation (`cgt_domineering normalise`
reads both with `Games::parse`, in one arena, and prints them again) and
must be identical line for line. Then the CPU time and peak memory of each
program and the ratio are printed.

Usage: python3 benches/cgt_peer.py [--runs N] [--max M] [--quick]
  --runs   runs per measurement, the best one reported (default 1); the
           two programs' runs alternate
  --max    the largest empty board side (default 5)
  --quick  3x4 boards and empty boards up to 4x4 (a smoke test, not the
           issue's figures)
"""
import argparse
import os
import subprocess

from harness import ROOT, Runner, fail

PEER = os.path.join(ROOT, "target", "cgt-peer")

PEER_CARGO = """[package]
name = "cgt-peer"
version = "0.1.0"
edition = "2021"
publish = false

[dependencies]
cgt = "=0.11.0"

[workspace]

[profile.release]
codegen-units = 1
lto = true
"""

PEER_MAIN = """// The `cgt` crate's side of benches/cgt_peer.py (written from its docs).
use cgt::grid::small_bit_grid::SmallBitGrid;
use cgt::short::partizan::games::domineering::{Domineering, Tile};
use cgt::short::partizan::partizan_game::PartizanGame;
use cgt::short::partizan::transposition_table::ParallelTranspositionTable;
use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let tt = ParallelTranspositionTable::default();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let n = |i: usize| args[i].parse::<u8>().unwrap();
    let mut print = |width: u8, height: u8, taken: u64| {
        let grid = SmallBitGrid::<Tile>::from_number(width, height, taken).unwrap();
        writeln!(out, "{}", Domineering::new(grid).canonical_form(&tt)).unwrap();
    };
    match args[1].as_str() {
        // every board of ROWS x COLS: bit r * COLS + c set = cell (r, c) taken
        "boards" => {
            let (rows, cols) = (n(2), n(3));
            for taken in 0..1u64 << (rows * cols) {
                print(cols, rows, taken);
            }
        }
        // the empty boards R x C, 2 <= R, C <= MAX
        "empty" => {
            for rows in 2..=n(2) {
                for cols in 2..=n(2) {
                    print(cols, rows, 0);
                }
            }
        }
        _ => panic!("usage: boards ROWS COLS | empty MAX"),
    }
}
"""


def build_peer():
    os.makedirs(os.path.join(PEER, "src"), exist_ok=True)
    for name, text in [("Cargo.toml", PEER_CARGO), (os.path.join("src", "main.rs"), PEER_MAIN)]:
        path = os.path.join(PEER, name)
        if not os.path.exists(path) or open(path).read() != text:
            with open(path, "w") as f:
                f.write(text)
    subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=PEER, check=True)
    return os.path.join(PEER, "target", "release", "cgt-peer")


def best_pair(r, ours, theirs, runs):
    """The best (by CPU) of `runs` runs of each command, taken in turn:
    (cpu, rss KiB, stdout) for each."""
    empty = r.write("empty.in", "")
    a, b = [], []
    for _ in range(runs):
        for cmd, results in [(ours, a), (theirs, b)]:
            wall, cpu, rss, status, out, err = r.run(cmd, empty)
            if status != 0:
                fail(f"{' '.join(cmd)}: exit {status}: {err[-2000:]}")
            results.append((cpu, rss, out))
    return min(a, key=lambda x: x[0]), min(b, key=lambda x: x[0])


def normalise(ours_bin, mine, theirs):
    """Both outputs read by our parser and printed again by our printer, in
    one process: our printer lists a game's options in the order of their
    ids in the arena, which depends on the order games were made in, so
    the same game prints alike only within one arena."""
    lines = mine.splitlines()
    text = "\n".join(lines + theirs.splitlines()) + "\n"
    proc = subprocess.run([ours_bin, "normalise"], input=text.encode(), stdout=subprocess.PIPE, check=True)
    out = proc.stdout.decode().splitlines()
    return out[:len(lines)], out[len(lines):]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--max", type=int, default=5)
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    rows, cols, top = (3, 4, min(args.max, 4)) if args.quick else (4, 5, args.max)
    peer = build_peer()
    subprocess.run(["cargo", "build", "--release", "--quiet", "-p", "cp-games-benches", "--bin", "cgt_domineering"],
                   cwd=ROOT, check=True)
    ours = os.path.join(ROOT, "target", "release", "cgt_domineering")
    r = Runner(build_bins=False)

    print("| work | ours: CPU | cgt 0.11: CPU | ratio | ours: peak | cgt: peak | lines | identical |")
    print("|---|---|---|---|---|---|---|---|")
    slow = []
    for label, work in [(f"every {rows}x{cols} board ({2 ** (rows * cols):,})", ["boards", str(rows), str(cols)]),
                        (f"empty boards 2x2 .. {top}x{top}", ["empty", str(top)])]:
        (cpu_o, rss_o, out_o), (cpu_g, rss_g, out_g) = best_pair(r, [ours] + work, [peer] + work, args.runs)
        mine, theirs = normalise(ours, out_o.strip(), out_g.strip())
        lines = len(mine)
        same = mine == theirs
        if not same:
            diff = next(((i, a, b) for i, (a, b) in enumerate(zip(mine, theirs)) if a != b),
                        (min(len(mine), len(theirs)), "(end)", "(end)"))
            fail(f"{label}: line {diff[0]}: ours `{diff[1]}`, cgt's `{diff[2]}` (both read back by ours)")
        ratio = cpu_g / max(cpu_o, 1e-9)
        if ratio < 2:
            slow.append(label)
        print(f"| {label} | {cpu_o:.2f} s | {cpu_g:.2f} s | {ratio:.2f}x | {rss_o / 1024:.1f} MiB "
              f"| {rss_g / 1024:.1f} MiB | {lines:,} | {'yes' if same else 'NO'} |", flush=True)
    if args.quick:
        return
    if slow:
        print(f"\nless than 2x faster than cgt 0.11 on: {', '.join(slow)}")


if __name__ == "__main__":
    main()

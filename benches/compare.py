#!/usr/bin/env python3
"""Times each judge binary against the original C++ (../shared/peers, built
with g++ -O2 -std=c++17) in one run, alternating the two, and prints a
markdown table: median wall time of whole processes, ratio, peak memory.

Usage: python3 benches/compare.py [--runs N] [--peers DIR]
Run from the repository root; it builds `cargo build --release` first.
"""
import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# A process forked from this Python inherits its peak RSS (the kernel keeps
# the pre-exec high-water mark), so a tiny C launcher does the fork, exec and
# wait4 and reports the child's own wall time and peak RSS.
LAUNCHER = r"""
#include <stdio.h>
#include <stdlib.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>
int main(int argc, char **argv) {
    struct timespec a, b; struct rusage ru; int status;
    clock_gettime(CLOCK_MONOTONIC, &a);
    pid_t pid = fork();
    if (pid == 0) {
        int fd = open(argv[1], O_RDONLY);
        dup2(fd, 0); close(fd);
        execv(argv[2], argv + 2); _exit(127);
    }
    wait4(pid, &status, 0, &ru);
    clock_gettime(CLOCK_MONOTONIC, &b);
    fprintf(stderr, "%.6f %ld\n", (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9, ru.ru_maxrss);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
"""


def timed(launcher, cmd, stdin_path):
    """Runs cmd with stdin from a file; returns (seconds, peak RSS in KiB, stdout)."""
    proc = subprocess.run([launcher, stdin_path] + cmd, capture_output=True)
    if proc.returncode != 0:
        sys.exit(f"{cmd[0]} failed with status {proc.returncode}: {proc.stderr.decode()}")
    seconds, rss = proc.stderr.decode().split()
    return float(seconds), int(rss), proc.stdout.decode().strip()


def write(path, text):
    with open(path, "w") as f:
        f.write(text)
    return path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--peers", default=os.path.join(ROOT, "..", "shared", "peers"))
    args = ap.parse_args()

    subprocess.run(["cargo", "build", "--release", "--quiet", "--bins"], cwd=ROOT, check=True)
    ours = lambda b: os.path.join(ROOT, "target", "release", b)
    tmp = tempfile.mkdtemp(prefix="cp-games-bench-")
    launcher = os.path.join(tmp, "launch")
    subprocess.run(["gcc", "-O2", "-x", "c", "-o", launcher, "-"], input=LAUNCHER.encode(), check=True)
    peer = {}
    for name in ["arc134e", "nim_stream", "setnim", "ie"]:
        exe = os.path.join(tmp, name)
        src = os.path.join(args.peers, name + ".cpp")
        subprocess.run(["g++", "-O2", "-std=c++17", "-o", exe, src], check=True)
        peer[name] = exe

    rng = random.Random(2026)
    nim_piles = 10**7
    nim_path = os.path.join(tmp, "nim.in")
    with open(nim_path, "w") as f:
        f.write(f"{nim_piles}\n")
        chunk = 10**5
        for _ in range(nim_piles // chunk):
            f.write(" ".join(str(rng.randint(1, 10**9)) for _ in range(chunk)))
            f.write(" ")
        f.write("\n")
    primes16 = [p for p in range(2, 60) if all(p % q for q in range(2, p))][:16]
    workloads = [
        ("Modulo Nim, N = 200, all a_i = 200", "arc134e", peer["arc134e"],
         write(os.path.join(tmp, "arc.in"), "200\n" + " ".join(["200"] * 200) + "\n")),
        ("Nim, 10^7 piles (%.0f MB input)" % (os.path.getsize(nim_path) / 1e6), "acwing891",
         peer["nim_stream"], nim_path),
        ("Set-Nim, k = 100 (1..=100), 100 heaps of 10^4", "acwing893", peer["setnim"],
         write(os.path.join(tmp, "setnim.in"),
               "100\n" + " ".join(map(str, range(1, 101))) + "\n100\n" + " ".join(["10000"] * 100) + "\n")),
        ("Count multiples, n = 10^9, first 16 primes", "acwing890", peer["ie"],
         write(os.path.join(tmp, "ie.in"), "1000000000 16\n" + " ".join(map(str, primes16)) + "\n")),
        ("Count multiples, n = 10^18, divisors 2..=65", "acwing890", None,
         write(os.path.join(tmp, "ie18.in"),
               "1000000000000000000 64\n" + " ".join(map(str, range(2, 66))) + "\n")),
    ]

    print("| workload | ours (median) | C++ baseline (median) | ratio | our peak memory | baseline peak memory |")
    print("|---|---|---|---|---|---|")
    for title, bin_, base, path in workloads:
        t_ours, t_base, m_ours, m_base = [], [], 0, 0
        for _ in range(args.runs):
            t, m, out = timed(launcher, [ours(bin_)], path)
            t_ours.append(t)
            m_ours = max(m_ours, m)
            if base:
                t, m, out_b = timed(launcher, [base], path)
                t_base.append(t)
                m_base = max(m_base, m)
                if out != out_b:
                    sys.exit(f"{title}: ours printed {out!r}, C++ printed {out_b!r}")
        mo, fmt = statistics.median(t_ours), lambda s: "%.1f ms" % (s * 1e3)
        if base:
            mb = statistics.median(t_base)
            print(f"| {title} | {fmt(mo)} | {fmt(mb)} | {mb / mo:.1f}x | {m_ours / 1024:.1f} MiB | {m_base / 1024:.1f} MiB |")
        else:
            print(f"| {title} (answer {out}) | {fmt(mo)} | — (C++ overflows) | — | {m_ours / 1024:.1f} MiB | — |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

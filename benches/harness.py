"""Shared by the benchmark scripts: builds the release binaries and a tiny
C launcher, and runs a command with its stdin from a file, reporting the
child's own wall time, CPU time and peak RSS.

A process forked from Python inherits Python's peak RSS (the kernel keeps
the pre-exec high-water mark), so the launcher does the fork, exec and
wait4 itself."""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

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
    int out = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    clock_gettime(CLOCK_MONOTONIC, &a);
    pid_t pid = fork();
    if (pid == 0) {
        int fd = open(argv[1], O_RDONLY);
        dup2(fd, 0); close(fd);
        dup2(out, 1); close(out);
        execv(argv[3], argv + 3); _exit(127);
    }
    wait4(pid, &status, 0, &ru);
    clock_gettime(CLOCK_MONOTONIC, &b);
    double cpu = ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
    fprintf(stderr, "%.6f %.6f %ld %d\n", (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9, cpu, ru.ru_maxrss,
            WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
    return 0;
}
"""


class Runner:
    def __init__(self):
        self.tmp = tempfile.mkdtemp(prefix="cp-games-bench-")
        self.launcher = os.path.join(self.tmp, "launch")
        subprocess.run(["gcc", "-O2", "-x", "c", "-o", self.launcher, "-"], input=LAUNCHER.encode(), check=True)
        subprocess.run(["cargo", "build", "--release", "--quiet", "--bins"], cwd=ROOT, check=True)

    def ours(self, binary):
        return os.path.join(ROOT, "target", "release", binary)

    def path(self, name):
        return os.path.join(self.tmp, name)

    def write(self, name, text):
        path = self.path(name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def run(self, cmd, stdin_path):
        """Returns (wall seconds, CPU seconds, peak RSS in KiB, exit status, stdout, stderr)."""
        out_path = self.path("stdout")
        proc = subprocess.run([self.launcher, stdin_path, out_path] + cmd, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE)
        lines = proc.stderr.decode(errors="replace").strip().splitlines()
        wall, cpu, rss, status = lines[-1].split()
        with open(out_path, "rb") as f:
            stdout = f.read().decode(errors="replace").strip()
        return float(wall), float(cpu), int(rss), int(status), stdout, "\n".join(lines[:-1])


def fail(msg):
    sys.exit(msg)

"""Shared by the benchmark scripts: builds the release binaries and a tiny
C launcher, and runs a command with its stdin from a file, reporting the
child's own wall time, CPU time and peak RSS; optionally under an
address-space limit (`Runner(address_space_mib=...)`, `ulimit -v`'s
RLIMIT_AS), so that an allocation the limit refuses shows as the abort
it causes.

A process forked from Python inherits Python's peak RSS (the kernel keeps
the pre-exec high-water mark), so the launcher does the fork, exec and
wait4 itself.

Everything a script writes goes into one temporary folder, removed when
the script ends: normally, on failure, on Ctrl-C, or on SIGTERM/SIGHUP.
Large inputs can be deferred (`Runner.defer`: written just before their
first use, deleted after their last) or `Piped` (fed through a named pipe,
no disk)."""
import atexit
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading

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
    long limit_mib = atol(argv[3]); /* 0: no address-space limit */
    clock_gettime(CLOCK_MONOTONIC, &a);
    pid_t pid = fork();
    if (pid == 0) {
        int fd = open(argv[1], O_RDONLY);
        dup2(fd, 0); close(fd);
        dup2(out, 1); close(out);
        if (limit_mib > 0) {
            struct rlimit as = { (rlim_t)limit_mib << 20, (rlim_t)limit_mib << 20 };
            if (setrlimit(RLIMIT_AS, &as) != 0) _exit(126);
        }
        execv(argv[4], argv + 4); _exit(127);
    }
    wait4(pid, &status, 0, &ru);
    clock_gettime(CLOCK_MONOTONIC, &b);
    double cpu = ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
    fprintf(stderr, "%.6f %.6f %ld %d\n", (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9, cpu, ru.ru_maxrss,
            WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
    return 0;
}
"""


def _exit_on_signal(signum, _frame):
    # SystemExit unwinds like an error, so the atexit clean-up runs (a
    # signal's default action would kill Python without it).
    sys.exit(128 + signum)


class Piped:
    """An input of `size` bytes that `write(file)` feeds through a named
    pipe, afresh for each run: for inputs the binary refuses after reading
    a little of them, which then take no disk at all. The writer stops when
    the binary closes its end."""

    def __init__(self, size, write):
        self.size, self.write = size, write


class Runner:
    def __init__(self, address_space_mib=0, build_bins=True):
        """`address_space_mib`: the RLIMIT_AS every run gets (0: none);
        `build_bins`: build the crate's release binaries first (a script
        that runs none of them, or builds some with `build`, says
        False)."""
        self.address_space_mib = address_space_mib
        self.tmp = tempfile.mkdtemp(prefix="cp-games-bench-")
        atexit.register(shutil.rmtree, self.tmp, ignore_errors=True)
        self.deferred = {}  # path -> write(file), for inputs not yet written
        for sig in (signal.SIGTERM, signal.SIGHUP):
            signal.signal(sig, _exit_on_signal)
        self.launcher = os.path.join(self.tmp, "launch")
        subprocess.run(["gcc", "-O2", "-x", "c", "-o", self.launcher, "-"], input=LAUNCHER.encode(), check=True)
        if build_bins:
            self.build()

    def build(self, binaries=None):
        """Builds the release binaries named in `binaries`, or all of them."""
        which = ["--bins"] if binaries is None else [a for b in binaries for a in ("--bin", b)]
        if subprocess.run(["cargo", "build", "--release", "--quiet", *which], cwd=ROOT).returncode != 0:
            fail("cargo build --release failed (see above)")

    def ours(self, binary):
        return os.path.join(ROOT, "target", "release", binary)

    def path(self, name):
        return os.path.join(self.tmp, name)

    def write(self, name, text):
        path = self.path(name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def defer(self, name, write):
        """Returns the path of an input that `write(file)` writes when
        `materialize` first needs it. Text appended to the path before
        that (`open(path, "a")`) is kept, after what `write` writes."""
        path = self.path(name)
        self.deferred[path] = write
        return path

    def materialize(self, spec):
        """Returns (what `run` takes as stdin, its size in bytes) for `spec`:
        the text of a small input, the path of a file (written now if it
        was deferred), or a `Piped` input."""
        if isinstance(spec, Piped):
            return spec, spec.size
        if spec in self.deferred:
            tail = ""
            if os.path.exists(spec):
                with open(spec) as f:
                    tail = f.read()
            with open(spec, "w") as f:
                self.deferred.pop(spec)(f)
                f.write(tail)
        path = spec if os.path.exists(spec) else self.write("case.in", spec)
        return path, os.path.getsize(path)

    def is_file(self, spec):
        """Whether `spec` names an input file of this run's temporary folder."""
        return isinstance(spec, str) and os.path.dirname(spec) == self.tmp and (
            spec in self.deferred or os.path.exists(spec))

    def discard(self, path):
        """Deletes an input file of the temporary folder once no family needs it."""
        if os.path.exists(path):
            os.remove(path)

    def run(self, cmd, stdin):
        """Runs `cmd` with its stdin from the file `stdin` (or a `Piped`
        input). Returns (wall seconds, CPU seconds, peak RSS in KiB, exit
        status, stdout, stderr)."""
        if isinstance(stdin, Piped):
            return self._run_piped(cmd, stdin)
        out_path = self.path("stdout")
        proc = subprocess.run([self.launcher, stdin, out_path, str(self.address_space_mib)] + cmd, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE)
        lines = proc.stderr.decode(errors="replace").strip().splitlines()
        wall, cpu, rss, status = lines[-1].split()
        with open(out_path, "rb") as f:
            stdout = f.read().decode(errors="replace").strip()
        return float(wall), float(cpu), int(rss), int(status), stdout, "\n".join(lines[:-1])

    def _run_piped(self, cmd, piped):
        fifo = self.path("stdin.fifo")
        if os.path.exists(fifo):
            os.remove(fifo)
        os.mkfifo(fifo)

        def feed():
            try:
                with open(fifo, "w") as f:  # waits for the launcher to open it
                    piped.write(f)
            except BrokenPipeError:  # the binary stopped reading: expected
                pass

        writer = threading.Thread(target=feed, daemon=True)
        writer.start()
        try:
            return self.run(cmd, fifo)
        finally:
            if writer.is_alive():
                # The binary exited without reading to the end, or never
                # opened the pipe: open the read end ourselves and close
                # it, so the writer gets a broken pipe instead of waiting.
                os.close(os.open(fifo, os.O_RDONLY | os.O_NONBLOCK))
            writer.join()
            os.remove(fifo)


def fail(msg):
    sys.exit(msg)

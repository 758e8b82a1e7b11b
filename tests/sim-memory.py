#!/usr/bin/env python3
"""Regression test: mca-sim runs in constant memory (issue 6).  The peak RSS
of a 1,000,000-iteration simulation must stay within SLACK of a
1,000-iteration one on the same block: memory is bounded by the instruction
window, not by the iteration count.  A leak or a record kept per dynamic
instruction (16 bytes or more) would add at least 16 MB here.  TAP output.

The long runs are short blocks so that the test stays well under a few
seconds: one instruction with a load and a register dependency (renaming,
the LSU and the scheduler's wait set; the out-of-order run shows every
view: the timeline and the bottleneck analysis keep only what they print),
a block where the in-order pipeline drops an instruction every
iteration (200,000 iterations there), and an in-order run that the
fast-forward skips, with every view.
The peak RSS comes from GNU time (/usr/bin/time -f %M): a process started
directly from this Python process would inherit Python's pages in its
ru_maxrss and hide megabytes of growth.  Without GNU time the cases are
skipped."""
import os
import subprocess
import sys
import tempfile

TOP_BUILD = os.environ.get("top_builddir", os.path.join(os.path.dirname(__file__), ".."))
SLACK_KIB = 1024
BLOCK = "addq (%rdi), %rax\n"
# llvm-mca's in-order carry-over quirk (mca-sim/NOTES.md): the first vmulps
# finishes while imulq is carried over and is dropped, never retired; its
# register mappings and memory group must not pile up either.
QUIRK = ("imull %ebx, %eax\nvmulps (%rdi), %xmm1, %xmm2\nvmulps (%rsi), %xmm2, %xmm3\n"
         "imulq 8(%rdx), %rcx\naddq %rcx, (%rdx)\nmovq (%rdx), %rax\n")
# Loads, a multiply chain and a store: the in-order pipeline settles after
# a few iterations.
CHAIN = ("movq (%rdi), %rax\nimulq %rax, %rbx\naddq %rbx, %rcx\n"
         "movq %rcx, 8(%rdi)\ndivl %esi\n")
CASES = [   # name, options, block, iterations of the long run
    # Every cycle simulated: the fast-forward (mca-sim/ff.h) would skip
    # most of the run and hide a leak.
    ("out-of-order, all views", ["-mcpu=skylake", "-all-views", "--no-fast-forward"], BLOCK,
     1000000),
    ("in-order", ["-mcpu=atom", "--no-fast-forward"], BLOCK, 1000000),
    ("in-order, dropped instructions", ["-mcpu=atom", "--no-fast-forward"], QUIRK, 200000),
    # The in-order fast-forward (its snapshots and tables; mca-sim/ff.h).
    ("in-order, fast-forward, all views", ["-mcpu=atom", "-all-views"], CHAIN, 1000000),
]


TIME = "/usr/bin/time"


def peak_rss(cmd, env, tmp):
    """Peak RSS (KiB) and exit status of one run."""
    out = os.path.join(tmp, "rss")
    p = subprocess.run([TIME, "-f", "%M", "-o", out] + cmd, env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        with open(out) as f:
            rss = int(f.read().split()[-1])
    except (OSError, ValueError, IndexError):
        rss = -1
    return rss, p.returncode


def main():
    tool = os.path.abspath(os.path.join(TOP_BUILD, "mca-sim", "mca-sim"))
    env = dict(os.environ)
    # Under AddressSanitizer freed blocks wait in quarantines that would be
    # counted as growth; turn them off (ignored without the sanitizer).
    asan = env.get("ASAN_OPTIONS", "")
    env["ASAN_OPTIONS"] = ((asan + ":" if asan else "") +
                           "quarantine_size_mb=0:thread_local_quarantine_size_kb=0")
    print("1..%d" % len(CASES))
    if not os.access(TIME, os.X_OK):
        for n, (name, _, _, _) in enumerate(CASES, 1):
            print("ok %d - %s # SKIP no %s" % (n, name, TIME))
        return 0
    failed = 0
    with tempfile.TemporaryDirectory(prefix="mca-sim-memory-") as tmp:
        for n, (name, opts, block, iterations) in enumerate(CASES, 1):
            src = os.path.join(tmp, "block%d.s" % n)
            with open(src, "w") as f:
                f.write(block)
            base = [tool, "-mtriple=x86_64-unknown-unknown"] + opts
            small, s1 = peak_rss(base + ["-iterations=1000", src], env, tmp)
            big, s2 = peak_rss(base + ["-iterations=%d" % iterations, src], env, tmp)
            ok = s1 == 0 and s2 == 0 and 0 < small and big <= small + SLACK_KIB
            failed += not ok
            print("%s %d - %s: peak RSS %d KiB at 1000 iterations, %d KiB at %d%s"
                  % ("ok" if ok else "not ok", n, name, small, big, iterations,
                     "" if s1 == 0 and s2 == 0 else " (exit status %d, %d)" % (s1, s2)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

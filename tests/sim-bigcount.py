#!/usr/bin/env python3
"""Regression test: mca-sim's totals are 64-bit (issue 19).

A two-instruction block run 3,000,000,000 times simulates 6e9 instructions
(more than 2^32, and more than 5e9); the fast-forward (mca-sim/ff.h) makes
that a fraction of a second.  The expected totals are derived from two
short runs, which the fast-forward check (tests/ff-check.py) covers: once
the pipeline has settled, every further iteration adds the same cycles,
uops, register mappings and dispatch/issue/retire counts, so each total of
the long run is the short run's plus (N_long - N_short) times the growth per
iteration between the two short runs.  A count kept in 32 bits anywhere on
the way (the stream length, the skipped ids or cycles, a view's totals)
wraps and fails the comparison.  TAP output."""
import os
import re
import subprocess
import sys
import tempfile

TOP_BUILD = os.environ.get("top_builddir", os.path.join(os.path.dirname(__file__), ".."))
BLOCK = "addq %rax, %rbx\nimulq %rcx, %rdx\n"
SHORT = (3000, 6000)
LONG = 3000000000
OPTS = ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-all-stats",
        "-resource-pressure=false", "-instruction-info=false"]
# Totals that grow linearly once the pipeline has settled.
TOTALS = [
    ("iterations", r"^Iterations:\s+(\d+)$"),
    ("instructions", r"^Instructions:\s+(\d+)$"),
    ("cycles", r"^Total Cycles:\s+(\d+)$"),
    ("uops", r"^Total uOps:\s+(\d+)$"),
    ("mappings", r"^Total number of mappings created:\s+(\d+)$"),
    ("dispatched 1 uop", r"^ 1,\s+(\d+)\s+\(.*dispatched"),
]


def totals(tool, iterations, tmp):
    src = os.path.join(tmp, "block.s")
    with open(src, "w") as f:
        f.write(BLOCK)
    p = subprocess.run([tool] + OPTS + ["-iterations=%d" % iterations, src],
                       capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        return None, p.stderr
    found = {}
    for name, pat in TOTALS:
        m = re.search(pat, p.stdout, re.M)
        if m:
            found[name] = int(m.group(1))
    # The dispatch histogram's "1," row, found by its section.
    sec = p.stdout.split("Dispatch Logic")
    if len(sec) > 1:
        m = re.search(r"^ 1,\s+(\d+)\s", sec[1], re.M)
        if m:
            found["dispatched 1 uop"] = int(m.group(1))
    return found, p.stdout


def main():
    tool = os.path.abspath(os.path.join(TOP_BUILD, "mca-sim", "mca-sim"))
    print("1..%d" % (len(TOTALS) + 1))
    with tempfile.TemporaryDirectory(prefix="mca-bigcount-") as tmp:
        a, _ = totals(tool, SHORT[0], tmp)
        b, _ = totals(tool, SHORT[1], tmp)
        big, out = totals(tool, LONG, tmp)
    ok = big is not None and a is not None and b is not None
    print(("ok" if ok else "not ok") + " 1 - mca-sim runs -iterations=%d" % LONG)
    if not ok:
        sys.stdout.write("# " + (out or "").replace("\n", "\n# ") + "\n")
    failed = not ok
    for k, (name, _) in enumerate(TOTALS, 2):
        if not ok or name not in a or name not in b or name not in big:
            print("not ok %d - %s: total missing" % (k, name))
            failed = True
            continue
        step = (b[name] - a[name]) / (SHORT[1] - SHORT[0])
        want = a[name] + round(step * (LONG - SHORT[0]))
        # Past 2^32 but for the iteration count (a 32-bit option).
        good = big[name] == want and (name == "iterations" or want > 2 ** 32)
        print("%s %d - %s: %d (expected %d)" % ("ok" if good else "not ok", k, name,
                                                big[name], want))
        failed |= not good
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Regression test: the fast-forward finds long periods (issue 19).

A loop with a call on skylake (tests/data/ff-period/call-loop.s) settles
into a state that repeats every 6,495 iterations; the fast-forward's search
(mca-sim/ff.c) looked at every 32nd iteration after the first 2,048 and
never found it (0 verifications even at 400,000 iterations).  Each case
runs mca-sim with MCA_SIM_FF_DEBUG=1 and requires that it skipped periods,
that its output is the one llvm-mca 22 wrote (tests/data/ff-period/*.out,
*.err, *.json) and that it is the same with --no-fast-forward.  TAP output.
Environment: top_srcdir, top_builddir (set by make check)."""
import os
import re
import subprocess
import sys

TOP_SRC = os.environ.get("top_srcdir", os.path.join(os.path.dirname(__file__), ".."))
TOP_BUILD = os.environ.get("top_builddir", "..")
DATA = os.path.join(TOP_SRC, "tests", "data", "ff-period")
X86 = ["-mtriple=x86_64-unknown-unknown"]

# (input, options, expected stdout, expected stderr or None)
CASES = [
    ("call-loop.s", X86 + ["-mcpu=skylake", "-iterations=20000", "-timeline", "-all-stats"],
     "call-loop.out", "call-loop.err"),
    ("call-loop.s", X86 + ["-mcpu=skylake", "-iterations=20000", "-json"],
     "call-loop.json", None),
]


def tool_path():
    """The real mca-sim binary and its environment: ff-check.py's."""
    import importlib.util
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ff-check.py")
    spec = importlib.util.spec_from_file_location("ff_check", path)
    ff_check = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ff_check)
    return ff_check.tool_path()


def read(name):
    with open(os.path.join(DATA, name), "rb") as f:
        return f.read()


def main():
    tool, env = tool_path()
    print("1..%d" % (3 * len(CASES)))
    n = 0
    ok = True
    for src, opts, out, err in CASES:
        cmd = [tool] + opts + [os.path.join(DATA, src)]
        name = "%s %s" % (src, " ".join(opts))
        a = subprocess.run(cmd, capture_output=True, env=dict(env, MCA_SIM_FF_DEBUG="1"))
        b = subprocess.run(cmd + ["--no-fast-forward"], capture_output=True, env=env)
        lines = a.stderr.split(b"\n")
        stats = [l for l in lines if l.startswith(b"mca-sim ff: ")]
        a_err = b"\n".join(l for l in lines if not l.startswith(b"mca-sim ff: "))
        m = re.search(rb"skipped (\d+) periods", stats[0]) if stats else None
        checks = [
            (m is not None and int(m.group(1)) > 0,
             "the fast-forward skipped periods (%s)" %
             (stats[0].decode() if stats else "no statistics")),
            (a.returncode == 0 and a.stdout == read(out) and
             (err is None or a_err == read(err)),
             "the output is llvm-mca 22's"),
            (a.stdout == b.stdout and a_err == b.stderr and a.returncode == b.returncode,
             "the output is the same with --no-fast-forward"),
        ]
        for good, what in checks:
            n += 1
            ok = ok and good
            print("%s %d - %s: %s" % ("ok" if good else "not ok", n, name, what))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

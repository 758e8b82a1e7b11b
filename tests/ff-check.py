#!/usr/bin/env python3
"""Fast-forward check: mca-sim's output must not depend on the fast-forward.

mca-sim skips the periods of a pipeline that has settled into a repeating
state (mca-sim/ff.h).  This runs mca-sim with and without --no-fast-forward
over the golden corpus inputs (tests/golden/inputs: hand-written and real
blocks), on every x86-64 CPU model, with option sets that exercise every
view and the pipeline's variants (micro-op queue, small queues, register
file limits, -noalias=false, bottleneck analysis), at several iteration
counts, and requires identical standard output, standard error and exit
status.  It also requires that the fast-forward did skip in most cases (a
check that never skips proves nothing).

  ff-check.py            a deterministic sample (what `make check` runs)
  ff-check.py --all      every input x CPU x option set
  ff-check.py --sample K every K-th combination

Prints TAP; the summary line counts cases, skips and differences.
Environment: top_srcdir, top_builddir (set by make check).
"""
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

TOP_SRC = os.environ.get("top_srcdir", os.path.join(os.path.dirname(__file__), ".."))
TOP_BUILD = os.environ.get("top_builddir", "..")
INPUTS = os.path.join(TOP_SRC, "tests", "golden", "inputs")

# The x86-64 models of the golden corpus (tests/regen-goldens).
CPUS = ["alderlake", "atom", "bdver2", "broadwell", "btver2", "haswell", "icelake-server",
        "lunarlake", "sandybridge", "sapphirerapids", "skylake", "skylake-avx512", "slm",
        "znver1", "znver2", "znver3", "znver4"]

OPTION_SETS = [
    ["-iterations=300"],
    ["-iterations=1000", "-all-views"],
    ["-iterations=500", "-all-stats", "-resource-pressure"],
    ["-iterations=400", "-bottleneck-analysis", "-json"],
    ["-iterations=300", "-timeline", "-timeline-max-iterations=3"],
    ["-iterations=300", "-micro-op-queue-size=8", "-decoder-throughput=3", "-all-stats"],
    ["-iterations=300", "-lqueue=3", "-squeue=2", "-register-file-size=40",
     "-all-stats"],
    ["-iterations=300", "-noalias=false", "-dispatch=2", "-all-views"],
]


def tool_path():
    """The real mca-sim binary and its environment (bypassing libtool's
    wrapper keeps the run fast)."""
    wrapper = os.path.join(TOP_BUILD, "mca-sim", "mca-sim")
    env = dict(os.environ)
    env.pop("MCA_SIM_FF_DEBUG", None)
    for cand in ("mca-sim", "lt-mca-sim"):
        real = os.path.join(TOP_BUILD, "mca-sim", ".libs", cand)
        if os.path.exists(real):
            libs = os.path.join(TOP_BUILD, "libcore", ".libs")
            env["LD_LIBRARY_PATH"] = libs + ":" + env.get("LD_LIBRARY_PATH", "")
            return real, env
    return wrapper, env


def inputs():
    out = []
    for sub in ("hand", "real"):
        d = os.path.join(INPUTS, sub)
        if os.path.isdir(d):
            out += sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith(".s"))
    return out


def hangs():
    """(input, cpu) pairs whose simulation never ends, in llvm-mca 22 as in
    mca-sim (tests/golden/hangs.tsv)."""
    out = set()
    path = os.path.join(TOP_SRC, "tests", "golden", "hangs.tsv")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                fields = line.rstrip("\n").split("\t")
                if len(fields) >= 4:
                    cpu = [a[6:] for a in fields[2].split() if a.startswith("-mcpu=")]
                    out.add((os.path.normpath(fields[3]), cpu[0] if cpu else ""))
    return out


def combinations(sample, full):
    combos = []
    never = hangs()
    for path in inputs():
        rel = os.path.normpath(os.path.join("inputs", os.path.relpath(path, INPUTS)))
        for cpu in CPUS:
            if (rel, cpu) in never:
                continue
            for opts in OPTION_SETS:
                combos.append((path, cpu, opts))
    if full:
        return combos
    # Every input and every CPU and option set appear, with a stride that
    # walks across all three.
    return combos[::sample]


def run_one(tool, env, combo):
    path, cpu, opts = combo
    base = [tool, "-mtriple=x86_64-unknown-unknown", "-mcpu=" + cpu] + opts + [path]
    fenv = dict(env, MCA_SIM_FF_DEBUG="1")
    try:
        a = subprocess.run(base, capture_output=True, env=fenv, timeout=300)
        b = subprocess.run(base + ["--no-fast-forward"], capture_output=True, env=env,
                           timeout=300)
    except subprocess.TimeoutExpired:
        return False, False
    err_lines = a.stderr.split(b"\n")
    ff_lines = [l for l in err_lines if l.startswith(b"mca-sim ff: ")]
    a_err = b"\n".join(l for l in err_lines if not l.startswith(b"mca-sim ff: "))
    skipped = any(b"skipped 0 periods" not in l for l in ff_lines)
    same = a.stdout == b.stdout and a_err == b.stderr and a.returncode == b.returncode
    return same, skipped


def main():
    args = sys.argv[1:]
    full = "--all" in args
    sample = 37
    if "--sample" in args:
        sample = int(args[args.index("--sample") + 1])
    tool, env = tool_path()
    combos = combinations(sample, full)
    with ThreadPoolExecutor(max_workers=2) as ex:
        results = list(ex.map(lambda c: run_one(tool, env, c), combos))
    print("1..%d" % (len(combos) + 1))
    bad = 0
    skips = 0
    for n, (combo, (same, skipped)) in enumerate(zip(combos, results), 1):
        path, cpu, opts = combo
        skips += skipped
        name = "%s %s %s" % (os.path.relpath(path, INPUTS), cpu, " ".join(opts))
        if same:
            print("ok %d - %s%s" % (n, name, " (skipped periods)" if skipped else ""))
        else:
            bad += 1
            print("not ok %d - %s: output differs with --no-fast-forward" % (n, name))
    # In-order atom never skips, nor do the regions that do not settle or
    # are too short; most others must.
    enough = skips * 2 >= len(combos)
    print("%s %d - the fast-forward skipped in %d of %d cases" %
          ("ok" if enough else "not ok", len(combos) + 1, skips, len(combos)))
    print("# %d cases, %d skipped periods, %d differ" % (len(combos), skips, bad))
    return 0 if bad == 0 and enough else 1


if __name__ == "__main__":
    sys.exit(main())

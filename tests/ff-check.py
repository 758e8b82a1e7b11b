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

The in-order pipeline (models without a micro-op buffer) has its own
fast-forward state (mca-sim/inorder.c): its cases run every in-order model
LLVM 22 has among x86-64, AArch64 and RISC-V (every one of its CPUs shares
one of these models) over the real blocks of the corpus of the model's ISA
(tests/golden/inputs/ISA/real, x86's hand-written blocks on atom too), with
the same option sets, and the same requirement on the share that skipped.
The out-of-order models of AArch64 and RISC-V run the same way over their
ISA's real blocks (a sample in `make check`).

  ff-check.py            a deterministic sample (what `make check` runs)
  ff-check.py --all      every input x CPU x option set
  ff-check.py --sample K every K-th combination (of each of the two lists)
  ff-check.py --in-order only the in-order list

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

# The in-order models (micro-op-buffer-size 0 in libcore/models), one CPU
# each, by the corpus they run on: (inputs under tests/golden/inputs,
# triple, CPUs).  atom is also among CPUS (every x86-64 input).
IN_ORDER = [
    (["real", "hand"], "x86_64-unknown-unknown", ["atom"]),
    (["aarch64/real"], "aarch64-unknown-linux-gnu",
     ["cortex-a510", "cortex-a320", "cortex-a53", "cortex-a55", "thunderx"]),
    (["riscv64/real"], "riscv64-unknown-linux-gnu",
     ["andes-ax45", "sifive-s21", "sifive-u74", "sifive-x390", "spacemit-x60",
      "syntacore-scr3-rv64", "syntacore-scr4-rv64", "syntacore-scr5-rv64"]),
    (["riscv32/real"], "riscv32-unknown-linux-gnu",
     ["syntacore-scr1-base", "syntacore-scr3-rv32", "syntacore-scr4-rv32",
      "syntacore-scr5-rv32"]),
]
# The in-order sample's stride (make check): every model, option set and
# ISA appear.
IN_ORDER_SAMPLE = 23
# The out-of-order models of the other ISAs (micro-op-buffer-size > 0), one
# CPU each, over the real blocks of their corpus.
OTHER_OUT_OF_ORDER = [
    (["aarch64/real"], "aarch64-unknown-linux-gnu",
     ["a64fx", "ampere1", "ampere1b", "ampere1c", "apple-a10", "c1-premium", "cortex-a57",
      "cortex-a710", "cortex-x1", "cortex-x2", "exynos-m3", "exynos-m4", "exynos-m5",
      "falkor", "kryo", "neoverse-n1", "neoverse-v3ae", "olympus", "oryon-1",
      "thunderx2t99", "thunderx3t110", "tsv110"]),
    (["riscv64/real"], "riscv64-unknown-linux-gnu",
     ["generic-ooo", "mips-p8700", "sifive-p450", "sifive-p550", "sifive-p670",
      "sifive-p870", "syntacore-scr7", "tt-ascalon-d8", "xiangshan-nanhu"]),
]
OTHER_OUT_OF_ORDER_SAMPLE = 53
# Blocks where llvm-mca's in-order carry-over quirk drops an instruction
# every iteration (mca-sim/NOTES.md): the dropped registers are never
# freed, the Register File statistics' maximum grows with every period.
# Always run, with every option set, and each must skip.
QUIRK = [("real/libblas-loop-57750-att.s", "x86_64-unknown-unknown", "atom"),
         ("aarch64/real/libblas-loop-16ae8.s", "aarch64-unknown-linux-gnu", "cortex-a320")]

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
                combos.append((path, "x86_64-unknown-unknown", cpu, opts))
    if full:
        return combos
    # Every input and every CPU and option set appear, with a stride that
    # walks across all three.
    return combos[::sample]


def model_combinations(sample, full, models=IN_ORDER):
    combos = []
    never = hangs()
    for dirs, triple, cpus in models:
        paths = []
        for sub in dirs:
            d = os.path.join(INPUTS, sub)
            if os.path.isdir(d):
                paths += sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith(".s"))
        for path in paths:
            rel = os.path.normpath(os.path.join("inputs", os.path.relpath(path, INPUTS)))
            for cpu in cpus:
                if (rel, cpu) in never:
                    continue
                for opts in OPTION_SETS:
                    combos.append((path, triple, cpu, opts))
    return combos if full else combos[::sample]


def run_one(tool, env, combo):
    path, triple, cpu, opts = combo
    base = [tool, "-mtriple=" + triple, "-mcpu=" + cpu] + opts + [path]
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
    only_in_order = "--in-order" in args
    tool, env = tool_path()
    lists = [] if only_in_order else [("", combinations(sample, full))]
    if not only_in_order:
        lists.append(("other-ISA out-of-order ", model_combinations(
            sample if "--sample" in args else OTHER_OUT_OF_ORDER_SAMPLE, full,
            OTHER_OUT_OF_ORDER)))
    lists.append(("in-order ", model_combinations(
        sample if "--sample" in args else IN_ORDER_SAMPLE, full)))
    lists.append(("dropped-instruction ",
                  [(os.path.join(INPUTS, f), triple, cpu, opts)
                   for f, triple, cpu in QUIRK for opts in OPTION_SETS]))
    every = [c for _, combos in lists for c in combos]
    with ThreadPoolExecutor(max_workers=2) as ex:
        results = iter(list(ex.map(lambda c: run_one(tool, env, c), every)))
    print("1..%d" % (len(every) + len(lists)))
    n = 0
    ok = True
    for label, combos in lists:
        bad = 0
        skips = 0
        for combo in combos:
            same, skipped = next(results)
            path, _, cpu, opts = combo
            skips += skipped
            n += 1
            name = "%s %s %s" % (os.path.relpath(path, INPUTS), cpu, " ".join(opts))
            if same:
                print("ok %d - %s%s" % (n, name, " (skipped periods)" if skipped else ""))
            else:
                bad += 1
                print("not ok %d - %s: output differs with --no-fast-forward" % (n, name))
        # Regions that do not settle or are too short never skip (nor
        # blocks a CPU rejects: the same error both ways); most others must.
        enough = skips * 2 >= len(combos)
        if label.startswith("dropped"):
            enough = skips == len(combos)
        n += 1
        print("%s %d - the fast-forward skipped in %d of %d %scases" %
              ("ok" if enough else "not ok", n, skips, len(combos), label))
        print("# %d %scases, %d skipped periods, %d differ" % (len(combos), label, skips, bad))
        ok = ok and bad == 0 and enough
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

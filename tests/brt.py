#!/usr/bin/env python3
"""Measure: does mca-static's Block RThroughput equal llvm-mca 22's?

Every golden case whose expected text output has a summary view gives
llvm-mca's "Block RThroughput:" of each region.  mca-static is run once per
distinct (input, arguments) with the views that do not change the value
dropped, and its per-region values are compared.  Prints the percentage of
regions that agree, per CPU model, and the first differences.  A
measurement, not a gate: exit status 0 unless mca-static cannot be run.

usage: tests/brt.py [--builddir DIR] [--show N]"""
import os
import re
import subprocess
import sys
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.path.join(HERE, "golden")
BRT = re.compile(rb"^Block RThroughput:\s+(\S+)", re.M)
# Options that only pick views or simulation details; the Block RThroughput
# does not depend on them.
VIEW_ONLY = re.compile(r"^-(timeline|timeline-max-.*|bottleneck-analysis|all-stats|all-views|"
                       r"dispatch-stats|scheduler-stats|retire-stats|register-file-stats|"
                       r"resource-pressure.*|instruction-info.*|iterations=.*|show-encoding|"
                       r"show-barriers|print-imm-hex|summary-view.*|noalias.*|lqueue=.*|"
                       r"squeue=.*|register-file-size=.*|disable-im|"
                       r"micro-op-queue-size=.*|decoder-throughput=.*)$")


def main():
    build = os.path.join(HERE, "..")
    show = 20
    args = sys.argv[1:]
    while args:
        a = args.pop(0)
        if a == "--builddir":
            build = args.pop(0)
        elif a == "--show":
            show = int(args.pop(0))
        else:
            sys.exit(__doc__)
    tool = os.path.abspath(os.path.join(build, "mca-static", "mca-static"))
    jobs = {}
    with open(os.path.join(GOLDEN, "manifest.tsv"), encoding="utf-8") as f:
        for line in f:
            cid, _, argv, inp, out, _, status = line.rstrip("\n").split("\t")
            if status != "0" or out.endswith(".json") or "-instruction-tables" in argv:
                continue
            with open(os.path.join(GOLDEN, out), "rb") as g:
                want = BRT.findall(g.read())
            if not want:
                continue
            kept = tuple(a for a in argv.split() if not VIEW_ONLY.match(a))
            jobs.setdefault((kept, inp), (cid, want))
    env = dict(os.environ)

    def run(item):
        (kept, inp), (cid, want) = item
        p = subprocess.run([tool, "--no-bounds"] + list(kept) + [inp], cwd=GOLDEN,
                           capture_output=True, env=env, timeout=120)
        return cid, kept, want, BRT.findall(p.stdout)

    with ThreadPoolExecutor(2) as ex:
        results = list(ex.map(run, jobs.items()))
    per_cpu = defaultdict(lambda: [0, 0])
    misses = []
    for cid, kept, want, got in results:
        cpu = next((a.split("=", 1)[1] for a in kept if a.startswith("-mcpu=")), "?")
        for i, w in enumerate(want):
            g = got[i] if i < len(got) else None
            per_cpu[cpu][1] += 1
            if g == w:
                per_cpu[cpu][0] += 1
            else:
                misses.append((cid, i, w.decode(), g.decode() if g else None))
    same = sum(v[0] for v in per_cpu.values())
    total = sum(v[1] for v in per_cpu.values())
    for cpu in sorted(per_cpu):
        s, n = per_cpu[cpu]
        print("cpu %-16s %5d %5d %6.2f%%" % (cpu, s, n, 100.0 * s / n))
    print("all  %-16s %5d %5d %6.2f%%" % ("", same, total, 100.0 * same / max(total, 1)))
    for cid, i, w, g in misses[:show]:
        print("differs: %s region %d: llvm-mca %s, mca-static %s" % (cid, i + 1, w, g))
    return 0


if __name__ == "__main__":
    sys.exit(main())

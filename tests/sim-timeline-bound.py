#!/usr/bin/env python3
"""The timeline stays bounded when iterations x instructions pass 2^32
(issue 23, F1/F2).

-timeline with -iterations=2147483648 on a two-instruction block once grew
without bound (the tracked count wrapped) and never ended; a 30-instruction
loop at 143165577 iterations printed "Iterations: 1" with exit 0.  The
timeline keeps -timeline-max-iterations (default 10) iterations, counted
as llvm-mca counts them (an unsigned 32-bit product: 2^31 iterations of
two instructions track none), its rows stop at -timeline-max-cycles, and
the run takes about constant time and memory (the fast-forward).  Text
and JSON must agree on every total and on the timeline's rows.  TAP."""
import json
import os
import re
import subprocess
import sys
import tempfile

TOP_BUILD = os.environ.get("top_builddir", os.path.join(os.path.dirname(__file__), ".."))
T = ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake"]
TWO = "addl %eax, %ebx\nimull %ecx, %edx\n"
LOOP30 = "".join("addl %%e%sx, %%e%sx\n" % (a, b) for a, b in
                 [("a", "b"), ("b", "c"), ("c", "d"), ("d", "a"), ("a", "c")] * 6)
# (block, extra options, iterations, timeline rows expected, or None without -timeline)
CASES = [
    ("two", TWO, [], 2147483648, 20),
    ("two", TWO, ["-timeline-max-cycles=0"], 2147483648, 20),
    ("two", TWO, ["-timeline-max-iterations=2147483648"], 2147483648, 0),
    ("two", TWO, ["-timeline-max-iterations=4294967295", "-timeline-max-cycles=0"], 2147483648, 0),
    ("two", TWO, ["-timeline-max-iterations=1000"], 4294967295, None),
    ("loop30", LOOP30, [], 143165577, None),
]


def run(tool, args):
    cmd = ["/usr/bin/time", "-f", "@@ %M"] if os.access("/usr/bin/time", os.X_OK) else []
    p = subprocess.run(cmd + [tool] + args, capture_output=True, timeout=120)
    err = p.stderr.decode("utf-8", "replace").strip().splitlines()
    rss = int(err[-1].split()[1]) if cmd and err and err[-1].startswith("@@ ") else 0
    return p.returncode, p.stdout.decode("utf-8", "replace"), rss


def text_totals(out):
    want = {"Iterations": r"^Iterations:\s+(\d+)$", "Instructions": r"^Instructions:\s+(\d+)$",
            "TotalCycles": r"^Total Cycles:\s+(\d+)$", "TotaluOps": r"^Total uOps:\s+(\d+)$"}
    return {k: int(re.search(v, out, re.M).group(1)) for k, v in want.items()}


def main():
    tool = os.path.join(TOP_BUILD, "mca-sim", "mca-sim")
    n = bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, block, extra, iters, rows in CASES:
            src = os.path.join(tmp, name + ".s")
            with open(src, "w") as f:
                f.write(block)
            args = T + ["-timeline", "-iterations=%d" % iters] + extra + [src]
            label = "%s -iterations=%d %s" % (name, iters, " ".join(extra))
            n += 1
            problems = []
            rc, text, rss = run(tool, args)
            rcj, js, rssj = run(tool, args + ["-json"])
            try:
                t = text_totals(text)
                region = json.loads(js)["CodeRegions"][0]
                s = region["SummaryView"]
                j = {k: s[k] for k in ("Iterations", "Instructions", "TotalCycles", "TotaluOps")}
                if t != j:
                    problems.append("text %s != JSON %s" % (t, j))
                if t["Iterations"] != iters or t["Instructions"] != iters * block.count("\n"):
                    problems.append("totals %s" % t)
                trows = len(re.findall(r"^\[\d+,\d+\]", text, re.M))
                jrows = len(region["TimelineView"]["TimelineInfo"])
                if trows != jrows or (rows is not None and trows != rows):
                    problems.append("timeline rows: text %d, JSON %d, want %s" % (trows, jrows, rows))
            except (AttributeError, KeyError, ValueError, IndexError) as e:
                problems.append("unreadable output (%s)" % e)
            if rc != 0 or rcj != 0:
                problems.append("exit %d/%d" % (rc, rcj))
            if max(rss, rssj) > 200 * 1024:
                problems.append("peak RSS %d KB" % max(rss, rssj))
            bad += bool(problems)
            print("%s %d - %s%s" % ("not ok" if problems else "ok", n, label,
                                    ": " + "; ".join(problems) if problems else
                                    " (RSS %d KB)" % max(rss, rssj)))
    print("1..%d" % n)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

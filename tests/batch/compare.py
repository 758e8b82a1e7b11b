#!/usr/bin/env python3
"""compare.py - a batch run's JSON lines against llvm-mca 22's (tests/batch/regen).

  compare.py EXPECTED ACTUAL [--known=FILE] [--quiet]

Per block (matched by "line"): cycles per iteration (TotalCycles /
Iterations) agree, and every member llvm-mca wrote is equal (integers
exactly, doubles to 1e-9 relative); a block llvm-mca rejects must be an
error here too.  Prints the agreement; exits 1 when a block differs that
--known does not list (one line number per line), or a listed one now
agrees (the list must shrink as fidelity grows), or the summary line is
missing.
"""
import json
import sys


def same(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))
    return a == b


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    known_path = next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--known=")), None)
    quiet = "--quiet" in sys.argv
    exp = {}
    with open(args[0]) as f:
        for l in f:
            d = json.loads(l)
            exp[d["line"]] = d
    act, summary = {}, None
    with open(args[1]) as f:
        for l in f:
            d = json.loads(l)
            if "summary" in d:
                summary = d["summary"]
            else:
                act[d["line"]] = d
    known = set()
    if known_path:
        with open(known_path) as f:
            known = {int(l.split()[0]) for l in f if l.strip() and not l.startswith("#")}
    cpi_ok = all_ok = 0
    differ = []
    for n, e in sorted(exp.items()):
        a = act.get(n, {"error": "missing"})
        if "error" in e:
            ok = cpi = "error" in a
        elif "error" in a:
            ok = cpi = False
        else:
            cpi = ("TotalCycles" not in e or
                   same(e["TotalCycles"] / e["Iterations"], a["TotalCycles"] / a["Iterations"]))
            ok = cpi and all(k in a and same(v, a[k]) for k, v in e.items())
        cpi_ok += cpi
        all_ok += ok
        if not ok:
            differ.append(n)
            if not quiet and n not in known:
                print(f"line {n}: expected {json.dumps(e)}\n        actual   {json.dumps(a)}")
    total = len(exp)
    print(f"{total} blocks: cycles per iteration agree on {cpi_ok} ({100.0 * cpi_ok / total:.2f}%), "
          f"every member on {all_ok} ({100.0 * all_ok / total:.2f}%)")
    new = [n for n in differ if n not in known]
    fixed = sorted(known - set(differ))
    if new:
        print(f"differing blocks not in the known list: {new[:20]}")
    if fixed:
        print(f"known blocks that now agree (remove them from the list): {fixed[:20]}")
    if summary is None:
        print("no summary line")
    sys.exit(1 if new or fixed or summary is None else 0)


if __name__ == "__main__":
    main()

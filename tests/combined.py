#!/usr/bin/env python3
"""combined.py: the stream mca-sim and mca-static write when standard output
and standard error are one pipe (2>&1) equals llvm-mca 22's
(tests/combined/expected, written by tests/combined/regen): the same
diagnostics, before, between or after the same parts of the report.  TAP.
JSON documents are compared as values, the text around them byte for byte.
GOLDEN_SAMPLE=N runs every Nth case."""
import importlib.util
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("golden", os.path.join(HERE, "golden.py"))
golden = importlib.util.module_from_spec(spec)
spec.loader.exec_module(golden)

COMBINED = os.path.join(HERE, "combined")


def load():
    cases = []
    with open(os.path.join(COMBINED, "cases.tsv"), encoding="utf-8") as f:
        for line in f:
            cid, where, tool, args, inp, rc = line.rstrip("\n").split("\t")
            cases.append({"id": cid, "cwd": golden.GOLDEN if where == "golden" else COMBINED,
                          "tool": tool, "args": args.split(" "), "input": inp,
                          "status": int(rc)})
    step = int(os.environ.get("GOLDEN_SAMPLE", "1") or 1)
    return cases[::max(step, 1)]


def split_json(stream):
    """The text before the JSON document, the document, the text after."""
    start = stream.find(b"\n{\n") + 1 if not stream.startswith(b"{") else 0
    if start == 0 and not stream.startswith(b"{"):
        return stream, None, b""
    end = stream.rfind(b"\n}") + 2
    return stream[:start], stream[start:end], stream[end:]


def same(got, want, is_json):
    if not is_json:
        return got == want
    g, w = split_json(got), split_json(want)
    if w[1] is None or g[1] is None:
        return got == want
    try:
        return g[0] == w[0] and g[2] == w[2] and json.loads(g[1]) == json.loads(w[1])
    except ValueError:
        return False


def run(case):
    tool = os.path.abspath(os.path.join(golden.TOP_BUILD, case["tool"], case["tool"]))
    env = dict(os.environ)
    env.pop("MCA_MODELS_DIR", None)
    prog = golden.real_program(tool, env)
    try:
        p = subprocess.run([prog] + case["args"] + [case["input"]], cwd=case["cwd"],
                           stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=120, env=env)
    except subprocess.TimeoutExpired:
        return case, "timeout"
    with open(os.path.join(COMBINED, "expected", case["id"] + ".out"), "rb") as f:
        want = f.read()
    problems = []
    if p.returncode != case["status"]:
        problems.append("exit status %d, want %d" % (p.returncode, case["status"]))
    if not same(golden.normalize_err(p.stdout, tool), want, "-json" in case["args"]):
        problems.append("combined stream differs")
    return case, "; ".join(problems)


def main():
    cases = load()
    print("1..%d" % len(cases))
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(run, cases))
    failed = 0
    for n, (case, problem) in enumerate(results, 1):
        if problem:
            failed += 1
            print("not ok %d - %s # %s" % (n, case["id"], problem))
        else:
            print("ok %d - %s" % (n, case["id"]))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

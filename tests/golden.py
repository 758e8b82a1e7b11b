#!/usr/bin/env python3
"""Golden tests: run mca-sim and mca-static over the llvm-mca 22 golden corpus.

tests/golden/manifest.tsv lists the cases (see tests/golden/README.md); the
expected outputs were written by llvm-mca 22 (tests/regen-goldens).  Text must
be byte-identical; JSON must parse to the same structure; stderr and exit
status must match too.

  golden.py                 run the cases in tests/golden/passing.txt (TAP);
                            this is what `make check` runs, a regression gate
  golden.py --report        run every case, print % identical per CPU model
                            and per view, and the first differences
  golden.py --report --all-failures
                            list every differing case, not the first 40
  golden.py --report --update-passing
                            also rewrite passing.txt with the cases that pass
  --tool=mca-static         only the cases of one tool
  --isa=x86|aarch64|riscv   only the cases of one ISA (by input directory:
                            inputs/aarch64, inputs/riscv64 and inputs/riscv32,
                            everything else is x86)

The tools run as shipped, on the models compiled into libmcacore; every
TEXT_EVERY-th case runs on the text models instead (MCA_MODELS_DIR, what
--model users and the generator read), so both loaders stay covered end to
end (the unit tests compare the two tables entry by entry).

Environment: top_srcdir, top_builddir (set by make check); GOLDEN_SAMPLE=k
runs every k-th listed case only; GOLDEN_WRAP="cmd args" runs each tool
under cmd (tests/valgrind.sh: valgrind, whose findings change the exit
status, so a case passes only when it is clean too).
"""
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

TOP_SRC = os.environ.get("top_srcdir", os.path.join(os.path.dirname(__file__), ".."))
TOP_BUILD = os.environ.get("top_builddir", "..")
GOLDEN = os.path.join(TOP_SRC, "tests", "golden")
PASSING = os.path.join(GOLDEN, "passing.txt")
TEXT_EVERY = 16


def isa_of(case):
    parts = case["input"].split("/")
    d = parts[1] if len(parts) > 2 else ""
    return {"aarch64": "aarch64", "riscv64": "riscv", "riscv32": "riscv"}.get(d, "x86")


def load_manifest():
    cases = []
    with open(os.path.join(GOLDEN, "manifest.tsv"), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            cid, tool, args, inp, out, err, status = line.split("\t")
            cases.append(dict(id=cid, tool=tool, args=args.split(), input=inp,
                              out=out, err=err, status=int(status),
                              text_models=len(cases) % TEXT_EVERY == 0))
    return cases


def read(path):
    with open(os.path.join(GOLDEN, path), "rb") as f:
        return f.read()


def same_output(case, got):
    want = read(case["out"])
    if "-json" in case["args"]:
        try:
            return json.loads(got or b"null") == json.loads(want or b"null")
        except ValueError:
            return False
    return got == want


def normalize_err(err, tool):
    """llvm-mca's program name became @PROG@ in the goldens: the path it was
    run by, and its basename at the start of a line (tests/golden/README.md).
    In the build tree the tool is libtool's wrapper, which runs the real
    program as .libs/<name> (or .libs/lt-<name>): that path is the argv[0]
    the program sees, so it is replaced too."""
    # regen-goldens stores the oracle's stderr as UTF-8, invalid bytes as
    # U+FFFD (a source line quoted in a diagnostic may hold any bytes)
    err = err.decode("utf-8", "replace").encode("utf-8")
    base = os.path.basename(tool)
    libs = os.path.join(os.path.dirname(tool), ".libs")
    for path in (os.path.join(libs, "lt-" + base), os.path.join(libs, base), tool):
        err = err.replace(path.encode(), b"@PROG@")
    return re.sub(rb"(?m)^(lt-)?" + re.escape(base.encode()) + rb":", b"@PROG@:", err)


def real_program(tool, env):
    """The program behind libtool's wrapper script, which runs .libs/<name>
    with the uninstalled library on LD_LIBRARY_PATH: the same, without a
    shell per case.  The tool itself when it is no wrapper."""
    real = os.path.join(os.path.dirname(tool), ".libs", os.path.basename(tool))
    try:
        with open(tool, "rb") as f:
            wrapper = f.read(2) == b"#!"
    except OSError:
        return tool
    if not wrapper or not os.access(real, os.X_OK):
        return tool
    libs = os.path.abspath(os.path.join(TOP_BUILD, "libcore", ".libs"))
    env["LD_LIBRARY_PATH"] = libs + (":" + env["LD_LIBRARY_PATH"]
                                     if env.get("LD_LIBRARY_PATH") else "")
    return real


def run_case(case):
    tool = os.path.abspath(os.path.join(TOP_BUILD, case["tool"], case["tool"]))
    env = dict(os.environ)
    env.pop("MCA_MODELS_DIR", None)
    if case.get("text_models"):
        env["MCA_MODELS_DIR"] = os.path.abspath(os.path.join(TOP_SRC, "libcore", "models"))
    prog = real_program(tool, env)
    wrap = os.environ.get("GOLDEN_WRAP", "").split()
    try:
        p = subprocess.run(wrap + [prog] + case["args"] + [case["input"]], cwd=GOLDEN,
                           capture_output=True, timeout=120 * (10 if wrap else 1), env=env)
    except subprocess.TimeoutExpired:
        return case, False, "timeout"
    problems = []
    if p.returncode != case["status"]:
        problems.append("exit status %d, want %d" % (p.returncode, case["status"]))
    if not same_output(case, p.stdout):
        problems.append("stdout differs")
    want_err = read(case["err"]) if case["err"] != "-" else b""
    if normalize_err(p.stderr, tool) != want_err:
        problems.append("stderr differs")
    return case, not problems, "; ".join(problems)


def view_of(case):
    """The view a case exercises: the last part of its id."""
    return case["id"].rsplit(".", 1)[-1]


def cpu_of(case):
    return case["id"].rsplit(".", 2)[-2] if case["id"].count(".") >= 2 else "?"


def run_all(cases, jobs=2):
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(run_case, cases))


def tap(cases, manifest_ids=None):
    try:
        with open(PASSING, encoding="utf-8") as f:
            wanted = {l.strip() for l in f if l.strip() and not l.startswith("#")}
    except FileNotFoundError:
        wanted = set()
    selected = [c for c in cases if c["id"] in wanted]
    # GOLDEN_SAMPLE=k runs every k-th case only (CI's sanitizer build, where
    # every run is several times slower; the plain build runs them all).
    k = int(os.environ.get("GOLDEN_SAMPLE", "1") or 1)
    selected = selected[::max(k, 1)]
    # (with --tool or --isa, a listed case of another tool or ISA is no
    # missing one)
    missing = wanted - (manifest_ids if manifest_ids is not None else {c["id"] for c in cases})
    results = run_all(selected)
    n = 0
    failed = 0
    for case, ok, why in results:
        n += 1
        if ok:
            print("ok %d - %s" % (n, case["id"]))
        else:
            failed += 1
            print("not ok %d - %s # %s" % (n, case["id"], why))
    for cid in sorted(missing):
        n += 1
        failed += 1
        print("not ok %d - %s # listed in passing.txt but not in the manifest" % (n, cid))
    print("1..%d" % n)
    return 1 if failed else 0


def report(cases, update, tool_filter):
    results = run_all(cases)
    by = {}
    for case, ok, _ in results:
        for key in (("cpu", cpu_of(case)), ("view", view_of(case)), ("all", "all")):
            tot = by.setdefault(key, [0, 0])
            tot[0] += ok
            tot[1] += 1
    for kind in ("view", "cpu", "all"):
        print("%-6s %-24s %8s %8s %7s" % (kind, "", "same", "cases", "%"))
        for key in sorted(k for k in by if k[0] == kind):
            same, total = by[key]
            print("%-6s %-24s %8d %8d %6.1f%%" % (kind, key[1], same, total,
                                                  100.0 * same / total))
    bad = [(c, why) for c, ok, why in results if not ok]
    limit = None if "--all-failures" in sys.argv else 40
    for c, why in bad[:limit]:
        print("differs: %s (%s)" % (c["id"], why))
    if update:
        keep = []
        if tool_filter:  # keep the other tools' entries as they are
            run_ids = {c["id"] for c in cases}
            try:
                with open(PASSING, encoding="utf-8") as f:
                    keep = [l.strip() for l in f
                            if l.strip() and not l.startswith("#") and l.strip() not in run_ids]
            except FileNotFoundError:
                pass
        ids = sorted(set(keep) | {c["id"] for c, ok, _ in results if ok})
        with open(PASSING, "w", encoding="utf-8") as f:
            f.write("# Golden cases known to be byte-identical; make check runs these.\n")
            f.write("# Rewritten by tests/golden.py --report --update-passing.\n")
            for cid in ids:
                f.write(cid + "\n")
    return 0


KNOWN_OPTIONS = ("--tool=", "--isa=", "--report", "--all-failures", "--update-passing")


def main():
    if "--help" in sys.argv[1:] or "-h" in sys.argv[1:]:
        print(__doc__)
        return 0
    for arg in sys.argv[1:]:
        if not arg.startswith(KNOWN_OPTIONS):
            sys.stderr.write("golden.py: unknown option '%s' (--help lists them)\n" % arg)
            return 2
    cases = load_manifest()
    manifest_ids = {c["id"] for c in cases}
    tool_filter = None
    partial = False
    for arg in sys.argv[1:]:
        if arg.startswith("--tool="):
            tool_filter = arg.split("=", 1)[1]
            cases = [c for c in cases if c["tool"] == tool_filter]
        if arg.startswith("--isa="):
            isa = arg.split("=", 1)[1]
            cases = [c for c in cases if isa_of(c) == isa]
            partial = True
    if "--report" in sys.argv:
        return report(cases, "--update-passing" in sys.argv, tool_filter or partial)
    return tap(cases, manifest_ids)


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# mutate.py: the seeded mutation pass (issue 23).  Real inputs from the
# golden corpus (tests/golden/inputs/real), each mutated a few times (bytes,
# numbers, lines, the assembler's directives), are run by llvm-mca 22 and
# by our tools with the same options.
#
#   tests/mutation/mutate.py regen [--count N] [--seed S] [--mca PATH]
#       write tests/mutation/inputs/*.s and tests/mutation/expected/*
#       (stdout, stderr with llvm-mca's name as @PROG@, exit status) and
#       tests/mutation/manifest.tsv: needs llvm-mca 22 (found as
#       tests/regen-goldens finds it; its stderr normalized the same way)
#   tests/mutation/mutate.py report [--update-passing] [--list]
#       run our tools on every case and print the figures: identical, we
#       exit 0 where llvm-mca rejects, we reject what it accepts, other
#       report differences, differences in the diagnostics only
#   tests/mutation/mutate.py check        (make check: TAP)
#       the cases of tests/mutation/passing.txt must stay identical
#
# Deterministic: the same seed and corpus give the same inputs.  Python 3
# standard library only.

import argparse
import importlib.machinery
import importlib.util
import os
import random
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
TOP_SRC = os.environ.get("top_srcdir") or os.path.join(HERE, "..", "..")
TOP_BUILD = os.environ.get("top_builddir") or os.path.join(TOP_SRC, "_b")
CORPUS = os.path.join(HERE, "..", "golden", "inputs", "real")
MANIFEST = os.path.join(HERE, "manifest.tsv")
PASSING = os.path.join(HERE, "passing.txt")
TRIPLE = "x86_64-unknown-unknown"
CPUS = ["skylake", "znver3", "haswell", "btver2", "icelake-server", "alderlake"]

# Lines the mutator inserts: the directives hand-written code uses, region
# markers, labels, and statements that are nearly right.
LINES = [
    ".rept 2", ".rept 3", ".endr", ".irp r, %eax, %ebx", ".irpc c, 12", ".macro m a",
    ".macro m a=%ecx", ".endm", "m %edx", "m", ".exitm", ".set N, 3", ".equ M, N+1",
    "N = 5", "movl $N, %eax", ".equiv N, 1", '.error "stop"', '.warning "w"', ".end",
    ".code32", ".code16", ".code64", ".intel_syntax noprefix", ".att_syntax",
    "# LLVM-MCA-BEGIN r", "# LLVM-MCA-END r", "# LLVM-MCA-END", "1:", "jmp 1b", "jne 1f",
    ".p2align 4", ".text", "lock", "rep", "{vex} vpaddd %xmm0, %xmm1, %xmm2", "data16",
    "addl $256, %eax", "shll $256, %eax", "movl 0x80000000(%rax), %eax", "push %ax",
    "pushw %ax", "addll %eax, %ebx", "vpshufd $-1, %ymm0, %ymm1", "int $256",
]
BYTES = b"%$,()[]{}:;#.\\\"'+-*/<>=!~&|^@0123456789abcdefxlqwyz \t\x00\xff\xc3\xa9"
NUMBERS = [b"0", b"-1", b"256", b"-129", b"0x80000000", b"4294967295", b"0x1ffffffff",
           b"99999999999999999999", b"0xffffffffffffffffff", b"08", b"0b102", b"0x"]


def mutate(rng, text):
    """One mutation of text (bytes), chosen and placed by rng."""
    lines = text.split(b"\n")
    kind = rng.randrange(10)
    if kind == 0 and text:                       # replace a byte
        i = rng.randrange(len(text))
        return text[:i] + bytes([rng.choice(BYTES)]) + text[i + 1:]
    if kind == 1 and text:                       # delete a byte
        i = rng.randrange(len(text))
        return text[:i] + text[i + 1:]
    if kind == 2:                                # insert a byte
        i = rng.randrange(len(text) + 1)
        return text[:i] + bytes([rng.choice(BYTES)]) + text[i:]
    if kind == 3:                                # a number
        nums = list(re.finditer(rb"(?<![A-Za-z_%])\d+\b|0x[0-9a-fA-F]+", text))
        if nums:
            m = rng.choice(nums)
            return text[:m.start()] + rng.choice(NUMBERS) + text[m.end():]
    if kind == 4 and len(lines) > 1:             # delete a line
        del lines[rng.randrange(len(lines))]
        return b"\n".join(lines)
    if kind == 5 and lines:                      # duplicate a line
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return b"\n".join(lines)
    if kind == 6 and len(lines) > 1:             # swap two lines
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        return b"\n".join(lines)
    if kind == 7:                                # a mnemonic's last letter
        words = list(re.finditer(rb"(?m)^\s*([a-z][a-z0-9]*)", text))
        if words:
            m = rng.choice(words)
            return text[:m.end(1)] + bytes([rng.choice(b"bwlqxys")]) + text[m.end(1):]
    if kind == 8 and len(text) > 2:              # truncate
        return text[:rng.randrange(1, len(text))]
    i = rng.randrange(len(lines) + 1)            # insert a line
    lines.insert(i, rng.choice(LINES).encode())
    return b"\n".join(lines)


def make_inputs(count, seed):
    """[(name, text, tool args)] for count cases, from the sorted corpus."""
    rng = random.Random(seed)
    corpus = sorted(f for f in os.listdir(CORPUS) if f.endswith(".s"))
    cases = []
    for k in range(count):
        src = corpus[k % len(corpus)]
        with open(os.path.join(CORPUS, src), "rb") as f:
            text = f.read()
        for _ in range(rng.randrange(1, 4)):
            text = mutate(rng, text)
        cpu = rng.choice(CPUS)
        args = ["-mtriple=" + TRIPLE, "-mcpu=" + cpu]
        if rng.randrange(2):
            args.append("-instruction-tables")
        cases.append(("m%04d" % k, text, args))
    return cases


def load_regen():
    path = os.path.join(HERE, "..", "regen-goldens")
    loader = importlib.machinery.SourceFileLoader("regen_goldens", path)
    spec = importlib.util.spec_from_loader("regen_goldens", loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


def regen(a):
    rg = load_regen()
    path, version = rg.find_mca(a.mca)
    oracle = rg.Oracle(path)
    sys.stderr.write("mutate: oracle %s (LLVM %s)\n" % (path, version))
    for d in ("inputs", "expected"):
        os.makedirs(os.path.join(HERE, d), exist_ok=True)
        for f in os.listdir(os.path.join(HERE, d)):
            os.unlink(os.path.join(HERE, d, f))
    cases = make_inputs(a.count, a.seed)
    for name, text, _ in cases:
        with open(os.path.join(HERE, "inputs", name + ".s"), "wb") as f:
            f.write(text)

    def one(case):
        name, _, args = case
        cwd = oracle_run_dir()
        cmd = [oracle.path] + args + ["inputs/%s.s" % name]
        try:
            p = subprocess.run(cmd, cwd=cwd, capture_output=True, stdin=subprocess.DEVNULL,
                               env=oracle.env, timeout=20)
        except subprocess.TimeoutExpired:
            return name, args, None
        return name, args, (p.stdout, oracle.normalize_stderr(p.stderr), p.returncode)

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(one, cases))
    lines = []
    for name, args, r in results:
        if r is None:      # llvm-mca never ends there: no golden
            os.unlink(os.path.join(HERE, "inputs", name + ".s"))
            continue
        out, err, status = r
        with open(os.path.join(HERE, "expected", name + ".out"), "wb") as f:
            f.write(out)
        with open(os.path.join(HERE, "expected", name + ".err"), "wb") as f:
            f.write(err)
        lines.append("%s\t%s\t%d\n" % (name, " ".join(args), status))
    with open(MANIFEST, "w", encoding="utf-8") as f:
        f.write("# mutate.py regen --count %d --seed %d (llvm-mca %s)\n"
                % (a.count, a.seed, version))
        f.writelines(lines)
    sys.stderr.write("mutate: %d cases\n" % len(lines))
    return 0


def oracle_run_dir():
    return HERE


def load_cases():
    cases = []
    with open(MANIFEST, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, args, status = line.rstrip("\n").split("\t")
            cases.append({"id": name, "args": args.split(" "), "status": int(status)})
    return cases


def golden_module():
    path = os.path.join(HERE, "..", "golden.py")
    loader = importlib.machinery.SourceFileLoader("golden_py", path)
    spec = importlib.util.spec_from_loader("golden_py", loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


def run_case(case, gm):
    tool_name = "mca-static" if "-instruction-tables" in case["args"] else "mca-sim"
    tool = os.path.abspath(os.path.join(TOP_BUILD, tool_name, tool_name))
    env = dict(os.environ)
    env.pop("MCA_MODELS_DIR", None)
    prog = gm.real_program(tool, env)
    # MUTATE_WRAP: a command the tool runs under (valgrind ... --error-exitcode=99)
    wrap = shlex.split(os.environ.get("MUTATE_WRAP", ""))
    try:
        p = subprocess.run(wrap + [prog] + case["args"] + ["inputs/%s.s" % case["id"]], cwd=HERE,
                           capture_output=True, timeout=60, env=env,
                           stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return case, "hang"
    with open(os.path.join(HERE, "expected", case["id"] + ".out"), "rb") as f:
        want_out = f.read()
    with open(os.path.join(HERE, "expected", case["id"] + ".err"), "rb") as f:
        want_err = f.read()
    if wrap and p.returncode == 99:
        return case, "memcheck"
    if b"Sanitizer" in p.stderr or b"runtime error:" in p.stderr:
        return case, "sanitizer"
    if p.returncode < 0 or p.returncode > 1:
        return case, "crash"
    if p.returncode == 0 and case["status"] != 0:
        return case, "we-accept"
    if p.returncode != 0 and case["status"] == 0:
        return case, "we-reject"
    if p.stdout != want_out:
        return case, "report"
    if gm.normalize_err(p.stderr, tool) != want_err:
        return case, "diagnostic"
    return case, "identical"


def run_all(cases):
    gm = golden_module()
    gm.TOP_BUILD = TOP_BUILD
    with ThreadPoolExecutor(max_workers=2) as pool:
        return list(pool.map(lambda c: run_case(c, gm), cases))


KINDS = [("identical", "identical (exit status, stdout, stderr)"),
         ("we-accept", "we exit 0 where llvm-mca rejects"),
         ("we-reject", "we reject what llvm-mca accepts"),
         ("report", "same exit status, different report"),
         ("diagnostic", "differ only in the diagnostics"),
         ("crash", "crash (signal or exit status > 1)"),
         ("hang", "hang (60 s)"),
         ("memcheck", "valgrind error or leak (under MUTATE_WRAP)"),
         ("sanitizer", "sanitizer report (ASan, UBSan, LeakSanitizer)")]


def report(a):
    results = run_all(load_cases())
    counts = {k: 0 for k, _ in KINDS}
    for case, kind in results:
        counts[kind] += 1
        if a.list and kind != "identical":
            print("%-10s %s %s" % (kind, case["id"], " ".join(case["args"])))
    print("%d mutated inputs" % len(results))
    for k, text in KINDS:
        print("%6d  %s" % (counts[k], text))
    if a.update_passing:
        with open(PASSING, "w", encoding="utf-8") as f:
            f.write("# mutation cases identical to llvm-mca 22 (mutate.py report "
                    "--update-passing)\n")
            for case, kind in results:
                if kind == "identical":
                    f.write(case["id"] + "\n")
    return 0


def check():
    with open(PASSING, encoding="utf-8") as f:
        wanted = {l.strip() for l in f if l.strip() and not l.startswith("#")}
    cases = [c for c in load_cases() if c["id"] in wanted]
    n = failed = 0
    for case, kind in run_all(cases):
        n += 1
        if kind == "identical":
            print("ok %d - mutation %s" % (n, case["id"]))
        else:
            failed += 1
            print("not ok %d - mutation %s # %s" % (n, case["id"], kind))
    print("1..%d" % n)
    return 1 if failed else 0


def main():
    ap = argparse.ArgumentParser(description="The seeded mutation pass against llvm-mca 22.")
    ap.add_argument("action", nargs="?", default="check", choices=["regen", "report", "check"])
    ap.add_argument("--count", type=int, default=600)
    ap.add_argument("--seed", type=int, default=23)
    ap.add_argument("--mca")
    ap.add_argument("--update-passing", action="store_true")
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()
    if a.action == "regen":
        return regen(a)
    if a.action == "report":
        return report(a)
    return check()


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""fuzz-options: random command lines for both tools (issue 23).

Each trial builds a command line from llvm-mca 22's options and the tools'
own (both spellings, -x and --x, with values that are valid, at the edges,
out of range or garbage), runs mca-sim or mca-static on one of a few small
inputs, and checks what must hold for any command line: the tool ends by
itself within --timeout seconds, by exit 0 or 1 and not by a signal; exit
1 says why on standard error (except the silent cases llvm-mca has: an
empty -mcpu=); exit 0 writes a report unless -o, --help or --version
took it; no sanitizer report.  The run's memory is limited (RLIMIT_AS
--max-gb, or ASan's hard_rss_limit_mb in a sanitizer build): running out
must be "out of memory" and exit 1.

  fuzz-options.py [--build DIR] [--seconds S] [--seed N] [--timeout T] [--tap]

Deterministic for a seed; prints the failing command lines.  TAP with --tap."""
import argparse
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time

NUMS = ["0", "1", "2", "3", "10", "100", "255", "256", "65535", "65536", "2147483647",
        "2147483648", "4294967295", "4294967296", "18446744073709551615", "-1", "-0", "0x10",
        "1e3", "", "abc", " 5", "5 ", "+7", "99999999999999999999"]
BOOLS = ["true", "false", "1", "0", "TRUE", "yes", "2", ""]
CPUS = ["skylake", "btver2", "znver4", "atom", "cortex-a55", "neoverse-v2", "sifive-u74",
        "help", "native", "", "nonsense", "generic", "x86-64", "SKYLAKE", "alderlake"]
TRIPLES = ["x86_64-unknown-unknown", "i386-unknown-unknown", "aarch64", "riscv64",
           "riscv32", "", "nonsense", "x86_64", "arm", "i686-pc-linux-code16"]
ATTRS = ["+avx", "-avx", "+nonsense", "", "+", "-", "avx512f,+sse4.2", "+sve", "+v,+zba",
         "+FOO", ",,,", "+help"]
FLAGS = ["all-stats", "all-views", "bottleneck-analysis", "dispatch-stats", "instruction-info",
         "instruction-tables", "json", "noalias", "print-imm-hex", "register-file-stats",
         "resource-pressure", "retire-stats", "scheduler-stats", "show-barriers",
         "show-encoding", "summary-view", "timeline", "disable-cb", "disable-im"]
VALUED = {
    "iterations": NUMS, "dispatch": NUMS, "register-file-size": NUMS, "lqueue": NUMS,
    "squeue": NUMS, "micro-op-queue-size": NUMS, "decoder-throughput": NUMS,
    "call-latency": NUMS, "timeline-max-iterations": NUMS, "timeline-max-cycles": NUMS,
    "output-asm-variant": NUMS, "mcpu": CPUS, "mtriple": TRIPLES, "march": TRIPLES,
    "mattr": ATTRS, "skip-unsupported-instructions":
        ["none", "lack-sched", "parse-failure", "any", "", "bogus"],
}
OWN = {"mca-static": ["no-bounds"], "mca-sim": ["no-fast-forward"]}
INPUTS = {
    "x86.s": "addl %eax, %ebx\nimull %ecx, %edx\nmovl (%rsi), %edi\nvaddps %xmm0, %xmm1, %xmm2\n",
    "regions.s": "# LLVM-MCA-BEGIN a\naddl %eax, %ebx\n# LLVM-MCA-END a\n"
                 "# LLVM-MCA-BEGIN b\nimull %ecx, %edx\ndivl %ecx\n# LLVM-MCA-END b\n",
    "a64.s": "add x0, x1, x2\nldr x3, [x4]\nfmul v0.4s, v1.4s, v2.4s\n",
    "rv.s": "add a0, a1, a2\nlw a3, 0(a4)\nmul a5, a6, a7\n",
    "empty.s": "",
}
SILENT = ("-mcpu=", "--mcpu=")


def command(rng, tool, tmp):
    args = []
    for _ in range(rng.randint(0, 7)):
        dash = rng.choice(["-", "--"])
        r = rng.random()
        if r < 0.45:
            name = rng.choice(FLAGS + OWN[tool])
            args.append(dash + name + (("=" + rng.choice(BOOLS)) if rng.random() < 0.2 else ""))
        elif r < 0.9:
            name = rng.choice(sorted(VALUED))
            value = rng.choice(VALUED[name])
            if rng.random() < 0.15:
                args += [dash + name, value]
            else:
                args.append(dash + name + "=" + value)
        elif r < 0.95:
            args += ["-o", os.path.join(tmp, "out-%d.txt" % rng.randint(0, 3))]
        else:
            args.append(rng.choice(["--help", "--version", "-", "--", "-bogus", "--json=x",
                                    "-iterations", "-h"]))
    if not any(a.startswith(("-mtriple", "--mtriple", "-march", "--march")) for a in args):
        args.insert(0, "-mtriple=x86_64-unknown-unknown")
    if not any(a.startswith(("-mcpu", "--mcpu")) for a in args):
        args.insert(1, "-mcpu=skylake")
    args.append(os.path.join(tmp, rng.choice(sorted(INPUTS))))
    return args


def limit(max_gb):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (max_gb << 30, max_gb << 30))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    return apply


def check(tool_path, args, p, timed_out):
    err = p.stderr.decode("utf-8", "replace") if p else ""
    if timed_out:
        return "hang"
    if p.returncode < 0:
        return "signal %d" % -p.returncode
    if p.returncode not in (0, 1):
        return "exit status %d" % p.returncode
    if "Sanitizer" in err or "runtime error:" in err or "LeakSanitizer" in err:
        return "sanitizer report"
    empty_cpu = any(a in SILENT or (a in ("-mcpu", "--mcpu") and i + 1 < len(args) and
                                    args[i + 1] == "") for i, a in enumerate(args))
    if p.returncode == 1 and not err.strip() and not empty_cpu:
        return "exit 1 without a message"
    # (views switched off with =false can leave llvm-mca's report empty too)
    quiet = any(a in ("-o", "--help", "--version", "-h", "help") or a.startswith("-mcpu=help") or
                a.startswith("--mcpu=help") or a.endswith(("+help", "=false", "=0")) for a in args)
    if p.returncode == 0 and not p.stdout and not quiet:
        return "exit 0 without output"
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.environ.get("top_builddir", "."))
    ap.add_argument("--seconds", type=float, default=float(os.environ.get("FUZZ_SECONDS", 20)))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--max-gb", type=int, default=6)
    ap.add_argument("--tap", action="store_true")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    tools = {}
    env = dict(os.environ)
    for t in ("mca-sim", "mca-static"):
        real = os.path.join(a.build, t, ".libs", t)
        tools[t] = os.path.abspath(real if os.path.exists(real) else os.path.join(a.build, t, t))
        if os.path.exists(real):
            env["LD_LIBRARY_PATH"] = os.path.abspath(os.path.join(a.build, "libcore", ".libs"))
    asan = subprocess.run(["nm", "-D", tools["mca-sim"]], capture_output=True).stdout.count(b"__asan") > 0 \
        if shutil.which("nm") else False
    if asan:
        env["ASAN_OPTIONS"] = "detect_leaks=1:hard_rss_limit_mb=4096:allocator_may_return_null=1"
    failures = []
    trials = 0
    end = time.time() + a.seconds
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in INPUTS.items():
            with open(os.path.join(tmp, name), "w") as f:
                f.write(text)
        while time.time() < end:
            tool = rng.choice(sorted(tools))
            args = command(rng, tool, tmp)
            trials += 1
            try:
                p = subprocess.run([tools[tool]] + args, capture_output=True, timeout=a.timeout,
                                   env=env, preexec_fn=None if asan else limit(a.max_gb),
                                   cwd=tmp)
                why = check(tools[tool], args, p, False)
            except subprocess.TimeoutExpired:
                why = check(tools[tool], args, None, True)
            if why:
                failures.append("%s: %s %s" % (why, tool, " ".join(repr(x) for x in args)))
    if a.tap:
        print("1..1")
        if failures:
            print("not ok 1 - options fuzz: %d trials, %d failures" % (trials, len(failures)))
            for f in failures[:30]:
                print("# " + f)
        else:
            print("ok 1 - options fuzz: %d trials (seed %d), no crash, hang or silent failure"
                  % (trials, a.seed))
    else:
        for f in failures:
            print(f)
        print("%d trials, %d failures" % (trials, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

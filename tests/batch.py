#!/usr/bin/env python3
"""batch.py: machine code inputs and batch mode (issue 21).  TAP.

- BHive-format data sets of real blocks (tests/batch/*.hex, cut from libc,
  libm, libmvec, libgsl, libcrypto and libstdc++ by tests/batch/make-blocks):
  mca-sim --batch --hex agrees per block with llvm-mca 22 on the same block
  written as assembly (tests/batch/*.expected, by tests/batch/regen; the
  *.known lists hold the blocks where the ISA's front end or model still
  differ from llvm-mca), and mca-static with its static summary;
- the hex lines and the same blocks as assembly lines (*.asm, llvm-mc 22's
  disassembly) give identical results: bytes are analysed as their text;
- --jobs and --shard change nothing but speed and selection;
- the summary (quantiles, MAPE, Kendall's tau-b) equals a direct
  computation;
- ELF objects (tests/batch/elf, gcc -O2 for x86-64, AArch64, RISC-V, and
  Debian's glibc objects for AArch64 and RISC-V): every function's numbers
  equal llvm-mca 22's on llvm-objdump's assembly of it;
  --symbol picks functions; IFUNC symbols are functions (ifunc.s);
- bad input: truncated and corrupted objects, non-ELF files with --symbol,
  bad hex and undecodable bytes give a located error and exit 1, never a
  crash.
The disassembler is whatever LLVM the tools load (14 to 22)."""
import importlib.machinery
import importlib.util
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import types

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("golden", os.path.join(HERE, "golden.py"))
golden = importlib.util.module_from_spec(spec)
spec.loader.exec_module(golden)
DATA = os.path.join(HERE, "batch")
ELF = os.path.join(DATA, "elf")

SETS = [("x86_64", "x86_64-unknown-linux-gnu", "skylake"),
        ("aarch64", "aarch64-linux-gnu", "neoverse-n2"),
        ("riscv64", "riscv64-linux-gnu", "sifive-u74")]
OBJECTS = [("x86_64", "x86_64-unknown-linux-gnu", "skylake"),
           ("aarch64", "aarch64-linux-gnu", "neoverse-n2"),
           ("riscv64", "riscv64-linux-gnu", "sifive-u74")]

results = []
SAMPLE = max(int(os.environ.get("GOLDEN_SAMPLE", "1") or 1), 1)


def check(name, ok, why=""):
    results.append((name, ok, why))


def run(tool, args, stdin=None, extra_env=None):
    path = os.path.abspath(os.path.join(golden.TOP_BUILD, tool, tool))
    env = dict(os.environ, **(extra_env or {}))
    prog = golden.real_program(path, env)
    return subprocess.run([prog] + args, input=stdin, capture_output=True, timeout=600, env=env)


def lines_of(out):
    blocks, summary = {}, None
    for l in out.decode().splitlines():
        d = json.loads(l)
        if "summary" in d:
            summary = d["summary"]
        else:
            blocks[d["line"]] = d
    return blocks, summary


def read_expected(path):
    with open(path) as f:
        return {d["line"]: d for d in map(json.loads, f)}


def read_known(path):
    if not os.path.exists(path):
        return set()
    with open(path) as f:
        return {int(l) for l in f if l.strip() and not l.startswith("#")}


def same(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))
    return a == b


def agree(e, a, keys=None):
    if "error" in e or "error" in a:
        return "error" in e and "error" in a
    return all(k in a and same(v, a[k]) for k, v in e.items() if k != "line" and
               (keys is None or k in keys))


def static_of(e):
    """llvm-mca's numbers as mca-static's batch line has them."""
    if "error" in e:
        return e
    it = e["Iterations"]
    return {"BlockRThroughput": math.floor(e["BlockRThroughput"] * 10 + 0.5) / 10,
            "DispatchWidth": e["DispatchWidth"], "Instructions": e["Instructions"] // it,
            "TotaluOps": e["TotaluOps"] // it}


def data_sets():
    for isa, triple, cpu in SETS:
        hexf = os.path.join(DATA, isa + ".hex")
        exp = read_expected(os.path.join(DATA, f"{isa}.{cpu}.expected"))
        known = read_known(os.path.join(DATA, f"{isa}.{cpu}.known"))
        base = ["--batch", "-mtriple=" + triple, "-mcpu=" + cpu]
        if SAMPLE > 1:  # (the sanitizer build: every SAMPLE-th block)
            base.append(f"--shard=1/{SAMPLE}")
            exp = {n: e for n, e in exp.items() if (n - 1) % SAMPLE == 0}
            known = {n for n in known if (n - 1) % SAMPLE == 0}
        p = run("mca-sim", base + ["--hex", "--jobs=2", hexf])
        got, summary = lines_of(p.stdout)
        differ = {n for n, e in exp.items() if not agree(e, got.get(n, {"error": "missing"}))}
        check(f"{isa} {cpu}: {len(exp)} blocks as hex agree with llvm-mca 22 "
              f"({len(exp) - len(differ)} agree, {len(known)} known to differ)",
              p.returncode == 0 and differ == known and summary is not None,
              f"new: {sorted(differ - known)[:10]} fixed: {sorted(known - differ)[:10]}")
        # mca-static's static summary
        q = run("mca-static", base + ["--hex", "--jobs=2", hexf])
        sgot, _ = lines_of(q.stdout)
        sdiffer = {n for n, e in exp.items()
                   if not agree(static_of(e), sgot.get(n, {"error": "missing"}))}
        check(f"{isa} {cpu}: mca-static --batch static summaries",
              q.returncode == 0 and sdiffer <= known, f"{sorted(sdiffer - known)[:10]}")
        # the same blocks as assembly lines
        r = run("mca-sim", base + ["--jobs=2", os.path.join(DATA, isa + ".asm")])
        agot, _ = lines_of(r.stdout)
        mism = [n for n in exp if "error" not in exp[n] and agot.get(n) != got.get(n)]
        check(f"{isa}: hex and assembly lines give identical results", not mism,
              f"lines {mism[:10]}")
        reverse_order(["--batch", "-mtriple=" + triple, "-mcpu=" + cpu, "--hex"], hexf, isa)
        if isa == "x86_64":
            base = ["--batch", "-mtriple=" + triple, "-mcpu=" + cpu]
            jobs_and_shards(base + ["--hex"], hexf)
            if SAMPLE == 1:  # (not under the sanitizers' allocator)
                heap_kept(base + ["--hex"], hexf)
            summary_numbers(base, hexf, read_expected(os.path.join(DATA, f"{isa}.{cpu}.expected")))


def reverse_order(args, hexf, isa):
    """A thread keeps its register file, resource manager, storage and
    memory groups from block to block (mca-sim/tcache.h) and resets what a
    block changed (the register file: only the records its writes can
    change; MCA_SIM_RF_CHECK aborts when any other is not in its start
    state): no block's result may depend on the blocks before it."""
    with open(hexf, "rb") as f:
        lines = f.readlines()[:400]
    p = run("mca-sim", args + ["--jobs=1", "-"], stdin=b"".join(lines))
    one, _ = lines_of(p.stdout)
    p = run("mca-sim", args + ["--jobs=1", "-"], stdin=b"".join(reversed(lines)),
            extra_env={"MCA_SIM_RF_CHECK": "1"})
    back, _ = lines_of(p.stdout)
    moved = [n for n in one
             if {**back.get(len(lines) + 1 - n, {}), "line": n} != one[n]]
    check(f"{isa}: blocks in reverse order on one thread get the same results, every "
          "register file record reset", p.returncode == 0 and len(back) == len(one) and
          one and not moved, f"exit {p.returncode}, lines {moved[:5]}")


def jobs_and_shards(args, hexf):
    with open(hexf, "rb") as f:
        blocks = b"".join(f.readlines()[:400])
    p = run("mca-sim", args + ["--jobs=2", "-"], stdin=blocks)
    full, _ = lines_of(p.stdout)
    p = run("mca-sim", args + ["--jobs=1", "-"], stdin=blocks)
    one, _ = lines_of(p.stdout)
    check("--jobs=1 and --jobs=2 write the same lines", one == full and len(one) == 400)
    union = {}
    for k in (1, 2, 3):
        q = run("mca-sim", args + [f"--shard={k}/3", "-"], stdin=blocks)
        part, _ = lines_of(q.stdout)
        wrong = [n for n in part if (n - 1) % 3 != k - 1]
        check(f"--shard={k}/3 keeps the lines whose number is {k} modulo 3", not wrong)
        union.update(part)
    check("the three shards together are the whole run", union == full)
    p = run("mca-sim", args + ["--shard=4/3", "-"], stdin=blocks)
    check("--shard=4/3 is a usage error", p.returncode == 1 and b"shard" in p.stderr)
    p = run("mca-sim", args + ["--jobs=2", "--block-times", "-"], stdin=blocks)
    timed, _ = lines_of(p.stdout)
    ns = [d.pop("cpu_ns", None) for d in timed.values()]
    check("--block-times adds each block's CPU time (cpu_ns) and changes nothing else",
          timed == full and all(isinstance(t, int) and t > 0 for t in ns),
          f"{ns[:5]}")


def faults_of(args, stdin):
    """The minor page faults of one run."""
    import resource
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_minflt
    p = run("mca-sim", args, stdin=stdin)
    return p.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_minflt - before


def heap_kept(args, hexf):
    """Blocks reuse the memory earlier blocks freed: glibc's malloc gave
    the heap's top back after every block and the next one faulted fresh
    pages in (2.3 page faults a block, a fifth of the CPU time).  What the
    front end learns from the blocks (the forms of their mnemonics, the
    statements already assembled) stays, bounded by the catalog and the
    memo's size: the blocks read a second time fault in few pages more."""
    with open(hexf, "rb") as f:
        blocks = f.read()
    n = blocks.count(b"\n")
    rc1, once = faults_of(args + ["--jobs=1", "-"], blocks)
    rc, twice = faults_of(args + ["--jobs=1", "-"], blocks + blocks)
    check(f"{n} blocks read again fault in few pages more ({twice} vs {once})",
          rc1 == 0 and rc == 0 and twice - once < n / 4)


def kendall_tau_b(x, y):
    n, conc, disc, tx, ty = len(x), 0, 0, 0, 0
    for i in range(n):
        for j in range(i + 1, n):
            dx, dy = x[i] - x[j], y[i] - y[j]
            if dx == 0 and dy == 0:
                continue
            if dx == 0:
                tx += 1
            elif dy == 0:
                ty += 1
            elif (dx > 0) == (dy > 0):
                conc += 1
            else:
                disc += 1
    return (conc - disc) / math.sqrt((conc + disc + tx) * (conc + disc + ty))


def quantile(sorted_x, f):
    """GSL's: linear interpolation at (n - 1) f."""
    d = (len(sorted_x) - 1) * f
    i = int(math.floor(d))
    return sorted_x[i] if i + 1 >= len(sorted_x) else \
        sorted_x[i] + (d - i) * (sorted_x[i + 1] - sorted_x[i])


def summary_numbers(base, hexf, exp):
    """A CSV 'hex,measured' data set: the summary against a direct computation."""
    rng = random.Random(21)
    with open(hexf) as f:
        hexes = [l.strip() for l in f][:600]
    rows = []
    for n, h in enumerate(hexes, 1):
        e = exp[n]
        m = round(rng.choice([1, 1, 2]) * (e["TotalCycles"] / e["Iterations"] if "error" not in e
                                           else 1.0) * rng.uniform(0.5, 1.5), 2)
        rows.append(f"{h},{m}")
    rows = rows[::SAMPLE * 2 if SAMPLE > 1 else 1]
    p = run("mca-sim", base + ["--hex", "--jobs=2", "-"], stdin="\n".join(rows).encode())
    got, summary = lines_of(p.stdout)
    pred, meas = [], []
    for n in sorted(got):
        d = got[n]
        if "error" not in d:
            pred.append(d["TotalCycles"] / d["Iterations"])
            meas.append(d["measured"])
    mape = 100 * sum(abs(a - b) / b for a, b in zip(pred, meas)) / len(pred)
    tau = kendall_tau_b(pred, meas)
    s = sorted(pred)
    ok = (summary["blocks"] == len(pred) and summary["measured"] == len(pred) and
          summary["errors"] == sum("error" in d for d in got.values()) and
          same(summary["MAPE"], mape) and same(summary["KendallTau"], tau) and
          same(summary["predicted"]["median"], quantile(s, 0.5)) and
          same(summary["predicted"]["p90"], quantile(s, 0.9)) and
          same(summary["predicted"]["min"], s[0]) and same(summary["predicted"]["max"], s[-1]))
    check(f"summary of {len(pred)} measured blocks: quantiles, MAPE {mape:.2f}%, "
          f"Kendall's tau-b {tau:.4f} equal a direct computation", ok,
          f"{summary} vs MAPE {mape} tau {tau}")


def objects():
    for isa, triple, cpu in OBJECTS:
        obj = os.path.join(ELF, f"funcs.{isa}.o")
        with open(os.path.join(ELF, f"funcs.{isa}.{cpu}.json")) as f:
            want = {r["Name"]: r for r in json.load(f)["CodeRegions"]}
        known = read_known_names(os.path.join(ELF, f"funcs.{isa}.{cpu}.known"))
        p = run("mca-sim", ["-json", "-mtriple=" + triple, "-mcpu=" + cpu, obj])
        got = {r["Name"]: r for r in json.loads(p.stdout)["CodeRegions"]} if p.stdout else {}
        differ = {n for n in want
                  if any(want[n][k] != got.get(n, {}).get(k) for k in want[n]
                         if k != "Instructions")}
        check(f"{isa} object: the functions {sorted(want)} get llvm-mca 22's numbers",
              p.returncode == 0 and sorted(got) == sorted(want) and differ == known,
              f"regions {sorted(got)}, differ {sorted(differ)}")
        q = run("mca-static", ["-mtriple=" + triple, "-mcpu=" + cpu, "--symbol=mix",
                               "--symbol=poly", obj])
        out = q.stdout.decode()
        check(f"{isa} object: --symbol picks functions",
              q.returncode == 0 and "Code Region - mix" in out and "Code Region - poly" in out
              and "Code Region - dot" not in out)
        q = run("mca-sim", ["-mtriple=" + triple, "-mcpu=" + cpu, "--symbol=nosuch", obj])
        check(f"{isa} object: an unknown --symbol is an error",
              q.returncode == 1 and b"no function symbol 'nosuch'" in q.stderr)
    q = run("mca-sim", ["-mtriple=aarch64-linux-gnu", "-mcpu=neoverse-n2",
                        os.path.join(ELF, "funcs.x86_64.o")])
    check("an x86-64 object for an AArch64 target is an error",
          q.returncode == 1 and b"not for the target" in q.stderr)


def glibc_objects():
    """Real objects (Debian 12's glibc for arm64 and riscv64, members of
    the cross libc.a and libm.a): every function gets llvm-mca 22's numbers
    on llvm-objdump's assembly of it (tests/batch/regen-elf)."""
    for isa, triple, cpu in OBJECTS[1:]:
        d = os.path.join(ELF, "glibc-" + isa)
        names, differ, failed = [], [], []
        for obj in sorted(f for f in os.listdir(d) if f.endswith(".o")):
            with open(os.path.join(d, f"{obj[:-2]}.{cpu}.json")) as f:
                want = {r["Name"]: r for r in json.load(f)["CodeRegions"]}
            p = run("mca-sim", ["-json", "-mtriple=" + triple, "-mcpu=" + cpu,
                                os.path.join(d, obj)])
            got = {r["Name"]: r for r in json.loads(p.stdout)["CodeRegions"]} \
                if p.returncode == 0 and p.stdout else {}
            if sorted(got) != sorted(want):
                failed.append((obj, sorted(got), p.stderr.decode()[:200]))
            names += sorted(want)
            # (branch targets print as offsets, llvm-objdump's as addresses)
            differ += [n for n in want if any(want[n][k] != got.get(n, {}).get(k)
                                              for k in want[n] if k != "Instructions")]
        check(f"{isa}: {len(names)} functions of glibc's objects get llvm-mca 22's numbers",
              not failed and not differ and len(names) >= 9, f"{failed[:2]} differ {differ}")


def ifunc_object():
    """IFUNC symbols (STT_GNU_IFUNC, as glibc's string functions) are
    functions, as objdump reads them; a second name of the same bytes is
    an alias, analysed only when asked for by name."""
    obj = os.path.join(ELF, "ifunc.x86_64.o")
    args = ["-mtriple=x86_64-unknown-linux-gnu", "-mcpu=skylake"]
    with open(os.path.join(ELF, "ifunc.x86_64.skylake.json")) as f:
        want = {r["Name"]: r for r in json.load(f)["CodeRegions"]}
    p = run("mca-sim", ["-json"] + args + [obj])
    got = {r["Name"]: r for r in json.loads(p.stdout)["CodeRegions"]} if p.stdout else {}
    differ = [n for n in want if any(want[n][k] != got.get(n, {}).get(k) for k in want[n]
                                     if k != "Instructions")]
    check(f"IFUNC object: the functions {sorted(want)} get llvm-mca 22's numbers",
          p.returncode == 0 and sorted(got) == sorted(want) and not differ,
          f"regions {sorted(got)}, differ {differ}, {p.stderr.decode()[:200]}")
    q = run("mca-sim", ["-json"] + args + ["--symbol=scale_alias", "--symbol=pick", obj])
    got = [r["Name"] for r in json.loads(q.stdout)["CodeRegions"]] if q.stdout else []
    check("IFUNC object: --symbol picks an IFUNC and an alias by name",
          q.returncode == 0 and got == ["pick", "scale_alias"],
          f"{got} {q.stderr.decode()[:200]}")


def read_known_names(path):
    if not os.path.exists(path):
        return set()
    with open(path) as f:
        return {l.strip() for l in f if l.strip() and not l.startswith("#")}


def crashes(p):
    return p.returncode not in (0, 1)


def bad_objects():
    src = os.path.join(ELF, "funcs.x86_64.o")
    with open(src, "rb") as f:
        data = f.read()
    args = ["-mtriple=x86_64-unknown-linux-gnu", "-mcpu=skylake"]
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "bad.o")
        bad = []
        for n in list(range(0, 80)) + list(range(80, len(data), 13 * SAMPLE)):
            with open(path, "wb") as f:
                f.write(data[:n])
            p = run("mca-sim", args + [path])
            if p.returncode != 1 or (n >= 4 and path.encode() + b":" not in p.stderr):
                bad.append((n, p.returncode, p.stderr[:200]))
        check(f"{len(data)}-byte object truncated at 0 to {len(data) - 1} bytes: "
              "a located error and exit 1 each time", not bad, str(bad[:3]))
        rng = random.Random(21)
        crashed = []
        for k in range(150 // SAMPLE):
            b = bytearray(data)
            for _ in range(rng.randint(1, 8)):
                b[rng.randrange(len(b))] = rng.randrange(256)
            with open(path, "wb") as f:
                f.write(b)
            p = run("mca-static", args + [path])
            if crashes(p) or (p.returncode == 1 and not p.stderr):
                crashed.append((k, p.returncode))
        check(f"{150 // SAMPLE} corrupted objects: exit 0 or 1 with a message, never a crash", not crashed,
              str(crashed[:5]))
        # a symbol name with a line break would put the rest of the name
        # into the assembly text after its region marker
        with open(path, "wb") as f:
            f.write(data.replace(b"\0mix\0", b"\0m\nx\0", 1))
        p = run("mca-sim", args + [path])
        check("a function name with a line break: an error naming the symbol",
              p.returncode == 1 and b"name has a control character (0x0a)" in p.stderr,
              p.stderr.decode()[:300])
        with open(path, "wb") as f:
            f.write(b"\x7fELF\x02\x01\x01" + bytes(9) + b"\x01\x00\x3e\x00" + bytes(44))
        p = run("mca-sim", args + [path])
        check("an ELF header without sections: a located error",
              p.returncode == 1 and b"no section header table" in p.stderr)
        text = os.path.join(tmp, "plain.s")
        with open(text, "w") as f:
            f.write("addq %rax, %rbx\n")
        p = run("mca-sim", args + ["--symbol=main", text])
        check("--symbol on a non-ELF input is an error",
              p.returncode == 1 and b"needs an ELF file" in p.stderr)
        hexf = os.path.join(tmp, "bad.hex")
        for body, col, msg in (("48 01 c3\n48 0g", 5, b"invalid hex digit"),
                               ("4801c3 48 01", 8, b"invalid instruction encoding"),
                               ("0x48 0x01 0xc", 13, b"odd number of hex digits")):
            with open(hexf, "w") as f:
                f.write(body)
            p = run("mca-sim", args + ["--hex", hexf])
            line = 2 if "\n" in body else 1
            want = f"{hexf}:{line}:{col}: error: ".encode() + msg
            check(f"--hex {body!r}: {msg.decode()} at {line}:{col}",
                  p.returncode == 1 and want in p.stderr, p.stderr.decode()[:300])
        rng = random.Random(7)
        junk = bytes(rng.randrange(256) for _ in range(4000))
        lines = b"\n".join([junk[i:i + 40] for i in range(0, 4000, 40)])
        p = run("mca-sim", args + ["--batch", "--hex", "-"], stdin=lines)
        got, summary = lines_of(p.stdout)
        check("--batch --hex on 100 lines of random bytes: one line each, no crash",
              p.returncode == 0 and summary is not None and len(got) >= 90)
        p = run("mca-sim", args + ["--batch", "-"], stdin=lines)
        check("--batch on 100 lines of random bytes as assembly: no crash",
              p.returncode == 0)


def make_blocks_listing():
    """make-blocks cuts llvm-objdump's listing into blocks with every byte:
    a 10-byte instruction fills the byte column and ends with a tab (it
    lost its last byte, one of 10,000 sampled blocks was cut wrong)."""
    loader = importlib.machinery.SourceFileLoader("make_blocks",
                                                  os.path.join(DATA, "make-blocks"))
    mb = types.ModuleType(loader.name)
    loader.exec_module(mb)
    listing = ("0000000000001000 <f>:\n"
               "    1000: 48 89 e5                     \tmovq\t%rsp, %rbp\n"
               "    1003: 66 2e 0f 1f 84 00 00 00 00 00\tnopw\t%cs:(%rax,%rax)\n"
               "    100d: 39 5d 4c                     \tcmpl\t%ebx, 0x4c(%rbp)\n"
               "    1010: c3                           \tretq\n")
    got = list(mb.blocks_of_listing(listing, "x86"))
    check("make-blocks keeps every byte of a 10-byte instruction",
          got == [["4889e5", "662e0f1f840000000000", "395d4c"]], str(got))
    # with libc6-dbg installed llvm-objdump disassembled libc.so.6 from
    # its debug file: no code, no block (the first data sets had none
    # from libc, libm and libmvec)
    cmd = mb.objdump_args("/usr/lib/x86_64-linux-gnu/libc.so.6", "/nonexistent")
    check("make-blocks keeps llvm-objdump from reading a separate debug file instead",
          "--debug-file-directory=/nonexistent" in cmd, str(cmd))


def main():
    make_blocks_listing()
    data_sets()
    objects()
    glibc_objects()
    ifunc_object()
    bad_objects()
    print("1..%d" % len(results))
    for n, (name, ok, why) in enumerate(results, 1):
        print(("ok %d - %s" % (n, name)) if ok else ("not ok %d - %s # %s" % (n, name, why)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

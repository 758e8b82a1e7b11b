#!/usr/bin/env python3
"""operands.py: operand-level mutations of real lines, llvm-mca 22 as the oracle.

  tests/mutation/operands.py --isa=aarch64|riscv64|x86 [--seed S] [--count N]
                             [--cpu CPU] [--show N] [--build DIR]

Distinct instruction lines of the golden corpus's real code (ISA's real and
heldout inputs) are mutated at the operand level: registers of another kind
or width, arrangements, immediates at range edges, shifts and extends,
suffixes, operands dropped, repeated or reordered.  The mutated lines go
to llvm-mca 22 and to our mca-sim (-instruction-tables) in one file each;
the report counts lines where we accept what llvm-mca rejects (we-accept),
reject what it accepts (we-reject), report other diagnostics (message or
column: diag-differs), and, on the lines both accept, print another
instruction (printed-differs), with examples.  A maintainer's tool: it needs
llvm-mca 22 (/usr/lib/llvm-22/bin/llvm-mca); make check does not run it.
Deterministic for a seed and corpus.  Python 3 standard library only.
"""
import argparse, collections, glob, os, random, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
INPUTS = os.path.join(HERE, "..", "golden", "inputs")
MCA = "/usr/lib/llvm-22/bin/llvm-mca"


def aarch64_mutator():
    arr = ['8b','16b','4h','8h','2s','4s','1d','2d','b','h','s','d','q','1q','2h','4b']
    imms = ['#0','#1','#-1','#3','#7','#8','#16','#31','#32','#63','#64','#255','#256','#4095','#4096','#0x1000','#65535','#0xff00','#1.5','#0.5','#-8','#-256','#504','#1020']
    shifts = ['lsl #1','lsl #12','lsl #16','asr #3','ror #5','uxtw','sxtw #2','uxtx #3','sxtx','msl #8','lsl #0','uxtb','lsr #63']
    def mutate(l):
        k = random.randrange(7)
        if k == 0 and re.search(r'\.(\d*[bhsdq])\b', l):
            ms = list(re.finditer(r'\.(\d*[bhsdq])\b', l)); m = random.choice(ms)
            return l[:m.start(1)] + random.choice(arr) + l[m.end(1):]
        if k == 1 and re.search(r'#-?(0x)?[0-9a-f]+', l):
            ms = list(re.finditer(r'#-?(0x)?[0-9a-f.]+', l)); m = random.choice(ms)
            return l[:m.start()] + random.choice(imms) + l[m.end():]
        if k == 2 and re.search(r'\b[xwvqdszp]\d+\b', l):
            ms = list(re.finditer(r'\b([xwvqdszp])(\d+)\b', l)); m = random.choice(ms)
            alt = {'x':'w','w':'x','v':random.choice('qdz'),'q':'v','d':random.choice('sxv'),'s':random.choice('dw'),'z':'v','p':'z'}[m.group(1)]
            return l[:m.start(1)] + alt + l[m.end(1):]
        if k == 3 and re.search(r'(lsl|lsr|asr|ror|uxtw|sxtw|uxtx|sxtx|msl|uxtb)( #\d+)?', l):
            m = random.choice(list(re.finditer(r'(lsl|lsr|asr|ror|uxtw|sxtw|uxtx|sxtx|msl|uxtb)( #\d+)?', l)))
            return l[:m.start()] + random.choice(shifts) + l[m.end():]
        if k == 4 and ',' in l:
            return l.rsplit(',', 1)[0]
        if k == 5 and ',' in l:
            parts = l.split(',')
            return l + ',' + parts[-1]
        if k == 6:
            ms = list(re.finditer(r'\[(\d+)\]', l))
            if ms:
                m = random.choice(ms)
                return l[:m.start(1)] + str(random.choice([0,1,2,3,4,7,8,15,16])) + l[m.end(1):]
        return None
    return mutate


def riscv_mutator():
    regs = ['zero','ra','sp','gp','tp','t0','a0','a5','s0','s11','x0','x31','x32','f0','fa0','ft11','v0','v8','v31','a7']
    imms = ['0','1','-1','2047','2048','-2048','-2049','4095','4096','0x7ff','0x800','1048575','1048576','31','32','63','64','-16','15','16']
    rms = ['rne','rtz','rdn','rup','rmm','dyn','foo']
    sfx = ['.vv','.vx','.vi','.vf','.wv','.wx','.w','.d','.s','.h','.l','.lu','.aq','.rl','.aqrl']
    def mutate(l):
        k = random.randrange(6)
        toks = list(re.finditer(r'\b(zero|ra|sp|gp|tp|t[0-6]|s[0-9]|s1[01]|a[0-7]|x[0-9]+|f[a-z]*[0-9]+|v[0-9]+)\b', l))
        if k == 0 and toks:
            m = random.choice(toks)
            return l[:m.start()] + random.choice(regs) + l[m.end():]
        nums = list(re.finditer(r'(?<![a-z0-9])-?(0x[0-9a-f]+|\d+)(?![a-z0-9])', l))
        if k == 1 and nums:
            m = random.choice(nums)
            return l[:m.start()] + random.choice(imms) + l[m.end():]
        if k == 2 and ',' in l:
            return l.rsplit(',', 1)[0]
        if k == 3 and ',' in l:
            return l + ',' + l.split(',')[-1]
        if k == 4:
            parts = l.split(None, 1)
            mn = parts[0]
            if '.' in mn:
                mn = mn.rsplit('.', 1)[0] + random.choice(sfx)
            else:
                mn = mn + random.choice(sfx)
            return mn + (' ' + parts[1] if len(parts) > 1 else '')
        if k == 5 and ',' in l:
            return l + ', ' + random.choice(rms)
        return None
    return mutate


def x86_mutator():
    regs = ['%eax','%rax','%ax','%al','%ah','%r8','%r8d','%r8w','%r8b','%xmm0','%xmm15','%xmm16','%ymm1','%zmm2','%k1','%st(1)','%cs','%rip','%mm0','%cr0','%spl']
    imms = ['$0','$1','$-1','$0x7f','$0x80','$0xff','$0x100','$0x7fffffff','$0x80000000','$0xffffffff','$0x100000000','$-129','$255','$1.5']
    sfx = ['b','w','l','q','']
    def mutate(l):
        k = random.randrange(7)
        if k == 0:
            ms = list(re.finditer(r'%[a-z0-9()]+', l))
            if ms:
                m = random.choice(ms); return l[:m.start()] + random.choice(regs) + l[m.end():]
        if k == 1:
            ms = list(re.finditer(r'\$-?(0x)?[0-9a-f]+', l))
            if ms:
                m = random.choice(ms); return l[:m.start()] + random.choice(imms) + l[m.end():]
        if k == 2:
            p = l.split(None, 1); mn = p[0]
            if mn[-1] in 'bwlq' and len(mn) > 3: mn = mn[:-1]
            return mn + random.choice(sfx) + (' ' + p[1] if len(p) > 1 else '')
        if k == 3 and ',' in l:
            return l.rsplit(',', 1)[0]
        if k == 4 and ',' in l:
            p = l.split(None, 1)
            if len(p) > 1: return l + ',' + p[1].split(',')[0]
        if k == 5:
            ms = list(re.finditer(r',([1248])\)', l))
            if ms:
                m = random.choice(ms); return l[:m.start(1)] + random.choice('12348') + l[m.end(1):]
        if k == 6:
            p = l.split(None, 1)
            if len(p) > 1: return p[0] + ' ' + ', '.join(reversed(p[1].split(',')))
        return None
    return mutate


ISAS = {
    "aarch64": (["aarch64/real/**/*.s", "aarch64/heldout/**/*.s"], "aarch64", "neoverse-v2",
                aarch64_mutator),
    "riscv64": (["riscv64/real/**/*.s", "riscv64/heldout/**/*.s"], "riscv64-unknown-linux-gnu",
                "sifive-x280", riscv_mutator),
    "x86": (["real/*-att.s"], "x86_64-unknown-unknown", "skylake-avx512", x86_mutator),
}


def corpus_lines(globs):
    lines = set()
    for g in globs:
        for f in glob.glob(os.path.join(INPUTS, g), recursive=True):
            for l in open(f, errors="replace"):
                l = l.strip()
                if not l or l.startswith((".", "/", "#")) or l.endswith(":") or ".L" in l:
                    continue
                mn = l.split()[0]
                # branches and calls name labels the lines do not carry
                if mn.startswith(("b", "j", "call", "tail")) and mn not in ("bic", "bics", "bfi",
                                                                           "bfxil", "bsl", "bit",
                                                                           "bif", "bswap", "blsr",
                                                                           "blsi", "bzhi"):
                    continue
                lines.add(l)
    return sorted(lines)


def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, text=True)
    return p.stdout + p.stderr


def errors(text, name):
    d = collections.defaultdict(list)
    for x in text.split("\n"):
        m = re.match(re.escape(name) + r":(\d+):(\d+): (error|warning): (.*)", x)
        if m:
            d[int(m[1])].append((int(m[2]), m[4]))
    return d


def table(text):
    s = text.split("Instructions:\n", 1)
    return s[1].split("\n\n")[0].split("\n") if len(s) == 2 else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--isa", choices=sorted(ISAS), required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=3000)
    ap.add_argument("--cpu")
    ap.add_argument("--show", type=int, default=10)
    ap.add_argument("--build", default=os.environ.get("top_builddir", "."))
    a = ap.parse_args()
    globs, triple, cpu, make = ISAS[a.isa]
    cpu = a.cpu or cpu
    random.seed(a.seed)
    mutate = make()
    lines = corpus_lines(globs)
    if not lines:
        sys.exit("operands.py: no corpus lines under " + INPUTS)
    out, seen = [], set(lines)
    tries = 0
    while len(out) < a.count and tries < 50 * a.count:
        tries += 1
        l = random.choice(lines)
        for _ in range(random.choice([1, 1, 2])):
            n = mutate(l)
            if n:
                l = n
        if l not in seen:
            seen.add(l)
            out.append(l)
    ours = os.path.join(a.build, "mca-sim", "mca-sim")
    ref_cmd = [MCA, "-mtriple=" + triple, "-mcpu=" + cpu, "-instruction-tables"]
    our_cmd = [ours, "-mtriple=" + triple, "-mcpu=" + cpu, "-instruction-tables"]
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "in.s")
        open(src, "w").write("\n".join(out) + "\n")
        r = errors(run(ref_cmd, src), src)
        o = errors(run(our_cmd, src), src)
        cat, ex = collections.Counter(), collections.defaultdict(list)
        for i, l in enumerate(out, 1):
            if (i in r) != (i in o):
                c = "we-reject" if i in o else "we-accept"
            elif i in r and r[i] != o[i]:
                c = "diag-differs"
            else:
                continue
            cat[c] += 1
            ex[c].append((l, r.get(i), o.get(i)))
        acc = [l for i, l in enumerate(out, 1) if i not in r and i not in o]
        accf = os.path.join(tmp, "acc.s")
        open(accf, "w").write("\n".join(acc) + "\n")
        ta, tb = table(run(ref_cmd, accf)), table(run(our_cmd, accf))
        if ta and tb and len(ta) == len(tb):
            for l, x, y in zip(acc, ta, tb):
                if x != y:
                    cat["printed-differs"] += 1
                    ex["printed-differs"].append((l, x, y))
        elif acc:
            cat["tables-unusable"] += 1
    print("%s %s seed %d: %d lines, %d accepted by both; %s" %
          (a.isa, cpu, a.seed, len(out), len(acc),
           ", ".join("%s %d" % kv for kv in sorted(cat.items())) or "no difference"))
    for c in sorted(ex):
        print("==", c)
        for e in ex[c][:a.show]:
            print("  ", e)


if __name__ == "__main__":
    main()

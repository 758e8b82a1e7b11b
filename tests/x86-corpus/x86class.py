# x86class.py - rough classification of x86-64 assembly lines (AT&T or Intel)
# into ISA families and operand-shape signatures.  Used by `harvest` to pick a
# balanced sample and by `regen`/`stats` for the distributions in README.md.
# Python 3 standard library only.

import re

PREFIXES = {"lock", "rep", "repe", "repz", "repne", "repnz", "notrack", "bnd",
            "data16", "data32", "addr32", "addr16", "rex", "rex64",
            "xacquire", "xrelease", "cs", "ds", "es", "fs", "gs", "ss",
            "{vex}", "{vex2}", "{vex3}", "{evex}", "{rex}", "{rex2}",
            "{disp8}", "{disp32}", "{load}", "{store}", "{nf}"}

BRANCH_RE = re.compile(r"^(j[a-z]+|call[a-z]*|loop[a-z]*|jrcxz|jecxz|xbegin)$")

GPR64 = set("rax rbx rcx rdx rsi rdi rbp rsp".split()) | {f"r{i}" for i in range(8, 32)}
GPR32 = set("eax ebx ecx edx esi edi ebp esp".split()) | {f"r{i}d" for i in range(8, 32)}
GPR16 = set("ax bx cx dx si di bp sp".split()) | {f"r{i}w" for i in range(8, 32)}
GPR8 = set("al bl cl dl sil dil bpl spl ah bh ch dh".split()) | {f"r{i}b" for i in range(8, 32)}
SEGS = set("cs ds es fs gs ss".split())

REG_RE = re.compile(r"%?\b([a-z][a-z0-9]*)\b(?:\((\d)\))?")


def reg_class(name):
    """Class token for register NAME (lower case, no %), or None."""
    if name in ("rax", "eax", "ax", "al"):
        return "acc" + {"rax": "64", "eax": "32", "ax": "16", "al": "8"}[name]
    if name == "cl":
        return "cl"
    if name == "dx":
        return "dx"
    if name in GPR64:
        return "r64"
    if name in GPR32:
        return "r32"
    if name in GPR16:
        return "r16"
    if name in GPR8:
        return "r8h" if name in ("ah", "bh", "ch", "dh") else "r8"
    if name == "rip":
        return "rip"
    m = re.fullmatch(r"([xyz]mm)(\d+)", name)
    if m:
        return m.group(1) + ("hi" if int(m.group(2)) >= 16 else "")
    if re.fullmatch(r"mm[0-7]", name):
        return "mm"
    if re.fullmatch(r"k[0-7]", name):
        return "k0" if name == "k0" else "k"
    if name == "st" or re.fullmatch(r"st\d", name):
        return "st"
    if re.fullmatch(r"tmm[0-7]", name):
        return "tmm"
    if name in SEGS:
        return "seg"
    if re.fullmatch(r"(cr|dr)\d+", name):
        return name[:2]
    if re.fullmatch(r"bnd[0-3]", name):
        return "bnd"
    return None


def imm_bucket(text):
    """Bucket a numeric literal by the smallest signed width that holds it."""
    try:
        v = int(text, 0)
    except ValueError:
        return "sym"
    if v in (0, 1):
        return str(v)
    if -128 <= v <= 255:
        return "i8"
    if -32768 <= v <= 65535:
        return "i16"
    if -(1 << 31) <= v < (1 << 32):
        return "i32"
    return "i64"


TOKEN_RE = re.compile(r"%?[A-Za-z_.][A-Za-z0-9_.$@]*(?:\(\d\))?|-?0x[0-9a-fA-F]+|-?\d+|\S")


def split_insn(line):
    """Return (prefixes, mnemonic, operand text) of an assembly line."""
    words = line.strip().split(None, 1)
    prefixes = []
    while words and words[0].lower() in PREFIXES and len(words) == 2:
        prefixes.append(words[0].lower())
        words = words[1].strip().split(None, 1)
    if not words:
        return prefixes, "", ""
    mnem = words[0].lower()
    ops = words[1].strip() if len(words) > 1 else ""
    return prefixes, mnem, ops


def signature(line):
    """Operand-shape signature: mnemonic plus operand tokens with registers
    replaced by their class and numbers by a width bucket."""
    prefixes, mnem, ops = split_insn(line)
    out = []
    for tok in TOKEN_RE.findall(ops.lower()):
        t = tok.lstrip("%")
        m = re.fullmatch(r"st\((\d)\)", t)
        if m:
            out.append("st0" if m.group(1) == "0" else "st")
            continue
        rc = reg_class(t)
        if rc is not None and (tok.startswith("%") or "%" not in line):
            out.append(rc)
        elif re.fullmatch(r"-?(0x[0-9a-f]+|\d+)", t):
            out.append(imm_bucket(t))
        elif re.fullmatch(r"[a-z_.][a-z0-9_.$@]*", t):
            out.append("sym" if t not in ("ptr", "byte", "word", "dword", "qword",
                                          "xmmword", "ymmword", "zmmword", "tbyte",
                                          "xword", "oword", "fword") else t)
        else:
            out.append(t)
    return " ".join(prefixes + [mnem] + out)


EVEX_MNEM = re.compile(
    r"^(k[a-z]+[bwdq]|vmovdq[au](8|16|32|64)|vpternlog|vperm[it]2|vp?compress|vp?expand"
    r"|vpmov[a-z]*2m|vpmovm2|vfixupimm|vgetexp|vgetmant|vrange|vreduce|vrndscale|vscalef"
    r"|vpro[lr]|vpconflict|vplzcnt|vdbpsadbw|v(broadcast|extract|insert|shuf)[if](32x|64x)"
    r"|valign[dq]|vpmovu?s?[qdw][bwd]|vcvt[a-z0-9]*2u|vcvtu|vcvtt?p[sd]2u?qq|vcvtu?qq2"
    r"|vptestn?m|vpcmpu?[bwdq]|vpcmp(eq|gt|ne|lt|le|nlt|nle)u?[bwdq]|vpsraq|vpabsq|vp(max|min)[su]q"
    r"|vpmullq|vpermw|vpermb|vpermi2|vpshufbitqmb|vpmultishift|vpopcnt|vpshl[dv]|vpshr[dv]"
    r"|vrcp14|vrsqrt14|vrcp28|vrsqrt28|vexp2|vpbroadcastm|vpxor[dq]|vpand[n]?[dq]|vpor[dq]"
    r"|vblendm|vpblendm|vscatter|vpscatter|vfpclass|vcvtne2ps2bf16|vcvtneps2bf16|vdpbf16ps"
    r"|vp2intersect|vpdpbusds?|vpdpwssds?|vcvtph2psx|vcvtps2phx|v[a-z0-9]*ph$|v[a-z0-9]*sh$)")
AVX2_INT = re.compile(r"^(vp|vperm2i128|vinserti128|vextracti128|vbroadcasti128|vgather|vpgather|vpmaskmov)")
FMA = re.compile(r"^vf(n?m(add|sub)|maddsub|msubadd)")
BMI = re.compile(r"^(andn|bextr|blsi|blsmsk|blsr|bzhi|sarx|shlx|shrx|rorx|pdep|pext|mulx|lzcnt|tzcnt|popcnt|adcx|adox|movbe|crc32)[bwlq]?$")
STRING = re.compile(r"^(movs|stos|lods|cmps|scas|ins|outs)[bwlqd]?$")
SYSTEM = re.compile(r"^(syscall|sysenter|cpuid|rdtscp?|rdpmc|xgetbv|xsetbv|pause|int3?|into|hlt|ud[012]|[lms]fence"
                    r"|prefetch[a-z0-9]*|clflush(opt)?|clwb|endbr(32|64)|xbegin|xend|xabort|xtest|fx(save|rstor)(64)?"
                    r"|xsave[a-z]*(64)?|xrstor[a-z]*(64)?|rd[fg]sbase[lq]?|wr[fg]sbase[lq]?|rdpkru|wrpkru|rdrand[wlq]?|rdseed[wlq]?"
                    r"|serialize|lgdt|sgdt|lidt|sidt|wbinvd|invlpg|monitor|mwait|umonitor|umwait|tpause|cl[di]|st[di]|cld|std"
                    r"|leave[wlq]?|enter[wlq]?|nop[wlq]?|wait|fwait|vzeroupper|vzeroall|ldmxcsr|stmxcsr|vldmxcsr|vstmxcsr|emms|femms"
                    r"|incssp[dq]|rdssp[dq]|saveprevssp|rstorssp|setssbsy|clrssbsy|wrss[dq]|wruss[dq]|senduipi|uiret|testui|clui|stui"
                    r"|enqcmds?|movdir64b|movdiri|ptwrite[lq]?|hreset|cldemote|xsusldtrk|xresldtrk|getsec|swapgs|sysret[lq]?|iret[lqw]?|sysexit[lq]?)$")
BRANCHES = re.compile(r"^(j[a-z]+|call[wlq]?|ret[wlq]?|lret[wlq]?|loop[a-z]*|jrcxz|jecxz|ljmp[wlq]?|lcall[wlq]?)$")
X87 = re.compile(r"^f(?!x(save|rstor))[a-z0-9]*$")
AES_SHA = re.compile(r"^v?(aes|sha|pclmul|gf2p8)")


def family(line):
    """Rough ISA family of an assembly line (either syntax)."""
    prefixes, mnem, ops = split_insn(line)
    low = line.lower()
    regs = set(re.findall(r"\b([xyz]mm\d+|k[0-7]|mm[0-7]|st|tmm[0-7])\b", low))
    has = lambda p: any(re.fullmatch(p, r) for r in regs)
    if mnem == "":
        return "prefix"
    if mnem.startswith("v") or mnem.startswith("k") and has(r"k[0-7]"):
        if (has(r"zmm\d+") or has(r"k[1-7]") or "{1to" in low or "sae}" in low
                or has(r"[xy]mm(1[6-9]|2\d|3[01])") or "{evex}" in low or EVEX_MNEM.match(mnem)):
            return "avx512"
        if AES_SHA.match(mnem):
            return "aes/sha/clmul"
        if FMA.match(mnem):
            return "fma"
        if mnem in ("vzeroupper", "vzeroall", "vldmxcsr", "vstmxcsr"):
            return "avx"
        if AVX2_INT.match(mnem) and (has(r"ymm\d+") or mnem.startswith(("vpbroadcast", "vpgather", "vgather", "vpsllv", "vpsrlv", "vpsrav", "vpmaskmov", "vpblendd"))):
            return "avx2"
        if mnem.startswith(("vcvtph2ps", "vcvtps2ph")):
            return "f16c"
        if has(r"[xy]mm\d+") or mnem.startswith("v"):
            return "avx"
    if AES_SHA.match(mnem):
        return "aes/sha/clmul"
    if has(r"tmm[0-7]"):
        return "amx"
    if has(r"mm[0-7]") and not has(r"xmm\d+"):
        return "mmx"
    if has(r"xmm\d+") or mnem in ("ldmxcsr", "stmxcsr", "movnti"):
        return "sse"
    if X87.match(mnem) and mnem not in ("fwait",):
        return "x87"
    if STRING.match(mnem) and (not ops or "(%rsi)" in ops or "(%rdi)" in ops or "[rsi]" in ops or "[rdi]" in ops
                               or "%es:" in ops or "es:" in ops or prefixes):
        return "string"
    if BMI.match(mnem):
        return "bmi/abm/adx"
    if SYSTEM.match(mnem):
        return "system/misc"
    if BRANCHES.match(mnem):
        return "branch"
    return "gpr"


def tags(line):
    """Cross-cutting features of a line (lock, rep, segment, rip-relative...)."""
    prefixes, mnem, ops = split_insn(line)
    low = line.lower()
    t = []
    if "lock" in prefixes:
        t.append("lock")
    if any(p.startswith("rep") for p in prefixes):
        t.append("rep")
    if re.search(r"(%?\b(cs|ds|es|fs|gs|ss)\s*:)", low) or set(prefixes) & SEGS:
        t.append("segment")
    if "rip" in low:
        t.append("rip-relative")
    if re.search(r"\{%?k[1-7]\}", low):
        t.append("mask")
    if "{z}" in low:
        t.append("zeroing")
    if "{1to" in low:
        t.append("broadcast")
    if "sae}" in low:
        t.append("rounding/sae")
    if any(p.startswith("{") for p in prefixes):
        t.append("pseudo-prefix")
    return t

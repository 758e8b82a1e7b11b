"""rvclass - rough RISC-V instruction family and operand-shape signature.

Mnemonic and operand spelling only (no LLVM): used by harvest to sample
lines, by regen for the family column and by stats.  The signature keeps
apart the registers and immediates that decide compression (x8-x15 and
f8-f15, sp, zero, small immediates).
"""
import re

CREGS = {"s0", "s1", "a0", "a1", "a2", "a3", "a4", "a5", "fp",
         "x8", "x9", "x10", "x11", "x12", "x13", "x14", "x15"}
FCREGS = {"fs0", "fs1", "fa0", "fa1", "fa2", "fa3", "fa4", "fa5"} | {"f%d" % i for i in range(8, 16)}
XREG = re.compile(r"^(x([12]?\d|3[01])|zero|ra|sp|gp|tp|t[0-6]|s([0-9]|1[01])|a[0-7]|fp)$")
FREG = re.compile(r"^(f([12]?\d|3[01])|ft([0-9]|1[01])|fs([0-9]|1[01])|fa[0-7])$")
VREG = re.compile(r"^v([12]?\d|3[01])$")
PSEUDO = {"li", "la", "lla", "lga", "call", "tail", "mv", "not", "neg", "negw", "j", "jr",
          "ret", "nop", "seqz", "snez", "sltz", "sgtz", "beqz", "bnez", "blez", "bgez",
          "bltz", "bgtz", "bgt", "ble", "bgtu", "bleu", "sext.w", "sext.b", "sext.h",
          "zext.b", "zext.h", "zext.w", "fmv.s", "fmv.d", "fabs.s", "fabs.d", "fneg.s",
          "fneg.d", "csrr", "csrw", "csrs", "csrc", "csrwi", "csrsi", "csrci", "frcsr",
          "fscsr", "frrm", "fsrm", "frflags", "fsflags", "rdcycle", "rdtime", "rdinstret",
          "jump", "vmv.v.v", "vnot.v", "vneg.v", "vmmv.m", "vmclr.m", "vmset.m", "vmnot.m",
          "vwcvt.x.x.v", "vwcvtu.x.x.v", "vncvt.x.x.w", "vfneg.v", "vfabs.v"}


def split(line):
    s = line.strip()
    m = re.match(r"^(\S+)\s*(.*)$", s)
    return (m.group(1).lower(), m.group(2)) if m else ("", "")


def family(line):
    mn, ops = split(line)
    o = ops.lower()
    if mn.startswith("c."):
        return "compressed"
    if mn.startswith(("vset",)) or mn.startswith("v") and (re.search(r"\bv\d+\b", o) or mn.startswith("vs")):
        return "rvv"
    if mn.startswith(("lr.", "sc.", "amo")):
        return "atomic"
    if mn.startswith(("fence", "ecall", "ebreak", "wfi", "csr", "fr", "fs", "rd")) and \
            not re.match(r"^f(s|l)[whdq]$", mn) and mn not in ("fsub.s", "fsub.d", "fsqrt.s", "fsqrt.d",
                                                                  "fsgnj.s", "fsgnj.d", "fsgnjn.s",
                                                                  "fsgnjn.d", "fsgnjx.s", "fsgnjx.d") \
            and not mn.startswith(("fsub", "fsqrt", "fsgnj", "fsh", "fsw", "fsd")):
        return "system"
    if mn in ("andn", "orn", "xnor", "clz", "clzw", "ctz", "ctzw", "cpop", "cpopw", "max", "maxu",
              "min", "minu", "rol", "rolw", "ror", "rori", "roriw", "rorw", "rev8", "orc.b",
              "sh1add", "sh2add", "sh3add", "sh1add.uw", "sh2add.uw", "sh3add.uw", "add.uw",
              "slli.uw", "clmul", "clmulh", "clmulr", "bclr", "bclri", "bext", "bexti", "binv",
              "binvi", "bset", "bseti", "czero.eqz", "czero.nez") or \
            (mn in ("sext.b", "sext.h", "zext.h") ):
        return "bitmanip"
    if mn.startswith("f") or re.search(r"\bf[at]?s?\d+\b", o):
        return "fp"
    if mn in PSEUDO:
        return "pseudo"
    if mn in ("mul", "mulh", "mulhu", "mulhsu", "mulw", "div", "divu", "divw", "divuw",
              "rem", "remu", "remw", "remuw"):
        return "muldiv"
    if re.match(r"^(b|j|jal|jalr)", mn):
        return "branch"
    if re.match(r"^(l[bhwd]u?|s[bhwd])$", mn):
        return "loadstore"
    return "base"


def signature(line):
    mn, ops = split(line)
    toks = []
    for t in re.findall(r"%[a-z_]+\([^)]*\)|[A-Za-z_.][A-Za-z0-9_.]*|-?0x[0-9a-fA-F]+|-?\d+|\S", ops):
        tl = t.lower()
        if tl in ("zero", "x0"):
            toks.append("zero")
        elif tl in ("sp", "x2", "ra", "x1"):
            toks.append(tl if not tl.startswith("x") else {"x2": "sp", "x1": "ra"}[tl])
        elif XREG.match(tl):
            toks.append("xc" if tl in CREGS else "x")
        elif FREG.match(tl):
            toks.append("fc" if tl in FCREGS else "f")
        elif VREG.match(tl):
            toks.append("v0" if tl == "v0" else "v")
        elif re.fullmatch(r"-?(0x[0-9a-f]+|\d+)", tl):
            v = int(tl, 0)
            b = ("0" if v == 0 else "1" if v == 1 else "i6" if -32 <= v < 32 else
                 "u8" if 0 <= v < 256 else "i12" if -2048 <= v < 2048 else
                 "i20" if -(1 << 19) <= v < (1 << 20) else "i32" if -(1 << 31) <= v < (1 << 32) else "i64")
            toks.append(b)
        elif tl.startswith("%"):
            toks.append(tl.split("(")[0])
        else:
            toks.append(tl)
    return mn + " " + " ".join(toks)

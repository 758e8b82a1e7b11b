"""a64class - rough AArch64 instruction family and operand-shape signature.

Mnemonic and operand spelling only (no LLVM): used by harvest to sample
lines, by regen to fill the family column and by stats.
"""
import re

LSE = re.compile(r"^(cas|casp|swp|ld(add|clr|eor|set|smax|smin|umax|umin)|"
                 r"st(add|clr|eor|set|smax|smin|umax|umin))(a|al|l)?(b|h)?$|^casp?(a|al|l)?(b|h)?$")
PAC = re.compile(r"^(pac|aut|xpac|retaa|retab|braa|brab|blraa|blrab|braaz|brabz|"
                 r"blraaz|blrabz|eretaa|eretab|ldraa|ldrab)")
CRYPTO = re.compile(r"^(aes|sha1|sha256|sha512|sm3|sm4|pmull|eor3|bcax|rax1|xar)")
SYSTEM = {"msr", "mrs", "dmb", "dsb", "isb", "hint", "sys", "sysl", "dc", "ic",
          "tlbi", "at", "bti", "nop", "yield", "wfe", "wfi", "sev", "sevl", "brk",
          "hlt", "svc", "hvc", "smc", "clrex", "esb", "csdb", "psb", "tsb", "sb",
          "ssbb", "pssbb", "udf", "dcps1", "dcps2", "dcps3", "eret", "drps",
          "xpaclri", "paciasp", "autiasp", "pacibsp", "autibsp", "cfinv", "axflag",
          "xaflag", "dgh", "prfm", "prfum", "bfc", "wfet", "wfit", "chkfeat",
          "gcspushm", "gcspopm", "gcsss1", "gcsss2", "bc", "setf8", "setf16"}
BRANCH = re.compile(r"^(b|bl|br|blr|ret|cbz|cbnz|tbz|tbnz|b\..*|bc\..*|cb(eq|ne|gt|ge|lt|le|hi|hs|lo|ls)h?b?)$")
FP_SCALAR = re.compile(r"(^|[ ,\[{])[hsdbq]\d+\b")


def split(line):
    s = line.strip()
    m = re.match(r"^(\S+)\s*(.*)$", s)
    return (m.group(1).lower(), m.group(2)) if m else ("", "")


def family(line):
    mn, ops = split(line)
    o = ops.lower()
    if re.search(r"\bza", o) or mn in ("smstart", "smstop", "zero") or mn.startswith("ldr za"):
        return "sme"
    if re.search(r"\b[zp]\d+(\.[bhsdq])?\b", o) or re.search(r"\bp\d+/[mz]", o) \
            or mn in ("ptrue", "ptrues", "pfalse", "setffr", "rdvl", "addvl", "addpl",
                      "cntb", "cnth", "cntw", "cntd", "incb", "inch", "incw", "incd",
                      "decb", "dech", "decw", "decd", "movprfx", "rdffr", "wrffr") \
            or mn.startswith("while"):
        return "sve"
    if CRYPTO.match(mn):
        return "crypto"
    if LSE.match(mn):
        return "lse"
    if PAC.match(mn) and mn not in ("paciasp", "autiasp", "pacibsp", "autibsp"):
        return "pac"
    if mn in ("paciasp", "autiasp", "pacibsp", "autibsp", "xpaclri"):
        return "pac"
    if mn in SYSTEM:
        return "system"
    if BRANCH.match(mn):
        return "branch"
    if re.search(r"\bv\d+\.", o) or re.search(r"\bv\d+\b", o):
        return "neon"
    if mn.startswith("f") or mn in ("scvtf", "ucvtf", "bfcvt") or \
            (FP_SCALAR.search(" " + o) and not mn.startswith(("ld", "st"))):
        return "fp" if not re.search(r"\b[bq]\d+\b", o) or mn.startswith("f") else "neon"
    if mn.startswith(("ld", "st", "prf")):
        return "fp-loadstore" if FP_SCALAR.search(" " + o) else "loadstore"
    return "base"


def signature(line):
    """Mnemonic plus operand shape: registers by class, numbers bucketed."""
    mn, ops = split(line)
    toks = []
    for t in re.findall(r"[A-Za-z_.][A-Za-z0-9_.:]*|#?-?0x[0-9a-fA-F]+|#?-?\d+(?:\.\d+)?(?:e[-+]?\d+)?|\S", ops):
        tl = t.lower()
        if re.fullmatch(r"[xw]([12]?\d|3[01])", tl):
            toks.append(tl[0])
        elif re.fullmatch(r"v\d+(\.\d*[bhsdq])?", tl):
            toks.append("v" + (tl[tl.index("."):] if "." in tl else ""))
        elif re.fullmatch(r"z\d+(\.[bhsdq])?", tl):
            toks.append("z" + (tl[tl.index("."):] if "." in tl else ""))
        elif re.fullmatch(r"pn?\d+(\.[bhsdq])?", tl):
            toks.append("p" + (tl[tl.index("."):] if "." in tl else ""))
        elif re.fullmatch(r"[bhsdq]\d+", tl):
            toks.append(tl[0] + "r")
        elif re.fullmatch(r"#?-?(0x[0-9a-f]+|\d+)", tl):
            neg = "-" in tl
            v = int(tl.lstrip("#-"), 0)
            b = "0" if v == 0 else "s" if v < 16 else "m" if v < 4096 else "l"
            toks.append(("#" if tl.startswith("#") else "") + ("-" if neg else "") + b)
        elif re.fullmatch(r"#?-?\d+\.\d+(e[-+]?\d+)?", tl):
            toks.append("#f")
        else:
            toks.append(tl)
    return mn + " " + " ".join(toks)

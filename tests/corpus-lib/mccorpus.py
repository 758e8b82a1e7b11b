"""mccorpus - the LLVM 22 side of the AArch64 and RISC-V front-end corpora.

Shared by tests/aarch64-corpus/regen and tests/riscv-corpus/regen: finds
llvm-mc and llvm-mca 22, runs `llvm-mc -show-inst` on batches of input lines
(one label before each line, so every MCInst and diagnostic maps back to its
line) and `llvm-mca -instruction-tables` on the lines llvm-mc accepted
(bisecting a failing batch down to the lines at fault, and retrying lines a
CPU has no scheduling data for on the next CPU of a list).  Also the TSV
escaping every corpus file uses.  Python 3 standard library only.
"""

import os
import re
import subprocess
import sys

MARK = ".Lcorpus_mark"


def esc(s):
    return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def unesc(s):
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s):
            n = s[i + 1]
            out.append({"t": "\t", "n": "\n", "\\": "\\"}.get(n, "\\" + n))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def read_tsv(path):
    """Rows (lists of escaped fields) of a corpus TSV; [] if it is missing."""
    rows = []
    if not os.path.exists(path):
        return rows
    with open(path, encoding="utf-8") as f:
        for n, l in enumerate(f):
            l = l.rstrip("\n")
            if (n == 0 and l.startswith("#")) or not l:
                continue
            rows.append(l.split("\t"))
    return rows


def write_tsv(path, cols, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("#" + "\t".join(cols) + "\n")
        for r in rows:
            f.write("\t".join(esc(c) for c in r) + "\n")


def find_tool(name, bindir):
    cands = [os.path.join(bindir, name)] if bindir else []
    cands.append(os.path.join("/usr/lib/llvm-22/bin", name))
    for d in os.environ.get("PATH", "").split(os.pathsep):
        cands += [os.path.join(d, name + "-22"), os.path.join(d, name)]
    for c in cands:
        if os.access(c, os.X_OK):
            return c
    sys.exit(f"regen: error: cannot find {name} (set LLVM_BIN)")


def check_version(tool):
    out = subprocess.run([tool, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"LLVM version (\d+)\.(\d+)\.(\d+)", out)
    if not m or m.group(1) != "22":
        sys.exit(f"regen: error: {tool} is not LLVM 22 "
                 f"({m.group(0) if m else 'unknown version'}); refusing")
    return m.group(0)


def tools(bindir):
    """(llvm-mc, llvm-mca, version); exits unless both are the same 22.x."""
    mc, mca = find_tool("llvm-mc", bindir), find_tool("llvm-mca", bindir)
    v1, v2 = check_version(mc), check_version(mca)
    if v1 != v2:
        sys.exit(f"regen: error: llvm-mc ({v1}) and llvm-mca ({v2}) differ")
    return mc, mca, v1


def run(cmd, text_in, timeout=600):
    try:
        p = subprocess.run(["nice", "-n", "10"] + cmd, input=text_in,
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return -999, "", "error: llvm-mca timed out"
    return p.returncode, p.stdout, p.stderr


# ---------------------------------------------------------------- llvm-mc

DIAG_RE = re.compile(r"^<stdin>:(\d+):(\d+): (error|warning): (.*)$")
INST_RE = re.compile(r"^(.*?)\s*(?://|#) <MCInst #\d+ ([A-Za-z0-9_]+)")


def mc_batch(mc, lines, args):
    """llvm-mc -show-inst ARGS over LINES: one dict per line with the opcode
    names ("ops"), llvm-mc's texts, warnings and the first error
    (column, message)."""
    src = []
    for i, l in enumerate(lines):
        src.append(f"{MARK}{i}:")
        src.append(l)
    _, out, err = run([mc] + args + ["-show-inst"], "\n".join(src) + "\n")
    res = [{"ops": [], "texts": [], "warn": [], "err": None} for _ in lines]
    cur = None
    for o in out.splitlines():
        if o.startswith(MARK) and o.endswith(":"):
            cur = int(o[len(MARK):-1])
            continue
        m = INST_RE.match(o)
        if m and cur is not None:
            res[cur]["ops"].append(m.group(2))
            res[cur]["texts"].append(m.group(1).strip())
    for e in err.splitlines():
        m = DIAG_RE.match(e)
        if not m:
            continue
        idx = int(m.group(1)) - 2
        if idx < 0 or idx % 2:
            sys.exit(f"regen: error: diagnostic on unexpected line: {e}")
        r = res[idx // 2]
        if m.group(3) == "error":
            if r["err"] is None:
                r["err"] = (int(m.group(2)), "error: " + m.group(4))
        else:
            r["warn"].append(f"{m.group(2)}: warning: {m.group(4)}")
    return res


# ---------------------------------------------------------------- llvm-mca

def mca_rows(out):
    """Instruction texts of the Instruction Info view (llvm-mca trims them)."""
    lines = out.splitlines()
    try:
        i = lines.index("Instruction Info:")
    except ValueError:
        return None
    while "Instructions:" not in lines[i]:
        i += 1
    col = lines[i].index("Instructions:")
    rows = []
    for r in lines[i + 1:]:
        if not r.strip():
            break
        rows.append(r[col:] if len(r) > col else "")
    return rows


def mca_error(err, rows, rc):
    if rc < 0 and rc != -999:
        return (0, f"error: llvm-mca crashed (signal {-rc})")
    if rows is not None:
        return (0, f"error: row count mismatch: {len(rows)} rows")
    for e in err.splitlines():
        m = re.match(r"^<stdin>:\d+:(\d+): (error: .*)$", e)
        if m:
            return (int(m.group(1)), m.group(2))
    for e in err.splitlines():
        if e.startswith("error:"):
            return (0, e)
    return (0, "error: llvm-mca failed")


def mca_texts(mca, lines, counts, args, failures, known=None):
    """Texts per line for LINES under llvm-mca ARGS -instruction-tables.
    Lines llvm-mca rejects alone are put in FAILURES[index] = (col, msg).
    KNOWN (llvm-mc's texts per line) lets a failure that names its
    instruction ("note: instruction: ...") drop every line printing that
    text at once instead of bisecting down to it."""
    out = [None] * len(lines)

    def solve(lo, hi):
        if lo >= hi:
            return
        rc, o, err = run([mca] + args + ["-instruction-tables"],
                         "\n".join(lines[lo:hi]) + "\n")
        rows = mca_rows(o) if rc == 0 else None
        if rows is not None and len(rows) == sum(counts[lo:hi]):
            k = 0
            for j in range(lo, hi):
                out[j] = rows[k:k + counts[j]]
                k += counts[j]
            return
        if hi - lo == 1:
            failures[lo] = mca_error(err, rows if rc == 0 else None, rc)
            return
        m = re.search(r"^note: instruction: (.*)$", err, re.M) if rc > 0 else None
        if m and known is not None:
            bad_text = note_text(m.group(1))
            bad = [j for j in range(lo, hi) if bad_text in [t.strip() for t in known[j]]]
            if bad:
                e = mca_error(err, None, rc)
                start = lo
                for j in bad:
                    failures[j] = e
                    solve(start, j)
                    start = j + 1
                solve(start, hi)
                return
        mid = (lo + hi) // 2
        solve(lo, mid)
        solve(mid, hi)

    solve(0, len(lines))
    return out


# Failures that depend on the CPU: the line moves on to the next CPU.
RETRY_ON = ("found an unsupported instruction",
            "unable to resolve scheduling class")


def note_text(s):
    """The instruction of a "note: instruction:" line as llvm-mc's -show-inst
    prints it: llvm-mca appends the printer's comment (AArch64 "// acquire
    semantics dropped since destination is zero"), llvm-mc puts it on a line
    of its own."""
    return re.sub(r"\s+// .*$", "", s).strip()


def mca_skip_run(mca, lines, counts, args, known):
    """One run with -skip-unsupported-instructions=lack-sched: llvm-mca names
    every instruction it skips ("note: instruction: ..."), in order.  Returns
    (texts per line or None for a skipped line) or None when the rows do not
    add up (then the caller bisects)."""
    rc, o, err = run([mca] + args + ["-skip-unsupported-instructions=lack-sched",
                                     "-instruction-tables"], "\n".join(lines) + "\n")
    if rc != 0:
        # Every line skipped: llvm-mca has nothing left to analyse.
        if "error: no assembly instructions found." in err and \
                "note: instruction:" in err and "<stdin>:" not in err:
            return [None] * len(lines)
        return None
    rows = mca_rows(o)
    if rows is None:
        return None
    skipped = {note_text(m) for m in re.findall(r"^note: instruction: (.*)$", err, re.M)}
    out, k = [None] * len(lines), 0
    for j in range(len(lines)):
        if any(t.strip() in skipped for t in known[j]):  # llvm-mc's texts have no comment
            continue
        out[j] = rows[k:k + counts[j]]
        k += counts[j]
    return out if k == len(rows) else None


def mca_with_fallback(mca, lines, counts, base_args, cpus, known=None):
    """Try CPUS in order; a line whose only failure is missing scheduling
    data moves on to the next CPU.  Returns (texts, cpu used, failures)
    per line; failures hold (col, msg) of the first error seen on a CPU
    run without skipping (for a line no CPU schedules: the last CPU's).
    KNOWN (llvm-mc's texts per line) enables the one-run-per-CPU path."""
    n = len(lines)
    texts, used, fails = [None] * n, [None] * n, {}
    todo = list(range(n))
    start = 0
    for i, cpu in enumerate(cpus[:-1] if known is not None else []):
        # Fast path: one run per CPU; the lines it skips go on to the next
        # CPU.  The last CPU runs the slow way, for the exact error messages.
        if not todo:
            break
        t = mca_skip_run(mca, [lines[k] for k in todo], [counts[k] for k in todo],
                         base_args + ["-mcpu=" + cpu], [known[k] for k in todo])
        if t is None:
            break
        nxt = []
        for j, k in enumerate(todo):
            if t[j] is None:
                nxt.append(k)
            else:
                texts[k], used[k] = t[j], cpu
        todo = nxt
        start = i + 1
    for cpu in cpus[start:]:
        if not todo:
            break
        f = {}
        t = mca_texts(mca, [lines[k] for k in todo], [counts[k] for k in todo],
                      base_args + ["-mcpu=" + cpu], f,
                      [known[k] for k in todo] if known is not None else None)
        nxt = []
        for j, k in enumerate(todo):
            if j in f:
                if k not in fails:
                    fails[k] = f[j]
                if any(s in f[j][1] for s in RETRY_ON):
                    nxt.append(k)
                continue
            texts[k], used[k] = t[j], cpu
            fails.pop(k, None)
        todo = nxt
    return texts, used, fails


# ---------------------------------------------------------------- driver

TEMP_LABEL = re.compile(r"(\.Lpcrel_hi|\.Ltmp)(\d+)")


def renumber(texts):
    """Temporary labels the assembler makes (.Lpcrel_hiN for RISC-V la/lla/
    lw sym...) are numbered across the whole input; renumber them from 0 as
    if the line were alone in its file, so that a row does not depend on its
    batch."""
    nums = sorted({int(m.group(2)) for t in texts for m in TEMP_LABEL.finditer(t)})
    if not nums:
        return texts
    base = {}
    for n in nums:
        base[n] = len(base)
    return [TEMP_LABEL.sub(lambda m: m.group(1) + str(base[int(m.group(2))]), t) for t in texts]


def chunks(lines, batch, alone):
    """LINES cut into batches of at most BATCH; a line matching ALONE gets a
    batch of its own."""
    out, cur = [], []
    for l in lines:
        if alone and alone.match(l):
            if cur:
                out.append(cur)
                cur = []
            out.append([l])
            continue
        cur.append(l)
        if len(cur) >= batch:
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out


def process(mc, mca, items, batch, log="regen"):
    """items: list of (line, [config, ...]); a config is a dict with
    name (the mattr label written to the corpus), mc (llvm-mc arguments),
    mca (llvm-mca arguments without -mcpu), cpus (llvm-mca -mcpu
    candidates, tried in order when one lacks scheduling data) and
    optionally alone (a regex: lines that must be assembled by themselves).
    A line llvm-mc rejects under a config tries its next config.
    Returns (results, errors): results[i] is None or a dict with ops,
    texts (llvm-mca's), mc_texts, warn, config, cpu; errors is a list of
    (i, config name, tool, col, message) for every config that failed."""
    n = len(items)
    results, errors = [None] * n, []
    pos = [0] * n
    pending = list(range(n))
    while pending:
        groups = {}
        for i in pending:
            cfgs = items[i][1]
            if pos[i] < len(cfgs):
                groups.setdefault(pos[i], {}).setdefault(cfgs[pos[i]]["name"], []).append(i)
        nxt = []
        for level in sorted(groups):
            for name, idx in groups[level].items():
                cfg = items[idx[0]][1][level]
                # Lines that change how the next line assembles (AArch64
                # movprfx) run alone, after the others.
                alone = re.compile(cfg["alone"]) if cfg.get("alone") else None
                if alone:
                    idx = [i for i in idx if not alone.match(items[i][0])] + \
                          [i for i in idx if alone.match(items[i][0])]
                lines = [items[i][0] for i in idx]
                mres = []
                for chunk in chunks(lines, batch, alone):
                    mres += mc_batch(mc, chunk, cfg["mc"])
                good = []
                for i, r in zip(idx, mres):
                    if r["err"] is not None or not r["ops"]:
                        err = r["err"] or (0, "error: no instruction emitted")
                        errors.append((i, name, "llvm-mc", err[0], err[1]))
                        pos[i] += 1
                        nxt.append(i)
                    else:
                        good.append((i, r))
                print(f"{log}: config {name or '(none)'}: llvm-mc {len(lines)} lines, "
                      f"{len(good)} accepted", file=sys.stderr)
                done = 0
                for cl in chunks([items[i][0] for i, _ in good], batch, alone):
                    chunk = good[done:done + len(cl)]
                    done += len(cl)
                    cnt = [len(r["ops"]) for _, r in chunk]
                    texts, used, fails = mca_with_fallback(mca, cl, cnt, cfg["mca"], cfg["cpus"],
                                                           [r["texts"] for _, r in chunk])
                    for j, (i, r) in enumerate(chunk):
                        if texts[j] is None:
                            col, msg = fails.get(j, (0, "error: llvm-mca failed"))
                            errors.append((i, name, "llvm-mca", col, msg))
                            continue
                        results[i] = dict(ops=r["ops"], texts=renumber(texts[j]),
                                          mc_texts=renumber(r["texts"]),
                                          warn=r["warn"], config=name, cpu=used[j])
                    if len(cl) > 1 or done == len(good):
                        print(f"{log}: config {name or '(none)'}: llvm-mca "
                              f"{done}/{len(good)}", file=sys.stderr)
        pending = nxt
    return results, errors


# ---------------------------------------------------------------- stats

def _header(path):
    with open(path, encoding="utf-8") as f:
        return f.readline().lstrip("#").rstrip("\n").split("\t")


def _table(title, files, key_fn):
    counts, keys = {}, set()
    for name, rows in files:
        c = {}
        for r in rows:
            for k in key_fn(r):
                c[k] = c.get(k, 0) + 1
                keys.add(k)
        counts[name] = c
    w = max([len(title)] + [len(k) for k in keys]) + 2
    out = [title.ljust(w) + "".join(n.rjust(max(10, len(n) + 2)) for n, _ in files)]
    for k in sorted(keys, key=lambda k: (-sum(counts[n].get(k, 0) for n, _ in files), k)):
        out.append(k.ljust(w) + "".join(str(counts[n].get(k, 0)).rjust(max(10, len(n) + 2))
                                         for n, _ in files))
    out.append("total".ljust(w) + "".join(str(len(rows)).rjust(max(10, len(n) + 2))
                                           for n, rows in files))
    return "\n".join(out) + "\n"


def write_stats(here, title, files, group_cols, version):
    """stats.txt: per file, counts by each of GROUP_COLS (column names),
    distinct opcodes, multi-MCInst lines; errors.tsv by file/tool/message."""
    data = []
    for f in files:
        p = os.path.join(here, f)
        if os.path.exists(p):
            hdr = _header(p)
            data.append((f.replace(".tsv", ""), hdr, read_tsv(p)))
    out = [f"{title} (LLVM version {version.split()[-1]})\n"]
    for col in group_cols:
        fl = [(n, rows) for n, hdr, rows in data if col in hdr]
        if not fl:
            continue
        i = data[[d[0] for d in data].index(fl[0][0])][1].index(col)
        if col == "source":
            out.append(_table("lines by " + col, fl, lambda r: [r[i].split(":")[0] or "-"]))
        else:
            out.append(_table("lines by " + col, fl, lambda r: [r[i] or "(none)"]))
    allops = set()
    for n, hdr, rows in data:
        oi = hdr.index("opcode")
        ops = {o for r in rows for o in r[oi].split()}
        allops |= ops
        multi = sum(1 for r in rows if " " in r[oi])
        mct = sum(1 for r in rows if r[hdr.index("mc_text")])
        comp = sum(1 for r in rows if any(o.startswith("C_") for o in r[oi].split()))
        out.append(f"{n}: {len(rows)} lines, {len(ops)} distinct LLVM opcodes, "
                   f"{multi} lines giving more than one MCInst, "
                   f"{mct} lines where llvm-mc's text differs from llvm-mca's"
                   + (f", {comp} lines with a compressed (C_*) opcode" if comp else ""))
    out.append(f"distinct LLVM opcodes over all files: {len(allops)}\n")
    ep = os.path.join(here, "errors.tsv")
    if os.path.exists(ep):
        hdr = _header(ep)
        rows = read_tsv(ep)
        fi, ti, mi = hdr.index("file"), hdr.index("tool"), hdr.index("message")
        xi = hdr.index("mattr") if "mattr" in hdr else None
        key = (lambda r: [r[fi].replace(".tsv", "") + ":" + r[ti] +
                          (":" + (r[xi] or "(none)") if xi is not None and "march" not in hdr else "")])
        out.append(_table("errors.tsv by file:tool" + (":mattr" if "march" not in hdr else ""),
                          [("errors", rows)], key))
        msgs = {}
        for r in rows:
            m = re.sub(r"'[^']*'", "'...'", r[mi])
            m = re.sub(r"requires: .*", "requires: ...", m)
            msgs[m] = msgs.get(m, 0) + 1
        out.append("errors.tsv by message (quoted names and feature lists folded)")
        for m, c in sorted(msgs.items(), key=lambda kv: (-kv[1], kv[0]))[:40]:
            out.append(f"  {c:6d}  {m}")
    with open(os.path.join(here, "stats.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")

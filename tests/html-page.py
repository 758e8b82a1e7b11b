#!/usr/bin/env python3
"""The --html pages of mca-sim and mca-static, checked as a browser would
take them and against the text report.  TAP output.

Each page is parsed by python's html.parser with strict rules: a doctype,
every element closed in order (no implied end tags), self-closing syntax
only inside SVG, only the five character references the writer makes, no
script, link, image or frame, no event handler attribute, no attribute or
style naming anything outside the page (only the SVG namespace and
url(#id) references to ids present in the page), ids unique.

Then its numbers are compared with the text report of the same run: the
summary, the resource pressure (per instruction and per iteration, with
the column names), the bottleneck percentages and critical sequence, the
timeline (every phase's cycle against -json's TimelineInfo, the rows
against the text's), and for mca-static the bounds with what binds them,
the chain and the static resource pressure (-instruction-tables).  Adding
--html must leave the text report as it was."""
import html.parser
import json
import os
import re
import subprocess
import sys
import tempfile

TOP_SRC = os.environ.get("top_srcdir", os.path.join(os.path.dirname(__file__), ".."))
TOP_BUILD = os.environ.get("top_builddir", "..")
SIM = os.path.join(TOP_BUILD, "mca-sim", "mca-sim")
STATIC = os.path.join(TOP_BUILD, "mca-static", "mca-static")
HAND = os.path.join(TOP_SRC, "tests", "golden", "inputs", "hand")
EXAMPLES = os.path.join(TOP_SRC, "examples")

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}
FORBIDDEN = {"script", "link", "img", "iframe", "object", "embed", "frame", "base", "audio",
             "video", "source", "image", "use", "foreignobject"}
ENTITIES = {"amp", "lt", "gt", "quot"}


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent = tag, dict(attrs), parent
        self.children = []

    def text(self):
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def classes(self):
        return (self.attrs.get("class") or "").split()

    def find(self, pred):
        out = []
        for c in self.children:
            if isinstance(c, Node):
                if pred(c):
                    out.append(c)
                out.extend(c.find(pred))
        return out

    def elements(self):
        return [c for c in self.children if isinstance(c, Node)]


class StrictParser(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.root = Node("#root", [], None)
        self.cur = self.root
        self.errors = []
        self.doctype = False
        self.ids = set()
        self.refs = set()
        self.started = False

    def error(self, msg):
        self.errors.append("line %d: %s" % (self.getpos()[0], msg))

    def in_svg(self):
        n = self.cur
        while n:
            if n.tag == "svg":
                return True
            n = n.parent
        return False

    def check_attrs(self, tag, attrs):
        for name, value in attrs:
            value = value or ""
            if name.startswith("on"):
                self.error("event handler %s on <%s>" % (name, tag))
            if name in ("src", "href", "xlink:href", "action", "srcset", "poster"):
                self.error("external reference %s on <%s>" % (name, tag))
            if "://" in value or "javascript:" in value.lower():
                self.error("external address in %s=%r" % (name, value))
            if name == "id":
                if value in self.ids:
                    self.error("duplicate id %s" % value)
                self.ids.add(value)
            for ref in re.findall(r"url\(([^)]*)\)", value):
                if not ref.startswith("#"):
                    self.error("url(%s) is not in the page" % ref)
                self.refs.add(ref[1:])

    def handle_decl(self, decl):
        if decl.lower() != "doctype html" or self.started:
            self.error("bad or late doctype %r" % decl)
        self.doctype = True

    def handle_starttag(self, tag, attrs):
        self.started = True
        if tag in FORBIDDEN:
            self.error("forbidden element <%s>" % tag)
        if tag == "style" and self.cur.tag != "head":
            self.error("<style> outside <head>")
        self.check_attrs(tag, attrs)
        node = Node(tag, attrs, self.cur)
        self.cur.children.append(node)
        if tag not in VOID:
            self.cur = node

    def handle_startendtag(self, tag, attrs):
        if tag not in VOID and not self.in_svg():
            self.error("self-closing <%s/> outside SVG" % tag)
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.cur = self.cur.parent

    def handle_endtag(self, tag):
        if tag in VOID:
            self.error("end tag of void element %s" % tag)
            return
        if self.cur.tag != tag:
            self.error("</%s> closes <%s>" % (tag, self.cur.tag))
            return
        self.cur = self.cur.parent

    def handle_data(self, data):
        if self.cur.tag == "style":
            if "@import" in data or re.search(r"url\((?!#)", data):
                self.error("style sheet loads something")
        elif data.strip() and self.cur is self.root:
            self.error("text outside <html>")
        if "<" in data:
            self.error("unescaped < in text")
        self.cur.children.append(data)

    def handle_entityref(self, name):
        if name not in ENTITIES:
            self.error("character reference &%s;" % name)
        self.cur.children.append(html.unescape("&%s;" % name))

    def handle_charref(self, name):
        if name != "39":
            self.error("character reference &#%s;" % name)
        self.cur.children.append("'")

    def handle_comment(self, data):
        self.error("comment")

    def handle_pi(self, data):
        self.error("processing instruction")

    def unknown_decl(self, data):
        self.error("declaration %r" % data)


def parse(page):
    p = StrictParser()
    p.feed(page)
    p.close()
    if not p.doctype:
        p.error("no doctype")
    if p.cur is not p.root:
        p.error("<%s> not closed" % p.cur.tag)
    tops = p.root.elements()
    if [t.tag for t in tops] != ["html"] or \
            [e.tag for e in tops[0].elements()] != ["head", "body"]:
        p.error("the document is not html(head, body)")
    for ref in p.refs - p.ids:
        p.error("url(#%s) names no element" % ref)
    return p.root, p.errors


# ---- the page's parts ------------------------------------------------------

def sections(root):
    return root.find(lambda n: n.tag == "section" and "region" in n.classes())


def parts(section):
    """The section's parts by heading: {h3 text: [elements after it]}."""
    out, key = {}, None
    for e in section.elements():
        if e.tag == "h3":
            key = e.text()
            out[key] = []
        elif key is not None:
            out[key].append(e)
    return out


def number_table(elements):
    for e in elements:
        if e.tag == "table" and "numbers" in e.classes():
            return [(tr.elements()[0].text(), tr.elements()[1].text()) for tr in e.elements()]
    return None


def heat_map(section):
    t = section.find(lambda n: n.tag == "table" and "heat" in n.classes())
    if not t:
        return None
    t = t[0]
    head = [th.text() for th in t.find(lambda n: n.tag == "th")][1:]
    rows = [[td.text() for td in tr.elements()]
            for tr in t.find(lambda n: n.tag == "tr") if tr.find(lambda n: n.tag == "td")]
    return head, rows


# ---- the text report's parts -------------------------------------------------

def text_regions(text):
    pieces = re.split(r"^\[\d+\] Code Region.*$", text, flags=re.M)
    return pieces[1:] if len(pieces) > 1 else pieces


SUMMARY_RE = re.compile(r"^(Iterations|Instructions|Total Cycles|Total uOps|Dispatch Width|"
                        r"uOps Per Cycle|IPC|Block RThroughput):\s+(\S+)$", re.M)


def text_summary(region):
    return SUMMARY_RE.findall(region)


def text_pressure(region):
    """(column names, per instruction rows of cells, per iteration cells)."""
    m = re.search(r"^Resources:\n(.*?)\n\n", region, re.M | re.S)
    cols = []
    for line in m.group(1).splitlines():
        c = re.match(r"^(\[[\d.]+\])\s+- (.*)$", line)
        cols.append("%s %s" % (c.group(1), c.group(2)))
    n = len(cols)
    m = re.search(r"^Resource pressure per iteration:\n.*\n(.*)\n", region, re.M)
    per_iter = m.group(1).split()[:n]
    m = re.search(r"^Resource pressure by instruction:\n.*Instructions:\n(.*?)(\n\n|\Z)", region,
                  re.M | re.S)
    rows = [line.split()[:n] for line in m.group(1).splitlines()]
    return cols, rows, per_iter


def text_bottleneck(region):
    if "No resource or data dependency bottlenecks discovered." in region:
        return None, []
    start = region.index("Cycles with backend pressure increase")
    end = region.index("Memory Dependencies", start)
    end = region.index("\n", end)
    numbers = [(label.strip().rstrip(":").strip(), value + "%")
               for label, value in re.findall(r"^\s*(.*?)\s*\[ ([\d.]+)% \]$",
                                              region[start:end], re.M)]
    edges = [(int(i), dep) for i, dep in
             re.findall(r"^ \+----> (\d+)\..*?(## .*?)\s*$", region[end:], re.M)]
    return numbers, edges


def html_timeline(section):
    rows = []
    for g in section.find(lambda n: n.tag == "g" and n.parent.tag == "svg"
                          and "timeline" in n.parent.classes()):
        title = g.elements()[0].text()
        m = re.match(r"^\[(\d+),(\d+)\] .*\ndispatched (-?\d+), ready (\d+), issued (\d+), "
                     r"executed (\d+), retired (\d+)$", title, re.S)
        rows.append(tuple(int(x) for x in m.groups()))
    return rows


def html_timeline_cells(section):
    """Per row, the text's letters redrawn from the row's rectangles: D,
    = (both waiting colours), e with E on the last executing cell, -, R;
    {cycle: letter}."""
    svg = section.find(lambda n: n.tag == "svg" and "timeline" in n.classes())[0]
    x0 = [int(t.attrs["x"]) for t in svg.find(lambda n: n.tag == "text" and
                                              "tick" in n.classes() and n.text() == "0")][0]
    letter = {"d": "D", "w": "=", "y": "=", "x": "e", "q": "-", "r": "R"}
    rows = []
    for g in svg.find(lambda n: n.tag == "g"):
        cells = {}
        for rect in g.find(lambda n: n.tag == "rect"):
            first = (int(rect.attrs["x"]) - x0) // 10
            width = int(rect.attrs["width"]) // 10
            for c in range(first, first + width):
                cells[c] = letter[rect.attrs["class"]]
            if rect.attrs["class"] == "x":
                cells[first + width - 1] = "E"
        rows.append(cells)
    return rows


def text_timeline_cells(region):
    """Per row of the text's timeline, {cycle: letter} without the dots."""
    index = re.search(r"^Index {5}(.*)$", region, re.M)
    width = len(index.group(1))
    rows = []
    for line in region.splitlines():
        if re.match(r"^\[\d+,\d+\]", line) and len(line) > 10 and "D" in line[10:10 + width]:
            rows.append({c: ch for c, ch in enumerate(line[10:10 + width]) if ch in "D=eE-R"})
    return rows


def text_timeline(region):
    """Per row: (iteration, index, D, E, R) where the letters stand."""
    out = []
    for line in region.splitlines():
        m = re.match(r"^\[(\d+),(\d+)\]\s*", line)
        if not m or len(line) < 10 or "D" not in line[10:]:
            continue
        cells = line[10:]
        d = cells.index("D")
        e = max(cells.rfind("E"), d)
        r = cells.find("R", e)
        out.append((int(m.group(1)), int(m.group(2)), d, e, r))
    return out


# ---- checks ----------------------------------------------------------------

class Failure(Exception):
    pass


def expect(what, got, want):
    if got != want:
        raise Failure("%s: page %r, report %r" % (what, got, want))


def run(tool, args):
    r = subprocess.run([tool] + args, capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        raise Failure("%s %s: exit %d: %s" % (tool, " ".join(args), r.returncode, r.stderr))
    return r.stdout


def page_of(tool, args, tmp):
    path = os.path.join(tmp, "page.html")
    if os.path.exists(path):
        os.unlink(path)
    out = run(tool, args + ["--html=" + path])
    with open(path, encoding="utf-8") as f:
        page = f.read()
    root, errors = parse(page)
    if errors:
        raise Failure("page not well formed: " + "; ".join(errors[:5]))
    return out, page, root


def check_pressure(section, text_region):
    head, rows = heat_map(section)
    cols, trows, per_iter = text_pressure(text_region)
    expect("pressure columns", head, cols)
    expect("pressure rows", [r[1:] for r in rows[:-1]], trows)
    expect("pressure per iteration", rows[-1][1:], per_iter)


def check_sim(args, tmp):
    views = ["-resource-pressure", "-timeline", "-bottleneck-analysis"]
    text = run(SIM, args + views)
    out, page, root = page_of(SIM, args + views, tmp)
    expect("text report with --html", out, text)
    expect("text report with --html and no views asked", run(SIM, args + ["--html=/dev/null"]),
           run(SIM, args))
    expect("-json with --html", run(SIM, args + ["-json", "--html=/dev/null"]),
           run(SIM, args + ["-json"]))
    doc = json.loads(run(SIM, args + ["-json", "-timeline"]))
    secs, regs = sections(root), text_regions(text)
    expect("regions", len(secs), len(regs))
    in_order = "-mcpu=atom" in args
    for k, (sec, reg) in enumerate(zip(secs, regs)):
        p = parts(sec)
        expect("summary %d" % k, number_table(p["Summary"]), text_summary(reg))
        check_pressure(sec, reg)
        rows = html_timeline(sec)
        info = doc["CodeRegions"][k]["TimelineView"]["TimelineInfo"]
        expect("timeline cycles %d" % k, [r[2:] for r in rows],
               [(t["CycleDispatched"], t["CycleReady"], t["CycleIssued"], t["CycleExecuted"],
                 t["CycleRetired"]) for t in info])
        expect("timeline letters %d" % k,
               [(i, j, d, e if e > d else d, r if r > e else -1) for i, j, d, _, _, e, r in rows],
               text_timeline(reg))
        expect("timeline drawing %d" % k, html_timeline_cells(sec), text_timeline_cells(reg))
        if in_order:
            expect("no bottleneck part on in-order CPUs", "Bottleneck analysis" in p, False)
            continue
        numbers, edges = text_bottleneck(reg)
        if numbers is None:
            expect("no bottleneck", "No resource or data dependency bottlenecks discovered."
                   in sec.text(), True)
            continue
        expect("bottleneck numbers %d" % k, number_table(p["Bottleneck analysis"]), numbers)
        got = []
        for g in sec.find(lambda n: n.tag == "g" and "edge" in n.classes()):
            m = re.match(r"^\d+\. \[(\d+)\] to \[(\d+)\](?: \(loop carried\))?: (.*)$",
                         g.elements()[0].text(), re.S)
            got.append((int(m.group(2)), m.group(3)))
        expect("critical sequence %d" % k, got, edges)
        drawn = [t.text() for t in sec.find(lambda n: n.tag == "text" and "lcl" in n.classes())]
        expect("dependencies drawn %d" % k, sorted(set(drawn)), sorted(set(e[1] for e in edges)))
    return page


BOUND_RE = re.compile(r"^  (Dispatch|Resources|Dependencies|Lower bound):\s+([0-9.]+)   (.*)$",
                      re.M)


def check_static(args, tmp):
    text = run(STATIC, args)
    out, page, root = page_of(STATIC, args, tmp)
    expect("text report with --html", out, text)
    tables = run(STATIC, args + ["-instruction-tables"])
    out_t, _, root_t = page_of(STATIC, args + ["-instruction-tables"], tmp)
    expect("tables with --html", out_t, tables)
    secs, regs, tregs = sections(root), text_regions(text), text_regions(tables)
    expect("regions", len(secs), len(regs))
    expect("regions with -instruction-tables", len(sections(root_t)), len(regs))
    for k, (sec, reg, treg) in enumerate(zip(secs, regs, tregs)):
        p = parts(sec)
        want = [(m, v) for m, v in SUMMARY_RE.findall(reg)]
        expect("static summary %d" % k, number_table(p["Static summary"]), want)
        bars = []
        for g in sec.find(lambda n: n.tag == "g" and "bound" in n.classes()):
            m = re.match(r"^(.*?): ([0-9.]+) cycles per iteration, (.*)$", g.elements()[0].text(),
                         re.S)
            bars.append(m.groups())
        expect("bounds %d" % k, bars, [(a, b, c.rstrip()) for a, b, c in BOUND_RE.findall(reg)])
        chain = [t.text() for t in sec.find(lambda n: n.tag == "text" and "link" in n.classes())]
        m = re.search(r"^Critical loop-carried chain:\n(.*?)(\n\n|\Z)", reg, re.M | re.S)
        want = [line[2:] for line in m.group(1).splitlines()] if m else []
        expect("loop-carried chain %d" % k, chain, want)
        check_pressure(sec, treg)
    return page


def check_escaping(tmp):
    src = os.path.join(tmp, "escape.s")
    name = "<b>&\"x'</b>"
    with open(src, "w") as f:
        f.write("# LLVM-MCA-BEGIN %s\naddq %%rax, %%rbx\nimulq %%rbx, %%rax\n"
                "# LLVM-MCA-END\n" % name)
    for tool in (SIM, STATIC):
        _, page, root = page_of(tool, ["-mtriple=x86_64", "-mcpu=skylake", src], tmp)
        if root.find(lambda n: n.tag == "b"):
            raise Failure("%s: the region name made an element" % tool)
        h2 = root.find(lambda n: n.tag == "h2")[0].text()
        expect("%s: region name" % tool, h2, "[0] Code Region - " + name)


def check_large(tmp):
    """1,000 instructions, 10 iterations, the whole timeline: a page of a
    few MB with all 10,000 rows."""
    src = os.path.join(tmp, "large.s")
    regs = ["%rax", "%rbx", "%rcx", "%rdx", "%rsi", "%rdi", "%r8", "%r9"]
    with open(src, "w") as f:
        for k in range(1000):
            f.write("addq %s, %s\n" % (regs[k % 8], regs[(k * 3 + 1) % 8]))
    args = ["-mtriple=x86_64", "-mcpu=skylake", "-iterations=10", "-timeline-max-cycles=0", src]
    _, page, root = page_of(SIM, args, tmp)
    rows = html_timeline(sections(root)[0])
    expect("timeline rows", len(rows), 10000)
    size = len(page.encode())
    if not 1 << 20 < size < 8 << 20:
        raise Failure("page of %d bytes" % size)


def check_unwritable(tmp):
    """A page that cannot be written is an error (exit 1, the file named);
    the text report is still printed."""
    path = os.path.join(tmp, "no-such-directory", "page.html")
    src = os.path.join(EXAMPLES, "dot-product.s")
    for tool in (SIM, STATIC):
        args = ["-mtriple=x86_64", "-mcpu=skylake", src]
        r = subprocess.run([tool] + args + ["--html=" + path], capture_output=True, text=True,
                           timeout=60)
        expect("%s: exit status" % tool, r.returncode, 1)
        expect("%s: message" % tool, r.stderr, "error: %s: No such file or directory\n" % path)
        expect("%s: report" % tool, r.stdout, run(tool, args))


def cases():
    x = ["-mtriple=x86_64-unknown-unknown"]
    yield "sim skylake dot-product", check_sim, x + ["-mcpu=skylake",
                                                     os.path.join(EXAMPLES, "dot-product.s")]
    yield "sim znver3 saxpy", check_sim, x + ["-mcpu=znver3", os.path.join(EXAMPLES, "saxpy.s")]
    for cpu, name, extra in [("skylake", "pointer-chase", []),
                             ("znver4", "dep-chain-add", []),
                             ("skylake", "regions-named", []),
                             ("haswell", "store-forward-chain", []),
                             ("skylake", "independent-ops", []),
                             ("atom", "mixed-chains", []),
                             ("skylake", "long-block", ["-timeline-max-cycles=30"]),
                             ("icelake-server", "div-sqrt-mix", ["-iterations=7"])]:
        path = os.path.join(HAND, name + ".s")
        if os.path.exists(path):
            yield "sim %s %s %s" % (cpu, name, " ".join(extra)), check_sim, \
                x + ["-mcpu=" + cpu] + extra + [path]
    yield "static skylake dot-product", check_static, x + [
        "-mcpu=skylake", os.path.join(EXAMPLES, "dot-product.s")]
    for cpu, name in [("znver4", "dep-chain-add"), ("skylake", "regions-named"),
                      ("znver4", "fma-chain"), ("skylake", "pointer-chase")]:
        path = os.path.join(HAND, name + ".s")
        if os.path.exists(path):
            yield "static %s %s" % (cpu, name), check_static, x + ["-mcpu=" + cpu, path]
    yield "escaping", lambda a, t: check_escaping(t), None
    yield "large run", lambda a, t: check_large(t), None
    yield "unwritable page", lambda a, t: check_unwritable(t), None


def main():
    todo = list(cases())
    print("1..%d" % len(todo))
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for k, (name, fn, args) in enumerate(todo, 1):
            try:
                fn(args, tmp)
                print("ok %d - %s" % (k, name))
            except (Failure, subprocess.TimeoutExpired, AttributeError, KeyError,
                    IndexError, ValueError) as e:
                failed += 1
                print("not ok %d - %s" % (k, name))
                for line in str(e).splitlines()[:20]:
                    print("# " + line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

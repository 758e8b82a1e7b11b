#!/usr/bin/env python3
"""The --html pages as a person sees them: Debian's chromium renders the
example pages headless; the page must log nothing to the console and the
screenshot must show every part (the timeline's five colours, the heat
map's shading, the critical sequence's arrows; mca-static's bars).  TAP
output; skipped where chromium is not installed (CI installs it).

A control page with a console error checks that console messages are
seen at all.  With --update-docs, the mca-sim example's page and
screenshot are written to docs/ (README.md shows the screenshot)."""
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

TOP_SRC = os.environ.get("top_srcdir", os.path.join(os.path.dirname(__file__), ".."))
TOP_BUILD = os.environ.get("top_builddir", "..")
SIM = os.path.join(TOP_BUILD, "mca-sim", "mca-sim")
STATIC = os.path.join(TOP_BUILD, "mca-static", "mca-static")
EXAMPLES = os.path.join(TOP_SRC, "examples")
X86 = ["-mtriple=x86_64-unknown-unknown"]

# (what, tool, arguments, window height, the colours that must show)
PAGES = [
    ("mca-sim example", SIM, X86 + ["-mcpu=skylake", os.path.join(EXAMPLES, "dot-product.s")],
     1560, {"dispatched": (0x3b, 0x6f, 0xd6), "waiting for operands": (0xf2, 0xc9, 0x4c),
            "ready, waiting for a unit": (0xe6, 0x7e, 0x22),
            "executing": (0x3a, 0xa7, 0x57), "waiting to retire": (0xd9, 0xd9, 0xd9),
            "retired": (0x8e, 0x44, 0xad), "hottest pressure cell": (0xc6, 0x4d, 0x40),
            "critical sequence": (0xc0, 0x39, 0x2b)}),
    ("mca-static example", STATIC, X86 + ["-mcpu=znver4", os.path.join(EXAMPLES, "saxpy.s")],
     1200, {"bound": (0x7f, 0x9c, 0xc9), "binding bound": (0xc0, 0x39, 0x2b),
            "hottest pressure cell": (0xc6, 0x4d, 0x40)}),
]
MIN_PIXELS = 40

CONTROL = ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>control</title></head>"
           "<body><p>control</p><script>console.error(\"control message\")</script>"
           "</body></html>")


def chromium():
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    return None


def render(browser, page, png, height, tmp):
    """Screenshot page into png; the console messages it logged."""
    r = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu",
                        "--hide-scrollbars", "--user-data-dir=" + os.path.join(tmp, "profile"),
                        "--enable-logging=stderr", "--v=0", "--window-size=1200,%d" % height,
                        "--screenshot=" + png, "file://" + os.path.abspath(page)],
                       capture_output=True, text=True, timeout=180)
    return [line for line in r.stderr.splitlines() if ":CONSOLE" in line]


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def png_pixels(path):
    """(width, height, RGB rows) of an 8-bit RGB or RGBA PNG."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                raise ValueError("unsupported PNG")
            bpp = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = width * bpp
    prev = bytearray(stride)
    rows = []
    for y in range(height):
        ft = raw[y * (stride + 1)]
        cur = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if ft == 1:
            for i in range(bpp, stride):
                cur[i] = (cur[i] + cur[i - bpp]) & 255
        elif ft == 2:
            for i in range(stride):
                cur[i] = (cur[i] + prev[i]) & 255
        elif ft == 3:
            for i in range(stride):
                left = cur[i - bpp] if i >= bpp else 0
                cur[i] = (cur[i] + ((left + prev[i]) >> 1)) & 255
        elif ft == 4:
            for i in range(stride):
                left = cur[i - bpp] if i >= bpp else 0
                up_left = prev[i - bpp] if i >= bpp else 0
                cur[i] = (cur[i] + paeth(left, prev[i], up_left)) & 255
        rows.append(bytes(cur[i:i + 3]) for i in range(0, stride, bpp))
        rows[-1] = list(rows[-1])
        prev = cur
    return width, height, rows


def colour_counts(path, colours):
    """How many pixels of each colour (within 6 per channel)."""
    _, _, rows = png_pixels(path)
    counts = {name: 0 for name in colours}
    seen = {}
    for row in rows:
        for px in row:
            name = seen.get(px, "")
            if name == "":
                name = None
                for k, (r, g, b) in colours.items():
                    if abs(px[0] - r) <= 6 and abs(px[1] - g) <= 6 and abs(px[2] - b) <= 6:
                        name = k
                        break
                seen[px] = name
            if name:
                counts[name] += 1
    return counts


def main():
    update = "--update-docs" in sys.argv[1:]
    browser = chromium()
    tests = 1 + 2 * len(PAGES)
    print("1..%d" % tests)
    if not browser:
        for k in range(1, tests + 1):
            print("ok %d # SKIP chromium is not installed" % k)
        return 0
    failed = 0
    n = 0

    def result(ok, what, notes=()):
        nonlocal failed, n
        n += 1
        print("%s %d - %s" % ("ok" if ok else "not ok", n, what))
        for line in notes:
            for part in line.splitlines():
                print("# " + part)
        failed += not ok

    with tempfile.TemporaryDirectory() as tmp:
        control = os.path.join(tmp, "control.html")
        with open(control, "w") as f:
            f.write(CONTROL)
        logged = render(browser, control, os.path.join(tmp, "control.png"), 300, tmp)
        result(any("control message" in line for line in logged),
               "a console message of a control page is seen", logged)
        for what, tool, args, height, colours in PAGES:
            page, png = os.path.join(tmp, "page.html"), os.path.join(tmp, "page.png")
            r = subprocess.run([tool] + args + ["--html=" + page], capture_output=True,
                               text=True, timeout=120)
            logged = render(browser, page, png, height, tmp) if r.returncode == 0 else ["failed"]
            result(r.returncode == 0 and not logged and os.path.exists(png),
                   "%s renders without console messages" % what, logged + [r.stderr])
            counts = colour_counts(png, colours) if os.path.exists(png) else {}
            missing = [k for k in colours if counts.get(k, 0) < MIN_PIXELS]
            result(not missing, "%s shows every part" % what,
                   ["pixels of %s: %d%s" % (k, counts.get(k, 0),
                                            " (too few)" if k in missing else "")
                    for k in colours])
            if update and tool == SIM:
                shutil.copy(page, os.path.join(TOP_SRC, "docs", "html-example.html"))
                shutil.copy(png, os.path.join(TOP_SRC, "docs", "html-example.png"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

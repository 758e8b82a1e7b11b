#!/usr/bin/env python3
"""JSON output is always valid UTF-8 (issue 23, F9).

llvm-mca's JSON goes through LLVM's json library, which makes every string
valid UTF-8 (json::fixUTF8: each maximal ill-formed subpart becomes one
U+FFFD, Unicode's recommended practice, which Python's 'replace' decoding
follows too).  Region names carry the input's bytes into the JSON: every
kind of ill-formed sequence goes in, and a real JSON parser (Python's,
over strictly decoded UTF-8) must read back the name Python's lenient
decoding gives.  One case is checked against llvm-mca 22's own output.
TAP."""
import json
import os
import subprocess
import sys
import tempfile

TOP_BUILD = os.environ.get("top_builddir", os.path.join(os.path.dirname(__file__), ".."))
OPTS = ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-json"]
# Ill-formed (and some well-formed) byte strings; none contains a newline.
SAMPLES = [
    b"plain", b"caf\xc3\xa9", b"\xff", b"\xfe\xfe", b"\xc0\xaf", b"\xc1\xbf", b"\xc2",
    b"\xc2A", b"\xe0\x80\x80", b"\xe0\xa0", b"\xe0\xa0\x80", b"\xe2\x82", b"\xe2\x82\xac",
    b"\xed\xa0\x80", b"\xed\x9f\xbf", b"\xef\xbf\xbd", b"\xf0\x80\x80\x80", b"\xf0\x90",
    b"\xf0\x90\x80", b"\xf0\x9f\x98\x80", b"\xf4\x8f\xbf\xbf", b"\xf4\x90\x80\x80",
    b"\xf5\x80", b"\xf8\x88\x80\x80\x80", b"\x80\xbf", b"a\x01\x7f\"\\z", b"\xe2\x82\xe2\x82\xac",
]
# llvm-mca 22 -json on a region named a"b\c<01><7f>é<ff></script>
LLVM_NAME = 'a"b\\c\x01\x7f\u00e9\ufffd</script>'


def run(tool, src):
    p = subprocess.run([tool] + OPTS + [src], capture_output=True, timeout=60)
    return p.returncode, p.stdout


def names_of(out):
    doc = json.loads(out.decode("utf-8"))  # strict: raises on invalid UTF-8
    return [r["Name"] for r in doc["CodeRegions"]]


def main():
    tools = [os.path.join(TOP_BUILD, t, t) for t in ("mca-sim", "mca-static")]
    n = 0
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "names.s")
        with open(src, "wb") as f:
            for k, s in enumerate(SAMPLES):
                name = b"r%d " % k + s
                f.write(b"# LLVM-MCA-BEGIN " + name + b"\naddl %eax, %ebx\n# LLVM-MCA-END " + name + b"\n")
        want = [(b"r%d " % k + s).decode("utf-8", "replace") for k, s in enumerate(SAMPLES)]
        one = os.path.join(tmp, "one.s")
        with open(one, "wb") as f:
            raw = b'a"b\\c\x01\x7f\xc3\xa9\xff</script>'
            f.write(b"# LLVM-MCA-BEGIN " + raw + b"\naddl %eax, %ebx\n# LLVM-MCA-END " + raw + b"\n")
        for tool in tools:
            t = os.path.basename(tool)
            for what, path, expect in (("every ill-formed kind", src, want),
                                       ("llvm-mca 22's name", one, [LLVM_NAME])):
                n += 1
                rc, out = run(tool, path)
                try:
                    got = names_of(out)
                    problem = None if rc == 0 and got == expect else "rc=%d names=%r" % (rc, got)
                except (UnicodeDecodeError, ValueError) as e:
                    problem = "not valid UTF-8 JSON: %s" % e
                if problem:
                    failed = True
                    print("not ok %d - %s -json: %s\n# %s" % (n, t, what, problem))
                else:
                    print("ok %d - %s -json: %s" % (n, t, what))
    print("1..%d" % n)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""The -o file is kept only when the run succeeds (issue 23), as llvm-mca's
output file (LLVM's ToolOutputFile): a run that fails after opening it
removes it, and so does a signal that ends the run (SIGINT, SIGTERM).
TAP."""
import os
import signal
import subprocess
import sys
import tempfile
import time

TOP_BUILD = os.environ.get("top_builddir", os.path.join(os.path.dirname(__file__), ".."))
T = ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake"]


def tool_cmd(tool):
    real = os.path.join(TOP_BUILD, tool, ".libs", tool)
    env = dict(os.environ)
    if os.path.exists(real):
        env["LD_LIBRARY_PATH"] = os.path.abspath(os.path.join(TOP_BUILD, "libcore", ".libs"))
        return [os.path.abspath(real)], env
    return [os.path.abspath(os.path.join(TOP_BUILD, tool, tool))], env


def main():
    n = 0
    bad = 0

    def report(ok, what, why=""):
        nonlocal n, bad
        n += 1
        bad += not ok
        print("%s %d - %s%s" % ("ok" if ok else "not ok", n, what, "" if ok else ": " + why))

    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "two.s")
        with open(src, "w") as f:
            f.write("addl %eax, %ebx\nimull %ecx, %edx\n")
        out = os.path.join(tmp, "report.txt")
        sigs = [signal.SIGTERM]
        if signal.getsignal(signal.SIGINT) != signal.SIG_IGN:
            sigs.append(signal.SIGINT)
        for tool in ("mca-sim", "mca-static"):
            cmd, env = tool_cmd(tool)
            p = subprocess.run(cmd + T + ["-o", out, src], env=env, capture_output=True)
            report(p.returncode == 0 and os.path.getsize(out) > 0, "%s: -o kept on success" % tool,
                   "rc=%d" % p.returncode)
            os.unlink(out)
            p = subprocess.run(cmd + T + ["-output-asm-variant=5", "-o", out, src], env=env,
                               capture_output=True)
            report(p.returncode == 1 and not os.path.exists(out),
                   "%s: -o removed when the run fails" % tool,
                   "rc=%d exists=%s" % (p.returncode, os.path.exists(out)))
        # A long simulation, ended by a signal (mca-sim without its
        # fast-forward: a billion iterations take hours).
        cmd, env = tool_cmd("mca-sim")
        for sig in sigs:
            p = subprocess.Popen(cmd + T + ["--no-fast-forward", "-iterations=1000000000", "-o", out,
                                            src], env=env, stderr=subprocess.DEVNULL)
            for _ in range(100):  # until the file is there (it is opened before the run)
                if os.path.exists(out):
                    break
                time.sleep(0.05)
            time.sleep(0.2)
            p.send_signal(sig)
            rc = p.wait(timeout=30)
            report(rc == -sig and not os.path.exists(out),
                   "mca-sim: -o removed on %s" % signal.Signals(sig).name,
                   "rc=%d exists=%s" % (rc, os.path.exists(out)))
            if os.path.exists(out):
                os.unlink(out)
    print("1..%d" % n)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

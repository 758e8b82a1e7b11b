#!/bin/sh
# Both tools under valgrind (memcheck: invalid reads and writes, use of
# uninitialised values, definite and indirect leaks) on a sample of the
# golden cases that must pass: each passes only with llvm-mca 22's output
# and no valgrind finding (--error-exitcode).  Every ISA, tool and view is
# in the sample; VALGRIND_SAMPLE=k takes every k-th case (default 400).
# Skipped in a sanitizer build (valgrind cannot run ASan programs) and
# where valgrind is not installed (CI installs it).
set -u
top_srcdir=${top_srcdir:-..}
if [ -n "${SANITIZER_FLAGS:-}" ]; then
    echo "1..0 # SKIP built with sanitizers ($SANITIZER_FLAGS)"
    exit 0
fi
if ! command -v valgrind >/dev/null 2>&1; then
    echo "1..0 # SKIP valgrind is not installed"
    exit 0
fi
supp=$(cd "$top_srcdir/tests" && pwd)/valgrind.supp
GOLDEN_WRAP="valgrind -q --suppressions=$supp --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect"
GOLDEN_SAMPLE=${VALGRIND_SAMPLE:-400}
export GOLDEN_WRAP GOLDEN_SAMPLE
exec python3 "$top_srcdir/tests/golden.py"

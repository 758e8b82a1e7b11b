#!/bin/sh
# expr-print.sh: symbolic expressions print as LLVM 22's MCExpr printer
# writes them, parentheses by precedence ('+' and '-' above every other
# binary operator): x+y+z, x-(y+z), (x*2)+y, x--5, -~x.  The expected
# outputs are llvm-mca 22.1's (-instruction-tables on skylake, AT&T and
# Intel) for tests/expr-print/input.s.  TAP.
set -u
: "${top_builddir:=..}"
: "${top_srcdir:=..}"
STATIC="$(cd "$top_builddir" && pwd)/mca-static/mca-static"
dir="$top_srcdir/tests/expr-print"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0
for variant in att intel; do
    v=0
    [ "$variant" = intel ] && v=1
    n=$((n + 1))
    # llvm-mca names the file as given: run from the folder, as it was made
    (cd "$dir" && "$STATIC" -mtriple=x86_64-unknown-unknown -mcpu=skylake \
        -instruction-tables -output-asm-variant=$v input.s) >"$tmp/out" 2>&1
    if cmp -s "$tmp/out" "$dir/$variant.expected"; then
        echo "ok $n - $variant: expressions printed as llvm-mca 22 prints them"
    else
        failed=1
        echo "not ok $n - $variant: expressions differ from llvm-mca 22"
        diff "$dir/$variant.expected" "$tmp/out" | sed 's/^/# /' | head -20
    fi
done
echo "1..$n"
exit $failed

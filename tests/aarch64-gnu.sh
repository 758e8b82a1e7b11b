#!/bin/sh
# aarch64-gnu.sh: the sign and zero extensions as GNU tools spell them
# (gcc -S writes `uxtw x22, w19`; `uxtb x1, w2`, `sxtw x1, x2`), which
# llvm-mca 22 accepts as aliases: uxtw is ubfx Xd, Xn, #0, #32, uxtb/uxth
# write the W register, sxt* take an X source.  Before the fix every
# gcc-compiled AArch64 file with a uxtw stopped with "too few operands".
# Expected files: llvm-mca 22.1.8, -mtriple=aarch64-unknown-linux-gnu
# -mcpu=neoverse-v2 -instruction-tables (-show-encoding for extend.s).  TAP.
set -u
: "${top_builddir:=..}" "${top_srcdir:=..}"
STATIC="$(cd "$top_builddir" && pwd)/mca-static/mca-static"
dir="$top_srcdir/tests/aarch64-gnu"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
failed=0
args="-mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -instruction-tables"
cd "$dir" || exit 99
# shellcheck disable=SC2086
"$STATIC" $args -show-encoding extend.s >"$tmp/out" 2>"$tmp/err"
if [ $? -eq 0 ] && [ ! -s "$tmp/err" ] && cmp -s "$tmp/out" extend.expected; then
    echo "ok 1 - accepted spellings: opcodes, text, encodings"
else
    failed=1
    echo "not ok 1 - accepted spellings"
    diff "$tmp/out" extend.expected | sed 's/^/# /' | head -20
fi
# shellcheck disable=SC2086
"$STATIC" $args errors.s >"$tmp/out" 2>"$tmp/err"
if [ $? -eq 1 ] && [ ! -s "$tmp/out" ] && cmp -s "$tmp/err" errors.expected; then
    echo "ok 2 - rejected spellings: messages and columns"
else
    failed=1
    echo "not ok 2 - rejected spellings"
    diff "$tmp/err" errors.expected | sed 's/^/# /' | head -20
fi
echo "1..2"
exit $failed

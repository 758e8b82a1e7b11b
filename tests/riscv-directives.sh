#!/bin/sh
# riscv-directives.sh: the directives compilers write at the top of every
# RISC-V file change what its instructions assemble to, as in LLVM 22:
# ".attribute arch" sets the extensions from its ISA string (with what
# they imply: C+D is Zcd, Zba+Zbb+Zbs is B), ".option arch, +x/-x/rvNN",
# ".option pic" makes la load from the GOT, push/pop keep all of it; and
# llvm-mca's printer keeps the CPU's extensions (rocket-rv64, without C,
# shows c.addi16sp).  Before: a file whose string named an extension the
# CPU lacks stopped with "instruction requires", la was always pc-relative.
# Expected files: llvm-mca 22.1.8 -mtriple=riscv64-unknown-linux-gnu
# -instruction-tables (stdout and stderr).  TAP.
set -u
: "${top_builddir:=..}" "${top_srcdir:=..}"
STATIC="$(cd "$top_builddir" && pwd)/mca-static/mca-static"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
cd "$top_srcdir/tests/riscv-directives" || exit 99
n=0
failed=0
check() { # check CPU INPUT EXPECTED WANT-EXIT
    n=$((n + 1))
    "$STATIC" -mtriple=riscv64-unknown-linux-gnu -mcpu="$1" -instruction-tables "$2" \
        >"$tmp/out" 2>&1
    rc=$?
    if [ $rc -eq "$4" ] && cmp -s "$tmp/out" "$3"; then
        echo "ok $n - $1 $2"
    else
        failed=1
        echo "not ok $n - $1 $2 (exit $rc)"
        diff "$tmp/out" "$3" | sed 's/^/# /' | head -20
    fi
}
check sifive-u74 arch.s arch.expected 0
check sifive-u74 rvc.s rvc.sifive-u74.expected 0
check rocket-rv64 rvc.s rvc.rocket-rv64.expected 0
# errors only: compare stderr
n=$((n + 1))
"$STATIC" -mtriple=riscv64-unknown-linux-gnu -mcpu=sifive-u74 -instruction-tables errors.s \
    >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && cmp -s "$tmp/err" errors.expected; then
    echo "ok $n - errors.s: messages and columns"
else
    failed=1
    echo "not ok $n - errors.s (exit $rc)"
    diff "$tmp/err" errors.expected | sed 's/^/# /' | head -20
fi
echo "1..$n"
exit $failed

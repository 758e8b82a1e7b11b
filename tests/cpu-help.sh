#!/bin/sh
# cpu-help.sh: -mcpu=help prints llvm-mca 22's subtarget help, the CPU
# list then "Available features for this target:" with every feature's
# description, on the error stream, exit 0; both tools, x86, AArch64 and
# RISC-V.  tests/cpu-help/TRIPLE.expected is llvm-mca 22.1's stderr then
# its exit status ("llvm-mca-22 -mtriple=TRIPLE -mcpu=help 2>&1 >/dev/null;
# echo exit $?"); its stdout is empty.  TAP.
set -u
: "${top_builddir:=..}"
: "${top_srcdir:=..}"
build=$(cd "$top_builddir" && pwd)
dir="$top_srcdir/tests/cpu-help"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0
for triple in x86_64 aarch64 riscv64; do
    for tool in mca-static mca-sim; do
        n=$((n + 1))
        { "$build/$tool/$tool" -mtriple=$triple -mcpu=help 2>&1 >"$tmp/stdout"
          echo "exit $?"; } >"$tmp/out"
        if cmp -s "$tmp/out" "$dir/$triple.expected" && [ ! -s "$tmp/stdout" ]; then
            echo "ok $n - $tool -mtriple=$triple -mcpu=help"
        else
            failed=1
            echo "not ok $n - $tool -mtriple=$triple -mcpu=help differs from llvm-mca 22"
            diff "$dir/$triple.expected" "$tmp/out" | sed 's/^/# /' | head -10
        fi
    done
done
echo "1..$n"
exit $failed

#!/bin/sh
# cpu-help.sh: -mcpu=help prints llvm-mca 22's subtarget help, the CPU
# list then "Available features for this target:" with every feature's
# description, on the error stream, exit 0; both tools, x86, AArch64 and
# RISC-V.  tests/cpu-help/TRIPLE.expected is llvm-mca 22.1's stderr then
# its exit status ("llvm-mca-22 -mtriple=TRIPLE -mcpu=help 2>&1 >/dev/null;
# echo exit $?"); its stdout is empty.  With -mattr=+foo,help,+bar (LLVM's
# subtarget prints the help between the two warnings and goes on),
# mattr-help.stderr and .stdout are llvm-mca 22's (mca-static's report
# differs from llvm-mca's by design: only its stderr is compared).  TAP.
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
# -mattr=help: the same help amid the feature warnings, then the analysis
for tool in mca-static mca-sim; do
    n=$((n + 1))
    (cd "$dir" && "$build/$tool/$tool" -mtriple=aarch64 -mcpu=cortex-a55 -mattr=+foo,help,+bar \
        mattr-help.s >"$tmp/stdout" 2>"$tmp/stderr")
    rc=$?
    if [ $rc -eq 0 ] && cmp -s "$tmp/stderr" "$dir/mattr-help.stderr" &&
       { [ $tool = mca-static ] || cmp -s "$tmp/stdout" "$dir/mattr-help.stdout"; }; then
        echo "ok $n - $tool -mattr=+foo,help,+bar"
    else
        failed=1
        echo "not ok $n - $tool -mattr=+foo,help,+bar differs from llvm-mca 22 (exit $rc)"
        diff "$dir/mattr-help.stderr" "$tmp/stderr" | sed 's/^/# /' | head -10
    fi
done
echo "1..$n"
exit $failed

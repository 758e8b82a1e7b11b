#!/bin/sh
# riscv-cpus.sh: print the CPU table of riscv-feat.c (maintainer tool).
# For every CPU name of libcore/models/riscv64/cpus, the extensions LLVM 22
# enables for -mcpu=NAME, implications included, read from clang-22's
# predefined __riscv_<ext> macros (the same RISCVProcessors.td that
# llvm-mca's subtarget reads), then the tuning features the assembler reads
# (the cpus file's tune= field, written by mca-modelgen from the same
# LLVM).  Usage: riscv-cpus.sh [TOP_SRCDIR]
set -eu
top=${1:-.}
clang=${CLANG:-/usr/lib/llvm-22/bin/clang}
awk '$1 == "cpu" {
        tune = "-"
        for (i = 4; i <= NF; i++) if ($i ~ /^tune=/) tune = substr($i, 6)
        print $2, ($0 ~ /riscv32/ ? "riscv32" : "riscv64"), tune
    }' "$top/libcore/models/riscv64/cpus" |
while read -r cpu triple tune; do
    exts=$("$clang" --target="$triple-linux-gnu" -menable-experimental-extensions \
               -mcpu="$cpu" -E -dM -x c /dev/null 2>/dev/null |
           grep -o '__riscv_[a-z0-9_]* ' | sed 's/__riscv_//' |
           grep -v '^\(xlen\|flen\|arch_test\|cmodel\|float_abi\|mul\|div\|muldiv\|atomic\|compressed\|fdiv\|fsqrt\|vector\|v_\|misaligned\|i \|e \)' |
           tr -d ' ' | tr '\n' ',' | sed 's/,$//')
    [ "$tune" = - ] || exts="${exts:+$exts,}$tune"
    echo "    { \"$cpu\", \"$exts\" },"
done

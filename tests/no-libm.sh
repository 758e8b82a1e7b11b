#!/bin/sh
# no-libm.sh: libmcacore calls none of libm's functions, so that the
# loader does not map libm into every process (10 page faults and about
# 70 us of a 1.5 ms run on the project's VM).  pow, log10 and frexp/ldexp
# (libm's copies win the binding over libc's when libm is loaded) were
# replaced; Kendall's tau takes sqrt through GSL, which is loaded on
# demand (libcore/gsl.h).  Checks the names libmcacore imports.  TAP.
set -u
: "${top_builddir:=..}"
lib="$top_builddir/libcore/.libs/libmcacore.so"
if ! command -v nm >/dev/null 2>&1 || [ ! -e "$lib" ]; then
    echo "1..0 # SKIP no nm or no shared libmcacore"
    exit 0
fi
echo "1..1"
# (libm's functions that the sources could reach for; floor and fabs are
# left out: compilers inline them where the target allows)
found=$(nm -D --undefined-only "$lib" | awk '{ sub(/@.*/, "", $2); print $2 }' |
        grep -x -E 'pow|powf|log|log10|log2|exp|exp2|sqrt|cbrt|frexp|ldexp|fmod|round|lround|ceil|trunc|hypot|modf' |
        tr '\n' ' ')
if [ -z "$found" ]; then
    echo "ok 1 - libmcacore imports no libm function"
    exit 0
fi
echo "not ok 1 - libmcacore imports libm functions: $found"
exit 1

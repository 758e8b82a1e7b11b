#!/bin/sh
# relro-budget.sh: libmcacore's relocated data stays small.  Every pointer
# in a table of a shared library is rewritten by the dynamic loader at each
# start and every page holding one is copied; with its tables of names as
# pointers that was 93 pages and 23,600 relocations, about 0.2 ms of a
# 2 ms run (one process per block is how llvm-mca is scripted).  The large
# generated tables hold their strings in place (libcore/fixed-strings.h);
# a new table of pointers of a few thousand rows shows here.  TAP.
set -u
: "${top_builddir:=..}"
lib="$top_builddir/libcore/.libs/libmcacore.so"
budget=57344                   # bytes of .data.rel.ro (54.2 KiB when set)
if ! command -v readelf >/dev/null 2>&1 || [ ! -e "$lib" ] ||
   ! readelf -h "$lib" >/dev/null 2>&1; then
    echo "1..0 # SKIP no readelf or no shared ELF libmcacore"
    exit 0
fi
# (sanitizers add their own descriptors of every global)
if nm -D "$lib" 2>/dev/null | grep -q ' U __asan_\| U __ubsan_\| U __sanitizer_'; then
    echo "1..0 # SKIP libmcacore is built with sanitizers"
    exit 0
fi
echo "1..1"
# (address and size of the section, hexadecimal; none: 0)
set -- $(readelf -S -W "$lib" |
         sed -n 's/.* \.data\.rel\.ro  *[A-Z]*  *\([0-9a-f]*\)  *[0-9a-f]*  *\([0-9a-f]*\) .*/\1 \2/p') 0 0
lo=$((0x$1)) size=$((0x$2))
if [ "$size" -le "$budget" ]; then
    echo "ok 1 - .data.rel.ro is $size bytes (budget $budget)"
    exit 0
fi
echo "not ok 1 - .data.rel.ro is $size bytes, over its budget of $budget: largest objects in it:"
nm -S "$lib" 2>/dev/null | while read -r addr len kind name; do
    [ -n "$name" ] || continue
    a=$((0x$addr))
    if [ "$a" -ge "$lo" ] && [ "$a" -lt $((lo + size)) ]; then echo "$((0x$len)) $name"; fi
done | sort -rn | head -10 | sed 's/^/# /'
exit 1

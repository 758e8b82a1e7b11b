#!/bin/sh
# a64-old-llvm.sh: the AArch64 -show-encoding cases of tests/a64-reader
# under LLVM 14 (Debian 12's llvm-dev, what CI's sanitizer build links):
# the bytes must still be llvm-mca 22's, with the features of CPUs LLVM 14
# does not know (neoverse-v2) taken from our tables.  Skipped without
# LLVM 14.  TAP.
set -u
: "${top_srcdir:=..}"
lib=
for f in /usr/lib/llvm-14/lib/libLLVM-14.so /usr/lib/x86_64-linux-gnu/libLLVM-14.so.1; do
    [ -e "$f" ] && { lib=$f; break; }
done
if [ -z "$lib" ]; then
    echo "1..0 # SKIP no LLVM 14 library"
    exit 0
fi
MCA_LLVM_LIBRARY=$lib A64_READER_ENCODING_ONLY=1 exec sh "$top_srcdir/tests/a64-reader.sh"

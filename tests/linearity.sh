#!/bin/sh
# linearity.sh: both tools and their views cost time and memory about
# linear in the input (issue 23, F3): bench/linearity/run doubles each
# kind of input and fails on a growth ratio above 3.5 (quadratic: 4; the
# shared machine makes sub-second runs noisy: 2.5-3.2 seen on linear cases).  TAP.
: "${top_srcdir:=..}" "${top_builddir:=..}"
exec "${PYTHON3:-python3}" "$top_srcdir/bench/linearity/run" --build "$top_builddir" --tap --runs 3 --max-ratio 3.5

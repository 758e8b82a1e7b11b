#!/bin/sh
# instrument-latency.sh: LLVM-MCA-LATENCY values (issue 23).  llvm-mca 22
# ignores data that is not a 32-bit decimal number and simulates any other
# latency cycle by cycle (99999999 takes it hours); mca-sim ignores the
# same data and rejects a latency above 65535 (what LLVM's latency tables
# hold) with an error at the instrument, at once.  TAP.
set -u
: "${top_builddir:=..}"
SIM="$top_builddir/mca-sim/mca-sim"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0
run() { # run VALUE: rc in $rc, stdout in out, stderr in err
    printf '# LLVM-MCA-LATENCY %s\nimull %%ecx, %%edx\n' "$1" >"$tmp/lat.s"
    (cd "$tmp" && timeout 20 "$SIM" -mtriple=x86_64-unknown-unknown -mcpu=skylake \
        -iterations=10 lat.s) >"$tmp/out" 2>"$tmp/err"
    rc=$?
}
result() { n=$((n + 1)); if [ "$1" = ok ]; then echo "ok $n - $2"; else failed=1; echo "not ok $n - $2"; sed 's/^/# /' "$tmp/err"; fi; }
case "$SIM" in /*) ;; *) SIM=$(pwd)/$SIM ;; esac
run 5
grep -q '^Total Cycles: *53$' "$tmp/out" && [ $rc -eq 0 ] && result ok "latency 5: llvm-mca's 53 cycles" || result bad "latency 5 (rc=$rc)"
for v in abc -1 4294967296; do
    run "$v"
    grep -q '^Total Cycles: *33$' "$tmp/out" && [ $rc -eq 0 ] && result ok "latency '$v' ignored as llvm-mca ignores it" || result bad "latency '$v' (rc=$rc)"
done
run 65535
[ $rc -eq 0 ] && result ok "latency 65535 accepted" || result bad "latency 65535 (rc=$rc)"
for v in 65536 99999999 4294967295; do
    run "$v"
    [ $rc -eq 1 ] && grep -q "^lat.s:1:20: error: latency too large (at most 65535 cycles)" "$tmp/err" &&
        result ok "latency $v: located error, exit 1" || result bad "latency $v (rc=$rc)"
done
echo "1..$n"
exit $failed

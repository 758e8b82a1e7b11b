#!/bin/sh
# options-llvm.sh: option errors and warnings as llvm-mca 22 gives them
# (issue 23, F13).  The expected texts are llvm-mca-22's.  TAP.
set -u
top_builddir=${top_builddir:-..}
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); failed=1; echo "not ok $n - $1"; shift; for l in "$@"; do echo "# $l"; done; }
# expect NAME RC STDERR-FILE COMMAND...: exit status and standard error exactly.
expect() {
    name=$1 want_rc=$2 want_err=$3; shift 3
    "$@" >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ "$rc" -eq "$want_rc" ] && cmp -s "$tmp/err" "$want_err"; then ok "$name"
    else not_ok "$name" "rc=$rc (want $want_rc)" "$(cat "$tmp/err")"; fi
}
printf 'addl %%eax, %%ebx\nimull %%ecx, %%edx\n' >"$tmp/x.s"
printf 'add x0, x1, x2\n' >"$tmp/a.s"
feat() { printf "'%s' is not a recognized feature for this target (ignoring feature)\n" "$@"; }
proc() { printf "'%s' is not a recognized processor for this target (ignoring processor)\n" "$@"; }
X86="-mtriple=x86_64-unknown-unknown"
for tool in "$top_builddir/mca-sim/mca-sim" "$top_builddir/mca-static/mca-static"; do
    t=$(basename "$tool")
    printf "error: unable to create instruction printer for target triple 'x86_64-unknown-unknown' with assembly variant 5.\n" >"$tmp/want"
    expect "$t: -output-asm-variant=5 exits 1" 1 "$tmp/want" "$tool" $X86 -mcpu=skylake -output-asm-variant=5 "$tmp/x.s"
    : >"$tmp/want"
    expect "$t: empty -mcpu= exits 1 silently" 1 "$tmp/want" "$tool" $X86 -mcpu= "$tmp/x.s"
    [ -s "$tmp/out" ] && not_ok "$t: empty -mcpu= prints no report" || ok "$t: empty -mcpu= prints no report"
    feat +foo >"$tmp/want"
    expect "$t: empty -mcpu= still warns about -mattr" 1 "$tmp/want" "$tool" $X86 -mcpu= -mattr=+foo "$tmp/x.s"
    feat +nonsense +foo -bar + >"$tmp/want"
    expect "$t: unknown -mattr names warn, lower-cased, in order" 0 "$tmp/want" \
        "$tool" $X86 -mcpu=skylake -mattr=+nonsense,AVX,+FOO,,-bar,-sse4.2,+ "$tmp/x.s"
    "$tool" $X86 -mcpu=skylake "$tmp/x.s" >"$tmp/plain" 2>&1
    "$tool" $X86 -mcpu=skylake -mattr=+nonsense "$tmp/x.s" >"$tmp/out" 2>/dev/null
    if cmp -s "$tmp/out" "$tmp/plain"; then ok "$t: an ignored feature leaves the report as it is"
    else not_ok "$t: an ignored feature leaves the report as it is"; fi
    { proc nonsense; feat +foo; proc nonsense; } >"$tmp/want"
    expect "$t: unknown CPU: processor, features, processor" 1 "$tmp/want" \
        "$tool" $X86 -mcpu=nonsense -mattr=+foo "$tmp/x.s"
    feat +avx >"$tmp/want"
    expect "$t: AArch64 has its own feature names" 0 "$tmp/want" \
        "$tool" -mtriple=aarch64 -mcpu=cortex-a55 -mattr=+sve,NEON,+avx "$tmp/a.s"
done
echo "1..$n"
exit $failed

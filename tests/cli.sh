#!/bin/sh
# Command-line behaviour of both tools: options, help, errors, exit codes.
# Emits TAP.  Needs the built programs (run from make check).
set -u
top_builddir=${top_builddir:-..}
top_srcdir=${top_srcdir:-..}
SIM="$top_builddir/mca-sim/mca-sim"
STATIC="$top_builddir/mca-static/mca-static"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0

ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); failed=1; echo "not ok $n - $1"; shift; for l in "$@"; do echo "# $l"; done; }
check() { # check NAME COMMAND... : passes when the command succeeds
    name=$1; shift
    if "$@" >/dev/null 2>&1; then ok "$name"; else not_ok "$name"; fi
}

# Every option of llvm-mca 22 appears in --help of both tools.
llvm_mca_options="all-stats all-views bottleneck-analysis call-latency decoder-throughput
disable-cb disable-im dispatch dispatch-stats instruction-info instruction-tables iterations
json lqueue march mattr mcpu micro-op-queue-size mtriple noalias output-asm-variant
print-imm-hex register-file-size register-file-stats resource-pressure retire-stats
scheduler-stats show-barriers show-encoding skip-unsupported-instructions squeue
summary-view timeline timeline-max-cycles timeline-max-iterations"
for tool in "$SIM" "$STATIC"; do
    t=$(basename "$tool")
    if "$tool" --help >"$tmp/help" 2>&1; then ok "$t --help exits 0"; else not_ok "$t --help exits 0"; fi
    missing=
    for o in $llvm_mca_options; do
        grep -q -- "--$o\b" "$tmp/help" || missing="$missing $o"
    done
    if [ -z "$missing" ]; then ok "$t --help lists every llvm-mca option"
    else not_ok "$t --help lists every llvm-mca option" "missing:$missing"; fi
    if "$tool" --version | grep -q "^$t (mca-tools) "; then ok "$t --version"
    else not_ok "$t --version"; fi

    "$tool" --bogus-option x.s >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc -eq 1 ] && grep -q "^$t: Unknown command line argument '--bogus-option'" "$tmp/err" && [ ! -s "$tmp/out" ]
    then ok "$t: unknown --option exits 1 with a message"
    else not_ok "$t: unknown --option exits 1 with a message" "rc=$rc" "$(cat "$tmp/err")"; fi

    "$tool" -bogus x.s >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc -eq 1 ] && grep -q "^$t: Unknown command line argument '-bogus'" "$tmp/err" && grep -q "^$t: Did you mean '-o'?" "$tmp/err"
    then ok "$t: unknown -option (llvm-mca spelling) exits 1"
    else not_ok "$t: unknown -option (llvm-mca spelling) exits 1" "rc=$rc" "$(cat "$tmp/err")"; fi

    "$tool" -mcpu=skylake "$tmp/no-such-file.s" >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc -eq 1 ] && [ "$(cat "$tmp/err")" = "error: $tmp/no-such-file.s: No such file or directory" ]
    then ok "$t: missing file exits 1 with llvm-mca's message"
    else not_ok "$t: missing file exits 1 with llvm-mca's message" "rc=$rc" "$(cat "$tmp/err")"; fi

    "$tool" -timeline=2 x.s >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc -eq 1 ] && grep -q "'2' is invalid value for boolean argument" "$tmp/err"
    then ok "$t: bad boolean value exits 1"
    else not_ok "$t: bad boolean value exits 1" "rc=$rc" "$(cat "$tmp/err")"; fi

    "$tool" -iterations=abc x.s >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc -eq 1 ] && grep -q "'abc' value invalid for uint argument" "$tmp/err"
    then ok "$t: bad number exits 1"
    else not_ok "$t: bad number exits 1" "rc=$rc" "$(cat "$tmp/err")"; fi

    # (as llvm-mca: the program's name and no newline)
    "$tool" -mtriple=foo x.s >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc -eq 1 ] &&
       printf "%s: unable to get target for 'foo', see --version and --triple." "$t" |
       cmp -s - "$tmp/err"
    then ok "$t: unknown triple exits 1"
    else not_ok "$t: unknown triple exits 1" "rc=$rc" "$(cat "$tmp/err")"; fi
    "$tool" -march=foo x.s >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc -eq 1 ] && printf "%s: invalid target 'foo'." "$t" | cmp -s - "$tmp/err"
    then ok "$t: unknown -march exits 1"
    else not_ok "$t: unknown -march exits 1" "rc=$rc" "$(cat "$tmp/err")"; fi

    # Region marker errors are reported as llvm-mca reports them, from stdin too.
    printf 'add %%eax, %%ebx\n# LLVM-MCA-BEGIN a\n# LLVM-MCA-END b\n' |
        "$tool" -mtriple=x86_64-unknown-unknown -mcpu=skylake - >"$tmp/out" 2>"$tmp/err"; rc=$?
    printf '%s\n' "<stdin>:3:2: error: found an invalid region end directive" "# LLVM-MCA-END b" " ^" \
        "<stdin>:3:2: note: unable to find an active region named b" "# LLVM-MCA-END b" " ^" >"$tmp/want"
    if [ $rc -eq 1 ] && cmp -s "$tmp/err" "$tmp/want" && [ ! -s "$tmp/out" ]
    then ok "$t: region errors located on standard input"
    else not_ok "$t: region errors located on standard input" "rc=$rc" "$(cat "$tmp/err")"; fi

    # -show-encoding: the bytes llvm-mca prints; LLVM is loaded for it only.
    printf 'jmp foo\naddl $sym, %%eax\n' >"$tmp/enc.s"
    "$tool" -mtriple=x86_64-unknown-unknown -mcpu=skylake -show-encoding "$tmp/enc.s" \
        >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc -eq 0 ] && grep -q '^ .*     2     eb 00                         jmp	foo$' "$tmp/out" &&
       grep -q '     3     83 c0 00                      addl	\$sym, %eax$' "$tmp/out"
    then ok "$t: -show-encoding prints llvm-mca's bytes"
    else not_ok "$t: -show-encoding prints llvm-mca's bytes" "rc=$rc" "$(cat "$tmp/err")"; fi
    MCA_LLVM_LIBRARY="$tmp/no-such-libLLVM.so" "$tool" -mtriple=x86_64-unknown-unknown \
        -mcpu=skylake -show-encoding "$tmp/enc.s" >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc -eq 1 ] && grep -q '^error: -show-encoding: cannot load LLVM: ' "$tmp/err" &&
       [ ! -s "$tmp/out" ]
    then ok "$t: -show-encoding without LLVM exits 1 with a message"
    else not_ok "$t: -show-encoding without LLVM exits 1 with a message" "rc=$rc" "$(cat "$tmp/err")"; fi
    MCA_LLVM_LIBRARY="$tmp/no-such-libLLVM.so" "$tool" -mtriple=x86_64-unknown-unknown \
        -mcpu=skylake -show-encoding -json "$tmp/enc.s" >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc -eq 0 ] && [ ! -s "$tmp/err" ]
    then ok "$t: -show-encoding -json needs no LLVM"
    else not_ok "$t: -show-encoding -json needs no LLVM" "rc=$rc" "$(cat "$tmp/err")"; fi

    # GSL is loaded for a batch run's summary only (libcore/gsl.h).
    printf '4801d8\n' >"$tmp/batch.hex"
    MCA_GSL_LIBRARY="$tmp/no-such-libgsl.so" "$tool" -mtriple=x86_64-unknown-unknown \
        -mcpu=skylake "$tmp/enc.s" >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc -eq 0 ] && [ -s "$tmp/out" ]
    then ok "$t: a run without --batch needs no GSL"
    else not_ok "$t: a run without --batch needs no GSL" "rc=$rc" "$(cat "$tmp/err")"; fi
    MCA_GSL_LIBRARY="$tmp/no-such-libgsl.so" "$tool" -mtriple=x86_64-unknown-unknown \
        -mcpu=skylake --batch --hex "$tmp/batch.hex" >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc -eq 1 ] && grep -q "^error: --batch: cannot load GSL: .*no-such-libgsl.so" "$tmp/err" &&
       [ ! -s "$tmp/out" ]
    then ok "$t: --batch without GSL exits 1 before the data set, with a message"
    else not_ok "$t: --batch without GSL exits 1 before the data set, with a message" "rc=$rc" "$(cat "$tmp/err")"; fi
    "$tool" -mtriple=x86_64-unknown-unknown -mcpu=skylake --batch --hex "$tmp/batch.hex" \
        >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc -eq 0 ] && grep -q '^{"summary": {"errors": 0,"blocks": 1,"predicted": {"mean": ' "$tmp/out"
    then ok "$t: --batch loads GSL for its summary"
    else not_ok "$t: --batch loads GSL for its summary" "rc=$rc" "$(cat "$tmp/out" "$tmp/err")"; fi
done

if "$STATIC" --help | grep -q -- "--no-bounds"; then ok "mca-static has --no-bounds"
else not_ok "mca-static has --no-bounds"; fi
if "$SIM" --help | grep -q -- "--no-bounds"; then not_ok "mca-sim has no --no-bounds"
else ok "mca-sim has no --no-bounds"; fi

echo "1..$n"
exit $failed

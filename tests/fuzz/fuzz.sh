#!/bin/sh
# fuzz.sh: the reader's fuzzing test in make check (TAP).
# 1. The plain C replay driver runs the fuzzing entry point over the seed
#    corpus (built from the test data by make-seeds) and the regression
#    corpus (tests/fuzz/regress: every input the fuzzer ever found wrong).
#    This runs on every build, sanitizers or not.
# 2. When the libFuzzer binary was built (./configure CC=clang
#    --enable-fuzzing), it fuzzes for $FUZZ_SECONDS seconds (default 20)
#    from the golden and hand-written seeds and the regression corpus; a
#    crash, leak, timeout or sanitizer report fails.
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}"
dir=$top_builddir/tests/fuzz
seeds=$dir/seeds
echo 1..2
if ! "$top_srcdir/tests/fuzz/make-seeds" "$top_srcdir" "$seeds"; then
    echo "not ok 1 - seed corpus could not be built"
    echo "not ok 2 - libFuzzer run (no seeds)"
    exit 0
fi
if "$dir/fuzz-replay" "$seeds" "$top_srcdir/tests/fuzz/regress" >"$dir/replay.log" 2>&1; then
    echo "ok 1 - replay: $(grep -c '^ok' "$dir/replay.log") corpora, $(ls "$seeds" | wc -l) seeds + $(ls "$top_srcdir/tests/fuzz/regress" | wc -l) reproducers"
else
    sed 's/^/# /' "$dir/replay.log"
    echo "not ok 1 - replay of the seed and regression corpora"
fi
if [ ! -x "$dir/fuzz-reader" ]; then
    echo "ok 2 # SKIP libFuzzer target not built (./configure CC=clang --enable-fuzzing)"
    exit 0
fi
work=$dir/fuzz-work
rm -rf "$work" && mkdir -p "$work/new" "$work/artifacts" "$work/seeds"
# Test 1 replayed every seed; libFuzzer starts from the golden inputs and
# the hand-written files only, so that its time goes to fuzzing.
cp "$seeds"/golden-*.s "$seeds"/hand-*.s "$seeds"/a64-reader-*.s "$work/seeds/"
if ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} "$dir/fuzz-reader" \
        -max_total_time="${FUZZ_SECONDS:-20}" -timeout=5 -rss_limit_mb=2048 \
        -max_len=512 -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
        "$work/new" "$work/seeds" "$top_srcdir/tests/fuzz/regress" >"$work/log" 2>&1; then
    echo "ok 2 - libFuzzer: $(grep -o 'stat::number_of_executed_units: *[0-9]*' "$work/log" | sed 's/.*: *//') executions"
else
    tail -n 60 "$work/log" | sed 's/^/# /'
    ls "$work/artifacts" | sed 's/^/# artifact: /'
    echo "not ok 2 - libFuzzer found a problem (see $work)"
fi

#!/bin/sh
# fuzz-model.sh: the model loader's fuzzing test in make check (TAP).
# 1. The plain replay driver runs fuzz-model.c's entry point over seeds
#    made from shipped models: four whole models (out-of-order and
#    in-order) and, for each, variants with one number of every record
#    kind changed to an edge value (0, -1, a huge value) or a name
#    replaced, so that the checks of the loader run on every build.
# 2. With the libFuzzer binary (./configure CC=clang --enable-fuzzing) it
#    fuzzes for $FUZZ_SECONDS seconds (default 20); a crash, leak, hang
#    (-timeout) or growth past -rss_limit_mb fails.
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}"
dir=$top_builddir/tests/fuzz
seeds=$dir/model-seeds
echo 1..2
rm -rf "$seeds" && mkdir -p "$seeds" || exit 99
k=0
for cpu in skylake btver2 znver4 atom; do
    m=$top_srcdir/libcore/models/x86-64/$cpu.model
    [ -f "$m" ] || continue
    cp "$m" "$seeds/$cpu.model"
    for edit in 's/units=1 /units=0 /' 's/units=2 /units=65 /' 's/buffer=-1 /buffer=0 /' \
                's/buffer=[0-9]* /buffer=0 /' 's/^issue-width .*/issue-width 0/' '/^issue-width /d' \
                's/^micro-op-buffer-size .*/micro-op-buffer-size 1/' 's/:0:1,/:0:65536,/' \
                's/:0:1,/:1:0,/' 's/ lat=1:0/ lat=-2:0/' 's/ uops=1 / uops=0 /' \
                's/^classes .*/classes 3/' 's/ super=- members=\([^,]*\),/ super=\1 members=\1,/' \
                's/^load-queue .*/load-queue nosuch/' 's/ size=[0-9]* / size=1 /'; do
        k=$((k + 1))
        sed "$edit" "$m" >"$seeds/$cpu-$k.model"
    done
done
if "$dir/fuzz-model-replay" "$seeds" >"$dir/model-replay.log" 2>&1; then
    echo "ok 1 - model replay: $(ls "$seeds" | wc -l) models"
else
    sed 's/^/# /' "$dir/model-replay.log" | tail -n 40
    echo "not ok 1 - model replay"
fi
if [ ! -x "$dir/fuzz-model" ]; then
    echo "ok 2 # SKIP libFuzzer target not built (./configure CC=clang --enable-fuzzing)"
    exit 0
fi
work=$dir/model-work
rm -rf "$work" && mkdir -p "$work/new" "$work/artifacts" || exit 99
if ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} "$dir/fuzz-model" \
        -max_total_time="${FUZZ_SECONDS:-20}" -timeout=10 -rss_limit_mb=2048 \
        -max_len=300000 -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
        "$work/new" "$seeds" >"$work/log" 2>&1; then
    echo "ok 2 - libFuzzer (model loader): $(grep -o 'stat::number_of_executed_units: *[0-9]*' "$work/log" | sed 's/.*: *//') executions"
else
    tail -n 60 "$work/log" | sed 's/^/# /'
    ls "$work/artifacts" | sed 's/^/# artifact: /'
    echo "not ok 2 - libFuzzer found a problem in the model loader (see $work)"
fi

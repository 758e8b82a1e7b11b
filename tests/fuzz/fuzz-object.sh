#!/bin/sh
# fuzz-object.sh: the machine-code readers' fuzzing test in make check (TAP).
# 1. The plain replay driver runs fuzz-object.c's entry point over seeds
#    made from the committed objects (tests/batch/elf: whole, truncated at
#    several lengths, and with one header field at a time overwritten) and
#    the first hex blocks of tests/batch/x86_64.hex, and over the
#    regression corpus tests/fuzz/regress-object (every input the fuzzer
#    found wrong), on every build.
# 2. With the libFuzzer binary (./configure CC=clang --enable-fuzzing) it
#    fuzzes for $FUZZ_SECONDS seconds (default 20); a crash, leak, hang
#    (-timeout) or sanitizer report fails.
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}"
dir=$top_builddir/tests/fuzz
seeds=$dir/object-seeds
echo 1..2
rm -rf "$seeds" && mkdir -p "$seeds" || exit 99
for o in "$top_srcdir"/tests/batch/elf/*.o; do
    b=$(basename "$o" .o)
    cp "$o" "$seeds/$b.o"
    size=$(wc -c <"$o")
    for n in 4 16 52 64 100 300 $((size / 2)) $((size - 100)) $((size - 1)); do
        head -c "$n" "$o" >"$seeds/$b-head$n.o"
    done
    # one field at a time: class, byte order, type, machine, section header
    # offset, entry size, count, string table index; then the start of the
    # section headers (types, offsets, sizes, links)
    for at in 4 5 16 18 40 58 60 62; do
        { head -c "$at" "$o"; printf '\377\377'; tail -c +$((at + 3)) "$o"; } >"$seeds/$b-at$at.o"
    done
    shoff=$(od -An -tu8 -j40 -N8 "$o" | tr -d ' ')
    for k in 1 2 3 4 5 6 7 8 9 10; do
        at=$((shoff + 64 * k + 4 + 8 * (k % 5)))
        { head -c "$at" "$o"; printf '\200\377\377\177'; tail -c +$((at + 5)) "$o"; } \
            >"$seeds/$b-sh$k.o"
    done
done
head -n 40 "$top_srcdir/tests/batch/x86_64.hex" | split -l 1 -d -a 3 - "$seeds/hex-"
printf '0x48 0x89 0xe5 0xc3\n' >"$seeds/hex-prefixed"
printf '48 8\n' >"$seeds/hex-odd"
printf '0f 0b zz\n' >"$seeds/hex-bad-digit"
if "$dir/fuzz-object-replay" "$seeds" "$top_srcdir/tests/fuzz/regress-object" \
        >"$dir/object-replay.log" 2>&1; then
    echo "ok 1 - object replay: $(ls "$seeds" | wc -l) seeds + $(ls "$top_srcdir/tests/fuzz/regress-object" | wc -l) reproducers"
else
    sed 's/^/# /' "$dir/object-replay.log" | tail -n 40
    echo "not ok 1 - object replay"
fi
if [ ! -x "$dir/fuzz-object" ]; then
    echo "ok 2 # SKIP libFuzzer target not built (./configure CC=clang --enable-fuzzing)"
    exit 0
fi
work=$dir/object-work
rm -rf "$work" && mkdir -p "$work/new" "$work/artifacts" || exit 99
if ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} "$dir/fuzz-object" \
        -max_total_time="${FUZZ_SECONDS:-20}" -timeout=10 -rss_limit_mb=2048 \
        -max_len=8192 -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
        "$work/new" "$seeds" "$top_srcdir/tests/fuzz/regress-object" >"$work/log" 2>&1; then
    echo "ok 2 - libFuzzer (object and hex readers): $(grep -o 'stat::number_of_executed_units: *[0-9]*' "$work/log" | sed 's/.*: *//') executions"
else
    tail -n 60 "$work/log" | sed 's/^/# /'
    ls "$work/artifacts" | sed 's/^/# artifact: /'
    echo "not ok 2 - libFuzzer found a problem in the object or hex reader (see $work)"
fi

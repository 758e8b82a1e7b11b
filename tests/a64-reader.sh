#!/bin/sh
# a64-reader.sh: AArch64 reader cases outside the golden corpus (labels,
# literal loads, directives, their errors), each compared with what
# llvm-mca 22.1 printed for it: tests/a64-reader/NAME.s with its
# arguments on the first line ("// args: ..."), NAME.expected holding
# stdout, stderr and the exit status as tests/a64-reader/regen wrote them.
# TAP.
set -u
: "${top_builddir:=..}"
: "${top_srcdir:=..}"
build=$(cd "$top_builddir" && pwd)
dir="$top_srcdir/tests/a64-reader"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0
for s in "$dir"/*.s; do
    name=$(basename "$s" .s)
    args=$(sed -n '1s|^// args: *||p' "$s")
    # A64_READER_ENCODING_ONLY: the -show-encoding cases (tests/a64-old-llvm.sh)
    case "${A64_READER_ENCODING_ONLY:-}:$args" in
        1:*-show-encoding*|:*) ;;
        *) continue ;;
    esac
    tool=$(echo "$args" | cut -d' ' -f1)
    rest=$(echo "$args" | cut -d' ' -f2-)
    n=$((n + 1))
    # llvm-mca names the file as given: run from the folder, as it was made
    # shellcheck disable=SC2086
    (cd "$dir" && "$build/$tool/$tool" $rest "$name.s" 2>&1; echo "exit $?") >"$tmp/out"
    if cmp -s "$tmp/out" "$dir/$name.expected"; then
        echo "ok $n - $name"
    else
        failed=1
        echo "not ok $n - $name: differs from llvm-mca 22"
        diff "$dir/$name.expected" "$tmp/out" | sed 's/^/# /' | head -20
    fi
done
echo "1..$n"
exit $failed

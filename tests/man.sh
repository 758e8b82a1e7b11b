#!/bin/sh
# The manual pages render without groff warnings and document every option.
set -u
top_srcdir=${top_srcdir:-..}
top_builddir=${top_builddir:-..}
n=0
failed=0
for page in mca-sim.1 mca-static.1 mca-models.5; do
    n=$((n + 1))
    f="$top_srcdir/man/$page"
    if ! command -v groff >/dev/null 2>&1; then
        echo "ok $n - $page renders # SKIP groff is not installed"
        continue
    fi
    warnings=$(groff -man -Tutf8 -ww -z "$f" 2>&1)
    if [ -f "$f" ] && [ -z "$warnings" ]; then echo "ok $n - $page renders without warnings"
    else failed=1; echo "not ok $n - $page renders without warnings"; echo "$warnings" | sed 's/^/# /'; fi
done
# Every long option in --help is described in the page of its tool.
for tool in mca-sim mca-static; do
    n=$((n + 1))
    missing=
    for o in $("$top_builddir/$tool/$tool" --help | sed -n 's/^ *\(-., \)\{0,1\}--\([a-z0-9-]*\).*/\2/p'); do
        case $o in help|usage|version|output) continue ;; esac
        grep -q -- "$(echo "$o" | sed 's/-/\\\\-/g')" "$top_srcdir/man/$tool.1" ||
            grep -q -- "$o" "$top_srcdir/man/$tool.1" || missing="$missing $o"
    done
    if [ "$tool" = mca-static ] && [ -n "$missing" ]; then
        # mca-static documents the shared options by reference to mca-sim(1).
        rest=
        for o in $missing; do
            grep -q -- "$(echo "$o" | sed 's/-/\\\\-/g')" "$top_srcdir/man/mca-sim.1" || rest="$rest $o"
        done
        missing=$rest
    fi
    if [ -z "$missing" ]; then echo "ok $n - $tool(1) documents every option"
    else failed=1; echo "not ok $n - $tool(1) documents every option"; echo "# missing:$missing"; fi
done
echo "1..$n"
exit $failed

#!/bin/sh
# symbols.sh: libmcacore's exports are exactly the names debian/libmcacore0.symbols
# lists, so a public function added or removed is seen here, in make check,
# not only when the Debian package is built.  Regenerate the file as
# debian/README.source says ('The symbols file').  TAP.
set -u
: "${top_builddir:=..}"
: "${top_srcdir:=..}"
lib="$top_builddir/libcore/.libs/libmcacore.so"
listed="$top_srcdir/debian/libmcacore0.symbols"
if ! command -v nm >/dev/null 2>&1 || [ ! -e "$lib" ]; then
    echo "1..0 # SKIP no nm or no shared libmcacore"
    exit 0
fi
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
nm -D --defined-only "$lib" | awk '{ print $3 }' | sort -u >"$tmp/built"
sed -n 's/^ \([^@ ]*\)@Base .*/\1/p' "$listed" | sort -u >"$tmp/listed"
if cmp -s "$tmp/listed" "$tmp/built"; then
    echo "ok 1 - the library exports the $(wc -l <"$tmp/built") functions debian/libmcacore0.symbols lists"
    echo "1..1"
    exit 0
fi
echo "not ok 1 - debian/libmcacore0.symbols does not match libmcacore's exports (regenerate it: debian/README.source)"
diff -u --label listed --label exported "$tmp/listed" "$tmp/built" | sed 's/^/# /'
echo "1..1"
exit 1

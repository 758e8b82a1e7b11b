// args: mca-static -mtriple=arm64-apple-macos13 -mcpu=apple-m1 -instruction-tables
// Darwin's low-12-bit specifiers in add (clang -S for Apple targets: adrp + add sym@PAGEOFF)
add x0, x0, l_.str@PAGEOFF
add x1, x1, _c@pageoff
add x2, x2, _t@TLVPPAGEOFF
add x0, x0, a@PAGEOFF+4
add x0, x0, #a@PAGEOFF
add x0, x0, :lo12:a

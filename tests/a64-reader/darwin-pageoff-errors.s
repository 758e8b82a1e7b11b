// args: mca-static -mtriple=arm64-apple-macos13 -mcpu=apple-m1 -instruction-tables
// Darwin's specifiers add does not take, or not in that form
add x3, x3, _g@GOTPAGEOFF
add x0, x0, a@PAGE
add x0, x0, a@GOT
add x0, x0, a
add x0, x0, a@PAGEOFF, lsl #12
sub x0, x0, a@PAGEOFF
adds x0, x0, a@PAGEOFF
add w0, w0, a@PAGEOFF

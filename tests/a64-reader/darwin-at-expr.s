// args: mca-static -mtriple=arm64-apple-macosx -mcpu=apple-m1 -instruction-tables
// Darwin's specifier after an expression marks each of its symbols
	add	x0, x0, _sym+8@PAGEOFF
	adrp	x0, _sym+8@PAGE
	add	x0, x0, (_sym+8)@PAGEOFF
	add	x0, x0, 8+_sym@PAGEOFF
	b	_a-_b@PAGEOFF
	ldr	x0, [x1, _sym+8@PAGEOFF]

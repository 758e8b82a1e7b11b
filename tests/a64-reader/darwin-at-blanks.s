// args: mca-static -mtriple=arm64-apple-darwin -mcpu=apple-m1 -instruction-tables
// Darwin: a specifier after blanks applies to the whole expression; '@' where a primary is wanted is a name
	ldr x0, [x0, _sym + 8 @PAGEOFF]
	add x0, x0, _sym + 8 @PAGEOFF
	adrp x0, _sym + 8 @PAGE
	adrp x0, _sym+ @PAGE
	adrp x0, _sym @PAGE
	add x0, x0, _sym @PAGEOFF
	ldr x0, [x0, _sym @PAGEOFF]
	adrp x0, _sym+8 @ PAGE
	adrp x0, _a - _b @PAGE
	b _f + 4 @PAGE

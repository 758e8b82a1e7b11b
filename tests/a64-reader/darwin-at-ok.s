// args: mca-static -mtriple=arm64-apple-macosx -mcpu=apple-m1 -instruction-tables
// Darwin's '@' specifiers LLVM takes
	adrp	x0, _sym
	adrp	x0, _sym@PAGE+4
	adrp	x0, _sym@page
	adrp	x1, _g@GOTPAGE
	adrp	x2, _t@TLVPPAGE
	b	_sym@PAGEOFF
	add	x0, x0, _sym@PAGEOFF
	ldr	x1, [x1, _g@GOTPAGEOFF]
	ldr	x2, [x2, _t@TLVPPAGEOFF]

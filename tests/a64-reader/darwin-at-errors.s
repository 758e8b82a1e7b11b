// args: mca-static -mtriple=arm64-apple-macosx -mcpu=apple-m1 -instruction-tables
// Darwin's '@' specifiers: unknown names, adrp wants a page, adr none
	adrp	x0, _sym@PAGEOFF
	adrp	x0, _sym@GOT
	adrp	x0, _sym@TLVP
	adrp	x0, _sym@GOTPAGEOFF
	adrp	x0, _sym@TLVPPAGEOFF
	add	x0, x0, _sym@foo
	b	_sym@foo
	ldr	x0, [x0, _sym@bar]
	adrp	x0, _sym@GOTPCREL
	adr	x0, _sym@PAGE
	adr	x0, _sym@PAGEOFF
	adrp	x0, _sym@
	adrp	x0, _sym@FOO

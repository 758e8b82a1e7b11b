// args: mca-static -mtriple=arm64-apple-macosx -mcpu=apple-m1 -instruction-tables
// clang's .loh hints are read and leave the block as it is
Lloh0:
	adrp	x0, _sym@PAGE
Lloh1:
	add	x0, x0, _sym@PAGEOFF
Lloh2:
	adrp	x1, _g@GOTPAGE
Lloh3:
	ldr	x1, [x1, _g@GOTPAGEOFF]
Lloh4:
	ldr	w2, [x1]
	.loh AdrpAdd	Lloh0, Lloh1
	.loh AdrpLdrGotLdr	Lloh2, Lloh3, Lloh4

// args: mca-static -mtriple=arm64-apple-darwin -mcpu=apple-m1 -instruction-tables
// Darwin: specifiers after blanks, errors
	bl _sym + 8 @PLT
	adrp x0, _sym @
	adrp x0, _sym @ , x
	adrp x0, _sym+ @ PAGE

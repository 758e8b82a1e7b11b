// args: mca-static -mtriple=arm64-apple-macosx -mcpu=apple-m1 -instruction-tables
// Darwin's .loh as LLVM checks it: kind by name or number 1..8, its 2 or 3 symbols, commas, the end
Lloh0:
	adrp	x0, _sym@PAGE
Lloh1:
	add	x0, x0, _sym@PAGEOFF
Lloh2:
	nop
.loh Foo Lloh0, Lloh1
.loh AdrpAdd Lloh0
.loh
.loh 1 Lloh0, Lloh1
.loh AdrpAdd Lloh0, Lloh1, Lloh2
.loh 99 Lloh0, Lloh1
.loh adrpadd Lloh0, Lloh1
.loh AdrpAddLdr Lloh0, Lloh1
.loh AdrpAddLdr Lloh0, Lloh1, Lloh1
.loh AdrpAdd "Lloh0", Lloh1
.loh AdrpAdd Lloh0 Lloh1
.loh 0 Lloh0, Lloh1
.loh 7 Lloh0, Lloh1, Lloh0
.loh 8 Lloh0, Lloh1
.loh 0x7 Lloh0, Lloh1
.loh AdrpAdd Lloh0,
.loh AdrpAdd 5, Lloh1
.loh AdrpAdd Lloh0, Lloh1 // c
.loh AdrpAdd Lloh0 , Lloh1
.loh AdrpAdd Lloh0, Lloh1 %% nop
.loh 9 Lloh0, Lloh1
.loh -1 Lloh0, Lloh1
.loh 7

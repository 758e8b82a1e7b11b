// args: mca-static -mtriple=arm64-apple-macos13 -mcpu=apple-m1 -instruction-tables
// Darwin's .section and .tbss errors, each where LLVM reports it
	.section __TEXT,__stubs,symbol_stubs,none
	.section __TEXT,__stubs,symbol_stubs
	.section __TEXT,__x,bogus
	.section __TEXT,__x,regular,bogus
	.section __TEXT,__abcdefghijklmnopq
	.section __TEXT
	.section __TEXT,
	.section 5,__x
	.section "__TEXT",__x
	.section __TEXT,__x,symbol_stubs,none,abc
.tbss _a, -1
.tbss _b, 4, -2
.tbss _c
.tbss _d, 4 5
	add x0, x1, x2

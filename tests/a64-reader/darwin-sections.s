// args: mca-static -mtriple=arm64-apple-macos13 -mcpu=apple-m1 -instruction-tables
// Darwin's .section and .tbss forms (LLVM's Darwin parser on Mach-O triples)
	.section	__TEXT,__text,regular,pure_instructions
	.section	__DATA,__thread_vars,thread_local_variables
	.section	__TEXT,__cstring,cstring_literals
	.section __TEXT,__stubs,symbol_stubs,pure_instructions,12
	.section __TEXT,__stubs,symbol_stubs,none,8
	.section __TEXT,__x,regular,,4
	.section __TEXT,__x,regular,pure_instructions+no_toc
	.section __TEXT,__x,regular,pure_instructions + debug
	.section __TEXT , __x , regular
	.section __TEXT,__x,regular,pure_instructions,
	.pushsection __DATA,__data
	.popsection
.tbss _tl$tlv$init, 4, 2
	add x0, x1, x2

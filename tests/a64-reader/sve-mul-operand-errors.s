// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// SVE's mul #imm is one operand to LLVM's parser: what follows it is an operand too many, or the token after it
	cntw x0, all, mul #2, x
	cntw x0, all, mul #2, #3
	cntw x0, all, mul #2 x
	cntw x0, vl8, mul #2, x0
	incw x0, all, mul #2, x
	incw z0.s, all, mul #2, x
	sqincw x0, all, mul #2, x
	cntw x0, all, mul #2, x, y
	incw z0.s, all, mul #17
	cntw x0, all, mul #0
	cntw x0, all, mul # 0
	cntw x0, all, mul #2, mul #3
	cntw x0, mul #2
	sqincw x0, w0, all, mul #3, x

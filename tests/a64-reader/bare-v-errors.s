// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -instruction-tables
// v registers without their arrangement in generic syntax: LLVM's matcher stops at the operand after one
	add	v0, v1, v2
	bfmlalt	v14, v3, v10[6]
	fmla	v0, v1, v2[1]
	ins	v0[1], w0
	add	v0.4s, v1, v2.4s
	fadd	v0, v1, v2
	mul	v0, v1, v2[1]
	dup	v0, v1[1]
	not	v0, v1
	umov	w0, v1[1]

// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// add/sub immediates that are no symbol reference (LLVM's relocatable symbol + constant) are left to the fixup: taken without a specifier
	add x0, x0, a+b
	add x0, x0, a-b
	add x0, x0, a+4+b
	add x0, x0, -a
	add x0, x0, a<<2
	add x0, x0, ~a
	add x0, x0, a*1
	add x0, x0, a+a
	add x0, x0, a-a+b
	add x0, x0, #a+b, lsl #12
	add x0, x0, a==b
	add x0, x0, -(-a)
	add x0, x0, -(a-b)+b
	sub x0, x0, a+b
	adds x0, x0, a+b
	add w0, w0, a+b
	cmp x0, a+b
	subs w0, w1, -a

// args: mca-static -mtriple=arm64-apple-darwin -mcpu=apple-m2 -instruction-tables
// Darwin's printer is LLVM's Apple variant: NEON arrangements on the
// mnemonic, and the few opcodes whose Apple text lacks operands
	add	v0.4s, v1.4s, v2.4s
	add	x0, x1, x2
	ld1	{ v0.16b, v1.16b }, [x0], #32
	st1	{ v11.s }[0], [x7], #4
	fmla	v31.4s, v0.4s, v1.s[2]
	mov	v1.s[1], w0
	mov	x0, v1.d[1]
	mov	v0.16b, v3.16b
	orr	v0.16b, v1.16b, v2.16b
	mov	b5, v0.b[1]
	sshll	v0.2d, v1.2s, #0
	sudot	v9.4s, v13.16b, v19.4b[0]
	bfmlalt	v14.4s, v3.8h, v10.h[6]
	ldapur	s4, [x21, #189]
	stlur	b9, [x25, #-53]
	rmif	x1, #1, #1
	setf8	w1
	fadd	d1, d1, d1
	ld1w	{ z0.s }, p1/z, [x0]
	add	z2.s, z2.s, #1

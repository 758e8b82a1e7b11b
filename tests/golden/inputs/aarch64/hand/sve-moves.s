// SVE moves as compilers write them: predicated register moves (sel),
// cpy/dup immediates with their shifted-byte rules, dupm bitmasks, fmov
// of FP immediates, predicate moves (and/sel/orrs/eor aliases)
	ptrue	p0.s
	mov	z0.s, #0
	mov	z1.s, #0xfffff000
	mov	z2.s, #0x80000000
	mov	z3.d, #0xffffffff
	mov	z4.h, #0x8000
	dupm	z5.h, #0xff00
.Lloop:
	ld1w	{ z6.s }, p0/z, [x0, x2, lsl #2]
	mov	z7.s, p0/m, z6.s
	mov	z8.s, p0/z, #-3, lsl #8
	cpy	z9.s, p0/m, #1
	mov	z10.s, p0/m, w3
	mov	z11.s, p0/m, s1
	fmov	z12.s, p0/m, #0.5
	fmov	z13.s, p0/m, #0.0
	fmov	z14.s, #0.0
	sel	z15.s, p0, z6.s, z15.s
	add	z7.s, z7.s, z15.s
	and	z7.s, z7.s, #0xff
	st1w	{ z7.s }, p0, [x1, x2, lsl #2]
	incw	x2
	whilelo	p1.s, x2, x4
	mov	p2.b, p1/z, p0.b
	mov	p3.b, p1/m, p2.b
	movs	p4.b, p1/z, p3.b
	not	p5.b, p1/z, p4.b
	movs	p6.b, p5.b
	b.first	.Lloop

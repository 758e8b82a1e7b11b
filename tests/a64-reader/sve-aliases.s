// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -instruction-tables
// SVE immediates (cpy/dup/dupm/fcpy/fdup, and/orr/eor) and the move aliases of sel/and/eor/orr/cpy, movi/mvni msl
	mov z4.d, p1/m, #0x0
	mov z2.s, p1/m, z5.s
	mov z4.d, p1/m, #3, lsl #8
	mov z4.h, p1/m, #-3
	mov z4.b, p1/z, #3
	mov z4.s, p1/m, w3
	mov z4.d, p1/m, sp
	mov z4.s, p1/m, s3
	mov z4.d, p1/m, d3
	cpy z4.d, p1/m, x3
	sel z2.s, p1, z5.s, z2.s
	sel z2.s, p1, z5.s, z3.s
	mov p1.b, p2/z, p3.b
	mov p1.b, p2/m, p3.b
	movs p1.b, p2/z, p3.b
	movs p1.b, p3.b
	fmov z1.d, p1/m, #1.0
	fmov z1.d, p1/m, #0.0
	movi v17.4s, #0x7f, msl #8
	mvni v0.2s, #0x7f, msl #16
	mov z4.h, p1/z, #-128, lsl #8
	mov z4.h, p1/z, #-32768
	mov z4.h, p1/z, #0x7f00
	cpy z4.d, p1/m, #0
	cpy z4.d, p1/m, #3, lsl #8
	cpy z4.h, p1/z, #0x7f00
	cpy z4.b, p1/z, #-3
	cpy z4.s, p1/m, w3
	cpy z4.s, p1/m, s3
	fcpy z1.d, p1/m, #1.0
	movi v17.4s, #127, msl #8
	movi v17.2s, #127, lsl #8
	movi v17.4s, #127
	mvni v17.4h, #12, lsl #8
	sel p1.b, p2, p3.b, p1.b
	and p1.b, p2/z, p3.b, p3.b
	ands p1.b, p2/z, p3.b, p3.b
	ands p1.b, p3/z, p3.b, p3.b
	orrs p1.b, p3/z, p3.b, p3.b
	not p1.b, p2/z, p3.b
	eor p1.b, p2/z, p3.b, p2.b
	nots p1.b, p2/z, p3.b
	mov z0.b, #-1
	mov z0.s, #0x80
	dupm z0.s, #0x80
	mov z0.s, #0xff00ff
	mov z0.d, #0xff00ff00ff00ff00
	mov z0.q, q1
	mov z0.q, z1.q[1]
	mov z0.s, z1.s[0]
	fmov z0.s, #0.0
	fmov z0.s, p0/m, #0.0
	mov z0.d, x1
	mov z0.b, w1
	mov z0.d, sp
	and z0.s, z0.s, #0xff
	and z0.h, z0.h, #0xff00
	and z0.d, z0.d, #0xff00
	and z0.s, z0.s, #0x7fffffff
	and z0.b, z0.b, #0x7f
	and z0.b, z0.b, #0x80
	dupm z0.s, #0xff
	dupm z0.s, #0x7fffffff
	dupm z0.h, #0xff00
	dupm z0.b, #0x80
	dupm z0.d, #0xffffffff
	dupm z0.s, #0x80000000
	mov z0.b, #0x80
	mov z0.b, #255
	mov z0.h, #0xff
	mov z0.s, #0xffff
	mov z0.s, #0x7f00
	mov z0.s, #0x80000000
	mov z0.d, #0x80000000
	mov z0.d, #0xffffffff
	mov z0.d, #0xff00
	mov z0.h, #-256
	mov z0.h, #0xff00
	mov z0.s, #0xffffff00
	mov z0.s, #0, lsl #8
	mov z0.s, #0x100
	mov z0.b, #0xfe
	mov z0.d, #0xffffffffffffff00
	mov z0.d, #-1
	mov z0.s, #3, lsl #0
	mov z0.s, #0x300, lsl #0
	mov z0.s, #0, lsl #0
	mov z0.s, #3, lsl #8
	mov z0.b, #-129
	dup z0.s, z1.s[0]
	dup z0.b, z1.b[0]
	mov z0.q, z1.q[0]
	dup z0.d, z1.d[0]
	fdup z0.s, #1.0
	fmov z0.s, p0/m, #0.5
	fmov z0.h, #0.0
	mov z0.s, p0/z, #0, lsl #8
	mov z0.s, p0/m, #-1
	mov z0.d, p0/m, #0xffffffffffffff00
	mov z0.h, p9/m, #1
	mov z0.h, p7/m, #1, lsl #8
	mov z0.h, p7/m, #0x7f00
	mov z0.s, p7/m, w0
	mov z0.s, p7/m, wsp
	mov z0.s, p8/m, z1.s
	mov z0.b, p7/m, b0
	mov p0.b, p1/z, p2.b
	mov p15.b, p15/m, p15.b
	not p0.b, p1/z, p2.b
	nots p0.b, p1/z, p2.b
	eors p0.b, p1/z, p2.b, p1.b
	movs p0.b, p1.b
	orrs p0.b, p1/z, p1.b, p1.b
	orr p0.b, p1/z, p1.b, p1.b
	sel z0.d, p1, z2.d, z0.d
	sel z0.d, p9, z2.d, z0.d
	sel p0.b, p1, p2.b, p0.b
	mov z0.d, #0xffffffff00000000
	mov z0.s, #0xffff0000
	mov z0.h, #0x8000
	movi v17.4s, #0x7f, msl #16
	mvni v0.2s, #0x7f, msl 8
	movi v1.4s, #0x7f, lsl #8
	movi v1.2d, #0xff
	dup z0.s, w0
	fmov z0.s, #1
	fmov z0.s, p0/m, #1
	fmov z0.s, p8/m, #1.0
	fcpy z0.s, p0/m, #0.5
	uxtw z2.d, p1/m, z2.d
	sxtw z2.d, p1/m, z3.d
	uxtb z2.s, p1/m, z3.s
	sxth z2.d, p1/m, z3.d
	uxtw x2, w0

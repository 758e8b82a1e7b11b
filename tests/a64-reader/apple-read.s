// args: mca-static -mtriple=aarch64 -mcpu=apple-m2 -instruction-tables
// LLVM's Apple NEON syntax, read on a generic triple (printed generically)
	add.4s	v0, v1, v2
	ADD.2D	V3, V4, V5
	ld1.16b	{ v0 }, [x0]
	ld1.16b	{ v0, v1 }, [x0], #32
	st1.s	{ v11 }[0], [x7], #4
	fmla.2d	v0, v1, v2
	fmla.4s	v0, v1, v2[1]
	mov.s	v0[1], w0
	mov.b	v0[14], v4[0]
	mov.d	x0, v1[1]
	mov.16b	v9, v1
	mov	s2, v3[1]
	dup.4s	v24, v0[2]
	sxtl.2d	v0, v1
	addhn2.4s	v1, v3, v4
	umlal2.2d	v22, v15, v3
	sqdmull.h	s25, h15, v15[5]
	tbl.16b	v0, { v1 }, v2
	cmeq.4s	v0, v0, #0
	movi.2d	v31, #0xffffffffffffffff
	movi.2s	v21, #3, msl #8
	ext.16b	v1, v2, v3, #9
	fcmla.8h	v26, v16, v18[3], #90
	sudot	v9, v13, v19[0]
	fmlal2	v11, v21, v13[7]

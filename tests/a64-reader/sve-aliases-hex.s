// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -instruction-tables -print-imm-hex
// SVE immediates with -print-imm-hex: the element's bits in hex
	mov z4.d, p1/m, #0x0
	mov z4.d, p1/m, #3, lsl #8
	mov z4.h, p1/m, #-3
	mov z4.b, p1/z, #3
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
	fcpy z1.d, p1/m, #1.0
	movi v17.4s, #127, msl #8
	movi v17.2s, #127, lsl #8
	movi v17.4s, #127
	mvni v17.4h, #12, lsl #8
	mov z0.b, #-1
	mov z0.s, #0x80
	dupm z0.s, #0x80
	mov z0.s, #0xff00ff
	mov z0.d, #0xff00ff00ff00ff00
	fmov z0.s, #0.0
	fmov z0.s, p0/m, #0.0
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
	fdup z0.s, #1.0
	fmov z0.s, p0/m, #0.5
	fmov z0.h, #0.0
	mov z0.s, p0/z, #0, lsl #8
	mov z0.s, p0/m, #-1
	mov z0.d, p0/m, #0xffffffffffffff00
	mov z0.h, p9/m, #1
	mov z0.h, p7/m, #1, lsl #8
	mov z0.h, p7/m, #0x7f00
	mov z0.d, #0xffffffff00000000
	mov z0.s, #0xffff0000
	mov z0.h, #0x8000
	movi v17.4s, #0x7f, msl #16
	mvni v0.2s, #0x7f, msl 8
	movi v1.4s, #0x7f, lsl #8
	movi v1.2d, #0xff
	fmov z0.s, #1
	fmov z0.s, p0/m, #1
	fmov z0.s, p8/m, #1.0
	fcpy z0.s, p0/m, #0.5

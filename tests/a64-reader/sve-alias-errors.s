// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -instruction-tables
// SVE immediates and move aliases LLVM rejects, with its messages and columns
	mov z0.b, #3, lsl #8
	mov z0.b, #0x100
	mov z0.s, #0x101
	dup z0.s, #0x101
	dup z0.s, #0x80000000
	fcpy z0.s, p0/m, #0.0
	cpy z0.s, p0/z, #0x101
	cpy z0.s, p0/m, #0x80000000
	mov z0.s, p7/m, x0
	mov z0.d, p7/m, w0
	mov z0.s, p8/z, z1.s
	mov z0.s, p7/m, z1.d
	mov z0.s, p7/m, b0
	mov p0.b, p1/m, p2.s
	mov p0.h, p1/z, p2.h
	movi v1.4s, #0x7f, msl #0
	movi v1.4s, #0x7f, msl #24
	movi v1.4h, #0x7f, msl #8
	mov z0.s, p8/m, w0
	mov z0.s, p8/z, w0
	mov z0.s, p0/m, #foo
	mov z0.s, #foo
	mov z0.s, #1.0
	fmov z0.s, p0/m, #3.3
	fmov z0.b, #1.0
	mov z0.s, p0/z, z1.s

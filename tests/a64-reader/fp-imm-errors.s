// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -mattr=+all -instruction-tables
// FP immediate errors at LLVM's operand positions (its FP parser, SVE's two-valued immediates)
	fmov	x0, #inf
	fmov	w0, #0x70
	fmov	d0, #0x100
	fmov	d0, #-0x70
	fmov	d0, #0X70
	fadd	z0.s, p0/m, z0.s, #inf
	fmul	z0.s, p0/m, z0.s, #x
	fmov	d0, #-inf
	fmov	v0.2d, #-0x70
	fmov	d0, #:lo12:x
	fmov	d0, #(1.0)
	fcmp	d0, #inf
	fmov	d0, #0b1
	fmov	d0, x0, #inf
	fmov	d0, #inf, #inf
	fmov	z0.d, p0/m, #inf
	fmov	z0.d, p0, #inf
	fmov	z0.d, z1.d, #inf
	fmov	v0.4s, v1.4s, #inf
	fcpy	z0.s, p0, #inf
	fadd	z0.s, p0/m, #inf
	fadd	z0.s, z0.s, #inf
	fadd	v0.4s, v0.4s, #inf
	fadd	z0.s, p0, z0.s, #inf
	fmov	v0.s[1], #inf
	fmov	x0, v0.d[1], #inf
	fadd	d0, d0, #inf
	fcpy	z0.s, p0/z, #1.0
	fmov	z0.s, p0/z, #1.0
	fmov	z0.s, p0/z, #inf
	fmov	d0, #-0
	fmov	d0, #-0.0
	fmaxnm	z0.s, p0/m, z0.s, #inf
	fminnm	z0.s, p0/m, z0.s, #0x0
	bfadd	z0.h, p0/m, z0.h, #inf
	fmov	v0.4s, #0x100
	fdup	z0.d, #x
	fmov	v0.4s, #inf
	fmov	d0, #x
	fmov	z0.s, #inf
	fdup	z0.s, #0x100
	fmov	v0.4s, #0.0
	fmov	z0.s, #-0.0
	fmov	z0.s, p0/m, #-0.0
	fmov	v0.4s, #-0.0
	fmov	h0, #-0.0
	fdup	z0.s, #-0.0
	fadd	z0.s, p0/m, z0.s, #-0.5
	fmax	z0.s, p0/m, z0.s, #-0.0
	fmul	z0.s, p0/m, z0.s, #3.0
	fadd	z0.s, p0/m, z0.s, #2.0
	fadd	z0.h, p0/m, z0.h, #0.25
	fsub	z0.d, p0/m, z0.d, #-1.0
	fsubr	z0.s, p0/m, z0.s, #3
	fmin	z0.s, p0/m, z0.s, #0.5
	fmaxnm	z0.d, p0/m, z0.d, #2.0
	fmul	z0.h, p0/m, z0.h, #1.0
	fadd	z0.s, p0/m, z1.s, #3.0
	fadd	z0.s, p0/z, z0.s, #3.0
	fmul	z0.s, p0/m, z0.s, #0x70
	fmul	z0.s, p0/m, z0.s, #0x1

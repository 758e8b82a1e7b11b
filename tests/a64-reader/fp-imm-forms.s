// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -mattr=+all -instruction-tables
// FP immediates as LLVM's FP parser reads them: 0x.. is the 8-bit encoding, integers and reals decimal
	fmov	d0, #0x70
	fmov	d0, #0xff
	fmov	h0, #0x70
	fmov	v0.4h, #0x70
	fmov	v0.2d, #0x0
	fmov	d0, #0x0
	fmov	z0.d, #0x0
	fmov	z0.d, p0/m, #0x0
	fdup	z0.d, #0x0
	fcpy	z0.d, p0/m, #0x7f
	fadd	z0.s, p0/m, z0.s, #0x70
	fmov	d0, #- 1.0
	fmov	d0, #1.0e
	fmov	d0, #1.5
	fmov	d0, 0x70
	fmov	s0, #0x70
	fcmeq	v0.4s, v1.4s, #0x0
	fmov	d0, #1e1
	fmov	d0, #010
	fmov	d0, #1
	fmov	d0, 1
	fmov	d0, #0
	fmov	d0, #1.0e+
	fsubr	z0.s, p0/m, z0.s, #0x70
	fdup	z0.s, #0x70
	fcpy	z0.h, p0/m, #0x70
	fdup	z0.s, #0x3f
	fmov	z0.d, p0/m, #0x70
	fmov	d0, #1.0
	fmov	d0, d1
	fmov	d0, xzr
	fmov	s0, wzr
	fmov	v0.d[1], x0
	fmov	z0.s, p0/m, #0.0
	fmov	z0.s, #0.0
	fmov	v0.2d, #-1.25
	fadd	z0.s, p0/m, z0.s, #0.5
	fmax	z0.s, p0/m, z0.s, #1.0
	fmul	z0.s, p0/m, z0.s, #2.0
	fmov	z0.s, p0/m, #-1.0
	fmov	d0, #-1
	fmov	d0, # 1.0
	fmax	z0.s, p0/m, z0.s, #0
	fmax	z0.s, p0/m, z0.s, #1
	fadd	z0.s, p0/m, z0.s, #0x60
	fmul	z0.s, p0/m, z0.s, #0x0
	fmul	z0.s, p0/m, z0.s, #0x60
	fmov	d0, #1.0 // c
	fsub	z0.d, p0/m, z0.d, #1

// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// NEON movi/mvni/orr/bic immediates: LLVM's [0, 255] (symbols too) before the shift, lsl amounts per element size, movi .2d/d bytes of 0x00 or 0xff
	movi v0.16b, 0xfffffffffffffff5
	movi v0.16b, #256
	movi v0.16b, #-1
	movi v0.8h, #0x1ff
	movi v0.4s, #256
	mvni v0.4s, #256
	orr v0.4s, #256
	bic v0.8h, #0x100
	movi v0.2d, #0x1234
	movi d0, #0x1234
	movi v0.8h, #0xff, lsl #16
	movi v0.16b, sym
	movi v0.4s, sym
	movi v0.4s, #256, lsl #7
	movi v0.4s, #1, lsl #7
	orr v0.4s, #1, lsl #7
	orr v0.8h, #1, lsl #16
	bic v0.4s, #300, msl #8
	mvni v0.4s, #300, msl #8
	movi v0.2d, sym
	movi v0.4s, 0x100000000
	movi v0.16b, #256, lsl #8
	movi v0.2d, #0x1234, lsl #8
	movi v0.4s, #:lo12:sym
	movi v0.2d, 0xff, lsl #8

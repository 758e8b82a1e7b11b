// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// NEON immediates in range
	movi v0.2d, #-1
	movi d0, #-1
	movi v0.8b, #0xff
	movi v0.8h, #1, lsl #8
	movi v0.4s, #255, lsl #24
	movi v0.8h, #0, lsl #0
	movi v0.2d, #0xff00ff00ff00ff00
	movi v0.8h, 1
	movi v0.4s, #0xff, msl #16
	mvni v0.2s, #3, lsl #16
	orr v0.4h, #0x80, lsl #8
	bic v0.4s, #1

// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -mattr=-neon -instruction-tables
// without NEON the immediates out of range get LLVM's plain operand error
	movi v0.4s, #256
	movi v0.2d, #0x1234
	movi d0, #0x12
	movi v0.4s, #1, lsl #7
	movi v0.4s, #1, lsl #8

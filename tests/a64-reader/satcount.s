// args: mca-static -mtriple=aarch64 -mcpu=neoverse-v2 -instruction-tables
// SVE element counts LLVM takes (pattern and mul #imm optional, every element size)
	sqdecb x0, vl128, mul #4
	sqdecb x0, w0, #0
	sqdecb x0, w0, vl32
	sqdecb xzr, vl4
	sqdecb xzr, vl6, mul #16
	sqdecd x0, vl128
	sqdecd x0, vl4
	sqdecd x0, vl8, mul #4
	sqdecd x0, w0, vl32, mul #4
	sqdecd xzr, vl2, mul #16
	sqdech x0, w0
	sqdech x0, w0, all
	sqdech z0.h, mul4, mul #4
	sqdech z0.h, vl4, mul #16
	sqdecw x0, vl128, mul #16
	sqdecw x0, vl64
	sqdecw xzr, 15
	sqdecw xzr, vl32, mul #16
	sqdecw z0.s, all
	sqdecw z0.s, vl5, mul #4
	sqincb x0, 15
	sqincb x0, w0, #0, mul #4
	sqincb x0, w0, pow2
	sqincb x0, w0, pow2, mul #1
	sqincb x0, w0, vl64, mul #16
	sqincb xzr, vl6, mul #4
	sqincd x0, w0, vl32, mul #1
	sqincd z0.d, ALL, mul #4
	sqincd z0.d, all, mul #4
	sqincd z0.d, vl4
	sqinch x0, w0, vl2, mul #16
	sqinch xzr
	sqinch z0.h, #0, mul #1
	sqincw x0, w0, ALL
	sqincw xzr, #31, mul #4
	sqincw xzr, 15, mul #1
	sqincw xzr, mul3, mul #16
	sqincw xzr, vl3, mul #16
	sqincw z0.s, #31
	sqincw z0.s, vl7, mul #1
	uqdecb x0, all
	uqdecb xzr, all, mul #16
	uqdecd w0, ALL, mul #4
	uqdecd w0, mul3, mul #4
	uqdecd x0, #31, mul #1
	uqdecd x0, pow2
	uqdecd x0, vl3, mul #16
	uqdecd xzr, vl16, mul #4
	uqdecd xzr, vl3, mul #4
	uqdecd z0.d, vl16, mul #1
	uqdecd z0.d, vl2, mul #16
	uqdecd z0.d, vl7, mul #4
	uqdech w0, all, mul #4
	uqdech x0, vl256
	uqdech x0, vl3, mul #4
	uqdech xzr, vl128, mul #4
	uqdech xzr, vl5, mul #1
	uqdech xzr, vl6, mul #1
	uqdech xzr, vl7, mul #1
	uqdech z0.h, vl128, mul #16
	uqdecw w0, vl8
	uqdecw x0, #31, mul #1
	uqdecw x0, vl2, mul #16
	uqdecw xzr, 15, mul #16
	uqdecw xzr, vl16
	uqdecw xzr, vl32, mul #1
	uqdecw xzr, vl4, mul #1
	uqdecw z0.s, pow2, mul #1
	uqincb w0, 15, mul #4
	uqincb w0, ALL, mul #1
	uqincb w0, vl128, mul #1
	uqincb xzr, ALL, mul #4
	uqincd x0, #0, mul #1
	uqincd x0, vl1
	uqincd xzr, #0, mul #1
	uqinch w0, vl128
	uqinch w0, vl2, mul #16
	uqinch w0, vl7, mul #16
	uqinch x0, ALL, mul #16
	uqinch x0, vl6, mul #4
	uqinch z0.h, vl256
	uqinch z0.h, vl3, mul #1
	uqincw x0, vl256, mul #1
	uqincw xzr, vl128, mul #4

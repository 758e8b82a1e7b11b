// args: mca-static -mtriple=aarch64 -mcpu=neoverse-v2 -instruction-tables
// SVE element counts LLVM rejects: the furthest operand every form fails at, its parse errors (lsl #2 after a pattern), pattern and mul ranges
	sqdecb sp, #31, mul #1
	sqdecb sp, vl1, mul #0
	sqdecb w0, vl1, lsl #2
	sqdecb w0, w0, mul3, mul
	sqdecb x0, vl16, mul 3
	sqdecb x0, w0, mul3, mul 3
	sqdecb x0, w1, ALL, mul #4
	sqdecb x0, w1, vl64, mul #0
	sqdecb x1, x1, ALL
	sqdecb x1, x1, vl4, mul #0
	sqdecb xzr, vl8, lsl #2
	sqdecb z0.b, vl256, mul #1
	sqdecb z0.d, 15, mul #1
	sqdecb z0.d, vl7, lsl #2
	sqdecb z0.h, all, mul #1
	sqdecb z0.h, vl7, mul 3
	sqdecb z0.s, vl16, mul #1
	sqdecb z0.s, vl5, mul #4
	sqdecd w0, vl32, mul #17
	sqdecd w0, w0, vl16, mul 3
	sqdecd wzr, wzr, #31, mul
	sqdecd wzr, wzr, vl1, mul #16
	sqdecd wzr, wzr, vl7, mul
	sqdecd x0, vl256, mul #0
	sqdecd x0, w0, vl8, mul
	sqdecd x1, x1, #31, mul #0
	sqdecd x1, x1, vl7, mul #0
	sqdecd z0.b, ALL, mul #17
	sqdecd z0.b, mul3, mul 3
	sqdecd z0.d, vl64, mul #0
	sqdecd z0.h, vl8, mul #16
	sqdecd z0.s, vl6, mul #0
	sqdech sp, vl16, mul #17
	sqdech sp, vl5, mul 3
	sqdech w0, 15, mul
	sqdech w0, pow2, mul #16
	sqdech w0, w0, vl16, mul #16
	sqdech wzr, wzr, vl5, mul #0
	sqdech x0, vl6, lsl #2
	sqdech x0, w0, vl5, mul 3
	sqdech x0, w1, mul #17
	sqdech x1, x1, foo, mul #1
	sqdech xzr, mul4, #3
	sqdech z0.b, #32, mul #17
	sqdech z0.b, vl32, mul 3
	sqdech z0.b, vl7, mul 3
	sqdech z0.d, mul4, mul 3
	sqdech z0.h, mul 3
	sqdech z0.s, vl1, mul
	sqdech z0.s, vl2
	sqdecw w0, w0, mul3, mul #1
	sqdecw w0, w0, vl64, mul #17
	sqdecw x0, w0, foo, mul #16
	sqdecw x0, w1, vl5, mul #0
	sqdecw x1, x1, vl2, mul #1
	sqdecw xzr, #0, mul #17
	sqdecw xzr, vl2, #3
	sqdecw z0.b, vl8, mul
	sqdecw z0.d, vl32, mul #17
	sqdecw z0.s, mul4, mul #0
	sqdecw z0.s, vl32, mul 3
	sqincb sp, vl32, #3
	sqincb w0, vl128, mul #1
	sqincb w0, vl8, mul #0
	sqincb w0, w0, pow2, mul #1
	sqincb w0, w0, vl64, lsl #2
	sqincb wzr, wzr, ALL, mul #0
	sqincb x0, 15, lsl #2
	sqincb x0, w1, vl128, mul #17
	sqincb x1, x1, #31, mul #1
	sqincb x1, x1, vl2, lsl #2
	sqincb x1, x1, vl8, mul 3
	sqincb z0.b, #32, mul
	sqincb z0.b, vl6, mul #0
	sqincb z0.d, vl256, mul 3
	sqincb z0.h, foo, mul 3
	sqincb z0.h, vl256, mul #17
	sqincb z0.s, mul3, mul #4
	sqincb z0.s, vl64, mul #17
	sqincd sp, vl16, mul 3
	sqincd sp, vl8, lsl #2
	sqincd w0, vl128, mul #0
	sqincd w0, vl6, mul #4
	sqincd w0, w0, vl6, #3
	sqincd wzr, wzr, vl128
	sqincd x0, w0, #31, mul #0
	sqincd x0, w1, foo, mul 3
	sqincd x0, w1, vl3, #3
	sqincd x0, w1, vl64, mul #1
	sqincd xzr, #0, lsl #2
	sqincd xzr, vl7, lsl #2
	sqincd z0.h, vl6, mul #17
	sqincd z0.s, vl3, mul 3
	sqincd z0.s, vl64, mul
	sqinch sp, vl3
	sqinch w0, foo, mul #16
	sqinch w0, vl3
	sqinch w0, w0, vl3
	sqinch wzr, wzr, mul3, mul 3
	sqinch wzr, wzr, vl128, mul #4
	sqinch x0, all, mul #0
	sqinch x0, w0, #32, lsl #2
	sqinch x0, w0, vl32, mul #0
	sqinch x0, w1, mul #17
	sqinch x0, w1, vl7
	sqinch x1, x1, pow2, mul 3
	sqinch xzr, mul4, #3
	sqinch xzr, vl6, lsl #2
	sqinch z0.b, pow2, mul #4
	sqinch z0.b, vl3, mul #16
	sqinch z0.d, ALL, mul 3
	sqinch z0.d, vl2, mul
	sqinch z0.h, vl4, mul
	sqinch z0.s, mul4, mul
	sqincw sp, pow2
	sqincw w0, vl1, lsl #2
	sqincw w0, vl32, mul #4
	sqincw w0, w0, #32, mul #16
	sqincw w0, w0, vl5, lsl #2
	sqincw wzr, wzr, all, mul #0
	sqincw wzr, wzr, vl64, mul #4
	sqincw x0, w0, mul #1
	sqincw x0, w0, vl3, mul #0
	sqincw x0, w1, vl32
	sqincw x1, x1, vl64
	sqincw xzr, #32, mul #1
	sqincw z0.b, #32, mul #17
	sqincw z0.b, vl5, mul #4
	sqincw z0.d, mul3, mul #0
	sqincw z0.d, vl3, mul #4
	sqincw z0.h, vl16, mul #0
	sqincw z0.h, vl4, mul #4
	sqincw z0.s, lsl #2
	uqdecb sp, ALL, mul #16
	uqdecb w0, w0, #31, mul #1
	uqdecb w0, w0, foo, mul #17
	uqdecb wzr, wzr, mul4, #3
	uqdecb x0, #32, mul #16
	uqdecb x0, vl128, mul
	uqdecb x0, w0, #32, mul
	uqdecb x1, x1, ALL, lsl #2
	uqdecb x1, x1, vl32
	uqdecb xzr, pow2, mul 3
	uqdecb xzr, vl7, mul #17
	uqdecb z0.b, mul4, #3
	uqdecb z0.b, vl128, mul 3
	uqdecb z0.b, vl32, mul #0
	uqdecb z0.d, foo, mul #17
	uqdecb z0.d, vl8, mul #17
	uqdecb z0.h, mul3
	uqdecb z0.h, vl64, lsl #2
	uqdecd sp, foo, mul 3
	uqdecd w0, #31, lsl #2
	uqdecd w0, foo, mul 3
	uqdecd w0, vl7, mul 3
	uqdecd w0, w0, vl2, mul 3
	uqdecd wzr, wzr, vl7, lsl #2
	uqdecd x0, w0, all, mul 3
	uqdecd x0, w1, foo, mul #1
	uqdecd x0, w1, vl32, mul #16
	uqdecd x1, x1, mul #17
	uqdecd x1, x1, vl4, mul #4
	uqdecd xzr, vl256, mul #17
	uqdecd z0.b, ALL, mul #4
	uqdecd z0.b, vl64, mul 3
	uqdecd z0.h, vl32, mul #4
	uqdech sp, #32
	uqdech sp, vl256, mul 3
	uqdech w0, w0, #31, mul 3
	uqdech w0, w0, mul #4
	uqdech w0, w0, vl3, #3
	uqdech wzr, wzr, foo, mul 3
	uqdech x0, #0, mul #0
	uqdech x0, w0, all, lsl #2
	uqdech x0, w0, vl5, mul #4
	uqdech x0, w1, mul4, lsl #2
	uqdech x0, w1, vl6
	uqdech x1, x1, foo, mul #16
	uqdech z0.b, 15, #3
	uqdech z0.b, vl1, mul #17
	uqdech z0.d, vl1, mul
	uqdech z0.s, foo, mul #17
	uqdech z0.s, vl4
	uqdecw sp, ALL, mul #0
	uqdecw w0, #31, mul #17
	uqdecw w0, w0, #31, mul #16
	uqdecw w0, w0, vl64, mul
	uqdecw wzr, wzr, vl3
	uqdecw wzr, wzr, vl8, mul #16
	uqdecw x0, w0, vl256, mul #1
	uqdecw x1, x1, #31, mul 3
	uqdecw xzr, #32, mul
	uqdecw z0.b, all, mul #0
	uqdecw z0.b, vl5, mul
	uqdecw z0.d, vl64, mul #1
	uqdecw z0.h, mul #4
	uqdecw z0.h, vl256, mul
	uqdecw z0.s, vl16, mul #0
	uqincb sp, mul4, mul #16
	uqincb sp, vl8, mul #1
	uqincb w0, vl256, mul #0
	uqincb w0, w0, vl3, mul #4
	uqincb wzr, wzr, vl3, mul
	uqincb x0, w1, 15, mul #4
	uqincb x0, w1, vl64, mul #4
	uqincb x1, x1, mul3, mul #4
	uqincb x1, x1, vl32
	uqincb xzr, mul4, mul #17
	uqincb z0.b, pow2
	uqincb z0.b, vl3, mul 3
	uqincb z0.d, mul #1
	uqincb z0.d, vl16, mul
	uqincb z0.h, vl256, #3
	uqincb z0.s, #31, mul #0
	uqincb z0.s, vl5, mul #1
	uqincd sp, mul4, lsl #2
	uqincd sp, vl8, #3
	uqincd w0, w0, #32, mul 3
	uqincd w0, w0, vl3, mul #17
	uqincd wzr, wzr, vl2
	uqincd x0, vl4, mul
	uqincd x0, w0, ALL, mul #1
	uqincd x0, w0, vl1, mul
	uqincd x0, w1, mul #0
	uqincd x0, w1, vl5
	uqincd xzr, foo, mul #4
	uqincd xzr, pow2, lsl #2
	uqincd z0.b, vl3, mul #0
	uqincd z0.d, ALL, #3
	uqincd z0.h, ALL
	uqincd z0.h, mul3, mul 3
	uqincd z0.h, vl256, mul #4
	uqinch sp, #31, mul #1
	uqinch sp, pow2, lsl #2
	uqinch w0, mul3, mul 3
	uqinch w0, w0, ALL, lsl #2
	uqinch wzr, wzr, mul #4
	uqinch wzr, wzr, vl128, mul #4
	uqinch wzr, wzr, vl5, lsl #2
	uqinch x0, mul3, mul 3
	uqinch x0, w0, foo, mul #16
	uqinch x0, w0, vl4, mul #17
	uqinch x0, w1, foo, mul #4
	uqinch x0, w1, vl256, mul #0
	uqinch x1, x1, vl128, mul 3
	uqinch xzr, vl64, mul 3
	uqinch z0.b, mul4, #3
	uqinch z0.b, vl256, mul #16
	uqinch z0.d, vl64, mul #0
	uqinch z0.h, vl32, mul 3
	uqinch z0.s, mul3, mul #4
	uqinch z0.s, vl1, mul #4
	uqinch z0.s, vl64, lsl #2
	uqincw sp, vl2, mul #16
	uqincw w0, vl128, mul #0
	uqincw w0, vl8, mul #17
	uqincw w0, w0, all, mul
	uqincw w0, w0, pow2, mul #17
	uqincw w0, w0, vl4, mul #16
	uqincw wzr, wzr, mul3, #3
	uqincw x0, vl128, mul 3
	uqincw x0, w0, all
	uqincw x0, w0, vl5, mul 3
	uqincw x0, w1, foo
	uqincw x0, w1, vl4, mul #0
	uqincw x1, x1, mul #1
	uqincw xzr, vl4, mul #0
	uqincw z0.b, mul3
	uqincw z0.d, #32, mul 3
	uqincw z0.d, vl128, mul #0
	uqincw z0.d, vl64, mul
	uqincw z0.h, vl5, mul #17

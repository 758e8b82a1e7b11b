// SVE element counts with saturation: the 32-bit forms (Xd, Wd), the
// patterns and multipliers, and the vector forms.
	sqdecb	x0, w0, pow2
	sqincw	x1, w1
	sqdech	x2, w2, vl8, mul #4
	sqincd	x3, w3, all, mul #16
	uqdecw	w4, vl64
	uqincb	x5, all, mul #2
	sqdecd	x6
	incb	x7, all, mul #16
	cntw	x8, vl3
	sqincd	z0.d, all, mul #2
	uqdech	z1.h, pow2
	sqdecw	z2.s
	add	x0, x0, x1

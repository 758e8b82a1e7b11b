// args: mca-static -mtriple=aarch64 -mcpu=neoverse-v2 -instruction-tables
// a governing predicate with a qualifier (/z, /m or none) no form takes: LLVM reports the letter, the slash or the next operand
	ld1w {z0.s}, p0/m, [x0]
	ld1w { z0.s }, p0/m, [x0]
	ld1b {z0.b}, p0/m, [x0, #1, mul vl]
	st1w {z0.s}, p0/z, [x0]
	ld1d {z0.d}, p0/m, [x0, x1, lsl #3]
	ldff1w {z0.s}, p0/m, [x0]
	ld1w {z0.s}, p0, [x0]
	ld1rw {z0.s}, p0/m, [x0]
	prfw pldl1keep, p0/m, [x0]
	ld1w {z0.s}, p0/m, [z1.s]
	ld2w {z0.s, z1.s}, p0/m, [x0]
	ldnt1w {z0.s}, p0/m, [x0]
	st1w {z0.s}, p0/m, [x0]
	fmad z25.d, p0, z6.d, z26.d
	sel z4.d, p2/m, z4.d, z3.d
	fcmgt p0.d, p1/m, z1.d, z0.d
	fmla z1.s, p0, z0.s, z3.s
	and p0.b, p4, p6.b, p0.b
	ld1rd { z7.d }, p1, [x0, #104]
	scvtf z4.d, p1/z, z1.d
	fmul z24.d, p0/z, z24.d, z3.d
	fmla z4.s, p0, z3.s, z5.s
	fmls z1.d, p1, z3.d, z0.d
	fmad z7.d, p0, z31.d, z29.d
	ldr p8/z, [sp, #11, mul vl]           // 2-byte Reload
	ld1rd { z25.d }, p2, [x8, #24]
	fnmsb z2.d, p0/z, z1.d, z4.d
	fmul z3.s, p1/z, z3.s, z24.s
	ld1rw { z6.s }, p1, [x0, #20]
	cmpne p1.s, p2, z3.s, #0
	fmla z0.s, p2/z, z3.s, z4.s
	fdivr z7.s, p0, z7.s, z2.s
	cmphs p2.s, p0, z2.s, z4.s
	fmsb z4.d, p0, z1.d, z9.d
	fsub z3.d, p0, z3.d, z4.d
	ld1rw z5.s, p2, [x0, 16]
	sub z2.d, p1/z, z2.d, z3.d
	fmad z5.d, p0, z3.d, z2.d
	fdiv z0.d, p0, z0.d, z3.d
	frintn z3.d, p1, z3.d
	ld1rd { z2.d }, p1, [x8, #176]
	fnmsb z30.d, p1, z27.d, z10.d
	fmad z4.d, p0, z5.d, z9.d
	ld1rw { z2.s }, p1/m, [x8, #16]
	orrs p1.b, p0/m, p1.b, p2.b
	fmla z1.s, p1, z2.s, z4.s
	ld1rw { z5.s }, p1/m, [x0, #44]
	ld1rd z7.d, p2/m, [x0, 40]
	fmul z27.s, p0, z27.s, z7.s
	fmla z0.d, p1, z0.d, z5.d
	mov z0.s, p4/z, z6.s
	fmad z1.d, p0/z, z3.d, z5.d
	fcmlt p1.s, p0, z0.s, z2.s
	fmad z2.d, p2/z, z7.d, z4.d
	fmla z7.d, p0, z27.d, z25.d
	ld1rd z1.d, p2, [x0, 8]
	ld1rw z6.s, p3, [x0, 68]
	ld1rd z1.d, p3, [x0, 248]
	fsubr z2.s, p0/z, z2.s, z3.s
	ld1rw { z3.s }, p1, [x8, #40]
	frinta z3.d, p3, z2.d
	ld1d { z7.d }, p2/m, [x8, z7.d, lsl #3]
	fmad z4.d, p0/z, z7.d, z25.d
	fmad z5.d, p0/z, z25.d, z26.d
	fadd z3.d, p1/z, z3.d, z0.d
	ld1d { z24.d }, p2, [x8, z24.d, lsl #3]
	ld1rd { z3.d }, p1, [x0, #368]
	fmad z0.d, p3/z, z24.d, z26.d
	fmad z2.s, p0, z24.s, z25.s
	movprfx z4.d, p1/m, z0.d
	ld1d { z5.d }, p0/m, [x9, z3.d, lsl #3]
	sel z0.d, p2/z, z0.d, z4.d
	fmla z3.d, p0/z, z31.d, z7.d
	ld1rd z25.d, p1, [x0, 56]
	st1d { z2.d }, p0/m, [x1]
	fsub z3.s, p0/z, z3.s, z0.s
	ld1rd z2.d, p3/m, [x0, 72]
	fdiv z8.s, p4/z, z8.s, z9.s
	ld1rw { z6.s }, p2/m, [x0, #16]
	ld1rw { z7.s }, p3, [x8, #64]
	ld1d { z25.d }, p1, [x8, z12.d, lsl #3]
	fcvtzs z3.s, p0, z3.s
	ld1rw z5.s, p1/m, [x0, 64]
	ld1rw z7.s, p1/m, [x0, 24]
	sel z1.s, p1/z, z1.s, z7.s
	fmul z3.d, p1/z, z3.d, z24.d
	fmla z2.s, p0/z, z5.s, z6.s
	sel z7.d, p2/m, z7.d, z2.d
	faclt p2.d, p1/m, z5.d, z0.d
	ld1rd z2.d, p2, [x0, 72]
	fsqrt z2.d, p0/z, z2.d
	ld1w { z7.s }, p1/m, [x8, z3.s, uxtw #2]
	fmla z0.s, p1/z, z4.s, z5.s
	sel z0.s, p2/z, z1.s, z2.s
	fsqrt z0.d, p0, z0.d
	fcmeq p3.s, p1, z0.s, z5.s
	fmla z6.d, p0/z, z3.d, z7.d
	fmla z0.s, p0, z0.s, z1.s
	fmla z7.d, p1/z, z4.d, z2.d
	fmla z1.s, p0, z3.s, z2.s
	fmul z24.s, p0, z24.s, z6.s
	fmla z6.s, p1/z, z0.s, z2.s
	fsub z6.d, p0/z, z6.d, #1.0
	fmsb z4.d, p4/z, z1.d, z8.d
	fmul z0.d, p1, z0.d, z2.d
	fmsb z7.d, p0, z6.d, z24.d
	fnmls z24.d, p1/z, z0.d, z5.d
	fnmsb z6.d, p1/z, z1.d, z24.d
	fadd z1.d, p0/z, z1.d, z4.d
	fmad z2.d, p1/z, z1.d, z2.d
	ld1rd { z3.d }, p1, [x3, #112]
	ld1rw z24.s, p1/m, [x0]
	fcmge p3.s, p2/m, z3.s, z6.s
	ld1rd { z25.d }, p5, [x8, #16]
	ld1rd z2.d, p2/m, [x0, 32]
	ld1rd z1.d, p1/m, [x0]
	fmad z0.s, p1, z1.s, z1.s
	ld1rqd { z10.d }, p1/m, [x8, #64]
	fmad z3.d, p0/z, z1.d, z0.d
	ld1rd { z6.d }, p2, [x3, #120]
	ld1rw z25.s, p1, [x0, 56]
	sub z4.s, p4, z4.s, z3.s
	str p14/z, [sp, #10, mul vl]
	ld1rqd { z4.d }, p2/m, [x8, x9, lsl #3]
	sel z0.s, p1/m, z5.s, z1.s
	ld1rw z5.s, p1/m, [x0, 56]
	fmsb z24.d, p4, z2.d, z26.d
	ld1rd { z28.d }, p2/m, [x8, #40]
	fmad z2.s, p0/z, z4.s, z3.s
	ld1rd { z2.d }, p2/m, [x8, #248]
	fmul z1.s, p0/z, z1.s, z6.s
	frinta z7.d, p0, z7.d
	ld1rw { z4.s }, p1/m, [x0, #32]

// optimized-routines math/aarch64/sve/cexpi.c _ZGVsMxv_cexpi, clang-22 -O3 -march=armv9-a+sve2 -S (ld1rd)
ptrue	p1.d
adrp	x0, sv_sincos_data
add	x0, x0, :lo12:sv_sincos_data
ld1rd	{ z1.d }, p1/z, [x0, #24]
facgt	p0.d, p0/z, z0.d, z1.d
ptest	p0, p0.b
b.ne	.LBB0_2
ld1rqd	{ z4.d }, p1/z, [x0]
ld1rd	{ z5.d }, p1/z, [x0, #16]
add	x8, x0, #112
ld1rqd	{ z3.d }, p1/z, [x0, #32]
ld1rqd	{ z2.d }, p1/z, [x0, #48]
ld1rqd	{ z1.d }, p1/z, [x0, #64]
ld1rd	{ z7.d }, p1/z, [x0, #88]
ld1rd	{ z25.d }, p1/z, [x0, #104]
fmul	z6.d, z0.d, z4.d[0]
frinta	z6.d, p1/m, z6.d
fmls	z0.d, z6.d, z4.d[1]
fmls	z0.d, p1/m, z6.d, z5.d
fcvtzs	z6.d, p1/m, z6.d
ld1rd	{ z5.d }, p1/z, [x0, #80]
fmul	z4.d, z0.d, z0.d
and	z6.d, z6.d, #0x7
fmul	z24.d, z4.d, z4.d
fmla	z5.d, z4.d, z3.d[0]
fmla	z7.d, z4.d, z3.d[1]
ld1rd	{ z3.d }, p1/z, [x0, #96]
fmla	z25.d, z4.d, z2.d[1]
ld1d	{ z26.d }, p1/z, [x8, z6.d, lsl #3]
add	x8, x0, #176
fmla	z3.d, z4.d, z2.d[0]
fmla	z5.d, p1/m, z24.d, z7.d
fmul	z7.d, z4.d, z1.d[0]
fmul	z1.d, z4.d, z1.d[1]
fmla	z3.d, p1/m, z24.d, z25.d
fmad	z5.d, p1/m, z24.d, z7.d
ld1d	{ z2.d }, p1/z, [x8, z6.d, lsl #3]
fmla	z1.d, p1/m, z24.d, z3.d
fmad	z5.d, p1/m, z0.d, z0.d
movprfx	z0, z26
fmla	z0.d, p1/m, z2.d, z5.d
fmad	z2.d, p1/m, z1.d, z2.d
fmla	z0.d, p1/m, z26.d, z1.d
movprfx	z1, z2
fmls	z1.d, p1/m, z26.d, z5.d
ret
.LBB0_2:
ptrue	p1.d
and	p0.b, p0/z, p0.b, p1.b
b	special_case

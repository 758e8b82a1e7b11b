// optimized-routines math/aarch64/experimental/sve/erfinv_25u.c _ZGVsMxv_erfinv, gcc 12 -O3 -march=armv9-a+sve2 -S (facle with swapped vectors, ld1rd/ld1rqd)
mov	z4.d, z0.d
adrp	x0, .LANCHOR0
fmov	z0.d, #7.5e-1
add	x0, x0, :lo12:.LANCHOR0
facle	p2.d, p0/z, z4.d, z0.d
not	p2.b, p0/z, p2.b
ptest	p0, p2.b
b.none	.L6
fmov	z0.d, #-5.625e-1
ptrue	p1.b, all
mov	z5.d, p2/z, #1
ld1rd	z3.d, p1/z, [x0, 368]
ld1rqd	z2.d, p1/z, [x0, 80]
sel	z3.d, p2, z3.d, z0.d
tbl	z2.d, z2.d, z5.d
ld1rqd	z0.d, p1/z, [x0, 64]
tbl	z0.d, z0.d, z5.d
fmla	z3.d, p0/m, z4.d, z4.d
ld1rqd	z1.d, p1/z, [x0, 96]
tbl	z1.d, z1.d, z5.d
fmad	z1.d, p0/m, z3.d, z2.d
ld1rqd	z2.d, p1/z, [x0, 48]
fmad	z1.d, p0/m, z3.d, z0.d
tbl	z2.d, z2.d, z5.d
ld1rqd	z0.d, p1/z, [x0, 32]
tbl	z0.d, z0.d, z5.d
add	x1, x0, 208
fmad	z1.d, p0/m, z3.d, z2.d
ld1rqd	z2.d, p1/z, [x0, 16]
fmad	z1.d, p0/m, z3.d, z0.d
tbl	z2.d, z2.d, z5.d
ld1rqd	z0.d, p1/z, [x0]
tbl	z0.d, z0.d, z5.d
fmad	z1.d, p0/m, z3.d, z2.d
ld1rd	z2.d, p1/z, [x0, 376]
fmad	z1.d, p0/m, z3.d, z0.d
ld1rqd	z0.d, p1/z, [x1]
fmad	z1.d, p2/m, z3.d, z2.d
add	x1, x0, 192
movprfx	z2, z1
fmul	z2.d, p0/m, z2.d, z4.d
ld1rqd	z6.d, p1/z, [x1]
tbl	z1.d, z0.d, z5.d
add	x1, x0, 176
tbl	z6.d, z6.d, z5.d
movprfx	z0.d, p2/z, z0.d
fmov	z0.d, p2/m, #1.0
fmad	z0.d, p0/m, z3.d, z1.d
ld1rqd	z1.d, p1/z, [x1]
add	x1, x0, 160
tbl	z1.d, z1.d, z5.d
fmad	z0.d, p0/m, z3.d, z6.d
ld1rqd	z6.d, p1/z, [x1]
fmad	z0.d, p0/m, z3.d, z1.d
tbl	z6.d, z6.d, z5.d
add	x1, x0, 144
ld1rqd	z1.d, p1/z, [x1]
tbl	z1.d, z1.d, z5.d
fmad	z0.d, p0/m, z3.d, z6.d
add	x1, x0, 128

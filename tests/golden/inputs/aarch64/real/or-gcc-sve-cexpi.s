// optimized-routines math/aarch64/sve/cexpi.c special_case (static), gcc 12 -O3 -march=armv9-a+sve2 -S (faclt with swapped vectors)
adrp	x1, .LANCHOR1
mov	z1.d, #9218868437227405312
add	x3, x1, :lo12:.LANCHOR1
adrp	x2, .LANCHOR0
mov	x1, -1085
add	x2, x2, :lo12:.LANCHOR0
faclt	p0.d, p0/z, z0.d, z1.d
mov	z1.d, x1
add	x1, x2, 512
usra	z1.d, z0.d, #52
asr	z2.d, z1.d, #4
add	z2.d, z2.d, #3
and	z2.d, z2.d, #0x3f
ptrue	p1.b, all
addvl	sp, sp, #-1
add	x4, x2, 1024
add	x5, x2, 1536
str	z8, [sp]
ld1d	z4.d, p1/z, [x2, z2.d, lsl 3]
ld1d	z5.d, p1/z, [x1, z2.d, lsl 3]
ld1d	z6.d, p1/z, [x4, z2.d, lsl 3]
ld1d	z24.d, p1/z, [x5, z2.d, lsl 3]
mov	x1, 1085
mov	z2.d, x1
and	z1.d, z1.d, #0xf
add	z1.d, z1.d, z2.d
movprfx	z2, z0
and	z2.d, z2.d, #0x800fffffffffffff
lsl	z1.d, z1.d, #52
orr	z1.d, z1.d, z2.d
fmul	z25.d, z1.d, z6.d
fmul	z3.d, z1.d, z4.d
ld1rqd	z8.d, p1/z, [x0]
fmul	z28.d, z1.d, z5.d
movprfx	z26, z25
fnmls	z26.d, p1/m, z1.d, z6.d
mov	z2.d, z25.d
adrp	x1, .LC0
movprfx	z25, z26
fmla	z25.d, p1/m, z1.d, z24.d
add	x1, x1, :lo12:.LC0
movprfx	z24, z28
fnmls	z24.d, p1/m, z1.d, z5.d
fnmsb	z1.d, p1/m, z4.d, z3.d
fmul	z3.d, z0.d, z8.d[0]
frinta	z3.d, p1/m, z3.d
movprfx	z5, z0
fmls	z5.d, z3.d, z8.d[1]
fadd	z30.d, z24.d, z2.d
ld1rd	z0.d, p1/z, [x0, 16]
fsub	z24.d, z30.d, z24.d
fmsb	z0.d, p1/m, z3.d, z5.d
add	x2, x2, 2048
ld1rd	z5.d, p1/z, [x1]
fcvtzs	z3.d, p1/m, z3.d
fsub	z2.d, z2.d, z24.d
adrp	x1, .LC1
fadd	z2.d, z2.d, z25.d
add	x1, x1, :lo12:.LC1
fmul	z2.d, z2.d, z5.d

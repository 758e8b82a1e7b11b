// optimized-routines math/aarch64/sve/acosh.c special_case (static), gcc 12 -O3 -march=armv9-a+sve2 -S (fcmlt with swapped vectors)
ptrue	p2.b, all
sel	z2.d, p0, z1.d, z2.d
addvl	sp, sp, #-1
adrp	x1, .LANCHOR0
mov	z26.d, z0.d
add	x1, x1, :lo12:.LANCHOR0
ld1rd	z1.d, p2/z, [x1, 192]
ld1rd	z0.d, p2/z, [x1, 168]
str	z8, [sp]
movprfx	z5, z2
fadd	z5.d, p1/m, z5.d, #1.0
ld1rd	z3.d, p2/z, [x1, 176]
ldr	w2, [x1, 184]
add	z3.d, z3.d, z5.d
lsr	z6.d, z3.d, #52
and	z3.d, z3.d, #0xfffff00000000
sub	z6.d, z6.d, z1.d
add	z3.d, z3.d, z0.d
scvtf	z6.d, p1/m, z6.d
movprfx	z1, z5
fsub	z1.d, p1/m, z1.d, #1.0
fcmne	p2.d, p1/z, z6.d, #0.0
fsubr	z1.d, p1/m, z1.d, z2.d
mov	z0.d, x2
ptest	p1, p2.b
and	z0.d, z0.d, z5.d
movprfx	z4.d, p2/z, z1.d
fdiv	z4.d, p2/m, z4.d, z5.d
orr	z3.d, z3.d, z0.d
fsub	z3.d, p1/m, z3.d, #1.0
b.any	.L2
sel	z3.d, p2, z3.d, z2.d
.L2:
ptrue	p2.b, all
add	x2, x1, 72
ld1rqd	z2.d, p2/z, [x2]
fmul	z5.d, z3.d, z3.d
ld1rd	z1.d, p2/z, [x1]
ld1rd	z0.d, p2/z, [x1, 8]
fmla	z1.d, z3.d, z2.d[0]
ld1rd	z7.d, p2/z, [x1, 16]
add	x2, x1, 88
fmla	z0.d, z3.d, z2.d[1]
ld1rqd	z2.d, p2/z, [x2]
fmad	z0.d, p1/m, z5.d, z1.d
fmla	z7.d, z3.d, z2.d[0]
ld1rd	z1.d, p2/z, [x1, 24]
add	x2, x1, 104
fmla	z1.d, z3.d, z2.d[1]
fmul	z2.d, z5.d, z5.d
fmad	z1.d, p1/m, z5.d, z7.d
ld1rqd	z7.d, p2/z, [x2]
fmad	z1.d, p1/m, z2.d, z0.d
ld1rd	z0.d, p2/z, [x1, 32]
fmla	z0.d, z3.d, z7.d[0]
ld1rd	z25.d, p2/z, [x1, 40]
add	x2, x1, 120
fmla	z25.d, z3.d, z7.d[1]
ld1rqd	z7.d, p2/z, [x2]
fmad	z25.d, p1/m, z5.d, z0.d
ld1rd	z0.d, p2/z, [x1, 48]
fmla	z0.d, z3.d, z7.d[0]
ld1rd	z24.d, p2/z, [x1, 56]
add	x2, x1, 136
fmla	z24.d, z3.d, z7.d[1]
fmul	z7.d, z2.d, z2.d
fmad	z24.d, p1/m, z5.d, z0.d
fmul	z0.d, z7.d, z7.d
fmad	z2.d, p1/m, z24.d, z25.d
fmad	z7.d, p1/m, z2.d, z1.d
ld1rqd	z1.d, p2/z, [x2]
ld1rd	z2.d, p2/z, [x1, 64]
add	x1, x1, 152
fmla	z2.d, z3.d, z1.d[0]
ld1rqd	z8.d, p2/z, [x1]
fmla	z2.d, z5.d, z1.d[1]
fmla	z3.d, z6.d, z8.d[1]
movprfx	z1, z4
fmla	z1.d, z6.d, z8.d[0]
fadd	z1.d, p1/m, z1.d, z3.d
ldr	z8, [sp]
fmad	z0.d, p1/m, z2.d, z7.d
ld1rd	z4.d, p2/z, [x0]
fmad	z0.d, p1/m, z5.d, z1.d
mov	z2.d, #9218868437227405312
fadd	z0.d, p0/m, z0.d, z4.d
fcmge	p1.d, p0/z, z26.d, z2.d
mov	z3.d, #9221120237041090560
fmov	z1.d, #1.0e+0
sel	z2.d, p1, z2.d, z3.d
fcmlt	p2.d, p0/z, z26.d, z1.d
addvl	sp, sp, #1
orr	p0.b, p0/z, p2.b, p1.b
sel	z0.d, p0, z2.d, z0.d
ret

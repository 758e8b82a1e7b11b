# Malformed SME operands: llvm-mca 22's messages, columns and carets.
ld1w {za0h.s[w11, 0]}, p0/z, [x0]
fmopa za4.s, p0/m, p1/m, z0.s, z1.s
msr svcrsm, #2
smstart xx
ldr za[w12, 3], [x0]
whilelo pn7.b, x0, x0, vlx2
fmopa za0.s, p8/m, p1/m, z0.s, z1.s
fmopa za0.s, p0/m, p1/m, z0.s
ld1w {za0h.s[w12, 4]}, p0/z, [x0]
ld1w {za4h.s[w12, 0]}, p0/z, [x0]
ld1w {za0h.s[w12, 0]}, p0/z, [x0, x1, lsl #3]
st1w {za0h.s[w12, 0]}, p0/z, [x0]
mov {z1.s, z2.s}, za0h.s[w12, 0:1]
fmla za.s[w8, 8, vgx2], {z0.s, z1.s}, {z2.s, z3.s}
smlall za.s[w8, 1:4], z0.b, z1.b
zero {za8.d}
ldr za[w12, 16], [x0, #16, mul vl]
luti4 {z0.b - z3.b}, zt1, {z4, z5}
ld1w {z0.s, z8.s}, pn7/z, [x0]
stnt1h { z20.h, z23.h, z27.h, z31.h }, pn12, [sp, #0, mul vl]
umin { z20.s - z23.s }, { z20.s - z23.s }, z14.b
uqcvt z29.h, { z26.s
smop4a za1.s, { z8.h, z9.h }, z22.b

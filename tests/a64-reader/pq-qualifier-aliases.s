// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -instruction-tables
// governing predicates whose qualifier no form takes: mov/fmov aliases, z- vs p-register forms, FP literals LLVM's parser does not expect
fadd z0.d, p0, z0.d, #0.5
fmul z0.s, p1, z0.s, #2.0
fmaxnm z0.h, p0, z0.h, #1.0
fsub z0.d, p0/z, z0.d, #1.0
fcpy z0.d, p0, #1.0
fmov z0.d, p0, #1.0
fsubr z0.d, p0, z0.d, #0.5
fmov z0.d, p0/z, #1.0
fadd z0.d, p0, z0.d, z1.d
fsub z0.d, p0, z0.d, #1
fsub z0.d, p0, z0.d, #0x3
mov p0.b, p1/m, p2.b
mov p0.b, p1/z, p2.b
mov p0.b, p1, p2.b
mov z0.d, p1/m, z2.d
mov z0.d, p1/z, z2.d
mov z0.d, p1/z, #1
mov z0.d, p1, #1
mov z0.d, p1, x0
fmov z0.d, p1/z, #1.0
fmov z0.d, p1, #0.0
mov z0.b, p0/z, p1.b
and p0.b, p4, p6.b, p0.b
fmov z4.s, p1/z, #2.00000000
mov z1.d, p2, z5.d
fsub z3.d, p0, z3.d, z4.d
eor z0.s, p0/z, z0.s, z2.s
mov z0.s, p4/z, z6.s
fsubr z2.s, p0/z, z2.s, z3.s
movprfx z4.d, p1/m, z0.d
fsub z3.s, p0/z, z3.s, z0.s
fsub z6.d, p0/z, z6.d, #1.0
mov z3.s, p0, z5.s
fsub z24.d, p1/z, z24.d, #1.0
fsub z5.d, p0/z, z5.d, z1.d
fsub z0.d, p0, z0.d, #1.0
fcmne p0.s, p0, z1.s, z0.s
and p7.b, p6/m, p6.b, p0.b
fsub z5.d, p0/z, z5.d, #1.0
mov z4.s, p3, z5.s
fcmne p2.d, p1, z6.d, #0.0
mov z7.d, p3/z, x0
fsub z3.s, p1, z3.s, #1.0
fsub z1.d, p1, z1.d, #1.0
fsub z0.d, p1/z, z0.d, z2.d
movprfx z4.d, p2, z1.d
fsub z2.d, p0, z2.d, z1.d
eor z2.s, p2, z2.s, z7.s
fsubr z3.d, p5/z, z3.d, z2.d
mov z2.s, p4, z3.s
mov z2.d, p3, z1.d
mov z4.s, p1/z, z5.s
fsub z1.d, p2/z, z1.d, z4.d
fcmne p1.d, p0, z0.d, z2.d
fsub z1.s, p0/z, z1.s, z4.s
mov z1.d, p0, z3.d
and p5.b, p1/m, p5.b, p3.b
mov z1.d, p2/z, z3.d

// gcc-sve: loop of 14 instructions at 0x310 (sve), llvm-objdump -d of gcc-sve.o
.Lloop:
punpklo	p3.h, p0.b
punpkhi	p2.h, p0.b
ld1d	{ z1.d }, p3/z, [x1, x5, lsl #3]
ld1d	{ z0.d }, p2/z, [x8, x5, lsl #3]
ucvtf	z1.d, p1/m, z1.d
ucvtf	z0.d, p1/m, z0.d
st1d	{ z1.d }, p3, [x0, x5, lsl #3]
st1d	{ z0.d }, p2, [x6, x5, lsl #3]
ld1w	{ z0.s }, p0/z, [x3, x5, lsl #2]
fcvtzu	z0.s, p1/m, z0.s
st1w	{ z0.s }, p0, [x2, x5, lsl #2]
add	x5, x5, x7
whilelo	p0.s, x5, x4
b.ne	.Lloop

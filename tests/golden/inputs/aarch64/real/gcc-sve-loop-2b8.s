// gcc-sve: loop of 14 instructions at 0x2b8 (sve), llvm-objdump -d of gcc-sve.o
.Lloop:
ld1w	{ z1.s }, p0/z, [x1, x5, lsl #2]
punpklo	p3.h, p0.b
punpkhi	p2.h, p0.b
ld1d	{ z0.d }, p3/z, [x2, x5, lsl #3]
ld1d	{ z2.d }, p2/z, [x7, x5, lsl #3]
fcvtzs	z0.s, p1/m, z0.d
fcvtzs	z2.s, p1/m, z2.d
scvtf	z1.s, p1/m, z1.s
uzp1	z0.s, z0.s, z2.s
st1w	{ z1.s }, p0, [x0, x5, lsl #2]
st1w	{ z0.s }, p0, [x3, x5, lsl #2]
add	x5, x5, x6
whilelo	p0.s, x5, x4
b.ne	.Lloop

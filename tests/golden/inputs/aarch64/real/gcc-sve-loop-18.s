// gcc-sve: loop of 7 instructions at 0x18 (sve), llvm-objdump -d of gcc-sve.o
.Lloop:
ld1w	{ z1.s }, p0/z, [x1, x4, lsl #2]
ld1w	{ z0.s }, p0/z, [x2, x4, lsl #2]
fmad	z0.s, p1/m, z2.s, z1.s
st1w	{ z0.s }, p0, [x0, x4, lsl #2]
add	x4, x4, x5
whilelo	p0.s, x4, x3
b.ne	.Lloop

// gcc-sve: loop of 8 instructions at 0x10 (sve), llvm-objdump -d of gcc-sve.o
.Lloop:
whilelo	p0.s, x3, x2
ld1w	{ z1.s }, p0/z, [x0, x3, lsl #2]
ld1w	{ z2.s }, p0/z, [x1, x3, lsl #2]
fmla	z1.s, p0/m, z2.s, z0.s
st1w	{ z1.s }, p0, [x0, x3, lsl #2]
add	x3, x3, x4
cmp	x2, x3
b.hi	.Lloop

// gcc-sve: loop of 8 instructions at 0x6c8 (sve), llvm-objdump -d of gcc-sve.o
.Lloop:
ld1w	{ z0.s }, p0/z, [x0, x3, lsl #2]
ld1w	{ z1.s }, p0/z, [x1, x3, lsl #2]
sub	z0.s, z0.s, z1.s
abs	z0.s, p1/m, z0.s
st1w	{ z0.s }, p0, [x0, x3, lsl #2]
add	x3, x3, x4
whilelo	p0.s, x3, x2
b.ne	.Lloop

// gcc-sve2: loop of 10 instructions at 0x398 (sve), llvm-objdump -d of gcc-sve2.o
.Lloop:
ld1w	{ z0.s }, p0/z, [x0, x3, lsl #2]
ld1w	{ z1.s }, p0/z, [x1, x3, lsl #2]
lsr	z2.s, z0.s, #0x7
and	z1.s, z1.s, #0x1f
lsl	z0.s, p1/m, z0.s, z1.s
orr	z0.d, z0.d, z2.d
st1w	{ z0.s }, p0, [x0, x3, lsl #2]
incw	x3
whilelo	p0.s, x3, x2
b.ne	.Lloop

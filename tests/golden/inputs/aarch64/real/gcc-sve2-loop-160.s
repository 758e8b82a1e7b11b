// gcc-sve2: loop of 5 instructions at 0x160 (sve), llvm-objdump -d of gcc-sve2.o
.Lloop:
ld1w	{ z1.s }, p0/z, [x0, x2, lsl #2]
incw	x2
fadda	s0, p0, s0, z1.s
whilelo	p0.s, x2, x1
b.ne	.Lloop

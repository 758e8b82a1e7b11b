// gcc-sve2: loop of 8 instructions at 0xc0 (sve), llvm-objdump -d of gcc-sve2.o
.Lloop:
whilelo	p0.b, x2, x1
ld1b	{ z0.b }, p0/z, [x4, x2]
incb	x2
cmpeq	p1.b, p0/z, z0.b, #0x0
cntp	x3, p0, p1.b
add	x0, x0, x3
cmp	x1, x2
b.hi	.Lloop

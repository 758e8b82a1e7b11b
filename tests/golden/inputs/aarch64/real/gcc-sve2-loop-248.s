// gcc-sve2: loop of 8 instructions at 0x248 (sve), llvm-objdump -d of gcc-sve2.o
.Lloop:
ld1d	{ z1.d }, p0/z, [x0, x3, lsl #3]
ld1d	{ z0.d }, p0/z, [x1, x3, lsl #3]
asr	z2.d, z1.d, #0x3
mad	z0.d, p1/m, z1.d, z2.d
st1d	{ z0.d }, p0, [x0, x3, lsl #3]
incd	x3
whilelo	p0.d, x3, x2
b.ne	.Lloop

// gcc-sve: loop of 8 instructions at 0x278 (sve), llvm-objdump -d of gcc-sve.o
.Lloop:
ld1d	{ z1.d }, p0/z, [x0, x3, lsl #3]
ld1d	{ z0.d }, p0/z, [x1, x3, lsl #3]
asr	z2.d, z1.d, #0x3
mad	z0.d, p1/m, z1.d, z2.d
st1d	{ z0.d }, p0, [x0, x3, lsl #3]
add	x3, x3, x4
whilelo	p0.d, x3, x2
b.ne	.Lloop

// gcc-sve: loop of 9 instructions at 0x840 (sve), llvm-objdump -d of gcc-sve.o
.Lloop:
ld1b	{ z0.b }, p0/z, [x0, x3]
ld1b	{ z1.b }, p0/z, [x1, x3]
cmpne	p1.b, p2/z, z0.b, z1.b
movprfx	z0.b, p1/z, z0.b
umin	z0.b, p1/m, z0.b, z1.b
st1b	{ z0.b }, p0, [x0, x3]
whilelo	p0.b, x3, x4
add	x3, x3, x5
b.ne	.Lloop

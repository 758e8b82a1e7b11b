// libopenblas: loop of 11 instructions at 0x8467a0 (sve), llvm-objdump -d of libopenblasp-r0.3.21.so
.Lloop:
ld1w	{ z2.s }, p0/z, [x2, x0, lsl #2]
fmul	z0.s, z4.s, z2.s
revw	z0.d, p1/m, z0.d
movprfx	z1, z0
fmla	z1.s, p1/m, z2.s, z3.s
movprfx	z1.s, p2/m, z0.s
fnmls	z1.s, p2/m, z2.s, z3.s
st1w	{ z1.s }, p0, [x2, x0, lsl #2]
add	x0, x0, x3
whilelo	p0.s, x0, x4
b.ne	.Lloop

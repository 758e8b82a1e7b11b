// libopenblas: loop of 8 instructions at 0x846850 (sve), llvm-objdump -d of libopenblasp-r0.3.21.so
.Lloop:
ld1w	{ z0.s }, p0/z, [x2, x1, lsl #2]
fmul	z1.s, z3.s, z0.s
fmul	z0.s, z0.s, z2.s
fcadd	z1.s, p1/m, z1.s, z0.s, #90
st1w	{ z1.s }, p0, [x2, x1, lsl #2]
add	x1, x1, x3
whilelo	p0.s, x1, x4
b.ne	.Lloop

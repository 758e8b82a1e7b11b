// libopenblas: loop of 8 instructions at 0x846a80 (sve), llvm-objdump -d of libopenblasp-r0.3.21.so
.Lloop:
ld1w	{ z1.s }, p0/z, [x2, x0, lsl #2]
fmul	z2.s, z4.s, z1.s
revw	z2.d, p1/m, z2.d
fmad	z1.s, p1/m, z3.s, z2.s
st1w	{ z1.s }, p0, [x2, x0, lsl #2]
add	x0, x0, x3
whilelo	p0.s, x0, x4
b.ne	.Lloop

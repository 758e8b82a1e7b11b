// libopenblas: loop of 6 instructions at 0x7e0c88 (sve), llvm-objdump -d of libopenblasp-r0.3.21.so
.Lloop:
ld1w	{ z0.s }, p0/z, [x4, x0, lsl #2]
fmul	z0.s, z1.s, z0.s
st1w	{ z0.s }, p0, [x4, x0, lsl #2]
add	x0, x0, x3
whilelo	p0.s, x0, x2
b.ne	.Lloop

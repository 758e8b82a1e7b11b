// libopenblas: loop of 12 instructions at 0x7e0d80 (sve), llvm-objdump -d of libopenblasp-r0.3.21.so
.Lloop:
mov	x1, #0x0
mov	p0.b, p2.b
ld1w	{ z0.s }, p0/z, [x4, x1, lsl #2]
fmul	z0.s, z1.s, z0.s
st1w	{ z0.s }, p0, [x4, x1, lsl #2]
add	x1, x1, x3
whilelo	p0.s, x1, x2
b.ne	.Ltgt
add	x0, x0, #0x1
add	x4, x4, x21
cmp	x20, x0
b.gt	.Lloop

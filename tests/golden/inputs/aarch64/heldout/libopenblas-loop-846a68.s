// libopenblas: loop of 18 instructions at 0x846a68 (sve), llvm-objdump -d of libopenblasp-r0.3.21.so
.Lloop:
fmov	s3, s0
mov	x0, #0x0
mov	z4.d, z5.d
mov	p0.b, p2.b
mov	v3.s[1], v6.s[0]
mov	z3.d, d3
ld1w	{ z1.s }, p0/z, [x2, x0, lsl #2]
fmul	z2.s, z4.s, z1.s
revw	z2.d, p1/m, z2.d
fmad	z1.s, p1/m, z3.s, z2.s
st1w	{ z1.s }, p0, [x2, x0, lsl #2]
add	x0, x0, x3
whilelo	p0.s, x0, x4
b.ne	.Ltgt
add	x5, x5, #0x1
add	x2, x2, x6
cmp	x1, x5
b.gt	.Lloop

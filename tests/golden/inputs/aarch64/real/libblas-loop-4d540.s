// libblas: loop of 13 instructions at 0x4d540 (neon), llvm-objdump -d of libblas.so.3.11.0
.Lloop:
add	x1, x0, x3
ldr	q1, [x0]
ldr	d0, [x1, x6]
ldr	d4, [x1, x5]
fmul	d2, d5, d0
fmul	d0, d3, d0
fnmsub	d0, d5, d4, d0
fmadd	d2, d3, d4, d2
mov	v0.d[1], v2.d[0]
fsub	v0.2d, v1.2d, v0.2d
str	q0, [x0], #0x10
cmp	x0, x4
b.ne	.Lloop

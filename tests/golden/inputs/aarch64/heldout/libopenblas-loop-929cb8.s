// libopenblas: loop of 11 instructions at 0x929cb8 (neon), llvm-objdump -d of libopenblasp-r0.3.21.so
.Lloop:
cmp	x4, x3
b.ne	.Ltgt
ldr	q0, [x6, #0x10]
add	x3, x3, #0x2
str	q4, [x1]
cmp	x3, x8
add	x6, x6, #0x20
stp	q0, q4, [x1, #0x20]
add	x7, x7, #0x20
add	x1, x1, #0x40
b.ne	.Lloop

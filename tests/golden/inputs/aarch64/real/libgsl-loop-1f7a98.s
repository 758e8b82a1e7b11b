// libgsl: loop of 6 instructions at 0x1f7a98 (neon), llvm-objdump -d of libgsl.so.27.0.0
.Lloop:
ldr	q0, [x19]
ldr	q1, [sp, #0x20]
bl	.Ltgt
str	q0, [x19], #0x10
cmp	x19, x20
b.ne	.Lloop

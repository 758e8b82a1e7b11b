// libgsl: loop of 22 instructions at 0x1a40a0 (neon), llvm-objdump -d of libgsl.so.27.0.0
.Lloop:
ldrb	w0, [x20]
add	x19, x19, #0x1
add	x20, x20, x22
scvtf	d0, w0
fsub	d0, d0, d8
bl	.Ltgt
mov	v1.16b, v0.16b
bl	.Ltgt
ldr	q1, [sp, #0x40]
bl	.Ltgt
str	q0, [sp, #0x50]
mov	x0, x19
bl	.Ltgt
mov	v1.16b, v0.16b
ldr	q0, [sp, #0x50]
bl	.Ltgt
mov	v1.16b, v0.16b
ldr	q0, [sp, #0x40]
bl	.Ltgt
str	q0, [sp, #0x40]
cmp	x21, x19
b.ne	.Lloop

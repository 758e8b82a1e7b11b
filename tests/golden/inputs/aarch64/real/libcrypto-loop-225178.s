// libcrypto: loop of 38 instructions at 0x225178 (neon), llvm-objdump -d of libcrypto.so.3
.Lloop:
adrp	x1, .Ltgt
ldr	x1, [x1, #0x890]
ldr	x3, [sp, #0x28]
ldr	x2, [x1]
subs	x3, x3, x2
mov	x2, #0x0
b.ne	.Ltgt
ldp	x29, x30, [sp, #0x30]
ldp	x19, x20, [sp, #0x40]
ldp	x21, x22, [sp, #0x50]
ldr	x23, [sp, #0x60]
add	sp, sp, #0x70
mov	x1, #0x0
mov	x2, #0x0
mov	x3, #0x0
mov	x4, #0x0
mov	x5, #0x0
mov	x6, #0x0
mov	x16, #0x0
mov	x17, #0x0
ret
mov	x3, x23
add	x2, sp, #0x8
add	x1, sp, #0x10
mov	x0, x22
bl	.Ltgt
cbz	w0, .Ltgt
ldr	x0, [sp, #0x8]
cmp	x0, #0x10
b.ne	.Ltgt
mov	x0, x22
bl	.Ltgt
ldr	q0, [x19]
mov	w0, #0x1
ldr	q1, [sp, #0x10]
eor	v0.16b, v0.16b, v1.16b
str	q0, [x19]
b	.Lloop

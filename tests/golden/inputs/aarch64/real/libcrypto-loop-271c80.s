// libcrypto: loop of 30 instructions at 0x271c80 (neon), llvm-objdump -d of libcrypto.so.3
.Lloop:
adrp	x1, .Ltgt
ldr	x1, [x1, #0x890]
ldr	x3, [sp, #0xa8]
ldr	x2, [x1]
subs	x3, x3, x2
mov	x2, #0x0
b.ne	.Ltgt
ldp	x29, x30, [sp, #0xb0]
ldp	x19, x20, [sp, #0xc0]
add	sp, sp, #0xe0
mov	x1, #0x0
mov	x2, #0x0
mov	x3, #0x0
mov	x4, #0x0
mov	x5, #0x0
mov	x6, #0x0
mov	x8, #0x0
mov	x16, #0x0
mov	x17, #0x0
ret
ldr	x3, [x19]
mov	w0, #0x1
ldr	x3, [x3, #0x20]
cbz	x3, .Lloop
ldp	q0, q1, [x2]
mov	x2, sp
ldr	x0, [x19, #0x10]
stp	q0, q1, [x2]
blr	x3
b	.Lloop

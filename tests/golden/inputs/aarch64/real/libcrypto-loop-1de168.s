// libcrypto: loop of 20 instructions at 0x1de168 (neon), llvm-objdump -d of libcrypto.so.3
.Lloop:
mov	x2, x19
ldr	x0, [x20]
ldr	x1, [x20, #0xa8]
bl	.Ltgt
ldp	x21, x22, [sp, #0x110]
ldp	x23, x24, [sp, #0x120]
b	.Ltgt
tbnz	w7, #0x1f, .Ltgt
mov	x21, sp
add	x1, sp, #0x3c
mov	x8, x21
adrp	x0, .Ltgt
add	x0, x0, #0x718
str	w7, [sp, #0x3c]
bl	.Ltgt
ldp	q0, q1, [x21]
ldr	x0, [x21, #0x20]
str	x0, [x19, #0x20]
stp	q0, q1, [x19]
b	.Lloop

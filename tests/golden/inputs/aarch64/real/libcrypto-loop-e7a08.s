// libcrypto: loop of 11 instructions at 0xe7a08 (neon), llvm-objdump -d of libcrypto.so.3
.Lloop:
mov	x0, #0x0
b	.Ltgt
ldr	q0, [x23]
stur	q0, [x20, #0x28]
b	.Ltgt
str	x23, [x20, #0x58]
b	.Ltgt
ldr	q0, [x23]
stur	q0, [x20, #0x38]
b	.Ltgt
cbz	x21, .Lloop

// libcrypto: loop of 33 instructions at 0x27d63c (base), llvm-objdump -d of libcrypto.so.3
.Lloop:
ldr	x21, [sp, #0x20]
mov	x0, x19
ldp	x19, x20, [sp, #0x10]
ldp	x29, x30, [sp], #0x30
mov	x1, #0x0
mov	x2, #0x0
mov	x16, #0x0
mov	x17, #0x0
ret
bl	.Ltgt
mov	x20, x0
cbnz	x0, .Ltgt
bl	.Ltgt
mov	x20, x0
b	.Ltgt
bl	.Ltgt
mov	x19, #0x0
adrp	x2, .Ltgt
add	x2, x2, #0x2e8
mov	x0, x21
add	x2, x2, #0x38
mov	w1, #0x1c
bl	.Ltgt
mov	w1, #0x100
mov	x2, #0x0
movk	w1, #0xc, lsl #16
mov	w0, #0x28
bl	.Ltgt
b	.Lloop
mov	x0, x19
mov	x19, #0x0
bl	.Ltgt
b	.Lloop

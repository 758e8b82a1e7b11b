// libcrypto: loop of 28 instructions at 0x15cd70 (base), llvm-objdump -d of libcrypto.so.3
.Lloop:
ldr	x1, [x0, #0xa8]
cbz	x1, .Ltgt
mov	w0, #0x1
mov	x1, #0x0
mov	x16, #0x0
mov	x17, #0x0
ret
stp	x29, x30, [sp, #-0x20]!
mov	x29, sp
str	x19, [sp, #0x10]
bl	.Ltgt
mov	x19, x0
bl	.Ltgt
cmp	x19, x0
ldr	x19, [sp, #0x10]
cset	w0, ne
ldp	x29, x30, [sp], #0x20
mov	x1, #0x0
mov	x16, #0x0
mov	x17, #0x0
ret
stp	x29, x30, [sp, #-0x30]!
mov	x29, sp
stp	x19, x20, [sp, #0x10]
mov	x20, x0
str	x21, [sp, #0x20]
mov	w21, w1
bl	.Lloop

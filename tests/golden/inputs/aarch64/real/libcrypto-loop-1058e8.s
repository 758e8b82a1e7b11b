// libcrypto: loop of 13 instructions at 0x1058e8 (base), llvm-objdump -d of libcrypto.so.3
.Lloop:
ldp	x19, x20, [sp, #0x10]
mov	w0, w21
ldr	x21, [sp, #0x20]
ldp	x29, x30, [sp], #0x30
mov	x1, #0x0
mov	x2, #0x0
mov	x16, #0x0
mov	x17, #0x0
ret
mov	w0, w19
bl	.Ltgt
cbnz	w0, .Ltgt
cbnz	w19, .Lloop

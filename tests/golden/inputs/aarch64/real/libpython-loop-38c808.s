// libpython: loop of 22 instructions at 0x38c808 (base), llvm-objdump -d of libpython3.11.so.1.0
.Lloop:
bl	.Ltgt
ldp	x19, x20, [sp, #0x10]
ldp	x29, x30, [sp], #0xf0
ret
add	x19, sp, #0x60
mov	w0, #0x0
mov	x1, x19
bl	.Ltgt
cbnz	w0, .Ltgt
mov	x1, x19
add	x0, sp, #0x28
bl	.Ltgt
tbnz	w0, #0x1f, .Ltgt
add	x1, sp, #0x70
add	x0, sp, #0x40
bl	.Ltgt
tbnz	w0, #0x1f, .Ltgt
ldr	x0, [sp, #0x28]
ldr	x1, [sp, #0x40]
add	x0, x0, x1
str	x0, [sp, #0x20]
b	.Lloop

// libgsl: loop of 35 instructions at 0xc8bb0 (fp), llvm-objdump -d of libgsl.so.27.0.0
.Lloop:
adrp	x1, .Ltgt
ldr	x1, [x1, #0xd08]
ldr	x3, [sp, #0xc8]
ldr	x2, [x1]
subs	x3, x3, x2
mov	x2, #0x0
b.ne	.Ltgt
ldp	x23, x24, [sp, #0x30]
ldp	x25, x26, [sp, #0x40]
ldp	x29, x30, [sp], #0xd0
ret
adrp	x1, .Ltgt
adrp	x0, .Ltgt
add	x1, x1, #0xd68
add	x0, x0, #0x768
mov	w3, #0x13
mov	w2, #0x1c4
bl	.Ltgt
ldp	x19, x20, [sp, #0x10]
mov	w0, #0x13
b	.Lloop
adrp	x1, .Ltgt
adrp	x0, .Ltgt
add	x1, x1, #0xd68
add	x0, x0, #0xc30
mov	w3, #0x14
mov	w2, #0x1c0
bl	.Ltgt
mov	w0, #0x14
b	.Lloop
ldp	x19, x20, [sp, #0x10]
ldp	x21, x22, [sp, #0x20]
ldp	x27, x28, [sp, #0x50]
ldr	d8, [sp, #0x60]
b	.Lloop

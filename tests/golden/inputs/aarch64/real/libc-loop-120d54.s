// libc: loop of 40 instructions at 0x120d54 (fp), llvm-objdump -d of libc.so.6
.Lloop:
mov	x1, x21
mov	x0, x20
bl	.Ltgt
ldr	x0, [x19, #0x100]
adrp	x3, .Ltgt
mov	x2, x21
add	x3, x3, #0xaf0
mov	x1, x20
mov	x4, #0x11
bl	.Ltgt
cbz	w0, .Ltgt
mov	x0, #0x28
bl	.Ltgt
mov	x1, x0
cbz	x0, .Ltgt
ldr	x2, [x19, #0xf8]
mov	w0, #0x0
str	x23, [x1]
str	d8, [x1, #0x8]
ldr	d8, [sp, #0x50]
stp	x22, x24, [x1, #0x10]
ldp	x21, x22, [sp, #0x30]
str	x2, [x1, #0x20]
ldp	x23, x24, [sp, #0x40]
str	x1, [x19, #0xf8]
adrp	x1, .Ltgt
ldr	x1, [x1, #0xe68]
ldr	x3, [sp, #0x8]
ldr	x2, [x1]
subs	x3, x3, x2
mov	x2, #0x0
b.ne	.Ltgt
ldp	x29, x30, [sp, #0x10]
ldp	x19, x20, [sp, #0x20]
add	sp, sp, #0x60
ret
mov	w0, #-0x1
bl	.Ltgt
str	x0, [x19, #0x100]
cbnz	x0, .Lloop

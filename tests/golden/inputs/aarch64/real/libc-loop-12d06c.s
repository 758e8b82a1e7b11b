// libc: loop of 26 instructions at 0x12d06c (base), llvm-objdump -d of libc.so.6
.Lloop:
mov	w19, #-0x1
adrp	x0, .Ltgt
ldr	x0, [x0, #0xe68]
ldr	x2, [sp, #0x448]
ldr	x1, [x0]
subs	x2, x2, x1
mov	x1, #0x0
b.ne	.Ltgt
add	sp, sp, #0x450
mov	w0, w19
ldp	x19, x20, [sp, #0x10]
ldp	x21, x22, [sp, #0x20]
ldp	x23, x24, [sp, #0x30]
ldp	x25, x26, [sp, #0x40]
ldr	x27, [sp, #0x50]
ldp	x29, x30, [sp], #0x60
ret
bl	.Ltgt
ldr	x1, [sp, #0x30]
mov	w2, #0xd
str	w2, [x0]
cmp	x1, x26
b.eq	.Lloop
mov	x0, x1
bl	.Ltgt
b	.Lloop

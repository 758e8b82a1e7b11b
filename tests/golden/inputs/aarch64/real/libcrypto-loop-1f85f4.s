// libcrypto: loop of 38 instructions at 0x1f85f4 (neon), llvm-objdump -d of libcrypto.so.3
.Lloop:
ldur	q0, [x19, #0x78]
stur	q0, [x20, #0x78]
ldr	x0, [x19, #0x90]
cbz	x0, .Ltgt
bl	.Ltgt
ldr	x0, [x19, #0x90]
str	x0, [x20, #0x90]
ldr	x0, [x19, #0x78]
cbz	x0, .Ltgt
ldr	x2, [x0, #0x10]
mov	x1, x19
mov	x0, x20
blr	x2
cmp	w0, #0x0
b.le	.Ltgt
ldp	x21, x22, [sp, #0x30]
adrp	x0, .Ltgt
ldr	x0, [x0, #0x890]
ldr	x2, [sp, #0x8]
ldr	x1, [x0]
subs	x2, x2, x1
mov	x1, #0x0
b.ne	.Ltgt
ldp	x29, x30, [sp, #0x10]
mov	x0, x20
ldp	x19, x20, [sp, #0x20]
add	sp, sp, #0x40
mov	x1, #0x0
mov	x2, #0x0
mov	x3, #0x0
mov	x16, #0x0
mov	x17, #0x0
ret
sub	w1, w0, #0x1, lsl #12
tst	w1, #0xffffefff
b.eq	.Ltgt
cmp	w0, #0x400
b.ne	.Lloop

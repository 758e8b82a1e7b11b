// libz: loop of 20 instructions at 0x12f38 (base), llvm-objdump -d of libz.so.1.2.13
.Lloop:
ldr	x0, [x19, #0x10]
ldr	x1, [x19, #0x30]
str	x1, [x23]
str	w22, [x23, #0x8]
add	x0, x0, x20
str	x0, [x19, #0x10]
mov	w1, #0x0
mov	x0, x19
bl	.Ltgt
cmn	w0, #0x1
b.eq	.Ltgt
subs	x21, x21, x20
b.eq	.Ltgt
ldr	w22, [x19, #0x28]
mov	w20, w22
cmp	x21, x20
b.ge	.Lloop
mov	w22, w21
and	x20, x21, #0xffffffff
b	.Lloop

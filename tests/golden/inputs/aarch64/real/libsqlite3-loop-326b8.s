// libsqlite3: loop of 24 instructions at 0x326b8 (base), llvm-objdump -d of libsqlite3.so.0.8.6
.Lloop:
mov	w22, #0x0
mov	w0, w22
ldp	x21, x22, [sp, #0x20]
ldp	x29, x30, [sp], #0x40
ret
ldr	w0, [x19, #0x4]
cmp	w0, #0x3d
b.hi	.Ltgt
add	x2, x2, #0x4
add	w0, w0, #0x1
str	w0, [x19, #0x4]
str	w21, [x19, x2, lsl #2]
ldp	x19, x20, [sp, #0x10]
b	.Lloop
lsr	w1, w20, #3
and	w20, w20, #0x7
add	x1, x19, x1
mov	w0, #0x1
lsl	w0, w0, w20
ldrb	w2, [x1, #0x10]
orr	w0, w0, w2
strb	w0, [x1, #0x10]
ldp	x19, x20, [sp, #0x10]
b	.Lloop

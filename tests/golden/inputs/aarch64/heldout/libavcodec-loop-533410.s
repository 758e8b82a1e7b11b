// libavcodec: loop of 34 instructions at 0x533410 (neon), llvm-objdump -d of libavcodec.so.59.37.100
.Lloop:
cmp	w0, w13
csel	w22, w22, w8, hs
csel	w13, w13, w0, hs
cmp	w20, w0
b.le	.Ltgt
cmp	x11, x7
b.eq	.Ltgt
ldr	q0, [x7]
str	q0, [x11]
ldur	q0, [x7, #0xc]
stur	q0, [x11, #0xc]
ldr	w4, [x11, #0x14]
cmp	w4, #0x10
b.hi	.Ltgt
ubfiz	x5, x8, #3, #32
add	w4, w4, #0x1
sub	x5, x5, w8, uxtw
add	x7, sp, #0x1d0
str	w4, [x11, #0x14]
add	x5, x7, x5, lsl #2
add	x4, x5, w4, sxtw
sturb	w8, [x4, #-0x98]
mov	w20, w0
str	w0, [x11, #0x18]
cbnz	w23, .Ltgt
mov	x7, x16
mov	w23, #0x1
b	.Ltgt
umaddl	x4, w8, w18, x4
ldr	w5, [x5, #0x8]
ldr	w4, [x4, #0x8]
cmp	w4, w5
b.ne	.Ltgt
b	.Lloop

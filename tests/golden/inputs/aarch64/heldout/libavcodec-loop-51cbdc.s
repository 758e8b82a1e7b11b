// libavcodec: loop of 38 instructions at 0x51cbdc (base), llvm-objdump -d of libavcodec.so.59.37.100
.Lloop:
cmp	w3, #0x0
mov	w0, #0x2
csel	w1, w1, w2, eq
csinc	w0, w0, wzr, eq
str	w1, [x4, #0x88]
str	w0, [x4, #0x150]
b	.Ltgt
sub	w0, w0, #0x1
cmp	w19, w0
b.ls	.Ltgt
mov	w0, #0x2100
movk	w0, #0x2211, lsl #16
cmp	w19, w0
b.eq	.Ltgt
add	w0, w0, #0x100
cmp	w19, w0
b.eq	.Ltgt
b	.Ltgt
mov	w0, #0x1100
movk	w0, #0x1411, lsl #16
cmp	w19, w0
b.eq	.Ltgt
mov	w0, #0x1200
movk	w0, #0x1412, lsl #16
cmp	w19, w0
b.ne	.Ltgt
ldr	x1, [x27, #0x400]
mov	x0, #0x51
ldr	w3, [x27, #0x3b4]
movk	x0, #0x46, lsl #32
cmp	x1, x0
b.eq	.Ltgt
cmp	w3, #0x8
b.gt	.Ltgt
ldr	w3, [x27, #0x8b4]
mov	w1, #0x20
mov	w2, #0x1f
b	.Lloop

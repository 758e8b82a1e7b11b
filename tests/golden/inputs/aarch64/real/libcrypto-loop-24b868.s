// libcrypto: loop of 34 instructions at 0x24b868 (neon), llvm-objdump -d of libcrypto.so.3
.Lloop:
ldrb	w6, [x24], #0x1
add	w1, w19, #0x1
ldrb	w2, [x20, w19, sxtw]
sub	x0, x27, x24
eor	w6, w6, w2
and	w6, w6, #0xff
strb	w6, [x23], #0x1
strb	w6, [x20, w19, sxtw]
and	w19, w1, #0x7
cmn	x0, x26
b.eq	.Ltgt
cbnz	w19, .Lloop
ldr	d0, [x20]
mov	x1, x21
mov	x0, x25
ushll	v0.2d, v0.2s, #0x0
str	q0, [sp]
bl	.Ltgt
ldp	d0, d1, [sp]
ushr	d2, d0, #0x8
ushr	d6, d0, #0x10
ushr	d5, d0, #0x18
ushr	d4, d1, #0x8
ushr	d3, d1, #0x10
mov	v0.b[1], v2.b[0]
ushr	d2, d1, #0x18
mov	v0.b[2], v6.b[0]
mov	v0.b[3], v5.b[0]
mov	v0.b[4], v1.b[0]
mov	v0.b[5], v4.b[0]
mov	v0.b[6], v3.b[0]
mov	v0.b[7], v2.b[0]
str	d0, [x20]
b	.Lloop

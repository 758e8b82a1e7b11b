// libavcodec: loop of 39 instructions at 0x64a814 (fp), llvm-objdump -d of libavcodec.so.59.37.100
.Lloop:
cmp	w5, #0x1
b.ne	.Ltgt
ldr	w2, [x3, #0x1b0]
mov	w3, #0x76
ldr	d1, [x0, #0x1c58]
mul	w2, w2, w3
scvtf	d3, w2
fadd	d2, d3, d1
fcmpe	d0, d2
b.gt	.Ltgt
fsub	d1, d1, d3
fcmpe	d0, d1
b.mi	.Ltgt
str	d0, [x4, #0x58]
b	.Ltgt
fcvt	d0, s0
ldr	s2, [x3, #0xa8]
fmov	d3, #1.00000000
fcvt	d2, s2
fmul	d0, d0, d1
fadd	d2, d0, d2
fcmpe	d2, d3
b.mi	.Ltgt
ldr	w1, [x3, #0x1b0]
mov	w2, #0x76
ldr	d3, [x0, #0x1c68]
mul	w1, w1, w2
scvtf	d1, w1
fadd	d0, d1, d3
fcmpe	d0, d2
b.mi	.Ltgt
fsub	d0, d3, d1
fcmpe	d2, d0
b.mi	.Ltgt
fmov	d0, d2
str	d2, [x4, #0x68]
b	.Ltgt
fmov	d0, d2
b	.Lloop

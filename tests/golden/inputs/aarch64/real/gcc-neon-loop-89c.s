// gcc-neon: loop of 23 instructions at 0x89c (neon), llvm-objdump -d of gcc-neon.o
.Lloop:
sub	x2, x2, x3
cmp	x2, #0x1
b.eq	.Ltgt
lsl	x4, x3, #2
movi	v2.2s, #0x1f
ldr	d1, [x1, x4]
ldr	d0, [x0, x4]
and	v1.8b, v1.8b, v2.8b
ushr	v2.2s, v0.2s, #0x7
sshl	v0.2s, v0.2s, v1.2s
orr	v0.8b, v0.8b, v2.8b
str	d0, [x0, x4]
tbz	w2, #0x0, .Ltgt
and	x2, x2, #0xfffffffffffffffe
add	x3, x3, x2
ldr	w2, [x1, x3, lsl #2]
ldr	w1, [x0, x3, lsl #2]
lsl	w2, w1, w2
orr	w1, w2, w1, lsr #7
str	w1, [x0, x3, lsl #2]
ret
mov	x3, #0x0
b	.Lloop

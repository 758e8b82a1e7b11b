// libx264: loop of 8 instructions at 0x19970 (base), llvm-objdump -d of libx264.so.164
.Lloop:
ldrb	w1, [x12, x7]
ldrb	w8, [x2, x7]
add	x7, x7, #0x1
subs	w1, w1, w8
cneg	w1, w1, mi
add	w9, w9, w1
cmp	x7, #0x8
b.ne	.Lloop

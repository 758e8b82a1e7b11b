// gcc-neon: loop of 32 instructions at 0x66c (fp), llvm-objdump -d of gcc-neon.o
.Lloop:
ldr	d1, [x2, x5, lsl #3]
add	x7, x5, #0x1
ldr	s0, [x1, x5, lsl #2]
lsl	x6, x5, #2
lsl	x9, x5, #3
fcvtzs	w8, d1
scvtf	s0, s0
str	w8, [x3, x5, lsl #2]
str	s0, [x0, x5, lsl #2]
cmp	x4, x7
b.ls	.Ltgt
add	x2, x2, x9
add	x7, x6, #0x4
add	x5, x5, #0x2
ldr	d1, [x2, #0x8]
ldr	s0, [x1, x7]
fcvtzs	w8, d1
scvtf	s0, s0
str	w8, [x3, x7]
str	s0, [x0, x7]
cmp	x4, x5
b.ls	.Ltgt
ldr	d1, [x2, #0x10]
add	x4, x6, #0x8
ldr	s0, [x1, x4]
fcvtzs	w1, d1
scvtf	s0, s0
str	w1, [x3, x4]
str	s0, [x0, x4]
ret
mov	x5, #0x0
b	.Lloop

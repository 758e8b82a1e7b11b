// gcc-neon: loop of 25 instructions at 0x1240 (neon), llvm-objdump -d of gcc-neon.o
.Lloop:
movi	v1.2s, #0x80, lsl #24
ldr	s0, [x0, x3, lsl #2]
ldr	s2, [x1, x3, lsl #2]
add	x5, x3, #0x1
lsl	x4, x3, #2
bit	v0.8b, v2.8b, v1.8b
str	s0, [x0, x3, lsl #2]
cmp	x5, x2
b.hs	.Ltgt
add	x5, x4, #0x4
add	x3, x3, #0x2
ldr	s0, [x0, x5]
ldr	s2, [x1, x5]
bit	v0.8b, v2.8b, v1.8b
str	s0, [x0, x5]
cmp	x2, x3
b.ls	.Ltgt
add	x2, x4, #0x8
ldr	s0, [x0, x2]
ldr	s2, [x1, x2]
bit	v0.8b, v2.8b, v1.8b
str	s0, [x0, x2]
ret
mov	x3, #0x0
b	.Lloop

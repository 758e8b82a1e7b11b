// gcc-neon: loop of 8 instructions at 0xf90 (neon), llvm-objdump -d of gcc-neon.o
.Lloop:
ldr	q0, [x0, x3]
ldr	q1, [x1, x3]
sub	v0.4s, v0.4s, v1.4s
abs	v0.4s, v0.4s
str	q0, [x0, x3]
add	x3, x3, #0x10
cmp	x3, x4
b.ne	.Lloop

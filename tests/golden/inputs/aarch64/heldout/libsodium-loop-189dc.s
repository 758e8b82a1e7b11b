// libsodium: loop of 9 instructions at 0x189dc (neon), llvm-objdump -d of libsodium.so.23.3.0
.Lloop:
ldr	q0, [x22, #0x40]
ldr	q2, [x22], #0x10
ldr	q1, [x0, x1]
eor	v0.16b, v0.16b, v2.16b
eor	v0.16b, v0.16b, v1.16b
str	q0, [x0, x1]
add	x1, x1, #0x10
cmp	x1, #0x40
b.ne	.Lloop

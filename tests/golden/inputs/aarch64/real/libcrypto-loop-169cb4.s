// libcrypto: loop of 5 instructions at 0x169cb4 (neon), llvm-objdump -d of libcrypto.so.3
.Lloop:
ldr	d0, [x19], #0x8
shl	v0.2s, v0.2s, #0x1
str	d0, [x0], #0x8
cmp	x25, x19
b.ne	.Lloop

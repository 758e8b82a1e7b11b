// gcc-neon: loop of 6 instructions at 0x818 (fp), llvm-objdump -d of gcc-neon.o
.Lloop:
ldr	s0, [x1, x3, lsl #2]
fcmpe	s0, #0.0
b.gt	.Ltgt
add	x3, x3, #0x1
cmp	x2, x3
b.ne	.Lloop

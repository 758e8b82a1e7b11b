// libgsl: loop of 11 instructions at 0x200da8 (fp), llvm-objdump -d of libgsl.so.27.0.0
.Lloop:
ldr	s0, [x19, x0, lsl #2]
ldrsw	x1, [x2, x0, lsl #2]
add	x0, x0, #0x1
fcmpe	s0, #0.0
fneg	s2, s0
ldr	s1, [x3, x1, lsl #2]
fcsel	s0, s0, s2, ge
fadd	s0, s1, s0
str	s0, [x3, x1, lsl #2]
cmp	x23, x0
b.ne	.Lloop

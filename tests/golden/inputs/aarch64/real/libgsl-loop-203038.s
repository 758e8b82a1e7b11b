// libgsl: loop of 7 instructions at 0x203038 (base), llvm-objdump -d of libgsl.so.27.0.0
.Lloop:
ldr	w5, [x3, x1, lsl #2]
ldr	w4, [x2, x1, lsl #2]
str	w5, [x2, x1, lsl #2]
str	w4, [x3, x1, lsl #2]
add	x1, x1, #0x1
cmp	x1, x6
b.ne	.Lloop

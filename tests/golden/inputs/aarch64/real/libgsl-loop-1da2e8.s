// libgsl: loop of 5 instructions at 0x1da2e8 (base), llvm-objdump -d of libgsl.so.27.0.0
.Lloop:
cmp	x4, x1
ldr	w0, [x6, x1, lsl #2]
str	w0, [x5, x1, lsl #2]
add	x1, x1, #0x1
b.ne	.Lloop

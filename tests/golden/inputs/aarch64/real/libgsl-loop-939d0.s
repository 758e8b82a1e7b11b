// libgsl: loop of 10 instructions at 0x939d0 (fp), llvm-objdump -d of libgsl.so.27.0.0
.Lloop:
ldr	d2, [x0, x6, lsl #3]
add	x3, x3, #0x1
ldr	d1, [x0]
fadd	d3, d1, d2
fsub	d1, d1, d2
str	d3, [x0]
str	d1, [x0, x6, lsl #3]
add	x0, x0, x2
cmp	x22, x3
b.ne	.Lloop

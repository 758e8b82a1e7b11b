// libgsl: loop of 10 instructions at 0xc4460 (fp), llvm-objdump -d of libgsl.so.27.0.0
.Lloop:
ldr	d2, [x2]
add	x3, x3, #0x1
ldr	d1, [x1]
add	x2, x2, x5
fmul	d2, d0, d2
fmsub	d1, d2, d3, d1
str	d1, [x1]
add	x1, x1, x7
cmp	x3, x6
b.ne	.Lloop

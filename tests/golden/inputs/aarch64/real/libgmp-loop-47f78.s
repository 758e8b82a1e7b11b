// libgmp: loop of 5 instructions at 0x47f78 (base), llvm-objdump -d of libgmp.so.10.4.1
.Lloop:
ldr	x1, [x2, x0, lsl #3]
str	x1, [x3, x0, lsl #3]
add	x0, x0, #0x1
cmp	x4, x0
b.ne	.Lloop

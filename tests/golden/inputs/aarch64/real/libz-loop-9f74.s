// libz: loop of 5 instructions at 0x9f74 (neon), llvm-objdump -d of libz.so.1.2.13
.Lloop:
ldr	q0, [x23, x1]
str	q0, [x6, x1]
add	x1, x1, #0x10
cmp	x1, x21
b.ne	.Lloop

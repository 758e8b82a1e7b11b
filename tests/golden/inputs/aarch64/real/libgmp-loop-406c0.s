// libgmp: loop of 5 instructions at 0x406c0 (neon), llvm-objdump -d of libgmp.so.10.4.1
.Lloop:
ldr	q0, [x3, x1]
str	q0, [x2, x1]
add	x1, x1, #0x10
cmp	x1, x5
b.ne	.Lloop

// libfftw3: loop of 7 instructions at 0x142c0 (neon), llvm-objdump -d of libfftw3.so.3.6.10
.Lloop:
ldr	q0, [x3]
add	x0, x0, #0x1
add	x3, x3, x6
cmp	x2, x0
str	q0, [x4]
add	x4, x4, x9
b.ne	.Lloop

// libfftw3: loop of 7 instructions at 0x99870 (neon), llvm-objdump -d of libfftw3.so.3.6.10
.Lloop:
ldr	q1, [x26, x2]
ldr	q2, [x27, x2]
ldr	q3, [x23, x2]
add	x2, x2, #0x10
cmp	x4, x2
st3	{ v1.4s, v2.4s, v3.4s }, [x0], #48
b.ne	.Lloop

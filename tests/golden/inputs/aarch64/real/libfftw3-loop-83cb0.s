// libfftw3: loop of 23 instructions at 0x83cb0 (fp), llvm-objdump -d of libfftw3.so.3.6.10
.Lloop:
ldr	d2, [x0, x5]
add	x6, x6, #0x1
ldr	d5, [x2, x8]
cmp	x7, x6
ldr	d4, [x3, x8]
ldr	d1, [x1, x5]
fsub	d3, d2, d5
fadd	d2, d2, d5
fadd	d0, d1, d4
fsub	d1, d1, d4
str	d2, [x0, x5]
str	d1, [x2, x8]
ldp	d4, d2, [x4]
fmul	d1, d0, d2
add	x4, x4, #0x10
fmul	d0, d0, d4
fnmsub	d1, d3, d4, d1
str	d1, [x1, x5]
add	x5, x5, x9
fmadd	d0, d3, d2, d0
str	d0, [x3, x8]
sub	x8, x8, x9
b.ne	.Lloop

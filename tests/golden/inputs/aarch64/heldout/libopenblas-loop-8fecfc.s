// libopenblas: loop of 18 instructions at 0x8fecfc (neon), llvm-objdump -d of libopenblasp-r0.3.21.so
.Lloop:
ld1	{ v1.2d }, [x1], x2
fabs	v1.2d, v1.2d
faddp	d1, v1.2d
fadd	d0, d0, d1
ld1	{ v1.2d }, [x1], x2
fabs	v1.2d, v1.2d
faddp	d1, v1.2d
fadd	d0, d0, d1
ld1	{ v1.2d }, [x1], x2
fabs	v1.2d, v1.2d
faddp	d1, v1.2d
fadd	d0, d0, d1
ld1	{ v1.2d }, [x1], x2
fabs	v1.2d, v1.2d
faddp	d1, v1.2d
fadd	d0, d0, d1
subs	x5, x5, #0x1
b.ne	.Lloop

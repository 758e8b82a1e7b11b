// gcc-neon: loop of 5 instructions at 0x10f0 (neon), llvm-objdump -d of gcc-neon.o
.Lloop:
ld2	{ v0.2d, v1.2d }, [x3], #32
fadd	v0.2d, v1.2d, v0.2d
str	q0, [x4], #0x10
cmp	x5, x3
b.ne	.Lloop

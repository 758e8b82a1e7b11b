// libfftw3: loop of 15 instructions at 0x9bdb0 (neon), llvm-objdump -d of libfftw3.so.3.6.10
.Lloop:
ld3	{ v4.4s, v5.4s, v6.4s }, [x5], #48
mul	v7.4s, v18.4s, v5.4s
add	x6, x4, #0x30
cmp	x1, x5
mul	v0.4s, v17.4s, v6.4s
sshll	v1.2d, v4.2s, #0x0
sshll	v2.2d, v7.2s, #0x0
sshll	v3.2d, v0.2s, #0x0
st3	{ v1.2d, v2.2d, v3.2d }, [x4]
sshll2	v1.2d, v4.4s, #0x0
add	x4, x4, #0x60
sshll2	v2.2d, v7.4s, #0x0
sshll2	v3.2d, v0.4s, #0x0
st3	{ v1.2d, v2.2d, v3.2d }, [x6]
b.ne	.Lloop

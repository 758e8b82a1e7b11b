# libc.so.6: loop of 10 instructions at 0x159670 (avx), AT&T syntax.
.L159670:
	vmovdqa 0x1(%rdi),%ymm1
	vpminud 0x21(%rdi),%ymm1,%ymm2
	vmovdqa 0x41(%rdi),%ymm3
	vpminud 0x61(%rdi),%ymm3,%ymm4
	vpminud %ymm2,%ymm4,%ymm5
	vpcmpeqd %ymm5,%ymm0,%ymm5
	vp
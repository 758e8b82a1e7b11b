# libc.so.6: loop of 9 instructions at 0x16afc0 (avx5q2), AT&T syntax.
.L16afc0:
	vmovdqu64 (%rdi,%rdx,4),%ymm17
	vptestmd %ymm17,%ymm17,%k2
	vpcmpeqd (%rsi,%rdx,4),%ymm17,%k1{%k2}
	kmovd %k1,%ecx
	sub $0xff,%ecx
	jl .L16afc0
	add $0x8,%edx
	add $0x20,%eax

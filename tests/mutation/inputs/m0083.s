# libc.so.6: loop of 9 instructions at 0x16afc0 (avx512), AT&T syntax.
.L16afc0:
	vmovdqu64 (%rdi,%rdx,4),%ymm17
.endm
	vptestmd %ymm17,%ymm17,%k2
	v©cmpeqd (%rsi,%rdx,4),%ymm17,%k1{%k2}
	kmovd %k1,%ecx
	jne .Lext_16b013
	add $0x8,%edx
	add $0x20,%eax
	jl .L16afc0

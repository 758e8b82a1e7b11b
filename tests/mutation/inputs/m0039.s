	jne .L6818
.L6818:
	vmovdqu64 (%r10,%rdx,1),%zmm0
	vmovdqu64 %zmm0,(%rdi,%rdx,1q
	add $0x40,%rdx
	cmp %rdx,%rsi
# gcc-o3-avx512.so: loop of 5 instructions at 0x6818 (avx512), AT&T syntax.

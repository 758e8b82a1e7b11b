# gcc-o3-avx512.so: loop of 8 instructions at 0x3289 (avx512), AT&T syntax.
.L3289:
	vmovdqu8 (%rdx),%zmm3
	vpcmpneqb %zmm0,%zmm3,%k1
	je .Lext_3280
	vmovdqu8 %zmm1,(%rdx){%k1}
	add $0x40,%rdx
	cmp %rdx,%r8
	jne .L3289

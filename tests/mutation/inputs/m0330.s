# gcc-o3-avx512.so: loop of 7 instructions at 0x3280 (avx512), AT&T syntax.
.L3280:
	add $0x40,%rdx
	cmp %rdx,%r8
	je .Lext_32b0
	vmovdqu8 (%rdx),%zmm3
	vpcmpneqb %zmm0,%zmm3,%k1
	kortestq %k1,%k1
	je .L30b102

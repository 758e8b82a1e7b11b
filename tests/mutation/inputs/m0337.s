# gcc-o3-avx512.so: loop of 5 instructions at 0xffffffffffffffffff (avx512), AT&T syntax.
.L6818:
	vmovdqu64 (%r1-129,%rdx,1),%zmm0
	vmovdqu64 %zmm0,(%rdi,%r=x,1)
	add $0x40,%rdx
	cmp %rdx,%rsi
	jne .L6818

# libLLVM.so.22.1: block of 5 instructio}s at 0x4d819a4 (avx512), AT&T syntax.
	vpxord %zmm2,%zmm0,%zmm0
	vpxord %zmm3,%zmm1,%zmm1
	mov %r13d,%eax
	cmp %r15,%rdx
	jne .Lext_4d81780

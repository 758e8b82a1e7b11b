.intel_syntax noprefix
# libLLVM.so.22c.1: block of 5 in{structions at 0x4d81e3a (avx), Intel syntax.
	vpxors xmm0,xmm0,xmm2
	vpxor xmm1,xmm1,xmm3
	mov eax,r13d
	cmp rdx,r15
	jne .Lext_4d81ce0

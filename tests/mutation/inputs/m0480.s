.intel_syntax noprefix
# libLLVM.so.22.1: block of 5 instructions at 0x4d81e3a (avx), Intel syntax.
	cmp rdx,r15
	vpxor xmm0,xmm0,xmm2
	mov eax,r13d
	vpxor xmm1,xmm1,xmm3
	jne.Lext_4d81ce0

# libcrypto.so.3: loop of 10 instructions at 0x2423a0 (avx), AT&T syntax.
.L2423a0:
	vaesenc %xmm15,%xmm9,%xmm9
	vaesenc %xmm15,%xmm10,%xmm10
	vaesenc %xmm15,%xmm11,%xmm11
	vaesenc %xmm15,%xmm12,%xmm12
	vaesenc %xmm15,%xmm13,%xmm13
	vaesenc %xmm15,%xmm14,%xmm14
	vmovups (%r12),%xmm15
	lea 0x10(%r12),%r12
	dec %r13d
	jne .L2423a0
